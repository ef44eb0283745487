// Gassi's rule-sheet members (`GameKind.rulesheet`): the booklet's chapters, tips and pile pictures (booklet.ts).
// Pure.
import type { CompiledGame } from '../../core/game';
import type { SheetLang } from '../../core/types';
import { SEAT_NAMES } from '../../rulesheet/booklet/common';
import type { KindRuleSheet } from '../../rulesheet/kind-sheet';
import { gassiBookletSections, gassiPilesSvg, gassiTips } from './booklet';
import { gassiCardOverview, gassiSummary } from './booklet-cards';
import { withSectionAfter } from '../../rulesheet/booklet/common';
import type { GassiRules } from './rules';
import type { GassiState } from './state';

/**
 * Gassi's rule-sheet members; an example's picture is the piles with the seeds' names and each seat's bones (a seat
 * whose bones changed since the position `before` framed).
 */
export const gassiRuleSheet: KindRuleSheet = {
  // the card overview follows the moves it refers to
  bookletChapters: (game, lang) =>
    withSectionAfter(gassiBookletSections(game, lang), 'moves', gassiCardOverview(game, lang)),
  bookletTips: gassiTips,
  bookletSummary: gassiSummary,
  examplePicture: (game: CompiledGame, state: unknown, lang: SheetLang, before?: string) =>
    gassiPilesSvg(game.rules as GassiRules, state as GassiState, lang, SEAT_NAMES, before),
};
