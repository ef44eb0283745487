// The seeded PRNG whose state lives in the snapshot (xoroshiro128+ from pure-rand). Pure: no clock, no Math.random.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { Rng, RngState } from './types';

/** An `Rng` that can hand back its state after use, so the snapshot can store it. */
export interface SavableRng extends Rng {
  /** The generator's current state, for `Snapshot.rng`. */
  save(): RngState;
}

/** FNV-1a over the UTF-16 code units of a string: a stable 32-bit number from a seed string. */
export function seedNumber(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
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

/** A fresh generator for a seed string. Same seed ⇒ same sequence, on every platform. */
export function createRng(seed: string): SavableRng {
  return wrap(xoroshiro128plus(seedNumber(seed)));
}

/**
 * Restores a generator from a snapshot's `rng` state.
 * @throws Error if the state is not four 32-bit integers (a corrupt snapshot; callers validate replays first).
 */
export function restoreRng(state: RngState): SavableRng {
  if (state.length !== 4 || !state.every((n) => Number.isInteger(n))) throw new Error(`rng/bad-state: ${JSON.stringify(state)}`);
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
