// Schema diagnostics a designer reads: one sentence per mistake, in English and German (`texts`), a value fitting
// none of a union's branches named with every allowed shape.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileRuleset, parseRulesetText, resolveRuleset } from '../index';
import { zodIssuesToDiagnostics } from './diagnostics';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const STANDARD = readFileSync(join(ROOT, 'rulesets/dog/standard.yaml'), 'utf8');

function diagnostics(text: string) {
  const p = parseRulesetText(text, 'standard.yaml');
  if (!p.source) return p.diagnostics;
  const r = resolveRuleset(p.source, () => undefined);
  if (!r.ok) return r.error;
  const c = compileRuleset(r.value, {}, p.source);
  return c.ok ? [] : c.error;
}

describe('schema diagnostics in both languages, one per mistake', () => {
  it('a wrong dealSchedule (DOG-011) is one diagnostic naming the allowed shapes, in English and German', () => {
    const ds = diagnostics(STANDARD.replace(/^ {2}dealSchedule: .*$/m, '  dealSchedule: 7'));
    expect(ds).toHaveLength(1);
    expect(ds[0]!.message).toBe(
      'Option "dealSchedule" must be a list of hand sizes like [6, 5, 4, 3, 2] or [5, 5, 5], or first rounds and a repeated list like {first: [6], repeat: [5, 4, 3, 2]} (got 7).',
    );
    expect(ds[0]!.texts?.en).toBe(ds[0]!.message);
    expect(ds[0]!.texts?.de).toBe(
      'Option „dealSchedule“ muss eine Liste von Kartenzahlen wie [6, 5, 4, 3, 2] oder [5, 5, 5] oder erste Runden und eine wiederholte Liste wie {first: [6], repeat: [5, 4, 3, 2]} sein (angegeben: 7).',
    );
    // A list with a bad entry is the same one mistake, not one per branch.
    expect(diagnostics(STANDARD.replace(/^ {2}dealSchedule: .*$/m, '  dealSchedule: [6, five]'))).toHaveLength(1);
  });

  it('fixed values, unknown options with a suggestion: German texts', () => {
    const [count] = diagnostics(STANDARD.replace(/^ {2}playerCount: .*$/m, '  playerCount: 99'));
    expect(count!.texts).toEqual({
      en: 'Option "playerCount" must be one of 3, 4, 6 (got 99).',
      de: 'Option „playerCount“ muss einer dieser Werte: 3, 4, 6 sein (angegeben: 99).',
    });
    const [unknown] = diagnostics(STANDARD.replace(/^ {2}playerCount: .*$/m, '  playerCount: 4\n  playerCont: 4'));
    expect(unknown!.code).toBe('ruleset/unknown-option');
    expect(unknown!.texts?.de).toBe('Unbekannte Option „playerCont“. Meintest du „playerCount“?');
  });

  it('a union without named shapes lists each branch: its type, a list or map with a bad entry, its fixed values', () => {
    const schema = z.object({
      v: z.union([z.array(z.number()), z.object({ a: z.number() }).strict(), z.enum(['x', 'y'])]),
    });
    const of = (v: unknown) => {
      const r = schema.safeParse({ v }, { reportInput: true });
      return r.success ? [] : zodIssuesToDiagnostics(r.error.issues, 'f.yaml', () => undefined);
    };
    const [d] = of(7);
    expect(of(7)).toHaveLength(1);
    expect(d!.texts).toEqual({
      en: '"v" must be a list, a map of keys and values or one of "x", "y" (got 7).',
      de: '„v“ muss eine Liste, eine Zuordnung von Schlüsseln und Werten oder einer dieser Werte: "x", "y" sein (angegeben: 7).',
    });
    expect(of([1, 'two'])[0]!.texts?.en).toBe(
      '"v" must be a list, a map of keys and values or one of "x", "y" (got a list).',
    );
  });
});
