// Legal actions of a seat (DOG-003, DOG-014, DOG-020…025, DOG-030, DOG-060, DOG-065, DOG-075…079,
// DOG-090…094, DOG-100, DOG-112, DOG-121) in canonical order. Pure (module scratch buffers only).
import type { Action } from '../../core/types';
import type { DogRules } from './rules';
import type { DogState } from './state';
import { allHome } from './state';
import { CARD_CHARS, JOKER } from './cards';
import { PIECES } from './geometry';
import { fillBoard, isBlocking, walkBackward, walkForward } from './moves';
import { listSevens } from './seven';
import { nameRef, refNames, type RefNames } from './notation';
import {
  PLAN_BACK,
  PLAN_DISCARD,
  PLAN_EXIT,
  PLAN_GIVE,
  PLAN_MOVE,
  PLAN_SEVEN,
  PLAN_SWAP,
  rememberListing,
} from './plan';

/**
 * Bodies (notation after `C:`) of one card value, with "the acting side is then all home" flags and the
 * plan of each (4 ints: PLAN_* kind, then kind-specific data, see plan.ts); 7-splits' segments in `sev`.
 */
interface Bodies {
  b: string[];
  w: boolean[];
  e: number[];
  sev: Int32Array[] | null;
}

/**
 * Per-geometry scratch buffers plus lazily filled string tables of own-piece moves (`L = N + 4` locations):
 * `body[from·L + to]` (`P5>P9`) and `note[(prefix·L + from)·L + to]` (`9:P5>P9`, prefix 0…27 as in `notePrefix`).
 */
interface Scratch {
  occ: Int16Array;
  fin: Int32Array;
  fwd: Int32Array[];
  nf: Int32Array;
  bwd: Int32Array;
  body: (string | undefined)[];
  note: (string | undefined)[];
  /** Reused per-value body lists (valid for the `listActions` call whose generation `gen` stamped them). */
  pool: Bodies[];
  stamp: Int32Array;
  gen: number;
}
const cache = new Map<number, Scratch>();
function scratch(P: number, N: number, seats: number): Scratch {
  const key = P * 100000 + N * 100 + seats;
  let s = cache.get(key);
  if (!s) {
    const fwd: Int32Array[] = [];
    for (let i = 0; i < P; i++) fwd.push(new Int32Array(3 * 40));
    const L = N + 4;
    s = {
      occ: new Int16Array(N),
      fin: new Int32Array(seats),
      fwd,
      nf: new Int32Array(P),
      bwd: new Int32Array(3 * 8),
      body: new Array<string | undefined>(L * L).fill(undefined),
      note: new Array<string | undefined>(28 * L * L).fill(undefined),
      pool: Array.from({ length: 14 }, () => ({ b: [], w: [], e: [], sev: null })),
      stamp: new Int32Array(14),
      gen: 0,
    };
    cache.set(key, s);
  }
  return s;
}

/**
 * Every action `seat` may take now, canonical order: exchange phase `give:C` per distinct rank; play
 * phase per distinct rank ascending (A…K, then Joker declared A…K) exits, moves (per piece), 7-splits,
 * swaps; exactly one `discard` iff nothing is playable (DOG-093). `[]` if the seat may not act.
 */
export function listActions(rules: DogRules, state: DogState, seat: number): Action[] {
  const hand = state.hands[seat];
  if (!hand || hand.length === 0) return [];
  const out: Action[] = [];
  const plans: number[] = [];
  if (state.phase === 'exchange') {
    if (state.gives[seat] !== -1) return [];
    for (let k = 0; k < hand.length; k++) {
      if (k === 0 || hand[k] !== hand[k - 1]) {
        out.push({ seat, notation: GIVE[hand[k]!]! });
        plans.push(PLAN_GIVE | (hand[k]! << 4), 0, 0, 0);
      }
    }
    rememberListing(rules, state, seat, out, plans, []);
    return out;
  }
  if (state.phase !== 'play' || state.turn !== seat) return [];
  const g = new Generator(rules, state, seat);
  const segs: Int32Array[] = [];
  for (let k = 0; k < hand.length; k++) {
    const c = hand[k]!;
    if (k > 0 && c === hand[k - 1]) continue;
    if (c !== JOKER) {
      const bs = g.bodies(c);
      for (let j = 0; j < bs.b.length; j++) {
        out.push({ seat, notation: g.notation(c, bs, j) });
        plan(plans, segs, bs, j, c, c);
      }
      continue;
    }
    const declare = rules.cards.declare;
    for (let d = 0; d < declare.length; d++) {
      const v = declare[d]!;
      const bs = g.bodies(v);
      for (let j = 0; j < bs.b.length; j++) {
        if (bs.w[j] && !rules.jokerLast) continue; // DOG-112 (AMB-16)
        if (bs.b[j] === 'exit' && !rules.cards.exit[v]) continue; // the single's any-card exit: listed as the exit cards only
        out.push({ seat, notation: g.notation(14 + v, bs, j) });
        plan(plans, segs, bs, j, JOKER, v);
      }
    }
  }
  if (out.length === 0) {
    out.push({ seat, notation: 'discard' });
    plans.push(PLAN_DISCARD, 0, 0, 0);
  }
  rememberListing(rules, state, seat, out, plans, segs);
  return out;
}

/** Notation prefixes: index = card rank 1…13 (`9:`), or 14 + declared value for the Joker (`X=9:`). */
const PREFIX: string[] = [];
for (let v = 0; v < 28; v++) PREFIX.push(v < 14 ? CARD_CHARS[v] + ':' : 'X=' + CARD_CHARS[v - 14] + ':');
const GIVE = Array.from(CARD_CHARS, (ch) => 'give:' + ch);

/** Appends the plan of body `j` of `bs` played as `card` (acting as `value`). */
function plan(plans: number[], segs: Int32Array[], bs: Bodies, j: number, card: number, value: number): void {
  const e = bs.e,
    x = 4 * j,
    head = e[x]! | (card << 4) | (value << 9);
  if (e[x] === PLAN_SEVEN) {
    plans.push(head, segs.length, 0, 0);
    segs.push(bs.sev![e[x + 1]!]!);
  } else plans.push(head, e[x + 1]!, e[x + 2]!, e[x + 3]!);
}

/** Per-call generator: board occupancy, per-piece walks and per-value bodies computed once. */
class Generator {
  private readonly sc: Scratch;
  private readonly seats: number[];
  private readonly notHome: number;
  private walked = 0;
  private readonly names: RefNames;
  constructor(
    private readonly r: DogRules,
    private readonly s: DogState,
    private readonly seat: number,
  ) {
    this.sc = scratch(s.pos.length, r.N, r.seats);
    this.sc.gen = (this.sc.gen + 1) | 0;
    this.names = refNames(r);
    fillBoard(r, s.pos, this.sc.occ, this.sc.fin);
    this.seats = [seat];
    if (allHome(s.pos, seat, r.N)) for (const m of r.mates[seat]!) if (!allHome(s.pos, m, r.N)) this.seats.push(m); // DOG-100
    let nh = 0;
    for (const t of r.teams[r.teamOf[seat]!]!)
      for (let j = t * PIECES; j < t * PIECES + PIECES; j++) if (s.pos[j]! < r.N) nh++;
    this.notHome = nh;
  }

  /** Notation of body `j` of `bs` with prefix `pre` (see PREFIX); own-piece moves come from the string table. */
  notation(pre: number, bs: Bodies, j: number): string {
    const e = bs.e,
      t = e[4 * j]!,
      i = e[4 * j + 1]!;
    if ((t !== PLAN_MOVE && t !== PLAN_BACK) || i >> 2 !== this.seat) return PREFIX[pre] + bs.b[j]!;
    const L = this.r.N + 4,
      k = (pre * L + this.s.pos[i]!) * L + (e[4 * j + 2]! >> 16);
    let n = this.sc.note[k];
    if (n === undefined) {
      n = PREFIX[pre] + bs.b[j]!;
      this.sc.note[k] = n;
    }
    return n;
  }

  /** Body `P5>P9` of an own piece's move from `from` to `to` (string table). */
  private ownBody(from: number, to: number): string {
    const k = from * (this.r.N + 4) + to;
    let b = this.sc.body[k];
    if (b === undefined) {
      b = this.ref(from, this.seat * PIECES) + '>' + this.ref(to, this.seat * PIECES);
      this.sc.body[k] = b;
    }
    return b;
  }

  bodies(v: number): Bodies {
    const sc = this.sc,
      b = sc.pool[v]!;
    if (sc.stamp[v] !== sc.gen) {
      sc.stamp[v] = sc.gen;
      b.b.length = 0;
      b.w.length = 0;
      b.e.length = 0;
      b.sev = null;
      this.compute(v, b);
    }
    return b;
  }

  /**
   * The bodies of rank `v` from the card table, in canonical order: exits, 7-splits, swaps, forward moves (per piece,
   * each count in the table's order), backward moves (per piece, each count).
   */
  private compute(v: number, out: Bodies): void {
    const r = this.r,
      cards = r.cards;
    if (cards.exit[v] || (r.single === this.seat && r.anyCardStarts)) this.exits(out);
    if (cards.split[v]) {
      const l = listSevens(r, this.s.pos, this.s.blk, this.s.nb, this.seat);
      for (let k = 0; k < l.bodies.length; k++) {
        out.b.push(l.bodies[k]!);
        out.w.push(l.wins[k]!);
        out.e.push(PLAN_SEVEN, k, 0, 0);
      }
      out.sev = l.segs;
    }
    if (cards.swap[v]) this.swaps(out);
    const fwd = cards.fwd[v]!;
    if (fwd.length > 0)
      for (const s of this.seats)
        for (let i = s * PIECES; i < s * PIECES + PIECES; i++)
          for (let k = 0; k < fwd.length; k++) this.forward(out, i, fwd[k]!);
    const bwd = cards.bwd[v]!;
    if (bwd.length > 0)
      for (const s of this.seats)
        for (let i = s * PIECES; i < s * PIECES + PIECES; i++)
          for (let k = 0; k < bwd.length; k++) this.backward(out, i, bwd[k]!, fwd);
  }

  /** DOG-020…024, DOG-100, DOG-121: one exit per controlled seat with a kennel piece and a free(able) start field. */
  private exits(out: Bodies): void {
    const { r, s } = this;
    for (const c of this.seats) {
      let has = false;
      for (let j = c * PIECES; j < c * PIECES + PIECES; j++) if (s.pos[j]! < 0) has = true;
      if (!has) continue;
      const q = this.sc.occ[r.start[c]!]!;
      if (q >= 0) {
        if (isBlocking(r, s.blk, q, r.start[c]!)) continue; // DOG-022 (V16: any own piece on the start field blocks)
        if (q >> 2 === c ? !r.exitSendsOwn : !r.exitSendsForeign) continue; // V14/V15
      }
      out.b.push(c === this.seat ? 'exit' : 'exit@' + c);
      out.w.push(false);
      out.e.push(PLAN_EXIT, c, 0, 0);
    }
  }

  private walk(i: number): number {
    const sc = this.sc;
    if (!(this.walked & (1 << i))) {
      this.walked |= 1 << i;
      sc.nf[i] = walkForward(this.r, this.s.pos, this.s.blk, this.s.nb, sc.occ, sc.fin, i, 13, false, sc.fwd[i]!);
    }
    return sc.nf[i]!;
  }

  private forward(out: Bodies, i: number, n: number): void {
    const L = this.s.pos[i]!;
    if (L < 0) return;
    const cnt = this.walk(i);
    const buf = this.sc.fwd[i]!;
    const r = this.r;
    for (let c = 0; c < cnt; c++) {
      if ((buf[3 * c]! & 255) !== n) continue;
      const d = buf[3 * c + 1]!;
      out.b.push(i >> 2 === this.seat ? this.ownBody(L, d) : this.ref(L, i) + '>' + this.ref(d, i));
      out.w.push(d >= r.N && L < r.N && this.notHome === 1);
      out.e.push(PLAN_MOVE, i, buf[3 * c]! | (d << 16), buf[3 * c + 2]!);
    }
  }

  /** Backward moves of piece `i` by `n` fields (DOG-060…064); `fwd` are the card's forward counts. */
  private backward(out: Bodies, i: number, n: number, fwd: readonly number[]): void {
    const L = this.s.pos[i]!;
    if (L < 0 || L >= this.r.N) return;
    const sc = this.sc;
    const cnt = walkBackward(this.r, this.s.pos, this.s.blk, sc.occ, sc.fin, i, n, sc.bwd);
    for (let c = 0; c < cnt; c++) {
      const d = sc.bwd[3 * c + 1]!;
      // V30 from the entry field: a backward turn into a finish slot has the notation (and outcome) of the forward
      // move of the same count already listed; list it once (applying it moves forward, apply.ts)
      if (fwd.includes(n) && this.forwardRecord(i, n, d) >= 0) continue;
      out.b.push(i >> 2 === this.seat ? this.ownBody(L, d) : this.names.track[L] + '>' + this.ref(d, i));
      out.w.push(d >= this.r.N && this.notHome === 1);
      out.e.push(PLAN_BACK, i, sc.bwd[3 * c]! | (d << 16), sc.bwd[3 * c + 2]!);
    }
  }

  /** Index of piece `i`'s first forward walk record of `n` steps to `dest`, or -1. */
  private forwardRecord(i: number, n: number, dest: number): number {
    const cnt = this.walk(i),
      buf = this.sc.fwd[i]!;
    for (let c = 0; c < cnt; c++) if ((buf[3 * c]! & 255) === n && buf[3 * c + 1] === dest) return c;
    return -1;
  }

  /**
   * DOG-075…079: own (or helped) piece first, then the other piece; blocking pieces excluded (V19), kennel
   * pieces always, finish pieces unless `jackSwapInFinish` (V37). A finish slot is owner-relative, so a piece
   * swapped with a finish piece goes to the same slot of its own finish, which must be free (DOG-080).
   */
  private swaps(out: Bodies): void {
    const { r, s } = this;
    const pos = s.pos;
    const N = r.N;
    const team = r.teamOf[this.seat]!;
    for (const c of this.seats) {
      for (let i = c * PIECES; i < c * PIECES + PIECES; i++) {
        if (!this.swappable(i)) continue;
        for (let j = 0; j < pos.length; j++) {
          if (j === i || !this.swappable(j)) continue;
          const oj = j >> 2;
          if (oj === c) {
            if (!r.jackOwn || j < i) continue;
          } else if (r.teamOf[oj] === team) {
            if (!r.jackPartner || (this.seats.includes(oj) && j < i)) continue;
          }
          if (pos[i] === pos[j]) continue; // the same slot number in two finishes: a no-op, not a swap
          if ((pos[i]! >= N || pos[j]! >= N) && (!slotFree(pos, i, j, N) || !slotFree(pos, j, i, N))) continue;
          out.b.push(this.ref(pos[i]!, i) + '<>' + this.ref(pos[j]!, j));
          // home count change of the acting side (a swap with a finish piece can bring its last piece home, DOG-112)
          let nh = this.notHome;
          if (r.teamOf[i >> 2] === team) nh += (pos[j]! < N ? 1 : 0) - (pos[i]! < N ? 1 : 0);
          if (r.teamOf[oj] === team) nh += (pos[i]! < N ? 1 : 0) - (pos[j]! < N ? 1 : 0);
          out.w.push(nh === 0);
          out.e.push(PLAN_SWAP, i, j, 0);
        }
      }
    }
  }

  /** A piece the Jack may touch: not in the kennel, not in a finish unless V37, not blocking with V19. */
  private swappable(j: number): boolean {
    const r = this.r,
      L = this.s.pos[j]!;
    return L >= 0 && (L < r.N || r.jackInFinish) && !(r.jackReqMoved && L < r.N && isBlocking(r, this.s.blk, j, L));
  }

  /** Notation of location `loc` of piece `i` for the acting seat (`P12`, `F0`, `F0@2`). */
  private ref(loc: number, i: number): string {
    return nameRef(this.names, this.r.N, this.r.seats, loc, i >> 2, this.seat);
  }
}

/** True if piece `a` may take piece `b`'s place: a finish slot of `b`'s location must be free in `a`'s own finish (or be `b`'s own). */
function slotFree(pos: readonly number[], a: number, b: number, N: number): boolean {
  const L = pos[b]!;
  if (L < N) return true;
  const base = (a >> 2) * PIECES;
  for (let x = base; x < base + PIECES; x++) if (x !== a && x !== b && pos[x] === L) return false;
  return true;
}
