// Geometry of a Dog board for any number of seats (dog.md §1.2): a ring of 16·n track fields, seat s's start
// field at 16·s, its kennel outside the ring next to the start field, its finish F0–F3 leading inward from it.
// Unit coordinates (ring radius 1, centre 0,0). Pure, no Pixi.

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface DogBoardGeometry {
  readonly seatCount: number;
  readonly fieldCount: number;
  /** Radius of one field or slot, in ring units. */
  readonly fieldRadius: number;
  readonly fields: readonly Point[];
  /** Start field index per seat. */
  readonly startFields: readonly number[];
  /** Kennel slot centres per seat. */
  readonly kennels: readonly (readonly Point[])[];
  /** Finish slot centres per seat, F0 first (nearest the start field). */
  readonly finishes: readonly (readonly Point[])[];
  /** Where to write each seat's label (inside the ring, against the middle of its side). */
  readonly labels: readonly Point[];
  /** Half-width and half-height of the whole drawing (ring and kennels; the labels lie inside), to scale it into a canvas. */
  readonly extentX: number;
  readonly extentY: number;
}

export interface DogBoardShape {
  readonly seatCount: number;
  readonly fieldsPerSegment?: number;
  readonly kennelSlots?: number;
  readonly finishSlots?: number;
}

/** Angle of the middle of seat s's side; seat 0 sits at the bottom, later seats counter-clockwise (§1.3). */
export function seatAngle(seat: number, seatCount: number): number {
  return Math.PI / 2 - (2 * Math.PI * seat) / seatCount;
}

const polar = (r: number, a: number): Point => ({ x: r * Math.cos(a), y: r * Math.sin(a) });

/** Computes every position on the board. Movement (field p → p+1) runs counter-clockwise on screen. */
export function layoutDogBoard(shape: DogBoardShape): DogBoardGeometry {
  const n = shape.seatCount;
  const perSeg = shape.fieldsPerSegment ?? 16;
  const kennelSlots = shape.kennelSlots ?? 4;
  const finishSlots = shape.finishSlots ?? 4;
  const N = n * perSeg;
  const step = (2 * Math.PI) / N;
  const spacing = 2 * Math.sin(step / 2); // chord between neighbouring fields
  const fieldRadius = Math.min(0.36 * spacing, 0.045);
  // Seat s's segment is centred on its side; its start field is the segment's clockwise end.
  const angleOf = (p: number) => seatAngle(0, n) + ((perSeg - 1) / 2) * step - p * step;
  const fields = Array.from({ length: N }, (_, p) => polar(1, angleOf(p)));
  const startFields = Array.from({ length: n }, (_, s) => s * perSeg);
  const gap = Math.max(2.4 * fieldRadius, spacing);
  const finishes = startFields.map((f) => {
    const a = angleOf(f);
    return Array.from({ length: finishSlots }, (_, k) => polar(1 - gap * (k + 1.15), a));
  });
  const kennels = startFields.map((f) => {
    // A compact block just outside the ring, shifted a little towards the seat's own side.
    const a = angleOf(f) - 1.2 * step;
    const cols = Math.ceil(kennelSlots / 2);
    const out = { x: Math.cos(a), y: Math.sin(a) };
    const along = { x: -out.y, y: out.x };
    return Array.from({ length: kennelSlots }, (_, i) => {
      const row = Math.floor(i / cols);
      const col = i % cols;
      const r = 1 + gap * (1.25 + row);
      const t = gap * (col - (cols - 1) / 2);
      return { x: out.x * r + along.x * t, y: out.y * r + along.y * t };
    });
  });
  // A seat's label (name, team, cards: about 0.6 × 0.2 ring units) sits INSIDE the ring, against the middle of
  // its own side, between the finishes (which lead inward from the segment ends) — outside, the top and bottom
  // labels made the drawing 15 % taller and every field smaller (issue 16: click targets of at least 24 px).
  const halfW = n > 4 ? 0.24 : 0.3;
  const halfH = 0.1;
  const labels = Array.from({ length: n }, (_, s) => {
    const a = seatAngle(s, n);
    return polar(1 - fieldRadius - 0.03 - Math.abs(Math.cos(a)) * halfW - Math.abs(Math.sin(a)) * halfH, a);
  });
  // The kennels stick out past the ring; the labels are inside it.
  const outer = [...kennels.flat(), ...fields];
  const extentX = Math.max(...outer.map((p) => Math.abs(p.x) + fieldRadius)) + 0.02;
  const extentY = Math.max(...outer.map((p) => Math.abs(p.y) + fieldRadius)) + 0.02;
  return { seatCount: n, fieldCount: N, fieldRadius, fields, startFields, kennels, finishes, labels, extentX, extentY };
}
