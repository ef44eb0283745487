// Test helpers for the Dog kind (imported by *.test.ts only): compile, build scenario states, list and apply.
// Pure like the engine: the test Rng is a small seeded mulberry32, no outside packages.
import type { Json, Rng } from '../../core/types';
import { dog } from './index';
import type { DogRules } from './rules';
import type { DogState } from './state';

/** A seeded Rng for tests (mulberry32; not the game's PRNG, only reproducible). */
export function testRng(seed: number): Rng {
  let t = seed >>> 0;
  const next = (): number => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  const int = (a: number, b: number): number => a + Math.floor(next() * (b - a + 1));
  return {
    int,
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i--) {
        const j = int(0, i);
        const x = items[i]!;
        items[i] = items[j]!;
        items[j] = x;
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
export function at(
  rules: DogRules,
  position: string,
  turn: number,
  hand: (string | number)[],
  more: Record<string, (string | number)[]> = {},
): DogState {
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
