import { describe, it, expect } from 'vitest';
import type { GameEvent, Json } from '../../core/types';
import { dog } from './index';
import type { DogState } from './state';
import type { DogRules } from './rules';
import { advance } from './deal';
import { compileDealSchedule, handSize, isCycleStart, type DealScheduleValue } from './cards';
import { compileDogRules } from './rules';
import { rulesOf, testRng, play } from './test-helpers';

/** Plays out rounds by emptying all hands onto the pile; returns per round [handSize, dealer, starter, events]. */
function rounds(
  rules: DogRules,
  s0: DogState,
  n: number,
  seed = 3,
): { sizes: number[]; dealers: number[]; starters: number[]; events: GameEvent[][]; states: DogState[] } {
  const rng = testRng(seed);
  const out = {
    sizes: [] as number[],
    dealers: [] as number[],
    starters: [] as number[],
    events: [] as GameEvent[][],
    states: [] as DogState[],
  };
  let s = s0;
  for (let r = 0; r < n; r++) {
    out.sizes.push(Math.max(...s.hands.map((h) => h.length)));
    out.dealers.push(s.dealer);
    out.starters.push(s.starter);
    out.states.push(s);
    const played = s.hands.reduce((a, h) => a + h.length, 0) + s.gives.filter((g) => g > 0).length;
    const m = { ...s, hands: s.hands.map(() => []), gives: s.gives.map(() => -2), pile: s.pile + played };
    const ev: GameEvent[] = [];
    s = advance(rules, m, s.dealer, rng, ev);
    out.events.push(ev);
  }
  return out;
}

function withDealer(rules: DogRules, dealer: number): DogState {
  for (let seed = 1; seed < 100; seed++) {
    const s = dog.setup(rules, testRng(seed)).state;
    if (s.dealer === dealer) return s;
  }
  throw new Error('no seed');
}

describe('deal, exchange, rotation', () => {
  it('DOG-011: deal schedules as lists of hand sizes with a repeat rule (T-40)', () => {
    const sizes = (v: DealScheduleValue, n = 11) =>
      Array.from({ length: n }, (_, i) => handSize(compileDealSchedule(v), i + 1));
    const starts = (v: DealScheduleValue) =>
      Array.from({ length: 14 }, (_, i) => i + 1).filter((r) => isCycleStart(compileDealSchedule(v), r));
    expect(sizes([6, 5, 4, 3, 2])).toEqual([6, 5, 4, 3, 2, 6, 5, 4, 3, 2, 6]);
    expect(sizes({ first: [6], repeat: [5, 4, 3, 2] })).toEqual([6, 5, 4, 3, 2, 5, 4, 3, 2, 5, 4]);
    expect(sizes([5, 5, 5], 5)).toEqual([5, 5, 5, 5, 5]);
    // The older names mean the same lists.
    expect(sizes('65432')).toEqual(sizes([6, 5, 4, 3, 2]));
    expect(sizes('6+5432')).toEqual(sizes({ first: [6], repeat: [5, 4, 3, 2] }));
    // DOG-012 perCycle: the first cycle is the first rounds plus one pass of the repeated list.
    expect(starts([6, 5, 4, 3, 2])).toEqual([1, 6, 11]);
    expect(starts({ first: [6], repeat: [5, 4, 3, 2] })).toEqual([1, 6, 10, 14]);
    expect(starts([5, 5, 5])).toEqual([1, 4, 7, 10, 13]);
    const r = rulesOf({ partnerExchange: false });
    expect(rounds(r, dog.setup(r, testRng(1)).state, 11).sizes).toEqual([6, 5, 4, 3, 2, 6, 5, 4, 3, 2, 6]);
    const f = rulesOf({ partnerExchange: false, dealSchedule: [5, 5, 5] });
    expect(rounds(f, dog.setup(f, testRng(1)).state, 4).sizes).toEqual([5, 5, 5, 5]);
  });
  it('DOG-011: a malformed dealSchedule is one invalid-value error naming the option', () => {
    const bads: Json[] = ['654', [], [6, 0], { repeat: [] }, { first: [6] }, { first: [6], repeat: [5], x: 1 }];
    for (const bad of bads) {
      const c = compileDogRules({ dealSchedule: bad });
      expect(c.ok, JSON.stringify(bad)).toBe(false);
      if (!c.ok) expect(c.error.filter((d) => d.path === 'options.dealSchedule')).toHaveLength(1);
    }
  });
  it('DOG-012/013: dealer and starter rotation (T-41)', () => {
    for (const [rot, dealers] of [
      ['perRound', [3, 0, 1, 2]],
      ['never', [3, 3, 3, 3]],
    ] as const) {
      const r = rulesOf({ dealerRotation: rot, partnerExchange: false });
      const x = rounds(r, withDealer(r, 3), 4);
      expect(x.starters).toEqual([0, 1, 2, 3]);
      expect(x.dealers).toEqual(dealers);
    }
    const c = rulesOf({ dealerRotation: 'perCycle', partnerExchange: false });
    expect(rounds(c, withDealer(c, 3), 7).dealers).toEqual([3, 3, 3, 3, 3, 0, 0]);
  });
  it('DOG-012: the first card goes to the round starter', () => {
    const r = rulesOf({ partnerExchange: false });
    const s = withDealer(r, 3);
    expect(s.turn).toBe(0);
    expect(s.stock.length).toBe(110 - 24);
  });
  it('DOG-016: the discard pile is reshuffled mid-deal (T-42)', () => {
    const r = rulesOf({ partnerExchange: false });
    const x = rounds(r, dog.setup(r, testRng(5)).state, 7);
    const res = x.events[5]!.find((e) => e.type === 'reshuffle');
    expect(res).toMatchObject({ rule: 'DOG-016', cards: 104 });
    const s7 = x.states.length;
    expect(s7).toBe(7);
    const six = rulesOf({ playerCount: 6, partnerExchange: false });
    const y = rounds(six, dog.setup(six, testRng(5)).state, 5);
    expect(y.events[3]!.find((e) => e.type === 'reshuffle')).toMatchObject({ cards: 108 });
    const r2 = rulesOf({ partnerExchange: false, dealSchedule: '6+5432' });
    const z = rounds(r2, dog.setup(r2, testRng(5)).state, 7);
    expect(z.events[5]!.find((e) => e.type === 'reshuffle')).toMatchObject({ cards: 100 });
  });
  it('DOG-014: blind simultaneous exchange; a received card cannot be passed back (T-45)', () => {
    const r = rulesOf();
    let s = dog.setup(r, testRng(7)).state;
    expect(s.phase).toBe('exchange');
    expect(dog.toAct(r, s)).toEqual([0, 1, 2, 3]);
    const h0 = s.hands[0]!.slice(),
      h2 = s.hands[2]!.slice();
    const g0 = dog.legalActions(r, s, 0)[0]!.notation;
    s = play(r, s, g0, 0);
    expect(dog.toAct(r, s)).toEqual([1, 2, 3]);
    expect(dog.legalActions(r, s, 0)).toEqual([]);
    expect(s.hands[2]).toEqual(h2); // nothing arrives before everyone gave
    expect(JSON.stringify(dog.view(r, s, 2))).not.toContain('"give":"' + g0.slice(5));
    const g2 = dog.legalActions(r, s, 2).at(-1)!.notation;
    s = play(r, s, g2, 2);
    s = play(r, s, dog.legalActions(r, s, 1)[0]!.notation, 1);
    s = play(r, s, dog.legalActions(r, s, 3)[0]!.notation, 3);
    expect(s.phase).toBe('play');
    const count = (h: readonly number[], c: number): number => h.filter((x) => x === c).length;
    const c0 = '?A23456789TJQKX'.indexOf(g0.slice(5)),
      c2 = '?A23456789TJQKX'.indexOf(g2.slice(5));
    expect(count(s.hands[2]!, c0)).toBe(count(h2, c0) + 1 - (c0 === c2 ? 1 : 0));
    expect(count(s.hands[0]!, c2)).toBe(count(h0, c2) + 1 - (c0 === c2 ? 1 : 0));
    expect(s.turn).toBe(s.starter);
  });
  it('DOG-124: the 3-player single does not exchange', () => {
    const r = rulesOf({ playerCount: 3 });
    const s = dog.setup(r, testRng(2)).state;
    expect(dog.toAct(r, s)).toEqual([1, 3]);
  });
});
