// Every Dog option of the variant table (V01–V49) as an `OptionSpec` (schema, default, en/de description, rules).
// Pure data; the compiled form lives in `rules.ts`.
import { z } from 'zod';
import type { Json, OptionSpec } from '../../core/types';

const bool = z.boolean();
/** One round's hand size (cards per player, DOG-011): at least 1, at most 13 (a 3-player game of one pack). */
const handSizeSchema = z.number().int().min(1).max(13);
/** The cards of the rounds in one list: 1 to 20 rounds. */
const handSizesSchema = z.array(handSizeSchema).min(1).max(20);
/**
 * `dealSchedule` (DOG-011, see `DealScheduleValue` in cards.ts): a list repeated as a whole, `{ first, repeat }`,
 * or one of the older names `"65432"` / `"6+5432"`.
 */
const dealScheduleSchema = z.union([
  handSizesSchema,
  z.object({ first: z.array(handSizeSchema).max(20).default([]), repeat: handSizesSchema }).strict(),
  z.enum(['65432', '6+5432']),
]);
/** `spec` plus the allowed shapes the error for a value of the wrong kind names (`OptionSpec.shapes`). */
function withShapes(
  schema: z.ZodType,
  def: Json,
  en: string,
  de: string,
  rules: string[],
  shapes: OptionSpec['shapes'],
): OptionSpec {
  return { ...spec(schema, def, en, de, rules), shapes };
}
function spec(schema: z.ZodType, def: Json, en: string, de: string, rules: string[]): OptionSpec {
  return { schema, default: def, description: { en, de }, rules };
}

/** The option table (V01–V49 except fixed rows). Keys are the option names of docs/rules/dog.md. */
export const DOG_OPTIONS: Readonly<Record<string, OptionSpec>> = {
  playerCount: spec(
    z.union([z.literal(3), z.literal(4), z.literal(6)]),
    4,
    'Number of players: 4, 6 (Octopus) or 3 (one against two).',
    'Anzahl Personen: 4, 6 (Octopus) oder 3 (eine gegen zwei).',
    ['DOG-001', 'DOG-120', 'DOG-130'],
  ),
  teamLayout: spec(
    z.enum(['auto', '2x2', '3x2', '2x3', '1v2']),
    'auto',
    'Team layout; auto picks 2x2 for 4, 3x2 for 6 and 1v2 for 3 players.',
    'Teamaufteilung; auto wählt 2x2 bei 4, 3x2 bei 6 und 1v2 bei 3 Personen.',
    ['DOG-001', 'DOG-120', 'DOG-130'],
  ),
  threePlayerAnyCardStarts: spec(
    bool,
    true,
    'In 1v2 the single player may exit with any card.',
    'Bei 1v2 darf der Einzelspieler mit jeder Karte herauskommen.',
    ['DOG-121'],
  ),
  decks: spec(z.number().int().min(1).max(4), 2, 'Number of card packs.', 'Anzahl Kartenspiele.', ['DOG-010']),
  jokersPerDeck: spec(z.number().int().min(0).max(6), 3, 'Jokers per pack.', 'Joker pro Kartenspiel.', ['DOG-010']),
  dealSchedule: withShapes(
    dealScheduleSchema,
    [6, 5, 4, 3, 2],
    'Hand sizes per round: a list repeated as a whole (6, 5, 4, 3, 2 or 5, 5, 5), or first rounds dealt once and then a list repeated (first 6, then 5, 4, 3, 2 repeated).',
    'Kartenzahl pro Runde: eine Liste, die als Ganzes wiederholt wird (6, 5, 4, 3, 2 oder 5, 5, 5), oder erste Runden einmal und danach eine wiederholte Liste (zuerst 6, dann 5, 4, 3, 2 wiederholt).',
    ['DOG-011'],
    {
      en: 'a list of hand sizes like [6, 5, 4, 3, 2] or [5, 5, 5], or first rounds and a repeated list like {first: [6], repeat: [5, 4, 3, 2]}',
      de: 'eine Liste von Kartenzahlen wie [6, 5, 4, 3, 2] oder [5, 5, 5] oder erste Runden und eine wiederholte Liste wie {first: [6], repeat: [5, 4, 3, 2]}',
    },
  ),
  dealerRotation: spec(
    z.enum(['perRound', 'perCycle', 'never']),
    'perRound',
    'When the dealer changes: every round, every deal cycle, or never.',
    'Wann der Geber wechselt: jede Runde, jeden Zyklus oder nie.',
    ['DOG-012'],
  ),
  starterRotatesEachRound: spec(
    bool,
    true,
    'The starting seat moves on by one each round (else: the seat after the dealer).',
    'Der Startspieler wechselt jede Runde (sonst: der Platz nach dem Geber).',
    ['DOG-013'],
  ),
  dealStartsWithStarter: spec(
    bool,
    true,
    'The deal begins with the round starter (else with the seat after the dealer).',
    'Das Austeilen beginnt beim Startspieler (sonst beim Platz nach dem Geber).',
    ['DOG-012'],
  ),
  reshuffleWhenStockEmpty: spec(
    bool,
    true,
    'Reshuffle the discard pile as soon as the stock runs out, even mid-deal (else before a deal that cannot be covered).',
    'Ablagestapel mischen, sobald der Stock leer ist, auch mitten im Austeilen (sonst vor einem nicht gedeckten Austeilen).',
    ['DOG-016'],
  ),
  partnerExchange: spec(
    bool,
    true,
    'After every deal each player gives one card blind to the partner.',
    'Nach jedem Austeilen gibt jede Person dem Partner verdeckt eine Karte.',
    ['DOG-014'],
  ),
  kennelExitSendsHomeOccupant: spec(
    bool,
    true,
    'Exiting onto a start field sends a foreign piece standing there home.',
    'Herauskommen schickt einen fremden Spielstein auf dem Startfeld heim.',
    ['DOG-023'],
  ),
  kennelExitOntoOwnPiece: spec(
    z.enum(['sendHome', 'illegal']),
    'sendHome',
    'Exiting onto an own non-blocking piece sends it home, or is illegal.',
    'Herauskommen auf einen eigenen nicht sperrenden Spielstein schickt ihn heim oder ist verboten.',
    ['DOG-023'],
  ),
  startBlocksOnlyFirstTime: spec(
    bool,
    true,
    'Only a piece straight from the kennel blocks its start field.',
    'Nur ein direkt aus dem Zwinger gekommener Spielstein sperrt sein Startfeld.',
    ['DOG-040', 'DOG-041'],
  ),
  blockingStartBlocksOwner: spec(
    bool,
    true,
    "A blocking piece also stops its owner's other pieces.",
    'Eine Sperre hält auch die eigenen Spielsteine auf.',
    ['DOG-042', 'DOG-046'],
  ),
  blockingPieceImmuneToCapture: spec(
    bool,
    true,
    'A blocking piece cannot be landed on or sent home.',
    'Ein sperrender Spielstein kann nicht heimgeschickt werden.',
    ['DOG-043', 'DOG-053'],
  ),
  jackRequiresMovedPiece: spec(
    bool,
    true,
    'Blocking pieces take no part in a Jack swap.',
    'Sperrende Spielsteine können nicht getauscht werden.',
    ['DOG-044', 'DOG-076'],
  ),
  blockObstructsBackward: spec(bool, true, 'A block also stops backward moves.', 'Eine Sperre gilt auch rückwärts.', [
    'DOG-042',
    'DOG-064',
  ]),
  selfCaptureOnLanding: spec(
    bool,
    true,
    'Landing on an own piece sends it home (else the move is illegal).',
    'Landen auf einem eigenen Spielstein schickt ihn heim (sonst verboten).',
    ['DOG-050'],
  ),
  sevenSendsHomePassed: spec(
    bool,
    true,
    "A 7 sends home every piece it passes, own and partner's included.",
    'Die 7 schickt jeden überholten Spielstein heim, auch eigene und die des Partners.',
    ['DOG-068'],
  ),
  sevenSplitAcrossPartner: spec(
    z.enum(['afterOwnFinished', 'always', 'never']),
    'afterOwnFinished',
    "When a 7 may use the partner's pieces: once own pieces are home, always (Canadian), or never mid-7.",
    'Wann die 7 Spielsteine des Partners ziehen darf: wenn die eigenen im Ziel sind, immer (kanadisch) oder nie innerhalb der 7.',
    ['DOG-070', 'DOG-101'],
  ),
  moveWithinFinish: spec(
    bool,
    true,
    'Pieces in the finish may move forward inside it.',
    'Spielsteine im Ziel dürfen darin vorwärts fahren.',
    ['DOG-069', 'DOG-084'],
  ),
  fourBackwardFromBlockingStart: spec(
    bool,
    true,
    'A blocking piece may go 4 backward.',
    'Ein sperrender Spielstein darf 4 rückwärts fahren.',
    ['DOG-062'],
  ),
  fourBackwardIntoFinishFromStart: spec(
    bool,
    true,
    'After going backward from or over its start a piece may enter its finish without a lap.',
    'Nach Rückwärtsfahren ab oder über das Startfeld darf der Spielstein ohne Runde ins Ziel.',
    ['DOG-063'],
  ),
  finishRequiresStartTouches: spec(
    z.union([z.literal(1), z.literal(2)]),
    2,
    'Start field touches needed to enter the finish (2: not straight from a fresh exit).',
    'Nötige Berührungen des Startfelds für das Ziel (2: nicht direkt nach dem Herauskommen).',
    ['DOG-081'],
  ),
  backwardIntoFinish: spec(
    bool,
    false,
    'A backward move may turn into the finish.',
    'Rückwärts darf ins Ziel gefahren werden.',
    ['DOG-061'],
  ),
  finishEntryField: spec(
    z.enum(['startField', 'fieldBeforeStart']),
    'startField',
    'Field the finish branches from.',
    'Feld, von dem das Ziel abzweigt.',
    ['DOG-080'],
  ),
  finishEntryOptional: spec(
    bool,
    true,
    'A piece that could enter its finish may carry on along the track instead.',
    'Ein Spielstein, der ins Ziel könnte, darf stattdessen weiterfahren.',
    ['DOG-085'],
  ),
  jackSwapWithPartner: spec(
    bool,
    true,
    'The Jack may swap with a partner piece.',
    'Der Junge darf mit einem Spielstein des Partners tauschen.',
    ['DOG-075'],
  ),
  jackSwapOwnPieces: spec(
    bool,
    false,
    'The Jack may swap two own pieces (a no-op).',
    'Der Junge darf zwei eigene Spielsteine tauschen (ohne Wirkung).',
    ['DOG-075'],
  ),
  jackSwapInFinish: spec(
    bool,
    false,
    'The Jack may swap pieces in a finish.',
    'Der Junge darf Spielsteine im Ziel tauschen.',
    ['DOG-076'],
  ),
  jokerAllowedAsLastCard: spec(
    bool,
    true,
    "A Joker may bring the side's last piece home.",
    'Ein Joker darf den letzten Spielstein des Teams ins Ziel bringen.',
    ['DOG-112'],
  ),
  revealDiscards: spec(
    bool,
    false,
    'Discarded hands are shown to everyone.',
    'Abgelegte Karten werden allen gezeigt.',
    ['DOG-093'],
  ),
  exchangeInTeamsOfThree: spec(
    z.enum(['nextTeammate']),
    'nextTeammate',
    'Teams of 3: each gives a card to their next partner in turn order.',
    'Dreierteams: jede Person gibt dem nächsten Teammitglied eine Karte.',
    ['DOG-132'],
  ),
  helperTargets: spec(
    z.enum(['anyTeammate']),
    'anyTeammate',
    'A finished player plays the pieces of any unfinished partner.',
    'Wer fertig ist, fährt mit den Spielsteinen einer beliebigen Person des eigenen Teams.',
    ['DOG-100', 'DOG-133'],
  ),
  trackFieldsPerSegment: spec(
    z.number().int().min(4).max(32),
    16,
    'Track fields per seat segment (track = this times seats).',
    'Spielfelder pro Platz (Bahn = dies mal Plätze).',
    ['DOG-130'],
  ),
  sevenSegmentOrder: spec(
    z.enum(['free']),
    'free',
    'A 7 is split into ordered segments; the same piece may recur.',
    'Die 7 wird in geordnete Teilzüge geteilt; ein Spielstein darf mehrmals ziehen.',
    ['DOG-065'],
  ),
};
