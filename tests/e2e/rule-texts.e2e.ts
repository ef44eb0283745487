// At the table a rule ID shows the text of the ruleset being played (its `texts:`), in the UI language: Märki's
// own DOG-011 (6, 5, 4, 3, 2, then 5 again; V07) on the deal, a Gassi rule (GAS-…) in the event log, and a Gämsh
// rule cited by the explanation of a refused call (DIG-033: a call already ended the round). The expected
// texts are read from the ruleset files, so a table that showed another ruleset's text (or none) fails.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import { openWith } from './support/scene';
import { SLOW_REVEAL_ID } from './support/gamsh-test-rulesets';
import { parse } from 'yaml';
import { reviewShot } from './support/review-shot';

const url = process.env.RULEBENCH_E2E_URL!;
const rulesets = join(import.meta.dirname, '..', '..', 'rulesets');

/** The English text of `id` in a ruleset file's own `texts:` (not inherited). */
function textOf(file: string, id: string): string {
  const texts = (parse(readFileSync(join(rulesets, file), 'utf8')) as { texts: Record<string, { en: string }> }).texts;
  return texts[id]!.en;
}

async function open(page: Page, ruleset: string, botDelayMs = 10_000): Promise<void> {
  await page.setViewportSize({ width: 1400, height: 900 });
  // The settings are in localStorage when the app starts (it reads them at start).
  await openWith(page, `${url}#/table/${encodeURIComponent(ruleset)}?seed=e2e-1`, {
    'rulebench.locale': 'en',
    'rulebench.botDelay': String(botDelayMs),
  });
}

test("Märki's DOG-011 shows Märki's text, not the standard rules' (V07)", async ({ page }) => {
  test.setTimeout(150_000); // about 30 bot moves on a loaded machine
  const maerki = textOf('dog/maerki.yaml', 'DOG-011');
  expect(maerki).not.toBe(textOf('dog/standard.yaml', 'DOG-011'));
  // Bots in every seat: the second deal (after round 1's 24 cards and the exchange) logs a DOG-011 event.
  await open(page, 'dog/maerki', 60);
  await page.getByTestId('seat-0').selectOption('bot');
  const title = await page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-testid="table-events"] [data-testid="rule-link"]')]
        .find((a) => a.textContent?.trim() === 'DOG-011')
        ?.getAttribute('title') ?? null,
    null,
    { timeout: 130_000 },
  );
  expect(await title.jsonValue()).toBe(maerki);
});

test('a Gassi rule in the event log shows its text from the Gassi ruleset', async ({ page }) => {
  await open(page, 'gassi/gassi-2.5.3');
  await expect(page.getByTestId('gassi-table')).toBeVisible();
  const link = page.getByTestId('table-events').getByTestId('rule-link').first();
  const id = (await link.textContent())!.trim();
  expect(id).toMatch(/^GAS-\d{3}$/);
  await expect(link).toHaveAttribute('title', textOf('gassi/gassi-2.5.3.yaml', id));
});

test('a Gämsh rule cited by a refused call shows its text from the Gämsh ruleset (DIG-033)', async ({ page }) => {
  // The bundled game with a 12 s reveal pause (texts inherited): the second call lands in the pause even on a
  // loaded machine.
  await open(page, SLOW_REVEAL_ID);
  await expect(page.getByTestId('gamsh-live')).toBeVisible();
  await page.getByTestId('gamsh-bots').uncheck(); // only the person acts: the round ends by the person's call
  await expect(page.getByTestId('gamsh-banner')).toContainText('swap!', { timeout: 15_000 });
  await page.getByTestId('gamsh-call').click(); // a wrong Gämsh: hands are revealed, the game pauses (GAM-036)
  await expect(page.getByTestId('gamsh-score-B')).toHaveText('B 1'); // the wrong call is scored: the reveal pause
  await page.getByTestId('gamsh-call').click(); // a second call, refused while paused
  const link = page.getByTestId('gamsh-message').getByTestId('rule-link').first();
  const id = (await link.textContent())!.trim(); // DIG-033 (the round is over) or DIG-005 (paused)
  expect(id).toMatch(/^(GAM|DIG)-\d{3}$/);
  await expect(link).toHaveAttribute('title', textOf('gamsh/gamsh-alpin.yaml', id));
  await reviewShot(page, { path: 'test-results/rule-texts-gamsh.png' });
});
