// `npm test`: every check of the project, scheduled for a 2-core machine.
//   1. Prettier and ESLint (`npm run lint`), the type checks and the Electron build (`npm run typecheck`) and the
//      renderer bundle for the e2e tests (`npm run build:web`), side by side: each of them is mostly one thread.
//   2. If all of them passed: Playwright (`playwright test`, two workers) and vitest (`vitest run` on one worker)
//      side by side. The e2e specs mostly wait on timers, frames and bot turns (about 0.6 of a core on two
//      workers), so the unit tests fill the idle core instead of running before them. One vitest worker keeps the
//      load near two, as when both ran one after the other: e2e specs with a hang limit see the same machine, and
//      the unit tests still end before the e2e run does.
// Each line of a step's output is printed as it comes, after the step's name in brackets; at the end one line per
// step with its time and result. The exit code is 1 if any step failed (or could not start), else 0.
// Options: RULEBENCH_TEST_SERIAL=1 runs the steps one after another (for reading one step's output undisturbed).
import { spawn } from 'node:child_process';
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
/** The two test runners; the e2e run is the longer one and starts first. */
const TESTS = [
  ['e2e', bin('playwright'), ['test']],
  ['unit', bin('vitest'), ['run', '--maxWorkers=1']],
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

/** Runs `steps` side by side, or one after another with RULEBENCH_TEST_SERIAL=1. */
async function phase(steps) {
  if (process.env.RULEBENCH_TEST_SERIAL !== '1') return Promise.all(steps.map(run));
  const results = [];
  for (const step of steps) results.push(await run(step));
  return results;
}

const started = Date.now();
const results = await phase(FIRST);
if (results.every((r) => r.code === 0)) results.push(...(await phase(TESTS)));
else console.log('Tests not run: a check before them failed.');
for (const r of results) console.log(`${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.label} (${(r.ms / 1000).toFixed(1)} s)`);
console.log(`npm test: ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(results.every((r) => r.code === 0) && results.length === FIRST.length + TESTS.length ? 0 : 1);
