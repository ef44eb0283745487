// Gämsh's rule-sheet members (`GameKind.rulesheet`): the booklet's chapters and tips (booklet.ts) and the option
// sentences (option-sentences.ts). Pure.
import type { KindRuleSheet } from '../../rulesheet/kind-sheet';
import { gamshBookletSections, gamshTips } from './booklet';
import { gamshCardOverview, gamshSummary } from './booklet-cards';
import { withSectionAfter } from '../../rulesheet/booklet/common';
import { GAMSH_OPTION_SENTENCES } from './option-sentences';
import type { SheetLang } from '../../core/types';
import { numberWord } from './deck-table';
import type { GamshRules } from './rules';

/**
 * What the deck table of `variant` changes against `base` in words, for "What differs" and the house-rules card: the
 * number of motifs (each 3 Day cards and 1 Night card, GAM-001). The Föhn cards in play are the option
 * `foehnCards`, said with the options. Empty when the motifs are as many.
 */
export function deckDifferences(
  base: GamshRules,
  variant: GamshRules,
  lang: SheetLang,
): { now: string; before: string }[] {
  const said = (n: number) =>
    lang === 'de'
      ? `${numberWord(n, 'de')} Motive zu je 4 Karten, ${4 * n} Motivkarten`
      : `${numberWord(n, 'en')} motifs of 4 cards each, ${4 * n} motif cards`;
  if (base.motifs.length === variant.motifs.length) return [];
  const now = said(variant.motifs.length);
  return [
    {
      now: lang === 'de' ? `Das Spiel hat ${now}.` : `The game has ${now}.`,
      before: said(base.motifs.length),
    },
  ];
}

/** Gämsh's rule-sheet members; example pictures are the kind's `illustrate`. */
export const gamshRuleSheet: KindRuleSheet = {
  // the card overview follows the material (the Föhn cards are pictured in their own chapter)
  bookletChapters: (game, lang) =>
    withSectionAfter(gamshBookletSections(game, lang), 'material', gamshCardOverview(game, lang)),
  bookletTips: gamshTips,
  bookletSummary: gamshSummary,
  optionSentences: GAMSH_OPTION_SENTENCES,
  // the Föhn cards in play are told by the material list and their own chapter
  bookletTells: ['foehnCards'],
  tableDifferences: (base, variant, lang) =>
    deckDifferences(base.rules as GamshRules, variant.rules as GamshRules, lang),
};
