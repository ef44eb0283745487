// The house-rules card: one page, titled in the card's language, saying in sentences how a
// variant differs from a base ruleset — the variant's own rule texts where it rewrites a rule, a sentence per
// other differing option (never an identifier or a code), and the rules that come into force with the variant
// (six players, three players). Pure; the comparison itself is `diffRulesets` (ruleset/diff.ts), shared with
// `rulebench diff`.
import type { CompiledGame } from '../core/game';
import type { EngineError, Json, Result, SheetLang } from '../core/types';
import { diffRulesets } from '../ruleset/diff';
import { rulesetDescription, rulesetName } from '../ruleset/names';
import { ruleTextOf } from '../ruleset/texts';
import { bookletText } from './booklet/common';
import { isAppOnly } from './booklet';
import { label } from './labels';
import type { RuleSheet, SheetSection } from './model';
import { optionSentence } from './sentences';

/** Dog rule groups that apply only with some tables (docs/rules/dog.md): in force or not, per compiled options. */
const DOG_TABLE_RULES: readonly {
  ids: readonly string[];
  when: (o: Readonly<Record<string, Json>>) => boolean;
  title: { de: string; en: string };
}[] = [
  {
    ids: ['DOG-120', 'DOG-121', 'DOG-122', 'DOG-123', 'DOG-124'],
    when: (o) => o['playerCount'] === 3,
    title: { de: 'Zu dritt gelten zusätzlich diese Regeln:', en: 'With three players these rules apply as well:' },
  },
  {
    ids: ['DOG-130', 'DOG-131'],
    when: (o) => o['playerCount'] === 6,
    title: { de: 'Zu sechst gelten zusätzlich diese Regeln:', en: 'With six players these rules apply as well:' },
  },
  {
    ids: ['DOG-132', 'DOG-133'],
    when: (o) => o['playerCount'] === 6 && o['teamLayout'] === '2x3',
    title: { de: 'In Teams zu dritt gilt ausserdem:', en: 'In teams of three, also:' },
  },
];

/**
 * The house-rules card of `variant` against `base` in `lang`: title "Hausregeln: <variant name>", subtitle
 * naming the base, then the differences as sentences. Fails with `diff/different-kinds` when the two rulesets
 * are of different kinds.
 */
export function buildHouseRulesCard(
  base: CompiledGame,
  variant: CompiledGame,
  lang: SheetLang,
): Result<RuleSheet, EngineError> {
  const diff = diffRulesets(variant.kind, base.ruleset, variant.ruleset);
  if (!diff.ok) return diff;
  const v = variant.ruleset;
  const b = base.ruleset;
  const kind = v.kind;
  const vTexts = v.texts as Record<string, Json>;
  const bTexts = b.texts as Record<string, Json>;
  // Rules the variant words differently: printed as the variant's own text.
  const rewritten = Object.keys(vTexts).filter(
    (id) => /^[A-Z]{3}-\d{3}$/.test(id) && ruleTextOf(vTexts, id, lang) !== ruleTextOf(bTexts, id, lang),
  );
  const covered = new Set(rewritten);
  const items: string[] = rewritten.map((id) => bookletText(ruleTextOf(vTexts, id, lang) ?? ''));
  for (const d of diff.value.differences) {
    if (isAppOnly(d.description.en)) continue;
    // An option whose rules the variant rewrote is said by that text already (Märki's deal schedule, DOG-011).
    if (d.rules.some((r) => covered.has(r))) continue;
    const sentence = optionSentence(kind, d.option, variant.kind.options[d.option], d.b, lang);
    const before = optionSentence(kind, d.option, variant.kind.options[d.option], d.a, lang);
    items.push(`${sentence} ${lang === 'de' ? '(Sonst:' : '(Usually:'} ${before.replace(/\.$/, '')}.)`);
  }
  const sections: SheetSection[] = [
    {
      id: 'differences',
      title: lang === 'de' ? 'Was anders ist' : 'What is different',
      blocks: items.length
        ? [
            {
              type: 'paragraph',
              text:
                lang === 'de'
                  ? `Es gelten die Regeln von ${rulesetName(b, lang)} mit diesen Änderungen:`
                  : `The rules of ${rulesetName(b, lang)} apply, with these changes:`,
            },
            { type: 'list', items },
          ]
        : [{ type: 'paragraph', text: label('noDifferences', lang) }],
    },
  ];
  if (kind === 'dog') {
    for (const g of DOG_TABLE_RULES) {
      if (!g.when(variant.options) || g.when(base.options)) continue;
      sections.push({
        id: `in-force-${g.ids[0]!.toLowerCase()}`,
        title: g.title[lang],
        blocks: [
          { type: 'list', items: g.ids.map((id) => bookletText(ruleTextOf(vTexts, id, lang) ?? '')).filter(Boolean) },
        ],
      });
    }
  }
  const card: RuleSheet = {
    type: 'house-rules',
    lang,
    kind,
    rulesetId: v.id,
    title: `${label('houseRules', lang)}: ${rulesetName(v, lang)}`,
    subtitle:
      lang === 'de' ? `Was anders ist als bei ${rulesetName(b, lang)}` : `How it differs from ${rulesetName(b, lang)}`,
    version: v.version,
    source: v.source,
    description: rulesetDescription(v, lang),
    chain: v.chain,
    hash: variant.hash,
    toc: false,
    sections,
  };
  return { ok: true, value: card };
}
