// Option screening: the values an option is screened at (read from its schema), identical games told apart by
// their action sequences, the ranking by the largest primary effect, and the CLI's errors and output.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  compareBatches,
  computeMetrics,
  identicalGames,
  optionAlternatives,
  playGames,
  rankScreen,
  screenCell,
  selectScreenOptions,
  type CompiledGame,
  type Json,
  type OptionSpec,
} from '../src/engine';
import { loadCompiledGame } from '../src/host/rulesets';

const ROOT = join(import.meta.dirname, '..');

function gassi(overrides: Record<string, Json> = {}): CompiledGame {
  const l = loadCompiledGame('rulesets/gassi/gassi-2.5.3.yaml', { overrides, root: ROOT, baseDir: ROOT });
  if (!l.ok) throw new Error('gassi does not load');
  return l.game;
}

function spec(schema: z.ZodType, def: Json): OptionSpec {
  return { schema, default: def, description: { en: '', de: '' } };
}

function cli(...args: string[]) {
  return spawnSync(process.execPath, [join(ROOT, 'bin', 'rulebench.mjs'), ...args], { cwd: ROOT, encoding: 'utf8' });
}

describe('option values to screen', () => {
  it('flips a boolean, takes every other enum value, and a number at its ends and middle', () => {
    expect(optionAlternatives(spec(z.boolean(), false))).toEqual({ ok: true, values: [true] });
    expect(optionAlternatives(spec(z.enum(['a', 'b', 'c']), 'b'))).toEqual({ ok: true, values: ['a', 'c'] });
    expect(optionAlternatives(spec(z.number().int().min(0).max(5), 1))).toEqual({ ok: true, values: [0, 3, 5] });
    // the middle of an integer range is rounded; the default is never repeated
    expect(optionAlternatives(spec(z.number().int().min(1).max(20), 20))).toEqual({ ok: true, values: [1, 11] });
  });

  it('adds null where the schema allows it and leaves out values the schema refuses', () => {
    const intOrNull = z.union([z.number().int().min(1).max(3), z.null()]);
    expect(optionAlternatives(spec(intOrNull, null))).toEqual({ ok: true, values: [1, 2, 3] });
    expect(optionAlternatives(spec(z.number().int().min(0).max(4).nullable(), 2))).toEqual({
      ok: true,
      values: [0, 4, null],
    });
    const even = z
      .number()
      .int()
      .min(0)
      .max(4)
      .refine((n) => n % 2 === 0);
    expect(optionAlternatives(spec(even, 0))).toEqual({ ok: true, values: [2, 4] });
  });

  it('does not screen lists, maps or numbers without bounds, and says why', () => {
    expect(optionAlternatives(spec(z.array(z.string()), []))).toEqual({
      ok: false,
      reason: expect.stringMatching(/list/),
    });
    expect(optionAlternatives(spec(z.object({ a: z.number() }), { a: 1 }))).toEqual({
      ok: false,
      reason: expect.stringMatching(/map/),
    });
    expect(optionAlternatives(spec(z.number(), 1))).toEqual({ ok: false, reason: expect.stringMatching(/bounds/) });
  });

  it("enumerates Gassi's real options from their schemas (GAS-005 players 2…8, voluntaryDrawMax)", () => {
    const g = gassi();
    expect(optionAlternatives(g.kind.options.players!)).toEqual({ ok: true, values: [2, 5, 8] });
    expect(optionAlternatives(g.kind.options.hiddenDogTargetable!)).toEqual({ ok: true, values: [true] });
    const turnMode = optionAlternatives(g.kind.options.turnMode!);
    expect(turnMode.ok && turnMode.values.length).toBeGreaterThan(0);
    expect(optionAlternatives(g.kind.options.score!).ok).toBe(false);
  });

  it('names a bad option and lists the available ones', () => {
    const r = selectScreenOptions(gassi().kind.options, ['voluntaryDrawMax', 'voluntaryDrawMux']);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatch(/"voluntaryDrawMux" is not an option/);
      expect(r.error).toMatch(/voluntaryDrawMax/);
      expect(r.error).toMatch(/hiddenDogTargetable/);
    }
  });
});

describe('identical games and the ranking', () => {
  const base = gassi();
  const baseRecords = playGames(base, [{ type: 'random' }], 'screen', 0, 12);

  it('marks a value whose games are the base action for action, and not one that changes them', () => {
    // the same rules played again: identical games
    const again = playGames(gassi(), [{ type: 'random' }], 'screen', 0, 12);
    expect(identicalGames(baseRecords, again)).toBe(true);
    // a larger start hand (GAS-020's hand size) changes every deal: different games
    const bigger = gassi({ startHandSize: 12 });
    const other = playGames(bigger, [{ type: 'random' }], 'screen', 0, 12);
    expect(identicalGames(baseRecords, other)).toBe(false);
    // same outcome fields but one different action sequence is not identical
    const tampered = again.map((r, i) => (i === 3 ? { ...r, actionDigest: '00000000' } : r));
    expect(identicalGames(baseRecords, tampered)).toBe(false);
    // records without a digest are never called identical
    expect(
      identicalGames(
        baseRecords.map(({ actionDigest: _d, ...r }) => r),
        again,
      ),
    ).toBe(false);
  });

  it('ranks the option with the larger primary effect first and identical options last', () => {
    const m = computeMetrics(base, baseRecords);
    const cell = (option: string, value: Json, g: CompiledGame) => {
      const recs = playGames(g, [{ type: 'random' }], 'screen', 0, 12);
      const cmp = compareBatches(m, baseRecords, computeMetrics(g, recs), recs);
      return screenCell(option, value, 'random', cmp, identicalGames(baseRecords, recs));
    };
    const same = cell('noop', 1, gassi());
    const big = cell('startHandSize', 20, gassi({ startHandSize: 20 }));
    const small = cell('startHandSize', 6, gassi({ startHandSize: 6 }));
    expect(same.identical).toBe(true);
    expect(same.top).toBeNull();
    expect(big.top).not.toBeNull();
    const ranking = rankScreen([same, small, big]);
    expect(ranking.map((e) => e.option)).toEqual(['startHandSize', 'noop']);
    expect(ranking[0]!.best.value).toBe(Math.abs(big.top!.effect) >= Math.abs(small.top?.effect ?? 0) ? 20 : 6);
    expect(ranking[0]!.cells).toHaveLength(2);
    expect(ranking[1]!.identical).toBe(true);
    // the effect of 20 start cards on the length is reported in % of the base with its interval around it
    expect(big.top!.lo).toBeLessThanOrEqual(big.top!.effect);
    expect(big.top!.hi).toBeGreaterThanOrEqual(big.top!.effect);
  });

  it('puts a significant option before a larger unsignificant one', () => {
    const mk = (option: string, effect: number, significant: boolean) => ({
      option,
      value: 1,
      level: 'normal',
      identical: false,
      significantRows: significant ? 1 : 0,
      top: {
        metric: 'x',
        group: 'wins',
        unit: 'pp' as const,
        effect,
        lo: effect - 1,
        hi: effect + 1,
        pAdjusted: significant ? 0.01 : 0.5,
        significant,
      },
    });
    expect(rankScreen([mk('loud', 30, false), mk('real', 10, true)]).map((e) => [e.option, e.rank])).toEqual([
      ['real', 1],
      ['loud', 2],
    ]);
  });
});

describe('rulebench screen', () => {
  it('names a bad option and the available ones', () => {
    const r = cli('screen', 'gassi/gassi-2.5.3', '--options', 'voluntaryDrawMux', '--games', '2', '--workers', '0');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--options: "voluntaryDrawMux" is not an option of this ruleset/);
    expect(r.stderr).toMatch(/voluntaryDrawMax/);
  });

  it('refuses a bad level', () => {
    const r = cli('screen', 'gassi/gassi-2.5.3', '--levels', 'normal,genius', '--games', '2', '--workers', '0');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/genius/);
  });

  it('ranks the named options, marks identical games and lists what it did not screen', () => {
    const r = cli(
      'screen',
      'gassi/gassi-2.5.3',
      '--options',
      'startHandSize,hiddenDogTargetable,score',
      '--games',
      '6',
      '--workers',
      '0',
      '--json',
    );
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as {
      levels: string[];
      ranking: { option: string; rank: number; identical: boolean; cells: { value: Json }[] }[];
      skipped: { option: string; reason: string }[];
    };
    expect(out.levels).toEqual(['normal']);
    expect(out.ranking.map((e) => e.option)).toEqual(['startHandSize', 'hiddenDogTargetable']);
    expect(out.ranking[0]!.cells.map((c) => c.value)).toEqual([1, 11, 20]);
    expect(out.ranking[1]!.identical).toBe(true);
    expect(out.skipped).toEqual([{ option: 'score', reason: expect.stringMatching(/map/) }]);
  });
});
