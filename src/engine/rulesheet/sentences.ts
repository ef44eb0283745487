// Option values as sentences: what a house-rules card and a booklet's "what differs" say about an
// option, in German or English — never an identifier or a code like "6+5432". Specific sentences for the options
// the bundled variants change; a generic sentence from the option's description otherwise. Pure.
import type { Json, SheetLang } from '../core/types';
import type { OptionSpec } from '../core/types';
import { bookletText } from './booklet/common';

type Both = { de: string; en: string };
const t = (de: string, en: string): Both => ({ de, en });

/** Sentences per Dog option and value (docs/rules/dog.md); `*` for any value (the value is passed to the function). */
const DOG: Record<string, (v: Json) => Both | null> = {
  dealSchedule: (v) =>
    v === '6+5432'
      ? t(
          'Ausgeteilt werden zuerst 6, 5, 4, 3, 2 Karten, danach immer wieder 5, 4, 3, 2 Karten; mit 6 Karten wird nur die allererste Runde gespielt.',
          'The deals are 6, 5, 4, 3, 2 cards, then 5, 4, 3, 2 over and over; only the very first round has 6 cards.',
        )
      : t(
          'Ausgeteilt werden 6, 5, 4, 3, 2 Karten, dann beginnt es wieder mit 6.',
          'The deals are 6, 5, 4, 3, 2 cards, then it starts again with 6.',
        ),
  dealerRotation: (v) =>
    (
      ({
        perRound: t('Wer austeilt, wechselt jede Runde zur nächsten Person.', 'The dealer changes every round.'),
        perCycle: t(
          'Dieselbe Person teilt einen ganzen Durchgang (6, 5, 4, 3, 2 Karten) aus; erst dann teilt die nächste Person aus.',
          'One player deals a whole cycle (6, 5, 4, 3, 2 cards); only then does the next player deal.',
        ),
        never: t('Dieselbe Person teilt während des ganzen Spiels aus.', 'The same player deals for the whole game.'),
      }) as Record<string, Both>
    )[String(v)] ?? null,
  jokerAllowedAsLastCard: (v) =>
    v
      ? t(
          'Auch der letzte Spielstein eines Teams darf mit einem Joker ins Ziel gebracht werden.',
          "A Joker may also bring a team's last piece home.",
        )
      : t(
          'Der letzte Spielstein eines Teams darf nicht mit einem Joker ins Ziel gebracht werden.',
          "A team's last piece may not be brought home with a Joker.",
        ),
  jackSwapOwnPieces: (v) =>
    v
      ? t(
          'Mit dem Jungen dürfen auch zwei eigene Spielsteine getauscht werden.',
          'A Jack may also swap two of your own pieces.',
        )
      : t(
          'Mit dem Jungen muss ein eigener Spielstein mit einem fremden getauscht werden.',
          "A Jack swaps one of your pieces with someone else's.",
        ),
  jackSwapWithPartner: (v) =>
    v
      ? t(
          'Mit dem Jungen darf auch mit einem Spielstein des Partners getauscht werden.',
          "A Jack may also swap with a partner's piece.",
        )
      : t(
          'Mit dem Jungen darf nicht mit einem Spielstein des Partners getauscht werden.',
          "A Jack may not swap with a partner's piece.",
        ),
  sevenSplitAcrossPartner: (v) =>
    (
      ({
        afterOwnFinished: t(
          'Die Schritte einer 7 dürfen erst dann auf Spielsteine des Partners verteilt werden, wenn alle eigenen im Ziel sind.',
          "The steps of a 7 may go to the partner's pieces only once all your own pieces are home.",
        ),
        always: t(
          'Die Schritte einer 7 dürfen jederzeit auch auf Spielsteine des Partners verteilt werden („kanadische Regel“).',
          "The steps of a 7 may be shared with the partner's pieces at any time (the Canadian rule).",
        ),
        never: t(
          'Die Schritte einer 7 werden nie auf Spielsteine des Partners verteilt.',
          "The steps of a 7 never go to the partner's pieces.",
        ),
      }) as Record<string, Both>
    )[String(v)] ?? null,
  playerCount: (v) => t(`Es spielen ${v} Personen.`, `${v} people play.`),
  teamLayout: (v) =>
    (
      ({
        auto: t(
          'Die Teams ergeben sich aus der Zahl der Personen: zu viert zwei Teams zu zweit.',
          'The teams follow from the number of players: with four, two teams of two.',
        ),
        '2x2': t(
          'Es spielen zwei Teams zu zweit; die Partner sitzen sich gegenüber.',
          'Two teams of two play; partners sit opposite.',
        ),
        '3x2': t(
          'Es spielen drei Teams zu zweit; die Partner sitzen sich gegenüber.',
          'Three teams of two play; partners sit opposite.',
        ),
        '2x3': t(
          'Es spielen zwei Teams zu dritt; die Personen eines Teams sitzen abwechselnd.',
          'Two teams of three play, sitting on alternate seats.',
        ),
        '1v2': t(
          'Eine Person spielt allein gegen zwei, die zusammenspielen; ein Platz bleibt leer.',
          'One player plays alone against two who play together; one place stays empty.',
        ),
      }) as Record<string, Both>
    )[String(v)] ?? null,
  threePlayerAnyCardStarts: (v) =>
    v
      ? t(
          'Wer allein spielt, darf mit jeder Karte einen Spielstein herausbringen.',
          'The single player may bring a piece out with any card.',
        )
      : t(
          'Auch wer allein spielt, kommt nur mit Ass, König oder Joker heraus.',
          'The single player, too, comes out only with an Ace, a King or a Joker.',
        ),
  partnerExchange: (v) =>
    v
      ? t(
          'Nach jedem Austeilen geben sich die Partner verdeckt eine Karte.',
          'After every deal partners give each other one card face down.',
        )
      : t('Die Partner tauschen keine Karten.', 'Partners do not exchange cards.'),
  revealDiscards: (v) =>
    v
      ? t('Wer nicht spielen kann, legt seine Karten offen ab.', 'A player who cannot play shows the discarded cards.')
      : t('Wer nicht spielen kann, legt seine Karten verdeckt ab.', 'A player who cannot play discards face down.'),
};

const FOEHN_NAMES: Record<string, Both> = {
  GAMEKEEPER: t('Wachsamer Wildhüter', 'Watchful Gamekeeper'),
  FARMER: t('Schlauer Bauer', 'Smart Farmer'),
  SNACK: t('Flotte Vesper', 'Hearty Snack'),
  BULL: t('Wilder Stier', 'Raging Bull'),
};

/** Sentences per Gämsh option (docs/rules/gamsh.md), for the options variants change. */
const GAMSH: Record<string, (v: Json) => Both | null> = {
  foehnCards: (v) => {
    const cards = Array.isArray(v) ? v.map((c) => FOEHN_NAMES[String(c)] ?? { de: String(c), en: String(c) }) : [];
    return cards.length
      ? t(
          `Die Föhnkarten sind im Spiel: ${cards.map((c) => c.de).join(', ')}.`,
          `The Föhn cards are in the game: ${cards.map((c) => c.en).join(', ')}.`,
        )
      : t(
          'Ohne Föhnkarten, wie für die ersten Partien empfohlen.',
          'Without Föhn cards, as recommended for first games.',
        );
  },
  teams: (v) =>
    t(`Es spielen ${v === 3 ? 'drei' : 'zwei'} Zweierteams.`, `${v === 3 ? 'Three' : 'Two'} teams of two play.`),
  target: (v) =>
    t(
      `Das Spiel endet, sobald ein Team ${v} Punkte oder mehr hat.`,
      `The game ends as soon as a team has ${v} or more points.`,
    ),
};

/** Words for enum values of any kind's options that have no specific sentence. */
const VALUE_WORDS: Record<string, Both> = {
  eachOtherTeam: t('alle anderen Teams', 'every other team'),
  namedTeamOnly: t('nur das genannte Team', 'only the named team'),
  wrong: t('gilt als falscher Ruf', 'counts as a wrong call'),
  scoreAsGamsh: t('zählt wie ein einfaches Gämsh', 'scores like a plain Gämsh'),
  partnerOnly: t('nur für den Partner', 'the partner only'),
  both: t('für beide', 'both'),
  opponents: t('nur die Gegner', 'opponents only'),
  anyone: t('alle', 'anyone'),
  wholeSwap: t('der ganze Tausch', 'the whole swap'),
  nightCardOnly: t('nur die Nachtkarte', 'the Night card only'),
  reshuffleAll: t('alle Karten neu mischen', 'shuffle all cards anew'),
  replaceFromDrawPile: t('vom Nachziehstapel ersetzen', 'replace from the draw pile'),
  reshuffleDiscards: t('Ablage neu mischen', 'reshuffle the discards'),
  newRound: t('neue Runde', 'a new round'),
  firstOnly: t('nur der erste Ruf zählt', 'only the first call counts'),
  allWithinWindow: t('alle Rufe im selben Augenblick zählen', 'all calls at the same moment count'),
  GAMEKEEPER: t('Wachsamer Wildhüter', 'Watchful Gamekeeper'),
  FARMER: t('Schlauer Bauer', 'Smart Farmer'),
  SNACK: t('Flotte Vesper', 'Hearty Snack'),
  BULL: t('Wilder Stier', 'Raging Bull'),
  random: t('ausgelost', 'drawn by lot'),
};

/** A value in words: yes/no, numbers, known enum words, lists joined; null as "none". */
export function valueWords(v: Json, lang: SheetLang): string {
  if (v === true) return lang === 'de' ? 'ja' : 'yes';
  if (v === false) return lang === 'de' ? 'nein' : 'no';
  if (v === null) return lang === 'de' ? 'keine Grenze' : 'no limit';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return VALUE_WORDS[v]?.[lang] ?? v;
  if (Array.isArray(v))
    return v.length ? v.map((x) => valueWords(x, lang)).join(', ') : lang === 'de' ? 'keine' : 'none';
  return Object.entries(v)
    .map(([k, x]) => `${k}: ${valueWords(x as Json, lang)}`)
    .join('; ');
}

/**
 * The sentence for option `name` of `kind` at `value` in `lang`: a specific sentence where the kind has one
 * (Dog), else "<description>: <value in words>." with the description cleaned of rule IDs and identifiers.
 */
export function optionSentence(
  kind: string,
  name: string,
  spec: OptionSpec | undefined,
  value: Json,
  lang: SheetLang,
): string {
  const specific = kind === 'dog' ? DOG[name]?.(value) : kind === 'gamsh' ? GAMSH[name]?.(value) : undefined;
  if (specific) return specific[lang];
  const desc = cleanDescription(spec?.description[lang] ?? name);
  if (value === true) return `${desc}${/[.!]$/.test(desc) ? '' : '.'}`;
  if (value === false)
    return `${lang === 'de' ? 'Das gilt hier nicht' : 'This does not apply here'}: ${lang === 'de' ? desc : lowerFirst(desc)}${/[.!]$/.test(desc) ? '' : '.'}`;
  return `${desc.replace(/[.]$/, '')}: ${valueWords(value, lang)}.`;
}

/** An option description without rule IDs, code quotes or camelCase identifiers (replaced by "this value"). */
export function cleanDescription(text: string): string {
  return bookletText(text.replace(/`([^`]*)`/g, '$1')).replace(/\b[a-z]+[A-Z][A-Za-z]*\b/g, (m) =>
    m.replace(/([A-Z])/g, ' $1').toLowerCase(),
  );
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}
