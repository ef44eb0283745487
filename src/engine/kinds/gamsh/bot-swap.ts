// The Gämsh bot's swap choices (gamsh.md §3.5 step 1): target motif, wanted middle card, the card to take,
// improving and neutral discards, the least useful card. Motif counts replace list scans (allocation-free
// in the hot loop); every choice and every RNG draw is the same as the list-based policy. Pure, except for
// module-level scratch count arrays that never outlive a call.
import type { Rng, Seat } from '../../core/types';
import { MOTIFS, type Card } from './cards';
import { chance } from './bot-params';

/** Motif slot of a card: 0…8 for the motifs of GAM-001 (`ALP`, `M2`…`M9`), `NONE` (9) for a Föhn card. */
export const NONE: number = MOTIFS.length;
/** 2^i for the 40 card indexes of `cardIndex` (masks stay exact below 2^53). */
const POW: readonly number[] = Array.from({ length: 40 }, (_, i) => 2 ** i);

/** The motif slot of the card id `c` (`NONE` for Föhn cards), read from its first characters (ids are canonical). */
export function slotOf(c: Card): number {
  const c0 = c.charCodeAt(0);
  if (c0 === 77) return c.charCodeAt(1) - 49; // 'M2'…'M9' → 1…8
  return c0 === 65 && c.charCodeAt(1) === 76 ? 0 : NONE; // 'ALP' → 0; Föhn ids start with G, F, S, B
}

/** A night card id (`<motif>-N`, GAM-003), by its last characters. */
function isNight(c: Card): boolean {
  return c.charCodeAt(c.length - 1) === 78 && c.charCodeAt(c.length - 2) === 45;
}

/** Index 0…39 of a card id: motif slot × 4 + D1/D2/D3/N, then the Föhn cards (GAMEKEEPER, FARMER, SNACK, BULL). */
export function cardIndex(c: Card): number {
  const k = slotOf(c);
  if (k !== NONE) {
    const last = c.charCodeAt(c.length - 1);
    return k * 4 + (last === 78 ? 3 : last - 49);
  }
  const c0 = c.charCodeAt(0);
  return c0 === 71 ? 36 : c0 === 70 ? 37 : c0 === 83 ? 38 : 39;
}

/** A number naming the set of `cards` (cards are unique): equal sets ⇔ equal masks; 0 for none. */
export function cardMask(cards: readonly Card[]): number {
  let m = 0;
  for (const c of cards) m += POW[cardIndex(c)]!;
  return m;
}

const handN = new Int8Array(NONE + 1);
const otherN = new Int8Array(NONE + 1);

function countInto(out: Int8Array, cards: readonly Card[]): Int8Array {
  out.fill(0);
  for (const c of cards) out[slotOf(c)]!++;
  return out;
}

/**
 * §3.5 step 1: the target motif slot — most cards in hand, ties to more copies in `middle`, then a random
 * tenth per hand card (one draw per motif card in hand order). `NONE` if the hand holds no motif card.
 */
export function targetSlot(rng: Rng, hand: readonly Card[], middle: readonly Card[]): number {
  const h = countInto(handN, hand);
  const m = countInto(otherN, middle);
  let best = NONE;
  let score = -1;
  for (const c of hand) {
    const k = slotOf(c);
    if (k === NONE) continue;
    const s = h[k]! * 10 + m[k]! + rng.int(0, 9) / 10;
    if (s > score) {
      score = s;
      best = k;
    }
  }
  return best;
}

/** A middle card of the target motif the bot may take (the Gamekeeper is respected unless `cheatRate` fires, GAM-060). */
export function wantedCard(rng: Rng, cheatRate: number, hand: readonly Card[], middle: readonly Card[]): Card | null {
  const m = targetSlot(rng, hand, middle);
  const keeper = middle.includes('GAMEKEEPER');
  for (const c of middle) if (slotOf(c) === m && (!keeper || !isNight(c) || chance(rng, cheatRate))) return c;
  return null;
}

/** GAM-060 respected: no night card while the Gamekeeper is in the middle. */
function allowed(keeper: boolean, c: Card): boolean {
  return !keeper || !isNight(c);
}

/** Cards in hand of `c`'s motif (0 for a Föhn card). */
function countIn(h: Int8Array, c: Card): number {
  const k = slotOf(c);
  return k === NONE ? 0 : h[k]!;
}

/**
 * The card to TAKE after a DISCARD (GAM-021): the planned `intent`, else the target motif, else the card
 * matching most of the hand, else the own discard back (GAM-022), else any allowed card; never the Snack (GAM-051).
 */
export function bestTake(rng: Rng, hand: readonly Card[], middle: readonly Card[], claims: readonly (readonly [Card, Seat])[] | null, intent: Card, myDiscard: Card | null): Card {
  const free = middle.filter((c) => c !== 'SNACK' && !(claims && claims.some((x) => x[0] === c)));
  const m = targetSlot(rng, hand, free);
  const h = countInto(handN, hand);
  const keeper = middle.includes('GAMEKEEPER');
  let better: Card | undefined;
  let most = -1;
  for (const c of free) if (allowed(keeper, c) && countIn(h, c) > most) [better, most] = [c, countIn(h, c)];
  if (free.includes(intent) && allowed(keeper, intent) && intent !== myDiscard) return intent;
  for (const c of free) if (slotOf(c) === m && allowed(keeper, c)) return c;
  if (better !== undefined && most > 0) return better;
  if (myDiscard && free.includes(myDiscard)) return myDiscard;
  for (const c of free) if (allowed(keeper, c)) return c;
  return free[0] ?? 'SNACK';
}

/**
 * A discard that, with some middle card, raises Σ count² over the hand's motifs (secondary motifs), as
 * `[give, intent]`; with `neutral` ≥ 1, else a single card (≥ 2: else any allowed card, breaking a pair) for
 * a middle card of a motif not in hand (deadlock breakers after middle refreshes); or null.
 */
export function improvingDiscard(hand: readonly Card[], middle: readonly Card[], neutral: 0 | 1 | 2): readonly [Card, Card] | null {
  const keeper = middle.includes('GAMEKEEPER');
  const h = countInto(handN, hand);
  for (const give of hand) {
    if (keeper && isNight(give)) continue;
    const mg = slotOf(give);
    const loss = mg === NONE ? 0 : 2 * h[mg]! - 1;
    for (const c of middle) {
      if (c === 'SNACK' || (keeper && isNight(c))) continue;
      const mc = slotOf(c);
      const gain = mc === NONE ? 0 : 2 * (h[mc]! - (mc === mg ? 1 : 0)) + 1;
      if (gain > loss) return [give, c];
    }
  }
  if (!neutral) return null;
  const fresh = middle.find((c) => slotOf(c) !== NONE && !(keeper && isNight(c)) && h[slotOf(c)] === 0);
  if (!fresh) return null;
  const allowed = hand.filter((c) => !(keeper && isNight(c)));
  const single = allowed.find((c) => h[slotOf(c)] === 1) ?? (neutral === 2 && allowed.length ? leastUseful(allowed) : undefined);
  return single ? [single, fresh] : null;
}

/** The card to give away: a Föhn card first, then a card of the motif with fewest copies in hand. */
export function leastUseful(hand: readonly Card[]): Card {
  const h = countInto(handN, hand);
  let worst = hand[0]!;
  let n = Infinity;
  for (const c of hand) {
    const m = slotOf(c);
    const k = m === NONE ? 0 : h[m]!;
    if (k < n) {
      n = k;
      worst = c;
    }
  }
  return worst;
}
