// From parsed ruleset files to a CompiledGame: `extends` chains, option checks against the kind's declared
// options, then the kind's own compile. Every problem is a Diagnostic; nothing here throws on bad input.
import { editDistance } from './core/edit-distance';
import { unknownRuleIdText } from './core/rule-ids';
import type { Diagnostic, GameKind, Json, Result, RuleId } from './core/types';
import { message } from './messages';
import { canonicalJson, hashJson } from './core/hash';
import type { CompiledGame } from './core/game';
import { diag, zodIssuesToDiagnostics } from './ruleset/diagnostics';
import { parseRulesetText } from './ruleset/parse';
import { optionsSchema } from './ruleset/schema';
import type { Ruleset, RulesetSource } from './ruleset/types';
import { resolveLocalizedTexts } from './ruleset/names';
import { KINDS, findKind } from './kinds';

/** Finds the parsed source of a ruleset id for `extends` (the host reads files; the engine only asks). */
export type RulesetLookup = (id: string) => RulesetSource | undefined;

/** Longest `extends` chain accepted. */
export const MAX_EXTENDS_DEPTH = 16;

/**
 * Applies the `extends` chain of `source`: parents' options first, then the child's. Checks the kind exists,
 * every option is known and well-typed in every file of the chain, no cycles, no missing parents.
 */
export function resolveRuleset(source: RulesetSource, lookup: RulesetLookup): Result<Ruleset, Diagnostic[]> {
  const { data, file } = source;
  const kind = findKind(data.kind);
  if (!kind) {
    const known = Object.keys(KINDS).join(', ');
    return {
      ok: false,
      error: [
        diag(
          file,
          source.locate(['kind']),
          'ruleset/unknown-kind',
          `Unknown kind "${data.kind}". Known kinds: ${known}.`,
          ['kind'],
        ),
      ],
    };
  }
  const chain: RulesetSource[] = [source];
  const problems: Diagnostic[] = [];
  for (let cur = source; cur.data.extends; ) {
    const parentId = cur.data.extends;
    // Where `extends` is written, for a diagnostic only (a position may need the file's YAML parsed again).
    const here = () => cur.locate(['extends']);
    if (chain.some((s) => s.data.id === parentId)) {
      problems.push(
        diag(
          cur.file,
          here(),
          'ruleset/extends-cycle',
          `"extends: ${parentId}" makes a cycle: ${[...chain.map((s) => s.data.id), parentId].join(' → ')}.`,
          ['extends'],
        ),
      );
      break;
    }
    if (chain.length >= MAX_EXTENDS_DEPTH) {
      problems.push(
        diag(
          cur.file,
          here(),
          'ruleset/extends-too-deep',
          `The extends chain is longer than ${MAX_EXTENDS_DEPTH} rulesets.`,
          ['extends'],
        ),
      );
      break;
    }
    const parent = lookup(parentId);
    if (!parent) {
      problems.push(
        diag(
          cur.file,
          here(),
          'ruleset/extends-missing',
          `"extends: ${parentId}": no ruleset with that id was found.`,
          ['extends'],
        ),
      );
      break;
    }
    if (parent.data.kind !== data.kind) {
      problems.push(
        diag(
          cur.file,
          here(),
          'ruleset/extends-kind',
          `"${parentId}" is a ${parent.data.kind} ruleset; a ${data.kind} ruleset cannot extend it.`,
          ['extends'],
        ),
      );
      break;
    }
    chain.push(parent);
    cur = parent;
  }
  const schema = optionsSchema(kind);
  for (const s of chain) {
    const checked = schema.safeParse(s.data.options ?? {}, { reportInput: true });
    if (!checked.success)
      problems.push(
        ...zodIssuesToDiagnostics(checked.error.issues, s.file, s.locate, ['options'], optionShapes(kind)).map((d) =>
          suggest(d, Object.keys(kind.options)),
        ),
      );
  }
  problems.push(...unknownTextIds(chain, kind.ruleIds, kind.id));
  if (problems.length) return { ok: false, error: problems };
  // Options, rule texts and presentation hints are inherited key by key (the child wins); examples are not,
  // because a parent's worked examples need not hold under the child's options.
  const options: Record<string, Json> = {};
  const texts: Record<string, Json> = {};
  const presentation: Record<string, Json> = {};
  for (const s of [...chain].reverse()) {
    Object.assign(options, s.data.options ?? {});
    Object.assign(texts, s.data.texts ?? {});
    Object.assign(presentation, s.data.presentation ?? {});
  }
  // Tables merge by key through the chain (mergeTables), so a child adds or replaces single moves.
  let tables: Json | undefined;
  for (const s of [...chain].reverse()) if (s.data.tables) tables = mergeTables(tables ?? {}, s.data.tables);
  return {
    ok: true,
    value: {
      id: data.id,
      kind: data.kind,
      name: data.name,
      version: data.version,
      source: data.source,
      language: data.language ?? 'de',
      description: data.description ?? '',
      ...resolveLocalizedTexts(chain.map((s) => s.data)),
      chain: chain.map((s) => s.data.id),
      extends: data.extends ?? null,
      options,
      ...(tables !== undefined ? { tables } : {}),
      examples: data.examples ?? [],
      texts,
      presentation,
      file,
    },
  };
}

/**
 * A diagnostic (`ruleset/unknown-rule-id`, at the key) for every key of a `texts:` in the chain that is not an ID
 * of the kind's catalogue (`GameKind.ruleIds`), naming the nearest known IDs: a text under `DOG-099` or a
 * misspelt `DOG-68` would never be shown at any rule.
 */
function unknownTextIds(chain: readonly RulesetSource[], known: readonly RuleId[], kindId: string): Diagnostic[] {
  const ids = new Set(known);
  const out: Diagnostic[] = [];
  for (const s of chain)
    for (const key of Object.keys(s.data.texts ?? {}))
      if (!ids.has(key))
        out.push(
          diag(
            s.file,
            s.locate(['texts', key], 'key'),
            'ruleset/unknown-rule-id',
            `texts: ${unknownRuleIdText(key, kindId, known)}`,
            ['texts', key],
          ),
        );
  return out;
}

/**
 * Compiles a resolved ruleset (from a file or from a replay header) with optional option overrides into a
 * `CompiledGame`. `source`, if given, lets the kind's diagnostics point at lines.
 */
export function compileRuleset(
  ruleset: Ruleset,
  overrides: Readonly<Record<string, Json>> = {},
  source?: RulesetSource,
): Result<CompiledGame, Diagnostic[]> {
  const file = source?.file ?? ruleset.file ?? ruleset.id;
  const kind = findKind(ruleset.kind);
  if (!kind)
    return {
      ok: false,
      error: [
        diag(file, source?.locate(['kind']), 'ruleset/unknown-kind', `Unknown kind "${ruleset.kind}".`, ['kind']),
      ],
    };
  const schema = optionsSchema(kind);
  const merged = { ...ruleset.options, ...overrides };
  const checked = schema.safeParse(merged, { reportInput: true });
  if (!checked.success) {
    const locate = source?.locate ?? (() => undefined);
    return {
      ok: false,
      error: zodIssuesToDiagnostics(checked.error.issues, file, locate, ['options'], optionShapes(kind)).map((d) =>
        suggest(d, Object.keys(kind.options)),
      ),
    };
  }
  if (ruleset.tables !== undefined && kind.usesTables !== true) {
    return {
      ok: false,
      error: [
        diag(
          file,
          source?.locate(['tables'], 'key'),
          'ruleset/no-tables',
          `Rulesets of kind "${kind.id}" have no tables; remove "tables:" (its contents would be ignored).`,
          ['tables'],
        ),
      ],
    };
  }
  const options: Record<string, Json> = {};
  for (const [name, spec] of Object.entries(kind.options))
    options[name] = Object.hasOwn(merged, name) ? merged[name] : spec.default;
  const compiled = ruleset.tables !== undefined ? kind.compile(options, ruleset.tables) : kind.compile(options);
  if (!compiled.ok) {
    return {
      ok: false,
      error: compiled.error.map((d) =>
        d.line ? d : { ...diag(file, source?.locate(diagnosticPath(d.path)), d.code, d.message), path: d.path },
      ),
    };
  }
  const rules = compiled.value;
  // Tables are part of the rules in force; rulesets without tables (or with the kind's default tables) keep their
  // former hash.
  const hashed =
    ruleset.tables !== undefined && !isDefaultTables(kind, ruleset.tables)
      ? { kind: ruleset.kind, id: ruleset.id, options, tables: ruleset.tables }
      : { kind: ruleset.kind, id: ruleset.id, options };
  return {
    ok: true,
    value: {
      ruleset,
      kind,
      rules,
      layout: kind.layout(rules),
      overrides: { ...overrides },
      options,
      hash: hashJson(hashed),
    },
  };
}

/** True if `tables` are the tables `kind` plays when a ruleset writes none (`GameKind.defaultTables`). */
export function isDefaultTables(kind: Pick<GameKind, 'defaultTables'>, tables: Json | undefined): boolean {
  return kind.defaultTables !== undefined && canonicalJson(tables ?? null) === canonicalJson(kind.defaultTables);
}

/**
 * Merges `child` tables over `parent` (through `extends`): maps merge key by key, recursively; a `null` value
 * removes the key; any other value (list, text, number) replaces the parent's. Inputs are not mutated.
 */
export function mergeTables(parent: Json, child: Json): Json {
  const isMap = (v: Json): v is { [k: string]: Json } => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isMap(parent) || !isMap(child)) return child;
  const out: { [k: string]: Json } = { ...parent };
  for (const [k, v] of Object.entries(child)) {
    if (v === null) delete out[k];
    else out[k] = Object.hasOwn(out, k) ? mergeTables(out[k]!, v) : v;
  }
  return out;
}

/**
 * The source path of a kind diagnostic: `tables.…` and `options.…` paths are used as they are, any other
 * path is an option name; numeric segments (`plays.2` or `plays[2]`) index lists.
 */
function diagnosticPath(path: string | undefined): (string | number)[] {
  if (!path) return ['options'];
  const segs = path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  return segs[0] === 'tables' || segs[0] === 'options' ? segs : ['options', ...segs];
}

function suggest(d: Diagnostic, known: readonly string[]): Diagnostic {
  if (d.code !== 'ruleset/unknown-key') return d;
  const key = /"([^"]+)"/.exec(d.message)?.[1] ?? '';
  const best = known
    .map(
      (k) =>
        [
          k,
          k.toLowerCase().startsWith(key.toLowerCase()) && key.length >= 4
            ? 0
            : editDistance(key.toLowerCase(), k.toLowerCase()),
        ] as const,
    )
    .sort((a, b) => a[1] - b[1])[0];
  const hint =
    best &&
    (best[1] <= Math.max(2, key.length / 3) || (key.length >= 4 && best[0].toLowerCase().startsWith(key.toLowerCase())))
      ? best[0]
      : null;
  const text = (lang: 'en' | 'de') =>
    message(lang, 'diag.unknownOption', { key }) + (hint ? message(lang, 'diag.didYouMean', { name: hint }) : '');
  const texts = { en: text('en'), de: text('de') };
  return { ...d, code: 'ruleset/unknown-option', message: texts.en, texts };
}

/**
 * Every problem of a ruleset text, best effort: syntax errors, header fields, unknown or mistyped options
 * (even when the text also has syntax errors), `extends`, and the kind's own checks. Empty when valid.
 */
export function validateRulesetText(text: string, file: string, lookup: RulesetLookup): Diagnostic[] {
  const parsed = parseRulesetText(text, file);
  const source = parsed.source ?? parsed.recovered;
  if (!source) return parsed.diagnostics;
  const resolved = resolveRuleset(source, lookup);
  if (!resolved.ok) {
    // With syntax errors, skip follow-on problems on the same lines (they are usually the same mistake).
    const syntaxLines = new Set(parsed.diagnostics.map((d) => d.line));
    return [...parsed.diagnostics, ...resolved.error.filter((d) => !syntaxLines.has(d.line))];
  }
  if (!parsed.source) return parsed.diagnostics;
  const game = compileRuleset(resolved.value, {}, source);
  return game.ok ? [] : game.error;
}

/** The `shapes` of the option at a diagnostic path `options.<name>` (for `zodIssuesToDiagnostics`). */
function optionShapes(kind: GameKind) {
  return (path: readonly (string | number)[]) =>
    path.length === 2 && path[0] === 'options' ? kind.options[String(path[1])]?.shapes : undefined;
}
