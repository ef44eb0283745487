// Gämsh through invite links: two people on their own pages (a laptop in English, a 390×844 phone with touch in
// German), one of each team, at a real-time session table with two bots, on the host's real clock. Each page shows
// the real Gämsh table (GamshJoin: the Pixi table, the own hand as click targets, the own team's signal), and each
// person makes a bounded number of inputs by clicks and taps only: an emote, a discard from the hand and a take from
// the middle. Every WebSocket frame each page received is then checked against the host engine's hidden state at
// that frame's step (people.ts `frameLeaks`: no other seat's hand, the own team's secret signal only, no other
// team's `secret:` input, the view exactly the engine's view of that seat), and each page's own-hand targets against
// its last frame. No duration is asserted; the spec waits for the host's actions, never for a time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from './support/test';
import { viewFor, type CompiledGame } from '../../src/engine';
import { loadCompiledGame } from '../../src/host/rulesets';
import { SessionHost } from '../../src/host/session/host';
import { startSessionServer, type SessionServer } from '../../src/host/session/server';
import type { SessionTable } from '../../src/host/session/table';
import { ManualClock, RecordingClient } from '../support/session-clients';
import { frameLeaks, openSeat, press, snapshotsOf, type SeatPage } from './people';
import { reviewShot } from './support/review-shot';

const repo = resolve(import.meta.dirname, '../..');

function compiled(id: string): CompiledGame {
  const loaded = loadCompiledGame(id);
  if (!loaded.ok) throw new Error(`${id} does not load`);
  return loaded.game;
}

/** The seat's own hand in its last `state`/`update` frame (the view's `hand`), or null before the game. */
function lastHand(s: SeatPage): string[] | null {
  for (let i = s.frames.length - 1; i >= 0; i--) {
    const m = JSON.parse(s.frames[i]!) as { type: string; state?: { view: { hand?: string[] } | null } };
    if ((m.type === 'state' || m.type === 'update') && m.state?.view) return m.state.view.hand ?? null;
  }
  return null;
}

test.describe('Gämsh by invite links', () => {
  let dir: string;
  let host: SessionHost;
  let server: SessionServer;

  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rulebench-session-gamsh-'));
    host = new SessionHost({ dir, botDelayMs: 0 });
    server = await startSessionServer({ host, staticDir: join(repo, 'dist-web') });
  });
  test.afterAll(async () => {
    await server.close();
    host.close();
    await host.settled();
    rmSync(dir, { recursive: true, force: true });
  });

  test('the frame check finds a planted Gämsh leak: another team’s signal, its secret input, another hand (DIG-021)', async () => {
    const game = compiled('gamsh/gamsh-alpin');
    const clock = new ManualClock();
    const tmp = mkdtempSync(join(tmpdir(), 'rulebench-gamsh-leak-'));
    const local = new SessionHost({ dir: tmp, clock });
    try {
      const table = local.createTable(game, { seed: 'leak', seats: [0, 1, 2, 3].map(() => ({ kind: 'person' })) });
      const clients = [0, 1, 2, 3].map((s) => new RecordingClient('seat', s));
      for (const c of clients) table.attach(c);
      table.start('leak-1');
      clock.advance(2500); // past the preview (preRevealMs): swapping
      const me = clients[1]!;
      const sig = me.state!.legal.find((l) => l.notation.startsWith('signal:'))!.notation;
      table.handle(me, { type: 'act', cseq: me.nextCseq(), notation: sig });
      const snaps = snapshotsOf(game, 'leak-1', table.actions);
      const frame = JSON.stringify(me.messages.at(-2)); // the update of its own input (then the ack)
      expect(JSON.parse(frame).type).toBe('update');
      expect(frameLeaks(game, snaps, 1, frame)).toEqual([]);
      const all = viewFor(game, table.current!, null) as { hands: string[][]; signals: string[] };
      const plant = (edit: (m: Record<string, any>) => void) => {
        const m = JSON.parse(frame) as Record<string, any>;
        edit(m);
        return frameLeaks(game, snaps, 1, JSON.stringify(m));
      };
      // Team A's signal as seat 2's (team B) own, the all-seeing signals, team A's secret input in the log.
      expect(all.signals[0]).not.toBe(all.signals[1]);
      expect(plant((m) => (m['state'].view.mySignal = all.signals[0]))).toContainEqual(
        expect.stringMatching(/mySignal/),
      );
      expect(plant((m) => (m['state'].view.signals = all.signals))).toContainEqual(expect.stringMatching(/all-seeing/));
      expect(
        plant((m) => (m['log'][0].action = { seat: 0, notation: `secret:${all.signals[0]}`, time: 0 })),
      ).toContainEqual(expect.stringMatching(/secret signal/));
      // Seat 1's hand (team A) anywhere in the frame; shown by a call's reveal it is public.
      expect(plant((m) => (m['state'].view.extra = all.hands[0]))).toContainEqual(
        expect.stringMatching(/seat 0's hand/),
      );
      expect(
        plant((m) => m['log'][0].events.push({ type: 'reveal-hands', rule: 'GAM-035', hands: { 0: all.hands[0] } })),
      ).toEqual([]);
    } finally {
      local.close();
      await local.settled();
      rmSync(tmp, { recursive: true, force: true });
    }
  });

  test('two people, one on a phone, see the Gämsh table with their own hand and team signal, and play by clicks and taps; no frame shows more', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const game = compiled('gamsh/gamsh-alpin');
    // Teams A = seats 1 and 3, B = seats 2 and 4 (layout.teams): one person in each team, bots beside them.
    const table: SessionTable = host.createTable(game, {
      seed: 'gamsh-join',
      seats: [
        { kind: 'person', name: 'Anna' },
        { kind: 'person', name: 'Beat' },
        { kind: 'bot', level: 'easy' },
        { kind: 'bot', level: 'easy' },
      ],
    });
    const links = table.links();
    const seats = await Promise.all([
      openSeat(browser, links.seats[0]!.url, 0, false),
      openSeat(browser, links.seats[1]!.url, 1, true),
    ]);
    for (const s of seats) await expect(s.page.getByTestId('join-lobby')).toBeVisible();
    table.start('gamsh-join-1');
    const signals = (viewFor(game, table.current!, null) as { signals: string[] }).signals;
    await expect(seats[1]!.page.getByTestId('join-you')).toContainText('Du spielst Beat');
    for (const s of seats) {
      const page = s.page;
      await expect(page.getByTestId('gamsh-join')).toBeVisible();
      await expect(page.getByTestId('gamsh-table')).toBeVisible();
      // Not the fallback action list: the Gämsh table, with the own team's signal only.
      await expect(page.getByTestId('generic-table')).toHaveCount(0);
      await expect(page.getByTestId('gamsh-my-signal')).toHaveAttribute('data-id', signals[s.seat]!);
    }
    // Each person: an emote, a discard and a take, by clicks (taps on the phone), each seen at the host.
    const by = (seat: number, from: number) => table.actions.slice(from).filter((a) => a.seat === seat);
    const played = async (s: SeatPage, from: number, prefix: string) => {
      await expect.poll(() => by(s.seat, from).some((a) => a.notation.startsWith(prefix))).toBe(true);
    };
    for (const s of seats) {
      const page = s.page;
      const from = table.actions.length;
      await press(page.getByTestId(`gamsh-emote-${signals[(s.seat + 1) % 2]}`), s.touch); // a false signal (GAM-014)
      await played(s, from, 'signal:');
      // Swapping starts after the preview (preRevealMs); a call by a bot pauses it: wait for the own hand.
      await expect(page.getByTestId('gamsh-join')).toHaveAttribute('data-phase', 'swap', { timeout: 30_000 });
      const hand = page.getByTestId('gamsh-hand-card');
      await expect(hand).toHaveCount(4);
      const cards = await hand.evaluateAll((b) => b.map((x) => x.getAttribute('data-card')!));
      expect([...cards].sort(), `seat ${s.seat}'s hand on its page`).toEqual([...(lastHand(s) ?? [])].sort());
      await press(hand.first(), s.touch);
      await played(s, from, 'discard:');
      const middle = page.getByTestId('gamsh-middle-card');
      await expect(hand).toHaveCount(3);
      await press(middle.first(), s.touch);
      await played(s, from, 'take:');
    }
    table.close(); // the bots stop; the frames so far are checked against the host's inputs
    const snaps = snapshotsOf(game, 'gamsh-join-1', table.actions);
    let frames = 0;
    for (const s of seats) {
      const leaks = s.frames.flatMap((f) => frameLeaks(game, snaps, s.seat, f));
      expect(leaks.slice(0, 5), `seat ${s.seat}: ${leaks.length} leaks`).toEqual([]);
      frames += s.frames.length;
      expect(s.apiCalls).toEqual([]);
    }
    expect(frames).toBeGreaterThan(2 * 6);
    await reviewShot(seats[1]!.page, { path: 'test-results/join-gamsh-phone-de.png', fullPage: true });
    await reviewShot(seats[0]!.page, { path: 'test-results/join-gamsh-en.png' });
  });
});
