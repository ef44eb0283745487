// The `rulebench` command run inside the test process: `main(argv)` of src/cli with process.stdout and
// process.stderr captured while it runs, `--input` lines for `play`, environment variables set for the call. The
// same exit code, stdout and stderr as `node bin/rulebench.mjs …`, without the ~0.6 CPU-s start of a Node
// process and the CLI bundle per command. Tests of what only a real process shows (an exit code after a signal, a
// closed pipe, a kill in the middle of a write) spawn the command instead.
import type { PlayInput } from '../../src/cli/play';
import { endPrestartedWorkers } from '../../src/host/playtests';

/** What a command printed and its exit code (1 with the stack on stderr when it threw, as Node's uncaught error). */
export interface CliRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/** Options of one in-process run. */
export interface CliRunOptions {
  /** Standard input of `play`, as a script: one action per line (no terminal). */
  readonly input?: string;
  /** Environment variables set during the call (then restored). */
  readonly env?: Readonly<Record<string, string>>;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs `rulebench …args` in this process and resolves to its exit code and output. Calls are serialised (the
 * capture replaces the two process streams' `write` while a command runs).
 */
export function rulebench(args: readonly string[], opts: CliRunOptions = {}): Promise<CliRun> {
  const run = queue.then(() => runOnce(args, opts));
  queue = run.catch(() => undefined);
  return run;
}

async function runOnce(args: readonly string[], opts: CliRunOptions): Promise<CliRun> {
  const { main } = await import('../../src/cli/index');
  let out = '';
  let err = '';
  const stdout = process.stdout.write;
  const stderr = process.stderr.write;
  const capture =
    (append: (s: string) => void) =>
    (chunk: string | Uint8Array, encoding?: unknown, callback?: unknown): boolean => {
      append(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') queueMicrotask(() => (done as () => void)());
      return true;
    };
  const saved = new Map<string, string | undefined>();
  for (const [k, v] of Object.entries(opts.env ?? {})) {
    saved.set(k, process.env[k]);
    process.env[k] = v;
  }
  process.stdout.write = capture((s) => (out += s)) as typeof process.stdout.write;
  process.stderr.write = capture((s) => (err += s)) as typeof process.stderr.write;
  try {
    const code = await main(args, opts.input === undefined ? {} : { playInput: scriptInput(opts.input) });
    return { code, out, err };
  } catch (e) {
    return { code: 1, out, err: `${err}${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n` };
  } finally {
    // A process would end with the command, and its prestarted worker threads with it: end them here, so that the
    // next command and the next test file of this worker start from none.
    await endPrestartedWorkers();
    process.stdout.write = stdout;
    process.stderr.write = stderr;
    for (const [k, v] of saved) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

/** `text` as the lines a script on standard input gives `play` (as readline splits them; not a terminal). */
function scriptInput(text: string): PlayInput {
  const lines = text === '' ? [] : text.replace(/\n$/, '').split('\n');
  return {
    interactive: false,
    lines: (async function* () {
      yield* lines;
    })(),
  };
}
