// People on their own devices: a session host (src/host/session) with its own listener serving the built join
// page; four browser contexts open the four seats' invite links (one a 390×844 phone with touch) and play Dog by
// clicks on cards and board spots only. Every WebSocket frame each context received and every page's hand are
// checked against the host's hidden state: a frame's view is exactly the engine's view of that seat at that step,
// other seats' hands are only `?`, another seat's exchange card reads `give:?` (DOG-014), and no frame or page
// holds another seat's hand. The join page never calls the designer's host API (no /api request at all).
// Gassi: three people, the same checks (10 actions). The default Dog run plays 16 actions (about 2 minutes on a loaded 2-core machine); RULEBENCH_E2E_SESSION=1 plays the whole game.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  applyAction,
  listLegalActions,
  seatsToAct,
  startGame,
  viewFor,
  type CompiledGame,
  type Snapshot,
} from '../../src/engine';
import { loadCompiledGame } from '../../src/host/rulesets';
import { SessionHost } from '../../src/host/session/host';
import { startSessionServer, type SessionServer } from '../../src/host/session/server';
import type { SessionTable } from '../../src/host/session/table';
import { clicksFor } from '../../src/renderer/src/kinds/dog/click-plan';
import { parseGassiAction } from '../../src/renderer/src/kinds/gassi/gassi-clicks';

const repo = resolve(import.meta.dirname, '../..');
const FULL = process.env.RULEBENCH_E2E_SESSION === '1';

interface Seat {
  seat: number;
  page: Page;
  frames: string[];
  apiCalls: string[];
  touch: boolean;
}

async function openSeat(browser: Browser, url: string, seat: number, phone: boolean): Promise<Seat> {
  const ctx = await browser.newContext(
    phone
      ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'de-CH' }
      : { locale: 'en-GB' },
  );
  const page = await ctx.newPage();
  const s: Seat = { seat, page, frames: [], apiCalls: [], touch: phone };
  page.on('websocket', (ws) => ws.on('framereceived', (f) => s.frames.push(String(f.payload))));
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api')) s.apiCalls.push(r.url());
  });
  await page.goto(url);
  return s;
}

/** The snapshots of the current game, step by step, replayed from the host's actions (the hidden state). */
function snapshots(game: CompiledGame, seed: string, table: SessionTable): Snapshot[] {
  const out = [startGame(game, seed)];
  for (const a of table.actions) {
    const r = applyAction(game, out.at(-1)!, a);
    if (!r.ok) throw new Error(r.error.message);
    out.push(r.value.snapshot);
  }
  return out;
}

/** Checks every frame seat `s` received against the engine's sight of that seat at the frame's step. */
function checkFrames(s: Seat, game: CompiledGame, snaps: Snapshot[], seatCount: number): number {
  let checked = 0;
  for (const text of s.frames) {
    const msg = JSON.parse(text) as {
      type: string;
      state?: { you: number | null; step: number; phase: string; view: unknown; hands: Record<string, string> };
      log?: { step: number; action: { seat: number; notation: string } | null }[];
    };
    if (msg.type !== 'state' && msg.type !== 'update') continue;
    const st = msg.state!;
    expect(st.you).toBe(s.seat);
    if (st.phase === 'lobby') continue;
    const snap = snaps[st.step]!;
    expect(JSON.stringify(st.view), `seat ${s.seat} step ${st.step}`).toBe(JSON.stringify(viewFor(game, snap, s.seat)));
    for (const [k, hand] of Object.entries(st.hands)) if (Number(k) !== s.seat) expect(hand).toMatch(/^[? ]*$/);
    for (let o = 0; o < seatCount; o++) {
      if (o === s.seat) continue;
      const other = (viewFor(game, snap, o) as { hand: string }).hand;
      if (other) expect(text.includes(`"hand":"${other}"`), `seat ${s.seat} got seat ${o}'s hand`).toBe(false);
    }
    for (const e of msg.log ?? []) {
      if (!e.action) continue;
      if (e.action.seat !== s.seat && e.action.notation.startsWith('give:')) expect(e.action.notation).toBe('give:?');
    }
    checked++;
  }
  return checked;
}

async function clickDog(s: Seat, notation: string): Promise<void> {
  const press = async (sel: ReturnType<Page['locator']>) => (s.touch ? sel.tap() : sel.click());
  for (const c of clicksFor(notation, s.seat)) {
    if (c.kind === 'card') await press(s.page.getByTestId(`card-${c.card}`).first());
    else if (c.kind === 'joker') await press(s.page.getByTestId(`joker-${c.value}`));
    else if (c.kind === 'discard') await press(s.page.getByTestId('discard'));
    else {
      const ref =
        c.spot.at === 'track'
          ? `P${c.spot.field}`
          : c.spot.at === 'finish'
            ? `F${c.spot.slot}@${c.spot.seat}`
            : `K@${c.spot.seat}`;
      await press(s.page.locator(`[data-testid="board-overlay"] [data-spot="${ref}"]`).first());
    }
  }
}

/** The clicks a person makes for a Gassi action: hand cards, then a dog or the new-dog slot (a choice if asked). */
async function clickGassi(page: Page, notation: string): Promise<void> {
  const a = parseGassiAction(notation);
  if (a.cards.length === 0 && !(a.move === 'PULL' && a.dog)) {
    await page.locator(`[data-testid="gassi-plain"][data-notation="${notation}"]`).click();
    return;
  }
  const used = new Set<string>();
  for (const card of a.cards) {
    const cards = page.locator(`[data-testid="gassi-card"][data-card="${card}"]`);
    const n = await cards.count();
    for (let i = 0; i < n; i++) {
      const idx = (await cards.nth(i).getAttribute('data-index'))!;
      if (used.has(idx)) continue;
      used.add(idx);
      await cards.nth(i).click();
      break;
    }
  }
  if (a.dog) await page.locator(`[data-testid="gassi-dog"][data-dog="${a.dog}"]`).click();
  else await page.getByTestId('gassi-new-dog').click();
  const choice = page.getByTestId('gassi-choice');
  if (await choice.isVisible()) await choice.locator(`[data-notation="${notation}"]`).click();
}

test.describe('people join a session by invite links and play by clicks', () => {
  let dir: string;
  let host: SessionHost;
  let server: SessionServer;

  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rulebench-session-e2e-'));
    host = new SessionHost({ dir, botDelayMs: 0 });
    server = await startSessionServer({ host, staticDir: join(repo, 'dist-web') });
  });
  test.afterAll(async () => {
    await server.close();
    host.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('every seat sees only its own hand; frames and pages checked against the host', async ({ browser }) => {
    test.setTimeout(FULL ? 1_800_000 : 240_000);
    const loaded = loadCompiledGame('dog/standard');
    if (!loaded.ok) throw new Error('dog/standard does not load');
    const game = loaded.game;
    const names = ['Anna', 'Beat', 'Carla', 'Dario'];
    const table = host.createTable(game, {
      seed: 'join',
      seats: names.map((name) => ({ kind: 'person' as const, name })),
    });
    const links = table.links();
    const seats: Seat[] = [];
    for (const { seat, url } of links.seats) seats.push(await openSeat(browser, url, seat, seat === 2));
    for (const s of seats) await expect(s.page.getByTestId('join-lobby')).toBeVisible();
    // The phone's browser speaks German: the page follows it.
    await expect(seats[2]!.page.getByTestId('join-you')).toContainText('Du spielst Carla');
    await expect(seats[0]!.page.getByTestId('join-you')).toContainText('You play Anna');
    table.start('join-1');
    for (const s of seats) await expect(s.page.getByTestId('board-overlay')).toBeAttached();

    const limit = FULL ? 5000 : 16;
    let played = 0;
    while (played < limit && !table.current?.outcome) {
      const snap = table.current!;
      const seat = seatsToAct(game, snap)[0]!;
      const s = seats[seat]!;
      const view = viewFor(game, snap, seat) as { hand: string };
      // The page shows exactly this seat's hand (the engine's own view of it), and it is its turn there.
      await expect
        .poll(() =>
          s.page
            .getByTestId('hand')
            .locator('button.card')
            .evaluateAll((b) => b.map((x) => x.textContent!.trim())),
        )
        .toEqual(
          view.hand
            .split(' ')
            .filter(Boolean)
            .map((c) => (c === 'X' ? 'Joker' : c === 'T' ? '10' : c)),
        );
      await expect(
        s.page.locator('[data-testid="hand"] button.card[data-playable="true"], [data-testid="discard"]').first(),
      ).toBeVisible();
      const notations = listLegalActions(game, snap, seat).map((a) => a.notation);
      const notation = notations[played % notations.length]!;
      const before = table.actions.length;
      await clickDog(s, notation);
      await expect.poll(() => table.actions.length, { timeout: 10_000 }).toBeGreaterThan(before);
      expect(table.actions[before]).toEqual({ seat, notation });
      played++;
    }
    const snaps = snapshots(game, 'join-1', table);
    let frames = 0;
    for (const s of seats) {
      frames += checkFrames(s, game, snaps, 4);
      expect(s.apiCalls).toEqual([]);
      // The page's log: other seats' exchange cards are hidden (DOG-014).
      const logged = await s.page
        .getByTestId('join-log')
        .locator('li')
        .evaluateAll((lis) =>
          lis.map((li) => ({ seat: Number(li.getAttribute('data-seat')), n: li.getAttribute('data-notation') })),
        );
      for (const l of logged) if (l.seat !== s.seat && l.n!.startsWith('give:')) expect(l.n).toBe('give:?');
    }
    expect(frames).toBeGreaterThan(4 * played);
    await seats[2]!.page.screenshot({ path: 'test-results/join-phone-de.png' });
    await seats[0]!.page.screenshot({ path: 'test-results/join-laptop-en.png' });
  });

  test('a page closed mid-game: the others see whom they wait for; the link reopened shows the same view and plays on; a spectator sees no hand', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const loaded = loadCompiledGame('dog/standard');
    if (!loaded.ok) throw new Error('dog/standard does not load');
    const game = loaded.game;
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
    let carla = await openSeat(browser, links.seats[2]!.url, 2, true);
    const watcher = await openSeat(browser, links.spectator, -1, false);
    for (const s of [anna, carla, watcher]) await expect(s.page.getByTestId('join-lobby')).toBeVisible();
    table.start('again-1');
    // Carla's page goes away (closed) before her exchange card (DOG-014) is given.
    await expect(carla.page.getByTestId('hand')).toBeVisible();
    const before = await carla.page.getByTestId('hand').locator('button.card').allTextContents();
    await carla.page.context().close();
    await expect(anna.page.getByTestId('join-hint')).toHaveText('Waiting for Carla');
    await expect(anna.page.getByTestId('join-player-2')).toContainText('not here');
    // The spectator sees the board and the log, never a hand.
    await expect(watcher.page.getByTestId('join-you')).toContainText('watching');
    await expect(watcher.page.getByTestId('hand')).toHaveCount(0);
    // The link opened again: the same hand, and the game goes on from this page.
    carla = await openSeat(browser, links.seats[2]!.url, 2, true);
    await expect(carla.page.getByTestId('hand')).toBeVisible();
    expect(await carla.page.getByTestId('hand').locator('button.card').allTextContents()).toEqual(before);
    await expect(anna.page.getByTestId('join-hint')).not.toHaveText('Waiting for Carla');
    const snap = table.current!;
    const give = listLegalActions(game, snap, 2)[0]!.notation;
    const steps = table.actions.length;
    await clickDog(carla, give);
    await expect.poll(() => table.actions.slice(steps).some((a) => a.seat === 2 && a.notation === give)).toBe(true);
    // Every page's log is the host's, as that seat may see it (others' exchange cards give:?).
    const snaps = snapshots(game, 'again-1', table);
    checkFrames(anna, game, snaps, 4);
    checkFrames(carla, game, snaps, 4);
    for (const text of watcher.frames) expect(text).not.toMatch(/"hand":"[^?"]/);
    for (const s of [anna, carla, watcher]) expect(s.apiCalls).toEqual([]);
  });

  test('Gassi: three people play by clicks; every frame is the own view of the seat, no other hand', async ({
    browser,
  }) => {
    test.setTimeout(FULL ? 1_800_000 : 180_000);
    const loaded = loadCompiledGame('gassi/gassi-2.5.3');
    if (!loaded.ok) throw new Error('gassi does not load');
    const game = loaded.game;
    const table = host.createTable(game, {
      seed: 'gassi',
      seats: ['Anna', 'Beat', 'Carla'].map((name) => ({ kind: 'person' as const, name })),
    });
    const seats: Seat[] = [];
    for (const { seat, url } of table.links().seats) seats.push(await openSeat(browser, url, seat, seat === 1));
    for (const s of seats) await expect(s.page.getByTestId('join-lobby')).toBeVisible();
    table.start('gassi-1');
    const limit = FULL ? 5000 : 10;
    let played = 0;
    while (played < limit && !table.current?.outcome) {
      const snap = table.current!;
      const seat = seatsToAct(game, snap)[0]!;
      const s = seats[seat]!;
      const hand = (viewFor(game, snap, seat) as { hand: string[] }).hand;
      // The acting page shows exactly this seat's hand as clickable cards.
      await expect
        .poll(() =>
          s.page.getByTestId('gassi-card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? '')),
        )
        .toEqual(hand);
      const notations = listLegalActions(game, snap, seat).map((a) => a.notation);
      const notation = notations.find((n) => n.startsWith('ADDDOG')) ?? notations[played % notations.length]!;
      const before = table.actions.length;
      await clickGassi(s.page, notation);
      await expect.poll(() => table.actions.length, { timeout: 10_000 }).toBeGreaterThan(before);
      expect(table.actions[before]).toEqual({ seat, notation });
      played++;
    }
    const snaps = snapshots(game, 'gassi-1', table);
    for (const s of seats) {
      for (const text of s.frames) {
        const msg = JSON.parse(text) as { type: string; state?: { step: number; phase: string; view: unknown } };
        if ((msg.type !== 'state' && msg.type !== 'update') || msg.state!.phase === 'lobby') continue;
        const snap = snaps[msg.state!.step]!;
        expect(JSON.stringify(msg.state!.view)).toBe(JSON.stringify(viewFor(game, snap, s.seat)));
        for (let o = 0; o < 3; o++)
          if (o !== s.seat)
            expect(text.includes(JSON.stringify((viewFor(game, snap, o) as { hand: string[] }).hand))).toBe(false);
      }
      expect(s.apiCalls).toEqual([]);
    }
    await seats[0]!.page.screenshot({ path: 'test-results/join-gassi-en.png' });
  });
});
