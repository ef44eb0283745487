// The Gassi booklet's card overview and one-page summary. Each card kind is pictured in the look of the table's
// cards (tinted by its realm, a band with the realm's name, the card's name, its role below) beside what it does;
// what it does is read from the compiled move table — which realms an ATTACKER reaches (ATTACK, GAS-060), which
// DEFENDER or pair answers it (DEFEND, GAS-070), which BEAST punishes it (PUNISH, GAS-100), which WALKER pair
// escapes a BEAST (ESCAPE, GAS-080) — so a ruleset that changes a play line changes the overview. Pure.
import type { CompiledGame } from '../../core/game';
import type { SheetLang } from '../../core/types';
import { escapeHtml } from '../../rulesheet/html';
import type { SheetBlock, SheetSection } from '../../rulesheet/model';
import { listing, t, type Text } from '../../rulesheet/booklet/common';
import { provisional, signed, tieWords } from './booklet';
import type { GassiRules } from './rules';

const INK = '#2d2a26';
const PAPER = [0xff, 0xfd, 0xf8];
/** The table's realm colours (STREETS ochre, WOODS green, RIVERS blue, GLOBAL violet; others grey). */
const REALM_COLOURS: Readonly<Record<string, number>> = {
  STREETS: 0xa0600e,
  WOODS: 0x2e7d32,
  RIVERS: 0x1f6fbf,
  GLOBAL: 0x7d3c98,
};
const W = 62;
const H = 44;

/** `#rrggbb` of colour `c` mixed with the paper colour, `paper` parts in 1 of paper (as the table tints its cards). */
function tint(c: number, paper: number): string {
  const rgb = [(c >> 16) & 255, (c >> 8) & 255, c & 255].map((v, i) => Math.round(v * (1 - paper) + PAPER[i]! * paper));
  return `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

const hex = (c: number) => `#${c.toString(16).padStart(6, '0')}`;

/**
 * A Gassi card as inline SVG (62 × 44 units, class `card`, printed 21 mm wide so that its letters are at least
 * 7 pt) in the table's look: the card tinted in its realm's colour with a band naming the realm, the card's name in
 * the middle (shrunk to fit, not below 7.5 units) and its role below. With `role` empty it is a realm tile (band and
 * realm name only).
 */
export function gassiCardSvg(name: string, realm: string, role: string): string {
  const c = REALM_COLOURS[realm] ?? 0x8a8178;
  const size = Math.max(7.5, Math.min(9.5, (W - 6) / (0.75 * Math.max(1, name.length))));
  const parts = [
    `<rect x="1" y="1" width="${W - 2}" height="${H - 2}" rx="5" fill="${tint(c, 0.88)}" stroke="${hex(c)}" stroke-width="2"/>`,
    `<rect x="3" y="3" width="${W - 6}" height="12" rx="3" fill="${hex(c)}"/>`,
    `<text x="${W / 2}" y="12.2" font-size="${Math.max(7.5, Math.min(8, (W - 6) / (0.7 * realm.length))).toFixed(1)}" font-weight="bold" text-anchor="middle" fill="#fff">${escapeHtml(realm)}</text>`,
  ];
  if (role) {
    parts.push(
      `<text x="${W / 2}" y="${H / 2 + 4}" font-size="${size.toFixed(1)}" font-weight="bold" text-anchor="middle" fill="${INK}">${escapeHtml(name)}</text>`,
      `<text x="${W / 2}" y="${H - 5}" font-size="7.5" text-anchor="middle" fill="${hex(c)}">${escapeHtml(role.toLowerCase())}</text>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" class="card" role="img" aria-label="${escapeHtml(role ? name : realm)}" font-family="DejaVu Sans, Arial, sans-serif">${parts.join('')}</svg>`;
}

/** A play line of a move read from its source: the card alternatives on the left (each a list of card names) and the names on the right. */
interface Play {
  readonly left: readonly (readonly string[])[];
  readonly right: readonly string[];
}

/** The play lines of move `name` in force (the compiled lines keep their source text, e.g. `COINS:COINS -> CAT`). */
function plays(r: GassiRules, name: string): Play[] {
  const move = r.moves.find((m) => m.name === name);
  return (move?.lines ?? []).map((l) => {
    const [lhs = '', rhs = ''] = l.source.split('->');
    return {
      left: lhs.split(',').map((alt) =>
        alt
          .split(':')
          .map((x) => x.trim().replace(/@.*$/, ''))
          .filter(Boolean),
      ),
      right: rhs
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    };
  });
}

/** Card names of alternatives made of `n` cards of one name in move `name`'s lines whose right side holds `target`. */
function answers(r: GassiRules, name: string, target: string, n: number): string[] {
  const out: string[] = [];
  for (const p of plays(r, name))
    if (p.right.includes(target))
      for (const alt of p.left)
        if (alt.length === n && alt.every((x) => x === alt[0]) && r.cardIndex[alt[0]!] !== undefined) out.push(alt[0]!);
  return [...new Set(out)];
}

/**
 * The pairs of cards that answer `target` in move `name` (DEFEND against a BEAST), in words: "zwei DOC" for a pair
 * of one name, "ein DOC und ein SACK" for a mixed pair (`policeDefenceMixedPair`, H-26).
 */
function pairWords(r: GassiRules, name: string, target: string, lang: SheetLang): string[] {
  const out: string[] = [];
  for (const p of plays(r, name))
    if (p.right.includes(target))
      for (const alt of p.left)
        if (alt.length === 2 && alt.every((x) => r.cardIndex[x] !== undefined))
          out.push(
            alt[0] === alt[1]
              ? lang === 'de'
                ? `zwei ${alt[0]}`
                : `two ${alt[0]}`
              : lang === 'de'
                ? `ein ${alt[0]} und ein ${alt[1]}`
                : `one ${alt[0]} and one ${alt[1]}`,
          );
  return [...new Set(out)];
}

/** The right sides of move `name`'s lines where `card` alone (n = 1) or as a pair (n = 2) is an alternative. */
function targets(r: GassiRules, name: string, card: string, n: number): string[] {
  const out: string[] = [];
  for (const p of plays(r, name))
    if (p.left.some((alt) => alt.length === n && alt.every((x) => x === card))) out.push(...p.right);
  return [...new Set(out)];
}

/** The realm a WALKER card's name stands for on the right side of an ATTACK line (`STREET` → `STREETS`). */
function realmOfWalker(r: GassiRules, walker: string): string {
  const i = r.cardIndex[walker];
  const card = i === undefined ? undefined : r.cards[i];
  return card && card.walkerOf >= 0 ? r.realms[card.walkerOf]!.name : walker;
}

/** "A oder B" / "A or B". */
function or(items: readonly string[], lang: SheetLang): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${lang === 'de' ? 'oder' : 'or'} ${items[items.length - 1]}`;
}

/**
 * What card `name` does, from the move table, in one or two sentences in `lang`: a WALKER's dog and escape, an
 * ATTACKER's reach, answer and punishment, a DEFENDER's answers (alone and as a pair), a BEAST's victims, pairs
 * and escapes. `short`: one line for the summary.
 */
export function gassiCardEffect(r: GassiRules, name: string, lang: SheetLang, short = false): string {
  const L = (x: Text) => x[lang];
  /** The full wording, or in the summary the short one. */
  const S = (full: Text, brief: Text) => (short ? L(brief) : L(full));
  const card = r.cards[r.cardIndex[name]!]!;
  const realm = r.realms[card.realm]!.name;
  const two = (names: readonly string[]) =>
    or(
      names.map((p) => L(t(`zwei ${p}`, `two ${p}`))),
      lang,
    );
  const parts: string[] = [];
  if (card.walkerOf >= 0) {
    parts.push(
      S(
        t(
          `Bringt einen neuen Hund in ${realm} ins Spiel oder führt einen Hund in ${realm} aus`,
          `Brings a new dog into play in ${realm} or walks a dog in ${realm}`,
        ),
        t(`Neuer Hund oder Gassi gehen in ${realm}`, `New dog or walk in ${realm}`),
      ),
    );
    const from = targets(r, 'ESCAPE', name, 2);
    if (from.length)
      parts.push(
        S(
          t(`zwei ${name}: Flucht vor ${or(from, lang)}`, `two ${name}: escape from ${or(from, lang)}`),
          t(`zwei: Flucht vor ${or(from, lang)}`, `two: escape from ${or(from, lang)}`),
        ),
      );
  } else if (targets(r, 'ATTACK', name, 1).length) {
    const reach = or(
      targets(r, 'ATTACK', name, 1).map((w) => realmOfWalker(r, w)),
      lang,
    );
    parts.push(
      S(
        t(`Greift einen laufenden Hund in ${reach} an`, `Attacks a walking dog in ${reach}`),
        t(`Greift an in ${reach}`, `Attacks in ${reach}`),
      ),
    );
    const def = or(answers(r, 'DEFEND', name, 1), lang);
    if (def) parts.push(L(t(`Abwehr: ${def}`, `defence: ${def}`)));
    const beasts = or(answers(r, 'PUNISH', name, 1), lang);
    if (beasts)
      parts.push(
        S(t(`Strafe danach: ${beasts}`, `punished by ${beasts}`), t(`Strafe: ${beasts}`, `punished by ${beasts}`)),
      );
    const rounds = card.rounds > 1 ? card.rounds : 0;
    if (rounds)
      parts.push(
        S(
          t(`der Angriff dauert ${rounds} Runden`, `the attack lasts ${rounds} rounds`),
          t(`${rounds} Runden`, `${rounds} rounds`),
        ),
      );
  } else if (targets(r, 'PUNISH', name, 1).length) {
    const victims = or(targets(r, 'PUNISH', name, 1), lang);
    parts.push(
      S(
        t(`Bestraft einen gefährdeten Hund, auf dem ${victims} liegt`, `Punishes a pending dog with ${victims} on it`),
        t(`Bestraft nach ${victims}`, `Punishes after ${victims}`),
      ),
    );
    const pairs = or(pairWords(r, 'DEFEND', name, lang), lang);
    if (pairs) parts.push(L(t(`Abwehr: ${pairs}`, `defence: ${pairs}`)));
    const esc = answers(r, 'ESCAPE', name, 2);
    if (esc.length && !short) parts.push(L(t(`Flucht mit ${two(esc)}`, `escape with ${two(esc)}`)));
  } else {
    const single = or(targets(r, 'DEFEND', name, 1), lang);
    const pair = or(targets(r, 'DEFEND', name, 2), lang);
    if (single)
      parts.push(S(t(`Wehrt ${single} ab`, `Defends against ${single}`), t(`Gegen ${single}`, `Against ${single}`)));
    if (pair)
      parts.push(
        S(
          t(`zwei ${name} wehren ${pair} ab`, `two ${name} defend against ${pair}`),
          t(`zwei gegen ${pair}`, `two against ${pair}`),
        ),
      );
    if (!short && parts.length)
      parts.push(
        L(t('auch auf dem Hund einer anderen Person (dafür ein Knochen)', "on another player's dog too (for a bone)")),
      );
  }
  if (!parts.length) return L(t(`${card.role} in ${realm}`, `${card.role} in ${realm}`));
  const text = parts.join(short ? '; ' : '. ');
  const first = text.charAt(0).toUpperCase() + text.slice(1);
  // in the full text each sentence after the first starts with a capital
  return short ? first : `${first.replace(/\. ([a-zäöü])/g, (_m, c: string) => `. ${c.toUpperCase()}`)}.`;
}

/**
 * The booklet's card overview (GAS-001, GAS-002): every card kind by role, pictured beside what it does
 * (`gassiCardEffect`), with its count; then each realm pictured beside the cards that belong to it.
 */
export function gassiCardOverview(game: CompiledGame, lang: SheetLang): SheetSection {
  const r = game.rules as GassiRules;
  const L = (x: Text) => x[lang];
  const roles = [...new Set(r.cards.map((c) => c.role))];
  const cards: SheetBlock = {
    type: 'terms',
    columns: 2,
    items: roles.flatMap((role) =>
      r.cards
        .filter((c) => c.role === role)
        .map((c) => ({
          svg: gassiCardSvg(c.name, r.realms[c.realm]!.name, c.role),
          term: `${c.name} (${c.count}×)`,
          text: gassiCardEffect(r, c.name, lang),
        })),
    ),
  };
  const realms: SheetBlock = {
    type: 'terms',
    columns: 2,
    items: r.realms.map((realm, i) => {
      const of = (role: string) => r.cards.filter((c) => c.realm === i && c.role === role).map((c) => c.name);
      const byRole = roles
        .map((role) => (of(role).length ? `${role}: ${listing(of(role), lang)}` : ''))
        .filter(Boolean)
        .join('; ');
      return {
        svg: gassiCardSvg(realm.name, realm.name, ''),
        term: realm.name,
        text: realm.natural
          ? `${byRole}.`
          : `${byRole}. ${L(t('Diese Karten wirken in jeder Umgebung.', 'These cards work in every realm.'))}`,
      };
    }),
  };
  return {
    id: 'card-overview',
    title: L(t('Die Karten im Überblick', 'The cards at a glance')),
    blocks: [
      {
        type: 'paragraph',
        text: L(
          t(
            'Jede Karte mit ihrer Anzahl im Spiel und dem, was sie tut; gelegt wird sie mit einem der Spielzüge oben.',
            'Each card with how many there are and what it does; you lay it with one of the moves above.',
          ),
        ),
      },
      cards,
      {
        type: 'paragraph',
        text: L(
          t(
            'Die Umgebungen: Zu jeder gehören ihre Karten; ein Hund läuft in der Umgebung seiner WALKER.',
            'The realms: each has its own cards; a dog walks in the realm of its WALKERs.',
          ),
        ),
      },
      realms,
    ],
  };
}

/**
 * The Gassi booklet's one-page summary ("Auf einen Blick" / "At a glance"): the turn in short (GAS-010…015, the
 * voluntary draw H-05), each card in one line (`gassiCardEffect` short), the end of the game (GAS-160…163: at the end of
 * one's own turn, exactly five cards) and
 * the winner with the points as provisional playtest values (H-48), the set holder spared
 * the minus per hand card (GAS-165), and the tie-break (GAS-168).
 */
export function gassiSummary(game: CompiledGame, lang: SheetLang): SheetSection {
  const r = game.rules as GassiRules;
  const L = (x: Text) => x[lang];
  const o = r.o;
  const de = lang === 'de';
  const drawN = o.voluntaryDrawMax;
  const draw = de
    ? drawN === 1
      ? 'eine Karte'
      : `eine bis ${drawN} Karten`
    : drawN === 1
      ? 'one card'
      : `one to ${drawN} cards`;
  const s = game.options['score'] as Record<string, number | string | boolean> | undefined;
  const goOut = o.goOutScope === 'allHandCards';
  const ownTurn = o.setWinCheck === 'endOfOwnTurn';
  const points = s
    ? L(
        t(
          `Punkte (${provisional(game, ['score'], lang, true)}): wer beendet ${s['finisherBonus']}, je Hund ${s['perDog']}, je Knochen ${s['perBone']}, je eroberter Hund ${s['perConquest']}, je Umgebung mit eigenem Hund ${s['perRealm']}, je Handkarte ${signed(s['perHandCard'])}${s['setFinisherHandMalus'] ? '' : ' (nicht für die Person, die mit einem Set beendet)'}.`,
          `Points (${provisional(game, ['score'], lang, true)}): ending the game ${s['finisherBonus']}, each dog ${s['perDog']}, each bone ${s['perBone']}, each conquered dog ${s['perConquest']}, each realm with a dog of yours ${s['perRealm']}, each hand card ${signed(s['perHandCard'])}${s['setFinisherHandMalus'] ? '' : ' (not for the player who ends with a set)'}.`,
        ),
      )
    : '';
  const winner =
    game.options['winner'] === 'finisher'
      ? L(t('Gewonnen hat, wer das Spiel regulär beendet hat.', 'Whoever ended the game regularly wins.'))
      : `${L(t('Gewonnen hat, wer die meisten Punkte hat.', 'The player with the most points wins.'))} ${tieWords(o.tieBreak, lang)}`;
  return {
    id: 'summary',
    title: L(t('Auf einen Blick', 'At a glance')),
    blocks: [],
    sections: [
      {
        id: 'summary-turn',
        title: L(t('Dein Zug', 'Your turn')),
        blocks: [
          {
            type: 'list',
            items: [
              L(
                t(
                  `Im Uhrzeigersinn. In deinem Zug machst du einen Spielzug mit deinen Handkarten — oder du ziehst ${draw}, und dein Zug ist zu Ende.`,
                  `Clockwise. On your turn you make one move with your hand cards — or draw ${draw}, and your turn is over.`,
                ),
              ),
              L(
                t(
                  'Ist einer deiner Hunde angegriffen oder verängstigt, kümmerst du dich zuerst um ihn: verteidigen, flüchten oder Karten ziehen.',
                  'If one of your dogs is attacked or afraid, deal with it first: defend, escape or draw cards.',
                ),
              ),
              L(
                t(
                  'Für den Hund einer anderen Person muss einer deiner Hunde in derselben Umgebung laufen — ausser eine Karte ist GLOBAL, oder du gibst einen Knochen.',
                  "To act on another player's dog, one of your dogs must walk in the same realm — unless a card is GLOBAL, or you pay a bone.",
                ),
              ),
            ],
          },
        ],
      },
      {
        id: 'summary-cards',
        title: L(t('Die Karten', 'The cards')),
        blocks: [
          {
            type: 'table',
            head: [L(t('Karte', 'Card')), L(t('Wirkung', 'Effect'))],
            rows: r.cards.map((c) => [c.name, gassiCardEffect(r, c.name, lang, true)]),
            className: 'summary',
          },
        ],
      },
      {
        id: 'summary-end',
        title: L(t('Spielende', 'End of the game')),
        blocks: [
          {
            type: 'paragraph',
            text: [
              L(
                t(
                  `Das Spiel endet ${o.endOnWin === 'immediate' ? 'sofort' : 'am Ende der Runde'}, sobald jemand ${goOut ? 'keine Handkarten mehr hat' : 'alle Startkarten abgelegt hat'} oder ${ownTurn ? 'am Ende des eigenen Zuges ' : ''}genau fünf Karten hält, die ein Set bilden — oder wenn der Nachziehstapel nicht mehr reicht.`,
                  `The game ends ${o.endOnWin === 'immediate' ? 'at once' : 'at the end of the round'} when someone ${goOut ? 'has no hand cards left' : 'has shed all starting cards'} or ${ownTurn ? 'holds, at the end of their own turn, exactly five cards' : 'holds exactly five cards'} that form a set — or when the draw pile runs short.`,
                ),
              ),
              points,
              winner,
            ]
              .filter(Boolean)
              .join(' '),
          },
        ],
      },
    ],
  };
}
