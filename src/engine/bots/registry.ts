// Bots by name for playtests, the CLI and the app: `random`, `heuristic` (greedy over the kind's evaluation),
// `ismcts[:iterations]` and the named levels `easy`, `normal` (= heuristic), `strong[:iterations]`,
// `expert[:iterations]` (levels.ts); for real-time kinds the kind's default agent with parameters (DIG-053). A spec
// is plain JSON, so it crosses worker and IPC boundaries. Pure.
import type { Bot } from './bot';
import type { AgentFactory } from '../core/agent';
import { agentParamsError, type AgentParams } from './agent-params';
import { randomBot } from './bot';
import type { CompiledGame } from '../core/game';
import type { Evaluator, TeamScore } from './evaluate';
import { createGreedyBot } from './greedy';
import { createIsmctsBot } from './ismcts';
import { canSearch } from './search-state';
import { LEVELS, easyBot, searchLevelBot } from './levels';
import { realtimeLevelParams } from './agent-params';

/** A bot by type, with its settings. `iterations` applies to `ismcts`, `strong` and `expert`, `depth` to `ismcts`. Plain JSON. */
export interface BotSpec {
  readonly type: BotType;
  /** ISMCTS iterations per decision (default: 100 for `ismcts`, the level's budget for `strong`/`expert`). */
  readonly iterations?: number;
  /** ISMCTS playout depth in actions (default 8). */
  readonly depth?: number;
  /**
   * Real-time kinds (Gämsh): parameters of the kind's default agent in this seat (`GamshBotParams` by name; a
   * log-normal latency as `[median, sigma]`), checked with `setAgentParam`. Turn-based bots ignore them.
   */
  readonly params?: AgentParams;
}

/** Bot types a playtest can use, in menu order: the named levels (levels.ts) after the older names. */
export const BOT_TYPES = ['random', 'heuristic', 'ismcts', ...LEVELS] as const;
/** One of `BOT_TYPES`. */
export type BotType = (typeof BOT_TYPES)[number];
/** Bot types that take an iteration count (`ismcts:200`, `strong:100`). */
const COUNTED: ReadonlySet<string> = new Set(['ismcts', 'strong', 'expert']);

/** The position evaluation of the game's kind (`KindBots.evaluate`), or null. */
export function evaluatorFor(game: CompiledGame): Evaluator | null {
  return game.kind.bots?.evaluate ?? null;
}

/** The team score of the game's kind (`KindBots.teamScore`, for lead changes), or null when the kind has none. */
export function teamScoreFor(game: CompiledGame): TeamScore | null {
  return game.kind.bots?.teamScore ?? null;
}

/** The kind's own heuristic bot (`KindBots.heuristic`), or null. */
function kindHeuristic(game: CompiledGame): Bot | null {
  return game.kind.bots?.heuristic ?? null;
}

/** Most search iterations a bot spec may ask for (`strong:N`, `expert:N`, `ismcts:N`). */
export const MAX_BOT_ITERATIONS = 100_000;

/**
 * Why `text` is not a bot spec, in words naming what is accepted (the bot names, which take `:ITERATIONS` and the
 * iteration range 1…`MAX_BOT_ITERATIONS`), e.g. `"strong:9999999": at most 100000 iterations (strong:1…strong:100000)`;
 * null when `parseBotSpec` accepts it.
 */
export function botSpecProblem(text: string): string | null {
  if (parseBotSpec(text) !== null) return null;
  const shownText = JSON.stringify(text.slice(0, 40));
  const counted = BOT_TYPES.filter((t) => COUNTED.has(t)).join(', ');
  const m = /^([a-z]+)(?::(\d+))?$/.exec(text.trim());
  if (!m || !(BOT_TYPES as readonly string[]).includes(m[1]!))
    return `${shownText} is not a bot (${BOT_TYPES.join(', ')}; ${counted} take :ITERATIONS)`;
  if (m[2] === undefined) return `${shownText} is not a bot`;
  if (!COUNTED.has(m[1] as BotType))
    return `${shownText}: ${m[1]} takes no iteration count (only ${counted} take :ITERATIONS)`;
  return `${shownText}: the iteration count must be 1…${MAX_BOT_ITERATIONS} (${m[1]}:1 … ${m[1]}:${MAX_BOT_ITERATIONS})`;
}

/**
 * Parses `random`, `heuristic`, `ismcts`, `easy`, `normal`, `strong`, `expert`, or `ismcts:N`, `strong:N`,
 * `expert:N` with an iteration count N in 1…100000; null if malformed.
 */
export function parseBotSpec(text: string): BotSpec | null {
  const m = /^([a-z]+)(?::(\d{1,6}))?$/.exec(text.trim());
  if (!m || !(BOT_TYPES as readonly string[]).includes(m[1]!)) return null;
  const type = m[1] as BotType;
  if (m[2] !== undefined) {
    const n = Number(m[2]);
    if (!COUNTED.has(type) || n < 1 || n > MAX_BOT_ITERATIONS) return null;
    return { type, iterations: n };
  }
  return { type };
}

/** The spec as text (`ismcts:200`, `strong`), the inverse of `parseBotSpec`. */
export function formatBotSpec(spec: BotSpec): string {
  return COUNTED.has(spec.type) && spec.iterations !== undefined ? `${spec.type}:${spec.iterations}` : spec.type;
}

/**
 * Why `spec` cannot play `game`, or null: `heuristic`/`normal`/`easy` need the kind's own heuristic bot (Gassi) or
 * a kind evaluation plus a `determinize` hook (Dog: greedy), `ismcts` a `determinize` hook, `strong`/`expert` a
 * `determinize` hook and the kind's search settings (`KindBots.search`).
 */
export function botUnavailable(game: CompiledGame, spec: BotSpec): string | null {
  if (spec.type === 'random') return null;
  const heuristic = spec.type === 'heuristic' || spec.type === 'normal' || spec.type === 'easy';
  if (heuristic && kindHeuristic(game)) return null;
  if (!canSearch(game)) return `kind "${game.kind.id}" has no determinize hook, so "${spec.type}" bots cannot play it`;
  if (heuristic && !evaluatorFor(game)) return `kind "${game.kind.id}" has no heuristic evaluation yet`;
  if ((spec.type === 'strong' || spec.type === 'expert') && !game.kind.bots?.search)
    return `kind "${game.kind.id}" has no search settings, so "${spec.type}" bots cannot play it`;
  return null;
}

/** A fresh bot for `game` from its spec. Call `botUnavailable` first; unavailable specs fall back to random. */
export function createBot(game: CompiledGame, spec: BotSpec): Bot {
  if (botUnavailable(game, spec)) return randomBot;
  const heuristic = (): Bot => kindHeuristic(game) ?? createGreedyBot(game, evaluatorFor(game)!);
  switch (spec.type) {
    case 'heuristic':
      return heuristic();
    case 'normal':
      return { ...heuristic(), name: 'normal' };
    case 'easy':
      return easyBot(heuristic());
    case 'strong':
    case 'expert':
      return searchLevelBot(game, spec.type, spec.iterations) ?? randomBot;
    case 'ismcts':
      return createIsmctsBot(game, {
        iterations: spec.iterations ?? 100,
        playoutDepth: spec.depth ?? 8,
        evaluate: evaluatorFor(game) ?? undefined,
        name: formatBotSpec(spec),
      });
    default:
      return randomBot;
  }
}

/**
 * The real-time agent factory for one seat of a real-time kind: the kind's default agent with the parameter set of
 * the spec's level (`easy`, `normal`, `strong`, `expert`: `KindBots.realtimeLevels`; other types: the defaults) overlaid with
 * `spec.params` (DIG-053), or null when the kind has no default agent.
 * @throws RangeError when the parameters are not valid for the kind (`setAgentParam` names the bad one).
 */
export function createAgentFactory(game: CompiledGame, spec: BotSpec): AgentFactory | null {
  if (!game.kind.defaultAgent) return null;
  // a named level (easy, normal, strong, expert) is a parameter set (`KindBots.realtimeLevels`); explicit parameters win
  const params = { ...realtimeLevelParams(game.kind.id, spec.type), ...spec.params };
  if (!params || Object.keys(params).length === 0) return game.kind.defaultAgent();
  const error = agentParamsError(game.kind.id, params);
  if (error) throw new RangeError(error);
  return game.kind.defaultAgent(params);
}
