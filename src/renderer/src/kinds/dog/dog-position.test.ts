import { describe, expect, it } from 'vitest';
import { parseDogPosition } from './dog-position';

describe('parseDogPosition', () => {
  it('reads track, blocking, finish and kennel pieces per seat', () => {
    const seats = parseDogPosition('P0*F1|P14P16|F0F3|P36P48*');
    expect(seats).toHaveLength(4);
    expect(seats[0]!.pieces).toEqual([
      { at: 'track', field: 0, blocking: true },
      { at: 'finish', slot: 1 },
      { at: 'kennel', slot: 0 },
      { at: 'kennel', slot: 1 },
    ]);
    expect(seats[1]!.pieces.filter((p) => p.at === 'track')).toHaveLength(2);
    expect(seats[2]!.pieces.filter((p) => p.at === 'finish').map((p) => (p.at === 'finish' ? p.slot : -1))).toEqual([
      0, 3,
    ]);
    expect(seats[3]!.pieces[1]).toEqual({ at: 'track', field: 48, blocking: true });
  });

  it('treats an empty segment as four kennel pieces', () => {
    const seats = parseDogPosition('|||');
    expect(seats.map((s) => s.pieces.length)).toEqual([4, 4, 4, 4]);
    expect(seats.every((s) => s.pieces.every((p) => p.at === 'kennel'))).toBe(true);
  });
});
