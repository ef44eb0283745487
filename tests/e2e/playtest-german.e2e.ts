// The Playtest view on a German screen shows no English: with the app switched to
// German, a tiny batch and a tiny A/B comparison (Gassi, three random bots, a few games) leave no English word of
// the view in its text — form, bot choices, progress, Summary, comparison, Games table, replay buttons. Screenshots
// of both at 1400×900 and 1024×700 go to test-results/shots/i18n/ (looked at by hand); at 1024 px the page has no
// horizontal overflow (wide tables scroll inside their own box).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from './support/test';
import { reviewShot } from './support/review-shot';

const url = process.env.RULEBENCH_E2E_URL!;
const SHOTS = resolve(import.meta.dirname, '../../test-results/shots/i18n');

/** English words and phrases of the Playtest view that must not show on a German screen (case-sensitive, whole words). */
const ENGLISH = [
  /\bgames\b/,
  /\bGames\b/,
  /\bSummary\b/,
  /\bRun\b/,
  /\bwin rate\b/i,
  /\bSeat\b/,
  /\bSeats\b/,
  /\bOptions\b/,
  /\bRuleset\b/,
  /\bBatch\b/,
  /\bcomparison\b/,
  /\bExport\b/,
  /\bwins\b/,
  /\brounds\b/,
  /\bactions\b/,
  /\bstalled\b/,
  /\baborted\b/,
  /\bwinner\b/,
  /\bteam\b/,
  /\bOpen replay\b/,
  /\bShow more\b/,
  /\bnever triggered\b/,
  /\bRules\b/,
  /\bmetric\b/,
  /\bper game\b/,
  /\brandom\b/,
  /\bheuristic\b/,
  /\bdone\b/,
  /\bWorker threads\b/,
  /\bempty\b/,
  /\bVerdict\b/,
  /\bfirst player\b/,
  /\blead changes\b/,
  /\bbalance\b/,
  /\bof the\b/,
];

/** The English words found in the view's visible text (options of a select included). */
async function englishIn(page: Page): Promise<string[]> {
  const text = await page.getByTestId('playtest-view').innerText();
  const options = await page.locator('[data-testid="playtest-view"] select option').allInnerTexts();
  const all = `${text}\n${options.join('\n')}`;
  return ENGLISH.filter((re) => re.test(all)).map((re) => `${re.source} in “${all.match(re)![0]}”`);
}

async function shots(page: Page, name: string): Promise<void> {
  for (const [w, h] of [
    [1400, 900],
    [1024, 700],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.getByTestId('pt-summary').scrollIntoViewIfNeeded();
    await reviewShot(page, { path: `${SHOTS}/playtest-${name}-de-${w}x${h}.png` });
    await page.evaluate(() => window.scrollTo(0, 0));
    await reviewShot(page, { path: `${SHOTS}/playtest-${name}-de-${w}x${h}-top.png` });
    // no horizontal overflow of the page: a wide table scrolls in its own box
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `page overflow at ${w}×${h}`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}

test('German Playtest view: a batch and an A/B comparison show no English word', async ({ page }) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(url + '#/playtest');
  await page.getByTestId('locale').selectOption('de');
  await expect(page.getByTestId('playtest-view')).toBeVisible();
  await expect(page.getByTestId('playtest-view').locator('h1')).toHaveText('Spieltest-Labor');
  expect(await englishIn(page)).toEqual([]);

  await page.getByTestId('pt-ruleset-a').selectOption('gassi/gassi-2.5.3');
  await page.getByTestId('pt-seats').fill('3');
  await page.getByTestId('pt-seats').dispatchEvent('change');
  await page.getByTestId('pt-games').fill('8');
  await page.getByTestId('pt-run').click();
  await expect(page.getByTestId('pt-state')).toHaveText(/fertig/, { timeout: 120_000 });
  await expect(page.getByTestId('pt-progress')).toContainText('8 / 8 Partien');
  // Teams counted from 1 as on the table; Gassi's solo players are one-seat teams.
  await expect(page.getByTestId('pt-summary')).toContainText('Siege Team 1');
  await expect(page.getByTestId('pt-summary')).not.toContainText('Team 0');
  await expect(page.getByTestId('pt-summary').locator('tbody td').nth(2)).toHaveText(/^\d+,\d % \[\d+,\d; \d+,\d\]$/); // decimal comma
  await expect(page.getByTestId('pt-games-table').locator('tbody tr')).toHaveCount(8);
  await expect(page.getByTestId('pt-open-replay').first()).toHaveText('Aufzeichnung öffnen');
  expect(await englishIn(page)).toEqual([]);
  await shots(page, 'batch');

  // a form error in German
  await page.getByTestId('pt-options-a').fill('startHandSize');
  await page.getByTestId('pt-run').click();
  await expect(page.getByTestId('pt-error')).toHaveText('Optionen A: „startHandSize“ ist nicht Name=Wert');
  await page.getByTestId('pt-options-a').fill('');

  await page.getByTestId('pt-mode-compare').check();
  await page.getByTestId('pt-ruleset-b').selectOption('gassi/gassi-2.5.3');
  await page.getByTestId('pt-options-b').fill('startHandSize=3');
  await page.getByTestId('pt-games').fill('8');
  await page.getByTestId('pt-run').click();
  await expect(page.getByTestId('pt-state')).toHaveText(/fertig/, { timeout: 120_000 });
  await expect(page.getByTestId('pt-verdict')).toContainText('Urteil');
  await expect(page.getByTestId('pt-comparison')).toContainText('Aktionen je Partie');
  expect(await englishIn(page)).toEqual([]);
  await shots(page, 'compare');
  await page.getByTestId('pt-comparison').scrollIntoViewIfNeeded();
  await reviewShot(page, { path: `${SHOTS}/playtest-compare-de-1400x900-table.png` });
  await page.getByTestId('pt-games-table').scrollIntoViewIfNeeded();
  await reviewShot(page, { path: `${SHOTS}/playtest-compare-de-1400x900-games.png` });
  // the same screen in English shows the English words again (the check above can fail)
  await page.getByTestId('locale').selectOption('en');
  expect((await englishIn(page)).length).toBeGreaterThan(5);
  await page.getByTestId('locale').selectOption('de');
  expect(errors).toEqual([]);
});
