// Dog's rule-sheet members (`GameKind.rulesheet`): the booklet's chapters, tips and board pictures (booklet.ts,
// booklet-board.ts), the option sentences (option-sentences.ts), and the rule groups a house-rules card lists when a
// variant brings them into force. Pure.
import type { CompiledGame } from '../../core/game';
import type { Json, SheetLang } from '../../core/types';
import { ruleTextOf } from '../../ruleset/texts';
import { bookletText, SEAT_NAMES } from '../../rulesheet/booklet/common';
import type { KindRuleSheet } from '../../rulesheet/kind-sheet';
import type { SheetSection } from '../../rulesheet/model';
import { dogBookletSections, dogTips } from './booklet';
import { dogBoardSvg } from './booklet-board';
import { dogSummary } from './booklet-cards';
import { DOG_OPTION_SENTENCES } from './option-sentences';
import { cardDifferences } from './card-words';
import type { DogRules } from './rules';
import type { DogState } from './state';

/**
 * Dog rule groups that apply only with some tables (docs/rules/dog.md): in force or not, per compiled options.
 * `prefix`: the words each rule text of the group opens with that the group's title says already ("In Teams zu
 * dritt: …" under "In Teams zu dritt gilt ausserdem:"), left out on the card. DOG-130 (six seats, the 96-field
 * board, both team layouts) is not listed: a card's differences already say the board and the layout of its own
 * variant (`boardDifference`, the teamLayout option), and the other layout is no rule of that variant.
 */
const DOG_TABLE_RULES: readonly {
  ids: readonly string[];
  when: (o: Readonly<Record<string, Json>>) => boolean;
  title: { de: string; en: string };
  prefix?: { de: string; en: string };
}[] = [
  {
    ids: ['DOG-120', 'DOG-121', 'DOG-122', 'DOG-123', 'DOG-124'],
    when: (o) => o['playerCount'] === 3,
    title: { de: 'Zu dritt gelten zusätzlich diese Regeln:', en: 'With three players these rules apply as well:' },
  },
  {
    ids: ['DOG-131'],
    when: (o) => o['playerCount'] === 6,
    title: { de: 'Zu sechst gelten zusätzlich diese Regeln:', en: 'With six players these rules apply as well:' },
  },
  {
    ids: ['DOG-132', 'DOG-133'],
    when: (o) => o['playerCount'] === 6 && o['teamLayout'] === '2x3',
    title: { de: 'In Teams zu dritt gilt ausserdem:', en: 'In teams of three, also:' },
    prefix: { de: 'In Teams zu dritt: ', en: 'Teams of 3: ' },
  },
];

/** `text` without `prefix` at its start, its first letter then upper-case; `text` itself when it does not start so. */
function withoutPrefix(text: string, prefix: string | undefined): string {
  if (!prefix || !text.startsWith(prefix)) return text;
  const rest = text.slice(prefix.length);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** The sections for the rule groups `variant` brings into force and `base` does not (`DOG_TABLE_RULES`). */
function dogRulesInForce(base: CompiledGame, variant: CompiledGame, lang: SheetLang): SheetSection[] {
  const vTexts = variant.ruleset.texts as Record<string, Json>;
  const sections: SheetSection[] = [];
  for (const g of DOG_TABLE_RULES) {
    if (!g.when(variant.options) || g.when(base.options)) continue;
    sections.push({
      id: `in-force-${g.ids[0]!.toLowerCase()}`,
      title: g.title[lang],
      blocks: [
        {
          type: 'list',
          items: g.ids
            .map((id) => withoutPrefix(bookletText(ruleTextOf(vTexts, id, lang) ?? ''), g.prefix?.[lang]))
            .filter(Boolean),
        },
      ],
    });
  }
  return sections;
}

/**
 * The coloured Dog board of an example with the seeds' names; track fields whose occupant changed since the
 * position `before` are ringed.
 */
function dogExamplePicture(game: CompiledGame, state: unknown, lang: SheetLang, before?: string): string {
  const rules = game.rules as DogRules;
  const now = state as DogState;
  const marks: number[] = [];
  if (before !== undefined) {
    const prev = game.kind.fromScenario(game.rules, { position: before });
    if (prev.ok) {
      const occ = (pos: readonly number[]) =>
        new Map(pos.map((p, i) => [p, i] as const).filter(([p]) => p >= 0 && p < rules.N));
      const a = occ((prev.value as DogState).pos);
      const b = occ(now.pos);
      for (let f = 0; f < rules.N; f++) if (a.get(f) !== b.get(f)) marks.push(f);
    }
  }
  return dogBoardSvg(rules, now, lang, { names: SEAT_NAMES, size: 200, marks });
}

/** Dog's rule-sheet members. */
export const dogRuleSheet: KindRuleSheet = {
  bookletChapters: dogBookletSections,
  bookletTips: dogTips,
  bookletSummary: dogSummary,
  ages: { de: 'ab 8 Jahren', en: 'ages 8 and up' },
  examplePicture: dogExamplePicture,
  optionSentences: DOG_OPTION_SENTENCES,
  houseRulesInForce: dogRulesInForce,
  tableDifferences: (base, variant, lang) => [
    ...boardDifference(base.rules as DogRules, variant.rules as DogRules, lang),
    ...cardDifferences((base.rules as DogRules).cards, (variant.rules as DogRules).cards, lang),
  ],
};

/**
 * The board's track when its length differs between `base` and `variant` (DOG-001, DOG-130: 16 fields per seat,
 * 64 with four seats, 96 with six), as "now / before" sentences for a house-rules card and a booklet's "what
 * differs"; empty when both tracks have as many fields.
 */
export function boardDifference(base: DogRules, variant: DogRules, lang: SheetLang): { now: string; before: string }[] {
  if (base.N === variant.N) return [];
  const per = variant.N / variant.seats;
  return [
    lang === 'de'
      ? {
          now: `Das Spielbrett hat eine Bahn von ${variant.N} Feldern (${per} pro Platz) und ${variant.seats} Zwinger, Startfelder und Ziele.`,
          before: `eine Bahn von ${base.N} Feldern und ${base.seats} Zwinger, Startfelder und Ziele`,
        }
      : {
          now: `The board has a track of ${variant.N} fields (${per} per seat) and ${variant.seats} kennels, start fields and finishes.`,
          before: `a track of ${base.N} fields and ${base.seats} kennels, start fields and finishes`,
        },
  ];
}
