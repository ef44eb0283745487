// The Gämsh state (plain JSON, engine clock included) and small helpers to copy and change it. Pure.
import type { Seat } from '../../core/types';
import type { Card } from './cards';

/** DIG-005 phases. `preview`: hands dealt, middle face down; `pause`: reveal, catch or new signal; `over`: GAME_END. */
export type GamshPhase = 'preview' | 'swap' | 'snack' | 'pause' | 'over';

/** A seat between DISCARD and TAKE (GAM-021): the card it discarded and when AUTO_TAKE fires (ms, DIG-011). */
export interface MidSwap {
  readonly card: Card;
  readonly deadline: number;
}

/** A Gamekeeper violation (GAM-060, DIG-035): the swap that broke the ban, open until caught or expired. */
export interface Violation {
  readonly seat: Seat;
  /** The night card swapped, and whether it was discarded or taken. */
  readonly card: Card;
  readonly dir: 'discard' | 'take';
  /** Engine time of the violating event (ms). */
  readonly at: number;
  /** The swap: card given to the middle, card taken (null while the violator is still mid-swap). */
  readonly give: Card;
  readonly take: Card | null;
}

/** An emote (DIG-022): who emitted which palette entry when (ms). */
export interface Emote {
  readonly seat: Seat;
  readonly entry: string;
  readonly t: number;
}

/** The last resolved call or guess, shown during the pause (GAM-035). `hands` only lists revealed seats. */
export interface Reveal {
  readonly call: string;
  readonly seat: Seat;
  readonly correct: boolean;
  readonly hands: { readonly [seat: string]: readonly Card[] };
  /** Points each team got from it. */
  readonly deltas: readonly number[];
  /** HG-13 `allWithinWindow`: every call judged together, in order (absent when one call was judged). */
  readonly calls?: readonly {
    readonly call: string;
    readonly seat: Seat;
    readonly correct: boolean;
    readonly deltas: readonly number[];
  }[];
}

/**
 * A call waiting for the caller's post-call Farmer slap (DIG-034, HG-21): a Gämsh or Double (or a Counter
 * under HG-04) made while the Farmer lies in the middle without it. It is judged when the caller slaps the
 * Farmer or when the window `[at, at + farmerSlapWindowMs]` has passed (the pause's `until`), whichever is first.
 */
export interface PendingCall {
  readonly seat: Seat;
  readonly call: 'gamsh' | 'double' | 'counter';
  /** The accused seat of a Counter call, else null. */
  readonly target: number | null;
  /** Engine time of the CALL (ms). */
  readonly at: number;
  /** HG-13 `allWithinWindow` only: the Farmer already counts for this call (slapped with, just before or after it). */
  readonly farmer?: boolean;
}

/** The running Snack (GAM-064, DIG-036): end of the window (ms) and claims `[card, seat]` in order. */
export interface SnackState {
  readonly until: number;
  readonly claims: readonly (readonly [Card, Seat])[];
}

/**
 * Complete Gämsh state. All times are engine ms since the game started; `now` is the engine clock.
 * Card piles: `draw` and `discard` have their top at the end. Per-seat arrays are indexed by seat, per-team
 * arrays by team (seat % teams). `signals` holds each team's secret entry in plain text: views hide it.
 */
export interface GamshState {
  readonly now: number;
  readonly phase: GamshPhase;
  /** End of the preview or pause (ms); null while a pause waits for a new secret signal. */
  readonly until: number | null;
  /** What follows the pause: a new round, or play continues. */
  readonly then: 'newRound' | 'continue';
  /** Why play is paused; `call`: a call waits for the caller's post-call Farmer slap (DIG-034). */
  readonly pauseReason: 'reveal' | 'catch' | 'outgamsh' | 'call' | null;
  readonly round: number;
  readonly hands: readonly (readonly Card[])[];
  readonly middle: readonly Card[];
  readonly draw: readonly Card[];
  readonly discard: readonly Card[];
  readonly swap: readonly (MidSwap | null)[];
  readonly passed: readonly boolean[];
  readonly scores: readonly number[];
  readonly signals: readonly string[];
  /** Team that must choose a new secret entry (GAM-041), or null. */
  readonly secretPending: number | null;
  readonly emotes: readonly Emote[];
  /** Time of the last DISCARD or middle change (stall timer base, DIG-038), moved on by the length of a catch pause (the stall clock pauses). */
  readonly lastDiscard: number;
  readonly violations: readonly Violation[];
  /** Per seat: slaps refused before this time (slap cooldown, DIG-035). */
  readonly slapLock: readonly number[];
  /** Per seat: time of the last Farmer slap without a call (HG-21), or -1. */
  readonly farmerSlap: readonly number[];
  readonly snack: SnackState | null;
  /** The call held open for the caller's Farmer slap (DIG-034), during a pause with reason `call`; else null. */
  readonly pendingCall: PendingCall | null;
  /** HG-13 `allWithinWindow` only: every call held together (the first is `pendingCall`), in order; else absent. */
  readonly pendingCalls?: readonly PendingCall[];
  /** Outgämshed guesses so far, index `guesserTeam * teams + namedTeam` (HG-20). */
  readonly guesses: readonly number[];
  readonly reveal: Reveal | null;
  /** Winning teams once the game is over (GAM-081). */
  readonly winners: readonly number[] | null;
  readonly reshuffles: number;
}

/**
 * A mutable working copy of a state. `hands` (each hand too), `middle`, `swap` and `passed` are copied (they
 * change with almost every input); the other arrays are shared with the input state and must be replaced,
 * never changed in place, by the rare code that changes them (`own`). deep-freeze tests enforce this.
 */
export type Draft = { -readonly [K in keyof GamshState]: GamshState[K] } & {
  hands: Card[][];
  middle: Card[];
  draw: Card[];
  discard: Card[];
  swap: (MidSwap | null)[];
  passed: boolean[];
  scores: number[];
  signals: string[];
  emotes: Emote[];
  violations: Violation[];
  slapLock: number[];
  farmerSlap: number[];
  guesses: number[];
};

/** Copies a state for changing (inputs are never mutated). One object shape for every state (fast property access). */
export function draft(s: GamshState): Draft {
  const hands: Card[][] = [];
  for (const h of s.hands) hands.push(h.slice());
  return shape(s, s.now, hands, s.middle.slice(), s.swap.slice(), s.passed.slice());
}

/** The state with the clock moved to `now` and nothing else changed (every array shared). */
export function withNow(s: GamshState, now: number): GamshState {
  return shape(s, now, s.hands as Card[][], s.middle as Card[], s.swap as (MidSwap | null)[], s.passed as boolean[]);
}

function shape(
  s: GamshState,
  now: number,
  hands: Card[][],
  middle: Card[],
  swap: (MidSwap | null)[],
  passed: boolean[],
): Draft {
  return {
    now,
    phase: s.phase,
    until: s.until,
    then: s.then,
    pauseReason: s.pauseReason,
    round: s.round,
    hands,
    middle,
    draw: s.draw as Card[],
    discard: s.discard as Card[],
    swap,
    passed,
    scores: s.scores as number[],
    signals: s.signals as string[],
    secretPending: s.secretPending,
    emotes: s.emotes as Emote[],
    lastDiscard: s.lastDiscard,
    violations: s.violations as Violation[],
    slapLock: s.slapLock as number[],
    farmerSlap: s.farmerSlap as number[],
    snack: s.snack,
    pendingCall: s.pendingCall,
    pendingCalls: s.pendingCalls,
    guesses: s.guesses as number[],
    reveal: s.reveal,
    winners: s.winners,
    reshuffles: s.reshuffles,
  };
}

/** Copies the shared array field `k` of a draft before an in-place change (see `Draft`). */
export function own<
  K extends 'draw' | 'discard' | 'scores' | 'signals' | 'violations' | 'slapLock' | 'farmerSlap' | 'guesses',
>(d: Draft, k: K): Draft[K] {
  return (d[k] = d[k].slice() as Draft[K]);
}

/** Removes one occurrence of `c` from `list`; false if absent. */
export function removeCard(list: Card[], c: Card): boolean {
  const i = list.indexOf(c);
  if (i < 0) return false;
  list.splice(i, 1);
  return true;
}

/** True while the Föhn card `c` lies in the middle (GAM-050: active only there). */
export function inMiddle(s: GamshState, c: Card): boolean {
  return s.middle.includes(c);
}
