// `rulebench diff` end to end: each bundled Dog variant differs from dog/standard in
// exactly the options docs/rules/dog.md gives a non-default value in its source column (V01–V49); text and JSON
// output, exit codes 0 / 1 (unreadable or invalid ruleset, file:line:col) / 2 (bad arguments).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulebench as runCli } from './support/cli';
import { diffRulesets, formatRulesetDiff, type Ruleset } from '../src/engine';
import { dog } from '../src/engine/kinds/dog';

const ROOT = join(import.meta.dirname, '..');
/** `rulebench …args` in-process: its exit code and output (tests/support/cli.ts). */
const rulebench = (...args: string[]) => runCli(args);

/** docs/rules/dog.md: the options each variant sets away from standard (source columns 001/002/003; "—" = default). */
const EXPECTED: Record<string, string[]> = {
  maerki: ['dealSchedule', 'dealerRotation', 'jokerAllowedAsLastCard'], // V07 (L43–44), V08 (L42–44), V40 (L69)
  'maerki-3p': ['playerCount', 'teamLayout', 'dealSchedule', 'dealerRotation', 'jokerAllowedAsLastCard'], // + V01/V03 (L121–128)
  netzone: ['dealerRotation', 'jackSwapOwnPieces'], // V08 (L9), V36 (L76)
  'octopus-4p': ['dealSchedule'], // V07 (L100–102)
  'octopus-6p-3x2': ['playerCount', 'teamLayout', 'dealSchedule'], // V01/V02 (L42), V07
  'octopus-6p-2x3': ['playerCount', 'teamLayout', 'dealSchedule'],
  canadian: ['sevenSplitAcrossPartner'], // V25, AMB-12
};

type JsonDiff = {
  a: { id: string };
  b: { id: string };
  differences: {
    option: string;
    a: unknown;
    b: unknown;
    default: unknown;
    description: { en: string; de: string };
    rules: string[];
  }[];
};

describe('rulebench diff', () => {
  it('standard vs maerki lists exactly dealSchedule, dealerRotation and jokerAllowedAsLastCard (DOG-011, DOG-012, DOG-112)', async () => {
    const r = await rulebench('diff', 'rulesets/dog/standard.yaml', 'rulesets/dog/maerki.yaml', '--json');
    expect(r.code, r.err).toBe(0);
    const d = JSON.parse(r.out) as JsonDiff;
    expect(d.differences.map((x) => x.option).sort()).toEqual(EXPECTED.maerki!.slice().sort());
    const by = Object.fromEntries(d.differences.map((x) => [x.option, x]));
    expect([by.dealSchedule!.a, by.dealSchedule!.b]).toEqual([[6, 5, 4, 3, 2], { first: [6], repeat: [5, 4, 3, 2] }]);
    expect([by.dealerRotation!.a, by.dealerRotation!.b]).toEqual(['perRound', 'perCycle']);
    expect([by.jokerAllowedAsLastCard!.a, by.jokerAllowedAsLastCard!.b]).toEqual([true, false]);
    expect(by.jokerAllowedAsLastCard!.rules).toContain('DOG-112');
    expect(by.dealSchedule!.description.de).toMatch(/Kartenzahl/);
  });

  it('the text report is readable by a club, in English and German', async () => {
    const en = await rulebench('diff', 'rulesets/dog/standard.yaml', 'rulesets/dog/maerki.yaml');
    expect(en.code).toBe(0);
    expect(en.out).toMatch(/^House rules compared with dog\/standard: dog\/maerki/);
    expect(en.out).toMatch(/3 of 37 options differ/);
    expect(en.out).toMatch(
      /jokerAllowedAsLastCard[^\n]*\n[^\n]*Joker[^\n]*\n\s+dog\/standard\s+yes\n\s+dog\/maerki\s+no/,
    );
    const de = await rulebench('diff', 'dog/standard', 'dog/maerki', '--lang', 'de');
    expect(de.code).toBe(0);
    expect(de.out).toMatch(/^Hausregeln im Vergleich mit dog\/standard/);
    expect(de.out).toMatch(/dog\/standard\s+ja\n\s+dog\/maerki\s+nein/);
  });

  for (const [variant, options] of Object.entries(EXPECTED)) {
    it(`standard vs ${variant}: exactly ${options.join(', ')}`, async () => {
      const r = await rulebench('diff', 'dog/standard', `dog/${variant}`, '--json');
      expect(r.code, r.err).toBe(0);
      expect((JSON.parse(r.out) as JsonDiff).differences.map((x) => x.option).sort()).toEqual(options.slice().sort());
    });
  }

  it('a ruleset compared with itself has no differences; the order of a and b swaps the values', async () => {
    const same = await rulebench('diff', 'dog/maerki', 'rulesets/dog/maerki.yaml');
    expect(same.code).toBe(0);
    expect(same.out).toMatch(/No differences/);
    const r = await rulebench('diff', 'dog/maerki', 'dog/standard', '--json');
    const d = JSON.parse(r.out) as JsonDiff;
    expect(d.differences.find((x) => x.option === 'dealSchedule')).toMatchObject({
      a: { first: [6], repeat: [5, 4, 3, 2] },
      b: [6, 5, 4, 3, 2],
      default: [6, 5, 4, 3, 2],
    });
  });

  it('bad arguments: one clear line, exit 2', async () => {
    for (const args of [
      ['diff'],
      ['diff', 'dog/standard'],
      ['diff', 'a', 'b', 'c'],
      ['diff', 'dog/standard', 'dog/maerki', '--lang', 'fr'],
      ['diff', 'dog/standard', 'dog/maerki', '--colour'],
    ]) {
      const r = await rulebench(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err.split('\n')[0]).toMatch(/^rulebench: /);
      expect(r.out).toBe('');
    }
  });

  it('unreadable or invalid rulesets: diagnostics as file:line:col, exit 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rb-diff-'));
    const bad = join(dir, 'bad.yaml');
    writeFileSync(
      bad,
      'format: 1\nid: dog/bad\nkind: dog\nextends: dog/standard\nname: Bad\nversion: 1.0.0\nsource: test\noptions:\n  dealSchedule: "654"\n',
    );
    const r = await rulebench('diff', 'dog/standard', bad);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/bad\.yaml:9:\d+: error: .*dealSchedule/);
    const missing = await rulebench('diff', join(dir, 'nope.yaml'), 'dog/standard');
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/nope\.yaml: error: Cannot read/);
  });
});

describe('diffRulesets (pure)', () => {
  const base: Ruleset = {
    id: 'dog/standard',
    kind: 'dog',
    name: 'Standard',
    version: '1',
    source: 's',
    language: 'de',
    description: '',
    chain: ['dog/standard'],
    extends: null,
    options: { dealSchedule: [6, 5, 4, 3, 2] },
    examples: [],
    texts: {},
    presentation: {},
  };
  it('fills defaults: an option set to its default equals an unset one', async () => {
    const child: Ruleset = {
      ...base,
      id: 'dog/x',
      chain: ['dog/x', 'dog/standard'],
      extends: 'dog/standard',
      options: { decks: 2, sevenSplitAcrossPartner: 'always' },
    };
    const d = diffRulesets(dog, base, child);
    expect(d.ok && d.value.differences.map((x) => x.option)).toEqual(['sevenSplitAcrossPartner']);
    expect(d.ok && formatRulesetDiff(d.value, 'en')).toMatch(/1 of 37 options differ/);
  });
  it('refuses rulesets of another kind (diff/different-kinds)', async () => {
    expect(diffRulesets(dog, base, { ...base, kind: 'gassi' })).toMatchObject({
      ok: false,
      error: { code: 'diff/different-kinds' },
    });
  });
});

describe('scenario coverage of the variants', () => {
  it('each variant has a scenario under its own ruleset id for every option in which it differs from standard', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const dir = join(ROOT, 'tests', 'scenarios', 'dog');
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.scenario.yaml'))
      .map((f) => readFileSync(join(dir, f), 'utf8'));
    for (const [variant, options] of Object.entries(EXPECTED)) {
      const mine = files.filter((t) => new RegExp(`^ruleset: dog/${variant}\\s*$`, 'm').test(t));
      for (const option of options) {
        const hit = mine.some(
          (t) => new RegExp(`^title: .*\\b${option}=`, 'm').test(t) && /^rules: \[DOG-\d{3}/m.test(t),
        );
        expect(hit, `dog/${variant}: no scenario titled with ${option}=…`).toBe(true);
      }
    }
  });
});
