// The Dog heuristic: piece progress per team (an evaluation for ISMCTS and lead-change metrics) and a greedy
// one-ply bot that plays the card that most improves its team's progress over the opponents'. Pure.
import type { CompiledGame } from '../core/game';
import type { Snapshot } from '../core/types';
import type { DogRules, DogState } from '../kinds/dog';
import { valuesFromTeamScores, type Evaluator, type TeamScore } from './evaluate';

const PIECES = 4;

/**
 * Progress of one seat's pieces in [0, 1]: a kennel piece counts 0, a track piece `1 + fields travelled from its
 * start` (DOG-020 exit, DOG-030 moves), a finish piece `N + 2 + slot` (DOG-080); the sum is divided by the
 * maximum `4 · (N + 5)`. Pieces moved backwards past their start (DOG-060) count as far travelled, which
 * matches the four-back shortcut into the finish.
 */
export function dogSeatProgress(rules: DogRules, pos: readonly number[], seat: number): number {
  const N = rules.N;
  let sum = 0;
  for (let j = seat * PIECES; j < seat * PIECES + PIECES; j++) {
    const loc = pos[j]!;
    if (loc < 0) continue;
    sum += loc >= N ? N + 2 + (loc - N) : 1 + ((loc - rules.start[seat]! + N) % N);
  }
  return sum / (PIECES * (N + 5));
}

/** Team scores for Dog: each team's mean seat progress (`dogSeatProgress`), in [0, 1], indexed by team. */
export const dogTeamScores: TeamScore = (game, snap) => {
  const rules = game.rules as DogRules;
  const pos = (snap.state as DogState).pos;
  return rules.teams.map((seats) => seats.reduce((s, seat) => s + dogSeatProgress(rules, pos, seat), 0) / seats.length);
};

/** Dog evaluation for search bots: `0.5 + 2 · (own team progress − best other team's)`, clamped to [0, 1]. */
export const dogEvaluate: Evaluator = (game: CompiledGame, snap: Snapshot) => valuesFromTeamScores(game, snap, dogTeamScores(game, snap), 2);
