// The house-rules card: one page, titled in the card's language, saying in sentences how a
// variant differs from a base ruleset — the variant's own rule texts where it rewrites a rule, a sentence per
// other differing option (never an identifier or a code), and the rules that come into force with the variant
// (the kind's `houseRulesInForce`, e.g. Dog with six or three players). Pure; the comparison itself is `diffRulesets` (ruleset/diff.ts), shared with
// `rulebench diff`.
import type { CompiledGame } from '../core/game';
import type { EngineError, Json, Result, SheetLang } from '../core/types';
import { diffRulesets } from '../ruleset/diff';
import { rulesetDescription, rulesetName } from '../ruleset/names';
import { ruleTextOf } from '../ruleset/texts';
import { bookletText } from './booklet/common';
import { isAppOnly } from './sentences';
import { label } from './labels';
import type { RuleSheet, SheetSection } from './model';
import { optionSentence } from './sentences';

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
  const listed = differenceItems(base, variant, lang);
  if (!listed.ok) return listed;
  const items = listed.value;
  const v = variant.ruleset;
  const b = base.ruleset;
  const kind = v.kind;
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
  sections.push(...(variant.kind.rulesheet?.houseRulesInForce?.(base, variant, lang) ?? []));
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

/**
 * How `variant` differs from `base`, one sentence each in `lang`, each with the usual rule as "(sonst: …)" /
 * "(otherwise: …)": the variant's own rule texts where it rewrites a rule (only the sentences the base does not say
 * too, e.g. Märki's DOG-011, DOG-012, DOG-112; a text reworded while no option of its rule differs is no difference
 * and left out), then a sentence per other differing option, then each change of the
 * kind's tables (`tableDifferences`: Dog's card table). Never an option name or a code. Shared by the house-rules
 * card and a variant booklet's "what differs". Fails with `diff/different-kinds` when the two rulesets are of
 * different kinds.
 */
export function differenceItems(
  base: CompiledGame,
  variant: CompiledGame,
  lang: SheetLang,
): Result<string[], EngineError> {
  const diff = diffRulesets(variant.kind, base.ruleset, variant.ruleset);
  if (!diff.ok) return diff;
  const v = variant.ruleset;
  const b = base.ruleset;
  const vTexts = v.texts as Record<string, Json>;
  const bTexts = b.texts as Record<string, Json>;
  // Rules the variant words differently: printed as the variant's own text, without the sentences it shares with
  // the base text (those are no difference), and with what the base rules say instead.
  const rewritten = Object.keys(vTexts).filter(
    (id) => /^[A-Z]{3}-\d{3}$/.test(id) && ruleTextOf(vTexts, id, lang) !== ruleTextOf(bTexts, id, lang),
  );
  const covered = new Set(rewritten);
  const note = (now: string, before: string) => otherwiseNote(now, before, lang);
  const items: string[] = [];
  for (const id of rewritten) {
    const mine = bookletText(ruleTextOf(vTexts, id, lang) ?? '');
    const theirs = bookletText(ruleTextOf(bTexts, id, lang) ?? '');
    const changed = ownSentences(mine, theirs);
    if (!changed) continue;
    // The usual rule: the base's sentence for each differing option of this rule, else the base's own sentences.
    const options = diff.value.differences.filter((d) => d.rules.includes(id) && !isAppOnly(d.description.en));
    // A text reworded while no option of its rule differs plays the same: only words changed (Märki with three
    // players says "side" where Märki says "team"), no difference to list.
    if (!options.length) continue;
    const before = options.length
      ? options.map((d) => optionSentence(variant.kind, d.option, variant.kind.options[d.option], d.a, lang)).join(' ')
      : ownSentences(theirs, mine);
    items.push(before ? note(changed, before) : changed);
  }
  for (const d of diff.value.differences) {
    if (isAppOnly(d.description.en)) continue;
    // An option whose rules the variant rewrote is said by that text already (Märki's deal schedule, DOG-011).
    if (d.rules.some((r) => covered.has(r))) continue;
    const sentence = optionSentence(variant.kind, d.option, variant.kind.options[d.option], d.b, lang);
    const before = optionSentence(variant.kind, d.option, variant.kind.options[d.option], d.a, lang);
    items.push(note(sentence, before));
  }
  for (const d of variant.kind.rulesheet?.tableDifferences?.(base, variant, lang) ?? [])
    items.push(note(d.now, d.before));
  return { ok: true, value: items };
}

/**
 * A changed rule with the usual one after it in brackets: "Es spielen 6 Personen. (sonst: Es spielen 4 Personen.)" /
 * "… (otherwise: …)". Brackets inside the usual rule are not nested into the note: a bracket at its end becomes a
 * colon ("dann beginnt es wieder von vorn: 6, 5, 4, 3, 2, 6, 5 …"), one inside it a dash before it (and after it
 * unless a comma follows); a usual rule
 * ending in "…" gets no full stop after it. A changed rule that is a card-table line without a full stop ("3: drei
 * Felder vorwärts oder rückwärts") gets one, so that every item reads "Rule. (sonst: usual rule.)".
 */
export function otherwiseNote(now: string, before: string, lang: SheetLang): string {
  const usual = before
    .trim()
    .replace(/\.$/, '')
    .replace(/\s*\(([^()]*)\)$/, ': $1')
    .replace(/\s*\(([^()]*)\)(?=[,;:])/g, ' – $1')
    .replace(/\s*\(([^()]*)\)/g, ' – $1 –');
  const rule = /[.!?…]$/.test(now.trim()) ? now.trim() : `${now.trim()}.`;
  return `${rule} (${lang === 'de' ? 'sonst' : 'otherwise'}: ${usual}${usual.endsWith('…') ? '' : '.'})`;
}

/**
 * The sentences of rule text `text` that `other` does not also say, joined again ("" when every sentence is
 * shared): a house rule's rewritten text without what the base rules say in the same words.
 */
export function ownSentences(text: string, other: string): string {
  const split = (x: string) =>
    x
      .split(/(?<=[.!?])\s+(?=[A-ZÄÖÜ„"])/)
      .map((p) => p.trim())
      .filter(Boolean);
  const theirs = new Set(split(other));
  return split(text)
    .filter((p) => !theirs.has(p))
    .join(' ');
}
