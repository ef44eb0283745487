// Calls (GAM-030…036, DIG-030…033) and Outgämshed guesses (GAM-040…042, DIG-024): judging, payouts to the
// caller's team or to every other team (GAM-034), reveals and the pause that ends the round. Pure.
import type { GameEvent, Seat } from '../../core/types';
import { isQuartet } from './cards';
import type { GamshRules } from './rules';
import { partnerOf, teamOf, TEAM_LETTERS } from './rules';
import { own, type Draft, type GamshState, type PendingCall } from './state';
import { addScores, pause, toOthers, toTeam } from './flow';

/** DIG-034/HG-21: the caller's own Farmer slap counts if it lies within ±`farmerSlapWindowMs` of the call at `at` (ends included). */
function slappedNear(d: Draft, rules: GamshRules, seat: Seat, at: number): boolean {
  const t = d.farmerSlap[seat]!;
  return t >= 0 && Math.abs(t - at) <= rules.farmerSlapWindowMs;
}

/** GAM-063, HG-04: calls the Farmer can help — Gämsh and Double, and Counter only with `farmerWithCounter`. */
function farmerCanHelp(rules: GamshRules, call: PendingCall['call']): boolean {
  return call !== 'counter' || rules.farmerWithCounter;
}

/**
 * True iff `seat` slapping `card` now is the post-call Farmer slap of its own held call (DIG-034, HG-21): the
 * only input besides SIGNAL accepted while a call is held (the usual slap checks still apply, see legal.ts).
 */
export function isHeldCallSlap(s: GamshState, seat: Seat, card: string): boolean {
  return s.pendingCall !== null && s.pendingCall.seat === seat && card === 'FARMER';
}

/**
 * A CALL (DIG-030…033). The Farmer counts (DIG-034, HG-21) if it lies in the middle and the caller slaps it
 * with the call (`+farmer`), or slapped it at most `farmerSlapWindowMs` before, or slaps it at most
 * `farmerSlapWindowMs` after. For that last case a call the Farmer could still change — the Farmer in the
 * middle, a call it can help (HG-04), a caller holding 4 cards (only they may slap, GAM-052) — is **held**:
 * PAUSE (reason `call`, then a new round; later calls are `round_over`, DIG-033) until the caller's Farmer
 * slap or the end of the window (`at + farmerSlapWindowMs + 1` ms, so a slap at exactly `+window` still
 * counts), whichever comes first; then it is judged as `judgeHeldCall` says. The hold does not depend on the
 * hands, so it reveals nothing. Every other call is judged at once.
 */
export function resolveCall(d: Draft, rules: GamshRules, seat: Seat, call: 'gamsh' | 'double' | 'counter', target: number | null, flag: boolean, events: GameEvent[]): void {
  const inMiddle = d.middle.includes('FARMER');
  if (flag) events.push({ type: 'slap', rule: 'GAM-063', seat, card: 'FARMER' });
  const farmer = inMiddle && (flag || slappedNear(d, rules, seat, d.now));
  if (inMiddle && !farmer && farmerCanHelp(rules, call) && d.swap[seat] === null) {
    const until = d.now + rules.farmerSlapWindowMs + 1;
    d.pendingCall = { seat, call, target, at: d.now };
    events.push({ type: 'call-held', rule: 'DIG-034', seat, call, target, until });
    pause(d, 'call', until, 'newRound', events);
    return;
  }
  judgeCall(d, rules, seat, call, target, flag, farmer, events);
}

/**
 * Judges the held call (DIG-034) at the current clock: with the Farmer iff `slapped` (the caller's Farmer
 * slap came within the window), else without. Hands cannot change during the hold (it is a pause), so this is
 * the verdict the hands at call time give. Then SCORE, REVEAL_HANDS and the reveal pause as for any call.
 */
export function judgeHeldCall(d: Draft, rules: GamshRules, slapped: boolean, events: GameEvent[]): void {
  const p = d.pendingCall!;
  d.pendingCall = null;
  judgeCall(d, rules, p.seat, p.call, p.target, false, slapped && d.middle.includes('FARMER'), events);
}

/**
 * Judges a call against the hands now (DIG-030…032), `farmer` saying whether the Farmer counts (GAM-063):
 * Gämsh — the partner has a quartet (GAM-031; Farmer: 3 of a motif, GAM-063);
 * Double — caller and partner both have one (GAM-032; HG-02, HG-03);
 * Counter at `target` — the target or the target's partner has one (GAM-033; Farmer ignored unless HG-04).
 * Right: the caller's team scores; wrong: every other team scores the claimed points (GAM-034). Hands are
 * shown (GAM-035), then PAUSE and a new round (GAM-036, GAM-071).
 */
function judgeCall(d: Draft, rules: GamshRules, seat: Seat, call: 'gamsh' | 'double' | 'counter', target: number | null, flag: boolean, farmer: boolean, events: GameEvent[]): void {
  const team = teamOf(rules, seat);
  const partner = partnerOf(rules, seat);
  let correct: boolean;
  let points: number;
  let deltas: number[];
  const shown: Seat[] = [];
  let rule = 'GAM-031';
  if (call === 'gamsh') {
    correct = isQuartet(d.hands[partner]!, farmer);
    points = rules.points.gamsh;
    shown.push(partner);
    deltas = correct ? toTeam(rules, team, points) : toOthers(rules, team, points);
  } else if (call === 'double') {
    rule = 'GAM-032';
    const own = isQuartet(d.hands[seat]!, farmer && rules.farmerAppliesTo === 'both');
    const theirs = isQuartet(d.hands[partner]!, farmer);
    shown.push(partner, seat);
    points = rules.points.double;
    correct = own && theirs;
    if (correct) deltas = toTeam(rules, team, points);
    else if (own !== theirs && rules.doubleWhenOnlyOneQuartet === 'scoreAsGamsh') {
      correct = true;
      deltas = toTeam(rules, team, rules.points.gamsh);
    } else deltas = toOthers(rules, team, points);
  } else {
    rule = 'GAM-033';
    const p = target!;
    const withFarmer = farmer && rules.farmerWithCounter;
    const first = isQuartet(d.hands[p]!, withFarmer);
    shown.push(p);
    if (!first) shown.push(partnerOf(rules, p));
    correct = first || isQuartet(d.hands[partnerOf(rules, p)]!, withFarmer);
    points = rules.points.counter;
    deltas = correct ? toTeam(rules, team, points) : toOthers(rules, team, points);
  }
  const hands: Record<string, string[]> = {};
  for (const s of shown) hands[String(s)] = d.hands[s]!.slice();
  const notation = `call:${call === 'counter' ? `counter:${target}` : call}${flag ? '+farmer' : ''}`;
  events.push({ type: 'call', rule, seat, call, target, farmer, correct });
  events.push({ type: 'reveal-hands', rule: 'GAM-035', seats: shown, hands });
  d.reveal = { call: notation, seat, correct, hands, deltas };
  addScores(d, rules, deltas, `${call}-${correct ? 'right' : 'wrong'}`, correct ? rule : 'GAM-034', events);
  pause(d, 'reveal', d.now + rules.revealPauseMs, 'newRound', events);
}

/**
 * OUTGAMSH (DIG-024): right iff `entry` is the named team's current secret entry (DIG-025: checked against
 * that team only). Right: +3, PAUSE, the outed team chooses a new entry (GAM-041, HG-16), new round.
 * Wrong: 3 points to each other team (HG-01 `eachOtherTeam`) or to the named team only; play continues (GAM-042).
 */
export function resolveOutgamsh(d: Draft, rules: GamshRules, seat: Seat, named: number, entry: string, events: GameEvent[]): void {
  const team = teamOf(rules, seat);
  own(d, 'guesses')[team * rules.teams + named]!++;
  const correct = d.signals[named] === entry;
  const x = rules.points.outgamsh;
  const deltas = correct ? toTeam(rules, team, x) : rules.outgamshWrongPayout === 'namedTeamOnly' ? toTeam(rules, named, x) : toOthers(rules, team, x);
  events.push({ type: 'outgamsh', rule: correct ? 'GAM-040' : 'GAM-042', seat, team: TEAM_LETTERS[named]!, entry, correct });
  if (correct) d.reveal = { call: `outgamsh:${TEAM_LETTERS[named]}=${entry}`, seat, correct, hands: {}, deltas };
  addScores(d, rules, deltas, `outgamsh-${correct ? 'right' : 'wrong'}`, correct ? 'GAM-040' : 'GAM-042', events);
  if (!correct || d.phase === 'over') return;
  d.secretPending = named;
  pause(d, 'outgamsh', d.now + (rules.outgamshPauseMs ?? rules.revealPauseMs), 'newRound', events);
}
