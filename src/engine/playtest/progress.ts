// Progress scores for the playtest's lead metrics (lead changes, drama, decisiveness): how far each team is, in
// the kind's own units (`GameKind.progress`). Measuring instruments on full snapshots (never bot input). Pure.
import type { CompiledGame } from '../core/game';
import type { Snapshot } from '../core/types';

/**
 * A team score for lead metrics: `scores(game, snap)[team]` (higher is better) in `unit`:
 * - `progress`: share of the way to the goal in [0, 1] (Dog: the team's mean piece progress);
 * - `points`: the kind's points (Gassi: the score the seat would get if the game ended now, GAS-163/165; Gämsh:
 *   the team's points towards the target, GAM-080).
 */
export interface ProgressScore {
  readonly unit: 'progress' | 'points';
  readonly scores: (game: CompiledGame, snap: Snapshot) => number[];
}

/** The progress score of the game's kind for lead metrics (`GameKind.progress`), or null when the kind has none. */
export function progressScoreFor(game: CompiledGame): ProgressScore | null {
  return game.kind.progress ?? null;
}
