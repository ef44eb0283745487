// Browser-mode e2e for the Dog seat forms: a 6-player (dog/octopus-6p-3x2, 96 fields) and a 3-player
// (dog/maerki-3p, seat 2 empty) replay, made by `rulebench simulate` into the server's replay folder, open,
// step, and show the same position as `rulebench replay show <file> --step K`. Screenshots of both boards
// go to test-results/ (they were looked at when this test was written).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import { redrawn } from './support/a-settle';
import { cliPosition, simulateReplay } from './support/cli';
import { reviewShot } from './support/review-shot';

const url = process.env.RULEBENCH_E2E_URL!;
const replayDir = process.env.RULEBENCH_E2E_REPLAY_DIR!;

/** Simulates one game of `ruleset` by random bots into the replay folder; returns the new file's name. */
const simulate = (ruleset: string, seed: string) => simulateReplay(ruleset, seed, replayDir, ['--bots', 'random']);

/** The CLI's position at `step` of the replay folder's `file`. */
const positionAt = (file: string, step: number) => cliPosition(join(replayDir, file), step);

async function openAndStep(page: Page, file: string, step: number, shot: string): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${url}#/replay/${encodeURIComponent(file)}`);
  await expect(page.getByTestId('replay-view')).toBeVisible();
  await expect(page.getByTestId('step')).toHaveText(/^0 \/ \d+$/);
  await expect(page.getByTestId('position')).toHaveText(await positionAt(file, 0));
  for (let i = 0; i < 3; i++) await page.getByTestId('forward').click();
  await expect(page.getByTestId('step')).toHaveText(/^3 \/ \d+$/);
  await expect(page.getByTestId('position')).toHaveText(await positionAt(file, 3));
  await page.getByTestId('jump').fill(String(step));
  await page.getByTestId('jump-go').click();
  await expect(page.getByTestId('step')).toHaveText(new RegExp(`^${step} / \\d+$`));
  await expect(page.getByTestId('position')).toHaveText(await positionAt(file, step));
  await redrawn(page); // Pixi drew the frame
  await reviewShot(page.getByTestId('board'), { path: `test-results/${shot}` });
  expect(errors).toEqual([]);
}

test('a 6-player replay (dog/octopus-6p-3x2) renders and steps; positions match the CLI (DOG-130)', async ({
  page,
}) => {
  const file = await simulate('rulesets/dog/octopus-6p-3x2.yaml', 'e2e6');
  const position = await positionAt(file, 600);
  expect(position.split('|')).toHaveLength(6);
  await openAndStep(page, file, 600, 'variant-6p-board.png');
});

test('a 3-player replay (dog/maerki-3p) renders and steps; seat 2 stays empty (DOG-120)', async ({ page }) => {
  const file = await simulate('rulesets/dog/maerki-3p.yaml', 'e2e3');
  const position = await positionAt(file, 300);
  expect(position.split('|')).toHaveLength(4);
  expect(position.split('|')[2]).toBe('');
  await openAndStep(page, file, 300, 'variant-3p-board.png');
});

test('the Library lists the Dog variants under the ruleset they extend', async ({ page }) => {
  await page.goto(url);
  await expect(page.getByTestId('library')).toBeVisible();
  const standard = page.locator('[data-testid="ruleset"][data-id="dog/standard"]');
  await expect(standard).toHaveCount(1);
  const variant = (id: string) => `[data-testid="variant"][data-id="${id}"]`;
  for (const id of [
    'dog/netzone',
    'dog/maerki',
    'dog/octopus-4p',
    'dog/octopus-6p-3x2',
    'dog/octopus-6p-2x3',
    'dog/canadian',
  ]) {
    await expect(standard.locator(variant(id))).toHaveCount(1);
  }
  // dog/maerki-3p extends dog/maerki: nested inside the dog/maerki entry
  await expect(standard.locator(variant('dog/maerki')).locator(variant('dog/maerki-3p'))).toHaveCount(1);
  await reviewShot(page.getByTestId('library'), { path: 'test-results/variant-library.png' });
});

test('a variant has the same actions as its base: Play, Edit and Play with people, in German and English', async ({
  page,
}) => {
  const entry = (id: string) => page.locator(`[data-testid="variant"][data-id="${id}"]`).first();
  const row = (id: string) => entry(id).locator(':scope > .row');
  for (const [lang, play, edit, people] of [
    ['de', 'Spielen', 'Bearbeiten', 'Mit Menschen spielen'],
    ['en', 'Play', 'Edit', 'Play with people'],
  ] as const) {
    await page.goto(url);
    await page.evaluate((l) => localStorage.setItem('rulebench.locale', l), lang);
    await page.reload();
    await expect(page.getByTestId('library')).toBeVisible();
    // the nested dog/maerki-3p has its own buttons, apart from dog/maerki's
    await expect(row('dog/maerki-3p').getByTestId('variant-play')).toHaveText(play);
    await expect(row('dog/maerki-3p').getByTestId('variant-edit')).toHaveText(edit);
    await expect(row('dog/maerki-3p').getByTestId('variant-people')).toHaveText(people);
    for (const [w, h] of [
      [1400, 900],
      [1024, 700],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await reviewShot(page, { path: `test-results/variant-actions-${lang}-${w}.png` });
    }
  }
  await row('dog/maerki-3p').getByTestId('variant-edit').click();
  await expect(page).toHaveURL(/#\/edit\/dog%2Fmaerki-3p$/);
  await expect(page.getByTestId('editor-view')).toBeVisible();
  await page.goto(url);
  await row('dog/octopus-6p-3x2').getByTestId('variant-people').click();
  await expect(page).toHaveURL(/#\/lobby\?ruleset=dog%2Foctopus-6p-3x2$/);
  await expect(page.getByTestId('lobby-ruleset')).toHaveValue('dog/octopus-6p-3x2');
  await page.goto(url);
  await row('gamsh/gamsh-alpin-foehn').getByTestId('variant-play').click();
  await expect(page).toHaveURL(/#\/table\/gamsh%2Fgamsh-alpin-foehn/);
  await expect(page.getByTestId('gamsh-live')).toBeVisible();
});
