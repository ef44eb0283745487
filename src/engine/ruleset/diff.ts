// Comparing two rulesets of one kind option by option ("house rules compared with standard"): the options
// whose effective values differ, defaults filled in, with the kind's descriptions. Pure; used by the CLI
// `rulebench diff`, and meant for the rule sheet and the app.
import type { GameKind, Json, Result, RuleId } from '../core/types';
import { canonicalJson } from '../core/hash';
import type { Ruleset } from './types';

/** Languages the option descriptions come in. */
export type DiffLanguage = 'en' | 'de';

/** One option whose effective value differs between the two rulesets. */
export interface OptionDifference {
  /** Option name as written in ruleset files, e.g. `dealSchedule`. */
  readonly option: string;
  /** Effective value in ruleset `a` (its own, an inherited one, or the kind's default). */
  readonly a: Json;
  /** Effective value in ruleset `b`. */
  readonly b: Json;
  /** The kind's default for the option. */
  readonly default: Json;
  /** One-line description per language (from the kind's `OptionSpec`). */
  readonly description: { readonly en: string; readonly de: string };
  /** Rule IDs the option changes, e.g. `['DOG-011']`. */
  readonly rules: readonly RuleId[];
}

/** Identity of one side of a comparison. */
export interface DiffSide {
  readonly id: string;
  readonly name: string;
  /** The `extends` chain, this ruleset first. */
  readonly chain: readonly string[];
  readonly file?: string;
}

/** Result of `diffRulesets`: the differing options in the kind's declaration order, and how many were compared. */
export interface RulesetDiff {
  readonly kind: string;
  readonly a: DiffSide;
  readonly b: DiffSide;
  readonly differences: readonly OptionDifference[];
  /** Number of options compared (all options the kind declares). */
  readonly compared: number;
}

/**
 * What a comparison reads of a kind: its id, its options and the tables it plays when a ruleset writes none (any
 * kind, whatever its view's type).
 */
export type KindOptions = Pick<GameKind, 'id' | 'options' | 'defaultTables'>;

/** Every option of `kind` with the value `ruleset` gives it: set along its `extends` chain, else the default. */
export function effectiveOptions(kind: KindOptions, ruleset: Ruleset): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const [name, spec] of Object.entries(kind.options))
    out[name] = Object.hasOwn(ruleset.options, name) ? ruleset.options[name]! : spec.default;
  return out;
}

/**
 * The options in which rulesets `a` and `b` differ (values compared as canonical JSON, defaults filled in).
 * Error `diff/different-kinds` if the two rulesets are not of `kind`.
 */
export function diffRulesets(kind: KindOptions, a: Ruleset, b: Ruleset): Result<RulesetDiff> {
  for (const r of [a, b]) {
    if (r.kind !== kind.id)
      return {
        ok: false,
        error: {
          code: 'diff/different-kinds',
          message: `${r.id} is a ${r.kind} ruleset, not ${kind.id}; only rulesets of one kind can be compared.`,
        },
      };
  }
  const va = effectiveOptions(kind, a);
  const vb = effectiveOptions(kind, b);
  const differences: OptionDifference[] = [];
  for (const [name, spec] of Object.entries(kind.options)) {
    if (canonicalJson(va[name]) === canonicalJson(vb[name])) continue;
    differences.push({
      option: name,
      a: va[name]!,
      b: vb[name]!,
      default: spec.default,
      description: spec.description,
      rules: spec.rules ?? [],
    });
  }
  const side = (r: Ruleset): DiffSide => ({
    id: r.id,
    name: r.name,
    chain: r.chain,
    ...(r.file ? { file: r.file } : {}),
  });
  return {
    ok: true,
    value: { kind: kind.id, a: side(a), b: side(b), differences, compared: Object.keys(kind.options).length },
  };
}

const WORDS = {
  en: {
    title: 'House rules compared with',
    same: 'No differences: both rulesets play the same.',
    of: (n: number, m: number) => `${n} of ${m} options differ:`,
    yes: 'yes',
    no: 'no',
    rules: 'rules',
  },
  de: {
    title: 'Hausregeln im Vergleich mit',
    same: 'Keine Unterschiede: beide Regelwerke spielen gleich.',
    of: (n: number, m: number) => `${n} von ${m} Optionen unterscheiden sich:`,
    yes: 'ja',
    no: 'nein',
    rules: 'Regeln',
  },
} as const;

/** A value as a club reads it: yes/no (ja/nein) for booleans, text and numbers as they are. */
export function formatOptionValue(value: Json, lang: DiffLanguage): string {
  if (value === true) return WORDS[lang].yes;
  if (value === false) return WORDS[lang].no;
  if (typeof value === 'string') return value;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  return plainStructure(value, (v) => formatOptionValue(v, lang));
}

/**
 * A list or map option value in plain words, without JSON's quotes and braces: a list as its items separated by
 * commas (`6, 5, 4, 3, 2`), a map as `key: value` pairs separated by semicolons (`first: 6; repeat: 5, 4, 3, 2`);
 * a list or map inside another is put in brackets or parentheses. `item` words a scalar inside.
 */
function plainStructure(value: Json, item: (v: Json) => string): string {
  const inner = (v: Json): string =>
    v !== null && typeof v === 'object'
      ? Array.isArray(v)
        ? `[${plainStructure(v, item)}]`
        : `(${plainStructure(v, item)})`
      : item(v);
  if (Array.isArray(value)) return value.map(inner).join(', ');
  if (value !== null && typeof value === 'object')
    return Object.entries(value)
      .map(([k, v]) => `${k}: ${Array.isArray(v) ? plainStructure(v, item) : inner(v)}`)
      .join('; ');
  return item(value);
}

/**
 * Plain-text report of a diff for a club: a heading naming both rulesets, then per option its description,
 * rule IDs and both values, aligned. `lang` picks the description and the words.
 */
export function formatRulesetDiff(diff: RulesetDiff, lang: DiffLanguage = 'en'): string {
  const w = WORDS[lang];
  const lines = [`${w.title} ${diff.a.id}: ${diff.b.id} (${diff.b.name})`, ''];
  if (diff.differences.length === 0) return [...lines, w.same, ''].join('\n');
  lines.push(w.of(diff.differences.length, diff.compared), '');
  const width = Math.max(diff.a.id.length, diff.b.id.length);
  for (const d of diff.differences) {
    lines.push(`${d.option}${d.rules.length ? `  (${w.rules} ${d.rules.join(', ')})` : ''}`);
    lines.push(`  ${d.description[lang]}`);
    lines.push(`  ${diff.a.id.padEnd(width)}  ${formatOptionValue(d.a, lang)}`);
    lines.push(`  ${diff.b.id.padEnd(width)}  ${formatOptionValue(d.b, lang)}`);
    lines.push('');
  }
  return lines.join('\n');
}

/** Top-level ruleset fields compared by `rulesetDifferences` besides options and rule texts, in reading order. */
const COMPARED_FIELDS = [
  'kind',
  'id',
  'name',
  'names',
  'version',
  'description',
  'descriptions',
  'source',
  'language',
  'extends',
  'chain',
  'tables',
  'examples',
  'presentation',
] as const;

/**
 * One way in which resolved ruleset `a` differs from `b` (`rulesetDifferenceList`), as data a screen words in its
 * language: an option whose effective value differs (`a`'s value, then `b`'s; a list or map as its JSON text, and
 * any value longer than 40 characters as text cut to 40 characters ending in "…"); the options compared as a whole (`options`: the two have
 * different kinds); a top-level field (`field`: `kind`, `name`, `tables`, …, named only); a rule text (`text`, by
 * rule ID such as DOG-020) that `a` words differently (`changed`), lacks (`missing`) or adds (`added`).
 */
export type RulesetDifference =
  | { readonly what: 'option'; readonly option: string; readonly value: OptionScalar; readonly other: OptionScalar }
  | { readonly what: 'options' }
  | { readonly what: 'field'; readonly field: string }
  | { readonly what: 'text'; readonly rule: string; readonly change: 'changed' | 'missing' | 'added' };

/**
 * Everything in which resolved ruleset `a` differs from `b`, as data (`RulesetDifference`), in reading order: first
 * each option whose effective value differs (defaults of `kind` filled in), then the top-level fields (`name`,
 * `names`, `version`, `tables`, `examples`, …), then each rule text that differs, was added or is missing. `file` is
 * ignored. Empty when the two are the same ruleset. Used to tell whether a replay's rules are the bundled ruleset it
 * names.
 */
export function rulesetDifferenceList(kind: KindOptions, a: Ruleset, b: Ruleset): RulesetDifference[] {
  const out: RulesetDifference[] = [];
  const same = (x: unknown, y: unknown) => canonicalJson(x ?? null) === canonicalJson(y ?? null);
  const fa = a as unknown as Record<string, unknown>;
  const fb = b as unknown as Record<string, unknown>;
  if (a.kind === kind.id && b.kind === kind.id) {
    const va = effectiveOptions(kind, a);
    const vb = effectiveOptions(kind, b);
    for (const name of Object.keys(kind.options))
      if (!same(va[name], vb[name]))
        out.push({ what: 'option', option: name, value: boundedValue(va[name]!), other: boundedValue(vb[name]!) });
  } else if (!same(a.options, b.options)) out.push({ what: 'options' });
  // tables written out as the kind's defaults (Dog's standard card table) compare equal to no tables
  const tablesOf = (r: Ruleset, f: Record<string, unknown>) =>
    r.kind === kind.id && kind.defaultTables !== undefined && same(f['tables'], kind.defaultTables)
      ? undefined
      : f['tables'];
  for (const field of COMPARED_FIELDS)
    if (field === 'tables' ? !same(tablesOf(a, fa), tablesOf(b, fb)) : !same(fa[field], fb[field]))
      out.push({ what: 'field', field });
  const ta = a.texts ?? {};
  const tb = b.texts ?? {};
  for (const id of [...new Set([...Object.keys(ta), ...Object.keys(tb)])].sort())
    if (!same(ta[id], tb[id]))
      out.push({
        what: 'text',
        rule: id,
        change: ta[id] === undefined ? 'missing' : tb[id] === undefined ? 'added' : 'changed',
      });
  return out;
}

/**
 * `rulesetDifferenceList` as short English phrases: `option decks 2 (not 1)` (values as `formatOptionValue` writes
 * them, cut at 40 characters), `options`, the field's name, `text DOG-020` (with ` missing` or ` added`). For the
 * command line (`replay verify`).
 */
export function rulesetDifferences(kind: KindOptions, a: Ruleset, b: Ruleset): string[] {
  return rulesetDifferenceList(kind, a, b).map((d) =>
    d.what === 'option'
      ? `option ${d.option} ${shortValue(d.value)} (not ${shortValue(d.other)})`
      : d.what === 'options'
        ? 'options'
        : d.what === 'field'
          ? d.field
          : `text ${d.rule}${d.change === 'missing' ? ' missing' : d.change === 'added' ? ' added' : ''}`,
  );
}

/** An option value in a `RulesetDifference`: a list or map as its JSON text; a string or JSON text of more than 40 characters cut to 40. */
export type OptionScalar = string | number | boolean | null;

/** An option value as it travels in a `RulesetDifference` (`OptionScalar`). */
function boundedValue(v: Json): OptionScalar {
  const scalar =
    typeof v === 'object' && v !== null ? plainStructure(v, (x) => (typeof x === 'string' ? x : JSON.stringify(x))) : v;
  return typeof scalar === 'string' && scalar.length > 40 ? `${scalar.slice(0, 39)}…` : scalar;
}

/** An option value for `rulesetDifferences`, cut at 40 characters. */
function shortValue(v: Json): string {
  const text = formatOptionValue(v, 'en');
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}
