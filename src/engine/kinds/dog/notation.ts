// Position and action notation (docs/notation.md): formatting and strict parsing. Pure; parsing returns
// null / an error message on malformed text and never throws.
import type { DogRules } from './rules';
import { JOKER, parseCardChar, cardChar } from './cards';
import { PIECES } from './geometry';

/** A piece reference in an action: a track field, or finish slot `k` of `seat`. */
export interface Ref {
  readonly fin: boolean;
  readonly at: number;
  readonly seat: number;
}

/** A parsed action. `card` is the rank played (14 = Joker), `value` the rank it acts as (DOG-017). */
export type ParsedAction =
  | { readonly kind: 'discard' }
  | { readonly kind: 'give'; readonly card: number }
  | { readonly kind: 'exit'; readonly card: number; readonly value: number; readonly seat: number }
  | {
      readonly kind: 'move';
      readonly card: number;
      readonly value: number;
      readonly segs: readonly (readonly [Ref, Ref])[];
    }
  | { readonly kind: 'swap'; readonly card: number; readonly value: number; readonly a: Ref; readonly b: Ref };

/**
 * Formats a location of a piece owned by `owner` as seen by the acting seat: `P<n>` for a track field,
 * `F<k>` for a slot of the acting seat's finish, `F<k>@<owner>` for another seat's finish.
 */
export function formatRef(rules: DogRules, loc: number, owner: number, acting: number): string {
  if (loc < rules.N) return 'P' + loc;
  return owner === acting ? 'F' + (loc - rules.N) : 'F' + (loc - rules.N) + '@' + owner;
}

/** Precomputed reference strings of one rules object: `track[loc]`, `fin[acting·seats + owner][slot]` (hot paths). */
export interface RefNames {
  readonly track: readonly string[];
  readonly fin: readonly (readonly string[])[];
}
const namesCache = new WeakMap<DogRules, RefNames>();

/** The reference-string table of `rules`, built once per rules object (same strings as `formatRef`). */
export function refNames(rules: DogRules): RefNames {
  let t = namesCache.get(rules);
  if (!t) {
    const track: string[] = [];
    for (let L = 0; L < rules.N; L++) track.push('P' + L);
    const fin: string[][] = [];
    for (let a = 0; a < rules.seats; a++) {
      for (let o = 0; o < rules.seats; o++) fin.push([0, 1, 2, 3].map((k) => (o === a ? 'F' + k : 'F' + k + '@' + o)));
    }
    t = { track, fin };
    namesCache.set(rules, t);
  }
  return t;
}

/** `formatRef` through a `refNames` table: no string building. */
export function nameRef(t: RefNames, N: number, seats: number, loc: number, owner: number, acting: number): string {
  return loc < N ? t.track[loc]! : t.fin[acting * seats + owner]![loc - N]!;
}

/** Formats pieces as `P0*F1|P14P16|F0F3|P36P48*` (finish slots first, then track fields ascending, `*` = blocking). */
export function formatPieces(rules: DogRules, pos: readonly number[], blk: number): string {
  const N = rules.N;
  let s = '';
  for (let seat = 0; seat < rules.seats; seat++) {
    if (seat) s += '|';
    const b = seat * PIECES;
    // canonical order whatever the array order: finish slots, then track fields ascending
    let prev = -1;
    for (let k = 0; k < PIECES; k++) {
      let best = -1;
      for (let j = b; j < b + PIECES; j++) {
        const L = pos[j]! < N ? pos[j]! + 4 : pos[j]! - N; // finish 0..3 sort before track 4..N+3
        if (pos[j]! >= 0 && L > prev && (best < 0 || L < (pos[best]! < N ? pos[best]! + 4 : pos[best]! - N))) best = j;
      }
      if (best < 0) break;
      const L = pos[best]!;
      prev = L < N ? L + 4 : L - N;
      s += L >= N ? 'F' + (L - N) : blk & (1 << best) ? 'P' + L + '*' : 'P' + L;
    }
  }
  return s;
}

function readInt(t: string, i: number): [number, number] {
  let v = 0;
  const s = i;
  while (i < t.length) {
    const c = t.charCodeAt(i);
    if (c < 48 || c > 57) break;
    v = v * 10 + (c - 48);
    i++;
    if (i - s > 4) return [-1, i];
  }
  if (i === s || (t.charCodeAt(s) === 48 && i - s > 1)) return [-1, i];
  return [v, i];
}

/**
 * Parses a position string into `{ pos, blk }` (seat-sorted pieces, kennel filled in), or an error
 * message naming the offending token. Checks: seat count, ≤4 pieces per seat, fields in range, `*` only
 * on the owner's start field, no two pieces on one field or slot, nothing on an empty seat.
 */
export function parsePieces(rules: DogRules, text: string): { pos: number[]; blk: number } | string {
  const parts = text.split('|');
  if (parts.length !== rules.seats)
    return `expected ${rules.seats} seat segments separated by '|', got ${parts.length}`;
  const N = rules.N;
  const pos = new Array<number>(rules.seats * PIECES).fill(-1);
  let blk = 0;
  const seen = new Set<number>();
  for (let seat = 0; seat < rules.seats; seat++) {
    const t = parts[seat]!;
    let i = 0;
    let n = 0;
    while (i < t.length) {
      const tokStart = i;
      const ch = t[i];
      if (ch !== 'P' && ch !== 'F') return `bad token '${t.slice(i)}' in seat ${seat}`;
      const [v, j] = readInt(t, i + 1);
      i = j;
      let star = false;
      if (t[i] === '*') {
        star = true;
        i++;
      }
      const tok = t.slice(tokStart, i);
      if (v < 0) return `bad token '${tok}' in seat ${seat}`;
      if (rules.teamOf[seat]! < 0) return `token '${tok}': seat ${seat} is empty`;
      if (n >= PIECES) return `token '${tok}': seat ${seat} has more than ${PIECES} pieces`;
      let loc: number;
      if (ch === 'F') {
        if (v > 3 || star) return `bad finish token '${tok}' in seat ${seat}`;
        loc = N + v;
        if (seen.has(1000 * (seat + 1) + v)) return `token '${tok}': finish slot used twice`;
        seen.add(1000 * (seat + 1) + v);
      } else {
        if (v >= N) return `token '${tok}': field out of range 0…${N - 1}`;
        if (star && v !== rules.start[seat]) return `token '${tok}': only a piece on its own start field can block`;
        if (seen.has(v)) return `token '${tok}': field used twice`;
        seen.add(v);
        loc = v;
      }
      const idx = seat * PIECES + n;
      pos[idx] = loc;
      if (star) blk |= 1 << idx;
      n++;
    }
  }
  return { pos, blk };
}

function parseRef(t: string, acting: number, seats: number): Ref | null {
  const c = t[0];
  if (c !== 'P' && c !== 'F') return null;
  const [v, j] = readInt(t, 1);
  if (v < 0) return null;
  if (c === 'P') return j === t.length ? { fin: false, at: v, seat: -1 } : null;
  if (v > 3) return null;
  if (j === t.length) return { fin: true, at: v, seat: acting };
  if (t[j] !== '@') return null;
  const [s, k] = readInt(t, j + 1);
  if (s < 0 || s >= seats || s === acting || k !== t.length) return null;
  return { fin: true, at: v, seat: s };
}

/** Parses an action's notation for `acting` seat; null if malformed (see docs/notation.md). */
export function parseAction(rules: DogRules, text: string, acting: number): ParsedAction | null {
  if (text === 'discard') return { kind: 'discard' };
  if (text.startsWith('give:')) {
    const card = parseCardChar(text.slice(5));
    return card && text.length === 6 ? { kind: 'give', card } : null;
  }
  const card = parseCardChar(text.charAt(0));
  if (!card || text.charAt(0) !== cardChar(card)) return null;
  let value = card;
  let i = 1;
  if (card === JOKER) {
    if (text[1] !== '=') return null;
    value = parseCardChar(text.charAt(2));
    if (!value || value === JOKER || text.charAt(2) !== cardChar(value)) return null;
    i = 3;
  }
  if (text[i] !== ':') return null;
  const body = text.slice(i + 1);
  if (body === 'exit') return { kind: 'exit', card, value, seat: acting };
  if (body.startsWith('exit@')) {
    const [s, k] = readInt(body, 5);
    if (s < 0 || s >= rules.seats || s === acting || k !== body.length) return null;
    return { kind: 'exit', card, value, seat: s };
  }
  const sw = body.indexOf('<>');
  if (sw >= 0) {
    const a = parseRef(body.slice(0, sw), acting, rules.seats);
    const b = parseRef(body.slice(sw + 2), acting, rules.seats);
    return a && b ? { kind: 'swap', card, value, a, b } : null;
  }
  const segs: [Ref, Ref][] = [];
  for (const part of body.split(',')) {
    const g = part.indexOf('>');
    if (g < 0) return null;
    const a = parseRef(part.slice(0, g), acting, rules.seats);
    const b = parseRef(part.slice(g + 1), acting, rules.seats);
    if (!a || !b) return null;
    segs.push([a, b]);
  }
  if (segs.length === 0 || (segs.length > 1 && !rules.cards.split[value])) return null;
  return { kind: 'move', card, value, segs };
}

/** Location code of a reference, or -1 if it cannot be a location (finish refs need the seat's slot). */
export function refLoc(rules: DogRules, r: Ref): number {
  return r.fin ? rules.N + r.at : r.at < rules.N ? r.at : -1;
}

/** Piece index a reference points at in `pos` (track: the occupant; finish: that seat's piece in the slot), or -1. */
export function pieceAt(rules: DogRules, pos: ArrayLike<number>, r: Ref): number {
  if (!r.fin) {
    if (r.at >= rules.N) return -1;
    for (let i = 0; i < pos.length; i++) if (pos[i] === r.at) return i;
    return -1;
  }
  const b = r.seat * PIECES;
  for (let j = b; j < b + PIECES; j++) if (pos[j] === rules.N + r.at) return j;
  return -1;
}
