// The way a piece went, field by field, for drawing the last move on the board: along the track in
// the direction it moved (forward, or backward for the 4 back, DOG-061), into the finish through its owner's
// start field (DOG-080), from the kennel onto the start field (DOG-020). A piece sent home (DOG-050) or a Jack
// swap (DOG-075) goes straight. Works on field names (`P12`, `F2`, `K`) and the board geometry. Pure.
import type { DogBoardGeometry, Point } from './dog-board-layout';

/** One move as the engine reports it (a `move`, `exit` or `sent-home` event): names, owner, and its rule. */
export interface DogMoveStep {
  readonly from: string;
  readonly to: string;
  /** The seat whose piece moves (its start field, kennel and finish). */
  readonly owner: number;
  /** The event's rule ID: DOG-061 is the 4 backward. */
  readonly rule?: string;
}

/** Track index of a `P<n>` name, else null. */
const trackIndex = (name: string): number | null => (/^P\d+$/.test(name) ? Number(name.slice(1)) : null);
const finishIndex = (name: string): number | null => (/^F\d+$/.test(name) ? Number(name.slice(1)) : null);

/**
 * The track fields a piece passes from track index `a` to `b` inclusive: forward (counting up, mod the field
 * count) unless `backward`.
 */
export function trackWalk(a: number, b: number, fieldCount: number, backward: boolean): number[] {
  const out = [a];
  let i = a;
  for (let guard = 0; i !== b && guard < fieldCount; guard++) {
    i = (i + (backward ? -1 : 1) + fieldCount) % fieldCount;
    out.push(i);
  }
  return out;
}

/**
 * The centre points of every field on the way of `step`, in board units (the geometry's); two points (a straight
 * line) when the way is not along the track, none when a name is unknown.
 */
export function movePath(step: DogMoveStep, geo: DogBoardGeometry): Point[] {
  const N = geo.fieldCount;
  const start = geo.startFields[step.owner] ?? 0;
  const at = (name: string): Point | null => {
    const p = trackIndex(name);
    if (p !== null) return geo.fields[p] ?? null;
    const f = finishIndex(name);
    if (f !== null) return geo.finishes[step.owner]?.[f] ?? null;
    return name === 'K' ? (geo.kennels[step.owner]?.[0] ?? null) : null;
  };
  const a = trackIndex(step.from);
  const b = trackIndex(step.to);
  const fa = finishIndex(step.from);
  const fb = finishIndex(step.to);
  let names: number[] | null = null;
  const points: Point[] = [];
  if (a !== null && b !== null) names = trackWalk(a, b, N, step.rule === 'DOG-061');
  else if (a !== null && fb !== null) names = trackWalk(a, start, N, false); // then into the finish
  if (names) for (const i of names) if (geo.fields[i]) points.push(geo.fields[i]!);
  if (fb !== null) {
    const fin = geo.finishes[step.owner] ?? [];
    for (let k = fa ?? 0; k <= fb; k++) if (fin[k]) points.push(fin[k]!);
  }
  if (points.length >= 2) return points;
  const p = at(step.from);
  const q = at(step.to);
  return p && q ? [p, q] : [];
}
