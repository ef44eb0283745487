import { describe, it, expect } from 'vitest';
import { dog } from './index';
import { rulesOf, at, legal, after, play } from './test-helpers';

const std = rulesOf();

describe('exit, moves and counting', () => {
  it('DOG-020: A, K or Joker-as-A/K exit from the kennel (T-02)', () => {
    const s = at(std, '|||', 0, ['A', 5, 'K', 'X']);
    expect(legal(std, s)).toEqual(['A:exit', 'K:exit', 'X=A:exit', 'X=K:exit']);
    expect(after(std, s, 'A:exit')).toBe('P0*|||');
  });
  it('DOG-093/094: a seat with no playable card discards its whole hand and sits out (T-03)', () => {
    const s = at(std, '|||', 2, [2, 3, 5, 8, 9, 'Q'], { 3: [2] });
    expect(legal(std, s)).toEqual(['discard']);
    const n = play(std, s, 'discard');
    expect(n.hands[2]).toEqual([]);
    expect(n.turn).toBe(3);
    expect(n.pile).toBe(6);
  });
  it('DOG-042/046: a block also stops its owner (T-04)', () => {
    const s = at(std, '|P12P16*||', 1, [5, 4]);
    const l = legal(std, s);
    expect(l).not.toContain('5:P12>P17');
    expect(l).not.toContain('4:P12>P16');
    expect(l).toContain('4:P12>P8');
    expect(l).toContain('5:P16>P21');
  });
  it('DOG-081: no finish entry straight from a fresh start field (T-05)', () => {
    const s = at(std, '|P16*||', 1, [3]);
    expect(legal(std, s)).toEqual(['3:P16>P19']);
    const r1 = rulesOf({ finishRequiresStartTouches: 1 });
    expect(legal(r1, at(r1, '|P16*||', 1, [3]))).toEqual(['3:P16>F2', '3:P16>P19']);
  });
  it('DOG-041/050: a moved piece on its start field neither blocks nor is safe (T-06)', () => {
    const s = at(std, '|P16||P14', 3, [5, 2]);
    expect(after(std, s, '5:P14>P19')).toBe('|P16||P19');
    expect(after(std, s, '2:P14>P16')).toBe('|||P16');
  });
  it('DOG-023: exit sends a foreign occupant of the start field home (T-07)', () => {
    const s = at(std, 'P16|||', 1, ['K']);
    expect(after(std, s, 'K:exit')).toBe('|P16*||');
    const off = rulesOf({ kennelExitSendsHomeOccupant: false });
    expect(legal(off, at(off, 'P16|||', 1, ['K']))).toEqual(['discard']);
  });
  it('DOG-022/023: no exit onto the own block; exit onto an own moved piece sends it home (T-08)', () => {
    expect(legal(std, at(std, '|P16*||', 1, ['A']))).toEqual(['A:P16>P17', 'A:P16>P27']);
    const s = at(std, '|P16||', 1, ['A']);
    expect(legal(std, s)).toContain('A:exit');
    expect(after(std, s, 'A:exit')).toBe('|P16*||');
    const ill = rulesOf({ kennelExitOntoOwnPiece: 'illegal' });
    expect(legal(ill, at(ill, '|P16||', 1, ['A']))).not.toContain('A:exit');
  });
  it('DOG-050/051: landing sends home, passing does not (T-09)', () => {
    const s = at(std, 'P5|P8||', 0, [3, 5]);
    expect(after(std, s, '3:P5>P8')).toBe('P8|||');
    expect(after(std, s, '5:P5>P10')).toBe('P10|P8||');
  });
  it('DOG-090/091: compulsion forces a self-capture (T-10) and a partner capture (T-11)', () => {
    expect(legal(std, at(std, 'P8P13|P16*||', 0, [5]))).toEqual(['5:P8>P13']);
    expect(after(std, at(std, 'P8P13|P16*||', 0, [5]), '5:P8>P13')).toBe('P13|P16*||');
    expect(legal(std, at(std, 'P5||P8|', 0, [3]))).toEqual(['3:P5>P8']);
    expect(after(std, at(std, 'P5||P8|', 0, [3]), '3:P5>P8')).toBe('P8|||');
  });
  it('DOG-062/063: the 4-back trick from a fresh start field (T-12)', () => {
    const s = at(std, '|P16*||', 1, [4]);
    expect(after(std, s, '4:P16>P12')).toBe('|P12||');
    const t = at(std, '|P12||', 1, [5, 6, 8, 9]);
    const l = legal(std, t);
    for (const m of ['5:P12>F0', '5:P12>P17', '6:P12>F1', '8:P12>F3', '8:P12>P20', '9:P12>P21']) expect(l).toContain(m);
    expect(l.filter((x) => x.startsWith('9:'))).toEqual(['9:P12>P21']);
    const c = rulesOf({ fourBackwardIntoFinishFromStart: false });
    const s2 = play(c, at(c, '|P16*||', 1, [4, 5]), '4:P16>P12');
    expect(legal(c, { ...s2, turn: 1, hands: [[], [5], [], []] }).some((x) => x.includes('F'))).toBe(false);
  });
  it('DOG-061: backward moves never enter the finish (T-13)', () => {
    const s = at(std, 'P2|||', 0, [4, 3]);
    expect(legal(std, s)).toContain('4:P2>P62');
    expect(legal(std, s).some((x) => x.includes('F'))).toBe(false);
    const t = at(std, 'P62|||', 0, [3]);
    expect(legal(std, t)).toEqual(['3:P62>F0', '3:P62>P1']);
  });
  it('DOG-042: a block stops backward moves (T-14)', () => {
    expect(legal(std, at(std, 'P18|P16*||', 0, [4]))).toEqual(['4:P18>P22']);
    const off = rulesOf({ blockObstructsBackward: false });
    expect(legal(off, at(off, 'P18|P16*||', 0, [4]))).toEqual(['4:P18>P22', '4:P18>P14']);
  });
  it('DOG-082/086: a 5 must run past an occupied finish (T-21) and the finish entry is optional (T-22)', () => {
    expect(legal(std, at(std, 'F1F2F3P62|||', 0, [5]))).toEqual(['5:P62>P3']);
    expect(legal(std, at(std, 'P62|||', 0, [3]))).toEqual(['3:P62>F0', '3:P62>P1']);
    const forced = rulesOf({ finishEntryOptional: false });
    expect(legal(forced, at(forced, 'P62|||', 0, [3]))).toEqual(['3:P62>F0']);
  });
  it('DOG-082/083: occupied slots and exact count (T-23, T-24)', () => {
    expect(legal(std, at(std, 'F1P63|||', 0, [3]))).toEqual(['3:P63>P2']);
    expect(legal(std, at(std, 'F1P63|||', 0, [2]))).toEqual(['2:P63>F0', '2:P63>P1', '2:F1>F3']);
    expect(legal(std, at(std, 'P60|||', 0, [8]))).toEqual(['8:P60>F3', '8:P60>P4']);
    expect(legal(std, at(std, 'P60|||', 0, [9]))).toEqual(['9:P60>P5']);
    expect(legal(std, at(std, 'P60|||', 0, ['Q']))).toEqual(['Q:P60>P8']);
  });
  it('DOG-084: moves inside the finish, no passing, no backward (T-25)', () => {
    expect(legal(std, at(std, 'F0F3|||', 0, ['A']))).toEqual(['A:exit', 'A:F0>F1']);
    expect(legal(std, at(std, 'F0F3|||', 0, [2]))).toEqual(['2:F0>F2']);
    expect(legal(std, at(std, 'F0F3|||', 0, [3, 4]))).toEqual(['discard']);
  });
  it('DOG-046/081: the own block bars the own finish entry (T-27)', () => {
    expect(legal(std, at(std, 'P0*P62|||', 0, [3]))).toEqual(['3:P0>P3']);
  });
  it('DOG-130: 6-player geometry wraps at 96 (T-43)', () => {
    const six = rulesOf({ playerCount: 6 });
    expect(legal(six, at(six, '|||||P94', 5, [5]))).toEqual(['5:P94>P3']);
    expect(legal(six, at(six, '|||||P78', 5, [3]))).toEqual(['3:P78>F0', '3:P78>P81']);
    expect(legal(six, at(six, 'P95|||||', 0, [2]))).toEqual(['2:P95>F0', '2:P95>P1']);
    expect(dog.layout(six).teams).toEqual([
      [0, 3],
      [1, 4],
      [2, 5],
    ]);
    expect(dog.layout(rulesOf({ playerCount: 6, teamLayout: '2x3' })).teams).toEqual([
      [0, 2, 4],
      [1, 3, 5],
    ]);
  });
  it('DOG-090/094: no discard while a card is playable (T-44)', () => {
    expect(legal(std, at(std, 'P10|||', 0, [5, 'J']))).toEqual(['5:P10>P15']);
    expect(legal(std, at(std, 'P10|P30||', 0, [5, 'J']))).toEqual(['5:P10>P15', 'J:P10<>P30']);
  });
});

describe('Jack', () => {
  it('DOG-075/078: basic swap sends nobody home (T-28)', () => {
    expect(after(std, at(std, 'P10|P30||', 0, ['J']), 'J:P10<>P30')).toBe('P30|P10||');
  });
  it('DOG-044/076: no swap with blocking pieces (T-29)', () => {
    expect(legal(std, at(std, 'P0*|P30||', 0, ['J']))).toEqual(['discard']);
    expect(legal(std, at(std, 'P10|P16*||', 0, ['J']))).toEqual(['discard']);
    const lit = rulesOf({ jackRequiresMovedPiece: false });
    expect(after(lit, at(lit, 'P0*|P30||', 0, ['J']), 'J:P0<>P30')).toBe('P30|P0||');
  });
  it('DOG-076/087: no swap with finish pieces (T-30)', () => {
    expect(legal(std, at(std, 'F0P10|F2||P50', 0, ['J']))).toEqual(['J:P10<>P50']);
  });
  it('DOG-075: own-own swaps only with jackSwapOwnPieces (T-31)', () => {
    expect(legal(std, at(std, 'P30P60|P5||', 0, ['J']))).toEqual(['J:P30<>P5', 'J:P60<>P5']);
    expect(legal(std, at(std, 'P30P60|||', 0, ['J']))).toEqual(['discard']);
    const own = rulesOf({ jackSwapOwnPieces: true });
    expect(legal(own, at(own, 'P30P60|||', 0, ['J']))).toEqual(['J:P30<>P60']);
  });
  it('DOG-077/091: a harmful swap is forced (T-32); partner swaps (T-33); helper swaps (T-36)', () => {
    expect(legal(std, at(std, 'P62|P5||', 0, ['J']))).toEqual(['J:P62<>P5']);
    expect(after(std, at(std, 'P10||P40|', 0, ['J']), 'J:P10<>P40')).toBe('P40||P10|');
    expect(legal(rulesOf({ jackSwapWithPartner: false }), at(std, 'P10||P40|', 0, ['J']))).toEqual(['discard']);
    const h = at(std, 'F0F1F2F3|P40|P20|', 0, ['J']);
    expect(legal(std, h)).toEqual(['J:P20<>P40']);
    expect(after(std, h, 'J:P20<>P40')).toBe('F0F1F2F3|P20|P40|');
  });
  it('DOG-041/078: a piece swapped onto its own start field does not block (T-34)', () => {
    const s = play(std, at(std, 'P16|P20||P14', 1, ['J'], { 3: [5] }), 'J:P20<>P16');
    expect(dog.formatPosition(std, s)).toBe('P20|P16||P14');
    expect(legal(std, s, 3)).toEqual(['5:P14>P19']);
  });
});

describe('helper mode, Joker, end of game', () => {
  it('DOG-100/023: a helper exits the partner piece, sending an occupant home (T-35)', () => {
    const s = at(std, 'F0F1F2F3|P32||', 0, ['K']);
    expect(legal(std, s)).toEqual(['K:exit@2']);
    expect(after(std, s, 'K:exit@2')).toBe('F0F1F2F3||P32*|');
    expect(legal(std, at(std, 'F0F1F2F3|P32||', 0, [5]))).toEqual(['discard']);
  });
  it('DOG-112: jokerAllowedAsLastCard=false forbids a winning Joker (T-38)', () => {
    const s = at(std, 'F0F1F2F3||F1F2F3P30|', 0, ['X']);
    expect(legal(std, s)).toContain('X=3:P30>F0@2');
    const n = play(std, s, 'X=3:P30>F0@2');
    expect(dog.outcome(std, n)).toEqual({
      winners: [0, 2],
      team: 0,
      reason: 'all pieces of the team are home',
      rule: 'DOG-110',
    });
    expect(dog.toAct(std, n)).toEqual([]);
    const m = rulesOf({ jokerAllowedAsLastCard: false });
    const l = legal(m, at(m, 'F0F1F2F3||F1F2F3P30|', 0, ['X']));
    expect(l).not.toContain('X=3:P30>F0@2');
    for (const x of ['X=2:P30>P32', 'X=4:P30>P26', 'X=A:P30>P31', 'X=5:P30>P35', 'X=7:P30>P37']) expect(l).toContain(x);
  });
  it('DOG-121/122: the 3-player single exits with any card; turn order 0→1→3 (T-39)', () => {
    const t = rulesOf({ playerCount: 3 });
    expect(dog.layout(t)).toEqual({ seatCount: 4, active: [0, 1, 3], teams: [[0], [1, 3]] });
    expect(legal(t, at(t, '||||'.slice(1), 0, [5]))).toEqual(['5:exit']);
    expect(legal(t, at(t, '|||', 1, [5]))).toEqual(['discard']);
    const b = at(t, 'P0*|||', 0, [7]);
    expect(legal(t, b)).toEqual(['7:P0>P7']);
    const n = play(t, at(t, '|||', 1, [5], { 3: [2], 0: [3] }), 'discard');
    expect(n.turn).toBe(3);
  });
});
