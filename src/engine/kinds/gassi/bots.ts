// Gassi's bot members (`GameKind.bots`): the kind's own heuristic bot (bot.ts) for `heuristic`/`normal`, the
// estimated-points evaluation for ISMCTS, and the flat search of `strong`/`expert` (heuristic.ts). Pure.
import type { KindBots } from '../../bots/kind-bots';
import { gassiHeuristicBot } from './bot';
import { gassiEvaluate, gassiPolicy, gassiWinEvaluate } from './heuristic';

/**
 * Gassi's bots. `strong`/`expert`: flat search with common random numbers (bots/flat.ts), the fitted win model
 * (`gassiWinEvaluate`) at the horizon and the heuristic bot's own choices in the playouts (epsilon 0: the playouts
 * answer as the `normal` bot would; docs/bots.md "Strength"). No team score: lead metrics use `gassiProgress`.
 */
export const gassiBots: KindBots = {
  evaluate: gassiEvaluate,
  heuristic: gassiHeuristicBot,
  search: {
    evaluate: gassiWinEvaluate,
    policy: (epsilon) => gassiPolicy(epsilon),
    strong: { iterations: 40, depth: 3, epsilon: 0, priorWeight: 1, treeDepth: 1, exploration: 0.1, flatMinSamples: 4 },
    expert: {
      iterations: 500,
      depth: 3,
      epsilon: 0,
      priorWeight: 1,
      treeDepth: 1,
      exploration: 0.1,
      flatMinSamples: 4,
    },
  },
};
