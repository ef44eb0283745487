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
    expect(geo.labels[0]!.y).toBeGreaterThan(0.7);
    expect(geo.labels[1]!.x).toBeGreaterThan(0.5); // seat 1 to the right of seat 0
    expect(geo.fields[1]!.x).toBeGreaterThan(geo.fields[0]!.x);
    expect(geo.fields[8]!.y).toBeGreaterThan(0.99); // the middle of seat 0's segment is at the bottom
  });

  // Issue 16: click targets of at least 24 px. A board area of 780 × 700 px (the Dog table at 1400 × 900) gives
  // neighbouring fields of the 4-seat board at least 24 px apart, so each field and piece gets a 24 px target.
  it('4 seats in a 780 × 700 px area: fields at least 24 px apart; labels inside, clear of fields and finishes', () => {
    for (const n of [4, 6]) {
      const geo = layoutDogBoard({ seatCount: n });
      const scale = Math.min(780 / 2 / geo.extentX, 700 / 2 / geo.extentY);
      const gap = Math.hypot(geo.fields[1]!.x - geo.fields[0]!.x, geo.fields[1]!.y - geo.fields[0]!.y) * scale;
      if (n === 4) expect(gap).toBeGreaterThanOrEqual(24);
      else expect(gap).toBeGreaterThanOrEqual(17); // 96 fields: readable, not 24 px at this size
      const halfW = n > 4 ? 0.24 : 0.3;
      for (const l of geo.labels) {
        const clear = (p: { x: number; y: number }) => Math.abs(p.x - l.x) > halfW + geo.fieldRadius || Math.abs(p.y - l.y) > 0.1 + geo.fieldRadius;
        expect(geo.fields.every(clear)).toBe(true);
        expect(geo.finishes.flat().every(clear)).toBe(true);
        expect(radius(l)).toBeLessThan(1);
      }
    }
  });
});
