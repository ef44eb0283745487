// Turns schema issues into designer-facing diagnostics with file:line:col, and formats them for terminals.
import type { z } from 'zod';
import type { Diagnostic, SheetLang } from '../core/types';
import { isMessageKey, message, type MessageKey } from '../messages';
import type { SourcePosition } from './types';

type Locate = (path: readonly (string | number)[], part?: 'key' | 'value') => SourcePosition | undefined;

/**
 * Most diagnostics made from one schema check; the rest are summed up in one last diagnostic. Locating a
 * problem is linear in the size of its map, so tens of thousands of unknown keys would otherwise take minutes
 * (found by fuzzing).
 */
export const MAX_SCHEMA_DIAGNOSTICS = 100;

/**
 * Maps zod issues to diagnostics, locating each at its JSON path in the source (at most `MAX_SCHEMA_DIAGNOSTICS`);
 * each carries its message in English and German (`texts`). `shapesOf(path)` may name the allowed shapes of a
 * value (an option's `shapes`), used when a value fits none of a union's branches.
 */
export function zodIssuesToDiagnostics(
  issues: readonly z.core.$ZodIssue[],
  file: string,
  locate: Locate,
  prefix: readonly (string | number)[] = [],
  shapesOf: (path: readonly (string | number)[]) => Texts | undefined = () => undefined,
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
        const texts = both('diag.unknownKey', { key, where: where(basePath) });
        out.push({ ...diag(file, locate(path, 'key'), 'ruleset/unknown-key', texts.en, path), texts });
      }
      continue;
    }
    const texts = describeIssue(issue, basePath, shapesOf(basePath));
    out.push({ ...diag(file, locate(basePath), 'ruleset/invalid-value', texts.en, basePath), texts });
  }
  if (total > out.length) {
    const texts = both('diag.tooMany', { n: total - out.length });
    out.push({ ...diag(file, undefined, 'ruleset/too-many-problems', texts.en), texts });
  }
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

function where(path: readonly (string | number)[]): Texts {
  return path.length ? both('diag.in', { path: pathText(path) }) : both('diag.topLevel');
}

/** A text in both of the app's languages (the engine's catalogues, messages/). */
type Texts = { readonly en: string; readonly de: string };
const LANGS = ['en', 'de'] as const;
/** `message(key, params)` in both languages; a param may itself be a pair of texts. */
function both(key: MessageKey, params: Readonly<Record<string, string | number | Texts>> = {}): Texts {
  const pick = (lang: SheetLang) =>
    Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'object' ? v[lang] : v]));
  return { en: message('en', key, pick('en')), de: message('de', key, pick('de')) };
}
/** `items` joined by ", " with the last one joined by " or " ("a list, a map or one of …"), per language. */
function orList(items: readonly Texts[]): Texts {
  const join = (lang: SheetLang) => {
    const xs = items.map((x) => x[lang]);
    return xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')}${message(lang, 'diag.or')}${xs.at(-1)!}`;
  };
  return { en: join('en'), de: join('de') };
}
const same = (text: string): Texts => ({ en: text, de: text });

/**
 * A sentence a game designer understands, naming the field, what it should be and what it is, in English and
 * German. A value matching none of a union's branches gets one sentence naming every allowed shape (the
 * option's `shapes` when given), not one per branch.
 */
function describeIssue(issue: z.core.$ZodIssue, path: readonly (string | number)[], shapes?: Texts): Texts {
  const name =
    path.length >= 2 && path[0] === 'options'
      ? both('diag.option', { name: path.slice(1).join('.') })
      : both('diag.field', { name: pathText(path) });
  const input = 'input' in issue ? issue.input : undefined;
  const got = input === undefined ? same('') : both('diag.got', { value: shown(input) });
  const oneOf = (values: readonly unknown[]): Texts =>
    values.length === 1 ? same(shown(values[0])) : both('diag.oneOf', { values: values.map(shown).join(', ') });
  switch (issue.code) {
    case 'invalid_type':
      return input === undefined
        ? both('diag.missing', { name, expected: article(issue.expected) })
        : both('diag.shouldBe', { name, expected: article(issue.expected), got });
    case 'invalid_value':
      return both('diag.mustBe', { name, allowed: oneOf(issue.values), got });
    case 'invalid_union': {
      if (shapes) return both('diag.mustBe', { name, allowed: shapes, got });
      // Each branch's shape: its fixed values (`playerCount`: 3, 4 or 6), its type, or the type of a value
      // that went wrong inside it (a list with a bad entry is still the list shape).
      const branches = 'errors' in issue ? (issue.errors as z.core.$ZodIssue[][]) : [];
      const values: unknown[] = [];
      const kinds: Texts[] = [];
      for (const b of branches) {
        const top = b.length === 1 && b[0]!.path.length === 0 ? b[0]! : undefined;
        if (top?.code === 'invalid_value') values.push(...top.values);
        else if (top?.code === 'invalid_type') kinds.push(article(top.expected));
        else if (Array.isArray(input)) kinds.push(both('diag.value.list'));
        else if (input !== null && typeof input === 'object') kinds.push(both('diag.value.map'));
      }
      const allowed = [...new Map(kinds.map((k) => [k.en, k])).values()];
      if (values.length) allowed.push(oneOf(values));
      return both('diag.mustBe', { name, allowed: orList(allowed), got });
    }
    case 'too_small':
    case 'too_big': {
      const small = issue.code === 'too_small';
      const n = String(small ? issue.minimum : issue.maximum);
      const key: MessageKey =
        issue.origin === 'string'
          ? small
            ? 'diag.atLeastChars'
            : 'diag.atMostChars'
          : issue.origin === 'array'
            ? small
              ? 'diag.atLeastItems'
              : 'diag.atMostItems'
            : small
              ? 'diag.atLeast'
              : 'diag.atMost';
      return both(key, { name, n, got });
    }
    default:
      return both('diag.other', { name, detail: issue.message, got });
  }
}

function article(expected: string): Texts {
  const key = `diag.type.${expected}`;
  return isMessageKey(key) ? both(key) : same(expected);
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
