// `rulebench` command dispatcher: parses the command line, runs one command, returns the exit code.
// Bad arguments get one clear line and exit code 2; failures of the checked thing exit 1.
import { validateCommand } from './validate';
import { simulateCommand } from './simulate';
import { replayCommand } from './replay';
import { scenarioCommand } from './scenario';
import { benchCommand } from './bench';
import { schemaCommand } from './schema';
import { UsageError } from './args';

const USAGE = `Usage: rulebench <command> [options]

Commands:
  validate <ruleset>...                         check rulesets; problems as file:line:col
  simulate <ruleset> --games N --seed S [--out DIR] [--json]
                                                random-bot games; one replay file per game in DIR
  replay verify <file>...                       re-run replays and check every step's hash
  replay show <file> [--step K] [--json]        position, hands and whose turn after K actions
  scenario <file or folder>...                  run scenario files (*.scenario.yaml)
  bench dog [--seconds S] [--runs R]            complete random games per second (median of R runs)
  schema <kind>                                 JSON Schema of the kind's ruleset files (for editors)
`;

/** Runs the CLI with `argv` (without `node` and the script); resolves to the process exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'validate':
        return await validateCommand(rest);
      case 'simulate':
        return await simulateCommand(rest);
      case 'replay':
        return await replayCommand(rest);
      case 'scenario':
        return await scenarioCommand(rest);
      case 'bench':
        return await benchCommand(rest);
      case 'schema':
        return await schemaCommand(rest);
      case undefined:
      case '-h':
      case '--help':
      case 'help':
        process.stdout.write(USAGE);
        return command === undefined ? 2 : 0;
      default:
        throw new UsageError(`unknown command "${command}"`);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`rulebench: ${e.message}\nRun "rulebench --help" for usage.\n`);
      return 2;
    }
    throw e;
  }
}
