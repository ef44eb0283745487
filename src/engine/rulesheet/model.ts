// The rule-sheet document model (issue 8): a tree of sections built from a compiled ruleset, independent of
// the output format. Pure types; `html.ts` writes it as self-contained print HTML.
import type { RuleSheetSection, SheetLang } from '../core/types';

export type { RuleSheetBlock, RuleSheetRule, RuleSheetSection, SheetLang } from '../core/types';

/** A rule sheet (or a house-rules card): header fields and the sections in print order. */
export interface RuleSheet {
  /** `sheet`: the full rules of one ruleset; `house-rules`: one page with the differences between two. */
  readonly type: 'sheet' | 'house-rules';
  readonly lang: SheetLang;
  readonly kind: string;
  /** Ruleset id (for a house-rules card: the variant's). */
  readonly rulesetId: string;
  readonly title: string;
  /** A line under the title, e.g. "Hausregeln gegenüber dog/standard". */
  readonly subtitle?: string;
  readonly version: string;
  readonly source: string;
  readonly description: string;
  /** The `extends` chain, this ruleset first. */
  readonly chain: readonly string[];
  /** Hash of the rules in force (`CompiledGame.hash`), printed small so a sheet can be matched to replays. */
  readonly hash: string;
  /** Whether to print a table of contents (the full sheet: yes; a one-page card: no). */
  readonly toc: boolean;
  readonly sections: readonly RuleSheetSection[];
}
