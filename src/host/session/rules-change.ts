// What changed between two versions of a table's rules, in sentences for the players ("Regeln geändert: …"): the
// house-rules card's sentences (each option as a sentence in the card's language, a rewritten rule by its new text),
// else the option diff's lines. Pure apart from the engine calls.
import {
  buildHouseRulesCard,
  compileRuleset,
  diffRulesets,
  formatOptionValue,
  type CompiledGame,
  type RuleSheet,
  type SheetLang,
} from '../../engine';

/**
 * The differences of `next` against `before` as sentences in `lang`, for the `rules-changed` message. Uses
 * `buildHouseRulesCard` (the rule sheet's option sentences); where it has none, `diffRulesets` as
 * "option: old → new" with the option's description. Option overrides (`--set`, the app's options) count as the
 * options they set. One sentence saying only the wording changed when the rules differ in nothing else.
 */
export function rulesChangedSentences(beforeGame: CompiledGame, nextGame: CompiledGame, lang: SheetLang): string[] {
  const before = withOverridesInOptions(beforeGame);
  const next = withOverridesInOptions(nextGame);
  const card = buildHouseRulesCard(before, next, lang);
  const out: string[] = [];
  if (card.ok) {
    const walk = (sections: RuleSheet['sections']): void => {
      for (const s of sections) {
        for (const b of s.blocks) if (b.type === 'list') out.push(...b.items);
        if (s.sections) walk(s.sections);
      }
    };
    walk(card.value.sections);
  }
  if (out.length) return out;
  const diff = diffRulesets(next.kind, before.ruleset, next.ruleset);
  if (diff.ok)
    for (const d of diff.value.differences)
      out.push(`${d.description[lang]}: ${formatOptionValue(d.a, lang)} → ${formatOptionValue(d.b, lang)}`);
  if (out.length) return out;
  return [lang === 'de' ? 'Der Wortlaut der Regeln wurde überarbeitet.' : 'The wording of the rules was revised.'];
}

/**
 * `game` with its option overrides written into the ruleset's options (as `compileRuleset` merges them), so that the
 * rule sheet and the ruleset diff, which read the ruleset, see them. `game` itself when it has none or the merged
 * ruleset does not compile (it compiled with the overrides, so that does not happen).
 */
function withOverridesInOptions(game: CompiledGame): CompiledGame {
  if (Object.keys(game.overrides).length === 0) return game;
  const merged = compileRuleset({ ...game.ruleset, options: { ...game.ruleset.options, ...game.overrides } }, {});
  return merged.ok ? merged.value : game;
}
