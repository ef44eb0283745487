// The booklet glossary: one word per concept in each language, used by every booklet and card so
// that German texts never alternate Figur / Stein / Spielstein or use "Spielende" for players. Pure data.
import type { SheetLang } from '../core/types';

/** A term in German and English. */
export type Term = { readonly de: string; readonly en: string };

/**
 * The terms of the booklets. German: Spielstein (never Figur/Stein/Kugel), Zwinger (the kennel; the seeds'
 * "zu Hause"), Startfeld, Ziel, Bahn, Team (Dog and Gämsh alike, as seed 003 and the Gämsh seed say, and as the
 * table and log do; never "Partei"), "Spielende" only for the end of the game; people are "Personen"
 * or addressed as "du".
 */
export const GLOSSARY = {
  piece: { de: 'Spielstein', en: 'piece' },
  pieces: { de: 'Spielsteine', en: 'pieces' },
  kennel: { de: 'Zwinger', en: 'kennel' },
  start: { de: 'Startfeld', en: 'start field' },
  finish: { de: 'Ziel', en: 'finish' },
  track: { de: 'Bahn', en: 'track' },
  board: { de: 'Spielbrett', en: 'board' },
  direction: { de: 'Spielrichtung', en: 'direction of play' },
  team: { de: 'Team', en: 'team' },
  teams: { de: 'Teams', en: 'teams' },
  endOfGame: { de: 'Spielende', en: 'End of the game' },
  players: { de: 'Personen', en: 'players' },
  block: { de: 'Sperre', en: 'block' },
  middle: { de: 'Tischmitte', en: 'middle of the table' },
} as const satisfies Record<string, Term>;

/** A glossary term in `lang`. */
export function term(key: keyof typeof GLOSSARY, lang: SheetLang): string {
  return GLOSSARY[key][lang];
}

/**
 * Words a German booklet must not use for its concepts (checked by tests/rulesheet-booklet.test.ts): the
 * glossary's rejected synonyms ("Partei" also inside a compound such as "Zweierpartei").
 */
export const GERMAN_AVOID: readonly RegExp[] = [/\bFigur(en)?\b/, /\bKugel(n)?\b/, /\bStein(e)?\b/, /partei/i];
