// The Dog table's move animation (DogMoveGhosts.vue): after each move a ghost piece walks its way field by field
// and goes, and the way stays drawn as a trail until the next move. A person whose system asks for reduced motion
// (`prefers-reduced-motion: reduce`) sees the trail and no walk. Every other spec runs with reduced motion
// (playwright.config.ts); these two set the preference themselves.
import { expect, test, type Page } from './support/test';
import { openWith } from './support/scene';
import { reviewShot } from './support/review-shot';

const url = process.env.RULEBENCH_E2E_URL!;

/**
 * Opens a Dog table of bots only (seat 0 handed to a bot) at `botDelayMs` a move, counting every ghost element the
 * page ever adds (`window.ghostsSeen`) and the keyframes of each walk's animation (`window.walkFrames`).
 */
async function openBotsOnly(page: Page, motion: 'reduce' | 'no-preference', botDelayMs: number): Promise<void> {
  await page.emulateMedia({ reducedMotion: motion });
  await page.addInitScript(() => {
    const w = window as unknown as { ghostsSeen: number; walkFrames: number[] };
    w.ghostsSeen = 0;
    w.walkFrames = [];
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof HTMLElement && n.classList.contains('ghost')) {
            w.ghostsSeen++;
            // The walk starts when the ghost is mounted: read its animation once it is there.
            queueMicrotask(() => {
              const a = n.getAnimations()[0];
              if (a?.effect instanceof KeyframeEffect) w.walkFrames.push(a.effect.getKeyframes().length);
            });
          }
    }).observe(document, { childList: true, subtree: true });
  });
  await openWith(page, `${url}#/table/${encodeURIComponent('dog/standard')}?seed=motion-1`, {
    'rulebench.locale': 'en',
    'rulebench.botDelay': String(botDelayMs),
  });
  await page.getByTestId('seat-0').selectOption('bot');
}

/** Waits until the bots made `n` moves on the board (the trail of the last one drawn at least `n` times). */
async function movesDrawn(page: Page, n: number): Promise<void> {
  await page.waitForFunction(
    (k) => {
      const w = window as unknown as { trails?: number };
      const el = document.querySelector('[data-testid="move-trail"]');
      if (el && Number(el.getAttribute('data-count')) > 0) w.trails = (w.trails ?? 0) + 1;
      return (w.trails ?? 0) >= k;
    },
    n,
    { polling: 50, timeout: 60_000 },
  );
}

test('without a motion preference each move walks a ghost along its way, which then goes; the trail stays', async ({
  page,
}) => {
  await openBotsOnly(page, 'no-preference', 400);
  // A ghost appears on a move and walks: one animation with a keyframe per field of its way and one to hold.
  await expect(page.locator('.ghosts .ghost').first()).toBeAttached({ timeout: 60_000 });
  await reviewShot(page.getByTestId('board'), { path: 'test-results/move-ghost.png', animations: 'allow' });
  await movesDrawn(page, 3);
  const frames = await page.evaluate(() => (window as unknown as { walkFrames: number[] }).walkFrames);
  expect(frames.length).toBeGreaterThan(0);
  for (const f of frames) expect(f).toBeGreaterThanOrEqual(3); // two fields at least, and the hold
  // Paused, the last walk ends and its ghost goes; the trail of the last move stays.
  await page.getByTestId('bot-pause').click();
  await expect(page.locator('.ghosts .ghost')).toHaveCount(0);
  expect(Number(await page.getByTestId('move-trail').getAttribute('data-count'))).toBeGreaterThan(0);
});

test('with prefers-reduced-motion no ghost walks: the trail alone shows each move', async ({ page }) => {
  await openBotsOnly(page, 'reduce', 150);
  await movesDrawn(page, 6);
  // The bots play on meanwhile: the last move may be one that moves no piece (a card given, a hand laid down), whose
  // trail is empty; the next piece move draws one again.
  await expect
    .poll(async () => Number(await page.getByTestId('move-trail').getAttribute('data-count')), { intervals: [50] })
    .toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { ghostsSeen: number }).ghostsSeen)).toBe(0);
});
