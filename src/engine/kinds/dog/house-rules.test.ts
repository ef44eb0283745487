// The two option values implemented last: V16 `startBlocksOnlyFirstTime=false` (DOG-040/041) and V37
// `jackSwapInFinish=true` (DOG-076/087), plus the 6- and 3-player seating rules (DOG-122, DOG-124, DOG-132/133).
import { describe, it, expect } from 'vitest';
import { dog } from './index';
import { rulesOf, at, legal, after, play } from './test-helpers';
import type { DogRules } from './rules';
import type { DogState } from './state';

const std = rulesOf();
const allBlock = rulesOf({ startBlocksOnlyFirstTime: false });
const inFinish = rulesOf({ jackSwapInFinish: true });

/** The position reached by `s`, with `seat` to play holding `hand` (a fresh scenario state, play phase). */
function then(rules: DogRules, s: DogState, seat: number, hand: (string | number)[]): DogState {
  return at(rules, dog.formatPosition(rules, s), seat, hand);
}

describe('V16 startBlocksOnlyFirstTime=false: every piece on its own start field blocks (DOG-040/041)', () => {
  it('DOG-041 (standard): a moved piece on its start field can be passed and landed on (T-06)', () => {
    const s = at(std, '|P16||P14', 3, [5, 2]);
    expect(legal(std, s)).toEqual(['2:P14>P16', '5:P14>P19']);
  });
  it('DOG-040/042/043: under false the same piece blocks passing and cannot be landed on', () => {
    const s = at(allBlock, '|P16||P14', 3, [5, 2]);
    expect(legal(allBlock, s)).toEqual(['discard']); // 2 would land on it, 5 would pass it
    // backward too (DOG-042, V20)
    const b = at(allBlock, 'P18|P16||', 0, [4]);
    expect(legal(allBlock, b)).toEqual(['4:P18>P22']);
    expect(legal(std, at(std, 'P18|P16||', 0, [4]))).toEqual(['4:P18>P22', '4:P18>P14']);
  });
  it('DOG-040: a piece that ends its move on its own start field becomes a block (a 7 cannot pass it either)', () => {
    const n = play(allBlock, at(allBlock, '|P12||P10', 1, [4]), '4:P12>P16');
    expect(dog.formatPosition(allBlock, n)).toBe('|P16||P10');
    expect(legal(allBlock, then(allBlock, n, 3, [7]))).toEqual(['discard']);
    const m = play(std, at(std, '|P12||P10', 1, [4]), '4:P12>P16');
    expect(legal(std, then(std, m, 3, [7]))).toEqual(['7:P10>P17']);
  });
  it('DOG-022: no exit while an own moved piece stands on the start field; a swapped piece blocks as well', () => {
    expect(legal(allBlock, at(allBlock, '|P16||', 1, ['A']))).toEqual(['A:P16>F0', 'A:P16>P17', 'A:P16>P27']);
    expect(legal(std, at(std, '|P16||', 1, ['A']))).toContain('A:exit');
    const s = at(allBlock, '|P20||P14P16', 1, ['J']);
    const n = play(allBlock, s, 'J:P20<>P16');
    expect(dog.formatPosition(allBlock, n)).toBe('|P16||P14P20');
    expect(legal(allBlock, then(allBlock, n, 3, [3]))).toEqual(['3:P20>P23']);
    const m = play(std, at(std, '|P20||P14P16', 1, ['J']), 'J:P20<>P16');
    expect(legal(std, then(std, m, 3, [3]))).toEqual(['3:P14>P17', '3:P20>P23']);
  });
  it('DOG-081: a piece that came round to its start field (not fresh from the kennel) may still turn into the finish', () => {
    const s = at(allBlock, '|P12||', 1, [4, 2]);
    const n = play(allBlock, s, '4:P12>P16');
    expect(legal(allBlock, then(allBlock, n, 1, [2]))).toEqual(['2:P16>F1', '2:P16>P18']);
  });
});

describe('V37 jackSwapInFinish=true: finish pieces may be swapped (DOG-076/087)', () => {
  it('DOG-076 (standard, T-30): no swap with finish pieces', () => {
    const s = at(std, 'F0P10|F2||P50', 0, ['J']);
    expect(legal(std, s)).toEqual(['J:P10<>P50']);
  });
  it('own finish piece ⇄ foreign track piece: the foreign piece goes to the same slot of its own finish', () => {
    const s = at(inFinish, 'F0P10|F2||P50', 0, ['J']);
    const l = legal(inFinish, s);
    expect(l).toContain('J:F0<>P50');
    expect(l).toContain('J:P10<>F2@1');
    expect(after(inFinish, s, 'J:F0<>P50')).toBe('P10P50|F2||F0');
    expect(after(inFinish, s, 'J:P10<>F2@1')).toBe('F0F2|P10||P50');
  });
  it('DOG-080: the slot the other piece would take must be free in its own finish', () => {
    // seat 3 already has F0 taken, so seat 0's F0 piece cannot swap with seat 3's P50
    const s = at(inFinish, 'F0P10|||F0P50', 0, ['J']);
    expect(legal(inFinish, s)).not.toContain('J:F0<>P50');
    expect(legal(inFinish, s)).toContain('J:P10<>P50');
  });
  it("DOG-110/112: a swap can bring the side's last piece home and win, but not with a Joker under jokerAllowedAsLastCard=false", () => {
    const s = at(inFinish, 'F0F1F3P40|F2||', 0, ['J']);
    const n = play(inFinish, s, 'J:P40<>F2@1');
    expect(dog.formatPosition(inFinish, n)).toBe('F0F1F2F3|P40||');
    expect(n.winner).toBe(-1); // seat 2 is not home yet
    // helper: seat 0 swaps partner seat 2's last track piece with seat 1's F0 piece
    const w = at(inFinish, 'F0F1F2F3|F0|F1F2F3P40|', 0, ['J']);
    expect(legal(inFinish, w)).toContain('J:P40<>F0@1');
    const won = play(inFinish, w, 'J:P40<>F0@1');
    expect(dog.formatPosition(inFinish, won)).toBe('F0F1F2F3|P40|F0F1F2F3|');
    expect(dog.outcome(inFinish, won)).toMatchObject({ team: 0, rule: 'DOG-110' });
    const last = rulesOf({ jackSwapInFinish: true, jokerAllowedAsLastCard: false });
    const x = at(last, 'F0F1F2F3|F0|F1F2F3P40|', 0, ['X']);
    expect(legal(last, x)).not.toContain('X=J:P40<>F0@1');
    expect(legal(inFinish, at(inFinish, 'F0F1F2F3|F0|F1F2F3P40|', 0, ['X']))).toContain('X=J:P40<>F0@1');
  });
  it('a swap of two pieces on the same slot number changes nothing and is not listed', () => {
    expect(legal(inFinish, at(inFinish, 'F1|F1||', 0, ['J']))).toEqual(['discard']);
  });
  it('DOG-076: kennel and blocking pieces stay out of every swap', () => {
    const s = at(inFinish, 'F0P0*|P16*||', 0, ['J']);
    expect(legal(inFinish, s)).toEqual(['discard']);
  });
});

describe('seating: 6 and 3 players', () => {
  it('DOG-132: teams of three exchange in a cycle 0→2→4→0; 3×2 partners opposite', () => {
    const r = rulesOf({ playerCount: 6, teamLayout: '2x3' });
    expect(r.giveTo).toEqual([2, 3, 4, 5, 0, 1]);
    expect(rulesOf({ playerCount: 6 }).giveTo).toEqual([3, 4, 5, 0, 1, 2]);
    expect(r.N).toBe(96);
    expect(r.start).toEqual([0, 16, 32, 48, 64, 80]);
  });
  it('DOG-133: a finished player of a team of three moves any unfinished teammate, chosen per card', () => {
    const r = rulesOf({ playerCount: 6, teamLayout: '2x3' });
    const s = at(r, 'F0F1F2F3||P40||P70|', 0, [3]);
    expect(legal(r, s)).toEqual(['3:P40>P43', '3:P70>P73']);
    const done = at(r, 'F0F1F2F3||F0F1F2F3||P70|', 0, [3]);
    expect(legal(r, done)).toEqual(['3:P70>P73']);
  });
  it('DOG-122/124: 1v2 turn order 0→1→3, the single player gives no exchange card', () => {
    const r = rulesOf({ playerCount: 3 });
    expect(r.next).toEqual([1, 3, -1, 0]);
    expect(r.giveTo).toEqual([-1, 3, -1, 1]);
    expect(r.teams).toEqual([[0], [1, 3]]);
  });
});
