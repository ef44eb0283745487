// The incremental scheduler releases the same bot actions and timers as the engine's simulator, stamps a
// person's input with the given time, and is deterministic per seed.
import { describe, expect, it } from 'vitest';
import { compileRuleset, runRealtimeTrial, type CompiledGame, type Ruleset } from '../../../../engine';
import { RealtimeScheduler } from './realtime-scheduler';
import { gamshTestGame } from '../../../../../tests/support/gamsh-test-game';

const game = (teams = 2) => gamshTestGame({ teams, foehnCards: [] });

describe('RealtimeScheduler', () => {
  it('run in small increments, it releases exactly what the simulator plays (all bots)', () => {
    const g = game();
    const agent = g.kind.defaultAgent!();
    const limit = 90_000;
    const sim = runRealtimeTrial(g, [agent, agent, agent, agent], 'sched-1', { maxTimeMs: limit });
    const s = new RealtimeScheduler(g, 'sched-1', [agent, agent, agent, agent]);
    for (let t = 0; t <= limit; t += 37) s.runUntil(t);
    const mine = s.actions.filter((a) => (a.time ?? 0) <= limit);
    const theirs = sim.actions.filter((a) => (a.time ?? 0) <= limit);
    expect(mine.length).toBeGreaterThan(10);
    expect(mine).toEqual(theirs);
  });

  it('a person’s wrong Gämsh call (partner without a quartet) gives the other team a point (GAM-034)', () => {
    const g = game();
    const s = new RealtimeScheduler(g, 'sched-2', [null, null, null, null]);
    s.runUntil(2500); // past the preview
    const all = s.view(null) as { phase: string; hands: string[][]; scores: number[] };
    expect(all.phase).toBe('swap');
    const partner = all.hands[2]!;
    expect(new Set(partner.map((c) => c.split('-')[0])).size).toBeGreaterThan(1);
    const r = s.submit(0, 'call:gamsh', 3000);
    expect(r.rejected).toBeNull();
    expect((s.view(0) as { scores: number[] }).scores).toEqual([0, 1]);
    expect(s.actions.at(-1)).toEqual({ seat: 0, notation: 'call:gamsh', time: 3000 });
  });

  it('a person’s swap is DISCARD then TAKE at the stamped times; time never runs backwards', () => {
    const g = game();
    const s = new RealtimeScheduler(g, 'sched-3', [null, null, null, null]);
    s.runUntil(2100);
    const v = s.view(0) as { hand: string[]; middle: string[] };
    expect(s.submit(0, `discard:${v.hand[0]}`, 2200).rejected).toBeNull();
    expect(s.submit(0, `take:${v.middle[0]}`, 2100).rejected).toBeNull(); // clamped to the clock
    expect(s.actions.map((a) => a.time)).toEqual([2200, 2200]);
    expect((s.view(0) as { hand: string[] }).hand).toContain(v.middle[0]);
  });

  it('is deterministic per seed with a person and bots', () => {
    const g = game(3);
    const agent = g.kind.defaultAgent!();
    const play = () => {
      const s = new RealtimeScheduler(g, 'sched-4', [null, agent, agent, agent, agent, agent]);
      for (let t = 0; t < 30_000; t += 100) {
        s.runUntil(t);
        if (t === 5000) s.submit(0, 'signal:wink', t);
      }
      return s.actions;
    };
    expect(play()).toEqual(play());
  });
});
