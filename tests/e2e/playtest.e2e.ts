// Playtest view in browser mode: a sweep with progress, chart.js charts and a table, CSV export; an
// A/B comparison with its table; a game of the batch opened as a replay (re-created from its seed); a Gämsh sweep
// over a bot parameter picked from the form's list (DIG-053), with a refused typo first; Gämsh ties (shared wins) as the CLI counts them.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from './support/test';
import { reviewShot } from './support/review-shot';

const repo = resolve(import.meta.dirname, '../..');
/** Review screenshots of the Playtest view (test-results/ is the run's output folder, ignored by git). */
const SHOTS = resolve(repo, 'test-results/shots');
const url = process.env.RULEBENCH_E2E_URL!;

/** Runs `cmd args` in `cwd` without blocking the test; resolves with its exit status and output. */
function spawnAsync(
  cmd: string,
  args: string[],
  cwd: string,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(cmd, args, { cwd });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', fail);
    child.on('close', (status) => done({ status, stdout, stderr }));
  });
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/favicon/.test(m.text())) errors.push(`console: ${m.text()}`);
  });
  return errors;
}

// Games per sweep point: the test checks the progress, the charts, the table and the export, not the figures, so a
// few games a point do; `PLAYTEST_E2E_GAMES=500` reproduces the Gassi startHandSize 5…9 × 500 screenshot.
const SWEEP_GAMES = Number(process.env.PLAYTEST_E2E_GAMES ?? 10);

test('sweep Gassi startHandSize 5..9: progress, charts from 0, table, verdict per value and CSV export', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const errors = watchErrors(page);
  await page.goto(url);
  await page.getByTestId('nav-playtest').click();
  await expect(page.getByTestId('playtest-view')).toBeVisible();
  await expect(page.getByTestId('pt-ruleset-a')).toHaveValue('dog/standard');
  await page.getByTestId('pt-ruleset-a').selectOption('gassi/gassi-2.5.3');
  await page.getByTestId('pt-seats').fill('3');
  await page.getByTestId('pt-seats').dispatchEvent('change');
  await page.getByTestId('pt-bot-0').selectOption('heuristic');
  await page.getByTestId('pt-mode-sweep').check();
  await page.getByTestId('pt-axes').fill('startHandSize=5..9');
  await page.getByTestId('pt-games').fill(String(SWEEP_GAMES));
  await page.getByTestId('pt-run').click();
  await expect(page.getByTestId('pt-progress')).toBeVisible();
  await expect(page.getByTestId('pt-state')).toHaveText(/done/, { timeout: 550_000 });
  await expect(page.getByTestId('pt-progress')).toContainText(`${5 * SWEEP_GAMES} / ${5 * SWEEP_GAMES} games`);
  const charts = page.locator('[data-testid="pt-charts"] canvas');
  await expect(charts).toHaveCount(2);
  const rows = page.locator('[data-testid="pt-sweep"] tbody tr');
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toContainText('5');
  // a chart really drew something: its canvas is not blank
  const inked = await charts.first().evaluate((c: HTMLCanvasElement) => {
    const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 3; i < d.length; i += 4) if (d[i]! > 0) n++;
    return n;
  });
  expect(inked).toBeGreaterThan(1000);
  // the length chart counts actions and deals: both its axes start at 0 as Chart.js drew them
  const lengthChart = page.locator('[data-testid="pt-charts"] .chart').nth(1);
  await expect(lengthChart).toHaveAttribute('data-y-min', '0');
  await expect(lengthChart).toHaveAttribute('data-y2-min', '0');
  // each value against the ruleset's own start hand (7, GAS-020), in words, with the level named
  const verdict = page.getByTestId('pt-sweep-verdict');
  await expect(verdict).toContainText("Each value against startHandSize=7 (the ruleset's own value):");
  await expect(verdict).toContainText(/Bots: heuristic, normal, normal\./);
  const values = page.getByTestId('pt-sweep-value');
  await expect(values).toHaveCount(4);
  for (const v of [5, 6, 8, 9])
    await expect(values.nth(v < 7 ? v - 5 : v - 6)).toContainText(
      new RegExp(
        `startHandSize=${v}: (games last about [\\d.]+ (actions|deals) (longer|shorter) than at 7|too few games to tell|identical games)`,
      ),
    );
  await expect(rows.nth(2).getByTestId('pt-sweep-standing')).toHaveText('reference');
  await expect(rows.nth(0).getByTestId('pt-sweep-standing')).toHaveText(
    /^(\d+ of \d+ primary rows( \*)?|identical games)$/,
  );
  // the primary rows of a value with their p after Holm, one click away
  await values.nth(0).locator('summary').click();
  await expect(values.nth(0).locator('table')).toContainText('actions per game');
  await expect(values.nth(0).locator('table')).toContainText('p (Holm)');
  mkdirSync(resolve(repo, 'test-results/e2e'), { recursive: true });
  await reviewShot(page, { path: resolve(repo, 'test-results/e2e/playtest-sweep.png'), fullPage: true });
  await reviewShot(page.getByTestId('pt-charts'), {
    path: resolve(repo, 'test-results/e2e/playtest-sweep-charts.png'),
  });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('pt-export-csv').click()]);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\n')[0]).toMatch(/^startHandSize,games,team0_win_rate/);
  expect(csv.trim().split('\n')).toHaveLength(6);
  expect(errors).toEqual([]);
});

test('A/B comparison table, then open a game of the batch as a replay', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.goto(url + '#/playtest');
  await expect(page.getByTestId('playtest-view')).toBeVisible();
  await page.getByTestId('pt-mode-compare').check();
  await page.getByTestId('pt-options-b').fill('jokersPerDeck=0');
  await page.getByTestId('pt-games').fill('12');
  await page.getByTestId('pt-run').click();
  await expect(page.getByTestId('pt-state')).toHaveText(/done/, { timeout: 100_000 });
  const table = page.getByTestId('pt-comparison');
  // identical figures are one row: the engine's team 0 = seat 0 = seat 2, shown as the table counts
  // them: team 1 = seat 1 = seat 3
  await expect(table).toContainText('team 1 = seat 1 = seat 3');
  await expect(table).not.toContainText(/^team 1 wins/);
  await expect(table).not.toContainText(/\b(team|seat) 0\b/);
  await expect(table).toContainText('actions per game');
  await expect(page.getByTestId('pt-verdict')).toContainText(/Verdict: B: .*Holm–Bonferroni/);
  await expect(page.getByTestId('pt-never').first()).toBeVisible();
  await reviewShot(page, { path: resolve(repo, 'test-results/e2e/playtest-compare.png'), fullPage: true });
  const games = page.locator('[data-testid="pt-games-table"] tbody tr');
  await expect(games).toHaveCount(12);
  const actions = Number(await games.nth(2).locator('td').nth(3).textContent());
  await games.nth(2).getByTestId('pt-open-replay').click();
  await expect(page.getByTestId('replay-view')).toBeVisible();
  await expect(page.getByTestId('step')).toHaveText(new RegExp(`^0 / ${actions}$`));
  expect(errors).toEqual([]);
});

test('DIG-053: Gämsh sweep over bot.attentionPartner picked from the bot parameters, a typo refused with a suggestion', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await page.goto(url + '#/playtest');
  await expect(page.getByTestId('playtest-view')).toBeVisible();
  await expect(page.getByTestId('pt-bot-params')).toHaveCount(0);
  await page.getByTestId('pt-ruleset-a').selectOption('gamsh/gamsh-alpin');
  await page.getByTestId('pt-mode-sweep').check();
  await page.getByTestId('pt-games').fill('4');
  await page.getByTestId('pt-axes').fill('bot.attentionPartnr=0,1');
  await page.getByTestId('pt-run').click();
  await expect(page.getByTestId('pt-error')).toHaveText(
    'Options to sweep: bot.attentionPartnr: unknown bot parameter "attentionPartnr". Did you mean "attentionPartner"?',
  );
  const panel = page.getByTestId('pt-bot-params');
  await panel.locator('summary').click();
  await expect(panel).toContainText('bot.farmerUse');
  await expect(panel).toContainText('LN(500 ms, σ 0.4)');
  await page.getByTestId('pt-bot-param-attentionPartner').click();
  await expect(page.getByTestId('pt-axes')).toHaveValue('bot.attentionPartner=0..1:0.25');
  await page.getByTestId('pt-run').click();
  await expect(page.getByTestId('pt-error')).toHaveCount(0);
  await expect(page.getByTestId('pt-state')).toHaveText(/done/, { timeout: 150_000 });
  const table = page.getByTestId('pt-sweep');
  await expect(table.locator('thead')).toContainText('bot.attentionPartner');
  await expect(table.locator('thead')).toContainText('gamsh-right pts/game');
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(5);
  await expect(rows.first().locator('td').first()).toHaveText('0');
  await expect(rows.last().locator('td').first()).toHaveText('1');
  // the parameter reached the bots: with attentionPartner 0 nobody calls on a partner's signal
  const col = await table
    .locator('thead th')
    .evaluateAll((ths) => ths.findIndex((th) => th.textContent === 'gamsh-right pts/game'));
  await expect(rows.first().locator('td').nth(col)).toHaveText('0.00');
  expect(Number(await rows.last().locator('td').nth(col).textContent())).toBeGreaterThan(0);
  await expect(page.locator('[data-testid="pt-charts"] canvas')).toHaveCount(2);
  mkdirSync(resolve(repo, 'test-results/e2e'), { recursive: true });
  await reviewShot(page, { path: resolve(repo, 'test-results/e2e/playtest-gamsh-bot-sweep.png'), fullPage: true });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('pt-export-csv').click()]);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\n')[0]).toMatch(/^bot\.attentionPartner,games,team0_win_rate/);
  expect(csv.trim().split('\n')).toHaveLength(6);
  expect(errors).toEqual([]);
});

test('Gämsh, 3 teams with Föhn cards: ties are counted for each team and shown as shared wins, as the CLI counts them (GAM-081)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  // The CLI plays its 60 games while the view plays the same 60 on the host (the two share no process).
  const cli = spawnAsync(
    process.execPath,
    [
      resolve(repo, 'bin/rulebench.mjs'),
      'playtest',
      'gamsh/gamsh-alpin-foehn',
      '--set',
      'teams=3',
      '--games',
      '60',
      '--seed',
      '1',
      '--json',
    ],
    repo,
  );
  await page.goto(url + '#/playtest');
  await expect(page.getByTestId('playtest-view')).toBeVisible();
  await page.getByTestId('pt-ruleset-a').selectOption('gamsh/gamsh-alpin-foehn');
  await page.getByTestId('pt-options-a').fill('teams=3');
  // real-time games are played by the kind's own bots: no seat-by-seat bot choice is offered
  await expect(page.getByTestId('pt-realtime-bots')).toBeVisible();
  await expect(page.getByTestId('pt-seats')).toHaveCount(0);
  await page.getByTestId('pt-games').fill('60');
  await page.getByTestId('pt-run').click();
  const out = await cli;
  expect(out.status, out.stderr).toBe(0);
  const metrics = JSON.parse(out.stdout).metrics as { sharedWins: number; teams: { k: number }[] };
  expect(metrics.sharedWins).toBeGreaterThan(0); // the seed range holds ties, so the column must show
  await expect(page.getByTestId('pt-state')).toHaveText(/done/, { timeout: 100_000 });
  const summary = page.getByTestId('pt-summary');
  await expect(summary.locator('thead')).toContainText('shared wins (ties)');
  const cells = await summary.locator('tbody tr').first().locator('td').allTextContents();
  // run, games, team 0…2 rates, shared wins, first player …
  expect(cells[1]).toBe('60');
  for (let t = 0; t < 3; t++) expect(cells[2 + t]).toContain(`${((100 * metrics.teams[t]!.k) / 60).toFixed(1)} %`);
  expect(cells[5]).toBe(String(metrics.sharedWins));
  expect(cells[6]).toContain('n/a'); // no first player in a real-time game
  await expect(page.getByTestId('pt-games-table')).toContainText('tie: teams'); // a shared win names its teams
  await expect(page.getByTestId('playtest-view')).toContainText("bots: the kind's real-time bots");
  await reviewShot(page, { path: resolve(repo, 'test-results/e2e/playtest-gamsh-ties.png'), fullPage: true });
  expect(errors).toEqual([]);
});

// The designer metrics (turn order, balance, decisions, lead changes, drama, decisiveness) for all three
// kinds in the view, in English and German, at two window sizes (screenshots under test-results/shots/); an A/B verdict in
// both languages; Cancel keeps the previous results.
for (const [ruleset, realtime] of [
  ['dog/standard', false],
  ['gassi/gassi-2.5.3', false],
  ['gamsh/gamsh-alpin', true],
] as const) {
  test(`designer metrics of ${ruleset} in EN and DE, 1400×900 and 1024×700`, async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(url + '#/playtest');
    await expect(page.getByTestId('playtest-view')).toBeVisible();
    await page.getByTestId('pt-ruleset-a').selectOption(ruleset);
    if (!realtime) {
      await page.getByTestId('pt-seats').fill(ruleset.startsWith('gassi') ? '3' : '4');
      await page.getByTestId('pt-seats').dispatchEvent('change');
    }
    await page.getByTestId('pt-games').fill('12');
    await page.getByTestId('pt-run').click();
    await expect(page.getByTestId('pt-state')).toHaveText(/done/, { timeout: 150_000 });
    const designer = page.getByTestId('pt-designer');
    await expect(designer).toBeVisible();
    await expect(page.getByTestId('pt-drama')).not.toHaveText('n/a');
    await expect(page.getByTestId('pt-balance')).toContainText(' pp [');
    if (realtime) {
      await expect(page.getByTestId('pt-branching')).toHaveText('n/a');
      await expect(page.getByTestId('pt-turn-order')).toContainText('n/a');
      await expect(page.locator('[data-testid="pt-charts"] canvas')).toHaveCount(2);
    } else {
      expect(Number(await page.getByTestId('pt-branching').textContent())).toBeGreaterThan(1);
      await expect(page.getByTestId('pt-turn-order')).toContainText('1. ');
      await expect(page.locator('[data-testid="pt-charts"] canvas')).toHaveCount(3); // wins, turn order, length
    }
    mkdirSync(SHOTS, { recursive: true });
    const name = ruleset.replace('/', '-');
    for (const lang of ['en', 'de'] as const) {
      await page.getByTestId('locale').selectOption(lang);
      await expect(designer).toContainText(lang === 'de' ? 'Verzweigungsgrad' : 'branching factor');
      await expect(page.getByTestId('pt-balance')).toContainText(lang === 'de' ? /^\d+,\d Pp\. \[/ : /^\d+\.\d pp \[/);
      if (realtime) await expect(page.getByTestId('pt-branching')).toHaveText(lang === 'de' ? 'entfällt' : 'n/a');
      for (const [w, h] of [
        [1400, 900],
        [1024, 700],
      ] as const) {
        await page.setViewportSize({ width: w, height: h });
        await designer.scrollIntoViewIfNeeded();
        await reviewShot(page, { path: `${SHOTS}/playtest-${name}-${lang}-${w}x${h}.png` });
        await reviewShot(page.getByTestId('pt-charts'), {
          path: `${SHOTS}/playtest-${name}-${lang}-${w}x${h}-charts.png`,
        });
      }
    }
    await page.getByTestId('locale').selectOption('en');
    expect(errors).toEqual([]);
  });
}

test('A/B verdict in EN and DE; Cancel keeps the previous results', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(url + '#/playtest');
  await expect(page.getByTestId('playtest-view')).toBeVisible();
  await page.getByTestId('pt-ruleset-a').selectOption('gassi/gassi-2.5.3');
  await page.getByTestId('pt-seats').fill('3');
  await page.getByTestId('pt-seats').dispatchEvent('change');
  await page.getByTestId('pt-mode-compare').check();
  await page.getByTestId('pt-ruleset-b').selectOption('gassi/gassi-2.5.3');
  await page.getByTestId('pt-options-b').fill('startHandSize=3');
  await page.getByTestId('pt-games').fill('200');
  await page.getByTestId('pt-run').click();
  await expect(page.getByTestId('pt-state')).toHaveText(/done/, { timeout: 200_000 });
  const verdict = page.getByTestId('pt-verdict');
  // 3 instead of 7 cards: clearly shorter games (random bots; about 23 instead of 28 actions)
  await expect(verdict).toContainText(/Verdict: B: games last about [\d.]+ actions shorter \(−[\d.]+ %\)/);
  await expect(verdict).toContainText('games per side');
  await expect(page.getByTestId('pt-comparison').locator('thead')).toContainText('p (Holm–Bonferroni)');
  mkdirSync(SHOTS, { recursive: true });
  for (const lang of ['en', 'de'] as const) {
    await page.getByTestId('locale').selectOption(lang);
    if (lang === 'de')
      await expect(verdict).toContainText(/Urteil: B: Partien dauern etwa [\d,]+ Aktionen kürzer \(−[\d,]+ %\)/);
    for (const [w, h] of [
      [1400, 900],
      [1024, 700],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await verdict.scrollIntoViewIfNeeded();
      await reviewShot(page, { path: `${SHOTS}/playtest-compare-${lang}-${w}x${h}.png` });
    }
  }
  await page.getByTestId('locale').selectOption('en');
  // a second, long run cancelled: the first run's results stay
  const before = await page.getByTestId('pt-comparison').textContent();
  await page.getByTestId('pt-games').fill('50000');
  await page.getByTestId('pt-run').click();
  await expect(page.getByTestId('pt-previous')).toBeVisible();
  await page.getByTestId('pt-cancel').click();
  await expect(page.getByTestId('pt-state')).toHaveText(/cancelled/, { timeout: 30_000 });
  await expect(page.getByTestId('pt-previous')).toContainText('cancelled');
  expect(await page.getByTestId('pt-comparison').textContent()).toBe(before);
  expect(errors).toEqual([]);
});
