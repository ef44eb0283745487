// What a seat may see (GAM-015, DIG-021/023: never another team's secret entry or hidden hands), the
// outcome (GAM-080/081), position and hand notation, and the engine clock. Pure.
import type { Outcome, Seat } from '../../core/types';
import type { GamshRules } from './rules';
import { partnerOf, seatsOfTeam, teamOf, TEAM_LETTERS } from './rules';
import type { GamshState } from './state';
import { nextGamshTimer } from './timers';
import type { GamshView } from './view-type';

/** GAM-081: the team(s) with most points once a team reached the target; all tied teams win. */
export function gamshOutcome(rules: GamshRules, s: GamshState): Outcome | null {
  if (!s.winners) return null;
  const winners = s.winners.flatMap((t) => seatsOfTeam(rules, t)).sort((a, b) => a - b);
  const names = s.winners.map((t) => TEAM_LETTERS[t]).join(', ');
  return {
    winners,
    team: s.winners.length === 1 ? s.winners[0]! : null,
    reason: `team ${names} ${s.winners.length > 1 ? 'tie' : 'wins'} at ${s.scores.join(':')}`,
    rule: 'GAM-081',
  };
}

/** Position notation: scores by team, then the middle (ids in middle order), e.g. `A1 B0 C0 | ALP-D1 M2-D2 BULL M4-N`. */
export function formatGamshPosition(rules: GamshRules, s: GamshState): string {
  return `${s.scores.map((x, t) => `${TEAM_LETTERS[t]}${x}`).join(' ')} | ${s.middle.join(' ')}`;
}

/** Hands per seat as card ids separated by spaces. */
export function formatGamshHands(rules: GamshRules, s: GamshState): Record<Seat, string> {
  const out: Record<Seat, string> = {};
  for (let i = 0; i < rules.seats; i++) out[i] = s.hands[i]!.join(' ');
  return out;
}

/**
 * The view of `seat` (`null` = all-seeing, for replays and tests): `GamshView` (view-type.ts; times in ms,
 * engine clock). The all-seeing view adds `hands`, `signals`, `violations`, `draw`, `discard`; with HG-13
 * allWithinWindow a held call adds `pendingCalls` and a judged one `reveal.calls`. A seat sees its own team's
 * secret entry only; revealed hands only through `reveal` (GAM-035).
 */
export function viewGamsh(rules: GamshRules, s: GamshState, seat: Seat | null): GamshView {
  const all = seat === null;
  const from = s.now - rules.emoteDisplayMs;
  const emotes = (rules.emoteHistoryVisible || all ? s.emotes : s.emotes.filter((e) => e.t >= from)).map((e) => ({
    seat: e.seat,
    entry: e.entry,
    t: e.t,
  }));
  const v: GamshView = {
    seat,
    team: all ? null : teamOf(rules, seat),
    partner: all ? null : partnerOf(rules, seat),
    now: s.now,
    phase: s.phase,
    round: s.round,
    pauseReason: s.pauseReason,
    until: s.until,
    nextTimer: nextGamshTimer(rules, s),
    teams: rules.teams,
    seatTeams: Array.from({ length: rules.seats }, (_, i) => teamOf(rules, i)),
    scores: s.scores.slice(),
    target: rules.target,
    hand: all ? null : s.hands[seat]!.slice(),
    handCounts: s.hands.map((h) => h.length),
    midSwap: s.swap.map((m) => m !== null),
    myDiscard: all ? null : (s.swap[seat]?.card ?? null),
    middle: s.phase === 'preview' && !all ? null : s.middle.slice(),
    middleCount: s.middle.length,
    drawCount: s.draw.length,
    discardCount: s.discard.length,
    discardTop: s.discard[s.discard.length - 1] ?? null,
    foehnInMiddle: s.phase === 'preview' && !all ? [] : s.middle.filter((c) => rules.foehn.includes(c as never)),
    snack: s.snack ? { until: s.snack.until, claims: s.snack.claims.map(([card, by]) => ({ card, seat: by })) } : null,
    passed: s.passed.slice(),
    emotes,
    palette: rules.palette.map((p) => ({ id: p.id, category: p.category })),
    mySignal: all ? null : s.signals[teamOf(rules, seat)]!,
    secretPending: s.secretPending === null ? null : TEAM_LETTERS[s.secretPending]!,
    maySetSecret: all ? false : s.secretPending === teamOf(rules, seat) || (s.round === 1 && s.phase === 'preview'),
    slapLockedUntil: all ? null : s.slapLock[seat]!,
    pendingCall: s.pendingCall
      ? { seat: s.pendingCall.seat, call: s.pendingCall.call, target: s.pendingCall.target, at: s.pendingCall.at }
      : null,
    reveal: s.reveal
      ? {
          call: s.reveal.call,
          seat: s.reveal.seat,
          correct: s.reveal.correct,
          hands: s.reveal.hands,
          deltas: s.reveal.deltas.slice(),
          ...(s.reveal.calls
            ? {
                calls: s.reveal.calls.map((c) => ({
                  call: c.call,
                  seat: c.seat,
                  correct: c.correct,
                  deltas: c.deltas.slice(),
                })),
              }
            : {}),
        }
      : null,
    winners: s.winners ? s.winners.map((t) => TEAM_LETTERS[t]!) : null,
    reshuffles: s.reshuffles,
    swapModel: rules.swapModel,
  };
  return {
    ...v,
    // HG-13 allWithinWindow: every call held together (only while there are such calls).
    ...(s.pendingCalls
      ? { pendingCalls: s.pendingCalls.map((p) => ({ seat: p.seat, call: p.call, target: p.target, at: p.at })) }
      : {}),
    ...(all
      ? {
          hands: s.hands.map((h) => h.slice()),
          signals: s.signals.slice(),
          violations: s.violations.map((x) => ({ ...x })),
          draw: s.draw.slice(),
          discard: s.discard.slice(),
        }
      : {}),
  };
}
