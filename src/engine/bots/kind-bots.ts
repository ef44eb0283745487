// What a game kind gives the bots (`GameKind.bots`): the kind-specific parts of the turn-based bots (evaluation,
// heuristic bot, team score, search settings) and of the real-time agents (parameters, levels). The bot registry
// and the levels read these members; they never look at a kind id. Pure types.
import type { Bot } from './bot';
import type { Evaluator, TeamScore } from './evaluate';
import type { KindSearch } from './levels';
import type { AgentParamSpec, AgentParams } from './agent-param-spec';

/** A kind's bot members; every one optional (a kind without any plays with random bots only). */
export interface KindBots {
  /** Position evaluation for the greedy `heuristic` bot and for ISMCTS (bots/evaluate.ts). */
  readonly evaluate?: Evaluator;
  /** The kind's own heuristic bot (reads only its seat's view), preferred over the greedy bot for `heuristic`. */
  readonly heuristic?: Bot;
  /** Team score for lead changes and decisiveness (bots/evaluate.ts `TeamScore`). */
  readonly teamScore?: TeamScore;
  /** Search settings of the `strong` and `expert` levels (bots/levels.ts); absent: no such bots. */
  readonly search?: KindSearch;
  /** Parameters of the kind's default real-time agent (`GameKind.defaultAgent(params)`), by name. */
  readonly agentParams?: readonly AgentParamSpec[];
  /** Real-time kinds: the agent parameter set of each named level (`easy`, `normal`, `strong`, `expert`). */
  readonly realtimeLevels?: Readonly<Record<string, AgentParams>>;
}
