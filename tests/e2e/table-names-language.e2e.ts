// The players of a Dog game keep their names when the UI language changes mid-game: the bots were named in the
// language the game started in (Dario, not Dan after switching to English), in the seat list and on the board.
import { expect, test } from './support/test';
import { openWith } from './support/scene';

const url = process.env.RULEBENCH_E2E_URL!;

test('Dog: the bots keep their names when the language changes mid-game', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await openWith(page, `${url}#/table/dog%2Fstandard?seed=e2e-names`, {
    'rulebench.botDelay': '10000',
    'rulebench.locale': 'de',
  });
  await expect(page.locator('[data-spot]').first()).toBeVisible();
  const names = async () => Promise.all([1, 2, 3].map((s) => page.getByTestId(`seat-name-${s}`).inputValue()));
  expect(await names()).toEqual(['Beat', 'Carla', 'Dario']);

  await page.getByTestId('locale').selectOption('en');
  await expect(page.getByRole('link', { name: 'Library' })).toBeVisible();
  expect(await names()).toEqual(['Beat', 'Carla', 'Dario']);
  await expect(page.getByTestId('table-seed')).toHaveText('e2e-names'); // the same game, not a new deal
});
