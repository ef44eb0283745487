// `rulebench diff <a> <b> [--json] [--lang de|en]`: the options in which two rulesets of one kind differ
// (defaults filled in), with both values and each option's description. Exit 0 on success (also when they
// differ), 1 when a ruleset cannot be read or is invalid (diagnostics file:line:col), 2 on bad arguments.
import { diffRulesets, formatDiagnostic, formatRulesetDiff, type CompiledGame, type DiffLanguage } from '../engine';
import { loadCompiledGame } from '../host/rulesets';
import { UsageError, parse } from './args';

/** Runs the command; see the file comment for exit codes. */
export async function diffCommand(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parse(argv, { json: { type: 'boolean' }, lang: { type: 'string' } });
  if (positionals.length !== 2)
    throw new UsageError(`diff needs exactly two rulesets (files or ids), got ${positionals.length}`);
  const lang = values.lang ?? 'en';
  if (lang !== 'en' && lang !== 'de') throw new UsageError(`--lang must be de or en, got "${lang}"`);
  const games: CompiledGame[] = [];
  let failed = false;
  for (const ref of positionals) {
    const loaded = loadCompiledGame(ref);
    if (!loaded.ok) {
      for (const d of loaded.diagnostics) process.stderr.write(`${formatDiagnostic(d)}\n`);
      failed = true;
    } else games.push(loaded.game);
  }
  if (failed) return 1;
  const [a, b] = games as [CompiledGame, CompiledGame];
  if (a.ruleset.kind !== b.ruleset.kind)
    throw new UsageError(
      `cannot compare a ${a.ruleset.kind} ruleset (${a.ruleset.id}) with a ${b.ruleset.kind} ruleset (${b.ruleset.id})`,
    );
  const diff = diffRulesets(a.kind, a.ruleset, b.ruleset);
  if (!diff.ok) throw new UsageError(diff.error.message);
  process.stdout.write(
    values.json ? `${JSON.stringify(diff.value, null, 2)}\n` : formatRulesetDiff(diff.value, lang as DiffLanguage),
  );
  return 0;
}
