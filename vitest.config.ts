import vue from '@vitejs/plugin-vue';
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { defineConfig } from 'vitest/config';

// Engine and host tests run in Node (no DOM); renderer unit tests opt into happy-dom per file. The Vue plugin
// compiles single-file components for the renderer tests that mount them (kinds/table-view-leak.test.ts).
//
// Three projects. "node": the engine, host, CLI, renderer and end-to-end command tests that change nothing global,
// run without per-file isolation (a worker keeps its loaded modules from one test file to the next), which spares
// re-loading the engine, zod and yaml for every file: about 60 % of the CPU time of the small files (60 files: 82 →
// 34 CPU-s). "dom": the renderer tests in a DOM (`@vitest-environment happy-dom`) that change nothing else global,
// likewise sharing their modules (each file still gets a fresh DOM window, each test its own Pinia; the host API is
// looked up at each call): ten files took 27 → 12 CPU-s. "isolated": every file that could leave something behind
// for the next file, each in a fresh module graph. Which is which is read from each file's text
// (`projectOf`), so a new test file lands in the right project without a list to keep: module mocks, spies, stubbed
// globals, environment variables or timers, an environment other than happy-dom, process.exitCode, and the Electron
// main and preload tests (they mock `electron`).
const ROOT = import.meta.dirname;
const ISOLATION_MARKS =
  /\bvi\.(mock|doMock|spyOn|stubGlobal|stubEnv|useFakeTimers)\(|@vitest-environment\s+(?!happy-dom\b)\S|process\.env(\.\w+|\[[^\]]+\]) =|delete process\.env|process\.exitCode|process\.chdir/;
/** A test file that runs in a DOM (its own environment comment). */
const DOM_MARK = /@vitest-environment\s+happy-dom/;

/** The test files under `dir` (a folder of this repository), as paths relative to the repository. */
function testFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts') && !f.split(sep).includes('node_modules'))
    .map((f) => join(dir, f).split(sep).join('/'));
}

/**
 * The project of `file` (relative to the repository), from its text: `isolated` (a fresh module graph: see
 * ISOLATION_MARKS, and the Electron main and preload tests), `dom` (a happy-dom file without those marks: DOM_MARK),
 * else `node`.
 */
function projectOf(file: string): 'isolated' | 'dom' | 'node' {
  if (/^src\/(main|preload)\//.test(file)) return 'isolated';
  const text = readFileSync(join(ROOT, file), 'utf8');
  if (ISOLATION_MARKS.test(text)) return 'isolated';
  return DOM_MARK.test(text) ? 'dom' : 'node';
}

const UNIT_FILES = [...testFiles('src'), ...testFiles('tests')].filter((f) => !f.startsWith('tests/e2e/'));
const PROJECT_OF = new Map(UNIT_FILES.map((f) => [f, projectOf(f)]));
const ISOLATED = UNIT_FILES.filter((f) => PROJECT_OF.get(f) === 'isolated');
const DOM = UNIT_FILES.filter((f) => PROJECT_OF.get(f) === 'dom');
const EXCLUDE = ['node_modules/**', 'tests/e2e/**'];

export default defineConfig({
  plugins: [vue()],
  test: {
    environment: 'node',
    testTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one worker on CI's two cores. The test files are
    // CPU-bound and already run side by side on machines with more cores, so both cores run files here too.
    maxWorkers: 2,
    // One temporary folder for the run (TMPDIR), removed at its end: nothing a test makes outlives the run.
    globalSetup: ['tests/support/temp-root.setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: [...EXCLUDE, ...ISOLATED, ...DOM],
          isolate: false,
          // Snapshot and replay hashes by Node's SHA-256, as in the CLI and the host (same digests, a tenth of the CPU).
          setupFiles: ['tests/support/native-hash.setup.ts'],
          // The run's folder of printed rule-sheet PDFs: each distinct document is printed once (printed-pdfs.ts).
          globalSetup: ['tests/support/printed-pdfs.setup.ts'],
        },
      },
      {
        extends: true,
        // Browser code: hashed by @noble/hashes as in the browser (no native-hash setup), in worker threads.
        test: { name: 'dom', include: DOM, exclude: EXCLUDE, isolate: false, pool: 'threads' },
      },
      {
        extends: true,
        // Worker threads: a fresh module graph per file costs less in a new thread than in a new process (this
        // project alone: 146 → 132 CPU-s, the same 167 tests).
        test: { name: 'isolated', include: ISOLATED, exclude: EXCLUDE, pool: 'threads' },
      },
    ],
  },
});
