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

/** Deal schedules of DOG-011: `65432` = 6,5,4,3,2,6,…; `6+5432` = 6,5,4,3,2,5,4,3,2,5,… */
export type DealSchedule = '65432' | '6+5432';

/** Hand size (cards) dealt in `round` (1-based) under `schedule` (DOG-011, T-40). */
export function handSize(schedule: DealSchedule, round: number): number {
  if (schedule === '65432' || round <= 5) return 6 - ((round - 1) % 5);
  return 5 - ((round - 6) % 4);
}

/** True if `round` (1-based) begins a new deal cycle (used by `dealerRotation: perCycle`, DOG-012). */
export function isCycleStart(schedule: DealSchedule, round: number): boolean {
  if (round === 1) return true;
  if (schedule === '65432') return (round - 1) % 5 === 0;
  return round >= 6 && (round - 6) % 4 === 0;
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
