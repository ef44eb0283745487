// Builds the rule-sheet document model from a compiled game (issue 8): header, the kind's sections
// (`GameKind.describe`), the options in effect with their descriptions, and the ruleset's examples replayed
// by the engine. Pure; a failing example makes the whole build fail with diagnostics.
import type { CompiledGame } from '../core/game';
import type { Diagnostic, Json, Result, RuleSheetBlock, RuleSheetRule, RuleSheetSection, SheetLang } from '../core/types';
import { canonicalJson } from '../core/hash';
import type { RulesetSource } from '../ruleset/types';
import { rulesetDescription, rulesetName } from '../ruleset/names';
import { runExamples } from './examples';
import { formatValue, label } from './labels';
import type { RuleSheet } from './model';

/** Options of `buildRuleSheet`. */
export interface RuleSheetOptions {
  readonly lang: SheetLang;
  /** The parsed ruleset file, so that example failures can name their line. */
  readonly source?: RulesetSource;
}

/**
 * The full rule sheet of `game` in `opts.lang`. Runs every example of the ruleset first; if one fails,
 * returns its diagnostics (`rulesheet/example-failed`, at the example's line) instead of a sheet.
 */
export function buildRuleSheet(game: CompiledGame, opts: RuleSheetOptions): Result<RuleSheet, Diagnostic[]> {
  const { lang } = opts;
  const examples = runExamples(game, lang, opts.source);
  if (!examples.ok) return { ok: false, error: examples.diagnostics };
  const kindSections = game.kind.describe ? game.kind.describe(game.rules, game.ruleset, lang) : [];
  const sections: RuleSheetSection[] = [
    ...kindSections.map((s) => annotateRules(s, game, lang)),
    optionsSection(game, lang),
    ...(examples.section ? [examples.section] : []),
  ];
  const r = game.ruleset;
  // One lookup for every surface (Library, cards, sheets): names never inherit, descriptions do (ruleset/names.ts).
  const title = rulesetName(r, lang);
  const description = rulesetDescription(r, lang);
  return {
    ok: true,
    value: { type: 'sheet', lang, kind: r.kind, rulesetId: r.id, title, version: r.version, source: r.source, description, chain: r.chain, hash: game.hash, toc: true, sections },
  };
}

/** True if the effective value of option `name` differs from the kind's default. */
export function isChanged(game: CompiledGame, name: string): boolean {
  const spec = game.kind.options[name];
  return !!spec && canonicalJson(game.options[name] ?? null) !== canonicalJson(spec.default);
}

/** The table of every option in effect: value, default, description in `lang`, rules it changes. */
export function optionsSection(game: CompiledGame, lang: SheetLang): RuleSheetSection {
  const rows = Object.entries(game.kind.options).map(([name, spec]) => {
    const value = formatValue(game.options[name], lang);
    const changed = isChanged(game, name);
    return [name, changed ? `${value} (${label('changed', lang)})` : value, formatValue(spec.default, lang), spec.description[lang], (spec.rules ?? []).join(', ')];
  });
  return {
    id: 'options',
    title: label('options', lang),
    blocks: [
      { type: 'paragraph', text: label('optionsIntro', lang) },
      { type: 'table', head: [label('option', lang), label('value', lang), label('default', lang), label('description', lang), label('rules', lang)], rows, className: 'options' },
    ],
  };
}

/**
 * Adds to every rule of the kind's sections a note per option that changes that rule and is set away from
 * its default here, so a rule text written for the standard game never silently disagrees with the engine.
 */
function annotateRules(section: RuleSheetSection, game: CompiledGame, lang: SheetLang): RuleSheetSection {
  const notesFor = (id: string): string[] =>
    Object.entries(game.kind.options)
      .filter(([name, spec]) => (spec.rules ?? []).includes(id) && isChanged(game, name))
      .map(([name, spec]) => optionNote(name, spec.description[lang], game.options[name] as Json, lang));
  const blocks: RuleSheetBlock[] = section.blocks.map((b) => {
    if (b.type !== 'rules') return b;
    const rules: RuleSheetRule[] = b.rules.map((r) => {
      const notes = [...(r.notes ?? []), ...notesFor(r.id)];
      return notes.length ? { ...r, notes } : r;
    });
    return { type: 'rules', rules };
  });
  return { ...section, blocks, ...(section.sections ? { sections: section.sections.map((s) => annotateRules(s, game, lang)) } : {}) };
}

/** A rule note for an option set away from its default: a yes/no option says whether its statement holds. */
function optionNote(name: string, description: string, value: Json, lang: SheetLang): string {
  if (value === true) return `${label('holds', lang)}: ${description} (${name} = ${formatValue(value, lang)})`;
  if (value === false) return `${label('holdsNot', lang)}: ${description} (${name} = ${formatValue(value, lang)})`;
  return `${label('inThisRuleset', lang)}: ${name} = ${formatValue(value, lang)} — ${description}`;
}
