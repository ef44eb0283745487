// People's games in the lab: a recorded game measured from its replay gives exactly the record the lab gives the
// same game played by bots (so people's and bots' metrics are computed one way), and the feedback summary.
import { describe, expect, it } from 'vitest';
import {
  computeMetrics,
  createBot,
  gameRecordOfReplay,
  gameSeed,
  playGame,
  randomBot,
  recordReplay,
  runKindTrial,
  runTrial,
  simulatedSeats,
  summarizeFeedback,
  verifyReplay,
  type CompiledGame,
  type FeedbackAnswer,
  type Replay,
} from '../src/engine';
import { loadCompiledGame } from '../src/host/rulesets';

function compiled(id: string): CompiledGame {
  const r = loadCompiledGame(id);
  if (!r.ok) throw new Error(`${id} does not load`);
  return r.game;
}

/** Game `index` of a random-bot batch with seed `batch`, recorded as a replay (as a session records a game). */
function recorded(game: CompiledGame, batch: string, index: number): Replay {
  const seed = gameSeed(batch, index);
  const trial = game.kind.realtime
    ? runKindTrial(game, [randomBot], seed)
    : runTrial(
        game,
        Array.from({ length: game.layout.seatCount }, () => createBot(game, { type: 'random' })),
        seed,
      );
  const r = recordReplay(game, simulatedSeats(game, {}, ['random']), seed, trial.actions);
  if (!r.ok) throw new Error(r.error.message);
  expect(verifyReplay(r.value, game).ok).toBe(true);
  return r.value;
}

describe('people games as lab records', () => {
  for (const id of ['dog/standard', 'gassi/gassi-2.5.3']) {
    it(`${id}: the record of a replay equals the record of the same bot game (winners, first player, length, rules, moves, lead)`, () => {
      const game = compiled(id);
      for (let i = 0; i < 3; i++) {
        const fromBots = playGame(game, [{ type: 'random' }], 'p', i);
        const fromReplay = gameRecordOfReplay(recorded(game, 'p', i), game, i);
        expect(fromReplay.ok).toBe(true);
        if (fromReplay.ok) expect(fromReplay.value).toEqual(fromBots);
      }
    });
  }

  it('gamsh/gamsh-alpin (real time): winners, inputs, rule and event counts and points per source (DIG-052) of the replay are the bot game’s', () => {
    const game = compiled('gamsh/gamsh-alpin');
    const fromBots = playGame(game, [{ type: 'random' }], 'g', 0);
    const fromReplay = gameRecordOfReplay(recorded(game, 'g', 0), game, 0);
    expect(fromReplay.ok).toBe(true);
    if (!fromReplay.ok) return;
    const r = fromReplay.value;
    expect(r.winners).toEqual(fromBots.winners);
    expect(r.actions).toBe(fromBots.actions);
    expect(r.ruleCounts).toEqual(fromBots.ruleCounts);
    expect(r.eventCounts).toEqual(fromBots.eventCounts);
    expect(r.points).toEqual(fromBots.points);
    expect(r.simulatedMs).not.toBeNull();
    expect(r.decisions).toBeNull();
  });

  it('metrics of people games: computeMetrics over replay records counts wins, length and never-used rules of those games', () => {
    const game = compiled('dog/standard');
    const records = [0, 1, 2, 3].map((i) => {
      const r = gameRecordOfReplay(recorded(game, 'm', i), game, i);
      if (!r.ok) throw new Error(r.error);
      return r.value;
    });
    const m = computeMetrics(game, records);
    expect(m.games).toBe(4);
    const replays = [0, 1, 2, 3].map((i) => recorded(game, 'm', i));
    // the mean length in actions is the mean number of recorded steps
    expect(m.length.actions.mean).toBeCloseTo(replays.reduce((s, r) => s + r.steps.length, 0) / 4, 10);
    // team wins are the recorded outcomes' teams (DOG-090: a team wins together)
    for (const t of m.teams) expect(t.k).toBe(replays.filter((r) => r.outcome?.team === t.team).length);
    // a rule is "never used" exactly when no game's record applied it
    for (const id of m.rules.never) expect(records.every((r) => !r.ruleCounts[id])).toBe(true);
  });

  it('a step the rules refuse is an error naming the step, seat and notation', () => {
    const game = compiled('dog/standard');
    const replay = recorded(game, 'x', 0);
    const steps = replay.steps.slice();
    steps[5] = { ...steps[5]!, action: 'discard:nothing' };
    const r = gameRecordOfReplay({ ...replay, steps }, game, 0);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^step 6: seat \d "discard:nothing" is refused by the rules/);
  });

  it('an unfinished recording is a truncated record that says it has no outcome', () => {
    const game = compiled('dog/standard');
    const replay = recorded(game, 'u', 0);
    const r = gameRecordOfReplay({ ...replay, steps: replay.steps.slice(0, 20), outcome: null }, game, 0);
    expect(r.ok && r.value.truncated && r.value.reason === 'the recorded game has no outcome').toBe(true);
    if (r.ok) expect(r.value.actions).toBe(20);
  });
});

describe('feedback summary', () => {
  const a = (over: Partial<FeedbackAnswer>): FeedbackAnswer => ({
    game: 1,
    seat: 0,
    name: null,
    rulesHash: 'h',
    fun: 3,
    clarity: 3,
    unclear: [],
    text: '',
    ...over,
  });

  it('averages fun and clarity with counts per value, counts unclear rules per answer, keeps the texts', () => {
    const s = summarizeFeedback([
      a({ fun: 5, clarity: 2, unclear: ['DOG-041', 'DOG-020'], text: ' Too long. ', name: 'Anna' }),
      a({ seat: 2, fun: 4, clarity: 4, unclear: ['DOG-041', 'DOG-041'] }),
      a({ game: 2, fun: 3, clarity: 5, text: 'Fun!' }),
    ]);
    expect(s.answers).toBe(3);
    expect(s.fun.mean).toBe(4);
    expect(s.fun.n).toBe(3);
    expect(s.fun.counts).toEqual([0, 0, 1, 1, 1]);
    // 4 ± 1.96 · 1/√3: [2.87, 5.13], clipped to the scale 1…5
    expect(s.fun.lo).toBeCloseTo(4 - 1.959964 / Math.sqrt(3), 4);
    expect(s.fun.hi).toBe(5);
    expect(s.clarity.mean).toBeCloseTo(11 / 3, 10);
    expect(s.clarity.counts).toEqual([0, 1, 0, 1, 1]);
    // one answer naming a rule twice counts once
    expect(s.unclear).toEqual([
      { rule: 'DOG-041', count: 2 },
      { rule: 'DOG-020', count: 1 },
    ]);
    expect(s.texts).toEqual([
      { game: 1, seat: 0, name: 'Anna', text: 'Too long.' },
      { game: 2, seat: 0, name: null, text: 'Fun!' },
    ]);
  });

  it('no answers: zero counts', () => {
    const s = summarizeFeedback([]);
    expect(s.answers).toBe(0);
    expect(s.fun.n).toBe(0);
    expect(s.unclear).toEqual([]);
  });
});
