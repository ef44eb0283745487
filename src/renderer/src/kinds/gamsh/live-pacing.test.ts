// The live Gämsh table's pace for a person ("a round ended ~14 s after the start before
// I had found the cards"): the table's bots play the `easy` level (engine/kinds/gamsh/bot-levels.ts, slower than
// docs/rules/gamsh.md's defaults), so with the person idle the three bots end the first round later than the spec's
// defaults would. Game time only (the scheduler's virtual clock), no wall clock.
import { describe, expect, it } from 'vitest';
import { compileRuleset, type AgentFactory, type CompiledGame, type Ruleset } from '../../../../engine';
import { RealtimeScheduler } from './realtime-scheduler';
import { LIVE_BOT_LEVEL, READY_MS, liveBotParams } from './use-gamsh-live';
import { gamshTestGame } from '../../../../../tests/support/gamsh-test-game';

const game = () => gamshTestGame();

/** Game time (ms) of the first round's end (a call, GAM-036/071) with seat 0 idle and bots made by `agent`. */
function firstRoundEnd(g: CompiledGame, agent: AgentFactory, seed: string): number {
  const s = new RealtimeScheduler(g, seed, [null, agent, agent, agent]);
  for (let t = 0; t <= 300_000; t += 250) {
    const step = s.runUntil(t);
    const end = step.events.find((e) => e.type === 'round-end' || e.type === 'call');
    if (end) return s.clock;
  }
  return 300_000;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('live Gämsh pace', () => {
  it('the table seats easy bots and holds the clock a moment at the start', () => {
    const g = game();
    expect(LIVE_BOT_LEVEL).toBe('easy');
    expect(liveBotParams(g)).toMatchObject({ swapIntervalMs: [1800, 0.5], callDelayMs: [750, 0.4] });
    expect(READY_MS).toBeGreaterThanOrEqual(2000);
  });

  it('with the person idle, the first round lasts longer than with default bots (median over 15 deals)', () => {
    const g = game();
    const live = g.kind.defaultAgent!(liveBotParams(g));
    const spec = g.kind.defaultAgent!();
    const seeds = Array.from({ length: 15 }, (_, i) => `pace-${i}`);
    const slow = median(seeds.map((s) => firstRoundEnd(g, live, s)));
    const fast = median(seeds.map((s) => firstRoundEnd(g, spec, s)));
    expect(slow).toBeGreaterThan(fast);
  });
});
