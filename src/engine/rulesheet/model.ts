// The rule-sheet document model: a tree of sections built from a compiled ruleset, independent
// of the output format. Pure types; `html.ts` writes it as self-contained print HTML. Three documents share it:
// the booklet (to learn from), the reference (numbered rules with IDs and every option) and the house-rules card.
import type { RuleSheetBlock, SheetLang } from '../core/types';

export type { RuleSheetBlock, RuleSheetRule, RuleSheetSection, SheetLang } from '../core/types';

/**
 * A block of any rule-sheet document: the kinds' blocks (`RuleSheetBlock`: paragraph, list, rules, table,
 * figure(s)) plus the booklet's own: a boxed tip, and terms with their explanation (card meanings). A term may
 * carry a picture (`svg`, inline SVG of the card in the look of the table's cards), printed beside its explanation:
 * the booklet's card overview.
 */
export type SheetBlock =
  | RuleSheetBlock
  | { readonly type: 'tip'; readonly title: string; readonly text: string }
  | {
      readonly type: 'terms';
      readonly items: readonly SheetTerm[];
      /** Print the terms in two columns (a card overview of many short entries). */
      readonly columns?: 2;
    }
  | SheetExample
  | { readonly type: 'anchor'; readonly rules: readonly string[] };

/**
 * A term with its explanation (a card, a move, a call), optionally with a picture. `rules`: the rule IDs (DOG-075, GAS-060 …) the text
 * explains, so that a booklet can print a worked example of those rules right after it; never printed.
 */
export interface SheetTerm {
  readonly term: string;
  readonly text: string;
  /** A small picture beside the term (inline SVG), e.g. the card in a card overview. */
  readonly svg?: string;
  readonly rules?: readonly string[];
}

/**
 * A worked example printed beside the rule it explains (a booklet's): a title such as "Beispiel: Tauschen mit dem
 * Jungen", the story and its pictures. `rules`: the rule IDs it shows, its first one the rule it is placed after.
 * The `anchor` block is the invisible mark a booklet chapter sets after the text of `rules` (e.g. a paragraph);
 * `buildBooklet` puts the examples there and removes the anchors, so no renderer ever receives one.
 */
export interface SheetExample {
  readonly type: 'example';
  /** Stable anchor id, e.g. `example-3`. */
  readonly id: string;
  readonly title: string;
  readonly rules: readonly string[];
  readonly blocks: readonly SheetBlock[];
}

/** A section of a document: the kinds' `RuleSheetSection`s are sections too. */
export interface SheetSection {
  /** Stable anchor id, e.g. `cards`, `rules-seven`. */
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly SheetBlock[];
  readonly sections?: readonly SheetSection[];
}

/** Which document of a ruleset: `booklet` (Spielregel / Rules, to learn from) or `reference` (numbered rules). */
export type SheetDocument = 'booklet' | 'reference';

/** Page size of the printed document: A4, or A5 pages for a folded booklet. */
export type SheetPage = 'a4' | 'a5-booklet';

/** A rule sheet (or a house-rules card, or a booklet): header fields and the sections in print order. */
export interface RuleSheet {
  /**
   * `sheet`: the reference — every rule of one ruleset with its ID, every option; `house-rules`: one page with the
   * differences between two; `booklet`: the rules to learn from, without IDs or notation.
   */
  readonly type: 'sheet' | 'house-rules' | 'booklet';
  readonly lang: SheetLang;
  readonly kind: string;
  /** Ruleset id (for a house-rules card: the variant's). */
  readonly rulesetId: string;
  readonly title: string;
  /** A line under the title, e.g. "Spielregel" or "Hausregeln gegenüber Dog — Standardregeln". */
  readonly subtitle?: string;
  /** A booklet's box line: players, teams, age, e.g. "4 Personen in zwei Teams zu zweit · ab 8 Jahren". */
  readonly facts?: string;
  readonly version: string;
  readonly source: string;
  readonly description: string;
  /** The `extends` chain, this ruleset first. */
  readonly chain: readonly string[];
  /** Hash of the rules in force (`CompiledGame.hash`), printed small so a sheet can be matched to replays. */
  readonly hash: string;
  /** A booklet whose worked examples the engine replayed at export (the footer says so only then). */
  readonly replayed?: boolean;
  /** Whether to print a table of contents (the reference: yes; a booklet or a one-page card: no). */
  readonly toc: boolean;
  readonly sections: readonly SheetSection[];
}
