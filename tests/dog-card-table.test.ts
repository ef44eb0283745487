// Dog's card table (`tables.cards`): dog/standard states today's cards and keeps its rules' hash; a broken entry is
// one error at its line and column; the engine reads the table (DOG-017, DOG-020, DOG-030, DOG-060, DOG-065, DOG-075).
import { describe, expect, it } from 'vitest';
import { compileRuleset } from '../src/engine';
import { DOG_DEFAULT_TABLES, compileCardTable } from '../src/engine/kinds/dog/card-table';
import { canonicalJson } from '../src/engine/core/hash';
import type { Json } from '../src/engine/core/types';

import { bundledRuleset, lineColumnOf, validateAgainstBundled } from './support/ruleset-edits';
const HEAD = 'format: 1\nid: club/t\nkind: dog\nname: T\nversion: 1.0.0\nsource: s\nextends: dog/standard\n';
const validate = validateAgainstBundled;
const bundled = bundledRuleset;
const where = lineColumnOf;

describe('the Dog card table', () => {
  it('dog/standard writes the standard table, and its rules keep the hash they had without tables', () => {
    const std = bundled('dog/standard');
    expect(canonicalJson(std.tables)).toBe(canonicalJson(DOG_DEFAULT_TABLES));
    const withTable = compileRuleset(std);
    const without = compileRuleset({ ...std, tables: undefined });
    expect(withTable.ok && without.ok).toBe(true);
    if (!withTable.ok || !without.ok) return;
    expect(withTable.value.hash).toBe(without.value.hash);
  });

  it('a changed entry changes the rules and their hash', () => {
    const std = bundled('dog/standard');
    const cards = (std.tables as { cards: Record<string, object> }).cards;
    const changed = compileRuleset({ ...std, tables: { cards: { ...cards, '3': { forward: [3], backward: [3] } } } });
    const base = compileRuleset(std);
    expect(changed.ok && base.ok).toBe(true);
    if (!changed.ok || !base.ok) return;
    expect(changed.value.hash).not.toBe(base.value.hash);
  });

  it.each([
    [
      '    3: { backward: [0] }',
      '0',
      /tables\.cards\.3\.backward\.0: expected a list of field counts, whole numbers from 1 to 13/,
    ],
    ['    7: { split: 6 }', '6', /split must be 7/],
    [
      '    11: { forward: [11] }',
      '{',
      /"11" is not a rank; the ranks are A, 2, 3, 4, 5, 6, 7, 8, 9, 10, J, Q, K, Joker/,
    ],
    ['    Q: { exit: yes }', 'yes', /tables\.cards\.Q\.exit: /],
    [
      '    J: { swap: true, jump: 2 }',
      '{',
      /unknown key "jump"; an entry has exit, forward, backward, split, swap, any/,
    ],
    ['    Joker: { any: true, forward: [2] }', '{', /the Joker is \{ any: true \} and nothing else/],
    ['    5: { forward: null }', '{', /tables\.cards\.5: the card does nothing/],
    ['    2: { forward: [2, 2] }', '2]', /tables\.cards\.2\.forward: 2 is listed twice/],
  ])('%s is one error at its line and column', (line, at, msg) => {
    const text = `${HEAD}tables:\n  cards:\n${line}\n`;
    const ds = validate(text);
    expect(ds).toHaveLength(1);
    expect(ds[0]!.code).toBe('dog/card-table');
    expect(ds[0]!.message).toMatch(msg);
    expect(ds[0]).toMatchObject(where(text, line, at));
  });

  it('an unknown table and a missing rank are named', () => {
    const noCards = compileCardTable({ moves: {} });
    expect(noCards.ok).toBe(false);
    if (!noCards.ok) expect(noCards.error.map((d) => d.message).join('\n')).toMatch(/Dog has one table, "cards"/);
    const cards = { ...(DOG_DEFAULT_TABLES as { cards: Record<string, Json> }).cards };
    delete cards['K'];
    const noKing = compileCardTable({ cards });
    expect(noKing.ok).toBe(false);
    if (!noKing.ok)
      expect(noKing.error[0]).toMatchObject({
        path: 'tables.cards.K',
        message: expect.stringMatching(/rank K has no entry/),
      });
  });

  it('compiles the standard table into what the old rank switch did (A/K exit, A 1|11, 4 back, 7 split, J swap)', () => {
    const t = compileCardTable(undefined);
    expect(t.ok).toBe(true);
    if (!t.ok) return;
    const ranks = (f: (r: number) => boolean) => [...Array(15).keys()].filter(f);
    expect(ranks((r) => t.value.exit[r]!)).toEqual([1, 13]);
    expect(t.value.fwd[1]).toEqual([1, 11]);
    expect(ranks((r) => t.value.bwd[r]!.length > 0)).toEqual([4]);
    expect(ranks((r) => t.value.split[r]!)).toEqual([7]);
    expect(ranks((r) => t.value.swap[r]!)).toEqual([11]);
    expect(ranks((r) => t.value.any[r]!)).toEqual([14]);
    expect(t.value.declare).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(t.value.backSteps).toEqual([4]);
  });
});
