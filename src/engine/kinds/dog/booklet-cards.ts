// The Dog booklet's card pictures and its one-page summary. The pictures are inline SVG bridge cards in the look
// of the table's hand cards (white card, grey edge, the rank in a serif face), one per card of the overview; a
// group of ranks with one effect (2, 3, 5, 6, 8, 9, 10) is a fan. The summary says the turn in short, each card in
// one line and the end of the game, computed from the compiled rules like the chapters (DOG-020…080, DOG-112),
// so a variant's changed card reads changed. Pure.
import type { CompiledGame } from '../../core/game';
import type { SheetLang } from '../../core/types';
import { escapeHtml } from '../../rulesheet/html';
import type { SheetSection } from '../../rulesheet/model';
import { t, type Text } from '../../rulesheet/booklet/common';
import type { DogRules } from './rules';
import { JOKER } from './cards';
import { cardLine, cardName, dealSequence } from './card-words';

const CARD_W = 40;
const CARD_H = 56;
/** How far each card of a fan lies right of the one before it, in card units. */
const FAN_STEP = 12;

/** One card face at `x`: white, grey edge, the rank large in the middle and small in two corners; a Joker by its word and a star. */
function cardFace(rank: string, x: number, joker: boolean, centre: boolean): string {
  const ink = joker ? '#b01c1c' : '#1c1c1c';
  const face = [
    `<rect x="${x + 1}" y="1" width="${CARD_W - 2}" height="${CARD_H - 2}" rx="5" fill="#fff" stroke="#999" stroke-width="2"/>`,
  ];
  if (!joker)
    face.push(`<text x="${x + 5}" y="14" font-size="11" font-weight="bold" fill="${ink}">${escapeHtml(rank)}</text>`);
  if (!centre) return face.join('');
  if (!joker)
    face.push(
      `<text x="${x + CARD_W - 5}" y="${CARD_H - 6}" font-size="11" font-weight="bold" fill="${ink}" text-anchor="end">${escapeHtml(rank)}</text>`,
    );
  if (joker)
    face.push(
      `<path d="M${x + 20} 17 l3.2 6.6 7.2 1 -5.2 5 1.3 7.2 -6.5 -3.4 -6.5 3.4 1.3 -7.2 -5.2 -5 7.2 -1z" fill="#b01c1c"/>`,
      `<text x="${x + 20}" y="47" font-size="10.8" font-weight="bold" text-anchor="middle" fill="${ink}">Joker</text>`,
    );
  else
    face.push(
      `<text x="${x + 20}" y="${CARD_H / 2 + 7}" font-size="${rank.length > 1 ? 18 : 22}" font-weight="bold" text-anchor="middle" fill="${ink}">${escapeHtml(rank)}</text>`,
    );
  return face.join('');
}

/**
 * A Dog card (or a fan of cards, when `ranks` holds several) as inline SVG: 40 × 56 units per card, each card of a
 * fan 12 units right of the one before, the last one whole. `ranks` as printed on the cards: "A", "2" … "10", "J",
 * "Q", "K" (the German booklet passes "D" for Dame), and "Joker" (drawn with a star and its word).
 */
export function dogCardSvg(ranks: readonly string[], label: string): string {
  const n = ranks.length;
  const W = CARD_W + (n - 1) * FAN_STEP;
  const faces = ranks.map((r, i) => cardFace(r, i * FAN_STEP, r === 'Joker', i === n - 1)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${CARD_H}" width="${W}" height="${CARD_H}" ${n > 1 ? ' class="fan"' : ''} role="img" aria-label="${escapeHtml(label)}" font-family="Georgia, 'DejaVu Serif', serif">${faces}</svg>`;
}

/** The name of each rank in both languages (as the booklet's card list names them), to find a term's ranks. */
const RANK_OF: Readonly<Record<string, number>> = {
  Ass: 1,
  Ace: 1,
  König: 13,
  King: 13,
  Dame: 12,
  Queen: 12,
  Junge: 11,
  Jack: 11,
  Joker: JOKER,
};

/** What a card of rank `r` (1 … 13, 14 the Joker) shows as its rank in `lang`: A, 2 … 10, J, D or Q, K, Joker. */
function rankLabel(r: number, lang: SheetLang): string {
  if (r === JOKER) return 'Joker';
  return ({ 1: 'A', 11: 'J', 12: lang === 'de' ? 'D' : 'Q', 13: 'K' } as Record<number, string>)[r] ?? String(r);
}

/**
 * The booklet's card list (`cardTerms`: a term per rank or a group of plain numbers "2, 3, 5, 6, 8, 9, 10") with a
 * picture of each term's cards beside it: one card, or a fan for a group.
 */
export function withCardPictures(
  terms: readonly { term: string; text: string }[],
  lang: SheetLang,
): { term: string; text: string; svg: string }[] {
  return terms.map((item) => {
    const ranks = item.term
      .split(',')
      .map((x) => x.trim())
      .map((x) => RANK_OF[x] ?? Number(x))
      .filter((r) => Number.isInteger(r) && r >= 1 && r <= JOKER);
    const labels = ranks.map((r) => rankLabel(r, lang));
    return { ...item, svg: dogCardSvg(labels, labels.join(', ')) };
  });
}

/** The order ranks are told in, as in the card list: Ace, King, Queen, Jack, 10 down to 2, the Joker. */
const TOLD = [1, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, JOKER];

/**
 * Each card's effect in one line, in the card list's order, from the compiled card table (`cardLine`: coming out,
 * forward and backward counts, DOG-017…065) and the options on the Jack (DOG-075…078), the 7 (DOG-068, DOG-069)
 * and the Joker's last piece (DOG-112); the numbers that only move their value forward share one line.
 */
export function dogCardLines(rules: DogRules, lang: SheetLang): { card: string; text: string }[] {
  const L = (x: Text) => x[lang];
  const cards = rules.cards;
  const teamsOf3 = Math.max(...rules.teams.map((tm) => tm.length)) === 3;
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const plain = (r: number) =>
    r >= 2 &&
    r <= 10 &&
    !cards.exit[r] &&
    !cards.split[r] &&
    !cards.swap[r] &&
    !cards.any[r] &&
    cards.bwd[r]!.length === 0 &&
    cards.fwd[r]!.length === 1 &&
    cards.fwd[r]![0] === r;
  const jack = [
    rules.jackPartner ? '' : L(t(', nicht mit dem Partner', ", not your partner's")),
    rules.jackOwn
      ? L(t(', auch zwei eigene', ', or two of your own'))
      : L(t(', nicht zwei eigene', ', not two of your own')),
    rules.jackReqMoved ? L(t(', keinen sperrenden', ', not a blocking one')) : '',
    rules.jackInFinish ? L(t(', auch im Ziel', ', in a finish too')) : '',
  ].join('');
  // The 7's steps as the card's chapter says them (DOG-065, DOG-070): with the Canadian rule the sharing with the
  // partner is part of the split itself, said before what happens to passed pieces.
  const sevenSplit =
    rules.sevenPartner === 'always'
      ? t(
          '7 Schritte, verteilt auf deine Spielsteine und jederzeit auch auf die deines Partners',
          "7 steps shared over your own pieces and, at any time, your partner's",
        )
      : null;
  const seven =
    (rules.sevenPass
      ? L(t('; jeder überholte Spielstein muss zurück in den Zwinger', '; every piece passed goes back to its kennel'))
      : '') +
    L(
      {
        // in teams of three with any partner who has not finished (DOG-133)
        afterOwnFinished: teamsOf3
          ? t(
              '; sind deine im Ziel, weiter mit denen eines Partners, der noch nicht fertig ist',
              '; once yours are in the finish, go on with a partner who has not finished',
            )
          : t(
              '; sind deine im Ziel, weiter mit denen des Partners',
              "; once yours are in the finish, go on with your partner's",
            ),
        always: t('', ''),
        never: t('', ''),
      }[rules.sevenPartner],
    );
  // One word for those who win together: a team, or with three players a side (the single player is no team).
  const yours = rules.teamLayout === '1v2' ? t('deiner Seite', 'your side') : t('deines Teams', 'your team');
  const lines: { card: string; text: string }[] = [];
  for (const r of TOLD) {
    if (plain(r)) continue;
    if (cards.any[r]) {
      lines.push({
        card: cardName(r, lang),
        text:
          L(t('Gilt als jede andere Karte, die du ansagst', 'Counts as any other card you name')) +
          (rules.jokerLast
            ? ''
            : L(
                t(
                  `; darf den letzten Spielstein ${yours.de} nicht ins Ziel bringen`,
                  `; may not bring ${yours.en}'s last piece into the finish`,
                ),
              )),
      });
      continue;
    }
    // the swap said as the Jack's chapter says it: one of your pieces with another (then its limits)
    const line = cardLine(cards, r, lang)
      .replace(
        L(t('zwei Spielsteine tauschen', 'swap two pieces')),
        L(
          t(
            'einen eigenen Spielstein auf der Bahn mit einem anderen tauschen',
            'swap one of your pieces on the track with another',
          ),
        ),
      )
      .replace(
        L(t('7 Schritte, auf eigene Spielsteine verteilt', '7 steps shared over own pieces')),
        sevenSplit
          ? L(sevenSplit)
          : L(t('7 Schritte, verteilt auf deine Spielsteine', '7 steps shared over your own pieces')),
      );
    const text = cap(line) + (cards.swap[r] ? jack : '') + (cards.split[r] ? seven : '');
    lines.push({ card: cardName(r, lang), text });
  }
  const plainRanks = [2, 3, 4, 5, 6, 7, 8, 9, 10].filter(plain);
  if (plainRanks.length) {
    const at = lines.findIndex((l) => l.card === cardName(JOKER, lang));
    lines.splice(at < 0 ? lines.length : at, 0, {
      card: plainRanks.join(', '),
      text: L(t('So viele Felder vorwärts', 'That many fields forward')),
    });
  }
  if (rules.teamLayout === '1v2' && rules.anyCardStarts)
    lines.push({
      card: L(t('Jede Karte', 'Any card')),
      text: L(t('Wer allein spielt: damit herauskommen', 'The single player: come out with it')),
    });
  return lines;
}

/**
 * The Dog booklet's one-page summary ("Auf einen Blick" / "At a glance"): a round and a turn in short (deal
 * schedule DOG-011, exchange DOG-014, the duty to play DOG-024, discarding DOG-025), the cards in one line each
 * (`dogCardLines`), the track in short (sending back, block, finish: DOG-040…062) and the end of the game (DOG-090).
 */
export function dogSummary(game: CompiledGame, lang: SheetLang): SheetSection {
  const rules = game.rules as DogRules;
  const L = (x: Text) => x[lang];
  const oneVsTwo = rules.teamLayout === '1v2';
  const teamsOf3 = rules.teamLayout === '2x3';
  const side = oneVsTwo ? t('einer Seite', 'one side') : t('eines Teams', 'one team');
  // DOG-014, DOG-124, DOG-132: who gives the exchange card to whom — the partner; with three players only the two
  // partners (the single player exchanges with nobody); in teams of three the next person of the team.
  const give = oneVsTwo
    ? t(
        ' Danach geben sich die beiden Partner gegenseitig verdeckt eine Karte; wer allein spielt, tauscht nicht.',
        ' Then the two partners each give the other one card face down; the single player does not exchange.',
      )
    : teamsOf3
      ? t(
          ' Danach gibst du deinem nächsten Partner (in Spielrichtung) verdeckt eine Karte.',
          ' Then give your next partner in turn order one card face down.',
        )
      : t(' Danach gibst du deinem Partner verdeckt eine Karte.', ' Then give your partner one card face down.');
  // DOG-100, DOG-133: whose pieces a finished player moves.
  const helped = oneVsTwo
    ? t(
        'Spielst du zu zweit und sind deine Spielsteine alle im Ziel, fährst du mit deinen Karten die Spielsteine deines Partners.',
        "If you are one of the two partners and your pieces are all in the finish, your cards move your partner's pieces.",
      )
    : teamsOf3
      ? t(
          'Sind deine Spielsteine alle im Ziel, fährst du mit deinen Karten die Spielsteine eines Partners, der noch nicht fertig ist.',
          'Once your pieces are all in the finish, your cards move the pieces of a partner who has not finished.',
        )
      : t(
          'Sind deine Spielsteine alle im Ziel, fährst du mit deinen Karten die Spielsteine deines Partners.',
          "Once your pieces are all in the finish, your cards move your partner's pieces.",
        );
  return {
    id: 'summary',
    title: L(t('Auf einen Blick', 'At a glance')),
    blocks: [],
    sections: [
      {
        id: 'summary-turn',
        title: L(t('Eine Runde, ein Zug', 'A round, a turn')),
        blocks: [
          {
            type: 'list',
            items: [
              L(
                t(
                  `Austeilen: ${dealSequence(rules)} Karten pro Person.${rules.exchange ? give.de : ''}`,
                  `Deal: ${dealSequence(rules)} cards each.${rules.exchange ? give.en : ''}`,
                ),
              ),
              L(
                t(
                  'Reihum im Gegenuhrzeigersinn: Lege eine Karte offen in die Mitte und führe sie ganz aus. Du musst spielen, solange du kannst.',
                  'In turn, counter-clockwise: play one card face up into the middle and carry it out in full. You must play as long as you can.',
                ),
              ),
              L(
                t(
                  'Kannst du keine Karte spielen, legst du alle deine Karten ab und setzt bis zur nächsten Runde aus.',
                  'If you cannot play any card, discard your whole hand and sit out until the next round.',
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
            rows: dogCardLines(rules, lang).map((l) => [l.card, l.text]),
            className: 'summary',
          },
        ],
      },
      {
        id: 'summary-track',
        title: L(t('Auf der Bahn und ins Ziel', 'On the track and into the finish')),
        blocks: [
          {
            type: 'list',
            items: [
              L(
                t(
                  `Landest du genau auf einem Spielstein, muss er zurück in seinen Zwinger${rules.selfCapture ? ' — auch ein eigener' : ''}.`,
                  `Land exactly on a piece and it goes back to its kennel${rules.selfCapture ? ' — your own too' : ''}.`,
                ),
              ),
              L(
                t(
                  'Ein Spielstein, der gerade auf sein Startfeld herausgekommen ist, sperrt: Niemand fährt an ihm vorbei oder landet auf ihm.',
                  'A piece just come out onto its start field blocks: nobody moves past it or lands on it.',
                ),
              ),
              L(
                t(
                  `Ins eigene Ziel nur vorwärts und mit der genauen Zahl${rules.touches === 2 ? ', erst nach einem Umlauf' : ''}; im Ziel nicht überholen.`,
                  `Into your own finish only forward and with the exact count${rules.touches === 2 ? ', only after a lap' : ''}; no passing inside it.`,
                ),
              ),
              L(helped),
            ],
          },
        ],
      },
      {
        id: 'summary-end',
        title: L(t('Spielende', 'End of the game')),
        blocks: [
          {
            type: 'paragraph',
            text: L(
              t(
                `Sobald alle Spielsteine ${side.de} im Ziel stehen, endet das Spiel sofort. ${oneVsTwo ? 'Diese Seite' : 'Dieses Team'} gewinnt.`,
                `As soon as all pieces of ${side.en} are in the finish, the game ends at once. That ${oneVsTwo ? 'side' : 'team'} wins.`,
              ),
            ),
          },
        ],
      },
    ],
  };
}
