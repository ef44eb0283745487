import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vitest/config';

// Engine and host tests run in Node (no DOM); renderer unit tests opt into happy-dom per file. The Vue plugin
// compiles single-file components for the renderer tests that mount them (kinds/table-view-leak.test.ts).
//
// Two projects. "node": the engine, host, CLI and end-to-end command tests, run without per-file isolation (a
// worker keeps its loaded modules from one test file to the next), which spares re-loading the engine, zod and
// yaml for every file: about 60 % of the CPU time of the small files (60 files: 82 → 34 CPU-s). These files keep
// no state in shared modules (caches of parsed bundled rulesets only) and change no globals. "isolated": every
// file that mocks modules, stubs globals or timers, changes process.env or process.exitCode, uses a DOM or a
// Pinia store, and the renderer, Electron main and preload tests: each in a fresh module graph as before.
const ISOLATED = [
  'src/renderer/**/*.test.ts',
  'src/main/**/*.test.ts',
  'src/preload/**/*.test.ts',
  'src/host/server.test.ts',
  'tests/board-text.test.ts',
  'tests/cli-errors.test.ts',
  'tests/cli-output-folders.test.ts',
  'tests/playtest.test.ts',
];
const EXCLUDE = ['node_modules/**', 'tests/e2e/**'];

export default defineConfig({
  plugins: [vue()],
  test: {
    environment: 'node',
    testTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one worker on CI's two cores. The test files are
    // CPU-bound and already run side by side on machines with more cores, so both cores run files here too.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: [...EXCLUDE, ...ISOLATED],
          isolate: false,
          // Snapshot and replay hashes by Node's SHA-256, as in the CLI and the host (same digests, a tenth of the CPU).
          setupFiles: ['tests/support/native-hash.setup.ts'],
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED, exclude: EXCLUDE } },
    ],
  },
});
