// Gämsh's sentences for option values (`KindRuleSheet.optionSentences`): what a house-rules card and a booklet's
// "what differs" say about the options the variants change, in German and English. Pure.
import type { Json } from '../../core/types';
import type { SheetText } from '../../rulesheet/kind-sheet';

const t = (de: string, en: string): SheetText => ({ de, en });

const FOEHN_NAMES: Record<string, SheetText> = {
  GAMEKEEPER: t('Wachsamer Wildhüter', 'Watchful Gamekeeper'),
  FARMER: t('Schlauer Bauer', 'Smart Farmer'),
  SNACK: t('Flotte Vesper', 'Hearty Snack'),
  BULL: t('Wilder Stier', 'Raging Bull'),
};

/** Sentences per Gämsh option (docs/rules/gamsh.md), for the options variants change. */
export const GAMSH_OPTION_SENTENCES: Readonly<Record<string, (v: Json) => SheetText | null>> = {
  foehnCards: (v) => {
    const cards = Array.isArray(v) ? v.map((c) => FOEHN_NAMES[String(c)] ?? { de: String(c), en: String(c) }) : [];
    return cards.length
      ? t(
          `Die Föhnkarten sind im Spiel: ${cards.map((c) => c.de).join(', ')}.`,
          `The Föhn cards are in the game: ${cards.map((c) => c.en).join(', ')}.`,
        )
      : t(
          'Ohne Föhnkarten, wie für die ersten Partien empfohlen.',
          'Without Föhn cards, as recommended for first games.',
        );
  },
  teams: (v) =>
    t(`Es spielen ${v === 3 ? 'drei' : 'zwei'} Zweierteams.`, `${v === 3 ? 'Three' : 'Two'} teams of two play.`),
  target: (v) =>
    t(
      `Das Spiel endet, sobald ein Team ${v} Punkte oder mehr hat.`,
      `The game ends as soon as a team has ${v} or more points.`,
    ),
};
