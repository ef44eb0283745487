// Parses Dog position notation (`P0*F1|P14P16|F0F3|P36P48*`) into piece locations for drawing.
// Independent of the engine's internal state: the notation string is the only input. Pure, no Pixi.

/** Where one piece stands: a track field, a slot of its seat's finish, or the kennel. */
export type PieceLocation =
  | { readonly at: 'track'; readonly field: number; readonly blocking: boolean }
  | { readonly at: 'finish'; readonly slot: number }
  | { readonly at: 'kennel'; readonly slot: number };

export interface SeatPieces {
  readonly seat: number;
  readonly pieces: readonly PieceLocation[];
}

/**
 * One entry per `|`-separated seat segment. Listed pieces come first, then the kennel pieces
 * (`piecesPerSeat` minus the listed ones), which the notation omits. Unknown characters are ignored.
 */
export function parseDogPosition(notation: string, piecesPerSeat = 4): SeatPieces[] {
  return notation.split('|').map((segment, seat) => {
    const pieces: PieceLocation[] = [];
    for (const m of segment.matchAll(/([PF])(\d+)(\*?)/g)) {
      const n = Number(m[2]);
      pieces.push(m[1] === 'P' ? { at: 'track', field: n, blocking: m[3] === '*' } : { at: 'finish', slot: n });
    }
    const inKennel = Math.max(0, piecesPerSeat - pieces.length);
    for (let slot = 0; slot < inKennel; slot++) pieces.push({ at: 'kennel', slot });
    return { seat, pieces };
  });
}
