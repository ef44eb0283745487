// A person reads seat and team numbers counted from 1 everywhere — the library's outcome line
// ("Team 1 won (Seats 1, 3)"), the replay view's seats, the Gämsh table ("You: Seat 1", counter buttons and keys),
// and the Playtest view's team columns and winners ("team 1", as the table's "Team 1") — in German and English.
// Texts counting from 0 ("Seat 0", "Platz 0", "Team 0") would fail every case. Screenshots (1400×900) to look at:
// test-results/seat-numbers-<screen>-<lang>.png.
import { expect, test, type Page } from './support/test';
import { openWith } from './support/scene';
import { redrawn } from './support/a-settle';
import { reviewShot } from './support/review-shot';

const url = process.env.RULEBENCH_E2E_URL!;
const replayFile = process.env.RULEBENCH_E2E_REPLAY!;
const LANGS = ['en', 'de'] as const;
/** "Seat 0" / "Platz 0" / "Team 0" / "Seats 0, …" in either language: the old 0-based player text. */
const ZERO = /\b(Seat|Seats|Platz|Plätze|Team|team|seat|seats) 0\b/;

async function open(page: Page, lang: 'en' | 'de', hash: string): Promise<void> {
  await page.setViewportSize({ width: 1400, height: 900 });
  // The settings are in localStorage when the app starts (it reads them at start).
  await openWith(page, `${url}${hash}`, { 'rulebench.locale': lang, 'rulebench.gamshLegendSeen': '1' });
}

for (const lang of LANGS) {
  const seat = lang === 'de' ? 'Platz' : 'Seat';

  test(`library and replay name unnamed seats from 1 (${lang})`, async ({ page }) => {
    await open(page, lang, '');
    const row = page.locator(`[data-testid="replay-row"][data-file="${replayFile}"]`);
    await expect(row).toBeVisible();
    // The CLI's bot game (global-setup): nobody is named, so the outcome names the seats — from 1.
    await expect(row).toContainText(
      lang === 'de' ? /Team [12] hat gewonnen \(Plätze (1, 3|2, 4)\)/ : /Team [12] won \(Seats (1, 3|2, 4)\)/,
    );
    await expect(row).not.toContainText(ZERO);
    await row.scrollIntoViewIfNeeded();
    await reviewShot(page, { path: `test-results/seat-numbers-library-${lang}.png` });

    await row.click();
    await expect(page.getByTestId('replay-view')).toBeVisible();
    for (let i = 0; i < 12; i++) await page.getByTestId('forward').click();
    const seats = page.getByTestId('seats');
    await expect(seats.locator('li').first()).toContainText(`${seat} 1`);
    await expect(seats.locator('li').nth(3)).toContainText(`${seat} 4`);
    await expect(page.getByTestId('perspective').locator('option').nth(1)).toHaveText(new RegExp(`^${seat} 1\\b`));
    await expect(page.getByTestId('replay-view')).not.toContainText(ZERO);
    await redrawn(page); // Pixi drew the board's seat labels
    await reviewShot(page, { path: `test-results/seat-numbers-replay-${lang}.png` });
  });

  test(`Gämsh table: "${seat} 1…4" in the seat menu, counter buttons and keys count from 1 (${lang})`, async ({
    page,
  }) => {
    await open(page, lang, '#/table/gamsh%2Fgamsh-alpin?seed=e2e-1');
    await expect(page.getByTestId('gamsh-live')).toBeVisible();
    await expect(page.getByTestId('gamsh-seat').locator('option')).toHaveText([
      `${seat} 1`,
      `${seat} 2`,
      `${seat} 3`,
      `${seat} 4`,
    ]);
    await expect(page.getByTestId('gamsh-seat')).toHaveValue('0'); // the engine's seat 0
    // The person sits at seat 0 (team A); the opponents are the engine's seats 1 and 3, shown as 2 and 4.
    await expect(page.getByTestId('gamsh-counter-1')).toHaveText(/ \(2\)\s*$/);
    await expect(page.getByTestId('gamsh-counter-3')).toHaveText(/ \(4\)\s*$/);
    const target = (await page.getByTestId('gamsh-counter-3').textContent())!
      .trim()
      .replace(/ \(4\)$/, '')
      .trim();
    await page.getByTestId('gamsh-bots').uncheck();
    await expect(page.getByTestId('gamsh-banner')).toContainText(lang === 'de' ? 'tauschen!' : 'swap!', {
      timeout: 15_000,
    });
    await redrawn(page);
    await reviewShot(page, { path: `test-results/seat-numbers-gamsh-${lang}.png` });
    // C, then the number on the button: 4 calls the counter against the engine's seat 3 (call:counter:3). Keys typed
    // into a form control are not moves: leave the checkbox first.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('c');
    await page.keyboard.press('4');
    await expect(page.getByTestId('gamsh-banner')).toContainText(target, { timeout: 10_000 });
    await expect(page.getByTestId('gamsh-live')).not.toContainText(ZERO);
  });

  test(`Playtest view: teams and winners as the table names them, the export's numbering in the tooltip (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await open(page, lang, '#/playtest');
    await expect(page.getByTestId('playtest-view')).toBeVisible();
    await page.getByTestId('pt-ruleset-a').selectOption('dog/standard');
    await expect(page.getByTestId('playtest-view').locator('.seats label').first()).toContainText(`${seat} 1`);
    await page.getByTestId('pt-games').fill('6');
    await page.getByTestId('pt-run').click();
    await expect(page.getByTestId('pt-state')).toHaveText(lang === 'de' ? /fertig/ : /done/, { timeout: 100_000 });
    const cols = page.getByTestId('pt-team-col');
    await expect(cols).toHaveText(
      lang === 'de'
        ? ['Siege Team 1 (95-%-KI)', 'Siege Team 2 (95-%-KI)']
        : ['team 1 wins (95 % CI)', 'team 2 wins (95 % CI)'],
    );
    await expect(cols.first()).toHaveAttribute(
      'title',
      lang === 'de'
        ? 'Team 1: Plätze 1, 3. Der CSV-/JSON-Export und das CLI zählen ab 0: Team 0, Plätze 0, 2.'
        : 'Team 1: seats 1, 3. The CSV/JSON export and the CLI count from 0: team 0, seats 0, 2.',
    );
    const winners = await page.getByTestId('pt-games-table').locator('tbody tr td:nth-child(3)').allTextContents();
    expect(winners.length).toBe(6);
    for (const w of winners)
      expect(w).toMatch(
        /^(Team [12]|team [12]|.*(unvollendet|festgefahren|abgebrochen|stalled|aborted|unfinished).*)$/i,
      );
    await expect(page.getByTestId('pt-summary')).not.toContainText(ZERO);
    await expect(page.getByTestId('pt-games-table')).not.toContainText(ZERO);
    await page.getByTestId('pt-charts').scrollIntoViewIfNeeded();
    await page.waitForTimeout(500); // the charts' animation
    await reviewShot(page, { path: `test-results/seat-numbers-playtest-${lang}.png` });
    await page.getByTestId('pt-summary').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await reviewShot(page, { path: `test-results/seat-numbers-playtest-table-${lang}.png` });
  });
}
