// The house-rules card (issue 8): one page listing only the options in which a variant differs from a base
// ruleset, with both values and the option's description in the sheet's language. Pure; the comparison
// itself is `diffRulesets` (ruleset/diff.ts), shared with `rulebench diff`.
import type { CompiledGame } from '../core/game';
import type { EngineError, Result, SheetLang } from '../core/types';
import { diffRulesets } from '../ruleset/diff';
import { formatValue, label } from './labels';
import type { RuleSheet } from './model';

/**
 * The house-rules card of `variant` against `base` in `lang`: a one-page sheet without a table of contents,
 * one table row per differing option (name, base value, variant value, description, rules). Fails with
 * `diff/different-kinds` when the two rulesets are of different kinds.
 */
export function buildHouseRulesCard(base: CompiledGame, variant: CompiledGame, lang: SheetLang): Result<RuleSheet, EngineError> {
  const diff = diffRulesets(variant.kind, base.ruleset, variant.ruleset);
  if (!diff.ok) return diff;
  const v = variant.ruleset;
  const b = base.ruleset;
  const rows = diff.value.differences.map((d) => [d.option, formatValue(d.a, lang), formatValue(d.b, lang), d.description[lang], d.rules.join(', ')]);
  const intro = lang === 'de'
    ? `${rows.length} von ${diff.value.compared} Optionen unterscheiden sich. ${label('houseRulesIntro', lang)}`
    : `${rows.length} of ${diff.value.compared} options differ. ${label('houseRulesIntro', lang)}`;
  const card: RuleSheet = {
    type: 'house-rules',
    lang,
    kind: v.kind,
    rulesetId: v.id,
    title: `${label('houseRules', lang)}: ${v.name}`,
    subtitle: `${label('houseRulesVs', lang)} ${b.name} (${b.id} ${b.version})`,
    version: v.version,
    source: v.source,
    description: v.description,
    chain: v.chain,
    hash: variant.hash,
    toc: false,
    sections: [
      {
        id: 'differences',
        title: label('houseRules', lang),
        blocks: rows.length
          ? [
              { type: 'paragraph', text: intro },
              { type: 'table', head: [label('option', lang), b.id, v.id, label('description', lang), label('rules', lang)], rows, className: 'options diff' },
            ]
          : [{ type: 'paragraph', text: label('noDifferences', lang) }],
      },
    ],
  };
  return { ok: true, value: card };
}
