// Rule-sheet sections of the Dog kind: material, setup, turn, card meanings and every rule of the
// catalogue (docs/rules/dog.md) with its text from the ruleset's `texts:`; plus `illustrateDog`, a small
// black-and-white SVG of a Dog board for worked examples. Pure; computed from the compiled rules, so the
// sheet states what the engine plays.
import { cardLine, cardName, sameCard } from './card-words';
import { compileCardTable, DOG_DEFAULT_TABLES, type CardTable } from './card-table';
import type { Json, RuleSheetBlock, RuleSheetRule, RuleSheetSection, SheetLang } from '../../core/types';
import type { Ruleset } from '../../ruleset/types';
import { ruleTextOf } from '../../ruleset/texts';
import type { DogRules } from './rules';
import type { DogState } from './state';
import { deckCounts, handSize, JOKER } from './cards';
import { PIECES } from './geometry';

type Text = { readonly de: string; readonly en: string };
const t = (de: string, en: string): Text => ({ de, en });

/** The rule groups of docs/rules/dog.md: title and the IDs in catalogue order; `only` says when a group applies. */
const GROUPS: readonly {
  id: string;
  title: Text;
  ids: readonly number[];
  only?: (r: DogRules) => boolean;
  onlyText?: Text;
}[] = [
  { id: 'setup-turn', title: t('Aufbau und Spielzug', 'Setup and turn structure'), ids: [1, 2, 3, 4, 5] },
  {
    id: 'cards-dealing',
    title: t('Karten, Austeilen, Tauschen', 'Cards, dealing, exchange'),
    ids: [10, 11, 12, 13, 14, 15, 16, 17],
  },
  { id: 'exit', title: t('Herauskommen', 'Leaving the kennel'), ids: [20, 21, 22, 23, 24, 25] },
  { id: 'moving', title: t('Fahren', 'Moving'), ids: [30, 31, 32, 33, 34, 35] },
  {
    id: 'blocking',
    title: t('Sperre auf dem Startfeld', 'Blocking on the start field'),
    ids: [40, 41, 42, 43, 44, 45, 46],
  },
  {
    id: 'sending-home',
    title: t('Heimschicken und Überholen', 'Sending back to the kennel; passing'),
    ids: [50, 51, 52, 53, 54],
  },
  { id: 'four', title: t('Die Vier', 'The Four'), ids: [60, 61, 62, 63, 64] },
  { id: 'seven', title: t('Die Sieben', 'The Seven'), ids: [65, 66, 67, 68, 69, 70, 71] },
  { id: 'jack', title: t('Der Junge', 'The Jack'), ids: [75, 76, 77, 78, 79] },
  { id: 'finish', title: t('Das Ziel', 'The finish'), ids: [80, 81, 82, 83, 84, 85, 86, 87] },
  { id: 'compulsion', title: t('Zugzwang und Ablegen', 'Compulsion and discarding'), ids: [90, 91, 92, 93, 94] },
  { id: 'helping', title: t('Dem Partner helfen', 'Helping the partner'), ids: [100, 101, 102] },
  { id: 'end', title: t('Spielende', 'End of game'), ids: [110, 111, 112] },
  {
    id: 'three-players',
    title: t('Zu dritt (Variante Schläpfer)', 'Three players (Schläpfer variant)'),
    ids: [120, 121, 122, 123, 124],
    only: (r) => r.teamLayout === '1v2',
    onlyText: t(
      'Gilt nur zu dritt (eine Person gegen zwei); in diesem Regelwerk nicht in Kraft.',
      'Applies only with 3 players (one against two); not in force in this ruleset.',
    ),
  },
  {
    id: 'six-players',
    title: t('Zu sechst', 'Six players'),
    ids: [130, 131, 132, 133],
    only: (r) => r.playerCount === 6,
    onlyText: t(
      'Gilt nur zu sechst; in diesem Regelwerk nicht in Kraft.',
      'Applies only with 6 players; not in force in this ruleset.',
    ),
  },
];

/** Every rule ID of the Dog catalogue (docs/rules/dog.md), in order: `DOG-001` … `DOG-133`. */
export const DOG_RULE_IDS: readonly string[] = GROUPS.flatMap((g) => g.ids.map(ruleId));

function ruleId(n: number): string {
  return `DOG-${String(n).padStart(3, '0')}`;
}

const RANK_NAMES: Record<number, Text> = {
  1: t('Ass', 'Ace'),
  11: t('Junge', 'Jack'),
  12: t('Dame', 'Queen'),
  13: t('König', 'King'),
  [JOKER]: t('Joker', 'Joker'),
};

function rankName(rank: number, lang: SheetLang): string {
  return RANK_NAMES[rank]?.[lang] ?? String(rank);
}

function rulesBlock(ids: readonly string[], ruleset: Ruleset, lang: SheetLang): RuleSheetBlock {
  const missing = lang === 'de' ? '(kein Regeltext im Regelwerk)' : '(no rule text in the ruleset)';
  const rules: RuleSheetRule[] = ids.map((id) => ({
    id,
    text: ruleTextOf(ruleset.texts as Record<string, Json>, id, lang) ?? missing,
  }));
  return { type: 'rules', rules };
}

function teamsText(rules: DogRules, lang: SheetLang): string {
  const names = rules.teams.map((team) => team.map((s) => s + 1).join(lang === 'de' ? ' und ' : ' and '));
  return (
    names
      // "team" as in the booklet; with three players the single player is no team, so both are sides
      .map(
        (n, i) =>
          `${rules.teamLayout === '1v2' ? (lang === 'de' ? 'Seite' : 'Side') : 'Team'} ${i + 1}: ${lang === 'de' ? (n.includes(' und ') ? 'Plätze' : 'Platz') : n.includes(' and ') ? 'seats' : 'seat'} ${n}`,
      )
      .join('; ')
  );
}

/** The rule-sheet sections of a Dog ruleset (GameKind `describe`). */
export function describeDog(rules: DogRules, ruleset: Ruleset, lang: SheetLang): RuleSheetSection[] {
  const de = lang === 'de';
  const L = (x: Text) => x[lang];
  const counts = deckCounts(rules.decks, rules.jokersPerDeck);
  const ranks = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, JOKER].filter((r) => counts[r]! > 0);
  const deckHead = [de ? 'Karte' : 'Card', ...ranks.map((r) => rankName(r, lang)), de ? 'Total' : 'Total'];
  const deckRow = [de ? 'Anzahl' : 'Count', ...ranks.map((r) => String(counts[r])), String(rules.deckSize)];
  const active = rules.active.length;

  const material: RuleSheetSection = {
    id: 'material',
    title: de ? 'Spielmaterial' : 'Material',
    blocks: [
      {
        type: 'list',
        items: [
          de
            ? `Spielbrett mit einer Bahn von ${rules.N} Feldern (${rules.seats} Abschnitte zu ${rules.fieldsPerSegment} Feldern); pro Platz ein Zwinger, ein Startfeld und ein Ziel mit 4 Feldern.`
            : `A board whose track has ${rules.N} fields (${rules.seats} segments of ${rules.fieldsPerSegment}); per seat a kennel, a start field and a finish of 4 slots.`,
          de
            ? `${active} × ${PIECES} gleichfarbige Spielsteine (eine Farbe pro Person).`
            : `${active} × ${PIECES} pieces, one colour per player.`,
          de
            ? `${rules.decks} Kartenspiele zu 52 Karten mit je ${rules.jokersPerDeck} Jokern: ${rules.deckSize} Karten. Die Farben spielen keine Rolle.`
            : `${rules.decks} packs of 52 cards with ${rules.jokersPerDeck} jokers each: ${rules.deckSize} cards. Suits play no role.`,
        ],
      },
      {
        type: 'table',
        head: deckHead,
        rows: [deckRow],
        caption: de ? 'Kartensatz (DOG-010)' : 'Deck (DOG-010)',
        className: 'deck',
      },
      {
        // what each card does, worded from the ruleset's card table (tables.cards)
        type: 'table',
        head: [de ? 'Karte' : 'Card', de ? 'Was sie tut' : 'What it does'],
        rows: [1, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, JOKER].map((r) => [
          cardName(r, lang),
          cardLine(rules.cards, r, lang),
        ]),
        caption: de
          ? 'Kartentabelle (DOG-017, DOG-020, DOG-030, DOG-060, DOG-065, DOG-075)'
          : 'Card table (DOG-017, DOG-020, DOG-030, DOG-060, DOG-065, DOG-075)',
        className: 'cards',
      },
    ],
  };

  const sizes = Array.from({ length: 10 }, (_, i) => handSize(rules.dealSchedule, i + 1)).join(', ');
  const dealer = {
    perRound: t('wechselt jede Runde zum nächsten Platz', 'passes to the next seat every round'),
    perCycle: t('wechselt nach jedem vollen Zyklus', 'changes after each full cycle'),
    never: t('bleibt das ganze Spiel derselbe', 'stays the same for the whole game'),
  }[rules.dealerRotation];
  const setup: RuleSheetSection = {
    id: 'setup',
    title: de ? 'Spielvorbereitung' : 'Setup',
    blocks: [
      {
        type: 'list',
        items: [
          de
            ? `${active} Personen auf ${rules.seats} Plätzen (1 … ${rules.seats}, im Gegenuhrzeigersinn). ${teamsText(rules, lang)}.`
            : `${active} players on ${rules.seats} seats (1 … ${rules.seats}, counter-clockwise). ${teamsText(rules, lang)}.`,
          ...(rules.active.length < rules.seats
            ? [
                de
                  ? `Platz ${[...Array(rules.seats).keys()]
                      .filter((s) => !rules.active.includes(s))
                      .map((s) => s + 1)
                      .join(', ')} bleibt leer.`
                  : `Seat ${[...Array(rules.seats).keys()]
                      .filter((s) => !rules.active.includes(s))
                      .map((s) => s + 1)
                      .join(', ')} stays empty.`,
              ]
            : []),
          de ? 'Alle Spielsteine stehen zu Beginn im Zwinger.' : 'All pieces start in their kennels.',
          de ? `Kartenzahl der Runden 1–10: ${sizes}, …` : `Hand sizes of rounds 1–10: ${sizes}, …`,
          de
            ? `Der erste Geber wird ausgelost; der Geber ${dealer.de}.`
            : `The first dealer is drawn; the dealer ${dealer.en}.`,
          // DOG-014, DOG-124 (three players: the single player does not exchange), DOG-132 (teams of three)
          rules.exchange
            ? rules.teamLayout === '1v2'
              ? de
                ? 'Nach jedem Austeilen geben sich die beiden Partner gegenseitig verdeckt eine Karte; wer allein spielt, tauscht nicht.'
                : 'After every deal the two partners each give the other one card face down; the single player does not exchange.'
              : rules.teamLayout === '2x3'
                ? de
                  ? 'Nach jedem Austeilen gibt jede Person ihrem nächsten Partner in Spielrichtung verdeckt eine Karte.'
                  : 'After every deal each player gives their next partner in turn order one card face down.'
                : de
                  ? 'Nach jedem Austeilen gibt jede Person ihrem Partner verdeckt eine Karte.'
                  : 'After every deal each player gives their partner one card face down.'
            : de
              ? 'Es werden keine Karten mit dem Partner getauscht.'
              : 'No cards are exchanged with the partner.',
        ],
      },
      rulesBlock(['DOG-001', 'DOG-002', 'DOG-011', 'DOG-012', 'DOG-013', 'DOG-014'], ruleset, lang),
    ],
  };

  const turn: RuleSheetSection = {
    id: 'turn',
    title: de ? 'Spielablauf' : 'Turn',
    blocks: [
      {
        type: 'paragraph',
        text: de
          ? 'Wer am Zug ist, legt genau eine Karte offen ab und fährt ihren Wert vollständig. Kann keine Karte gespielt werden, legt die Person alle Karten ab und setzt bis zum nächsten Austeilen aus. Solange eine Karte spielbar ist, muss gespielt werden (Zugzwang).'
          : 'The player to move plays exactly one card face up and carries out its whole value. If no card is playable, the player discards the whole hand and sits out until the next deal. As long as a card is playable, one must be played (compulsion).',
      },
      rulesBlock(['DOG-003', 'DOG-004', 'DOG-015', 'DOG-090', 'DOG-093', 'DOG-110'], ruleset, lang),
    ],
  };

  const jackBits = [
    rules.jackPartner
      ? L(t('auch mit einem Spielstein des Partners', 'also with a partner piece'))
      : L(t('nicht mit Spielsteinen des Partners', 'not with partner pieces')),
    rules.jackOwn
      ? L(t('auch zwei eigene Spielsteine', 'also two own pieces'))
      : L(t('nicht zwei eigene Spielsteine', 'not two own pieces')),
    rules.jackReqMoved
      ? L(t('keine sperrenden Spielsteine', 'no blocking pieces'))
      : L(t('auch sperrende Spielsteine', 'blocking pieces too')),
    rules.jackInFinish
      ? L(t('auch Spielsteine im Ziel', 'also pieces in a finish'))
      : L(t('keine Spielsteine im Ziel oder Zwinger', 'no pieces in a finish or kennel')),
  ].join('; ');
  const sevenPartner = {
    afterOwnFinished: t(
      'auf Spielsteine des Partners erst, wenn alle eigenen im Ziel sind (auch mitten in der 7)',
      'onto partner pieces only once all own pieces are in the finish (also in the middle of the 7)',
    ),
    always: t(
      'jederzeit auch auf Spielsteine des Partners (kanadische Regel)',
      'onto partner pieces at any time (Canadian rule)',
    ),
    never: t('nie auf Spielsteine des Partners innerhalb derselben 7', 'never onto partner pieces within the same 7'),
  }[rules.sevenPartner];
  const fwd = (n: string) => (de ? `${n} Felder vorwärts` : `${n} forward`);
  // A rank that does what the standard table has it do keeps its row below; a rank the ruleset's card table changes
  // (the Queen that also brings a piece out, the 3 that also goes back) gets the table's words instead, so the
  // reference never contradicts the card table it prints (DOG-017, DOG-020, DOG-030, DOG-060).
  const standard = (compileCardTable(DOG_DEFAULT_TABLES) as { ok: true; value: CardTable }).value;
  const usual = (r: number) => sameCard(standard, rules.cards, r);
  const changedRow = (r: number): string[] => {
    const ids = [
      rules.cards.exit[r] ? 'DOG-020' : '',
      rules.cards.fwd[r]!.length ? 'DOG-030' : '',
      rules.cards.bwd[r]!.length ? 'DOG-060' : '',
      rules.cards.split[r] ? 'DOG-065' : '',
      rules.cards.swap[r] ? 'DOG-075' : '',
    ].filter(Boolean);
    const line = cardLine(rules.cards, r, lang);
    return [rankName(r, lang), line.charAt(0).toUpperCase() + line.slice(1), ids.join(', ')];
  };
  const plainUsual = [10, 9, 8, 6, 5, 3, 2].filter(usual);
  const cardNotes = dogCardNotes(rules.cards, lang);
  /** The row of rank `r` as the standard table has it, when the ruleset's table does not change that rank. */
  const row = (r: number, standardRow: string[]): string[] => (usual(r) ? standardRow : changedRow(r));
  const cardRows: string[][] = [
    row(1, [
      rankName(1, lang),
      de ? 'Herauskommen, oder 1 oder 11 Felder vorwärts' : 'Exit, or 1 or 11 forward',
      'DOG-020, DOG-030',
    ]),
    row(13, [
      rankName(13, lang),
      de ? 'Herauskommen oder 13 Felder vorwärts' : 'Exit or 13 forward',
      'DOG-020, DOG-030',
    ]),
    row(12, [rankName(12, lang), fwd('12'), 'DOG-030']),
    row(11, [
      rankName(11, lang),
      `${de ? 'Einen eigenen Spielstein mit einem anderen Spielstein tauschen' : 'Swap an own piece with another piece'} (${jackBits})`,
      'DOG-075 … DOG-079',
    ]),
    ...(plainUsual.length
      ? [
          [
            plainUsual.join(', '),
            plainUsual.length > 1
              ? de
                ? 'genau so viele Felder vorwärts'
                : 'exactly that many forward'
              : fwd(String(plainUsual[0])),
            'DOG-030',
          ],
        ]
      : []),
    ...[10, 9, 8, 6, 5, 3, 2].filter((r) => !usual(r)).map(changedRow),
    row(7, [
      '7',
      `${de ? '7 Einzelschritte vorwärts, auf mehrere eigene Spielsteine aufteilbar' : '7 single steps forward, split over own pieces'}; ${rules.sevenPass ? L(t('jeder überholte Spielstein muss heim', 'every passed piece goes back to its kennel')) : L(t('überholte Spielsteine bleiben stehen', 'passed pieces stay'))}; ${L(sevenPartner)}`,
      'DOG-065 … DOG-071',
    ]),
    row(4, ['4', de ? '4 Felder vorwärts oder 4 Felder rückwärts' : '4 forward or 4 backward', 'DOG-060 … DOG-064']),
    [
      rankName(JOKER, lang),
      `${de ? 'jede andere Karte; der Wert wird vor dem Legen angesagt' : 'any other card; its value is declared before playing'}${rules.jokerLast ? '' : L(rules.teamLayout === '1v2' ? t('; darf nicht den letzten Spielstein einer Seite ins Ziel bringen', "; may not bring a side's last piece into the finish") : t('; darf nicht den letzten Spielstein des Teams ins Ziel bringen', "; may not bring a team's last piece into the finish"))}`,
      rules.jokerLast ? 'DOG-017' : 'DOG-017, DOG-112',
    ],
  ];
  if (rules.anyCardStarts && rules.single >= 0) {
    cardRows.push([
      de ? 'jede Karte' : 'any card',
      de
        ? `Wer allein spielt (Platz ${rules.single + 1}): darf mit jeder Karte herauskommen; die Karte ist damit verbraucht`
        : `Single player (seat ${rules.single + 1}): may exit with any card; the card is then used up`,
      'DOG-121',
    ]);
  }
  const cards: RuleSheetSection = {
    id: 'cards',
    title: de ? 'Bedeutung der Karten' : 'Card meanings',
    blocks: [
      {
        type: 'table',
        head: [de ? 'Karte' : 'Card', de ? 'Bedeutung' : 'Meaning', de ? 'Regeln' : 'Rules'],
        rows: cardRows,
        className: 'cards',
      },
    ],
  };

  const catalogue: RuleSheetSection = {
    id: 'rules',
    title: de ? 'Die Regeln' : 'The rules',
    blocks: [
      {
        type: 'paragraph',
        text: de
          ? 'Jede Regel mit ihrer Nummer; die Nummern erscheinen auch im Spielprotokoll der Rulebench.'
          : 'Every rule with its ID; the same IDs appear in the Rulebench game log.',
      },
    ],
    sections: GROUPS.map((g) => ({
      id: `rules-${g.id}`,
      title: L(g.title),
      blocks: [
        ...(g.only && !g.only(rules) && g.onlyText ? [{ type: 'paragraph' as const, text: L(g.onlyText) }] : []),
        withCardNotes(rulesBlock(g.ids.map(ruleId), ruleset, lang), cardNotes),
      ],
    })),
  };
  return [material, setup, turn, cards, catalogue];
}

/**
 * Notes per rule ID for each rank the ruleset's card table changes against the standard table, e.g. under DOG-020
 * "In this ruleset: Queen: bring a piece out or twelve fields forward." — the rule texts are written for the standard
 * cards, so the reference says where the table makes them say less (DOG-020 coming out, DOG-025, DOG-030 forward,
 * DOG-060 backward, DOG-065 the split, DOG-075 the swap).
 */
export function dogCardNotes(cards: CardTable, lang: SheetLang): Map<string, string[]> {
  const standard = (compileCardTable(DOG_DEFAULT_TABLES) as { ok: true; value: CardTable }).value;
  const notes = new Map<string, string[]>();
  const add = (id: string, note: string) => notes.set(id, [...(notes.get(id) ?? []), note]);
  for (const r of [1, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) {
    if (sameCard(standard, cards, r)) continue;
    const note = `${lang === 'de' ? 'In diesem Regelwerk' : 'In this ruleset'}: ${cardName(r, lang)}: ${cardLine(cards, r, lang)}.`;
    if (cards.exit[r] !== standard.exit[r]) ['DOG-020', 'DOG-025'].forEach((id) => add(id, note));
    if (cards.fwd[r]!.join() !== standard.fwd[r]!.join()) add('DOG-030', note);
    if (cards.bwd[r]!.join() !== standard.bwd[r]!.join()) add('DOG-060', note);
    if (cards.split[r] !== standard.split[r]) add('DOG-065', note);
    if (cards.swap[r] !== standard.swap[r]) add('DOG-075', note);
  }
  return notes;
}

/** `block` with each rule's card notes (`dogCardNotes`) after its own notes. */
function withCardNotes(block: RuleSheetBlock, notes: ReadonlyMap<string, readonly string[]>): RuleSheetBlock {
  if (block.type !== 'rules') return block;
  return {
    type: 'rules',
    rules: block.rules.map((r) => (notes.has(r.id) ? { ...r, notes: [...(r.notes ?? []), ...notes.get(r.id)!] } : r)),
  };
}

// ---- Board picture -------------------------------------------------------------------------------------

const FILL = ['#000', '#fff', '#9a9a9a', '#fff', '#555', '#d8d8d8'];
const INK = ['#fff', '#000', '#000', '#000', '#fff', '#000'];

function r2(x: number): string {
  return (Math.round(x * 10) / 10).toString();
}

/**
 * A small black-and-white SVG of a Dog board (GameKind `illustrate`): the track as a ring of fields
 * (field 0 at the bottom, play counter-clockwise), start fields as squares with their numbers, each seat's
 * finish going inward and its kennel outside; pieces are discs labelled with their seat counted from 1 as the
 * text counts seats ("Platz 1" is seat 0), a blocking piece
 * has a heavy ring. Occupied track fields carry their number.
 */
export function illustrateDog(rules: DogRules, state: DogState, lang: SheetLang): string {
  const N = rules.N;
  const size = 270;
  const c = size / 2;
  const R = 100;
  const at = (p: number, rad: number) => {
    const a = (-90 + (360 * p) / N) * (Math.PI / 180);
    return { x: c + rad * Math.cos(a), y: c - rad * Math.sin(a) };
  };
  const out: string[] = [];
  const title = lang === 'de' ? 'Spielbrett' : 'Board';
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}" role="img" aria-label="${title}" class="board" font-family="DejaVu Sans, Arial, sans-serif">`,
  );
  out.push(`<circle cx="${c}" cy="${c}" r="${R}" fill="none" stroke="#bbb" stroke-width="0.6"/>`);
  // direction of play: a small arrow inside the ring, counter-clockwise
  const a0 = at(N * 0.1, R - 34);
  const a1 = at(N * 0.16, R - 34);
  out.push(
    `<path d="M${r2(a0.x)} ${r2(a0.y)} A${R - 34} ${R - 34} 0 0 0 ${r2(a1.x)} ${r2(a1.y)}" fill="none" stroke="#777" stroke-width="1" marker-end="url(#dog-arrow)"/>`,
  );
  out.push(
    '<defs><marker id="dog-arrow" viewBox="0 0 6 6" refX="3" refY="3" markerWidth="5" markerHeight="5" orient="auto"><path d="M0 0 L6 3 L0 6 z" fill="#777"/></marker></defs>',
  );
  const starts = new Set(rules.start);
  for (let p = 0; p < N; p++) {
    const { x, y } = at(p, R);
    if (starts.has(p))
      out.push(
        `<rect x="${r2(x - 4)}" y="${r2(y - 4)}" width="8" height="8" fill="#fff" stroke="#000" stroke-width="1"/>`,
      );
    else out.push(`<circle cx="${r2(x)}" cy="${r2(y)}" r="1.8" fill="#777"/>`);
  }
  const occupied = new Map<number, { seat: number; blocking: boolean }>();
  const finish: { seat: number; k: number }[] = [];
  const kennel = new Array<number>(rules.seats).fill(0);
  state.pos.forEach((loc, i) => {
    const seat = (i / PIECES) | 0;
    if (!rules.active.includes(seat)) return;
    if (loc < 0) kennel[seat]!++;
    else if (loc < N) occupied.set(loc, { seat, blocking: ((state.blk >>> i) & 1) === 1 });
    else finish.push({ seat, k: loc - N });
  });
  for (const seat of rules.active) {
    const s = rules.start[seat]!;
    const e = rules.entry[seat]!;
    const lbl = at(s, R + 13);
    out.push(
      `<text x="${r2(lbl.x)}" y="${r2(lbl.y + 3.5)}" font-size="10" text-anchor="middle" fill="#000">${s}</text>`,
    );
    for (let k = 0; k < 4; k++) {
      const f = at(e, R - 13 - 11 * k);
      out.push(
        `<rect x="${r2(f.x - 4)}" y="${r2(f.y - 4)}" width="8" height="8" fill="none" stroke="#555" stroke-width="0.7"/>`,
      );
    }
    // kennel: outside the ring, a dashed box holding the pieces not yet out
    const kc = at(s - 3.2 * (N / 64), R + 25);
    out.push(
      `<rect x="${r2(kc.x - 16)}" y="${r2(kc.y - 9)}" width="32" height="18" rx="3" fill="none" stroke="#999" stroke-width="0.6" stroke-dasharray="2 1.5"/>`,
    );
    for (let j = 0; j < kennel[seat]!; j++) out.push(disc(kc.x - 10.5 + 7 * j, kc.y, 4.2, seat, false, true));
  }
  for (const { seat, k } of finish) {
    const f = at(rules.entry[seat]!, R - 13 - 11 * k);
    out.push(disc(f.x, f.y, 5.3, seat, false, true));
  }
  for (const [p, { seat, blocking }] of occupied) {
    const { x, y } = at(p, R);
    out.push(disc(x, y, 6, seat, blocking, true));
    if (!starts.has(p)) {
      const l = at(p, R + 13);
      out.push(`<text x="${r2(l.x)}" y="${r2(l.y + 3)}" font-size="8.5" text-anchor="middle" fill="#000">${p}</text>`);
    }
  }
  out.push('</svg>');
  return out.join('');
}

function disc(x: number, y: number, r: number, seat: number, blocking: boolean, label: boolean): string {
  const fill = FILL[seat % FILL.length]!;
  const ink = INK[seat % INK.length]!;
  const ring = blocking
    ? `<circle cx="${r2(x)}" cy="${r2(y)}" r="${r2(r + 2.2)}" fill="none" stroke="#000" stroke-width="1.6"/>`
    : '';
  const text = label
    ? `<text x="${r2(x)}" y="${r2(y + r * 0.55)}" font-size="${r2(r * 1.45)}" font-weight="bold" text-anchor="middle" fill="${ink}">${seat + 1}</text>`
    : '';
  const dash = seat === 3 ? ' stroke-dasharray="1.2 0.8"' : '';
  return `${ring}<circle cx="${r2(x)}" cy="${r2(y)}" r="${r2(r)}" fill="${fill}" stroke="#000" stroke-width="0.8"${dash}/>${text}`;
}
