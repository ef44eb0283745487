// The Dog game state (`DogState`, plain JSON) and small helpers over piece arrays. Pure; helpers that
// "normalise" work on fresh arrays owned by the caller, never on a state's arrays.
import type { DogRules } from './rules';
import { PIECES } from './geometry';

/** Game phase: the blind partner exchange (DOG-014), card play, or finished (DOG-110). */
export type DogPhase = 'exchange' | 'play' | 'over';

/**
 * Complete Dog state. Pieces: `pos[4·seat + j]` is a location code (-1 kennel, `0…N-1` track field,
 * `N+k` finish slot k of the owner), each seat's four entries sorted ascending (pieces are alike).
 * `blk`/`nb` are bitmasks over piece indices: blocking (DOG-040) and "no finish entry before passing
 * the start again" (only with `fourBackwardIntoFinishFromStart=false`, DOG-063). Cards are ranks (cards.ts).
 */
export interface DogState {
  readonly phase: DogPhase;
  /** Round (deal) number, 1-based. */
  readonly round: number;
  readonly dealer: number;
  readonly starter: number;
  /** Seat to play, -1 outside the play phase. */
  readonly turn: number;
  readonly pos: readonly number[];
  readonly blk: number;
  readonly nb: number;
  /** Hands per seat, sorted ascending. */
  readonly hands: readonly (readonly number[])[];
  /** Exchange per seat: -2 nothing to give, -1 still to give, else the rank given (hidden). */
  readonly gives: readonly number[];
  /** Face-down stock; cards are dealt from the end. */
  readonly stock: readonly number[];
  /**
   * Cards on the discard pile (played and discarded). Its contents are implied: the deck minus stock,
   * hands and pending exchange cards (DOG-016 reshuffles exactly those, in rank order, before shuffling).
   */
  readonly pile: number;
  /** Rank of the face-up card on top of the pile, 0 if none or covered by a hidden discard. */
  readonly up: number;
  /** Winning team index, -1 while running. */
  readonly winner: number;
  /**
   * Public record of the face-up cards on the discard pile since the last reshuffle (DOG-016), in the order they
   * were laid: every card played (DOG-003 "sichtbar"; a Joker as the Joker, 14) and, only with `revealDiscards`
   * (V43), the cards of a hand given up. A hand discarded face down (DOG-093, AMB-19) is never recorded. Every
   * seat saw these cards, so each seat's view lists them (view.ts `played`) and a search bot's samples never deal
   * them to a hand or the stock (determinize.ts). Determined by the actions; `hashSnapshot` leaves it out, so
   * replays recorded before it existed verify unchanged. Absent in a state built without its history (a scenario,
   * an older saved state): then only the face-up top `up` is known.
   */
  readonly memo?: readonly number[];
}

/** True if all four pieces of `seat` are in its finish (loc ≥ N). */
export function allHome(pos: ArrayLike<number>, seat: number, N: number): boolean {
  const b = seat * PIECES;
  return pos[b]! >= N && pos[b + 1]! >= N && pos[b + 2]! >= N && pos[b + 3]! >= N;
}

/** True if every seat of team `team` has all pieces home (DOG-110). */
export function teamHome(rules: DogRules, pos: ArrayLike<number>, team: number): boolean {
  for (const s of rules.teams[team]!) if (!allHome(pos, s, rules.N)) return false;
  return true;
}

/**
 * Sorts each seat's four pieces ascending in place and moves the `blk`/`nb` bits along.
 * Returns `[blk, nb]` for the new order. Keeps states canonical (identical pieces in any order hash alike).
 */
export function normalise(pos: number[], blk: number, nb: number): [number, number] {
  if (blk === 0 && nb === 0) {
    for (let b = 0; b < pos.length; b += PIECES) sort4(pos, b);
    return [0, 0];
  }
  // carry flags: encode loc*4 + flags, sort, decode
  let nblk = 0;
  let nnb = 0;
  for (let b = 0; b < pos.length; b += PIECES) {
    for (let j = b; j < b + PIECES; j++) pos[j] = (pos[j]! + 1) * 4 + ((blk >>> j) & 1) + 2 * ((nb >>> j) & 1);
    sort4(pos, b);
    for (let j = b; j < b + PIECES; j++) {
      const v = pos[j]!;
      if (v & 1) nblk |= 1 << j;
      if (v & 2) nnb |= 1 << j;
      pos[j] = (v >> 2) - 1;
    }
  }
  return [nblk, nnb];
}

function sort4(a: number[], b: number): void {
  for (let i = b + 1; i < b + PIECES; i++) {
    const v = a[i]!;
    let j = i - 1;
    while (j >= b && a[j]! > v) {
      a[j + 1] = a[j]!;
      j--;
    }
    a[j + 1] = v;
  }
}
