// The booklets' card overview and one-page summary, printed as PDF (one Chromium launch) and read back with
// pdftotext: every card is pictured (an inline SVG beside its effect) with the effect the rules in use give it —
// Dog A … K and Joker (DOG-020…080, DOG-112), Gassi's cards by role and realm (GAS-001, GAS-002, GAS-060, GAS-070,
// GAS-100), Gämsh's motifs and each Föhn card in play (GAM-001…003, GAM-050…067); the summary at the end says each
// card in one line and the end of the game, lies whole on the last page, and changes with a variant (Märki's Joker,
// DOG-112; Gassi's mixed DOC and SACK pair against POLICE, H-26). No page but the last is under a third full.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SheetLang } from '../src/engine';
import { buildDocument, renderRuleSheetHtml } from '../src/engine/rulesheet';
import { loadCompiledGame } from '../src/host/rulesets';
import { findChromium } from '../src/host/rulesheet-pdf';
import { printedPdfs } from './support/printed-pdfs';

const chromium = findChromium();
const poppler = existsSync('/usr/bin/pdftotext') && existsSync('/usr/bin/pdfinfo');
const why = !chromium ? 'no Chromium (apt-get install chromium)' : 'no poppler-utils (pdftotext/pdfinfo)';
if (!chromium || !poppler) console.warn(`booklet card tests skipped: ${why}`);

/** The booklet HTML of `id` in `lang`, with option overrides. */
function html(id: string, lang: SheetLang, overrides?: Record<string, unknown>): string {
  const g = loadCompiledGame(id, overrides ? { overrides: overrides as never } : {});
  if (!g.ok) throw new Error(`${id} does not load`);
  const sheet = buildDocument(g.game, { lang, document: 'booklet', source: g.source });
  if (!sheet.ok) throw new Error(`${id} booklet fails`);
  return renderRuleSheetHtml(sheet.value);
}

const DOCS = {
  'dog-de': () => html('dog/standard', 'de'),
  'dog-en': () => html('dog/standard', 'en'),
  'maerki-de': () => html('dog/maerki', 'de'),
  'maerki-en': () => html('dog/maerki', 'en'),
  'queen-exits-de': () => html('dog/queen-exits', 'de'),
  'gassi-de': () => html('gassi/gassi-2.5.3', 'de'),
  'gassi-en': () => html('gassi/gassi-2.5.3', 'en'),
  'gassi-mixed-de': () => html('gassi/gassi-2.5.3', 'de', { policeDefenceMixedPair: true }),
  'foehn-de': () => html('gamsh/gamsh-alpin-foehn', 'de'),
  'foehn-en': () => html('gamsh/gamsh-alpin-foehn', 'en'),
  'gamsh-de': () => html('gamsh/gamsh-alpin', 'de'),
  'gamsh-en': () => html('gamsh/gamsh-alpin', 'en'),
} as const;
type Name = keyof typeof DOCS;

interface Printed {
  readonly html: string;
  /** Text per page, white space as single spaces. */
  readonly pages: string[];
  /** Per page, how far down the body text reaches (0 … 1 of the page above the page footer). */
  readonly fill: number[];
}
const printed = new Map<Name, Printed>();
const doc = (n: Name) => printed.get(n)!;
/** All text of a booklet in one string. */
const all = (n: Name) => doc(n).pages.join(' ');
/** The text of the summary: from its heading to the end of the booklet. */
function summary(n: Name): string {
  const text = all(n);
  const at = Math.max(text.lastIndexOf('Auf einen Blick'), text.lastIndexOf('At a glance'));
  return at < 0 ? '' : text.slice(at);
}
/** The number of card pictures in the HTML between the heading `from` and the next chapter heading. */
function pictures(n: Name, from: string): number {
  const h = doc(n).html;
  const at = h.indexOf(`>${from}</h2>`);
  if (at < 0) return -1;
  const end = h.indexOf('<h2', at);
  return (h.slice(at, end < 0 ? undefined : end).match(/<span class="pic"><svg /g) ?? []).length;
}

describe.skipIf(!chromium || !poppler)(
  `booklet card overview and summary as PDF${!chromium || !poppler ? ` (skipped: ${why})` : ''}`,
  () => {
    const OUT = mkdtempSync(join(tmpdir(), 'rb-booklet-cards-'));
    beforeAll(async () => {
      const names = Object.keys(DOCS) as Name[];
      const htmls = names.map((n) => DOCS[n]());
      const pdfs = await printedPdfs(htmls);
      pdfs.forEach((pdf, i) => {
        const file = join(OUT, `${names[i]}.pdf`);
        writeFileSync(file, pdf);
        const pages = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
          .stdout.split('\f')
          .slice(0, -1)
          .map((p) => p.replace(/\s+/g, ' '));
        const xml = spawnSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' }).stdout;
        const fill = xml
          .split('<page ')
          .slice(1)
          .map((page) => {
            const foot = Number(/height="([\d.]+)"/.exec(page)![1]) * 0.93;
            const ys = [...page.matchAll(/yMax="([\d.]+)"/g)].map((m) => Number(m[1])).filter((y) => y < foot);
            return ys.length ? Math.max(...ys) / foot : 0;
          });
        printed.set(names[i]!, { html: htmls[i]!, pages, fill });
      });
    }, 180_000);

    it('Dog: A, K, Q, J, 7, 4, the plain numbers and the Joker are pictured beside their effect (DOG-020, DOG-030, DOG-060, DOG-065, DOG-075, DOG-017)', () => {
      expect(pictures('dog-de', 'Die Karten')).toBe(8);
      expect(pictures('dog-en', 'The cards')).toBe(8);
      const de = all('dog-de');
      for (const s of [
        'fährst 1 oder 11 Felder vorwärts',
        'oder fährst 13 Felder vorwärts',
        'Du fährst 12 Felder vorwärts.',
        'Du tauschst einen deiner Spielsteine auf der Bahn mit einem anderen Spielstein auf der Bahn',
        'Du fährst 7 einzelne Schritte vorwärts',
        'Du fährst 4 Felder vorwärts oder 4 Felder rückwärts.',
        'Du fährst genau so viele Felder vorwärts.',
        'Der Joker ersetzt jede andere Karte.',
      ])
        expect(de).toContain(s);
      // the fan of the plain numbers shows each of them, the Joker card its word
      const fan = /<svg [^>]*class="fan"[^>]*aria-label="([^"]+)"/.exec(doc('dog-de').html)?.[1];
      expect(fan).toBe('2, 3, 5, 6, 8, 9, 10');
      const en = all('dog-en');
      for (const s of [
        'or move 1 or 11 fields forward',
        'You move 12 fields forward.',
        'The Joker stands for any other card.',
      ])
        expect(en).toContain(s);
    });

    it('Dog: the summary says every card in one line and who wins, whole on the last page (DOG-090)', () => {
      for (const [n, lines, end] of [
        [
          'dog-de',
          [
            'Ass Herauskommen oder 1 oder 11 Felder vorwärts',
            'König Herauskommen oder 13 Felder vorwärts',
            'Dame Zwölf Felder vorwärts',
            'Junge Einen eigenen Spielstein auf der Bahn mit einem anderen tauschen, nicht zwei eigene, keinen sperrenden',
            '7 7 Schritte, verteilt auf deine Spielsteine; jeder überholte Spielstein muss zurück in den Zwinger',
            '4 Vier Felder vorwärts oder rückwärts',
            '2, 3, 5, 6, 8, 9, 10 So viele Felder vorwärts',
            'Joker Gilt als jede andere Karte, die du ansagst',
          ],
          'Sobald alle Spielsteine eines Teams im Ziel stehen, endet das Spiel sofort. Dieses Team gewinnt.',
        ],
        [
          'dog-en',
          [
            'Ace Bring a piece out or 1 or 11 fields forward',
            'King Bring a piece out or 13 fields forward',
            'Queen Twelve fields forward',
            'Jack Swap one of your pieces on the track with another, not two of your own, not a blocking one',
            '7 7 steps shared over your own pieces; every piece passed goes back to its kennel',
            '4 Four fields forward or backward',
            '2, 3, 5, 6, 8, 9, 10 That many fields forward',
            'Joker Counts as any other card you name',
          ],
          'As soon as all pieces of one team are in the finish, the game ends at once. That team wins.',
        ],
      ] as const) {
        const s = summary(n);
        for (const l of lines) expect(s, n).toContain(l);
        expect(s, n).toContain(end);
        const p = doc(n).pages;
        const head = n.endsWith('de') ? 'Auf einen Blick' : 'At a glance';
        // the summary starts and ends on the last page: it fits one page
        expect(p.findIndex((x) => x.includes(head))).toBe(p.length - 1);
        expect(p[p.length - 1]).toContain(end);
      }
    });

    it("Märki's Joker may not bring the last piece home, in the overview and in the summary; the standard Joker may (DOG-112)", () => {
      expect(all('maerki-de')).toContain(
        'Den letzten Spielstein deines Teams darfst du mit einem Joker nicht ins Ziel bringen.',
      );
      expect(summary('maerki-de')).toContain(
        'Joker Gilt als jede andere Karte, die du ansagst; darf den letzten Spielstein deines Teams nicht ins Ziel bringen',
      );
      expect(summary('maerki-en')).toContain(
        "Joker Counts as any other card you name; may not bring your team's last piece into the finish",
      );
      expect(all('dog-de')).not.toContain('mit einem Joker nicht ins Ziel bringen');
      expect(summary('dog-de')).not.toContain('den letzten Spielstein deines Teams nicht');
      expect(summary('dog-en')).not.toContain("may not bring your team's last piece");
    });

    it('a changed card table changes the picture list and the summary: the Queen of dog/queen-exits also brings a piece out (DOG-020)', () => {
      expect(pictures('queen-exits-de', 'Die Karten')).toBe(8);
      expect(all('queen-exits-de')).toContain(
        'Du setzt einen Spielstein aus deinem Zwinger auf dein Startfeld oder fährst 12 Felder vorwärts.',
      );
      expect(summary('queen-exits-de')).toContain('Dame Herauskommen oder zwölf Felder vorwärts');
      expect(summary('dog-de')).not.toContain('Dame Herauskommen');
    });

    it('Gassi: all 17 cards pictured with their count and what they do, the realms with their cards (GAS-001, GAS-002, GAS-060, GAS-070, GAS-100)', () => {
      expect(pictures('gassi-de', 'Die Karten im Überblick')).toBe(17 + 4);
      expect(pictures('gassi-en', 'The cards at a glance')).toBe(17 + 4);
      const de = all('gassi-de');
      const counts: Record<string, number> = {
        STREET: 8,
        WOOD: 8,
        RIVER: 8,
        CATCHER: 3,
        HUNTER: 3,
        FISHERMAN: 3,
        POOP: 3,
        FLEA: 3,
        COINS: 3,
        RABBIT: 3,
        FISH: 3,
        SACK: 4,
        DOC: 4,
        CAT: 2,
        BOAR: 2,
        HIPPO: 2,
        POLICE: 2,
      };
      for (const [name, n] of Object.entries(counts)) expect(de).toContain(`${name} (${n}×)`);
      for (const s of [
        'Greift einen laufenden Hund in STREETS an. Abwehr: COINS. Strafe danach: CAT oder POLICE.',
        'Greift einen laufenden Hund in STREETS, WOODS oder RIVERS an. Abwehr: DOC. Strafe danach: CAT, BOAR, HIPPO oder POLICE. Der Angriff dauert 2 Runden.',
        'Wehrt CATCHER ab. Zwei COINS wehren CAT ab.',
        'Bestraft einen gefährdeten Hund, auf dem CATCHER, HUNTER, FISHERMAN, POOP oder FLEA liegt. Abwehr: zwei DOC oder zwei SACK.',
        'Bringt einen neuen Hund in WOODS ins Spiel oder führt einen Hund in WOODS aus. Zwei WOOD: Flucht vor BOAR oder POLICE.',
        'WALKER: RIVER; ATTACKER: FISHERMAN; DEFENDER: FISH; BEAST: HIPPO.',
      ])
        expect(de).toContain(s);
      expect(all('gassi-en')).toContain('Attacks a walking dog in STREETS. Defence: COINS. Punished by CAT or POLICE.');
    });

    it('Gassi: the summary has each card in one line and the end with the points and the tie rule, on the last page (GAS-160, GAS-168)', () => {
      const de = summary('gassi-de');
      for (const s of [
        'CATCHER Greift an in STREETS; Abwehr: COINS; Strafe: CAT oder POLICE',
        'COINS Gegen CATCHER; zwei gegen CAT',
        'POLICE Bestraft nach CATCHER, HUNTER, FISHERMAN, POOP oder FLEA; Abwehr: zwei DOC oder zwei SACK',
        'STREET Neuer Hund oder Gassi gehen in STREETS; zwei: Flucht vor CAT oder POLICE',
        'FLEA Greift an in STREETS, WOODS oder RIVERS; Abwehr: DOC; Strafe: CAT, BOAR, HIPPO oder POLICE; 2 Runden',
        'Gewonnen hat, wer die meisten Punkte hat. Bei Gleichstand gewinnt, wer weniger Karten auf der Hand hat',
        'vorläufige Testwerte',
      ])
        expect(de).toContain(s);
      for (const n of ['gassi-de', 'gassi-en'] as const) {
        const p = doc(n).pages;
        expect(
          p.findIndex((x) => /Auf einen Blick|At a glance/.test(x)),
          n,
        ).toBe(p.length - 1);
        expect(p[p.length - 1], n).toMatch(/share the win|teilen sich alle Punktgleichen den Sieg/);
      }
    });

    it('Gassi with a mixed DOC and SACK pair against POLICE says so in the overview and the summary (H-26)', () => {
      expect(all('gassi-mixed-de')).toContain('Abwehr: zwei DOC, zwei SACK oder ein DOC und ein SACK.');
      expect(summary('gassi-mixed-de')).toContain('Abwehr: zwei DOC, zwei SACK oder ein DOC und ein SACK');
      expect(all('gassi-de')).not.toContain('ein DOC und ein SACK');
    });

    it('Gämsh: the motifs, Day and Night cards and the quartet pictured; each Föhn card pictured in its chapter and in one summary line (GAM-001, GAM-050…067)', () => {
      expect(pictures('foehn-de', 'Die Karten im Überblick')).toBe(4);
      expect(pictures('foehn-de', 'Die Föhnkarten')).toBe(4);
      expect(pictures('foehn-en', 'The Föhn cards')).toBe(4);
      const de = all('foehn-de');
      for (const s of ['Die neun Motive', 'Tagkarte', 'Nachtkarte', 'Quartett Die vier Karten eines Motivs'])
        expect(de).toContain(s);
      // the Night card's entry names the Gamekeeper only when it is in play
      expect(de).toContain(
        'Solange der Wachsame Wildhüter in der Tischmitte liegt, darf niemand eine Nachtkarte tauschen.',
      );
      expect(all('gamsh-de')).not.toContain('Wildhüter');
      const s = summary('foehn-de');
      for (const l of [
        'Tagkarte Drei pro Motiv; jederzeit mit der Tischmitte tauschbar.',
        'Nachtkarte Eine pro Motiv; gehört zu jedem Quartett.',
        'Wachsamer Wildhüter Liegt er in der Mitte, darf niemand Nachtkarten tauschen',
        'Schlauer Bauer Klatsch ihn ab, während du Gämsh oder Doppel-Gämsh rufst',
        'Flotte Vesper Niemand tauscht mehr',
        'Wilder Stier Wer ihn abklatscht, lässt die vier Karten der Mitte ersetzen',
        'Gämsh: dein Partner hat ein Quartett 1 Punkt 1 Punkt für jedes andere Team',
        'Ausgegämsh: Zeichen erraten 3 Punkte 3 Punkte für jedes andere Team',
        'Sobald ein Team 9 Punkte oder mehr hat, endet das Spiel sofort.',
      ])
        expect(s).toContain(l);
      expect(summary('foehn-en')).toContain('Raging Bull Whoever slaps it has the four cards in the middle replaced');
      expect(summary('gamsh-en')).not.toContain('Raging Bull');
      for (const n of ['foehn-de', 'foehn-en', 'gamsh-de', 'gamsh-en'] as const) {
        const p = doc(n).pages;
        expect(
          p.findIndex((x) => /Auf einen Blick|At a glance/.test(x)),
          n,
        ).toBe(p.length - 1);
      }
    });

    it('no page but the last is under a third full, and the last page holds more than the source note', () => {
      for (const n of Object.keys(DOCS) as Name[]) {
        const { fill, pages } = doc(n);
        fill.slice(0, -1).forEach((x, i) => expect(x, `${n} page ${i + 1}`).toBeGreaterThan(1 / 3));
        const last = pages[pages.length - 1]!.replace(
          /(Diese Spielregel wurde|These rules were)[\s\S]*?(?=Auf einen Blick|At a glance|$)/,
          '',
        );
        expect(last.length, n).toBeGreaterThan(400);
      }
    });
  },
);
