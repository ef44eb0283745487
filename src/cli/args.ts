// Command-line parsing shared by the commands (node:util parseArgs, strict), with errors that name the value.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { closest } from '../host/suggest';

export { closest, editDistance } from '../host/suggest';

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
      throw new UsageError(
        value.startsWith('--')
          ? `${opt} needs a value before ${value}`
          : `${opt} needs a value, got "${value}" (a value starting with "-" is written ${opt}=${value})`,
      );
    }
    // Node's own text has an unbalanced quote and no hint: name the option and the closest known one.
    const unknown = /^Unknown option '([^']+)'/.exec((e as Error).message);
    if (unknown) {
      const given = unknown[1]!;
      const near = closest(given.replace(/^-+/, '').split('=')[0]!, Object.keys(options));
      throw new UsageError(
        `unknown option ${given}${near ? `; did you mean --${near}?` : ''} (the options are ${
          Object.keys(options)
            .map((o) => `--${o}`)
            .join(', ') || 'none'
        })`,
      );
    }
    const missing = /^Option '(--?[^ ']+) <value>' argument missing/.exec((e as Error).message);
    if (missing) throw new UsageError(`${missing[1]} needs a value`);
    const noValue = /^Option '(--?[^ ']+)' does not take an argument/.exec((e as Error).message);
    if (noValue) throw new UsageError(`${noValue[1]} takes no value (it is a switch: write ${noValue[1]} alone)`);
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
