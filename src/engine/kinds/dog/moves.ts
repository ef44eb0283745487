// Piece walking: every forward / backward path of one piece with blocks, captures and finish entry
// (DOG-030…034, DOG-040…046, DOG-050…053, DOG-060…064, DOG-080…087). Pure; writes into caller buffers.
import type { DogRules } from './rules';

/** Flag or-ed into a record's step count: the piece left its finish-entry field forward on the track. */
export const FLAG_PASSED_ENTRY = 256;
/** Flag or-ed into a record's step count: the piece moved backward from or over its own start field. */
export const FLAG_BACK_OVER_START = 512;

/**
 * True if piece `q` standing on track field `field` blocks (DOG-040…043): it came straight from the kennel
 * (`blk` bit, the DOG-081 "fresh" state), or, with `startBlocksOnlyFirstTime=false` (V16), it stands on
 * its owner's start field however it got there.
 */
export function isBlocking(rules: DogRules, blk: number, q: number, field: number): boolean {
  return (blk & (1 << q)) !== 0 || (rules.startBlocksAll && field === rules.start[q >> 2]);
}

/**
 * Occupancy of a position: `occ[field]` = piece index on track field or -1; `fin[seat]` = bitmask of
 * that seat's occupied finish slots. Both are overwritten.
 */
export function fillBoard(rules: DogRules, pos: ArrayLike<number>, occ: Int16Array, fin: Int32Array): void {
  const N = rules.N;
  occ.fill(-1);
  fin.fill(0);
  for (let i = 0; i < pos.length; i++) {
    const L = pos[i]!;
    if (L < 0) continue;
    if (L < N) occ[L] = i;
    else fin[i >> 2]! |= 1 << (L - N);
  }
}

/**
 * All forward moves of piece `i` of 1…`maxN` steps (fields, DOG-031 counting). Writes records of three
 * ints `(steps | flags, destination loc, capture mask)` into `buf` and returns how many. `seven` selects
 * 7-semantics (passed pieces sent home, DOG-068) instead of landing-only captures (DOG-050/051).
 * Blocks (DOG-042/043), occupied finish slots (DOG-082), exact count (DOG-083), no fresh-piece entry
 * (DOG-081), optional entry (DOG-085) and moves inside the finish (DOG-084) are applied.
 */
export function walkForward(
  rules: DogRules,
  pos: ArrayLike<number>,
  blk: number,
  nb: number,
  occ: Int16Array,
  fin: Int32Array,
  i: number,
  maxN: number,
  seven: boolean,
  buf: Int32Array,
): number {
  const N = rules.N;
  const L = pos[i]!;
  if (L < 0) return 0;
  const o = i >> 2;
  let c = 0;
  if (L >= N) {
    if (!rules.moveWithinFinish) return 0;
    const f = fin[o]!;
    for (let k = L - N + 1, n = 1; k <= 3 && n <= maxN; k++, n++) {
      if (f & (1 << k)) break;
      buf[c++] = n;
      buf[c++] = N + k;
      buf[c++] = 0;
    }
    return c / 3;
  }
  const E = rules.entry[o]!;
  const me = 1 << i;
  let canEnter = !((nb & me) !== 0 || ((blk & me) !== 0 && rules.touches === 2 && L === E));
  const passCap = seven && rules.sevenPass;
  const opt = rules.finishOptional;
  let mask = 0;
  let finLens = 0;
  let flag = 0;
  let cur = L;
  for (let n = 1; n <= maxN; n++) {
    if (cur === E) {
      if (canEnter) {
        const f = fin[o]!;
        for (let m = 0; m <= 3 && n + m <= maxN; m++) {
          if (f & (1 << m)) break;
          buf[c++] = (n + m) | flag;
          buf[c++] = N + m;
          buf[c++] = mask;
          finLens |= 1 << (n + m);
        }
      }
      canEnter = true;
      flag = FLAG_PASSED_ENTRY;
    }
    const nx = cur + 1 === N ? 0 : cur + 1;
    const q = occ[nx]!;
    cur = nx;
    const trackOk = opt || (finLens & (1 << n)) === 0;
    if (q >= 0) {
      const qb = 1 << q;
      if (isBlocking(rules, blk, q, nx)) {
        const own = q >> 2 === o;
        const ownPass = own && !rules.blockOwner;
        // V18 off: a block may be landed on, but an own one only with V22 (selfCaptureOnLanding)
        if (!rules.immune && trackOk && !(own && !rules.selfCapture)) {
          buf[c++] = n | flag;
          buf[c++] = nx;
          buf[c++] = (passCap ? mask : 0) | qb;
        }
        if (ownPass) continue;
        break;
      }
      if (trackOk && !(q >> 2 === o && !rules.selfCapture)) {
        buf[c++] = n | flag;
        buf[c++] = nx;
        buf[c++] = (passCap ? mask : 0) | qb;
      }
      if (passCap) mask |= qb;
      continue;
    }
    if (trackOk) {
      buf[c++] = n | flag;
      buf[c++] = nx;
      buf[c++] = passCap ? mask : 0;
    }
  }
  return c / 3;
}

/**
 * The backward moves of piece `i` by exactly `steps` fields (DOG-060…064; the 4, or any card the table gives
 * `backward`): records as in `walkForward` (steps always `steps`). Track only unless `backwardIntoFinish`; a
 * blocking piece only if `fourBackwardFromBlockingStart`.
 */
export function walkBackward(
  rules: DogRules,
  pos: ArrayLike<number>,
  blk: number,
  occ: Int16Array,
  fin: Int32Array,
  i: number,
  steps: number,
  buf: Int32Array,
): number {
  const N = rules.N;
  const L = pos[i]!;
  if (L < 0 || L >= N) return 0;
  const me = 1 << i;
  const o = i >> 2;
  if (isBlocking(rules, blk, i, L) && !rules.fourBackFromBlock) return 0;
  const S = rules.start[o]!;
  const E = rules.entry[o]!;
  // DOG-081 applies to a piece fresh from the kennel only (a lapped piece has touched its start twice)
  const canEnter = rules.backIntoFinish && !((blk & me) !== 0 && rules.touches === 2);
  let c = 0;
  let flag = 0;
  let cur = L;
  for (let n = 1; n <= steps; n++) {
    if (cur === S) flag = FLAG_BACK_OVER_START;
    if (canEnter && cur === E) {
      // V30 (non-default): turn into the finish with the remaining steps-n+1 steps (slot steps-n)
      const k = steps - n;
      if (k <= 3 && (fin[o]! & ((2 << k) - 1)) === 0) {
        buf[c++] = steps | flag;
        buf[c++] = N + k;
        buf[c++] = 0;
      }
    }
    const nx = cur === 0 ? N - 1 : cur - 1;
    const q = occ[nx]!;
    cur = nx;
    if (q >= 0 && isBlocking(rules, blk, q, nx)) {
      if (n === steps) {
        if (!rules.immune && !(q >> 2 === o && !rules.selfCapture)) {
          buf[c++] = steps | flag;
          buf[c++] = nx;
          buf[c++] = 1 << q;
        }
        return c / 3;
      }
      if (rules.blockBackward && !(q >> 2 === o && !rules.blockOwner)) return c / 3;
    }
  }
  const q = occ[cur]!;
  if (q >= 0) {
    if (isBlocking(rules, blk, q, cur)) return c / 3;
    if (q >> 2 === o && !rules.selfCapture) return c / 3;
    buf[c++] = steps | flag;
    buf[c++] = cur;
    buf[c++] = 1 << q;
  } else {
    buf[c++] = steps | flag;
    buf[c++] = cur;
    buf[c++] = 0;
  }
  return c / 3;
}

/**
 * Applies one walk record to piece `i` in place on `pos` (a fresh array): captured pieces go to the
 * kennel (DOG-054), the mover stops blocking (DOG-045). Returns the new `[blk, nb]` bitmasks.
 */
export function applyRecord(
  rules: DogRules,
  pos: number[] | Int16Array,
  blk: number,
  nb: number,
  i: number,
  stepsAndFlags: number,
  dest: number,
  mask: number,
): [number, number] {
  if (mask !== 0) {
    for (let q = 0; q < pos.length; q++) if (mask & (1 << q)) pos[q] = -1;
    blk &= ~mask;
    nb &= ~mask;
  }
  pos[i] = dest;
  const me = 1 << i;
  blk &= ~me;
  if (stepsAndFlags & FLAG_PASSED_ENTRY) nb &= ~me;
  if (stepsAndFlags & FLAG_BACK_OVER_START && !rules.fourBackIntoFinish) nb |= me;
  return [blk, nb];
}
