// Legal actions of a seat (DOG-003, DOG-014, DOG-020…025, DOG-030, DOG-060, DOG-065, DOG-075…079,
// DOG-090…094, DOG-100, DOG-112, DOG-121) in canonical order. Pure (module scratch buffers only).
import type { Action } from '../../core/types';
import type { DogRules } from './rules';
import type { DogState } from './state';
import { allHome } from './state';
import { ACE, CARD_CHARS, FOUR, JACK, JOKER, KING, SEVEN } from './cards';
import { PIECES } from './geometry';
import { fillBoard, isBlocking, walkBackward, walkForward } from './moves';
import { listSevens } from './seven';

/** Bodies (notation after `C:`) of one card value, with "the acting side is then all home" flags. */
interface Bodies { b: string[]; w: boolean[] }

interface Scratch { occ: Int16Array; fin: Int32Array; fwd: Int32Array[]; nf: Int32Array; bwd: Int32Array }
const cache = new Map<number, Scratch>();
function scratch(P: number, N: number, seats: number): Scratch {
  const key = P * 100000 + N * 100 + seats;
  let s = cache.get(key);
  if (!s) {
    const fwd: Int32Array[] = [];
    for (let i = 0; i < P; i++) fwd.push(new Int32Array(3 * 40));
    s = { occ: new Int16Array(N), fin: new Int32Array(seats), fwd, nf: new Int32Array(P), bwd: new Int32Array(3 * 8) };
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
  if (state.phase === 'exchange') {
    if (state.gives[seat] !== -1) return [];
    for (let k = 0; k < hand.length; k++) if (k === 0 || hand[k] !== hand[k - 1]) out.push({ seat, notation: 'give:' + CARD_CHARS[hand[k]!] });
    return out;
  }
  if (state.phase !== 'play' || state.turn !== seat) return [];
  const g = new Generator(rules, state, seat);
  for (let k = 0; k < hand.length; k++) {
    const c = hand[k]!;
    if (k > 0 && c === hand[k - 1]) continue;
    if (c !== JOKER) {
      const bs = g.bodies(c);
      const pre = CARD_CHARS[c] + ':';
      for (const b of bs.b) out.push({ seat, notation: pre + b });
      continue;
    }
    for (let v = 1; v <= 13; v++) {
      const bs = g.bodies(v);
      const pre = 'X=' + CARD_CHARS[v] + ':';
      for (let j = 0; j < bs.b.length; j++) {
        if (bs.w[j] && !rules.jokerLast) continue; // DOG-112 (AMB-16)
        if (bs.b[j] === 'exit' && v !== ACE && v !== KING) continue; // the single's any-card exit: listed as X=A / X=K only
        out.push({ seat, notation: pre + bs.b[j] });
      }
    }
  }
  if (out.length === 0) out.push({ seat, notation: 'discard' });
  return out;
}

/** Per-call generator: board occupancy, per-piece walks and per-value bodies computed once. */
class Generator {
  private readonly sc: Scratch;
  private readonly seats: number[];
  private readonly notHome: number;
  private walked = 0;
  private readonly memo: (Bodies | undefined)[] = [];
  constructor(private readonly r: DogRules, private readonly s: DogState, private readonly seat: number) {
    this.sc = scratch(s.pos.length, r.N, r.seats);
    fillBoard(r, s.pos, this.sc.occ, this.sc.fin);
    this.seats = [seat];
    if (allHome(s.pos, seat, r.N)) for (const m of r.mates[seat]!) if (!allHome(s.pos, m, r.N)) this.seats.push(m); // DOG-100
    let nh = 0;
    for (const t of r.teams[r.teamOf[seat]!]!) for (let j = t * PIECES; j < t * PIECES + PIECES; j++) if (s.pos[j]! < r.N) nh++;
    this.notHome = nh;
  }

  bodies(v: number): Bodies {
    let b = this.memo[v];
    if (!b) { b = this.compute(v); this.memo[v] = b; }
    return b;
  }

  private compute(v: number): Bodies {
    const out: Bodies = { b: [], w: [] };
    const r = this.r;
    if (v === ACE || v === KING || (r.single === this.seat && r.anyCardStarts)) this.exits(out);
    if (v === SEVEN) {
      const l = listSevens(r, this.s.pos, this.s.blk, this.s.nb, this.seat);
      return { b: out.b.concat(l.bodies), w: out.w.concat(l.wins) };
    }
    if (v === JACK) { this.swaps(out); return out; }
    for (const s of this.seats) {
      for (let i = s * PIECES; i < s * PIECES + PIECES; i++) {
        this.forward(out, i, v);
        if (v === ACE) this.forward(out, i, 11);
      }
    }
    if (v === FOUR) for (const s of this.seats) for (let i = s * PIECES; i < s * PIECES + PIECES; i++) this.backward(out, i);
    return out;
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
      out.b.push(ref(r, L, i, this.seat) + '>' + ref(r, d, i, this.seat));
      out.w.push(d >= r.N && L < r.N && this.notHome === 1);
    }
  }

  private backward(out: Bodies, i: number): void {
    const L = this.s.pos[i]!;
    if (L < 0 || L >= this.r.N) return;
    const sc = this.sc;
    const cnt = walkBackward(this.r, this.s.pos, this.s.blk, sc.occ, sc.fin, i, sc.bwd);
    for (let c = 0; c < cnt; c++) {
      const d = sc.bwd[3 * c + 1]!;
      out.b.push('P' + L + '>' + ref(this.r, d, i, this.seat));
      out.w.push(d >= this.r.N && this.notHome === 1);
    }
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
    const ctrl = (j: number): boolean => this.seats.includes(j >> 2);
    const ok = (j: number): boolean => pos[j]! >= 0 && (pos[j]! < N || r.jackInFinish) && !(r.jackReqMoved && pos[j]! < N && isBlocking(r, s.blk, j, pos[j]!));
    const mine = (j: number): boolean => r.teamOf[j >> 2] === team;
    for (const c of this.seats) {
      for (let i = c * PIECES; i < c * PIECES + PIECES; i++) {
        if (!ok(i)) continue;
        for (let j = 0; j < pos.length; j++) {
          if (j === i || !ok(j)) continue;
          const oj = j >> 2;
          if (oj === c) { if (!r.jackOwn || j < i) continue; }
          else if (r.teamOf[oj] === team) { if (!r.jackPartner || (ctrl(j) && j < i)) continue; }
          if (pos[i] === pos[j]) continue; // the same slot number in two finishes: a no-op, not a swap
          if ((pos[i]! >= N || pos[j]! >= N) && (!slotFree(pos, i, j, N) || !slotFree(pos, j, i, N))) continue;
          out.b.push(ref(r, pos[i]!, i, this.seat) + '<>' + ref(r, pos[j]!, j, this.seat));
          // home count change of the acting side (a swap with a finish piece can bring its last piece home, DOG-112)
          let nh = this.notHome;
          if (mine(i)) nh += (pos[j]! < N ? 1 : 0) - (pos[i]! < N ? 1 : 0);
          if (mine(j)) nh += (pos[i]! < N ? 1 : 0) - (pos[j]! < N ? 1 : 0);
          out.w.push(nh === 0);
        }
      }
    }
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

function ref(r: DogRules, loc: number, i: number, seat: number): string {
  if (loc < r.N) return 'P' + loc;
  const o = i >> 2;
  return o === seat ? 'F' + (loc - r.N) : 'F' + (loc - r.N) + '@' + o;
}
