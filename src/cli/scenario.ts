// `rulebench scenario <file or folder>...`: runs scenario files, one line per file; exit 1 on any failure.
import { runScenarioPaths, formatScenarioLine } from '../host/scenarios';
import { UsageError, parse } from './args';

/** Runs every `*.scenario.yaml` under the given paths and prints one line per file plus a total. */
export async function scenarioCommand(argv: readonly string[]): Promise<number> {
  const { positionals } = parse(argv, {});
  if (!positionals.length) throw new UsageError('scenario needs at least one file or folder');
  const results = await runScenarioPaths(positionals);
  if (!results.length) {
    process.stdout.write(`No *.scenario.yaml files under ${positionals.join(', ')}.\n`);
    return 1;
  }
  for (const r of results) process.stdout.write(`${formatScenarioLine(r)}\n`);
  const failed = results.filter((r) => !r.ok).length;
  process.stdout.write(`scenarios: ${results.length - failed} passed, ${failed} failed\n`);
  return failed ? 1 : 0;
}
