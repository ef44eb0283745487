// Ruleset names, descriptions and player counts: every bundled ruleset has a German and an English
// name and one-line description, read through the one engine lookup the Library, cards and booklets share;
// names never inherit through `extends` (a parent's name must not title a variant), descriptions do.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  compileRuleset,
  parseRulesetText,
  playerCount,
  resolveRuleset,
  rulesetDescription,
  rulesetName,
  type RulesetSource,
} from '../src/engine';
import { listRulesetFiles, loadCompiledGame, PROJECT_ROOT } from '../src/host/rulesets';

const files = listRulesetFiles(`${PROJECT_ROOT}/rulesets`);

function source(text: string, file: string): RulesetSource {
  const p = parseRulesetText(text, file);
  if (!p.source) throw new Error(p.diagnostics.map((d) => d.message).join('\n'));
  return p.source;
}

describe('bundled rulesets: names and descriptions in German and English', () => {
  it('finds the eleven bundled rulesets', () => expect(files.length).toBeGreaterThanOrEqual(11));
  for (const file of files) {
    const id = source(readFileSync(file, 'utf8'), file).data.id;
    it(`${id} has its own de and en name and a one-line description in each`, () => {
      const r = loadCompiledGame(id);
      if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
      const rs = r.game.ruleset;
      expect(Object.keys(rs.names ?? {}).sort()).toEqual(['de', 'en']);
      for (const lang of ['de', 'en'] as const) {
        expect(rulesetName(rs, lang).length).toBeGreaterThan(2);
        const d = rulesetDescription(rs, lang);
        expect(d.length).toBeGreaterThan(20);
        expect(d).not.toMatch(/\n/);
        expect(d.length).toBeLessThan(240);
      }
      // German names say "Personen"/"Teams", English ones "players"/"teams" — never the other language's word
      // ("Teams" is the one German word for a team: never "Partei").
      expect(rulesetName(rs, 'de')).not.toMatch(/players|teams|rules\b/);
      expect(rulesetName(rs, 'en')).not.toMatch(/Personen|Parteien|regeln/);
      expect(`${rulesetName(rs, 'de')} ${rulesetDescription(rs, 'de')}`).not.toMatch(/partei/i);
      const texts = Object.entries(rs.texts ?? {}).map(
        ([ruleId, tx]) => `${ruleId}: ${(tx as { de?: string }).de ?? ''}`,
      );
      expect(
        texts.filter((t) => /partei/i.test(t)),
        `${id}: German rule texts say "Team"`,
      ).toEqual([]);
    });
  }
});

describe('inheritance through extends', () => {
  const parent = source(
    'format: 1\nid: dog/p\nkind: dog\nname: P\nversion: "1"\nsource: t\nnames: { de: Eltern, en: Parent }\ndescriptions: { de: Beschreibung der Eltern, en: The parent described }\n',
    'p.yaml',
  );
  const lookup = (id: string) => (id === 'dog/p' ? parent : undefined);
  it("a variant without names is titled by its own name, never by the parent's names", () => {
    const child = source(
      'format: 1\nid: dog/c\nkind: dog\nextends: dog/p\nname: Child\nversion: "1"\nsource: t\n',
      'c.yaml',
    );
    const r = resolveRuleset(child, lookup);
    if (!r.ok) throw new Error('resolve failed');
    expect(rulesetName(r.value, 'de')).toBe('Child');
    expect(rulesetName(r.value, 'en')).toBe('Child');
    // …but inherits the parent's descriptions, since it has none of its own.
    expect(rulesetDescription(r.value, 'de')).toBe('Beschreibung der Eltern');
    expect(rulesetDescription(r.value, 'en')).toBe('The parent described');
  });
  it("a variant with its own description does not inherit the parent's", () => {
    const child = source(
      'format: 1\nid: dog/c\nkind: dog\nextends: dog/p\nname: Child\nversion: "1"\nsource: t\nlanguage: en\ndescription: Own words\nnames: { de: Kind }\n',
      'c.yaml',
    );
    const r = resolveRuleset(child, lookup);
    if (!r.ok) throw new Error('resolve failed');
    expect(rulesetName(r.value, 'de')).toBe('Kind');
    expect(rulesetName(r.value, 'en')).toBe('Child');
    expect(rulesetDescription(r.value, 'en')).toBe('Own words');
  });
  it('a ruleset from an old replay (no names) falls back to name and description', () => {
    expect(rulesetName({ name: 'Old' }, 'de')).toBe('Old');
    expect(rulesetDescription({ description: 'old text' }, 'en')).toBe('old text');
  });
  it('names with a bad language code are refused with the path', () => {
    const p = parseRulesetText(
      'format: 1\nid: dog/x\nkind: dog\nname: X\nversion: "1"\nsource: t\nnames: { deutsch: X }\n',
      'x.yaml',
    );
    expect(p.source).toBeNull();
    expect(p.diagnostics[0]?.line).toBe(7);
  });
});

describe('player count derived from the table layout', () => {
  const count = (id: string) => {
    const r = loadCompiledGame(id);
    if (!r.ok) throw new Error('load failed');
    return playerCount(r.game);
  };
  it('Dog standard: 4 players in two teams of 2 (DOG-001)', () =>
    expect(count('dog/standard')).toEqual({ players: 4, min: 4, max: 4, teams: [2, 2], sizes: [] }));
  it('Märki 3-player: one against two (DOG-120)', () => {
    const c = count('dog/maerki-3p');
    expect(c.players).toBe(3);
    expect([...c.teams].sort()).toEqual([1, 2]);
  });
  it('Octopus 6 players, two teams of three (DOG-130)', () =>
    expect(count('dog/octopus-6p-2x3')).toMatchObject({ players: 6, teams: [3, 3] }));
  it('Gämsh Alpin: two teams of two, three teams offered too (GAM-001)', () =>
    expect(count('gamsh/gamsh-alpin')).toMatchObject({
      players: 4,
      teams: [2, 2],
      sizes: [
        { players: 4, teams: 2, options: { teams: 2 } },
        { players: 6, teams: 3, options: { teams: 3 } },
      ],
    }));
  it('Gassi: 3 players by default, 2 to 5 allowed and offered, everyone alone (GAS-005)', () =>
    expect(count('gassi/gassi-2.5.3')).toEqual({
      players: 3,
      min: 2,
      max: 5,
      teams: [],
      sizes: [2, 3, 4, 5].map((n) => ({ players: n, teams: 0, options: { players: n } })),
    }));
  it('every offered size compiles to a table of that many players (GAS-005, GAM-001)', () => {
    for (const id of ['gassi/gassi-2.5.3', 'gamsh/gamsh-alpin']) {
      const r = loadCompiledGame(id);
      if (!r.ok) throw new Error('load failed');
      for (const size of playerCount(r.game).sizes) {
        const c = compileRuleset(r.game.ruleset, size.options);
        if (!c.ok) throw new Error(`${id} ${JSON.stringify(size.options)} does not compile`);
        expect(c.value.layout.active).toHaveLength(size.players);
      }
    }
  });
});
