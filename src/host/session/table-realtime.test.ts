// Real-time Gämsh at a session table on the host's (manual) clock: bots play against the host's clock,
// deterministically, and people's inputs are applied in the order they arrive at the host (GAM-023).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompiledGame } from '../../engine';
import { loadCompiledGame } from '../rulesets';
import { SessionHost } from './host';
import { ManualClock, RecordingClient } from './test-support';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function compiled(id: string): CompiledGame {
  const r = loadCompiledGame(id);
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.game;
}

/** A Gämsh table: people at `people`, bots elsewhere; started. */
function gamshTable(seed: string, people: readonly number[]) {
  const dir = mkdtempSync(join(tmpdir(), 'rb-rt-'));
  dirs.push(dir);
  const clock = new ManualClock();
  const host = new SessionHost({ dir, clock });
  const table = host.createTable(compiled('gamsh/gamsh-alpin'), {
    seed,
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
});
