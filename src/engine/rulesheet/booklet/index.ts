// The booklet of a ruleset: the rules to learn from — idea and goal, material with a labelled picture,
// setup, the flow of a turn or round, every card or move in the second person, end of game and scoring, worked
// examples with named players replayed by the engine at export, the seeds' tips, and what differs from the usual
// rules in sentences. No rule IDs, notation or option names; those are in the reference. Pure.
import type { CompiledGame } from '../../core/game';
import type { Diagnostic, Json, Result, SheetLang } from '../../core/types';
import { canonicalJson } from '../../core/hash';
import { playerCount, rulesetDescription, rulesetName } from '../../ruleset/names';
import type { RulesetSource } from '../../ruleset/types';
import { bookletExample, checkExamples } from '../examples';
import { label } from '../labels';
import type { RuleSheet, SheetBlock, SheetExample, SheetSection, SheetTerm } from '../model';
import { isAppOnly, optionSentence } from '../sentences';
import { differenceItems, otherwiseNote } from '../house-rules';
import { term } from '../glossary';

export { isAppOnly } from '../sentences';
import { t } from './common';

/** Options of `buildBooklet`. */
export interface BookletOptions {
  readonly lang: SheetLang;
  /** The parsed ruleset file, so that example failures can name their line. */
  readonly source?: RulesetSource;
  /**
   * The usual rules a variant is told against: the root of its `extends` chain (dog/standard for Märki). Its "what
   * differs" section then says each change as the house-rules card against them does, with "(sonst: …)"; without it,
   * each option away from the kind's default, with the default in the brackets.
   */
  readonly base?: CompiledGame;
}

/**
 * The booklet of `game` in `opts.lang`. Runs every example of the ruleset first (the same engine check as the
 * reference); a failing one returns its diagnostics (`rulesheet/example-failed`, at its line) instead.
 */
export function buildBooklet(game: CompiledGame, opts: BookletOptions): Result<RuleSheet, Diagnostic[]> {
  const { lang } = opts;
  const checked = checkExamples(game, opts.source);
  if (!checked.ok) return { ok: false, error: checked.diagnostics };
  const r = game.ruleset;
  const kind = r.kind;
  const sheet = game.kind.rulesheet;
  const main = sheet?.bookletChapters?.(game, lang) ?? [];
  const tips = sheet?.bookletTips?.(game, lang) ?? [];
  // Each worked example is printed right after the text of the rule it shows (`placeExamples`); one whose rules no
  // chapter explains is gathered at the end.
  const examples = checked.examples.map((ex) =>
    bookletExample(ex, lang, (g, situation, before) => picture(g, situation, lang, before)),
  );
  const placed = placeExamples(main, examples);
  const sections: SheetSection[] = [...placed.sections];
  if (placed.unplaced.length) {
    sections.push({
      id: 'examples',
      title: t('Weitere Beispiele', 'More examples')[lang],
      blocks: placed.unplaced,
    });
  }
  if (tips.length) sections.push({ id: 'tips', title: t('Tipps', 'Tips')[lang], blocks: tips });
  const differs = differences(game, lang, opts.base);
  if (differs.length)
    sections.push({
      id: 'differences',
      title: t('Was hier anders ist als üblich', 'What differs from the usual rules')[lang],
      blocks: differs,
    });
  // The summary comes last, after every other chapter (examples included), printed whole on one page.
  const summary = sheet?.bookletSummary?.(game, lang);
  if (summary) sections.push(summary);
  return {
    ok: true,
    value: {
      type: 'booklet',
      lang,
      kind,
      rulesetId: r.id,
      title: rulesetName(r, lang),
      subtitle: label('booklet', lang),
      facts: facts(game, lang),
      version: r.version,
      source: r.source,
      description: rulesetDescription(r, lang),
      chain: r.chain,
      hash: game.hash,
      toc: false,
      sections,
      replayed: checked.examples.length > 0,
    },
  };
}

/** The box line under the title: how many play, in which teams, from which age. */
function facts(game: CompiledGame, lang: SheetLang): string {
  const c = playerCount(game);
  const de = lang === 'de';
  const who =
    c.min !== c.max
      ? de
        ? `${c.min} bis ${c.max} Personen`
        : `${c.min} to ${c.max} players`
      : de
        ? `${c.players} Personen`
        : `${c.players} players`;
  const word = term('teams', lang);
  const zu: Record<number, string> = { 2: 'zu zweit', 3: 'zu dritt' };
  const num = (n: number) => (de ? ['', 'einer', 'zwei', 'drei'][n] : ['', 'one', 'two', 'three'][n]) ?? String(n);
  const teams = c.teams.length
    ? c.teams.every((n) => n === c.teams[0])
      ? de
        ? ` in ${num(c.teams.length)} ${word} ${zu[c.teams[0]!] ?? `zu je ${c.teams[0]}`}`
        : ` in ${num(c.teams.length)} ${word} of ${num(c.teams[0]!)}`
      : de
        ? ', eine Person gegen zwei'
        : ', one against two'
    : de
      ? ', alle gegen alle'
      : ', everyone for themselves';
  const ages = game.kind.rulesheet?.ages;
  const age = ages ? ` · ${ages[lang]}` : '';
  // A kind played at several table sizes in teams of two (Gämsh: 4 or 6 players, GAM-001) says all of them.
  const sizes = c.sizes.filter((z) => z.teams !== undefined && z.teams > 0 && z.players === z.teams * 2);
  if (c.min === c.max && sizes.length > 1 && sizes.length === c.sizes.length) {
    const or = de ? ' oder ' : ' or ';
    const players = sizes.map((z) => z.players).join(or);
    const counts = sizes.map((z) => num(z.teams!)).join(or);
    return de
      ? `${players} Personen in ${counts} ${word} zu zweit${age}`
      : `${players} players in ${counts} ${word} of two${age}`;
  }
  return `${who}${teams}${age}`;
}

/**
 * The kind's picture of an example situation (`KindRuleSheet.examplePicture`, e.g. the coloured Dog board with
 * names, fields changed since `before` ringed), else the kind's `illustrate`; null when the position does not build.
 */
function picture(
  game: CompiledGame,
  situation: { position: string; turn?: number; hands?: Json; extra?: Json },
  lang: SheetLang,
  before?: string,
): string | null {
  const built = game.kind.fromScenario(game.rules, situation);
  if (!built.ok) return null;
  const own = game.kind.rulesheet?.examplePicture;
  if (own) return own(game, built.value, lang, before);
  return game.kind.illustrate ? game.kind.illustrate(game.rules, built.value, lang) : null;
}

/**
 * "What differs from the usual rules", only the differences, each with the usual rule in brackets ("(sonst: …)" /
 * "(otherwise: …)"), never a whole rule text again: against `base` (the root of a variant's chain) the house-rules
 * card's sentences (`differenceItems`: the variant's rewritten sentences and each other differing option); without
 * it, every option set away from the kind's default. Options the kind's chapters state themselves
 * (`bookletTells`) and app-only settings are left out. Empty for the standard rules.
 */
function differences(game: CompiledGame, lang: SheetLang, base: CompiledGame | undefined): SheetBlock[] {
  let items: string[] | null = null;
  if (base && base.ruleset.id !== game.ruleset.id && base.kind.id === game.kind.id) {
    const listed = differenceItems(base, game, lang);
    if (listed.ok) items = listed.value;
  }
  if (!items) {
    items = [];
    for (const [name, spec] of Object.entries(game.kind.options)) {
      if (canonicalJson(game.options[name] ?? null) === canonicalJson(spec.default)) continue;
      if (isAppOnly(spec.description.en)) continue;
      if (game.kind.rulesheet?.bookletTells?.includes(name)) continue;
      const now = optionSentence(game.kind, name, spec, game.options[name] as Json, lang);
      const usual = optionSentence(game.kind, name, spec, spec.default, lang);
      items.push(otherwiseNote(now, usual, lang));
    }
  }
  return items.length ? [{ type: 'list', items: [...new Set(items)] }] : [];
}

/**
 * Puts each worked example right after the text of the rule it shows: at the first place, in reading order, that
 * explains its first rule that any place explains (`examples[i].rules` in their order, e.g. DOG-075 for the Jack
 * swap). A place is a term whose `rules` name the rule (the term list is split after it) or an `anchor` block (set
 * by a kind after a paragraph). Several examples at one place keep their order. Every anchor is removed. Returns the
 * sections with the examples in place and those no place explains (in their order). Pure.
 */
export function placeExamples(
  sections: readonly SheetSection[],
  examples: readonly SheetExample[],
): { sections: SheetSection[]; unplaced: SheetExample[] } {
  const places: { readonly key: object; readonly rules: readonly string[] }[] = [];
  const collect = (s: SheetSection): void => {
    for (const b of s.blocks) {
      if (b.type === 'anchor') places.push({ key: b, rules: b.rules });
      else if (b.type === 'terms')
        for (const i of b.items) if (i.rules?.length) places.push({ key: i, rules: i.rules });
    }
    for (const c of s.sections ?? []) collect(c);
  };
  sections.forEach(collect);
  const at = new Map<object, SheetExample[]>();
  const unplaced: SheetExample[] = [];
  for (const ex of examples) {
    let place: object | undefined;
    for (const rule of ex.rules) {
      place = places.find((p) => p.rules.includes(rule))?.key;
      if (place) break;
    }
    if (place) at.set(place, [...(at.get(place) ?? []), ex]);
    else unplaced.push(ex);
  }
  const rebuild = (s: SheetSection): SheetSection => {
    const blocks: SheetBlock[] = [];
    for (const b of s.blocks) {
      if (b.type === 'anchor') blocks.push(...(at.get(b) ?? []));
      else if (b.type === 'terms') {
        let run: SheetTerm[] = [];
        for (const item of b.items) {
          run.push(item);
          const here = at.get(item);
          if (here) {
            blocks.push({ ...b, items: run }, ...here);
            run = [];
          }
        }
        if (run.length) blocks.push({ ...b, items: run });
      } else blocks.push(b);
    }
    return { ...s, blocks, ...(s.sections ? { sections: s.sections.map(rebuild) } : {}) };
  };
  return { sections: sections.map(rebuild), unplaced };
}
