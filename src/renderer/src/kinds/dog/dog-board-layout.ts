// Geometry of a Dog board for any number of seats (docs/rules/dog.md): a closed track of 16·n fields, seat s's start
// field at 16·s, its kennel inside the track next to the start field on its own side, its finish F0–F3 leading
// inward from the start field. The track is a rounded polygon that uses the rectangle it is drawn into (for
// click targets of at least 24 px, WCAG 2.2 SC 2.5.8): a rounded rectangle for 4 seats, a rounded hexagon for 6
// seats (flattened a little, never below HEX_MIN_SHARE of a regular hexagon's corners, where the hexagon's
// shorter perimeter would bring the fields closer than TARGET_PX), a stretched rounded polygon for other seat
// counts. Fields are spaced evenly along the
// track, every seat's 16 fields centred on its side. Unit coordinates (the longer half-side ≈ 1, centre 0,0).
// Pure, no Pixi.

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface DogBoardGeometry {
  readonly seatCount: number;
  readonly fieldCount: number;
  /** Radius of one drawn field or slot, in board units. */
  readonly fieldRadius: number;
  /** Distance between neighbouring track fields, in board units (even along the whole track). */
  readonly spacing: number;
  /**
   * Smallest distance between any two spots (track fields, finish and kennel slots), in board units: a round
   * click target of this diameter centred on each spot overlaps no other (DogTable's hit areas).
   */
  readonly minGap: number;
  readonly fields: readonly Point[];
  /** Start field index per seat. */
  readonly startFields: readonly number[];
  /** Kennel slot centres per seat. */
  readonly kennels: readonly (readonly Point[])[];
  /** Finish slot centres per seat, F0 first (nearest the start field). */
  readonly finishes: readonly (readonly Point[])[];
  /** Where to write each seat's label (inside the track, against the middle of its side). */
  readonly labels: readonly Point[];
  /** Half-width and half-height of a seat label's box, in board units (the scene sizes its text to fit). */
  readonly labelHalf: Point;
  /** The track's outline (a closed polyline through the field centres' curve), for drawing the board. */
  readonly outline: readonly Point[];
  /** Half-width and half-height of the whole drawing (track and fields), to scale it into a canvas. */
  readonly extentX: number;
  readonly extentY: number;
}

export interface DogBoardShape {
  readonly seatCount: number;
  readonly fieldsPerSegment?: number;
  readonly kennelSlots?: number;
  readonly finishSlots?: number;
  /**
   * Size of the area the board is drawn into, in CSS px (default 700 × 700). The track stretches to its shape
   * (within limits, so a board stays a board) and, for 6 seats, the hexagon flattens as far as needed for
   * neighbouring fields to be at least TARGET_PX apart, but no further than HEX_MIN_SHARE.
   */
  readonly width?: number;
  readonly height?: number;
}

/** Spacing of neighbouring fields the 6-seat hexagon aims for, in CSS px: a 24 px target plus a little room. */
export const TARGET_PX = 25;

/**
 * How far the 6-seat board's top and bottom corners sit in from its sides at the least, as a share of a regular
 * hexagon's (0.6): the board stays a hexagon at every size, never flattened into a rectangle.
 */
export const HEX_MIN_SHARE = 0.6;

/**
 * Smallest distance between two spots of the 6-seat hexagon, in CSS px, in the board area of a 1024 × 700 window
 * (728 × 546 px and more): 96 track fields and their finishes and kennels need about 860 × 650 px for 24 px
 * apart as a hexagon, more than that window has beside the hand and seat list. Each spot's round click target is
 * then this wide (DogTable's hit areas), at least 20 px, none overlapping another.
 */
export const HEX_MIN_PX = 21;

/** Angle of the middle of seat s's side; seat 0 sits at the bottom, later seats counter-clockwise (DOG-003). */
export function seatAngle(seat: number, seatCount: number): number {
  return Math.PI / 2 - (2 * Math.PI * seat) / seatCount;
}

const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
const add = (a: Point, b: Point, k = 1): Point => ({ x: a.x + k * b.x, y: a.y + k * b.y });
const len = (a: Point) => Math.hypot(a.x, a.y);
const unit = (a: Point): Point => {
  const l = len(a) || 1;
  return { x: a.x / l, y: a.y / l };
};

/**
 * Corners of the track polygon, counter-clockwise on screen (y down) starting right of the bottom side's middle.
 * `ax`, `ay`: half-width and half-height; `chamfer` (6 seats): how far the hexagon's top and bottom corners sit
 * in from the sides.
 */
function corners(n: number, ax: number, ay: number, chamfer: number): Point[] {
  if (n === 4)
    return [
      { x: ax, y: ay },
      { x: ax, y: -ay },
      { x: -ax, y: -ay },
      { x: -ax, y: ay },
    ];
  if (n === 6)
    return [
      { x: ax - chamfer, y: ay },
      { x: ax, y: 0 },
      { x: ax - chamfer, y: -ay },
      { x: -ax + chamfer, y: -ay },
      { x: -ax, y: 0 },
      { x: -ax + chamfer, y: ay },
    ];
  // Other seat counts: a regular polygon with one side per seat (its middle at the seat's angle), stretched.
  const m = Math.max(n, 3);
  return Array.from({ length: m }, (_, i) => {
    const a = seatAngle(i, m) - Math.PI / m;
    return { x: (ax * Math.cos(a)) / Math.cos(Math.PI / m), y: (ay * Math.sin(a)) / Math.cos(Math.PI / m) };
  });
}

/** A closed polyline along `poly` with every corner rounded (radius `rc`), starting at the middle of the first side. */
function roundedPath(poly: readonly Point[], rc: number): Point[] {
  const m = poly.length;
  const out: Point[] = [];
  // Start at the middle of the side from the last corner to the first (the bottom side's middle for 4 and 6 seats).
  out.push({ x: (poly[m - 1]!.x + poly[0]!.x) / 2, y: (poly[m - 1]!.y + poly[0]!.y) / 2 });
  for (let i = 0; i < m; i++) {
    const v = poly[i]!;
    const a = unit(sub(poly[(i + m - 1) % m]!, v));
    const b = unit(sub(poly[(i + 1) % m]!, v));
    const theta = Math.acos(Math.max(-1, Math.min(1, a.x * b.x + a.y * b.y))); // the corner's inner angle
    if (theta > Math.PI - 1e-3) {
      out.push(v); // no corner (a hexagon flattened into a rectangle)
      continue;
    }
    const sideA = len(sub(poly[(i + m - 1) % m]!, v));
    const sideB = len(sub(poly[(i + 1) % m]!, v));
    const r = Math.min(rc, 0.45 * Math.min(sideA, sideB) * Math.tan(theta / 2));
    const t = r / Math.tan(theta / 2);
    const p = add(v, a, t);
    const q = add(v, b, t);
    const centre = add(v, unit(add(a, b)), r / Math.sin(theta / 2));
    const a0 = Math.atan2(p.y - centre.y, p.x - centre.x);
    let a1 = Math.atan2(q.y - centre.y, q.x - centre.x);
    // the short way round
    while (a1 - a0 > Math.PI) a1 -= 2 * Math.PI;
    while (a0 - a1 > Math.PI) a1 += 2 * Math.PI;
    const steps = 24;
    for (let k = 0; k <= steps; k++) {
      const ang = a0 + ((a1 - a0) * k) / steps;
      out.push({ x: centre.x + r * Math.cos(ang), y: centre.y + r * Math.sin(ang) });
    }
  }
  out.push(out[0]!);
  return out;
}

/** `count` points evenly spaced along the closed polyline `path` (first at arc length `offset`), with unit inward normals. */
function spaced(
  path: readonly Point[],
  count: number,
  offset: number,
): { at: Point[]; inward: Point[]; total: number } {
  const cum = [0];
  for (let i = 1; i < path.length; i++) cum.push(cum[i - 1]! + len(sub(path[i]!, path[i - 1]!)));
  const total = cum.at(-1)!;
  const at: Point[] = [];
  const inward: Point[] = [];
  let j = 1;
  for (let k = 0; k < count; k++) {
    const s = (((offset + (k * total) / count) % total) + total) % total;
    if (s < cum[j - 1]!) j = 1;
    while (j < path.length - 1 && cum[j]! < s) j++;
    const a = path[j - 1]!;
    const b = path[j]!;
    const u = (s - cum[j - 1]!) / Math.max(1e-12, cum[j]! - cum[j - 1]!);
    at.push({ x: a.x + (b.x - a.x) * u, y: a.y + (b.y - a.y) * u });
    // The path runs counter-clockwise on screen (y down): the inside is to the right of the direction of travel...
    // (x, y) → (y, -x) turns right on screen; checked against the centre below.
    const d = unit(sub(b, a));
    const n = { x: d.y, y: -d.x };
    const mid = at[k]!;
    inward.push(n.x * -mid.x + n.y * -mid.y >= 0 ? n : { x: -n.x, y: -n.y });
  }
  return { at, inward, total };
}

/** Room around the track, in CSS px: half a 24 px click target and the start field's ring. */
const MARGIN_PX = 14;

const cache = new Map<string, DogBoardGeometry>();

/**
 * Computes every position on the board. Movement (field p → p+1) runs counter-clockwise on screen. Results are
 * kept for the last few shapes (the scene and the click overlay ask for the same board on every redraw).
 */
export function layoutDogBoard(shape: DogBoardShape): DogBoardGeometry {
  const key = [
    shape.seatCount,
    shape.fieldsPerSegment ?? 16,
    shape.kennelSlots ?? 4,
    shape.finishSlots ?? 4,
    Math.round(shape.width ?? 700),
    Math.round(shape.height ?? 700),
  ].join(',');
  const hit = cache.get(key);
  if (hit) return hit;
  const geo = computeBoard({
    ...shape,
    width: Math.round(shape.width ?? 700),
    height: Math.round(shape.height ?? 700),
  });
  if (cache.size >= 16) cache.delete(cache.keys().next().value!);
  cache.set(key, geo);
  return geo;
}

function computeBoard(shape: DogBoardShape): DogBoardGeometry {
  const n = shape.seatCount;
  const perSeg = shape.fieldsPerSegment ?? 16;
  const kennelSlots = shape.kennelSlots ?? 4;
  const finishSlots = shape.finishSlots ?? 4;
  const N = n * perSeg;
  const wPx = Math.max(1, shape.width ?? 700);
  const hPx = Math.max(1, shape.height ?? 700);
  // The drawing's box: the longer half-side 1 (plus margin), the other following the area's shape, within limits.
  const aspect = Math.min(n === 4 ? 1.3 : 1.55, Math.max(n === 4 ? 1 / 1.3 : 0.9, wPx / hPx));
  const ax = aspect >= 1 ? 1 : aspect;
  const ay = aspect >= 1 ? 1 / aspect : 1;
  // Room around the track: MARGIN_PX, or more when the fields are drawn larger (a roomy board); then once more.
  let marginPx = MARGIN_PX;
  for (let pass = 0; ; pass++) {
    const margin = marginPx / Math.min(wPx / 2 / ax, hPx / 2 / ay);
    const extentX = ax + margin;
    const extentY = ay + margin;
    const scale = Math.min(wPx / 2 / extentX, hPx / 2 / extentY); // px per board unit, as the callers scale
    const rc = 0.28 * Math.min(ax, ay);
    const place = (chamfer: number) =>
      placeSpots(
        roundedPath(corners(n, ax, ay, chamfer), n === 6 ? rc * (chamfer > 0 ? 0.8 : 0.6) : rc),
        n,
        perSeg,
        kennelSlots,
        finishSlots,
      );
    let spots;
    if (n !== 6) spots = place(0);
    else {
      // The most hexagonal shape (up to a regular hexagon's corners) whose spots are still TARGET_PX apart; where
      // even the least hexagonal one allowed (HEX_MIN_SHARE of the corners) brings them closer, that one: the board
      // keeps its shape at every window size, its spots then as far apart as the area allows (HEX_MIN_PX and more).
      const regular = ay / Math.sqrt(3);
      const least = Math.round(HEX_MIN_SHARE * 10);
      spots = place((regular * least) / 10);
      for (let k = 10; k > least; k--) {
        const candidate = place((regular * k) / 10);
        if (candidate.minGap * scale >= TARGET_PX) {
          spots = candidate;
          break;
        }
      }
    }
    const need = spots.fieldRadius * scale + 5; // the start field's ring is 3 px outside the field
    if (need <= marginPx + 0.5 || pass >= 2) return { seatCount: n, fieldCount: N, ...spots, extentX, extentY };
    marginPx = need;
  }
}

/** The spots of a board whose track runs along the closed polyline `path` (see layoutDogBoard). */
function placeSpots(path: readonly Point[], n: number, perSeg: number, kennelSlots: number, finishSlots: number) {
  const N = n * perSeg;
  const total = path.reduce((s, p, i) => (i ? s + len(sub(p, path[i - 1]!)) : 0), 0);
  const spacing = total / N;
  // Field p: the bottom side's middle is the middle of seat 0's segment (fields 0–15); field 0, the start field,
  // is the segment's clockwise end; p → p + 1 runs counter-clockwise (towards the right along the bottom).
  const { at: fields, inward } = spaced(path, N, -((perSeg - 1) / 2) * spacing);
  const startFields = Array.from({ length: n }, (_, s) => s * perSeg);
  const fieldRadius = Math.min(0.36 * spacing, 0.05);
  const gap = spacing;
  const tooClose = (p: Point, others: readonly Point[]) => others.some((o) => len(sub(p, o)) < gap * 0.999);
  const finishes = startFields.map((f) => {
    // From the start field straight towards the middle of the board, F0 as near the track as its neighbours allow.
    const dir = unit(sub({ x: 0, y: 0 }, fields[f]!));
    let first = 1;
    while (first < 2 && tooClose(add(fields[f]!, dir, gap * first), fields)) first += 0.05;
    return Array.from({ length: finishSlots }, (_, k) => add(fields[f]!, dir, gap * (k + first)));
  });
  const kennels = startFields.map((f) => {
    // A 2-row block just inside the track on the seat's own side, as close to the start field as the finish allows.
    const cols = Math.ceil(kennelSlots / 2);
    const others = [...fields, ...finishes.flat()];
    for (let first = 2; ; first++) {
      const slots = Array.from({ length: kennelSlots }, (_, i) => {
        const field = (f + first + (i % cols)) % N;
        return add(fields[field]!, inward[field]!, gap * (1.05 + Math.floor(i / cols)));
      });
      const clear = slots.every(
        (p, i) =>
          !tooClose(p, others) &&
          !tooClose(
            p,
            slots.filter((_, j) => j !== i),
          ),
      );
      if (clear || first > perSeg - cols - 2) return slots;
    }
  });
  // A seat's label (name, team, cards) sits inside the track against the middle of its side: the place nearest
  // to it (inward first, then along the side) whose box keeps half a spacing from every spot and other label.
  const labelHalf = { x: n > 4 ? 0.24 : 0.3, y: 0.1 };
  const spotsSoFar = [...fields, ...finishes.flat(), ...kennels.flat()];
  const box = (c: Point) => ({
    x0: c.x - labelHalf.x,
    x1: c.x + labelHalf.x,
    y0: c.y - labelHalf.y,
    y1: c.y + labelHalf.y,
  });
  const clearOf = (c: Point, placed: readonly Point[]) => {
    const b = box(c);
    const near = (p: Point) =>
      Math.hypot(Math.max(b.x0 - p.x, 0, p.x - b.x1), Math.max(b.y0 - p.y, 0, p.y - b.y1)) < gap * 0.6;
    const apart = (q: Point) =>
      Math.abs(q.x - c.x) >= 2 * labelHalf.x + 0.02 || Math.abs(q.y - c.y) >= 2 * labelHalf.y + 0.02;
    return !spotsSoFar.some(near) && placed.every(apart);
  };
  const labels: Point[] = [];
  for (const f of startFields) {
    const mid = f + (perSeg - 1) / 2;
    const a = fields[Math.floor(mid)]!;
    const b = fields[Math.ceil(mid) % N]!;
    const p = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const dir = unit(add(inward[Math.floor(mid)]!, inward[Math.ceil(mid) % N]!));
    const along = { x: -dir.y, y: dir.x };
    const reach = Math.abs(dir.x) * labelHalf.x + Math.abs(dir.y) * labelHalf.y; // the box's half-extent along dir
    let best: Point | null = null;
    for (let depth = 0.8; depth <= 12 && !best; depth += 0.2) {
      for (const shift of [0, 0.5, -0.5, 1, -1, 1.5, -1.5, 2, -2, 2.5, -2.5, 3, -3, 4, -4]) {
        const c = add(add(p, dir, gap * depth + reach), along, gap * shift);
        if (clearOf(c, labels)) {
          best = c;
          break;
        }
      }
    }
    labels.push(best ?? add(p, dir, gap * 2.6 + reach));
  }
  const all = [...fields, ...finishes.flat(), ...kennels.flat()];
  let minGap = Infinity;
  for (let i = 0; i < all.length; i++)
    for (let j = i + 1; j < all.length; j++) minGap = Math.min(minGap, len(sub(all[i]!, all[j]!)));
  return { fieldRadius, spacing, minGap, fields, startFields, kennels, finishes, labels, labelHalf, outline: path };
}
