// What a game kind gives terminal play (`GameKind.terminal`, `rulebench play`): the table drawn as text from one
// seat's view, and how the terminal writes and reads the kind's cards where they differ from the notation. The CLI
// reads these members; it never looks at a kind id. Pure.
import type { CompiledGame } from './game';
import type { Json, SheetLang } from './types';

/** Options for drawing: language and player names (as for the engine's sentences). */
export interface TerminalTextOptions {
  readonly lang: SheetLang;
  readonly names?: readonly (string | null | undefined)[];
}

/** A kind's terminal members; all optional (a kind without them is played from its notation alone). */
export interface KindTerminal<V = Json> {
  /**
   * The table as text seen in `view` (the seat's view from `GameKind.view`): only what that seat may see, texts
   * from the engine's catalogues in `opts.lang`, seats counted from 1 as a person reads them.
   */
  board?(game: CompiledGame, view: V, opts: TerminalTextOptions): string;
  /** A person's entry in notation (Dog: the 10 typed as `10` becomes `T`); a list number stays as it is. */
  readEntry?(line: string): string;
  /** A hand card as the terminal shows it (Dog: `T` as `10`). */
  showCard?(card: string): string;
  /** A notation in the hand's card words (Dog: `T:P0>P10` as `10:P0>P10`); `readEntry` reads it back. */
  showAction?(notation: string): string;
  /** The hand card an entry's head plays (Dog: `7` for `7`, `X` for `X=7`), or null when the head names none. */
  handCard?(head: string): string | null;
  /** The hand cards an entry plays, each once per copy (Gassi: `ATTACK HUNTER:HUNTER c1` → HUNTER, HUNTER). */
  entryCards?(entry: string): string[];
  /** True when `head` is a head the kind's notation knows (a card or move name), so "not now" is the reason. */
  knownHead?(head: string): boolean;
}

/** A seat's number as the terminal prints it: from 1, like the app and the engine's sentences ("Seat 1" = seat 0). */
export function seatNumber(seat: number): number {
  return seat + 1;
}
