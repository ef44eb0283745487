// Library → Replay in browser mode: stepping, the position string against `rulebench replay show`, the board
// screenshot, keyboard stepping, and "Simulate a game".
import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import { redrawn } from './support/a-settle';
import { cliOut, cliPosition, cliRun } from './support/cli';
import { reviewShot } from './support/review-shot';

const url = process.env.RULEBENCH_E2E_URL!;
const replayDir = process.env.RULEBENCH_E2E_REPLAY_DIR!;
const replayFile = process.env.RULEBENCH_E2E_REPLAY!;

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/favicon/.test(m.text())) errors.push(`console: ${m.text()}`);
  });
  return errors;
}

test('open a replay from the Library, step 10 forward and 5 back; the position matches the CLI', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(url);
  await expect(page.getByTestId('library')).toBeVisible();
  await expect(page.getByTestId('ruleset').first()).toBeVisible();
  const row = page.locator(`[data-testid="replay-row"][data-file="${replayFile}"]`);
  await expect(row).toBeVisible();
  await row.click();

  await expect(page.getByTestId('replay-view')).toBeVisible();
  await expect(page.getByTestId('step')).toHaveText(/^0 \/ \d+$/);
  await expect(page.getByTestId('position')).toHaveText(await cliPosition(join(replayDir, replayFile), 0));
  for (let i = 0; i < 10; i++) await page.getByTestId('forward').click();
  await expect(page.getByTestId('step')).toHaveText(/^10 \/ \d+$/);
  for (let i = 0; i < 5; i++) await page.getByTestId('back').click();
  await expect(page.getByTestId('step')).toHaveText(/^5 \/ \d+$/);
  await expect(page.getByTestId('position')).toHaveText(await cliPosition(join(replayDir, replayFile), 5));
  await expect(page).toHaveURL(/#\/replay\/.+\?step=5$/);

  await redrawn(page); // Pixi drew the frame
  await reviewShot(page.getByTestId('board'), { path: 'test-results/replay-board.png' });
  expect(errors).toEqual([]);
});

test('keyboard, slider, jump and action list move through the replay; a reload keeps token and step', async ({
  page,
}) => {
  await page.goto(`${url}#/replay/${encodeURIComponent(replayFile)}`);
  await expect(page.getByTestId('step')).toHaveText(/^0 \/ \d+$/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('step')).toHaveText(/^2 \/ \d+$/);
  await page.getByTestId('slider').fill('20');
  await expect(page.getByTestId('step')).toHaveText(/^20 \/ \d+$/);
  await page.getByTestId('jump').fill('12');
  await page.getByTestId('jump-go').click();
  await expect(page.getByTestId('step')).toHaveText(/^12 \/ \d+$/);
  await page.locator('[data-testid="actions"] li[data-step="7"]').click();
  await expect(page.getByTestId('step')).toHaveText(/^7 \/ \d+$/);
  await expect(page.getByTestId('position')).toHaveText(await cliPosition(join(replayDir, replayFile), 7));
  await page.getByTestId('play').click();
  await expect(page.getByTestId('step')).toHaveText(/^(9|[1-9]\d+) \/ \d+$/);
  await page.getByTestId('play').click();
  await page.getByTestId('jump').fill('7');
  await page.getByTestId('jump-go').click();
  await expect(page.getByTestId('step')).toHaveText(/^7 \/ \d+$/);
  expect(page.url()).not.toContain('token='); // the token moved to sessionStorage
  await page.reload();
  await expect(page.getByTestId('step')).toHaveText(/^7 \/ \d+$/);
});

test('"Simulate a game" creates a replay and opens it', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(url);
  await expect(page.getByTestId('simulate')).toBeEnabled();
  await page.getByTestId('simulate-ruleset').selectOption('dog/standard');
  await page.getByTestId('simulate').click();
  await expect(page.getByTestId('replay-view')).toBeVisible();
  await expect(page).toHaveURL(/#\/replay\/dog-standard-app-\d+\.replay\.json/);
  await expect(page.getByTestId('step')).toHaveText(/^0 \/ [1-9]\d*$/);
  const file = decodeURIComponent(/#\/replay\/([^?]+)/.exec(page.url())![1]!);
  await page.getByTestId('last').click();
  const steps = Number((await page.getByTestId('step').textContent())!.split('/')[1]);
  await expect(page.getByTestId('position')).toHaveText(await cliPosition(join(replayDir, file), steps));
  await page.getByTestId('to-library').click();
  await expect(page.locator(`[data-testid="replay-row"][data-file="${file}"]`)).toBeVisible();
  await reviewShot(page, { path: 'test-results/library.png' });
  expect(errors).toEqual([]);
});

test('the API refuses calls without the token', async ({ request }) => {
  const origin = process.env.RULEBENCH_E2E_ORIGIN!;
  const r = await request.post(`${origin}/api/invoke`, { data: { channel: 'replays:list', args: [] } });
  expect(r.status()).toBe(401);
});

test('re-check the replay under other rules: the refused step and the first different position agree with the CLI and are links', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const cli = await cliRun('replay', 'verify', join(replayDir, replayFile), '--ruleset', 'dog/maerki', '--json');
  const expected = JSON.parse(cli.out)[0] as {
    status: string;
    steps: number;
    applied: number;
    divergence: { step: number; action: string } | null;
    firstDifference: number | null;
  };
  expect(expected.status).not.toBe('same'); // Märki deals other hand sizes from the second round on

  await page.goto(`${url}#/replay/${encodeURIComponent(replayFile)}`);
  await expect(page.getByTestId('step')).toHaveText(/^0 \/ \d+$/);
  await page.getByTestId('recheck-ruleset').selectOption('dog/maerki');
  await page.getByTestId('recheck-run').click();
  const result = page.getByTestId('recheck-result');
  await expect(result).toHaveAttribute('data-status', expected.status);
  if (expected.divergence) {
    await expect(result).toContainText(`Step ${expected.divergence.step} under dog/maerki: `);
    await expect(result).toContainText(`"${expected.divergence.action}" is not legal here`);
    await expect(result).toContainText(`${expected.applied} of ${expected.steps} steps hold`);
    await page.getByTestId('recheck-goto-divergence').click();
    await expect(page.getByTestId('step')).toHaveText(new RegExp(`^${expected.divergence.step} / `));
    await expect(page.getByTestId('last-action')).toHaveText(expected.divergence.action);
  }
  if (expected.firstDifference) {
    await expect(result).toContainText(`positions differ from step ${expected.firstDifference} on`);
    await page.getByTestId('recheck-goto-difference').click();
    await expect(page.getByTestId('step')).toHaveText(new RegExp(`^${expected.firstDifference} / `));
  }
  await reviewShot(page.getByTestId('recheck'), { path: 'test-results/replay-recheck.png' });

  // Under its own rules the replay holds.
  await page.getByTestId('recheck-ruleset').selectOption('dog/standard');
  await page.getByTestId('recheck-run').click();
  await expect(result).toHaveAttribute('data-status', 'same');
  await expect(result).toContainText(/All \d+ steps hold under dog\/standard/);
  expect(errors).toEqual([]);
});

test('the step shown as a scenario: the same YAML as `rulebench replay export`, self-checked, downloadable', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const file = join(replayDir, replayFile);
  const exported = await cliOut('replay', 'export', file, '--step', '25');
  const body = (yaml: string) =>
    yaml
      .split('\n')
      .filter((l) => !l.startsWith('#'))
      .join('\n'); // the comment names the tool

  await page.goto(`${url}#/replay/${encodeURIComponent(replayFile)}?step=25`);
  await expect(page.getByTestId('step')).toHaveText(/^25 \/ \d+$/);
  await page.getByTestId('scenario-make').click();
  await expect(page.getByTestId('scenario-status')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('scenario-status')).toContainText('reproduces step 25');
  const yaml = await page.getByTestId('scenario-yaml').inputValue();
  expect(body(yaml)).toBe(body(exported));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('scenario-download').click()]);
  expect(download.suggestedFilename()).toBe(`${replayFile.replace(/\.replay\.json$/, '')}-step-25.scenario.yaml`);
  await reviewShot(page.getByTestId('step-scenario'), { path: 'test-results/replay-scenario.png' });
  // Another step: the scenario shown belongs to the step shown.
  await page.getByTestId('forward').click();
  await expect(page.getByTestId('scenario-yaml')).toHaveCount(0);
  expect(errors).toEqual([]);
});
