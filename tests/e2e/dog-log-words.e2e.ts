// Move words in the browser, German and English at 1400×900: the Dog table's move log and last-move box say
// whose Spielstein moved ("… zieht deinen Spielstein 5 Felder vor"), never field numbers (which stay in the notation
// tooltip); the replay's move list likewise; a Gassi dog's box is named "Hund 1" / "Dog 1" with the id only in its
// tooltip. Screenshots to look at: test-results/dog-log-{de,en}.png, dog-replay-log-{de,en}.png, gassi-dog-box-{de,en}.png.
import { expect, test, type Page } from './support/test';
import { openWith } from './support/scene';
import { redrawn } from './support/a-settle';
import { reviewShot } from './support/review-shot';

const url = process.env.RULEBENCH_E2E_URL!;
const replayFile = process.env.RULEBENCH_E2E_REPLAY!;

async function open(page: Page, lang: 'de' | 'en', hash: string): Promise<void> {
  await page.setViewportSize({ width: 1400, height: 900 });
  // The settings are in localStorage when the app starts (it reads them at start).
  await openWith(page, `${url}${hash}`, { 'rulebench.botDelay': '10000', 'rulebench.locale': lang });
}

const FIELD = /\b[PF]\d+\b|→/;

for (const lang of ['de', 'en'] as const) {
  test(`Dog table (${lang}): the log names whose piece moved, not fields`, async ({ page }) => {
    await open(page, lang, '#/table/dog%2Fstandard?seed=e2e-log-7');
    await expect(page.getByTestId('board')).toBeVisible();
    await page.getByTestId('details').locator('summary').click();
    await page.getByTestId('fast-forward').click();
    await page.getByTestId('details').locator('summary').click();
    const log = page.getByTestId('table-log').locator('li');
    await expect(log.first()).toBeVisible();
    const texts = await log.allInnerTexts();
    expect(texts.length).toBeGreaterThan(20);
    expect(texts.filter((x) => FIELD.test(x))).toEqual([]);
    const piece = lang === 'de' ? /(deinen|eigenen) Spielstein|Spielstein von/ : /(a|your) piece|'s piece/;
    expect(texts.some((x) => piece.test(x))).toBe(true);
    // The notation (with the field numbers) stays as each line's tooltip.
    expect(await page.getByTestId('table-log').locator('li[title*=":P"]').count()).toBeGreaterThan(0);
    await expect(page.getByTestId('last-move')).not.toContainText(/P\d+ →/);
    await redrawn(page);
    await reviewShot(page, { path: `test-results/dog-log-${lang}.png` });
  });

  test(`Dog replay (${lang}): the move list names whose piece moved; the notation is the tooltip`, async ({ page }) => {
    await open(page, lang, `#/replay/${encodeURIComponent(replayFile)}?step=60`);
    await expect(page.getByTestId('replay-view')).toBeVisible();
    const items = page.getByTestId('actions').locator('li');
    await expect(items.nth(59)).toBeVisible();
    const said = await page.getByTestId('action-text').allInnerTexts();
    expect(said.length).toBeGreaterThan(50);
    expect(said.filter((x) => FIELD.test(x))).toEqual([]);
    expect(said.some((x) => (lang === 'de' ? /Spielstein/ : /piece/).test(x))).toBe(true);
    expect(await items.nth(59).getAttribute('title')).toMatch(/:|give|discard/);
    await items.nth(40).scrollIntoViewIfNeeded();
    await redrawn(page);
    await reviewShot(page, { path: `test-results/dog-replay-log-${lang}.png` });
  });

  test(`Gassi (${lang}): a dog's box is named by its number, the id only in the tooltip`, async ({ page }) => {
    await open(page, lang, '#/table/gassi%2Fgassi-2.5.3?seed=e2e-1');
    await expect(page.getByTestId('gassi-table')).toBeVisible();
    // People at every seat (a dog box is a click target with its tooltip whoever is to act); each brings a dog into
    // play when it can (ADDDOG), else makes its first legal move.
    for (const s of [1, 2]) await page.getByTestId(`seat-${s}`).selectOption('human');
    for (let i = 0; i < 6; i++) {
      // Hot seat: the next person takes the device at the hand-over screen between two people's turns.
      const go = page.getByTestId('hand-over-continue');
      if (await go.count()) await go.click();
      await expect(page.getByTestId('legal-action').first()).toBeAttached();
      const before = (await page.getByTestId('table-step').textContent())!;
      // The buttons of the (closed) details panel, clicked in the page.
      await page.evaluate(() => {
        const all = [...document.querySelectorAll<HTMLButtonElement>('[data-testid="legal-action"]')];
        (all.find((b) => b.dataset.notation?.startsWith('ADDDOG')) ?? all[0])?.click();
      });
      // The move was made: the step moved on, or the hand-over screen (no table) asks for the next person.
      await page.waitForFunction(
        (b) =>
          document.querySelector('[data-testid="hand-over"]') !== null ||
          document.querySelector('[data-testid="table-step"]')?.textContent !== b,
        before,
      );
    }
    const go = page.getByTestId('hand-over-continue');
    if (await go.count()) await go.click();
    const dog = page.getByTestId('gassi-dog').first();
    await expect(dog).toBeAttached();
    expect(await dog.getAttribute('title')).toMatch(
      lang === 'de' ? /Hund \d+ \(Notation: [a-h]\d+\)$/ : /[Dd]og \d+ \(notation: [a-h]\d+\)$/,
    );
    await redrawn(page);
    await reviewShot(page, { path: `test-results/gassi-dog-box-${lang}.png` });
  });
}
