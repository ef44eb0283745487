// Real-time Gämsh at a session table on the host's (manual) clock: bots play against the host's clock,
// deterministically, and people's inputs are applied in the order they arrive at the host (GAM-023).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompiledGame } from '../../engine';
import { loadCompiledGame } from '../rulesets';
import { SessionHost } from './host';
import { ManualClock, RecordingClient } from '../../../tests/support/session-clients';

const dirs: string[] = [];
const hosts: SessionHost[] = [];
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.settled(); // background writes finish before the folder goes
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function compiled(id: string): CompiledGame {
  const r = loadCompiledGame(id);
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.game;
}

/**
 * A Gämsh table: people at `people`, bots elsewhere; started. `earlyMs`: timers set outside a timer's callback fire
 * that many ms early (ManualClock), as Node's can.
 */
function gamshTable(seed: string, people: readonly number[], latencyEqualization = false, earlyMs = 0) {
  const dir = mkdtempSync(join(tmpdir(), 'rb-rt-'));
  dirs.push(dir);
  const clock = new ManualClock({ earlyMs });
  const host = new SessionHost({ dir, clock });
  hosts.push(host);
  const table = host.createTable(compiled('gamsh/gamsh-alpin'), {
    seed,
    latencyEqualization,
    seats: [0, 1, 2, 3].map((s) =>
      people.includes(s) ? { kind: 'person' as const } : { kind: 'bot' as const, level: 'normal' },
    ),
  });
  const clients = people.map((s) => {
    const c = new RecordingClient('seat', s);
    table.attach(c, `P${s}`);
    return c;
  });
  const boss = new RecordingClient('host', null);
  table.attach(boss);
  table.handle(boss, { type: 'start', cseq: 1 });
  return { clock, table, clients, boss, host };
}

describe('real-time session table (Gämsh)', () => {
  it('bots play against the host clock (GAM-020), the same inputs at the same times for the same seed', () => {
    const run = () => {
      const { clock, table } = gamshTable('rt1', [0]);
      clock.advance(60_000);
      return table.actions.map((a) => `${a.seat}:${a.notation}@${a.time}`);
    };
    const a = run();
    // Bot seats 1–3 acted with host-stamped game times that never go backwards.
    const botInputs = a.filter((x) => !x.startsWith('0:'));
    expect(botInputs.length).toBeGreaterThan(10);
    const times = a.map((x) => Number(x.split('@')[1]));
    expect(times).toEqual([...times].sort((x, y) => x - y));
    expect(run()).toEqual(a);
  });

  it('a host timer that fires a few ms before its time does not stop the game: the preview ends, bots play on (GAM-020, DIG-005)', () => {
    // Node's timers count from the event loop's cached time: after synchronous work (a start, a message) one can
    // fire before `Date.now()` reaches its time. The table must then wait again, not stand still.
    const { clock, table } = gamshTable('rt1', [0], false, 5);
    clock.advance(60_000);
    expect(table.actions.find((a) => a.notation === 'wait')?.time, 'the preview ends on time').toBe(2000);
    expect(table.actions.filter((a) => a.seat !== 0).length, 'bot inputs').toBeGreaterThan(10);
  });

  it('a table of people only runs on the host clock too: the preview ends and every page is shown the middle (DIG-005)', () => {
    const { clock, clients } = gamshTable('rt-people', [0, 1, 2, 3]);
    const view = (c: RecordingClient) => c.state!.view as { phase: string; middle: string[] | null };
    expect(clients.map((c) => view(c).phase)).toEqual(['preview', 'preview', 'preview', 'preview']);
    clock.advance(1999);
    expect(view(clients[0]!).middle, 'the middle is hidden during the preview').toBeNull();
    clock.advance(1); // preRevealMs 2000: nobody has acted, the host's clock alone ends the preview
    for (const c of clients) {
      expect(view(c).phase).toBe('swap');
      expect(view(c).middle?.length).toBe(4);
    }
  });

  it('an engine timer in the log is the game’s, not seat 1’s: its events without "P0 waits" (DIG-004)', () => {
    const { clock, clients } = gamshTable('rt7', [0]);
    clock.advance(3000); // the preview ends: the middle is turned face up by the engine's timer
    const timers = clients[0]!.log.filter((e) => e.action?.notation === 'wait');
    expect(timers.length).toBeGreaterThan(0);
    for (const e of timers) {
      expect(e.text).not.toMatch(/P0|You wait/);
      expect(e.text).toBe(e.lines.map((l) => l.text).join('. '));
    }
  });

  it('two inputs arriving 10 ms apart are applied in arrival order, whoever sits first (GAM-023)', () => {
    const { clock, table, clients } = gamshTable('rt2', [0, 1, 2, 3]);
    const [a, b] = [clients[3]!, clients[0]!]; // seat 4 arrives first, seat 1 ten ms later
    clock.advance(1000);
    const pick = (c: RecordingClient) => c.state!.legal.find((l) => l.notation.startsWith('signal:'))!.notation;
    const na = pick(a);
    const nb = pick(b);
    table.handle(a, { type: 'act', cseq: a.nextCseq(), notation: na });
    clock.advance(10);
    table.handle(b, { type: 'act', cseq: b.nextCseq(), notation: nb });
    const last = table.actions.slice(-2);
    expect(last.map((x) => [x.seat, x.notation])).toEqual([
      [3, na],
      [0, nb],
    ]);
    expect(last[1]!.time! - last[0]!.time!).toBe(10);
  });

  /**
   * Seat 1 (RTT 10 ms, one way 5) and seat 4 (RTT 130 ms, one way 65) signal; seat 4 sent 10 ms earlier, but its
   * input arrives 50 ms after seat 1's. Returns the seats in the order the host applied their inputs.
   */
  function race(equalize: boolean): number[] {
    const { clock, table, clients } = gamshTable('rt3', [0, 1, 2, 3], equalize);
    const [fast, , , slow] = clients as [RecordingClient, RecordingClient, RecordingClient, RecordingClient];
    table.noteRtt(fast, 10);
    table.noteRtt(slow, 130);
    clock.advance(1000);
    const before = table.actions.length;
    const sig = (c: RecordingClient) => c.state!.legal.find((l) => l.notation.startsWith('signal:'))!.notation;
    table.handle(fast, { type: 'act', cseq: fast.nextCseq(), notation: sig(fast) });
    clock.advance(50);
    table.handle(slow, { type: 'act', cseq: slow.nextCseq(), notation: sig(slow) });
    clock.advance(200);
    expect(fast.of('ack')).toHaveLength(1);
    expect(slow.of('ack')).toHaveLength(1);
    return table.actions.slice(before).map((a) => a.seat);
  }

  it('without equalization the input that arrives first goes first (GAM-023)', () => {
    expect(race(false)).toEqual([0, 3]);
  });

  it('with latency equalization the fast input is held 60 ms, so the earlier-sent slow input goes first (GAM-023)', () => {
    expect(race(true)).toEqual([3, 0]);
  });

  it('with latency equalization a fast seat gets each change as late as the slowest seat, in order (GAM-023)', () => {
    const { clock, table, clients } = gamshTable('rt5', [0, 1, 2, 3], true);
    const [fast, , , slow] = clients as [RecordingClient, RecordingClient, RecordingClient, RecordingClient];
    table.noteRtt(fast, 10);
    table.noteRtt(slow, 130);
    clock.advance(1000);
    const sig = slow.state!.legal.find((l) => l.notation.startsWith('signal:'))!.notation;
    const steps = () => table.actions.length;
    const before = steps();
    table.handle(slow, { type: 'act', cseq: slow.nextCseq(), notation: sig }); // slow: held 0 ms
    expect(steps()).toBe(before + 1);
    const seen = (c: RecordingClient) => c.log.some((e) => e.action?.seat === 3 && e.action.notation === sig);
    expect(seen(slow)).toBe(true);
    expect(seen(fast)).toBe(false); // held 60 ms = 130/2 − 10/2
    clock.advance(59);
    expect(seen(fast)).toBe(false);
    clock.advance(1);
    expect(seen(fast)).toBe(true);
    expect(fast.gaps).toBe(0); // held updates keep their order
  });

  it('an input resent while latency equalization holds it is answered once it is applied, applied once (GAM-023)', () => {
    const { clock, table, clients } = gamshTable('rt6', [0, 1, 2, 3], true);
    const [fast, , , slow] = clients as [RecordingClient, RecordingClient, RecordingClient, RecordingClient];
    table.noteRtt(fast, 10);
    table.noteRtt(slow, 130);
    clock.advance(1000);
    const sig = fast.state!.legal.find((l) => l.notation.startsWith('signal:'))!.notation;
    const before = table.actions.length;
    const cseq = fast.nextCseq();
    table.handle(fast, { type: 'act', cseq, notation: sig });
    clock.advance(20);
    table.handle(fast, { type: 'act', cseq, notation: sig }); // no answer yet: the page sends it again
    // The connection drops; the reloaded page sends the input again on its new connection.
    table.detach(fast);
    const again = new RecordingClient('seat', 0);
    table.attach(again);
    table.handle(again, { type: 'act', cseq, notation: sig });
    expect(fast.of('error')).toEqual([]);
    expect(again.of('error')).toEqual([]);
    expect(table.actions.length).toBe(before); // still held
    clock.advance(200);
    expect(again.of('error')).toEqual([]);
    expect(again.of('ack').map((a) => a.cseq)).toEqual([cseq]);
    expect(fast.of('ack')).toEqual([]); // the closed connection is told nothing
    expect(table.actions.slice(before).filter((a) => a.seat === 0 && a.notation === sig)).toHaveLength(1);
  });

  it('the RTT estimate is smoothed over ping samples and reaches the host screen', () => {
    const { table, clients, boss } = gamshTable('rt4', [0, 1, 2, 3], true);
    const c = clients[1]!;
    table.noteRtt(c, 80);
    table.noteRtt(c, 160); // 7/8 · 80 + 1/8 · 160
    expect(c.rttMs).toBe(90);
    table.noteRtt(clients[0]!, 10);
    expect(table.holdMs(clients[0]!)).toBe(40); // 90/2 − 10/2
    expect(table.holdMs(c)).toBe(0);
    table.handle(boss, { type: 'start', cseq: 2 }); // any message: the next state carries the estimates
    expect(boss.state!.latencyEqualization).toBe(true);
  });
});
