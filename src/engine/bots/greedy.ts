// A greedy one-ply bot over an evaluation: samples the hidden cards once (determinization), tries every legal
// action, keeps the best-valued one (ties broken with the bot's PRNG). Generic over kinds with `determinize`.
import type { Bot } from './bot';
import type { CompiledGame } from '../core/game';
import { applyListedAction } from '../core/game';
import type { Evaluator } from './evaluate';
import { sampleSnapshot } from './search-state';

/**
 * The greedy bot for `game` (named `heuristic` in playtests): for each of up to `maxActions` legal actions
 * (default 200; beyond that the first 200 in canonical order) it applies the action to one sampled state and
 * scores it with `evaluate` for its seat. Sees only its view; draws only from its own PRNG.
 */
export function createGreedyBot(game: CompiledGame, evaluate: Evaluator, name = 'heuristic', maxActions = 200): Bot {
  return {
    name,
    choose(view, legal, rng) {
      if (legal.length === 1) return legal[0]!;
      const seat = legal[0]!.seat;
      const snap = sampleSnapshot(game, view(), seat, rng);
      let best: number[] = [];
      let bestValue = -Infinity;
      const n = Math.min(legal.length, maxActions);
      for (let i = 0; i < n; i++) {
        const v = evaluate(game, applyListedAction(game, snap, legal[i]!).snapshot)[seat]!;
        if (v > bestValue + 1e-12) {
          bestValue = v;
          best = [i];
        } else if (Math.abs(v - bestValue) <= 1e-12) best.push(i);
      }
      return legal[best[rng.int(0, best.length - 1)]!]!;
    },
  };
}
