// The rules editor's hover on Dog's card table (`tables.cards`): what a rank does under the compiled table, in words
// (the house-rules card's line, "Dame: herauskommen oder zwölf Felder vorwärts"), with the rules it follows, and
// what the hovered key of an entry means (DOG-017, DOG-020, DOG-030, DOG-060, DOG-065, DOG-075). Pure.
import type { SheetLang } from '../../core/types';
import { CARD_KEYS, type CardTable } from './card-table';
import { cardLine, cardName } from './card-words';
import type { DogRules } from './rules';

/** What each key of an entry means, and the rules it follows. */
const KEY_WORDS: Record<string, { de: string; en: string; rules: string }> = {
  exit: {
    de: 'exit: ein Spielstein kommt aus dem Zwinger auf das eigene Startfeld',
    en: 'exit: a piece comes out of the kennel onto its start field',
    rules: 'DOG-020',
  },
  forward: {
    de: 'forward: ein Spielstein fährt genau eine dieser Zahlen vorwärts',
    en: 'forward: one piece moves exactly one of these counts forward',
    rules: 'DOG-030',
  },
  backward: {
    de: 'backward: ein Spielstein fährt genau eine dieser Zahlen rückwärts, nur auf der Laufbahn',
    en: 'backward: one piece moves exactly one of these counts backward, on the track only',
    rules: 'DOG-060',
  },
  split: {
    de: 'split: 7 einzelne Schritte vorwärts, auf eigene Spielsteine verteilt',
    en: 'split: 7 single steps forward, shared over own pieces',
    rules: 'DOG-065',
  },
  swap: {
    de: 'swap: zwei Spielsteine tauschen die Plätze (wie der Junge)',
    en: 'swap: two pieces change places (as the Jack does)',
    rules: 'DOG-075',
  },
  any: {
    de: 'any: steht für jede andere Karte und wirkt wie sie',
    en: 'any: stands for any other card and acts as it',
    rules: 'DOG-017',
  },
};

/** The rules a rank's entry follows, in the order the entry's abilities are told. */
function rulesOf(cards: CardTable, r: number): string[] {
  if (cards.any[r]) return ['DOG-017'];
  const out: string[] = [];
  if (cards.exit[r]) out.push('DOG-020');
  if (cards.fwd[r]!.length) out.push('DOG-030');
  if (cards.bwd[r]!.length) out.push('DOG-060');
  if (cards.split[r]) out.push('DOG-065');
  if (cards.swap[r]) out.push('DOG-075');
  return out;
}

/**
 * The hover text for `path` below `tables` (`['cards', rank, key…]`): the rank's name and what it does in this
 * ruleset (the compiled table, so an entry that an `extends` merges over its parent's is told whole), its rule IDs,
 * and, on a key of the entry, what that key means. Null for any other path or an unknown rank.
 */
export function dogTableHover(rules: DogRules, path: readonly (string | number)[], lang: SheetLang): string | null {
  if (path[0] !== 'cards' || path.length < 2) return null;
  const r = CARD_KEYS.indexOf(String(path[1])) + 1;
  if (r < 1) return null;
  const de = lang === 'de';
  const cards = rules.cards;
  const line = cardLine(cards, r, lang);
  const head = `**${cardName(r, lang)}** ${de ? 'in diesem Regelwerk' : 'in this ruleset'}: ${line || (de ? 'nichts' : 'nothing')} (${rulesOf(cards, r).join(', ')})`;
  const key = path.length >= 3 ? KEY_WORDS[String(path[2])] : undefined;
  return key ? `${head}\n\n${key[lang]} (${key.rules})` : head;
}
