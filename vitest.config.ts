import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vitest/config';

// Engine and host tests run in Node (no DOM); renderer unit tests opt into happy-dom per file. The Vue plugin
// compiles single-file components for the renderer tests that mount them (kinds/table-view-leak.test.ts).
export default defineConfig({
  plugins: [vue()],
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: ['node_modules/**', 'tests/e2e/**'],
    environment: 'node',
    testTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one worker on CI's two cores. The test files are
    // CPU-bound and already run side by side on machines with more cores, so both cores run files here too.
    maxWorkers: 2,
  },
});
