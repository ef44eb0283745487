// Browser-mode e2e for the Dog seat forms: a 6-player (dog/octopus-6p-3x2, 96 fields) and a 3-player
// (dog/maerki-3p, seat 2 empty) replay, made by `rulebench simulate` into the server's replay folder, open,
// step, and show the same position as `rulebench replay show <file> --step K`. Screenshots of both boards
// go to test-results/ (they were looked at when this test was written).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const repo = resolve(import.meta.dirname, '../..');
const url = process.env.RULEBENCH_E2E_URL!;
const replayDir = process.env.RULEBENCH_E2E_REPLAY_DIR!;

function rulebench(...args: string[]): string {
  const r = spawnSync(process.execPath, [join(repo, 'bin/rulebench.mjs'), ...args], { cwd: repo, encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
}

/** Simulates one game of `ruleset` into the replay folder; returns the new file's name. */
function simulate(ruleset: string, seed: string): string {
  const before = new Set(readdirSync(replayDir));
  rulebench('simulate', ruleset, '--games', '1', '--seed', seed, '--out', replayDir);
  const made = readdirSync(replayDir).filter((f) => !before.has(f) && f.endsWith('.replay.json'));
  expect(made).toHaveLength(1);
  return made[0]!;
}

function cliPosition(file: string, step: number): string {
  const line = rulebench('replay', 'show', join(replayDir, file), '--step', String(step))
    .split('\n')
    .find((l) => l.startsWith('position: '));
  expect(line).toBeTruthy();
  return line!.slice('position: '.length).trim();
}

async function openAndStep(page: Page, file: string, step: number, shot: string): Promise<void> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${url}#/replay/${encodeURIComponent(file)}`);
  await expect(page.getByTestId('replay-view')).toBeVisible();
  await expect(page.getByTestId('step')).toHaveText(/^0 \/ \d+$/);
  await expect(page.getByTestId('position')).toHaveText(cliPosition(file, 0));
  for (let i = 0; i < 3; i++) await page.getByTestId('forward').click();
  await expect(page.getByTestId('step')).toHaveText(/^3 \/ \d+$/);
  await expect(page.getByTestId('position')).toHaveText(cliPosition(file, 3));
  await page.getByTestId('jump').fill(String(step));
  await page.getByTestId('jump-go').click();
  await expect(page.getByTestId('step')).toHaveText(new RegExp(`^${step} / \\d+$`));
  await expect(page.getByTestId('position')).toHaveText(cliPosition(file, step));
  await page.waitForTimeout(300); // let Pixi draw the frame
  await page.getByTestId('board').screenshot({ path: `test-results/${shot}` });
  expect(errors).toEqual([]);
}

test('a 6-player replay (dog/octopus-6p-3x2) renders and steps; positions match the CLI (DOG-130)', async ({
  page,
}) => {
  const file = simulate('rulesets/dog/octopus-6p-3x2.yaml', 'e2e6');
  const position = cliPosition(file, 600);
  expect(position.split('|')).toHaveLength(6);
  await openAndStep(page, file, 600, 'variant-6p-board.png');
});

test('a 3-player replay (dog/maerki-3p) renders and steps; seat 2 stays empty (DOG-120)', async ({ page }) => {
  const file = simulate('rulesets/dog/maerki-3p.yaml', 'e2e3');
  const position = cliPosition(file, 300);
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
  await page.getByTestId('library').screenshot({ path: 'test-results/variant-library.png' });
});
