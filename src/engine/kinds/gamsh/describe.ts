// Rule-sheet sections of the Gämsh kind: material, setup, swapping, the calls and scoring table, the
// Föhn cards in use and the end of the game, read from the compiled rules (points, target, payouts, options),
// so the sheet says what the engine scores. Pure; rule ids follow docs/rules/gamsh.md (GAM-…).
import type { Json, RuleSheetSection, SheetLang } from '../../core/types';
import type { Ruleset } from '../../ruleset/types';
import { ruleTextOf } from '../../ruleset/texts';
import { FOEHN } from './cards';
import type { GamshRules } from './rules';
import { STANDARD_DECK } from './deck-table';

/** The effect a Föhn card prints in the standard deck. */
const printedCardEffect = (f: string): string => STANDARD_DECK.foehn[f as keyof typeof STANDARD_DECK.foehn] ?? '';

const FOEHN_NAMES: Record<string, { de: string; en: string }> = {
  GAMEKEEPER: { de: 'Wachsamer Wildhüter', en: 'Watchful Gamekeeper' },
  FARMER: { de: 'Schlauer Bauer', en: 'Smart Farmer' },
  SNACK: { de: 'Flotte Vesper', en: 'Hearty Snack' },
  BULL: { de: 'Wilder Stier', en: 'Raging Bull' },
};

/** `+n` with the German or English word for points. */
function pts(n: number, de: boolean): string {
  return de ? `+${n} ${n === 1 ? 'Punkt' : 'Punkte'}` : `+${n} ${n === 1 ? 'point' : 'points'}`;
}

/** The rule-sheet sections of a Gämsh ruleset (GameKind `describe`). */
export function describeGamsh(rules: GamshRules, ruleset: Ruleset, lang: SheetLang): RuleSheetSection[] {
  const de = lang === 'de';
  const p = rules.points;
  const motifCards = rules.motifs.length * 4;
  const total = motifCards + rules.foehn.length;
  const foehnInUse = FOEHN.filter((f) => rules.foehn.includes(f));
  const others = de ? 'jedes andere Team' : 'every other team';

  const material: RuleSheetSection = {
    id: 'material',
    title: de ? 'Spielmaterial' : 'Material',
    blocks: [
      {
        type: 'table',
        head: [de ? 'Karten' : 'Cards', de ? 'Anzahl' : 'Count', de ? 'Beschreibung' : 'Detail'],
        rows: [
          [
            de ? 'Motivkarten' : 'Motif cards',
            String(motifCards),
            de
              ? `${rules.motifs.length} Quartette zu je 3 Tagkarten und 1 Nachtkarte desselben Motivs`
              : `${rules.motifs.length} quartets of 3 day cards and 1 night card of the same motif`,
          ],
          [
            de ? 'Föhnkarten (orange)' : 'Föhn cards (orange)',
            String(rules.foehn.length),
            foehnInUse.length
              ? foehnInUse.map((f) => FOEHN_NAMES[f]![lang]).join(', ')
              : de
                ? 'ohne Föhnkarten gespielt'
                : 'played without Föhn cards',
          ],
          [de ? 'Total' : 'Total', String(total), ''],
        ],
        caption: de ? 'Kartensatz (GAM-001)' : 'Deck (GAM-001)',
      },
      {
        type: 'paragraph',
        text: de
          ? 'Nachtkarten verhalten sich wie Tagkarten, ausser solange der Wachsame Wildhüter in der Tischmitte liegt (GAM-003).'
          : 'Night cards behave like day cards except while the Watchful Gamekeeper lies in the middle (GAM-003).',
      },
    ],
  };

  const setup: RuleSheetSection = {
    id: 'setup',
    title: de ? 'Spielvorbereitung' : 'Setup',
    blocks: [
      {
        type: 'list',
        items: de
          ? [
              `${rules.teams} feste Zweierteams, also ${rules.seats} Personen; die Partner sitzen sich gegenüber (GAM-010).`,
              'Jedes Team vereinbart vorab genau ein geheimes Zeichen (Geste, Laut, Wort oder Thema), das die anderen wahrnehmen können (GAM-010, GAM-011).',
              'Alle Karten mischen; jede Person erhält 4 Handkarten und schaut sie kurz an, dann werden 4 Karten gleichzeitig in der Tischmitte aufgedeckt.',
            ]
          : [
              `${rules.teams} fixed teams of two, so ${rules.seats} players; partners sit opposite (GAM-010).`,
              'Each team agrees on exactly one secret signal (a gesture, sound, word or topic) the others can perceive (GAM-010, GAM-011).',
              'Shuffle all cards; each player gets 4 hand cards and looks at them briefly, then 4 cards are turned face up in the middle at the same time.',
            ],
      },
    ],
  };

  const swaps: RuleSheetSection = {
    id: 'swaps',
    title: de ? 'Tauschen' : 'Swapping',
    blocks: [
      {
        type: 'list',
        items: de
          ? [
              'Alle tauschen gleichzeitig, so schnell und so oft sie wollen; es gibt keine Reihenfolge (GAM-020).',
              rules.swapModel === 'atomic'
                ? 'Ein Tausch ist hier eine einzige Eingabe: eine Handkarte abgeben und zugleich eine Karte aus der Mitte nehmen (swapModel atomic, DIG-012, nur für Bot-Simulationen). Nicht regeltreu: niemand kann die abgeworfene Karte wegschnappen. Wer zuerst kommt, mahlt zuerst (GAM-023).'
                : 'Ein Tausch: erst genau eine Handkarte offen in die Mitte abwerfen, dann eine Karte aus der Mitte nehmen (GAM-021). Wer zuerst kommt, mahlt zuerst (GAM-023).',
              'Eine Hand hat immer 4 Karten, ausser zwischen Abwerfen und Nehmen; ein Quartett sind die 4 Karten eines Motivs (GAM-002, GAM-025).',
              `Will niemand mehr tauschen (${rules.stallReplaceMs / 1000} s ohne Abwurf${rules.allPassReplaces ? ' oder alle haben gepasst' : ''}), werden die 4 Karten der Mitte ersetzt; das ist keine neue Runde (GAM-070).`,
            ]
          : [
              'Everybody swaps at the same time, as fast and as often as they like; there are no turns (GAM-020).',
              rules.swapModel === 'atomic'
                ? 'A swap is one input here: give a hand card and take a middle card at once (swapModel atomic, DIG-012, for bot simulations only). Not faithful: nobody can snatch the discard. First come, first served (GAM-023).'
                : 'A swap: first discard exactly one hand card face up into the middle, then take one card from the middle (GAM-021). First come, first served (GAM-023).',
              'A hand always has 4 cards, except between discard and take; a quartet is the 4 cards of one motif (GAM-002, GAM-025).',
              `When nobody wants to swap any more (${rules.stallReplaceMs / 1000} s without a discard${rules.allPassReplaces ? ', or everyone has passed' : ''}), the 4 middle cards are replaced; this is not a new round (GAM-070).`,
            ],
      },
    ],
  };

  const outWrong =
    rules.outgamshWrongPayout === 'eachOtherTeam'
      ? `${others} ${pts(p.outgamsh, de)}`
      : de
        ? `das genannte Team ${pts(p.outgamsh, de)}`
        : `the named team ${pts(p.outgamsh, de)}`;
  const doubleNote =
    rules.doubleWhenOnlyOneQuartet === 'wrong'
      ? de
        ? 'Hat nur einer der beiden ein Quartett, ist der Ruf falsch.'
        : 'If only one of them has a quartet, the call is wrong.'
      : de
        ? `Hat nur einer der beiden ein Quartett, zählt der Ruf als Gämsh (${pts(p.gamsh, de)}).`
        : `If only one of them has a quartet, it scores as a Gämsh (${pts(p.gamsh, de)}).`;
  // GAM-065: with three teams, one slap per team («Gleichstand») scores every team.
  const threeWay =
    rules.teams === 3
      ? de
        ? `; hat jedes Team genau eine Karte abgeklatscht („Gleichstand“), erhält jedes Team ${pts(p.snack, de)}`
        : `; if each team slapped one card (a three-way tie), every team scores ${pts(p.snack, de)}`
      : '';
  const rows: string[][] = [
    [
      'Gämsh',
      de ? '«Mein Teampartner hat ein Quartett!» (GAM-031)' : '“My partner has a quartet!” (GAM-031)',
      de ? `eigenes Team ${pts(p.gamsh, de)}` : `caller’s team ${pts(p.gamsh, de)}`,
      `${others} ${pts(p.gamsh, de)}`,
    ],
    [
      de ? 'Doppel-Gämsh' : 'Double Gämsh',
      (de
        ? '«Mein Partner und ich haben beide ein Quartett!» (GAM-032) '
        : '“My partner and I both have a quartet!” (GAM-032) ') + doubleNote,
      de ? `eigenes Team ${pts(p.double, de)}` : `caller’s team ${pts(p.double, de)}`,
      `${others} ${pts(p.double, de)}`,
    ],
    [
      de ? 'Gegen-Gämsh' : 'Counter Gämsh',
      de
        ? 'Auf eine Person eines gegnerischen Teams zeigen: «Jemand aus diesem Team hat ein Quartett!» (GAM-033)'
        : 'Point at a player of an opposing team: “someone in that team has a quartet!” (GAM-033)',
      de ? `eigenes Team ${pts(p.counter, de)}` : `caller’s team ${pts(p.counter, de)}`,
      de
        ? `${others} ${pts(p.counter, de)} (auch das beschuldigte)`
        : `${others} ${pts(p.counter, de)} (the accused team included)`,
    ],
    [
      de ? 'Ausgegämsh' : 'Outgämshed',
      de
        ? 'Auf ein anderes Team zeigen und sein geheimes Zeichen nennen (GAM-040)'
        : 'Point at another team and name its secret signal (GAM-040)',
      de
        ? `eigenes Team ${pts(p.outgamsh, de)}; das Team wählt ein neues Zeichen`
        : `guesser’s team ${pts(p.outgamsh, de)}; that team picks a new signal`,
      `${outWrong}; ${de ? 'es wird weitergespielt' : 'play continues'} (GAM-042)`,
    ],
  ];
  const keeper = rules.cardWith.guardNightCards;
  if (keeper)
    rows.push([
      FOEHN_NAMES[keeper]![lang],
      de
        ? 'Wildhüter abklatschen, wenn jemand eine Nachtkarte tauscht (GAM-061)'
        : 'Slap the Gamekeeper when someone swaps a night card (GAM-061)',
      de ? `eigenes Team ${pts(p.catch, de)}` : `slapper’s team ${pts(p.catch, de)}`,
      rules.falseSlapPenalty > 0 ? `${others} ${pts(rules.falseSlapPenalty, de)}` : '—',
    ]);
  const snack = rules.cardWith.snackRace;
  if (snack)
    rows.push([
      FOEHN_NAMES[snack]![lang],
      (de
        ? 'Beide Partner klatschen je eine Karte der Mitte ab (GAM-065)'
        : 'Both partners slap one middle card each (GAM-065)') + threeWay,
      de ? `jedes solche Team ${pts(p.snack, de)}` : `each such team ${pts(p.snack, de)}`,
      '—',
    ]);
  // HG-13: only stated when calls within a window are all judged (the default, firstOnly, is «Wer zuerst kommt, mahlt zuerst»).
  const simultaneous =
    rules.simultaneousCalls === 'allWithinWindow'
      ? de
        ? ` Rufe anderer Personen bis ${rules.simultaneousCallWindowMs} ms nach dem ersten Ruf werden mitgewertet, jeder für sich (HG-13).`
        : ` Other players' calls up to ${rules.simultaneousCallWindowMs} ms after the first call are judged too, each on its own (HG-13).`
      : '';
  const calls: RuleSheetSection = {
    id: 'calls',
    title: de ? 'Rufe und Wertung' : 'Calls and scoring',
    blocks: [
      {
        type: 'paragraph',
        text:
          (de
            ? 'Alle dürfen jederzeit rufen, auch ohne Zeichen (GAM-030). Zum Prüfen zeigen die Betroffenen ihre Hand (GAM-035). Jeder Gämsh-, Doppel- und Gegen-Gämsh-Ruf, richtig oder falsch, beendet die Runde: neue Mitte und neue Hände (GAM-036, GAM-071). Falsche Rufe schenken allen anderen Teams die Punkte (GAM-034).'
            : 'Anyone may call at any time, without waiting for a signal (GAM-030). To check a call, the players concerned show their hands (GAM-035). Every Gämsh, Double or Counter call, right or wrong, ends the round: new middle and new hands (GAM-036, GAM-071). A wrong call gives its points to every other team (GAM-034).') +
          simultaneous,
      },
      {
        type: 'table',
        head: [de ? 'Ruf' : 'Call', de ? 'Bedeutung' : 'Meaning', de ? 'Richtig' : 'Correct', de ? 'Falsch' : 'Wrong'],
        rows,
        caption: de ? 'Wertung' : 'Scoring',
      },
    ],
  };

  const foehnText: Record<string, { de: string; en: string }> = {
    GAMEKEEPER: {
      de: `Solange er in der Mitte liegt, darf niemand eine Nachtkarte mit der Mitte tauschen. Wer ${rules.gamekeeperCatchers === 'opponents' ? 'eine gegnerische Person' : 'jemanden'} dabei erwischt, klatscht ihn ab: ${rules.gamekeeperUndo === 'wholeSwap' ? 'der ganze Tausch wird zurückgenommen' : 'die Nachtkarte wird zurückgegeben'}, ${pts(p.catch, true)} (GAM-060…062).`,
      en: `While it lies in the middle nobody may swap a night card with the middle. Whoever catches ${rules.gamekeeperCatchers === 'opponents' ? 'an opponent' : 'anyone'} doing so slaps it: ${rules.gamekeeperUndo === 'wholeSwap' ? 'the whole swap is undone' : 'the night card goes back'}, ${pts(p.catch, false)} (GAM-060…062).`,
    },
    FARMER: {
      de: `Wer ihn beim Gämsh- oder Doppel-Gämsh-Ruf abklatscht (bis ${rules.farmerSlapWindowMs} ms vor oder nach dem eigenen Ruf), lässt drei Karten eines Motivs ${rules.farmerAppliesTo === 'partnerOnly' ? 'beim Partner' : 'bei beiden Partnern'} als Quartett gelten${rules.farmerWithCounter ? '; auch beim Gegen-Gämsh' : ''} (GAM-063).`,
      en: `Slapped while calling Gämsh or Double Gämsh (up to ${rules.farmerSlapWindowMs} ms before or after one's own call), three cards of one motif in ${rules.farmerAppliesTo === 'partnerOnly' ? 'the partner’s hand' : 'either partner’s hand'} count as a quartet${rules.farmerWithCounter ? '; also with a Counter call' : ''} (GAM-063).`,
    },
    SNACK: {
      de: `Liegt sie in der Mitte, wird nicht mehr getauscht; alle klatschen je eine der anderen drei Karten ab (höchstens ${rules.snackWindowMs / 1000} s). Danach wird die Mitte ersetzt; ein Team, dessen beide Partner abgeklatscht haben, erhält ${pts(p.snack, true)}${threeWay} (GAM-064, GAM-065). Sie kann abgeworfen, aber nie genommen werden (GAM-051).`,
      en: `While it lies in the middle nobody swaps; everyone slaps one of the other three cards (at most ${rules.snackWindowMs / 1000} s). Then the middle is replaced; a team whose two partners both slapped scores ${pts(p.snack, false)}${threeWay} (GAM-064, GAM-065). It can be discarded but never taken (GAM-051).`,
    },
    BULL: {
      de: `Wer ihn abklatscht, lässt alle 4 Karten der Mitte ersetzen; keine Punkte. Liegt auch die Vesper, gilt die Vesper (GAM-066, GAM-067).`,
      en: `Whoever slaps it has all 4 middle cards replaced; no points. If the Snack lies there too, the Snack takes precedence (GAM-066, GAM-067).`,
    },
  };
  const sections: RuleSheetSection[] = [material, setup, swaps, calls];
  if (foehnInUse.length) {
    sections.push({
      id: 'foehn',
      title: de ? 'Föhnkarten' : 'Föhn cards',
      blocks: [
        {
          type: 'paragraph',
          text: de
            ? 'Eine Föhnkarte wirkt nur, solange sie offen in der Mitte liegt (GAM-050). Abklatschen darf nur, wer 4 Karten hält (GAM-052). Wildhüter, Vesper und Stier beenden die Runde nicht (GAM-068).'
            : 'A Föhn card is active only while it lies face up in the middle (GAM-050). Only players holding 4 cards may slap (GAM-052). Gamekeeper, Snack and Bull do not end the round (GAM-068).',
        },
        {
          type: 'table',
          head: [de ? 'Karte' : 'Card', de ? 'Wirkung' : 'Effect'],
          rows: foehnInUse.map((f) => [FOEHN_NAMES[f]![lang], foehnText[f]![lang]]),
        },
      ],
    });
  }
  sections.push({
    id: 'end',
    title: de ? 'Spielende' : 'End of the game',
    blocks: [
      {
        type: 'list',
        items: de
          ? [
              `Das Spiel endet sofort, sobald ein Team ${rules.target} oder mehr Punkte hat (GAM-080).`,
              'Das Team mit den meisten Punkten gewinnt; bei Gleichstand gewinnen alle gleichauf liegenden Teams (GAM-081).',
            ]
          : [
              `The game ends immediately once a team has ${rules.target} or more points (GAM-080).`,
              'The team with the most points wins; on a tie, all tied teams win (GAM-081).',
            ],
      },
    ],
  });
  sections.push(...ruleCatalogue(rules, ruleset, lang));
  return sections;
}

/** Rule topics of docs/rules/gamsh.md by the tens digit of the id (GAM-0x0 … GAM-0x9). */
const TOPICS: readonly { tens: number; id: string; de: string; en: string; foehn?: true }[] = [
  { tens: 0, id: 'rules-cards', de: 'Karten und Quartette', en: 'Cards and quartets' },
  { tens: 1, id: 'rules-signals', de: 'Geheime Zeichen', en: 'Secret signals' },
  { tens: 2, id: 'rules-swaps', de: 'Tauschen', en: 'Swapping' },
  { tens: 3, id: 'rules-calls', de: 'Gämsh, Doppel-Gämsh, Gegen-Gämsh', en: 'Gämsh, Double Gämsh, Counter Gämsh' },
  { tens: 4, id: 'rules-outgamsh', de: 'Ausgegämsh', en: 'Outgämshed' },
  { tens: 5, id: 'rules-foehn', de: 'Föhnkarten allgemein', en: 'Föhn cards in general', foehn: true },
  { tens: 6, id: 'rules-foehn-cards', de: 'Die vier Föhnkarten', en: 'The four Föhn cards', foehn: true },
  { tens: 7, id: 'rules-rounds', de: 'Neue Mitte, neue Runden', en: 'New middle, new rounds' },
  { tens: 8, id: 'rules-end', de: 'Spielende', en: 'End of the game' },
];

/** Every rule GAM-… the ruleset has a text for, by topic; Föhn topics say when no Föhn card is in play. */
function ruleCatalogue(rules: GamshRules, ruleset: Ruleset, lang: SheetLang): RuleSheetSection[] {
  const de = lang === 'de';
  const texts = ruleset.texts as Record<string, Json>;
  const ids = Object.keys(texts)
    .filter((k) => /^GAM-\d{3}$/.test(k))
    .sort();
  if (!ids.length) return [];
  const sub: RuleSheetSection[] = [];
  for (const topic of TOPICS) {
    const mine = ids.filter((id) => Math.floor(Number(id.slice(4)) / 10) === topic.tens);
    if (!mine.length) continue;
    const off = topic.foehn && rules.foehn.length === 0;
    const note = off
      ? de
        ? 'Nicht in Kraft: dieses Regelwerk spielt ohne Föhnkarten.'
        : 'Not in force: this ruleset is played without Föhn cards.'
      : topic.tens === 0
        ? deckNote(rules, de)
        : topic.tens === 6
          ? missingFoehnNote(rules, lang)
          : null;
    sub.push({
      id: topic.id,
      title: topic[lang],
      blocks: [
        ...(note ? [{ type: 'paragraph' as const, text: note }] : []),
        { type: 'rules' as const, rules: mine.map((id) => ({ id, text: ruleTextOf(texts, id, lang)! })) },
      ],
    });
  }
  return [{ id: 'rules', title: de ? 'Die Regeln' : 'The rules', blocks: [], sections: sub }];
}

/** The rules of each printed Föhn card's effect (GAM-060…067), for saying which do not apply. */
const EFFECT_RULES: Record<string, string[]> = {
  guardNightCards: ['GAM-060', 'GAM-061', 'GAM-062'],
  threeMakeQuartet: ['GAM-063'],
  snackRace: ['GAM-064', 'GAM-065'],
  replaceMiddle: ['GAM-066', 'GAM-067'],
};

/**
 * For the cards topic of a deck other than the standard one (`tables.deck`): the deck in force, since the rule texts
 * (GAM-001) describe the original game's 40 cards; null for the standard nine motifs.
 */
function deckNote(rules: GamshRules, de: boolean): string | null {
  if (rules.motifs.length === 9) return null;
  const n = rules.motifs.length;
  const total = n * 4 + rules.foehn.length;
  return de
    ? `In diesem Regelwerk: ${total} Karten, ${n} Motive zu je 4 Karten und ${rules.foehn.length} Föhnkarten (die Regeltexte beschreiben die 40 Karten des Originals).`
    : `In this ruleset: ${total} cards, ${n} motifs of 4 cards and ${rules.foehn.length} Föhn cards (the rule texts describe the original's 40 cards).`;
}

/** For the Föhn cards topic when some but not all are in play: which are not, and whose rules do not apply. */
function missingFoehnNote(rules: GamshRules, lang: SheetLang): string | null {
  const missing = FOEHN.filter((f) => !rules.foehn.includes(f));
  if (!missing.length || !rules.foehn.length) return null;
  const de = lang === 'de';
  const names = missing.map((f) => FOEHN_NAMES[f]![lang]).join(', ');
  const ids = missing.flatMap((f) => EFFECT_RULES[printedCardEffect(f)] ?? []);
  return de
    ? `Nicht im Spiel: ${names}; ${ids.join(', ')} gelten nicht.`
    : `Not in play: ${names}; ${ids.join(', ')} do not apply.`;
}
