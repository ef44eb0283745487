// The seeded PRNG whose state lives in the snapshot (xoroshiro128+ from pure-rand). Pure: no clock, no Math.random.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { type xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import type { Rng, RngState } from './types';

/** An `Rng` that can hand back its state after use, so the snapshot can store it. */
export interface SavableRng extends Rng {
  /** The generator's current state, for `Snapshot.rng`. */
  save(): RngState;
}

/** Derives an independent seed string for a named purpose (e.g. bots never share the game's stream). */
export function deriveSeed(seed: string, purpose: string): string {
  return `${seed}/${purpose}`;
}

/** `SavableRng` over a pure-rand generator; a class so that hot loops allocate one object per restore. */
class SeededRng implements SavableRng {
  constructor(private readonly gen: ReturnType<typeof xoroshiro128plus>) {}

  int(from: number, to: number): number {
    return uniformInt(this.gen, from, to);
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = uniformInt(this.gen, 0, i);
      const t = items[i];
      items[i] = items[j];
      items[j] = t;
    }
    return items;
  }

  save(): RngState {
    return this.gen.getState().slice();
  }
}

function wrap(gen: ReturnType<typeof xoroshiro128plus>): SavableRng {
  return new SeededRng(gen);
}

/**
 * A fresh generator for a seed string. Same seed ⇒ same sequence, on every platform. The full 128-bit state
 * comes from SHA-256 of the seed, so similar seeds (`s/bot-0`, `s/bot-1`) give unrelated streams (pure-rand's
 * own 32-bit seeding leaves half the state constant and correlates such streams).
 */
export function createRng(seed: string): SavableRng {
  const h = sha256(utf8ToBytes(seed));
  const word = (i: number) => (h[i] << 24) | (h[i + 1] << 16) | (h[i + 2] << 8) | h[i + 3];
  const state: number[] = [word(0), word(4), word(8), word(12)];
  if (!state.some((w) => w !== 0)) state[0] = 1; // the all-zero state would only ever yield zeros
  return wrap(xoroshiro128plusFromState(state));
}

/**
 * Restores a generator from a snapshot's `rng` state.
 * @throws Error if the state is not four 32-bit integers (a corrupt snapshot; callers validate replays first).
 */
export function restoreRng(state: RngState): SavableRng {
  if (state.length !== 4 || !state.every((n) => Number.isInteger(n)))
    throw new Error(`rng/bad-state: ${JSON.stringify(state)}`);
  return wrap(xoroshiro128plusFromState(state));
}

/**
 * An `Rng` that restores the generator from `state` only when first drawn from; `save()` returns the very
 * same state object when nothing was drawn (most actions draw nothing), so hot loops skip the work.
 */
export class LazyRng implements SavableRng {
  private rng: SavableRng | null = null;

  constructor(private readonly state: RngState) {}

  int(from: number, to: number): number {
    return (this.rng ??= restoreRng(this.state)).int(from, to);
  }

  shuffle<T>(items: T[]): T[] {
    return (this.rng ??= restoreRng(this.state)).shuffle(items);
  }

  save(): RngState {
    return this.rng ? this.rng.save() : this.state;
  }
}
