// Ruleset fuzzing: mutated bundled rulesets never make validation or loading throw, every diagnostic has
// file:line:col, an invalid ruleset never compiles to a game, and no input makes validation slow. The long
// campaign is `npm run fuzz`; here a few hundred inputs. The time bounds catch a blow-up (an alias bomb expanded,
// a quadratic search over 20,000 aliases, a 50 MB text parsed) on a busy machine; speed figures live in
// `npm run fuzz` and the benchmarks.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_RULESET_CHARS, parseRulesetText, validateRulesetText } from '../../src/engine';
import { readRulesetFile } from '../../src/host/rulesets';
import { Rand, bundledRulesets, checkRulesetText, mutateRuleset, RULESET_MUTATIONS } from './fuzz-lib';

const RUNS = Number(process.env.FUZZ_RULESETS ?? 100);
const HEAD = 'format: 1\nid: dog/x\nkind: dog\nname: X\nversion: "1"\nsource: t\n';

describe('ruleset fuzzing', () => {
  it(`${RUNS} mutated bundled rulesets: no throw, located diagnostics, invalid ones never start a game`, () => {
    const bundled = bundledRulesets();
    fc.assert(
      fc.property(fc.nat(bundled.length - 1), fc.constantFrom(...RULESET_MUTATIONS), fc.integer(), (bi, op, seed) => {
        const base = bundled[bi]!;
        const { text } = mutateRuleset(base, new Rand(seed), op);
        const c = checkRulesetText(text, base.file, undefined, 20);
        expect(c.problems).toEqual([]);
        expect(c.ms).toBeLessThan(30_000);
      }),
      { numRuns: RUNS },
    );
  });

  it('an alias bomb is refused quickly with a clear message', () => {
    const lines = [
      'a0: &a0 [x, x, x, x, x, x, x, x, x, x]',
      ...Array.from(
        { length: 11 },
        (_, l) => `a${l + 1}: &a${l + 1} [${Array.from({ length: 10 }, () => `*a${l}`).join(', ')}]`,
      ),
    ];
    const t0 = performance.now();
    const ds = validateRulesetText(
      `${HEAD}presentation:\n${lines.map((x) => `  ${x}`).join('\n')}\n`,
      'bomb.yaml',
      () => undefined,
    );
    expect(performance.now() - t0).toBeLessThan(10_000);
    expect(ds[0]).toMatchObject({ code: 'ruleset/aliases', file: 'bomb.yaml' });
    expect(ds[0]!.message).toMatch(/alias/);
  });

  it('many small aliases are refused before expansion (the YAML library resolves each by a full search)', () => {
    const t0 = performance.now();
    const ds = validateRulesetText(
      `${HEAD}presentation:\n  a: &x 1\n${Array.from({ length: 20_000 }, (_, i) => `  k${i}: *x`).join('\n')}\n`,
      'a.yaml',
      () => undefined,
    );
    expect(performance.now() - t0).toBeLessThan(30_000);
    expect(ds[0]).toMatchObject({ code: 'ruleset/aliases', line: 209 });
  });

  it('a 50 MB ruleset is refused at once, as text and as a file', () => {
    const big = `${HEAD}description: "${'x'.repeat(50 * 1024 * 1024)}"\n`;
    let t0 = performance.now();
    const ds = validateRulesetText(big, 'big.yaml', () => undefined);
    expect(performance.now() - t0).toBeLessThan(2000);
    expect(ds).toEqual([expect.objectContaining({ code: 'ruleset/too-large', file: 'big.yaml', line: 1, column: 1 })]);
    expect(ds[0]!.message).toContain(String(MAX_RULESET_CHARS));
    const dir = mkdtempSync(join(tmpdir(), 'rulebench-big-'));
    try {
      writeFileSync(join(dir, 'big.yaml'), big);
      t0 = performance.now();
      const r = readRulesetFile(join(dir, 'big.yaml'), 'big.yaml');
      expect(performance.now() - t0).toBeLessThan(2000);
      expect(r.diagnostics[0]).toMatchObject({ code: 'ruleset/too-large' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('tens of thousands of unknown or duplicate keys are reported quickly and capped', () => {
    const t0 = performance.now();
    const ds = validateRulesetText(
      `${HEAD}options:\n${Array.from({ length: 30_000 }, (_, i) => `  k${i}: ${i}`).join('\n')}\n`,
      'k.yaml',
      () => undefined,
    );
    expect(ds.length).toBeLessThanOrEqual(101);
    expect(ds.at(-1)).toMatchObject({ code: 'ruleset/too-many-problems' });
    const dup = parseRulesetText(
      `${HEAD}options:\n${Array.from({ length: 30_000 }, () => '  decks: 2').join('\n')}\n`,
      'd.yaml',
    );
    expect(dup.source).toBeNull();
    expect(dup.diagnostics[0]).toMatchObject({ code: 'ruleset/syntax', line: 9, column: 3 });
    expect(dup.diagnostics[0]!.message).toContain('appears twice');
    expect(performance.now() - t0).toBeLessThan(60_000);
  });

  it('fuzz #157 (seed 1, many-keys on dog/netzone): 20,000 keys under an unknown top-level key are one diagnostic', () => {
    const base = bundledRulesets().find((b) => b.file === 'rulesets/dog/netzone.yaml')!;
    const { text, op } = mutateRuleset(base, new Rand(1 * 1_000_003 + 157), 'many-keys');
    expect(op).toBe('many-keys');
    const line = text.split('\n').indexOf('options2:') + 1;
    const ds = validateRulesetText(text, base.file, () => undefined);
    expect(ds.map((d) => ({ code: d.code, line: d.line, column: d.column }))).toEqual([
      { code: 'ruleset/unknown-key', line, column: 1 },
    ]);
    expect(ds[0]!.message).toContain('options2');
  });
  it('deep nesting is refused (block and flow, even past the parser stack)', () => {
    const block = validateRulesetText(
      `${HEAD}presentation:\n  deep: ${'['.repeat(40)}${']'.repeat(40)}\n`,
      'd.yaml',
      () => undefined,
    );
    expect(block[0]).toMatchObject({ code: 'ruleset/too-deep', line: 8 });
    const flow = validateRulesetText(
      `${HEAD}presentation: ${'{a: '.repeat(50_000)}1${'}'.repeat(50_000)}\n`,
      'd.yaml',
      () => undefined,
    );
    expect(flow.length).toBeGreaterThan(0);
    expect(flow[0]!.line).toBe(7);
  });

  it('a __proto__ key is refused instead of setting a prototype', () => {
    const ds = validateRulesetText(`${HEAD}options:\n  __proto__: { decks: 4 }\n`, 'p.yaml', () => undefined);
    expect(ds[0]).toMatchObject({ code: 'ruleset/reserved-key', line: 8, column: 3 });
  });

  it('invalid UTF-8 in a file is a diagnostic', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rulebench-utf8-'));
    try {
      writeFileSync(
        join(dir, 'bad.yaml'),
        Buffer.concat([Buffer.from(HEAD), Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x3a, 0x20, 0xff, 0xfe, 0x0a])]),
      );
      const r = readRulesetFile(join(dir, 'bad.yaml'), 'bad.yaml');
      expect(r.source).toBeNull();
      expect(r.diagnostics[0]).toMatchObject({ code: 'ruleset/encoding', file: 'bad.yaml' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("option bounds: players, deck size and table sizes are limited by the kinds' schemas", () => {
    const bad = (kindHead: string, body: string) =>
      validateRulesetText(`${kindHead}${body}`, 'b.yaml', () => undefined);
    expect(bad(HEAD, 'options:\n  decks: 1000000\n')[0]).toMatchObject({ code: 'ruleset/invalid-value', line: 8 });
    expect(bad(HEAD, 'options:\n  playerCount: 1000\n')[0]).toMatchObject({ code: 'ruleset/invalid-value' });
    expect(bad(HEAD, 'options:\n  trackFieldsPerSegment: 100000\n')[0]).toMatchObject({
      code: 'ruleset/invalid-value',
    });
    const gassi = HEAD.replace('dog/x', 'gassi/x').replace('kind: dog', 'kind: gassi');
    const gassiText = bundledRulesets().find((b) => b.source.data.kind === 'gassi')!.text;
    expect(bad(gassi, 'options:\n  players: 100\n').length).toBeGreaterThan(0);
    const hugeCount = gassiText.replace('STREET:    [WALKER,   STREETS, 8]', 'STREET:    [WALKER,   STREETS, 1000000]');
    expect(hugeCount).not.toBe(gassiText);
    expect(validateRulesetText(hugeCount, 'g.yaml', () => undefined).some((d) => d.severity === 'error')).toBe(true);
    // many card kinds, each within its bound: the whole deck is limited too
    const manyCards = gassiText.replace(
      '    STREET:    [WALKER,   STREETS, 8]',
      Array.from({ length: 300 }, (_, i) => `    EXTRA${i}: [WALKER, STREETS, 64]`).join('\n') +
        '\n    STREET:    [WALKER,   STREETS, 8]',
    );
    const ds = validateRulesetText(manyCards, 'g.yaml', () => undefined);
    expect(ds.some((d) => d.code === 'gassi/deck-too-large')).toBe(true);
  });
});
