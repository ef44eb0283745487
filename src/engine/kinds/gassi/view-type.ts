// The shape of a Gassi view (`GameKind.view`, docs/notation-gassi.md "View"): what one seat may see, or everything
// for the all-seeing view. Declared once here; the renderer and the CLI use it through src/engine/index.ts. Types only.

/** One dog pile as a seat sees it. */
export interface GassiDogView {
  readonly id: string;
  readonly owner: number;
  readonly state: string;
  /** Null for another seat's face-down dog. */
  readonly realm: string | null;
  readonly hidden: boolean;
  /** Bottom → top; a face-down walker of another seat is null. */
  readonly pile: readonly (string | null)[];
  readonly pileCount: number;
  readonly attacker: string | null;
  readonly beast: string | null;
  readonly attackers: readonly string[];
  readonly beasts: readonly string[];
  readonly draw: number;
  readonly beneficiary: number | null;
  readonly roundsLeft: number;
  /** Bookkeeping of the dog's state the engine keeps in the view for `determinize` (public at the table). */
  readonly plus?: number;
  readonly since?: number;
  readonly attackFrom?: number;
}

/** The move that led to this view. */
export interface GassiLastMove {
  readonly seat: number;
  readonly notation: string;
  readonly move: string;
  readonly dog: string | null;
}

/** The end of the game. */
export interface GassiOver {
  readonly reason: string;
  readonly finisher: number;
  readonly winners: readonly number[];
  readonly scores: readonly number[] | null;
}

/** `view(rules, state, seat)` of the Gassi kind; `seat` null is the all-seeing view. */
export interface GassiView {
  readonly seat: number | null;
  readonly turn: number;
  readonly toAct: readonly number[];
  readonly round: number;
  readonly starter: number;
  readonly deals: number;
  readonly drawCount: number;
  readonly discard: readonly string[];
  readonly bones: readonly number[];
  readonly handCounts: readonly (number | null)[];
  /** The own hand (seat view). */
  readonly hand?: readonly string[];
  /** Every hand (all-seeing view). */
  readonly hands?: readonly (readonly string[])[];
  readonly dogs: readonly GassiDogView[];
  readonly lastMove: GassiLastMove | null;
  readonly over: GassiOver | null;
  /**
   * Public bookkeeping a full state needs (`determinize`, determinize.ts): bone supply, dogs added, conquests,
   * turn number, box size, an open multi-step move, interrupts, the end; `initial` the seat's initial cards still
   * held (others null). The engine always writes them; readers of the table need none of them.
   */
  readonly supply?: unknown;
  readonly added?: unknown;
  readonly hadDog?: unknown;
  readonly conquests?: unknown;
  readonly turnNo?: unknown;
  readonly boxCount?: unknown;
  readonly cont?: unknown;
  readonly interrupt?: unknown;
  readonly endPending?: unknown;
  readonly end?: unknown;
  readonly initial?: unknown;
}
