// Gämsh's rule-sheet members (`GameKind.rulesheet`): the booklet's chapters and tips (booklet.ts) and the option
// sentences (option-sentences.ts). Pure.
import type { KindRuleSheet } from '../../rulesheet/kind-sheet';
import { gamshBookletSections, gamshTips } from './booklet';
import { GAMSH_OPTION_SENTENCES } from './option-sentences';

/** Gämsh's rule-sheet members; example pictures are the kind's `illustrate`. */
export const gamshRuleSheet: KindRuleSheet = {
  bookletChapters: gamshBookletSections,
  bookletTips: gamshTips,
  optionSentences: GAMSH_OPTION_SENTENCES,
  // the Föhn cards in play are told by the material list and their own chapter
  bookletTells: ['foehnCards'],
};
