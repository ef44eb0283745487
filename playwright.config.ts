// Browser-mode end-to-end tests: Debian Chromium (never `npx playwright install`), one host server per worker
// started by tests/e2e/global-setup.ts on a free port over its own temporary replay folder and rulesets copy.
// Needs `npm run build:web` first.
import { defineConfig } from '@playwright/test';
import { findChromium } from './src/host/rulesheet-pdf';
import { selectWorkerHost } from './tests/e2e/worker-host';

// This file is loaded again in every worker before its specs: point the plain RULEBENCH_E2E_* names at this
// worker's own host.
selectWorkerHost();

/**
 * Workers (RULEBENCH_E2E_WORKERS, default 3): one more than the two cores of CI. The specs wait for pages, hosts and
 * real-time clocks between their steps, so two workers left about a sixth of the cores idle: the whole suite alone
 * took 297 s with two workers and 267 s with three, for the same CPU (493 and 495 CPU-s, Chromium's headless shell).
 */
const workers = Number(process.env.RULEBENCH_E2E_WORKERS ?? 3);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.e2e.ts',
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers,
  // A test's time limit catches a hang, not a speed: with two workers a long editor or replay test shares the two
  // cores with a spec playing a whole game by six pages, and took 62–66 s against a 60 s limit.
  timeout: 180_000,
  // On CI (CI set) a failed test runs once more and, if it passes then, is reported as flaky in the summary, as
  // Playwright's own template does: some specs play real-time Gämsh against its clocks, and a round trip on a
  // loaded machine can miss a pause. A test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    viewport: { width: 1400, height: 900 },
    // Chromium without WebGL: Pixi draws every board with its canvas renderer (a real fallback on devices without
    // WebGL). Each picture through software WebGL (SwiftShader, read back for software compositing) costs about ten
    // times as much here, and the specs check DOM targets, texts and layout. The specs that are about WebGL's own
    // pixels (webgl-boards.e2e.ts, gamsh-boxes.e2e.ts) and `npm run bench:ui` use support/scene.ts `WITH_WEBGL`.
    // One launch option for nearly every spec also keeps Playwright's workers: a spec with other launch options
    // needs a worker (and a browser) of its own.
    // The browser: $CHROMIUM_PATH, else the one the app prints with (findChromium: Debian's chromium-headless-shell
    // when installed, as Playwright's own headless runs use a headless shell, else /usr/bin/chromium). The shell
    // draws the same pages for less CPU: all 140 specs pass with either, and the suite took 178 → 125 CPU-s on
    // session-join, play-by-clicks and workbench.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? findChromium() ?? '/usr/bin/chromium',
      // Debian Chromium flags that work as root; never --enable-unsafe-webgpu (Pixi would pick WebGPU and draw nothing).
      args: [
        '--disable-webgl',
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // A trace (DOM snapshots at every action) is recorded for the retry of a failed test, as Playwright's own
    // template does: recording it for every test cost 18 % of the suite's CPU (dog-log-words and replay: 62.6
    // against 51.1 CPU-s). A failure still leaves its page snapshot (error-context.md); `--trace on` records all.
    trace: 'on-first-retry',
    // A failed test leaves a picture of its page(s) in its output folder, also when review screenshots are off
    // (`npm test`, tests/e2e/support/review-shot.ts).
    screenshot: 'only-on-failure',
    // The app honours the system's reduced-motion preference (the Dog table then shows a move's trail without the
    // ghost's walk, the Playtest progress bar jumps); the specs run with it: the walk drew 60 frames a second on
    // every page for the length of each move, a third of Chromium's CPU in the people specs (session-join's Dog
    // test: 28 → 19 CPU-s). move-animation.e2e.ts checks the walk with no preference and its absence with one.
    reducedMotion: 'reduce',
  },
});
