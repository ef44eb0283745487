// The Library never scrolls sideways: the "Watch bots play" ruleset select must not take the width of its
// longest name ("Dog — Octopus, 6 Personen (drei Teams zu zweit)") and push the page wider than the window. At
// 1400 and 1024 wide, in German and English, the page is no wider than the window.
import { expect, test } from '@playwright/test';

const url = process.env.RULEBENCH_E2E_URL!;

for (const locale of ['de', 'en'] as const) {
  for (const [w, h] of [
    [1400, 900],
    [1024, 700],
  ] as const) {
    test(`the Library fits ${w}×${h} without a sideways scrollbar (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: w, height: h });
      await page.goto(url);
      await page.evaluate((l) => localStorage.setItem('rulebench.locale', l), locale);
      await page.reload();
      await expect(page.getByTestId('simulate-ruleset')).toBeVisible();
      // The select is drawn before the host's list of rulesets arrives; wait for its options.
      await expect(page.getByTestId('simulate-ruleset').locator('option').first()).toBeAttached();
      // Choose the longest name, as a player would see it chosen.
      const longest = await page.getByTestId('simulate-ruleset').evaluate((el) => {
        const s = el as HTMLSelectElement;
        return [...s.options].reduce((a, o) => (o.text.length > a.text.length ? o : a)).value;
      });
      await page.getByTestId('simulate-ruleset').selectOption(longest);
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(scroll, `page ${scroll}px wide in a ${client}px window`).toBeLessThanOrEqual(client);
      const box = await page.getByTestId('simulate-ruleset').boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(client);
      await page.screenshot({ path: `test-results/library-width-${locale}-${w}.png` });
    });
  }
}
