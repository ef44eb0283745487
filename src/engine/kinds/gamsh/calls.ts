// Calls (GAM-030…036, DIG-030…033) and Outgämshed guesses (GAM-040…042, DIG-024): judging, payouts to the
// caller's team or to every other team (GAM-034), reveals and the pause that ends the round. Pure.
import type { GameEvent, Seat } from '../../core/types';
import { isQuartet } from './cards';
import type { GamshRules } from './rules';
import { partnerOf, teamOf, TEAM_LETTERS } from './rules';
import { own, type Draft, type GamshState, type PendingCall } from './state';
import { addScores, pause, toOthers, toTeam } from './score';
import { effectInMiddle } from './deck-table';

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
export function isHeldCallSlap(
  rules: GamshRules,
  s: GamshState,
  seat: Seat,
  card: string,
  now: number = s.now,
): boolean {
  if (s.pendingCalls) {
    // HG-13 allWithinWindow: any held caller whose call the Farmer can still change, within its own ±window (HG-21).
    const c = s.pendingCalls.find((p) => p.seat === seat);
    return (
      !!c &&
      card === rules.cardWith.threeMakeQuartet &&
      !c.farmer &&
      farmerCanHelp(rules, c.call) &&
      now <= c.at + rules.farmerSlapWindowMs
    );
  }
  return s.pendingCall !== null && s.pendingCall.seat === seat && card === rules.cardWith.threeMakeQuartet;
}

/**
 * HG-13 `allWithinWindow`: true iff `seat` may still add its call to the calls held together — at most
 * `simultaneousCallWindowMs` after the first (ends included), one call per player.
 */
export function mayJoinHeldCalls(rules: GamshRules, s: GamshState, seat: Seat, now: number = s.now): boolean {
  const held = s.pendingCalls;
  return !!held && now <= held[0]!.at + rules.simultaneousCallWindowMs && !held.some((p) => p.seat === seat);
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
export function resolveCall(
  d: Draft,
  rules: GamshRules,
  seat: Seat,
  call: 'gamsh' | 'double' | 'counter',
  target: number | null,
  flag: boolean,
  events: GameEvent[],
): void {
  const inMiddle = effectInMiddle(rules, d.middle, 'threeMakeQuartet');
  if (flag) events.push({ type: 'slap', rule: 'GAM-063', seat, card: rules.cardWith.threeMakeQuartet ?? 'FARMER' });
  const farmer = inMiddle && (flag || slappedNear(d, rules, seat, d.now));
  if (rules.simultaneousCalls === 'allWithinWindow')
    return holdTogether(
      d,
      rules,
      { seat, call, target, at: d.now, farmer },
      inMiddle && !farmer && farmerCanHelp(rules, call) && d.swap[seat] === null,
      events,
    );
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
 * HG-13 `allWithinWindow`: every call is held — the first opens a PAUSE (reason `call`) of
 * `simultaneousCallWindowMs` in which the other players' calls join it; a call the caller's post-call Farmer
 * slap could still change (DIG-034) keeps the hold open until its own Farmer window has passed. When the hold
 * ends all of them are judged together (`judgeHeldCalls`).
 */
function holdTogether(d: Draft, rules: GamshRules, c: PendingCall, farmerHold: boolean, events: GameEvent[]): void {
  const first = !d.pendingCalls;
  const end =
    d.now + Math.max(first ? rules.simultaneousCallWindowMs : 0, farmerHold ? rules.farmerSlapWindowMs : 0) + 1;
  if (first) {
    d.pendingCall = c;
    d.pendingCalls = [c];
    events.push({ type: 'call-held', rule: 'DIG-033', seat: c.seat, call: c.call, target: c.target, until: end });
    pause(d, 'call', end, 'newRound', events);
    return;
  }
  d.pendingCalls = [...d.pendingCalls!, c];
  if (end > d.until!) d.until = end;
  events.push({ type: 'call-held', rule: 'DIG-033', seat: c.seat, call: c.call, target: c.target, until: d.until! });
}

/** HG-13 `allWithinWindow`: a held caller's Farmer slap within its window makes the Farmer count for its call. */
export function farmerForHeldCall(d: Draft, seat: Seat): void {
  d.pendingCalls = d.pendingCalls!.map((p) => (p.seat === seat ? { ...p, farmer: true } : p));
  d.pendingCall = d.pendingCalls[0]!;
}

/**
 * HG-13 `allWithinWindow`: judges every held call in order against the hands now (unchanged since the first call:
 * it was a pause), each with the Farmer iff it counted for it. Each call scores as on its own (GAM-031…034); the
 * end (GAM-080) is checked once, after all of them, so several teams can reach the target together. One reveal
 * (all hands shown, `reveal.calls` lists the verdicts), then the reveal pause and a new round.
 */
export function judgeHeldCalls(d: Draft, rules: GamshRules, events: GameEvent[]): void {
  const held = d.pendingCalls!;
  d.pendingCalls = undefined;
  d.pendingCall = null;
  const farmerIn = effectInMiddle(rules, d.middle, 'threeMakeQuartet');
  const verdicts = held.map((p) => verdict(d, rules, p.seat, p.call, p.target, false, farmerIn && !!p.farmer));
  const hands: Record<string, string[]> = {};
  for (const v of verdicts) {
    for (const s of v.shown) hands[String(s)] = d.hands[s]!.slice();
    events.push({
      type: 'call',
      rule: v.rule,
      seat: v.seat,
      call: v.call,
      target: v.target,
      farmer: v.farmer,
      correct: v.correct,
    });
    events.push({
      type: 'reveal-hands',
      rule: 'GAM-035',
      seats: v.shown,
      hands: Object.fromEntries(v.shown.map((s) => [String(s), d.hands[s]!.slice()])),
    });
  }
  const total = new Array<number>(rules.teams).fill(0);
  for (const v of verdicts) v.deltas.forEach((x, t) => (total[t]! += x));
  const f = verdicts[0]!;
  d.reveal = {
    call: f.notation,
    seat: f.seat,
    correct: f.correct,
    hands,
    deltas: total,
    calls: verdicts.map((v) => ({ call: v.notation, seat: v.seat, correct: v.correct, deltas: v.deltas })),
  };
  verdicts.forEach((v, i) =>
    addScores(
      d,
      rules,
      v.deltas,
      `${v.call}-${v.correct ? 'right' : 'wrong'}`,
      v.correct ? v.rule : 'GAM-034',
      events,
      i === verdicts.length - 1,
    ),
  );
  pause(d, 'reveal', d.now + rules.revealPauseMs, 'newRound', events);
}

/**
 * Judges the held call (DIG-034) at the current clock: with the Farmer iff `slapped` (the caller's Farmer
 * slap came within the window), else without. Hands cannot change during the hold (it is a pause), so this is
 * the verdict the hands at call time give. Then SCORE, REVEAL_HANDS and the reveal pause as for any call.
 */
export function judgeHeldCall(d: Draft, rules: GamshRules, slapped: boolean, events: GameEvent[]): void {
  const p = d.pendingCall!;
  d.pendingCall = null;
  judgeCall(
    d,
    rules,
    p.seat,
    p.call,
    p.target,
    false,
    slapped && effectInMiddle(rules, d.middle, 'threeMakeQuartet'),
    events,
  );
}

/**
 * Judges a call against the hands now (DIG-030…032), `farmer` saying whether the Farmer counts (GAM-063):
 * Gämsh — the partner has a quartet (GAM-031; Farmer: 3 of a motif, GAM-063);
 * Double — caller and partner both have one (GAM-032; HG-02, HG-03);
 * Counter at `target` — the target or the target's partner has one (GAM-033; Farmer ignored unless HG-04).
 * Right: the caller's team scores; wrong: every other team scores the claimed points (GAM-034). Hands are
 * shown (GAM-035), then PAUSE and a new round (GAM-036, GAM-071).
 */
function judgeCall(
  d: Draft,
  rules: GamshRules,
  seat: Seat,
  call: 'gamsh' | 'double' | 'counter',
  target: number | null,
  flag: boolean,
  farmer: boolean,
  events: GameEvent[],
): void {
  const { correct, deltas, shown, rule, notation } = verdict(d, rules, seat, call, target, flag, farmer);
  const hands: Record<string, string[]> = {};
  for (const s of shown) hands[String(s)] = d.hands[s]!.slice();
  events.push({ type: 'call', rule, seat, call, target, farmer, correct });
  events.push({ type: 'reveal-hands', rule: 'GAM-035', seats: shown, hands });
  d.reveal = { call: notation, seat, correct, hands, deltas };
  addScores(d, rules, deltas, `${call}-${correct ? 'right' : 'wrong'}`, correct ? rule : 'GAM-034', events);
  pause(d, 'reveal', d.now + rules.revealPauseMs, 'newRound', events);
}

/** The verdict on one call against the hands now (see `judgeCall`): right or wrong, points per team, the seats shown. */
function verdict(
  d: GamshState,
  rules: GamshRules,
  seat: Seat,
  call: 'gamsh' | 'double' | 'counter',
  target: number | null,
  flag: boolean,
  farmer: boolean,
) {
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
  const notation = `call:${call === 'counter' ? `counter:${target}` : call}${flag ? '+farmer' : ''}`;
  return { seat, call, target, farmer, correct, deltas, shown, rule, notation };
}

/**
 * OUTGAMSH (DIG-024): right iff `entry` is the named team's current secret entry (DIG-025: checked against
 * that team only). Right: +3, PAUSE, the outed team chooses a new entry (GAM-041, HG-16), new round.
 * Wrong: 3 points to each other team (HG-01 `eachOtherTeam`) or to the named team only; play continues (GAM-042).
 */
export function resolveOutgamsh(
  d: Draft,
  rules: GamshRules,
  seat: Seat,
  named: number,
  entry: string,
  events: GameEvent[],
): void {
  const team = teamOf(rules, seat);
  own(d, 'guesses')[team * rules.teams + named]!++;
  const correct = d.signals[named] === entry;
  const x = rules.points.outgamsh;
  const deltas = correct
    ? toTeam(rules, team, x)
    : rules.outgamshWrongPayout === 'namedTeamOnly'
      ? toTeam(rules, named, x)
      : toOthers(rules, team, x);
  events.push({
    type: 'outgamsh',
    rule: correct ? 'GAM-040' : 'GAM-042',
    seat,
    team: TEAM_LETTERS[named]!,
    entry,
    correct,
  });
  if (correct) d.reveal = { call: `outgamsh:${TEAM_LETTERS[named]}=${entry}`, seat, correct, hands: {}, deltas };
  addScores(d, rules, deltas, `outgamsh-${correct ? 'right' : 'wrong'}`, correct ? 'GAM-040' : 'GAM-042', events);
  if (!correct || d.phase === 'over') return;
  d.secretPending = named;
  pause(d, 'outgamsh', d.now + (rules.outgamshPauseMs ?? rules.revealPauseMs), 'newRound', events);
}
