// The live Gämsh table as a person plays it: another seat is another deal (the other team's secret signal of the
// deal played is never on screen, GAM-010), and the players keep their names when the UI language changes.
import { expect, test } from '@playwright/test';
import { reopen } from './reopen';

const url = process.env.RULEBENCH_E2E_URL!;

test('Gämsh: changing seats deals anew (fresh seed), names stay when the language changes', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(url);
  await page.evaluate(() => localStorage.setItem('rulebench.locale', 'de'));
  await reopen(page, `${url}#/table/gamsh%2Fgamsh-alpin?seed=e2e-seat`);
  await expect(page.getByTestId('gamsh-live')).toBeVisible();
  await expect(page.getByTestId('table-seed')).toHaveText('e2e-seat');
  const counter = page.getByTestId('gamsh-counter');
  await expect(counter).toContainText('Beat (2)');

  // Another seat: a new deal with a fresh seed, written into the address; the person sits at seat 2.
  await page.getByTestId('gamsh-seat').selectOption('1');
  await expect(page.getByTestId('table-seed')).toHaveText(/^deal-[0-9a-z]{6}$/);
  await expect(page).toHaveURL(/\?seed=deal-[0-9a-z]{6}$/);
  await expect(page.getByTestId('gamsh-seat')).toHaveValue('1');
  await expect(page.getByTestId('gamsh-my-signal')).not.toHaveText('—');
  await expect(counter).toContainText('Beat (1)');

  // The UI language changes mid-game: the menus speak English, the players keep their names.
  await page.getByTestId('locale').selectOption('en');
  await expect(page.getByTestId('gamsh-pass')).not.toContainText('Passen');
  await expect(page.getByTestId('gamsh-pass')).toContainText('Pass');
  await expect(counter).toContainText('Beat (1)');
  await expect(counter).not.toContainText('Ben');
});
