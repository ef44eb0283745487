import type { Page } from '@playwright/test';

/**
 * Loads `target` (the app's URL with a hash route) as a fresh document, so the settings just written to
 * localStorage are read at start. Going to a URL that differs only in its hash is a same-document navigation;
 * reloading right after it can race the router's own hash update and abort ("net::ERR_ABORTED; frame was
 * detached"). Passing through about:blank makes the second load a plain, complete navigation instead.
 */
export async function reopen(page: Page, target: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(target);
}
