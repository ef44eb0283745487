// The Gämsh bot's swap choices (docs/rules/gamsh.md step 1): target motif, wanted middle card, the card to take,
// improving and neutral discards, the least useful card. Cards are integer indexes (`cardIndex`) held in
// `CardSet`s with per-motif counts, kept up to date from one look to the next (a DISCARD appends one middle
// card, a TAKE removes one): choices are table lookups on small typed arrays, allocation-free. Every choice
// has the same distribution as the list-based policy; random tie-breaks are drawn only when they can change
// the choice. Pure, except for module-level scratch sets that never outlive a call.
import type { Rng, Seat } from '../../core/types';
import { MOTIFS, canonicalCard, type Card } from './cards';
import { chance } from './bot-params';

/** Motif slot of a card: 0…8 for the motifs of GAM-001 (`ALP`, `M2`…`M9`), `NONE` (9) for a Föhn card. */
export const NONE: number = MOTIFS.length;
/** Card indexes of the Föhn cards (GAM-050…067), after the 36 motif cards. */
export const GAMEKEEPER = 36,
  FARMER = 37,
  SNACK = 38,
  BULL = 39;
/** 2^i for the 40 card indexes of `cardIndex` (masks stay exact below 2^53). */
const POW: readonly number[] = Array.from({ length: 40 }, (_, i) => 2 ** i);
/** Motif slot of each card index. */
const SLOT = Int8Array.from({ length: 40 }, (_, i) => (i < 36 ? i >> 2 : NONE));
/** 1 for the night card index of each motif (`<motif>-N`, GAM-003). */
const NIGHT = Uint8Array.from({ length: 40 }, (_, i) => (i < 36 && (i & 3) === 3 ? 1 : 0));
/** The canonical card id of each index (the inverse of `cardIndex`). */
const CARD: readonly Card[] = Array.from(
  { length: 40 },
  (_, i) =>
    canonicalCard(
      i < 36
        ? `${MOTIFS[i >> 2]}-${(i & 3) === 3 ? 'N' : `D${(i & 3) + 1}`}`
        : ['GAMEKEEPER', 'FARMER', 'SNACK', 'BULL'][i - 36]!,
    )!,
);

/** The motif slot of the card id `c` (`NONE` for Föhn cards), read from its first characters (ids are canonical). */
export function slotOf(c: Card): number {
  const c0 = c.charCodeAt(0);
  if (c0 === 77) return c.charCodeAt(1) - 49; // 'M2'…'M9' → 1…8
  return c0 === 65 && c.charCodeAt(1) === 76 ? 0 : NONE; // 'ALP' → 0; Föhn ids start with G, F, S, B
}

/** Index 0…39 of a card id: motif slot × 4 + D1/D2/D3/N, then the Föhn cards (GAMEKEEPER, FARMER, SNACK, BULL). */
export function cardIndex(c: Card): number {
  const k = slotOf(c);
  if (k !== NONE) {
    const last = c.charCodeAt(c.length - 1);
    return k * 4 + (last === 78 ? 3 : last - 49);
  }
  const c0 = c.charCodeAt(0);
  return c0 === 71 ? GAMEKEEPER : c0 === 70 ? FARMER : c0 === 83 ? SNACK : BULL;
}

/** The card id of a card index (canonical instance). */
export function cardId(i: number): Card {
  return CARD[i]!;
}

/** The motif slot of a card index (`NONE` for Föhn cards). */
export function slotOfIndex(i: number): number {
  return SLOT[i]!;
}

/**
 * A list of distinct cards (a hand or the middle) as card indexes `idx[0…n-1]`, with `mask` (equal sets ⇔
 * equal masks; 0 for none), per-slot counts (`count`, Föhn cards in slot `NONE`) and membership (`has`).
 */
export class CardSet {
  readonly idx = new Int8Array(40);
  readonly count = new Int8Array(NONE + 1);
  readonly has = new Uint8Array(40);
  n = 0;
  mask = 0;
  /**
   * The card ids last read (immutable arrays of the state or view, compared entry by entry); null after
   * `push` or `drop` changed the list since.
   */
  private ids: readonly Card[] | null = [];

  /**
   * Sets the list to `cards` (unique card ids; arrays of a state never change, so the same array is the same
   * list). Re-encodes only what changed since the last read: nothing, one card appended, or one card removed;
   * anything else is read afresh. Equal ids give equal results either way.
   */
  read(cards: readonly Card[]): void {
    const old = this.ids;
    if (cards === old) return; // the same immutable array
    const n = cards.length;
    const m = this.n;
    this.ids = cards;
    if (old === null) {
      // Changed by `push`/`drop`: keep the list if it already holds `cards` in order.
      if (this.holds(cards)) return;
      this.clear();
      for (const c of cards) this.add(cardIndex(c));
      return;
    }
    let i = 0;
    while (i < n && i < m && cards[i] === old[i]) i++;
    if (i === n && n === m) return;
    if (n === m + 1 && i === m) return this.add(cardIndex(cards[m]!));
    if (n === m - 1) {
      let j = i;
      while (j < n && cards[j] === old[j + 1]) j++;
      if (j === n) return this.removeAt(i);
    }
    this.clear();
    for (const c of cards) this.add(cardIndex(c));
  }

  /** Sets the list to `from` without the card `except` (-1: all of it). */
  copyFrom(from: CardSet, except: number): void {
    this.clear();
    this.ids = null;
    for (let i = 0; i < from.n; i++) if (from.idx[i] !== except) this.add(from.idx[i]!);
  }

  /** Appends the card index `c` as the table did (a DISCARD goes to the end of the middle). */
  push(c: number): void {
    this.ids = null;
    this.add(c);
  }

  /** Removes the card index `c` as the table did (the order of the others is kept); false if it is not in the list. */
  drop(c: number): boolean {
    if (!this.has[c]) return false;
    this.ids = null;
    let i = 0;
    while (this.idx[i] !== c) i++;
    this.removeAt(i);
    return true;
  }

  /** The card indexes `idx[0…n-1]` equal the ids of `cards`, in order. */
  holds(cards: readonly Card[]): boolean {
    if (cards.length !== this.n) return false;
    for (let i = 0; i < this.n; i++) if (cardIndex(cards[i]!) !== this.idx[i]) return false;
    return true;
  }

  /** Empties the list. */
  clear(): void {
    for (let i = 0; i < this.n; i++) this.has[this.idx[i]!] = 0;
    for (let k = 0; k <= NONE; k++) this.count[k] = 0;
    this.n = 0;
    this.mask = 0;
  }

  /** Appends the card index `c`. */
  add(c: number): void {
    this.idx[this.n++] = c;
    this.count[SLOT[c]!]!++;
    this.has[c] = 1;
    this.mask += POW[c]!;
  }

  private removeAt(i: number): void {
    const c = this.idx[i]!;
    for (let j = i + 1; j < this.n; j++) this.idx[j - 1] = this.idx[j]!;
    this.n--;
    this.count[SLOT[c]!]!--;
    this.has[c] = 0;
    this.mask -= POW[c]!;
  }
}

/** Middle cards that may be taken (`bestTake`), and the own hand without the card given (`atomicTake`). */
const free = new CardSet();
const rest = new CardSet();
/** Scratch counts for `leastUseful` over the cards a Gamekeeper allows. */
const allowedN = new Int8Array(NONE + 1);

/**
 * default-bot step 1: the target motif slot — most cards in hand, ties to more copies among the cards counted in
 * `other` (per slot), then a random tenth per hand card (one draw per card of a tied motif, in hand order).
 * `NONE` if the hand holds no motif card. The draws are made only when the tie-break can matter: tied motifs
 * have equal counts in `other`, so with none there the caller finds no card of either (the first is returned).
 */
function targetSlot(rng: Rng, hand: CardSet, other: Int8Array): number {
  const h = hand.count;
  let best = NONE;
  let score = -1;
  let tied = false;
  for (let i = 0; i < hand.n; i++) {
    const k = SLOT[hand.idx[i]!]!;
    if (k === NONE) continue;
    const s = h[k]! * 10 + other[k]!;
    if (s > score) {
      score = s;
      best = k;
      tied = false;
    } else if (s === score && k !== best) tied = true;
  }
  if (!tied || other[best] === 0) return best;
  let top = -1;
  for (let i = 0; i < hand.n; i++) {
    const k = SLOT[hand.idx[i]!]!;
    if (k === NONE || h[k]! * 10 + other[k]! !== score) continue;
    const s = rng.int(0, 9);
    if (s > top) {
      top = s;
      best = k;
    }
  }
  return best;
}

/** A middle card of the target motif the bot may take (the Gamekeeper is respected unless `cheatRate` fires, GAM-060), or -1. */
export function wantedCard(rng: Rng, cheatRate: number, hand: CardSet, middle: CardSet): number {
  const m = targetSlot(rng, hand, middle.count);
  const keeper = middle.has[GAMEKEEPER] === 1;
  for (let i = 0; i < middle.n; i++) {
    const c = middle.idx[i]!;
    if (SLOT[c] === m && (!keeper || !NIGHT[c] || chance(rng, cheatRate))) return c;
  }
  return -1;
}

/** Cards in hand of `c`'s motif (0 for a Föhn card). */
function countIn(h: Int8Array, c: number): number {
  const k = SLOT[c]!;
  return k === NONE ? 0 : h[k]!;
}

/** Whether the card index `c` was slapped at the Snack (`claims` as in the state, DIG-036). */
export function isClaimed(claims: readonly (readonly [Card, Seat])[], c: number): boolean {
  for (const x of claims) if (cardIndex(x[0]) === c) return true;
  return false;
}

/**
 * The card to TAKE after a DISCARD (GAM-021): the planned `intent`, else the target motif, else the card
 * matching most of the hand, else the own discard back (GAM-022), else any allowed card; never the Snack
 * (GAM-051). `claims`: Snack claims (DIG-036), or null; `intent`, `myDiscard`: card indexes or -1.
 */
export function bestTake(
  rng: Rng,
  hand: CardSet,
  middle: CardSet,
  claims: readonly (readonly [Card, Seat])[] | null,
  intent: number,
  myDiscard: number,
): number {
  free.clear();
  for (let i = 0; i < middle.n; i++) {
    const c = middle.idx[i]!;
    if (c !== SNACK && !(claims && isClaimed(claims, c))) free.add(c);
  }
  const h = hand.count;
  const keeper = middle.has[GAMEKEEPER] === 1;
  const fi = free.idx;
  const fn = free.n;
  let better = -1;
  let most = -1;
  for (let i = 0; i < fn; i++) {
    const c = fi[i]!;
    if ((!keeper || !NIGHT[c]) && countIn(h, c) > most) {
      better = c;
      most = countIn(h, c);
    }
  }
  if (intent >= 0 && free.has[intent] && (!keeper || !NIGHT[intent]) && intent !== myDiscard) return intent;
  const m = targetSlot(rng, hand, free.count);
  for (let i = 0; i < fn; i++) if (SLOT[fi[i]!] === m && (!keeper || !NIGHT[fi[i]!])) return fi[i]!;
  if (better >= 0 && most > 0) return better;
  if (myDiscard >= 0 && free.has[myDiscard]) return myDiscard;
  for (let i = 0; i < fn; i++) if (!keeper || !NIGHT[fi[i]!]) return fi[i]!;
  return fn ? fi[0]! : SNACK;
}

/** DIG-012 (`swapModel: atomic`): what `bestTake` would take right after discarding `give` (no own discard to take back). */
export function atomicTake(
  rng: Rng,
  hand: CardSet,
  give: number,
  middle: CardSet,
  claims: readonly (readonly [Card, Seat])[] | null,
  intent: number,
): number {
  rest.copyFrom(hand, give);
  return bestTake(rng, rest, middle, claims, intent, -1);
}

/**
 * A discard that, with some middle card, raises Σ count² over the hand's motifs (secondary motifs): the
 * discard, with the middle card it aims at written to `aim[0]`; with `neutral` ≥ 1, else a single card
 * (≥ 2: else any allowed card, breaking a pair) for a middle card of a motif not in hand (deadlock breakers
 * after middle refreshes); or -1.
 */
export function improvingDiscard(hand: CardSet, middle: CardSet, neutral: 0 | 1 | 2, aim: Int8Array): number {
  const keeper = middle.has[GAMEKEEPER] === 1;
  const h = hand.count;
  const mi = middle.idx;
  const mn = middle.n;
  for (let g = 0; g < hand.n; g++) {
    const give = hand.idx[g]!;
    if (keeper && NIGHT[give]) continue;
    const mg = SLOT[give]!;
    const loss = mg === NONE ? 0 : 2 * h[mg]! - 1;
    for (let i = 0; i < mn; i++) {
      const c = mi[i]!;
      if (c === SNACK || (keeper && NIGHT[c])) continue;
      const mc = SLOT[c]!;
      const gain = mc === NONE ? 0 : 2 * (h[mc]! - (mc === mg ? 1 : 0)) + 1;
      if (gain > loss) {
        aim[0] = c;
        return give;
      }
    }
  }
  if (!neutral) return -1;
  let fresh = -1;
  for (let i = 0; i < mn && fresh < 0; i++) {
    const c = mi[i]!;
    if (SLOT[c] !== NONE && !(keeper && NIGHT[c]) && h[SLOT[c]!] === 0) fresh = c;
  }
  if (fresh < 0) return -1;
  let single = -1;
  let allowed = 0;
  for (let g = 0; g < hand.n; g++) {
    const c = hand.idx[g]!;
    if (keeper && NIGHT[c]) continue;
    allowed++;
    if (single < 0 && h[SLOT[c]!] === 1) single = c;
  }
  if (single < 0 && neutral === 2 && allowed) single = leastUseful(hand, keeper);
  if (single < 0) return -1;
  aim[0] = fresh;
  return single;
}

/**
 * The card to give away: a Föhn card first, then a card of the motif with fewest copies in hand. With
 * `skipNight` (the Gamekeeper lies in the middle), night cards are neither given nor counted.
 */
export function leastUseful(hand: CardSet, skipNight = false): number {
  let h = hand.count;
  if (skipNight) {
    h = allowedN;
    for (let k = 0; k <= NONE; k++) h[k] = 0;
    for (let i = 0; i < hand.n; i++) if (!NIGHT[hand.idx[i]!]) h[SLOT[hand.idx[i]!]!]!++;
  }
  let worst = -1;
  let n = Infinity;
  for (let i = 0; i < hand.n; i++) {
    const c = hand.idx[i]!;
    if (skipNight && NIGHT[c]) continue;
    const m = SLOT[c]!;
    const k = m === NONE ? 0 : h[m]!;
    if (k < n) {
      n = k;
      worst = c;
    }
  }
  return worst;
}
