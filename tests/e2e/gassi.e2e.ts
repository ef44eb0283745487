// Gassi in the Replay view: the Pixi table renders and steps, the position matches `rulebench replay show`,
// perspective switching (own hand face up, others face down) and all-seeing; screenshots to look at.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import { cliPosition, simulateReplay } from './support/cli';
import { openWith, waitForDrawn } from './support/scene';
import { reviewShot } from './support/review-shot';

const url = process.env.RULEBENCH_E2E_URL!;
const replayDir = process.env.RULEBENCH_E2E_REPLAY_DIR!;
let file = '';

/** The CLI's position at `step` of the simulated game. */
const positionAt = (step: number) => cliPosition(join(replayDir, file), step);

/** Waits until the scene has drawn for `seat` ('all' = all-seeing) after the given step. */
async function drawn(page: Page, seat: string): Promise<void> {
  await expect(page.getByTestId('board')).toHaveAttribute('data-drawn-seat', seat);
  await waitForDrawn(page);
}

test.beforeAll(async () => {
  file = await simulateReplay('rulesets/gassi/gassi-2.5.3.yaml', '1', replayDir, ['--bots', 'random']);
});

test.afterAll(() => {
  if (file) rmSync(join(replayDir, file), { force: true });
});

test('a Gassi replay renders, steps, matches the CLI position and switches perspective', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1400, height: 950 });
  await page.goto(`${url}#/replay/${encodeURIComponent(file)}`);
  await expect(page.getByTestId('gassi-table')).toBeVisible();
  await expect(page.getByTestId('step')).toHaveText(/^0 \/ \d+$/);
  await expect(page.getByTestId('position')).toHaveText(await positionAt(0));
  await expect(page.getByTestId('gassi-canvas')).toBeVisible();

  for (let i = 0; i < 3; i++) await page.getByTestId('forward').click();
  await expect(page.getByTestId('step')).toHaveText(/^3 \/ \d+$/);
  await expect(page.getByTestId('position')).toHaveText(await positionAt(3));
  await page.getByTestId('jump').fill('10');
  await page.getByTestId('jump-go').click();
  await expect(page.getByTestId('step')).toHaveText(/^10 \/ \d+$/);
  await expect(page.getByTestId('position')).toHaveText(await positionAt(10));

  await page.getByTestId('perspective').selectOption('0');
  await drawn(page, '0');
  await reviewShot(page.getByTestId('board'), { path: 'test-results/gassi-table.png' });
  await page.getByTestId('perspective').selectOption('all');
  await drawn(page, 'all');
  await reviewShot(page.getByTestId('board'), { path: 'test-results/gassi-table-all.png' });
  await page.getByTestId('last').click();
  await drawn(page, 'all');
  await reviewShot(page.getByTestId('board'), { path: 'test-results/gassi-table-over.png' });
  expect(errors).toEqual([]);
});

test('live Gassi table: an illegal pick is explained, a card then the new-dog slot plays ADDDOG', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 950 });
  // A new table seats one person and bots; here every seat is a person (hot-seat): the bots wait 10 s (the
  // bot delay setting) until the seats are switched, so none moves first.
  await openWith(page, `${url}#/table/gassi%2Fgassi-2.5.3?seed=e2e-1`, { 'rulebench.botDelay': '10000' });
  await expect(page.getByTestId('gassi-table')).toBeVisible();
  for (const s of [1, 2]) await page.getByTestId(`seat-${s}`).selectOption('human');
  // Seat 1 begins: it takes the device at the hot seat's hand-over screen first.
  await page.getByTestId('hand-over-continue').click();
  await expect(page.getByTestId('gassi-card').first()).toBeVisible();
  const cards = await page
    .getByTestId('gassi-card')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''));
  const walker = cards.findIndex((c) => ['STREET', 'WOOD', 'RIVER'].includes(c));
  const other = cards.findIndex((c) => !['STREET', 'WOOD', 'RIVER'].includes(c));
  expect(walker, cards.join(' ')).toBeGreaterThanOrEqual(0);
  expect(other, cards.join(' ')).toBeGreaterThanOrEqual(0);
  await page.locator(`[data-testid="gassi-card"][data-index="${other}"]`).click();
  await page.getByTestId('gassi-new-dog').click();
  await expect(page.getByTestId('gassi-explain')).toContainText('exactly one WALKER');
  await page.locator(`[data-testid="gassi-card"][data-index="${other}"]`).click(); // put it back
  await page.locator(`[data-testid="gassi-card"][data-index="${walker}"]`).click();
  await expect(page.getByTestId('gassi-new-dog')).toHaveClass(/ready/);
  await page.getByTestId('gassi-new-dog').click();
  // Hot seat: the next person takes the device at the hand-over screen (every hand hidden meanwhile).
  await expect(page.getByTestId('hand-over')).toBeVisible();
  await expect(page.getByTestId('gassi-card')).toHaveCount(0);
  await page.getByTestId('hand-over-continue').click();
  await expect(page.getByTestId('table-step')).toHaveText('1');
  // The log shows the view of the seat to act (hot-seat: seat 1 now, which may not see seat 0's face-down first
  // dog, GAS-016); the rule keeper's all-seeing view names the card.
  // While people play only their own views are offered: the seats become bots (still waiting
  // the 10 s bot delay) first.
  await page.getByTestId('details').locator('summary').click();
  await expect(page.getByTestId('table-perspective').locator('option[value="all"]')).toHaveCount(0);
  for (const s of [0, 1, 2]) await page.getByTestId(`seat-${s}`).selectOption('bot');
  // The details panel is drawn afresh (closed) after a hand-over screen: open it again if so.
  const details = page.getByTestId('details');
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator('summary').click();
  await page.getByTestId('table-perspective').selectOption('all');
  await expect(page.locator(`[data-testid="table-log"] li[data-notation="ADDDOG ${cards[walker]}"]`)).toHaveCount(1);
  await waitForDrawn(page);
  await reviewShot(page.getByTestId('gassi-table'), { path: 'test-results/gassi-live.png' });
});
