// Issue 7: the search bots see only their seat's view. Dog determinization is consistent with the view, and
// ISMCTS decides identically in two states that differ only in cards hidden from it.
import { describe, expect, it } from 'vitest';
import {
  applyListedAction, createBot, createGreedyBot, createIsmctsBot, createRng, dogEvaluate, listLegalActions, randomBot, runTrial, seatsToAct,
  startGame, viewFor, type CompiledGame, type Snapshot,
} from '../src/engine';
import type { DogState } from '../src/engine/kinds/dog';
import { loadCompiledGame } from '../src/host/rulesets';

function dogGame(): CompiledGame {
  const l = loadCompiledGame('rulesets/dog/standard.yaml');
  if (!l.ok) throw new Error('dog/standard does not load');
  return l.game;
}

/** Plays random actions from `seed` until `steps` actions are done and seat `seat` is to play with ≥ 2 choices. */
function positionFor(game: CompiledGame, seed: string, steps: number, seat: number): Snapshot {
  let snap = startGame(game, seed);
  const rng = createRng(`${seed}/walk`);
  for (let i = 0; i < 5000 && !snap.outcome; i++) {
    const actor = seatsToAct(game, snap)[0]!;
    const legal = listLegalActions(game, snap, actor);
    const st = snap.state as DogState;
    if (i >= steps && actor === seat && st.phase === 'play' && legal.length >= 2) return snap;
    snap = applyListedAction(game, snap, legal[rng.int(0, legal.length - 1)]!).snapshot;
  }
  throw new Error('no position found');
}

/** The same position with the cards hidden from `seat` dealt differently (other hands and stock reshuffled). */
function reshuffleHidden(snap: Snapshot, seat: number, seed: string): Snapshot {
  const st = snap.state as DogState;
  const pool: number[] = [...st.stock];
  st.hands.forEach((h, t) => { if (t !== seat) pool.push(...h); });
  createRng(seed).shuffle(pool);
  const hands = st.hands.map((h, t) => (t === seat ? h.slice() : pool.splice(0, h.length).sort((x, y) => x - y)));
  return { ...snap, state: { ...st, hands, stock: pool } };
}

describe('Dog determinization', () => {
  const game = dogGame();

  it('builds a full state whose view for the seat equals the seat\'s view, with every card accounted for', () => {
    for (const [seed, steps] of [['d1', 10], ['d2', 60], ['d3', 200], ['d4', 3]] as const) {
      const snap = positionFor(game, seed, steps, 0);
      const view = viewFor(game, snap, 0);
      for (let k = 0; k < 5; k++) {
        const d = game.kind.determinize!(game.rules, view, 0, createRng(`${seed}/${k}`)) as DogState;
        expect(game.kind.view(game.rules, d, 0)).toEqual(view);
        const st = snap.state as DogState;
        const cards = (s: DogState) => s.stock.length + s.hands.reduce((n, h) => n + h.length, 0) + s.gives.filter((g) => g > 0).length;
        expect(cards(d)).toBe(cards(st));
        expect(d.hands[0]).toEqual(st.hands[0]);
      }
    }
  });

  it('samples the hidden cards: other hands differ between samples', () => {
    const snap = positionFor(game, 'd5', 20, 0);
    const view = viewFor(game, snap, 0);
    const a = game.kind.determinize!(game.rules, view, 0, createRng('x')) as DogState;
    const b = game.kind.determinize!(game.rules, view, 0, createRng('y')) as DogState;
    expect([a.hands[1], a.hands[2], a.hands[3], a.stock]).not.toEqual([b.hands[1], b.hands[2], b.hands[3], b.stock]);
  });
});

describe('ISMCTS uses no hidden information', () => {
  const game = dogGame();

  it('decides the same in states that differ only in cards hidden from it', () => {
    const bot = createIsmctsBot(game, { iterations: 40, evaluate: dogEvaluate });
    let compared = 0;
    for (const [seed, steps] of [['h1', 12], ['h2', 40], ['h3', 90], ['h4', 150], ['h5', 25]] as const) {
      const snap = positionFor(game, seed, steps, 0);
      const other = reshuffleHidden(snap, 0, `${seed}/other`);
      expect((other.state as DogState).hands).not.toEqual((snap.state as DogState).hands);
      expect(viewFor(game, other, 0)).toEqual(viewFor(game, snap, 0));
      const legal = listLegalActions(game, snap, 0);
      expect(listLegalActions(game, other, 0)).toEqual(legal);
      const pick = (s: Snapshot) => bot.choose(() => viewFor(game, s, 0), legal, createRng(`${seed}/bot`)).notation;
      expect(pick(other)).toBe(pick(snap));
      compared++;
    }
    expect(compared).toBe(5);
  });

  it('is deterministic for a given bot PRNG and returns one of the legal actions', () => {
    const bot = createIsmctsBot(game, { iterations: 30, evaluate: dogEvaluate });
    const snap = positionFor(game, 'h6', 30, 0);
    const legal = listLegalActions(game, snap, 0);
    const a = bot.choose(() => viewFor(game, snap, 0), legal, createRng('r'));
    const b = bot.choose(() => viewFor(game, snap, 0), legal, createRng('r'));
    expect(a).toEqual(b);
    expect(legal).toContainEqual(a);
  });
});

describe('heuristic bot', () => {
  it('beats random bots at Dog (one heuristic seat with a random partner, 8 games)', () => {
    const game = dogGame();
    const bots = [createGreedyBot(game, dogEvaluate), randomBot, randomBot, randomBot];
    let wins = 0;
    for (let i = 0; i < 8; i++) if (runTrial(game, bots, `g-${i}`).outcome?.team === 0) wins++;
    // random vs random wins about half; P(≥ 7 of 8 | p = 0.5) < 4 %
    expect(wins).toBeGreaterThanOrEqual(7);
  });

  it('is created from a spec, and an unknown kind evaluation falls back to random', () => {
    const game = dogGame();
    expect(createBot(game, { type: 'heuristic' }).name).toBe('heuristic');
    expect(createBot(game, { type: 'ismcts', iterations: 5 }).name).toBe('ismcts:5');
  });
});
