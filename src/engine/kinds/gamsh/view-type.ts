// The shape of a Gämsh view (`GameKind.view`, `viewGamsh`; rules: docs/rules/gamsh.md): what one seat may see,
// or everything for the all-seeing view. Declared once here; the renderer, the CLI and the bots' seat view use it
// through src/engine/index.ts. All times are engine ms since the game started. Types only.
import type { GamshPhase, Violation } from './state';

/** An emote on the table (DIG-022): who showed which palette entry when (ms). */
export interface GamshEmoteView {
  readonly seat: number;
  readonly entry: string;
  readonly t: number;
}

/** A call waiting for its Farmer slap (DIG-034, HG-21): caller, call, accused seat of a Counter (else null), time (ms). */
export interface GamshPendingCallView {
  readonly seat: number;
  readonly call: 'gamsh' | 'double' | 'counter';
  readonly target: number | null;
  readonly at: number;
}

/** The last judged call or guess, shown during the pause (GAM-035); `hands` holds only the revealed seats. */
export interface GamshRevealView {
  readonly call: string;
  readonly seat: number;
  readonly correct: boolean;
  /** Revealed hands by seat number (`"2"`). */
  readonly hands: Readonly<Record<string, readonly string[]>>;
  /** Points each team got from it. */
  readonly deltas: readonly number[];
  /** HG-13 `allWithinWindow`: every call judged together, in order (absent when one call was judged). */
  readonly calls?: readonly {
    readonly call: string;
    readonly seat: number;
    readonly correct: boolean;
    readonly deltas: readonly number[];
  }[];
}

/** `view(rules, state, seat)` of the Gämsh kind; `seat` null is the all-seeing view. Cards are ids (`M4-D2`, `BULL`). */
export interface GamshView {
  readonly seat: number | null;
  /** The seat's team (0-based; letters `A`, `B`, … GAM-010) and partner; null in the all-seeing view. */
  readonly team: number | null;
  readonly partner: number | null;
  /** The engine clock (ms). */
  readonly now: number;
  /** DIG-005 phase. */
  readonly phase: GamshPhase;
  readonly round: number;
  readonly pauseReason: 'reveal' | 'catch' | 'outgamsh' | 'call' | null;
  /** End of the running pause or window (ms), or null. */
  readonly until: number | null;
  /** The engine's next timer (ms), or null. */
  readonly nextTimer: number | null;
  /** Number of teams, each seat's team, each team's score, the score that wins (GAM-070). */
  readonly teams: number;
  readonly seatTeams: readonly number[];
  readonly scores: readonly number[];
  readonly target: number;
  /** The own hand (GAM-015: hands are private); null in the all-seeing view. */
  readonly hand: readonly string[] | null;
  readonly handCounts: readonly number[];
  /** Per seat: mid-swap (DIG-010); the own card given to the middle while mid-swap. */
  readonly midSwap: readonly boolean[];
  readonly myDiscard: string | null;
  /** The middle; null for a seat during PREVIEW (DIG-005). */
  readonly middle: readonly string[] | null;
  readonly middleCount: number;
  readonly drawCount: number;
  readonly discardCount: number;
  readonly discardTop: string | null;
  /** Föhn cards in the middle (GAM-050…067); empty for a seat during PREVIEW. */
  readonly foehnInMiddle: readonly string[];
  /** The running Snack (GAM-064, DIG-036): end of its window (ms) and the claims in order. */
  readonly snack: {
    readonly until: number;
    readonly claims: readonly { readonly card: string; readonly seat: number }[];
  } | null;
  readonly passed: readonly boolean[];
  /** Emotes still shown (all of them with `emoteHistoryVisible` or in the all-seeing view). */
  readonly emotes: readonly GamshEmoteView[];
  readonly palette: readonly { readonly id: string; readonly category: string }[];
  /** The own team's secret entry (DIG-021); null in the all-seeing view. */
  readonly mySignal: string | null;
  /** Letter of the team that must choose a new entry (GAM-041), or null. */
  readonly secretPending: string | null;
  readonly maySetSecret: boolean;
  /** The end of the seat's slap lock (ms); null in the all-seeing view. */
  readonly slapLockedUntil: number | null;
  readonly pendingCall: GamshPendingCallView | null;
  /** HG-13 `allWithinWindow`: every call held together (only while there are such calls). */
  readonly pendingCalls?: readonly GamshPendingCallView[];
  readonly reveal: GamshRevealView | null;
  /** Letters of the winning teams once the game is over, else null. */
  readonly winners: readonly string[] | null;
  readonly reshuffles: number;
  /** DIG-012: `atomic` swaps are one `swap:<give>:<take>` input. */
  readonly swapModel: 'twoStep' | 'atomic';
  /** All-seeing view only: every hand, every team's secret entry, the violations, the draw and discard piles. */
  readonly hands?: readonly (readonly string[])[];
  readonly signals?: readonly string[];
  readonly violations?: readonly Violation[];
  readonly draw?: readonly string[];
  readonly discard?: readonly string[];
}
