// Bots by name for playtests, the CLI and the app: `random`, `heuristic` (greedy over the kind's evaluation)
// and `ismcts[:iterations]`; for real-time kinds the kind's default agent with parameters (DIG-053). A spec is
// plain JSON, so it crosses worker and IPC boundaries. Pure.
import type { Bot } from './bot';
import type { AgentFactory } from '../core/agent';
import { agentParamsError, type AgentParams } from './agent-params';
import { randomBot } from './bot';
import type { CompiledGame } from '../core/game';
import type { Evaluator, TeamScore } from './evaluate';
import { dogEvaluate, dogTeamScores } from './dog-heuristic';
import { createGreedyBot } from './greedy';
import { createIsmctsBot } from './ismcts';
import { canSearch } from './search-state';
import { gassiHeuristicBot } from '../kinds/gassi/bot';

/** A bot by type, with its settings. `iterations`/`depth` apply to ISMCTS only. Plain JSON. */
export interface BotSpec {
  readonly type: 'random' | 'heuristic' | 'ismcts';
  /** ISMCTS iterations per decision (default 100). */
  readonly iterations?: number;
  /** ISMCTS playout depth in actions (default 8). */
  readonly depth?: number;
  /**
   * Real-time kinds (Gämsh): parameters of the kind's default agent in this seat (`GamshBotParams` by name; a
   * log-normal latency as `[median, sigma]`), checked with `setAgentParam`. Turn-based bots ignore them.
   */
  readonly params?: AgentParams;
}

/** Bot types a playtest can use, in menu order. */
export const BOT_TYPES = ['random', 'heuristic', 'ismcts'] as const;

/** Kind id → position evaluation (for `heuristic` and ISMCTS). Kinds without one get outcome-only ISMCTS. */
const EVALUATORS: Readonly<Record<string, Evaluator>> = { dog: dogEvaluate };
/** Kind id → the kind's own heuristic bot (view-only), preferred over the greedy bot for `heuristic`. */
const KIND_HEURISTICS: Readonly<Record<string, Bot>> = { gassi: gassiHeuristicBot };
/** Kind id → team score (for lead changes and decisiveness metrics). */
const TEAM_SCORES: Readonly<Record<string, TeamScore>> = { dog: dogTeamScores };

/** The position evaluation of the game's kind, or null. */
export function evaluatorFor(game: CompiledGame): Evaluator | null {
  return Object.hasOwn(EVALUATORS, game.kind.id) ? EVALUATORS[game.kind.id]! : null;
}

/** The team score of the game's kind (for lead changes), or null when the kind has no score. */
export function teamScoreFor(game: CompiledGame): TeamScore | null {
  return Object.hasOwn(TEAM_SCORES, game.kind.id) ? TEAM_SCORES[game.kind.id]! : null;
}

/**
 * Parses `random`, `heuristic`, `ismcts` or `ismcts:ITERATIONS` (1…100000); null if malformed.
 */
export function parseBotSpec(text: string): BotSpec | null {
  const m = /^(random|heuristic|ismcts)(?::(\d{1,6}))?$/.exec(text.trim());
  if (!m) return null;
  const type = m[1] as BotSpec['type'];
  if (m[2] !== undefined) {
    const n = Number(m[2]);
    if (type !== 'ismcts' || n < 1 || n > 100_000) return null;
    return { type, iterations: n };
  }
  return { type };
}

/** The spec as text (`ismcts:200`), the inverse of `parseBotSpec`. */
export function formatBotSpec(spec: BotSpec): string {
  return spec.type === 'ismcts' && spec.iterations !== undefined ? `ismcts:${spec.iterations}` : spec.type;
}

/**
 * Why `spec` cannot play `game`, or null: `heuristic` needs the kind's own heuristic bot (Gassi) or a kind
 * evaluation plus a `determinize` hook (Dog: greedy), `ismcts` a `determinize` hook.
 */
export function botUnavailable(game: CompiledGame, spec: BotSpec): string | null {
  if (spec.type === 'random') return null;
  if (spec.type === 'heuristic' && Object.hasOwn(KIND_HEURISTICS, game.kind.id)) return null;
  if (!canSearch(game)) return `kind "${game.kind.id}" has no determinize hook, so "${spec.type}" bots cannot play it`;
  if (spec.type === 'heuristic' && !evaluatorFor(game)) return `kind "${game.kind.id}" has no heuristic evaluation yet`;
  return null;
}

/** A fresh bot for `game` from its spec. Call `botUnavailable` first; unavailable specs fall back to random. */
export function createBot(game: CompiledGame, spec: BotSpec): Bot {
  if (botUnavailable(game, spec)) return randomBot;
  if (spec.type === 'heuristic' && Object.hasOwn(KIND_HEURISTICS, game.kind.id)) return KIND_HEURISTICS[game.kind.id]!;
  const evaluate = evaluatorFor(game) ?? undefined;
  if (spec.type === 'heuristic') return createGreedyBot(game, evaluate!);
  if (spec.type === 'ismcts') {
    return createIsmctsBot(game, { iterations: spec.iterations ?? 100, playoutDepth: spec.depth ?? 8, evaluate, name: formatBotSpec(spec) });
  }
  return randomBot;
}

/**
 * The real-time agent factory for one seat of a real-time kind: the kind's default agent with `spec.params`
 * (DIG-053), or null when the kind has no default agent.
 * @throws RangeError when the parameters are not valid for the kind (`setAgentParam` names the bad one).
 */
export function createAgentFactory(game: CompiledGame, spec: BotSpec): AgentFactory | null {
  if (!game.kind.defaultAgent) return null;
  const params = spec.params;
  if (!params || Object.keys(params).length === 0) return game.kind.defaultAgent();
  const error = agentParamsError(game.kind.id, params);
  if (error) throw new RangeError(error);
  return game.kind.defaultAgent(params);
}
