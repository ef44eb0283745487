import { describe, expect, it } from 'vitest';
import { layoutDogBoard } from './dog-board-layout';
import { movePath, trackWalk } from './dog-move-path';

const geo = layoutDogBoard({ seatCount: 4, fieldsPerSegment: 16 });

describe('the way of a move along the track', () => {
  it('walks forward field by field, across the end of the ring', () => {
    expect(trackWalk(5, 8, 64, false)).toEqual([5, 6, 7, 8]);
    expect(trackWalk(62, 1, 64, false)).toEqual([62, 63, 0, 1]);
  });

  it('walks backward for the 4 back (DOG-061)', () => {
    expect(trackWalk(2, 62, 64, true)).toEqual([2, 1, 0, 63, 62]);
    expect(movePath({ from: 'P2', to: 'P62', owner: 0, rule: 'DOG-061' }, geo)).toEqual(
      [2, 1, 0, 63, 62].map((i) => geo.fields[i]),
    );
  });

  it('is not a straight line: a 10 passes ten fields', () => {
    const path = movePath({ from: 'P0', to: 'P10', owner: 0, rule: 'DOG-030' }, geo);
    expect(path).toHaveLength(11);
    expect(path[5]).toEqual(geo.fields[5]);
  });

  it('enters the finish through the owner’s start field (DOG-080)', () => {
    // seat 1's start field is P16: from P13 three steps to P16, then F0, F1
    const path = movePath({ from: 'P13', to: 'F1', owner: 1, rule: 'DOG-080' }, geo);
    expect(path).toEqual([
      geo.fields[13],
      geo.fields[14],
      geo.fields[15],
      geo.fields[16],
      geo.finishes[1]![0],
      geo.finishes[1]![1],
    ]);
    expect(movePath({ from: 'F0', to: 'F2', owner: 2, rule: 'DOG-084' }, geo)).toEqual(geo.finishes[2]!.slice(0, 3));
  });

  it('goes straight out of the kennel and home', () => {
    expect(movePath({ from: 'K', to: 'P16', owner: 1 }, geo)).toEqual([geo.kennels[1]![0], geo.fields[16]]);
    expect(movePath({ from: 'P20', to: 'K', owner: 3 }, geo)).toEqual([geo.fields[20], geo.kennels[3]![0]]);
  });
});
