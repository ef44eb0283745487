// Game flow shared by inputs and timers: dealing rounds (GAM-071), replacing the middle (GAM-066, 070,
// HG-10), the Snack window (GAM-064/065) and ending pauses; scores and entering a pause are in score.ts. Pure.
import type { GameEvent, Rng } from '../../core/types';
import { hashJson } from '../../core/hash';
import { buildDeck, type Card } from './cards';
import type { GamshRules } from './rules';
import { seatsOfTeam, TEAM_LETTERS } from './rules';
import { own, type Draft, type GamshState } from './state';
import { addScores } from './score';
import { judgeHeldCall, judgeHeldCalls } from './calls';
import { effectInMiddle } from './deck-table';

/** GAM-010/DIG-021: a team's sealed signal for the log (a salted hash, never the plain entry). */
function sealed(rng: Rng, team: number, entry: string): string {
  return hashJson([rng.int(0, 0x7fffffff), team, entry]);
}

/** A fresh game (setup): random secret entries per team (distinct if required), then round 1 is dealt. */
export function setupGamsh(rules: GamshRules, rng: Rng): { state: GamshState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const signals: string[] = [];
  for (let t = 0; t < rules.teams; t++) {
    const pool = rules.paletteIds.filter((e) => !rules.uniqueSignalsAcrossTeams || !signals.includes(e));
    signals.push(pool[rng.int(0, pool.length - 1)]!);
    events.push({ type: 'signal-set', rule: 'GAM-010', team: TEAM_LETTERS[t]!, sealed: sealed(rng, t, signals[t]!) });
  }
  const n = rules.seats;
  const d: Draft = {
    now: 0,
    phase: 'preview',
    until: 0,
    then: 'continue',
    pauseReason: null,
    round: 0,
    hands: Array.from({ length: n }, () => []),
    middle: [],
    draw: buildDeck(rules),
    discard: [],
    swap: new Array(n).fill(null),
    passed: new Array(n).fill(false),
    scores: new Array(rules.teams).fill(0),
    signals,
    secretPending: null,
    emotes: [],
    lastDiscard: 0,
    violations: [],
    slapLock: new Array(n).fill(0),
    farmerSlap: new Array(n).fill(-1),
    snack: null,
    pendingCall: null,
    pendingCalls: undefined,
    guesses: new Array(rules.teams * rules.teams).fill(0),
    reveal: null,
    winners: null,
    reshuffles: 0,
  };
  startRound(d, rules, rng, events);
  return { state: d, events };
}

/**
 * Deals a new round (GAM-071, HG-11): `reshuffleAll` shuffles all cards together (EN); `replaceFromDrawPile`
 * discards hands and middle and deals from the draw pile. 4 cards per hand, 4 face down in the middle;
 * the middle is revealed after `preRevealMs` (DIG-005 PREVIEW).
 */
export function startRound(d: Draft, rules: GamshRules, rng: Rng, events: GameEvent[]): void {
  if (rules.newRoundDeal === 'reshuffleAll' || d.round === 0) {
    d.draw = rng.shuffle(buildDeck(rules));
    d.discard = [];
    events.push({ type: 'shuffle', rule: 'GAM-071', cards: d.draw.length });
  } else {
    const discard = own(d, 'discard');
    for (const h of d.hands) discard.push(...h);
    discard.push(...d.middle);
  }
  d.hands = d.hands.map(() => []);
  d.middle = [];
  for (let s = 0; s < rules.seats; s++) d.hands[s] = take(d, rules, rng, 4, events);
  d.middle = take(d, rules, rng, 4, events);
  d.round++;
  d.phase = 'preview';
  d.until = d.now + rules.preRevealMs;
  d.then = 'continue';
  d.pauseReason = null;
  d.swap = d.swap.map(() => null);
  d.passed = d.passed.map(() => false);
  d.violations = [];
  d.snack = null;
  d.pendingCall = null;
  d.pendingCalls = undefined;
  d.farmerSlap = d.farmerSlap.map(() => -1);
  d.lastDiscard = d.now;
  events.push({
    type: 'deal',
    rule: 'GAM-071',
    round: d.round,
    hands: d.hands.map((h) => h.slice()),
    middle: d.middle.slice(),
  });
}

/** Takes `k` cards from the draw pile, shuffling the discard pile under it when short (HG-10). */
function take(d: Draft, _rules: GamshRules, rng: Rng, k: number, events: GameEvent[]): Card[] {
  if (d.draw.length < k && d.discard.length) reshuffleDiscards(d, rng, events);
  return own(d, 'draw')
    .splice(Math.max(0, d.draw.length - k), k)
    .reverse();
}

function reshuffleDiscards(d: Draft, rng: Rng, events: GameEvent[]): void {
  d.draw = [...rng.shuffle(d.discard.slice()), ...d.draw];
  d.discard = [];
  d.reshuffles++;
  events.push({ type: 'reshuffle-discards', rule: 'GAM-070', cards: d.draw.length });
}

/** DIG-005: the middle lands at the end of PREVIEW; a dealt Snack starts at once (GAM-054). */
export function revealMiddle(d: Draft, rules: GamshRules, events: GameEvent[]): void {
  d.phase = 'swap';
  d.until = null;
  d.lastDiscard = d.now;
  events.push({ type: 'reveal-middle', rule: 'GAM-071', middle: d.middle.slice() });
  if (effectInMiddle(rules, d.middle, 'snackRace')) startSnack(d, rules, events);
}

/**
 * REPLACE_MIDDLE (GAM-066 Bull, GAM-065 Snack, GAM-070 stall/all pass): the middle goes to the discard pile
 * (D-18) and 4 new cards are dealt, plus one per mid-swap player (so 4 remain once they have taken, GAM-025);
 * mid-swap players get a fresh AUTO_TAKE deadline (DIG-037).
 */
export function replaceMiddle(
  d: Draft,
  rules: GamshRules,
  rng: Rng,
  reason: 'stall' | 'allPass' | 'bull' | 'snack',
  events: GameEvent[],
): void {
  const out = d.middle;
  own(d, 'discard').push(...out);
  d.middle = [];
  if (effectInMiddle(rules, out, 'guardNightCards') && d.violations.length) d.violations = []; // DIG-035: the Gamekeeper left the middle
  if (d.draw.length < 4 + d.swap.filter((m) => m !== null).length && rules.emptyDrawPile === 'newRound') {
    events.push({ type: 'round-end', rule: 'GAM-070', reason: 'draw-empty' });
    startRound(d, rules, rng, events);
    return;
  }
  // As many new cards as will stay after every mid-swap player has taken one: 4 plus one per open swap.
  d.middle = take(d, rules, rng, 4 + d.swap.filter((m) => m !== null).length, events);
  d.passed = d.passed.map(() => false);
  d.lastDiscard = d.now;
  d.swap = d.swap.map((m) => (m ? { card: m.card, deadline: d.now + rules.midSwapTimeoutMs } : null));
  const rule = reason === 'bull' ? 'GAM-066' : reason === 'snack' ? 'GAM-065' : 'GAM-070';
  events.push({ type: 'replace-middle', rule, reason, out, in: d.middle.slice() });
  if (effectInMiddle(rules, d.middle, 'snackRace') && d.phase === 'swap') startSnack(d, rules, events);
}

/** GAM-064/DIG-036: the Snack lies in the middle: no more swapping, slapping starts. */
export function startSnack(d: Draft, rules: GamshRules, events: GameEvent[]): void {
  d.phase = 'snack';
  d.snack = { until: d.now + rules.snackWindowMs, claims: [] };
  events.push({ type: 'snack', rule: 'GAM-064', until: d.snack.until });
}

/** Middle cards still slappable at the Snack: not the Snack, not claimed, the Bull only if it counts (HG-09). */
export function snackTargets(d: GamshState, rules: GamshRules): Card[] {
  const claimed = new Set((d.snack?.claims ?? []).map((c) => c[0]));
  return d.middle.filter(
    (c) =>
      rules.effectOf[c] !== 'snackRace' &&
      !claimed.has(c) &&
      (rules.effectOf[c] !== 'replaceMiddle' || rules.bullDuringSnack === 'countsAsSnackSlap'),
  );
}

/**
 * Ends the Snack (all targets claimed or the window over): GAM-065 scoring — a team whose two partners both
 * slapped scores; with 3 teams and exactly one claim per team, every team scores — then REPLACE_MIDDLE.
 */
export function endSnack(d: Draft, rules: GamshRules, rng: Rng, events: GameEvent[]): void {
  const claims = d.snack?.claims ?? [];
  const perTeam = new Array<number>(rules.teams).fill(0);
  for (const [, seat] of claims) perTeam[seat % rules.teams]!++;
  const deltas = perTeam.map((k) => (k >= 2 ? rules.points.snack : 0));
  if (rules.teams === 3 && perTeam.every((k) => k === 1)) deltas.fill(rules.points.snack);
  d.snack = null;
  d.phase = 'swap';
  if (deltas.some((x) => x > 0)) addScores(d, rules, deltas, 'snack', 'GAM-065', events);
  if ((d.phase as string) === 'over') return;
  replaceMiddle(d, rules, rng, 'snack', events);
}

/**
 * Ends a pause: a held call is judged without the Farmer (its slap window is over, DIG-034) and the reveal
 * pause follows; otherwise a new round (GAM-071) or back to SWAP/SNACK with fresh AUTO_TAKE deadlines.
 */
export function endPause(d: Draft, rules: GamshRules, rng: Rng, events: GameEvent[]): void {
  if (d.pendingCalls) return judgeHeldCalls(d, rules, events); // HG-13 allWithinWindow
  if (d.pendingCall) return judgeHeldCall(d, rules, false, events);
  d.pauseReason = null;
  if (d.then === 'newRound') {
    events.push({ type: 'round-end', rule: 'GAM-071', round: d.round });
    d.reveal = null;
    startRound(d, rules, rng, events);
    return;
  }
  d.phase = d.snack ? 'snack' : 'swap';
  d.until = null;
  d.swap = d.swap.map((m) => (m ? { card: m.card, deadline: d.now + rules.midSwapTimeoutMs } : null));
  if (d.snack) d.snack = { until: Math.max(d.snack.until, d.now + 1), claims: d.snack.claims };
}

/** Both seats of a team with their hands, for a reveal. */
export function teamHands(d: GamshState, rules: GamshRules, team: number): Record<string, Card[]> {
  const out: Record<string, Card[]> = {};
  for (const s of seatsOfTeam(rules, team)) out[String(s)] = d.hands[s]!.slice();
  return out;
}
