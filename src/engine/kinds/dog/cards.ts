// Card ranks, the deck and the deal schedule (DOG-010, DOG-011). Pure; ranks are small ints:
// A=1, 2…10, J=11, Q=12, K=13, Joker=14. Suits play no role (DOG-010), so a card *is* its rank.

/** Rank of the Ace. */
export const ACE = 1;
/** Rank of the Seven, the split card (DOG-065). */
export const SEVEN = 7;
/** Rank of the Four, the forward-or-backward card (DOG-060). */
export const FOUR = 4;
/** Rank of the Jack, the swap card (DOG-075). */
export const JACK = 11;
/** Rank of the King (exit or 13). */
export const KING = 13;
/** Rank of the Joker (DOG-017). */
export const JOKER = 14;

/** Notation character of each rank, indexed by rank (index 0 unused). */
export const CARD_CHARS = '?A23456789TJQKX';

/** The notation character of a rank, e.g. `10` → `T`, `14` → `X`. */
export function cardChar(rank: number): string {
  return CARD_CHARS.charAt(rank);
}

/** Parses one notation character (`A 2…9 T J Q K X`, case-insensitive); returns 0 if it is not a card. */
export function parseCardChar(ch: string): number {
  if (ch.length !== 1) return 0;
  const i = CARD_CHARS.indexOf(ch.toUpperCase());
  return i > 0 ? i : 0;
}

/**
 * The full deck, unshuffled, in a fixed order: per pack 4 of each rank A…K then the jokers (DOG-010).
 * Size `decks · (52 + jokersPerDeck)` cards (default 110).
 */
export function buildDeck(decks: number, jokersPerDeck: number): number[] {
  const deck: number[] = [];
  for (let d = 0; d < decks; d++) {
    for (let r = 1; r <= 13; r++) for (let k = 0; k < 4; k++) deck.push(r);
    for (let j = 0; j < jokersPerDeck; j++) deck.push(JOKER);
  }
  return deck;
}

/** How many cards of each rank (index = rank) a deck holds. */
export function deckCounts(decks: number, jokersPerDeck: number): number[] {
  const c = new Array<number>(15).fill(4 * decks);
  c[0] = 0;
  c[JOKER] = decks * jokersPerDeck;
  return c;
}

/**
 * A deal schedule (DOG-011): the hand sizes (cards per player) of the first rounds, then a list repeated for
 * ever. `{ first: [], repeat: [6,5,4,3,2] }` deals 6,5,4,3,2,6,…; `{ first: [6], repeat: [5,4,3,2] }` deals
 * 6,5,4,3,2,5,4,3,2,5,…; `{ first: [], repeat: [5,5,5] }` deals 5 every round in cycles of three.
 * `repeat` is never empty.
 */
export interface DealSchedule {
  readonly first: readonly number[];
  readonly repeat: readonly number[];
}

/**
 * How a ruleset writes a deal schedule (option `dealSchedule`, DOG-011): a list repeated as a whole
 * (`[6, 5, 4, 3, 2]`, `[5, 5, 5]`), or `{ first: [6], repeat: [5, 4, 3, 2] }` (the first rounds once, then the
 * repeated list). The strings `"65432"` and `"6+5432"` are the older names of `[6,5,4,3,2]` and
 * `{ first: [6], repeat: [5,4,3,2] }` and still load.
 */
export type DealScheduleValue =
  | readonly number[]
  | { readonly first?: readonly number[]; readonly repeat: readonly number[] }
  | '65432'
  | '6+5432';

/** Compiles a `dealSchedule` option value (already checked by its schema, see `DealScheduleValue`). */
export function compileDealSchedule(v: DealScheduleValue): DealSchedule {
  if (v === '65432') return { first: [], repeat: [6, 5, 4, 3, 2] };
  if (v === '6+5432') return { first: [6], repeat: [5, 4, 3, 2] };
  if (Array.isArray(v)) return { first: [], repeat: [...(v as readonly number[])] };
  const o = v as { readonly first?: readonly number[]; readonly repeat: readonly number[] };
  return { first: [...(o.first ?? [])], repeat: [...o.repeat] };
}

/** Hand size (cards) dealt in `round` (1-based) under `schedule` (DOG-011, T-40). */
export function handSize(schedule: DealSchedule, round: number): number {
  const k = round - 1 - schedule.first.length;
  if (k < 0) return schedule.first[round - 1]!;
  return schedule.repeat[k % schedule.repeat.length]!;
}

/**
 * True if `round` (1-based) begins a new deal cycle (used by `dealerRotation: perCycle`, DOG-012). The first
 * cycle is the `first` rounds plus one pass of `repeat`; every later pass of `repeat` is a cycle of its own.
 */
export function isCycleStart(schedule: DealSchedule, round: number): boolean {
  if (round === 1) return true;
  const k = round - 1 - schedule.first.length;
  const n = schedule.repeat.length;
  return k >= n && k % n === 0;
}

/** Sorts a hand ascending in place (hands are multisets; the sorted form is canonical) and returns it. */
export function sortHand(hand: number[]): number[] {
  for (let i = 1; i < hand.length; i++) {
    const v = hand[i]!;
    let j = i - 1;
    while (j >= 0 && hand[j]! > v) {
      hand[j + 1] = hand[j]!;
      j--;
    }
    hand[j + 1] = v;
  }
  return hand;
}

/** Hand as notation, ranks separated by spaces, e.g. `A 7 X`. */
export function formatCards(cards: readonly number[]): string {
  let s = '';
  for (let i = 0; i < cards.length; i++) s += (i ? ' ' : '') + cardChar(cards[i]!);
  return s;
}
