// The booklets as a reader holds them in print: every word in a picture (Dog boards and cards, Gassi dogs, deck and
// cards, Gämsh and Föhn cards) is at least 7 pt; a worked example (its story and its pictures) is never split by a
// page break; no chapter heading ends a page; a table stays with the sentence that says what it counts; the source
// note is the booklet's last text, never above the summary nor alone on a page. Beside the print: the Märki booklet
// says one thing about who starts a round (DOG-013) and about its Joker rule (DOG-112); the Gämsh cards carry no
// motif codes; the board's labels clear every finish, with six seats too; the wording fixes in both languages; and
// the Gassi summary says when a set ends the game and who is spared the minus per hand card (GAS-160, GAS-165).
// The PDFs are printed by Chromium (one launch) and read back with pdftotext -bbox; those checks skip with a clear
// message without Chromium or poppler.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SheetLang } from '../src/engine';
import { buildDocument, renderRuleSheetHtml, type RuleSheet } from '../src/engine/rulesheet';
import type { SheetBlock, SheetExample, SheetSection } from '../src/engine/rulesheet/model';
import { loadCompiledGame } from '../src/host/rulesets';
import { buildHouseRulesCard } from '../src/engine/rulesheet/house-rules';
import { CHROMIUM_ARGS, findChromium } from '../src/host/rulesheet-pdf';
import { printedPdfs } from './support/printed-pdfs';

/** The part of the page's DOM the layout check reads (the test runs in Node, the callback in Chromium). */
type PageDocument = {
  querySelectorAll(
    selector: string,
  ): Iterable<{ scrollWidth: number; clientWidth: number; textContent: string | null }>;
};

/** The booklet of `id` in `lang`, a variant told against the root of its chain (as the CLI and the app do). */
function booklet(id: string, lang: SheetLang): { sheet: RuleSheet; html: string; text: string } {
  const g = loadCompiledGame(id);
  if (!g.ok) throw new Error(`${id} does not load`);
  const chain = g.game.ruleset.chain;
  const root = chain.length > 1 ? loadCompiledGame(chain[chain.length - 1]!) : null;
  const base = root?.ok ? { base: root.game } : {};
  const r = buildDocument(g.game, { lang, document: 'booklet', source: g.source, ...base });
  if (!r.ok) throw new Error(`${id} booklet fails: ${JSON.stringify(r.error)}`);
  const html = renderRuleSheetHtml(r.value);
  const text = html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<svg[\s\S]*?<\/svg>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  return { sheet: r.value, html, text };
}

/** The words of the inline SVG pictures in `html`. */
function pictureWords(html: string): string[] {
  return [...html.matchAll(/<svg[\s\S]*?<\/svg>/g)].flatMap((m) =>
    [...m[0].matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((t) => t[1]!),
  );
}

const IDS = [
  'dog/standard',
  'dog/maerki',
  'dog/octopus-6p-2x3',
  'gassi/gassi-2.5.3',
  'gamsh/gamsh-alpin',
  'gamsh/gamsh-alpin-foehn',
] as const;
const LANGS = ['de', 'en'] as const;

describe('booklet texts and pictures (model and HTML)', () => {
  it('Märki says one thing about who starts a round: the first round the seat right of the dealer, then the seat right of the last starter (DOG-012, DOG-013)', () => {
    const de = booklet('dog/maerki', 'de').text;
    const en = booklet('dog/maerki', 'en').text;
    expect(de).not.toContain('Die Person rechts von der austeilenden Person beginnt');
    expect(de).toContain(
      'Die erste Runde beginnt die Person rechts von der austeilenden Person, jede weitere Runde die Person rechts von der, die die vorige Runde begonnen hat.',
    );
    expect(en).not.toContain("The player to the dealer's right starts;");
    expect(en).toContain(
      "The player to the dealer's right starts the first round; each later round is started by the player to the right of the previous round's starter.",
    );
    // the standard rules, whose dealer moves on every round, keep the short sentence
    expect(booklet('dog/standard', 'de').text).toContain('Die Person rechts von der austeilenden Person beginnt.');
  });

  it("Märki's Joker rule is about the team's last piece, not the last card, said in plain words (DOG-112)", () => {
    for (const lang of LANGS) {
      const { text } = booklet('dog/maerki', lang);
      expect(text).not.toMatch(/Joker darf nicht die letzte Karte sein|Joker may not be the last card|Versorgen/);
    }
    expect(booklet('dog/maerki', 'de').text).toContain(
      'den letzten Spielstein eines Teams darf kein Joker ins Ziel bringen',
    );
    expect(booklet('dog/maerki', 'en').text).toContain("a Joker may not bring a team's last piece into the finish");
  });

  it('the Gämsh card pictures show no motif codes (ALP, M2 … M9, D1 … D3)', () => {
    for (const id of ['gamsh/gamsh-alpin', 'gamsh/gamsh-alpin-foehn'])
      for (const lang of LANGS) {
        const words = pictureWords(booklet(id, lang).html);
        expect(
          words.filter((w) => /\b(ALP|M[2-9]|D[1-3])\b/.test(w)),
          `${id} ${lang}`,
        ).toEqual([]);
      }
  });

  it("the board's labels (direction of play, finish, start field, kennel) clear every finish field, with six seats too", () => {
    for (const id of ['dog/octopus-6p-2x3', 'dog/octopus-6p-3x2', 'dog/standard'])
      for (const lang of LANGS) {
        const { html } = booklet(id, lang);
        const word = lang === 'de' ? 'Spielrichtung' : 'direction of play';
        const svg = [...html.matchAll(/<svg[\s\S]*?<\/svg>/g)].map((m) => m[0]).find((s) => s.includes(`>${word}<`));
        expect(svg, `${id} ${lang}: the material board`).toBeDefined();
        const labels = [
          ...svg!.matchAll(
            /<text x="([\d.]+)" y="([\d.]+)" font-size="([\d.]+)" text-anchor="(\w+)"[^>]*>([^<]+)<\/text>/g,
          ),
        ];
        expect(labels.length, `${id} ${lang}: labels`).toBe(4);
        const fields = [...svg!.matchAll(/<circle cx="([\d.]+)" cy="([\d.]+)" r="4.6"[^>]*stroke-width="1.4"/g)];
        expect(fields.length, `${id} ${lang}: finish fields`).toBeGreaterThan(0);
        for (const l of labels) {
          const [x, y, size, anchor, text] = [Number(l[1]), Number(l[2]), Number(l[3]), l[4], l[5]!];
          // the words' box: about 0.6 of the size a letter wide, from the baseline up a size
          const width = text.length * 0.6 * size;
          const x0 = anchor === 'start' ? x : anchor === 'end' ? x - width : x - width / 2;
          for (const f of fields) {
            const [fx, fy] = [Number(f[1]), Number(f[2])];
            const under = fx > x0 - 4.6 && fx < x0 + width + 4.6 && fy > y - size - 4.6 && fy < y + 4.6 + 2;
            expect(under, `${id} ${lang}: finish field at ${fx},${fy} under "${text}" at ${x},${y}`).toBe(false);
          }
        }
      }
  });

  it('the wording: discarding said alike, the 7 example’s gap, no unexplained Föhn cards, plain English', () => {
    const gassiEn = booklet('gassi/gassi-2.5.3', 'en').text;
    expect(booklet('gassi/gassi-2.5.3', 'de').text).toContain('Karten abwerfen Auf einen verteidigten');
    expect(gassiEn).toContain('Discard cards Onto a defended or pending dog you discard');
    expect(gassiEn).not.toContain('Give cards away');
    expect(booklet('dog/standard', 'de').text).toContain(
      'zwei Spielsteine auf der Bahn, mit einem freien Feld dazwischen',
    );
    expect(booklet('dog/standard', 'en').text).toContain('two pieces on the track, with one empty field between them');
    for (const lang of LANGS) expect(booklet('gamsh/gamsh-alpin', lang).text).not.toMatch(/Föhn/);
    expect(booklet('gamsh/gamsh-alpin-foehn', 'de').text).not.toContain('frei tauschen');
    expect(booklet('gamsh/gamsh-alpin-foehn', 'de').text).toContain('jederzeit mit der Tischmitte tauschbar');
    const english = ['dog/standard', 'dog/maerki', 'dog/octopus-6p-2x3', 'gamsh/gamsh-alpin-foehn']
      .map((id) => booklet(id, 'en').text)
      .join(' ');
    expect(english).not.toMatch(
      /side's last piece|freshly come-out|a right G[aä]msh|a right Counter|fresh start field|each other team|people play/,
    );
    expect(english).toContain('for every other team');
    expect(booklet('dog/octopus-6p-2x3', 'en').text).toContain('6 players. (otherwise: 4 players.)');
  });

  /** The items of a booklet's "what differs" list. */
  const differs = (sheet: RuleSheet): string[] =>
    sheet.sections
      .filter((x) => x.id === 'differences')
      .flatMap((x) => x.blocks)
      .flatMap((b) => (b.type === 'list' ? b.items : []));
  /** The rows of the summary's card table ("Auf einen Blick" / "At a glance"). */
  const summaryCards = (sheet: RuleSheet): (readonly string[])[] =>
    (sheet.sections.find((x) => x.id === 'summary')?.sections ?? [])
      .filter((x) => x.id === 'summary-cards')
      .flatMap((x) => x.blocks)
      .flatMap((b) => (b.type === 'table' ? b.rows : []));

  it('Octopus with six players: "what differs" names the 96-field board, and the intro sells no reshuffle as special (DOG-130, DOG-016)', () => {
    for (const id of ['dog/octopus-6p-2x3', 'dog/octopus-6p-3x2'])
      for (const lang of LANGS) {
        const { sheet, text } = booklet(id, lang);
        expect(differs(sheet), `${id} ${lang}`).toContain(
          lang === 'de'
            ? 'Das Spielbrett hat eine Bahn von 96 Feldern (16 pro Platz) und 6 Zwinger, Startfelder und Ziele. (sonst: eine Bahn von 64 Feldern und 4 Zwinger, Startfelder und Ziele.)'
            : 'The board has a track of 96 fields (16 per seat) and 6 kennels, start fields and finishes. (otherwise: a track of 64 fields and 4 kennels, start fields and finishes.)',
        );
        // every Dog game reshuffles (DOG-016): the setup says it, the box text under the title does not
        expect(sheet.description ?? '', `${id} ${lang}`).not.toMatch(/mischt|gemischt|shuffl/i);
        expect(text).toMatch(lang === 'de' ? /Ist er aufgebraucht/ : /When the stock runs out/);
      }
    // each change stands alone: the variant's DOG-011 sentence without the shared first sentence starts with no "Danach"
    for (const lang of LANGS)
      for (const item of differs(booklet('dog/octopus-4p', lang).sheet))
        expect(item).not.toMatch(/^(Danach|After that|Then)\b/);
    // teams of three: the other two players of a team are "partners" throughout, as in the seed (003), never "teammates"
    const threes = booklet('dog/octopus-6p-2x3', 'en').text;
    expect(threes).toContain('The other two players of your team are your partners.');
    expect(threes).not.toMatch(/teammate/i);
    expect(booklet('dog/octopus-6p-2x3', 'de').text).toContain(
      'Die beiden anderen Personen deines Teams sind deine Partner.',
    );
    // the house-rules card's six-player rules tell the reshuffle as the usual one, only sooner (DOG-131)
    for (const lang of LANGS) {
      const load = (id: string) => {
        const g = loadCompiledGame(id);
        if (!g.ok) throw new Error(`${id} does not load`);
        return g.game;
      };
      const card = buildHouseRulesCard(load('dog/standard'), load('dog/octopus-6p-3x2'), lang);
      if (!card.ok) throw new Error('no house-rules card');
      const said = card.value.sections.flatMap((x) => x.blocks).flatMap((b) => (b.type === 'list' ? b.items : []));
      expect(
        said.find((x) => /gemischt|reshuffled/.test(x)),
        lang,
      ).toMatch(lang === 'de' ? /wie immer/ : /as always/);
    }
    // the standard booklet says the same reshuffle
    expect(booklet('dog/standard', 'en').text).toContain('When the stock runs out, even in the middle of a deal');
    // four seats keep the 64-field board: no board sentence
    expect(differs(booklet('dog/octopus-4p', 'en').sheet).join(' ')).not.toContain('The board has a track');
  });

  it('the Canadian rule: the summary row of the 7 says the steps go to the partner at any time (DOG-070)', () => {
    const row = (lang: SheetLang) => summaryCards(booklet('dog/canadian', lang).sheet).find((r) => r[0] === '7')![1]!;
    expect(row('en')).toContain("7 steps shared over your own pieces and, at any time, your partner's");
    expect(row('de')).toContain(
      '7 Schritte, verteilt auf deine Spielsteine und jederzeit auch auf die deines Partners',
    );
    // the standard 7 shares only once one's own pieces are home
    expect(summaryCards(booklet('dog/standard', 'en').sheet).find((r) => r[0] === '7')![1]).toContain(
      "once yours are in the finish, go on with your partner's",
    );
  });

  it('Märki with three players: one word for who wins together (side), no partner for the single player, every card pictured (DOG-120 … DOG-124)', () => {
    for (const lang of LANGS) {
      const { sheet, html, text } = booklet('dog/maerki-3p', lang);
      expect(text, lang).not.toMatch(lang === 'de' ? /\bTeams?\b/ : /\bteams?\b/i);
      expect(text).toContain(lang === 'de' ? 'Seite' : 'side');
      const turn = (sheet.sections.find((x) => x.id === 'summary')?.sections ?? [])
        .filter((x) => x.id === 'summary-turn')
        .flatMap((x) => x.blocks)
        .flatMap((b) => (b.type === 'list' ? b.items : []))
        .join(' ');
      expect(turn).not.toMatch(/gibst du deinem Partner|give your partner/);
      expect(turn).toContain(
        lang === 'de' ? 'wer allein spielt, tauscht nicht' : 'the single player does not exchange',
      );
      // the exchange tips say they are for the two partners
      const tips = sheet.sections
        .filter((x) => x.id === 'tips')
        .flatMap((x) => x.blocks)
        .flatMap((b) => (b.type === 'tip' ? [b.text] : []));
      expect(
        tips.filter((x) => x.startsWith(lang === 'de' ? 'Für die beiden Partner: ' : 'For the two partners: ')),
      ).toHaveLength(2);
      // the card list: every term, the single player's "any card" too, has its picture
      const terms = sheet.sections
        .find((x) => x.id === 'cards')!
        .blocks.flatMap((b) => (b.type === 'terms' ? b.items : []));
      const any = terms.find((i) => i.term === (lang === 'de' ? 'Jede Karte' : 'Any card'));
      expect(any?.svg, lang).toMatch(/^<svg/);
      for (const item of terms) expect(item.svg, `${lang} ${item.term}`).toBeTruthy();
      expect(html).toContain(`aria-label="${lang === 'de' ? 'Jede Karte' : 'Any card'}"`);
      // the house-rules card, with the rules that come into force with three players (DOG-120 … DOG-124), too
      const game = (id: string) => {
        const g = loadCompiledGame(id);
        if (!g.ok) throw new Error(`${id} does not load`);
        return g.game;
      };
      const card = buildHouseRulesCard(game('dog/standard'), game('dog/maerki-3p'), lang);
      if (!card.ok) throw new Error('no house-rules card');
      const said = card.value.sections
        .flatMap((x) => x.blocks)
        .flatMap((b) => (b.type === 'list' ? b.items : b.type === 'paragraph' ? [b.text] : []))
        .join(' ');
      expect(said, lang).not.toMatch(lang === 'de' ? /\bTeams?\b|Einzelspieler|das Paar/ : /\bteams?\b|\bhis\b/i);
      expect(said).toContain(
        lang === 'de' ? 'die beiden Partner tauschen wie gewohnt' : 'the two partners exchange as usual',
      );
    }
  });

  it('the German wording: slapping said as the seed says it, the Joker row with a verb, no doubled pack name, no nested brackets', () => {
    const foehnDe = booklet('gamsh/gamsh-alpin-foehn', 'de').text;
    expect(foehnDe).not.toMatch(/wird abgeklatscht|Beim Ruf mit abklatschen|Abklatschen:/);
    expect(foehnDe).toContain('Erwischst du jemanden dabei, klatsch den Wildhüter ab');
    expect(foehnDe).toContain('Klatsch ihn ab, während du Gämsh oder Doppel-Gämsh rufst');
    const maerki = booklet('dog/maerki', 'de').sheet;
    expect(summaryCards(maerki).find((r) => r[0] === 'Joker')![1]).toBe(
      'Gilt als jede andere Karte, die du ansagst; darf den letzten Spielstein deines Teams nicht ins Ziel bringen',
    );
    for (const id of ['dog/standard', 'dog/octopus-4p', 'dog/octopus-6p-3x2', 'dog/maerki']) {
      const { sheet, text } = booklet(id, 'de');
      expect(text).not.toContain('(Bridge-Karten)');
      expect(text).toContain('Zwei Bridge-Kartenspiele zu 52 Karten mit je drei Jokern');
      expect(text).not.toMatch(/Die 6\. Runde wird gespielt wie die 2\./);
      // a "(sonst: …)" note holds no bracket of its own
      for (const item of differs(sheet)) expect(item, id).not.toMatch(/\(sonst: [^)]*\(/);
    }
    expect(differs(booklet('dog/octopus-4p', 'de').sheet).join(' ')).toContain(
      '(sonst: Ausgeteilt werden 6, 5, 4, 3, 2 Karten, dann beginnt es wieder von vorn: 6, 5, 4, 3, 2, 6, 5 …)',
    );
  });

  it('the source note says plainly that the rules engine replayed every example', () => {
    expect(booklet('dog/standard', 'en').text).toContain(
      'Every example in them was replayed move by move by the rules engine.',
    );
    expect(booklet('dog/standard', 'de').text).toContain(
      'Jedes Beispiel darin wurde von der Regel-Engine Zug für Zug nachgespielt.',
    );
    expect(booklet('dog/standard', 'en').text).not.toContain('the program replayed');
  });

  it("the exchange tip names every card of the ruleset's table that brings a piece out (DOG-020)", () => {
    const tip = (id: string, lang: SheetLang) => {
      const { sheet } = booklet(id, lang);
      return sheet.sections
        .filter((x) => x.id === 'tips')
        .flatMap((x) => x.blocks)
        .flatMap((b) => (b.type === 'tip' ? [b.text] : []))
        .find((x) => /nützliche|useful/.test(x))!;
    };
    expect(tip('dog/queen-exits', 'en')).toContain('an Ace, a King or a Queen brings a piece out');
    expect(tip('dog/queen-exits', 'de')).toContain('Ein Ass, ein König oder eine Dame bringt einen Spielstein heraus');
    expect(tip('dog/standard', 'en')).toContain('an Ace or a King brings a piece out');
    expect(tip('dog/standard', 'de')).toContain('Ein Ass oder ein König bringt einen Spielstein heraus');
  });

  it('the English Gämsh booklet explains the word Föhn where it first appears (GAM-001)', () => {
    for (const id of ['gamsh/gamsh-alpin-foehn', 'gamsh/eight-motifs']) {
      const { text } = booklet(id, 'en');
      const body = text.slice(text.indexOf('What you need'));
      const first = body.indexOf('Föhn');
      expect(first, id).toBeGreaterThan(0);
      expect(body.slice(first, first + 140), id).toMatch(
        /named after the Föhn, a warm wind that sweeps down from the Alps/,
      );
    }
  });

  it('every motif of a Gämsh deck has its own colour, far apart from every other (GAM-001)', () => {
    // CIE L*a*b* distance (ΔE76) of two sRGB colours: about 2.3 is the least a reader tells apart; 20 is clearly two colours
    const lab = (hex: string): [number, number, number] => {
      const [r, g, b] = [1, 3, 5].map((i) => {
        const c = parseInt(hex.slice(i, i + 2), 16) / 255;
        return c > 0.04045 ? ((c + 0.055) / 1.055) ** 2.4 : c / 12.92;
      }) as [number, number, number];
      const f = (v: number) => (v > 0.008856 ? Math.cbrt(v) : 7.787 * v + 16 / 116);
      const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
      const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
      const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
      return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
    };
    for (const id of ['gamsh/gamsh-alpin', 'gamsh/eight-motifs']) {
      const { sheet, html } = booklet(id, 'en');
      const motifs = sheet.sections
        .find((x) => x.id === 'card-overview')!
        .blocks.flatMap((b) => (b.type === 'terms' ? b.items : []))[0]!;
      expect(html).toContain(motifs.svg!);
      const colours = [
        ...motifs.svg!.matchAll(
          /<circle cx="[\d.]+" cy="[\d.]+" r="4.5" fill="(#[0-9a-f]{6})"\/>|<circle cx="[\d.]+" cy="[\d.]+" r="9.5" fill="(#[0-9a-f]{6})"\/>/g,
        ),
      ].map((m) => m[1] ?? m[2]!);
      expect(colours.length, id).toBe(id === 'gamsh/eight-motifs' ? 8 : 9);
      for (let i = 0; i < colours.length; i++)
        for (let j = i + 1; j < colours.length; j++) {
          const [a, b] = [lab(colours[i]!), lab(colours[j]!)];
          const d = Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
          expect(d, `${id}: motif ${i + 1} ${colours[i]} and motif ${j + 1} ${colours[j]}`).toBeGreaterThan(20);
        }
    }
  });

  it('a summary deals a fixed hand size as one number, not as a run of fives (DOG-011)', () => {
    const deal = (id: string, lang: SheetLang) =>
      booklet(id, lang).text.slice(
        booklet(id, lang).text.lastIndexOf(lang === 'de' ? 'Auf einen Blick' : 'At a glance'),
      );
    expect(deal('dog/deals-555', 'de')).toContain('Austeilen: 5 Karten pro Person.');
    expect(deal('dog/deals-555', 'en')).toContain('Deal: 5 cards each.');
    expect(deal('dog/deals-555', 'en')).not.toContain('5, 5, 5');
    expect(deal('dog/standard', 'de')).toContain('Austeilen: 6, 5, 4, 3, 2, 6, 5 … Karten pro Person.');
  });

  it('"what differs" ends each changed rule with a full stop before "(sonst: …)", card-table lines too', () => {
    for (const id of ['dog/queen-exits', 'dog/three-backward', 'dog/maerki', 'dog/netzone'])
      for (const lang of LANGS)
        for (const item of differs(booklet(id, lang).sheet))
          expect(item, `${id} ${lang}`).toMatch(/[.!?…] \((sonst|otherwise): /);
    expect(differs(booklet('dog/three-backward', 'de').sheet)).toContain(
      '3: drei Felder vorwärts oder rückwärts. (sonst: drei Felder vorwärts.)',
    );
  });

  it('the netzone card says who starts each round with one dealer for the whole game, and its Jack in plain English (DOG-012, DOG-013, DOG-075)', () => {
    const load = (id: string) => {
      const g = loadCompiledGame(id);
      if (!g.ok) throw new Error(`${id} does not load`);
      return g.game;
    };
    const said = (lang: SheetLang) => {
      const card = buildHouseRulesCard(load('dog/standard'), load('dog/netzone'), lang);
      if (!card.ok) throw new Error('no house-rules card');
      return card.value.sections.flatMap((x) => x.blocks).flatMap((b) => (b.type === 'list' ? b.items : []));
    };
    expect(said('de').join(' ')).toContain(
      'Wer eine Runde beginnt, wechselt trotzdem jede Runde: Es beginnt die Person rechts von der Person, die die vorige Runde begonnen hat.',
    );
    expect(said('en').join(' ')).toContain(
      "The player who starts a round still changes every round: the player to the right of the previous round's starter begins.",
    );
    expect(said('en').join(' ')).toContain(
      "at least one of them the player's own; the other may be another own piece or a partner's piece.",
    );
    expect(said('en').join(' ')).not.toContain('(two own pieces, or one');
  });

  it('a six-player card says its own board and layout once, not the other layout, and no heading twice (DOG-130 … DOG-133)', () => {
    const load = (id: string) => {
      const g = loadCompiledGame(id);
      if (!g.ok) throw new Error(`${id} does not load`);
      return g.game;
    };
    for (const id of ['dog/octopus-6p-2x3', 'dog/octopus-6p-3x2'])
      for (const lang of LANGS) {
        const card = buildHouseRulesCard(load('dog/standard'), load(id), lang);
        if (!card.ok) throw new Error('no house-rules card');
        const items = card.value.sections.flatMap((x) => x.blocks).flatMap((b) => (b.type === 'list' ? b.items : []));
        const all = items.join(' ');
        // the board once (the difference), the layout of this variant only
        expect(all.match(/96 (Feldern|fields)/g), `${id} ${lang}`).toHaveLength(1);
        expect(all, `${id} ${lang}`).not.toMatch(/Zu sechst: 6 Plätze|Six players: 6 seats/);
        // no item repeats the words of its heading
        expect(all, `${id} ${lang}`).not.toMatch(/In Teams zu dritt: |Teams of 3: /);
      }
    const card = buildHouseRulesCard(load('dog/standard'), load('dog/octopus-6p-2x3'), 'de');
    if (!card.ok) throw new Error('no house-rules card');
    expect(card.value.sections.find((x) => x.title === 'In Teams zu dritt gilt ausserdem:')?.blocks).toContainEqual({
      type: 'list',
      items: [
        'Jede Person gibt ihrem nächsten Partner in Spielrichtung eine Karte.',
        'Wer fertig ist, fährt mit den Spielsteinen eines beliebigen Partners, der noch nicht fertig ist (pro Karte wählbar).',
      ],
    });
  });

  it('a house-rules card lists no rule that is only worded anew: Märki with three players against Märki (DOG-112)', () => {
    const load = (id: string) => {
      const g = loadCompiledGame(id);
      if (!g.ok) throw new Error(`${id} does not load`);
      return g.game;
    };
    for (const lang of LANGS) {
      const card = buildHouseRulesCard(load('dog/maerki'), load('dog/maerki-3p'), lang);
      if (!card.ok) throw new Error('no house-rules card');
      const items = card.value.sections[0]!.blocks.flatMap((b) => (b.type === 'list' ? b.items : []));
      // both forbid the Joker for the last piece: "side" for "team" is no difference
      expect(items.join(' '), lang).not.toMatch(/Joker/);
      expect(items, lang).toContain(
        lang === 'de' ? 'Es spielen 3 Personen. (sonst: Es spielen 4 Personen.)' : '3 players. (otherwise: 4 players.)',
      );
    }
    // against the standard rules the Joker rule is a difference and stays on the list
    const std = buildHouseRulesCard(load('dog/standard'), load('dog/maerki-3p'), 'en');
    if (!std.ok) throw new Error('no house-rules card');
    expect(std.value.sections[0]!.blocks.flatMap((b) => (b.type === 'list' ? b.items : [])).join(' ')).toContain(
      "The card that brings a side's last piece into the finish may not be a Joker.",
    );
  });

  it('in teams of three the cards and the track speak of two partners, and a 7 goes on with one who has not finished (DOG-133)', () => {
    const de = booklet('dog/octopus-6p-2x3', 'de').text;
    const en = booklet('dog/octopus-6p-2x3', 'en').text;
    expect(de).toContain('auch mit einem Spielstein deiner Partner.');
    expect(de).toContain('muss zurück in seinen Zwinger — auch ein eigener oder einer deiner Partner.');
    expect(de).toContain(
      'fährst du die übrigen Schritte mit den Spielsteinen eines Partners, der noch nicht fertig ist.',
    );
    expect(de).toContain('auch du selbst und deine Partner nicht');
    expect(de).toContain('weiter mit denen eines Partners, der noch nicht fertig ist');
    expect(de).not.toMatch(/einer deines Partners|Spielsteinen deines Partners|denen des Partners/);
    expect(en).toContain("your partners' pieces included.");
    expect(en).toContain('you move the remaining steps with the pieces of a partner who has not finished.');
    expect(en).toContain('not even you or your partners');
    expect(en).not.toMatch(/your own and your partner's|go on with your partner's/);
    // two teams of two keep the one partner
    expect(booklet('dog/octopus-6p-3x2', 'de').text).toContain('auch mit einem Spielstein deines Partners.');
    expect(booklet('dog/standard', 'en').text).toContain("your partner's pieces included.");
  });

  it('the Gassi summary says when a set ends the game and that its holder pays nothing for hand cards (GAS-160, GAS-165)', () => {
    const summary = (lang: SheetLang) => {
      const { text } = booklet('gassi/gassi-2.5.3', lang);
      return text.slice(text.lastIndexOf(lang === 'de' ? 'Auf einen Blick' : 'At a glance'));
    };
    expect(summary('de')).toContain('oder am Ende des eigenen Zuges genau fünf Karten hält, die ein Set bilden');
    expect(summary('de')).toContain('je Handkarte −1 (nicht für die Person, die mit einem Set beendet)');
    expect(summary('en')).toContain('holds, at the end of their own turn, exactly five cards that form a set');
    expect(summary('en')).toContain('each hand card −1 (not for the player who ends with a set)');
  });
});

const chromium = findChromium();
const poppler = existsSync('/usr/bin/pdftotext');
const why = !chromium ? 'no Chromium (apt-get install chromium)' : 'no poppler-utils (pdftotext)';
if (!chromium || !poppler) console.warn(`booklet print checks skipped: ${why}`);

/** A word on a printed page: its text and its box in pt. */
interface Word {
  readonly text: string;
  readonly yMin: number;
  readonly yMax: number;
}
interface Printed {
  readonly sheet: RuleSheet;
  /** Per page, its words in reading order. */
  readonly pages: Word[][];
  /** Per page, its lines (pdftotext), footer lines left out. */
  readonly lines: string[][];
}

/** The examples placed in the chapters of `sections`, in reading order. */
function examples(sections: readonly SheetSection[]): SheetExample[] {
  const out: SheetExample[] = [];
  const walk = (s: SheetSection): void => {
    for (const b of s.blocks) if (b.type === 'example') out.push(b);
    s.sections?.forEach(walk);
  };
  sections.forEach(walk);
  return out;
}

/** The last caption of an example's pictures. */
function lastCaption(ex: SheetExample): string | undefined {
  const captions = ex.blocks.flatMap((b: SheetBlock) =>
    b.type === 'figures' ? b.figures.map((f) => f.caption ?? '') : b.type === 'figure' ? [b.caption ?? ''] : [],
  );
  return captions.filter(Boolean).at(-1);
}

describe.skipIf(!chromium || !poppler)(`booklets in print${!chromium || !poppler ? ` (skipped: ${why})` : ''}`, () => {
  const DOCS = IDS.flatMap((id) => LANGS.map((lang) => ({ key: `${id} ${lang}`, ...booklet(id, lang) })));
  const printed = new Map<string, Printed>();
  beforeAll(async () => {
    const pdfs = await printedPdfs(DOCS.map((d) => d.html));
    const dir = mkdtempSync(join(tmpdir(), 'rb-booklet-print-'));
    pdfs.forEach((pdf, i) => {
      const file = join(dir, `${i}.pdf`);
      writeFileSync(file, pdf);
      const xml = spawnSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' }).stdout;
      const pages = xml
        .split('<page ')
        .slice(1)
        .map((p) =>
          [...p.matchAll(/yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)</g)].map((m) => ({
            text: m[3]!,
            yMin: Number(m[1]),
            yMax: Number(m[2]),
          })),
        );
      const text = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).stdout;
      const lines = text
        .split('\f')
        .slice(0, -1)
        .map((p) =>
          p
            .split('\n')
            .map((l) => l.trim())
            .filter((l) => l !== '' && !/(Seite|Page) \d+ (von|of) \d+/.test(l) && l !== DOCS[i]!.sheet.title),
        );
      printed.set(DOCS[i]!.key, { sheet: DOCS[i]!.sheet, pages, lines });
    });
  }, 180_000);

  it('no word in the booklets is under 7 pt, pictures included (a DejaVu line box is 1.164 of the size)', () => {
    for (const [key, p] of printed)
      p.pages.forEach((words, i) => {
        const small = words
          .filter((w) => (w.yMax - w.yMin) / 1.164 < 6.95)
          .map((w) => `${w.text} ${((w.yMax - w.yMin) / 1.164).toFixed(1)} pt`);
        expect(small, `${key} page ${i + 1}`).toEqual([]);
      });
  });

  it('no row of pictures is wider than the text column (178 mm of an A4 page): none is cut off at its edge', async () => {
    const { chromium: browserType } = await import('@playwright/test');
    const browser = await browserType.launch({ executablePath: chromium!, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage({ viewport: { width: Math.round((178 / 25.4) * 96), height: 1000 } });
      for (const d of DOCS) {
        await page.setContent(d.html, { waitUntil: 'load' });
        await page.emulateMedia({ media: 'print' });
        // Runs in the page: its `document` (this test project has no DOM types).
        const wide = await page.evaluate(() =>
          [
            ...(globalThis as unknown as { document: PageDocument }).document.querySelectorAll(
              '.figures, dl.terms.cards > div',
            ),
          ]
            .filter((e) => e.scrollWidth > e.clientWidth + 1)
            .map((e) => `${e.textContent?.trim().slice(0, 40)}: ${e.scrollWidth} > ${e.clientWidth} px`),
        );
        expect(wide, d.key).toEqual([]);
      }
    } finally {
      await browser.close();
    }
  }, 120_000);

  it('an example, its story and its pictures, stands on one page', () => {
    for (const [key, p] of printed) {
      const pageText = p.lines.map((l) => l.join(' '));
      const list = examples(p.sheet.sections);
      if (/standard|gassi|gamsh-alpin-foehn/.test(key)) expect(list.length, key).toBeGreaterThan(0);
      for (const ex of list) {
        const at = pageText.findIndex((t) => t.includes(ex.title));
        expect(at, `${key}: ${ex.title}`).toBeGreaterThanOrEqual(0);
        const rest = pageText[at]!.slice(pageText[at]!.indexOf(ex.title));
        const story = ex.blocks.find((b) => b.type === 'paragraph');
        if (story?.type === 'paragraph') {
          const end = story.text.split(' ').slice(-3).join(' ');
          expect(rest.replace(/\s+/g, ' '), `${key}: the end of the story of ${ex.title}`).toContain(end);
        }
        const caption = lastCaption(ex);
        if (caption)
          expect(rest.replace(/\s+/g, ' '), `${key}: the pictures of ${ex.title}`).toContain(
            caption.split(' ').slice(0, 3).join(' '),
          );
      }
    }
  });

  it('no page ends with a chapter heading, and a table starts on the page of the sentence before it', () => {
    for (const [key, p] of printed) {
      const titles = new Set(p.sheet.sections.map((s) => s.title));
      p.lines.forEach((lines, i) => {
        expect(titles.has(lines.at(-1) ?? ''), `${key} page ${i + 1} ends with "${lines.at(-1)}"`).toBe(false);
      });
    }
    // the Gämsh scoring table after "Sobald ein Team … Punkte" / "As soon as a team has …"
    for (const lang of LANGS) {
      const p = printed.get(`gamsh/gamsh-alpin-foehn ${lang}`)!;
      const head = lang === 'de' ? 'Ruf richtig falsch Gämsh' : 'Call correct wrong Gämsh';
      const page = p.lines.findIndex((l) => l.join(' ').includes(head));
      expect(page, `Föhn ${lang}: the scoring table`).toBeGreaterThanOrEqual(0);
      const text = p.lines[page]!.join(' ');
      const sentence = text.indexOf(lang === 'de' ? 'Sobald ein Team' : 'As soon as a team has');
      expect(sentence, `Föhn ${lang}: the sentence before the table`).toBeGreaterThanOrEqual(0);
      expect(sentence, `Föhn ${lang}: the sentence before the table`).toBeLessThan(text.indexOf(head));
    }
  });

  it('the source note is the last text of every booklet, after the summary, on a page with more than the note', () => {
    for (const [key, p] of printed) {
      const all = p.lines.flat().join(' ');
      const note = Math.max(all.lastIndexOf('Diese Spielregel wurde'), all.lastIndexOf('These rules were made'));
      const summary = Math.max(all.lastIndexOf('Auf einen Blick'), all.lastIndexOf('At a glance'));
      expect(note, `${key}: the source note`).toBeGreaterThan(summary);
      const last = p.lines.at(-1)!.join(' ');
      expect(last, `${key}: the last page holds the summary and the note`).toMatch(
        /(Auf einen Blick|At a glance)[^]*(Diese Spielregel wurde|These rules were made)/,
      );
    }
  });
});
