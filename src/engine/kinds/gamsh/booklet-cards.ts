// The Gämsh booklet's card overview and one-page summary. The pictures are inline SVG cards in the look of the
// table's cards (paper card with a sun or moon for day or night and the motif's colour dot, no codes; a Night card
// dark; a Föhn card orange with its name). The texts come from the compiled rules: the points (GAM-030…034),
// the target (GAM-040), the Föhn cards in play and their points (GAM-050…067). Pure.
import type { CompiledGame } from '../../core/game';
import type { SheetLang } from '../../core/types';
import { escapeHtml } from '../../rulesheet/html';
import type { SheetSection } from '../../rulesheet/model';
import { t, type Text } from '../../rulesheet/booklet/common';
import type { GamshRules } from './rules';
import { FOEHN as FOEHN_TEXTS } from './foehn-words';
import { numberWord, printedCard } from './deck-table';

const INK = '#2d2a26';
const PAPER = '#fffdf8';
const NIGHT = '#263238';
const FOEHN_COLOUR = '#f28c28';
/** The motif colours of the table (the colour dot on each card). */
const MOTIF_COLOURS: Readonly<Record<string, string>> = {
  ALP: '#8d6e63',
  M2: '#43a047',
  M3: '#1e88e5',
  M4: '#fdd835',
  M5: '#e53935',
  M6: '#8e24aa',
  M7: '#00acc1',
  M8: '#ec407a',
  M9: '#546e7a',
};
const W = 40;
const H = 56;

/**
 * One card face at `x`: a motif card (`ALP-D1`, `M4-N`) with its day or night mark and its motif's colour dot, or a
 * Föhn card by its name lines. A card half covered in a fan (`covered`) shows its mark and colour at its left edge.
 */
function face(card: string, x: number, foehnLines?: readonly string[], covered = false): string {
  if (foehnLines) {
    // the name's longest line fits the card's width (a bold letter is about 0.7 of the font size wide)
    const size = Math.min(8, (W - 4) / (0.7 * Math.max(...foehnLines.map((l) => l.length))));
    const lines = foehnLines
      .map(
        (l, i) =>
          `<text x="${x + W / 2}" y="${H / 2 - (foehnLines.length - 1) * 5 + i * 10 + 3}" font-size="${size.toFixed(1)}" font-weight="bold" text-anchor="middle" fill="${INK}">${escapeHtml(l)}</text>`,
      )
      .join('');
    return `<rect x="${x + 1}" y="1" width="${W - 2}" height="${H - 2}" rx="5" fill="${FOEHN_COLOUR}" stroke="${INK}" stroke-width="1.5"/>${lines}`;
  }
  const motif = card.slice(0, card.indexOf('-'));
  const night = card.endsWith('-N');
  const fg = night ? '#fff' : INK;
  const colour = MOTIF_COLOURS[motif] ?? '#999';
  if (covered)
    return [
      `<rect x="${x + 1}" y="1" width="${W - 2}" height="${H - 2}" rx="5" fill="${night ? NIGHT : PAPER}" stroke="${INK}" stroke-width="1.5"/>`,
      mark(x + 6.5, 9, 3.2, night, fg),
      `<circle cx="${x + 6.5}" cy="${H - 9}" r="4.5" fill="${colour}"/>`,
    ].join('');
  return [
    `<rect x="${x + 1}" y="1" width="${W - 2}" height="${H - 2}" rx="5" fill="${night ? NIGHT : PAPER}" stroke="${INK}" stroke-width="1.5"/>`,
    mark(x + W / 2, 15, 6, night, fg),
    `<circle cx="${x + W / 2}" cy="${H * 0.68}" r="9.5" fill="${colour}"/>`,
  ].join('');
}

/**
 * A card's day or night mark as a drawing (no letters, so that it reads at any print size): a sun with rays for a
 * Day card, a crescent moon for the Night card; centre `cx`/`cy`, radius `r` in units of the card.
 */
function mark(cx: number, cy: number, r: number, night: boolean, ink: string): string {
  if (night)
    // a pale disc with a second disc of the card's colour over its right part: a crescent
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#f4e7a1"/><circle cx="${(cx + r * 0.5).toFixed(1)}" cy="${(cy - r * 0.25).toFixed(1)}" r="${(r * 0.85).toFixed(1)}" fill="${NIGHT}"/>`;
  const rays = [0, 1, 2, 3, 4, 5, 6, 7]
    .map((k) => {
      const a = (k * Math.PI) / 4;
      const [c, s] = [Math.cos(a), Math.sin(a)];
      return `M${(cx + c * r * 0.8).toFixed(1)} ${(cy + s * r * 0.8).toFixed(1)}L${(cx + c * r * 1.25).toFixed(1)} ${(cy + s * r * 1.25).toFixed(1)}`;
    })
    .join('');
  return `<circle cx="${cx}" cy="${cy}" r="${(r * 0.55).toFixed(1)}" fill="#f2b705" stroke="${ink}" stroke-width="0.6"/><path d="${rays}" stroke="${ink}" stroke-width="0.9"/>`;
}

/**
 * Gämsh cards as inline SVG, 40 × 56 units each: several cards side by side as a fan (each 12 units right of the
 * one before) with the class `fan`; a Föhn card (`foehn`: its name, split into lines) alone, with the class `foehn`
 * (printed wide enough for its name to be read: 21 mm, over 7 pt for a ten-letter line).
 */
export function gamshCardSvg(cards: readonly string[], label: string, foehn?: readonly string[]): string {
  const step = 12;
  const width = W + (cards.length - 1) * step;
  const faces = cards.map((c, i) => face(c, i * step, foehn, i < cards.length - 1)).join('');
  const cls = cards.length > 1 ? ' class="fan"' : foehn ? ' class="foehn"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${H}" width="${width}" height="${H}"${cls} role="img" aria-label="${escapeHtml(label)}" font-family="DejaVu Sans, Arial, sans-serif">${faces}</svg>`;
}

/** A Föhn card's name in lines for its picture: two words on two lines ("Schlauer" / "Bauer"). */
function nameLines(name: string): string[] {
  return name.split(' ');
}

/** "1 Punkt" / "2 Punkte" / "1 point". */
function pts(n: number, lang: SheetLang): string {
  return lang === 'de' ? `${n} ${n === 1 ? 'Punkt' : 'Punkte'}` : `${n} ${n === 1 ? 'point' : 'points'}`;
}

/** The picture of Föhn card `f` (`GAMEKEEPER` …) with its name in `lang`. */
export function gamshFoehnSvg(f: string, lang: SheetLang): string {
  const name = FOEHN_TEXTS[f]?.name[lang] ?? f;
  return gamshCardSvg([f], name, nameLines(name));
}

/**
 * The booklet's overview of the motif cards (GAM-001…003): the deck's motifs (`tables.deck.motifs`), a Day card, a Night card and a
 * quartet, each pictured beside what it is; the Föhn cards are pictured in their own chapter.
 */
export function gamshCardOverview(game: CompiledGame, lang: SheetLang): SheetSection {
  const r = game.rules as GamshRules;
  const L = (x: Text) => x[lang];
  const keeper = r.cardWith.guardNightCards !== null;
  const n = r.motifs.length;
  const motifsTitle = t(`Die ${numberWord(n, 'de')} Motive`, `The ${numberWord(n, 'en')} motifs`);
  const alphorn = r.motifs.includes('ALP');
  return {
    id: 'card-overview',
    title: L(t('Die Karten im Überblick', 'The cards at a glance')),
    blocks: [
      {
        type: 'terms',
        items: [
          {
            svg: gamshCardSvg(
              r.motifs.map((m) => `${m}-D1`),
              L(motifsTitle),
            ),
            term: L(motifsTitle),
            text: L(
              t(
                `${alphorn ? `Das Alphorn und ${numberWord(n - 1, 'de')} weitere Motive` : `${numberWord(n, 'de').replace(/^./, (c) => c.toUpperCase())} Motive`}, jedes mit eigener Farbe. Von jedem Motiv gibt es vier Karten: drei Tagkarten und eine Nachtkarte.`,
                `${alphorn ? `The Alphorn and ${numberWord(n - 1, 'en')} more motifs` : `${numberWord(n, 'en').replace(/^./, (c) => c.toUpperCase())} motifs`}, each with its own colour. Each motif has four cards: three Day cards and one Night card.`,
              ),
            ),
          },
          {
            svg: gamshCardSvg(['ALP-D2'], L(t('Tagkarte', 'Day card'))),
            term: L(t('Tagkarte', 'Day card')),
            text: L(
              t(
                'Helle Karte mit dem Motiv und seiner Farbe. Du darfst sie jederzeit mit der Tischmitte tauschen.',
                'A light card with the motif and its colour. You may swap it with the middle at any time.',
              ),
            ),
          },
          {
            svg: gamshCardSvg(['ALP-N'], L(t('Nachtkarte', 'Night card'))),
            term: L(t('Nachtkarte', 'Night card')),
            text:
              L(
                t(
                  'Dunkle Karte, eine pro Motiv; ohne sie gibt es kein Quartett.',
                  'A dark card, one per motif; there is no quartet without it.',
                ),
              ) +
              (keeper
                ? L(
                    t(
                      ' Solange der Wachsame Wildhüter in der Tischmitte liegt, darf niemand eine Nachtkarte tauschen.',
                      ' While the Watchful Gamekeeper lies in the middle, nobody may swap a Night card.',
                    ),
                  )
                : ''),
          },
          {
            svg: gamshCardSvg(['ALP-D1', 'ALP-D2', 'ALP-D3', 'ALP-N'], L(t('Quartett', 'Quartet'))),
            term: L(t('Quartett', 'Quartet')),
            text: L(
              t(
                `Die vier Karten eines Motivs auf einer Hand: Dann gibst du deinem Partner das Zeichen, und er ruft „Gämsh!“ (${pts(r.points.gamsh, lang)}).`,
                `All four cards of one motif in one hand: then you give your partner the signal, and they call "Gämsh!" (${pts(r.points.gamsh, lang)}).`,
              ),
            ),
          },
        ],
      },
    ],
  };
}

/** Each Föhn card in play in one line, from its rule and points (GAM-050…067). */
function foehnLines(r: GamshRules, lang: SheetLang): string[][] {
  const L = (x: Text) => x[lang];
  const line: Record<string, Text> = {
    GAMEKEEPER: t(
      `Liegt er in der Mitte, darf niemand Nachtkarten tauschen. Erwischst du jemanden dabei, klatsch den Wildhüter ab: ${pts(r.points.catch, lang)} für dein Team.`,
      `While it lies in the middle nobody may swap Night cards. If you catch someone doing it, slap the Gamekeeper: ${pts(r.points.catch, lang)} for your team.`,
    ),
    FARMER: t(
      'Klatsch ihn ab, während du Gämsh oder Doppel-Gämsh rufst: Drei Karten eines Motivs auf der Hand deines Partners gelten als Quartett.',
      "Slap it while you call Gämsh or Double Gämsh: three cards of one motif in your partner's hand count as a quartet.",
    ),
    SNACK: t(
      `Niemand tauscht mehr; klatscht die drei anderen Karten der Mitte ab, jede Person höchstens eine. Hat jede Person deines Teams eine abgeklatscht: ${pts(r.points.snack, lang)}.`,
      `Nobody swaps any more; slap the other three cards in the middle, one each at most. If you and your partner slap one each: ${pts(r.points.snack, lang)}.`,
    ),
    BULL: t(
      'Wer ihn abklatscht, lässt die vier Karten der Mitte ersetzen (nicht, solange die Vesper dort liegt).',
      'Whoever slaps it has the four cards in the middle replaced (not while the Snack lies there).',
    ),
  };
  return r.foehn.map((f) => [FOEHN_TEXTS[f]?.name[lang] ?? f, L(line[printedCard(r.effectOf[f]!)]!)]);
}

/**
 * The Gämsh booklet's one-page summary ("Auf einen Blick" / "At a glance"): swapping in short (GAM-010…014), the
 * cards in one line each (motif cards, each Föhn card in play), the calls with their points right and wrong
 * (GAM-030…034, the wrong guess's payout), and the end of the game at the target (GAM-040).
 */
export function gamshSummary(game: CompiledGame, lang: SheetLang): SheetSection {
  const r = game.rules as GamshRules;
  const L = (x: Text) => x[lang];
  const p = r.points;
  const other = t('jedes andere Team', 'every other team');
  const wrongGuess = r.outgamshWrongPayout === 'namedTeamOnly' ? t('das genannte Team', 'the team you named') : other;
  return {
    id: 'summary',
    title: L(t('Auf einen Blick', 'At a glance')),
    blocks: [],
    sections: [
      {
        id: 'summary-turn',
        title: L(t('So wird gespielt', 'How to play')),
        blocks: [
          {
            type: 'list',
            items: [
              L(
                t(
                  'Jede Person hat vier Handkarten, vier Karten liegen offen in der Tischmitte.',
                  'Everyone holds four cards; four cards lie face up in the middle.',
                ),
              ),
              L(
                t(
                  'Alle tauschen gleichzeitig: eine Handkarte in die Mitte werfen, dann eine andere aus der Mitte nehmen.',
                  'Everyone swaps at once: throw one hand card into the middle, then take another from it.',
                ),
              ),
              L(
                t(
                  'Hast du ein Quartett, gib deinem Partner euer geheimes Zeichen; er ruft „Gämsh!“.',
                  'Once you hold a quartet, give your partner your secret signal; they call "Gämsh!".',
                ),
              ),
              L(
                t(
                  'Jeder Ruf und jedes richtig erratene Zeichen beendet die Runde: neu mischen und austeilen.',
                  'Every call and every correctly named signal ends the round: shuffle and deal anew.',
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
            rows: [
              [
                L(t('Tagkarte', 'Day card')),
                L(
                  t(
                    'Drei pro Motiv; jederzeit mit der Tischmitte tauschbar.',
                    'Three per motif; may always be swapped with the middle.',
                  ),
                ),
              ],
              [
                L(t('Nachtkarte', 'Night card')),
                L(t('Eine pro Motiv; gehört zu jedem Quartett.', 'One per motif; part of every quartet.')),
              ],
              ...foehnLines(r, lang),
            ],
            className: 'summary',
          },
        ],
      },
      {
        id: 'summary-calls',
        title: L(t('Rufe und Punkte', 'Calls and points')),
        blocks: [
          {
            type: 'table',
            head: [L(t('Ruf', 'Call')), L(t('richtig', 'correct')), L(t('falsch', 'wrong'))],
            rows: [
              [
                L(t('Gämsh: dein Partner hat ein Quartett', 'Gämsh: your partner holds a quartet')),
                pts(p.gamsh, lang),
                `${pts(p.gamsh, lang)} ${L(t('für', 'for'))} ${L(other)}`,
              ],
              [
                L(t('Doppel-Gämsh: ihr beide habt eines', 'Double Gämsh: you both hold one')),
                pts(p.double, lang),
                `${pts(p.double, lang)} ${L(t('für', 'for'))} ${L(other)}`,
              ],
              [
                L(t('Gegen-Gämsh: ein anderes Team hat eines', 'Counter Gämsh: another team holds one')),
                pts(p.counter, lang),
                `${pts(p.counter, lang)} ${L(t('für', 'for'))} ${L(other)}`,
              ],
              [
                L(t('Ausgegämsh: Zeichen erraten', "Outgämshed: name a team's signal")),
                pts(p.outgamsh, lang),
                `${pts(p.outgamsh, lang)} ${L(t('für', 'for'))} ${L(wrongGuess)}`,
              ],
            ],
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
            text: L(
              t(
                `Sobald ein Team ${r.target} Punkte oder mehr hat, endet das Spiel sofort. Das Team mit den meisten Punkten gewinnt; bei Gleichstand gewinnen alle punktgleichen Teams.`,
                `As soon as a team has ${r.target} or more points, the game ends at once. The team with the most points wins; teams that tie all win.`,
              ),
            ),
          },
        ],
      },
    ],
  };
}
