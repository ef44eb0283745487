// `rulebench validate <ruleset>...`: every problem as file:line:col; exit 1 if any ruleset has errors.
import { dirname, resolve } from 'node:path';
import { checkExamples, formatDiagnostic, parseRulesetText, validateRulesetText, type Diagnostic } from '../engine';
import { PROJECT_ROOT, RulesetIndex, listRulesetFiles, looksLikeId, readRulesetText } from '../host/rulesets';
import { UsageError, parse } from './args';

/**
 * Validates the given ruleset files (or ids) — syntax, `extends`, options, and every example run with the engine as
 * `rulesheet` runs it (`rulesheet/example-failed` at the example's line); prints one line per problem, or `ok <ref>`.
 */
export async function validateCommand(argv: readonly string[]): Promise<number> {
  const { positionals } = parse(argv, {});
  if (positionals.length === 0) throw new UsageError('validate needs at least one ruleset file');
  const index = new RulesetIndex(PROJECT_ROOT);
  let failed = 0;
  for (const ref of positionals) {
    const problems = validateOne(ref, index);
    const errors = problems.filter((d) => d.severity === 'error');
    for (const d of problems) process.stdout.write(`${formatDiagnostic(d)}\n`);
    if (errors.length) failed++;
    else process.stdout.write(`ok ${ref}\n`);
  }
  if (failed) process.stdout.write(`${failed} of ${positionals.length} ruleset(s) have errors.\n`);
  return failed ? 1 : 0;
}

function validateOne(ref: string, index: RulesetIndex): Diagnostic[] {
  if (looksLikeId(ref) && index.get(ref)) return validateFile(resolve(PROJECT_ROOT, index.get(ref)!.file), index);
  return validateFile(resolve(ref), index);
}

function validateFile(path: string, index: RulesetIndex): Diagnostic[] {
  const shown = index.display(path);
  const read = readRulesetText(path, shown); // folders, missing, oversized and non-UTF-8 files, as everywhere else
  if (read.text === null) return read.diagnostics;
  index.defer(listRulesetFiles(dirname(path)).filter((f) => resolve(f) !== path)); // siblings, read only for a missing `extends` id
  const problems = validateRulesetText(read.text, shown, (id) => index.get(id));
  if (problems.some((d) => d.severity === 'error')) return problems;
  // The examples are run as `rulesheet` runs them: a ruleset whose example fails is not valid, here or there.
  const { source } = parseRulesetText(read.text, shown);
  if (!source) return problems;
  const loaded = index.compile(source);
  if (!loaded.ok) return [...problems, ...loaded.diagnostics];
  const examples = checkExamples(loaded.game, source);
  return examples.ok ? problems : [...problems, ...examples.diagnostics];
}
