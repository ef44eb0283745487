// The booklet glossary (issue 20): one word per concept in each language, used by every booklet and card so
// that German texts never alternate Figur / Stein / Spielstein or use "Spielende" for players. Pure data.
import type { SheetLang } from '../core/types';

/** A term in German and English. */
export type Term = { readonly de: string; readonly en: string };

/**
 * The terms of the booklets. German: Spielstein (never Figur/Stein/Kugel), Zwinger (the kennel; the seeds'
 * "zu Hause"), Startfeld, Ziel, Bahn, Partei (a team of Dog), Team (Gämsh, as its seed), "Spielende" only for the
 * end of the game; people are "Personen" or addressed as "du".
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
  team: { de: 'Partei', en: 'team' },
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
 * glossary's rejected synonyms.
 */
export const GERMAN_AVOID: readonly RegExp[] = [/\bFigur(en)?\b/, /\bKugel(n)?\b/, /\bStein(e)?\b/];
