// Gämsh's deck table (`tables.deck` of a ruleset): which motifs the deck has and what each Föhn card does, the
// effects from a closed vocabulary the engine interprets (GAM-001…003, GAM-050…067). Checked and compiled once per
// ruleset into the motif list and a card → effect map. Pure.
import { z } from 'zod';
import type { Diagnostic, Json, Result } from '../../core/types';
import { FOEHN, MOTIFS, type FoehnCard } from './cards';

/**
 * What a Föhn card does while it lies face up in the middle (GAM-050), the closed vocabulary of `tables.deck.foehn`:
 * - `guardNightCards`: nobody may swap a night card with the middle; an opponent who catches it slaps the card,
 *   the swap is undone and the catcher's team scores (the Watchful Gamekeeper, GAM-060…062, DIG-035);
 * - `threeMakeQuartet`: slapped with a Gämsh or Double call, three cards of one motif count as a quartet (the Smart
 *   Farmer, GAM-063, DIG-034);
 * - `snackRace`: swapping stops, everyone slaps one of the other middle cards, then the middle is replaced; a
 *   team whose partners both slapped scores; the card can be discarded but never taken (the Hearty Snack, GAM-051,
 *   GAM-064, GAM-065);
 * - `replaceMiddle`: slapping it replaces the four middle cards, no points (the Raging Bull, GAM-066, GAM-067).
 */
export const FOEHN_EFFECTS = ['guardNightCards', 'threeMakeQuartet', 'snackRace', 'replaceMiddle'] as const;
export type FoehnEffect = (typeof FOEHN_EFFECTS)[number];

/**
 * One deck table (`tables.deck`): `motifs` lists the motif codes in the deck (each with 3 day cards and 1 night card,
 * GAM-001; a quartet is the 4 cards of one motif, GAM-002), `foehn` maps each Föhn card the deck has to its effect.
 * Which of those Föhn cards are shuffled in is the option `foehnCards` (HG-22).
 */
export interface DeckTable {
  readonly motifs: readonly string[];
  readonly foehn: Readonly<Partial<Record<FoehnCard, FoehnEffect>>>;
}

/** The deck of Gämsh Alpin (GAM-001): nine motifs, the four Föhn cards each with its printed effect. */
export const STANDARD_DECK: DeckTable = {
  motifs: [...MOTIFS],
  foehn: { GAMEKEEPER: 'guardNightCards', FARMER: 'threeMakeQuartet', SNACK: 'snackRace', BULL: 'replaceMiddle' },
};

/** The tables a Gämsh ruleset has when it writes none (`GameKind.defaultTables`): the standard deck. */
export const GAMSH_DEFAULT_TABLES: Json = { deck: STANDARD_DECK as unknown as Json };

/**
 * The compiled deck: the motifs in table order, the Föhn cards in play (the option `foehnCards` in its order, each
 * once) with their effects, and for each effect the card in play that carries it (or null).
 */
export interface CompiledDeck {
  readonly motifs: readonly string[];
  readonly foehn: readonly FoehnCard[];
  readonly effectOf: Readonly<Partial<Record<string, FoehnEffect>>>;
  readonly cardWith: Readonly<Record<FoehnEffect, FoehnCard | null>>;
}

/** Cards a game needs at least: every hand (4 per seat) and one middle dealt, plus one middle to replace it (GAM-070). */
export function cardsNeeded(seats: number): number {
  return seats * 4 + 8;
}

const err = (path: string, message: string): Diagnostic => ({
  code: 'gamsh/deck-table',
  severity: 'error',
  path,
  message,
});
const list = (xs: readonly string[]) => xs.join(', ');

/**
 * Checks and compiles `tables` (the merged tables of a Gämsh ruleset; undefined, or no `deck`: the standard deck)
 * against the options `foehnCards` (the Föhn cards shuffled in) and `teams`. Errors name the path
 * (`tables.deck.foehn.BULL`), which the ruleset compiler turns into line:col, one message per mistake: an unknown
 * table or key; a motif that is not one of ALP, M2…M9 (the motifs the table and the booklet can draw) or is listed
 * twice; fewer cards than a deal and one replacement of the middle need (`cardsNeeded`); a Föhn card that is not one
 * of the four; an effect outside `FOEHN_EFFECTS` (the message names the allowed effects); one effect on two cards
 * (the engine keeps one state per effect); a card in `foehnCards` that the deck does not have.
 */
export function compileDeckTable(
  tables: Json | undefined,
  foehnCards: readonly FoehnCard[],
  teams: number,
): Result<CompiledDeck, Diagnostic[]> {
  const t = tables ?? GAMSH_DEFAULT_TABLES;
  const diags: Diagnostic[] = [];
  if (typeof t !== 'object' || t === null || Array.isArray(t))
    return { ok: false, error: [err('tables', 'tables: expected a map with the key "deck"')] };
  for (const k of Object.keys(t))
    if (k !== 'deck') diags.push(err(`tables.${k}`, `tables.${k}: Gämsh has one table, "deck"; "${k}" is not one`));
  const raw = (t as Record<string, Json>)['deck'] ?? (STANDARD_DECK as unknown as Json);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return {
      ok: false,
      error: [...diags, err('tables.deck', 'tables.deck: expected a map with "motifs" and "foehn"')],
    };
  const deck = raw as Record<string, Json>;
  for (const k of Object.keys(deck))
    if (k !== 'motifs' && k !== 'foehn')
      diags.push(err(`tables.deck.${k}`, `tables.deck: unknown key "${k}"; the deck has motifs and foehn`));

  const motifsRaw = deck['motifs'] ?? STANDARD_DECK.motifs;
  const motifs: string[] = [];
  if (!Array.isArray(motifsRaw))
    diags.push(err('tables.deck.motifs', `tables.deck.motifs: expected a list of motifs out of ${list(MOTIFS)}`));
  else
    motifsRaw.forEach((m, i) => {
      const at = `tables.deck.motifs.${i}`;
      if (typeof m !== 'string' || !(MOTIFS as readonly string[]).includes(m))
        diags.push(
          err(
            at,
            `tables.deck.motifs: ${typeof m === 'string' ? `"${m}"` : JSON.stringify(m)} is not a motif; the motifs are ${list(MOTIFS)}`,
          ),
        );
      else if (motifs.includes(m)) diags.push(err(at, `tables.deck.motifs: ${m} is listed twice`));
      else motifs.push(m);
    });

  const foehnRaw = deck['foehn'] ?? (STANDARD_DECK.foehn as unknown as Json);
  const effects: Partial<Record<FoehnCard, FoehnEffect>> = {};
  if (typeof foehnRaw !== 'object' || foehnRaw === null || Array.isArray(foehnRaw))
    diags.push(
      err('tables.deck.foehn', `tables.deck.foehn: expected a map from Föhn card (${list(FOEHN)}) to its effect`),
    );
  else
    for (const [card, effect] of Object.entries(foehnRaw)) {
      const at = `tables.deck.foehn.${card}`;
      if (!(FOEHN as readonly string[]).includes(card))
        diags.push(err(at, `tables.deck.foehn: "${card}" is not a Föhn card; the Föhn cards are ${list(FOEHN)}`));
      else if (!z.enum(FOEHN_EFFECTS).safeParse(effect).success)
        diags.push(
          err(
            at,
            `tables.deck.foehn.${card}: "${typeof effect === 'string' ? effect : JSON.stringify(effect)}" is not an effect; the effects are ${list(FOEHN_EFFECTS)}`,
          ),
        );
      else {
        const twice = Object.entries(effects).find(([, e]) => e === effect);
        if (twice)
          diags.push(err(at, `tables.deck.foehn.${card}: ${String(effect)} is already the effect of ${twice[0]}`));
        else effects[card as FoehnCard] = effect as FoehnEffect;
      }
    }

  const foehn = [...new Set(foehnCards)];
  for (const f of foehn)
    if (effects[f] === undefined && !diags.some((d) => d.path === `tables.deck.foehn.${f}`))
      diags.push(
        err(
          'options.foehnCards',
          `foehnCards: ${f} is not in this deck (tables.deck.foehn has ${list(Object.keys(effects)) || 'no Föhn card'})`,
        ),
      );
  if (diags.length > 0) return { ok: false, error: diags };
  const seats = teams * 2;
  if (motifs.length * 4 + foehn.length < cardsNeeded(seats))
    return {
      ok: false,
      error: [
        err(
          'tables.deck.motifs',
          `tables.deck.motifs: ${motifs.length} motifs make ${motifs.length * 4 + foehn.length} cards; ${seats} players need at least ${cardsNeeded(seats)} (4 per hand, the middle and a new middle)`,
        ),
      ],
    };
  const effectOf: Partial<Record<string, FoehnEffect>> = {};
  const cardWith: Record<FoehnEffect, FoehnCard | null> = {
    guardNightCards: null,
    threeMakeQuartet: null,
    snackRace: null,
    replaceMiddle: null,
  };
  for (const f of foehn) {
    effectOf[f] = effects[f]!;
    cardWith[effects[f]!] = f;
  }
  return { ok: true, value: { motifs, foehn, effectOf, cardWith } };
}

/** True if the Föhn card in play that carries `effect` lies in `middle` (false when no card in play carries it). */
export function effectInMiddle(
  deck: Pick<CompiledDeck, 'cardWith'>,
  middle: readonly string[],
  effect: FoehnEffect,
): boolean {
  const c = deck.cardWith[effect];
  return c !== null && middle.includes(c);
}

/**
 * True for a card that can never be taken from the middle (GAM-051): the card in play carrying `snackRace`; the
 * Snack's own id also when it is not in play (a take of it is refused by the Snack's printed rule, as always).
 */
export function neverTaken(deck: Pick<CompiledDeck, 'effectOf'>, card: string): boolean {
  const e = deck.effectOf[card];
  return e === 'snackRace' || (e === undefined && card === 'SNACK');
}

/** The card that prints `effect` in the standard deck (GAM-060…067): its words describe the effect in sheets and booklets. */
export function printedCard(effect: FoehnEffect): FoehnCard {
  return (Object.keys(STANDARD_DECK.foehn) as FoehnCard[]).find((c) => STANDARD_DECK.foehn[c] === effect)!;
}

/** Numbers one to twelve in words, German and English (how many motifs a deck has, in sheets and booklets). */
const NUMBER_WORDS = {
  de: ['null', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'],
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'],
} as const;

/** `n` in words in `lang` (digits above twelve), e.g. `numberWord(8, 'de')` = "acht". */
export function numberWord(n: number, lang: 'de' | 'en'): string {
  return NUMBER_WORDS[lang][n] ?? String(n);
}
