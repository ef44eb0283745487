// `npm test`: every check of the project, as one schedule over the machine's cores.
//   Steps: Biome, Prettier and ESLint (`npm run lint`); the type checks and the Electron build (`npm run typecheck`); the
//   renderer bundle (`npm run build:web`); vitest (`vitest run`); Playwright (`playwright test`, after the bundle).
//   Each step has a weight, the cores it keeps busy: vitest 2 (two workers), typecheck 1 (one checker at a time
//   while other steps run), lint, build:web and Playwright 1 each. A step starts, in the order of the list, as soon
//   as its prerequisites are done and its weight fits in the free cores; a step heavier than the machine starts
//   when the machine is free. On two cores: bundle and lint first, then Playwright with the type checks beside it,
//   and vitest when both cores are free again. (Running vitest beside Playwright was tried: the machine's CPU was
//   the limit either way, the whole took as long, and the real-time Gämsh specs missed their pauses more often.)
//   Every step runs even when another failed, so one run shows every failure.
// Each line of a step's output is printed as it comes, after the step's name in brackets; at the end the last lines
// of each failed step again (its failure summary, which the other steps' output would otherwise bury), then one
// line per step with its time and result. The exit code is 1 if any step failed (or could not start), else 0.
// Options: RULEBENCH_TEST_SERIAL=1 runs every step one after another (for reading one step's output undisturbed).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const bin = (name) => resolve(repo, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

/** Cores the schedule fills (at least 1); RULEBENCH_TEST_SERIAL=1 makes it 1, one step at a time. */
const CORES = process.env.RULEBENCH_TEST_SERIAL === '1' ? 1 : Math.max(1, availableParallelism());

/**
 * The steps in order of priority: { label, command, args, weight (cores kept busy), after (labels that must be
 * done first), env (added to the environment) }. The bundle gates Playwright (it serves dist-web/); nothing else
 * waits for another step.
 */
const STEPS = [
  { label: 'build:web', command: npm, args: ['run', '--silent', 'build:web'], weight: 1, after: [] },
  {
    label: 'e2e',
    command: bin('playwright'),
    args: ['test'],
    weight: 1,
    after: ['build:web'],
    // The specs' review screenshots (tests/e2e/support/review-shot.ts) are for looking at, not checks: `npm test`
    // leaves them out unless RULEBENCH_E2E_SHOTS is set; `npm run test:e2e` takes them.
    env: { RULEBENCH_E2E_SHOTS: process.env.RULEBENCH_E2E_SHOTS ?? '0' },
  },
  { label: 'lint', command: npm, args: ['run', '--silent', 'lint'], weight: 1, after: [] },
  {
    label: 'typecheck',
    command: npm,
    args: ['run', '--silent', 'typecheck'],
    weight: 1,
    after: [],
    env: { RULEBENCH_TYPECHECK_JOBS: '1' },
  },
  { label: 'unit', command: bin('vitest'), args: ['run'], weight: 2, after: [] },
];

/**
 * NODE_OPTIONS for every step and every Node process it starts (vitest's workers, the CLI runs and hosts the tests
 * start, Playwright's workers, the linters and checkers): a young generation of 64 MB semi-spaces instead of V8's
 * 16 MB. The tests allocate much short-lived data (snapshots, views, DOM trees), which then dies young instead of
 * being copied through many small scavenges: three of the largest test files took 80–81 against 93–104 CPU-s.
 * Kept if NODE_OPTIONS already sets a semi-space size.
 */
const NODE_OPTIONS = /--max-semi-space-size/.test(process.env.NODE_OPTIONS ?? '')
  ? process.env.NODE_OPTIONS
  : [process.env.NODE_OPTIONS, '--max-semi-space-size=64'].filter(Boolean).join(' ');

/** Lines of a step's output kept for the summary: a failed step's last lines are printed again at the end. */
const TAIL_LINES = 60;

/**
 * Writes `text` line by line, each line after `[label]`; keeps an unfinished last line in `rest` for later and the
 * last TAIL_LINES lines in `tail` (for the summary of a failed step, whose failures a long log would bury).
 */
function prefixer(label, out) {
  let rest = '';
  const tail = [];
  const keep = (line) => {
    tail.push(line);
    if (tail.length > TAIL_LINES) tail.shift();
  };
  return {
    tail,
    write(chunk) {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        out.write(`[${label}] ${line}\n`);
        keep(line);
      }
    },
    end() {
      if (rest) {
        out.write(`[${label}] ${rest}\n`);
        keep(rest);
      }
      rest = '';
    },
  };
}

/**
 * Runs one step; resolves to { label, code, ms, tail (its last output lines) } and never rejects (a step that cannot
 * start counts as failed).
 */
function run({ label, command, args, env = {} }) {
  const started = Date.now();
  return new Promise((done) => {
    const out = prefixer(label, process.stdout);
    const child = spawn(command, args, {
      cwd: repo,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0', NODE_OPTIONS, ...env },
      shell: process.platform === 'win32',
    });
    child.stdout.on('data', (d) => out.write(String(d)));
    child.stderr.on('data', (d) => out.write(String(d)));
    child.on('error', (e) => {
      out.write(`could not start ${command}: ${e.message}\n`);
      out.end();
      done({ label, code: 1, ms: Date.now() - started, tail: out.tail });
    });
    child.on('close', (code) => {
      out.end();
      done({ label, code: code ?? 1, ms: Date.now() - started, tail: out.tail });
    });
  });
}

/**
 * Runs `steps` on `cores`: repeatedly starts the first waiting step whose prerequisites are done and whose weight
 * fits in the free cores (or any waiting, ready step when nothing runs). Resolves to the results in order of
 * finishing; a step whose prerequisite failed still runs (its own failure then names the cause).
 */
async function schedule(steps, cores) {
  const waiting = [...steps];
  const done = new Set();
  const results = [];
  let busy = 0;
  let running = 0;
  return new Promise((finish) => {
    const startReady = () => {
      for (let i = 0; i < waiting.length; ) {
        const step = waiting[i];
        const ready = step.after.every((label) => done.has(label));
        const fits = busy + step.weight <= cores || running === 0;
        if (!ready || !fits) {
          i++;
          continue;
        }
        waiting.splice(i, 1);
        busy += step.weight;
        running++;
        void run(step).then((result) => {
          busy -= step.weight;
          running--;
          done.add(step.label);
          results.push(result);
          if (waiting.length === 0 && running === 0) finish(results);
          else startReady();
        });
      }
    };
    startReady();
  });
}

const started = Date.now();
const results = await schedule(STEPS, CORES);
for (const r of results.filter((x) => x.code !== 0)) {
  console.log(`\n--- the last ${r.tail.length} lines of the failed step ${r.label} ---`);
  for (const line of r.tail) console.log(line);
}
for (const r of results) console.log(`${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.label} (${(r.ms / 1000).toFixed(1)} s)`);
console.log(`npm test: ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(results.every((r) => r.code === 0) && results.length === STEPS.length ? 0 : 1);
