// Waiting for what the page shows instead of for a fixed time, on any page of the app (a table, a replay, the Library,
// the editor): the table scenes' canvases, if any, redrawn at their host's current size (after a resize or a change
// of the model) before a screenshot. support/scene.ts's waitForDrawn is the same wait where a table canvas must
// exist. Not a spec itself (no *.e2e.ts).
import type { Page } from '@playwright/test';

/**
 * Resolves once every visible table-scene canvas (`canvas[data-testid$="-canvas"]`, a StillScene) has drawn at the
 * size of its host element (`data-drawn-size`, `<width>x<height>` CSS px, stamped by StillScene.draw) and two
 * animation frames have passed (the DOM overlays placed from the host's size are laid out and painted). Pages
 * without a canvas pass after the two frames. Fails after `timeout` ms (a canvas that never redraws).
 */
export async function redrawn(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLCanvasElement>('canvas[data-testid$="-canvas"]')]
        .filter((c) => c.offsetParent !== null && c.parentElement)
        .every((c) => c.dataset['drawnSize'] === `${c.parentElement!.clientWidth}x${c.parentElement!.clientHeight}`),
    null,
    { timeout, polling: 'raf' },
  );
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}

/** Sets the viewport to `width` × `height` and waits until the canvases are redrawn at their new size (`redrawn`). */
export async function resizeTo(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await redrawn(page);
}
