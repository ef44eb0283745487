// Memo tables of the 7 search (seven.ts): nodes already expanded (per piece) and outcomes already found,
// open-addressing over typed arrays, cleared per search by a generation stamp; and the outcome key.
// Pure (module scratch only).
import { PIECES } from './geometry';

// Open-addressing memo for numeric DFS keys (lo: 32 bits, hi: < 2^21) → bitmask of the pieces already
// expanded from that node; cleared per call by a generation stamp; falls back to a Map when it gets crowded.
const MEMO_BITS = 15;
const MEMO_MASK = (1 << MEMO_BITS) - 1;
const MEMO_MAX = 1 << (MEMO_BITS - 1);
const memoLo = new Int32Array(1 << MEMO_BITS);
const memoHi = new Int32Array(1 << MEMO_BITS);
const memoVal = new Int32Array(1 << MEMO_BITS);
const memoStamp = new Int32Array(1 << MEMO_BITS);
let memoGen = 0;
let memoCount = 0;
const memoOverflow = new Map<number, number>();
const memoStr = new Map<string, number>();

/**
 * Marks the pieces `allow` as expanded from the node `(lo, hi)` and returns those not expanded there
 * before (0: nothing new). A child subtree depends only on the child node, so a piece expanded once from
 * a node yields only outcomes already found when the node is reached again (with another last piece).
 */
export function expandNum(lo: number, hi: number, allow: number): number {
  let h = (Math.imul(lo, 0x9e3779b1) ^ Math.imul(hi + 1, 0x85ebca77)) >>> (32 - MEMO_BITS);
  for (;;) {
    if (memoStamp[h] !== memoGen) break;
    if (memoLo[h] === lo && memoHi[h] === hi) {
      const was = memoVal[h]!;
      memoVal[h] = was | allow;
      return allow & ~was;
    }
    h = (h + 1) & MEMO_MASK;
  }
  if (memoCount < MEMO_MAX) {
    memoStamp[h] = memoGen;
    memoLo[h] = lo;
    memoHi[h] = hi;
    memoVal[h] = allow;
    memoCount++;
    return allow;
  }
  const k = (lo >>> 0) + 4294967296 * hi;
  const was = memoOverflow.get(k) ?? 0;
  memoOverflow.set(k, was | allow);
  return allow & ~was;
}

// Outcomes found in this call by hash → index in the output (equal outcomes hash alike; a hash hit is
// confirmed against the stored outcome key). Past SEEN_MAX outcomes a Set of the keys takes over.
const SEEN_BITS = 14;
const SEEN_MAX = 1 << (SEEN_BITS - 1);
const seenHash = new Int32Array(1 << SEEN_BITS);
const seenIdx = new Int32Array(1 << SEEN_BITS);
const seenStamp = new Int32Array(1 << SEEN_BITS);

/** True if the outcome `pos/blk/nb` (hash `h`) is in `keys` already; else records it as index `keys.length` (the caller appends its key). */
export function seenOutcome(
  keys: readonly string[],
  h: number,
  pos: ArrayLike<number>,
  blk: number,
  nb: number,
): boolean {
  const n = keys.length;
  if (n >= SEEN_MAX) {
    if (!cSeen) cSeen = new Set(keys);
    return cSeen.has(outcomeKey(pos, blk, nb));
  }
  let k = h >>> (32 - SEEN_BITS);
  for (;;) {
    if (seenStamp[k] !== memoGen) {
      seenStamp[k] = memoGen;
      seenHash[k] = h;
      seenIdx[k] = n;
      return false;
    }
    if (seenHash[k] === h && sameOutcome(keys[seenIdx[k]!]!, pos, blk, nb)) return true;
    k = (k + 1) & ((1 << SEEN_BITS) - 1);
  }
}

/** True if `key` is `outcomeKey(pos, blk, nb)` (compared without building the string). */
function sameOutcome(key: string, pos: ArrayLike<number>, blk: number, nb: number): boolean {
  for (let b = 0; b < pos.length; b += PIECES) {
    let a0 = code(pos, blk, nb, b),
      a1 = code(pos, blk, nb, b + 1),
      a2 = code(pos, blk, nb, b + 2),
      a3 = code(pos, blk, nb, b + 3),
      t;
    if (a0 > a1) {
      t = a0;
      a0 = a1;
      a1 = t;
    }
    if (a2 > a3) {
      t = a2;
      a2 = a3;
      a3 = t;
    }
    if (a0 > a2) {
      t = a0;
      a0 = a2;
      a2 = t;
    }
    if (a1 > a3) {
      t = a1;
      a1 = a3;
      a3 = t;
    }
    if (a1 > a2) {
      t = a1;
      a1 = a2;
      a2 = t;
    }
    if (
      key.charCodeAt(b) !== a0 ||
      key.charCodeAt(b + 1) !== a1 ||
      key.charCodeAt(b + 2) !== a2 ||
      key.charCodeAt(b + 3) !== a3
    )
      return false;
  }
  return true;
}

/** Order-independent hash per seat of the `outcomeKey` codes (equal keys → equal hashes). */
export function outcomeHash(pos: ArrayLike<number>, blk: number, nb: number): number {
  let h = 0;
  for (let b = 0; b < pos.length; b += PIECES) {
    let s = 0;
    for (let j = b; j < b + PIECES; j++) {
      let x = Math.imul(code(pos, blk, nb, j) + 1, 0x9e3779b1);
      x = Math.imul(x ^ (x >>> 15), 0x85ebca77);
      s = (s + (x ^ (x >>> 13))) | 0;
    }
    h = (Math.imul(h, 0x27d4eb2d) + s) | 0;
  }
  return h;
}

/** `expandNum` for string keys. */
export function expandStr(k: string, allow: number): number {
  const was = memoStr.get(k);
  if (was === undefined) {
    memoStr.set(k, allow);
    return allow;
  }
  memoStr.set(k, was | allow);
  return allow & ~was;
}

/** Canonical key of a position: per seat the sorted `(loc, blocking, nb)` codes. Equal keys = same outcome. */
export function outcomeKey(pos: ArrayLike<number>, blk: number, nb: number): string {
  let k = '';
  for (let b = 0; b < pos.length; b += PIECES) {
    let a0 = code(pos, blk, nb, b),
      a1 = code(pos, blk, nb, b + 1),
      a2 = code(pos, blk, nb, b + 2),
      a3 = code(pos, blk, nb, b + 3),
      t;
    if (a0 > a1) {
      t = a0;
      a0 = a1;
      a1 = t;
    }
    if (a2 > a3) {
      t = a2;
      a2 = a3;
      a3 = t;
    }
    if (a0 > a2) {
      t = a0;
      a0 = a2;
      a2 = t;
    }
    if (a1 > a3) {
      t = a1;
      a1 = a3;
      a3 = t;
    }
    if (a1 > a2) {
      t = a1;
      a1 = a2;
      a2 = t;
    }
    k += String.fromCharCode(a0, a1, a2, a3);
  }
  return k;
}
function code(pos: ArrayLike<number>, blk: number, nb: number, j: number): number {
  return (pos[j]! + 2) | (((blk >>> j) & 1) << 10) | (((nb >>> j) & 1) << 11);
}

let cSeen: Set<string> | null = null;

/** Starts a new search: forgets every node and outcome of the previous one. */
export function resetMemo(): void {
  memoGen = (memoGen + 1) | 0;
  memoCount = 0;
  cSeen = null;
  if (memoOverflow.size > 0) memoOverflow.clear();
  if (memoStr.size > 0) memoStr.clear();
}

/** Notes an outcome key appended to the output (kept only once the Set has taken over, past SEEN_MAX). */
export function noteOutcome(key: string): void {
  if (cSeen) cSeen.add(key);
}
