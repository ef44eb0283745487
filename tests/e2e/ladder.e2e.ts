// The bot ladder in the Playtest view (browser mode): mode "Bot ladder", the ladder's bots, the ratings
// table with the interval chart and the pairings, as the CLI computes them for the same games.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from './support/test';
import { cliOut } from './support/cli';
import { reviewShot } from './support/review-shot';

const repo = resolve(import.meta.dirname, '../..');
const url = process.env.RULEBENCH_E2E_URL!;

test('a Gassi ladder of random, easy and normal: ratings table, chart and pairings match the CLI', async ({ page }) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  await page.getByTestId('nav-playtest').click();
  await page.getByTestId('pt-ruleset-a').selectOption('gassi/gassi-2.5.3');
  await page.getByTestId('pt-mode-ladder').check();
  await page.getByTestId('pt-ladder-bots').fill('random, easy, normal');
  await page.getByTestId('pt-games').fill('4');
  await page.getByTestId('pt-seed').fill('E');
  await page.getByTestId('pt-run').click();
  await expect(page.getByTestId('pt-state')).toHaveText(/done/, { timeout: 250_000 });
  await expect(page.getByTestId('pt-progress')).toContainText('72 / 72 games'); // 3 pairings × 6 seat configurations × 4 seeds
  const rows = page.locator('[data-testid="pt-ladder-table"] tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(page.locator('[data-testid="pt-ladder-chart"] circle')).toHaveCount(3);
  await expect(page.locator('[data-testid="pt-ladder-pairs"] tbody tr')).toHaveCount(3);
  // the same ladder as the CLI's (first column of each rating row: rank, bot)
  const cli = await cliOut(
    'ladder',
    'gassi/gassi-2.5.3',
    '--bots',
    'random,easy,normal',
    '--games',
    '4',
    '--seed',
    'E',
    '--workers',
    '0',
    '--json',
  );
  const ladder = JSON.parse(cli).ladder as { ratings: { bot: string; wins: number }[] };
  for (const [i, r] of ladder.ratings.entries()) {
    await expect(rows.nth(i)).toContainText(r.bot);
    await expect(rows.nth(i).locator('td').nth(6)).toHaveText(String(r.wins));
  }
  mkdirSync(resolve(repo, 'test-results'), { recursive: true });
  await reviewShot(page.getByTestId('pt-ladder'), { path: resolve(repo, 'test-results/ladder.png') });
  expect(errors).toEqual([]);
});
