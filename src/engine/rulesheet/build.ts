// Builds the reference document from a compiled game: header, the kind's sections
// (`GameKind.describe`) with every rule printed once, the options in effect as sentences and words (never JSON;
// app-only settings of the digital table left out), and the ruleset's examples replayed by the engine. Pure; a
// failing example makes the whole build fail with diagnostics.
import type { CompiledGame } from '../core/game';
import type {
  Diagnostic,
  Json,
  Result,
  RuleSheetBlock,
  RuleSheetRule,
  RuleSheetSection,
  SheetLang,
} from '../core/types';
import { canonicalJson } from '../core/hash';
import type { RulesetSource } from '../ruleset/types';
import { rulesetDescription, rulesetName } from '../ruleset/names';
import { hasRuleText, ruleTextOf } from '../ruleset/texts';
import { isAppOnly } from './sentences';
import { runExamples } from './examples';
import { formatValue, label } from './labels';
import type { RuleSheet } from './model';
import { optionSentence } from './sentences';

/** Options of `buildRuleSheet`. */
export interface RuleSheetOptions {
  readonly lang: SheetLang;
  /** The parsed ruleset file, so that example failures can name their line. */
  readonly source?: RulesetSource;
}

/**
 * The reference of `game` in `opts.lang` (the numbered rules with IDs and every option). Runs every example of
 * the ruleset first; if one fails, returns its diagnostics (`rulesheet/example-failed`, at the example's line).
 */
export function buildRuleSheet(game: CompiledGame, opts: RuleSheetOptions): Result<RuleSheet, Diagnostic[]> {
  const { lang } = opts;
  const examples = runExamples(game, lang, opts.source);
  if (!examples.ok) return { ok: false, error: examples.diagnostics };
  const kindSections = game.kind.describe ? game.kind.describe(game.rules, game.ruleset, lang) : [];
  const sections: RuleSheetSection[] = [
    ...printRulesOnce(kindSections).map((s) => annotateRules(s, game, lang)),
    optionsSection(game, lang),
    ...(examples.section ? [examples.section] : []),
  ];
  const rest = catalogueSection(game, sections, lang);
  if (rest) sections.push(rest);
  const r = game.ruleset;
  // One lookup for every surface (Library, cards, sheets): names never inherit, descriptions do (ruleset/names.ts).
  return {
    ok: true,
    value: {
      type: 'sheet',
      lang,
      kind: r.kind,
      rulesetId: r.id,
      title: rulesetName(r, lang),
      subtitle: label('reference', lang),
      version: r.version,
      source: r.source,
      description: rulesetDescription(r, lang),
      chain: r.chain,
      hash: game.hash,
      toc: true,
      sections,
    },
  };
}

/** True if the effective value of option `name` differs from the kind's default. */
export function isChanged(game: CompiledGame, name: string): boolean {
  const spec = game.kind.options[name];
  return !!spec && canonicalJson(game.options[name] ?? null) !== canonicalJson(spec.default);
}

/**
 * The table of every option in effect (app-only settings of the digital table left out, see `isAppOnly`): name,
 * value in words (with the default where it differs), description in `lang`, rules it changes.
 */
export function optionsSection(game: CompiledGame, lang: SheetLang): RuleSheetSection {
  const rows = Object.entries(game.kind.options)
    .filter(([, spec]) => !isAppOnly(spec.description.en))
    .map(([name, spec]) => {
      const value = formatValue(game.options[name], lang);
      // The default only where the value differs from it: a fourth column of repeated values left the
      // description too narrow and long values ran into each other.
      const shown = isChanged(game, name)
        ? `${value} (${label('changed', lang)}; ${label('default', lang)}: ${formatValue(spec.default, lang)})`
        : value;
      return [name, shown, spec.description[lang], (spec.rules ?? []).join(', ')];
    });
  return {
    id: 'options',
    title: label('options', lang),
    blocks: [
      { type: 'paragraph', text: label('optionsIntro', lang) },
      {
        type: 'table',
        head: [label('option', lang), label('value', lang), label('description', lang), label('rules', lang)],
        rows,
        className: 'options',
      },
    ],
  };
}

/** Rule IDs of catalogue families, e.g. `V01`, `AMB-12`, `H-24`, `HG-03`, `DIG-050`, `T-01`, `G27`, `C-01`. */
const CATALOGUE_ID = /^([A-Z]+)-?(\d+)$/;

/** Titles of the catalogue's ID families (the prefix of the ID); an unknown family is titled by its prefix. */
const FAMILY_TITLES: Readonly<Record<string, { readonly de: string; readonly en: string }>> = {
  V: { de: 'V — Variantentabelle', en: 'V — variant table' },
  AMB: { de: 'AMB — offene Stellen der Quellen', en: 'AMB — ambiguities of the sources' },
  H: { de: 'H — Lücken des Entwurfs und ihre Optionen', en: 'H — holes of the draft and their options' },
  HG: { de: 'HG — Lücken der Regel und ihre Optionen', en: 'HG — holes of the rules and their options' },
  C: { de: 'C — Widersprüche des Entwurfs', en: 'C — contradictions of the draft' },
  DIG: { de: 'DIG — digitale Umsetzung', en: 'DIG — digital adaptation' },
  T: { de: 'T — Testbeispiele', en: 'T — test examples' },
  G: { de: 'G — Testbeispiele', en: 'G — test examples' },
};

/** Every rule ID printed in `sections` (rules blocks, recursively). */
function printedIds(sections: readonly RuleSheetSection[]): Set<string> {
  const ids = new Set<string>();
  const collect = (s: RuleSheetSection): void => {
    for (const b of s.blocks) if (b.type === 'rules') for (const r of b.rules) ids.add(r.id);
    for (const c of s.sections ?? []) collect(c);
  };
  sections.forEach(collect);
  return ids;
}

/**
 * The entries of the ruleset's `texts` that no section printed (the kinds print their rules DOG-/GAS-/GAM-…;
 * variant rows V…, holes H-…/HG-…, ambiguities AMB-…, contradictions C-…, the digital adaptation DIG-… and test
 * examples T-…/G… are texts too), one sub-section per ID family in order of their number, so every rule ID the
 * ruleset defines is printed once. Null when nothing is left.
 */
function catalogueSection(
  game: CompiledGame,
  printed: readonly RuleSheetSection[],
  lang: SheetLang,
): RuleSheetSection | null {
  const texts = game.ruleset.texts as Record<string, Json>;
  const seen = printedIds(printed);
  const families = new Map<string, { id: string; n: number }[]>();
  for (const id of Object.keys(texts)) {
    const m = CATALOGUE_ID.exec(id);
    if (!m || seen.has(id)) continue;
    const list = families.get(m[1]!) ?? [];
    list.push({ id, n: Number(m[2]) });
    families.set(m[1]!, list);
  }
  if (!families.size) return null;
  const sections: RuleSheetSection[] = [...families.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([family, ids]) => ({
      id: `catalogue-${family.toLowerCase()}`,
      title: FAMILY_TITLES[family]?.[lang] ?? family,
      blocks: [
        {
          type: 'rules' as const,
          rules: ids.sort((a, b) => a.n - b.n).map(({ id }) => ({ id, text: ruleTextOf(texts, id, lang) ?? '' })),
        },
      ],
    }));
  // Entries the ruleset words in one language only are printed in that language; the intro says so.
  const foreign = [...families.values()].some((ids) => ids.some(({ id }) => !hasRuleText(texts, id, lang)));
  return {
    id: 'catalogue',
    title: label('catalogue', lang),
    blocks: [
      {
        type: 'paragraph',
        text: `${label('catalogueIntro', lang)}${foreign ? ` ${label('catalogueOtherLanguage', lang)}` : ''}`,
      },
    ],
    sections,
  };
}

/**
 * Every rule once: when the kind's sections contain the full catalogue (a section `rules`), the rule
 * lists of the other sections (setup, turn…) drop the rules the catalogue prints anyway.
 */
function printRulesOnce(sections: readonly RuleSheetSection[]): RuleSheetSection[] {
  const catalogue = sections.find((s) => s.id === 'rules');
  if (!catalogue) return [...sections];
  const ids = new Set<string>();
  const collect = (s: RuleSheetSection): void => {
    for (const b of s.blocks) if (b.type === 'rules') for (const r of b.rules) ids.add(r.id);
    for (const c of s.sections ?? []) collect(c);
  };
  collect(catalogue);
  const strip = (s: RuleSheetSection): RuleSheetSection => ({
    ...s,
    blocks: s.blocks
      .map((b) => (b.type === 'rules' ? { type: 'rules' as const, rules: b.rules.filter((r) => !ids.has(r.id)) } : b))
      .filter((b) => b.type !== 'rules' || b.rules.length > 0),
    ...(s.sections ? { sections: s.sections.map(strip) } : {}),
  });
  return sections.map((s) => (s === catalogue ? s : strip(s)));
}

/**
 * Adds to every rule of the kind's sections a note per option that changes that rule and is set away from
 * its default here — as a sentence — so a rule text written for the standard game never silently disagrees with
 * the engine.
 */
function annotateRules(section: RuleSheetSection, game: CompiledGame, lang: SheetLang): RuleSheetSection {
  const notesFor = (id: string): string[] =>
    Object.entries(game.kind.options)
      .filter(
        ([name, spec]) => (spec.rules ?? []).includes(id) && isChanged(game, name) && !isAppOnly(spec.description.en),
      )
      .map(
        ([name, spec]) =>
          `${label('inThisRuleset', lang)}: ${optionSentence(game.kind, name, spec, game.options[name] as Json, lang)}`,
      );
  const blocks: RuleSheetBlock[] = section.blocks.map((b) => {
    if (b.type !== 'rules') return b;
    const rules: RuleSheetRule[] = b.rules.map((r) => {
      const notes = [...(r.notes ?? []), ...notesFor(r.id)];
      return notes.length ? { ...r, notes } : r;
    });
    return { type: 'rules', rules };
  });
  return {
    ...section,
    blocks,
    ...(section.sections ? { sections: section.sections.map((s) => annotateRules(s, game, lang)) } : {}),
  };
}
