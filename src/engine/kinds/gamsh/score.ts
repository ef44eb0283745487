// Scores and pauses, shared by the flow (rounds, Snack, timers) and the calls: points per team with the end at the
// target (GAM-080/081), and entering a pause (DIG-005). Pure; imports neither flow.ts nor calls.ts.
import type { GameEvent } from '../../core/types';
import type { GamshRules } from './rules';
import { TEAM_LETTERS } from './rules';
import { own, type Draft } from './state';

/**
 * Points for each team at once (one SCORE batch), then GAM-080: the game ends as soon as a team has `target`.
 * `checkEnd` false defers that check to a later batch of the same event (calls judged together, HG-13).
 */
export function addScores(
  d: Draft,
  rules: GamshRules,
  deltas: readonly number[],
  source: string,
  rule: string,
  events: GameEvent[],
  checkEnd = true,
): void {
  deltas.forEach((x, t) => {
    if (!x) return;
    own(d, 'scores')[t]! += x;
    events.push({ type: 'score', rule, team: TEAM_LETTERS[t]!, delta: x, source, total: d.scores[t]! });
  });
  if (checkEnd && d.scores.some((x) => x >= rules.target)) {
    const best = Math.max(...d.scores);
    d.winners = d.scores.flatMap((x, t) => (x === best ? [t] : []));
    d.phase = 'over';
    d.until = null;
    d.snack = null;
    // Two rules at once: GAM-080 ends the game (a team reached the target), GAM-081 names the winners (ties included).
    events.push({
      type: 'target-reached',
      rule: 'GAM-080',
      target: rules.target,
      teams: d.scores.flatMap((x, t) => (x >= rules.target ? [TEAM_LETTERS[t]!] : [])),
    });
    events.push({
      type: 'game-end',
      rule: 'GAM-081',
      scores: d.scores.slice(),
      winners: d.winners.map((t) => TEAM_LETTERS[t]!),
    });
  }
}

/** Points `x` to every team but `team` (GAM-034: a wrong call pays all other teams). */
export function toOthers(rules: GamshRules, team: number, x: number): number[] {
  return Array.from({ length: rules.teams }, (_, t) => (t === team ? 0 : x));
}

/** Points `x` to `team` only. */
export function toTeam(rules: GamshRules, team: number, x: number): number[] {
  return Array.from({ length: rules.teams }, (_, t) => (t === team ? x : 0));
}

/** Enters PAUSE (DIG-005) until `until` (null: until a new signal is chosen), then a new round or play on. */
export function pause(
  d: Draft,
  reason: 'reveal' | 'catch' | 'outgamsh' | 'call',
  until: number | null,
  then: 'newRound' | 'continue',
  events: GameEvent[],
): void {
  if (d.phase === 'over') return;
  d.phase = 'pause';
  d.pauseReason = reason;
  d.until = until;
  d.then = then;
  // DIG-038/GAM-070 with GAM-061 «Das Spiel pausiert kurz»: a pause after which play continues (a catch) stops the
  // stall clock — nobody can swap while paused — so its length is added to the idle time's base instead of
  // restarting the clock when play resumes.
  if (then === 'continue' && until !== null) d.lastDiscard += until - d.now;
  const rule =
    reason === 'catch' ? 'GAM-061' : reason === 'outgamsh' ? 'GAM-041' : reason === 'call' ? 'DIG-034' : 'GAM-036';
  events.push({ type: 'pause', rule, reason, until });
}
