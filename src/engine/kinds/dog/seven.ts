// The 7 (DOG-065…071, DOG-101, AMB-13): all splits as ordered segments, one canonical action per distinct
// outcome (first found by a memoised DFS), and the replay of a written split. Pure (module scratch only).
import type { DogRules } from './rules';
import { PIECES } from './geometry';
import { allHome, teamHome } from './state';
import { applyRecord, fillBoard, walkForward } from './moves';
import { formatRef, pieceAt, refLoc, type Ref } from './notation';

/** Distinct outcomes of a 7 in canonical order: action bodies (`P5>P7,P3>P8`), outcome keys, and whether the acting side is then all home. */
export interface SevenList { readonly bodies: string[]; readonly keys: string[]; readonly wins: boolean[] }

interface Scratch { pos: Int16Array[]; occ: Int16Array[]; fin: Int32Array[]; buf: Int32Array[] }
const scratchCache = new Map<number, Scratch>();
function scratch(P: number, N: number, seats: number): Scratch {
  const key = P * 100000 + N * 100 + seats;
  let s = scratchCache.get(key);
  if (!s) {
    s = { pos: [], occ: [], fin: [], buf: [] };
    for (let d = 0; d <= 8; d++) {
      s.pos.push(new Int16Array(P)); s.occ.push(new Int16Array(N)); s.fin.push(new Int32Array(seats)); s.buf.push(new Int32Array(3 * 64));
    }
    scratchCache.set(key, s);
  }
  return s;
}

/** Canonical key of a position: per seat the sorted `(loc, blocking, nb)` codes. Equal keys = same outcome. */
export function outcomeKey(pos: ArrayLike<number>, blk: number, nb: number): string {
  let k = '';
  for (let b = 0; b < pos.length; b += PIECES) {
    let a0 = code(pos, blk, nb, b), a1 = code(pos, blk, nb, b + 1), a2 = code(pos, blk, nb, b + 2), a3 = code(pos, blk, nb, b + 3), t;
    if (a0 > a1) { t = a0; a0 = a1; a1 = t; }
    if (a2 > a3) { t = a2; a2 = a3; a3 = t; }
    if (a0 > a2) { t = a0; a0 = a2; a2 = t; }
    if (a1 > a3) { t = a1; a1 = a3; a3 = t; }
    if (a1 > a2) { t = a1; a1 = a2; a2 = t; }
    k += String.fromCharCode(a0, a1, a2, a3);
  }
  return k;
}
function code(pos: ArrayLike<number>, blk: number, nb: number, j: number): number {
  return (pos[j]! + 2) | (((blk >>> j) & 1) << 10) | (((nb >>> j) & 1) << 11);
}

function mayUseMates(rules: DogRules, pos: ArrayLike<number>, seat: number, helperAtStart: boolean): boolean {
  if (rules.sevenPartner === 'always') return true;
  if (rules.sevenPartner === 'never') return helperAtStart;
  return allHome(pos, seat, rules.N); // DOG-070: possibly mid-7
}

/**
 * Lists every distinct outcome of a 7 played by `seat` on this position (DOG-065…070): segments are
 * ordered, adjacent steps of one piece are one segment, each segment is a legal forward move on the board
 * left by the previous ones, passed and landed-on pieces go home at once (DOG-068), all 7 steps are used
 * (DOG-066). DFS order: pieces by index, then walk-record order; a position seen before is not expanded.
 */
export function listSevens(rules: DogRules, pos0: readonly number[], blk0: number, nb0: number, seat: number): SevenList {
  const P = pos0.length;
  const sc = scratch(P, rules.N, rules.seats);
  const out: SevenList = { bodies: [], keys: [], wins: [] };
  const seenOut = new Set<string>();
  const memo = new Set<string>();
  const segs: string[] = [];
  const helperAtStart = allHome(pos0, seat, rules.N);
  const mates = rules.mates[seat]!;
  const team = rules.teamOf[seat]!;
  sc.pos[0]!.set(pos0);
  const dfs = (d: number, r: number, last: number, blk: number, nb: number): void => {
    const pos = sc.pos[d]!;
    if (r === 0) {
      const key = outcomeKey(pos, blk, nb);
      if (seenOut.has(key)) return;
      seenOut.add(key);
      out.bodies.push(segs.join(','));
      out.keys.push(key);
      out.wins.push(teamHome(rules, pos, team));
      return;
    }
    let mk = String.fromCharCode(r, last + 2, blk & 0xffff, blk >>> 16, nb & 0xffff, nb >>> 16);
    for (let j = 0; j < P; j++) mk += String.fromCharCode(pos[j]! + 2);
    if (memo.has(mk)) return;
    memo.add(mk);
    const occ = sc.occ[d]!, fin = sc.fin[d]!, buf = sc.buf[d]!, nxt = sc.pos[d + 1]!;
    fillBoard(rules, pos, occ, fin);
    const nSeats = mayUseMates(rules, pos, seat, helperAtStart) ? 1 + mates.length : 1;
    for (let si = 0; si < nSeats; si++) {
      const s = si === 0 ? seat : mates[si - 1]!;
      for (let i = s * PIECES; i < s * PIECES + PIECES; i++) {
        if (i === last || pos[i]! < 0) continue;
        const cnt = walkForward(rules, pos, blk, nb, occ, fin, i, r, true, buf);
        for (let c = 0; c < cnt; c++) {
          const sf = buf[3 * c]!, dest = buf[3 * c + 1]!, mask = buf[3 * c + 2]!;
          nxt.set(pos);
          const [b2, n2] = applyRecord(rules, nxt, blk, nb, i, sf, dest, mask);
          segs.push(formatRef(rules, pos[i]!, s, seat) + '>' + formatRef(rules, dest, s, seat));
          dfs(d + 1, r - (sf & 255), i, b2, n2);
          segs.pop();
        }
      }
    }
  };
  dfs(0, 7, -1, blk0, nb0);
  return out;
}

/**
 * Replays written 7-segments (any legal order, adjacent segments of one piece allowed) on a copy of the
 * position. Returns the resulting position, or null if a segment is illegal or the steps do not total 7.
 * `onSent(piece, loc)` is told about each piece sent home.
 */
export function playSevenSegments(
  rules: DogRules, pos0: readonly number[], blk: number, nb: number, seat: number, segs: readonly (readonly [Ref, Ref])[],
  onSent?: (piece: number, loc: number, mover: number, from: number, to: number) => void,
): { pos: number[]; blk: number; nb: number } | null {
  const pos = pos0.slice();
  const occ = new Int16Array(rules.N);
  const fin = new Int32Array(rules.seats);
  const buf = new Int32Array(3 * 64);
  const helperAtStart = allHome(pos0, seat, rules.N);
  let r = 7;
  for (const [a, b] of segs) {
    const i = pieceAt(rules, pos, a);
    if (i < 0) return null;
    const s = i >> 2;
    if (s !== seat && !(rules.mates[seat]!.includes(s) && mayUseMates(rules, pos, seat, helperAtStart))) return null;
    const want = b.fin ? (b.seat === s ? refLoc(rules, b) : -2) : refLoc(rules, b);
    if (want < 0) return null;
    fillBoard(rules, pos, occ, fin);
    const cnt = walkForward(rules, pos, blk, nb, occ, fin, i, r, true, buf);
    let c = 0;
    while (c < cnt && buf[3 * c + 1] !== want) c++;
    if (c === cnt) return null;
    const sf = buf[3 * c]!, mask = buf[3 * c + 2]!;
    if (onSent) for (let q = 0; q < pos.length; q++) if (mask & (1 << q)) onSent(q, pos[q]!, i, pos[i]!, want);
    [blk, nb] = applyRecord(rules, pos, blk, nb, i, sf, want, mask);
    r -= sf & 255;
  }
  return r === 0 ? { pos, blk, nb } : null;
}
