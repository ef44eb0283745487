// Board geometry and seating (DOG-001, DOG-120…133): track size, start and finish-entry fields,
// teams, turn order and exchange partners. Pure. Piece locations are ints (see `LOC_KENNEL`).

/** Team layouts of option `teamLayout` (V02/V03). */
export type TeamLayout = '2x2' | '3x2' | '2x3' | '1v2';

/** Location code of a piece in its kennel. Track fields are `0…N-1`; finish slot k of the owner is `N+k`. */
export const LOC_KENNEL = -1;

/** Pieces per seat (DOG-002). */
export const PIECES = 4;

/**
 * Seats, teams and fields of one table. Shapes: arrays are indexed by seat (`seats` entries); fields are
 * absolute track fields `0…N-1` with `N = fieldsPerSegment · seats` (V46).
 */
export interface Geometry {
  /** Number of seats incl. an empty one (3-player: 4). */
  readonly seats: number;
  /** Track fields per seat segment (`trackFieldsPerSegment`, default 16). */
  readonly fieldsPerSegment: number;
  /** Track length in fields. */
  readonly N: number;
  /** Seats that take part, in turn order. */
  readonly active: readonly number[];
  /** Teams (seat lists); team index = position in this list. */
  readonly teams: readonly (readonly number[])[];
  /** Team index per seat, -1 for an empty seat. */
  readonly teamOf: readonly number[];
  /** Teammates per seat (without the seat itself), in turn order from the seat. */
  readonly mates: readonly (readonly number[])[];
  /** Next active seat in turn order per seat (DOG-003, DOG-122). */
  readonly next: readonly number[];
  /** Seat each seat gives its exchange card to, -1 for none (DOG-014, DOG-124, DOG-132). */
  readonly giveTo: readonly number[];
  /** Start field per seat (`fieldsPerSegment · s`). */
  readonly start: readonly number[];
  /** Field the finish branches from per seat (the start field, or the one before, V31). */
  readonly entry: readonly number[];
  /** The 3-player single seat (0), or -1. */
  readonly single: number;
}

/**
 * Builds the geometry for a player count and team layout (DOG-001, DOG-120, DOG-130).
 * `layout` must fit `playerCount` (4 → 2x2; 6 → 3x2 | 2x3; 3 → 1v2); callers validate that first.
 */
export function buildGeometry(
  playerCount: number,
  layout: TeamLayout,
  fieldsPerSegment: number,
  entryBeforeStart: boolean,
): Geometry {
  const seats = playerCount === 6 ? 6 : 4;
  const N = fieldsPerSegment * seats;
  let active: number[] = [];
  let teams: number[][];
  if (layout === '1v2') {
    active = [0, 1, 3];
    teams = [[0], [1, 3]];
  } else {
    for (let s = 0; s < seats; s++) active.push(s);
    if (layout === '2x3')
      teams = [
        [0, 2, 4],
        [1, 3, 5],
      ];
    else if (layout === '3x2')
      teams = [
        [0, 3],
        [1, 4],
        [2, 5],
      ];
    else
      teams = [
        [0, 2],
        [1, 3],
      ];
  }
  const teamOf = new Array<number>(seats).fill(-1);
  teams.forEach((t, i) => {
    for (const s of t) teamOf[s] = i;
  });
  const next = new Array<number>(seats).fill(-1);
  for (let i = 0; i < active.length; i++) next[active[i]!] = active[(i + 1) % active.length]!;
  const mates: number[][] = [];
  const giveTo = new Array<number>(seats).fill(-1);
  for (let s = 0; s < seats; s++) {
    const m: number[] = [];
    if (teamOf[s]! >= 0) {
      // teammates in turn order starting after s; the exchange goes to the next one (DOG-132)
      for (let t = next[s]!; t !== s; t = next[t]!) if (teamOf[t] === teamOf[s]) m.push(t);
    }
    mates.push(m);
    if (m.length > 0) giveTo[s] = m[0]!;
  }
  const start: number[] = [];
  const entry: number[] = [];
  for (let s = 0; s < seats; s++) {
    start.push(fieldsPerSegment * s);
    entry.push(entryBeforeStart ? (fieldsPerSegment * s + N - 1) % N : fieldsPerSegment * s);
  }
  return {
    seats,
    fieldsPerSegment,
    N,
    active,
    teams,
    teamOf,
    mates,
    next,
    giveTo,
    start,
    entry,
    single: layout === '1v2' ? 0 : -1,
  };
}
