// Turns schema issues into designer-facing diagnostics with file:line:col, and formats them for terminals.
import type { z } from 'zod';
import type { Diagnostic } from '../core/types';
import type { SourcePosition } from './types';

type Locate = (path: readonly (string | number)[], part?: 'key' | 'value') => SourcePosition | undefined;

/**
 * Most diagnostics made from one schema check; the rest are summed up in one last diagnostic. Locating a
 * problem is linear in the size of its map, so tens of thousands of unknown keys would otherwise take minutes
 * (found by fuzzing).
 */
export const MAX_SCHEMA_DIAGNOSTICS = 100;

/** Maps zod issues to diagnostics, locating each at its JSON path in the source (at most `MAX_SCHEMA_DIAGNOSTICS`). */
export function zodIssuesToDiagnostics(
  issues: readonly z.core.$ZodIssue[],
  file: string,
  locate: Locate,
  prefix: readonly (string | number)[] = [],
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const total = issues.reduce((n, i) => n + (i.code === 'unrecognized_keys' ? i.keys.length : 1), 0);
  for (const issue of issues) {
    if (out.length >= MAX_SCHEMA_DIAGNOSTICS) break;
    const basePath = [...prefix, ...(issue.path as (string | number)[])];
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        if (out.length >= MAX_SCHEMA_DIAGNOSTICS) break;
        const path = [...basePath, key];
        out.push(
          diag(file, locate(path, 'key'), 'ruleset/unknown-key', `Unknown key "${key}"${where(basePath)}.`, path),
        );
      }
      continue;
    }
    out.push(diag(file, locate(basePath), 'ruleset/invalid-value', describeIssue(issue, basePath), basePath));
  }
  if (total > out.length)
    out.push(
      diag(
        file,
        undefined,
        'ruleset/too-many-problems',
        `${total - out.length} more problems are not listed; fix the ones above first.`,
      ),
    );
  return out;
}

/** A diagnostic at a located position (line 1, column 1 when unknown). */
export function diag(
  file: string,
  pos: SourcePosition | undefined,
  code: string,
  message: string,
  path?: readonly (string | number)[],
  severity: 'error' | 'warning' = 'error',
): Diagnostic {
  return {
    code,
    severity,
    file,
    line: pos?.line ?? 1,
    column: pos?.column ?? 1,
    endLine: pos?.endLine,
    endColumn: pos?.endColumn,
    message,
    path: path && path.length ? pathText(path) : undefined,
  };
}

/** `file:line:col: error: message [code]`, one line, as compilers print it; `file: error: …` when the problem has no position. */
export function formatDiagnostic(d: Diagnostic): string {
  // A position only where there is one: `dog/standart: error: No ruleset…`, not `dog/standart:1:1:`.
  const at = d.line === undefined ? (d.file ?? '<input>') : [d.file ?? '<input>', d.line, d.column ?? 1].join(':');
  return `${at}: ${d.severity}: ${d.message} [${d.code}]`;
}

function pathText(path: readonly (string | number)[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('') || '(top level)';
}

function where(path: readonly (string | number)[]): string {
  return path.length ? ` in ${pathText(path)}` : ' at the top level';
}

/** A sentence a game designer understands, naming the field, what it should be and what it is. */
function describeIssue(issue: z.core.$ZodIssue, path: readonly (string | number)[]): string {
  const name =
    path.length >= 2 && path[0] === 'options' ? `Option "${path.slice(1).join('.')}"` : `"${pathText(path)}"`;
  const input = 'input' in issue ? issue.input : undefined;
  const got = input === undefined ? '' : ` (got ${shown(input)})`;
  switch (issue.code) {
    case 'invalid_type':
      return input === undefined
        ? `${name} is missing; it should be ${article(issue.expected)}.`
        : `${name} should be ${article(issue.expected)}${got}.`;
    case 'invalid_value':
      return `${name} must be ${issue.values.length === 1 ? shown(issue.values[0]) : `one of ${issue.values.map(shown).join(', ')}`}${got}.`;
    case 'invalid_union': {
      // A union of fixed values (`playerCount`: 3, 4 or 6): name them all, not "the wrong kind".
      const branches = 'errors' in issue ? (issue.errors as z.core.$ZodIssue[][]) : [];
      const values = branches.flatMap((b) =>
        b.length === 1 && b[0]!.code === 'invalid_value' && b[0]!.path.length === 0 ? b[0]!.values : [undefined],
      );
      if (values.length && values.every((v) => v !== undefined))
        return `${name} must be ${values.length === 1 ? shown(values[0]) : `one of ${values.map(shown).join(', ')}`}${got}.`;
      return `${name} has a value of the wrong kind${got}.`;
    }
    case 'too_small':
      return `${name} must be at least ${String(issue.minimum)}${issue.origin === 'string' ? ' characters long' : ''}${got}.`;
    case 'too_big':
      return `${name} must be at most ${String(issue.maximum)}${issue.origin === 'string' ? ' characters long' : ''}${got}.`;
    default:
      return `${name}: ${issue.message}${got}.`;
  }
}

function article(expected: string): string {
  const words: Record<string, string> = {
    number: 'a number',
    string: 'a text',
    boolean: 'true or false',
    object: 'a map of keys and values',
    array: 'a list',
    int: 'a whole number',
  };
  return words[expected] ?? expected;
}

function shown(value: unknown): string {
  const text =
    typeof value === 'string'
      ? JSON.stringify(value)
      : value !== null && typeof value === 'object'
        ? Array.isArray(value)
          ? 'a list'
          : 'a map'
        : String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
