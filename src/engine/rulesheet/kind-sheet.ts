// What a game kind gives the rule sheets (`GameKind.rulesheet`): the booklet's chapters, tips and pictures, the
// kind's own sentences for option values, and the rule groups a house-rules card lists when a variant brings them
// into force. The sheet builders read these members; they never look at a kind id. Pure types.
import type { CompiledGame } from '../core/game';
import type { Json, SheetLang } from '../core/types';
import type { SheetBlock, SheetSection } from './model';

/** A text in German and English. */
export interface SheetText {
  readonly de: string;
  readonly en: string;
}

/** A kind's rule-sheet members; all optional (a kind without them gets a booklet of examples and differences). */
export interface KindRuleSheet {
  /** The booklet's main chapters for `game` (idea, material, setup, turn, cards or moves, end and scoring). */
  bookletChapters?(game: CompiledGame, lang: SheetLang): SheetSection[];
  /**
   * The booklet's one-page summary, printed last as a panel never split across pages ("Auf einen Blick" / "At a
   * glance"): the turn
   * in short, every card's effect in one line, how the game ends and who wins — from the same compiled rules as
   * the chapters, so a variant's changed card reads changed here too. Absent: no summary.
   */
  bookletSummary?(game: CompiledGame, lang: SheetLang): SheetSection;
  /** The booklet's tips (from the seeds). */
  bookletTips?(game: CompiledGame, lang: SheetLang): SheetBlock[];
  /**
   * Options whose value the booklet's own chapters already tell (Gämsh: the Föhn cards in play have a chapter), so
   * that "what differs from the usual rules" does not repeat them.
   */
  readonly bookletTells?: readonly string[];
  /** The age line of the booklet's box facts, e.g. "ages 8 and up"; absent: no age is given. */
  readonly ages?: SheetText;
  /**
   * The booklet's picture of an example situation `state` (the kind's state built from the example's position) as
   * inline SVG, with the seeds' player names; `before` is the position notation before the example's actions (to
   * mark what changed), or undefined. Null: no picture. Absent: the kind's `illustrate`.
   */
  examplePicture?(game: CompiledGame, state: unknown, lang: SheetLang, before?: string): string | null;
  /**
   * The kind's own sentence per option for a value (house-rules cards, a booklet's "what differs"), or null to
   * fall back to the generic sentence from the option's description.
   */
  readonly optionSentences?: Readonly<Record<string, (value: Json) => SheetText | null>>;
  /**
   * Sections a house-rules card adds for rules that `variant` brings into force and `base` does not (Dog: the
   * rules for three or six players, DOG-120…133), with the rule texts of `variant` in `lang`.
   */
  houseRulesInForce?(base: CompiledGame, variant: CompiledGame, lang: SheetLang): SheetSection[];
  /**
   * What `variant`'s tables change against `base`'s, one entry per change in `lang` (Dog: each card whose entry in the
   * card table differs, "3: drei Felder vorwärts oder rückwärts", with what it does in `base`); a house-rules card
   * lists them with the option differences.
   */
  tableDifferences?(base: CompiledGame, variant: CompiledGame, lang: SheetLang): { now: string; before: string }[];
}
