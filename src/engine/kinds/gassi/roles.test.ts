// Gassi roles (`tables.roles`): the states and the move the flow relies on are declared by role, so renaming them
// in a ruleset is either a compile error naming the role (at line:col) or, with the role declared, the same game.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRuleset, parseRulesetText, resolveRuleset, runTrial, type CompiledGame } from '../../index';
import { createBot } from '../../bots/registry';
import { gassiHeuristicBot } from './bot';
import type { GassiRules } from './rules';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const BASE_TEXT = readFileSync(join(ROOT, 'rulesets/gassi/gassi-2.5.3.yaml'), 'utf8');

function compileText(text: string): ReturnType<typeof compileRuleset> {
  const p = parseRulesetText(text, 'copy.yaml');
  if (!p.source) return { ok: false, error: p.diagnostics };
  const r = resolveRuleset(p.source, () => undefined);
  if (!r.ok) return r;
  return compileRuleset(r.value, {}, p.source);
}
function game(text: string): CompiledGame<GassiRules> {
  const g = compileText(text);
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  return g.value as CompiledGame<GassiRules>;
}
/** The copy of 2.5.3 with every `WALKING` renamed to `STROLLING` (states list, moves, roles, rule texts). */
const renamed = (text: string) => text.replaceAll(/\bWALKING\b/g, 'STROLLING');
/** 1-based line of the first line of `text` containing `needle`. */
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('roles: what the flow relies on is declared by role', () => {
  it('renaming WALKING but not its role is a compile error naming the role at the role entry (line:col)', () => {
    const text = renamed(BASE_TEXT).replace('    walking: STROLLING', '    walking: WALKING');
    const r = compileText(text);
    expect(r.ok).toBe(false);
    const errs = r.ok ? [] : r.error;
    const role = errs.find((e) => e.code === 'gassi/missing-role');
    expect(role?.message).toMatch(/Role "walking": "WALKING" is not a state/);
    expect(role).toMatchObject({
      path: 'tables.roles.walking',
      line: lineOf(text, '    walking: WALKING'),
      column: 14,
    });
  });

  it('a ruleset without roles gets one error per missing role, each naming it and what it must name', () => {
    const text = BASE_TEXT.replace(/\n {2}roles:.*\n(?: {4}.*\n){4}/, '\n');
    expect(text).not.toMatch(/\n {2}roles:/);
    const r = compileText(text);
    const errs = r.ok ? [] : r.error.filter((e) => e.code === 'gassi/missing-role');
    expect(errs.map((e) => /Role "(\w+)"/.exec(e.message)?.[1])).toEqual(['problem', 'pending', 'walking', 'walk']);
    expect(errs[2]!.message).toMatch(/tables\.roles\.walking must name the state of a walking dog/);
    // No `roles:` to point at: the errors stand at `states:` (line:col, not the file's start).
    expect(errs[0]).toMatchObject({ path: 'tables.states', line: lineOf(text, '  states: [') });
  });

  it('a walk role naming no move is an error naming the role (GAS-052)', () => {
    const r = compileText(BASE_TEXT.replace('    walk: WALK ', '    walk: STROLL'));
    const e = r.ok ? undefined : r.error.find((x) => x.code === 'gassi/missing-role');
    expect(e?.message).toMatch(/Role "walk": "STROLL" is not a move/);
    expect(e?.path).toBe('tables.roles.walk');
  });

  it('renaming WALKING with its role declared leaves the game unchanged: same seed and bots, same actions and end', () => {
    const a = game(BASE_TEXT);
    const b = game(renamed(BASE_TEXT));
    expect(b.rules.roles.walking).toBe('STROLLING');
    const back = (x: unknown) => JSON.parse(JSON.stringify(x).replaceAll('STROLLING', 'WALKING')) as unknown;
    const seats = (g: CompiledGame) => [gassiHeuristicBot, createBot(g, { type: 'strong' }), gassiHeuristicBot];
    for (let i = 0; i < 6; i++) {
      const seed = `roles-${i}`;
      const steps: { a: unknown[]; b: unknown[] } = { a: [], b: [] };
      const ta = runTrial(a, seats(a), seed, 3000, (s) => steps.a.push(s.after.state));
      const tb = runTrial(b, seats(b), seed, 3000, (s) => steps.b.push(s.after.state));
      expect(ta.truncated, seed).toBe(false);
      expect(tb.actions, seed).toEqual(ta.actions);
      expect(tb.outcome, seed).toEqual(ta.outcome);
      // Dogs walk in every game (new dogs start WALKING / STROLLING, GAS-050); every state matches after renaming back.
      expect(JSON.stringify(steps.b)).toContain('STROLLING');
      expect(back(steps.b), seed).toEqual(steps.a);
    }
  });
});
