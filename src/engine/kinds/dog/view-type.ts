// The shape of a Dog view (`GameKind.view`, `viewState`; rules: docs/rules/dog.md): what one seat may see, or
// everything for the all-seeing view. Declared once here; the renderer and the CLI use it through
// src/engine/index.ts. Cards are written as in the notation (`A`, `2`…`9`, `T`, `J`, `Q`, `K`, `X` the Joker). Types only.
import type { DogPhase } from './state';

/** `view(rules, state, seat)` of the Dog kind; `seat` null is the all-seeing view. */
export interface DogView {
  readonly seat: number | null;
  /** The blind partner exchange (DOG-014), card play, or finished (DOG-110). */
  readonly phase: DogPhase;
  /** Round (deal) number, from 1. */
  readonly round: number;
  readonly dealer: number;
  readonly starter: number;
  /** Seat to play, -1 outside the play phase. */
  readonly turn: number;
  /** Seats that may act now (the seat to play, or every seat still to give in the exchange). */
  readonly toAct: readonly number[];
  /** Position notation (docs/notation.md), e.g. `P4P11|P22||`. */
  readonly position: string;
  /**
   * Piece locations, `pieces[4·seat + j]`: -1 kennel, `0…N-1` track field, `N+k` finish slot k of the owner
   * (N fields on the track).
   */
  readonly pieces: readonly number[];
  /** Bitmask over piece indices: pieces blocking on their start field (DOG-040). */
  readonly blocking: number;
  /** Bitmask over piece indices: no finish entry before passing the start again (DOG-063). */
  readonly noEntry: number;
  /** Cards in each seat's hand. */
  readonly handCounts: readonly number[];
  /** Per seat: whether it has given its exchange card (DOG-014; the card itself stays hidden). */
  readonly given: readonly boolean[];
  /** Cards on the discard pile; the face-up top card or null (none, or covered by a hand discarded face down). */
  readonly pileCount: number;
  readonly pileTop: string | null;
  /** The face-up cards laid on the pile since the last reshuffle, in order (`"7 A X 4"`, DOG-003/DOG-016). */
  readonly played: string;
  readonly stockCount: number;
  /** Winning team index, -1 while running (DOG-110). */
  readonly winner: number;
  /** Seat view only: the own hand (`"A 7 X"`) and the own exchange card given, or null. */
  readonly hand?: string;
  readonly give?: string | null;
  /** All-seeing view only: every hand, and every exchange card given (null: none given). */
  readonly hands?: readonly string[];
  readonly gives?: readonly (string | null)[];
}
