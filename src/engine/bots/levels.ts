// Named bot levels (`easy`, `normal`, `strong`, `expert`) for turn-based kinds: what each level plays with and its
// budget. `normal` is the kind's heuristic bot; `easy` the same with many random moves; `strong` and `expert` are
// ISMCTS (ismcts.ts) with the kind's evaluation, an informed playout policy and an iteration budget — deterministic,
// so playtests and ladders reproduce — sized on this project's machine to decide in ≤ 10 ms (`strong`, batches) and
// ≤ 100 ms (`expert`, people at the table) median per real decision (docs/bots.md has the measurements). Pure.
import type { Bot } from './bot';
import type { CompiledGame } from '../core/game';
import type { Action } from '../core/types';
import type { Evaluator } from './evaluate';
import { createIsmctsBot, type PlayoutPolicy } from './ismcts';
import { createFlatSearchBot } from './flat';

/** The named levels in menu order (weakest first). */
export const LEVELS = ['easy', 'normal', 'strong', 'expert'] as const;
/** A named level. */
export type Level = (typeof LEVELS)[number];

/** A search level's settings (see `IsmctsOptions`). */
export interface SearchLevel {
  /** ISMCTS iterations per decision (the deterministic budget). */
  readonly iterations: number;
  /** Playout actions after the tree before the evaluation. */
  readonly depth: number;
  /** Share of random actions in the playout policy. */
  readonly epsilon: number;
  /** Root progressive-bias weight. */
  readonly priorWeight: number;
  /** Tree plies below the root (1: only the bot's own choice is searched; the others follow the playout policy). */
  readonly treeDepth: number;
  /** UCB exploration constant, in the evaluation's units (small: Dog's values differ by hundredths). */
  readonly exploration: number;
  /**
   * Flat search (flat.ts) instead of ISMCTS: `iterations` is then the playout budget and this the fewest sampled
   * deals per decision; the tree settings (`priorWeight`, `treeDepth`, `exploration`) do not apply. Absent: ISMCTS.
   */
  readonly flatMinSamples?: number;
  /**
   * The evaluation at the playout horizon and for the root prior, when this level uses another one than the kind's
   * (`KindSearch.evaluate`; Dog `expert`: the fitted win model `dogWinEvaluate`). Playouts keep the kind's policy.
   */
  readonly evaluate?: Evaluator;
}

/**
 * How the kind's search bots are built (`KindBots.search`): evaluation (a level may override it), playout policy,
 * move grouping, and the two search levels.
 */
export interface KindSearch {
  readonly evaluate: Evaluator;
  readonly policy: (epsilon: number) => PlayoutPolicy;
  readonly groupOf?: (action: Action) => string;
  readonly strong: SearchLevel;
  readonly expert: SearchLevel;
}

/** Share of random moves of the `easy` level (the rest are the `normal` bot's). */
export const EASY_RANDOM_SHARE = 0.5;

/** `easy`: plays a uniform random legal action with probability `EASY_RANDOM_SHARE`, else what `normal` plays. */
export function easyBot(normal: Bot): Bot {
  return {
    name: 'easy',
    choose(view, legal, rng) {
      if (legal.length > 1 && rng.int(0, 999) < EASY_RANDOM_SHARE * 1000) return legal[rng.int(0, legal.length - 1)]!;
      return normal.choose(view, legal, rng);
    },
  };
}

/**
 * The `strong` or `expert` bot of `game` (ISMCTS with the kind's settings, or the flat search when the level sets
 * `flatMinSamples`), or null when the kind has none. `iterations` overrides the level's budget (a flat search has
 * no time budget: `time` applies to ISMCTS only); `time` adds a wall-time budget for interactive play.
 */
export function searchLevelBot(
  game: CompiledGame,
  level: 'strong' | 'expert',
  iterations?: number,
  time?: { readonly ms: number; readonly now: () => number },
): Bot | null {
  const k = game.kind.bots?.search;
  if (!k) return null;
  const l = k[level];
  const name = iterations === undefined ? level : `${level}:${iterations}`;
  if (l.flatMinSamples !== undefined) {
    return createFlatSearchBot(game, {
      name,
      budget: iterations ?? l.iterations,
      minSamples: l.flatMinSamples,
      playoutDepth: l.depth,
      evaluate: l.evaluate ?? k.evaluate,
      policy: k.policy(l.epsilon),
    });
  }
  return createIsmctsBot(game, {
    name,
    iterations: iterations ?? l.iterations,
    playoutDepth: l.depth,
    evaluate: l.evaluate ?? k.evaluate,
    policy: k.policy(l.epsilon),
    groupOf: k.groupOf,
    priorWeight: l.priorWeight,
    treeDepth: l.treeDepth,
    exploration: l.exploration,
    final: 'value',
    ...(time ? { time } : {}),
  });
}
