// Gassi's rule-sheet members (`GameKind.rulesheet`): the booklet's chapters, tips and pile pictures (booklet.ts).
// Pure.
import type { CompiledGame } from '../../core/game';
import type { SheetLang } from '../../core/types';
import { SEAT_NAMES } from '../../rulesheet/booklet/common';
import type { KindRuleSheet } from '../../rulesheet/kind-sheet';
import { gassiBookletSections, gassiPilesSvg, gassiTips } from './booklet';
import type { GassiRules } from './rules';
import type { GassiState } from './state';

/** Gassi's rule-sheet members; an example's picture is the piles with the seeds' names. */
export const gassiRuleSheet: KindRuleSheet = {
  bookletChapters: gassiBookletSections,
  bookletTips: gassiTips,
  examplePicture: (game: CompiledGame, state: unknown, lang: SheetLang) =>
    gassiPilesSvg(game.rules as GassiRules, state as GassiState, lang, SEAT_NAMES),
};
