// The Dog booklet: the rules to learn from, in the second person, written from the seeds (001 Märki,
// 002 netzone, 003 Octopus) and computed from the compiled rules, so every sentence says what the engine plays
// under the ruleset's options. No rule IDs, no notation, no option names. Pure.
import type { CompiledGame } from '../../core/game';
import type { SheetLang } from '../../core/types';
import { deckCounts, handSize, JOKER } from './cards';
import { PIECES } from './geometry';
import type { DogRules } from './rules';
import type { DogState } from './state';
import type { SheetBlock, SheetSection } from '../../rulesheet/model';
import { listing, SEAT_NAMES, t, type Text } from '../../rulesheet/booklet/common';
import { dogBoardSvg } from './booklet-board';
import { dogCardSvg, withCardPictures } from './booklet-cards';
import { dealScheduleSentence } from './option-sentences';
import { cardName, cardTerms, exitCardsAlsoMove, exitCardsPhrase, exitCardsWithArticles } from './card-words';

const NUM_DE = ['null', 'eine', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn'];
const NUM_EN = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** Who plays with whom, with the seeds' names: "Peter und Simone gegen Sonja und Jesse". */
export function dogTeamsText(rules: DogRules, lang: SheetLang): string {
  const sides = rules.teams.map((team) =>
    listing(
      team.map((s) => SEAT_NAMES[s]!),
      lang,
    ),
  );
  return sides.join(lang === 'de' ? ' gegen ' : ' against ');
}

/** The booklet sections of a Dog ruleset, before the worked examples and the differences. */
export function dogBookletSections(game: CompiledGame, lang: SheetLang): SheetSection[] {
  const rules = game.rules as DogRules;
  const L = (x: Text) => x[lang];
  const de = lang === 'de';
  const n = rules.active.length;
  const teamSize = Math.max(...rules.teams.map((tm) => tm.length));
  const oneVsTwo = rules.teamLayout === '1v2';
  const teamsOf3 = teamSize === 3;
  const counts = deckCounts(rules.decks, rules.jokersPerDeck);
  /** Ranks with a backward move in the card table (the 4; the 3 too in dog/three-backward), DOG-060, DOG-045. */
  const backCards = rules.cards.bwd.flatMap((b, r) => (r >= 1 && r <= 13 && b.length ? [r] : []));
  const jokers = counts[JOKER]!;
  const num = (k: number) => (de ? NUM_DE[k] : NUM_EN[k]) ?? String(k);

  const idea: SheetSection = {
    id: 'idea',
    title: L(t('Worum geht es?', 'What is the game about?')),
    blocks: [
      {
        type: 'paragraph',
        text: oneVsTwo
          ? L(
              t(
                `Dog ist ein Laufspiel mit Karten statt Würfeln. Zu dritt spielen zwei Personen zusammen gegen eine dritte. Ihr fahrt eure Spielsteine aus dem Zwinger einmal um die ganze Bahn — einen Umlauf — und ins Ziel.`,
                `Dog is a race game played with cards instead of dice. With three players, two play together against the third. You move your pieces out of the kennel, once round the whole track — one lap — and into your finish.`,
              ),
            )
          : L(
              t(
                `Dog ist ein Laufspiel mit Karten statt Würfeln, gespielt in Teams: ${teamsOf3 ? 'Drei Personen, die abwechselnd am Tisch sitzen' : 'Zwei Personen, die sich gegenübersitzen'}, spielen zusammen. Ihr fahrt eure Spielsteine aus dem Zwinger einmal um die ganze Bahn — einen Umlauf — und in euer Ziel. Dabei schickt ihr gegnerische Spielsteine zurück in den Zwinger und helft einander mit euren Karten.`,
                `Dog is a race game played in teams with cards instead of dice: ${teamsOf3 ? 'three players sitting on every other seat' : 'two players sitting opposite each other'} play together. You move your pieces out of the kennel, once round the whole track — one lap — and into your finish, sending your opponents' pieces back to their kennel and helping each other with your cards.`,
              ),
            ),
      },
      {
        type: 'paragraph',
        text: oneVsTwo
          ? L(
              t(
                'Ziel des Spiels: Wer zuerst alle Spielsteine der eigenen Seite ins Ziel gebracht hat, gewinnt.',
                'The goal: the first side to bring all its pieces into the finish wins.',
              ),
            )
          : L(
              t(
                'Ziel des Spiels: Das Team, das zuerst alle seine Spielsteine ins Ziel gebracht hat, gewinnt. Allein kann niemand gewinnen — wer fertig ist, hilft den anderen im eigenen Team.',
                `The goal: the first team to bring all its pieces into the finish wins. Nobody wins alone — once your pieces are all in the finish, you help your ${teamsOf3 ? 'partners' : 'partner'}.`,
              ),
            ),
      },
    ],
  };

  const boardState: Pick<DogState, 'pos' | 'blk'> = { pos: new Array(rules.seats * PIECES).fill(-1), blk: 0 };
  const material: SheetSection = {
    id: 'material',
    title: L(t('Spielmaterial', 'What you need')),
    blocks: [
      {
        type: 'list',
        items: [
          L(
            t(
              `1 Spielbrett mit einer Bahn von ${rules.N} Feldern; für jede Person ein Zwinger, ein Startfeld und ein Ziel mit 4 Feldern`,
              `1 board with a track of ${rules.N} fields; for each player a kennel, a start field and a finish of 4 fields`,
            ),
          ),
          L(
            t(
              `${n * PIECES} Spielsteine: ${num(PIECES)} in jeder Farbe, eine Farbe pro Person`,
              `${n * PIECES} pieces: ${num(PIECES)} of each colour, one colour per player`,
            ),
          ),
          L(
            t(
              `${rules.decks === 1 ? 'Ein Bridge-Kartenspiel' : `${num(rules.decks).replace(/^./, (c) => c.toUpperCase())} Bridge-Kartenspiele`} zu 52 Karten mit ${rules.decks === 1 ? '' : 'je '}${num(rules.jokersPerDeck)} Jokern, zusammen ${rules.deckSize} Karten. Die Farben (Herz, Karo, Pik, Kreuz) spielen keine Rolle.`,
              `${rules.decks === 1 ? 'One bridge pack' : `${num(rules.decks).replace(/^./, (c) => c.toUpperCase())} bridge packs`} of 52 cards with ${num(rules.jokersPerDeck)} jokers${rules.decks === 1 ? '' : ' each'}, ${rules.deckSize} cards in all. Suits (hearts, diamonds, spades, clubs) play no role.`,
            ),
          ),
        ],
      },
      {
        type: 'figure',
        svg: dogBoardSvg(rules, boardState, lang, { labels: true, size: 250 }),
        caption: L(
          t(
            'Das Spielbrett: Jede Person hat einen Zwinger, ein Startfeld und ein Ziel in ihrer Farbe. Gespielt wird im Gegenuhrzeigersinn.',
            'The board: each player has a kennel, a start field and a finish in their colour. Play runs counter-clockwise.',
          ),
        ),
      },
    ],
  };

  const exchangeText = !rules.exchange
    ? L(t('Ihr tauscht keine Karten mit dem Partner.', 'You do not exchange cards with your partner.'))
    : teamsOf3
      ? L(
          t(
            'Nach jedem Austeilen gibt jede Person ihrem nächsten Partner (in Spielrichtung) verdeckt eine Karte. Die erhaltene Karte darfst du erst ansehen, wenn du deine eigene weggegeben hast.',
            'After every deal each player gives one card face down to their next partner in turn order. You may look at the card you receive only after giving yours away.',
          ),
        )
      : oneVsTwo
        ? L(
            t(
              'Nach jedem Austeilen geben sich die beiden Partner gegenseitig verdeckt eine Karte; wer allein spielt, tauscht nicht. Die erhaltene Karte darfst du erst ansehen, wenn du deine eigene weggegeben hast.',
              'After every deal the two partners each give the other one card face down; the single player does not exchange. You may look at the card you receive only after giving yours away.',
            ),
          )
        : L(
            t(
              'Nach jedem Austeilen gibt jede Person ihrem Partner verdeckt eine Karte. Die erhaltene Karte darfst du erst ansehen, wenn du deine eigene weggegeben hast — du kannst sie also nicht direkt zurückgeben.',
              'After every deal each player gives one card face down to their partner. You may look at the card you receive only after giving yours away — so you can never pass it straight back.',
            ),
          );
  const dealerText = {
    perRound: t(
      'Wer austeilt, wechselt von Runde zu Runde: Die nächste Runde teilt die Person rechts davon aus.',
      'The dealer changes every round: the next round is dealt by the player to the right.',
    ),
    perCycle: t(
      'Dieselbe Person teilt einen ganzen Zyklus aus, das heisst alle Runden bis zu der mit den wenigsten Karten; den nächsten Zyklus teilt die Person rechts davon aus. Wer eine Runde beginnt, wechselt trotzdem jede Runde.',
      'One player deals a whole cycle, that is every round down to the one with the fewest cards; the next cycle is dealt by the player to the right. The player who starts a round still changes every round.',
    ),
    never: t('Dieselbe Person teilt während des ganzen Spiels aus.', 'The same player deals for the whole game.'),
  }[rules.dealerRotation];
  // DOG-016: every game runs through the 110 cards at least once, so the booklet says how the stock is renewed.
  const reshuffleText = rules.reshuffleMidDeal
    ? t(
        'Die Karten, die nach dem Austeilen übrig bleiben, liegen verdeckt als Nachziehstapel bereit. Ist er aufgebraucht, auch mitten beim Austeilen, mischt ihr die gespielten und abgelegten Karten (nicht die Karten auf der Hand) zu einem neuen Stapel und teilt daraus weiter aus.',
        'The cards left after dealing lie face down as the stock. When the stock runs out, even in the middle of a deal, shuffle the played and discarded cards (not the cards in hands) into a new stock and go on dealing from it.',
      )
    : t(
        'Die Karten, die nach dem Austeilen übrig bleiben, liegen verdeckt als Nachziehstapel bereit. Reicht er für das nächste Austeilen nicht mehr, mischt ihr vorher die gespielten und abgelegten Karten (nicht die Karten auf der Hand) unter den Rest des Nachziehstapels.',
        'The cards left after dealing lie face down as the stock. When the stock is too small for the next deal, first shuffle the played and discarded cards (not the cards in hands) in under what is left of the stock.',
      );
  const setup: SheetSection = {
    id: 'setup',
    title: L(t('Vorbereitung', 'Setting up')),
    blocks: [
      {
        type: 'list',
        items: [
          oneVsTwo
            ? L(
                t(
                  `Setzt euch um das Spielbrett; ein Platz bleibt leer. Die beiden Personen neben dem leeren Platz sind Partner und spielen zusammen gegen die Person gegenüber, die allein spielt.`,
                  `Sit round the board; one place stays empty. The two players next to the empty place are partners and play together against the player opposite, who plays alone.`,
                ),
              )
            : teamsOf3
              ? L(
                  t(
                    'Setzt euch so, dass die Personen eines Teams abwechselnd am Tisch sitzen: Jede zweite Person gehört zum selben Team. Die beiden anderen Personen deines Teams sind deine Partner.',
                    'Sit so that the teams alternate round the table: every other player belongs to the same team. The other two players of your team are your partners.',
                  ),
                )
              : L(
                  t(
                    `Bildet Zweierteams; die Partner sitzen sich gegenüber. Zum Beispiel spielen ${dogTeamsText(rules, lang)}.`,
                    `Form teams of two; partners sit opposite each other. For example, ${dogTeamsText(rules, lang)}.`,
                  ),
                ),
          L(
            t(
              'Jede Person wählt eine Farbe und stellt ihre vier Spielsteine in den Zwinger dieser Farbe.',
              'Each player picks a colour and puts their four pieces into the kennel of that colour.',
            ),
          ),
          L(
            t(
              'Lost aus, wer zuerst austeilt. Die Karten werden gemischt und einzeln ausgeteilt.',
              'Draw lots for the first dealer. The cards are shuffled and dealt one at a time.',
            ),
          ),
          L(t(dealScheduleSentence(rules.dealSchedule).de, dealScheduleSentence(rules.dealSchedule).en)),
          L(dealerText),
          L(reshuffleText),
          exchangeText,
        ],
      },
      { type: 'anchor', rules: ['DOG-010', 'DOG-011', 'DOG-012', 'DOG-014', 'DOG-016'] },
    ],
  };

  // DOG-013: who starts a round. While the dealer moves on every round, the seat to the dealer's right is also the
  // seat after the last starter; with a dealer who keeps dealing (a whole cycle, or the whole game) only the
  // rotating starter says it right, as the dealing paragraph does.
  const starter =
    rules.starterRotates && rules.dealerRotation !== 'perRound'
      ? t(
          'Die erste Runde beginnt die Person rechts von der austeilenden Person, jede weitere Runde die Person rechts von der, die die vorige Runde begonnen hat.',
          "The player to the dealer's right starts the first round; each later round is started by the player to the right of the previous round's starter.",
        )
      : t('Die Person rechts von der austeilenden Person beginnt.', "The player to the dealer's right starts.");
  const flow: SheetSection = {
    id: 'turn',
    title: L(t('So läuft eine Runde', 'How a round goes')),
    blocks: [
      {
        type: 'paragraph',
        text: L(
          t(
            `Eine Runde ist alles, was ihr mit den Karten eines Austeilens spielt. ${starter.de} Danach geht es im Gegenuhrzeigersinn reihum. Bist du am Zug, legst du genau eine Karte offen in die Tischmitte und führst sie ganz aus: Du bringst einen Spielstein heraus, fährst oder tauschst. Eine Karte, die du nicht vollständig ausführen kannst, darfst du nicht spielen.`,
            `A round is everything you play with the cards of one deal. ${starter.en} Then play goes round counter-clockwise. On your turn you play exactly one card face up into the middle and carry it out completely: you bring a piece out, move, or swap. You may not play a card you cannot carry out in full.`,
          ),
        ),
      },
      {
        type: 'paragraph',
        text: L(
          t(
            'Du musst spielen, solange du kannst — auch wenn es dir schadet: Du musst dann am Ziel vorbeifahren, einen eigenen Spielstein zurück in den Zwinger schicken oder ungünstig tauschen. Unter den spielbaren Karten wählst du frei. Kannst du keine einzige Karte spielen, legst du alle deine Karten ab und setzt bis zur nächsten Runde aus.',
            'You must play as long as you can — even when it hurts: you then have to move past your finish, send your own piece back to its kennel or make a bad swap. Among your playable cards you choose freely. If you cannot play any card at all, you discard your whole hand and sit out until the next round.',
          ),
        ),
      },
      {
        type: 'paragraph',
        text: L(
          t(
            `Die Runde ist zu Ende, wenn alle Karten gespielt oder abgelegt sind. Dann wird neu ausgeteilt.${rules.revealDiscards ? ' Abgelegte Karten werden allen gezeigt.' : ''}`,
            `The round ends when every card has been played or discarded. Then the next deal follows.${rules.revealDiscards ? ' Discarded cards are shown to everyone.' : ''}`,
          ),
        ),
      },
      {
        type: 'anchor',
        rules: ['DOG-003', 'DOG-004', 'DOG-013', 'DOG-015', 'DOG-090', 'DOG-091', 'DOG-092', 'DOG-093', 'DOG-094'],
      },
    ],
  };

  // Whose pieces a player helps with: in teams of three two partners (DOG-133: any one who has not finished).
  const partnersDe = teamsOf3 ? 'deiner Partner' : 'deines Partners';
  const partnersEn = teamsOf3 ? "your partners'" : "your partner's";
  const helpedDe = teamsOf3 ? 'eines Partners, der noch nicht fertig ist' : 'deines Partners';
  const helpedEn = teamsOf3 ? 'the pieces of a partner who has not finished' : "your partner's pieces";
  const sevenPartner = {
    afterOwnFinished: t(
      ` Sobald dein letzter Spielstein im Ziel ist, fährst du die übrigen Schritte mit den Spielsteinen ${helpedDe}.`,
      ` Once your last piece is in the finish, you move the remaining steps with ${helpedEn}.`,
    ),
    always: t(
      ` Du darfst die Schritte jederzeit auch auf die Spielsteine ${partnersDe} verteilen.`,
      ` You may share the steps with ${partnersEn} pieces at any time.`,
    ),
    never: t(
      ' Die Schritte einer 7 fährst du nur mit deinen eigenen Spielsteinen.',
      ' You move the steps of a 7 with your own pieces only.',
    ),
  }[rules.sevenPartner];
  const jackWith = [
    rules.jackPartner
      ? t(`auch mit einem Spielstein ${partnersDe}`, `${partnersEn} pieces included`)
      : t(`aber nicht mit einem Spielstein ${partnersDe}`, `but not with one of ${partnersEn} pieces`),
  ];
  const cards: SheetSection = {
    id: 'cards',
    title: L(t('Die Karten', 'The cards')),
    blocks: [
      {
        type: 'terms',
        items: [
          ...withCardPictures(
            cardTerms(
              rules.cards,
              {
                swap: L(
                  t(
                    `Du tauschst einen deiner Spielsteine auf der Bahn mit einem anderen Spielstein auf der Bahn, ${L(jackWith[0]!)}. Dabei muss kein Spielstein zurück in den Zwinger. ${rules.jackReqMoved ? 'Spielsteine, die sperren, darfst du nicht tauschen. ' : ''}${rules.jackInFinish ? 'Auch Spielsteine im Ziel dürfen getauscht werden. ' : 'Spielsteine im Zwinger oder im Ziel bleiben, wo sie sind. '}${rules.jackOwn ? 'Du darfst auch zwei eigene Spielsteine tauschen. ' : 'Zwei eigene Spielsteine darfst du nicht miteinander tauschen. '}Kannst du sonst keine Karte spielen, musst du tauschen, auch wenn es dir schadet.`,
                    `You swap one of your pieces on the track with another piece on the track, ${L(jackWith[0]!)}. No piece goes back to a kennel. ${rules.jackReqMoved ? 'You may not swap a piece that blocks. ' : ''}${rules.jackInFinish ? 'Pieces in a finish may be swapped too. ' : 'Pieces in a kennel or a finish stay where they are. '}${rules.jackOwn ? 'You may also swap two of your own pieces. ' : 'You may not swap two of your own pieces with each other. '}If you cannot play any other card, you must swap, even if it hurts you.`,
                  ),
                ).trim(),
                split: L(
                  t(
                    `Du fährst 7 einzelne Schritte vorwärts und darfst sie beliebig auf deine Spielsteine verteilen, zum Beispiel 3 mit dem einen und 4 mit dem anderen.${rules.sevenPass ? ` Achtung: Jeder Spielstein, den du mit der 7 überholst, muss zurück in seinen Zwinger — auch ein eigener oder einer ${partnersDe}.` : ' Spielsteine, die du überholst, bleiben stehen.'}${L(sevenPartner)}`,
                    `You move 7 single steps forward and may split them among your pieces as you like, for example 3 with one and 4 with another.${rules.sevenPass ? ` Careful: every piece you pass with a 7 goes back to its kennel — your own and ${partnersEn} included.` : ' Pieces you pass stay where they are.'}${L(sevenPartner)}`,
                  ),
                ),
                any: L(
                  t(
                    `Der Joker ersetzt jede andere Karte. Sag vor dem Legen an, welche Karte er sein soll; dann gilt er genau als diese Karte.${rules.jokerLast ? '' : ` Den letzten Spielstein ${oneVsTwo ? 'deiner Seite' : 'deines Teams'} darfst du mit einem Joker nicht ins Ziel bringen.`}`,
                    `The Joker stands for any other card. Say which card it is before you play it; it then counts exactly as that card.${rules.jokerLast ? '' : ` You may not bring ${oneVsTwo ? "your side's" : "your team's"} last piece into the finish with a Joker.`}`,
                  ),
                ),
                backward: L(
                  t(
                    'Rückwärts fährst du nur auf der Bahn, nie ins Ziel oder aus dem Ziel.',
                    'Backward moves stay on the track, never into or out of a finish.',
                  ),
                ),
                backTrick: rules.fourBackIntoFinish
                  ? L(
                      t(
                        'Fährst du mit der {card} rückwärts von deinem Startfeld weg oder darüber hinweg, kannst du bei einem späteren Zug ohne weiteren Umlauf in dein Ziel fahren.',
                        'If you go {card} back from your start field or across it, you may enter your finish on a later turn without another lap.',
                      ),
                    )
                  : '',
              },
              lang,
            ),
            lang,
          ),
          ...(oneVsTwo && rules.anyCardStarts
            ? [
                {
                  term: L(t('Jede Karte', 'Any card')),
                  // a fan of seven cards of every kind (as wide as the plain numbers' fan, so drawn at its scale)
                  svg: dogCardSvg(['A', '3', '6', '9', 'J', de ? 'D' : 'Q', 'K'], L(t('Jede Karte', 'Any card'))),
                  rules: ['DOG-121'],
                  text: L(
                    t(
                      'Wer allein spielt, darf mit jeder Karte einen Spielstein herausbringen; die Karte ist damit verbraucht.',
                      'The single player may bring a piece out with any card; the card is then used up.',
                    ),
                  ),
                },
              ]
            : []),
        ],
      },
      {
        type: 'paragraph',
        text: L(
          t(
            `Im Kartenspiel sind von Ass, 2 bis 10, Junge, Dame und König je ${counts[1]} Karten und dazu ${jokers} Joker. Beim Fahren zählst du jedes Feld, das du betrittst, auch ein Startfeld und die Felder im Ziel; das Feld, von dem du losfährst, zählt nicht.`,
            `The deck holds ${counts[1]} each of Ace, 2 to 10, Jack, Queen and King, and ${jokers} Jokers. When moving you count every field you enter, a start field and the finish fields included; the field you leave does not count.`,
          ),
        ),
      },
    ],
  };

  const alsoMove = exitCardsAlsoMove(rules.cards, lang);
  const track: SheetSection = {
    id: 'track',
    title: L(t('Unterwegs auf der Bahn', 'On the track')),
    blocks: [
      {
        type: 'terms',
        items: [
          {
            term: L(t('Herauskommen', 'Coming out')),
            rules: ['DOG-020', 'DOG-021', 'DOG-022', 'DOG-023', 'DOG-024', 'DOG-025'],
            text: L(
              t(
                `${exitCardsPhrase(rules.cards, 'de')} setzt du einen Spielstein aus deinem Zwinger auf dein eigenes Startfeld.${alsoMove ? ` Du musst nicht herauskommen: Mit ${alsoMove} darfst du auch fahren.` : ''}${rules.exitSendsForeign ? ' Steht dort ein fremder Spielstein, der nicht sperrt, muss er zurück in seinen Zwinger.' : ''}${rules.exitSendsOwn ? ' Das gilt auch für einen eigenen.' : ' Steht dort ein eigener Spielstein, kannst du nicht herauskommen.'}`,
                `${exitCardsPhrase(rules.cards, 'en')} you put a piece from your kennel onto your own start field.${alsoMove ? ` You need not come out: you may use ${alsoMove} to move instead.` : ''}${rules.exitSendsForeign ? ' A non-blocking piece of another colour standing there goes back to its kennel.' : ''}${rules.exitSendsOwn ? ' So does one of your own.' : ' If one of your own pieces stands there, you cannot come out.'}`,
              ),
            ),
          },
          {
            term: L(t('Heimschicken', 'Sending back')),
            rules: ['DOG-050', 'DOG-053', 'DOG-054'],
            text: L(
              t(
                `Landest du mit dem letzten Schritt genau auf einem Feld, auf dem schon ein Spielstein steht, muss dieser zurück in seinen Zwinger${rules.selfCapture ? ` — auch ein eigener oder einer ${partnersDe}` : ''}. Wer heimgeschickt wurde, muss neu herauskommen.`,
                `If your last step lands exactly on a field where a piece stands, that piece goes back to its kennel${rules.selfCapture ? ` — your own and ${partnersEn} included` : ''}. A piece sent back must come out again.`,
              ),
            ),
          },
          {
            term: L(t('Überholen', 'Passing')),
            rules: ['DOG-051', 'DOG-052', 'DOG-033'],
            text: L(
              t(
                'Du darfst an anderen Spielsteinen vorbeifahren; sie bleiben stehen. Nur die 7 schickt überholte Spielsteine heim (siehe oben).',
                'You may move past other pieces; they stay where they are. Only the 7 sends passed pieces back to their kennel (see above).',
              ),
            ),
          },
          {
            term: L(t('Sperre', 'Block')),
            rules: ['DOG-040', 'DOG-041', 'DOG-042', 'DOG-043', 'DOG-045', 'DOG-046'],
            text: L(
              t(
                `Ein Spielstein, der gerade aus dem Zwinger auf sein Startfeld gekommen ist, sperrt dieses Feld: Niemand darf an ihm vorbeifahren oder auf ihm landen${rules.blockOwner ? `, auch du selbst und ${teamsOf3 ? 'deine Partner' : 'dein Partner'} nicht` : ''}${rules.blockBackward ? ', weder vorwärts noch rückwärts' : ''}. ${rules.immune ? 'Er kann nicht heimgeschickt werden. ' : ''}Weil dein Ziel bei deinem Startfeld abzweigt, hält dein eigener sperrender Spielstein auch deine anderen Spielsteine aus deinem Ziel heraus. Sobald er weiterfährt, ist die Sperre aufgehoben.${rules.startBlocksAll ? ' Jeder Spielstein auf seinem eigenen Startfeld sperrt.' : ' Kommt er später auf anderem Weg wieder auf sein Startfeld, sperrt er nicht.'}${rules.fourBackFromBlock && backCards.length ? ` Mit einer ${backCards.map((r) => cardName(r, 'de')).join(' oder ')} darf er auch rückwärts wegfahren.` : ''}`,
                `A piece that has just come out of its kennel onto its start field blocks that field: nobody may move past it or land on it${rules.blockOwner ? `, not even you or your ${teamsOf3 ? 'partners' : 'partner'}` : ''}${rules.blockBackward ? ', neither forward nor backward' : ''}. ${rules.immune ? 'It cannot be sent back to its kennel. ' : ''}As your finish branches off at your start field, your own blocking piece also keeps your other pieces out of your finish. As soon as it moves on, the block is gone.${rules.startBlocksAll ? ' Every piece on its own start field blocks.' : ' If it reaches its start field again some other way, it does not block.'}${rules.fourBackFromBlock && backCards.length ? ` It may also leave backward with a ${backCards.map((r) => cardName(r, 'en')).join(' or ')}.` : ''}`,
              ),
            ),
          },
        ],
      },
    ],
  };

  const finish: SheetSection = {
    id: 'finish',
    title: L(t('Ins Ziel', 'Into the finish')),
    blocks: [
      {
        type: 'paragraph',
        text: L(
          t(
            `Dein Ziel zweigt bei deinem Startfeld von der Bahn ab. Ein Spielstein fährt nur in das eigene Ziel, nur vorwärts und mit der genauen Zahl. ${rules.touches === 2 ? 'Ein Spielstein, der gerade herausgekommen ist, muss zuerst einen Umlauf fahren: Er muss sein Startfeld ein zweites Mal erreichen, bevor er ins Ziel darf. ' : ''}Im Ziel darfst du nicht überholen und nicht auf einem besetzten Feld landen.${rules.moveWithinFinish ? ' Im Ziel darfst du vorwärts weiterrücken, aber nie wieder heraus.' : ''} Spielsteine im Ziel sind sicher: Niemand kann sie zurück in den Zwinger schicken.`,
            `Your finish branches off the track at your start field. A piece enters only its own finish, only moving forward and with the exact count. ${rules.touches === 2 ? 'A piece that has just come out must first do a lap: it has to reach its start field a second time before it may enter. ' : ''}Inside the finish you may not pass or land on an occupied field.${rules.moveWithinFinish ? ' You may move on inside your finish, but never out again.' : ''} Pieces in the finish are safe: nobody can send them back to the kennel.`,
          ),
        ),
      },
      {
        type: 'paragraph',
        text: L(
          t(
            `${rules.finishOptional ? 'Passt die Zahl sowohl ins Ziel als auch auf die Bahn, wählst du selbst. ' : 'Passt die Zahl ins Ziel, musst du hineinfahren. '}Ist die Zahl für das Ziel zu hoch, fährst du am Ziel vorbei und musst noch einen Umlauf fahren.`,
            `${rules.finishOptional ? 'If the count fits both into the finish and along the track, you choose. ' : 'If the count fits into the finish, you must go in. '}If the count is too high for the finish, you move past it and must do another lap.`,
          ),
        ),
      },
      {
        type: 'anchor',
        rules: ['DOG-080', 'DOG-081', 'DOG-082', 'DOG-083', 'DOG-084', 'DOG-085', 'DOG-086', 'DOG-087'],
      },
    ],
  };

  const help: SheetSection = {
    id: 'helping',
    title: L(t('Dem Partner helfen', 'Helping your partner')),
    blocks: [
      {
        type: 'paragraph',
        text: L(
          t(
            `Sind alle deine Spielsteine im Ziel, spielst du weiter mit deinen eigenen Karten, fährst aber die Spielsteine ${teamsOf3 ? 'eines Partners, der noch nicht fertig ist (bei jeder Karte darfst du neu wählen)' : 'deines Partners'}. ${exitCardsPhrase(rules.cards, 'de')} bringst du auch seine Spielsteine aus seinem Zwinger auf sein Startfeld heraus, und mit einem Jungen tauschst du einen seiner Spielsteine. Auch dabei musst du spielen, solange du kannst. Mit einer 7 fährst du nahtlos mit den Spielsteinen ${helpedDe}${teamsOf3 ? ',' : ''} weiter, wenn dein letzter Spielstein mitten in der 7 ins Ziel kommt.${oneVsTwo ? ' Wer allein spielt, hat keinen Partner: Sind die eigenen vier Spielsteine im Ziel, ist das Spiel gewonnen.' : ''}`,
            `Once all your pieces are in the finish you keep playing your own cards, but you move the pieces of ${teamsOf3 ? 'a partner who has not finished (you may choose anew with every card)' : 'your partner'}. ${exitCardsPhrase(rules.cards, 'en')} you also bring their pieces out of their kennel onto their start field, and with a Jack you swap one of their pieces. You must still play whenever you can. With a 7, if your last piece reaches the finish in the middle of it, you carry on seamlessly with ${helpedEn}.${oneVsTwo ? ' The single player has no partner: once their own four pieces are in the finish, the game is won.' : ''}`,
          ),
        ),
      },
      { type: 'anchor', rules: ['DOG-100', 'DOG-101', 'DOG-102', 'DOG-079'] },
    ],
  };

  const end: SheetSection = {
    id: 'end',
    title: L(t('Spielende', 'End of the game')),
    blocks: [
      {
        type: 'paragraph',
        text: L(
          t(
            `Das Spiel endet sofort, auch mitten in einer Runde, sobald alle Spielsteine ${oneVsTwo ? 'einer Seite' : 'eines Teams'} im Ziel stehen. ${oneVsTwo ? 'Diese Seite' : 'Dieses Team'} hat gewonnen. Auch die letzte Karte muss vollständig ausgeführt werden.${rules.jokerLast ? '' : ' Mit einem Joker darf der letzte Spielstein nicht ins Ziel gebracht werden.'}`,
            `The game ends at once, even in the middle of a round, as soon as all pieces of one ${oneVsTwo ? 'side' : 'team'} are in the finish. That ${oneVsTwo ? 'side' : 'team'} wins. The last card, too, must be carried out in full.${rules.jokerLast ? '' : ' The last piece may not be brought into the finish with a Joker.'}`,
          ),
        ),
      },
      { type: 'anchor', rules: ['DOG-110', 'DOG-111'] },
    ],
  };
  return [idea, material, setup, flow, cards, track, finish, help, end];
}

/** The seeds' tips for Dog (001 Märki, 002 netzone), as booklet tip boxes. */
export function dogTips(game: CompiledGame, lang: SheetLang): SheetBlock[] {
  const rules = game.rules as DogRules;
  const L = (x: Text) => x[lang];
  const tips: SheetBlock[] = [];
  if (rules.exchange) {
    // Peter's partner as the setup names the teams (Simone with four seats, Jesse in three teams of two).
    const partnerSeat = rules.teams.find((team) => team.includes(0))?.find((seat) => seat !== 0);
    const p = partnerSeat === undefined ? null : SEAT_NAMES[partnerSeat]!;
    // with three players only the two partners exchange (DOG-124): the exchange tips say whom they are for
    const forPartners =
      rules.teamLayout === '1v2' ? t('Für die beiden Partner: ', 'For the two partners: ') : t('', '');
    tips.push({
      type: 'tip',
      title: L(t('Tipp: Merk dir deine Tauschkarte', 'Tip: remember the card you gave')),
      text: L(
        t(
          `${forPartners.de}Merke dir die Karte, die du deinem Partner gibst. Spiele die Karte, die du von deinem Partner bekommen hast, möglichst erst am Ende.${p ? ` Im Endspiel hilft es, wenn du weisst, welche Karte dein Partner noch hat: Weiss Peter, dass ${p} noch eine 4 von ihm hat, bringt er einen Spielstein von ${p} mit einem Joker genau 4 Felder vor das Ziel von ${p} — mit der 4 fährt ${p} ihn dann hinein.` : ''}`,
          `${forPartners.en}${forPartners.en ? 'remember' : 'Remember'} the card you give your partner, and keep the card you got from your partner until the end if you can.${p ? ` In the end game it helps to know which card your partner still holds: if Peter knows that ${p} still has a 4 from him, he uses a Joker to bring one of ${p}'s pieces exactly 4 fields before ${p}'s finish — and ${p} moves it in with the 4.` : ''}`,
        ),
      ),
    });
    // Every card of the table that brings a piece out (DOG-020; the Queen too in dog/queen-exits), and the 4 when it
    // goes backward (DOG-060, DOG-063).
    const exits = { de: exitCardsWithArticles(rules.cards, 'de'), en: exitCardsWithArticles(rules.cards, 'en') };
    const four = rules.cards.bwd[4]!.length > 0;
    tips.push({
      type: 'tip',
      title: L(t('Tipp: Gib eine nützliche Karte', 'Tip: give a useful card')),
      text: L(
        t(
          `${forPartners.de}Hilf deinem Partner beim Tauschen mit einer nützlichen Karte: ${exits.de} bringt einen Spielstein heraus${four ? ', eine 4 bringt ihn schnell nahe an das Ziel' : ''}.`,
          `${forPartners.en}${forPartners.en ? 'help' : 'Help'} your partner with a useful card when you exchange: ${exits.en} brings a piece out${four ? ', a 4 brings it close to the finish quickly' : ''}.`,
        ),
      ),
    });
  }
  tips.push({
    type: 'tip',
    title: L(t('Tipp: Die Sperre nutzen', 'Tip: use the block')),
    text: L(
      t(
        'Lass einen frisch herausgekommenen Spielstein ruhig eine Weile auf deinem Startfeld stehen: Solange er sperrt, kommt niemand an ihm vorbei, und er kann nicht zurück in den Zwinger geschickt werden.',
        'Leave a piece that has just come out on your start field for a while: as long as it blocks, nobody can get past it and it cannot be sent back to its kennel.',
      ),
    ),
  });
  return tips;
}
