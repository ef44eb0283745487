// What a seat may see and how moves read: exact sentences for known situations in both languages, and the
// redaction of the exchange card (DOG-014), a face-down first dog (GAS-016) and Gämsh secrets and deals (DIG-021,
// GAM-015), through the engine's one family of functions (core/sight.ts).
import { describe, expect, it } from 'vitest';
import {
  actionFor,
  applyAction,
  describeOutcome,
  describeStep,
  eventLines,
  seatLog,
  eventsFor,
  gamshCardText,
  gamshSignalText,
  handsFor,
  positionFor,
  seatName,
  snapshotFromState,
  unnamedSeat,
  startGameWithEvents,
  type CompiledGame,
  type ScenarioSituation,
  type Snapshot,
} from '../src/engine';
import { loadCompiledGame } from '../src/host/rulesets';

const NAMES = ['Anna', 'Ben', 'Carla', 'Dani'];

function compiled(id: string, overrides = {}): CompiledGame {
  const r = loadCompiledGame(id, { overrides });
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.game;
}

function situation(game: CompiledGame, sit: ScenarioSituation): Snapshot {
  const r = game.kind.fromScenario(game.rules, sit);
  if (!r.ok) throw new Error(r.error.message);
  return snapshotFromState(game, r.value);
}

/** Plays `notation` for `seat` and returns the sentence for `viewer` in English and German. */
function told(
  game: CompiledGame,
  snap: Snapshot,
  seat: number,
  notation: string,
  viewer: number | null,
): { en: string; de: string; after: Snapshot } {
  const r = applyAction(game, snap, { seat, notation });
  if (!r.ok) throw new Error(r.error.message);
  const step = { action: { seat, notation }, events: r.value.events, after: r.value.snapshot };
  return {
    en: describeStep(game, step, viewer, { lang: 'en', names: NAMES }),
    de: describeStep(game, step, viewer, { lang: 'de', names: NAMES }),
    after: r.value.snapshot,
  };
}

describe('Dog sentences', () => {
  const game = compiled('dog/standard');
  const play = situation(game, {
    position: 'P5P3|P8||',
    turn: 0,
    hands: { 0: ['7', 'X', 'K'], 1: ['2'], 2: ['3'], 3: ['4'] },
  });

  it('a 7 split that passes an opponent sends it home (DOG-068), named in both languages', () => {
    // The engine plays the split as segments P3→P4, P5→P10, P4→P5 (DOG-065); the sentence tells each piece once, by
    // whose it is and how far it went (DOG-031), never by field number.
    const s = told(game, play, 0, '7:P5>P10,P3>P5', 2);
    expect(s.en).toBe(
      'Anna plays a 7 and moves a piece 2 fields forward, moves another piece 5 fields forward and sends Ben home',
    );
    expect(s.de).toBe(
      'Anna spielt eine 7 und zieht einen eigenen Spielstein 2 Felder vor, zieht einen weiteren eigenen Spielstein 5 Felder vor und schickt Ben heim',
    );
  });

  it('a Joker says what it stands for (DOG-017); an exit brings a piece onto the start field (DOG-020)', () => {
    const s = told(game, play, 0, 'X=K:exit', 2);
    expect(s.en).toBe('Anna plays a Joker as King and brings a piece onto the start field');
    expect(s.de).toBe('Anna spielt einen Joker als König und setzt einen eigenen Spielstein aufs Startfeld');
  });

  const exchange = situation(game, {
    position: '|||',
    hands: {
      0: ['9', 'A', '4', '7', 'Q', 'K'],
      1: ['2', '3', '5', '6', '8', 'T'],
      2: ['A', '2', '3', '4', '5', '6'],
      3: ['7', '8', '9', 'T', 'J', 'Q'],
    },
    extra: { phase: 'exchange', round: 1, dealer: 3, starter: 0 },
  });

  it('the exchange card (DOG-014) is named for its giver only: give:? and "a card" for every other seat, in every language', () => {
    const r = applyAction(game, exchange, { seat: 0, notation: 'give:9' });
    if (!r.ok) throw new Error(r.error.message);
    const step = { action: { seat: 0, notation: 'give:9' }, events: r.value.events, after: r.value.snapshot };
    // For the giver herself the sentence is in the second person; the card stays named for her only.
    expect(describeStep(game, step, 0, { lang: 'en', names: NAMES })).toBe('You give Carla a 9');
    expect(describeStep(game, step, 0, { lang: 'de', names: NAMES })).toBe('Du gibst Carla eine 9');
    expect(describeStep(game, step, null, { lang: 'en', names: NAMES })).toBe('Anna gives Carla a 9');
    for (const viewer of [1, 2, 3]) {
      expect(actionFor(game, step.action, viewer, step.after).notation).toBe('give:?');
      // Carla (seat 2) is the receiver: "gives you" / "gibt dir"; the other seats read the third person.
      expect(describeStep(game, step, viewer, { lang: 'en', names: NAMES })).toBe(
        viewer === 2 ? 'Anna gives you a card' : 'Anna gives Carla a card',
      );
      expect(describeStep(game, step, viewer, { lang: 'de', names: NAMES })).toBe(
        viewer === 2 ? 'Anna gibt dir eine Karte' : 'Anna gibt Carla eine Karte',
      );
    }
    expect(actionFor(game, step.action, null, step.after).notation).toBe('give:9'); // the all-seeing replay keeps it
    expect(handsFor(game, step.after, 1)).toEqual({
      0: '? ? ? ? ?',
      1: '2 3 5 6 8 T',
      2: '? ? ? ? ? ?',
      3: '? ? ? ? ? ?',
    });
  });

  it('the last card given ends the exchange, and a new deal is told with the round, dealer and hand size (DOG-011)', () => {
    let snap = exchange;
    for (const [seat, n] of [
      [0, 'give:9'],
      [1, 'give:2'],
      [2, 'give:A'],
    ] as const)
      snap = told(game, snap, seat, n, null).after;
    expect(told(game, snap, 3, 'give:7', 0).en).toBe('Dani gives Ben a card. The partners have exchanged their cards');
    const start = startGameWithEvents(game, 'deal-text');
    const dealer = (start.snapshot.state as { dealer: number }).dealer;
    expect(eventLines(game, start.events, null, { lang: 'de', names: NAMES }).map((e) => e.text)).toEqual([
      `${NAMES[dealer]} teilt als Erstes aus`,
      `Runde 1: ${NAMES[dealer]} teilt neu aus, je 6 Karten`,
    ]);
    expect(eventLines(game, start.events, dealer, { lang: 'de', names: NAMES }).map((e) => e.text)).toEqual([
      'Du teilst als Erstes aus',
      'Runde 1: Du teilst neu aus, je 6 Karten',
    ]);
    expect(eventLines(game, start.events, dealer, { lang: 'en', names: NAMES }).map((e) => e.text)).toEqual([
      'You deal first',
      'Round 1: new deal by you, 6 cards each',
    ]);
    expect(eventLines(game, start.events, 0, { lang: 'en' }).map((e) => e.rule)).toEqual(['DOG-012', 'DOG-011']);
  });

  it('the viewing seat reads its own moves in the second person, in both languages', () => {
    // DOG-068: the 7 split that passes Ben's piece sends it home; Anna (seat 0) plays it.
    const split = told(game, play, 0, '7:P5>P10,P3>P5', 0);
    expect(split.en).toBe(
      'You play a 7 and move your piece 2 fields forward, move another of your pieces 5 fields forward and send Ben home',
    );
    expect(split.de).toBe(
      'Du spielst eine 7 und ziehst deinen Spielstein 2 Felder vor, ziehst einen weiteren deiner Spielsteine 5 Felder vor und schickst Ben heim',
    );
    // Ben (seat 1) is the one sent home: "sends you home" / "schickt dich heim".
    const ben = told(game, play, 0, '7:P5>P10,P3>P5', 1);
    expect(ben.en).toBe(
      'Anna plays a 7 and moves a piece 2 fields forward, moves another piece 5 fields forward and sends you home',
    );
    expect(ben.de).toBe(
      'Anna spielt eine 7 und zieht einen eigenen Spielstein 2 Felder vor, zieht einen weiteren eigenen Spielstein 5 Felder vor und schickt dich heim',
    );
    // DOG-017, DOG-020: Joker as King and an exit, from the player's own seat.
    const exit = told(game, play, 0, 'X=K:exit', 0);
    expect(exit.en).toBe('You play a Joker as King and bring your piece onto the start field');
    expect(exit.de).toBe('Du spielst einen Joker als König und setzt deinen Spielstein aufs Startfeld');
    // The log's event lines (DOG-068): Ben reads his own piece sent home, Anna her own pieces moving.
    const r = applyAction(game, play, { seat: 0, notation: '7:P5>P10,P3>P5' });
    if (!r.ok) throw new Error(r.error.message);
    const lines = (viewer: number | null, lang: 'en' | 'de') =>
      eventLines(game, r.value.events, viewer, { lang, names: NAMES }).map((e) => e.text);
    expect(lines(1, 'en')).toContain('One of your pieces is sent back to the kennel');
    expect(lines(1, 'de')).toContain('Einer deiner Spielsteine muss zurück in den Zwinger');
    expect(lines(0, 'de')).toContain('Einer deiner Spielsteine zieht 5 Felder vor');
    expect(lines(null, 'en')).toContain("One of Ben's pieces is sent back to the kennel");
    // Without a viewer (all-seeing) and for another seat the third person is unchanged.
    expect(told(game, play, 0, 'X=K:exit', null).en).toBe(
      'Anna plays a Joker as King and brings a piece onto the start field',
    );
    expect(told(game, play, 0, 'X=K:exit', 3).de).toBe(
      'Anna spielt einen Joker als König und setzt einen eigenen Spielstein aufs Startfeld',
    );
  });

  it('the outcome names the winners (DOG-110)', () => {
    expect(
      describeOutcome({ winners: [0, 2], team: 0, reason: 'x', rule: 'DOG-110' }, { lang: 'de', names: NAMES }),
    ).toBe('Anna und Carla gewinnen');
    expect(describeOutcome({ winners: [1, 3], team: 1, reason: 'x', rule: 'DOG-110' }, { lang: 'en' })).toBe(
      'Seat 2 and Seat 4 win',
    ); // unnamed seats from 1: seats 1 and 3
    // For a winning viewer the end screen speaks to the player (the default person name 'You'/'Du' read 'You wins').
    const you = { winners: [0, 2], team: 0, reason: 'x', rule: 'DOG-110' } as const;
    expect(describeOutcome(you, { lang: 'en', names: NAMES }, 0)).toBe('You and Carla win');
    expect(describeOutcome(you, { lang: 'de', names: NAMES }, 2)).toBe('Ihr gewinnt: Du und Anna');
    expect(
      describeOutcome({ winners: [1], team: null, reason: 'x', rule: 'GAS-160' }, { lang: 'de', names: NAMES }, 1),
    ).toBe('Du gewinnst');
    expect(
      describeOutcome({ winners: [1], team: null, reason: 'x', rule: 'GAS-160' }, { lang: 'en', names: NAMES }, 0),
    ).toBe('Ben wins');
  });

  it('the win line agrees with its subject in both languages and persons (DOG-110, DOG-123 single)', () => {
    const game = compiled('dog/standard');
    const win = (seats: number[], viewer: number | null, lang: 'en' | 'de', names: readonly string[] = NAMES) =>
      eventLines(game, [{ type: 'win', rule: 'DOG-110', seats }], viewer, { lang, names }).map((e) => e.text)[0];
    // A team, told to someone else or all-seeing: third person plural.
    expect(win([0, 2], null, 'de')).toBe('Anna und Carla haben alle Spielsteine im Ziel und gewinnen');
    expect(win([0, 2], 1, 'en')).toBe('Anna and Carla have all their pieces in the finish and win');
    // Told to a winner: "Ihr habt … gewinnt: Du und Carla" (the plural "ihr" named, so the verb reads as plural).
    expect(win([0, 2], 0, 'de')).toBe('Ihr habt alle Spielsteine im Ziel und gewinnt: Du und Carla');
    expect(win([0, 2], 2, 'en')).toBe('You and Anna have all your pieces in the finish and win');
    // The 3-player single wins alone (DOG-123): singular verbs.
    expect(win([1], null, 'de')).toBe('Ben hat alle Spielsteine im Ziel und gewinnt');
    expect(win([1], 0, 'en')).toBe('Ben has all the pieces in the finish and wins');
    expect(win([1], 1, 'de')).toBe('Du hast alle Spielsteine im Ziel und gewinnst');
    // Teams of three (DOG-130).
    expect(win([0, 2, 4], 4, 'de', ['Anna', 'Ben', 'Carla', 'Dani', 'Emil', 'Fritz'])).toBe(
      'Ihr habt alle Spielsteine im Ziel und gewinnt: Du, Anna und Carla',
    );
  });

  it('the person named "Du"/"You" (the table\'s default) is spoken to in the all-seeing view, never "Du spielt"', () => {
    const game = compiled('dog/standard');
    const names = ['Du', 'Beat', 'Carla', 'Dario'];
    const line = (seats: number[], viewer: number | null) =>
      eventLines(game, [{ type: 'win', rule: 'DOG-110', seats }], viewer, { lang: 'de', names }).map((e) => e.text)[0];
    expect(line([0, 2], null)).toBe('Ihr habt alle Spielsteine im Ziel und gewinnt: Du und Carla');
    expect(line([1, 3], null)).toBe('Beat und Dario haben alle Spielsteine im Ziel und gewinnen');
    expect(describeOutcome({ winners: [0, 2], team: 0, reason: 'x', rule: 'DOG-110' }, { lang: 'de', names })).toBe(
      'Ihr gewinnt: Du und Carla',
    );
    expect(
      describeOutcome(
        { winners: [0, 2], team: 0, reason: 'x', rule: 'DOG-110' },
        { lang: 'en', names: ['You', 'Ben', 'Clara', 'Dan'] },
      ),
    ).toBe('You and Clara win');
    // From another seat's perspective "Du" is not the reader: that seat is named by its number, counted from 1.
    expect(line([0, 2], 1)).toBe('Platz 1 und Carla haben alle Spielsteine im Ziel und gewinnen');
    expect(describeOutcome({ winners: [0, 2], team: 0, reason: 'x', rule: 'DOG-110' }, { lang: 'de', names }, 3)).toBe(
      'Platz 1 und Carla gewinnen',
    );
  });
});

describe('unnamed seats are counted from 1 in sentences (one numbering with the table\'s "Team 1/2")', () => {
  it('the engine\'s seat 0 is "Seat 1" / "Platz 1"; a given name stays the name', () => {
    expect(seatName(0)).toBe('Seat 1');
    expect(seatName(3, { lang: 'de' })).toBe('Platz 4');
    expect(unnamedSeat(1, 'de')).toBe('Platz 2');
    expect(seatName(1, { lang: 'de', names: ['Anna', 'Beat'] })).toBe('Beat');
    expect(seatName(2, { lang: 'en', names: ['Anna', 'Beat', '  '] })).toBe('Seat 3');
  });

  it('a step of seat 0 that sends seat 1 home (DOG-068) names "Seat 1" and "Seat 2"; the notation keeps seat 0', () => {
    const game = compiled('dog/standard');
    const play = situation(game, {
      position: 'P5P3|P8||',
      turn: 0,
      hands: { 0: ['7', 'X', 'K'], 1: ['2'], 2: ['3'], 3: ['4'] },
    });
    const r = applyAction(game, play, { seat: 0, notation: '7:P5>P10,P3>P5' });
    if (!r.ok) throw new Error(r.error.message);
    const step = { action: { seat: 0, notation: '7:P5>P10,P3>P5' }, events: r.value.events, after: r.value.snapshot };
    const en = describeStep(game, step, null, { lang: 'en' });
    const de = describeStep(game, step, null, { lang: 'de' });
    expect(en).toMatch(/^Seat 1 /);
    expect(en).toContain('Seat 2');
    expect(de).toMatch(/^Platz 1 /);
    expect(de).toContain('Platz 2');
    expect(`${en} ${de}`).not.toMatch(/(Seat|Platz) 0/);
    expect(seatLog(game, 'x', [], null)).toEqual([]);
    expect(actionFor(game, step.action, 1, step.after)).toEqual({ seat: 0, notation: '7:P5>P10,P3>P5' });
  });
});

describe('Gassi: a face-down first dog (GAS-016)', () => {
  const game = compiled('gassi/gassi-2.5.3');
  const snap = situation(game, {
    position: {
      turn: 0,
      starter: 0,
      bones: [0, 1, 1],
      hadDog: [false, true, true],
      draw: 20,
      dogs: { b1: { owner: 1, realm: 'STREETS' }, c1: { owner: 2, realm: 'WOODS' } },
    },
    turn: 0,
    hands: { 0: ['STREET', 'HIPPO'], 1: ['POOP', 'CATCHER', 'HIPPO'], 2: ['BOAR', 'FLEA'] },
  });

  it('the owner reads its walker; the others read "a face-down card", the notation ADDDOG ? a1 and a masked position', () => {
    const s = told(game, snap, 0, 'ADDDOG STREET', 1);
    // The move's name with docs/rules/gassi.md's phrase (ADDDOG — «Einen Hund ins Spiel bringen»), the dog by whose it is.
    expect(s.en).toBe(
      "Anna plays ADDDOG (bring a dog into play) with a face-down card on Anna's dog 1. Anna gets a bone",
    );
    expect(s.de).toBe(
      'Anna spielt ADDDOG (einen Hund ins Spiel bringen) mit einer verdeckten Karte auf Annas Hund 1. Anna bekommt einen Knochen',
    );
    // The owner herself reads her own move in the second person; all-seeing stays in the third.
    const own = told(game, snap, 0, 'ADDDOG STREET', 0);
    expect(own.en).toBe('You play ADDDOG (bring a dog into play) with STREET. You get a bone');
    expect(own.de).toBe('Du spielst ADDDOG (einen Hund ins Spiel bringen) mit STREET. Du bekommst einen Knochen');
    expect(told(game, snap, 0, 'ADDDOG STREET', null).en).toBe(
      'Anna plays ADDDOG (bring a dog into play) with STREET. Anna gets a bone',
    );
    expect(actionFor(game, { seat: 0, notation: 'ADDDOG STREET' }, 2, s.after).notation).toBe('ADDDOG ? a1');
    expect(positionFor(game, s.after, 1)).toContain('a1@0 ? WALKING hidden [?]');
    expect(positionFor(game, s.after, 0)).toContain('a1@0 STREETS WALKING hidden [STREET]');
  });
});

describe('Gämsh: signals by name, secrets and deals hidden (DIG-020/021, GAM-015)', () => {
  const game = compiled('gamsh/gamsh-alpin', { teams: 2 });

  it('a signal is told by its name in the language, never its id', () => {
    const snap = situation(game, {
      position: '| M6-D1 M7-D1 M8-D1 M9-D1',
      hands: { 0: ['ALP-D1', 'ALP-D2', 'ALP-D3', 'M2-D1'] },
    });
    const step = {
      action: { seat: 1, notation: 'signal:switchHands', time: 100 },
      events: [{ type: 'emote', rule: 'GAM-011', seat: 1, entry: 'switchHands' }],
      after: snap,
    };
    expect(describeStep(game, step, 0, { lang: 'de', names: NAMES })).toBe(
      'Ben gibt ein Zeichen: Karten in die andere Hand nehmen',
    );
    expect(describeStep(game, step, 0, { lang: 'en', names: NAMES })).toBe(
      'Ben signals: switch the cards to the other hand',
    );
    const slap = { action: { seat: 0, notation: 'discard:M2-D1', time: 200 }, events: [], after: snap };
    expect(describeStep(game, slap, 1, { lang: 'en', names: NAMES })).toBe('Anna lays motif 2 day 1 into the middle');
    // The acting seat reads its own move in the second person; the signal keeps its name (GAM-011).
    expect(describeStep(game, step, 1, { lang: 'en', names: NAMES })).toBe(
      'You signal: switch the cards to the other hand',
    );
    expect(describeStep(game, step, 1, { lang: 'de', names: NAMES })).toBe(
      'Du gibst ein Zeichen: Karten in die andere Hand nehmen',
    );
    expect(describeStep(game, slap, 0, { lang: 'de', names: NAMES })).toBe('Du legst Motiv 2 Tag 1 in die Tischmitte');
    expect(describeStep(game, slap, null, { lang: 'de', names: NAMES })).toBe(
      'Anna legt Motiv 2 Tag 1 in die Tischmitte',
    );
  });

  it("another team's secret entry reads secret:? (DIG-021); the deal shows the seat's own hand only and a face-down middle", () => {
    const secret = { seat: 0, notation: 'secret:mWord', time: 5 };
    expect(actionFor(game, secret, 2).notation).toBe('secret:mWord'); // the partner (team A)
    expect(actionFor(game, secret, 1).notation).toBe('secret:?');
    expect(describeStep(game, { action: secret, events: [] }, 1, { lang: 'en', names: NAMES })).toBe(
      'Anna seals a new secret signal for Team A',
    );
    const start = startGameWithEvents(game, 'gamsh-deal');
    const deal = start.events.find((e) => e.type === 'deal')!;
    const seen = eventsFor(game, [deal], 1)[0]!;
    const hands = seen.hands as string[][];
    expect(hands[1]).toEqual((deal.hands as string[][])[1]);
    for (const s of [0, 2, 3]) expect(hands[s]!.every((c) => c === '?')).toBe(true);
    expect((seen.middle as string[]).every((c) => c === '?')).toBe(true);
    expect(JSON.stringify(eventsFor(game, [deal], null))).toBe(JSON.stringify([deal]));
    expect(
      eventsFor(game, [{ type: 'violation', rule: 'GAM-060', seat: 2, card: 'M2-N', direction: 'take' }], 1),
    ).toEqual([]);
  });

  it("the end of the game agrees with one team or a tie, and speaks to the reader's team (GAM-081)", () => {
    const line = (e: Record<string, unknown>, viewer: number | null, lang: 'en' | 'de') =>
      eventLines(game, [{ rule: 'GAM-081', ...e } as never], viewer, { lang, names: NAMES }).map((l) => l.text)[0];
    const one = { type: 'game-end', winners: ['A'], scores: [12, 7] };
    const tie = { type: 'game-end', winners: ['A', 'B'], scores: [12, 12] };
    expect(line(one, null, 'de')).toBe('Spielende: Team A gewinnt (12:7)');
    expect(line(one, 1, 'en')).toBe('End of the game: Team A wins (12:7)');
    expect(line(tie, null, 'de')).toBe('Spielende: Team A und Team B gewinnen (12:12)');
    // Seat 2 plays in team A (seat % teams): "Ihr gewinnt".
    expect(line(one, 2, 'de')).toBe('Spielende: Ihr gewinnt als Team A (12:7)');
    expect(line(one, 0, 'en')).toBe('End of the game: you win as Team A (12:7)');
    expect(line(tie, 1, 'de')).toBe('Spielende: Ihr gewinnt als Team B mit Team A (12:12)');
    expect(line({ type: 'target-reached', teams: ['A', 'B'], target: 12 }, null, 'de')).toBe(
      'Team A und Team B erreichen 12 Punkte',
    );
    expect(line({ type: 'target-reached', teams: ['B'], target: 12 }, null, 'de')).toBe('Team B erreicht 12 Punkte');
  });

  it("signal and card names for the table (emote buttons, bubbles): in the language, ids only for a ruleset's own entries", () => {
    expect(gamshSignalText('de', 'fcSuederbrarup')).toBe('1. FC Süderbrarup');
    expect(gamshSignalText('en', 'mWord')).toBe('a word starting with M');
    expect(gamshSignalText('de', 'switchHands')).toBe('Karten in die andere Hand nehmen');
    expect(gamshSignalText('en', 'myOwnSignal')).toBe('myOwnSignal');
    expect(gamshCardText('de', 'M3-D2')).toBe('Motiv 3 Tag 2');
    expect(gamshCardText('en', 'ALP-N')).toBe('Alphorn night');
    expect(gamshCardText('de', 'GAMEKEEPER')).toBe('Wachsamer Wildhüter');
    expect(gamshCardText('en', 'BULL')).toBe('Raging Bull');
  });

  it('a refused input in a replay (DIG-004) is told as refused, with its code, in the move log', () => {
    const log = seatLog(game, 'refused', [{ seat: 0, notation: 'take:ALP-D1', time: 100, rejected: 'x' }], 1, {
      lang: 'de',
      names: NAMES,
    });
    expect(log).toHaveLength(1);
    expect(log[0]!.rejected).toMatch(/^gamsh\//);
    expect(log[0]!.text).toBe(`Abgelehnt (${log[0]!.rejected}): Anna nimmt Alphorn Tag 1 aus der Tischmitte`);
  });
});
