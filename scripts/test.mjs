// `npm test`: every check of the project.
//   1. Prettier and ESLint (`npm run lint`), the type checks and the Electron build (`npm run typecheck`) and the
//      renderer bundle for the e2e tests (`npm run build:web`), side by side: each is mostly one thread, and none
//      of them measures time.
//   2. If all of them passed: vitest (`vitest run`) and Playwright (`playwright test`). On a machine with four or
//      more cores side by side; on fewer, one after the other. On this project's 2-core machine both side by side
//      (vitest on one worker, Playwright on two) put the load at 11–13 and e2e specs with hang limits failed
//      (a bot batch, a real-time Gämsh call), while each passed alone: Chromium's software rendering and the
//      bots use more than the idle core.
// Each line of a step's output is printed as it comes, after the step's name in brackets; at the end one line per
// step with its time and result. The exit code is 1 if any step failed (or could not start), else 0.
// Options: RULEBENCH_TEST_SERIAL=1 runs every step one after another (for reading one step's output undisturbed).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const bin = (name) => resolve(repo, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

/** [label, command, args] of the checks that prepare or gate the tests. */
const FIRST = [
  ['lint', npm, ['run', '--silent', 'lint']],
  ['typecheck', npm, ['run', '--silent', 'typecheck']],
  ['build:web', npm, ['run', '--silent', 'build:web']],
];
/** Cores enough to run both test runners at once without slowing the e2e specs' timers. */
const ROOMY = availableParallelism() >= 4;
/** The two test runners: unit tests first, then the e2e specs; side by side (e2e first, the longer) when roomy. */
const TESTS = ROOMY
  ? [
      ['e2e', bin('playwright'), ['test']],
      ['unit', bin('vitest'), ['run']],
    ]
  : [
      ['unit', bin('vitest'), ['run']],
      ['e2e', bin('playwright'), ['test']],
    ];

/** Writes `text` line by line, each line after `[label]`; keeps an unfinished last line in `rest` for later. */
function prefixer(label, out) {
  let rest = '';
  return {
    write(chunk) {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`[${label}] ${line}\n`);
    },
    end() {
      if (rest) out.write(`[${label}] ${rest}\n`);
      rest = '';
    },
  };
}

/** Runs one step; resolves to { label, code, ms } and never rejects (a step that cannot start counts as failed). */
function run([label, command, args]) {
  const started = Date.now();
  return new Promise((done) => {
    const out = prefixer(label, process.stdout);
    const child = spawn(command, args, {
      cwd: repo,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
      shell: process.platform === 'win32',
    });
    child.stdout.on('data', (d) => out.write(String(d)));
    child.stderr.on('data', (d) => out.write(String(d)));
    child.on('error', (e) => {
      out.write(`could not start ${command}: ${e.message}\n`);
      out.end();
      done({ label, code: 1, ms: Date.now() - started });
    });
    child.on('close', (code) => {
      out.end();
      done({ label, code: code ?? 1, ms: Date.now() - started });
    });
  });
}

/** Runs `steps` side by side when `together`, else (or with RULEBENCH_TEST_SERIAL=1) one after another. */
async function phase(steps, together) {
  if (together && process.env.RULEBENCH_TEST_SERIAL !== '1') return Promise.all(steps.map(run));
  const results = [];
  for (const step of steps) results.push(await run(step));
  return results;
}

const started = Date.now();
const results = await phase(FIRST, true);
if (results.every((r) => r.code === 0)) results.push(...(await phase(TESTS, ROOMY)));
else console.log('Tests not run: a check before them failed.');
for (const r of results) console.log(`${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.label} (${(r.ms / 1000).toFixed(1)} s)`);
console.log(`npm test: ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(results.every((r) => r.code === 0) && results.length === FIRST.length + TESTS.length ? 0 : 1);
