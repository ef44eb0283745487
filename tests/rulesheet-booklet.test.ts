// Booklets, references and house-rules cards as PDF, printed with one Chromium launch and
// read back with poppler's pdftotext/pdfinfo: a booklet's text holds no rule ID, no notation, no camelCase
// identifier, no `{` or `[` from data, no sentences of the other language, no word broken mid-identifier, and no
// page under 10 % of a full page except the last; the Dog booklet has at most 8 A4 pages; each house-rules card
// is one page with a German title and German sentences. Skips with a clear message without Chromium or poppler.
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
  type SheetDocument,
  type SheetPage,
} from '../src/engine/rulesheet';
import { GERMAN_AVOID } from '../src/engine/rulesheet/glossary';
import { loadCompiledGame } from '../src/host/rulesets';
import { findChromium } from '../src/host/rulesheet-pdf';
import { printedPdfs } from './support/printed-pdfs';

const chromium = findChromium();
const poppler = existsSync('/usr/bin/pdftotext') && existsSync('/usr/bin/pdfinfo');
const why = !chromium
  ? 'no Chromium (install Debian chromium: apt-get install chromium)'
  : 'no poppler-utils (pdftotext/pdfinfo)';
if (!chromium || !poppler) console.warn(`booklet PDF tests skipped: ${why}`);
const OUT = mkdtempSync(join(tmpdir(), 'rb-booklet-'));

/** Lower-case function words that occur in running text of one language and (almost) never in the other. */
const STOP: Record<SheetLang, ReadonlySet<string>> = {
  en: new Set([
    'the',
    'and',
    'you',
    'your',
    'with',
    'is',
    'are',
    'of',
    'to',
    'for',
    'when',
    'this',
    'it',
    'may',
    'must',
  ]),
  de: new Set([
    'und',
    'der',
    'die',
    'das',
    'du',
    'dein',
    'deine',
    'nicht',
    'ist',
    'mit',
    'ein',
    'eine',
    'wird',
    'auf',
    'den',
    'dem',
    'zu',
    'sich',
  ]),
};

/**
 * Everything in a booklet's text (one string per page) that a booklet must not hold: rule IDs
 * (`DOG-001`, `HG-01`, `T-09`), engine notation (Dog positions and plays, Gassi plays and dog ids), camelCase
 * identifiers, `{` or `[`, three or more function words of the other language, a word broken at a line end inside
 * an identifier, a page (other than the last) with under 10 % of the characters of the fullest page, and in German
 * a word the glossary rejects (`GERMAN_AVOID`: Figur, Kugel, Stein for a Spielstein; "Partei" for a Team).
 */
export function bookletProblems(pages: readonly string[], lang: SheetLang): string[] {
  const problems: string[] = [];
  const text = pages.join('\n');
  const find = (what: string, re: RegExp) => {
    const m = text.match(re);
    if (m) problems.push(`${what}: "${m[0]}"`);
  };
  find('rule ID', /\b[A-Z]{1,4}-\d{2,3}\b/);
  find('notation', /\b[PF]\d{1,2}\b|\|\||\d:[PF]\d|\b[A-Z]{2,}:[A-Z]{2,}\b|->|=>|\b[a-z]\d@\d|\bX=\d/);
  find('camelCase identifier', /\b[a-z]+[A-Z][A-Za-z]*\b/);
  find('brace or bracket from data', /[{}[\]]/);
  if (lang === 'de') for (const re of GERMAN_AVOID) find('a word the German glossary rejects', re);
  const other = lang === 'de' ? STOP.en : STOP.de;
  const foreign = (text.match(/[A-Za-zÄÖÜäöüß]+/g) ?? []).filter((w) => other.has(w));
  if (foreign.length >= 3)
    problems.push(
      `${foreign.length} words of the other language, e.g. ${[...new Set(foreign)].slice(0, 5).join(', ')}`,
    );
  const lines = text.split('\n');
  for (let i = 0; i + 1 < lines.length; i++) {
    const last = /([A-Za-zÄÖÜäöüß]+)-?$/.exec(lines[i]!.trimEnd())?.[1];
    const first = /^([a-zäöüß][A-Za-zÄÖÜäöüß]*)/.exec(lines[i + 1]!.trimStart())?.[1];
    if (last && first && /^[a-z]+[A-Z]/.test(last + first) && !/^[a-z]+[A-Z]/.test(last))
      problems.push(`identifier broken across lines: "${last}" / "${first}"`);
    if (lines[i]!.trimEnd().endsWith('-') && first && /[a-zäöüß]$/.test(lines[i]!.trimEnd().slice(0, -1)))
      problems.push(`word hyphenated at a line end: "${lines[i]!.trim().slice(-12)}" / "${first}"`);
  }
  const size = pages.map((p) => p.replace(/\s+/g, '').length);
  const full = Math.max(...size);
  size.forEach((n, i) => {
    if (i < size.length - 1 && n < full * 0.1)
      problems.push(`page ${i + 1} holds ${n} characters, under 10 % of a full page (${full})`);
  });
  return problems;
}

interface Doc {
  readonly name: string;
  readonly lang: SheetLang;
  readonly build: () => RuleSheet;
  readonly page?: SheetPage;
}

function game(id: string): ReturnType<typeof loadCompiledGame> & { ok: true } {
  const r = loadCompiledGame(id);
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return r;
}

function doc(id: string, lang: SheetLang, document: SheetDocument): () => RuleSheet {
  return () => {
    const g = game(id);
    const r = buildDocument(g.game, { lang, document, source: g.source });
    if (!r.ok) throw new Error(r.error.map((d) => d.message).join('\n'));
    return r.value;
  };
}

function card(base: string, variant: string, lang: SheetLang): () => RuleSheet {
  return () => {
    const r = buildHouseRulesCard(game(base).game as CompiledGame, game(variant).game as CompiledGame, lang);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
}

const DOCS: readonly Doc[] = [
  { name: 'dog-de', lang: 'de', build: doc('dog/standard', 'de', 'booklet') },
  { name: 'dog-en', lang: 'en', build: doc('dog/standard', 'en', 'booklet') },
  { name: 'gassi-de', lang: 'de', build: doc('gassi/gassi-2.5.3', 'de', 'booklet') },
  { name: 'gamsh-foehn-de', lang: 'de', build: doc('gamsh/gamsh-alpin-foehn', 'de', 'booklet') },
  { name: 'gamsh-foehn-en', lang: 'en', build: doc('gamsh/gamsh-alpin-foehn', 'en', 'booklet') },
  { name: 'dog-de-a5', lang: 'de', build: doc('dog/standard', 'de', 'booklet'), page: 'a5-booklet' },
  { name: 'dog-de-reference', lang: 'de', build: doc('dog/standard', 'de', 'reference') },
  { name: 'gamsh-foehn-en-reference', lang: 'en', build: doc('gamsh/gamsh-alpin-foehn', 'en', 'reference') },
  { name: 'card-maerki-de', lang: 'de', build: card('dog/standard', 'dog/maerki', 'de') },
  { name: 'card-octopus-2x3-de', lang: 'de', build: card('dog/standard', 'dog/octopus-6p-2x3', 'de') },
  { name: 'card-maerki-3p-en', lang: 'en', build: card('dog/standard', 'dog/maerki-3p', 'en') },
];

interface Printed {
  readonly pages: string[];
  /** Paper name pdfinfo reports, e.g. A4. */
  readonly size: string;
}

/** All pages' text with runs of white space (line breaks) as one space, for phrase checks. */
function flat(name: string): string {
  return printed.get(name)!.pages.join('\n').replace(/\s+/g, ' ');
}
const printed = new Map<string, Printed>();

describe.skipIf(!chromium || !poppler)(
  `booklets, references and cards as PDF${!chromium || !poppler ? ` (skipped: ${why})` : ''}`,
  () => {
    beforeAll(async () => {
      const sheets = DOCS.map((d) => renderRuleSheetHtml(d.build(), d.page ? { page: d.page } : {}));
      const pdfs = await printedPdfs(sheets); // one Chromium launch for every document
      pdfs.forEach((pdf, i) => {
        const file = join(OUT, `${DOCS[i]!.name}.pdf`);
        writeFileSync(file, pdf);
        const info = spawnSync('pdfinfo', [file], { encoding: 'utf8' }).stdout;
        const count = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
        const text = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
          .stdout.split('\f')
          .slice(0, count);
        printed.set(DOCS[i]!.name, { pages: text, size: /Page size:.*\((\w+)\)/.exec(info)?.[1] ?? '' });
      });
    }, 120_000);

    for (const name of ['dog-de', 'dog-en', 'gassi-de', 'gamsh-foehn-de', 'gamsh-foehn-en', 'dog-de-a5']) {
      it(`the ${name} booklet reads as a booklet: no IDs, notation, identifiers, data brackets, other language or near-empty pages`, () => {
        const p = printed.get(name)!;
        expect(bookletProblems(p.pages, DOCS.find((d) => d.name === name)!.lang)).toEqual([]);
      });
    }

    it('every page carries the ruleset name, version and "page N of M"; the Dog booklet has at most 8 A4 pages', () => {
      const de = printed.get('dog-de')!;
      expect(de.pages.length).toBeLessThanOrEqual(8);
      expect(de.size).toBe('A4');
      de.pages.forEach((t, i) => {
        expect(t).toContain('Dog — Standardregeln · Version 1.0.0');
        expect(t).toContain(`Seite ${i + 1} von ${de.pages.length}`);
      });
      const en = printed.get('gamsh-foehn-en')!;
      en.pages.forEach((t, i) => expect(t).toContain(`Page ${i + 1} of ${en.pages.length}`));
      expect(printed.get('dog-de-a5')!.size).toBe('A5');
    });

    it('the Dog booklet has what a rules booklet has: idea, material with counts, setup, cards, end of game, named examples, tips', () => {
      const all = flat('dog-de');
      for (const s of [
        'Worum geht es?',
        'Spielmaterial',
        'Zwei Bridge-Kartenspiele zu 52 Karten',
        'vier in jeder Farbe',
        'Zwinger',
        'Startfeld',
        'Vorbereitung',
        'Die Karten',
        'Spielende',
        'Beispiel: Tauschen mit dem Jungen',
        'Peter',
        'Sonja',
        'Simone',
        'Tipps',
        'Merke dir die Karte, die du deinem Partner gibst',
        'nützlichen Karte',
      ])
        expect(all).toContain(s);
      // one term per concept (German glossary): no Figur / Kugel / Stein for a piece
      expect(all).not.toMatch(/\bFigur(en)?\b|\bKugel(n)?\b|\bStein(e|en)?\b/);
      const gamsh = flat('gamsh-foehn-en');
      for (const s of ['27 point stones in three colours', 'The Föhn cards', 'Watchful Gamekeeper', 'Marcy'])
        expect(gamsh).toContain(s);
    });

    it('the Dog examples advise only what the engine replays: the 7 split keeps both pieces, the 4-back example names its hand (DOG-068, DOG-062)', () => {
      const de = flat('dog-de');
      expect(de).not.toContain('2 Schritte mit dem vorderen und 5 mit dem hinteren');
      expect(de).toContain('1 Schritt mit dem hinteren und 6 mit dem vorderen');
      expect(de).toContain('Sie hat 4, 5, 6, 8 und 9 auf der Hand');
      const en = flat('dog-en');
      expect(en).not.toContain('2 steps with the front piece and 5 with the rear one');
      expect(en).toContain('1 step with the rear piece and 6 with the front one');
      expect(en).toContain('Her hand is 4, 5, 6, 8 and 9');
    });

    it('the reference keeps rule IDs and options but prints values as words, every rule once, and no app-only settings', () => {
      const ref = flat('dog-de-reference');
      expect(ref).toContain('DOG-001');
      expect(ref).toContain('dealSchedule');
      // every catalogue rule once, not in two sections
      // the rule, the options table's "Regeln" column and the test example T-05 that cites it
      expect(ref.match(/\bDOG-011\b/g)!.length).toBeLessThanOrEqual(3);
      expect(ref).toContain('Oder, von derselben Stellung aus:'); // T-09's alternative is not "Schritt 2"
      const gamsh = flat('gamsh-foehn-en-reference');
      expect(gamsh).not.toMatch(/[{}]/);
      // The options table leaves out the digital table's app-only settings (the DIG entries of the catalogue
      // after it describe the digital adaptation and may name them).
      const options = gamsh.slice(
        gamsh.lastIndexOf('Options in effect'),
        gamsh.lastIndexOf('Further catalogue entries'),
      );
      expect(options).toContain('pointsOutgamsh');
      for (const appOnly of ['emoteDisplayMs', 'ordering', 'palette', 'swapModel'])
        expect(options).not.toContain(appOnly);
      expect(gamsh).toContain('pointsOutgamsh');
    });

    it('each house-rules card is one page, titled and written in its language, naming the rules that come into force', () => {
      for (const name of ['card-maerki-de', 'card-octopus-2x3-de', 'card-maerki-3p-en'])
        expect(printed.get(name)!.pages.length).toBe(1);
      const maerki = flat('card-maerki-de');
      expect(maerki).toContain('Hausregeln: Dog — Märki (2008)');
      expect(maerki).toContain('Was anders ist als bei Dog — Standardregeln');
      expect(maerki).toContain('beginnt die nächste Person, die austeilt, wieder mit 5 Karten'); // Märki's own DOG-011 text
      expect(maerki).not.toMatch(/6\+5432|perCycle|jokerAllowedAsLastCard|standard rules/);
      const octopus = flat('card-octopus-2x3-de');
      expect(octopus).toContain('Hausregeln: Dog — Octopus, 6 Personen (zwei Teams zu dritt)');
      expect(octopus).toContain('Zu sechst gelten zusätzlich diese Regeln:'); // DOG-130… come into force
      expect(octopus).toContain('Nach der Runde mit 2 Karten beginnt es nicht wieder mit 6, sondern mit 5 Karten'); // the variant's own DOG-011
      expect(octopus).not.toMatch(/\b(teams of|players)\b/);
      const threeEn = flat('card-maerki-3p-en');
      expect(threeEn).toContain('House rules: Dog — Märki, 3 players (one against two)');
      expect(threeEn).toContain('With three players these rules apply as well:');
    });
  },
);

describe('the booklet text check itself', () => {
  it('catches each kind of problem it is meant to catch', () => {
    const clean = 'Du fährst genau so viele Felder vorwärts. '.repeat(20);
    expect(bookletProblems([clean, clean], 'de')).toEqual([]);
    expect(bookletProblems([`${clean} Siehe DOG-068.`], 'de').join()).toMatch(/rule ID/);
    expect(bookletProblems([`${clean} Stellung P5|P8||`], 'de').join()).toMatch(/notation/);
    expect(bookletProblems([`${clean} sevenSendsHomePassed`], 'de').join()).toMatch(/camelCase/);
    expect(bookletProblems([`${clean} {"finisherBonus":5}`], 'de').join()).toMatch(/bracket/);
    expect(bookletProblems([`${clean} You move the piece with the card and the other piece.`], 'de').join()).toMatch(
      /other language/,
    );
    expect(bookletProblems([`${clean}\nafterOwnFinishe\nd weiter`], 'de').join()).toMatch(/camelCase|broken/);
    expect(bookletProblems(['x', clean, clean], 'de').join()).toMatch(/page 1 holds/);
    expect(bookletProblems([clean, 'x'], 'de')).toEqual([]); // the last page may be short
    // one term per concept: a Dog team is a "Team", never a "Partei" (nor inside "Zweierparteien")
    expect(bookletProblems([`${clean} Die Partei gewinnt.`], 'de').join()).toMatch(/glossary rejects: "Partei"/);
    expect(bookletProblems([`${clean} Bildet Zweierparteien.`], 'de').join()).toMatch(/glossary rejects/);
    expect(bookletProblems([`${clean} Das Team gewinnt.`], 'de')).toEqual([]);
  });
});

describe('every bundled ruleset has a booklet and a reference in German and English (no browser)', () => {
  const ids = [
    'dog/standard',
    'dog/canadian',
    'dog/maerki',
    'dog/maerki-3p',
    'dog/netzone',
    'dog/octopus-4p',
    'dog/octopus-6p-2x3',
    'dog/octopus-6p-3x2',
    'gassi/gassi-2.5.3',
    'gamsh/gamsh-alpin',
    'gamsh/gamsh-alpin-foehn',
  ];
  for (const id of ids) {
    it(`${id}: the booklet's text (HTML without tags and pictures) passes the booklet check; the reference builds`, () => {
      for (const lang of ['de', 'en'] as const) {
        const html = renderRuleSheetHtml(doc(id, lang, 'booklet')());
        const body = html.slice(html.indexOf('<body'));
        const text = body
          .replace(/<svg[\s\S]*?<\/svg>/g, ' ')
          .replace(/<[^>]+>/g, ' ')
          .replace(/&[a-z#0-9]+;/g, ' ');
        expect(bookletProblems([text], lang), `${id} ${lang}`).toEqual([]);
        const reference = doc(id, lang, 'reference')();
        expect(reference.sections.length).toBeGreaterThan(3);
        if (lang === 'de') expect(JSON.stringify(reference), `${id} reference`).not.toMatch(/partei/i); // "Team"
      }
    });
  }
});
