// The `strong` Dog search at three players (dog/maerki-3p: one single player against a pair, DOG-120, DOG-123): its
// evaluation keeps ranking the actions of a side that trails or leads by more than a quarter of the progress scale,
// where the clamped progress evaluation scored every action alike and the search played the first listed one.
import { describe, expect, it } from 'vitest';
import {
  applyListedAction,
  createBot,
  createRng,
  listLegalActions,
  parseBotSpec,
  snapshotFromState,
  viewFor,
  type CompiledGame,
  type Snapshot,
} from '../src/engine';
import { dogBots } from '../src/engine/kinds/dog/bots';
import { dogEvaluate, dogTeamScores } from '../src/engine/kinds/dog/heuristic';
import { loadCompiledGame } from '../src/host/rulesets';

function maerki3p(): CompiledGame {
  const loaded = loadCompiledGame('dog/maerki-3p');
  if (!loaded.ok) throw new Error('dog/maerki-3p does not load');
  return loaded.game;
}

const game = maerki3p();
const searchEvaluate = dogBots.search!.evaluate;

/** A play-phase snapshot of dog/maerki-3p: seat 0 single, seats 1 and 3 the pair, seat 2 empty (DOG-120). */
function position(text: string, turn: number, hands: Record<number, string[]>): Snapshot {
  const built = game.kind.fromScenario(game.rules, { position: text, turn, hands });
  if (!built.ok) throw new Error(built.error.message);
  return snapshotFromState(game, built.value);
}

/** The value for `seat` after each legal action of the seat to act, by notation. */
function valuesAfter(snap: Snapshot, seat: number, evaluate = searchEvaluate): Record<string, number> {
  const actor = (snap.state as { turn: number }).turn;
  return Object.fromEntries(
    listLegalActions(game, snap, actor).map((a) => [
      a.notation,
      evaluate(game, applyListedAction(game, snap, a).snapshot)[seat]!,
    ]),
  );
}

/** What the `strong` level plays in `snap` for the seat to act, with bot PRNG `seed`. */
function strongChoice(snap: Snapshot, seed: string): string {
  const actor = (snap.state as { turn: number }).turn;
  const legal = listLegalActions(game, snap, actor);
  return createBot(game, parseBotSpec('strong')!).choose(() => viewFor(game, snap, actor), legal, createRng(seed))
    .notation;
}

// The single player (seat 0) has one piece on P55 (56 of 276 progress units) and three in the kennel; the pair has
// six pieces in their finishes, seat 1's last piece on P60 (44 fields from its start P16), seat 3's on P10. The
// single trails by 0.66, far more than the quarter at which the clamped evaluation is 0 for every action.
const single = position('P55|F0F1F2P60||F0F1F2P10', 0, { 0: ['2', '5'], 1: ['3', '8', '9'], 3: ['4', '6', 'T'] });
// The same race from the pair's side: seat 1 to play, its last piece on P50, five fields behind the single's P55;
// the pair leads by 0.64, where the clamped evaluation is 1 for every action.
const pair = position('P55|F0F1F2P50||F0F1F2P10', 1, { 1: ['2', '5'], 0: ['3', '8', '9'], 3: ['4', '6', 'T'] });

describe('Dog strong search at three players, one against two (DOG-120, DOG-123)', () => {
  it('the single player trailing far behind still ranks his actions: a capture above a move above an exit (DOG-050, DOG-121)', () => {
    const [own, others] = dogTeamScores(game, single);
    expect(others! - own!).toBeGreaterThan(0.25);
    const v = valuesAfter(single, 0);
    expect(Object.keys(v).sort()).toEqual(['2:P55>P57', '2:exit', '5:P55>P60', '5:exit']);
    // the 5 lands on seat 1's P60 and sends it home (DOG-050): the pair's mean progress drops by 45 / 276 / 2
    expect(v['5:P55>P60']).toBeGreaterThan(v['2:P55>P57']!);
    // two fields forward count more than an exit with any card (DOG-121: the piece comes out on P0, one unit)
    expect(v['2:P55>P57']).toBeGreaterThan(v['2:exit']!);
    expect(v['2:exit']).toBe(v['5:exit']);
    for (const x of Object.values(v)) expect(x).toBeGreaterThan(0);
    // the clamped progress evaluation of the `normal` bot sees no difference here (all 0): what the search must not use
    expect(new Set(Object.values(valuesAfter(single, 0, dogEvaluate)))).toEqual(new Set([0]));
  });

  it('gives both seats of the pair the same value, the complement of the single player’s, and the empty seat 0.5', () => {
    const after = applyListedAction(game, single, { seat: 0, notation: '5:P55>P60' }).snapshot;
    const v = searchEvaluate(game, after);
    expect(v[1]).toBe(v[3]);
    expect(v[0]! + v[1]!).toBeCloseTo(1, 12);
    expect(v[2]).toBe(0.5);
  });

  it.each(['s0', 's1', 's2'])(
    'strong as the single player far behind takes the capture (bot PRNG %s; the clamped search played 2:exit, the first action)',
    (seed) => {
      expect(strongChoice(single, seed)).toBe('5:P55>P60');
    },
  );

  it.each(['s0', 's1', 's2'])(
    'strong in the pair far ahead sends the single player’s piece home (bot PRNG %s; DOG-050, DOG-123)',
    (seed) => {
      const v = valuesAfter(pair, 1);
      expect(v['5:P50>P55']).toBeGreaterThan(v['2:P50>P52']!);
      expect(strongChoice(pair, seed)).toBe('5:P50>P55');
    },
  );
});
