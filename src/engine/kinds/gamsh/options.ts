// Every Gämsh option (docs/rules/gamsh.md holes HG-01…23 and the parameters) as an `OptionSpec`, and the default
// signal palette (DIG-020). Pure data; the compiled form lives in `rules.ts`.
import { z } from 'zod';
import type { Json, OptionSpec } from '../../core/types';

/** One palette entry (DIG-020): id and category. Renderings are the renderer's business. */
export interface PaletteEntry {
  readonly id: string;
  readonly category: 'gesture' | 'sound' | 'word' | 'topic';
}

/** The default palette: 20 entries from the seed's examples, DE and EN (docs/rules/gamsh.md). */
export const DEFAULT_PALETTE: readonly PaletteEntry[] = [
  ...['wink', 'switchHands', 'scratchEar', 'scratchHead', 'tapCards', 'strokeBeard', 'lookAtPartner'].map((id) => ({
    id,
    category: 'gesture' as const,
  })),
  ...['cough', 'clearThroat', 'clickTongue', 'whistle'].map((id) => ({ id, category: 'sound' as const })),
  ...['ja', 'sapperlot', 'mWord', 'booyah'].map((id) => ({ id, category: 'word' as const })),
  ...['fcSuederbrarup', 'switzerland', 'weather', 'camping', 'smell'].map((id) => ({ id, category: 'topic' as const })),
];

const ms = z.number().int().min(0).max(3_600_000);
const pts = z.number().int().min(0).max(99);
function spec(schema: z.ZodType, def: Json, en: string, de: string, rules: string[]): OptionSpec {
  return { schema, default: def, description: { en, de }, rules };
}

/** The option table. Keys are the parameter names of docs/rules/gamsh.md (flattened). */
export const GAMSH_OPTIONS: Readonly<Record<string, OptionSpec>> = {
  teams: spec(
    z.union([z.literal(2), z.literal(3)]),
    2,
    'Number of teams of two (4 or 6 players).',
    'Anzahl Zweierteams (4 oder 6 Personen).',
    ['GAM-001'],
  ),
  foehnCards: spec(
    z.array(z.enum(['GAMEKEEPER', 'FARMER', 'SNACK', 'BULL'])).max(4),
    [],
    'Föhn cards in the deck; none for beginners (the seed: sort them out at first).',
    'Föhnkarten im Spiel; keine für Einsteiger («Sortiert die Föhnkarten anfangs bitte aus»).',
    ['GAM-050'],
  ),
  target: spec(
    z.number().int().min(1).max(99),
    9,
    'The game ends as soon as a team has this many points or more.',
    'Das Spiel endet, sobald ein Team so viele Punkte oder mehr hat.',
    ['GAM-080'],
  ),
  endCondition: spec(
    z.enum(['atLeastTarget']),
    'atLeastTarget',
    'When the game ends (HG-15): as soon as a team has `target` points or more; several teams may reach it at once (EN «nine or more»).',
    'Wann das Spiel endet (HG-15): sobald ein Team `target` oder mehr Punkte hat; mehrere Teams können es zugleich erreichen.',
    ['GAM-080'],
  ),
  pointsGamsh: spec(pts, 1, 'Points of a Gämsh call.', 'Punkte für Gämsh.', ['GAM-031']),
  pointsDouble: spec(pts, 2, 'Points of a Double Gämsh call.', 'Punkte für Doppel-Gämsh.', ['GAM-032']),
  pointsCounter: spec(pts, 1, 'Points of a Counter Gämsh call.', 'Punkte für Gegen-Gämsh.', ['GAM-033']),
  pointsOutgamsh: spec(pts, 3, 'Points of an Outgämshed guess.', 'Punkte für Ausgegämsh.', ['GAM-040']),
  pointsGamekeeperCatch: spec(
    pts,
    1,
    'Points for catching a Gamekeeper violation.',
    'Punkte für das Erwischen beim Wildhüter.',
    ['GAM-061'],
  ),
  pointsSnackTeam: spec(
    pts,
    1,
    'Points for a team whose two partners both slapped at the Snack.',
    'Punkte, wenn beide Partner bei der Vesper abgeklatscht haben.',
    ['GAM-065'],
  ),
  wrongCallPayout: spec(
    z.enum(['eachOtherTeam']),
    'eachOtherTeam',
    'A wrong call gives its points to every other team.',
    'Ein falscher Ruf schenkt allen anderen Teams die Punkte.',
    ['GAM-034'],
  ),
  outgamshWrongPayout: spec(
    z.enum(['eachOtherTeam', 'namedTeamOnly']),
    'eachOtherTeam',
    'Who gets the points of a wrong Outgämshed guess (HG-01).',
    'Wer die Punkte eines falschen Ausgegämsh erhält (HG-01).',
    ['GAM-042'],
  ),
  doubleWhenOnlyOneQuartet: spec(
    z.enum(['wrong', 'scoreAsGamsh']),
    'wrong',
    'A Double when only one partner has a quartet (HG-02).',
    'Doppel-Gämsh, wenn nur ein Partner ein Quartett hat (HG-02).',
    ['GAM-032'],
  ),
  farmerAppliesTo: spec(
    z.enum(['partnerOnly', 'both']),
    'partnerOnly',
    'Whose hand the Farmer completes in a Double (HG-03).',
    'Wessen Hand der Bauer beim Doppel-Gämsh ergänzt (HG-03).',
    ['GAM-063'],
  ),
  farmerWithCounter: spec(
    z.boolean(),
    false,
    'The Farmer also helps a Counter Gämsh (HG-04).',
    'Der Bauer gilt auch für Gegen-Gämsh (HG-04).',
    ['GAM-063'],
  ),
  farmerSlapWindowMs: spec(
    ms,
    500,
    'A Farmer slap by the caller this long before or after its own call counts as "while calling" (HG-21, DIG-034); a call it could change waits that long for the slap.',
    'Bauer-Abklatschen so kurz vor oder nach dem eigenen Ruf gilt als gleichzeitig (HG-21, DIG-034); ein Ruf, den er ändern könnte, wartet so lange darauf.',
    ['GAM-063'],
  ),
  gamekeeperCatchers: spec(
    z.enum(['opponents', 'anyone']),
    'opponents',
    'Who may catch a Gamekeeper violation (HG-05; DE reading: anyone).',
    'Wer beim Wildhüter erwischen darf (HG-05; DE-Lesart: alle).',
    ['GAM-061'],
  ),
  gamekeeperUndo: spec(
    z.enum(['wholeSwap', 'nightCardOnly']),
    'wholeSwap',
    'What a caught player undoes (HG-06).',
    'Was ein erwischter Spieler zurücknimmt (HG-06).',
    ['GAM-061'],
  ),
  gamekeeperCatchWindowMs: spec(
    ms,
    3000,
    'How long a violation can be caught (HG-07).',
    'Wie lange ein Verstoß erwischt werden kann (HG-07).',
    ['GAM-061'],
  ),
  gamekeeperCatchPerSlap: spec(
    z.enum(['mostRecent']),
    'mostRecent',
    'One slap catches the most recent open violation (HG-19).',
    'Ein Abklatschen erwischt den jüngsten offenen Verstoß (HG-19).',
    ['GAM-062'],
  ),
  falseSlapPenalty: spec(
    pts,
    0,
    'Points to every other team for a Gamekeeper slap with nothing to catch (HG-08).',
    'Punkte an alle anderen Teams für Wildhüter-Abklatschen ohne Verstoß (HG-08).',
    ['GAM-061'],
  ),
  snackWindowMs: spec(
    ms,
    3000,
    'How long the Snack slapping lasts at most (HG-18).',
    'Wie lange das Abklatschen bei der Vesper höchstens dauert (HG-18).',
    ['GAM-064', 'GAM-065'],
  ),
  snackMidSwapMustComplete: spec(
    z.boolean(),
    true,
    'At the Snack, mid-swap players still take a card (HG-17).',
    'Bei der Vesper nehmen Spieler mitten im Tausch noch eine Karte (HG-17).',
    ['GAM-025', 'GAM-064'],
  ),
  bullDuringSnack: spec(
    z.enum(['countsAsSnackSlap', 'ignored']),
    'countsAsSnackSlap',
    'The Bull slapped during the Snack (HG-09).',
    'Der Stier während der Vesper abgeklatscht (HG-09).',
    ['GAM-067'],
  ),
  newRoundDeal: spec(
    z.enum(['reshuffleAll', 'replaceFromDrawPile']),
    'reshuffleAll',
    'How a new round is dealt (HG-11; EN: shuffle all cards).',
    'Wie eine neue Runde gegeben wird (HG-11).',
    ['GAM-071'],
  ),
  emptyDrawPile: spec(
    z.enum(['reshuffleDiscards', 'newRound']),
    'reshuffleDiscards',
    'When the draw pile is too small to replace the middle (HG-10).',
    'Wenn der Nachziehstapel nicht reicht (HG-10).',
    ['GAM-066', 'GAM-070'],
  ),
  stallReplaceMs: spec(
    ms.min(1),
    6000,
    'Replace the middle after this long without a discard (HG-12); at least 1 ms (0 would refresh the middle endlessly at one instant).',
    'Tischmitte ersetzen nach so langer Zeit ohne Abwurf (HG-12); mindestens 1 ms.',
    ['GAM-070'],
  ),
  allPassReplaces: spec(
    z.boolean(),
    true,
    'Replace the middle once every player has passed (HG-12).',
    'Tischmitte ersetzen, wenn alle gepasst haben (HG-12).',
    ['GAM-070'],
  ),
  simultaneousCalls: spec(
    z.enum(['firstOnly', 'allWithinWindow']),
    'firstOnly',
    'Two calls at almost the same time (HG-13): firstOnly = only the first call counts, later ones are rejected; allWithinWindow = every call within simultaneousCallWindowMs of the first is judged too, together.',
    'Zwei Rufe fast gleichzeitig (HG-13): firstOnly = nur der erste Ruf zählt; allWithinWindow = jeder Ruf bis simultaneousCallWindowMs nach dem ersten wird mitgewertet.',
    ['GAM-036'],
  ),
  simultaneousCallWindowMs: spec(
    ms,
    500,
    'With simultaneousCalls allWithinWindow: how long after the first call other calls still count as simultaneous (HG-13; ends included, like the Farmer window HG-21).',
    'Bei allWithinWindow: wie lange nach dem ersten Ruf weitere Rufe noch als gleichzeitig gelten (HG-13).',
    ['GAM-036'],
  ),
  callWhileMidSwap: spec(
    z.boolean(),
    true,
    'A player with 3 cards may call (HG-14).',
    'Wer mitten im Tausch ist, darf rufen (HG-14).',
    ['GAM-030'],
  ),
  newSignalMustDiffer: spec(
    z.boolean(),
    true,
    'An outed team must choose a different signal (HG-16).',
    'Ein ausgegämshtes Team muss ein anderes Zeichen wählen (HG-16).',
    ['GAM-041'],
  ),
  outgamshPauseMs: spec(
    ms.nullable(),
    null,
    'Pause for choosing a new signal; null = until chosen (HG-16).',
    'Pause für das neue Zeichen; null = bis gewählt (HG-16).',
    ['GAM-041'],
  ),
  outgamshLimit: spec(
    z.number().int().min(1).max(99).nullable(),
    null,
    'Most Outgämshed guesses per game by one team against the same team; null = no limit (HG-20).',
    'Höchstzahl Ausgegämsh-Versuche eines Teams gegen dasselbe Team; null = unbegrenzt (HG-20).',
    ['GAM-040'],
  ),
  preRevealMs: spec(
    ms,
    2000,
    'Time to look at the hands before the middle is revealed (DIG-005).',
    'Zeit zum Ansehen der Hand vor dem Aufdecken der Mitte (DIG-005).',
    ['GAM-071'],
  ),
  midSwapTimeoutMs: spec(
    ms.min(1),
    4000,
    'A player who does not take within this time gets a card automatically (DIG-011).',
    'Wer nicht rechtzeitig nimmt, bekommt automatisch eine Karte (DIG-011).',
    ['GAM-025'],
  ),
  revealPauseMs: spec(
    ms,
    3000,
    'Pause while hands are shown after a call (DIG-030).',
    'Pause beim Vorzeigen nach einem Ruf (DIG-030).',
    ['GAM-035'],
  ),
  catchPauseMs: spec(
    ms,
    1500,
    'Pause after a Gamekeeper catch (DIG-035).',
    'Pause nach dem Erwischen beim Wildhüter (DIG-035).',
    ['GAM-061'],
  ),
  slapCooldownMs: spec(
    ms,
    500,
    'Lock-out after a Gamekeeper slap that catches nothing (DIG-035).',
    'Sperre nach Wildhüter-Abklatschen ohne Verstoß (DIG-035).',
    ['GAM-061'],
  ),
  emoteDisplayMs: spec(
    ms,
    1500,
    'How long an emote is shown (DIG-023).',
    'Wie lange ein Zeichen angezeigt wird (DIG-023).',
    ['GAM-011'],
  ),
  emoteHistoryVisible: spec(
    z.boolean(),
    false,
    'Views keep the last 50 emotes instead of the current ones (DIG-023).',
    'Ansichten zeigen die letzten 50 Zeichen (DIG-023).',
    ['GAM-011'],
  ),
  uniqueSignalsAcrossTeams: spec(
    z.boolean(),
    false,
    'Teams may not share a secret entry (DIG-025).',
    'Teams dürfen nicht dasselbe Zeichen haben (DIG-025).',
    ['GAM-010'],
  ),
  ordering: spec(
    z.enum(['serverReceipt', 'clientTimestampCompensated']),
    'serverReceipt',
    "Whose time orders inputs (DIG-006): the engine's receipt time (serverReceipt), ties by a seeded draw (DIG-003). clientTimestampCompensated (latency compensation for networked humans) is not supported and is refused.",
    'Wessen Zeit die Eingaben ordnet (DIG-006): die Empfangszeit der Engine (serverReceipt), Gleichstand per Zufallszug mit Seed (DIG-003). clientTimestampCompensated (Latenzausgleich für Menschen im Netz) wird nicht unterstützt und abgelehnt.',
    ['GAM-023', 'GAM-024'],
  ),
  swapModel: spec(
    z.enum(['twoStep', 'atomic']),
    'twoStep',
    'How a swap is entered (DIG-010/012): twoStep = DISCARD then TAKE, as in the rules; atomic = one SWAP input giving and taking at once, for quick bot-only simulations. atomic is not faithful: nobody can snatch your discard.',
    'Wie getauscht wird (DIG-010/012): twoStep = erst abwerfen, dann nehmen, wie in der Regel; atomic = ein einziger Tausch (abgeben und nehmen zugleich) für schnelle Bot-Simulationen. atomic ist nicht regeltreu: niemand kann Euch die abgeworfene Karte wegschnappen.',
    ['GAM-021', 'GAM-022'],
  ),
  palette: spec(
    z
      .array(
        z
          .object({
            id: z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,31}$/),
            category: z.enum(['gesture', 'sound', 'word', 'topic']),
          })
          .strict(),
      )
      .min(4)
      .max(64),
    DEFAULT_PALETTE as unknown as Json,
    'The signal palette (DIG-020).',
    'Die Zeichenpalette (DIG-020).',
    ['GAM-010', 'GAM-011'],
  ),
};
