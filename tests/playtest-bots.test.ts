// The search bots see only their seat's view. Dog determinization is consistent with the view, and
// ISMCTS decides identically in two states that differ only in cards hidden from it.
import { describe, expect, it } from 'vitest';
import {
  applyListedAction,
  botUnavailable,
  createBot,
  createGreedyBot,
  createIsmctsBot,
  parseBotSpec,
  createRng,
  listLegalActions,
  randomBot,
  runTrial,
  seatsToAct,
  startGame,
  startGameWithEvents,
  viewFor,
  type CompiledGame,
  type Json,
  type Snapshot,
} from '../src/engine';
import type { DogRules, DogState } from '../src/engine/kinds/dog';
import { ACE, deckCounts, parseCardChar } from '../src/engine/kinds/dog/cards';
import { dogEvaluate } from '../src/engine/kinds/dog/heuristic';
import { pileCards } from '../src/engine/kinds/dog/deal';
import type { GassiRules, GassiState } from '../src/engine/kinds/gassi';
import { allCards } from '../src/engine/kinds/gassi/state';
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
  st.hands.forEach((h, t) => {
    if (t !== seat) pool.push(...h);
  });
  createRng(seed).shuffle(pool);
  const hands = st.hands.map((h, t) => (t === seat ? h.slice() : pool.splice(0, h.length).sort((x, y) => x - y)));
  return { ...snap, state: { ...st, hands, stock: pool } };
}

describe('Dog determinization', () => {
  const game = dogGame();

  it("builds a full state whose view for the seat equals the seat's view, with every card accounted for", () => {
    for (const [seed, steps] of [
      ['d1', 10],
      ['d2', 60],
      ['d3', 200],
      ['d4', 3],
    ] as const) {
      const snap = positionFor(game, seed, steps, 0);
      const view = viewFor(game, snap, 0);
      for (let k = 0; k < 5; k++) {
        const d = game.kind.determinize!(game.rules, view, 0, createRng(`${seed}/${k}`)) as DogState;
        expect(game.kind.view(game.rules, d, 0)).toEqual(view);
        const st = snap.state as DogState;
        const cards = (s: DogState) =>
          s.stock.length + s.hands.reduce((n, h) => n + h.length, 0) + s.gives.filter((g) => g > 0).length;
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

// The face-up cards on the pile are public (DOG-003 "sichtbar"); a hand given up face down is not
// (DOG-093, AMB-19); the pile is shuffled into a new stock when the stock runs out (DOG-016).
describe('Dog: the cards played face up are public, a hand discarded face down stays hidden', () => {
  const game = dogGame();

  it('the view lists exactly the cards played since the last reshuffle (DOG-003, DOG-016), never a face-down discard (DOG-093)', () => {
    let step = startGameWithEvents(game, 'pub-1');
    let snap = step.snapshot;
    const rng = createRng('pub-1/walk');
    let seen: string[] = [];
    let reshuffles = 0,
      discards = 0,
      withHiddenDiscard = 0;
    for (let i = 0; i < 3000 && !snap.outcome; i++) {
      const actor = seatsToAct(game, snap)[0]!;
      const legal = listLegalActions(game, snap, actor);
      step = applyListedAction(game, snap, legal[rng.int(0, legal.length - 1)]!);
      snap = step.snapshot;
      for (const e of step.events as unknown as { type: string; card?: string }[]) {
        if (e.type === 'reshuffle') {
          seen = [];
          reshuffles++;
        }
        if (e.type === 'play') seen.push(e.card!);
        if (e.type === 'discard') discards++;
      }
      for (const seat of [0, 1, 2, 3]) {
        const v = viewFor(game, snap, seat) as { played: string; pileCount: number; pileTop: string | null };
        expect(v.played).toBe(seen.join(' '));
        if (v.pileTop !== null) expect(v.played.endsWith(v.pileTop)).toBe(true);
      }
      const v = viewFor(game, snap, 0) as { played: string; pileCount: number };
      if (seen.length < v.pileCount) withHiddenDiscard++;
      else expect(seen.length).toBe(v.pileCount);
    }
    // the walk covered reshuffles and face-down discards (random bots give up many hands)
    expect(reshuffles).toBeGreaterThan(0);
    expect(discards).toBeGreaterThan(0);
    expect(withHiddenDiscard).toBeGreaterThan(0);
  });

  it('two states that differ only in the cards of a hand discarded face down show every seat the same view, and the search decides the same', () => {
    // a position right after a face-down discard (DOG-093), seat 0 to play with a choice
    let snap = startGame(game, 'fold-1');
    const rng = createRng('fold-1/walk');
    let found: Snapshot | null = null;
    let discarded: number[] = [];
    for (let i = 0; i < 5000 && !snap.outcome && !found; i++) {
      const actor = seatsToAct(game, snap)[0]!;
      const legal = listLegalActions(game, snap, actor);
      const before = snap.state as DogState;
      const a = legal[rng.int(0, legal.length - 1)]!;
      snap = applyListedAction(game, snap, a).snapshot;
      const st = snap.state as DogState;
      if (actor !== 0 && a.notation.startsWith('discard') && st.pile === before.pile + before.hands[actor]!.length)
        discarded = before.hands[actor]!.slice();
      if (st.pile < before.pile) discarded = []; // reshuffled
      if (discarded.length && st.phase === 'play' && st.turn === 0 && listLegalActions(game, snap, 0).length >= 2)
        found = snap;
    }
    expect(found).not.toBeNull();
    const st = found!.state as DogState;
    // swap a face-down discarded card with a stock card of another rank: the pile now holds the stock card instead
    const k = st.stock.findIndex((c) => c !== discarded[0]);
    const stock = st.stock.slice();
    stock[k] = discarded[0]!;
    const other: Snapshot = { ...found!, state: { ...st, stock } };
    expect(stock).not.toEqual(st.stock);
    for (const seat of [0, 1, 2, 3]) expect(viewFor(game, other, seat)).toEqual(viewFor(game, found!, seat));
    const legal = listLegalActions(game, found!, 0);
    const bot = createBot(game, parseBotSpec('strong')!);
    const pick = (s: Snapshot) => bot.choose(() => viewFor(game, s, 0), legal, createRng('fold-1/bot')).notation;
    expect(pick(other)).toBe(pick(found!));
  });

  it('a sample never deals an opponent, an exchange card or the stock a card already played face up (deck of 110: 8 of each rank, 6 Jokers, DOG-010)', () => {
    const counts = (cards: readonly number[]) => {
      const c = new Array<number>(15).fill(0);
      for (const x of cards) c[x]!++;
      return c;
    };
    // deck arithmetic of docs/rules/dog.md: 2 packs × (52 + 3 Jokers) = 110 cards
    const rules = game.rules as DogRules;
    expect(rules.decks * (52 + rules.jokersPerDeck)).toBe(110);
    // (1) an extreme but legal position: every Ace not in seat 0's hand lies face up on the pile
    const snap = positionFor(game, 'aces', 30, 0);
    const st = snap.state as DogState;
    const pile = pileCards(rules, st.stock, st.hands, st.gives);
    const hidden = [st.stock.slice(), ...st.hands.map((h) => h.slice())];
    for (let part = 0; part < hidden.length; part++) {
      if (part === 1) continue; // seat 0's own hand
      const cards = hidden[part]!;
      for (let j = 0; j < cards.length; j++) {
        if (cards[j] !== ACE) continue;
        const q = pile.findIndex((c) => c !== ACE);
        cards[j] = pile[q]!;
        pile[q] = ACE;
      }
    }
    const [stock, ...hands] = hidden;
    const aces = pile.filter((c) => c === ACE);
    const ownAces = hands[0]!.filter((c) => c === ACE).length;
    expect(aces.length + ownAces).toBe(8);
    const memo = [...pile.filter((c) => c !== ACE).slice(0, 5), ...aces];
    const allAces: Snapshot = {
      ...snap,
      state: { ...st, stock: stock!, hands: hands.map((h) => h.slice().sort((x, y) => x - y)), up: ACE, memo },
    };
    const view = viewFor(game, allAces, 0);
    for (let k = 0; k < 200; k++) {
      const d = game.kind.determinize!(game.rules, view, 0, createRng(`aces/${k}`)) as DogState;
      expect(game.kind.view(game.rules, d, 0)).toEqual(view);
      const unseen = [...d.stock, ...d.hands.slice(1).flat(), ...d.gives.filter((g) => g > 0)];
      expect(unseen.filter((c) => c === ACE)).toEqual([]);
    }
    // (2) positions from play: per rank, the cards dealt to others and the stock never exceed the deck minus the
    // own hand, the own exchange card and the cards played face up since the last reshuffle
    const deck = deckCounts(rules.decks, rules.jokersPerDeck);
    let playedSeen = 0;
    for (const [seed, steps] of [
      ['p1', 40],
      ['p2', 150],
      ['p3', 400],
      ['p4', 700],
    ] as const) {
      const s = positionFor(game, seed, steps, 2);
      const v = viewFor(game, s, 2) as { played: string };
      const played = counts(v.played ? v.played.split(' ').map(parseCardChar) : []);
      playedSeen += played.reduce((a, b) => a + b, 0);
      const own = counts((s.state as DogState).hands[2]!);
      for (let k = 0; k < 40; k++) {
        const d = game.kind.determinize!(game.rules, v, 2, createRng(`${seed}/${k}`)) as DogState;
        const unseen = counts([
          ...d.stock,
          ...d.hands.filter((_, t) => t !== 2).flat(),
          ...d.gives.filter((g, t) => g > 0 && t !== 2),
        ]);
        for (let r = 1; r <= 14; r++) expect(unseen[r]!).toBeLessThanOrEqual(deck[r]! - own[r]! - played[r]!);
      }
    }
    expect(playedSeen).toBeGreaterThan(20);
  });
});

describe('ISMCTS uses no hidden information', () => {
  const game = dogGame();

  // Every bot and named level (the search levels with their real budgets) is covered.
  it.each(['ismcts:40', 'easy', 'normal', 'strong', 'expert', 'heuristic'])(
    '%s decides the same in states that differ only in cards hidden from it',
    (text) => {
      const bot = createBot(game, parseBotSpec(text)!);
      let compared = 0;
      for (const [seed, steps] of [
        ['h1', 12],
        ['h2', 40],
        ['h3', 90],
        ['h4', 150],
        ['h5', 25],
      ] as const) {
        const snap = positionFor(game, seed, steps, 0);
        const other = reshuffleHidden(snap, 0, `${seed}/other`);
        const hidden = (st: DogState) => [st.hands.slice(1), st.stock];
        expect(hidden(other.state as DogState)).not.toEqual(hidden(snap.state as DogState));
        expect(viewFor(game, other, 0)).toEqual(viewFor(game, snap, 0));
        const legal = listLegalActions(game, snap, 0);
        expect(listLegalActions(game, other, 0)).toEqual(legal);
        const pick = (s: Snapshot) => bot.choose(() => viewFor(game, s, 0), legal, createRng(`${seed}/bot`)).notation;
        expect(pick(other)).toBe(pick(snap));
        compared++;
      }
      expect(compared).toBe(5);
    },
  );

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

// ---- Gassi: view-only determinization (GAS-016 face-down dogs, GAS-008 draw pile) and ISMCTS. ----

function gassiGame(overrides: Record<string, Json> = {}): CompiledGame {
  const l = loadCompiledGame('rulesets/gassi/gassi-2.5.3.yaml', { overrides });
  if (!l.ok) throw new Error('gassi-2.5.3 does not load');
  return l.game;
}

/**
 * Random play from `seed` until `steps` actions are done and `seat` is to act with ≥ 2 choices; with
 * `faceDown`, additionally until another seat owns a face-down dog (GAS-016) that `seat` cannot see.
 */
function gassiPosition(
  game: CompiledGame,
  seed: string,
  steps: number,
  seat: number,
  faceDown = false,
): Snapshot | null {
  for (let k = 0; k < 100; k++) {
    const snap = gassiWalk(game, k ? `${seed}-${k}` : seed, steps, seat, faceDown);
    if (snap) return snap;
  }
  return null;
}

function gassiWalk(game: CompiledGame, seed: string, steps: number, seat: number, faceDown: boolean): Snapshot | null {
  let snap = startGame(game, seed);
  const rng = createRng(`${seed}/walk`);
  for (let i = 0; i < 2000 && !snap.outcome; i++) {
    const actor = seatsToAct(game, snap)[0]!;
    const legal = listLegalActions(game, snap, actor);
    const st = snap.state as GassiState;
    const masked = st.dogs.some((d) => d.hidden && d.owner !== seat);
    if (i >= steps && actor === seat && legal.length >= 2 && (!faceDown || masked)) return snap;
    snap = applyListedAction(game, snap, legal[rng.int(0, legal.length - 1)]!).snapshot;
  }
  return null;
}

/**
 * The same position with every card hidden from `seat` placed differently: other hands and the draw pile
 * re-dealt from their union, and each face-down walker of another seat's hidden dog exchanged for an unseen
 * walker of another realm (the dog's realm follows, GAS-016/GAS-022).
 */
function gassiReshuffleHidden(game: CompiledGame, snap: Snapshot, seat: number, seed: string): Snapshot {
  const rules = game.rules as GassiRules;
  const st = snap.state as GassiState;
  const pool: number[] = [...st.drawPile];
  st.hands.forEach((h, t) => {
    if (t !== seat) pool.push(...h);
  });
  const rng = createRng(seed);
  rng.shuffle(pool);
  const dogs = st.dogs.map((d) => {
    if (!d.hidden || d.owner === seat) return d;
    const i = pool.findIndex((c) => rules.cards[c]!.walkerOf >= 0 && rules.cards[c]!.walkerOf !== d.realm);
    if (i < 0) return d;
    const w = pool[i]!;
    const old = d.pile.findIndex((c) => rules.cards[c]!.walkerOf >= 0);
    pool[i] = d.pile[old]!;
    const pile = d.pile.slice();
    pile[old] = w;
    return { ...d, pile, realm: rules.cards[w]!.walkerOf };
  });
  const hands = st.hands.map((h, t) => (t === seat ? h.slice() : pool.splice(0, h.length).sort((x, y) => x - y)));
  return { ...snap, state: { ...st, hands, dogs, drawPile: pool } };
}

describe('Gassi determinization', () => {
  const game = gassiGame();

  it("builds a full state whose view for the seat equals the seat's view, with every card accounted for (GAS-001)", () => {
    let masked = 0;
    for (const [seed, steps, faceDown] of [
      ['g1', 2, true],
      ['g2', 10, false],
      ['g3', 25, false],
      ['g4', 0, false],
      ['g5', 4, true],
    ] as const) {
      const snap = gassiPosition(game, seed, steps, 0, faceDown);
      if (!snap) throw new Error(`no position for ${seed}`);
      const view = viewFor(game, snap, 0);
      const st = snap.state as GassiState;
      if (st.dogs.some((d) => d.hidden && d.owner !== 0)) masked++;
      for (let k = 0; k < 5; k++) {
        const d = game.kind.determinize!(game.rules, view, 0, createRng(`${seed}/${k}`)) as GassiState;
        expect(game.kind.view(game.rules, d, 0)).toEqual(view);
        expect(allCards(d).sort((x, y) => x - y)).toEqual(allCards(st).sort((x, y) => x - y));
        expect(d.hands[0]).toEqual(st.hands[0]);
        expect(d.drawPile.length).toBe(st.drawPile.length);
        expect(d.hands.map((h) => h.length)).toEqual(st.hands.map((h) => h.length));
        expect(listLegalActions(game, { ...snap, state: d }, 0)).toEqual(listLegalActions(game, snap, 0));
      }
    }
    expect(masked).toBeGreaterThanOrEqual(2);
  });

  it('samples the hidden cards: other hands, draw pile and face-down walkers differ between samples', () => {
    const snap = gassiPosition(game, 'g6', 2, 0, true)!;
    const view = viewFor(game, snap, 0);
    const samples = Array.from(
      { length: 12 },
      (_, k) => game.kind.determinize!(game.rules, view, 0, createRng(`s${k}`)) as GassiState,
    );
    expect(new Set(samples.map((s) => JSON.stringify([s.hands[1], s.hands[2], s.drawPile]))).size).toBe(12);
    const hiddenRealms = new Set(
      samples.map((s) =>
        s.dogs
          .filter((d) => d.hidden && d.owner !== 0)
          .map((d) => d.realm)
          .join(),
      ),
    );
    expect(hiddenRealms.size).toBeGreaterThan(1);
  });

  it('keeps the view when hand counts are secret (H-49) and only own initial cards are known (H-44)', () => {
    const g = gassiGame({ handCountsPublic: false, goOutScope: 'initialCardsOnly' });
    for (const seed of ['v1', 'v2', 'v3']) {
      const snap = gassiPosition(g, seed, 6, 1)!;
      const view = viewFor(g, snap, 1) as { handCounts: (number | null)[]; initial: Json[] };
      expect(view.handCounts[0]).toBeNull();
      expect(view.initial[0]).toBeNull();
      const d = g.kind.determinize!(g.rules, view, 1, createRng(seed)) as GassiState;
      expect(g.kind.view(g.rules, d, 1)).toEqual(view);
      expect(allCards(d).length).toBe(allCards(snap.state as GassiState).length);
    }
  });
});

describe('ISMCTS uses no hidden information at Gassi', () => {
  const game = gassiGame();

  it.each(['ismcts:40', 'easy', 'normal', 'strong', 'expert'])(
    '%s sees identical views and decides the same in states that differ only in cards hidden from it (GAS-016, GAS-008)',
    (text) => {
      const bot = createBot(game, parseBotSpec(text)!);
      let compared = 0;
      let faceDown = 0;
      for (const [seed, steps, hidden] of [
        ['i1', 2, true],
        ['i2', 8, false],
        ['i3', 20, false],
        ['i4', 4, true],
        ['i5', 12, false],
      ] as const) {
        const snap = gassiPosition(game, seed, steps, 0, hidden);
        if (!snap) throw new Error(`no position for ${seed}`);
        const other = gassiReshuffleHidden(game, snap, 0, `${seed}/other`);
        const a = snap.state as GassiState;
        const b = other.state as GassiState;
        expect([b.hands, b.drawPile]).not.toEqual([a.hands, a.drawPile]);
        if (hidden) {
          expect(b.dogs.map((d) => d.realm)).not.toEqual(a.dogs.map((d) => d.realm));
          faceDown++;
        }
        expect(viewFor(game, other, 0)).toEqual(viewFor(game, snap, 0));
        const legal = listLegalActions(game, snap, 0);
        expect(listLegalActions(game, other, 0)).toEqual(legal);
        const pick = (s: Snapshot) => bot.choose(() => viewFor(game, s, 0), legal, createRng(`${seed}/bot`)).notation;
        expect(pick(other)).toBe(pick(snap));
        compared++;
      }
      expect([compared, faceDown]).toEqual([5, 2]);
    },
  );

  it('is created from a spec for Gassi', () => {
    expect(botUnavailable(game, { type: 'ismcts' })).toBeNull();
    expect(createBot(game, { type: 'ismcts', iterations: 5 }).name).toBe('ismcts:5');
  });
});
