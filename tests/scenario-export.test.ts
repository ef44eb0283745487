// A replay step exported as a scenario reproduces that step: the rebuilt situation lists the recorded seat's
// legal actions exactly, and the recorded action leads to the recorded position (self-check by the runner).
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createReplaySession,
  randomBot,
  recordReplay,
  runKindTrial,
  runTrial,
  snapshotFromState,
  type CompiledGame,
  type Json,
  type Snapshot,
} from '../src/engine';
import { exportScenario, parseScenario, runScenario } from '../src/engine/scenario';
import { loadCompiledGame } from '../src/host/rulesets';

const BASE: Record<string, string> = { dog: 'dog/standard', gassi: 'gassi/gassi-2.5.3', gamsh: 'gamsh/gamsh-alpin' };

function compiled(kind: string, overrides: Record<string, Json> = {}): CompiledGame {
  const r = loadCompiledGame(BASE[kind]!, { overrides });
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.game;
}

function session(game: CompiledGame, seed: string) {
  const trial = runTrial(
    game,
    Array.from({ length: game.layout.seatCount }, () => randomBot),
    seed,
  );
  const rec = recordReplay(
    game,
    Array.from({ length: game.layout.seatCount }, () => ({ occupant: 'bot' as const, bot: 'random' })),
    seed,
    trial.actions,
  );
  if (!rec.ok) throw new Error(rec.error.message);
  return createReplaySession(rec.value, game);
}

/** The snapshot after `step` actions of a replay session. */
function at(s: ReturnType<typeof session>, step: number): Snapshot {
  const f = s.seek(step);
  if (!f.ok) throw new Error(f.error.message);
  return f.value.snapshot;
}

describe('exportScenario', () => {
  const cases: [string, string, Record<string, Json>][] = [
    ['dog 4 players', 'dog', {}],
    ['dog 3 players (Märki)', 'dog', { playerCount: 3, dealSchedule: '6+5432', threePlayerAnyCardStarts: true }],
    ['dog 6 players, 2 teams of 3', 'dog', { playerCount: 6, teamLayout: '2x3' }],
    ['gassi', 'gassi', {}],
    ['gassi, two cards a turn (H-09)', 'gassi', { turnMode: 'upToTwoCards' }],
    ['gassi, immediate attack response (H-14)', 'gassi', { attackResponse: 'immediate' }],
  ];
  for (const [label, kind, options] of cases) {
    it(`${label}: every exported step reproduces the recorded action and position`, () => {
      const game = compiled(kind, options);
      let exported = 0;
      for (const seed of ['e1', 'e2', 'e3']) {
        const s = session(game, seed);
        const every = Math.max(1, Math.floor(s.length / 40));
        for (let k = 0; k < s.length; k += every) {
          const r = exportScenario(s, k);
          if (!r.ok) throw new Error(`step ${k}: ${r.error.message}`);
          expect(r.value.problem, `${seed} step ${k}`).toBeNull();
          const sc = r.value.scenario;
          const recorded = s.replay.steps[k]!;
          expect(sc.play).toBe(recorded.action);
          expect(sc.seat).toBe(recorded.seat);
          expect(sc.only as string[]).toContain(recorded.action);
          expect((sc.rules as string[]).every((id) => /^[A-Z]{3}-\d{3}$/.test(id))).toBe(true);
          exported++;
        }
      }
      expect(exported).toBeGreaterThan(20);
    });
  }

  // The hidden part of an exported situation (hands, draw pile or stock in order, discard pile, cards given in the
  // exchange) is the recorded one: the rebuilt state, played on with the replay's next actions, stays the replay's
  // situation through draws, exchanges and deals (GAS-110 PULLs, DOG-014 exchange, DOG-011 deals of a new round) —
  // up to a reshuffle, which draws from the random stream.
  for (const [label, kind, options, steps] of [
    ['dog 4 players', 'dog', {}, 60],
    ['dog 6 players, 2 teams of 3', 'dog', { playerCount: 6, teamLayout: '2x3' }, 60],
    ['gassi', 'gassi', {}, 30],
    ['gassi, two cards a turn (H-09)', 'gassi', { turnMode: 'upToTwoCards' }, 30],
  ] as [string, string, Record<string, Json>, number][]) {
    it(`${label}: an exported step played on with the recorded actions stays the replay's situation`, () => {
      const game = compiled(kind, options);
      const kindOf = game.kind;
      let draws = 0;
      for (const seed of ['c1', 'c2', 'c3', 'c4', 'c5', 'c6']) {
        const s = session(game, seed);
        for (let k = 0; k < s.length; k += Math.max(1, Math.floor(s.length / 6))) {
          const sit = kindOf.toScenario!(game.rules, at(s, k).state);
          const built = kindOf.fromScenario(game.rules, sit);
          if (!built.ok) throw new Error(`step ${k}: ${built.error.message}`);
          let snap: Snapshot = snapshotFromState(game, built.value, 'continued');
          for (let j = k; j < Math.min(s.length, k + steps); j++) {
            const step = s.replay.steps[j]!;
            const r = applyAction(game, snap, { seat: step.seat, notation: step.action });
            if (!r.ok) throw new Error(`${seed} step ${k} + ${j - k}: ${step.action} refused: ${r.error.message}`);
            snap = r.value.snapshot;
            // A reshuffle (DOG-016) draws from the snapshot's random stream, which a scenario does not carry.
            if (r.value.events.some((e) => e.type === 'reshuffle')) break;
            if (r.value.events.some((e) => e.type === 'draw' || e.type === 'deal')) draws++;
            const want = at(s, j + 1);
            if (want.outcome) break;
            expect(kindOf.toScenario!(game.rules, snap.state), `${seed} exported at ${k}, after ${j + 1}`).toEqual(
              kindOf.toScenario!(game.rules, want.state),
            );
          }
        }
      }
      expect(draws).toBeGreaterThan(5); // the check went through draws, where the pile's order matters
    });
  }

  it('Dog scenario extras: the stock keeps its order (first = next dealt, DOG-011), `given` is refused outside the exchange (DOG-014), more cards than the deck are refused', () => {
    const game = compiled('dog');
    const kindOf = game.kind;
    const hands = { 0: [], 1: [], 2: [], 3: [] };
    const stock = ['A', '2', '3', '4', 'K', 'K', 'K', 'K', '5', '6', '7', '8', 'Q', 'Q', 'Q', 'Q', 'T', 'T', 'T', 'T'];
    const built = kindOf.fromScenario(game.rules, {
      position: '|||',
      turn: 0,
      hands,
      extra: { round: 1, dealer: 0, starter: 1, stock },
    });
    if (!built.ok) throw new Error(built.error.message);
    const sit = kindOf.toScenario!(game.rules, built.value) as unknown as { extra: { stock: string[] } };
    expect(sit.extra.stock).toEqual(stock);
    const bad = kindOf.fromScenario(game.rules, { position: '|||', turn: 0, hands, extra: { given: { 0: 'A' } } });
    expect(bad).toMatchObject({ ok: false, error: { code: 'scenario/bad-extra' } });
    const tooMany = kindOf.fromScenario(game.rules, {
      position: '|||',
      turn: 0,
      hands,
      extra: { stock: Array.from({ length: 9 }, () => 'X') },
    });
    expect(tooMany).toMatchObject({ ok: false, error: { code: 'scenario/bad-hands' } });
  });

  it('the self-check fails when the situation is not the recorded one (a card missing from the hand)', () => {
    const game = compiled('dog');
    const s = session(game, 'e4');
    const r = exportScenario(s, 30);
    if (!r.ok) throw new Error(r.error.message);
    const sc = { ...r.value.scenario, hands: { ...(r.value.scenario.hands as Record<string, Json[]>) } } as Record<
      string,
      Json
    > & { hands: Record<string, Json[]> };
    const seat = String(sc.seat);
    sc.hands[seat] = sc.hands[seat]!.slice(1);
    const parsed = parseScenario(sc);
    if (!parsed.ok) throw new Error('invalid');
    expect(runScenario(game, parsed.scenario).ok).toBe(false);
  });

  it('real-time kinds and finished games are refused with the reason', () => {
    const gamsh = compiled('gamsh');
    const trial = runKindTrial(gamsh, [], 'e5');
    const rec = recordReplay(
      gamsh,
      Array.from({ length: gamsh.layout.seatCount }, () => ({ occupant: 'bot' as const, bot: 'gamsh-bot' })),
      'e5',
      trial.actions,
    );
    if (!rec.ok) throw new Error(rec.error.message);
    const rt = exportScenario(createReplaySession(rec.value, gamsh), 3);
    expect(!rt.ok && rt.error.code).toBe('scenario/cannot-export');
    const dog = session(compiled('dog'), 'e6');
    const end = exportScenario(dog, dog.length);
    expect(!end.ok && end.error.message).toMatch(/game is over/);
  });
});
