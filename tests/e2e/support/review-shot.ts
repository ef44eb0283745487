// Review screenshots: pictures of the screens for a person to look at (test-results/…), not checks. `npm run
// test:e2e` takes them; `npm test` runs the same specs without them (RULEBENCH_E2E_SHOTS=0, set by scripts/test.mjs):
// 225 pictures cost about 27 CPU-seconds of Chromium's drawing and PNG encoding, an eighth of the e2e suite's
// Chromium time. A failed test still leaves its page as a picture (`screenshot: 'only-on-failure'`,
// playwright.config.ts). Screenshots that a test compares (webgl-boards.e2e.ts) are taken directly, always.
import type { Locator, LocatorScreenshotOptions, Page, PageScreenshotOptions } from '@playwright/test';

/** True unless RULEBENCH_E2E_SHOTS is `0`: review screenshots are taken. */
export const REVIEW_SHOTS = process.env.RULEBENCH_E2E_SHOTS !== '0';

/**
 * Saves a review screenshot of `target` (a page or an element) to `options.path` (PNG), with Playwright's options
 * (`fullPage`, `animations`, …); does nothing when review screenshots are off (REVIEW_SHOTS). Rejects as
 * `screenshot` does (an element that never becomes visible, a closed page).
 */
export async function reviewShot(target: Page, options: PageScreenshotOptions & { path: string }): Promise<void>;
export async function reviewShot(target: Locator, options: LocatorScreenshotOptions & { path: string }): Promise<void>;
export async function reviewShot(
  target: Page | Locator,
  options: (PageScreenshotOptions | LocatorScreenshotOptions) & { path: string },
): Promise<void> {
  if (!REVIEW_SHOTS) return;
  await target.screenshot(options);
}
