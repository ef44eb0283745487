// Replays: recording, verification, tamper detection naming the step, seeking; determinism per seed.
import { describe, expect, it } from 'vitest';
import { createReplaySession, formatPosition, parseReplay, randomBot, recordReplay, runTrial, verifyReplay, type Replay } from '../src/engine';
import { loadCompiledGame } from '../src/host/rulesets';
import { serializeReplay } from '../src/host/replays';

function game() {
  const loaded = loadCompiledGame('dog/standard');
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
  return loaded.game;
}

function replayFor(seed: string): Replay {
  const g = game();
  const trial = runTrial(g, [randomBot, randomBot, randomBot, randomBot], seed);
  const r = recordReplay(g, Array.from({ length: 4 }, () => ({ occupant: 'bot' as const, bot: 'random' })), seed, trial.actions);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('replays', () => {
  it('the same ruleset, seed and bots give byte-identical replays', () => {
    expect(serializeReplay(replayFor('det-1'))).toBe(serializeReplay(replayFor('det-1')));
    expect(serializeReplay(replayFor('det-1'))).not.toBe(serializeReplay(replayFor('det-2')));
  });

  it('a recorded replay verifies', () => {
    const r = replayFor('verify-1');
    expect(verifyReplay(r, game()).ok).toBe(true);
  });

  it('changing one action makes verification fail and name that step', () => {
    const r = replayFor('tamper-1');
    const g = game();
    // Swap the recorded action of some step for another legal action at that point.
    const session = createReplaySession(r, g);
    for (let k = 20; k < r.steps.length; k++) {
      const frame = session.seek(k);
      if (!frame.ok) throw new Error(frame.error.message);
      const seat = r.steps[k].seat;
      const other = g.kind.legalActions(g.rules, frame.value.snapshot.state, seat).find((a) => a.notation !== r.steps[k].action);
      if (!other) continue;
      const steps = r.steps.map((s, i) => (i === k ? { ...s, action: other.notation } : s));
      const v = verifyReplay({ ...r, steps }, g);
      expect(v.ok).toBe(false);
      if (!v.ok) {
        expect(v.error.step).toBe(k + 1);
        expect(v.error.message).toContain(`Step ${k + 1}`);
      }
      return;
    }
    throw new Error('no step with an alternative action found');
  });

  it('an illegal action in a replay is named by its step', () => {
    const r = replayFor('tamper-2');
    const steps = r.steps.map((s, i) => (i === 3 ? { ...s, action: 'Q:P0>P99' } : s));
    const v = verifyReplay({ ...r, steps }, game());
    expect(!v.ok && v.error).toMatchObject({ code: 'replay/illegal-action', step: 4 });
  });

  it('seeking to any step gives the same position as playing forward, in any order of seeks', () => {
    const r = replayFor('seek-1');
    const g = game();
    const forward = createReplaySession(r, g);
    const positions = Array.from({ length: r.steps.length + 1 }, (_, k) => {
      const f = forward.seek(k);
      if (!f.ok) throw new Error(f.error.message);
      return formatPosition(g, f.value.snapshot);
    });
    const random = createReplaySession(r, g);
    for (const k of [r.steps.length, 5, 0, 77 % (r.steps.length + 1), 26, 25, 24, 1]) {
      const f = random.seek(k);
      expect(f.ok && formatPosition(g, f.value.snapshot)).toBe(positions[k]);
      if (f.ok && k > 0) expect(f.value.action?.notation).toBe(r.steps[k - 1].action);
    }
    expect(random.seek(r.steps.length + 1).ok).toBe(false);
  });

  it('a hostile, deeply nested replay document is refused with a diagnostic, not a stack overflow', () => {
    let deep: unknown = 0;
    for (let i = 0; i < 20_000; i++) deep = [deep];
    const r = parseReplay({ format: 'rulebench-replay/1', steps: deep });
    expect(!r.ok && r.error[0].code).toBe('replay/too-deep');
  });
});
