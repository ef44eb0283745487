// `rulebench rulesheet`: a printable rule sheet of a ruleset, or a house-rules card of the differences
// between two rulesets, as HTML or PDF, in German or English (issue 8).
import { writeOutput } from './output';
import { extname, resolve } from 'node:path';
import { formatDiagnostic, type CompiledGame, type RulesetSource, type SheetLang } from '../engine';
import { buildHouseRulesCard, buildRuleSheet, renderRuleSheetHtml, type RuleSheet } from '../engine/rulesheet';
import { loadCompiledGame } from '../host/rulesets';
import { NoChromiumError, countPdfPages, htmlToPdf } from '../host/rulesheet-pdf';
import { UsageError, parse } from './args';

/** Usage lines of the command (also shown by `rulebench --help`). */
export const RULESHEET_USAGE = `  rulesheet <ruleset> [--lang de|en] [--format html|pdf] [--out FILE]
                                                printable rules generated from the ruleset
  rulesheet --diff <base> <variant> [--lang de|en] [--format html|pdf] [--out FILE]
                                                house-rules card: only the options that differ
`;

/**
 * Runs `rulesheet`. Without `--out` HTML goes to stdout; PDF needs `--out`. The format defaults to the
 * extension of `--out` (else html), the language to de. Exit 1 when the ruleset or one of its examples fails, 2 on bad
 * arguments (also `--diff` across two kinds).
 */
export async function rulesheetCommand(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    lang: { type: 'string' },
    format: { type: 'string' },
    out: { type: 'string' },
    diff: { type: 'boolean' },
  });
  const lang = values.lang ?? 'de';
  if (lang !== 'de' && lang !== 'en') throw new UsageError(`--lang must be de or en, got "${lang}"`);
  const format = values.format ?? (values.out && extname(values.out).toLowerCase() === '.pdf' ? 'pdf' : 'html');
  if (format !== 'html' && format !== 'pdf') throw new UsageError(`--format must be html or pdf, got "${format}"`);
  if (format === 'pdf' && !values.out) throw new UsageError('--format pdf needs --out FILE');
  const wanted = values.diff ? 2 : 1;
  if (positionals.length !== wanted) {
    throw new UsageError(values.diff ? 'rulesheet --diff needs two rulesets: <base> <variant>' : 'rulesheet needs exactly one ruleset (file or id)');
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
    const built = buildRuleSheet(loaded[0]!.game, { lang: lang as SheetLang, source: loaded[0]!.source });
    if (!built.ok) {
      for (const d of built.error) process.stderr.write(`${formatDiagnostic(d)}\n`);
      process.stderr.write(`rulebench: rule sheet not written: ${built.error.length} example(s) of ${loaded[0]!.game.ruleset.id} fail.\n`);
      return 1;
    }
    sheet = built.value;
  }

  const html = renderRuleSheetHtml(sheet);
  if (format === 'html') {
    if (!values.out) {
      process.stdout.write(html);
      return 0;
    }
    writeOutput(resolve(values.out), html);
    process.stdout.write(`wrote ${values.out} (HTML, ${sheet.sections.length} sections)\n`);
    return 0;
  }
  try {
    const pdf = await htmlToPdf(html);
    writeOutput(resolve(values.out!), pdf);
    process.stdout.write(`wrote ${values.out} (PDF, ${countPdfPages(pdf)} pages)\n`);
    return 0;
  } catch (e) {
    if (e instanceof NoChromiumError) {
      process.stderr.write(`rulebench: ${e.message}\n`);
      return 1;
    }
    throw e;
  }
}
