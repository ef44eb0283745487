// zod schemas of ruleset files: the kind-neutral header here, the options per kind from `GameKind.options`;
// exported as JSON Schema (draft-7) for the editor (monaco-yaml).
import { z } from 'zod';
import type { GameKind, SheetLang } from '../core/types';

const json: z.ZodType = z.lazy(() =>
  z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(json), z.record(z.string(), json)]),
);

/**
 * One rule-sheet text: a plain string (any language) or one string per language code, e.g.
 * `{ de: "…", en: "…" }` (backwards compatible with the earlier free-form `texts`).
 */
export const ruleTextSchema = z.union([
  z.string().max(5000),
  z.record(z.string().regex(/^[a-z]{2}(-[A-Za-z]{2})?$/, 'a language code like de or en'), z.string().max(5000)),
]);

/**
 * A text in several languages, e.g. `{ de: "Dog — Standardregeln", en: "Dog — standard rules" }`: one string per
 * language code (`de`, `en`, …). Used by `names` and `descriptions` of a ruleset.
 */
export const localizedTextSchema = z.record(
  z.string().regex(/^[a-z]{2}(-[A-Za-z]{2})?$/, 'a language code like de or en'),
  z.string().min(1).max(5000),
);

/** Ruleset ids look like `dog/standard`: lower-case words, digits and dashes, separated by `/`. */
export const RULESET_ID = /^[a-z0-9][a-z0-9.-]*(\/[a-z0-9][a-z0-9.-]*)*$/;

/** The fields every ruleset file has, whatever its kind. Unknown top-level keys are errors. */
export const rulesetHeaderSchema = z
  .object({
    format: z.literal(1).describe('Ruleset file format version (always 1).'),
    id: z
      .string()
      .max(100)
      .regex(RULESET_ID, 'an id like "dog/standard" (lower case, digits, dashes, "/")')
      .describe('Unique id, e.g. dog/standard.'),
    kind: z.string().max(40).describe('Game kind that interprets the ruleset: dog, gassi or gamsh.'),
    name: z.string().min(1).max(200).describe('Name shown in the Library and on rule sheets.'),
    version: z.string().min(1).max(40).describe('Version of these rules, e.g. 2.5.3.'),
    source: z.string().min(1).max(500).describe('The document these rules come from (seed file, rulebook).'),
    language: z.string().max(10).optional().describe('Language of the source document (de, en).'),
    description: z.string().max(5000).optional().describe('One paragraph on what this ruleset is.'),
    names: localizedTextSchema
      .optional()
      .describe(
        'The name per language ({ de, en }); shown in the Library, on booklets and house-rules cards. Not inherited through extends; missing languages fall back to name.',
      ),
    descriptions: localizedTextSchema
      .optional()
      .describe(
        'A one-line description per language ({ de, en }). Inherited through extends when a file has neither description nor descriptions.',
      ),
    extends: z.string().max(100).regex(RULESET_ID).optional().describe('Id of the ruleset this one builds on.'),
    options: z.record(z.string(), json).optional().describe('Option values; unset options keep their defaults.'),
    tables: z
      .record(z.string(), json)
      .optional()
      .describe(
        'Kind-specific tables (e.g. Gassi cards, states, moves); maps merge by key through extends, null removes a key.',
      ),
    examples: z.array(json).max(500).optional().describe('Executable scenarios embedded in the ruleset.'),
    texts: z
      .record(z.string().min(1).max(100), ruleTextSchema)
      .optional()
      .describe('Rule-sheet texts per rule ID: a string, or one text per language ({ de, en }).'),
    presentation: z.record(z.string(), json).optional().describe('Hints for the renderer only.'),
  })
  .strict();

/**
 * A zod object of a kind's options: each option optional, of its declared type, unknown keys refused; each
 * described in `lang` (the editor's hover) with its default.
 */
export function optionsSchema(kind: GameKind, lang: SheetLang = 'en'): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  const def = lang === 'de' ? 'Standard' : 'default';
  for (const [name, spec] of Object.entries(kind.options)) {
    shape[name] = spec.schema
      .optional()
      .describe(`${spec.description[lang]} (${def}: ${JSON.stringify(spec.default)})`);
  }
  return z.object(shape).strict();
}

/**
 * JSON Schema (draft-7) of a ruleset file of `kind`, with every option's type, default and description (in `lang`).
 * Map keys carry no `type`: YAML reads `hands: { 0: [3, 5] }` with the number 0 as key, the engine takes it as
 * the string "0", and a `propertyNames: { type: string }` made the editor (monaco-yaml) warn "Expected string"
 * where the engine sees no problem. Key patterns and lengths stay.
 */
export function rulesetJsonSchema(kind: GameKind, lang: SheetLang = 'en'): Record<string, unknown> {
  const schema = rulesetHeaderSchema.extend({
    kind: z.literal(kind.id),
    options: optionsSchema(kind, lang).optional(),
    // The kind checks its tables and the editor's hover words an entry (`GameKind.tableHover`); a JSON-value union
    // here only made monaco-yaml's hover print one empty row per branch of the union under those words.
    tables: z
      .record(z.string(), z.unknown())
      .optional()
      .describe(rulesetHeaderSchema.shape.tables.description ?? ''),
  });
  return untypedKeys(z.toJSONSchema(schema, { target: 'draft-7', unrepresentable: 'any' })) as Record<string, unknown>;
}

/** Drops `type` from every `propertyNames` (and an emptied `propertyNames`), in place; returns the schema. */
function untypedKeys(node: unknown): unknown {
  if (Array.isArray(node)) node.forEach(untypedKeys);
  else if (node && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    const names = o['propertyNames'];
    if (names && typeof names === 'object' && !Array.isArray(names)) {
      delete (names as Record<string, unknown>)['type'];
      if (Object.keys(names).length === 0) delete o['propertyNames'];
    }
    Object.values(o).forEach(untypedKeys);
  }
  return node;
}
