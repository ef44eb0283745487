// Legality of Gämsh inputs with a reason code (DIG-002/004/005, DIG-036), and the canonical list of legal
// actions, built by filtering every candidate notation through the same check. Pure.
import type { Action, EngineError, Seat } from '../../core/types';
import { isNight } from './cards';
import type { GamshRules } from './rules';
import { partnerOf, teamOf } from './rules';
import type { GamshState } from './state';
import { parseMove, type GamshMove } from './notation';
import { snackTargets } from './flow';
import { isHeldCallSlap, mayJoinHeldCalls } from './calls';
import { checkAtomicSwap, pushAtomicSwapCandidates } from './swap-model';
import { effectInMiddle, neverTaken } from './deck-table';

const no = (code: string, message: string): EngineError => ({ code: `gamsh/${code}`, message });

/** True if `seat`'s team may (re)choose its secret entry now: after being outed (GAM-041) or in the first preview. */
export function maySetSecret(s: GamshState, rules: GamshRules, seat: Seat): boolean {
  return s.secretPending === teamOf(rules, seat) || (s.round === 1 && s.phase === 'preview');
}

/**
 * Null iff `legalActions` lists the action; otherwise why not. Codes (docs/rules/gamsh.md names in brackets):
 * `paused` [paused], `round-over` [round_over], `snack-no-swap` [snack_no_swap], `snack-never-taken`
 * [snack_never_taken], `one-slap-per-player` [one_slap_per_player], `must-complete-swap` [must_complete_swap],
 * `card-gone` [card_gone], `not-in-hand`, `not-mid-swap`, `mid-swap`, `card-claimed`, `not-slappable`,
 * `slap-cooldown`, `no-farmer`, `bad-target`, `bad-entry`, `limit`, `already-passed`, `malformed`, `swap-model` (DIG-012).
 */
export function checkGamshAction(rules: GamshRules, s: GamshState, action: Action): EngineError | null {
  const m = parseNotation(action.notation);
  if (!m) return no('malformed', `"${action.notation}" is not Gämsh notation.`);
  // The action's time is the clock (`timedInputs`): no timer is due before it, so only the clock would move.
  return checkMove(rules, s, action.seat, m, action.time !== undefined && action.time > s.now ? action.time : s.now);
}

/** Parsed notations by text: inputs repeat a small set of notations (checked, then applied), so each is parsed once. */
const PARSED = new Map<string, GamshMove | null>();

/** The text parsed last and its move: an input is checked, then applied. */
let lastText = '';
let lastMove: GamshMove | null = null;

/** `parseMove`, memoized (moves are immutable; the memo is emptied when it grows past 4 096 texts). */
export function parseNotation(text: string): GamshMove | null {
  if (text === lastText) return lastMove;
  let m = PARSED.get(text);
  if (m === undefined) {
    m = parseMove(text);
    if (PARSED.size >= 4096) PARSED.clear();
    PARSED.set(text, m);
  }
  lastText = text;
  return (lastMove = m);
}

function entryOk(rules: GamshRules, e: string): boolean {
  return rules.paletteIds.includes(e);
}

/** `checkGamshAction` for an already parsed move, at the clock `now` (ms, at least `s.now`). */
export function checkMove(
  rules: GamshRules,
  s: GamshState,
  seat: Seat,
  m: GamshMove,
  now: number = s.now,
): EngineError | null {
  if (s.phase === 'over') return no('game-over', 'The game is over.');
  if (m.type === 'wait') return null;
  if (m.type === 'signal')
    return entryOk(rules, m.entry) ? null : no('bad-entry', `"${m.entry}" is not in the palette.`);
  if (m.type === 'secret') return checkSecret(rules, s, seat, m.entry);
  if (m.type === 'take' && neverTaken(rules, m.card))
    return no('snack-never-taken', 'The Snack can never be taken (GAM-051).');
  if (s.phase === 'preview') return no('paused', 'The middle is not revealed yet (DIG-005).');
  if (s.phase === 'pause') {
    if (m.type === 'slap' && isHeldCallSlap(rules, s, seat, m.card, now))
      return checkSlap(rules, s, seat, m.card, s.swap[seat] !== null, now); // DIG-034
    if (m.type === 'call' && mayJoinHeldCalls(rules, s, seat, now))
      return checkCall(rules, s, seat, m.call, m.target, m.farmer, s.swap[seat] !== null, now); // HG-13
    const roundOver = s.then === 'newRound' && (m.type === 'call' || m.type === 'outgamsh');
    return roundOver
      ? no('round-over', 'A call already ended this round (DIG-033).')
      : no('paused', 'The game is paused (DIG-005).');
  }
  const mid = s.swap[seat] !== null;
  const hand = s.hands[seat]!;
  switch (m.type) {
    case 'discard':
      if (rules.swapModel === 'atomic')
        return no(
          'swap-model',
          'Swaps are one input in this ruleset: swap:<give>:<take> (swapModel: atomic, DIG-012).',
        );
      if (s.phase === 'snack') return no('snack-no-swap', 'No swapping while the Snack is in the middle (GAM-064).');
      if (mid) return no('mid-swap', 'Take a card first: a swap is discard, then take (GAM-021).');
      return hand.includes(m.card) ? null : no('not-in-hand', `${m.card} is not in the hand.`);
    case 'take':
      // At the Snack nobody swaps (GAM-064): a player with 4 cards is told that, not to discard first.
      if (!mid)
        return s.phase === 'snack'
          ? no('snack-no-swap', 'No swapping while the Snack is in the middle (GAM-064).')
          : no('not-mid-swap', 'Discard a card first (GAM-021).');
      if (s.phase === 'snack' && !rules.snackMidSwapMustComplete)
        return no('snack-no-swap', 'No swapping while the Snack is in the middle (GAM-064).');
      if (!s.middle.includes(m.card)) return no('card-gone', `${m.card} is not in the middle (GAM-023).`);
      if (s.snack?.claims.some((c) => c[0] === m.card))
        return no('card-claimed', `${m.card} was slapped at the Snack.`);
      return null;
    case 'swap':
      return checkAtomicSwap(rules, s, seat, m.give, m.take); // DIG-012
    case 'pass':
      if (s.phase === 'snack') return no('snack-no-swap', 'No swapping while the Snack is in the middle (GAM-064).');
      return s.passed[seat] ? no('already-passed', 'Already passed.') : null;
    case 'call':
      return checkCall(rules, s, seat, m.call, m.target, m.farmer, mid, now);
    case 'outgamsh':
      if (m.team >= rules.teams || m.team === teamOf(rules, seat))
        return no('bad-target', 'Name another team (GAM-040).');
      if (!entryOk(rules, m.entry)) return no('bad-entry', `"${m.entry}" is not in the palette.`);
      if (rules.outgamshLimit !== null && s.guesses[teamOf(rules, seat) * rules.teams + m.team]! >= rules.outgamshLimit)
        return no('limit', 'No more guesses against this team (HG-20).');
      return null;
    case 'slap':
      return checkSlap(rules, s, seat, m.card, mid, now);
  }
}

function checkSecret(rules: GamshRules, s: GamshState, seat: Seat, entry: string): EngineError | null {
  const team = teamOf(rules, seat);
  if (!maySetSecret(s, rules, seat)) return no('paused', 'The secret signal cannot be changed now (GAM-012).');
  if (!rules.paletteIds.includes(entry)) return no('bad-entry', `"${entry}" is not in the palette.`);
  if (s.secretPending === team && rules.newSignalMustDiffer && s.signals[team] === entry)
    return no('bad-entry', 'The new signal must differ from the old one (HG-16).');
  if (rules.uniqueSignalsAcrossTeams && s.signals.some((e, t) => t !== team && e === entry))
    return no('bad-entry', 'Another team uses this entry (DIG-025).');
  return null;
}

function checkCall(
  rules: GamshRules,
  s: GamshState,
  seat: Seat,
  call: string,
  target: number | null,
  farmer: boolean,
  mid: boolean,
  now: number,
): EngineError | null {
  if (mid && !rules.callWhileMidSwap) return no('mid-swap', 'No calls while mid-swap (HG-14).');
  if (call === 'counter' && (target === null || target >= rules.seats || teamOf(rules, target) === teamOf(rules, seat)))
    return no('bad-target', 'Point at a player of another team (GAM-033).');
  if (farmer) {
    if (!effectInMiddle(rules, s.middle, 'threeMakeQuartet'))
      return no('no-farmer', 'The Farmer is not in the middle (GAM-063).');
    if (mid) return no('must-complete-swap', 'Complete the swap before slapping (GAM-025).');
    if (s.slapLock[seat]! > now) return no('slap-cooldown', 'Slaps are locked for a moment (DIG-035).');
  }
  return null;
}

function checkSlap(
  rules: GamshRules,
  s: GamshState,
  seat: Seat,
  card: string,
  mid: boolean,
  now: number,
): EngineError | null {
  if (mid) return no('must-complete-swap', 'Complete the swap before slapping (GAM-025, DIG-013).');
  if (s.slapLock[seat]! > now) return no('slap-cooldown', 'Slaps are locked for a moment (DIG-035).');
  if (!s.middle.includes(card)) return no('card-gone', `${card} is not in the middle.`);
  // At the Snack, and during a call held at the Snack (DIG-034: the caller's Farmer slap), one slap per player and
  // the first slap takes the card (GAM-064, GAM-052).
  if (s.snack && (s.phase === 'snack' || s.phase === 'pause')) {
    if (s.snack.claims.some((c) => c[1] === seat))
      return no('one-slap-per-player', 'One slap per player at the Snack (GAM-064).');
    if (s.snack.claims.some((c) => c[0] === card)) return no('card-claimed', `${card} was already slapped (GAM-064).`);
    if (s.phase === 'pause') return null;
    return snackTargets(s, rules).includes(card)
      ? null
      : no('not-slappable', `${card} cannot be slapped at the Snack.`);
  }
  // GAM-052: the Föhn cards are slapped, except the Snack (its effect is the slapping of the others, GAM-064)
  const effect = rules.effectOf[card];
  return effect !== undefined && effect !== 'snackRace'
    ? null
    : no('not-slappable', `${card} is not a card to slap (GAM-052).`);
}

/** Every notation that could be legal for `seat` in this state, in canonical order (before filtering). */
function candidates(rules: GamshRules, s: GamshState, seat: Seat): string[] {
  const out: string[] = [];
  for (const c of s.hands[seat]!) out.push(`discard:${c}`);
  for (const c of s.middle) out.push(`take:${c}`);
  pushAtomicSwapCandidates(rules, s, seat, out); // DIG-012: only with swapModel atomic
  for (const c of s.middle) out.push(`slap:${c}`);
  const farmer = effectInMiddle(rules, s.middle, 'threeMakeQuartet') ? ['', '+farmer'] : [''];
  for (const f of farmer) {
    out.push(`call:gamsh${f}`, `call:double${f}`);
    for (let t = 0; t < rules.seats; t++)
      if (teamOf(rules, t) !== teamOf(rules, seat)) out.push(`call:counter:${t}${f}`);
  }
  for (let t = 0; t < rules.teams; t++) for (const e of rules.paletteIds) out.push(`outgamsh:${'ABC'[t]}=${e}`);
  out.push('pass');
  for (const e of rules.paletteIds) out.push(`signal:${e}`);
  for (const e of rules.paletteIds) out.push(`secret:${e}`);
  out.push('wait');
  return out;
}

/** GAM-020: everyone may act at any time; the legal actions of `seat` in canonical order (DIG-005 phases). */
export function listGamshActions(rules: GamshRules, s: GamshState, seat: Seat): Action[] {
  if (s.phase === 'over' || seat < 0 || seat >= rules.seats) return [];
  const out: Action[] = [];
  for (const n of candidates(rules, s, seat)) {
    const a = { seat, notation: n };
    if (!checkGamshAction(rules, s, a)) out.push(a);
  }
  return out;
}

/** Seats that may act: all of them until the game is over (GAM-020, GAM-030). */
export function gamshToAct(rules: GamshRules, s: GamshState): Seat[] {
  const out: Seat[] = [];
  if (s.phase !== 'over') for (let i = 0; i < rules.seats; i++) out.push(i);
  return out;
}

/** Whether a night card move is a Gamekeeper violation (GAM-060): the card guarding night cards lies in the middle. */
export function breaksGamekeeper(rules: GamshRules, s: GamshState, card: string): boolean {
  return isNight(card) && effectInMiddle(rules, s.middle, 'guardNightCards');
}

export { partnerOf };
