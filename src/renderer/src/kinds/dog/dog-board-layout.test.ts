import { describe, expect, it } from 'vitest';
import { layoutDogBoard } from './dog-board-layout';

const radius = (p: { x: number; y: number }) => Math.hypot(p.x, p.y);

describe('layoutDogBoard', () => {
  it.each([4, 6])('lays out %i seats: 16 fields each, finishes inside, kennels outside', (n) => {
    const geo = layoutDogBoard({ seatCount: n });
    expect(geo.fields).toHaveLength(16 * n);
    expect(geo.startFields).toEqual(Array.from({ length: n }, (_, s) => 16 * s));
    for (let s = 0; s < n; s++) {
      expect(geo.finishes[s]).toHaveLength(4);
      expect(geo.kennels[s]).toHaveLength(4);
      const radii = geo.finishes[s]!.map(radius);
      expect(radii.every((r, k) => r < 1 && (k === 0 || r < radii[k - 1]!))).toBe(true); // F0→F3 lead inward
      expect(geo.kennels[s]!.every((p) => radius(p) > 1)).toBe(true);
    }
  });

  it('puts seat 0 at the bottom and moves counter-clockwise (field 1 is right of field 0)', () => {
    const geo = layoutDogBoard({ seatCount: 4 });
    expect(geo.labels[0]!.y).toBeGreaterThan(0.9);
    expect(geo.labels[1]!.x).toBeGreaterThan(0.9); // seat 1 to the right of seat 0
    expect(geo.fields[1]!.x).toBeGreaterThan(geo.fields[0]!.x);
    expect(geo.fields[8]!.y).toBeGreaterThan(0.99); // the middle of seat 0's segment is at the bottom
  });
});
