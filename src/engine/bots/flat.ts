// Flat determinized search with common random numbers ("perfect-information Monte Carlo" over sampled deals, Long,
// Sturtevant, Buro & Furtak 2010, "Understanding the success of perfect information Monte Carlo sampling in game
// tree search", AAAI; common random numbers: Law & Kelton, "Simulation Modeling and Analysis", variance reduction):
// every root action is scored on the same sampled deals with the same playout random stream, so two actions are
// compared on equal luck — the noise that left ISMCTS with tens of iterations choosing by its prior (docs/bots.md,
// Gassi). Generic over turn-based kinds with a `determinize` hook; the bot sees only its seat's view. Deterministic
// given the bot's PRNG.
import type { Bot } from './bot';
import type { CompiledGame } from '../core/game';
import { applyListedAction, listLegalActions, seatsToAct } from '../core/game';
import { createRng } from '../core/rng';
import type { Evaluator } from './evaluate';
import type { PlayoutPolicy } from './ismcts';
import { sampleSnapshot } from './search-state';

/** Settings of a flat search bot. */
export interface FlatSearchOptions {
  /** Playout budget per decision: samples = max(`minSamples`, ⌊budget / legal actions⌋). */
  readonly budget: number;
  /** Fewest sampled deals per decision, however many actions there are. */
  readonly minSamples: number;
  /** Actions played by `policy` after the root action before `evaluate` scores the position. */
  readonly playoutDepth: number;
  /** Scores a position per seat in [0, 1]. */
  readonly evaluate: Evaluator;
  /** Playout policy (may read the sampled state; draws only from the rng it is given). */
  readonly policy: PlayoutPolicy;
  /** Bot name in reports and replays. */
  readonly name: string;
}

/**
 * A flat search bot: for each of `samples` deals sampled from the seat's view (`sampleSnapshot`, the kind's
 * `determinize`), every legal action is applied and followed by `playoutDepth` policy actions — each action of
 * the same sample with a playout PRNG from the same seed — and the position is scored by `evaluate` for the seat.
 * Returns the action with the highest summed score (ties: the first in canonical order). A single legal action is
 * returned at once. Cost: samples × legal actions playouts.
 * @throws EngineBug (from `sampleSnapshot`) if the kind has no `determinize` hook.
 */
export function createFlatSearchBot(game: CompiledGame, o: FlatSearchOptions): Bot {
  return {
    name: o.name,
    choose(view, legal, rng) {
      if (legal.length <= 1) return legal[0]!;
      const seat = legal[0]!.seat;
      const seen = view();
      const samples = Math.max(o.minSamples, Math.floor(o.budget / legal.length));
      const sum = new Array<number>(legal.length).fill(0);
      for (let i = 0; i < samples; i++) {
        const sample = sampleSnapshot(game, seen, seat, rng);
        const simSeed = rng.int(0, 0x7fffffff);
        legal.forEach((a, j) => {
          let snap = applyListedAction(game, sample, a).snapshot;
          const prng = createRng(`crn-${simSeed}`);
          for (let d = 0; d < o.playoutDepth && !snap.outcome; d++) {
            const actor = seatsToAct(game, snap)[0];
            if (actor === undefined) break;
            const l = listLegalActions(game, snap, actor);
            if (!l.length) break;
            snap = applyListedAction(game, snap, o.policy(game, snap, actor, l, prng)).snapshot;
          }
          sum[j]! += o.evaluate(game, snap)[seat]!;
        });
      }
      let best = 0;
      for (let j = 1; j < legal.length; j++) if (sum[j]! > sum[best]! + 1e-12) best = j;
      return legal[best]!;
    },
  };
}
