// The Gassi and Gämsh booklets read as a newcomer reads them: what the Gassi draft leaves open is marked as a
// provisional playtest value with the option named in words, the goal says the same as the scoring, the rules a
// first game meets are there (voluntary draw, the face-down first dog, answering on the next turn, which BEAST fits
// which ATTACKER, the 12-card restart, the tie rule), example pictures are told apart and their captions fit; the
// Gämsh booklet names both table sizes, the signal rules, the six-player Snack rule, the Farmer clause and one
// wording for a wrong call's points. Built from the booklet model and its HTML; the page checks print the PDFs
// (one Chromium launch) and read them back with pdftotext.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SheetLang } from '../src/engine';
import { buildDocument, renderRuleSheetHtml } from '../src/engine/rulesheet';
import { pageFooterLeft } from '../src/engine/rulesheet/html';
import { afterTurnCaption } from '../src/engine/rulesheet/examples';
import { loadCompiledGame } from '../src/host/rulesets';
import { findChromium } from '../src/host/rulesheet-pdf';
import { printedPdfs } from './support/printed-pdfs';

/** The booklet of `id` in `lang` as HTML, and its running text without pictures, tags and repeated spaces. */
function booklet(id: string, lang: SheetLang, options?: Record<string, unknown>) {
  const g = loadCompiledGame(id, options ? { overrides: options as never } : {});
  if (!g.ok) throw new Error(`${id} does not load`);
  const sheet = buildDocument(g.game, { lang, document: 'booklet', source: g.source });
  if (!sheet.ok) throw new Error(`${id} booklet fails: ${JSON.stringify(sheet.error)}`);
  const html = renderRuleSheetHtml(sheet.value);
  const text = html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<svg[\s\S]*?<\/svg>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
  return { sheet: sheet.value, html, text };
}

describe('Gassi booklet (German and English)', () => {
  const de = booklet('gassi/gassi-2.5.3', 'de');
  const en = booklet('gassi/gassi-2.5.3', 'en');

  it('marks the values the draft leaves open as provisional playtest values with the option named in words (GAS-005, GAS-006, GAS-007, GAS-163…168)', () => {
    expect(de.text).toContain(
      '2 bis 5 Personen (vorläufige Testwerte, Optionen „Mindestzahl Personen“ und „Höchstzahl Personen“)',
    );
    expect(de.text).toContain('7 Karten (vorläufiger Testwert, Option „Handkarten pro Person zu Beginn“)');
    expect(de.text).toContain('Wer beginnt, wird ausgelost (vorläufiger Testwert, Option „Wer beginnt“)');
    expect(de.text).toContain('Punkte (vorläufige Testwerte, Option „Punktwerte“)');
    expect(en.text).toContain(
      '7 to each player (provisional playtest value, option “Cards dealt to each player at the start”)',
    );
    expect(en.text).toContain('Points (provisional playtest values, option “Scoring values”)');
    // no option identifier or catalogue number in the marks
    expect(de.text).not.toMatch(/startHandSize|minPlayers|\(H-\d+\)/);
  });

  it('says one thing about who wins: the most points, never the first to run out of cards (GAS-160, GAS-168)', () => {
    expect(de.text).not.toContain('wer zuerst keine Karten mehr hat, gewinnt');
    expect(en.text).not.toContain('the first to run out of cards wins');
    expect(de.text).toContain('Gewonnen hat, wer die meisten Punkte hat.');
    expect(de.text).toContain('es gewinnt, wer die meisten Punkte hat');
  });

  it('states the tie rule of the ruleset and the set finisher exemption from the hand malus (GAS-165, GAS-168)', () => {
    expect(de.text).toContain(
      'Bei Gleichstand gewinnt, wer weniger Karten auf der Hand hat; ist auch das gleich, wer mehr Knochen hat; sonst teilen sich alle Punktgleichen den Sieg.',
    );
    expect(en.text).toContain(
      'On a tie, whoever holds fewer cards wins; if that is equal too, whoever has more bones wins',
    );
    expect(de.text).toContain('(nicht für die Person, die mit einem Set beendet)');
    // the tie rule follows the option: without tie-breaks the tied players share
    const shared = booklet('gassi/gassi-2.5.3', 'de', { tieBreak: ['shared'] });
    expect(shared.text).toContain('Bei Gleichstand teilen sich alle Punktgleichen den Sieg.');
  });

  it('explains what a newcomer gets stuck on: the voluntary draw, the face-down dog, the next turn, a round, the restart (GAS-010, GAS-015, GAS-016, GAS-054, GAS-067)', () => {
    expect(de.text).toContain('oder du ziehst genau eine Karte vom Nachziehstapel, und dein Zug ist zu Ende');
    expect(de.text).toContain('Eine Runde ist vorbei, wenn alle einmal am Zug waren');
    expect(de.text).toContain(
      'Am Ende der Runde, in der er gelegt wurde, wird er aufgedeckt. Bis dahin darf niemand sonst Karten auf ihn legen',
    );
    expect(de.text).toContain('Die besitzende Person antwortet in ihrem nächsten Zug');
    expect(de.text).toContain('Hast du 12 oder mehr Karten auf der Hand und noch nie einen Hund gehabt');
    expect(en.text).toContain('or you draw exactly one card from the draw pile');
    // the draw count follows the option
    const two = booklet('gassi/gassi-2.5.3', 'de', { voluntaryDrawMax: 2 });
    expect(two.text).toContain('oder du ziehst eine bis 2 Karten vom Nachziehstapel');
  });

  it('names which BEAST fits which ATTACKER, the pairs against POLICE, where a CATCHER attacks, and the stronger punishment (GAS-061, GAS-073, GAS-101, GAS-103)', () => {
    expect(de.text).toContain('CATCHER greift nur einen Hund in STREETS an');
    expect(de.text).toContain(
      'CAT zu CATCHER, POOP oder FLEA; BOAR zu HUNTER, POOP oder FLEA; HIPPO zu FISHERMAN, POOP oder FLEA; POLICE zu jedem ATTACKER',
    );
    expect(de.text).toContain('gegen POLICE zwei DOC oder zwei SACK (ein DOC mit einem SACK gilt nicht)');
    expect(de.text).toContain('Eine Bestrafung verschärfen');
    expect(en.text).toContain('Punish harder');
    // «Wegezoll» is never explained in the draft: the booklet says what it means instead
    expect(de.text).not.toContain('Wegezoll');
    // a card word is the card's word, not a German stand-in beside it
    expect(de.text).not.toContain('zum Angreifer passt');
    const mixed = booklet('gassi/gassi-2.5.3', 'de', { policeDefenceMixedPair: true });
    expect(mixed.text).toContain('zwei DOC oder zwei SACK (auch je einen DOC und SACK)');
  });

  it('tells the pictures after two plays apart by whose turn it was, and breaks a long pile caption (examples 1 and 2)', () => {
    expect(de.html).toContain('Nach Sonjas Zug');
    expect(de.html).toContain('Nach Peters Zug');
    expect(de.html).toContain('Nach Simones Zug');
    expect(en.text).toContain("After Sonja's turn");
    // the one-play examples keep "Nachher"
    expect(de.html).toContain('Nachher');
    expect(de.html).toContain('>2 Karten ziehen</text>');
    expect(de.html).toContain('>sonst an Simone</text>');
    expect(afterTurnCaption(undefined, 2, 'de')).toBe('Nach dem 2. Zug');
    expect(afterTurnCaption(3, 1, 'de')).toBe('Nach Jesses Zug');
  });

  it('says the version once in the page footer', () => {
    expect(pageFooterLeft(de.sheet)).toBe('Gassi — Entwurf 2.5.3');
    expect(de.html).not.toContain('Entwurf 2.5.3 · Version 2.5.3');
    expect(pageFooterLeft({ title: 'Dog — Standardregeln', version: '1.0.0', lang: 'de' })).toBe(
      'Dog — Standardregeln · Version 1.0.0',
    );
  });
});

describe('Gämsh booklet (German and English)', () => {
  const de = booklet('gamsh/gamsh-alpin', 'de');
  const en = booklet('gamsh/gamsh-alpin', 'en');
  const foehnDe = booklet('gamsh/gamsh-alpin-foehn', 'de');
  const foehnEn = booklet('gamsh/gamsh-alpin-foehn', 'en');

  it('names both table sizes, on the box line and in the rules (GAM-001)', () => {
    expect(de.sheet.facts).toBe('4 oder 6 Personen in zwei oder drei Teams zu zweit');
    expect(en.sheet.facts).toBe('4 or 6 players in two or three teams of two');
    expect(de.text).toContain('zu viert zwei Teams, zu sechst drei Teams');
    expect(de.text).toContain('Bildet feste Zweierteams — zu viert zwei, zu sechst drei');
    expect(de.text).toContain('Zu sechst sitzt das dritte Team (T3) ebenso über Kreuz dazwischen.');
    expect(en.text).toContain('With six players the third team (T3) sits in between');
  });

  it('says signals may not be changed during the game and may be written down (GAM-012, GAM-015)', () => {
    expect(de.text).toContain('Ändern dürft ihr euer Zeichen während des Spiels nicht');
    expect(de.text).toContain('Schreibt euer Zeichen ruhig zur Kontrolle auf.');
    expect(en.text).toContain('You may not change your signal during the game');
  });

  it('gives the six-player Snack rule and the Farmer clause for a real quartet (GAM-063, GAM-065)', () => {
    expect(foehnDe.text).toContain(
      'Zu sechst gilt ausserdem: Hat jedes der drei Teams genau eine Karte abgeklatscht, bekommt jedes Team 1 Punkt.',
    );
    expect(foehnDe.text).toContain('Hat dein Partner ohnehin ein echtes Quartett, schadet das Abklatschen nicht');
    expect(foehnEn.text).toContain('if each of the three teams slapped exactly one card, every team scores 1 point');
  });

  it('words the points of every wrong call alike: for every other team (GAM-034, GAM-042)', () => {
    expect(de.text).toContain('3 Punkte für jedes andere Team');
    expect(de.text).toContain('1 Punkt für jedes andere Team');
    expect(de.text).not.toContain('allen anderen Teams');
    expect(de.text).toContain('Liegst du falsch, bekommt jedes andere Team 3 Punkte');
    expect(en.text).toContain('3 points for every other team');
    const named = booklet('gamsh/gamsh-alpin', 'de', { teams: 3, outgamshWrongPayout: 'namedTeamOnly' });
    expect(named.text).toContain('3 Punkte für das genannte Team');
  });
});

const chromium = findChromium();
const poppler = existsSync('/usr/bin/pdftotext');
if (!chromium || !poppler) console.warn('Gassi/Gämsh booklet PDF checks skipped: no Chromium or no pdftotext');

describe.skipIf(!chromium || !poppler)('Gassi and Gämsh booklets as PDF (one Chromium launch)', () => {
  const ids = ['gassi/gassi-2.5.3', 'gamsh/gamsh-alpin-foehn'] as const;
  const langs = ['de', 'en'] as const;
  let pages: Record<string, string[]> = {};
  beforeAll(async () => {
    const docs = ids.flatMap((id) => langs.map((lang) => ({ key: `${id} ${lang}`, html: booklet(id, lang).html })));
    const pdfs = await printedPdfs(docs.map((d) => d.html));
    const dir = mkdtempSync(join(tmpdir(), 'rb-gassi-gamsh-'));
    pages = Object.fromEntries(
      docs.map((d, i) => {
        const file = join(dir, `${i}.pdf`);
        writeFileSync(file, pdfs[i]!);
        const text = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).stdout;
        return [d.key, text.split('\f').filter((p) => p.trim() !== '')];
      }),
    );
  }, 120_000);

  it('no page holds only a sentence or the source note: every page has rules on it', () => {
    for (const [key, list] of Object.entries(pages)) {
      for (const [i, page] of list.entries()) {
        const body = page
          .replace(/(Seite|Page) \d+ (von|of) \d+/g, '')
          // the source note, up to the summary panel that follows it (the summary counts as rules)
          .replace(/(Diese Spielregel wurde|These rules were made)[\s\S]*?(?=Auf einen Blick|At a glance|$)/, '');
        expect(body.replace(/\s+/g, ' ').trim().length, `${key} page ${i + 1}`).toBeGreaterThan(600);
      }
    }
  });

  it('the Gassi page footer says the version once', () => {
    for (const lang of langs) {
      const all = pages[`gassi/gassi-2.5.3 ${lang}`]!.join('\n');
      expect(all).not.toMatch(/2\.5\.3 · Version 2\.5\.3/);
      expect(all).toContain(lang === 'de' ? 'Gassi — Entwurf 2.5.3' : 'Gassi — draft 2.5.3');
    }
  });
});
