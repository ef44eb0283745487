// The bots' information boundary (GAM-015, DIG-021/023: a bot uses only its seat's view): a typed, read-only
// projection of a state onto what one seat may see, built without copying (arrays are shared with the
// immutable state). It carries a strict subset of `viewGamsh` for that seat: `seatViewFromJson` rebuilds it
// from the JSON view, and seat-view.test.ts checks that both agree on every state of simulated games. Pure.
import type { Json, Seat } from '../../core/types';
import type { Card } from './cards';
import type { GamshRules } from './rules';
import { partnerOf, teamOf, TEAM_LETTERS } from './rules';
import type { GamshState } from './state';
import type { GamshView } from './view-type';

/**
 * What a Gämsh bot reads (a subset of the seat's view, DIG-005/021/036). Never another seat's hand or team
 * secret. No clock: agents get the time from `AgentContext.now`, and moving the clock changes no field here.
 */
export interface GamshSeatView {
  readonly seat: Seat;
  readonly phase: string;
  readonly team: number;
  readonly partner: Seat;
  readonly seatTeams: readonly number[];
  /** The seat's own hand (GAM-015: hands are private). */
  readonly hand: readonly Card[];
  /** The middle; null during PREVIEW (DIG-005). */
  readonly middle: readonly Card[] | null;
  /** Whether this seat is mid-swap (DIG-010), and the card it discarded. */
  readonly midSwap: boolean;
  readonly myDiscard: Card | null;
  /** The seat's own team entry only (DIG-021). */
  readonly mySignal: string;
  readonly paletteIds: readonly string[];
  /** Snack claims `[card, seat]` in order (DIG-036), or null. */
  readonly snackClaims: readonly (readonly [Card, Seat])[] | null;
  readonly passed: boolean;
  /** Letter of the team that must choose a new entry (GAM-041), or null. */
  readonly secretPending: string | null;
  readonly maySetSecret: boolean;
  /** DIG-012: swaps are one `swap:<give>:<take>` input (`swapModel: atomic`). */
  readonly atomicSwap: boolean;
}

const seatTeamsCache = new WeakMap<GamshRules, readonly number[]>();
/** The rules of the last `seatTeamsOf` call and their seat teams (a game asks for the same rules again and again). */
let lastRules: GamshRules | null = null;
let lastSeatTeams: readonly number[] = [];

function seatTeamsOf(rules: GamshRules): readonly number[] {
  if (rules === lastRules) return lastSeatTeams;
  let st = seatTeamsCache.get(rules);
  if (!st)
    seatTeamsCache.set(rules, (st = Object.freeze(Array.from({ length: rules.seats }, (_, i) => teamOf(rules, i)))));
  lastRules = rules;
  return (lastSeatTeams = st);
}

/** The seat's projection of `s` (no copies; the state is immutable). Only the seat's own hidden information. */
export function gamshSeatView(rules: GamshRules, s: GamshState, seat: Seat): GamshSeatView {
  const team = teamOf(rules, seat);
  const own = s.swap[seat];
  return {
    seat,
    phase: s.phase,
    team,
    partner: partnerOf(rules, seat),
    seatTeams: seatTeamsOf(rules),
    hand: s.hands[seat]!,
    middle: s.phase === 'preview' ? null : s.middle,
    midSwap: own !== null && own !== undefined,
    myDiscard: own ? own.card : null,
    mySignal: s.signals[team]!,
    paletteIds: rules.paletteIds,
    snackClaims: s.snack ? s.snack.claims : null,
    passed: s.passed[seat]!,
    secretPending: s.secretPending === null ? null : TEAM_LETTERS[s.secretPending]!,
    maySetSecret: s.secretPending === team || (s.round === 1 && s.phase === 'preview'),
    atomicSwap: rules.swapModel === 'atomic',
  };
}

/**
 * The same projection read from a seat's view (`viewGamsh`, a `GamshView` of a seat, not the all-seeing one), e.g.
 * when a live table hands bots views as JSON.
 */
export function seatViewFromJson(view: GamshView | Json): GamshSeatView {
  const v = view as unknown as GamshView;
  const seat = v.seat!;
  return {
    seat,
    phase: v.phase,
    team: v.team!,
    partner: v.partner!,
    seatTeams: v.seatTeams,
    hand: v.hand!,
    middle: v.middle,
    midSwap: v.midSwap[seat]!,
    myDiscard: v.myDiscard,
    mySignal: v.mySignal!,
    paletteIds: v.palette.map((p) => p.id),
    snackClaims: v.snack ? v.snack.claims.map((c) => [c.card, c.seat] as const) : null,
    passed: v.passed[seat]!,
    secretPending: v.secretPending,
    maySetSecret: v.maySetSecret,
    atomicSwap: v.swapModel === 'atomic',
  };
}
