// Worked examples in the booklets stand beside the rule they show, not gathered at the end: each example sits in
// the chapter of its rule, right after the term or paragraph whose rule IDs include the example's rule, and the
// printed PDF (read back with pdftotext) has its caption after that rule's text and before the next chapter. Gassi
// example pictures draw the bones each seat holds (GAS-004, GAS-151), framing a count the play changed. A variant
// booklet's "what differs" says only the differences, each with the usual rule as "(sonst: …)", as the house-rules
// card does (Märki DOG-011, DOG-012, DOG-112; three and six players DOG-120, DOG-130). The printed checks skip with a
// clear message without Chromium or poppler.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SheetLang } from '../src/engine';
import {
  buildDocument,
  buildHouseRulesCard,
  renderRuleSheetHtml,
  type RuleSheet,
  type SheetBlock,
} from '../src/engine/rulesheet';
import { placeExamples } from '../src/engine/rulesheet/booklet';
import type { SheetExample } from '../src/engine/rulesheet/model';
import { gassiPilesSvg } from '../src/engine/kinds/gassi/booklet';
import type { GassiRules } from '../src/engine/kinds/gassi/rules';
import type { GassiState } from '../src/engine/kinds/gassi/state';
import { loadCompiledGame, PROJECT_ROOT, RulesetIndex } from '../src/host/rulesets';
import { renderRuleSheet } from '../src/host/service';
import { findChromium } from '../src/host/rulesheet-pdf';
import { printedPdfs } from './support/printed-pdfs';

/** The booklet of `id`; a variant is told against the root of its chain (`withBase`, as the CLI and the app do). */
function booklet(id: string, lang: SheetLang, withBase = true): RuleSheet {
  const g = loadCompiledGame(id);
  if (!g.ok) throw new Error(`${id} does not load`);
  const chain = g.game.ruleset.chain;
  const root = withBase && chain.length > 1 ? loadCompiledGame(chain[chain.length - 1]!) : null;
  if (root && !root.ok) throw new Error(`${chain[chain.length - 1]} does not load`);
  const base = root?.ok ? { base: root.game } : {};
  const r = buildDocument(g.game, { lang, document: 'booklet', source: g.source, ...base });
  if (!r.ok) throw new Error(`${id} booklet fails: ${JSON.stringify(r.error)}`);
  return r.value;
}

/** A placed example with the chapter it is in and the text printed right before it (a term's or a paragraph's). */
interface Placed {
  readonly example: SheetExample;
  readonly chapter: string;
  readonly nextChapter: string | null;
  /** Rule IDs of the term right before the example (none after a paragraph). */
  readonly before: readonly string[];
  readonly beforeText: string;
}

function placed(sheet: RuleSheet): Placed[] {
  const out: Placed[] = [];
  sheet.sections.forEach((chapter, c) => {
    let prev: SheetBlock | undefined;
    for (const b of chapter.blocks) {
      if (b.type === 'example') {
        const last = prev?.type === 'terms' ? prev.items[prev.items.length - 1] : undefined;
        out.push({
          example: b,
          chapter: chapter.title,
          nextChapter: sheet.sections[c + 1]?.title ?? null,
          before: last?.rules ?? [],
          beforeText: last ? last.text : prev?.type === 'paragraph' ? prev.text : prev?.type === 'example' ? '' : '',
        });
      }
      prev = b;
    }
  });
  return out;
}

const BOOKLETS = [
  { id: 'dog/standard', count: 5 },
  { id: 'gassi/gassi-2.5.3', count: 4 },
  { id: 'gamsh/gamsh-alpin-foehn', count: 3 },
  { id: 'gamsh/gamsh-alpin', count: 3 },
] as const;

describe('booklet examples beside their rules (model)', () => {
  for (const { id, count } of BOOKLETS)
    for (const lang of ['de', 'en'] as const)
      it(`${id} ${lang}: every example sits after the term or paragraph of its rule, none gathered at the end`, () => {
        const sheet = booklet(id, lang);
        expect(sheet.sections.map((s) => s.id)).not.toContain('examples');
        const list = placed(sheet);
        expect(list).toHaveLength(count);
        for (const p of list) {
          expect(p.example.title).toMatch(lang === 'de' ? /^Beispiel: / : /^Example: /);
          // a term before it explains one of the example's rules; after a paragraph the example follows its text
          if (p.before.length)
            expect(
              p.example.rules.some((r) => p.before.includes(r)),
              p.example.title,
            ).toBe(true);
          else expect(p.beforeText.length, p.example.title).toBeGreaterThan(0);
        }
        // the booklet gives no anchor to a renderer
        const types = (blocks: readonly SheetBlock[]): string[] =>
          blocks.flatMap((b) => [b.type, ...(b.type === 'example' ? types(b.blocks) : [])]);
        expect(sheet.sections.flatMap((s) => types(s.blocks))).not.toContain('anchor');
      });

  it('the Dog examples stand with their cards and moves (DOG-050, DOG-062, DOG-068, DOG-075, DOG-112)', () => {
    const where = Object.fromEntries(
      placed(booklet('dog/standard', 'de')).map((p) => [
        p.example.title,
        `${p.chapter} / ${p.example.rules.find((r) => p.before.includes(r)) ?? ''}`,
      ]),
    );
    expect(where).toEqual({
      'Beispiel: Tauschen mit dem Jungen': 'Die Karten / DOG-075',
      'Beispiel: Die 7 schickt auch eigene überholte Spielsteine heim': 'Die Karten / DOG-065',
      'Beispiel: 4 zurück vom frischen Startfeld': 'Die Karten / DOG-062',
      'Beispiel: Der Joker bringt den letzten Spielstein ins Ziel': 'Die Karten / DOG-112',
      'Beispiel: Landen schickt heim, Überholen nicht': 'Unterwegs auf der Bahn / DOG-050',
    });
  });

  it('the Gassi examples stand with the realm rule and with ATTACK, PUNISH and SWITCH (GAS-040, GAS-060, GAS-100, GAS-130)', () => {
    const where = placed(booklet('gassi/gassi-2.5.3', 'en')).map((p) => [p.chapter, p.example.rules[0]]);
    expect(where).toEqual([
      ['Your turn', 'GAS-040'],
      ['The moves', 'GAS-060'],
      ['The moves', 'GAS-100'],
      ['The moves', 'GAS-130'],
    ]);
  });

  it('an example no chapter explains is gathered at the end, and several at one place keep their order', () => {
    const ex = (id: string, rules: string[]): SheetExample => ({ type: 'example', id, title: id, rules, blocks: [] });
    const r = placeExamples(
      [
        {
          id: 'a',
          title: 'A',
          blocks: [
            {
              type: 'terms',
              items: [
                { term: 'x', text: 'X', rules: ['R-001'] },
                { term: 'y', text: 'Y' },
              ],
            },
            { type: 'anchor', rules: ['R-002'] },
          ],
        },
      ],
      [ex('e1', ['R-009', 'R-001']), ex('e2', ['R-002']), ex('e3', ['R-001']), ex('e4', ['R-404'])],
    );
    expect(r.unplaced.map((e) => e.id)).toEqual(['e4']);
    expect(r.sections[0]!.blocks.map((b) => (b.type === 'example' ? b.id : b.type))).toEqual([
      'terms',
      'e1',
      'e3',
      'terms',
      'e2',
    ]);
  });
});

describe('Gassi pictures draw the bones (GAS-004, GAS-151)', () => {
  const g = loadCompiledGame('gassi/gassi-2.5.3');
  if (!g.ok) throw new Error('gassi does not load');
  const rules = g.game.rules as GassiRules;
  const state = (bones: number[]) =>
    g.game.kind.fromScenario(rules, {
      position: `T0 R2 D20 B${bones.join(',')} | a1@0 STREETS WALKING [STREET] | b1@1 WOODS WALKING [WOOD] | c1@2 RIVERS WALKING [RIVER]`,
    });
  const bonesDrawn = (svg: string) => (svg.match(/<g fill="#efe6cf"/g) ?? []).length;

  it('one bone per bone held, one bone and ×N where they do not fit, and a changed count framed', () => {
    const s = state([1, 0, 3]);
    if (!s.ok) throw new Error('no state');
    const svg = gassiPilesSvg(rules, s.value as GassiState, 'de', ['Peter', 'Sonja', 'Simone']);
    expect(svg).toContain('Knochen:');
    expect(bonesDrawn(svg)).toBe(4);
    expect(svg).not.toContain('stroke="#d62828"');
    const many = state([7, 0, 0]);
    if (!many.ok) throw new Error('no state');
    const svg7 = gassiPilesSvg(rules, many.value as GassiState, 'en', ['Peter', 'Sonja', 'Simone']);
    expect(svg7).toContain('Bones:');
    expect(bonesDrawn(svg7)).toBe(1);
    expect(svg7).toContain('×7');
    const framed = gassiPilesSvg(
      rules,
      s.value as GassiState,
      'de',
      ['Peter', 'Sonja', 'Simone'],
      'T0 R2 D20 B1,0,1 | x',
    );
    expect((framed.match(/stroke="#d62828"/g) ?? []).length).toBe(1);
  });

  it('the booklet example of a conquest shows Simone with three bones after it (GAS-151)', () => {
    const sheet = booklet('gassi/gassi-2.5.3', 'de');
    const conquest = placed(sheet).find((p) => p.example.rules.includes('GAS-151'))!.example;
    const figures = conquest.blocks.find((b) => b.type === 'figures');
    if (!figures || figures.type !== 'figures') throw new Error('no pictures');
    const bones = figures.figures.map((f) => /data-bones="([\d,]+)"/.exec(f.svg)?.[1]);
    expect(bones).toEqual(['1,1,1', '1,1,1', '1,1,3']);
    expect(bonesDrawn(figures.figures[2]!.svg)).toBe(5);
  });
});

const chromium = findChromium();
const poppler = existsSync('/usr/bin/pdftotext');
const why = !chromium ? 'no Chromium (apt-get install chromium)' : 'no poppler-utils (pdftotext)';
if (!chromium || !poppler) console.warn(`booklet example placement PDF checks skipped: ${why}`);

describe.skipIf(!chromium || !poppler)(
  `booklet examples beside their rules (PDF)${!chromium || !poppler ? ` (skipped: ${why})` : ''}`,
  () => {
    const DOCS = BOOKLETS.filter((b) => b.id !== 'gamsh/gamsh-alpin').flatMap((b) =>
      (['de', 'en'] as const).map((lang) => ({ key: `${b.id} ${lang}`, sheet: booklet(b.id, lang) })),
    );
    const texts = new Map<string, string>();
    beforeAll(async () => {
      const pdfs = await printedPdfs(DOCS.map((d) => renderRuleSheetHtml(d.sheet)));
      const dir = mkdtempSync(join(tmpdir(), 'rb-examples-'));
      pdfs.forEach((pdf, i) => {
        const file = join(dir, `${i}.pdf`);
        writeFileSync(file, pdf);
        const text = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).stdout;
        // a chapter heading is a line of its own: marked, so that the same words in running text do not count
        const titles = new Set(DOCS[i]!.sheet.sections.map((c) => c.title));
        const marked = text
          .split('\n')
          .map((l) => (titles.has(l.trim()) ? `§§${l.trim()}§§` : l))
          .join('\n');
        texts.set(DOCS[i]!.key, marked.replace(/\s+/g, ' '));
      });
    }, 120_000);

    it("each example's caption is printed after its rule's chapter heading and text, before the next chapter", () => {
      for (const { key, sheet } of DOCS) {
        const text = texts.get(key)!;
        const words = (s: string, n: number) => s.replace(/\s+/g, ' ').split(' ').slice(0, n).join(' ');
        for (const p of placed(sheet)) {
          const heading = text.indexOf(`§§${p.chapter}§§`);
          expect(heading, `${key}: heading ${p.chapter}`).toBeGreaterThanOrEqual(0);
          const rule = p.beforeText ? text.indexOf(words(p.beforeText, 6), heading) : heading;
          expect(rule, `${key}: the rule before ${p.example.title}`).toBeGreaterThan(heading);
          const caption = text.indexOf(p.example.title, rule);
          expect(caption, `${key}: ${p.example.title}`).toBeGreaterThan(rule);
          if (p.nextChapter) {
            const next = text.indexOf(`§§${p.nextChapter}§§`);
            expect(next, `${key}: heading ${p.nextChapter}`).toBeGreaterThan(heading);
            expect(caption, `${key}: ${p.example.title} before ${p.nextChapter}`).toBeLessThan(next);
          }
        }
      }
    });
  },
);

const DOG_VARIANTS = [
  'dog/canadian',
  'dog/deals-555',
  'dog/maerki',
  'dog/maerki-3p',
  'dog/netzone',
  'dog/octopus-4p',
  'dog/octopus-6p-2x3',
  'dog/octopus-6p-3x2',
  'dog/queen-exits',
  'dog/three-backward',
];

/** The items of a booklet's "what differs" list. */
function differs(sheet: RuleSheet): readonly string[] {
  const list = sheet.sections.find((s) => s.id === 'differences')?.blocks.find((b) => b.type === 'list');
  return list?.type === 'list' ? list.items : [];
}

describe('a variant booklet says only what differs, with the usual rule beside it', () => {
  for (const id of DOG_VARIANTS)
    it(`${id}: each item has "(sonst: …)" / "(otherwise: …)", the same items as its house-rules card`, () => {
      for (const lang of ['de', 'en'] as const) {
        const items = differs(booklet(id, lang));
        expect(items.length, id).toBeGreaterThan(0);
        for (const item of items) expect(item).toContain(lang === 'de' ? '(sonst: ' : '(otherwise: ');
        const g = loadCompiledGame(id);
        const std = loadCompiledGame('dog/standard');
        if (!g.ok || !std.ok) throw new Error('no ruleset');
        const card = buildHouseRulesCard(std.game, g.game, lang);
        if (!card.ok) throw new Error(card.error.message);
        const cardList = card.value.sections[0]!.blocks.find((b) => b.type === 'list');
        expect(cardList?.type === 'list' && cardList.items).toEqual(items);
        // without the usual rules at hand, each option away from the default, still with the default beside it
        for (const item of differs(booklet(id, lang, false)))
          expect(item).toContain(lang === 'de' ? '(sonst: ' : '(otherwise: ');
      }
    });

  it('Märki (DOG-011, DOG-012, DOG-112): the changed sentences only, not the whole rule texts again', () => {
    const de = differs(booklet('dog/maerki', 'de')).join('\n');
    expect(de).toContain('wieder mit 5 Karten');
    expect(de).toContain('(sonst: Wer austeilt, wechselt jede Runde zur nächsten Person.)');
    expect(de).toContain(
      '(sonst: Auch den letzten Spielstein, mit dem das Spiel gewonnen ist, darf ein Joker ins Ziel bringen.)',
    );
    // sentences the standard rules say in the same words are no difference
    expect(de).not.toContain('In der ersten Runde erhält jede Person 6 Karten, dann 5, 4, 3 und 2.');
    expect(de).not.toContain('Wer die erste Runde austeilt, wird ausgelost.');
    expect(de).not.toContain('Die Karten werden einzeln ausgeteilt');
    const en = differs(booklet('dog/maerki', 'en')).join('\n');
    expect(en).not.toContain('Round 1 deals 6 cards each, then 5, 4, 3 and 2.');
    expect(en).not.toContain('Cards are dealt one at a time');
    expect(en).toContain('(otherwise: The dealer changes every round.)');
  });

  it('three and six players (DOG-120, DOG-130): the player count and teams with the usual four players beside them', () => {
    expect(differs(booklet('dog/maerki-3p', 'de'))).toContain('Es spielen 3 Personen. (sonst: Es spielen 4 Personen.)');
    expect(differs(booklet('dog/octopus-6p-3x2', 'en'))).toContain('6 players. (otherwise: 4 players.)');
  });

  it('the app and the CLI tell a variant booklet against the root of its chain', () => {
    const r = renderRuleSheet(new RulesetIndex(PROJECT_ROOT), { rulesetId: 'dog/maerki-3p', lang: 'de' });
    if (!r.ok) throw new Error(r.message);
    expect(r.html).toContain(
      '(sonst: Auch den letzten Spielstein, mit dem das Spiel gewonnen ist, darf ein Joker ins Ziel bringen.)',
    );
    expect(r.html).not.toContain('Die Karten werden einzeln ausgeteilt, beginnend bei');
  });
});
