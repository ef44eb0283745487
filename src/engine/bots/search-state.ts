// Shared helpers of the search bots: a sampled snapshot from a seat's view (determinization), and a fresh
// simulation PRNG drawn from the bot's own stream. Bots never touch the game's PRNG (docs/architecture.md "State and side effects").
import type { CompiledGame } from '../core/game';
import { createRng } from '../core/rng';
import { EngineBug } from '../core/result';
import type { Json, Rng, Seat, Snapshot } from '../core/types';

/**
 * A full snapshot consistent with `view` for `seat`: the kind's `determinize` fills the hidden parts from `rng`,
 * and the snapshot gets its own PRNG seeded from `rng` (so chance in simulations is sampled, not known).
 * @throws EngineBug if the kind has no `determinize` hook (search bots need one under hidden information).
 */
export function sampleSnapshot(game: CompiledGame, view: Json, seat: Seat, rng: Rng): Snapshot {
  const kind = game.kind;
  if (!kind.determinize) throw new EngineBug(`Kind "${kind.id}" has no determinize hook; search bots cannot play it.`);
  const state = kind.determinize(game.rules, view, seat, rng);
  const simRng = createRng(`sim-${rng.int(0, 0x7fffffff)}-${rng.int(0, 0x7fffffff)}`);
  return { step: 0, rng: simRng.save(), state, outcome: kind.outcome(game.rules, state) };
}

/** True if search bots can play this game (its kind has a `determinize` hook). */
export function canSearch(game: CompiledGame): boolean {
  return typeof game.kind.determinize === 'function';
}
