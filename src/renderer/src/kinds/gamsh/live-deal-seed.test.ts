// A person who changes seats at the live Gämsh table never sees the other team's secret signal of the deal they then
// play (GAM-010: each team's signal is secret): a deal is bound to the person's seat (`liveDealSeed`), so the same
// table seed from another seat is another deal with other signals.
import { describe, expect, it } from 'vitest';
import { compileRuleset, type CompiledGame, type Ruleset } from '../../../../engine';
import { RealtimeScheduler } from './realtime-scheduler';
import { readGamshView } from './gamsh-layout';
import { liveDealSeed } from './use-gamsh-live';
import { gamshTestGame } from '../../../../../tests/support/gamsh-test-game';

const game = () => gamshTestGame();

/** The secret signal of the person's own team in the live deal of `seed` with the person at `human`. */
function ownSignal(g: CompiledGame, seed: string, human: number): string | null {
  const s = new RealtimeScheduler(g, liveDealSeed(seed, human), [null, null, null, null]);
  return readGamshView(s.view(human))!.mySignal;
}

/** Team B's secret signal in the live deal of `seed` with the person at `human` (the all-seeing state). */
function teamBSignal(g: CompiledGame, seed: string, human: number): string {
  const s = new RealtimeScheduler(g, liveDealSeed(seed, human), [null, null, null, null]);
  return (s.snapshot.state as { signals: string[] }).signals[1]!;
}

describe('the live Gämsh deal is bound to the person’s seat (GAM-010 secrets)', () => {
  it('keeps seat 0 on the table seed itself and gives every other seat its own deal', () => {
    expect(liveDealSeed('deal-abc123', 0)).toBe('deal-abc123');
    expect(new Set([0, 1, 2, 3].map((h) => liveDealSeed('deal-abc123', h))).size).toBe(4);
  });

  it('Team B’s signal seen from seat 2 is not Team B’s signal when the person plays seat 1 on the same seed', () => {
    const g = game();
    let differ = 0;
    for (const seed of ['deal-000001', 'deal-000002', 'deal-000003', 'deal-000004', 'deal-000005']) {
      const peeked = ownSignal(g, seed, 1); // seat 2 plays for Team B (seat % teams)
      expect(peeked).toBe(teamBSignal(g, seed, 1));
      if (peeked !== teamBSignal(g, seed, 0)) differ++;
    }
    // Signals come from a small palette, so one seed may draw the same by chance; peeking must not work in general.
    expect(differ).toBeGreaterThanOrEqual(4);
  });
});
