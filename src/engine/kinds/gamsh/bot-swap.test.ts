// The bot's card sets and swap choices (docs/rules/gamsh.md step 1): incremental reads give exactly what a fresh
// read gives, and random tie-breaks are drawn only when they can change the choice.
import { describe, expect, it } from 'vitest';
import { createRng } from '../../core/rng';
import type { Rng } from '../../core/types';
import { FOEHN, MOTIFS, buildDeck } from './cards';
import { CardSet, bestTake, cardId, cardIndex, wantedCard } from './bot-swap';

/** An RNG that counts its draws. */
function counting(seed: string): Rng & { draws: number } {
  const inner = createRng(seed);
  const rng = {
    draws: 0,
    int: (a: number, b: number) => (rng.draws++, inner.int(a, b)),
    shuffle: <T>(xs: T[]) => inner.shuffle(xs),
  };
  return rng;
}

function fresh(cards: readonly string[]): CardSet {
  const s = new CardSet();
  s.read(cards);
  return s;
}

function same(a: CardSet, b: CardSet): void {
  expect(Array.from(a.idx.slice(0, a.n))).toEqual(Array.from(b.idx.slice(0, b.n)));
  expect(a.mask).toBe(b.mask);
  expect(Array.from(a.count)).toEqual(Array.from(b.count));
  expect(Array.from(a.has)).toEqual(Array.from(b.has));
}

const set = (...cards: string[]) => fresh(cards);

describe('Gämsh bot card sets and swap choices', () => {
  it('CardSet.read from the last read (same list, one card appended or removed, anything else) equals a fresh read', () => {
    const deck = buildDeck({ motifs: MOTIFS, foehn: [...FOEHN] });
    const rng = createRng('cardset');
    const s = new CardSet();
    let cards: string[] = [];
    for (let step = 0; step < 2000; step++) {
      const r = rng.int(0, 5);
      const next = cards.slice();
      const free = deck.filter((c) => !next.includes(c));
      if (r === 0 && free.length)
        next.push(free[rng.int(0, free.length - 1)]!); // a DISCARD
      else if (r === 1 && next.length)
        next.splice(rng.int(0, next.length - 1), 1); // a TAKE
      else if (r === 2)
        next.splice(0, next.length, ...rng.shuffle(deck.slice()).slice(0, rng.int(0, 8))); // a new middle
      else if (r === 3 && next.length > 1) next.reverse(); // same cards, another order
      s.read(r === 4 ? cards : next); // r = 4: the very same array again
      if (r !== 4) cards = next;
      same(s, fresh(cards));
      expect(s.n).toBe(cards.length);
      for (let i = 0; i < s.n; i++) expect(cardId(s.idx[i]!)).toBe(cards[i]);
    }
  });

  it('CardSet.push / drop follow the table (append, remove in order); a later read reconciles any difference', () => {
    const deck = buildDeck({ motifs: MOTIFS, foehn: [...FOEHN] });
    const rng = createRng('cardset-follow');
    const s = new CardSet();
    let cards: string[] = [];
    for (let step = 0; step < 2000; step++) {
      const r = rng.int(0, 3);
      const next = cards.slice();
      const free = deck.filter((c) => !next.includes(c));
      if (r === 0 && free.length) {
        const c = free[rng.int(0, free.length - 1)]!;
        next.push(c); // a DISCARD, followed from its event
        s.push(cardIndex(c));
      } else if (r === 1 && next.length) {
        const c = next.splice(rng.int(0, next.length - 1), 1)[0]!; // a TAKE, followed from its event
        expect(s.drop(cardIndex(c))).toBe(true);
      } else if (r === 2) {
        const c = free[0];
        if (c) expect(s.drop(cardIndex(c))).toBe(false); // not in the list: unchanged
      } else {
        next.splice(0, next.length, ...rng.shuffle(deck.slice()).slice(0, rng.int(0, 8))); // not followed: read
        s.read(next);
      }
      cards = next;
      expect(s.holds(cards)).toBe(true);
      same(s, fresh(cards));
    }
    s.push(cardIndex(deck.find((c) => !cards.includes(c))!)); // out of step with the table: read reconciles
    s.read(cards);
    same(s, fresh(cards));
  });

  it('the target motif draws its random tie-break only when tied motifs have cards in the middle (default-bot step 1)', () => {
    const hand = set('ALP-D1', 'ALP-D2', 'M2-D1', 'M2-D2');
    let rng = counting('t1');
    expect(wantedCard(rng, 0, hand, set('ALP-D3'))).toBe(cardIndex('ALP-D3')); // one motif ahead: no draw
    expect(rng.draws).toBe(0);
    rng = counting('t2');
    expect(wantedCard(rng, 0, hand, set('M3-D1', 'BULL'))).toBe(-1); // tied motifs, none in the middle: no draw
    expect(rng.draws).toBe(0);
    const picks = new Set<number>();
    for (let i = 0; i < 40; i++) {
      rng = counting(`t3-${i}`);
      picks.add(wantedCard(rng, 0, hand, set('M2-D3', 'ALP-D3')));
      expect(rng.draws).toBe(4); // one per card of the tied motifs, as the list-based policy draws
    }
    expect(picks).toEqual(new Set([cardIndex('M2-D3'), cardIndex('ALP-D3')]));
  });

  it('bestTake takes the planned card without a draw, never the Snack or a claimed card (GAM-021, GAM-051, DIG-036)', () => {
    const hand = set('ALP-D1', 'ALP-D2', 'M2-D1');
    let rng = counting('b1');
    expect(bestTake(rng, hand, set('M5-D1', 'M4-D1', 'SNACK'), null, cardIndex('M4-D1'), -1)).toBe(cardIndex('M4-D1'));
    expect(rng.draws).toBe(0);
    rng = counting('b2');
    expect(bestTake(rng, hand, set('SNACK', 'ALP-D3', 'M2-D2'), [['ALP-D3', 1]], -1, -1)).toBe(cardIndex('M2-D2'));
    expect(bestTake(rng, hand, set('SNACK'), null, -1, -1)).toBe(cardIndex('SNACK')); // nothing else: the engine refuses it
  });
});
