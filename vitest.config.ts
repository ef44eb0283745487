import { defineConfig } from 'vitest/config';

// Engine and host tests run in Node (no DOM); renderer unit tests opt into happy-dom per file.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: ['node_modules/**', 'tests/e2e/**'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
