// People on their own devices: a session host (src/host/session) with its own listener serving the built join
// page; one browser context per seat opens that seat's invite link (one of them a 390×844 phone with touch, German)
// and plays by clicks (taps on the phone) on cards, board spots and buttons only, each seat picking with a seeded
// choice among the legal actions its page offers. Dog standard by four people (a whole game with
// RULEBENCH_E2E_CLICKS=1), a whole Gassi game by three; Dog Octopus for six people. Every WebSocket frame each context received is checked against the
// host engine's hidden state (people.ts `frameLeaks`: no other seat's hand, no exchange card not yet received,
// DOG-014; the view exactly the engine's view of the seat), each page shows exactly its own hand at its turns,
// each seat's log (frames and page) is the host's as that seat may see it, the game's replay in the session folder
// passes `rulebench replay verify`, and the join page never calls the designer's host API.
//
// Six pages each drawing a Pixi board through software WebGL (SwiftShader, read back for software compositing)
// took about 1 s of one core per page and action; like every spec but the WebGL ones, this one runs Chromium
// without WebGL (playwright.config.ts), so Pixi draws the same board with its canvas renderer.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Browser } from './support/test';
import { cliOut } from './support/cli';
import { listLegalActions, seatLog, seatsToAct, viewFor, type CompiledGame } from '../../src/engine';
import { loadCompiledGame } from '../../src/host/rulesets';
import { SessionHost } from '../../src/host/session/host';
import { startSessionServer, type SessionServer } from '../../src/host/session/server';
import { replayPath, tableDir } from '../../src/host/session/store';
import type { SessionTable } from '../../src/host/session/table';
import { ManualClock, RecordingClient } from '../support/session-clients';
import {
  chooser,
  clickDog,
  clickGassi,
  frameLeaks,
  keenDogPick,
  openSeat,
  snapshotsOf,
  waitForTurn,
  type SeatPage,
} from './people';
import { reviewShot } from './support/review-shot';

const repo = resolve(import.meta.dirname, '../..');
/**
 * RULEBENCH_E2E_CLICKS=1 (`npm run test:e2e:clicks`): the whole Dog game by four people and 100 Octopus actions by
 * six. Without it the same checks run over the first 36 Dog actions (the card exchange DOG-014, the first deal of
 * six cards each, the second deal's exchange and a turn of each seat after it) and the first 12 Octopus actions
 * (the exchange of all six seats and a turn of each); the Gassi game is played whole either way and checks the end.
 * Every action costs a redraw on every page (about 1.3 s an action with six pages), so the default run plays
 * only the stretches where hands and exchange cards change hands.
 */
const FULL = process.env.RULEBENCH_E2E_CLICKS === '1';
/** Actions played by default: Dog standard (4 gives + 24 cards + 4 gives + 4 cards), Octopus (6 gives + 6 cards). */
const DOG_ACTIONS = 36;
const OCTOPUS_ACTIONS = 12;

function compiled(id: string): CompiledGame {
  const loaded = loadCompiledGame(id);
  if (!loaded.ok) throw new Error(`${id} does not load`);
  return loaded.game;
}

/** The host's record of `table` reaches more than `n` actions (resolved by the host's change hook, not polled). */
type Waiter = { table: SessionTable; n: number; done: () => void };

test.describe('people join a session by invite links and play by clicks', () => {
  let dir: string;
  let host: SessionHost;
  let server: SessionServer;
  const waiters = new Set<Waiter>();

  /** Resolves once `table` holds more than `n` actions; fails after `ms`. */
  function actionsBeyond(table: SessionTable, n: number, ms = 20_000): Promise<void> {
    if (table.actions.length > n) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const w: Waiter = { table, n, done: () => (clearTimeout(timer), resolve()) };
      const timer = setTimeout(() => {
        waiters.delete(w);
        reject(new Error(`the host did not get action ${n + 1} within ${ms} ms`));
      }, ms);
      waiters.add(w);
    });
  }

  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rulebench-session-e2e-'));
    host = new SessionHost({
      dir,
      botDelayMs: 0,
      onChange: (t) => {
        for (const w of [...waiters])
          if (w.table === t && t.actions.length > w.n) {
            waiters.delete(w);
            w.done();
          }
      },
    });
    server = await startSessionServer({ host, staticDir: join(repo, 'dist-web') });
  });
  // Each test's seat pages go when it ends: pages left open keep their sockets and share the two cores with the
  // next test's pages.
  test.afterEach(async ({ browser }) => {
    for (const context of browser.contexts()) await context.close();
  });
  test.afterAll(async () => {
    await server.close();
    host.close();
    await host.settled();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Opens every person seat's link (seat `phone` as the phone) and waits for all lobbies. */
  async function openAll(browser: Browser, table: SessionTable, phone: number): Promise<SeatPage[]> {
    const seats = await Promise.all(
      table.links().seats.map(({ seat, url }) => openSeat(browser, url, seat, seat === phone)),
    );
    for (const s of seats) await expect(s.page.getByTestId('join-lobby')).toBeVisible();
    return seats;
  }

  /**
   * Waits for seat `s`'s turn at step `step` on its page; returns the cards its hand shows (Dog: the card buttons'
   * ranks as the engine writes them; Gassi: the cards' names).
   */
  async function handAtTurn(s: SeatPage, step: number, kind: 'dog' | 'gassi'): Promise<string[]> {
    await waitForTurn(s.page, step);
    return kind === 'dog'
      ? s.page
          .getByTestId('hand')
          .locator('button.card')
          .evaluateAll((b) =>
            b.map((x) => x.textContent!.trim()).map((c) => (c === 'Joker' ? 'X' : c === '10' ? 'T' : c)),
          )
      : s.page.getByTestId('gassi-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''));
  }

  /** The hand of `seat` in the engine's view (Dog's `"3 5 J"` split; Gassi's list). */
  function engineHand(game: CompiledGame, table: SessionTable, seat: number): string[] {
    const hand = (viewFor(game, table.current!, seat) as { hand: string | string[] }).hand;
    return Array.isArray(hand) ? hand : hand.split(' ').filter(Boolean);
  }

  /**
   * After the last action: every page shows the last step; every frame of every seat passes `frameLeaks` against
   * the host's snapshots; each seat's log as its frames built it (a `state` replaces it, an `update` adds to it)
   * and as its page lists it equals the engine's log of the host's actions as that seat may see it (`seatLog`,
   * others' exchange cards `give:?`); no page called /api. Returns how many frames were checked.
   */
  async function checkSeats(game: CompiledGame, table: SessionTable, seed: string, seats: SeatPage[]) {
    const snaps = snapshotsOf(game, seed, table.actions);
    const last = snaps.length - 1;
    let frames = 0;
    for (const s of seats) {
      await s.page.waitForFunction(
        (k) => document.querySelector('[data-testid="join-page"]')?.getAttribute('data-step') === String(k),
        last,
      );
      const leaks = s.frames.flatMap((f) => frameLeaks(game, snaps, s.seat, f));
      expect(leaks.slice(0, 5), `seat ${s.seat}: ${leaks.length} leaks`).toEqual([]);
      let log: { step: number; action: { seat: number; notation: string } | null }[] = [];
      for (const f of s.frames) {
        const m = JSON.parse(f) as { type: string; log?: typeof log };
        if (m.type === 'state') log = [...m.log!];
        else if (m.type === 'update') log.push(...m.log!);
        if (m.type === 'state' || m.type === 'update') frames++;
      }
      const want = seatLog(game, seed, table.actions, s.seat).map((e) => ({
        step: e.step,
        seat: e.seat,
        notation: e.notation,
      }));
      const got = log.filter((e) => e.action).map((e) => ({ step: e.step, ...e.action! }));
      expect(got, `seat ${s.seat}'s log from its frames`).toEqual(want);
      const listed = await s.page
        .getByTestId('join-log')
        .locator('li')
        .evaluateAll((lis) =>
          lis.map((li) => ({
            step: Number(li.getAttribute('data-step')),
            seat: Number(li.getAttribute('data-seat')),
            notation: li.getAttribute('data-notation')!,
          })),
        );
      expect(listed.reverse(), `seat ${s.seat}'s log on its page`).toEqual(want);
      expect(s.apiCalls).toEqual([]);
    }
    return frames;
  }

  /** `rulebench replay verify` on game `n`'s replay in the table's session folder. */
  async function verifyReplay(table: SessionTable, n: number): Promise<void> {
    const file = join(tableDir(dir, table.id), replayPath(n));
    expect(existsSync(file), file).toBe(true);
    await cliOut('replay', 'verify', file);
  }

  test('the frame check finds a planted leak: another hand, an exchange card not yet received, the all-seeing view', async () => {
    // Real frames from a Dog table (no browser): seat 0 has given its exchange card, seat 2 (its partner) has not.
    const game = compiled('dog/standard');
    const clock = new ManualClock();
    const tmp = mkdtempSync(join(tmpdir(), 'rulebench-leak-'));
    const local = new SessionHost({ dir: tmp, clock });
    try {
      const table = local.createTable(game, { seed: 'leak', seats: [0, 1, 2, 3].map(() => ({ kind: 'person' })) });
      const clients = [0, 1, 2, 3].map((s) => new RecordingClient('seat', s));
      for (const c of clients) table.attach(c);
      table.start('leak-1');
      const giver = clients[0]!;
      table.handle(giver, { type: 'act', cseq: giver.nextCseq(), index: 0, at: giver.seq });
      const snaps = snapshotsOf(game, 'leak-1', table.actions);
      const partner = clients[2]!;
      const frame = JSON.stringify(partner.messages.at(-1));
      expect(frameLeaks(game, snaps, 2, frame)).toEqual([]);
      const all = viewFor(game, table.current!, null) as { hands: string[]; gives: (string | null)[] };
      expect(all.gives[0]).not.toBeNull();
      const plant = (edit: (m: Record<string, any>) => void) => {
        const m = JSON.parse(frame) as Record<string, any>;
        edit(m);
        return frameLeaks(game, snaps, 2, JSON.stringify(m));
      };
      // Seat 1's hand in the hands map, in a view key, in a log sentence's place.
      expect(plant((m) => (m['state'].hands['1'] = all.hands[1]))).toContainEqual(expect.stringMatching(/hands\[1\]/));
      expect(plant((m) => (m['state'].view.extra = all.hands[3]))).toContainEqual(
        expect.stringMatching(/seat 3's hand/),
      );
      expect(plant((m) => (m['state'].view.hands = all.hands))).toContainEqual(expect.stringMatching(/all-seeing/));
      // The partner's exchange card before it is received: in the own hand, or in the log's notation.
      expect(plant((m) => (m['state'].view.hand = `${m['state'].view.hand} ${all.gives[0]}`))).toContainEqual(
        expect.stringMatching(/own hand/),
      );
      expect(
        plant((m) => {
          for (const e of m['log'] as { action: { seat: number; notation: string } | null }[])
            if (e.action?.seat === 0) e.action.notation = `give:${all.gives[0]}`;
        }),
      ).toContainEqual(expect.stringMatching(/exchange card/));
      // Another seat's view sent to this seat.
      expect(
        plant((m) => (m['state'].view = JSON.parse(JSON.stringify(viewFor(game, table.current!, 1))))),
      ).not.toEqual([]);
    } finally {
      local.close();
      await local.settled();
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  /**
   * People play by clicks until the game ends or the host holds `limit` actions: each turn every seat to act (in
   * Dog's exchange all four at once, DOG-014) waits for its turn on its page, checks that the page shows exactly
   * its hand, and makes the action `choose` picks among its legal actions with clicks (taps on the phone); the
   * host must then hold exactly those actions. Returns the time taken in ms.
   */
  async function playByClicks(
    game: CompiledGame,
    table: SessionTable,
    seats: SeatPage[],
    limit: number,
    choose: (legal: string[]) => string,
  ): Promise<number> {
    const kind = game.kind.id === 'gassi' ? 'gassi' : 'dog';
    const t0 = Date.now();
    while (!table.current!.outcome && table.actions.length < limit) {
      const snap = table.current!;
      const moves = seatsToAct(game, snap).map((seat) => ({
        seat,
        notation: choose(listLegalActions(game, snap, seat).map((a) => a.notation)),
      }));
      const before = table.actions.length;
      await Promise.all(
        moves.map(async ({ seat, notation }) => {
          const s = seats[seat]!;
          expect(await handAtTurn(s, snap.step, kind), `seat ${seat}'s hand at step ${snap.step}`).toEqual(
            engineHand(game, table, seat),
          );
          if (kind === 'dog') await clickDog(s.page, notation, seat, { touch: s.touch, confirm: false });
          else await clickGassi(s.page, notation, s.touch);
        }),
      );
      await actionsBeyond(table, before + moves.length - 1);
      expect(new Set(table.actions.slice(before).map((a) => `${a.seat} ${a.notation}`))).toEqual(
        new Set(moves.map((m) => `${m.seat} ${m.notation}`)),
      );
    }
    return Date.now() - t0;
  }

  test(`Dog standard: ${FULL ? 'a whole game' : `${DOG_ACTIONS} actions`} by four people, one on a phone, only by clicks and taps; no frame or page shows another hand`, async ({
    browser,
  }) => {
    test.setTimeout(FULL ? 900_000 : 300_000);
    const game = compiled('dog/standard');
    const names = ['Anna', 'Beat', 'Carla', 'Dario'];
    const table = host.createTable(game, {
      seed: 'join',
      seats: names.map((name) => ({ kind: 'person' as const, name })),
    });
    const seats = await openAll(browser, table, 2);
    // The phone's browser speaks German: the page follows it.
    await expect(seats[2]!.page.getByTestId('join-you')).toContainText('Du spielst Carla');
    await expect(seats[0]!.page.getByTestId('join-you')).toContainText('You play Anna');
    table.start('join-1');
    const pick = chooser(11);
    const ms = await playByClicks(game, table, seats, FULL ? Infinity : DOG_ACTIONS, (legal) =>
      keenDogPick(legal, 64, pick),
    );
    if (FULL) expect(table.current!.outcome).not.toBeNull();
    else expect(table.actions.length).toBeGreaterThanOrEqual(DOG_ACTIONS);
    // The stretch holds both exchanges (DOG-014): four exchange cards of each deal.
    expect(table.actions.filter((a) => a.notation.startsWith('give:')).length).toBeGreaterThanOrEqual(8);
    const frames = await checkSeats(game, table, 'join-1', seats);
    console.log(
      `dog/standard, 4 people: ${FULL ? 'a whole game of ' : ''}${table.actions.length} actions in ${Math.round(ms / 1000)} s (${Math.round(ms / table.actions.length)} ms an action), ${frames} frames checked`,
    );
    expect(frames).toBeGreaterThan(4 * table.actions.length);
    await reviewShot(seats[2]!.page, { path: 'test-results/join-phone-de.png', fullPage: true });
    await reviewShot(seats[0]!.page, { path: 'test-results/join-laptop-en.png' });
    if (!FULL) return;
    // The end, in each page's language, naming the winners (a winner's own page says "you").
    const winners = table.current!.outcome!.winners;
    for (const s of seats)
      for (const w of winners) if (w !== s.seat) await expect(s.page.getByTestId('join-hint')).toContainText(names[w]!);
    await reviewShot(seats[2]!.page, { path: 'test-results/join-end-phone-de.png', fullPage: true });
    await verifyReplay(table, 1);
  });

  test(`Dog Octopus for six: ${FULL ? 100 : OCTOPUS_ACTIONS} actions by six people, one on a phone; no frame or page shows another hand`, async ({
    browser,
  }) => {
    test.setTimeout(FULL ? 600_000 : 300_000);
    const game = compiled('dog/octopus-6p-3x2');
    const table = host.createTable(game, {
      seed: 'octopus',
      seats: ['Anna', 'Beat', 'Carla', 'Dario', 'Eva', 'Fritz'].map((name) => ({ kind: 'person' as const, name })),
    });
    const seats = await openAll(browser, table, 4);
    table.start('octopus-1');
    const pick = chooser(6);
    const limit = FULL ? 100 : OCTOPUS_ACTIONS;
    const ms = await playByClicks(game, table, seats, limit, (legal) => keenDogPick(legal, 96, pick));
    expect(table.actions.length).toBeGreaterThanOrEqual(limit);
    // The exchange of all six (DOG-014) and as many cards played after it.
    const gives = table.actions.filter((a) => a.notation.startsWith('give:'));
    expect(gives.map((a) => a.seat).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(
      table.actions
        .slice(6, 12)
        .map((a) => a.seat)
        .sort(),
    ).toEqual([0, 1, 2, 3, 4, 5]);
    const frames = await checkSeats(game, table, 'octopus-1', seats);
    console.log(
      `dog/octopus-6p-3x2, 6 people: ${table.actions.length} actions in ${Math.round(ms / 1000)} s (${Math.round(ms / table.actions.length)} ms an action), ${frames} frames checked`,
    );
    await reviewShot(seats[4]!.page, { path: 'test-results/join-phone-octopus-de.png' });
  });

  test('Gassi: a whole game by three people, one on a phone; no frame or page shows another hand', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const game = compiled('gassi/gassi-2.5.3');
    const names = ['Anna', 'Beat', 'Carla'];
    const table = host.createTable(game, {
      seed: 'gassi',
      seats: names.map((name) => ({ kind: 'person' as const, name })),
    });
    const seats = await openAll(browser, table, 1);
    table.start('gassi-1');
    const pick = chooser(3);
    const ms = await playByClicks(game, table, seats, Infinity, (legal) => legal[pick(legal.length)]!);
    expect(table.current!.outcome).not.toBeNull();
    const frames = await checkSeats(game, table, 'gassi-1', seats);
    console.log(
      `gassi, 3 people: a whole game of ${table.actions.length} actions in ${Math.round(ms / 1000)} s, ${frames} frames checked`,
    );
    // The end, in each page's language, naming the winners (a winner's own page says "you").
    const winners = table.current!.outcome!.winners;
    for (const s of seats)
      for (const w of winners) if (w !== s.seat) await expect(s.page.getByTestId('join-hint')).toContainText(names[w]!);
    await reviewShot(seats[1]!.page, { path: 'test-results/join-phone-gassi-de.png', fullPage: true });
    await reviewShot(seats[0]!.page, { path: 'test-results/join-gassi-en.png' });
    await verifyReplay(table, 1);
  });

  test('a page closed mid-game: the others see whom they wait for; the link reopened shows the same view and plays on; a spectator sees no hand', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const game = compiled('dog/standard');
    const table = host.createTable(game, {
      seed: 'again',
      seats: [
        { kind: 'person', name: 'Anna' },
        { kind: 'bot', level: 'normal' },
        { kind: 'person', name: 'Carla' },
        { kind: 'bot', level: 'normal' },
      ],
    });
    const links = table.links();
    const anna = await openSeat(browser, links.seats[0]!.url, 0, false);
    const gone = await openSeat(browser, links.seats[2]!.url, 2, true);
    const watcher = await openSeat(browser, links.spectator, -1, false);
    for (const s of [anna, gone, watcher]) await expect(s.page.getByTestId('join-lobby')).toBeVisible();
    table.start('again-1');
    // Carla's page goes away (closed) before her exchange card (DOG-014) is given.
    await expect(gone.page.getByTestId('hand')).toBeVisible();
    const before = await gone.page.getByTestId('hand').locator('button.card').allTextContents();
    await gone.page.context().close();
    await expect(anna.page.getByTestId('join-hint')).toHaveText('Waiting for Carla');
    await expect(anna.page.getByTestId('join-player-2')).toContainText('not here');
    // The spectator sees the board and the log, never a hand.
    await expect(watcher.page.getByTestId('join-you')).toContainText('watching');
    await expect(watcher.page.getByTestId('hand')).toHaveCount(0);
    // The link opened again: the same hand, and the game goes on from this page.
    const carla = await openSeat(browser, links.seats[2]!.url, 2, true);
    await expect(carla.page.getByTestId('hand')).toBeVisible();
    expect(await carla.page.getByTestId('hand').locator('button.card').allTextContents()).toEqual(before);
    await expect(anna.page.getByTestId('join-hint')).not.toHaveText('Waiting for Carla');
    const give = listLegalActions(game, table.current!, 2)[0]!.notation;
    const steps = table.actions.length;
    await clickDog(carla.page, give, 2, { touch: true, confirm: false });
    await actionsBeyond(table, steps);
    expect(table.actions.slice(steps)).toContainEqual({ seat: 2, notation: give });
    // Bots move at once: wait until only people are to act, then every frame, both of Carla's pages included.
    await expect
      .poll(() => seatsToAct(game, table.current!).every((x) => x === 0 || x === 2), { timeout: 10_000 })
      .toBe(true);
    const snaps = snapshotsOf(game, 'again-1', table.actions);
    for (const [seat, s] of [
      [0, anna],
      [2, gone],
      [2, carla],
      [null, watcher],
    ] as const)
      expect(s.frames.flatMap((f) => frameLeaks(game, snaps, seat, f)).slice(0, 5)).toEqual([]);
    await checkSeats(game, table, 'again-1', [anna, carla]);
    for (const s of [anna, carla, watcher]) expect(s.apiCalls).toEqual([]);
  });
});
