// Short texts of the Dog rule IDs in English and German, taken from the first sentence of each rule in the rules
// catalogue (docs/rules/dog.md), so the event log and the click explanations can show what a rule ID means.
// German in the booklet's terms (Spielstein, Zwinger, Startfeld, Ziel, Bahn, Team). Data; display only.
// Once rulesets carry `texts:` (ruleset field, per rule ID), those win over this table (see `ruleText`).

/** Rule ID → one-sentence text (English), e.g. `DOG-020` → "Instead of moving, an A, a K, …". */
export const DOG_RULE_TEXTS: Readonly<Record<string, string>> = {
  'DOG-001': 'With 4 players: seats 0–3, teams {0,2} and {1,3}; partners sit opposite.',
  'DOG-002': 'Each player has 4 pieces of one colour, all in his kennel at the start.',
  'DOG-003': 'Turns pass counter-clockwise (seat s → s+1).',
  'DOG-004': 'A player with an empty hand is skipped until the next deal.',
  'DOG-005': 'A played card is final: no take-back in a live game.',
  'DOG-010': 'Deck: decks × (52 + jokersPerDeck) cards, default 110.',
  'DOG-011':
    'Hand size per round follows dealSchedule: "65432" gives 6,5,4,3,2,6,5,…; "6+5432" gives 6,5,4,3,2,5,4,3,2,5,…',
  'DOG-012': 'The first dealer is chosen (randomly, seeded).',
  'DOG-013': "Round 1 is started by the seat after the dealer (the dealer's right-hand neighbour).",
  'DOG-014': 'After every deal each player gives one card face down to his partner.',
  'DOG-015': 'A round ends when all hands are empty (every card played or discarded).',
  'DOG-016':
    'When the stock is used up, also in the middle of a deal, the discard pile (played and discarded cards, not cards in hands) is shuffled into a new stock and dealing continues.',
  'DOG-017': 'Before playing a Joker, the player declares the card it stands for.',
  'DOG-020':
    'Instead of moving, an A, a K, or a Joker declared as A/K may place one piece from the player\'s kennel on his start field ("exit").',
  'DOG-021': 'The piece that has just come out is blocking (DOG-040).',
  'DOG-022':
    "Exit is illegal while the player's own blocking piece stands on his start field, because a blocking piece cannot be sent home.",
  'DOG-023': 'If a non-blocking piece of any colour stands on the start field, the exit sends that piece home.',
  'DOG-024': "A piece exits only onto its owner's start field.",
  'DOG-025': 'Exit is one option of the card, never a duty in itself.',
  'DOG-030': 'A (1 or 11), K (13), Q (12), 10, 9, 8, 6, 5, 3 and 2 move one piece exactly that many fields forward.',
  'DOG-031': 'Step counting: every field entered counts 1.',
  'DOG-032': 'A card is playable only if its whole value can be carried out.',
  'DOG-033': '"Pass" means entering a field on a non-final step; "land" means the final field of a move or 7-segment.',
  'DOG-034': "Pieces move by count only on the track and in their owner's finish.",
  'DOG-035': "A card moves only the player's own pieces; partner pieces only per DOG-070 and DOG-100.",
  'DOG-040':
    'A piece that came directly from the kennel onto its own start field blocks for as long as it stays there.',
  'DOG-041':
    'A piece that reaches its start field any other way (after a lap, by a ±4 move, by a Jack swap) is an ordinary piece on an ordinary field.',
  'DOG-042': "No piece may pass a blocking piece: not an opponent's, not the partner's, not the owner's own.",
  'DOG-043': 'No piece may land on a blocking piece, so it can never be sent home.',
  'DOG-044':
    "A blocking piece cannot take part in a Jack swap, neither as the swap target nor as the player's own piece.",
  'DOG-045': 'A blocking piece may leave its start field forward or 4 backward.',
  'DOG-046':
    "The finish is entered through the start field (DOG-080), so the owner's own blocking piece also stops his other pieces from entering the finish.",
  'DOG-050':
    'A piece that lands on an occupied track field sends the occupant home, whether it belongs to an opponent, the partner or the mover himself.',
  'DOG-051': 'Passed pieces are not affected, except by the 7 (DOG-068).',
  'DOG-052': 'Passing is allowed anywhere on the track except past a blocking piece.',
  'DOG-053': 'Never sent home: blocking pieces and pieces in a finish.',
  'DOG-054': "A piece sent home goes back to its owner's kennel and needs a new exit.",
  'DOG-060': 'A 4 moves one piece exactly 4 forward or exactly 4 backward.',
  'DOG-061': 'Backward moves stay on the track.',
  'DOG-062': 'A blocking piece may move 4 backward.',
  'DOG-063':
    'A piece that has moved backward from or over its start field may enter its finish on a later forward move without a lap (the "4-back trick").',
  'DOG-064': 'A backward move does not send home the pieces it passes; landing on a piece does.',
  'DOG-065': 'A 7 is seven single forward steps.',
  'DOG-066': 'All 7 steps must be used; otherwise the 7, as chosen, is illegal.',
  'DOG-067': 'Each segment must itself be a legal forward move: blocks, finish rules and exact count all apply.',
  'DOG-068': 'Every piece a 7-segment passes is sent home, and so is every piece it lands on.',
  'DOG-069': 'Steps inside the player\'s own finish count toward the 7 ("tidying up").',
  'DOG-070': "The partner's pieces may take 7-steps only once all own pieces are in the finish.",
  'DOG-071': 'A 7 never brings a piece out of the kennel and has no backward steps.',
  'DOG-075':
    'A Jack exchanges the positions of one own track piece and one track piece of another player, opponent or partner.',
  'DOG-076': 'Pieces in a kennel, pieces in a finish and blocking pieces (own or other) cannot be swapped.',
  'DOG-077':
    'The swap is compulsory like any card (DOG-090): if the Jack is the card played, a legal swap must be made, even a harmful one.',
  'DOG-078': 'A swap sends no piece home.',
  'DOG-079': 'In helper mode (DOG-100) a partner piece takes the place of the "own piece".',
  'DOG-080': "A piece enters only its owner's finish, only moving forward, from its own start field into F0 (§1.2).",
  'DOG-081': 'A piece that is still blocking (straight from the kennel) cannot move into its finish in that move.',
  'DOG-082':
    'No passing in the finish: a piece may not pass or land on an occupied finish slot, whether entering or moving inside.',
  'DOG-083': 'Exact count: no move may go past F3.',
  'DOG-084':
    'Pieces in the finish may move forward inside it (exact count, no passing) with any forward value, 7-segments included.',
  'DOG-085': 'When a move could end either in the finish or on the track, the player chooses.',
  'DOG-086':
    'If the value does not fit into the finish, the piece must carry on along the track past its finish (another lap), if that is legal.',
  'DOG-087': 'Pieces in the finish are safe: they are never sent home and never swapped.',
  'DOG-090': 'If at least one hand card has a legal complete action, the player must play such a card.',
  'DOG-091':
    "Compulsion holds even when the result hurts: running past the own finish, sending home one's own or the partner's pieces, blocking the partner, a harmful swap.",
  'DOG-092': 'Every kind of legal action makes a card playable: exit, move, ±4, 7-split, swap.',
  'DOG-093':
    'If no hand card is playable when his turn comes, the player discards all his remaining cards and sits out the rest of the round.',
  'DOG-094': "Playability is checked only at the player's own turn.",
  'DOG-100': "Once all 4 of his pieces are in his finish, a player plays his own cards with his partner's pieces.",
  'DOG-101': 'Within one 7 the switch to partner pieces is seamless (DOG-070).',
  'DOG-102': "Helper mode is compulsory: DOG-090 applies to the partner's pieces.",
  'DOG-110':
    'A side wins the moment all its pieces are in their finishes: 8 for a team of 2, 12 for a team of 3, 4 for the 3-player single.',
  'DOG-111': 'The winning card must also be carried out completely; for example, a 7 with steps left over is illegal.',
  'DOG-112': "(001 only) A Joker may not be the card that brings the side's last piece into the finish.",
  'DOG-120': 'Three players: one single player against a team of two.',
  'DOG-121':
    'The single player may use any card, in place of its normal meaning, to bring a piece onto his start field.',
  'DOG-122': 'Turn order is 0 → 1 → 3 → 0.',
  'DOG-123': 'The single player wins when his 4 pieces are in his finish; the team wins with all 8.',
  'DOG-124': 'The single player has no exchange; the team exchanges as usual.',
  'DOG-130': 'Six seats and 96 track fields [A].',
  'DOG-131': 'The same 2 packs are used (110 cards) and are reshuffled during the first cycle.',
  'DOG-132': 'Teams of 3, exchange: each player gives one card to the next teammate in turn order (a cycle: 0→2→4→0).',
  'DOG-133':
    'Teams of 3, helper mode: a player whose pieces are all home plays the pieces of any teammate not yet finished, chosen per card.',
};

/** Rule ID → the same sentence in German; the same keys as `DOG_RULE_TEXTS`. */
export const DOG_RULE_TEXTS_DE: Readonly<Record<string, string>> = {
  'DOG-001': 'Zu viert: Plätze 0–3, Teams {0,2} und {1,3}; Partner sitzen sich gegenüber.',
  'DOG-002': 'Jede Person hat 4 Spielsteine einer Farbe, zu Beginn alle in ihrem Zwinger.',
  'DOG-003': 'Gespielt wird gegen den Uhrzeigersinn (Platz s → s+1).',
  'DOG-004': 'Wer keine Karten mehr hat, wird bis zum nächsten Geben übersprungen.',
  'DOG-005': 'Eine gespielte Karte gilt: im laufenden Spiel wird nichts zurückgenommen.',
  'DOG-010': 'Kartenstapel: decks × (52 + jokersPerDeck) Karten, üblich 110.',
  'DOG-011':
    'Die Zahl der Karten je Runde folgt dealSchedule: „65432“ gibt 6,5,4,3,2,6,5,…; „6+5432“ gibt 6,5,4,3,2,5,4,3,2,5,…',
  'DOG-012': 'Wer als Erstes gibt, wird ausgelost (zufällig, mit Seed).',
  'DOG-013': 'Runde 1 beginnt der Platz nach dem Geber (sein rechter Nachbar).',
  'DOG-014': 'Nach jedem Geben gibt jede Person ihrem Partner eine Karte verdeckt.',
  'DOG-015': 'Eine Runde endet, wenn alle Hände leer sind (jede Karte gespielt oder abgeworfen).',
  'DOG-016':
    'Ist der Stapel aufgebraucht, auch mitten im Geben, wird die Ablage (gespielte und abgeworfene Karten, nicht die Karten auf der Hand) zu einem neuen Stapel gemischt und weiter gegeben.',
  'DOG-017': 'Vor dem Ausspielen eines Jokers sagt die Person an, für welche Karte er steht.',
  'DOG-020':
    'Statt zu fahren, darf ein A, ein K oder ein Joker als A/K einen Spielstein aus dem eigenen Zwinger auf das eigene Startfeld setzen („herauskommen“).',
  'DOG-021': 'Der Spielstein, der gerade herausgekommen ist, sperrt (DOG-040).',
  'DOG-022':
    'Herauskommen ist nicht erlaubt, solange der eigene sperrende Spielstein auf dem Startfeld steht, denn ein sperrender Spielstein kann nicht heimgeschickt werden.',
  'DOG-023':
    'Steht ein nicht sperrender Spielstein irgendeiner Farbe auf dem Startfeld, schickt das Herauskommen ihn heim.',
  'DOG-024': 'Ein Spielstein kommt nur auf das Startfeld seines Besitzers heraus.',
  'DOG-025': 'Herauskommen ist eine Möglichkeit der Karte, nie eine Pflicht für sich.',
  'DOG-030':
    'A (1 oder 11), K (13), Q (12), 10, 9, 8, 6, 5, 3 und 2 bewegen einen Spielstein genau so viele Felder vorwärts.',
  'DOG-031': 'Schritte zählen: jedes betretene Feld zählt 1.',
  'DOG-032': 'Eine Karte ist nur spielbar, wenn ihr ganzer Wert ausgeführt werden kann.',
  'DOG-033':
    '„Überholen“ heisst, ein Feld bei einem Schritt vor dem letzten zu betreten; „landen“ heisst, auf dem letzten Feld eines Zugs oder 7-Teilzugs anzukommen.',
  'DOG-034': 'Spielsteine fahren nur auf der Bahn und im Ziel ihres Besitzers nach Augenzahl.',
  'DOG-035': 'Eine Karte bewegt nur die eigenen Spielsteine; die des Partners nur nach DOG-070 und DOG-100.',
  'DOG-040':
    'Ein Spielstein, der direkt aus dem Zwinger auf sein Startfeld gekommen ist, sperrt, solange er dort steht.',
  'DOG-041':
    'Ein Spielstein, der auf anderem Weg auf sein Startfeld kommt (nach einer Runde, mit ±4, durch einen Buben-Tausch), ist ein gewöhnlicher Spielstein auf einem gewöhnlichen Feld.',
  'DOG-042':
    'Kein Spielstein darf einen sperrenden Spielstein überholen: weder einen gegnerischen noch den des Partners noch den eigenen.',
  'DOG-043': 'Kein Spielstein darf auf einem sperrenden Spielstein landen; darum kann dieser nie heimgeschickt werden.',
  'DOG-044':
    'Ein sperrender Spielstein nimmt an keinem Buben-Tausch teil, weder als Ziel des Tauschs noch als eigener Spielstein.',
  'DOG-045': 'Ein sperrender Spielstein darf sein Startfeld vorwärts oder 4 rückwärts verlassen.',
  'DOG-046':
    'Ins Ziel geht es über das Startfeld (DOG-080); darum hält der eigene sperrende Spielstein auch die anderen eigenen Spielsteine vom Ziel fern.',
  'DOG-050':
    'Ein Spielstein, der auf einem besetzten Feld der Bahn landet, schickt den Spielstein dort heim, ob er einem Gegner, dem Partner oder der ziehenden Person selbst gehört.',
  'DOG-051': 'Überholten Spielsteinen geschieht nichts, ausser bei der 7 (DOG-068).',
  'DOG-052': 'Überholen ist überall auf der Bahn erlaubt, nur nicht an einem sperrenden Spielstein vorbei.',
  'DOG-053': 'Nie heimgeschickt werden sperrende Spielsteine und Spielsteine im Ziel.',
  'DOG-054': 'Ein heimgeschickter Spielstein geht zurück in den Zwinger seines Besitzers und muss neu herauskommen.',
  'DOG-060': 'Eine 4 bewegt einen Spielstein genau 4 vorwärts oder genau 4 rückwärts.',
  'DOG-061': 'Rückwärts geht es nur auf der Bahn.',
  'DOG-062': 'Ein sperrender Spielstein darf 4 rückwärts fahren.',
  'DOG-063':
    'Ein Spielstein, der von seinem Startfeld aus oder über es rückwärts gefahren ist, darf bei einem späteren Zug vorwärts ohne ganze Runde ins Ziel („4 zurück“).',
  'DOG-064': 'Rückwärts schickt überholte Spielsteine nicht heim; landen auf einem Spielstein schon.',
  'DOG-065': 'Eine 7 sind sieben einzelne Schritte vorwärts.',
  'DOG-066': 'Alle 7 Schritte müssen gefahren werden; sonst ist die 7, so wie gewählt, nicht erlaubt.',
  'DOG-067': 'Jeder Teilzug muss für sich ein erlaubter Zug vorwärts sein: Sperren, Zielregeln und genaue Zahl gelten.',
  'DOG-068': 'Jeder Spielstein, den ein 7-Teilzug überholt, wird heimgeschickt, ebenso jeder, auf dem er landet.',
  'DOG-069': 'Schritte im eigenen Ziel zählen zur 7 („aufräumen“).',
  'DOG-070': 'Mit Spielsteinen des Partners darf die 7 erst fahren, wenn alle eigenen im Ziel sind.',
  'DOG-071': 'Eine 7 holt nie einen Spielstein aus dem Zwinger und hat keine Schritte rückwärts.',
  'DOG-075':
    'Ein Bube tauscht die Plätze eines eigenen Spielsteins auf der Bahn und eines Spielsteins einer anderen Person auf der Bahn, Gegner oder Partner.',
  'DOG-076':
    'Spielsteine im Zwinger, im Ziel und sperrende Spielsteine (eigene oder fremde) können nicht getauscht werden.',
  'DOG-077':
    'Der Tausch ist Pflicht wie jede Karte (DOG-090): wird der Bube gespielt, muss ein erlaubter Tausch gemacht werden, auch ein schädlicher.',
  'DOG-078': 'Ein Tausch schickt keinen Spielstein heim.',
  'DOG-079': 'Beim Helfen (DOG-100) tritt ein Spielstein des Partners an die Stelle des „eigenen Spielsteins“.',
  'DOG-080':
    'Ein Spielstein fährt nur ins Ziel seines Besitzers, nur vorwärts, von seinem Startfeld aus nach F0 (§1.2).',
  'DOG-081': 'Ein Spielstein, der noch sperrt (gerade aus dem Zwinger), kann in diesem Zug nicht ins Ziel fahren.',
  'DOG-082':
    'Im Ziel wird nicht überholt: ein Spielstein darf ein besetztes Zielfeld weder überholen noch darauf landen, beim Hineinfahren wie beim Weiterrücken.',
  'DOG-083': 'Genaue Zahl: kein Zug darf über F3 hinausgehen.',
  'DOG-084':
    'Spielsteine im Ziel dürfen darin vorwärts rücken (genaue Zahl, ohne Überholen), mit jedem Wert vorwärts, 7-Teilzüge eingeschlossen.',
  'DOG-085': 'Kann ein Zug im Ziel oder auf der Bahn enden, wählt die Person.',
  'DOG-086':
    'Passt der Wert nicht ins Ziel, muss der Spielstein auf der Bahn am Ziel vorbei weiterfahren (eine weitere Runde), wenn das erlaubt ist.',
  'DOG-087': 'Spielsteine im Ziel sind sicher: sie werden nie heimgeschickt und nie getauscht.',
  'DOG-090':
    'Hat mindestens eine Handkarte einen erlaubten vollständigen Zug, muss die Person eine solche Karte spielen.',
  'DOG-091':
    'Der Zwang gilt auch, wenn es schadet: am eigenen Ziel vorbeifahren, eigene oder Spielsteine des Partners heimschicken, den Partner sperren, ein schädlicher Tausch.',
  'DOG-092': 'Jede Art von erlaubtem Zug macht eine Karte spielbar: herauskommen, fahren, ±4, 7 aufteilen, tauschen.',
  'DOG-093':
    'Ist keine Handkarte spielbar, wenn die Person an der Reihe ist, wirft sie alle restlichen Karten ab und setzt für den Rest der Runde aus.',
  'DOG-094': 'Ob eine Karte spielbar ist, zählt nur, wenn die Person selbst an der Reihe ist.',
  'DOG-100':
    'Sind alle 4 eigenen Spielsteine im Ziel, spielt die Person ihre eigenen Karten mit den Spielsteinen ihres Partners.',
  'DOG-101': 'Innerhalb einer 7 geht es nahtlos mit den Spielsteinen des Partners weiter (DOG-070).',
  'DOG-102': 'Helfen ist Pflicht: DOG-090 gilt für die Spielsteine des Partners.',
  'DOG-110':
    'Ein Team gewinnt, sobald alle seine Spielsteine im Ziel sind: 8 bei einem Team zu zweit, 12 zu dritt, 4 für die Einzelperson zu dritt.',
  'DOG-111':
    'Auch die gewinnende Karte muss ganz ausgeführt werden; eine 7 mit übrigen Schritten etwa ist nicht erlaubt.',
  'DOG-112': '(nur 001) Ein Joker darf nicht die Karte sein, die den letzten Spielstein des Teams ins Ziel bringt.',
  'DOG-120': 'Zu dritt: eine Einzelperson gegen ein Team zu zweit.',
  'DOG-121':
    'Die Einzelperson darf jede Karte statt ihrer üblichen Bedeutung nutzen, um einen Spielstein auf ihr Startfeld zu setzen.',
  'DOG-122': 'Die Reihenfolge ist 0 → 1 → 3 → 0.',
  'DOG-123': 'Die Einzelperson gewinnt, wenn ihre 4 Spielsteine im Ziel sind; das Team gewinnt mit allen 8.',
  'DOG-124': 'Die Einzelperson tauscht keine Karte; das Team tauscht wie üblich.',
  'DOG-130': 'Sechs Plätze und 96 Felder auf der Bahn [A].',
  'DOG-131':
    'Es werden dieselben 2 Kartenspiele verwendet (110 Karten), die schon in der ersten Runde neu gemischt werden.',
  'DOG-132':
    'Teams zu dritt, Tausch: jede Person gibt eine Karte an die nächste Person ihres Teams in Spielreihenfolge (ein Kreis: 0→2→4→0).',
  'DOG-133':
    'Teams zu dritt, Helfen: wessen Spielsteine alle im Ziel sind, fährt die Spielsteine einer noch nicht fertigen Person des Teams, bei jeder Karte neu gewählt.',
};

/**
 * The text of `rule` in `lang` (`en` / `de`): from the ruleset's own `texts` (a string, or `{ en, de }`) when present,
 * else the built-in Dog table of that language, else null.
 */
export function ruleText(
  rule: string,
  texts: Readonly<Record<string, unknown>> | null = null,
  lang = 'en',
): string | null {
  const own = texts?.[rule];
  if (typeof own === 'string') return own;
  if (own && typeof own === 'object') {
    const byLang = own as Record<string, unknown>;
    const t = byLang[lang] ?? byLang['en'] ?? byLang['de'];
    if (typeof t === 'string') return t;
  }
  return (lang === 'de' ? DOG_RULE_TEXTS_DE : DOG_RULE_TEXTS)[rule] ?? null;
}
