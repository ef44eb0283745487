// Every player count a ruleset allows, chosen in the Library before a game: Gassi 2–5 players (GAS-005) and
// Gämsh two or three teams of two (GAM-001). The choice opens a table of that many seats, Gassi with five and
// Gämsh with three teams are played to the end with bots, and the Library and tables are photographed at
// 1400×900 and 1024×700 in German and English (test-results/player-counts-*.png, looked at when written).
import { expect, test, type Page } from './support/test';
import { openWith } from './support/scene';
import { resizeTo } from './support/a-settle';
import { SHORT_PAUSES_ID } from './support/gamsh-test-rulesets';
import { REVIEW_SHOTS, reviewShot } from './support/review-shot';

const url = process.env.RULEBENCH_E2E_URL!;
const SIZES = [
  [1400, 900],
  [1024, 700],
] as const;

/** Opens the Library in `locale` with no player count chosen yet. */
async function library(page: Page, locale: 'de' | 'en') {
  // In localStorage when the app starts (it reads the settings at start).
  await openWith(page, url, { 'rulebench.locale': locale, 'rulebench.tableSizes': null });
  await expect(page.getByTestId('library')).toBeVisible();
}

const card = (page: Page, id: string) => page.locator(`[data-testid="ruleset"][data-id="${id}"]`);
/** The base ruleset's own player-count choice (its variants' follow it in the card). */
const sizeOf = (page: Page, id: string) => card(page, id).getByTestId('ruleset-size').first();

async function shots(page: Page, name: string) {
  if (!REVIEW_SHOTS) return; // the sizes are only for the pictures: nothing to resize for
  for (const [w, h] of SIZES) {
    await resizeTo(page, w, h); // Pixi redraws at the new size
    await reviewShot(page, { path: `test-results/player-counts-${name}-${w}.png` });
  }
  await resizeTo(page, 1400, 900);
}

test('the Library offers Gassi 2–5 players and Gämsh two or three teams, in German and English', async ({ page }) => {
  for (const [lang, gassi, gamsh] of [
    ['de', ['2', '3', '4', '5'], ['4 (2 Teams zu 2)', '6 (3 Teams zu 2)']],
    ['en', ['2', '3', '4', '5'], ['4 (2 teams of 2)', '6 (3 teams of 2)']],
  ] as const) {
    await library(page, lang);
    const gassiSize = sizeOf(page, 'gassi/gassi-2.5.3');
    await expect(gassiSize.locator('option')).toHaveText([...gassi]);
    await expect(gassiSize).toHaveValue('3'); // the ruleset's own count until another is chosen
    await expect(sizeOf(page, 'gamsh/gamsh-alpin').locator('option')).toHaveText([...gamsh]);
    // the Föhn variant's own row offers the same counts (its own variants, nested below it, have their own choice);
    // Dog has none (its sizes are variants)
    const foehnSize = page
      .locator('[data-testid="variant"][data-id="gamsh/gamsh-alpin-foehn"] > .row')
      .getByTestId('ruleset-size');
    await expect(foehnSize).toHaveCount(1);
    await expect(foehnSize.locator('option')).toHaveText([...gamsh]);
    await expect(card(page, 'dog/standard').getByTestId('ruleset-size')).toHaveCount(0);
    await shots(page, `library-${lang}`);
  }
});

test('Gassi at 2 and 4 players: the table has that many seats, and the choice stays after a reload', async ({
  page,
}) => {
  await library(page, 'en');
  for (const n of [2, 4]) {
    await sizeOf(page, 'gassi/gassi-2.5.3').selectOption(String(n));
    await card(page, 'gassi/gassi-2.5.3').getByTestId('ruleset-play').click();
    await expect(page.getByTestId('table-panel')).toBeVisible();
    await expect(page.getByTestId(`seat-${n - 1}`)).toBeVisible();
    await expect(page.getByTestId(`seat-${n}`)).toHaveCount(0);
    await page.goto(url);
    await page.reload();
    await expect(sizeOf(page, 'gassi/gassi-2.5.3')).toHaveValue(String(n));
  }
});

test('Gassi with 5 players, chosen in the Library, is played to the end by bots (GAS-005)', async ({ page }) => {
  await library(page, 'de');
  await sizeOf(page, 'gassi/gassi-2.5.3').selectOption('5');
  await card(page, 'gassi/gassi-2.5.3').getByTestId('ruleset-play').click();
  await expect(page.getByTestId('table-panel')).toBeVisible();
  await expect(page.getByTestId('seat-4')).toBeVisible();
  await expect(page.getByTestId('seat-5')).toHaveCount(0);
  await shots(page, 'gassi5-de');
  await page.getByTestId('seat-0').selectOption('normal'); // the person's seat too: bots play every seat
  await page.getByTestId('bot-pause').click(); // the table's bots wait; the rule keeper's button plays on
  await page.getByTestId('details').locator('summary').click();
  for (let i = 0; i < 300 && !(await page.getByTestId('end-screen').isVisible()); i++)
    await page.getByTestId('fast-forward').click();
  await expect(page.getByTestId('end-screen')).toBeVisible();
  await expect(page.getByTestId('end-winner')).toHaveText(/gewinn/);
  await shots(page, 'gassi5-end-de');
});

test('Gämsh with three teams, chosen in the Library, is played to the end with bots (GAM-001)', async ({ page }) => {
  await library(page, 'en');
  // Gämsh with short pauses (support/gamsh-test-rulesets.ts): a variant of the game in the Library, with the same
  // choice of sizes on its row.
  const quick = page.locator(`[data-testid="variant"][data-id="${SHORT_PAUSES_ID}"]`);
  await quick.getByTestId('ruleset-size').first().selectOption('6');
  await quick.getByTestId('variant-play').first().click();
  await expect(page.getByTestId('gamsh-live')).toBeVisible();
  for (const team of ['A', 'B', 'C']) await expect(page.getByTestId(`gamsh-score-${team}`)).toBeVisible();
  await shots(page, 'gamsh3-en');
  // The bots play the five other seats; the person's wrong Gämsh calls (GAM-034) bring the end (GAM-080)
  // sooner than waiting for quartets. A call lands only while cards are swapped (not in the preview or the pause
  // after a reveal), so about one press in ten counts: up to 100 s of presses, until the end screen shows.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur()); // keys go to the table
  for (let i = 0; i < 200 && !(await page.getByTestId('end-screen').isVisible()); i++) {
    await page.keyboard.press('g');
    await page.waitForTimeout(500);
  }
  await expect(page.getByTestId('end-screen')).toBeVisible({ timeout: 60_000 });
  // a wrong call scores for both other teams (GAM-034)
  await expect(page.getByTestId('end-winner')).toHaveText(/^Teams? [BC]( & [BC])? (wins?|tie)$/);
  await shots(page, 'gamsh3-end-en');
});
