// People next to bots in the Playtest view: a playtest evening is played through the session code into the app's
// sessions folder (two people, Anna and Carla, as recording clients at a Dog table with two random bots; two games,
// the second under edited rules, jokersPerDeck=1; feedback forms answered after each game). The view lists the
// session, shows the people's games, starts a bot batch of the same ruleset and seats from there and puts both side
// by side; every figure checked here is computed in this file from the session's own replay and feedback files.
// The game stamped with other rules than the batch is marked. Screenshots at 1400×900 and 1024×700, English and
// German, go to test-results/e2e/ (looked at by hand).
import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from './support/test';
import { loadCompiledGame } from '../../src/host/rulesets';
import { playEvening } from '../support/session-clients';
import { reviewShot } from './support/review-shot';

const repo = resolve(import.meta.dirname, '../..');
const url = process.env.RULEBENCH_E2E_URL!;
const sessionsDir = process.env.RULEBENCH_E2E_SESSIONS_DIR!;
const SESSION = 'evening-e2e';
const SHOTS = resolve(repo, 'test-results/e2e');

interface StoredReplay {
  steps: unknown[];
  seed: string;
  outcome: { winners: number[]; team: number | null } | null;
  ruleset: { hash: string };
}
interface StoredFeedback {
  answers: Record<string, { fun: number; clarity: number; unclear: string[]; text: string; name: string | null }>;
}

let tableId = '';
let replays: StoredReplay[] = [];
let feedback: StoredFeedback[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000); // two whole Dog games through the session table (about 10 s on an idle machine)
  const game = loadCompiledGame('dog/standard');
  const edited = loadCompiledGame('dog/standard', { overrides: { jokersPerDeck: 1 } });
  if (!game.ok || !edited.ok) throw new Error('dog/standard does not load');
  tableId = await playEvening(join(sessionsDir, SESSION), game.game, {
    seed: 'e2e',
    seats: [{ kind: 'person' }, { kind: 'bot', level: 'random' }, { kind: 'person' }, { kind: 'bot', level: 'random' }],
    names: { 0: 'Anna', 2: 'Carla' },
    games: [
      {
        feedback: [
          { seat: 0, fun: 4, clarity: 2, unclear: ['DOG-041', 'DOG-020'], text: 'Der Siebner ist verwirrend.' },
          { seat: 2, fun: 5, clarity: 4, unclear: ['DOG-041'], text: '' },
        ],
      },
      {
        rules: edited.game,
        feedback: [{ seat: 0, fun: 2, clarity: 5, unclear: [], text: 'Fewer jokers: better.' }],
      },
    ],
  });
  // The figures below come from the files the evening left, read here without the app's code.
  const games = join(sessionsDir, SESSION, 'tables', tableId, 'games');
  const files = readdirSync(games).sort();
  replays = files
    .filter((f) => f.endsWith('.replay.json'))
    .map((f) => JSON.parse(readFileSync(join(games, f), 'utf8')) as StoredReplay);
  feedback = files
    .filter((f) => f.endsWith('.feedback.json'))
    .map((f) => JSON.parse(readFileSync(join(games, f), 'utf8')) as StoredFeedback);
});

const f1 = (x: number) => x.toFixed(1);
const f2 = (x: number) => x.toFixed(2);
const pct = (k: number, n: number) => `${((100 * k) / n).toFixed(1)} %`;

async function shots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const [w, h] of [
    [1400, 900],
    [1024, 700],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.evaluate(() => window.scrollTo(0, 0));
    await reviewShot(page, { path: `${SHOTS}/playtest-people-${name}-${w}x${h}.png` });
    await reviewShot(page, { path: `${SHOTS}/playtest-people-${name}-${w}x${h}-full.png`, fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `page overflow at ${w}×${h}`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}

test("a session's people games beside a bot batch, with the feedback summary, as the files say", async ({ page }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.goto(url + '#/playtest');
  await expect(page.getByTestId('playtest-view')).toBeVisible();
  await page.getByTestId('pt-source-people').click();
  const panel = page.getByTestId('people-panel');
  await expect(page.getByTestId('people-session')).toHaveValue(SESSION);
  await expect(page.getByTestId('people-head')).toContainText('dog/standard · 4 seats · 2 games played by people');
  await expect(page.getByTestId('people-table').locator('option')).toContainText([
    'all tables',
    `${tableId} · dog/standard · 4 seats · 2 games`,
  ]);

  // The people's figures, from the replay files.
  const n = replays.length;
  expect(n).toBe(2);
  const steps = replays.map((r) => r.steps.length);
  const meanSteps = steps.reduce((a, b) => a + b, 0) / n;
  const row = (key: string) => page.getByTestId(`people-row-${key}`);
  await expect(row('finished').getByTestId('people-value')).toHaveText(`${n} / ${n}`);
  await expect(row('actions').getByTestId('people-value')).toContainText(`${f1(meanSteps)} [`);
  for (const team of [0, 1]) {
    const k = replays.filter((r) => r.outcome?.team === team).length;
    await expect(row(`team-${team}`).getByTestId('people-value')).toContainText(`${pct(k, n)} [`);
  }
  for (const seat of [0, 1, 2, 3]) {
    const k = replays.filter((r) => r.outcome?.winners.includes(seat)).length;
    await expect(row(`seat-${seat}`).getByTestId('people-value')).toContainText(`${pct(k, n)} [`);
  }
  const games = page.getByTestId('people-games').locator('tbody tr');
  await expect(games).toHaveCount(2);
  for (let i = 0; i < 2; i++) {
    await expect(games.nth(i)).toContainText(`${tableId}:${i + 1}`);
    await expect(games.nth(i)).toContainText(replays[i]!.seed);
    await expect(games.nth(i)).toContainText('Anna, Carla');
    await expect(games.nth(i).locator('td').nth(4)).toHaveText(String(steps[i]));
  }

  // The feedback summary, from the feedback files.
  const answers = feedback.flatMap((f) => Object.values(f.answers));
  expect(answers).toHaveLength(3);
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  await expect(page.getByTestId('fb-answers')).toHaveText('3 answers');
  await expect(page.getByTestId('fb-fun').getByTestId('fb-mean')).toContainText(
    `mean ${f2(avg(answers.map((a) => a.fun)))} [`,
  );
  await expect(page.getByTestId('fb-fun').getByTestId('fb-mean')).toContainText('n = 3');
  await expect(page.getByTestId('fb-clarity').getByTestId('fb-mean')).toContainText(
    `mean ${f2(avg(answers.map((a) => a.clarity)))} [`,
  );
  const unclear = page.getByTestId('fb-unclear').locator('tr');
  await expect(unclear).toHaveCount(2);
  await expect(unclear.nth(0)).toContainText(`DOG-041${answers.filter((a) => a.unclear.includes('DOG-041')).length}×`);
  await expect(unclear.nth(1)).toContainText('DOG-0201×');
  const texts = page.getByTestId('fb-texts').locator('li');
  await expect(texts).toHaveCount(2);
  await expect(texts.nth(0)).toContainText('game 1, Anna:');
  await expect(texts.nth(0)).toContainText('Der Siebner ist verwirrend.');
  await expect(texts.nth(1)).toContainText('game 2, Anna:');

  // No bot batch yet: start one of the same ruleset, options and seats from here.
  await expect(page.getByTestId('people-batch-none')).toContainText('No bot batch of dog/standard with 4 seats yet');
  await page.getByTestId('people-bot-games').fill('20');
  await page.getByTestId('people-start-batch').click();
  await expect(page.getByTestId('people-batch-used')).toContainText('Bot batch: 20 games', { timeout: 200_000 });
  await expect(page.getByTestId('people-compare').locator('th').nth(2)).toHaveText('bots (20 games)');
  await expect(row('finished').getByTestId('bots-value')).toHaveText(/^\d+ \/ 20$/);
  await expect(row('actions').getByTestId('bots-value')).toHaveText(/^\d+\.\d \[\d+\.\d, \d+\.\d\] · \d+$/);
  await expect(row('first').getByTestId('bots-value')).toHaveText(/^\d+\.\d % \[\d+\.\d, \d+\.\d\]$/);
  await expect(page.getByTestId('bots-never')).toBeVisible();
  // The batch runs the latest game's rules (jokersPerDeck=1); game 1 was played under the standard rules, which
  // differ: shown, not hidden.
  const hashes = page.getByTestId('people-hash');
  await expect(hashes).toHaveCount(2);
  expect(replays[0]!.ruleset.hash).not.toBe(replays[1]!.ruleset.hash);
  await expect(hashes.nth(0)).toContainText(`rules ${replays[0]!.ruleset.hash.slice(0, 8)}: games ${tableId}:1`);
  await expect(hashes.nth(0)).toContainText('not the bot batch’s rules');
  await expect(hashes.nth(0)).toHaveClass(/differs/);
  await expect(hashes.nth(1)).toContainText(`rules ${replays[1]!.ruleset.hash.slice(0, 8)}: games ${tableId}:2`);
  await expect(hashes.nth(1)).toContainText('the bot batch’s rules');
  await expect(games.nth(0).locator('td').last()).toHaveClass(/differs/);

  // A second bot batch (other seed, other size): both can be chosen; the newest stands beside the people first.
  await page.getByTestId('people-bot-games').fill('8');
  await page.getByTestId('people-bot-seed').fill('2');
  await page.getByTestId('people-start-batch').click();
  const choice = page.getByTestId('people-batch-choice');
  await expect(choice.locator('option')).toHaveCount(2, { timeout: 200_000 });
  await expect(choice.locator('option').nth(0)).toContainText(
    'Bot batch: 8 games, bots normal, normal, normal, normal, seed 2',
  );
  await expect(page.getByTestId('people-compare').locator('th').nth(2)).toHaveText('bots (8 games)');
  await choice.selectOption({ index: 1 });
  await expect(page.getByTestId('people-compare').locator('th').nth(2)).toHaveText('bots (20 games)');
  await expect(row('finished').getByTestId('bots-value')).toHaveText(/^\d+ \/ 20$/);
  await shots(page, 'en');

  // One table chosen on its own; a folder that is no session folder is refused in a sentence naming it.
  await page.getByTestId('people-table').selectOption(tableId);
  await expect(page.getByTestId('people-games').locator('tbody tr')).toHaveCount(2);
  await page.getByTestId('people-path').fill(sessionsDir);
  await page.getByTestId('people-open').click();
  await expect(page.getByTestId('people-error')).toHaveText(
    `${sessionsDir} is not a session folder: it has no tables folder (a session folder holds tables/<id>/games/game-NNNN.replay.json)`,
  );
  await page.getByTestId('people-path').fill(join(sessionsDir, SESSION));
  await page.getByTestId('people-open').click();
  await expect(page.getByTestId('people-error')).toHaveCount(0);
  await expect(page.getByTestId('people-head')).toContainText('2 games played by people');

  // German: the same panel in German words, decimal commas.
  await page.getByTestId('locale').selectOption('de');
  await expect(page.getByTestId('pt-source-people')).toHaveText('Menschen');
  await expect(page.getByTestId('people-compare').locator('th').nth(1)).toHaveText('Menschen (2 Partien)');
  await expect(page.getByTestId('fb-answers')).toHaveText('3 Antworten');
  await expect(page.getByTestId('fb-fun').getByTestId('fb-mean')).toContainText(
    `Mittel ${f2(avg(answers.map((a) => a.fun))).replace('.', ',')} [`,
  );
  await expect(panel).not.toContainText(/\b(games|answers|mean|seats|wins)\b/);
  await shots(page, 'de');
  await page.getByTestId('locale').selectOption('en');
  expect(errors).toEqual([]);
});
