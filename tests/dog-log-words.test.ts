// The Dog move log says whose pieces moved, not which fields: "Anna spielt eine 7 und zieht einen eigenen
// Spielstein 5 Felder vor ins Ziel und zieht den Spielstein von Carla 2 Felder vor" instead of "P60 → F0, P40 → P42".
// Exact sentences per rule in German and English, for the all-seeing log, the actor ("Du …") and the seat whose piece
// is moved ("… deinen Spielstein"); and over a whole bot game: no field number in any log line, and a card is named
// only to a seat that may see it (DOG-014 exchange). Names carry no gender, so the actor's own piece is "einen eigenen
// Spielstein" / "a piece", never "ihren"/"seinen".
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  describeStep,
  eventLines,
  randomBot,
  runTrial,
  snapshotFromState,
  type CompiledGame,
  type ScenarioSituation,
  type Snapshot,
} from '../src/engine';
import { loadCompiledGame } from '../src/host/rulesets';

const NAMES = ['Anna', 'Beat', 'Carla', 'Dario'];

function compiled(id: string): CompiledGame {
  const r = loadCompiledGame(id, {});
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.game;
}

const game = compiled('dog/standard');

function at(position: string, turn: number, hand: string[]): Snapshot {
  const hands: ScenarioSituation['hands'] = { 0: ['2'], 1: ['2'], 2: ['2'], 3: ['2'], [turn]: hand };
  const r = game.kind.fromScenario(game.rules, { position, turn, hands });
  if (!r.ok) throw new Error(r.error.message);
  return snapshotFromState(game, r.value);
}

/** The step's sentence for `viewer` (null = all-seeing) in both languages, plus its event lines in German. */
function said(
  position: string,
  turn: number,
  notation: string,
  viewer: number | null,
): { de: string; en: string; lines: string[] } {
  const snap = at(position, turn, [notation[0] === 'X' ? 'X' : notation[0]!]);
  const r = applyAction(game, snap, { seat: turn, notation });
  if (!r.ok) throw new Error(r.error.message);
  const step = { action: { seat: turn, notation }, events: r.value.events, after: r.value.snapshot };
  return {
    de: describeStep(game, step, viewer, { lang: 'de', names: NAMES }),
    en: describeStep(game, step, viewer, { lang: 'en', names: NAMES }),
    lines: eventLines(game, r.value.events, viewer, { lang: 'de', names: NAMES }).map((e) => e.text),
  };
}

describe('Dog log sentences name whose piece moved', () => {
  it('DOG-030: a plain move, for the table, the actor and another seat', () => {
    expect(said('P5|||', 0, '5:P5>P10', null).de).toBe(
      'Anna spielt eine 5 und zieht einen eigenen Spielstein 5 Felder vor',
    );
    expect(said('P5|||', 0, '5:P5>P10', null).en).toBe('Anna plays a 5 and moves a piece 5 fields forward');
    expect(said('P5|||', 0, '5:P5>P10', 0).de).toBe('Du spielst eine 5 und ziehst deinen Spielstein 5 Felder vor');
    expect(said('P5|||', 0, '5:P5>P10', 0).en).toBe('You play a 5 and move your piece 5 fields forward');
    expect(said('P5|||', 0, 'A:P5>P6', 2).de).toBe('Anna spielt ein Ass und zieht einen eigenen Spielstein 1 Feld vor');
  });

  it('DOG-061: a 4 backward says "zurück"; DOG-080: entering the finish says "ins Ziel"; DOG-084: inside it "im Ziel"', () => {
    expect(said('P10|||', 0, '4:P10>P6', null).de).toBe(
      'Anna spielt eine 4 und zieht einen eigenen Spielstein 4 Felder zurück',
    );
    expect(said('P10|||', 0, '4:P10>P6', null).en).toBe('Anna plays a 4 and moves a piece 4 fields backward');
    expect(said('P62|||', 0, '3:P62>F0', 0).de).toBe(
      'Du spielst eine 3 und ziehst deinen Spielstein 3 Felder vor ins Ziel',
    );
    expect(said('P62|||', 0, '3:P62>F0', null).en).toBe(
      'Anna plays a 3 and moves a piece 3 fields forward into the finish',
    );
    expect(said('F0F3|||', 0, '2:F0>F2', null).de).toBe(
      'Anna spielt eine 2 und zieht einen eigenen Spielstein im Ziel 2 Felder vor',
    );
  });

  it('DOG-020: leaving the kennel says "aufs Startfeld"; DOG-100: a helper brings out the partner\'s piece, named', () => {
    expect(said('|||', 0, 'A:exit', null).de).toBe(
      'Anna spielt ein Ass und setzt einen eigenen Spielstein aufs Startfeld',
    );
    expect(said('|||', 0, 'A:exit', 0).de).toBe('Du spielst ein Ass und setzt deinen Spielstein aufs Startfeld');
    expect(said('F0F1F2F3||P40|', 0, 'K:exit@2', null).de).toBe(
      'Anna spielt einen König und setzt den Spielstein von Carla aufs Startfeld',
    );
    expect(said('F0F1F2F3||P40|', 0, 'K:exit@2', null).en).toBe(
      "Anna plays a King and brings Carla's piece onto the start field",
    );
    expect(said('F0F1F2F3||P40|', 0, 'K:exit@2', 2).de).toBe(
      'Anna spielt einen König und setzt deinen Spielstein aufs Startfeld',
    );
  });

  it("DOG-075: a Jack swaps the actor's piece with another seat's, both named", () => {
    expect(said('|P20|P40|', 1, 'J:P20<>P40', null).de).toBe(
      'Beat spielt einen Jungen und tauscht einen eigenen Spielstein mit dem von Carla',
    );
    expect(said('|P20|P40|', 1, 'J:P20<>P40', null).en).toBe("Beat plays a Jack and swaps a piece with Carla's");
    expect(said('|P20|P40|', 1, 'J:P20<>P40', 1).de).toBe(
      'Du spielst einen Jungen und tauschst deinen Spielstein mit dem von Carla',
    );
    expect(said('|P20|P40|', 1, 'J:P20<>P40', 2).de).toBe(
      'Beat spielt einen Jungen und tauscht einen eigenen Spielstein mit deinem',
    );
    expect(said('|P20|P40|', 1, 'J:P20<>P40', 2).en).toBe('Beat plays a Jack and swaps a piece with yours');
    // DOG-079 with DOG-100: the helper's "own" piece is the partner's.
    expect(said('F0F1F2F3|P10|P40|', 0, 'J:P40<>P10', null).de).toBe(
      'Anna spielt einen Jungen und tauscht den Spielstein von Carla mit dem von Beat',
    );
    expect(said('|P20|P40|', 1, 'J:P20<>P40', 2).lines).toContain(
      'Dein Spielstein und der von Beat tauschen die Plätze',
    );
    expect(said('|P20|P40|', 1, 'J:P20<>P40', null).lines).toContain(
      'Der Spielstein von Beat und der von Carla tauschen die Plätze',
    );
    // DOG-017: a Joker played as a Jack, in the accusative ("einen Joker als Jungen"); its event line in the nominative.
    expect(said('|P20|P40|', 1, 'X=J:P20<>P40', null).de).toBe(
      'Beat spielt einen Joker als Jungen und tauscht einen eigenen Spielstein mit dem von Carla',
    );
    expect(said('|P20|P40|', 1, 'X=J:P20<>P40', null).lines).toContain('Der Joker von Beat zählt als Junge');
    expect(said('|P20|P40|', 1, 'X=J:P20<>P40', null).en).toBe(
      "Beat plays a Joker as Jack and swaps a piece with Carla's",
    );
  });

  it("DOG-065/070/101: a 7 split over the own and the partner's piece names the partner; segments of one piece add up", () => {
    // T-19: 5 steps into the own finish, the remaining 2 with Carla's piece.
    const t19 = (v: number | null) => said('F1F2F3P60||P40|', 0, '7:P60>F0,P40>P42', v);
    expect(t19(null).de).toBe(
      'Anna spielt eine 7 und zieht einen eigenen Spielstein 5 Felder vor ins Ziel und zieht den Spielstein von Carla 2 Felder vor',
    );
    expect(t19(null).en).toBe(
      "Anna plays a 7 and moves a piece 5 fields forward into the finish and moves Carla's piece 2 fields forward",
    );
    expect(t19(0).de).toBe(
      'Du spielst eine 7 und ziehst deinen Spielstein 5 Felder vor ins Ziel und ziehst den Spielstein von Carla 2 Felder vor',
    );
    expect(t19(2).de).toBe(
      'Anna spielt eine 7 und zieht einen eigenen Spielstein 5 Felder vor ins Ziel und zieht deinen Spielstein 2 Felder vor',
    );
    // The engine plays P5>P10,P3>P5 as P3→P4, P5→P10, P4→P5 (three segments); the log tells two pieces.
    expect(said('P5P3|P8||', 0, '7:P5>P10,P3>P5', null).de).toBe(
      'Anna spielt eine 7 und zieht einen eigenen Spielstein 2 Felder vor, zieht einen weiteren eigenen Spielstein 5 Felder vor und schickt Beat heim',
    );
  });

  it('DOG-050 and DOG-068: who is sent home — a name, "dich", the actor\'s own piece, or several of one seat', () => {
    expect(said('P5|P8||', 0, '3:P5>P8', null).de).toBe(
      'Anna spielt eine 3 und zieht einen eigenen Spielstein 3 Felder vor und schickt Beat heim',
    );
    expect(said('P5|P8||', 0, '3:P5>P8', 1).de).toBe(
      'Anna spielt eine 3 und zieht einen eigenen Spielstein 3 Felder vor und schickt dich heim',
    );
    expect(said('P5|P8||', 0, '3:P5>P8', 1).en).toBe(
      'Anna plays a 3 and moves a piece 3 fields forward and sends you home',
    );
    // T-10: forced self-capture (DOG-050).
    expect(said('P5P8|||', 0, '3:P5>P8', null).de).toBe(
      'Anna spielt eine 3 und zieht einen eigenen Spielstein 3 Felder vor und schickt einen eigenen Spielstein heim',
    );
    expect(said('P5P8|||', 0, '3:P5>P8', 0).de).toBe(
      'Du spielst eine 3 und ziehst deinen Spielstein 3 Felder vor und schickst einen deiner Spielsteine heim',
    );
    // A 7 passing two of Beat's pieces (DOG-068).
    expect(said('P3|P5P6||', 0, '7:P3>P10', null).de).toBe(
      'Anna spielt eine 7 und zieht einen eigenen Spielstein 7 Felder vor und schickt 2 Spielsteine von Beat heim',
    );
    expect(said('P3|P5P6||', 0, '7:P3>P10', 1).en).toBe(
      'Anna plays a 7 and moves a piece 7 fields forward and sends 2 of your pieces home',
    );
  });

  it('the event lines say the same in words; the table panel is told not to repeat them beside the step sentence', () => {
    const s = said('P5P3|P8||', 0, '7:P5>P10,P3>P5', 1);
    expect(s.lines).toEqual([
      'Anna spielt eine 7',
      'Einer deiner Spielsteine muss zurück in den Zwinger',
      'Ein Spielstein von Anna zieht 1 Feld vor',
      'Ein Spielstein von Anna zieht 5 Felder vor',
      'Ein Spielstein von Anna zieht 1 Feld vor',
    ]);
    const r = applyAction(game, at('P5P3|P8||', 0, ['7']), { seat: 0, notation: '7:P5>P10,P3>P5' });
    if (!r.ok) throw new Error(r.error.message);
    expect(eventLines(game, r.value.events, 1, { lang: 'de', names: NAMES }).every((e) => e.told)).toBe(true);
  });
});

describe('a whole bot game of Dog, as every seat reads it', () => {
  it('no log line names a field; a given card is named to its giver only (DOG-014)', () => {
    const lines: { viewer: number | null; seat: number; notation: string; de: string; en: string }[] = [];
    runTrial(game, [randomBot, randomBot, randomBot, randomBot], 'dog-log-words', 3000, (step) => {
      for (const viewer of [null, 0, 1, 2, 3]) {
        const s = { action: step.action, events: step.events, after: step.after };
        lines.push({
          viewer,
          seat: step.action.seat,
          notation: step.action.notation,
          de: describeStep(game, s, viewer, { lang: 'de', names: NAMES }),
          en: describeStep(game, s, viewer, { lang: 'en', names: NAMES }),
        });
      }
    });
    expect(lines.length).toBeGreaterThan(500);
    expect(lines.filter((l) => /\b(P\d|F\d)/.test(l.de + l.en)).map((l) => l.de)).toEqual([]);
    // Every card move says whose piece it moved (the own, "deinen", or a named seat's).
    const moves = lines.filter((l) => /^[2-9TJQKAX]/.test(l.notation) && !/exit/.test(l.notation));
    expect(moves.length).toBeGreaterThan(100);
    expect(
      moves
        .filter(
          (l) =>
            !/(eigenen|deinen|deiner|von (Anna|Beat|Carla|Dario)) Spielstein|Spielstein von|mit (dem von|deinem)/.test(
              l.de,
            ),
        )
        .map((l) => l.de),
    ).toEqual([]);
    expect(lines.filter((l) => /\b(ihren|seinen|ihrem|seinem) Spielstein/.test(l.de)).map((l) => l.de)).toEqual([]);
    // DOG-014: another seat's exchange card is "eine Karte" / "a card", never its rank.
    const gives = lines.filter((l) => l.notation.startsWith('give:') && l.viewer !== null && l.viewer !== l.seat);
    expect(gives.length).toBeGreaterThan(0);
    const first = (x: string) => x.split('. ')[0]!;
    expect(
      gives
        .filter(
          (l) =>
            !/(dir|Beat|Carla|Dario|Anna) eine Karte$/.test(first(l.de)) ||
            !/(you|Beat|Carla|Dario|Anna) a card$/.test(first(l.en)),
        )
        .map((l) => l.de),
    ).toEqual([]);
  });
});
