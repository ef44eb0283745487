// Gämsh's deck table (`tables.deck`): gamsh/gamsh-alpin states the standard deck and keeps its rules' hash; a broken
// entry is one error at its line and column naming the allowed values; gamsh/eight-motifs (eight motifs, no Raging
// Bull) is played to the end by bots and its booklet describes that deck (GAM-001, GAM-002, GAM-050, GAM-066).
import { describe, expect, it } from 'vitest';
import { compileRuleset, resolveRuleset } from '../src/engine';
import { applyInput, startGame } from '../src/engine/core/game';
import { recordReplay, verifyReplay } from '../src/engine/core/replay';
import { runRealtimeTrial } from '../src/engine/bots/realtime';
import { canonicalJson } from '../src/engine/core/hash';
import { buildDocument, renderRuleSheetHtml, renderRuleSheetMarkdown } from '../src/engine/rulesheet';
import { GAMSH_DEFAULT_TABLES } from '../src/engine/kinds/gamsh/deck-table';
import { gamshBot } from '../src/engine/kinds/gamsh/bot';
import type { GamshRules } from '../src/engine/kinds/gamsh/rules';
import type { GamshState } from '../src/engine/kinds/gamsh/state';
import { loadCompiledGame, PROJECT_ROOT, RulesetIndex } from '../src/host/rulesets';

import { bundledRuleset, lineColumnOf, validateAgainstBundled } from './support/ruleset-edits';
const HEAD =
  'format: 1\nid: club/t\nkind: gamsh\nname: T\nversion: 1.0.0\nsource: s\nextends: gamsh/gamsh-alpin-foehn\n';
/** The bundled rulesets by id, for resolving a written ruleset's `extends`. */
const index = new RulesetIndex(PROJECT_ROOT);
const validate = validateAgainstBundled;
const bundled = bundledRuleset;
const where = lineColumnOf;
/**
 * The booklet of `id` in `lang` as plain text (pictures and markup removed); with `baseId`, its "What differs" is
 * said against that ruleset, as `rulebench rulesheet` does against the root of the variant's chain.
 */
function bookletText(id: string, lang: 'de' | 'en', baseId?: string): string {
  const g = loadCompiledGame(id, {});
  if (!g.ok) throw new Error(`${id} does not load`);
  const b = baseId ? loadCompiledGame(baseId, {}) : null;
  if (b && !b.ok) throw new Error(`${baseId} does not load`);
  const base = b?.ok ? { base: b.game } : {};
  const sheet = buildDocument(g.game, { lang, document: 'booklet', source: g.source, ...base });
  if (!sheet.ok) throw new Error(`${id} booklet fails`);
  return renderRuleSheetHtml(sheet.value)
    .replace(/<(svg|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

describe('the Gämsh deck table', () => {
  it('gamsh/gamsh-alpin writes the standard deck, and both bundled rulesets keep the hash they had without tables', () => {
    for (const id of ['gamsh/gamsh-alpin', 'gamsh/gamsh-alpin-foehn']) {
      const rs = bundled(id);
      expect(canonicalJson(rs.tables), id).toBe(canonicalJson(GAMSH_DEFAULT_TABLES));
      const withTable = compileRuleset(rs);
      const without = compileRuleset({ ...rs, tables: undefined });
      expect(withTable.ok && without.ok, id).toBe(true);
      if (!withTable.ok || !without.ok) return;
      expect(withTable.value.hash, id).toBe(without.value.hash);
    }
  });

  it('gamsh/eight-motifs compiles to eight motifs and the Föhn cards without the Bull, each with its effect', () => {
    const g = loadCompiledGame('gamsh/eight-motifs', {});
    expect(g.ok).toBe(true);
    if (!g.ok) return;
    const r = g.game.rules as GamshRules;
    expect(r.motifs).toEqual(['ALP', 'M2', 'M3', 'M4', 'M5', 'M6', 'M7', 'M8']);
    expect(r.foehn).toEqual(['GAMEKEEPER', 'FARMER', 'SNACK']);
    expect(r.cardWith).toEqual({
      guardNightCards: 'GAMEKEEPER',
      threeMakeQuartet: 'FARMER',
      snackRace: 'SNACK',
      replaceMiddle: null,
    });
    const base = loadCompiledGame('gamsh/gamsh-alpin-foehn', {});
    expect(base.ok && base.game.hash).not.toBe(g.game.hash);
  });

  it.each([
    [
      '    BULL: stampede',
      'stampede',
      /tables\.deck\.foehn\.BULL: "stampede" is not an effect; the effects are guardNightCards, threeMakeQuartet, snackRace, replaceMiddle/,
    ],
    [
      '    WOLF: replaceMiddle',
      'replaceMiddle',
      /"WOLF" is not a Föhn card; the Föhn cards are GAMEKEEPER, FARMER, SNACK, BULL/,
    ],
    ['    BULL: snackRace', 'snackRace', /tables\.deck\.foehn\.BULL: snackRace is already the effect of SNACK/],
  ])('%s is one error at its line and column', (line, at, msg) => {
    const text = `${HEAD}tables:\n  deck:\n    foehn:\n  ${line}\n`;
    const ds = validate(text);
    expect(ds).toHaveLength(1);
    expect(ds[0]!.code).toBe('gamsh/deck-table');
    expect(ds[0]!.message).toMatch(msg);
    expect(ds[0]).toMatchObject(where(text, `  ${line}`, at));
  });

  it('an unknown motif, a motif twice, too small a deck and a Föhn card in play the deck lacks are named', () => {
    const motif = `${HEAD}tables:\n  deck:\n    motifs: [ALP, M2, M3, M4, M5, M6, M7, X9]\n`;
    const m = validate(motif);
    expect(m).toHaveLength(1);
    expect(m[0]!.message).toMatch(/"X9" is not a motif; the motifs are ALP, M2, M3, M4, M5, M6, M7, M8, M9/);
    expect(m[0]).toMatchObject(where(motif, '    motifs: [ALP, M2, M3, M4, M5, M6, M7, X9]', 'X9'));
    // A value that is not a word is shown as written (a fuzzed ruleset once got "[object Object]" here).
    const shapes = validate(`${HEAD}tables:\n  deck:\n    motifs: [ALP, M2, M3, M4, M5, M6, {a: 1}, 7]\n`);
    expect(shapes.map((d) => d.message)).toEqual([
      'tables.deck.motifs: {"a":1} is not a motif; the motifs are ALP, M2, M3, M4, M5, M6, M7, M8, M9',
      'tables.deck.motifs: 7 is not a motif; the motifs are ALP, M2, M3, M4, M5, M6, M7, M8, M9',
    ]);
    const twice = validate(`${HEAD}tables:\n  deck:\n    motifs: [ALP, M2, M3, M4, M5, M6, M7, M7]\n`);
    expect(twice.map((d) => d.message)).toEqual(['tables.deck.motifs: M7 is listed twice']);
    // 4 players need 4 × 4 + 8 = 24 cards: 5 motifs and 4 Föhn cards are 24, 4 motifs are too few
    expect(validate(`${HEAD}tables:\n  deck:\n    motifs: [ALP, M2, M3, M4, M5]\n`)).toEqual([]);
    const small = validate(`${HEAD}tables:\n  deck:\n    motifs: [ALP, M2, M3, M4]\n`);
    expect(small.map((d) => d.message)).toEqual([
      'tables.deck.motifs: 4 motifs make 20 cards; 4 players need at least 24 (4 per hand, the middle and a new middle)',
    ]);
    const lacks = `${HEAD}tables:\n  deck:\n    foehn:\n      BULL: null\n`;
    const l = validate(lacks);
    expect(l.map((d) => d.message)).toEqual([
      'foehnCards: BULL is not in this deck (tables.deck.foehn has GAMEKEEPER, FARMER, SNACK)',
    ]);
  });

  it('an effect is what the engine reads: the Bull carrying the Snack’s effect stops the swapping and cannot be taken (GAM-051, GAM-064)', () => {
    const text = `${HEAD}tables:\n  deck:\n    foehn:\n      SNACK: replaceMiddle\n      BULL: snackRace\n`;
    expect(validate(text)).toEqual([]);
    const rs = resolveRuleset(
      { ...index.get('gamsh/gamsh-alpin-foehn')!, data: { ...index.get('gamsh/gamsh-alpin-foehn')!.data } },
      (x) => index.get(x),
    );
    expect(rs.ok).toBe(true);
    if (!rs.ok) return;
    const swapped = compileRuleset({
      ...rs.value,
      tables: {
        deck: {
          ...(GAMSH_DEFAULT_TABLES as { deck: object }).deck,
          foehn: {
            GAMEKEEPER: 'guardNightCards',
            FARMER: 'threeMakeQuartet',
            SNACK: 'replaceMiddle',
            BULL: 'snackRace',
          },
        },
      },
    });
    expect(swapped.ok).toBe(true);
    if (!swapped.ok) return;
    const g = swapped.value;
    const sit = g.kind.fromScenario(g.rules, { position: '| BULL M6-D1 M7-D1 SNACK' } as never);
    expect(sit.ok).toBe(true);
    if (!sit.ok) return;
    const s = sit.value as GamshState;
    expect(s.phase).toBe('snack'); // the card with snackRace lies in the middle
    const legal = g.kind.legalActions(g.rules, s, 0).map((a) => a.notation);
    expect(legal).not.toContain('take:BULL');
    expect(legal).toContain('slap:SNACK'); // at the Snack race every other middle card is slapped
    expect(legal.some((n) => n.startsWith('discard:'))).toBe(false);
  });
});

describe('gamsh/eight-motifs played by bots (GAM-001, GAM-080)', () => {
  for (const teams of [2, 3]) {
    it(`${teams} teams: every game ends with a team at 9 or more, only the deck's 35 cards appear, replays verify`, () => {
      const loaded = loadCompiledGame('gamsh/eight-motifs', { overrides: { teams } });
      expect(loaded.ok).toBe(true);
      if (!loaded.ok) return;
      const g = loaded.game;
      const bots = Array.from({ length: teams * 2 }, () => gamshBot());
      for (let i = 0; i < 3; i++) {
        const seed = `eight-motifs-${teams}-${i}`;
        const trial = runRealtimeTrial(g, bots, seed);
        expect(trial.truncated, seed).toBe(false);
        let snap = startGame(g, seed);
        const cards = (s: GamshState) => [...s.hands.flat(), ...s.middle, ...s.draw, ...s.discard];
        expect(cards(snap.state as GamshState)).toHaveLength(35);
        const seen = new Set<string>();
        for (const a of trial.actions) {
          snap = applyInput(g, snap, a).snapshot;
          for (const c of (snap.state as GamshState).middle) seen.add(c);
        }
        const end = snap.state as GamshState;
        expect(cards(end).sort(), seed).toEqual(cards(startGame(g, seed).state as GamshState).sort());
        expect(
          [...seen].filter((c) => c === 'BULL' || c.startsWith('M9-')),
          seed,
        ).toEqual([]);
        expect(end.phase, seed).toBe('over');
        expect(Math.max(...end.scores), seed).toBeGreaterThanOrEqual(9);
        const rep = recordReplay(
          g,
          bots.map(() => ({ occupant: 'bot' as const, bot: 'gamsh-bot' })),
          seed,
          trial.actions,
        );
        expect(rep.ok, seed).toBe(true);
        if (rep.ok) expect(verifyReplay(rep.value, g).ok, seed).toBe(true);
      }
    });
  }
});

describe('the booklet of gamsh/eight-motifs (GAM-001, GAM-050)', () => {
  it('names eight motifs and 35 cards, describes the three Föhn cards in play and not the Raging Bull', () => {
    const de = bookletText('gamsh/eight-motifs', 'de');
    expect(de).toContain('35 Spielkarten: 8 Quartette zu je 4 Karten');
    expect(de).toContain('und 3 Föhnkarten');
    expect(de).toContain('Die acht Motive Das Alphorn und sieben weitere Motive');
    for (const s of ['Wachsamer Wildhüter', 'Schlauer Bauer', 'Flotte Vesper']) expect(de).toContain(s);
    // the Bull's rule and summary line (GAM-066/067) are not printed; the ruleset's own description may name it
    expect(de).not.toContain('Klatscht jemand den Stier ab');
    expect(de).not.toContain('Wilder Stier Wer ihn abklatscht');
    expect(de).not.toContain('Selbst ein Wilder Stier');
    expect(de).not.toMatch(/neun Motive|9 Quartette|40 Spielkarten/);
    const en = bookletText('gamsh/eight-motifs', 'en');
    expect(en).toContain('35 cards: 8 quartets of 4 cards');
    expect(en).toContain('The eight motifs The Alphorn and seven more motifs');
    expect(en).not.toContain('If someone slaps the Bull');
    expect(en).not.toContain('Raging Bull Whoever slaps it');
    expect(en).not.toMatch(/nine motifs|9 quartets|40 cards/);
    // the standard deck's booklet still says nine motifs and forty cards
    const std = bookletText('gamsh/gamsh-alpin-foehn', 'de');
    expect(std).toContain('40 Spielkarten: 9 Quartette zu je 4 Karten');
    expect(std).toContain('Die neun Motive Das Alphorn und acht weitere Motive');
    expect(std).toContain('Klatscht jemand den Stier ab');
  });

  it('"What differs" names the eight motifs against the usual nine (GAM-001)', () => {
    expect(bookletText('gamsh/eight-motifs', 'de', 'gamsh/gamsh-alpin')).toContain(
      'Das Spiel hat acht Motive zu je 4 Karten, 32 Motivkarten. (sonst: neun Motive zu je 4 Karten, 36 Motivkarten.)',
    );
    expect(bookletText('gamsh/eight-motifs', 'en', 'gamsh/gamsh-alpin')).toContain(
      'The game has eight motifs of 4 cards each, 32 motif cards. (otherwise: nine motifs of 4 cards each, 36 motif cards.)',
    );
    expect(bookletText('gamsh/gamsh-alpin-foehn', 'de', 'gamsh/gamsh-alpin')).not.toContain('Motive zu je 4 Karten,');
  });

  it('the rule sheet says the deck in force and that the Bull’s rules do not apply (GAM-001, GAM-066, GAM-067)', () => {
    const sheet = (id: string, lang: 'de' | 'en') => {
      const g = loadCompiledGame(id, {});
      if (!g.ok) throw new Error(`${id} does not load`);
      const doc = buildDocument(g.game, { lang, document: 'reference', source: g.source });
      if (!doc.ok) throw new Error(`${id} sheet fails`);
      return renderRuleSheetMarkdown(doc.value);
    };
    const de = sheet('gamsh/eight-motifs', 'de');
    expect(de).toContain('In diesem Regelwerk: 35 Karten, 8 Motive zu je 4 Karten und 3 Föhnkarten');
    expect(de).toContain('Nicht im Spiel: Wilder Stier; GAM-066, GAM-067 gelten nicht.');
    const en = sheet('gamsh/eight-motifs', 'en');
    expect(en).toContain('In this ruleset: 35 cards, 8 motifs of 4 cards and 3 Föhn cards');
    expect(en).toContain('Not in play: Raging Bull; GAM-066, GAM-067 do not apply.');
    const std = sheet('gamsh/gamsh-alpin-foehn', 'de');
    expect(std).not.toContain('In diesem Regelwerk: 40 Karten');
    expect(std).not.toContain('Nicht im Spiel:');
  });
});
