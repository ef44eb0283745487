// Gämsh's progress score for the playtest's lead metrics (`GameKind.progress`): the team points. Pure.
import type { CompiledGame } from '../../core/game';
import type { Snapshot } from '../../core/types';
import type { ProgressScore } from '../../playtest/progress';
import type { GamshState } from './state';

/** Gämsh team points (GAM-080: the game ends when a team reaches the target), indexed by team. */
export function gamshTeamPoints(_game: CompiledGame, snap: Snapshot): number[] {
  return (snap.state as GamshState).scores.slice();
}

/** Gämsh's progress score: points (`gamshTeamPoints`). */
export const gamshProgress: ProgressScore = { unit: 'points', scores: gamshTeamPoints };
