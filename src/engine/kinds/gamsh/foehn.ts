// Slaps on Föhn cards (GAM-052…067, DIG-034…037): Gamekeeper catches and undoing the swap, Farmer slaps,
// Bull replacements, and claims at the Snack. Pure.
import type { GameEvent, Rng, Seat } from '../../core/types';
import type { GamshRules } from './rules';
import { teamOf } from './rules';
import { own, removeCard, type Draft, type Violation } from './state';
import { endSnack, replaceMiddle, snackTargets } from './flow';
import { addScores, pause, toOthers, toTeam } from './score';
import { farmerForHeldCall, judgeHeldCall } from './calls';

/**
 * Applies a listed SLAP on `card` by `seat` (the seat holds 4 cards; the card lies in the middle). In a pause
 * the only listed slap is the caller's Farmer slap on its held call, which judges the call with the Farmer (DIG-034).
 */
export function resolveSlap(
  d: Draft,
  rules: GamshRules,
  seat: Seat,
  card: string,
  rng: Rng,
  events: GameEvent[],
): void {
  if (d.phase === 'snack') {
    // GAM-064/067, HG-09: at the Snack every other middle card (the Bull included) is a claim, one per player.
    d.snack = { until: d.snack!.until, claims: [...d.snack!.claims, [card, seat]] };
    events.push({
      type: 'slap',
      rule: rules.effectOf[card] === 'replaceMiddle' ? 'GAM-067' : 'GAM-064',
      seat,
      card,
      claim: true,
    });
    // GAM-063/GAM-052, DIG-034 (HG-21): a claim on the Farmer is still a slap on the Farmer lying in the middle
    // (GAM-050); it counts for the slapper's own call within ±farmerSlapWindowMs (the Snack stops swaps, not calls).
    if (rules.effectOf[card] === 'threeMakeQuartet') own(d, 'farmerSlap')[seat] = d.now;
    if (snackTargets(d, rules).length === 0) endSnack(d, rules, rng, events);
    return;
  }
  if (d.phase === 'pause') {
    // DIG-034/HG-21: the caller slaps the Farmer after its own held call (the only slap listed in a pause): it counts.
    events.push({ type: 'slap', rule: 'DIG-034', seat, card });
    own(d, 'farmerSlap')[seat] = d.now;
    if (d.pendingCalls) return farmerForHeldCall(d, seat); // HG-13 allWithinWindow: judged with the others when the hold ends
    return judgeHeldCall(d, rules, true, events);
  }
  events.push({ type: 'slap', rule: 'GAM-052', seat, card });
  const effect = rules.effectOf[card];
  if (effect === 'threeMakeQuartet')
    own(d, 'farmerSlap')[seat] = d.now; // DIG-034: no effect without a call (HG-21 window)
  else if (effect === 'replaceMiddle') replaceMiddle(d, rules, rng, 'bull', events);
  else slapGamekeeper(d, rules, seat, events);
}

/**
 * DIG-035: the slapper catches the most recent open violation (≤ `gamekeeperCatchWindowMs` old) of an
 * opponent (HG-05), which is then closed (GAM-062: one point per violation), the swap undone (HG-06) and
 * +1 scored, with a short PAUSE. Otherwise nothing happens except a slap lock-out (and HG-08's penalty).
 */
function slapGamekeeper(d: Draft, rules: GamshRules, seat: Seat, events: GameEvent[]): void {
  const team = teamOf(rules, seat);
  const from = d.now - rules.gamekeeperCatchWindowMs;
  let best = -1;
  d.violations.forEach((v, i) => {
    const mayCatch = v.seat !== seat && (rules.gamekeeperCatchers === 'anyone' || teamOf(rules, v.seat) !== team);
    if (mayCatch && v.at >= from && (best < 0 || v.at >= d.violations[best]!.at)) best = i;
  });
  if (best < 0) {
    own(d, 'slapLock')[seat] = d.now + rules.slapCooldownMs;
    events.push({ type: 'false-slap', rule: 'GAM-061', seat, until: d.slapLock[seat]! });
    if (rules.falseSlapPenalty > 0)
      addScores(d, rules, toOthers(rules, team, rules.falseSlapPenalty), 'gamekeeper-false-slap', 'GAM-061', events);
    return;
  }
  const v = d.violations[best]!;
  own(d, 'violations').splice(best, 1);
  events.push({ type: 'catch', rule: 'GAM-062', seat, violator: v.seat, card: v.card });
  undoSwap(d, rules, v, events);
  addScores(d, rules, toTeam(rules, team, rules.points.catch), 'gamekeeper', 'GAM-061', events);
  pause(d, 'catch', d.now + rules.catchPauseMs, 'continue', events);
}

/**
 * GAM-061/HG-06 UNDO_SWAP, as far as the cards still allow: the taken card goes back to the middle and the
 * discarded card back to the hand (hands stay at 4). If the discarded card is gone, the violator is mid-swap
 * again; if the taken card has left the hand, nothing moves; nor if the violator took her own discard back
 * (GAM-022: the swap is already undone). `nightCardOnly` returns just a taken night card.
 */
function undoSwap(d: Draft, rules: GamshRules, v: Violation, events: GameEvent[]): void {
  const hand = d.hands[v.seat]!;
  const deadline = d.now + rules.catchPauseMs + rules.midSwapTimeoutMs;
  const moved: string[] = [];
  if (v.take === null) {
    if (d.swap[v.seat] && removeCard(d.middle, v.give)) {
      hand.push(v.give);
      d.swap[v.seat] = null;
      moved.push(v.give);
    }
  } else if (v.take === v.give) {
    // GAM-022: the violator took her own discard back — the whole swap is already undone; nothing moves.
  } else if (hand.includes(v.take)) {
    const both = !(rules.gamekeeperUndo === 'nightCardOnly' && v.dir === 'take') && d.middle.includes(v.give);
    if (both) {
      removeCard(hand, v.take);
      d.middle.push(v.take);
      removeCard(d.middle, v.give);
      hand.push(v.give);
      moved.push(v.take, v.give);
    } else if (!d.swap[v.seat]) {
      removeCard(hand, v.take);
      d.middle.push(v.take);
      d.swap[v.seat] = { card: v.give, deadline };
      moved.push(v.take);
    }
  }
  events.push({ type: 'undo-swap', rule: 'GAM-061', seat: v.seat, cards: moved });
}
