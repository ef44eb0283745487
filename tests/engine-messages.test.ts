// Every engine text (move and event sentences, Gämsh signals, terminal play) exists in
// German and English with the same placeholders, and German output never contains an English engine sentence. The
// output is taken from bot games of every kind, seen by a seat and all-seeing, plus the terminal's board texts.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DE as UI_DE_CATALOGUE } from '../src/renderer/src/i18n/messages';

const ROOT_DIR = join(import.meta.dirname, '..');
import {
  applyInput,
  describeOutcome,
  describeStep,
  eventLines,
  MESSAGES,
  randomBot,
  runRealtimeTrial,
  runTrial,
  startGameWithEvents,
  viewFor,
  type CompiledGame,
  type MessageKey,
  type SheetLang,
} from '../src/engine';
import { loadCompiledGame } from '../src/host/rulesets';
import { boardText } from '../src/cli/board-text';
import { GAMSH_OPTIONS } from '../src/engine/kinds/gamsh/options';

const KEYS = Object.keys(MESSAGES.en) as MessageKey[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

function compiled(id: string): CompiledGame {
  const r = loadCompiledGame(id);
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.game;
}

/** Every text the engine and the terminal produce for a bot game, per language, in step order. */
function outputs(id: string, seed: string, max: number): Record<SheetLang, string[]> {
  const game = compiled(id);
  const seats = game.layout.seatCount;
  const actions = game.kind.realtime
    ? runRealtimeTrial(
        game,
        Array.from({ length: seats }, () => game.kind.defaultAgent!()),
        seed,
        { maxInputs: max },
      ).actions
    : runTrial(
        game,
        Array.from({ length: seats }, () => randomBot),
        seed,
        max,
      ).actions;
  const out: Record<SheetLang, string[]> = { en: [], de: [] };
  const start = startGameWithEvents(game, seed);
  let snap = start.snapshot;
  const names = ['Anna', 'Ben'];
  for (const lang of ['en', 'de'] as const)
    for (const viewer of [null, 0])
      out[lang].push(...eventLines(game, start.events, viewer, { lang, names }).map((e) => e.text));
  for (const [i, action] of actions.entries()) {
    const r = applyInput(game, snap, action);
    for (const lang of ['en', 'de'] as const) {
      for (const viewer of [null, 1]) {
        out[lang].push(describeStep(game, { action, events: r.events, after: r.snapshot }, viewer, { lang, names }));
        out[lang].push(...eventLines(game, r.events, viewer, { lang, names }).map((e) => e.text));
      }
      if (i % 25 === 0 && game.kind.id === 'dog')
        out[lang].push(boardText(game, viewFor(game, r.snapshot, 0), { lang, names })!);
      if (i % 10 === 0 && game.kind.id === 'gassi')
        out[lang].push(boardText(game, viewFor(game, r.snapshot, 0), { lang, names })!);
      if (r.snapshot.outcome) out[lang].push(describeOutcome(r.snapshot.outcome, { lang, names }));
    }
    snap = r.snapshot;
  }
  return out;
}

/** The words of a text (three letters or more, placeholders left out). */
const words = (t: string) =>
  t
    .replace(/\{\w+\}/g, ' ')
    .split(/[^A-Za-zÄÖÜäöüß0-9-]+/)
    .filter((w) => /[A-Za-z]/.test(w) && w.length >= 3);

/**
 * Words the two catalogues may share: names and game words that are the same in both languages (the seed's role
 * words, rule IDs, the terminal's commands). A German text copied from the English one adds English words to the
 * shared set, which the first test catches; the game tests then look for every other English word in German output.
 */
const SHARED = [
  'ATTACKER',
  'Alphorn',
  'BEAST',
  'DOG-032',
  'DOG-040',
  'GAS-016',
  'Gämsh',
  'Joker',
  // Ruleset checks: "Option" is the German word too; true, false and null are YAML values, written as in the file.
  'Option',
  'false',
  'null',
  'true',
  'Pause',
  'Sapperlot',
  'Süderbrarup',
  'Team',
  'feedback',
  'legal',
  'quit',
  'show',
];

describe('engine messages in German and English', () => {
  it('the catalogues share no words but names and game words (a German text left in English fails here)', () => {
    const de = new Set(Object.values(MESSAGES.de).flatMap(words));
    expect([...new Set(Object.values(MESSAGES.en).flatMap(words))].filter((w) => de.has(w)).sort()).toEqual(
      [...SHARED].sort(),
    );
  });

  it('both catalogues have the same keys, no empty text, and the same placeholders per key', () => {
    expect(Object.keys(MESSAGES.de).sort()).toEqual([...KEYS].sort());
    for (const key of KEYS) {
      expect(MESSAGES.en[key].trim(), `en ${key}`).not.toBe('');
      expect(MESSAGES.de[key].trim(), `de ${key}`).not.toBe('');
      expect(placeholders(MESSAGES.de[key]), `placeholders of ${key}`).toEqual(placeholders(MESSAGES.en[key]));
    }
  });

  it('every Gämsh signal of the default palette (DIG-020) has a name in both languages, never the raw id', () => {
    const palette = GAMSH_OPTIONS['palette']!.default as { id: string }[];
    expect(palette.length).toBeGreaterThan(0);
    for (const { id } of palette) {
      const key = `gamsh.signal.${id}` as MessageKey;
      expect(MESSAGES.en[key], `en name of ${id}`).toBeTruthy();
      expect(MESSAGES.de[key], `de name of ${id}`).toBeTruthy();
      if (/[A-Z]/.test(id.slice(1))) expect(MESSAGES.de[key]).not.toBe(id); // camelCase ids like switchHands, mWord
    }
  });

  it('German texts use one term per concept: Spielstein, Startfeld, Ziel, Zwinger (not Figur, Kugel, Haus, Startraum, Zielraum)', () => {
    for (const key of KEYS)
      expect(MESSAGES.de[key], key).not.toMatch(/\bFigur|\bKugel|\bHaus\b|Startraum|Zielraum|Startposition|Heimat/);
    for (const key of KEYS.filter((k) => k.startsWith('dog.'))) expect(MESSAGES.de[key], key).not.toMatch(/\bStein\b/);
  });

  it('the Jack is "Junge" in every German text, as in the rulesets and the booklet, never "Bube" (DOG-075)', () => {
    const uiDe = Object.values(UI_DE_CATALOGUE).join('\n');
    const engineDe = KEYS.map((k) => MESSAGES.de[k]).join('\n');
    const rulesets = readdirSync(join(ROOT_DIR, 'rulesets', 'dog'))
      .map((f) => readFileSync(join(ROOT_DIR, 'rulesets', 'dog', f), 'utf8'))
      .join('\n');
    for (const [what, text] of [
      ['engine catalogue', engineDe],
      ['UI catalogue', uiDe],
      ['Dog rulesets', rulesets],
    ] as const)
      expect(text.match(/\bBube|\bBuben\b/g) ?? [], what).toEqual([]);
    expect(MESSAGES.de['dog.rank.J']).toBe('Junge');
    expect(MESSAGES.de['dog.card.J']).toBe('einen Jungen');
  });

  const englishOnly = new Set(
    [...new Set(Object.values(MESSAGES.en).flatMap(words))].filter((w) => !SHARED.includes(w)),
  );
  for (const [id, max] of [
    ['dog/standard', 320],
    ['dog/octopus-6p-3x2', 200],
    ['gassi/gassi-2.5.3', 300],
    ['gamsh/gamsh-alpin-foehn', 700],
  ] as const) {
    it(`${id}: bot game output in German contains no English engine sentence, and every sentence differs from the English one`, () => {
      const out = outputs(id, `lang-${id}`, max);
      expect(out.de.length).toBe(out.en.length);
      expect(out.de.length).toBeGreaterThan(50);
      out.de.forEach((de, i) => {
        const english = words(de).find((w) => englishOnly.has(w));
        expect(english, `German text contains the English word "${english}": ${de}`).toBeUndefined();
        expect(de, 'a placeholder without a value').not.toMatch(/\{\w+\}|undefined|NaN/);
        expect(out.en[i], 'a placeholder without a value').not.toMatch(/\{\w+\}|undefined|NaN/);
        expect(de, `same text in both languages: ${de}`).not.toBe(out.en[i]);
      });
      if (id.startsWith('gamsh'))
        for (const t of [...out.de, ...out.en])
          expect(t).not.toMatch(/\b(switchHands|fcSuederbrarup|mWord|scratchEar|clearThroat|lookAtPartner)\b/);
    });
  }
});
