// The Library never scrolls sideways: the "Watch bots play" ruleset select must not take the width of its
// longest name ("Dog — Octopus, 6 Personen (drei Teams zu zweit)") and push the page wider than the window. At
// 1400 and 1024 wide, in German and English, the page is no wider than the window. The Library is opened once (in
// German); the checks follow on that page, the window resized and the language switched in the header.
import { expect, test as base, type Page } from './support/test';
import { openWith } from './support/scene';
import { reviewShot } from './support/review-shot';

const url = process.env.RULEBENCH_E2E_URL!;

/** The Library page shared by the tests of a worker, and its language (null: not opened yet). */
const test = base.extend<object, { shared: { page: Page; locale: string | null } }>({
  shared: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      await use({ page: await context.newPage(), locale: null });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const locale of ['de', 'en'] as const) {
  for (const [w, h] of [
    [1400, 900],
    [1024, 700],
  ] as const) {
    test(`the Library fits ${w}×${h} without a sideways scrollbar (${locale})`, async ({ shared }) => {
      const { page } = shared;
      await page.setViewportSize({ width: w, height: h });
      if (shared.locale === null) {
        await openWith(page, url, { 'rulebench.locale': locale });
        shared.locale = locale;
      } else if (shared.locale !== locale) {
        await page.getByTestId('locale').selectOption(locale);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        shared.locale = locale;
      }
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
      await reviewShot(page, { path: `test-results/library-width-${locale}-${w}.png` });
    });
  }
}
