// Every hole of gassi.md §4.1 (H-01…H-49) as an `OptionSpec`: schema, default, en/de description, rule IDs.
// Pure data; `rules.ts` turns the values into `GassiRules`. Tables (cards, moves, sets) are not options.
import { z } from 'zod';
import type { Json, OptionSpec } from '../../core/types';

function spec(schema: z.ZodType, def: Json, en: string, de: string, rules: string[]): OptionSpec {
  return { schema, default: def, description: { en, de }, rules };
}
const bool = z.boolean();
const int = (min: number, max: number) => z.number().int().min(min).max(max);
const intOrNull = (min: number, max: number) => z.union([int(min, max), z.null()]);

/** Scoring values of H-48 (`score.*`). Points per item; `perHandCard` is negative for a malus. */
export const scoreSchema = z.object({
  finisherBonus: int(-100, 100),
  perDog: int(-100, 100),
  perBone: int(-100, 100),
  perConquest: int(-100, 100),
  perRealm: int(-100, 100),
  perHandCard: int(-100, 100),
  setFinisherHandMalus: bool,
  irregularEnd: z.enum(['noFinisherBonus', 'noScore']),
}).strict();

/** Option table of gassi.md §4.1 plus `players` (the seat count of a game, within min/maxPlayers). */
export const GASSI_OPTIONS: Readonly<Record<string, OptionSpec>> = {
  players: spec(int(2, 8), 3, 'Number of players at the table (between minPlayers and maxPlayers).', 'Anzahl Personen am Tisch (zwischen minPlayers und maxPlayers).', ['GAS-005']),
  minPlayers: spec(int(2, 8), 2, 'Fewest players allowed (H-01).', 'Mindestzahl Personen (H-01).', ['GAS-005']),
  maxPlayers: spec(int(2, 8), 5, 'Most players allowed (H-01).', 'Höchstzahl Personen (H-01).', ['GAS-005']),
  startHandSize: spec(int(1, 20), 7, 'Cards dealt to each player at the start (H-02).', 'Handkarten pro Person zu Beginn (H-02).', ['GAS-006']),
  startingPlayer: spec(z.enum(['random', 'seat0', 'leftOfDealer']), 'random', 'Who starts: a seeded random seat, seat 0, or the seat left of the dealer (seat 0 deals) (H-03).', 'Wer beginnt: zufällig (Seed), Platz 0 oder links vom Geber (Platz 0 gibt) (H-03).', ['GAS-007']),
  boneSupply: spec(intOrNull(0, 1000), null, 'Bones in the supply; null = unlimited (H-04).', 'Knochen im Vorrat; null = unbegrenzt (H-04).', ['GAS-004']),
  startBones: spec(int(0, 100), 0, 'Bones each player starts with (H-05).', 'Knochen pro Person zu Beginn (H-05).', ['GAS-004']),
  firstDogReveal: spec(z.enum(['endOfRound', 'ownersNextTurn', 'firstInteraction']), 'endOfRound', 'When a face-down dog is revealed (H-06).', 'Wann ein verdeckter Hund aufgedeckt wird (H-06).', ['GAS-016']),
  hiddenDogOn: spec(z.enum(['firstDogOnly', 'everyNewDog']), 'firstDogOnly', 'Which new dogs are played face down (H-06).', 'Welche neuen Hunde verdeckt gespielt werden (H-06).', ['GAS-053']),
  hiddenDogTargetable: spec(bool, false, 'Other players may target a face-down dog (H-07).', 'Andere dürfen einen verdeckten Hund als Ziel wählen (H-07).', ['GAS-016']),
  requireOwnDogToAct: spec(bool, true, 'A player without a dog may only ADDDOG or draw (H-08).', 'Wer keinen Hund hat, darf nur ADDDOG spielen oder ziehen (H-08).', ['GAS-017']),
  turnMode: spec(z.enum(['oneMove', 'upToTwoCards']), 'oneMove', 'A turn is one move, or up to two cards spread over single-card moves (H-09).', 'Ein Zug ist ein Spielzug oder bis zu zwei Karten in Einzelzügen (H-09).', ['GAS-011', 'GAS-012']),
  voluntaryDraw: spec(z.enum(['always', 'onlyIfNoLegalPlay']), 'always', 'When drawing without a problem dog is allowed (H-10).', 'Wann freiwilliges Ziehen erlaubt ist (H-10).', ['GAS-015']),
  voluntaryDrawMax: spec(int(1, 10), 1, 'Most cards a voluntary draw may take (H-11).', 'Höchstzahl Karten beim freiwilligen Ziehen (H-11).', ['GAS-015']),
  pullThenMove: spec(bool, false, 'After a passive-defence PULL the player may still make a card move (H-12).', 'Nach einem PULL zur passiven Verteidigung darf noch ein Kartenzug folgen (H-12).', ['GAS-114']),
  problemResolutionsPerTurn: spec(int(1, 10), 1, 'Problem dogs resolved per turn (H-13).', 'Pro Zug gelöste Problemhunde (H-13).', ['GAS-014']),
  attackResponse: spec(z.enum(['ownersNextTurn', 'immediate']), 'ownersNextTurn', 'The owner answers an attack on their next turn, or at once out of turn (H-14).', 'Die Besitzerin antwortet im nächsten eigenen Zug oder sofort (H-14).', ['GAS-067']),
  selfTargetHostile: spec(bool, false, 'You may ATTACK or PUNISH your own dog (H-15).', 'Eigene Hunde dürfen angegriffen oder bestraft werden (H-15).', ['GAS-060', 'GAS-100']),
  attackPlusCard: spec(z.enum(['anyValidAttacker', 'sameName']), 'anyValidAttacker', 'Cards allowed for ATTACK+ (H-16).', 'Erlaubte Karten für ATTACK+ (H-16).', ['GAS-065']),
  maxAttackPlus: spec(intOrNull(0, 100), null, 'Cap on ATTACK+ per attack; null = none (H-17).', 'Höchstzahl ATTACK+ pro Angriff; null = keine (H-17).', ['GAS-065']),
  activeDefenseAgainst: spec(z.enum(['latest', 'first', 'each']), 'latest', 'Which stacked card an active defence must answer; each = the one defence play must answer every stacked card (H-18).', 'Welche gestapelte Karte eine aktive Verteidigung beantworten muss; each = der eine Verteidigungszug muss jede gestapelte Karte beantworten (H-18).', ['GAS-075']),
  fleaAttackRounds: spec(int(1, 10), 2, 'Rounds a FLEA attack lasts (H-19).', 'Runden, die ein FLEA-Angriff dauert (H-19).', ['GAS-066']),
  fleaMode: spec(z.enum(['repeatPull', 'delayedResponse', 'doubleDraw']), 'repeatPull', 'How a FLEA attack lasts: pulled every round, answered only in its last round, or every round paid by the first PULL (1 card per later round; an ATTACK+ still adds 1) (H-19).', 'Wie ein FLEA-Angriff dauert: jede Runde ziehen, erst in der letzten Runde antworten, oder alle Runden mit dem ersten PULL zahlen (1 Karte je weitere Runde; ein ATTACK+ zählt weiter nur 1) (H-19).', ['GAS-066']),
  fleaTrigger: spec(z.enum(['initiatingCard', 'anyCard']), 'initiatingCard', 'A FLEA attack is one begun by FLEA, or any attack a FLEA joined (H-19).', 'FLEA-Angriff: von FLEA begonnen, oder jeder Angriff mit einer FLEA (H-19).', ['GAS-066']),
  pendingGraceTurns: spec(int(0, 20), 0, 'Turns after entering PENDING during which a dog cannot be punished (H-20).', 'Züge nach PENDING, in denen ein Hund nicht bestraft werden kann (H-20).', ['GAS-105']),
  pendingExpiryRounds: spec(intOrNull(1, 20), null, 'Rounds after which a PENDING dog walks again; null = never (H-20).', 'Runden, nach denen ein PENDING-Hund wieder läuft; null = nie (H-20).', ['GAS-105']),
  punishPlusCard: spec(z.enum(['anyValidBeast', 'sameName']), 'anyValidBeast', 'Cards allowed for PUNISH+ (H-21).', 'Erlaubte Karten für PUNISH+ (H-21).', ['GAS-103']),
  maxPunishPlus: spec(intOrNull(0, 100), null, 'Cap on PUNISH+ per punishment; null = none (H-22).', 'Höchstzahl PUNISH+; null = keine (H-22).', ['GAS-103']),
  conquestRecipient: spec(z.enum(['lastPunisher', 'firstPunisher']), 'lastPunisher', 'Who gets a conquered dog after several punishers (H-23).', 'Wer den Hund nach mehreren Bestrafungen erhält (H-23).', ['GAS-104']),
  afraidPullState: spec(z.enum(['CONQUERED', 'DEFENDED']), 'CONQUERED', 'State of a dog lost by PULL in AFRAID (H-24, C-01).', 'Zustand eines durch PULL in AFRAID verlorenen Hundes (H-24, C-01).', ['GAS-111']),
  afraidPullDraws: spec(bool, true, 'The player who loses the dog also draws (H-25).', 'Wer den Hund verliert, zieht auch Karten (H-25).', ['GAS-111']),
  policeDefenceMixedPair: spec(bool, false, 'DOC:SACK defends against POLICE (H-26).', 'DOC:SACK verteidigt gegen POLICE (H-26).', ['GAS-073']),
  globalDefenderWildcard: spec(bool, false, 'GLOBAL defenders answer any threat in DEFEND/RESCUE; against a beast as the pair DOC:DOC or SACK:SACK (DOC:SACK only with policeDefenceMixedPair) (H-27).', 'GLOBAL-Verteidiger beantworten jede Bedrohung; gegen ein BEAST als Paar DOC:DOC oder SACK:SACK (DOC:SACK nur mit policeDefenceMixedPair) (H-27).', ['GAS-076']),
  beastRealmReach: spec(bool, false, 'A natural BEAST (CAT, BOAR, HIPPO) punishes only a dog of its own realm; POLICE (GLOBAL) any. Seed «Die Umgebung einer Karte bestimmt die Reichweite» (not in gassi.md §4.1).', 'Ein natürliches BEAST (CAT, BOAR, HIPPO) bestraft nur einen Hund seiner Umgebung; POLICE (GLOBAL) jeden. Seed «Die Umgebung einer Karte bestimmt die Reichweite» (nicht in gassi.md §4.1).', ['GAS-101', 'GAS-002']),
  policeEscapeMixedPair: spec(bool, false, 'A mixed walker pair escapes POLICE (H-28).', 'Ein gemischtes WALKER-Paar flieht vor POLICE (H-28).', ['GAS-082']),
  realmFollowsLastWalker: spec(bool, true, 'After ESCAPE the dog takes the realm of the escape pair; a mixed pair names none, the realm stays (H-29).', 'Nach ESCAPE übernimmt der Hund das Realm des Paars; ein gemischtes Paar nennt keins, das Realm bleibt (H-29).', ['GAS-084']),
  giveawayTargets: spec(z.enum(['own', 'any']), 'any', 'Whose dogs may receive a GIVEAWAY (H-30).', 'Wessen Hunde GIVEAWAY-Karten erhalten dürfen (H-30).', ['GAS-093']),
  giveawayMaxCards: spec(int(1, 5), 2, 'Most cards per GIVEAWAY (H-31).', 'Höchstzahl Karten pro GIVEAWAY (H-31).', ['GAS-092']),
  giveawayDestination: spec(z.enum(['dogPile', 'discard']), 'dogPile', 'Where given-away cards go (H-32).', 'Wohin abgeworfene Karten kommen (H-32).', ['GAS-093']),
  resolvedCardsDestination: spec(z.enum(['dogPile', 'discard']), 'dogPile', 'Where the non-walker cards of a resolved attack go (H-33).', 'Wohin die Karten eines erledigten Angriffs kommen (H-33).', ['GAS-021']),
  walkMaxCards: spec(int(1, 3), 1, 'Most walkers per WALK (H-34).', 'Höchstzahl WALKER pro WALK (H-34).', ['GAS-141']),
  switchTargets: spec(z.enum(['own', 'any']), 'own', 'Whose dogs may be switched (H-35).', 'Wessen Hunde umziehen dürfen (H-35).', ['GAS-135']),
  switchMustChangeRealm: spec(bool, true, 'SWITCH must change the realm (H-36).', 'SWITCH muss das Realm wechseln (H-36).', ['GAS-134']),
  realmRuleMoves: spec(z.array(z.string().min(1).max(40)).max(50), ['ATTACK', 'ATTACK+', 'DEFEND', 'RESCUE', 'ESCAPE', 'PUNISH', 'PUNISH+', 'WALK', 'GIVEAWAY', 'SWITCH'], 'Moves on other players\' dogs that the realm rule covers (H-37); SWITCH matters only with switchTargets = any.', 'Züge auf fremde Hunde, für die die Realm-Regel gilt (H-37); SWITCH zählt nur mit switchTargets = any.', ['GAS-043']),
  globalExemption: spec(z.enum(['playedCard', 'playedOrThreatCard']), 'playedCard', 'What «ein beteiligtes Realm ist GLOBAL» refers to (H-38).', 'Worauf «ein beteiligtes Realm ist GLOBAL» sich bezieht (H-38).', ['GAS-041']),
  boneBypassCost: spec(int(0, 10), 1, 'Bones paid to lift the realm rule for one move (H-39).', 'Knochen, um die Realm-Regel für einen Zug aufzuheben (H-39).', ['GAS-042']),
  secondDogWalkCheck: spec(z.enum(['anyWalkPossible', 'sameRealmOnly']), 'anyWalkPossible', 'Second-dog rule: any possible WALK blocks ADDDOG, or only a WALK with the same walker (H-40).', 'Zweithund-Regel: jeder mögliche WALK sperrt ADDDOG, oder nur ein WALK mit demselben WALKER (H-40).', ['GAS-052']),
  maxDogsPerPlayer: spec(intOrNull(1, 20), null, 'Most dogs one player may own; null = no limit (H-41).', 'Höchstzahl Hunde pro Person; null = unbegrenzt (H-41).', ['GAS-024']),
  abortHandSize: spec(int(1, 64), 12, 'Hand size that aborts the game for a player without a dog (H-42).', 'Handgröße, die das Spiel für jemanden ohne Hund abbricht (H-42).', ['GAS-054']),
  abortScope: spec(z.enum(['neverHadDog', 'noDogNow']), 'neverHadDog', 'Whom the abort rule applies to (H-42).', 'Für wen die Abbruchregel gilt (H-42).', ['GAS-054']),
  abortAction: spec(z.enum(['redeal', 'endNoScore']), 'redeal', 'What an abort does (H-42).', 'Was ein Abbruch bewirkt (H-42).', ['GAS-054', 'GAS-167']),
  drawShortfall: spec(z.enum(['endBeforeDraw', 'drawRemainingThenEnd']), 'endBeforeDraw', 'A PULL the draw pile cannot cover ends the game before or after drawing what is left (H-43).', 'Ein nicht gedeckter PULL beendet das Spiel vor oder nach dem Ziehen des Rests (H-43).', ['GAS-113']),
  goOutScope: spec(z.enum(['allHandCards', 'initialCardsOnly']), 'allHandCards', 'Going out needs an empty hand, or only the initial cards played (H-44).', 'Ausgehen: leere Hand, oder nur die Startkarten abgelegt (H-44).', ['GAS-160']),
  setWinCheck: spec(z.enum(['endOfOwnTurn', 'anyTime']), 'endOfOwnTurn', 'When a 5-card set is checked (H-45).', 'Wann ein 5-Karten-Set geprüft wird (H-45).', ['GAS-161']),
  endOnWin: spec(z.enum(['immediate', 'finishRound']), 'immediate', 'A regular end ends the game at once or after the round (H-47).', 'Reguläres Ende sofort oder nach der Runde (H-47).', ['GAS-169']),
  handCountsPublic: spec(bool, true, 'Everyone sees how many cards each player holds (H-49).', 'Alle sehen, wie viele Karten jede Person hält (H-49).', ['GAS-006']),
  score: spec(scoreSchema, { finisherBonus: 5, perDog: 1, perBone: 1, perConquest: 1, perRealm: 1, perHandCard: -1, setFinisherHandMalus: false, irregularEnd: 'noFinisherBonus' }, 'Scoring values (H-48).', 'Punktwerte (H-48).', ['GAS-163', 'GAS-164', 'GAS-165', 'GAS-166']),
  winner: spec(z.enum(['highestScore', 'finisher']), 'highestScore', 'Who wins: the highest score, or the player who ended the game regularly (H-48).', 'Wer gewinnt: höchste Punktzahl oder wer regulär beendet (H-48).', ['GAS-168']),
  tieBreak: spec(z.array(z.enum(['fewerHandCards', 'moreBones', 'shared'])).max(3), ['fewerHandCards', 'moreBones', 'shared'], 'Tie-breaks in order (H-48).', 'Gleichstandsregeln der Reihe nach (H-48).', ['GAS-168']),
};
