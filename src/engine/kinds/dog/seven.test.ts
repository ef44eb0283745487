import { describe, it, expect } from 'vitest';
import { dog } from './index';
import { rulesOf, at, legal, after } from './test-helpers';

const std = rulesOf();
const sevens = (l: string[]): string[] => l.filter((x) => x.startsWith('7:'));

describe('the Seven', () => {
  it('DOG-065/068: a 7 sends passed own pieces home; one action per outcome (T-15)', () => {
    const s = at(std, 'P3P5|||', 0, [7]);
    const l = legal(std, s);
    const outcomes = l.map((a) => after(std, s, a));
    expect(new Set(outcomes).size).toBe(l.length);
    expect(after(std, s, '7:P3>P10')).toBe('P10|||');
    expect(after(std, s, '7:P5>P12')).toBe('P3P12|||');
    for (const [w, pos] of [
      ['7:P5>P7,P3>P8', 'P8|||'],
      ['7:P3>P4,P5>P11', 'P4P11|||'],
    ] as const) {
      const c = dog.canonicalAction(std, s, { seat: 0, notation: w });
      expect(c).not.toBeNull();
      expect(l).toContain(c!.notation);
      expect(after(std, s, c!.notation)).toBe(pos);
    }
  });
  it('DOG-068: a 7 also sends passed opponents and partners home, not with sevenSendsHomePassed=false', () => {
    const s = at(std, 'P3|P5||', 0, [7]);
    expect(after(std, s, '7:P3>P10')).toBe('P10|||');
    const off = rulesOf({ sevenSendsHomePassed: false });
    expect(after(off, at(off, 'P3|P5||', 0, [7]), '7:P3>P10')).toBe('P10|P5||');
  });
  it('DOG-042/066: the 7 cannot pass a block; a partial 7 is unplayable (T-16)', () => {
    expect(legal(std, at(std, 'P14|P16*||', 0, [7]))).toEqual(['discard']);
  });
  it('DOG-066/070: leftover steps force a lap when the partner cannot move (T-17)', () => {
    expect(legal(std, at(std, 'F1F2F3P62|||', 0, [7]))).toEqual(['7:P62>P5']);
  });
  it('DOG-070/101: Joker as 7 finishes own pieces and continues with the partner (T-18)', () => {
    const s = at(std, 'F1F2F3P61||P40|', 0, ['X']);
    const l = legal(std, s);
    expect(l).toContain('X=7:P61>F0,P40>P43');
    expect(l).toContain('X=7:P61>P4');
    expect(l).toContain('X=4:P61>F0');
    expect(after(std, s, 'X=7:P61>F0,P40>P43')).toBe('F0F1F2F3||P43|');
    expect(legal(std, at(std, 'F1F2F3P61|||', 0, ['X']))).not.toContain('X=7:P61>F0,P40>P43');
  });
  it('DOG-070: 5 for the last own piece plus 2 for the partner (T-19)', () => {
    const s = at(std, 'F1F2F3P60||P40|', 0, [7, 9]);
    expect(legal(std, s)).toContain('7:P60>F0,P40>P42');
    expect(legal(std, s)).toContain('9:P60>P5');
  });
  it('DOG-070: partner steps only after own pieces are home, unless "always" (T-20)', () => {
    const s = at(std, 'P10||P40|', 0, [7]);
    expect(dog.canonicalAction(std, s, { seat: 0, notation: '7:P10>P13,P40>P44' })).toBeNull();
    expect(legal(std, s)).toEqual(['7:P10>P17']);
    const can = rulesOf({ sevenSplitAcrossPartner: 'always' });
    const c = dog.canonicalAction(can, at(can, 'P10||P40|', 0, [7]), { seat: 0, notation: '7:P10>P13,P40>P44' });
    expect(c).not.toBeNull();
    expect(after(can, at(can, 'P10||P40|', 0, [7]), c!.notation)).toBe('P13||P44|');
  });
  it('DOG-068/052: a 7 entering the finish sends home a piece on the own start field (T-26)', () => {
    const s = at(std, 'P20P62|P0||', 0, [7, 3]);
    const c = dog.canonicalAction(std, s, { seat: 0, notation: '7:P62>F0,P20>P24' });
    expect(after(std, s, c!.notation)).toBe('F0P24|||');
    expect(after(std, s, '3:P62>F0')).toBe('F0P20|P0||');
  });
  it('DOG-111: a winning 7 must not have leftover steps (T-37)', () => {
    expect(sevens(legal(std, at(std, 'F0F1F2F3||F1F2F3P30|', 0, [7])))).toEqual(['7:P30>P37']);
  });
  it('DOG-069: steps inside the finish count (T-01 #16)', () => {
    const s = at(std, 'F3P0*|F1P12||P13', 1, [7]);
    const c = dog.canonicalAction(std, s, { seat: 1, notation: '7:F1>F3,P12>F0' });
    expect(c).not.toBeNull();
    expect(after(std, s, c!.notation)).toBe('F3P0*|F0F3||');
  });
  it('AMB-13: canonicalAction rejects illegal and short splits', () => {
    const s = at(std, 'P3P5|||', 0, [7]);
    expect(dog.canonicalAction(std, s, { seat: 0, notation: '7:P3>P9' })).toBeNull();
    expect(dog.canonicalAction(std, s, { seat: 0, notation: '7:P5>P7,P5>P8' })).toBeNull();
    expect(dog.canonicalAction(std, s, { seat: 1, notation: '7:P3>P10' })).toBeNull();
  });
});
