// Gämsh in browser mode: a live real-time game (a swap with the mouse — hand card, then middle card — and a
// wrong Gämsh call with the G key, which gives the other team a point, GAM-034), and a simulated replay
// scrubbed along its time axis. Screenshots to look at: test-results/gamsh-live.png, gamsh-replay.png.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { simulateReplay } from './support/cli';
import { waitForDrawn } from './support/scene';
import { reviewShot } from './support/review-shot';

const url = process.env.RULEBENCH_E2E_URL!;
const replayDir = process.env.RULEBENCH_E2E_REPLAY_DIR!;
let file = '';

test.beforeAll(async () => {
  file = await simulateReplay('rulesets/gamsh/gamsh-alpin.yaml', '3', replayDir);
});

test.afterAll(() => {
  if (file) rmSync(join(replayDir, file), { force: true });
});

test('live Gämsh: swap with the mouse, a wrong Gämsh call with G gives the other team a point', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1400, height: 950 });
  await page.goto(`${url}#/table/gamsh%2Fgamsh-alpin?seed=e2e-1`);
  await expect(page.getByTestId('gamsh-live')).toBeVisible();
  // Bots off: the call's outcome depends only on the seed (the partner holds no quartet after the deal).
  await page.getByTestId('gamsh-bots').uncheck();
  await expect(page.getByTestId('gamsh-banner')).toContainText('swap!', { timeout: 10_000 });
  await expect(page.getByTestId('gamsh-score-A')).toHaveText('A 0');
  await expect(page.getByTestId('gamsh-score-B')).toHaveText('B 0');

  const hand = page.getByTestId('gamsh-hand-card');
  await expect(hand).toHaveCount(4);
  const give = (await hand.first().getAttribute('data-card'))!;
  await hand.first().click(); // DISCARD
  await expect(page.getByTestId('gamsh-hand-card')).toHaveCount(3);
  const middle = page.locator(`[data-testid="gamsh-middle-card"]:not([data-card="${give}"])`).first();
  const take = (await middle.getAttribute('data-card'))!;
  await middle.click(); // TAKE
  await expect(page.getByTestId('gamsh-hand-card')).toHaveCount(4);
  await expect(page.locator(`[data-testid="gamsh-hand-card"][data-card="${take}"]`)).toHaveCount(1);
  await expect(page.locator(`[data-testid="gamsh-middle-card"][data-card="${give}"]`)).toHaveCount(1);

  await page.keyboard.press('g');
  await expect(page.getByTestId('gamsh-score-B')).toHaveText('B 1');
  await expect(page.getByTestId('gamsh-score-A')).toHaveText('A 0');
  await expect(page.getByTestId('gamsh-banner')).toContainText('WRONG');
  await page.keyboard.press('1'); // the first emote of the palette
  await expect(page.locator('[data-testid="gamsh-emotes"] [data-seat="0"][data-entry="wink"]')).toHaveCount(1);
  await expect(page.getByTestId('gamsh-emotes')).toContainText('You: “wink”'); // the person by name, the signal by its name
  await waitForDrawn(page);
  await reviewShot(page.getByTestId('gamsh-live'), { path: 'test-results/gamsh-live.png' });
  // With bots on (a restart), the bots swap by themselves as the clock runs.
  await page.getByTestId('gamsh-bots').check();
  await expect(page.getByTestId('gamsh-clock')).toHaveText(/^0:0[3-9]/, { timeout: 10_000 });
  await expect
    .poll(async () => Number(await page.getByTestId('gamsh-live').getAttribute('data-inputs')), { timeout: 10_000 })
    .toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('a Gämsh replay: the time axis scrubs in simulated seconds and shows markers', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 950 });
  await page.goto(`${url}#/replay/${encodeURIComponent(file)}`);
  await expect(page.getByTestId('gamsh-table')).toBeVisible();
  await expect(page.getByTestId('gamsh-timeline')).toBeVisible();
  await expect(page.getByTestId('timeline-mark-call').first()).toBeAttached();
  await expect(page.getByTestId('timeline-time')).toHaveText(/^0:00\.0 \/ \d+:\d\d\.\d$/);
  const scrub = page.getByTestId('timeline-scrub');
  const max = Number(await scrub.getAttribute('max'));
  await scrub.evaluate(
    (el, v) => {
      const input = el as HTMLInputElement;
      input.value = String(v);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    },
    Math.round(max / 3),
  );
  await expect(page.getByTestId('step')).not.toHaveText(/^0 \//);
  await expect(page.getByTestId('timeline-time')).not.toHaveText(/^0:00\.0 /);
  const step = Number((await page.getByTestId('step').textContent())!.split(' / ')[0]);
  await page.getByTestId('forward').click(); // stepping by action still works
  await expect(page.getByTestId('step')).toHaveText(new RegExp(`^${step + 1} /`));
  await page.getByTestId('timeline-next-mark').click();
  await page.getByTestId('perspective').selectOption('0');
  await expect(page.getByTestId('board')).toHaveAttribute('data-drawn-seat', '0');
  await waitForDrawn(page);
  await reviewShot(page.getByTestId('replay-view'), { path: 'test-results/gamsh-replay.png' });
});
