// Dog's bot members (`GameKind.bots`) and progress score (`GameKind.progress`): the piece-progress evaluation and
// team score (heuristic.ts), and the search settings of the `strong` and `expert` levels (bots/levels.ts). Pure.
import type { Action } from '../../core/types';
import type { KindBots } from '../../bots/kind-bots';
import { greedyPolicy } from '../../bots/ismcts';
import type { ProgressScore } from '../../playtest/progress';
import { dogEvaluate, dogSearchEvaluate, dogTeamScores, dogWinEvaluate } from './heuristic';

/**
 * Dog's card of an action, the group key for move grouping: the text before `:` (`7`, `X=7`, `A`, `give`), so the
 * search first picks the card (and a Joker's value, DOG-017) and then one of its moves (a 7's many splits, DOG-070).
 */
export function dogCardOf(action: Action): string {
  const i = action.notation.indexOf(':');
  return i < 0 ? action.notation : action.notation.slice(0, i);
}

/**
 * Dog's bots: `heuristic`/`normal` are the greedy bot over `dogEvaluate`; `strong` and `expert` ISMCTS grouped by
 * card (`dogCardOf`) with a greedy playout policy over `dogEvaluate`, scoring the horizon with `dogSearchEvaluate`
 * (`strong`) or the fitted win model `dogWinEvaluate` (`expert`); lead metrics use `dogTeamScores`.
 */
export const dogBots: KindBots = {
  evaluate: dogEvaluate,
  teamScore: dogTeamScores,
  search: {
    // strong: the progress difference through a logistic, not a clamp (dogSearchEvaluate: with the clamp the search
    // went blind where one side trailed, above all the single player of the three-player game); the playouts keep
    // the greedy policy of the `normal` bot
    evaluate: dogSearchEvaluate,
    policy: (epsilon) => greedyPolicy(dogEvaluate, epsilon, 6),
    groupOf: dogCardOf,
    strong: { iterations: 60, depth: 8, epsilon: 0.1, priorWeight: 1, treeDepth: 1, exploration: 0.1 },
    // expert: ten times the budget and the fitted win model at the horizon (docs/bots.md "Strength": with the same
    // 60 iterations the win model alone wins 3 of 4 games against the progress evaluation).
    expert: {
      iterations: 600,
      depth: 8,
      epsilon: 0.1,
      priorWeight: 1,
      treeDepth: 1,
      exploration: 0.1,
      evaluate: dogWinEvaluate,
    },
  },
};

/** Dog's progress score for lead metrics: each team's mean piece progress in [0, 1] (`dogTeamScores`). */
export const dogProgress: ProgressScore = { unit: 'progress', scores: dogTeamScores };
