// Ruleset loading: YAML and JSON, extends with overrides, and designer-facing diagnostics at file:line:col.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isScalar, parseDocument, visit } from 'yaml';
import {
  compileRuleset,
  parseRulesetText,
  resolveRuleset,
  validateRulesetText,
  rulesetJsonSchema,
  findKind,
  type RulesetSource,
} from '../../src/engine';

const BASE = `format: 1
id: dog/standard
kind: dog
name: Dog
version: 1.0.0
source: test
options:
  decks: 2
`;

function parsed(text: string, file = 'x.yaml'): RulesetSource {
  const r = parseRulesetText(text, file);
  expect(r.diagnostics).toEqual([]);
  return r.source!;
}

describe('ruleset loading', () => {
  it('reads YAML and JSON alike', () => {
    const y = parsed(BASE);
    const j = parsed(
      JSON.stringify({
        format: 1,
        id: 'dog/standard',
        kind: 'dog',
        name: 'Dog',
        version: '1.0.0',
        source: 'test',
        options: { decks: 2 },
      }),
      'x.json',
    );
    expect(j.data).toEqual(y.data);
  });

  it('applies extends: the child overrides the parent option by option (DOG-011 deal schedule as the example)', () => {
    const base = parsed(BASE);
    const child = parsed(
      'format: 1\nid: dog/child\nkind: dog\nname: Child\nversion: "1"\nsource: t\nextends: dog/standard\noptions:\n  dealSchedule: "6+5432"\n',
      'child.yaml',
    );
    const r = resolveRuleset(child, (id) => (id === 'dog/standard' ? base : undefined));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.options).toEqual({ decks: 2, dealSchedule: '6+5432' });
    expect(r.value.chain).toEqual(['dog/child', 'dog/standard']);
    const game = compileRuleset(r.value);
    expect(game.ok && game.value.options.dealSchedule).toBe('6+5432');
    expect(game.ok && game.value.options.jokersPerDeck).toBe(3);
  });

  it('a wrong type is reported at the value, with line and column', () => {
    const text = BASE.replace('decks: 2', 'decks: two');
    const ds = validateRulesetText(text, 'bad.yaml', () => undefined);
    expect(ds).toHaveLength(1);
    expect(ds[0]).toMatchObject({ file: 'bad.yaml', line: 8, column: 10, severity: 'error', path: 'options.decks' });
  });

  it('an unknown option is reported at its key, with a suggestion', () => {
    const text = BASE.replace('decks: 2', 'deck: 2');
    const ds = validateRulesetText(text, 'bad.yaml', () => undefined);
    expect(ds).toHaveLength(1);
    expect(ds[0]).toMatchObject({ code: 'ruleset/unknown-option', line: 8 });
    expect(ds[0].message).toContain('Did you mean "decks"');
  });

  it('a YAML syntax error is reported at its line, and other problems are still found', () => {
    const text = `${BASE.replace('decks: 2', 'decks: two\n  bogus: [1, 2')}`;
    const ds = validateRulesetText(text, 'bad.yaml', () => undefined);
    expect(ds.some((d) => d.code === 'ruleset/syntax' && d.line !== undefined && d.line >= 9)).toBe(true);
  });

  it('duplicate keys, unknown kinds, missing and circular extends are diagnostics, not exceptions', () => {
    expect(parseRulesetText(`${BASE}  decks: 3\n`, 'd.yaml').diagnostics[0].message).toContain('appears twice');
    expect(validateRulesetText(BASE.replace('kind: dog', 'kind: chess'), 'k.yaml', () => undefined)[0]).toMatchObject({
      code: 'ruleset/unknown-kind',
      line: 3,
    });
    const child = parsed(`${BASE.replace('id: dog/standard', 'id: dog/a')}extends: dog/missing\n`);
    const r = resolveRuleset(child, () => undefined);
    expect(!r.ok && r.error[0].code).toBe('ruleset/extends-missing');
    const a = parsed(`${BASE.replace('id: dog/standard', 'id: dog/a')}extends: dog/b\n`);
    const b = parsed(`${BASE.replace('id: dog/standard', 'id: dog/b')}extends: dog/a\n`);
    const cyc = resolveRuleset(a, (id) => ({ 'dog/a': a, 'dog/b': b })[id]);
    expect(!cyc.ok && cyc.error[0].code).toBe('ruleset/extends-cycle');
  });

  it('an alias bomb is refused quickly', () => {
    const bomb = [
      'a: &a ["x","x","x","x","x","x","x","x","x"]',
      ...Array.from(
        { length: 9 },
        (_, i) =>
          `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)}]`,
      ),
    ].join('\n');
    const r = parseRulesetText(bomb, 'bomb.yaml');
    expect(r.source).toBeNull();
    expect(r.diagnostics[0].code).toBe('ruleset/aliases');
  });

  it('exports a JSON Schema with every Dog option, its default and description', () => {
    const schema = rulesetJsonSchema(findKind('dog')!) as {
      properties: { options: { properties: Record<string, { description?: string }> } };
    };
    const opts = schema.properties.options.properties;
    expect(Object.keys(opts)).toContain('sevenSendsHomePassed');
    expect(opts.sevenSendsHomePassed.description).toMatch(/default: true/);
  });

  it('map keys in the schema take any YAML scalar, as the engine does: hands: { 0: [3, 5] } is no warning', () => {
    // The bundled examples write seats as numeric YAML keys; the engine reads them as "0".
    const doc = parseDocument(readFileSync(join(import.meta.dirname, '../../rulesets/dog/standard.yaml'), 'utf8'));
    const numericKeys: unknown[] = [];
    visit(doc, {
      Pair: (_k, pair) =>
        void (isScalar(pair.key) && typeof pair.key.value === 'number' && numericKeys.push(pair.key.value)),
    });
    expect(numericKeys.length).toBeGreaterThanOrEqual(6);
    // A key constraint `type: string` is what made monaco-yaml say "Expected string" on those keys.
    for (const id of ['dog', 'gassi', 'gamsh']) {
      const typed: unknown[] = [];
      JSON.stringify(rulesetJsonSchema(findKind(id)!), (k, v) => {
        if (k === 'propertyNames' && v && typeof v === 'object' && 'type' in v) typed.push(v);
        return v;
      });
      expect(typed, id).toEqual([]);
    }
    // Patterns on keys stay (language codes of names/descriptions).
    expect(JSON.stringify(rulesetJsonSchema(findKind('dog')!))).toContain('"propertyNames":{"pattern":"^[a-z]{2}');
  });
});

describe('tables only where the kind reads them', () => {
  it('a Gämsh table other than deck is refused at its key, naming the one Gämsh has (its contents would be ignored)', () => {
    const gamsh = BASE.replace('id: dog/standard', 'id: club/g')
      .replace('kind: dog', 'kind: gamsh')
      .replace('options:\n  decks: 2\n', '');
    const ds = validateRulesetText(`${gamsh}tables:\n  moves: {}\n`, 'tables.yaml', () => undefined);
    expect(ds).toMatchObject([{ code: 'gamsh/deck-table', severity: 'error', file: 'tables.yaml', line: 8 }]);
    expect(ds[0]!.message).toContain('Gämsh has one table, "deck"');
  });

  it('a Dog table other than cards is refused at its key, naming the one Dog has', () => {
    const ds = validateRulesetText(`${BASE}tables:\n  moves: {}\n`, 'tables.yaml', () => undefined);
    expect(ds).toMatchObject([{ code: 'dog/card-table', severity: 'error', file: 'tables.yaml', line: 10 }]);
    expect(ds[0]!.message).toContain('Dog has one table, "cards"');
  });
});
