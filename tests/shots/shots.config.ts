// Screenshots of the app for review: the Library, each table at 1400×900 and 1024×700 in German and
// English, a 6-player board, the end screens. Not part of `npm test`; run after `npm run build:web`:
//   npx playwright test --config tests/shots/shots.config.ts      (PNGs under $SHOTS_DIR, default test-results/shots)
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.shots.ts',
  outputDir: '../../test-results/shots',
  globalSetup: '../e2e/global-setup.ts',
  timeout: 120_000,
});
