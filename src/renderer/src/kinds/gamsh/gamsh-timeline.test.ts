// The time axis of a simulated Gämsh replay: monotone times, markers for rounds, calls and scores; seeking
// by time picks the last step at or before it.
import { describe, expect, it } from 'vitest';
import { compileRuleset, recordReplay, runRealtimeTrial, type Ruleset } from '../../../../engine';
import { buildTimeline, stepAtTime } from './gamsh-timeline';
import { gamshTestGame } from '../../../../../tests/support/gamsh-test-game';

describe('gamsh timeline', () => {
  it('stepAtTime finds the last step at or before a time', () => {
    const times = [0, 100, 100, 250, 900];
    expect(stepAtTime(times, -5)).toBe(0);
    expect(stepAtTime(times, 100)).toBe(2);
    expect(stepAtTime(times, 899)).toBe(3);
    expect(stepAtTime(times, 5000)).toBe(4);
  });

  it('a simulated game has monotone times and call, score and round markers', () => {
    const game = gamshTestGame();
    const agent = game.kind.defaultAgent!();
    const trial = runRealtimeTrial(game, [agent, agent, agent, agent], 'tl-1');
    const rec = recordReplay(game, [], 'tl-1', trial.actions);
    if (!rec.ok) throw new Error(rec.error.message);
    const tl = buildTimeline(rec.value, game)!;
    expect(tl.times.length).toBe(trial.actions.length + 1);
    for (let i = 1; i < tl.times.length; i++) expect(tl.times[i]!).toBeGreaterThanOrEqual(tl.times[i - 1]!);
    expect(tl.durationMs).toBe(trial.durationMs);
    const kinds = new Set(tl.marks.map((m) => m.kind));
    for (const k of ['call', 'score', 'round', 'end'] as const) expect(kinds.has(k)).toBe(true);
  });
});
