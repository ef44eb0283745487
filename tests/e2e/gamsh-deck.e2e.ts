// Gämsh with a smaller deck in browser mode: gamsh/eight-motifs (eight motifs, no Raging Bull, GAM-001, GAM-050)
// plays at the table with no code of its own — four hand cards and four middle cards laid out inside the table at
// 1400×900 and 1024×700, every card from the deck's motifs and Föhn cards in play, the legend naming M2…M8. Screenshots to look at:
// test-results/gamsh-eight-motifs-1400.png, gamsh-eight-motifs-1024.png.
import { expect, test, type Page } from './support/test';
import { waitForDrawn } from './support/scene';
import { reviewShot } from './support/review-shot';

const url = process.env.RULEBENCH_E2E_URL!;

/**
 * The cards of hand and middle (`data-card` and bounding box in px) and the live table's box, read in one step in
 * the page: the middle is replaced after `stallReplaceMs` without a discard, so reading card by card could meet a
 * card that has just been taken off the table.
 */
async function cardsAndTable(page: Page) {
  return page.evaluate(() => {
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    const cards = [
      ...document.querySelectorAll('[data-testid="gamsh-hand-card"], [data-testid="gamsh-middle-card"]'),
    ].map((e) => ({ id: e.getAttribute('data-card')!, ...box(e) }));
    return { cards, live: box(document.querySelector('[data-testid="gamsh-live"]')!) };
  });
}

for (const [width, height] of [
  [1400, 900],
  [1024, 700],
] as const) {
  test(`gamsh/eight-motifs at ${width}×${height}: hand and middle laid out inside the table, cards from the deck only`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.setViewportSize({ width, height });
    await page.goto(`${url}#/table/gamsh%2Feight-motifs?seed=e2e-deck-${width}`);
    await expect(page.getByTestId('gamsh-live')).toBeVisible();
    await page.getByTestId('gamsh-bots').uncheck();
    await expect(page.getByTestId('gamsh-banner')).toContainText('swap!', { timeout: 10_000 });
    const hand = page.getByTestId('gamsh-hand-card');
    const middle = page.getByTestId('gamsh-middle-card');
    await expect(hand).toHaveCount(4);
    await expect(middle).toHaveCount(4);
    const { cards, live } = await cardsAndTable(page);
    expect(cards).toHaveLength(8);
    // GAM-001 with tables.deck: motifs ALP, M2…M8 and the Gamekeeper, Farmer and Snack only
    for (const c of cards) expect(c.id, c.id).toMatch(/^(ALP|M[2-8])-(D[1-3]|N)$|^(GAMEKEEPER|FARMER|SNACK)$/);
    // the card legend names the deck's motifs, M2 to M8
    await expect(page.getByTestId('gamsh-legend')).toContainText('ALP = Alphorn, M2…M8 = motifs 2 to 8;');
    for (const b of cards) {
      expect(b.x).toBeGreaterThanOrEqual(live.x - 0.5);
      expect(b.y).toBeGreaterThanOrEqual(live.y - 0.5);
      expect(b.x + b.width).toBeLessThanOrEqual(Math.min(live.x + live.width, width) + 0.5);
      expect(b.y + b.height).toBeLessThanOrEqual(Math.min(live.y + live.height, height) + 0.5);
    }
    // no two cards overlap (each stays clickable)
    for (let i = 0; i < cards.length; i++)
      for (let j = i + 1; j < cards.length; j++) {
        const a = cards[i]!;
        const b = cards[j]!;
        const overlap =
          Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 1 &&
          Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 1;
        expect(overlap, `cards ${i} and ${j}`).toBe(false);
      }
    await waitForDrawn(page);
    await reviewShot(page, { path: `test-results/gamsh-eight-motifs-${width}.png` });
    expect(errors).toEqual([]);
  });
}
