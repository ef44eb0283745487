// The Dog booklet, reference and house-rules cards read by a newcomer: the rules every first game meets are in the
// booklet (reshuffling DOG-016, no Jack swap of two own pieces DOG-075, one's own block keeps one's own pieces out
// of the finish DOG-046, bringing out the partner's pieces when helping DOG-100/DOG-024), one term per concept
// ("Runde" the deal, "Umlauf"/"lap" once round the track; in English "kennel" and "finish", never "home"), the
// reference's board pictures count seats as its text does (Platz 1–4), no option name inside a rule sentence, each
// house-rules change with the usual rule beside it, and printed pages at least a third full (all but the last).
// The printed checks skip with a clear message without Chromium or poppler.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompiledGame, SheetLang } from '../src/engine';
import {
  buildDocument,
  buildHouseRulesCard,
  renderRuleSheetHtml,
  type RuleSheet,
  type SheetBlock,
  type SheetSection,
} from '../src/engine/rulesheet';
import { illustrateDog } from '../src/engine/kinds/dog/describe';
import { dog } from '../src/engine/kinds/dog';
import type { DogRules } from '../src/engine/kinds/dog/rules';
import type { DogState } from '../src/engine/kinds/dog/state';
import { loadCompiledGame } from '../src/host/rulesets';
import { findChromium } from '../src/host/rulesheet-pdf';
import { printedPdfs } from './support/printed-pdfs';

function game(id: string): ReturnType<typeof loadCompiledGame> & { ok: true } {
  const r = loadCompiledGame(id);
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return r;
}

function sheet(id: string, lang: SheetLang, document: 'booklet' | 'reference'): RuleSheet {
  const g = game(id);
  const r = buildDocument(g.game, { lang, document, source: g.source });
  if (!r.ok) throw new Error(r.error.map((d) => d.message).join('\n'));
  return r.value;
}

function card(variant: string, lang: SheetLang): RuleSheet {
  const r = buildHouseRulesCard(game('dog/standard').game as CompiledGame, game(variant).game as CompiledGame, lang);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Every word a reader sees in a sheet's sections (titles, paragraphs, list and term items, captions, tips). */
function words(sections: readonly SheetSection[]): string {
  const block = (b: SheetBlock): string[] => {
    switch (b.type) {
      case 'paragraph':
        return [b.text];
      case 'list':
        return [...b.items];
      case 'terms':
        return b.items.flatMap((i) => [i.term, i.text]);
      case 'figure':
        return [b.caption ?? ''];
      case 'tip':
        return [b.title, b.text];
      default:
        return [JSON.stringify(b)];
    }
  };
  const all = (s: SheetSection): string[] => [s.title, ...s.blocks.flatMap(block), ...(s.sections ?? []).flatMap(all)];
  return sections.flatMap(all).join('\n');
}

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

describe('the Dog cards in words come from the card table (tables.cards)', () => {
  it('DOG-030/DOG-060: dog/three-backward tells its 3 like the 4, the standard booklet keeps the 3 among the plain numbers', () => {
    const de = words(sheet('dog/three-backward', 'de', 'booklet').sections);
    const en = words(sheet('dog/three-backward', 'en', 'booklet').sections);
    expect(de).toContain('Du fährst 3 Felder vorwärts oder 3 Felder rückwärts. Rückwärts fährst du nur auf der Bahn');
    expect(de).toContain('2, 5, 6, 8, 9, 10');
    expect(en).toContain('You move 3 fields forward or 3 fields backward. Backward moves stay on the track');
    const std = words(sheet('dog/standard', 'de', 'booklet').sections);
    expect(std).toContain('2, 3, 5, 6, 8, 9, 10');
    expect(std).not.toContain('3 Felder rückwärts');
  });

  it("DOG-014: the exchange tip's end-game example names Peter's partner as the setup pairs them (Jesse with three teams of two)", () => {
    const six = words(sheet('dog/octopus-6p-3x2', 'de', 'booklet').sections);
    expect(six).toContain('Peter und Jesse gegen');
    expect(six).toContain('Weiss Peter, dass Jesse noch eine 4 von ihm hat');
    expect(six).not.toContain('dass Simone noch eine 4');
    const four = words(sheet('dog/standard', 'en', 'booklet').sections);
    expect(four).toContain(
      "if Peter knows that Simone still has a 4 from him, he uses a Joker to bring one of Simone's pieces",
    );
  });

  it('DOG-062: a blocking piece may leave backward with every backward card of the table (the 3 and the 4 in dog/three-backward)', () => {
    expect(words(sheet('dog/three-backward', 'de', 'booklet').sections)).toContain(
      'Mit einer 3 oder 4 darf er auch rückwärts wegfahren.',
    );
    expect(words(sheet('dog/three-backward', 'en', 'booklet').sections)).toContain(
      'It may also leave backward with a 3 or 4.',
    );
    expect(words(sheet('dog/standard', 'de', 'booklet').sections)).toContain(
      'Mit einer 4 darf er auch rückwärts wegfahren.',
    );
  });

  it('DOG-020: dog/queen-exits names the Queen among the cards that bring a piece out, in the cards and on the track', () => {
    const de = words(sheet('dog/queen-exits', 'de', 'booklet').sections);
    const en = words(sheet('dog/queen-exits', 'en', 'booklet').sections);
    expect(de).toContain('Mit Ass, König, Dame oder Joker setzt du einen Spielstein aus deinem Zwinger');
    expect(de).toContain('Mit Ass, König und Dame darfst du auch fahren.');
    expect(de).toContain(
      'Du setzt einen Spielstein aus deinem Zwinger auf dein Startfeld oder fährst 12 Felder vorwärts.',
    );
    expect(en).toContain('With an Ace, a King, a Queen or a Joker you put a piece from your kennel');
    const std = words(sheet('dog/standard', 'de', 'booklet').sections);
    expect(std).toContain('Mit Ass, König oder Joker setzt du einen Spielstein aus deinem Zwinger');
    expect(std).toContain('Du fährst 12 Felder vorwärts.');
  });

  it('the reference has the card table worded from tables.cards: the 3 of dog/three-backward, the 3 of standard', () => {
    const row = (id: string, lang: SheetLang, name: string) => {
      const material = sheet(id, lang, 'reference').sections.find((x) => x.id === 'material')!;
      const table = material.blocks.find((b) => b.type === 'table' && b.className === 'cards');
      if (!table || table.type !== 'table') throw new Error('no card table');
      return table.rows.find((r) => r[0] === name)?.[1];
    };
    expect(row('dog/three-backward', 'de', '3')).toBe('drei Felder vorwärts oder rückwärts');
    expect(row('dog/standard', 'de', '3')).toBe('drei Felder vorwärts');
    expect(row('dog/queen-exits', 'en', 'Queen')).toBe('bring a piece out or twelve fields forward');
    expect(row('dog/standard', 'en', 'Queen')).toBe('twelve fields forward');
  });

  it('a house-rules card lists each changed card with what it does in the base rules', () => {
    expect(card('dog/three-backward', 'de').sections[0]!.blocks).toContainEqual({
      type: 'list',
      items: ['3: drei Felder vorwärts oder rückwärts. (sonst: drei Felder vorwärts.)'],
    });
    expect(card('dog/queen-exits', 'en').sections[0]!.blocks).toContainEqual({
      type: 'list',
      items: ['Queen: bring a piece out or twelve fields forward. (otherwise: twelve fields forward.)'],
    });
  });
});

describe('the Dog booklet has every rule a first game meets', () => {
  const de = words(sheet('dog/standard', 'de', 'booklet').sections);
  const en = words(sheet('dog/standard', 'en', 'booklet').sections);

  it('DOG-016: reshuffling the played and discarded cards when the stock runs out, also mid-deal', () => {
    expect(de).toContain('Ist er aufgebraucht, auch mitten beim Austeilen, mischt ihr die gespielten und abgelegten');
    expect(en).toContain('When the stock runs out, even in the middle of a deal, shuffle the played and discarded');
    // the rule follows the option: without a mid-deal reshuffle the booklet says "before the next deal"
    const g = game('dog/standard');
    const off = { ...g.game, rules: { ...(g.game.rules as DogRules), reshuffleMidDeal: false } };
    const r = buildDocument(off as CompiledGame, { lang: 'de', document: 'booklet', source: g.source });
    if (!r.ok) throw new Error('no booklet');
    expect(words(r.value.sections)).toContain('Reicht er für das nächste Austeilen nicht mehr');
  });

  it('DOG-075: no Jack swap of two own pieces in the standard rules; netzone, which allows it, says so', () => {
    expect(de).toContain('Zwei eigene Spielsteine darfst du nicht miteinander tauschen.');
    expect(en).toContain('You may not swap two of your own pieces with each other.');
    const netzone = words(sheet('dog/netzone', 'de', 'booklet').sections);
    expect(netzone).toContain('Du darfst auch zwei eigene Spielsteine tauschen.');
    expect(netzone).not.toContain('nicht miteinander tauschen');
  });

  it("DOG-046: one's own blocking piece keeps one's own other pieces out of the finish", () => {
    expect(de).toContain(
      'hält dein eigener sperrender Spielstein auch deine anderen Spielsteine aus deinem Ziel heraus',
    );
    expect(en).toContain('your own blocking piece also keeps your other pieces out of your finish');
  });

  it("DOG-100, DOG-024, DOG-079: a helper brings the partner's pieces out of the kennel and swaps them with a Jack", () => {
    expect(de).toContain('bringst du auch seine Spielsteine aus seinem Zwinger auf sein Startfeld heraus');
    expect(en).toContain('you also bring their pieces out of their kennel onto their start field');
  });

  it('German: "Runde" is the deal, "Umlauf" once round the track (DOG-015, DOG-063, DOG-086)', () => {
    expect(de).toContain('Eine Runde ist alles, was ihr mit den Karten eines Austeilens spielt.');
    expect(de).toContain('einen Umlauf');
    expect(de).toContain('ohne weiteren Umlauf');
    expect(de).toContain('noch einen Umlauf fahren');
    // a lap is never a "Runde": no Runde is driven, turned or saved
    expect(de).not.toMatch(/Runde (fahren|drehen)|weitere[n]? Runde|ganze[n]? Runde|eine Runde fährt/);
    const ref = words(sheet('dog/standard', 'de', 'reference').sections);
    expect(ref).not.toMatch(/nach einer Runde,|ohne weitere Runde|eine weitere Runde gefahren/);
    expect(ref).toContain('nach einem Umlauf');
  });

  it('English: "kennel" and "finish", never "home" (DOG-054, DOG-080)', () => {
    expect(en).not.toMatch(/\bhome\b/i);
    expect(en).toContain('kennel');
    expect(en).toContain('finish');
    expect(words(sheet('dog/standard', 'en', 'booklet').sections.slice(0, 1))).toContain('one lap');
    expect(sheet('dog/standard', 'en', 'booklet').description).not.toMatch(/\bhome\b/);
    for (const variant of DOG_VARIANTS) expect(words(card(variant, 'en').sections), variant).not.toMatch(/\bhome\b/);
  });
});

describe('the Dog reference', () => {
  it('numbers the pieces in its board pictures 1–4, as its text counts seats (Platz 1 … 4)', () => {
    const g = game('dog/standard').game;
    const rules = g.rules as DogRules;
    const built = dog.fromScenario(rules, { position: 'P5|P8|P20|P40' });
    if (!built.ok) throw new Error('no position');
    const svg = illustrateDog(rules, built.value as DogState, 'de');
    // the disc labels are the bold texts; one per piece (16), seats counted 1 … 4
    const labels = [...svg.matchAll(/font-weight="bold"[^>]*>(\d+)<\/text>/g)].map((m) => Number(m[1]));
    expect(labels).toHaveLength(16);
    expect(new Set(labels)).toEqual(new Set([1, 2, 3, 4]));
    const ref = words(sheet('dog/standard', 'de', 'reference').sections);
    expect(ref).toContain('am Zug: Platz 1');
    expect(ref).not.toContain('Platz 0');
  });

  it('DOG-112 and every other rule text of the standard rules is a sentence without an option name', () => {
    const texts = game('dog/standard').game.ruleset.texts as Record<string, Record<string, string>>;
    for (const id of Object.keys(texts).filter((k) => /^DOG-\d{3}$/.test(k)))
      for (const lang of ['de', 'en'] as const)
        expect(texts[id]![lang], `${id} ${lang}`).not.toMatch(/\b[a-z]+[A-Z][A-Za-z]*\b/);
    expect(texts['DOG-112']!.de).toContain('Auch den letzten Spielstein des Teams darf ein Joker ins Ziel bringen.');
  });
});

describe('the Dog house-rules cards', () => {
  for (const variant of DOG_VARIANTS)
    it(`${variant}: each change with the usual rule as "(sonst: …)" / "(otherwise: …)", a cycle explained`, () => {
      for (const lang of ['de', 'en'] as const) {
        const c = card(variant, lang);
        const list = c.sections[0]!.blocks.find((b) => b.type === 'list');
        if (!list || list.type !== 'list') throw new Error('no list');
        for (const item of list.items) expect(item).toContain(lang === 'de' ? '(sonst: ' : '(otherwise: ');
        const text = words(c.sections);
        // "Zyklus" / "cycle" is never used without saying what it is
        if (/Zyklus|cycle/.test(text))
          expect(text).toMatch(
            lang === 'de'
              ? /Zyklus[^.]*(das heisst alle Runden|den ersten fünf Runden)/
              : /cycle[^.]*(that is every round|the first five rounds)/,
          );
      }
    });

  it('Märki: no sentence the standard rules say too; who starts each round is said', () => {
    const de = words(card('dog/maerki', 'de').sections);
    expect(de).not.toContain('Die Karten werden einzeln ausgeteilt');
    expect(de).not.toContain('Wer die erste Runde austeilt, wird ausgelost.');
    expect(de).toContain('Es beginnt die Person rechts von der Person, die die vorige Runde begonnen hat.');
    const en = words(card('dog/maerki', 'en').sections);
    expect(en).not.toContain('Cards are dealt one at a time');
    expect(en).toContain("the player to the right of the previous round's starter begins");
  });

  it('a title keeps its bracketed part on one line', () => {
    const html = renderRuleSheetHtml(card('dog/octopus-6p-2x3', 'en'));
    expect(html).toContain(
      '<h1>House rules: Dog — Octopus, 6 players <span class="nobr">(two teams of three)</span></h1>',
    );
  });
});

const chromium = findChromium();
const poppler = existsSync('/usr/bin/pdftotext') && existsSync('/usr/bin/pdfinfo');
const why = !chromium ? 'no Chromium (apt-get install chromium)' : 'no poppler-utils (pdftotext/pdfinfo)';
if (!chromium || !poppler) console.warn(`Dog PDF layout tests skipped: ${why}`);

/** Per page, how far down the body text reaches (0 … 1 of the page height above the footer), from pdftotext -bbox. */
function fill(file: string): number[] {
  const xml = spawnSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' }).stdout;
  return xml
    .split('<page ')
    .slice(1)
    .map((page) => {
      const height = Number(/height="([\d.]+)"/.exec(page)![1]);
      const foot = height * 0.93; // the footer line ("Seite 3 von 9") sits below this
      const bottoms = [...page.matchAll(/yMax="([\d.]+)"/g)].map((m) => Number(m[1])).filter((y) => y < foot);
      return bottoms.length ? Math.max(...bottoms) / foot : 0;
    });
}

/** Text per page, from pdftotext. */
function pages(file: string): string[] {
  return spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).stdout.split('\f').slice(0, -1);
}

describe.skipIf(!chromium || !poppler)(
  `Dog documents as PDF${!chromium || !poppler ? ` (skipped: ${why})` : ''}`,
  () => {
    const OUT = mkdtempSync(join(tmpdir(), 'rb-dog-pdf-'));
    const DOCS: { name: string; build: () => RuleSheet }[] = [
      { name: 'booklet-de', build: () => sheet('dog/standard', 'de', 'booklet') },
      { name: 'booklet-en', build: () => sheet('dog/standard', 'en', 'booklet') },
      { name: 'reference-de', build: () => sheet('dog/standard', 'de', 'reference') },
      { name: 'reference-en', build: () => sheet('dog/standard', 'en', 'reference') },
      { name: 'card-octopus-de', build: () => card('dog/octopus-6p-2x3', 'de') },
      { name: 'card-maerki-3p-en', build: () => card('dog/maerki-3p', 'en') },
    ];
    const files = new Map<string, string>();
    beforeAll(async () => {
      const pdfs = await printedPdfs(DOCS.map((d) => renderRuleSheetHtml(d.build())));
      pdfs.forEach((pdf, i) => {
        const file = join(OUT, `${DOCS[i]!.name}.pdf`);
        writeFileSync(file, pdf);
        files.set(DOCS[i]!.name, file);
      });
    }, 120_000);

    it('no page of the booklets or references is under a third full, except the last', () => {
      for (const name of ['booklet-de', 'booklet-en', 'reference-de', 'reference-en']) {
        const f = fill(files.get(name)!);
        expect(f.length, name).toBeGreaterThan(1);
        f.slice(0, -1).forEach((x, i) => expect(x, `${name} page ${i + 1}`).toBeGreaterThan(1 / 3));
      }
    });

    it('no page holds only the source note or only a heading and its one sentence', () => {
      for (const name of ['booklet-de', 'booklet-en', 'reference-de', 'reference-en']) {
        const p = pages(files.get(name)!);
        const last = p[p.length - 1]!.replace(/\s+/g, ' ');
        // the last page holds more than the closing note and the footer
        const note = /Diese Spielregel wurde|These rules were|Erstellt von Rulebench|Generated by Rulebench/;
        // (a booklet's summary panel follows the note and counts as content of the page)
        const rest = last.replace(
          /(Diese Spielregel wurde|These rules were|Erstellt von|Generated by)[\s\S]*?(?=Auf einen Blick|At a glance|$)/,
          '',
        );
        if (note.test(last))
          expect(rest.trim().length, `${name}: the last page holds only the source note`).toBeGreaterThan(200);
      }
      // the reference's "Examples" chapter starts on the page of its first example
      for (const [name, heading, first] of [
        ['reference-de', 'Beispiele', 'Landen schickt heim'],
        ['reference-en', 'Worked examples', 'landing sends a piece back'],
      ] as const) {
        const p = pages(files.get(name)!);
        const at = p.findIndex((t) => new RegExp(`^\\d+ ${heading}$`, 'm').test(t));
        expect(at, name).toBeGreaterThanOrEqual(0);
        expect(p[at], name).toContain(first);
      }
    });

    it('a house-rules title does not break inside its brackets', () => {
      const de = pages(files.get('card-octopus-de')!)[0]!;
      expect(de).toMatch(/^\(zwei Teams zu dritt\)$|Personen \(zwei Teams zu dritt\)$/m);
      const en = pages(files.get('card-maerki-3p-en')!)[0]!;
      expect(en).toMatch(/^\(one against two\)$|players \(one against two\)$/m);
    });
  },
);
