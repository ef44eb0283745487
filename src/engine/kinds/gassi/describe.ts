// Rule-sheet sections of the Gassi kind: the deck, the full state-transition table (dog state × move
// → next state) and every move with its example plays, all read from the compiled move table, so the sheet
// says what the engine plays; rule texts (GAS-…) from the ruleset's `texts:` when it has them. Pure.
import type { Json, RuleSheetSection, SheetLang } from '../../core/types';
import type { Ruleset } from '../../ruleset/types';
import { ruleTextOf } from '../../ruleset/texts';
import type { GassiRules } from './rules';

const BY: Record<string, { de: string; en: string }> = {
  self: { de: 'eigener neuer Stapel', en: 'own new pile' },
  owner: { de: 'Besitzer', en: 'owner' },
  others: { de: 'alle ausser dem Besitzer', en: 'anyone but the owner' },
  anyone: { de: 'alle', en: 'anyone' },
};

/**
 * A play line of the move table as printed, keeping only the card groups the rules in force allow: a group of
 * more than `maxCards` cards (e.g. `STREET:STREET:STREET` when WALK allows one walker, GAS-141; five JUNK when
 * GIVEAWAY allows two, GAS-092) is left out; null when no group is left.
 */
export function limitPlays(source: string, maxCards: number): string | null {
  const [left, ...rest] = source.split('->');
  if (left === undefined || !rest.length) return source;
  const groups = left
    .split(',')
    .map((g) => g.trim())
    .filter((g) => g && g.split(':').length <= maxCards);
  return groups.length ? `${groups.join(', ')} ->${rest.join('->')}` : null;
}

/** The rule-sheet sections of a Gassi ruleset (GameKind `describe`). */
export function describeGassi(rules: GassiRules, ruleset: Ruleset, lang: SheetLang): RuleSheetSection[] {
  const de = lang === 'de';
  const total = rules.cards.reduce((n, c) => n + c.count, 0);
  const material: RuleSheetSection = {
    id: 'material',
    title: de ? 'Spielmaterial' : 'Material',
    blocks: [
      {
        type: 'paragraph',
        text: de
          ? `${rules.players} Personen; ${total} Karten in ${rules.cards.length} Sorten, Umgebungen: ${rules.realms.map((r) => r.name).join(', ')}.`
          : `${rules.players} players; ${total} cards of ${rules.cards.length} kinds; realms: ${rules.realms.map((r) => r.name).join(', ')}.`,
      },
      {
        type: 'table',
        head: [de ? 'Karte' : 'Card', de ? 'Rolle' : 'Role', de ? 'Umgebung' : 'Realm', de ? 'Anzahl' : 'Count'],
        rows: [
          ...rules.cards.map((c) => [c.name, c.role, rules.realms[c.realm]?.name ?? '—', String(c.count)]),
          ['', '', de ? 'Total' : 'Total', String(total)],
        ],
        caption: de ? 'Kartensatz' : 'Deck',
      },
    ],
  };
  const moveNames = [...rules.moves.map((m) => m.name), ...(rules.pull ? [rules.pull.name] : [])];
  const cell = (state: string, move: string): string => {
    const m = rules.moves.find((x) => x.name === move);
    if (m) return m.from.has(state) ? (m.to ?? state) : '';
    const c = rules.pull?.cases.get(state);
    return c ? (c.to ?? state) : '';
  };
  const newDogMoves = rules.moves.filter((m) => m.newDog).map((m) => `${m.name} → ${m.to ?? '—'}`);
  const transitions: RuleSheetSection = {
    id: 'states',
    title: de ? 'Hundezustände und Übergänge' : 'Dog states and transitions',
    blocks: [
      {
        type: 'paragraph',
        text: de
          ? `Jede Zeile ist ein Zustand eines Hundes, jede Spalte ein Zug; die Zelle nennt den Zustand danach (leer: der Zug ist in diesem Zustand nicht möglich).${newDogMoves.length ? ` Neue Hunde: ${newDogMoves.join(', ')}.` : ''}`
          : `Each row is a dog state, each column a move; the cell names the state afterwards (empty: the move is not possible in that state).${newDogMoves.length ? ` New dogs: ${newDogMoves.join(', ')}.` : ''}`,
      },
      {
        type: 'table',
        head: [de ? 'Zustand' : 'State', ...moveNames],
        rows: rules.states.map((s) => [s, ...moveNames.map((m) => cell(s, m))]),
        className: 'states',
      },
    ],
  };
  const moves: RuleSheetSection = {
    id: 'moves',
    title: de ? 'Die Züge' : 'The moves',
    blocks: [],
    sections: [
      ...rules.moves.map((m) => ({
        id: `move-${m.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
        title: `${m.name} (${m.rule})`,
        blocks: [
          ...(ruleTextOf(ruleset.texts as Record<string, Json>, m.rule, lang)
            ? [{ type: 'paragraph' as const, text: ruleTextOf(ruleset.texts as Record<string, Json>, m.rule, lang)! }]
            : []),
          {
            type: 'list' as const,
            items: [
              `${de ? 'von' : 'from'} ${[...m.from].join(', ') || '—'} → ${m.to ?? (de ? 'unverändert' : 'unchanged')}${m.newDog ? (de ? ' (neuer Hund)' : ' (new dog)') : ''}`,
              `${de ? 'wer' : 'who'}: ${BY[m.by]?.[lang] ?? m.by}`,
              ...(m.discard ? [de ? 'Karten werden abgeworfen' : 'cards are discarded'] : []),
            ],
          },
          ...(m.maxCards < 99
            ? [
                {
                  type: 'paragraph' as const,
                  text: de
                    ? `Höchstens ${m.maxCards} ${m.maxCards === 1 ? 'Karte' : 'Karten'} pro Zug (Regelwerk).`
                    : `At most ${m.maxCards} ${m.maxCards === 1 ? 'card' : 'cards'} per move (ruleset).`,
                },
              ]
            : []),
          {
            type: 'table' as const,
            head: [de ? 'Beispielzüge (Karten -> Ziel)' : 'Plays (cards -> target)'],
            rows: m.lines
              .map((l) => limitPlays(l.source, m.maxCards))
              .filter((x): x is string => x !== null)
              .map((x) => [x]),
            className: 'plays',
          },
        ],
      })),
      ...(rules.pull
        ? [
            {
              id: 'move-pull',
              title: `${rules.pull.name} (${rules.pull.rule})`,
              blocks: [
                {
                  type: 'table' as const,
                  head: [de ? 'Zustand' : 'State', de ? 'danach' : 'after'],
                  rows: [...rules.pull.cases.entries()].map(([s, c]) => [s, c.to ?? s]),
                },
              ],
            },
          ]
        : []),
    ],
  };
  const ruleIds = Object.keys(ruleset.texts)
    .filter((k) => /^GAS-\d{3}$/.test(k))
    .sort();
  const catalogue: RuleSheetSection[] = ruleIds.length
    ? [
        {
          id: 'rules',
          title: de ? 'Die Regeln' : 'The rules',
          blocks: [
            {
              type: 'rules',
              rules: ruleIds.map((id) => ({ id, text: ruleTextOf(ruleset.texts as Record<string, Json>, id, lang)! })),
            },
          ],
        },
      ]
    : [];
  return [material, transitions, moves, ...catalogue];
}
