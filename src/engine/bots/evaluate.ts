// Position evaluation for search bots and playtest metrics: how well each seat is doing, as a number in [0, 1].
// Kind-neutral shape; each kind implements its own (kinds/dog/heuristic.ts) and hands it to the bots as
// `GameKind.bots`.
import type { CompiledGame } from '../core/game';
import type { Snapshot } from '../core/types';

/**
 * Estimated value of a snapshot for every seat (`result[seat]`, in [0, 1]; 1 = certain win). A finished game
 * scores 1 for each winner and 0 for everyone else; running games are estimated by the kind's heuristic.
 */
export type Evaluator = (game: CompiledGame, snap: Snapshot) => number[];

/**
 * A score per team (`result[team]`, kind-defined units, higher is better) used for lead changes and
 * decisiveness in playtest metrics; e.g. Dog: the team's mean piece progress in [0, 1].
 */
export type TeamScore = (game: CompiledGame, snap: Snapshot) => number[];

/** Outcome-only evaluation: 1 for winners, 0 for losers, 0.5 for everyone while the game runs. */
export function outcomeValues(game: CompiledGame, snap: Snapshot): number[] {
  const out = new Array<number>(game.layout.seatCount).fill(snap.outcome ? 0 : 0.5);
  if (snap.outcome) for (const s of snap.outcome.winners) out[s] = 1;
  return out;
}

/**
 * Seat values from team scores: each team's lead over the best other team (0 when there is no other team) put
 * through `curve`; finished games score their outcome, seats outside every team get 0.5.
 */
function teamLeadValues(
  game: CompiledGame,
  snap: Snapshot,
  scores: readonly number[],
  curve: (lead: number) => number,
): number[] {
  if (snap.outcome) return outcomeValues(game, snap);
  const out = new Array<number>(game.layout.seatCount).fill(0.5);
  game.layout.teams.forEach((seats, t) => {
    let best = -Infinity;
    for (let u = 0; u < scores.length; u++) if (u !== t && scores[u]! > best) best = scores[u]!;
    const v = curve(scores[t]! - (best === -Infinity ? 0 : best));
    for (const s of seats) out[s] = v;
  });
  return out;
}

/**
 * Turns team scores into seat values in [0, 1]: `0.5 + gain · (own team − best other team)`, clamped; finished
 * games score their outcome. Seats outside every team get 0.5.
 */
export function valuesFromTeamScores(
  game: CompiledGame,
  snap: Snapshot,
  scores: readonly number[],
  gain: number,
): number[] {
  return teamLeadValues(game, snap, scores, (lead) => Math.min(1, Math.max(0, 0.5 + gain * lead)));
}

/**
 * Turns team scores into seat values in (0, 1) without a clamp: `1 / (1 + e^(−slope · (own team − best other
 * team)))`, a logistic with slope `slope / 4` at an even position; finished games score their outcome, seats
 * outside every team get 0.5. Unlike `valuesFromTeamScores` it never saturates, so a search still ranks the actions
 * of a side that leads or trails by more than `0.5 / gain`.
 */
export function logisticValuesFromTeamScores(
  game: CompiledGame,
  snap: Snapshot,
  scores: readonly number[],
  slope: number,
): number[] {
  return teamLeadValues(game, snap, scores, (lead) => 1 / (1 + Math.exp(-slope * lead)));
}
