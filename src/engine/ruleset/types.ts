// Shapes of rulesets: the parsed file (with source positions) and the resolved ruleset after `extends`.
import type { Json } from '../core/types';

/** Where a value sits in its file (1-based line and column). */
export interface SourcePosition {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

/** The top-level fields of a ruleset file, as written (before `extends` is applied). */
export interface RulesetData {
  readonly format: 1;
  readonly id: string;
  readonly kind: string;
  readonly name: string;
  readonly version: string;
  /** The document the rules come from, e.g. a seed file name or a rules catalogue section. */
  readonly source: string;
  readonly language?: string;
  readonly description?: string;
  /** The name per language code, e.g. `{ de: "Dog — Standardregeln", en: "Dog — standard rules" }`. */
  readonly names?: Readonly<Record<string, string>>;
  /** A one-line description per language code. */
  readonly descriptions?: Readonly<Record<string, string>>;
  /** Id of the ruleset this one builds on; its options are the starting point for this file's. */
  readonly extends?: string;
  readonly options?: Readonly<Record<string, Json>>;
  /** Kind-specific tables (Gassi's cards, states, moves); merged through `extends` by key (see `mergeTables`). */
  readonly tables?: Readonly<Record<string, Json>>;
  /** Executable scenarios embedded in the ruleset (rule-sheet worked examples). */
  readonly examples?: readonly Json[];
  /** Rule-sheet texts per rule ID and language. */
  readonly texts?: Readonly<Record<string, Json>>;
  /** Presentation hints for the renderer only (colours, names). */
  readonly presentation?: Readonly<Record<string, Json>>;
}

/** A parsed ruleset file: its data plus a way to find where any JSON path sits in the text. */
export interface RulesetSource {
  readonly file: string;
  readonly data: RulesetData;
  /**
   * Source range of the value at a JSON path (e.g. `['options', 'decks']`), or of its key when `part` is
   * `'key'`; the nearest parent if the path is absent.
   */
  locate(path: readonly (string | number)[], part?: 'key' | 'value'): SourcePosition | undefined;
}

/** A ruleset with its `extends` chain applied: the input of `compileRuleset`. Plain JSON, stored in replays. */
export interface Ruleset {
  readonly id: string;
  readonly kind: string;
  readonly name: string;
  readonly version: string;
  readonly source: string;
  readonly language: string;
  readonly description: string;
  /**
   * The name per language code, from this file only (a parent's name never titles a variant); absent in replays
   * recorded before names per language existed. Read it with `rulesetName`, which falls back to `name`.
   */
  readonly names?: Readonly<Record<string, string>>;
  /**
   * The one-line description per language code: this file's, else (when the file has no description of its own)
   * the nearest parent's. Read it with `rulesetDescription`, which falls back to `description`.
   */
  readonly descriptions?: Readonly<Record<string, string>>;
  /** Ids from this ruleset up to the root of its `extends` chain, this one first. */
  readonly chain: readonly string[];
  readonly extends: string | null;
  /** Option values set along the chain (parents first, then this file); defaults are not filled in here. */
  readonly options: Readonly<Record<string, Json>>;
  /** Tables merged along the chain (absent when no file of the chain has `tables`). */
  readonly tables?: Json;
  readonly examples: readonly Json[];
  readonly texts: Readonly<Record<string, Json>>;
  readonly presentation: Readonly<Record<string, Json>>;
  /** The file it was loaded from (informational; not part of any hash). */
  readonly file?: string;
}
