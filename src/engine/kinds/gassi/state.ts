// The Gassi game state (`GassiState`, plain JSON; cards are indices into `rules.cards`) and small helpers.
// Pure; helpers never mutate their inputs unless named `…InPlace` on arrays the caller owns.
import type { GassiRules } from './rules';

/**
 * A dog (= its pile, GAS-020) with the fields of docs/rules/gassi.md. Cards are card indices; `-1` = none.
 * `attackers`/`beasts` are the stacked threat cards of the running attack (oldest first, GAS-065/103).
 */
export interface GDog {
  readonly id: string;
  readonly owner: number;
  readonly pile: readonly number[];
  /** Realm index (GAS-022). */
  readonly realm: number;
  readonly state: string;
  /** Face down (GAS-016): others see neither realm nor walker. */
  readonly hidden: boolean;
  readonly attackers: readonly number[];
  readonly beasts: readonly number[];
  /** Cards the owner draws on PULL (GAS-110/111). */
  readonly draw: number;
  /** Seat that receives the dog on a PULL in AFRAID (GAS-104), -1 none. */
  readonly beneficiary: number;
  /** Owner turns the attack still lasts (FLEA, GAS-066); 0 when no attack. */
  readonly rounds: number;
  /** ATTACK+/PUNISH+ applications in the running attack (limits H-17/H-22). */
  readonly plus: number;
  /** Turn number at which the dog entered its current problem/pending state (GAS-105). */
  readonly since: number;
  /** Pile index where the running attack began (H-33). */
  readonly attackFrom: number;
}

/** How the game ended (before scoring): going out, a set, the draw pile, or an abort (GAS-160/161/113/054). */
export interface GEnd {
  readonly reason: 'goOut' | 'set' | 'drawPile' | 'abort';
  readonly finisher: number;
  readonly rule: string;
  readonly set?: string;
}

/** The last action, for views (notation masked when it would reveal a face-down dog). */
export interface GLast {
  readonly seat: number;
  readonly notation: string;
  readonly public: string;
  readonly move: string;
  readonly dog: string | null;
}

/**
 * Complete Gassi state. `hands[seat]` sorted ascending; `drawPile` top = last element (GAS-008: no
 * reshuffle); `discard` only with the discard options (H-32/H-33); `box` = cards set aside by a scenario.
 */
export interface GassiState {
  readonly hands: readonly (readonly number[])[];
  /** Per seat, counts per card index of initial cards still held (only with goOutScope = initialCardsOnly). */
  readonly initial: readonly (readonly number[])[] | null;
  readonly bones: readonly number[];
  /** Bones left in the supply; null = unlimited (H-04). */
  readonly supply: number | null;
  readonly dogs: readonly GDog[];
  /** Dogs each seat has added so far (dog ids are seat letter + running number). */
  readonly added: readonly number[];
  readonly hadDog: readonly boolean[];
  readonly conquests: readonly number[];
  readonly drawPile: readonly number[];
  readonly discard: readonly number[];
  readonly box: readonly number[];
  readonly turn: number;
  readonly starter: number;
  readonly round: number;
  readonly turnNo: number;
  /**
   * Continuation inside a turn (H-09/H-12/H-13): cards played and problems resolved so far; null = fresh turn.
   * `done`: ids of the dogs already resolved this turn — a FLEA dog that stays ATTACKED after its PULL
   * (GAS-066) is answered again only on the owner's next turn, not a second time in the same turn.
   */
  readonly cont: {
    readonly cards: number;
    readonly resolutions: number;
    readonly afterPull: boolean;
    readonly done?: readonly string[];
  } | null;
  /** attackResponse = immediate: the owner answering out of turn (H-14). */
  readonly interrupt: { readonly seat: number; readonly dog: string } | null;
  readonly last: GLast | null;
  /** Regular end waiting for the round to finish (endOnWin = finishRound, H-47). */
  readonly endPending: GEnd | null;
  readonly end: GEnd | null;
  /** Deals so far (an abort with redeal deals again, GAS-054). */
  readonly deals: number;
}

/** Seat letter of dog ids: a = seat 0. */
export const SEAT_LETTERS = 'abcdefgh';

/** The current threat of a dog: the beast when AFRAID-like (beasts stacked), else the attacker; -1 none. */
export function threatOf(dog: GDog): number {
  return dog.beasts.length
    ? dog.beasts[dog.beasts.length - 1]!
    : dog.attackers.length
      ? dog.attackers[dog.attackers.length - 1]!
      : -1;
}

/** A dog with no running attack (docs/rules/gassi.md "clear attack"). */
export function cleared(dog: GDog): GDog {
  return { ...dog, attackers: [], beasts: [], draw: 0, beneficiary: -1, rounds: 0, plus: 0, attackFrom: -1 };
}

/** Inserts `card` into a sorted hand (returns a new array). */
export function withCard(hand: readonly number[], card: number): number[] {
  const h = hand.slice();
  let i = h.length;
  while (i > 0 && h[i - 1]! > card) i--;
  h.splice(i, 0, card);
  return h;
}

/** Removes one copy of each card of `cards` from a sorted hand; null if a card is missing. */
export function withoutCards(hand: readonly number[], cards: readonly number[]): number[] | null {
  const h = hand.slice();
  for (const c of cards) {
    const i = h.indexOf(c);
    if (i < 0) return null;
    h.splice(i, 1);
  }
  return h;
}

/** Card counts per card index of a hand. */
export function countsOf(rules: GassiRules, hand: readonly number[]): number[] {
  const c = new Array<number>(rules.cards.length).fill(0);
  for (const x of hand) c[x]!++;
  return c;
}

/** Every card of the state, for conservation checks (64 in 2.5.3). */
export function allCards(state: GassiState): number[] {
  return [
    ...state.hands.flat(),
    ...state.dogs.flatMap((d) => d.pile),
    ...state.drawPile,
    ...state.discard,
    ...state.box,
  ];
}
