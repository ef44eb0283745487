// Rule sheets, without a browser: the document model and HTML of Dog sheets in German and English,
// the house-rules card (exactly the differing options), and a broken example stopping the export with a
// message naming the example and its line.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  compileRuleset,
  findKind,
  parseRulesetText,
  resolveRuleset,
  type CompiledGame,
  type RuleSheetSection,
  type RulesetSource,
} from '../src/engine';
import {
  buildHouseRulesCard,
  buildRuleSheet,
  renderRuleSheetHtml,
  type RuleSheet,
  type SheetSection,
} from '../src/engine/rulesheet';
import { DOG_RULE_IDS } from '../src/engine/kinds/dog/describe';
import { limitPlays } from '../src/engine/kinds/gassi/describe';
import { loadCompiledGame } from '../src/host/rulesets';

const ROOT = join(import.meta.dirname, '..');

function load(id: string): { game: CompiledGame; source: RulesetSource } {
  const r = loadCompiledGame(id);
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return { game: r.game, source: r.source };
}

function sheetOf(id: string, lang: 'de' | 'en'): RuleSheet {
  const { game, source } = load(id);
  const r = buildRuleSheet(game, { lang, source });
  if (!r.ok) throw new Error(r.error.map((d) => d.message).join('\n'));
  return r.value;
}

function allSections(sections: readonly SheetSection[]): SheetSection[] {
  return sections.flatMap((s) => [s, ...allSections(s.sections ?? [])]);
}

function rulesOf(sheet: RuleSheet): Map<string, string> {
  const out = new Map<string, string>();
  for (const s of allSections(sheet.sections))
    for (const b of s.blocks) if (b.type === 'rules') for (const r of b.rules) out.set(r.id, r.text);
  return out;
}

describe('Dog rule sheet (document model)', () => {
  const de = sheetOf('dog/standard', 'de');
  const en = sheetOf('dog/standard', 'en');

  it('has title, version, source and the sections in order, with a table of contents', () => {
    expect(de.title).toBe('Dog — Standardregeln');
    expect(en.title).toBe('Dog — standard rules');
    expect(de.version).toBe('1.0.0');
    expect(de.source).toMatch(/dog\.md/);
    expect(de.toc).toBe(true);
    expect(de.sections.map((s) => s.id)).toEqual([
      'material',
      'setup',
      'turn',
      'cards',
      'rules',
      'options',
      'examples',
      'catalogue',
    ]);
    // The catalogue's other entries, each once: the variant table, ambiguities and test examples (docs/rules/dog.md).
    const catalogue = de.sections.find((s) => s.id === 'catalogue')!;
    expect(catalogue.sections!.map((s) => s.id)).toEqual(['catalogue-amb', 'catalogue-t', 'catalogue-v']);
    const v = catalogue.sections!.find((s) => s.id === 'catalogue-v')!.blocks[0]!;
    expect(v.type === 'rules' && v.rules.map((r) => r.id)).toContain('V07');
    expect(v.type === 'rules' && v.rules.find((r) => r.id === 'V07')!.text).toMatch(/dealSchedule/);
  });

  it('lists every rule of the catalogue with its ID and a text in the chosen language', () => {
    expect(DOG_RULE_IDS).toHaveLength(82);
    const rde = rulesOf(de);
    const ren = rulesOf(en);
    for (const id of DOG_RULE_IDS) {
      expect(rde.get(id), id).toBeTruthy();
      expect(rde.get(id), id).not.toMatch(/kein Regeltext/);
      expect(ren.get(id), id).not.toMatch(/no rule text/);
      expect(rde.get(id)).not.toBe(ren.get(id));
    }
    expect(rde.get('DOG-068')).toMatch(/überholt/);
    expect(ren.get('DOG-068')).toMatch(/passes/);
  });

  it('has the deck table with counts and the card meanings', () => {
    const material = de.sections.find((s) => s.id === 'material')!;
    const deck = material.blocks.find((b) => b.type === 'table');
    expect(deck && deck.type === 'table' && deck.rows[0]).toEqual([
      'Anzahl',
      '8',
      '8',
      '8',
      '8',
      '8',
      '8',
      '8',
      '8',
      '8',
      '8',
      '8',
      '8',
      '8',
      '6',
      '110',
    ]);
    const cards = en.sections.find((s) => s.id === 'cards')!;
    const table = cards.blocks[0]!;
    expect(table.type).toBe('table');
    const rows = table.type === 'table' ? table.rows.map((r) => r[0]) : [];
    expect(rows).toEqual(['Ace', 'King', 'Queen', 'Jack', '10, 9, 8, 6, 5, 3, 2', '7', '4', 'Joker']);
  });

  it('lists every option in effect with its value and description', () => {
    const { game } = load('dog/standard');
    const options = de.sections.find((s) => s.id === 'options')!;
    const table = options.blocks.find((b) => b.type === 'table');
    if (!table || table.type !== 'table') throw new Error('no options table');
    const names = table.rows.map((r) => r[0]);
    expect(names).toEqual(Object.keys(findKind('dog')!.options));
    expect(names).toEqual(Object.keys(game.options));
    const row = table.rows.find((r) => r[0] === 'dealSchedule')!;
    expect(row[1]).toBe('6, 5, 4, 3, 2');
    expect(row[2]).toBe(findKind('dog')!.options['dealSchedule']!.description.de);
    // a value away from the default names the default beside it, in words (never JSON)
    const maerki = sheetOf('dog/maerki', 'de')
      .sections.find((s) => s.id === 'options')!
      .blocks.find((b) => b.type === 'table');
    expect(maerki?.type === 'table' && maerki.rows.find((r) => r[0] === 'jokerAllowedAsLastCard')![1]).toBe(
      'nein (geändert; Standard: ja)',
    );
  });

  it('runs the examples and shows them with board pictures', () => {
    const ex = de.sections.find((s) => s.id === 'examples')!;
    expect(ex.sections!.map((s) => s.title)).toEqual([
      'T-09 — Landen schickt heim, Überholen nicht',
      'T-12 — 4 zurück vom frischen Startfeld',
      'T-15 — Die 7 schickt auch eigene überholte Spielsteine heim',
      'T-28 — Tauschen mit dem Jungen',
      'T-38 — Der Joker bringt den letzten Spielstein ins Ziel',
    ]);
    const figures = allSections(ex.sections!)
      .flatMap((s) => s.blocks)
      .filter((b) => b.type === 'figures');
    expect(figures.length).toBeGreaterThanOrEqual(5);
    for (const f of figures)
      if (f.type === 'figures') for (const x of f.figures) expect(x.svg).toMatch(/^<svg [^>]*viewBox/);
  });

  it("the reference's setup says who exchanges with whom: the partner, with three players only the two partners (DOG-014, DOG-124, DOG-132)", () => {
    const setup = (id: string) =>
      allSections(sheetOf(id, 'en').sections)
        .filter((s) => s.id === 'setup')
        .flatMap((s) => s.blocks)
        .flatMap((b) => (b.type === 'list' ? b.items : []));
    expect(setup('dog/standard')).toContain('After every deal each player gives their partner one card face down.');
    expect(setup('dog/maerki-3p')).toContain(
      'After every deal the two partners each give the other one card face down; the single player does not exchange.',
    );
    expect(setup('dog/octopus-6p-2x3')).toContain(
      'After every deal each player gives their next partner in turn order one card face down.',
    );
  });

  it('the German reference says that catalogue entries the ruleset holds only in English are printed in English', () => {
    const intro = (lang: 'de' | 'en') =>
      allSections(sheetOf('dog/standard', lang).sections)
        .find((s) => s.id === 'catalogue')!
        .blocks.flatMap((b) => (b.type === 'paragraph' ? [b.text] : []))
        .join(' ');
    expect(intro('de')).toContain('Einträge, die das Regelwerk nur auf Englisch enthält, stehen hier auf Englisch.');
    expect(intro('en')).not.toContain('only in German');
  });

  it("a variant's card table in the reference: its card meanings and a note under each rule the table changes (DOG-020, DOG-060)", () => {
    const rule = (sheet: RuleSheet, id: string) =>
      allSections(sheet.sections)
        .flatMap((s) => s.blocks)
        .flatMap((b) => (b.type === 'rules' ? b.rules : []))
        .find((r) => r.id === id)!;
    const meanings = (sheet: RuleSheet) =>
      allSections(sheet.sections)
        .filter((s) => s.id === 'cards')
        .flatMap((s) => s.blocks)
        .flatMap((b) => (b.type === 'table' ? b.rows : []));
    const queen = sheetOf('dog/queen-exits', 'en');
    expect(rule(queen, 'DOG-020').notes).toEqual([
      'In this ruleset: Queen: bring a piece out or twelve fields forward.',
    ]);
    expect(meanings(queen).find((r) => r[0] === 'Queen')).toEqual([
      'Queen',
      'Bring a piece out or twelve fields forward',
      'DOG-020, DOG-030',
    ]);
    const three = sheetOf('dog/three-backward', 'de');
    expect(rule(three, 'DOG-060').notes).toEqual(['In diesem Regelwerk: 3: drei Felder vorwärts oder rückwärts.']);
    expect(meanings(three).map((r) => r[0])).toContain('3');
    expect(meanings(three).find((r) => r[0]!.includes(','))![0]).toBe('10, 9, 8, 6, 5, 2');
    // the standard table adds no such note
    expect(rule(sheetOf('dog/standard', 'en'), 'DOG-020').notes ?? []).toEqual([]);
  });

  it('notes under a rule when a variant sets one of its options away from the default', () => {
    const maerki = sheetOf('dog/maerki', 'de');
    const notes = allSections(maerki.sections)
      .flatMap((s) => s.blocks)
      .flatMap((b) => (b.type === 'rules' ? b.rules : []))
      .filter((r) => r.id === 'DOG-112')[0]!.notes;
    // the option in force as a sentence, not "jokerAllowedAsLastCard = nein"
    expect(notes?.join(' ')).toBe(
      'In diesem Regelwerk: Den letzten Spielstein, mit dem das Spiel gewonnen ist, darf kein Joker ins Ziel bringen.',
    );
    expect(rulesOf(maerki).get('DOG-112')).toMatch(/darf kein Joker/);
    expect(maerki.title).toBe('Dog — Märki (2008)');
    // 3 players: the single player's any-card exit appears among the card meanings
    const p3 = sheetOf('dog/maerki-3p', 'en');
    expect(JSON.stringify(p3.sections.find((s) => s.id === 'cards'))).toMatch(
      /Single player \(seat 1\): may exit with any card/,
    ); // seats counted from 1
  });

  it('renders self-contained print HTML: A4, page numbers, contents, escaped text', () => {
    const html = renderRuleSheetHtml(de);
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toMatch(/@page \{ size: A4/);
    expect(html).toMatch(/counter\(page\)/);
    expect(html).toMatch(/<nav class="toc"><h2>Inhalt<\/h2>/);
    expect(html).toMatch(/href="#cards"/);
    expect(html).not.toMatch(/<script|<link |src="http/);
    expect(html).toContain('Dog — Standardregeln');
    const evil = renderRuleSheetHtml({ ...de, title: '<b>x</b> & "y"' });
    expect(evil).toContain('&lt;b&gt;x&lt;/b&gt; &amp; &quot;y&quot;');
  });
});

describe('house-rules card', () => {
  it("standard vs maerki says every difference as a sentence in the card's language, with Märki's own rule texts", () => {
    const base = load('dog/standard').game;
    const variant = load('dog/maerki').game;
    const expected = Object.keys(base.options).filter(
      (k) => JSON.stringify(base.options[k]) !== JSON.stringify(variant.options[k]),
    );
    expect(expected.sort()).toEqual(['dealSchedule', 'dealerRotation', 'jokerAllowedAsLastCard']);
    for (const lang of ['de', 'en'] as const) {
      const card = buildHouseRulesCard(base, variant, lang);
      if (!card.ok) throw new Error(card.error.message);
      expect(card.value.toc).toBe(false);
      expect(card.value.title).toBe(
        lang === 'de' ? 'Hausregeln: Dog — Märki (2008)' : 'House rules: Dog — Märki (2008)',
      );
      const list = card.value.sections[0]!.blocks.find((b) => b.type === 'list');
      if (!list || list.type !== 'list') throw new Error('no list');
      // Märki rewrites DOG-011, DOG-012 and DOG-112: its own texts say all three differences, once each, without
      // the sentences the standard text says too, and each with the standard rule as "(sonst: …)"
      const texts = variant.ruleset.texts as Record<string, Record<string, string>>;
      const std012 = (base.ruleset.texts as Record<string, Record<string, string>>)['DOG-012']![lang]!;
      expect(list.items).toHaveLength(3);
      // DOG-011: the first round's 6, 5, 4, 3, 2 is the standard's sentence too; only the restart at 5 is printed
      const [same, restart] = texts['DOG-011']![lang]!.split(/(?<=\.) /);
      expect(list.items[0]).toContain(restart);
      expect(list.items[0]).not.toContain(same);
      expect(list.items[2]).toContain(texts['DOG-112']![lang]);
      const otherwise = lang === 'de' ? '(sonst: ' : '(otherwise: ';
      for (const item of list.items) expect(item).toContain(otherwise);
      // DOG-012: the shared sentences (first dealer drawn, one card at a time) are left out; the cycle is explained
      // and who starts each round is said
      const shared = std012
        .split(/(?<=\.) /)
        .filter((x) => !x.includes(lang === 'de' ? 'nächste Runde' : 'next round'));
      expect(shared).toHaveLength(2);
      for (const sentence of shared) expect(list.items[1]).not.toContain(sentence);
      expect(list.items[1]).toMatch(
        lang === 'de' ? /Zyklus aus, das heisst alle Runden/ : /cycle, that is every round/,
      );
      expect(list.items[1]).toMatch(
        lang === 'de' ? /Wer eine Runde beginnt, wechselt/ : /who starts a round still changes/,
      );
      expect(JSON.stringify(card.value)).not.toMatch(/6\+5432|perCycle|jokerAllowedAsLastCard/);
    }
    // A difference without a rewritten rule text is a sentence from the option, with the usual rule beside it.
    const canadian = buildHouseRulesCard(base, load('dog/netzone').game, 'de');
    expect(canadian.ok && JSON.stringify(canadian.value.sections)).toMatch(/Mit dem Jungen werden 2 Spielsteine/);
  });

  it('says so when nothing differs', () => {
    const base = load('dog/standard').game;
    const card = buildHouseRulesCard(base, base, 'en');
    expect(card.ok && JSON.stringify(card.value.sections)).toMatch(/no option differs/);
  });
});

describe('a failing example stops the export', () => {
  const text = readFileSync(join(ROOT, 'rulesets', 'dog', 'standard.yaml'), 'utf8');
  // Break T-28: the swap result is written wrongly.
  const broken = text.replace('    after: "P30|P10||"\n', '    after: "P30|P11||"\n');
  const exampleLine = broken.split('\n').findIndex((l) => l.includes('- title: "T-28 — basic Jack swap"')) + 1;

  it('the builder returns a diagnostic naming the example and its line', () => {
    expect(broken).not.toBe(text);
    expect(exampleLine).toBeGreaterThan(1);
    const parsed = parseRulesetText(broken, 'rulesets/dog/standard.yaml');
    const resolved = resolveRuleset(parsed.source!, () => undefined);
    if (!resolved.ok) throw new Error('resolve');
    const game = compileRuleset(resolved.value, {}, parsed.source!);
    if (!game.ok) throw new Error('compile');
    const r = buildRuleSheet(game.value, { lang: 'de', source: parsed.source! });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toHaveLength(1);
    expect(r.error[0]!.code).toBe('rulesheet/example-failed');
    expect(r.error[0]!.line).toBe(exampleLine);
    expect(r.error[0]!.message).toContain('T-28 — basic Jack swap');
    expect(r.error[0]!.message).toContain(`line ${exampleLine}`);
    expect(r.error[0]!.message).toMatch(/P30\|P11\|\|/);
  });

  it('the CLI exits 1, prints file:line and the title, and writes nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rb-sheet-'));
    const file = join(dir, 'standard-broken.yaml');
    writeFileSync(file, broken.replace('id: dog/standard', 'id: dog/standard-broken'));
    const out = join(dir, 'sheet.html');
    const r = spawnSync(
      process.execPath,
      [join(ROOT, 'bin', 'rulebench.mjs'), 'rulesheet', file, '--lang', 'en', '--format', 'html', '--out', out],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`standard-broken.yaml:${exampleLine}:`);
    expect(r.stderr).toContain('Example "T-28 — basic Jack swap"');
    expect(() => readFileSync(out)).toThrow();
  });

  it('an example that is not a scenario is reported at its line too', () => {
    const bad = text.replace(
      '  - title: "T-28 — basic Jack swap"\n',
      '  - title: "T-28 — basic Jack swap"\n    bogus: 1\n',
    );
    const parsed = parseRulesetText(bad, 'x.yaml');
    const resolved = resolveRuleset(parsed.source!, () => undefined);
    const game = resolved.ok ? compileRuleset(resolved.value, {}, parsed.source!) : null;
    if (!game?.ok) throw new Error('compile');
    const r = buildRuleSheet(game.value, { lang: 'en', source: parsed.source! });
    expect(!r.ok && r.error[0]!.code).toBe('rulesheet/example-invalid');
    expect(!r.ok && r.error[0]!.message).toMatch(
      /T-28 — basic Jack swap.*bogus|Example "T-28 — basic Jack swap" \(line \d+\) is not a valid scenario/,
    );
  });
});

describe('ruleset texts schema', () => {
  it('accepts strings and { de, en } maps, refuses other shapes at their line', () => {
    const head = 'format: 1\nid: dog/t\nkind: dog\nname: T\nversion: "1"\nsource: s\n';
    expect(
      parseRulesetText(`${head}texts:\n  DOG-001: "plain"\n  DOG-002: { de: "a", en: "b" }\n`, 'a.yaml').source,
    ).not.toBeNull();
    const bad = parseRulesetText(`${head}texts:\n  DOG-001: { de: 3 }\n`, 'b.yaml');
    expect(bad.source).toBeNull();
    expect(bad.diagnostics[0]!.line).toBe(8);
  });
});

describe('Gassi rule sheet', () => {
  it('has the full state-transition table and every move with its plays (de and en)', () => {
    const { game } = load('gassi/gassi-2.5.3');
    const rules = game.rules as {
      states: string[];
      moves: { name: string; maxCards: number; lines: { source: string }[] }[];
      pull: { name: string } | null;
    };
    for (const lang of ['de', 'en'] as const) {
      const sheet = sheetOf('gassi/gassi-2.5.3', lang);
      const states = sheet.sections.find((s) => s.id === 'states')!;
      const table = states.blocks.find((b) => b.type === 'table');
      if (!table || table.type !== 'table') throw new Error('no state table');
      expect(table.rows.map((r) => r[0])).toEqual(rules.states);
      expect(table.head.slice(1)).toEqual([
        ...rules.moves.map((m) => m.name),
        ...(rules.pull ? [rules.pull.name] : []),
      ]);
      const moves = sheet.sections.find((s) => s.id === 'moves')!;
      for (const m of rules.moves) {
        const sec = moves.sections!.find((s) => s.title.startsWith(`${m.name} (`))!;
        expect(sec, m.name).toBeTruthy();
        expect(JSON.stringify(sec.blocks)).toContain(
          JSON.stringify(limitPlays(m.lines[0]!.source, m.maxCards)).slice(1, -1),
        );
      }
    }
  });

  it('lists only the plays the limits in force allow: one walker per WALK (GAS-141), two cards per GIVEAWAY (GAS-092)', () => {
    const sheet = sheetOf('gassi/gassi-2.5.3', 'de');
    const moves = sheet.sections.find((s) => s.id === 'moves')!;
    const plays = (name: string) =>
      JSON.stringify(moves.sections!.find((s) => s.title.startsWith(`${name} (`))!.blocks);
    expect(plays('WALK')).toContain('STREET ->');
    expect(plays('WALK')).not.toContain('STREET:STREET');
    expect(plays('GIVEAWAY')).toContain('JUNK:JUNK ->');
    expect(plays('GIVEAWAY')).not.toContain('JUNK:JUNK:JUNK');
    expect(limitPlays('A, A:A, A:A:A -> X', 2)).toBe('A, A:A -> X');
    expect(limitPlays('A:A:A -> X', 2)).toBeNull();
  });
});

describe('Gämsh rule sheet', () => {
  it('has material, setup, swaps, the calls and scoring table, Föhn cards and the end, with values from the options', () => {
    const de = sheetOf('gamsh/gamsh-alpin-foehn', 'de');
    expect(de.title).toBe('Gämsh Alpin — mit Föhnkarten');
    const ids = allSections(de.sections).map((s) => s.id);
    for (const id of ['material', 'setup', 'swaps', 'calls', 'foehn', 'end', 'rules', 'options'])
      expect(ids).toContain(id);
    const html = renderRuleSheetHtml(de);
    for (const s of [
      'Rufe und Wertung',
      'Doppel-Gämsh',
      'Gegen-Gämsh',
      'Ausgegämsh',
      'jedes andere Team +2 Punkte',
      'eigenes Team +3 Punkte',
      'Wachsamer Wildhüter',
      'Flotte Vesper',
      '9 oder mehr Punkte',
      'Gleichstand',
      'GAM-034',
      'GAM-081',
    ])
      expect(html).toContain(s);
    const rules = rulesOf(de);
    expect(rules.get('GAM-031')).toContain('Mein Teampartner hat ein Quartett');
    expect(rules.get('GAM-080')).toContain('neun Punkte');
    const en = renderRuleSheetHtml(sheetOf('gamsh/gamsh-alpin-foehn', 'en'));
    for (const s of [
      'Calls and scoring',
      'Double Gämsh',
      'Counter Gämsh',
      'Outgämshed',
      'every other team +2 points',
      'Hearty Snack',
      '9 or more points',
      'all tied teams win',
    ])
      expect(en).toContain(s);
    expect(rulesOf(sheetOf('gamsh/gamsh-alpin', 'en')).get('GAM-034')).toContain('every other team');
  });

  it('reads points and target from the options, and says when Föhn cards are not in play', () => {
    const base = load('gamsh/gamsh-alpin');
    const compiled = compileRuleset(
      base.game.ruleset,
      { pointsDouble: 4, target: 12, outgamshWrongPayout: 'namedTeamOnly' },
      base.source,
    );
    if (!compiled.ok) throw new Error(compiled.error.map((d) => d.message).join('\n'));
    const sheet = buildRuleSheet(compiled.value, { lang: 'en', source: base.source });
    if (!sheet.ok) throw new Error('sheet');
    const html = renderRuleSheetHtml(sheet.value);
    expect(html).toContain('caller’s team +4 points');
    expect(html).toContain('12 or more points');
    expect(html).toContain('the named team +3 points');
    const plain = renderRuleSheetHtml(sheetOf('gamsh/gamsh-alpin', 'de'));
    expect(plain).toContain('ohne Föhnkarten gespielt');
    expect(plain).toContain('Nicht in Kraft: dieses Regelwerk spielt ohne Föhnkarten.');
    expect(plain).not.toContain('<h2><span class="num">5</span>Föhnkarten</h2>');
  });
});

describe('rulesheets:render (host service)', () => {
  it('renders a sheet or a house-rules card as HTML with a strict CSP, and reports unknown ids', async () => {
    const { createHostService } = await import('../src/host/service');
    const host = createHostService({ root: ROOT, replayDir: mkdtempSync(join(tmpdir(), 'rb-render-')) });
    const sheet = await host['rulesheets:render']({
      rulesetId: 'gamsh/gamsh-alpin-foehn',
      lang: 'de',
      document: 'reference',
    });
    if (!sheet.ok) throw new Error(sheet.message);
    expect(sheet.title).toBe('Gämsh Alpin — mit Föhnkarten');
    expect(sheet.html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'`,
    );
    expect(sheet.html).toContain('Rufe und Wertung');
    expect(sheet.html).not.toMatch(/<script/i);
    // without `document` the booklet, A5 on request
    const booklet = await host['rulesheets:render']({
      rulesetId: 'gamsh/gamsh-alpin-foehn',
      lang: 'de',
      page: 'a5-booklet',
    });
    expect(booklet.ok && booklet.html).toContain('<body class="booklet">');
    expect(booklet.ok && booklet.html).toContain('size: A5');
    const card = await host['rulesheets:render']({ rulesetId: 'dog/maerki', lang: 'en', diffWith: 'dog/standard' });
    expect(card.ok && card.html).toContain('House rules: Dog — Märki (2008)');
    expect(card.ok && card.html).not.toContain('jokerAllowedAsLastCard');
    await expect(host['rulesheets:render']({ rulesetId: 'dog/nope', lang: 'de' })).resolves.toEqual({
      ok: false,
      message: 'No ruleset with id "dog/nope".',
    });
  });
});
