// Dog's sentences for option values (`KindRuleSheet.optionSentences`): what a house-rules card and a booklet's
// "what differs" say about the options the bundled variants change, in German and English. Pure.
import type { Json } from '../../core/types';
import type { SheetText } from '../../rulesheet/kind-sheet';
import { compileDealSchedule, handSize, type DealSchedule, type DealScheduleValue } from './cards';

const t = (de: string, en: string): SheetText => ({ de, en });

/**
 * The deal schedule in words (DOG-011), computed from its lists, e.g. "The deals are 6, 5, 4, 3, 2 cards, then
 * it starts over (6, 5, 4, 3, 2, 6, 5 …)." Used by the house-rules card and the booklet.
 */
export function dealScheduleSentence(d: DealSchedule): SheetText {
  const seq = `${Array.from({ length: d.first.length + d.repeat.length + 2 }, (_, i) => handSize(d, i + 1)).join(', ')} …`;
  const rep = d.repeat.join(', ');
  if (d.first.length === 0 && d.repeat.every((n) => n === d.repeat[0]))
    return t(`In jeder Runde werden ${d.repeat[0]} Karten ausgeteilt.`, `Every round deals ${d.repeat[0]} cards.`);
  if (d.first.length === 0)
    return t(
      `Ausgeteilt werden ${rep} Karten, dann beginnt es wieder von vorn (${seq}).`,
      `The deals are ${rep} cards, then it starts over (${seq}).`,
    );
  const first = d.first.join(', ');
  return t(
    `Ausgeteilt werden zuerst ${first} Karten, danach immer wieder ${rep} Karten (${seq}).`,
    `The deals are ${first} cards first, then ${rep} over and over (${seq}).`,
  );
}

/** Sentences per Dog option and value (docs/rules/dog.md); `*` for any value (the value is passed to the function). */
export const DOG_OPTION_SENTENCES: Readonly<Record<string, (v: Json) => SheetText | null>> = {
  dealSchedule: (v) => dealScheduleSentence(compileDealSchedule(v as DealScheduleValue)),
  dealerRotation: (v) =>
    (
      ({
        perRound: t('Wer austeilt, wechselt jede Runde zur nächsten Person.', 'The dealer changes every round.'),
        perCycle: t(
          'Dieselbe Person teilt einen ganzen Zyklus aus, das heisst alle Runden bis zu der mit den wenigsten Karten (etwa 6, 5, 4, 3, 2); erst dann teilt die nächste Person aus.',
          'One player deals a whole cycle, that is every round down to the one with the fewest cards (say 6, 5, 4, 3, 2); only then does the next player deal.',
        ),
        never: t('Dieselbe Person teilt während des ganzen Spiels aus.', 'The same player deals for the whole game.'),
      }) as Record<string, SheetText>
    )[String(v)] ?? null,
  jokerAllowedAsLastCard: (v) =>
    v
      ? t(
          'Auch den letzten Spielstein, mit dem das Spiel gewonnen ist, darf ein Joker ins Ziel bringen.',
          'A Joker may also bring the last piece into the finish, the one that wins the game.',
        )
      : t(
          'Den letzten Spielstein, mit dem das Spiel gewonnen ist, darf kein Joker ins Ziel bringen.',
          'A Joker may not bring the last piece into the finish, the one that wins the game.',
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
          "The steps of a 7 may go to the partner's pieces only once all your own pieces are in the finish.",
        ),
        always: t(
          'Die Schritte einer 7 dürfen jederzeit auch auf Spielsteine des Partners verteilt werden („kanadische Regel“).',
          "The steps of a 7 may be shared with the partner's pieces at any time (the Canadian rule).",
        ),
        never: t(
          'Die Schritte einer 7 werden nie auf Spielsteine des Partners verteilt.',
          "The steps of a 7 never go to the partner's pieces.",
        ),
      }) as Record<string, SheetText>
    )[String(v)] ?? null,
  playerCount: (v) => t(`Es spielen ${v} Personen.`, `${v} players.`),
  teamLayout: (v) =>
    (
      ({
        // said without "team": a three-player card (one against two) tells this usual rule too
        auto: t(
          'Wer mit wem spielt, ergibt sich aus der Zahl der Personen: zu viert je zwei Partner, die sich gegenübersitzen.',
          'Who plays with whom follows from the number of players: with four, two pairs of partners sitting opposite.',
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
      }) as Record<string, SheetText>
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
