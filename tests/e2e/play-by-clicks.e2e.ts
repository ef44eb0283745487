// Whole games played ONLY by clicks on cards, pieces and fields (and Gassi's dogs),
// one person and bots. Each turn the test picks one action from the legal list (cycling through the kinds of
// moves: exits, 4 back, Jack swaps, 7 splits, Joker, …), performs it with the clicks a person makes
// (src/renderer/src/kinds/dog/click-plan.ts; Gassi: hand cards, then a dog or the new-dog slot) and checks that
// the engine received exactly that action (the move log's entry for that step: seat and notation).
// Bots play without delay (the bot pace setting, localStorage `rulebench.botDelay` = 0).
import { expect, test, type Page } from './support/test';
import { parseGassiAction } from '../../src/renderer/src/kinds/gassi/gassi-clicks';
import { chooser, clickDog, clickGassi } from './people';
import { reviewShot } from './support/review-shot';

const url = process.env.RULEBENCH_E2E_URL!;
/**
 * The whole-game and 100-action runs take minutes (every bot move redraws the board: ~1–3 s per action of the
 * person on a loaded 2-core machine), too long for `npm test`: they run with RULEBENCH_E2E_CLICKS=1
 * (`npm run test:e2e:clicks`). The default run plays 20–25 actions of each (about 1 min each on the loaded machine); kinds/dog/dog-clicks.test.ts drives the
 * same click plans through the click model for thousands of legal actions.
 */
const FULL = process.env.RULEBENCH_E2E_CLICKS === '1';

// The games are independent (each its own page and seed): spread over the workers instead of one after another,
// as the longest file of the suite.
test.describe.configure({ mode: 'parallel' });

async function openTable(page: Page, ruleset: string, seed: string, seatCount: number): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('rulebench.botDelay', '0'));
  await page.goto(`${url}#/table/${encodeURIComponent(ruleset)}?seed=${seed}`);
  await expect(page.getByTestId('table-panel')).toBeVisible();
  await page.getByTestId('seat-0').selectOption('human');
  for (let s = 1; s < seatCount; s++) await page.getByTestId(`seat-${s}`).selectOption('bot');
}

/** Steps applied so far (the step counter in the rule keepers' panel). */
async function stepOf(page: Page): Promise<number> {
  return Number(await page.getByTestId('table-step').textContent());
}

/**
 * Waits until the person (seat 0) has legal actions at a step other than `after`, or the game is over.
 * Returns the legal list and the step, or null at the end of the game.
 */
async function nextTurn(page: Page, after: number): Promise<{ legal: string[]; step: number } | null> {
  const handle = await page.waitForFunction(
    (prev) => {
      if (document.querySelector('[data-testid="end-screen"]')) return { end: true };
      const step = Number(document.querySelector('[data-testid="table-step"]')?.textContent ?? '-1');
      const legal = [...document.querySelectorAll('[data-testid="legal-action"]')].map(
        (b) => b.getAttribute('data-notation') ?? '',
      );
      return legal.length && step !== prev ? { end: false, legal, step } : null;
    },
    after,
    { timeout: 30_000, polling: 50 },
  );
  const r = (await handle.jsonValue()) as { end: boolean; legal?: string[]; step?: number };
  return r.end ? null : { legal: r.legal!, step: r.step! };
}

/**
 * The engine's record of the person's action: the first entry of seat 0 after step `after` in the move log must be
 * `notation` (bots may act in the same phase, e.g. the partner exchange, so it need not be step `after` + 1).
 * Polls every 30 ms (expect's own back-off waits up to a second per try, which added minutes over a game).
 */
async function expectLogged(page: Page, after: number, notation: string): Promise<void> {
  const handle = await page.waitForFunction(
    (prev) => {
      const mine = [...document.querySelectorAll('[data-testid="table-log"] li[data-seat="0"]')]
        .map((li) => ({ step: Number(li.getAttribute('data-step')), notation: li.getAttribute('data-notation') }))
        .filter((x) => x.step > prev)
        .sort((a, b) => a.step - b.step);
      return mine[0] ?? null;
    },
    after,
    { timeout: 10_000, polling: 30 },
  );
  expect((await handle.jsonValue()).notation).toBe(notation);
}

// ---- Dog ----

/** The kind of a Dog action, for cycling through them (a 4 back: the target lies 4 fields behind). */
function dogCategory(n: string, fieldCount: number): string {
  if (n === 'discard') return 'discard';
  if (n.startsWith('give:')) return 'give';
  if (n.startsWith('X=')) return 'joker';
  if (n.includes(':exit')) return 'exit';
  if (n.includes('<>')) return 'swap';
  const body = n.slice(n.indexOf(':') + 1);
  if (n.startsWith('7:')) return body.includes(',') ? 'seven-split' : 'seven';
  const m = /^4:P(\d+)>P(\d+)$/.exec(n);
  if (m && (Number(m[1]) - Number(m[2]) + fieldCount) % fieldCount === 4) return 'four-back';
  return 'move';
}

const DOG_ORDER = ['exit', 'four-back', 'swap', 'seven-split', 'joker', 'seven', 'move', 'give', 'discard'];

/** How many moves the driver confirmed (the home warning was met in the games played). */
let confirmed = 0;

/**
 * Plays seat 0 by clicks until the game ends or `maxActions` actions were made; returns how many actions of
 * each kind were made and whether the game ended.
 */
async function playDog(
  page: Page,
  fieldCount: number,
  maxActions: number,
  seed: number,
): Promise<{ done: Record<string, number>; actions: number; ended: boolean }> {
  const pick = chooser(seed);
  const t0 = performance.now();
  const done: Record<string, number> = {};
  let turn = 0;
  let step = -1;
  let actions = 0;
  while (actions < maxActions) {
    const t = await nextTurn(page, step);
    if (!t) return { done, actions, ended: true };
    const byCat = new Map<string, string[]>();
    for (const n of t.legal)
      byCat.set(dogCategory(n, fieldCount), [...(byCat.get(dogCategory(n, fieldCount)) ?? []), n]);
    let chosen = '';
    for (let i = 0; i < DOG_ORDER.length && !chosen; i++) {
      const cat = DOG_ORDER[(turn + i) % DOG_ORDER.length]!;
      const cands = byCat.get(cat);
      if (cands?.length) {
        // Within the kind, a move into or inside the finish first (the game ends sooner), else a seeded pick.
        const home = cands.filter((n) => />F\d/.test(n));
        chosen = home.length ? home[pick(home.length)]! : cands[pick(cands.length)]!;
        done[cat] = (done[cat] ?? 0) + 1;
        turn += i + 1;
      }
    }
    if (await clickDog(page, chosen, 0)) confirmed++;
    await expectLogged(page, t.step, chosen);
    step = t.step;
    actions++;
    if (actions % 20 === 0)
      console.log(`dog: ${actions} actions, step ${t.step}, ${Math.round(performance.now() - t0)} ms`);
  }
  return { done, actions, ended: false };
}

test('Dog standard: 25 actions of the person only by clicks, each the action the engine received', async ({ page }) => {
  test.setTimeout(300_000);
  await openTable(page, 'dog/standard', 'clicks-std-1', 4);
  const r = await playDog(page, 64, 25, 1);
  expect(r.actions).toBe(25);
  for (const k of ['exit', 'give']) expect(r.done[k] ?? 0, k).toBeGreaterThan(0);
});

test('a whole Dog standard game, one person and three bots, only by clicks', async ({ page }) => {
  test.skip(!FULL, 'long run: RULEBENCH_E2E_CLICKS=1 (npm run test:e2e:clicks)');
  test.setTimeout(3_600_000);
  await openTable(page, 'dog/standard', 'clicks-std-1', 4);
  const r = await playDog(page, 64, 5000, 1);
  console.log(
    `dog/standard: ${r.actions} actions by clicks, ${JSON.stringify(r.done)}, ${confirmed} confirmed home warnings so far`,
  );
  expect(r.ended).toBe(true);
  await expect(page.getByTestId('end-screen')).toBeVisible();
  for (const k of ['exit', 'four-back', 'swap', 'seven-split', 'joker', 'give'])
    expect(r.done[k] ?? 0, k).toBeGreaterThan(0);
});

test('a 6-player Dog variant only by clicks (100 actions with RULEBENCH_E2E_CLICKS=1, else 20)', async ({ page }) => {
  test.setTimeout(1_200_000);
  const want = FULL ? 100 : 20;
  await openTable(page, 'dog/octopus-6p-3x2', 'clicks-6p-1', 6);
  let total = 0;
  const done: Record<string, number> = {};
  for (let game = 0; total < want; game++) {
    const r = await playDog(page, 96, want - total, 2 + game);
    total += r.actions;
    for (const [k, v] of Object.entries(r.done)) done[k] = (done[k] ?? 0) + v;
    if (r.ended && total < want) {
      await page.getByTestId('end-rematch').click();
      await expect(page.getByTestId('end-screen')).toHaveCount(0);
    }
  }
  console.log(`dog/octopus-6p-3x2: ${total} actions by clicks, ${JSON.stringify(done)}`);
  expect(total).toBeGreaterThanOrEqual(want);
  for (const k of FULL ? ['exit', 'seven-split', 'give'] : ['exit', 'give']) expect(done[k] ?? 0, k).toBeGreaterThan(0);
});

test('dog/three-backward: a 3 played backward by clicks at the table, as the card table allows (house rule)', async ({
  page,
}) => {
  // The card table of dog/three-backward gives the 3 a backward move (tables.cards, DOG-060): the table offers it
  // and the clicks on the 3, the piece and the field 3 behind it make it. Seat 0 brings pieces out and keeps its
  // 3s until a backward 3 is legal (a few rounds at most).
  test.setTimeout(300_000);
  await openTable(page, 'dog/three-backward', 'clicks-three-back-1', 4);
  const back3 = (n: string) => {
    const m = /^3:P(\d+)>P(\d+)$/.exec(n);
    return m !== null && (Number(m[1]) - Number(m[2]) + 64) % 64 === 3;
  };
  const pick = chooser(3);
  let step = -1;
  for (let actions = 0; actions < 60; actions++) {
    const t = await nextTurn(page, step);
    if (!t) break;
    const wanted = t.legal.find(back3);
    if (wanted) {
      // the 3, then the piece, then the field 3 fields behind it
      await clickDog(page, wanted, 0);
      await expectLogged(page, t.step, wanted);
      const log = page.locator(`[data-testid="table-log"] li[data-seat="0"][data-notation="${wanted}"]`);
      await expect(log).toHaveCount(1);
      await reviewShot(page.getByTestId('table-panel'), { path: 'test-results/three-backward-table.png' });
      return;
    }
    // Keep the 3s: exits first, then anything but a 3 (a give of another card, a move with another card).
    const exits = t.legal.filter((n) => n.includes(':exit') && !n.startsWith('X='));
    const others = t.legal.filter((n) => !n.startsWith('3:') && n !== 'give:3');
    const cands = exits.length ? exits : others.length ? others : t.legal;
    const chosen = cands[pick(cands.length)]!;
    await clickDog(page, chosen, 0);
    await expectLogged(page, t.step, chosen);
    step = t.step;
  }
  throw new Error('no backward 3 became legal for seat 0 within 60 actions');
});

// ---- Gassi ----

/** The kind of a Gassi action: its move name (ADDDOG, ATTACK, …, PULL for a dog, PULL, END). */
const gassiCategory = (n: string) => {
  const a = parseGassiAction(n);
  return a.move === 'PULL' && a.dog ? 'PULL-dog' : a.move;
};

test('Gassi only by clicks (100 actions of the person with RULEBENCH_E2E_CLICKS=1, else 20)', async ({ page }) => {
  test.setTimeout(1_200_000);
  const want = FULL ? 100 : 20;
  await openTable(page, 'gassi/gassi-2.5.3', 'clicks-gassi-1', 3);
  const pick = chooser(7);
  const t0 = performance.now();
  const done: Record<string, number> = {};
  let turn = 0;
  let step = -1;
  let total = 0;
  while (total < want) {
    const t = await nextTurn(page, step);
    if (!t) {
      await page.getByTestId('end-rematch').click();
      await expect(page.getByTestId('end-screen')).toHaveCount(0);
      step = -1;
      continue;
    }
    const cats = [...new Set(t.legal.map(gassiCategory))].sort();
    const cat = cats[turn++ % cats.length]!;
    const cands = t.legal.filter((n) => gassiCategory(n) === cat);
    const chosen = cands[pick(cands.length)]!;
    done[cat] = (done[cat] ?? 0) + 1;
    await clickGassi(page, chosen);
    await expectLogged(page, t.step, chosen);
    step = t.step;
    total++;
    if (total % 10 === 0)
      console.log(`gassi: ${total} actions, step ${t.step}, ${Math.round(performance.now() - t0)} ms`);
  }
  console.log(`gassi: ${total} actions by clicks, ${JSON.stringify(done)}`);
  expect(Object.keys(done).length).toBeGreaterThan(3);
});
