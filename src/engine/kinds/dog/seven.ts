// The 7 (DOG-065…071, DOG-101, AMB-13): all splits as ordered segments, one canonical action per distinct
// outcome (first found by a memoised DFS), and the replay of a written split. Pure (module scratch only).
import type { DogRules } from './rules';
import { PIECES } from './geometry';
import { allHome, teamHome } from './state';
import { applyRecord, fillBoard, walkForward, FLAG_PASSED_ENTRY } from './moves';
import { expandNum, expandStr, noteOutcome, outcomeHash, outcomeKey, resetMemo, seenOutcome } from './seven-memo';
import { formatRef, nameRef, pieceAt, refLoc, refNames, type Ref, type RefNames } from './notation';

export { outcomeKey } from './seven-memo';

/** Distinct outcomes of a 7 in canonical order: action bodies (`P5>P7,P3>P8`), outcome keys, and whether the acting side is then all home. */
export interface SevenList {
  readonly bodies: string[];
  readonly keys: string[];
  readonly wins: boolean[];
  /** Per outcome its segments, 5 ints each: piece, from, to, walk record steps|flags, capture mask. */
  readonly segs: Int32Array[];
}

interface Scratch {
  pos: Int16Array[];
  occ: Int16Array[];
  fin: Int32Array[];
  buf: Int32Array[];
  stack: Int32Array;
  slot: Int8Array;
  save: Int16Array;
  oppBit: Int8Array;
  blk: number;
  nb: number;
}
const scratchCache = new Map<number, Scratch>();
function scratch(P: number, N: number, seats: number): Scratch {
  const key = P * 100000 + N * 100 + seats;
  let s = scratchCache.get(key);
  if (!s) {
    s = {
      pos: [],
      occ: [],
      fin: [],
      buf: [],
      stack: new Int32Array(5 * 8),
      slot: new Int8Array(P),
      save: new Int16Array(8 * P),
      oppBit: new Int8Array(P),
      blk: 0,
      nb: 0,
    };
    for (let d = 0; d <= 8; d++) {
      s.pos.push(new Int16Array(P));
      s.occ.push(new Int16Array(N));
      s.fin.push(new Int32Array(seats));
      s.buf.push(new Int32Array(3 * 64));
    }
    scratchCache.set(key, s);
  }
  return s;
}

/** Teammates whose pieces a 7 may move: those not all home when the card is played (DOG-100, DOG-133). */
function helpedMates(rules: DogRules, pos0: ArrayLike<number>, seat: number): number[] {
  return rules.mates[seat]!.filter((m) => !allHome(pos0, m, rules.N));
}

function mayUseMates(rules: DogRules, pos: ArrayLike<number>, seat: number, helperAtStart: boolean): boolean {
  if (rules.sevenPartner === 'always') return true;
  if (rules.sevenPartner === 'never') return helperAtStart;
  return allHome(pos, seat, rules.N); // DOG-070: possibly mid-7
}

// Per-call DFS context (listSevens is not re-entrant; module-level so the DFS is a plain function).
let cRules: DogRules;
let cSc: Scratch;
let cOut: SevenList;
let cNames: RefNames;
let cSeat = 0,
  cTeam = 0,
  cHelper = false,
  cNumeric = false,
  cCtrl = 0;
let cMates: readonly number[] = [];
const POW16 = [1, 16, 256, 4096, 65536, 1048576, 16777216, 268435456];

/**
 * Lists every distinct outcome of a 7 played by `seat` on this position (DOG-065…070): segments are
 * ordered, adjacent steps of one piece are one segment, each segment is a legal forward move on the board
 * left by the previous ones, passed and landed-on pieces go home at once (DOG-068), all 7 steps are used
 * (DOG-066). DFS order: seats (own first), pieces by index, then walk-record order; a piece already
 * expanded from a node (same steps per piece, same captures) is not expanded from it again.
 */
export function listSevens(
  rules: DogRules,
  pos0: readonly number[],
  blk0: number,
  nb0: number,
  seat: number,
): SevenList {
  const P = pos0.length;
  const sc = scratch(P, rules.N, rules.seats);
  const out: SevenList = { bodies: [], keys: [], wins: [], segs: [] };
  resetMemo();
  const helperAtStart = allHome(pos0, seat, rules.N);
  const mates = helpedMates(rules, pos0, seat);
  // slot shift per piece: own pieces 0..3, mates' pieces 4.. (4 bits each: steps 0..7 + finish flag)
  const slot = sc.slot;
  slot.fill(-1);
  for (let j = 0; j < PIECES; j++) slot[seat * PIECES + j] = j;
  for (let m = 0; m < mates.length; m++)
    for (let j = 0; j < PIECES; j++) slot[mates[m]! * PIECES + j] = PIECES * (m + 1) + j;
  const pos = sc.pos[0]!;
  pos.set(pos0);
  sc.blk = blk0;
  sc.nb = nb0;
  fillBoard(rules, pos, sc.occ[0]!, sc.fin[0]!);
  if (!helperAtStart && rules.sevenPartner !== 'always' && singleMover(rules, pos, seat, sc, out)) return out;
  // exact numeric memo key when it fits in 52 bits: steps per controlled piece (a1), captured
  // controlled pieces as nibble 8, captured other pieces as compressed bits
  let ctrl = 0;
  const oppBit = sc.oppBit;
  let nOpp = 0;
  for (let q = 0; q < P; q++) {
    if (slot[q]! >= 0) ctrl |= 1 << q;
    else oppBit[q] = nOpp++;
  }
  cRules = rules;
  cSc = sc;
  cOut = out;
  cNames = refNames(rules);
  cSeat = seat;
  cTeam = rules.teamOf[seat]!;
  cHelper = helperAtStart;
  cMates = mates;
  cCtrl = ctrl;
  cNumeric = mates.length <= 1 && nOpp <= 13;
  dfs(0, 7, -1, blk0, nb0, 0, 0, 0);
  return out;
}

/** Bits of the pieces not yet expanded from this node, all but `last` (0 at a seen leaf or node). */
function expandable(r: number, last: number, a1: number, a2: number, cap: number): number {
  const allow = r === 0 ? 1 : last < 0 ? -1 : ~(1 << last);
  if (cNumeric) {
    let oc = 0;
    if (cap !== 0) {
      const slot = cSc.slot,
        oppBit = cSc.oppBit;
      for (let q = 0; q < slot.length; q++) {
        if (!(cap & (1 << q))) continue;
        if (cCtrl & (1 << q)) {
          const sh = POW16[slot[q]!]!;
          a1 += (8 - (Math.floor(a1 / sh) % 16)) * sh;
        } else oc |= 1 << oppBit[q]!;
      }
    }
    return expandNum(a1 | 0, r + 8 * oc, allow);
  }
  return expandStr(
    String.fromCharCode(a1 & 0xffff, a1 >>> 16, a2 & 0xffff, a2 >>> 16, cap & 0xffff, cap >>> 16),
    allow,
  );
}

/** A new leaf: records the outcome if it is new (body from the segment stack, key, win flag, segments). */
function leaf(d: number, blk: number, nb: number): void {
  const rules = cRules,
    sc = cSc,
    pos = sc.pos[0]!,
    stack = sc.stack;
  if (seenOutcome(cOut.keys, outcomeHash(pos, blk, nb), pos, blk, nb)) return;
  const key = outcomeKey(pos, blk, nb);
  noteOutcome(key);
  const N = rules.N,
    seats = rules.seats;
  let body = '';
  for (let k = 0; k < d; k++) {
    const i = stack[5 * k]!,
      o = i >> 2;
    const seg =
      nameRef(cNames, N, seats, stack[5 * k + 1]!, o, cSeat) +
      '>' +
      nameRef(cNames, N, seats, stack[5 * k + 2]!, o, cSeat);
    body = k ? body + ',' + seg : seg;
  }
  cOut.bodies.push(body);
  cOut.keys.push(key);
  cOut.wins.push(teamHome(rules, pos, cTeam));
  cOut.segs.push(stack.slice(0, 5 * d));
}

function dfs(d: number, r: number, last: number, blk: number, nb: number, a1: number, a2: number, cap: number): void {
  const todo = expandable(r, last, a1, a2, cap);
  if (todo === 0) return;
  if (r === 0) {
    leaf(d, blk, nb);
    return;
  }
  const rules = cRules,
    sc = cSc,
    N = rules.N;
  const pos = sc.pos[0]!,
    occ = sc.occ[0]!,
    fin = sc.fin[0]!,
    stack = sc.stack,
    save = sc.save,
    P = pos.length;
  const buf = sc.buf[d]!;
  const mates = cMates;
  const nSeats = mates.length === 0 ? 1 : mayUseMates(rules, pos, cSeat, cHelper) ? 1 + mates.length : 1;
  for (let si = 0; si < nSeats; si++) {
    const s = si === 0 ? cSeat : mates[si - 1]!;
    for (let i = s * PIECES; i < s * PIECES + PIECES; i++) {
      const from = pos[i]!;
      if (!(todo & (1 << i)) || from < 0) continue;
      const cnt = walkForward(rules, pos, blk, nb, occ, fin, i, r, true, buf);
      const sl = sc.slot[i]!;
      const me = 1 << i;
      const sh = POW16[sl & 7]!;
      for (let c = cnt - 1; c >= 0; c--) {
        const sf = buf[3 * c]!,
          dest = buf[3 * c + 1]!,
          mask = buf[3 * c + 2]!;
        const n = sf & 255;
        // apply in place (undone below): captures, then the mover
        if (mask !== 0)
          for (let q = 0; q < P; q++)
            if (mask & (1 << q)) {
              save[d * P + q] = pos[q]!;
              occ[pos[q]!] = -1;
              pos[q] = -1;
            }
        if (from < N) occ[from] = -1;
        else fin[s] = fin[s]! & ~(1 << (from - N));
        if (dest < N) occ[dest] = i;
        else fin[s] = fin[s]! | (1 << (dest - N));
        pos[i] = dest;
        let nb2 = nb & ~mask;
        if (sf & FLAG_PASSED_ENTRY) nb2 &= ~me;
        const k = 5 * d;
        stack[k] = i;
        stack[k + 1] = from;
        stack[k + 2] = dest;
        stack[k + 3] = sf;
        stack[k + 4] = mask;
        const inc = (n + (dest >= N && from < N ? 8 : 0)) * sh;
        if (sl < 8) dfs(d + 1, r - n, i, blk & ~mask & ~me, nb2, a1 + inc, a2, cap | mask);
        else dfs(d + 1, r - n, i, blk & ~mask & ~me, nb2, a1, a2 + inc, cap | mask);
        // undo
        pos[i] = from;
        if (dest < N) occ[dest] = -1;
        else fin[s] = fin[s]! & ~(1 << (dest - N));
        if (from < N) occ[from] = i;
        else fin[s] = fin[s]! | (1 << (from - N));
        if (mask !== 0)
          for (let q = 0; q < P; q++)
            if (mask & (1 << q)) {
              const l = save[d * P + q]!;
              pos[q] = l;
              occ[l] = q;
            }
      }
    }
  }
}

/**
 * Fast path: with an own piece in the kennel (so no switch to partner pieces mid-7) and at most one own
 * piece out, the 7 is that piece walking 7 steps. Fills `out` and returns true if it applied.
 */
function singleMover(rules: DogRules, pos: Int16Array, seat: number, sc: Scratch, out: SevenList): boolean {
  let count = 0,
    i0 = -1,
    kennel = false;
  for (let i = seat * PIECES; i < seat * PIECES + PIECES; i++) {
    if (pos[i]! < 0) kennel = true;
    else {
      count++;
      i0 = i;
    }
  }
  if (!kennel || count > 1) return false;
  if (count === 0) return true;
  const buf = sc.buf[0]!,
    nxt = sc.pos[1]!;
  const cnt = walkForward(rules, pos, sc.blk, sc.nb, sc.occ[0]!, sc.fin[0]!, i0, 7, true, buf);
  for (let c = cnt - 1; c >= 0; c--) {
    if ((buf[3 * c]! & 255) !== 7) continue;
    nxt.set(pos);
    const dest = buf[3 * c + 1]!;
    const [b2, n2] = applyRecord(rules, nxt, sc.blk, sc.nb, i0, buf[3 * c]!, dest, buf[3 * c + 2]!);
    out.bodies.push(formatRef(rules, pos[i0]!, seat, seat) + '>' + formatRef(rules, dest, seat, seat));
    out.keys.push(outcomeKey(nxt, b2, n2));
    out.wins.push(teamHome(rules, nxt, rules.teamOf[seat]!));
    out.segs.push(Int32Array.of(i0, pos[i0]!, dest, buf[3 * c]!, buf[3 * c + 2]!));
  }
  return true;
}

/**
 * Replays written 7-segments (any legal order, adjacent segments of one piece allowed) on a copy of the
 * position. Returns the resulting position, or null if a segment is illegal or the steps do not total 7.
 * `onSent(piece, loc)` is told about each piece sent home, `onMove(piece, from, to, steps)` about each segment before it is
 * applied (locations as in `DogState.pos`; steps counted by DOG-031).
 */
export function playSevenSegments(
  rules: DogRules,
  pos0: readonly number[],
  blk: number,
  nb: number,
  seat: number,
  segs: readonly (readonly [Ref, Ref])[],
  onSent?: (piece: number, loc: number, mover: number, from: number, to: number) => void,
  onMove?: (piece: number, from: number, to: number, steps: number) => void,
): { pos: number[]; blk: number; nb: number } | null {
  const pos = pos0.slice();
  const occ = new Int16Array(rules.N);
  const fin = new Int32Array(rules.seats);
  const buf = new Int32Array(3 * 64);
  const helperAtStart = allHome(pos0, seat, rules.N);
  const helped = helpedMates(rules, pos0, seat);
  let r = 7;
  for (const [a, b] of segs) {
    const i = pieceAt(rules, pos, a);
    if (i < 0) return null;
    const s = i >> 2;
    if (s !== seat && !(helped.includes(s) && mayUseMates(rules, pos, seat, helperAtStart))) return null;
    const want = b.fin ? (b.seat === s ? refLoc(rules, b) : -2) : refLoc(rules, b);
    if (want < 0) return null;
    fillBoard(rules, pos, occ, fin);
    const cnt = walkForward(rules, pos, blk, nb, occ, fin, i, r, true, buf);
    let c = 0;
    while (c < cnt && buf[3 * c + 1] !== want) c++;
    if (c === cnt) return null;
    const sf = buf[3 * c]!,
      mask = buf[3 * c + 2]!;
    if (onSent) for (let q = 0; q < pos.length; q++) if (mask & (1 << q)) onSent(q, pos[q]!, i, pos[i]!, want);
    if (onMove) onMove(i, pos[i]!, want, sf & 255);
    [blk, nb] = applyRecord(rules, pos, blk, nb, i, sf, want, mask);
    r -= sf & 255;
  }
  return r === 0 ? { pos, blk, nb } : null;
}
