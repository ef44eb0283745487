// Test helpers for the Dog kind (imported by *.test.ts only): compile, build scenario states, list and apply.
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { Json, Rng } from '../../core/types';
import { dog } from './index';
import type { DogRules } from './rules';
import type { DogState } from './state';

/** A seeded Rng for tests. */
export function testRng(seed: number): Rng {
  const g = xoroshiro128plus(seed);
  return {
    int: (a, b) => uniformInt(g, a, b),
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i--) {
        const j = uniformInt(g, 0, i);
        const t = items[i]!; items[i] = items[j]!; items[j] = t;
      }
      return items;
    },
  };
}

/** Compiled rules for option overrides (throws on diagnostics). */
export function rulesOf(options: Record<string, Json> = {}): DogRules {
  const r = dog.compile(options);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** A play-phase state from a position, the seat to act and its hand. */
export function at(rules: DogRules, position: string, turn: number, hand: (string | number)[], more: Record<string, (string | number)[]> = {}): DogState {
  const r = dog.fromScenario(rules, { position, turn, hands: { [turn]: hand, ...more } });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Notations of the legal actions of `seat` (default: the seat to act). */
export function legal(rules: DogRules, s: DogState, seat = s.turn): string[] {
  return dog.legalActions(rules, s, seat).map((a) => a.notation);
}

/** Applies a notation for the seat to act and returns the new state. */
export function play(rules: DogRules, s: DogState, notation: string, seat = s.turn, seed = 1): DogState {
  return dog.apply(rules, s, { seat, notation }, testRng(seed)).state;
}

/** Position after applying `notation`. */
export function after(rules: DogRules, s: DogState, notation: string): string {
  return dog.formatPosition(rules, play(rules, s, notation));
}
