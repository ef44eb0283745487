// Command-line parsing shared by the commands (node:util parseArgs, strict), with errors that name the value.
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A wrong command line: printed as one line, exit code 2. */
export class UsageError extends Error {}

/** Parses `argv` strictly; unknown options and missing values become a `UsageError` naming them. */
export function parse<T extends NonNullable<ParseArgsConfig['options']>>(argv: readonly string[], options: T) {
  try {
    return parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
  } catch (e) {
    // `--step -1`: parseArgs takes "-1" for an option and says only "argument is ambiguous"; name the value instead.
    const ambiguous = /^Option '(--[^']+)' argument is ambiguous/.exec((e as Error).message);
    const value = ambiguous ? argv[argv.indexOf(ambiguous[1]!) + 1] : undefined;
    if (ambiguous && value !== undefined) {
      const opt = ambiguous[1]!;
      throw new UsageError(value.startsWith('--') ? `${opt} needs a value before ${value}` : `${opt} needs a value, got "${value}" (a value starting with "-" is written ${opt}=${value})`);
    }
    throw new UsageError((e as Error).message.split('\n')[0]);
  }
}

/** `--seed`: any text but the empty one (the games' seeds are derived from it), else `fallback`; a `UsageError` for "". */
export function seedOption(value: string | undefined, fallback = '1'): string {
  if (value === '') throw new UsageError('--seed must not be empty, got ""');
  return value ?? fallback;
}

/** A whole number option within bounds, or a `UsageError` quoting the bad value. */
export function intOption(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  if (!/^-?\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number, got "${value}"`);
  const n = Number(value);
  if (n < min || n > max) throw new UsageError(`--${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}
