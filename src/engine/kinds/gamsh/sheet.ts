// Gämsh's rule-sheet members (`GameKind.rulesheet`): the booklet's chapters and tips (booklet.ts) and the option
// sentences (option-sentences.ts). Pure.
import type { KindRuleSheet } from '../../rulesheet/kind-sheet';
import { gamshBookletSections, gamshTips } from './booklet';
import { gamshCardOverview, gamshSummary } from './booklet-cards';
import { withSectionAfter } from '../../rulesheet/booklet/common';
import { GAMSH_OPTION_SENTENCES } from './option-sentences';

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
};
