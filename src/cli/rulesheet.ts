// `rulebench rulesheet`: a printable rule sheet of a ruleset, or a house-rules card of the differences
// between two rulesets, as HTML or PDF, in German or English.
import { prepareOutput, writeOutput } from './output';
import { extname, resolve } from 'node:path';
import { formatDiagnostic, type CompiledGame, type RulesetSource, type SheetLang } from '../engine';
import {
  buildDocument,
  buildHouseRulesCard,
  renderRuleSheetHtml,
  renderRuleSheetMarkdown,
  type RuleSheet,
  type SheetDocument,
  type SheetPage,
} from '../engine';
import { loadCompiledGame } from '../host/rulesets';
import { NoChromiumError, countPdfPages, htmlToPdf, sheetFileName } from '../host/rulesheet-pdf';
import { UsageError, parse } from './args';

/** Usage lines of the command (also shown by `rulebench --help`). */
export const RULESHEET_USAGE = `  rulesheet <ruleset> [--lang de|en] [--format html|pdf|md] [--document booklet|reference] [--page a4|a5-booklet] [--out FILE]
                                                printable rules generated from the ruleset: the booklet to learn
                                                from (default) or the numbered reference; md: the reference
                                                as Markdown, as docs/rules/*.md
  rulesheet --diff <base> <variant> [--lang de|en] [--format html|pdf] [--page a4|a5-booklet] [--out FILE]
                                                house-rules card: what differs, in sentences
`;

/**
 * Runs `rulesheet`. Without `--out` HTML goes to stdout and PDF to `sheetFileName` in the current folder
 * (`dog-standard-de.pdf`); `--format md` (the reference only) writes Markdown. The format defaults to the
 * extension of `--out` (else html), the language to de, the document to the booklet, the page to A4. Exit 1 when
 * the ruleset or one of its examples fails, 2 on bad arguments (also `--diff` across two kinds).
 */
export async function rulesheetCommand(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    lang: { type: 'string' },
    format: { type: 'string' },
    out: { type: 'string' },
    mkdir: { type: 'boolean' },
    diff: { type: 'boolean' },
    document: { type: 'string' },
    page: { type: 'string' },
  });
  const document = values.document ?? 'booklet';
  if (document !== 'booklet' && document !== 'reference')
    throw new UsageError(`--document must be booklet or reference, got "${document}"`);
  const page = values.page ?? 'a4';
  if (page !== 'a4' && page !== 'a5-booklet') throw new UsageError(`--page must be a4 or a5-booklet, got "${page}"`);
  if (values.diff && values.document !== undefined)
    throw new UsageError('--document does not apply to a house-rules card (--diff)');
  const lang = values.lang ?? 'de';
  if (lang !== 'de' && lang !== 'en') throw new UsageError(`--lang must be de or en, got "${lang}"`);
  const format = values.format ?? (values.out && extname(values.out).toLowerCase() === '.pdf' ? 'pdf' : 'html');
  if (format !== 'html' && format !== 'pdf' && format !== 'md')
    throw new UsageError(`--format must be html, pdf or md, got "${format}"`);
  if (format === 'md' && (values.diff || document !== 'reference'))
    throw new UsageError('--format md writes the reference only: add --document reference (not with --diff)');
  if (values.out) prepareOutput('--out', values.out, { mkdir: values.mkdir });
  const wanted = values.diff ? 2 : 1;
  if (positionals.length !== wanted) {
    throw new UsageError(
      values.diff
        ? 'rulesheet --diff needs two rulesets: <base> <variant>'
        : 'rulesheet needs exactly one ruleset (file or id)',
    );
  }

  const loaded: { game: CompiledGame; source: RulesetSource }[] = [];
  for (const ref of positionals) {
    const r = loadCompiledGame(ref);
    if (!r.ok) {
      for (const d of r.diagnostics) process.stderr.write(`${formatDiagnostic(d)}\n`);
      return 1;
    }
    loaded.push({ game: r.game, source: r.source });
  }

  let sheet: RuleSheet;
  if (values.diff) {
    const card = buildHouseRulesCard(loaded[0]!.game, loaded[1]!.game, lang as SheetLang);
    if (!card.ok) throw new UsageError(card.error.message); // rulesets of two kinds: a usage error (exit 2), as in `diff`
    sheet = card.value;
  } else {
    // A variant's booklet says what differs from the usual rules: the root of its extends chain (dog/standard).
    const chain = loaded[0]!.game.ruleset.chain;
    const root = chain.length > 1 ? loadCompiledGame(chain[chain.length - 1]!) : null;
    const built = buildDocument(loaded[0]!.game, {
      lang: lang as SheetLang,
      document: document as SheetDocument,
      source: loaded[0]!.source,
      ...(root?.ok ? { base: root.game } : {}),
    });
    if (!built.ok) {
      for (const d of built.error) process.stderr.write(`${formatDiagnostic(d)}\n`);
      process.stderr.write(
        `rulebench: ${document} not written: ${built.error.length} example(s) of ${loaded[0]!.game.ruleset.id} fail.\n`,
      );
      return 1;
    }
    sheet = built.value;
  }

  if (format === 'md') {
    const md = renderRuleSheetMarkdown(sheet, {
      options: loaded[0]!.game.kind.options,
      command: `rulebench rulesheet ${loaded[0]!.game.ruleset.id} --document reference --format md --lang ${lang}`,
    });
    if (!values.out) process.stdout.write(md);
    else {
      writeOutput(resolve(values.out), md);
      process.stdout.write(`wrote ${values.out} (Markdown, ${sheet.sections.length} sections)\n`);
    }
    return 0;
  }
  const html = renderRuleSheetHtml(sheet, { page: page as SheetPage });
  if (format === 'html') {
    if (!values.out) {
      process.stdout.write(html);
      return 0;
    }
    writeOutput(resolve(values.out), html);
    process.stdout.write(`wrote ${values.out} (HTML, ${sheet.sections.length} sections)\n`);
    return 0;
  }
  // PDF without --out: the same file name as the app's export, in the current folder (dog-standard-de.pdf).
  const ids = loaded.map((l) => l.game.ruleset.id);
  const out =
    values.out ??
    sheetFileName({
      rulesetId: values.diff ? ids[1]! : ids[0]!,
      lang: lang as SheetLang,
      ...(values.diff ? { diffWith: ids[0]! } : { document: document as SheetDocument }),
      page: page as SheetPage,
    });
  try {
    const pdf = await htmlToPdf(html);
    writeOutput(resolve(out), pdf);
    process.stdout.write(`wrote ${out} (PDF, ${countPdfPages(pdf)} pages)\n`);
    return 0;
  } catch (e) {
    if (e instanceof NoChromiumError) {
      process.stderr.write(`rulebench: ${e.message}\n`);
      return 1;
    }
    throw e;
  }
}
