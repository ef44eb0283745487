// The flat determinized search with common random numbers (src/engine/bots/flat.ts), Gassi's `strong` and
// `expert`: every root action is scored on the same sampled deals, and the best summed score is chosen.
import { describe, expect, it } from 'vitest';
import {
  applyListedAction,
  createRng,
  listLegalActions,
  seatsToAct,
  startGame,
  viewFor,
  type CompiledGame,
  type Snapshot,
} from '../src/engine';
import { createFlatSearchBot } from '../src/engine/bots/flat';
import { gassiPolicy, gassiWinChances } from '../src/engine/kinds/gassi/heuristic';
import type { GassiRules, GassiState } from '../src/engine/kinds/gassi';
import { loadCompiledGame } from '../src/host/rulesets';

function gassiGame(): CompiledGame {
  const l = loadCompiledGame('rulesets/gassi/gassi-2.5.3.yaml');
  if (!l.ok) throw new Error('gassi-2.5.3 does not load');
  return l.game;
}

/** A position after a few random actions where the seat to act has at least `min` legal actions. */
function position(game: CompiledGame, seed: string, min: number): Snapshot {
  for (let tries = 0; tries < 50; tries++) {
    let snap = startGame(game, `${seed}-${tries}`);
    const rng = createRng(`${seed}/walk/${tries}`);
    for (let i = 0; i < 12 && !snap.outcome; i++) {
      const seat = seatsToAct(game, snap)[0]!;
      const legal = listLegalActions(game, snap, seat);
      if (i >= 3 && legal.length >= min) return snap;
      snap = applyListedAction(game, snap, legal[rng.int(0, legal.length - 1)]!).snapshot;
    }
  }
  throw new Error('no position found');
}

describe('flat search with common random numbers (Gassi strong/expert)', () => {
  const game = gassiGame();

  it('scores every legal action on the same sampled deals (the hidden hands, GAS-006)', () => {
    const snap = position(game, 'crn', 3);
    const seat = seatsToAct(game, snap)[0]!;
    const legal = listLegalActions(game, snap, seat);
    const seen: string[][] = legal.map(() => []);
    let calls = 0;
    const bot = createFlatSearchBot(game, {
      name: 't',
      budget: 0,
      minSamples: 3,
      playoutDepth: 0,
      policy: gassiPolicy(0),
      evaluate: (_g, s) => {
        const st = s.state as GassiState;
        // the other seats' hands identify the sample (the seat's own move, a PULL too, changes only its own hand
        // and the top of the draw pile)
        seen[calls % legal.length]!.push(JSON.stringify(st.hands.filter((_, t) => t !== seat)));
        calls++;
        return [0.5, 0.5, 0.5];
      },
    });
    bot.choose(() => viewFor(game, snap, seat), legal, createRng('crn-bot'));
    expect(calls).toBe(3 * legal.length);
    for (const list of seen) expect(list).toEqual(seen[0]);
    expect(new Set(seen[0]).size).toBe(3); // three different deals
  });

  it('chooses the action with the best score, whatever its place in the list; one legal action is returned at once', () => {
    const snap = position(game, 'best', 3);
    const seat = seatsToAct(game, snap)[0]!;
    const legal = listLegalActions(game, snap, seat);
    const target = [...legal].reverse().find((a) => !a.notation.startsWith('PULL'))!; // a card play: its result is known
    const after = applyListedAction(game, snap, target).snapshot.state as GassiState;
    const bot = createFlatSearchBot(game, {
      name: 't',
      budget: 10,
      minSamples: 2,
      playoutDepth: 0,
      policy: gassiPolicy(0),
      // 1 for the position the target action leads to (same own hand), 0 otherwise
      evaluate: (_g, s) =>
        [0, 1, 2].map(() =>
          JSON.stringify((s.state as GassiState).hands[seat]) === JSON.stringify(after.hands[seat]) &&
          (s.state as GassiState).dogs.length === after.dogs.length
            ? 1
            : 0,
        ),
    });
    const rules = game.rules as GassiRules;
    expect(gassiWinChances(rules, snap.state as GassiState).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(bot.choose(() => viewFor(game, snap, seat), legal, createRng('b')).notation).toBe(target.notation);
    expect(
      bot.choose(
        () => {
          throw new Error('no view needed');
        },
        [legal[0]!],
        createRng('b'),
      ),
    ).toBe(legal[0]);
  });
});
