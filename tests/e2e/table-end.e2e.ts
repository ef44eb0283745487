// The Library as a game chooser and the end of a game: rulesets listed by name, one-line description
// and player count in the UI language, a click on an entry opens a new table with a fresh deal; a game of Dog,
// Gassi and Gämsh ends on an end screen (winner, length, save / open replay / rematch with a new deal), and
// Gämsh stops its clock and hides Pause there.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import { openWith } from './support/scene';
import { SHORT_PAUSES_ID } from './support/gamsh-test-rulesets';
import { reviewShot } from './support/review-shot';

const url = process.env.RULEBENCH_E2E_URL!;
const replayDir = process.env.RULEBENCH_E2E_REPLAY_DIR!;

/** Sets the UI language for the next page load (a hash change alone does not reload the app). */
async function setLocale(page: Page, locale: 'de' | 'en') {
  await openWith(page, url, { 'rulebench.locale': locale }); // in localStorage when the app starts
}

test('the Library lists games by name, description and player count and opens a new deal on click', async ({
  page,
}) => {
  await setLocale(page, 'de');
  await page.goto(url);
  const dog = page.locator('[data-testid="ruleset"][data-id="dog/standard"]');
  await expect(dog.getByTestId('ruleset-name')).toHaveText('Dog — Standardregeln');
  await expect(dog.getByTestId('ruleset-description')).toContainText('Vier Personen');
  await expect(dog.getByTestId('ruleset-players')).toHaveText('4 Personen · 2 Teams zu 2');
  await expect(
    page.locator('[data-testid="ruleset"][data-id="gassi/gassi-2.5.3"]').getByTestId('ruleset-players'),
  ).toHaveText('2–5 Personen · jeder für sich');
  await expect(page.getByText('Simulate a game')).toHaveCount(0); // no English on the German screen
  // Play is the primary action of each entry
  await expect(dog.getByTestId('ruleset-play')).toHaveClass(/primary/);
  await expect(page.getByTestId('simulate')).not.toHaveClass(/primary/);

  await page.evaluate(() => localStorage.setItem('rulebench.locale', 'en'));
  await page.reload();
  await expect(dog.getByTestId('ruleset-name')).toHaveText('Dog — standard rules');
  await expect(dog.getByTestId('ruleset-players')).toHaveText('4 players · 2 teams of 2');

  // A click on the entry (not only the button) opens a table with a fresh seed; one person, three bots.
  await dog.getByTestId('ruleset-description').click();
  await expect(page.getByTestId('table-panel')).toBeVisible();
  await expect(page).toHaveURL(/#\/table\/dog%2Fstandard\?seed=deal-[0-9a-z]{6}$/);
  const first = (await page.getByTestId('table-seed').textContent())!;
  await expect(page.getByTestId('seat-0')).toHaveValue('human');
  for (const s of [1, 2, 3]) await expect(page.getByTestId(`seat-${s}`)).toHaveValue('normal');
  await expect(page.getByTestId('seat-name-0')).toHaveValue('You');
  await expect(page.getByText('Seat 0 (person)')).toHaveCount(0);

  // A variant opens its own table.
  await page.goto(url);
  await page.locator('[data-testid="variant"][data-id="dog/octopus-6p-3x2"] [data-testid="variant-play"]').click();
  await expect(page).toHaveURL(/#\/table\/dog%2Foctopus-6p-3x2\?seed=deal-/);
  await expect(page.getByTestId('table-seed')).not.toHaveText(first);
  await expect(page.getByTestId('player-5')).toContainText('Team 3');
});

/** Lets the bots play every seat, 50 actions a click, until the end screen shows. */
async function playToTheEnd(page: Page) {
  await page.getByTestId('bot-pause').click(); // the bots of the table wait; the rule keeper's button plays on
  await page.getByTestId('details').locator('summary').click();
  for (let i = 0; i < 200 && !(await page.getByTestId('end-screen').isVisible()); i++)
    await page.getByTestId('fast-forward').click();
  await expect(page.getByTestId('end-screen')).toBeVisible();
}

for (const [kind, id] of [
  ['Dog', 'dog%2Fstandard'],
  ['Gassi', 'gassi%2Fgassi-2.5.3'],
] as const) {
  test(`a ${kind} game ends on the end screen: winner, length, save, open replay, rematch with a new deal`, async ({
    page,
  }) => {
    await setLocale(page, 'en');
    await page.goto(`${url}#/table/${id}?seed=end-1`);
    await expect(page.getByTestId('table-panel')).toBeVisible();
    await playToTheEnd(page);
    await expect(page.getByTestId('end-winner')).toHaveText(/ wins?$/);
    const steps = Number(await page.getByTestId('table-step').textContent());
    await expect(page.getByTestId('end-length')).toContainText(`${steps} moves`);
    await page.getByTestId('end-save').click();
    await expect(page.getByTestId('end-saved')).toContainText('Saved as');
    const saved = (await page.getByTestId('end-saved').textContent())!.replace(/^Saved as /, '').trim();
    expect(existsSync(join(replayDir, saved))).toBe(true);
    await reviewShot(page, { path: `test-results/end-${kind.toLowerCase()}.png` });
    // Close: the final board stays; "Result" brings the box back.
    await page.getByTestId('end-close').click();
    await expect(page.getByTestId('end-screen')).toHaveCount(0);
    await page.getByTestId('end-show').click();
    // Rematch: a new deal (another seed), the same seats, step 0.
    await page.getByTestId('end-rematch').click();
    await expect(page.getByTestId('end-screen')).toHaveCount(0);
    await expect(page.getByTestId('table-seed')).not.toHaveText('end-1');
    await expect(page.getByTestId('table-seed')).toHaveText(/^deal-/);
    await expect(page.getByTestId('seat-0')).toHaveValue('human');
    // Open replay from the end screen of the first game is covered by the Gämsh test; here: the table restarts.
    await expect(page.getByTestId('table-step')).toHaveText(/^[0-9]$/);
  });
}

test('a Gämsh game ends on the end screen: the clock stops, Pause and the controls are gone; open replay', async ({
  page,
}) => {
  await setLocale(page, 'en');
  await page.setViewportSize({ width: 1400, height: 950 });
  // Gämsh with short pauses (support/gamsh-test-rulesets.ts): nine rounds take about 10 s of real time, not 50.
  await page.goto(`${url}#/table/${encodeURIComponent(SHORT_PAUSES_ID)}?seed=e2e-1`);
  await expect(page.getByTestId('gamsh-live')).toBeVisible();
  await page.getByTestId('gamsh-bots').uncheck();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur()); // keys go to the table, not the checkbox
  // Nine wrong Gämsh calls by the person give team B nine points: the target (GAM-080) ends the game (GAM-081).
  for (let i = 1; i <= 9; i++) {
    await expect(page.getByTestId('gamsh-banner')).toContainText('swap!', { timeout: 15_000 });
    await page.keyboard.press('g');
    await expect(page.getByTestId('gamsh-score-B')).toHaveText(`B ${i}`);
  }
  await expect(page.getByTestId('end-screen')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('end-winner')).toHaveText('Team B wins');
  await expect(page.getByTestId('gamsh-pause')).toHaveCount(0);
  await expect(page.getByTestId('gamsh-palette')).toHaveCount(0);
  const clock = page.getByTestId('gamsh-clock');
  const ms = await clock.getAttribute('data-ms');
  // A running clock rewrites the game time every tenth of a second: twenty frames (≥ 1/3 s) later it would show another.
  await page.evaluate(async () => {
    for (let i = 0; i < 20; i++) await new Promise((r) => requestAnimationFrame(r));
  });
  await expect(clock).toHaveAttribute('data-ms', ms!); // the game clock stands still
  await reviewShot(page, { path: 'test-results/end-gamsh.png' });
  await page.getByTestId('end-open').click();
  await expect(page.getByTestId('replay-view')).toBeVisible();
  await expect(page.getByTestId('gamsh-table')).toBeVisible();
});
