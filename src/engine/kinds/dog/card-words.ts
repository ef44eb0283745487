// Dog's cards in words, computed from the compiled card table (`rules.cards`): the booklet's card list and the
// cards that bring a piece out, and the short card lines of a house-rules card ("3: drei Felder vorwärts oder
// rückwärts"). Every sentence says what the engine plays under the table (DOG-017, DOG-020, DOG-030, DOG-060,
// DOG-065, DOG-075). Pure.
import type { SheetLang } from '../../core/types';
import type { SheetText } from '../../rulesheet/kind-sheet';
import type { CardTable } from './card-table';
import { handSize, JOKER } from './cards';
import type { DogRules } from './rules';

const t = (de: string, en: string): SheetText => ({ de, en });

const NAME_DE = ['', 'Ass', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Junge', 'Dame', 'König', 'Joker'];
const NAME_EN = ['', 'Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King', 'Joker'];
const COUNT_DE = ['', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'];
const COUNT_EN = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** The name of rank `r` (1…14) in `lang`: `Ass` / `Ace`, `2` … `10`, `Junge` / `Jack`, `Dame`, `König`, `Joker`. */
export function cardName(r: number, lang: SheetLang): string {
  return (lang === 'de' ? NAME_DE : NAME_EN)[r] ?? String(r);
}

/** English name with its article: `an Ace`, `a King`, `an 8`, `a 3`. */
function withArticle(r: number): string {
  const n = NAME_EN[r]!;
  return `${/^(A|8)/.test(n) ? 'an' : 'a'} ${n}`;
}

/** `a, b oder c` / `a, b or c`. */
function either(items: readonly string[], lang: SheetLang): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${lang === 'de' ? 'oder' : 'or'} ${items[items.length - 1]}`;
}

/** `a, b und c` / `a, b and c`. */
function both(items: readonly string[], lang: SheetLang): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${lang === 'de' ? 'und' : 'and'} ${items[items.length - 1]}`;
}

/** The order ranks are told in: Ace, King, Queen, Jack, then the numbers from 10 down, the Joker last. */
const TOLD_ORDER = [1, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 14];

/** The ranks that bring a piece out (the table's `exit`), in telling order, and the Joker if the table has one. */
function exitRanks(cards: CardTable): number[] {
  return TOLD_ORDER.filter((r) => cards.exit[r] || cards.any[r]);
}

/**
 * "Mit Ass, König oder Joker" / "With an Ace, a King or a Joker": the cards that bring a piece out (DOG-020), for
 * the booklet's sentences on coming out and on helping the partner.
 */
export function exitCardsPhrase(cards: CardTable, lang: SheetLang): string {
  const ranks = exitRanks(cards);
  return lang === 'de'
    ? `Mit ${either(
        ranks.map((r) => cardName(r, 'de')),
        'de',
      )}`
    : `With ${either(ranks.map(withArticle), 'en')}`;
}

/**
 * The exit cards that may also move (DOG-025), for "Mit Ass und König darfst du auch fahren" / "you may use an Ace or
 * a King to move instead": "Ass und König" / "an Ace or a King"; empty when none does.
 */
export function exitCardsAlsoMove(cards: CardTable, lang: SheetLang): string {
  const ranks = TOLD_ORDER.filter((r) => cards.exit[r] && (cards.fwd[r]!.length > 0 || cards.bwd[r]!.length > 0));
  return lang === 'de'
    ? both(
        ranks.map((r) => cardName(r, 'de')),
        'de',
      )
    : either(ranks.map(withArticle), 'en');
}

/**
 * The cards other than the Joker that bring a piece out (the table's `exit`, DOG-020), each with its article, for a
 * sentence such as "Ein Ass oder ein König bringt einen Spielstein heraus": "Ein Ass, ein König oder eine Dame" /
 * "an Ace, a King or a Queen" (German capitalised, to open a sentence). Empty when no card brings a piece out.
 */
export function exitCardsWithArticles(cards: CardTable, lang: SheetLang): string {
  const ranks = TOLD_ORDER.filter((r) => cards.exit[r] && !cards.any[r]);
  if (lang === 'en') return either(ranks.map(withArticle), 'en');
  const named = ranks.map((r) => `${r === 12 || (r >= 2 && r <= 10) ? 'eine' : 'ein'} ${cardName(r, 'de')}`);
  return either(named, 'de').replace(/^./, (c) => c.toUpperCase());
}

/** "1 oder 11" / "1 or 11". */
const counts = (ns: readonly number[], lang: SheetLang) =>
  either(
    ns.map((n) => String(n)),
    lang,
  );

/** The second-person move part of a card: "fährst 4 Felder vorwärts oder 4 Felder rückwärts" (without "Du"). */
function movePart(cards: CardTable, r: number, lang: SheetLang): string {
  const f = cards.fwd[r]!,
    b = cards.bwd[r]!;
  const parts: string[] = [];
  if (f.length) parts.push(lang === 'de' ? `${counts(f, lang)} Felder vorwärts` : `${counts(f, lang)} fields forward`);
  if (b.length)
    parts.push(lang === 'de' ? `${counts(b, lang)} Felder rückwärts` : `${counts(b, lang)} fields backward`);
  if (!parts.length) return '';
  return (lang === 'de' ? 'fährst ' : 'move ') + parts.join(lang === 'de' ? ' oder ' : ' or ');
}

/** Options of the table's special abilities that the booklet words (the Jack's and the Seven's texts). */
export interface CardTexts {
  /** The Jack's swap text (with the `jack…` options), used for every rank with `swap`. */
  readonly swap: string;
  /** The Seven's split text (with the `seven…` options), used for every rank with `split`. */
  readonly split: string;
  /** The Joker's text (with `jokerAllowedAsLastCard`). */
  readonly any: string;
  /** What a backward move may not do, said after a card's backward counts. */
  readonly backward: string;
  /** The 4-back trick (DOG-063), said after a backward card's text when in force; `{card}` is the rank's name. */
  readonly backTrick: string;
}

/**
 * The booklet's "The cards" list from the table: one term per rank in telling order (Ace, King, Queen, Jack, the
 * numbers from 10 down that do more than move their value forward, then those numbers together — "2, 3, 5, 6, 8, 9,
 * 10: Du fährst genau so viele Felder vorwärts." — and the Joker), each sentence from the rank's entry, with the
 * rule IDs it explains (DOG-030, DOG-060 …) for placing worked examples.
 */
export function cardTerms(
  cards: CardTable,
  texts: CardTexts,
  lang: SheetLang,
): { term: string; text: string; rules: string[] }[] {
  const de = lang === 'de';
  const plain = (r: number) =>
    r >= 2 &&
    r <= 10 &&
    !cards.exit[r] &&
    !cards.split[r] &&
    !cards.swap[r] &&
    cards.bwd[r]!.length === 0 &&
    cards.fwd[r]!.length === 1 &&
    cards.fwd[r]![0] === r;
  const out: { term: string; text: string; rules: string[] }[] = [];
  // The rules each card's sentence explains, so that a booklet prints a worked example of them right after it.
  const rulesOf = (r: number): string[] => {
    if (cards.any[r]) return ['DOG-017', 'DOG-112'];
    const ids: string[] = [];
    if (cards.exit[r]) ids.push('DOG-020', 'DOG-025');
    if (cards.fwd[r]!.length) ids.push('DOG-030', 'DOG-031', 'DOG-032');
    if (cards.bwd[r]!.length) ids.push('DOG-060', 'DOG-061', 'DOG-062', 'DOG-063', 'DOG-064');
    if (cards.split[r]) ids.push('DOG-065', 'DOG-066', 'DOG-067', 'DOG-068', 'DOG-069', 'DOG-070', 'DOG-071');
    if (cards.swap[r]) ids.push('DOG-075', 'DOG-076', 'DOG-077', 'DOG-078', 'DOG-044');
    return ids;
  };
  const sentence = (r: number): string => {
    if (cards.any[r]) return texts.any;
    const parts: string[] = [];
    const move = movePart(cards, r, lang);
    if (cards.exit[r])
      parts.push(
        de
          ? `Du setzt einen Spielstein aus deinem Zwinger auf dein Startfeld${move ? ` oder ${move}` : ''}.`
          : `You bring a piece out of your kennel onto your start field${move ? `, or ${move}` : ''}.`,
      );
    else if (move) parts.push(de ? `Du ${move}.` : `You ${move}.`);
    if (cards.bwd[r]!.length) {
      parts.push(texts.backward);
      if (texts.backTrick) parts.push(texts.backTrick.replaceAll('{card}', cardName(r, lang)));
    }
    if (cards.split[r]) parts.push(texts.split);
    if (cards.swap[r]) parts.push(texts.swap);
    return parts.join(' ');
  };
  for (const r of TOLD_ORDER) {
    if (r === JOKER || plain(r)) continue;
    out.push({ term: cardName(r, lang), text: sentence(r), rules: rulesOf(r) });
  }
  const plainRanks = [2, 3, 4, 5, 6, 7, 8, 9, 10].filter(plain);
  if (plainRanks.length)
    out.push({
      term: plainRanks.join(', '),
      rules: ['DOG-030', 'DOG-031', 'DOG-032'],
      text:
        plainRanks.length > 1
          ? de
            ? 'Du fährst genau so viele Felder vorwärts.'
            : 'You move exactly that many fields forward.'
          : de
            ? `Du fährst ${plainRanks[0]} Felder vorwärts.`
            : `You move ${plainRanks[0]} fields forward.`,
    });
  out.push({ term: cardName(JOKER, lang), text: sentence(JOKER), rules: rulesOf(JOKER) });
  return out;
}

/** A count in words for 1…12, else digits ("drei", "three", "13"). */
function countWord(n: number, lang: SheetLang): string {
  return (lang === 'de' ? COUNT_DE : COUNT_EN)[n] ?? String(n);
}

/**
 * What rank `r` does in a few words, for a house-rules card: "drei Felder vorwärts oder rückwärts", "herauskommen
 * oder zwölf Felder vorwärts", "1 oder 11 Felder vorwärts", "zwei Spielsteine tauschen", "7 Schritte auf eigene
 * Spielsteine verteilt", "jede andere Karte".
 */
export function cardLine(cards: CardTable, r: number, lang: SheetLang): string {
  const de = lang === 'de';
  if (cards.any[r]) return de ? 'jede andere Karte' : 'any other card';
  const f = cards.fwd[r]!,
    b = cards.bwd[r]!;
  const parts: string[] = [];
  if (cards.exit[r]) parts.push(de ? 'herauskommen' : 'bring a piece out');
  const one = (ns: readonly number[]) => (ns.length === 1 ? countWord(ns[0]!, lang) : counts(ns, lang));
  const fields = de ? 'Felder' : 'fields';
  if (f.length && b.length && f.join() === b.join())
    parts.push(de ? `${one(f)} ${fields} vorwärts oder rückwärts` : `${one(f)} ${fields} forward or backward`);
  else {
    if (f.length) parts.push(`${one(f)} ${fields} ${de ? 'vorwärts' : 'forward'}`);
    if (b.length) parts.push(`${one(b)} ${fields} ${de ? 'rückwärts' : 'backward'}`);
  }
  if (cards.split[r]) parts.push(de ? '7 Schritte, auf eigene Spielsteine verteilt' : '7 steps shared over own pieces');
  if (cards.swap[r]) parts.push(de ? 'zwei Spielsteine tauschen' : 'swap two pieces');
  return parts.join(de ? ' oder ' : ' or ');
}

/** Whether rank `r` does the same in two compiled card tables (coming out, split, swap, any card, the counts). */
export function sameCard(base: CardTable, variant: CardTable, r: number): boolean {
  return (
    base.exit[r] === variant.exit[r] &&
    base.split[r] === variant.split[r] &&
    base.swap[r] === variant.swap[r] &&
    base.any[r] === variant.any[r] &&
    base.fwd[r]!.join() === variant.fwd[r]!.join() &&
    base.bwd[r]!.join() === variant.bwd[r]!.join()
  );
}

/**
 * The ranks whose entries differ between two compiled tables, in telling order, each as "3: drei Felder vorwärts
 * oder rückwärts" with what it does in `base` ("drei Felder vorwärts"); for a house-rules card.
 */
export function cardDifferences(
  base: CardTable,
  variant: CardTable,
  lang: SheetLang,
): { now: string; before: string }[] {
  return TOLD_ORDER.filter((r) => !sameCard(base, variant, r)).map((r) => ({
    now: `${cardName(r, lang)}: ${cardLine(variant, r, lang)}`,
    before: cardLine(base, r, lang),
  }));
}

/** The card line texts as German and English (`SheetText`), e.g. for a rank's hover in the editor. */
export function cardLineText(cards: CardTable, r: number): SheetText {
  return t(`${cardName(r, 'de')}: ${cardLine(cards, r, 'de')}`, `${cardName(r, 'en')}: ${cardLine(cards, r, 'en')}`);
}

/**
 * The hand sizes of the first seven deals as printed in the summary (DOG-011): "6, 5, 4, 3, 2, 6, 5 …"; a
 * schedule that deals the same number every round is printed as that one number ("5"), not as a run of fives.
 */
export function dealSequence(rules: DogRules): string {
  const sizes = Array.from({ length: 7 }, (_, i) => handSize(rules.dealSchedule, i + 1));
  if (sizes.every((n) => n === sizes[0])) return String(sizes[0]);
  return `${sizes.join(', ')} …`;
}
