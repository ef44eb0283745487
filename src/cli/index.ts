// `rulebench` command dispatcher: parses the command line, runs one command, returns the exit code.
// Bad arguments get one clear line and exit code 2; failures of the checked thing exit 1.
import { rulesheetCommand, RULESHEET_USAGE } from './rulesheet';
import { QueueError } from '../host/shard-queue';
import { PlaytestCancelled } from '../host/playtests';
import { UsageError, closest } from './args';
import { OutputFolderError } from './output';
import { useNodeSha256 } from '../host/native-hash';
import type { PlayInput } from './play';

/** `unknown command "simulat"; did you mean "simulate"?` (the commands are those of the usage text). */
function unknownCommand(command: string): string {
  const commands = USAGE.split('\n')
    .filter((l) => /^ {2}[a-z]/.test(l))
    .flatMap((l) => l.trim().split(/\s/)[0]!.split('|'));
  const near = closest(command, [...new Set(commands)]);
  return `unknown command "${command}"${near ? `; did you mean "${near}"?` : ''}`;
}

const USAGE = `Usage: rulebench <command> [options]

Commands:
  validate <ruleset>...                         check rulesets; problems as file:line:col
  simulate <ruleset> --games N --seed S [--bots B] [--set name=value]... [--out DIR] [--json]
                                                bot games (normal bots unless --bots); one replay file per game in DIR
  play <ruleset> [--seed S] [--people SEATS] [--bots B] [--set k=v]... [--lang de|en] [--names A,B,...] [--out FILE]
                                                a game at the terminal: the board as text from your seat's view, people
                                                type actions (notation or number), bots' moves told in sentences;
                                                from a pipe, one action per line (a script); --people takes seat
                                                numbers from 0 as the notation does (--people 0 is "Seat 1" in the text)
  session <ruleset> --seats SPEC [--host ADDR] [--port P] [--seed S] [--out DIR] [--json] [--lang de|en]
          [--names A,B,...] [--games N] [--away-timeout SEC] [--latency-equalization] [--bot-delay MS] [--lobby] [--set k=v]...
                                                host a playtest session: prints one invite link per person seat
                                                (seat 1: http://…), the spectator and host links; SPEC per seat is
                                                person or a bot level (person,normal,person,normal); loopback only
                                                unless --host names a LAN address (printed warning); --out DIR again
                                                resumes every table with the same links (docs/sessions.md)
  join <url> [--lang de|en] [--name N]          play one seat of a session at the terminal by its invite link, as
                                                play does (own view only; actions typed or piped by number or notation)
  replay verify <file>...                       re-run replays and check every step's hash and the game hash (tamper-evident, not signed)
  replay verify <file>... --ruleset R [--json]  re-check replays under other rules: same, changed or diverges (step, why)
  replay show <file> [--step K] [--seat S] [--lang de|en] [--json]
                                                position, hands and whose turn after K actions (as seat S sees it)
  replay export <file> --step K [--seat S] [--out FILE]
                                                the situation after K actions as a scenario file, self-checked
                                                (--seat: as seat S sees it, no card hidden from S)
  scenario <file or folder>...                  run scenario files (*.scenario.yaml)
  bench dog|gassi|gamsh [--seconds S] [--runs R] [--ruleset ID]
                                                complete bot games per second on one core (median of R runs)
  bench bots [--kinds dog,gassi] [--bots easy,normal,strong,expert] [--decisions N] [--json]
                                                per kind and bot level: decisions per second, median ms per real decision
  schema <kind>                                 JSON Schema of the kind's ruleset files (for editors)
  playtest <ruleset> --games N --seed S [--bots B] [--workers W] [--set k=v]... [--json] [--out F.json] [--csv F]
                                                one bot batch: wins with 95 % CIs, lengths, rule use, rules never triggered
  compare <a> [<b>] --games N --seed S [--bots B] [--workers W] [--set k=v]... [--json] [--out F.json] [--csv F] [--all] [--correction holm|bh|none]
                                                A/B on the same seeds: both columns, B − A, 95 % CI, p (paired); --set applies to B
  sweep <ruleset> --vary k=FROM..TO|a,b [--vary k2=...] --games N --seed S [--bots B] [--workers W] [--csv F|-]
                                                one batch per option value (or pair), table and CSV
  compare|sweep … --levels normal,strong        the same run at each bot level (instead of --bots), led by one verdict:
                                                which differences hold for competent players, which only with weak bots
  screen <ruleset> [--options a,b] [--levels normal,strong] --games N --seed S [--workers W] [--json] [--out F.json]
                                                every option at its other values vs the base, ranked by effect
  ladder <ruleset> --bots B1,B2,... --games N --seed S [--workers W] [--set k=v]... [--json] [--out F.json] [--csv F|-]
                                                every pairing of the bots on paired seeds, seats rotated; ratings with 95 % intervals (Bradley–Terry; OpenSkill)
  playtest|compare|sweep|ladder … --shard K/N --out PART.json
                                                play the K-th of N seed ranges only (another machine can play the rest)
  merge PART... [--json] [--out F.json] [--csv F|-] [--all]
                                                join the parts of a sharded run: the same output as the unsharded command
  playtest|compare|sweep|ladder … --queue redis://HOST:PORT[/DB] [--shard-games G]
                                                play the run as shard jobs of G games on a Redis queue (workers on any
                                                machine); prints exactly what the local run prints; Ctrl+C cancels
  simulate|play|replay|playtest|compare|sweep|ladder|merge|rulesheet … --mkdir
                                                create the missing folders of an --out/--csv path; without it an
                                                output into a folder that does not exist is refused before any work
  playtest|compare|sweep|ladder|merge … --lang de|en
                                                report and verdict in German or English (default: German when LANG
                                                starts with de, else English)
  worker redis://HOST:PORT[/DB] [--concurrency N] [--lock-seconds S]
                                                play shard jobs from the queue, N at a time (default one per core)
  (B = random | easy | normal | strong[:N] | expert[:N] | heuristic | ismcts[:N], or a comma list per seat; W = worker threads, default one per core)
  diff <a> <b> [--json] [--lang de|en]          options in which two rulesets differ (house rules)
${RULESHEET_USAGE}`;

/** Where `main` reads what it needs besides `argv`. */
export interface CliInput {
  /** The lines `play` reads (default: standard input). */
  readonly playInput?: PlayInput;
}

/**
 * Runs the CLI with `argv` (without `node` and the script); resolves to the process exit code. Writes to
 * `process.stdout` and `process.stderr`; `input.playInput` replaces standard input for `play` (in-process callers).
 */
export async function main(argv: readonly string[], input: CliInput = {}): Promise<number> {
  useNodeSha256();
  const [command, ...rest] = argv;
  // `rulebench <command> --help` and `rulebench help <command>`: that command's lines of the usage text.
  const helpFor =
    command === 'help' && rest.length ? rest[0] : command !== undefined && wantsHelp(rest) ? command : null;
  if (helpFor !== null) {
    const usage = commandUsage(helpFor);
    if (usage === null) {
      process.stderr.write(`rulebench: ${unknownCommand(helpFor)}\nRun "rulebench --help" for usage.\n`);
      return 2;
    }
    process.stdout.write(usage);
    return 0;
  }
  try {
    switch (command) {
      case 'validate':
        return await (await import('./validate')).validateCommand(rest);
      case 'simulate':
        return await (await import('./simulate')).simulateCommand(rest);
      case 'replay':
        return await (await import('./replay')).replayCommand(rest);
      case 'play':
        return await (await import('./play')).playCommand(rest, input.playInput);
      case 'session':
        return await (await import('./session')).sessionCommand(rest);
      case 'join':
        return await (await import('./join')).joinCommand(rest);
      case 'merge':
        return await (await import('./merge')).mergeCommand(rest);
      case 'worker':
        return await (await import('./worker')).workerCommand(rest);
      case 'scenario':
        return await (await import('./scenario')).scenarioCommand(rest);
      case 'bench':
        return await (await import('./bench')).benchCommand(rest);
      case 'schema':
        return await (await import('./schema')).schemaCommand(rest);
      case 'playtest':
        return await (await import('./playtest')).playtestCommand(rest);
      case 'compare':
        return await (await import('./compare')).compareCommand(rest);
      case 'sweep':
        return await (await import('./sweep')).sweepCommand(rest);
      case 'screen':
        return await (await import('./screen')).screenCommand(rest);
      case 'ladder':
        return await (await import('./ladder')).ladderCommand(rest);
      case 'rulesheet':
        return await rulesheetCommand(rest);
      case 'diff':
        return await (await import('./diff')).diffCommand(rest);
      case undefined:
      case '-h':
      case '--help':
      case 'help':
        process.stdout.write(USAGE);
        return command === undefined ? 2 : 0;
      default:
        throw new UsageError(unknownCommand(command));
    }
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`rulebench: ${e.message}\nRun "rulebench --help" for usage.\n`);
      return 2;
    }
    // A queued run (--queue, worker): Redis unreachable or lost, a shard failed for good; Ctrl+C.
    if (e instanceof QueueError) {
      process.stderr.write(`rulebench ${command}: ${e.message}\n`);
      return 1;
    }
    if (e instanceof PlaytestCancelled) {
      process.stderr.write(`rulebench ${command}: cancelled\n`);
      return 130;
    }
    if (e instanceof OutputFolderError) {
      process.stderr.write(`rulebench: ${e.message}\n`);
      return 1;
    }
    const io = fileProblem(e);
    if (io) {
      process.stderr.write(`rulebench: ${io}\n`);
      return 1;
    }
    throw e;
  }
}

/** True if `--help` or `-h` comes before a `--` that ends the options. */
function wantsHelp(args: readonly string[]): boolean {
  for (const a of args) {
    if (a === '--') return false;
    if (a === '--help' || a === '-h') return true;
  }
  return false;
}

/**
 * The usage entries of one command (its lines in `rulebench --help`, continuation lines included, plus the
 * note on bots and workers where the command takes them), with the usage header; null for an unknown command.
 * `replay` matches `replay verify`, `replay show` and `replay export`; `playtest` also matches the
 * `playtest|compare|sweep … --shard` entry.
 */
export function commandUsage(command: string): string | null {
  const lines = USAGE.split('\n');
  const start = lines.indexOf('Commands:') + 1;
  const entries: string[][] = [];
  let note = '';
  for (const line of lines.slice(start)) {
    if (line.startsWith('  (')) note = line;
    else if (/^ {2}\S/.test(line)) entries.push([line]);
    else if (/^ {3,}\S/.test(line) && entries.length) entries[entries.length - 1]!.push(line);
  }
  const mine = entries.filter((e) => e[0]!.trim().split(/\s/)[0]!.split('|').includes(command));
  if (!mine.length) return null;
  const text = mine.map((e) => e.join('\n')).join('\n');
  const withNote = /--bots B|--workers W/.test(text) ? `${text}\n${note}` : text;
  return `Usage: rulebench ${command} [options]\n\n${withNote}\n`;
}

/** System error codes of file operations that are the user's to fix (a wrong or unwritable path), not bugs. */
const FILE_ERRORS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file or folder',
  ENOTDIR: 'a part of the path is not a folder',
  EISDIR: 'is a folder',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on the device',
  EEXIST: 'already exists',
};

/**
 * One line for a failed file operation (`cannot write /x/y.pdf: no such file or folder (ENOENT)`), naming the
 * path and the operation; null for anything else (which is a bug and keeps its stack trace).
 */
export function fileProblem(e: unknown): string | null {
  const err = e as NodeJS.ErrnoException | null;
  if (!err || typeof err !== 'object' || typeof err.code !== 'string' || !(err.code in FILE_ERRORS)) return null;
  const op =
    err.syscall === 'open' || err.syscall === 'write' || err.syscall === 'mkdir' || err.syscall === 'rename'
      ? 'write'
      : err.syscall === 'read' || err.syscall === 'scandir' || err.syscall === 'stat'
        ? 'read'
        : 'use';
  // mkdir of a path that exists as a file (`simulate --out /proc/version`): the folder asked for is a file.
  if (err.code === 'EEXIST' && err.syscall === 'mkdir')
    return `cannot write into ${err.path ?? 'the folder'}: it is a file, not a folder (EEXIST); name a folder`;
  return `cannot ${op} ${err.path ?? 'a file'}: ${FILE_ERRORS[err.code]} (${err.code})`;
}
