// The tables at 1024 × 700 as at 1400 × 900, measured in the browser (Chromium, browser mode):
// - Gämsh (two and three teams): the person's hand cards at least 50 px wide at 1024 × 700 (the controls sit
//   beside the table there, so the table keeps the window's height), the card legend beside the table (it covered
//   the left seat's name plate), the whole page in the window;
// - Dog with 6 seats (dog/octopus-6p-3x2): the board a hexagon at both sizes (its top row of fields clearly
//   narrower than the board), each field's click target at least 20 px (HEX_MIN_PX in dog-board-layout.ts).
// One page serves the tests in turn: a table is opened once, then the language is switched in the header or the
// window resized, as a person would.
import { expect, test as base, type Page } from './support/test';
import { openWith, waitForDrawn } from './support/scene';

const url = process.env.RULEBENCH_E2E_URL!;
const SIZES = [
  { width: 1400, height: 900 },
  { width: 1024, height: 700 },
] as const;

/** Opens `ruleset` in `lang` with `players` seats chosen (the Library's choice) and slow bots. */
async function open(page: Page, ruleset: string, lang: 'de' | 'en', players?: number): Promise<void> {
  await openWith(page, `${url}#/table/${encodeURIComponent(ruleset)}?seed=sizes-1`, {
    'rulebench.botDelay': '10000',
    'rulebench.locale': lang,
    'rulebench.tableSizes': JSON.stringify(players ? { [ruleset]: players } : {}),
  });
}

/** The page shared by the tests of a worker and what it shows (`ruleset`, players; null: nothing yet). */
interface Shared {
  page: Page;
  shows: string | null;
}
const test = base.extend<object, { shared: Shared }>({
  shared: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ viewport: SIZES[0] });
      await use({ page: await context.newPage(), shows: null });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

const intersects = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const [teams, players] of [
  [2, undefined],
  [3, 6],
] as const)
  for (const lang of ['de', 'en'] as const)
    test(`Gämsh, ${teams} teams, 1024×700 (${lang}): hand cards at least 50 px wide, the legend beside the table, the page in the window`, async ({
      shared,
    }) => {
      const { page } = shared;
      await page.setViewportSize(SIZES[1]);
      const hand = page.getByTestId('gamsh-hand-card');
      if (shared.shows !== `gamsh ${teams}`) {
        shared.shows = null;
        await open(page, 'gamsh/gamsh-alpin', lang, players);
        shared.shows = `gamsh ${teams}`;
        await expect(page.getByTestId('gamsh-live')).toBeVisible();
        await page.getByTestId('gamsh-bots').uncheck();
        await expect(hand).toHaveCount(4, { timeout: 10_000 });
      } else {
        await page.getByTestId('locale').selectOption(lang);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
      }
      await expect(page.getByTestId('gamsh-score-C')).toHaveCount(teams === 3 ? 1 : 0);
      await waitForDrawn(page); // the canvas's resize and redraw
      for (const box of await Promise.all((await hand.all()).map((c) => c.boundingBox())))
        expect(box!.width, 'hand card width').toBeGreaterThanOrEqual(50);
      const table = (await page.getByTestId('gamsh-table').boundingBox())!;
      const legend = (await page.getByTestId('gamsh-legend').boundingBox())!;
      expect(intersects(table, legend), 'the legend over the table').toBe(false);
      // the controls and the log reachable in the window, no page scrolling
      for (const id of ['gamsh-call', 'gamsh-palette', 'gamsh-log']) {
        const b = (await page.getByTestId(id).boundingBox())!;
        expect(b.y + Math.min(b.height, 20), id).toBeLessThanOrEqual(SIZES[1].height);
      }
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(SIZES[1].height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SIZES[1].width);
    });

for (const size of SIZES)
  test(`Dog, 6 seats, ${size.width}×${size.height}: the board is a hexagon, every spot's target at least 20 px`, async ({
    shared,
  }) => {
    const { page } = shared;
    await page.setViewportSize(size);
    if (shared.shows !== 'dog 6') {
      shared.shows = null;
      await open(page, 'dog/octopus-6p-3x2', 'en');
      shared.shows = 'dog 6';
    }
    await expect(page.locator('[data-spot="P95"]')).toHaveCount(1);
    await waitForDrawn(page);
    const spots = await page.locator('[data-spot^="P"]').evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { x: r.x + r.width / 2, y: r.y + r.height / 2, w: r.width };
      }),
    );
    expect(spots).toHaveLength(96);
    const top = Math.min(...spots.map((s) => s.y));
    const bottom = Math.max(...spots.map((s) => s.y));
    const mid = (top + bottom) / 2;
    const halfWidth = (ss: typeof spots) => (Math.max(...ss.map((s) => s.x)) - Math.min(...ss.map((s) => s.x))) / 2;
    const topRow = spots.filter((s) => s.y < top + 4);
    const middleBand = spots.filter((s) => Math.abs(s.y - mid) < 0.1 * (bottom - top));
    // a hexagon: the top side clearly shorter than the board is wide at half height (a rectangle: about the same)
    expect(halfWidth(topRow) / halfWidth(middleBand)).toBeLessThan(0.75);
    for (const s of spots) expect(s.w).toBeGreaterThanOrEqual(20);
  });
