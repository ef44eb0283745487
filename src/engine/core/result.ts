// Helpers for the engine's `Result` union and the `EngineBug` exception (broken invariants only).
import type { EngineError, Json, Result } from './types';

/** A successful result. */
export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

/** A failed result with an `area/kebab-case` code and a message. */
export function fail(code: string, message: string, details?: Json): { ok: false; error: EngineError } {
  return { ok: false, error: details === undefined ? { code, message } : { code, message, details } };
}

/** Thrown only for broken invariants (bugs), never for bad user input. Simulations catch it and keep the seed. */
export class EngineBug extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EngineBug';
  }
}
