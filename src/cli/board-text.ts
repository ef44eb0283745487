// The table as text for terminal play: the kind draws it (`GameKind.terminal.board`: the Dog board, the Gassi
// table) from one seat's view only, so nothing hidden from that seat is printed. No I/O.
import { seatNumber, type CompiledGame, type Json, type TerminalTextOptions } from '../engine';

export { seatNumber };

/** Options for drawing: language and player names (as for the engine's sentences). */
export type TextOptions = TerminalTextOptions;

/** The table seen in `view` (the seat's view), drawn by the game's kind, or null when the kind draws none. */
export function boardText(game: CompiledGame, view: Json, opts: TextOptions): string | null {
  const board = game.kind.terminal?.board;
  return board ? board(game, view, opts) : null;
}
