// Plans of listed actions: `listActions` remembers, per state object, what each listed action does (piece,
// walk record, 7 segments), so `applyDogAction` need not parse the notation and search the walks again.
// Pure: a small ring of the last listings keyed by state identity (a WeakMap's ephemerons cost more in GC
// than the whole lookup saves); results depend only on the inputs, never on what the cache holds.
import type { Action } from '../../core/types';
import type { DogRules } from './rules';
import type { DogState } from './state';

/** Plan kinds (low 4 bits of a plan's head; card in bits 4…8, acting value in bits 9…13). */
export const PLAN_GIVE = 1;
/** Discard the hand: no data. */
export const PLAN_DISCARD = 2;
/** Exit: data `seat` whose kennel piece comes out. */
export const PLAN_EXIT = 3;
/** Forward move: data `piece`, `steps|flags | dest << 16`, capture mask (one `walkForward` record). */
export const PLAN_MOVE = 4;
/** 4 backward: data as PLAN_MOVE (one `walkBackward` record). */
export const PLAN_BACK = 5;
/** 7-split: data index into the listing's segment arrays (5 ints per segment, see `SevenList.segs`). */
export const PLAN_SEVEN = 6;
/** Jack swap: data `piece a`, `piece b`. */
export const PLAN_SWAP = 7;

/** The listed actions of one state and seat with their plans (4 ints per action: head, 3 data). */
export interface Listing {
  readonly rules: DogRules;
  readonly seat: number;
  readonly actions: readonly Action[];
  readonly notations: readonly string[];
  readonly plans: readonly number[];
  readonly segs: readonly Int32Array[];
}

const RING = 4;
const ringStates: (DogState | null)[] = new Array<DogState | null>(RING).fill(null);
const ringListings: (Listing | null)[] = new Array<Listing | null>(RING).fill(null);
let ringNext = 0;

/** Remembers the listing of `state` for `seat` (the oldest of the last RING listings is dropped). */
export function rememberListing(
  rules: DogRules,
  state: DogState,
  seat: number,
  actions: readonly Action[],
  plans: readonly number[],
  segs: readonly Int32Array[],
): void {
  const notations: string[] = [];
  for (let k = 0; k < actions.length; k++) notations.push(actions[k]!.notation);
  ringStates[ringNext] = state;
  ringListings[ringNext] = { rules, seat, actions, notations, plans, segs };
  ringNext = (ringNext + 1) % RING;
}

/**
 * The listing and index of `action` if it is the very object `listActions` returned for this state, rules
 * and seat with its notation unchanged; null otherwise (the caller then parses the notation).
 */
export function plannedIndex(rules: DogRules, state: DogState, action: Action): { listing: Listing; k: number } | null {
  let l: Listing | null = null;
  for (let r = 0; r < RING; r++) {
    const at = (ringNext + RING - 1 - r) % RING; // newest first
    if (ringStates[at] === state && ringListings[at]!.seat === action.seat) {
      l = ringListings[at]!;
      break;
    }
  }
  if (!l || l.rules !== rules || l.seat !== action.seat) return null;
  const k = l.actions.indexOf(action);
  if (k < 0 || l.notations[k] !== action.notation) return null;
  return { listing: l, k };
}
