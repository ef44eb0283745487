// One entry point for the documents of a ruleset: the booklet (default) or the reference, from the
// same compiled game, so the CLI, the host's preview and its PDF export never build them differently. Pure.
import type { CompiledGame } from '../core/game';
import type { Diagnostic, Result, SheetLang } from '../core/types';
import type { RulesetSource } from '../ruleset/types';
import { buildBooklet } from './booklet';
import { buildRuleSheet } from './build';
import type { RuleSheet, SheetDocument } from './model';

/** What to build: language, document (booklet by default) and the parsed file for example line numbers. */
export interface DocumentOptions {
  readonly lang: SheetLang;
  readonly document?: SheetDocument;
  readonly source?: RulesetSource;
  /** For a booklet: the usual rules a variant is told against (the root of its `extends` chain); see `BookletOptions`. */
  readonly base?: CompiledGame;
}

/**
 * The booklet or the reference of `game`. Both run the ruleset's examples with the engine first; a failing
 * example returns its diagnostics (`rulesheet/example-failed`, at the example's line).
 */
export function buildDocument(game: CompiledGame, opts: DocumentOptions): Result<RuleSheet, Diagnostic[]> {
  const o = { lang: opts.lang, ...(opts.source ? { source: opts.source } : {}) };
  return (opts.document ?? 'booklet') === 'booklet'
    ? buildBooklet(game, { ...o, ...(opts.base ? { base: opts.base } : {}) })
    : buildRuleSheet(game, o);
}
