// `npm run typecheck`: the four TypeScript projects (engine without Node types, Node side with tests and scripts, e2e,
// renderer with vue-tsc), then the Electron build of main and preload. The three plain TypeScript projects are checked
// by TypeScript 7, the native compiler (the `typescript-native` alias of the `typescript` 7 package): the same
// checker, compiled to machine code, a fifth of TypeScript 6's CPU here (engine, node and e2e: 60 → 13 CPU-seconds).
// vue-tsc and typescript-eslint stay on TypeScript 6 (the `typescript` package), which they are built against. The
// engine is checked once: it is a composite project (tsconfig.engine.json) whose declarations `tsc -b` writes to
// node_modules/.cache/tsc/engine (and skips when no engine file changed since), and the other three projects reference
// it, so they read those declarations instead of checking the engine's sources again. The three run two at a time
// after it (CI has two cores). The renderer bundle is built once, by `npm run build:web` (same sources, same Vue
// plugin); `electron-vite build --mode shell` leaves it out (electron.vite.config.ts). A project's output is printed
// only when it fails; the exit code is 1 if any step failed.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '..');
const bin = (name) => resolve(repo, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
/** TypeScript 7's `tsc`, run by Node (its own bin name would clash with TypeScript 6's `tsc`). */
const NATIVE_TSC = resolve(repo, 'node_modules', 'typescript-native', 'bin', 'tsc');

/** [label, command, args] of the engine's check (first: the others read its declarations). */
const ENGINE = ['tsc 7 -b tsconfig.engine.json', process.execPath, [NATIVE_TSC, '-b', 'tsconfig.engine.json']];
/** [label, command, args] of each check after the engine's; they run in parallel, the build after them. */
const PROJECTS = [
  ['vue-tsc -p tsconfig.web.json', bin('vue-tsc'), ['-p', 'tsconfig.web.json', '--noEmit']],
  ['tsc 7 -p tsconfig.node.json', process.execPath, [NATIVE_TSC, '-p', 'tsconfig.node.json', '--noEmit']],
  ['tsc 7 -p tsconfig.e2e.json', process.execPath, [NATIVE_TSC, '-p', 'tsconfig.e2e.json', '--noEmit']],
];
const BUILD = ['electron-vite build --mode shell (main, preload)', bin('electron-vite'), ['build', '--mode', 'shell']];

/**
 * Runs one check with its output captured. Resolves to { label, code, output, ms }; never rejects (a command
 * that cannot start is reported as failed with the error).
 */
function run([label, command, args]) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: repo,
      shell: process.platform === 'win32' && command !== process.execPath,
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (e) => done({ label, code: 1, output: String(e), ms: Date.now() - started }));
    child.on('close', (code) => done({ label, code: code ?? 1, output, ms: Date.now() - started }));
  });
}

/** Runs `tasks` with at most `limit` at once, in order of the list. */
async function pool(tasks, limit) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) results.push(await run(tasks[next++]));
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/** Checkers at once: RULEBENCH_TYPECHECK_JOBS (`npm test` sets 1 while it runs other steps beside), else 2 or fewer cores. */
const jobs = Number(process.env.RULEBENCH_TYPECHECK_JOBS) || Math.min(2, availableParallelism());
const engine = await run(ENGINE);
// Without the engine's declarations the other projects would report every engine import as missing: their checks
// wait for a passing engine check.
const results = [engine, ...(engine.code === 0 ? await pool(PROJECTS, Math.max(1, jobs)) : [])];
results.push(await run(BUILD));
let failed = false;
for (const r of results) {
  const ok = r.code === 0;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${r.label} (${(r.ms / 1000).toFixed(1)} s)`);
  if (!ok) console.log(r.output.trimEnd());
}
process.exit(failed ? 1 : 0);
