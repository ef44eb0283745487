// Applying a listed Gämsh input: swaps (GAM-020…025, DIG-010/011), passes (GAM-070), emotes and secret
// signals (DIG-021…024); calls and slaps are delegated to `calls.ts` and `foehn.ts`. Pure.
import type { Action, GameEvent, Rng, Seat } from '../../core/types';
import type { Card } from './cards';
import { EngineBug } from '../../core/result';
import { hashJson } from '../../core/hash';
import type { GamshRules } from './rules';
import { teamOf, TEAM_LETTERS } from './rules';
import { draft, own, removeCard, withNow, type Draft, type GamshState } from './state';
import { breaksGamekeeper, parseNotation } from './legal';
import { endPause, endSnack, replaceMiddle, snackTargets } from './flow';
import { resolveCall, resolveOutgamsh } from './calls';
import { resolveSlap } from './foehn';

/** Applies an action that `listGamshActions` lists at the state's clock (`action.time`, if given, is the clock). */
export function applyGamshAction(
  rules: GamshRules,
  state: GamshState,
  action: Action,
  rng: Rng,
): { state: GamshState; events: GameEvent[] } {
  const m = parseNotation(action.notation);
  if (!m) throw new EngineBug(`gamsh: unparsable listed action ${action.notation}`);
  const hot =
    state.phase === 'swap' && (m.type === 'signal' || m.type === 'pass' || m.type === 'discard' || m.type === 'take');
  const d = hot ? copyOnWrite(state, action.seat, m.type) : draft(state);
  if (action.time !== undefined && action.time > d.now) d.now = action.time;
  const events: GameEvent[] = [];
  const seat = action.seat;
  switch (m.type) {
    case 'wait':
      break;
    case 'signal':
      emote(d, rules, seat, m.entry, events);
      break;
    case 'secret':
      setSecret(d, rules, seat, m.entry, rng, events);
      break;
    case 'discard':
      discard(d, rules, seat, m.card, events);
      break;
    case 'take':
      takeCard(d, rules, seat, m.card, rng, events, false);
      break;
    case 'swap': // DIG-012 (swapModel atomic): DISCARD and TAKE as one input, so nobody can snatch the discard
      discard(d, rules, seat, m.give, events);
      takeCard(d, rules, seat, m.take, rng, events, false);
      break;
    case 'pass':
      d.passed[seat] = true;
      events.push({ type: 'pass', rule: 'GAM-070', seat });
      if (rules.allPassReplaces && !d.passed.includes(false)) {
        if (hot) copyRest(d, state); // flow code expects a full draft
        replaceMiddle(d, rules, rng, 'allPass', events);
      }
      break;
    case 'call':
      resolveCall(d, rules, seat, m.call, m.target, m.farmer, events);
      break;
    case 'outgamsh':
      resolveOutgamsh(d, rules, seat, m.team, m.entry, events);
      break;
    case 'slap':
      resolveSlap(d, rules, seat, m.card, rng, events);
      break;
  }
  return { state: d, events };
}

/**
 * A working copy for the frequent inputs in SWAP (emote, pass, discard, take), whose code is all in this
 * file: unlike `draft`, it copies only what the input changes — `passed` for a pass or discard; the outer
 * hands, `seat`'s hand, the middle and `swap` for a swap step — and shares every other array with `state`
 * (copy on write: unchanged hands keep their identity, which the bots' seat views rely on for speed).
 * Code outside this file gets a full draft (`copyRest`).
 */
function copyOnWrite(state: GamshState, seat: Seat, type: 'signal' | 'pass' | 'discard' | 'take'): Draft {
  const d = withNow(state, state.now) as Draft;
  if (type === 'pass' || type === 'discard') d.passed = state.passed.slice();
  if (type === 'discard' || type === 'take') {
    d.hands = state.hands.slice() as Card[][];
    d.hands[seat] = state.hands[seat]!.slice();
    d.middle = state.middle.slice();
    d.swap = state.swap.slice();
  }
  return d;
}

/** Completes a `copyOnWrite` copy of a pass into a full `draft` (hands, middle and `swap` copied too). */
function copyRest(d: Draft, state: GamshState): void {
  d.hands = state.hands.map((h) => h.slice());
  d.middle = state.middle.slice();
  d.swap = state.swap.slice();
}

/** DIG-022/023: an emote is broadcast with its sender; views show it for `emoteDisplayMs` (or the last 50). */
function emote(d: Draft, rules: GamshRules, seat: Seat, entry: string, events: GameEvent[]): void {
  const keepFrom = d.now - rules.emoteDisplayMs;
  d.emotes = rules.emoteHistoryVisible ? d.emotes.slice(-49) : d.emotes.filter((e) => e.t >= keepFrom);
  d.emotes.push({ seat, entry, t: d.now });
  events.push({ type: 'emote', rule: 'GAM-011', seat, entry });
}

/** DIG-021/024, GAM-041: a team seals a (new) entry; a pending outed team's pause then ends. */
function setSecret(d: Draft, rules: GamshRules, seat: Seat, entry: string, rng: Rng, events: GameEvent[]): void {
  const team = teamOf(rules, seat);
  own(d, 'signals')[team] = entry;
  events.push({
    type: 'signal-set',
    rule: 'GAM-041',
    team: TEAM_LETTERS[team]!,
    sealed: hashJson([rng.int(0, 0x7fffffff), team, entry]),
  });
  if (d.secretPending === team) {
    d.secretPending = null;
    if (d.phase === 'pause' && (d.until === null || d.until <= d.now)) endPause(d, rules, rng, events);
  }
}

/** GAM-021 step 1 (DIG-010): the card goes face up to the middle; a night card under the Gamekeeper is a violation; a Snack starts GAM-064. */
function discard(d: Draft, rules: GamshRules, seat: Seat, card: string, events: GameEvent[]): void {
  const violation = breaksGamekeeper(rules, d, card);
  removeCard(d.hands[seat]!, card);
  d.middle.push(card);
  d.swap[seat] = { card, deadline: d.now + rules.midSwapTimeoutMs };
  d.passed.fill(false); // a copy (`draft`, `copyOnWrite`)
  d.lastDiscard = d.now;
  events.push({ type: 'discard', rule: 'GAM-021', seat, card });
  if (violation) addViolation(d, rules, { seat, card, dir: 'discard', at: d.now, give: card, take: null }, events);
  if (rules.effectOf[card] === 'snackRace') {
    d.phase = 'snack';
    d.snack = { until: d.now + rules.snackWindowMs, claims: [] };
    events.push({ type: 'snack', rule: 'GAM-064', until: d.snack.until });
  }
}

/**
 * GAM-021 step 2 (also AUTO_TAKE, DIG-011): the card joins the hand (4 again); a night card TAKEn under the Gamekeeper
 * is a violation. An AUTO_TAKE (`auto`) never is: it is the engine's move, not the player's, and GAM-061 catches only
 * «einen Spieler, der dies dennoch tut» (the input rules, DIG-001…004, record violations for the DISCARD and TAKE inputs). It only
 * completes the record of an open violation the player's own night-card DISCARD opened.
 */
export function takeCard(
  d: Draft,
  rules: GamshRules,
  seat: Seat,
  card: string,
  rng: Rng,
  events: GameEvent[],
  auto: boolean,
): void {
  const violation = breaksGamekeeper(rules, d, card);
  const give = d.swap[seat]!.card;
  removeCard(d.middle, card);
  // DIG-035: a violation is catchable only while the Gamekeeper is *still* in the middle; once it is taken, the
  // open violations close (discarding it again later does not reopen them).
  if (rules.effectOf[card] === 'guardNightCards' && d.violations.length) d.violations = [];
  d.hands[seat]!.push(card);
  d.swap[seat] = null;
  // GAM-022: taking back the card one has just discarded is a take of its own (cited so that playtests count it).
  events.push({
    type: auto ? 'auto-take' : 'take',
    rule: auto ? 'GAM-025' : card === give ? 'GAM-022' : 'GAM-021',
    seat,
    card,
  });
  let open = -1;
  for (let i = 0; i < d.violations.length && open < 0; i++)
    if (d.violations[i]!.seat === seat && d.violations[i]!.take === null) open = i;
  if (open >= 0) own(d, 'violations')[open] = { ...d.violations[open]!, take: card };
  else if (violation && !auto) addViolation(d, rules, { seat, card, dir: 'take', at: d.now, give, take: card }, events);
  if (d.phase === 'snack' && d.snack && snackTargets(d, rules).length === 0) endSnack(d, rules, rng, events);
}

function addViolation(d: Draft, rules: GamshRules, v: Draft['violations'][number], events: GameEvent[]): void {
  d.violations = d.violations.filter((o) => o.at >= d.now - rules.gamekeeperCatchWindowMs);
  d.violations.push(v);
  events.push({ type: 'violation', rule: 'GAM-060', seat: v.seat, card: v.card, direction: v.dir });
}

export { endPause };
