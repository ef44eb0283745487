// The live Gämsh table as a person plays it: another seat is another deal (the other team's secret signal of the
// deal played is never on screen, GAM-010), and the players keep their names when the UI language changes.
import { expect, test } from './support/test';
import { openWith } from './support/scene';
import { reviewShot } from './support/review-shot';

const url = process.env.RULEBENCH_E2E_URL!;

test('Gämsh: changing seats deals anew (fresh seed), names stay when the language changes', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await openWith(page, `${url}#/table/gamsh%2Fgamsh-alpin?seed=e2e-seat`, { 'rulebench.locale': 'de' });
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

/**
 * English words a German Gämsh table must not show: the English catalogue's Gämsh words (Föhn cards, calls, verdicts,
 * points, the log) and the notation a banner once showed (`outgamsh:B=…`, `→ A +3`).
 */
const ENGLISH = [
  /\b(?:GAMEKEEPER|FARMER|SNACK|BULL|KEEPER)\b/,
  /\b(?:Gamekeeper|Farmer|Snack|Bull)\b/,
  /\bSlap\b/,
  /\bslap(?:s|ped)?\b/,
  /\b(?:right|wrong|WRONG)\b/,
  /\bpoints?\b/,
  /\bOutgämsh\b/,
  /\boutgamsh\b/,
  /\bRound \d/,
  /\bswap!/,
  /\bCounter\b/,
  /\bDouble\b/,
  /\bPass\b/,
  /\bGuess\b/,
  /\bsignal\b/i,
  /\bwins\b/,
  /\bGame over\b/,
  /\bthe\b/i,
  /\byou\b/i,
  /\bWhat happened\b/,
  /→/,
  /[A-C]=[a-z]/,
];

/** What the page shows as text: its text, button titles and select options. */
async function shownText(page: import('@playwright/test').Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.body.innerText];
    for (const el of Array.from(document.querySelectorAll('[title]'))) parts.push(el.getAttribute('title') ?? '');
    for (const o of Array.from(document.querySelectorAll('option'))) parts.push(o.textContent ?? '');
    return parts.join('\n');
  });
}

async function expectGerman(page: import('@playwright/test').Page, where: string): Promise<void> {
  const text = await shownText(page);
  for (const re of ENGLISH) expect(text, `${where}: ${re}`).not.toMatch(re);
}

test('Gämsh in German, a whole game as a person: no English word, and the log explains every score change', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await openWith(page, `${url}#/table/gamsh%2Fgamsh-alpin-foehn?seed=e2e-de-1`, { 'rulebench.locale': 'de' });
  await expect(page.getByTestId('gamsh-live')).toBeVisible();
  // Bots off: the person alone makes every score change, so each is known to the test.
  await page.getByTestId('gamsh-bots').uncheck();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(page.getByTestId('gamsh-banner')).toContainText('tauschen!', { timeout: 15_000 });
  await expect(page.getByTestId('gamsh-log')).toContainText('Was geschah');

  // A swap with the mouse: a hand card, then a middle card that is not a Föhn card.
  const hand = page.getByTestId('gamsh-hand-card');
  await expect(hand).toHaveCount(4);
  const give = (await hand.first().getAttribute('data-card'))!;
  await hand.first().click();
  await page
    .locator(`[data-testid="gamsh-middle-card"]:not([data-card="${give}"])`)
    .filter({
      hasNot: page.locator('[data-card="GAMEKEEPER"],[data-card="FARMER"],[data-card="SNACK"],[data-card="BULL"]'),
    })
    .first()
    .click();
  await expect(hand).toHaveCount(4);
  await expectGerman(page, 'after a swap');
  await reviewShot(page, { path: 'test-results/gamsh-de-1400.png' });

  // Two Ausgämshen guesses at Team B and then Gämsh calls until a team has 9 points (GAM-080).
  const ourSignal = await page.getByTestId('gamsh-my-signal').getAttribute('data-id');
  for (let i = 0; i < 2; i++) {
    await page.getByTestId('gamsh-guess-team').selectOption('B');
    // Our own signal as the guess: usually not Team B's (the test reads whatever the log says).
    await page.getByTestId('gamsh-guess-entry').selectOption(ourSignal!);
    const before = await page.getByTestId('gamsh-log-score').count();
    await page.getByTestId('gamsh-guess').click();
    await expect(page.getByTestId('gamsh-log-score')).toHaveCount(before + 1);
    // The guess's line (newest first; a Föhn card laid out meanwhile may already stand above it).
    await expect(page.getByTestId('gamsh-log-line').filter({ hasText: 'Du: Ausgämshen von Team B mit „' })).toHaveCount(
      i + 1,
    );
    await expect(page.getByTestId('gamsh-banner')).toContainText(/tauschen!|Ausgämshen/, { timeout: 15_000 });
  }
  await expectGerman(page, 'after two guesses');
  for (let i = 0; i < 12 && !(await page.getByTestId('end-screen').isVisible()); i++) {
    await expect(page.getByTestId('gamsh-banner')).toContainText(/tauschen!|Spielende/, { timeout: 15_000 });
    if (await page.getByTestId('end-screen').isVisible()) break;
    const before = await page.getByTestId('gamsh-log-score').count();
    await page.keyboard.press('g');
    await expect(page.getByTestId('gamsh-log-score')).toHaveCount(before + 1);
    // The banner of the reveal in words: "Du: Gämsh – FALSCH · Team B +1 Punkt".
    await expect(page.getByTestId('gamsh-banner')).toContainText(
      /Du: Gämsh – (?:richtig|FALSCH) · Team [AB] \+1 Punkt|Spielende/,
    );
  }
  await expect(page.getByTestId('end-screen')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('end-winner')).toHaveText(/^Team [AB] gewinnt$/);

  // Every score change has a line with its reason, and together they make the final score.
  const lines = await page.getByTestId('gamsh-log-score').allInnerTexts();
  let sum = 0;
  for (const l of lines) {
    expect(l).toMatch(
      /^\d:\d\d\.\d Team [AB] \+\d Punkte? \(jetzt \d+\): .+ \((?:Du)\)(?: war (?:richtig|falsch))?\. GAM-\d{3}$/,
    );
    sum += Number(/\+(\d)/.exec(l)![1]);
  }
  const score = async (team: string) =>
    Number(((await page.getByTestId(`gamsh-score-${team}`).textContent()) ?? '').replace(/\D/g, ''));
  expect(sum).toBe((await score('A')) + (await score('B')));
  await expect(page.getByTestId('gamsh-log')).toContainText(/Spielende: Team [AB] gewinnt\./);
  await expectGerman(page, 'at the end');
  await reviewShot(page, { path: 'test-results/gamsh-de-end-1400.png' });
});
