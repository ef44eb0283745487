// Every text a person reads counts seats and teams from 1 as the table does (Team 1/2; Gämsh A/B), never
// "Platz 0 ist dran", "You: Seat 0", "(Seats 0, 2)" or the Playtest view's "Team 0", in German and English;
// machine formats (notation, replay and scenario files, JSON/CSV, CLI flags and the CLI's batch reports) keep the engine's 0-based seats.
import { describe, expect, it } from 'vitest';
import { comparisonVerdict, metricName, tableNumbering, type Comparison, type ComparisonRow } from '../src/engine';
import {
  describeOutcome,
  outcomeReason,
  refusalText,
  seatList,
  seatNumber,
  seatText,
  teamName,
} from '../src/renderer/src/components/format';
import { translate, type MessageKey } from '../src/renderer/src/i18n/messages';
import { ENGLISH_WORDS, gamshWords } from '../src/renderer/src/kinds/gamsh/gamsh-words';

const de = (k: MessageKey, p?: Readonly<Record<string, string | number>>) => translate('de', k, p);
const en = (k: MessageKey, p?: Readonly<Record<string, string | number>>) => translate('en', k, p);

describe('the app names unnamed seats from 1', () => {
  it('seat 0 of the engine is "Seat 1" / "Platz 1"', () => {
    expect(seatNumber(0)).toBe(1);
    expect(seatText(0, en)).toBe('Seat 1');
    expect(seatText(0, de)).toBe('Platz 1');
    expect(seatText(5, de)).toBe('Platz 6');
  });

  it('the library\'s outcome line: "Team 1 won (Seats 1, 3)" for Dog\'s team 0 of seats 0 and 2 (DOG-110)', () => {
    const dog = { winners: [0, 2], team: 0, reason: 'all pieces of the team are home', rule: 'DOG-110' } as const;
    expect(describeOutcome(dog, en)).toBe('Team 1 won (Seats 1, 3) — all pieces of the team are home');
    expect(describeOutcome(dog, de)).toBe(
      'Team 1 hat gewonnen (Plätze 1, 3) — alle Spielsteine des Teams sind im Ziel',
    );
    expect(describeOutcome({ winners: [1, 3], team: 1, reason: '', rule: 'DOG-110' }, de)).toBe(
      'Team 2 hat gewonnen (Plätze 2, 4)',
    );
    // Names, where the seats have them, stay names.
    expect(describeOutcome(dog, de, (s) => ['Anna', 'Beat', 'Carla', 'Dario'][s]!)).toBe(
      'Team 1 hat gewonnen (Anna und Carla) — alle Spielsteine des Teams sind im Ziel',
    );
    // Gassi: one seat went out (GAS-160); the engine's reason names its 0-based seat.
    const gassi = { winners: [2], team: null, reason: 'seat 2 went out', rule: 'GAS-160' } as const;
    expect(describeOutcome(gassi, en)).toBe('Seat 3 won — Seat 3 went out');
    expect(outcomeReason('seat 0 holds a set (A B C)', de)).toBe('Platz 1 hält ein Set (A B C)');
    expect(seatList([1], de)).toBe('Platz 2');
    expect(seatList([0, 1, 2], en)).toBe('Seats 1, 2, 3');
  });

  it('refusals name the seat from 1', () => {
    expect(refusalText({ code: 'action/not-your-turn', message: 'x' }, 'A:exit', 0, de)).toBe(
      'Platz 1 ist jetzt nicht am Zug.',
    );
    expect(refusalText({ code: 'action/not-legal', message: 'x' }, 'A:exit', 3, en)).toBe(
      '“A:exit” is not a legal move for Seat 4 now.',
    );
  });

  it("teams: Dog from 1, Gämsh by letter (GAM-010), as the table's labels", () => {
    expect(teamName(0, 'dog')).toBe('1');
    expect(teamName(2, 'dog')).toBe('3');
    expect(teamName(1, 'gamsh')).toBe('B');
    // An outcome's team is named by the kind whose catalogue holds the rule that ended the game.
    const gamsh = { winners: [1, 3], team: 1, reason: '', rule: 'GAM-080' };
    expect(describeOutcome(gamsh, en)).toBe('Team B won (Seats 2, 4)');
    expect(describeOutcome({ ...gamsh, rule: 'DOG-110' }, en)).toBe('Team 2 won (Seats 2, 4)');
  });

  it('the Gämsh table\'s seat captions ("You: Seat 1") in both languages', () => {
    expect(ENGLISH_WORDS.seat(0)).toBe('Seat 1');
    expect(gamshWords(de, 'de', (s) => seatText(s, de)).seat(3)).toBe('Platz 4');
    // A revealed counter call names the target seat as the table does (call:counter:3 is the engine's seat 3).
    const view = {
      phase: 'pause',
      round: 2,
      reveal: { seat: 0, call: 'call:counter:3', correct: true, deltas: [1, 0] },
      scores: [1, 0],
    };
    expect(gamshWords(en, 'en', (s) => seatText(s, en)).phase(view as never)).toBe(
      'Round 2 · Seat 1: Counter Gämsh against Seat 4 – right · Team A +1 point',
    );
  });
});

describe("the Playtest view counts teams and seats as the table; the CLI keeps the engine's numbers", () => {
  /** A comparison whose one significant row is the engine's `team 1 = seat 1 = seat 3 wins` (Dog's second team). */
  const comparison = {
    rows: [
      {
        group: 'wins',
        metric: 'team 1 = seat 1 = seat 3 wins',
        merged: ['team 1 wins', 'seat 1 wins', 'seat 3 wins'],
        a: 0.5,
        b: 0.75,
        diff: 0.25,
        significant: true,
      } as unknown as ComparisonRow,
    ],
    correction: 'holm',
    alpha: 0.05,
    tested: 12,
    resamples: 1000,
    power: { rateDelta: 0.05, rateGames: 1500, rateBase: 0.5, lengthDelta: 0.1, lengthGames: 200 },
  } as unknown as Comparison;

  it('verdict: "team 2 = seat 2 = seat 4" in the app, "team 1 = seat 1 = seat 3" in the CLI (docs/playtest.md)', () => {
    expect(comparisonVerdict(comparison, 'en', tableNumbering('dog')).verdict).toMatch(
      /^B: team 2 = seat 2 = seat 4: win rate \+25\.0 points/,
    );
    expect(comparisonVerdict(comparison, 'de', tableNumbering('dog')).verdict).toMatch(
      /^B: Team 2 = Platz 2 = Platz 4: Gewinnrate \+25,0 Prozentpunkte/,
    );
    expect(comparisonVerdict(comparison, 'de', tableNumbering('gamsh')).verdict).toMatch(
      /^B: Team B = Platz 2 = Platz 4: /,
    );
    expect(comparisonVerdict(comparison, 'en').verdict).toMatch(/^B: team 1 = seat 1 = seat 3: win rate/);
    expect(metricName('team 0 = seat 0 wins', 'de')).toBe('Siege Team 0 = Platz 0');
    expect(metricName('team 0 = seat 0 wins', 'de', tableNumbering('dog'))).toBe('Siege Team 1 = Platz 1');
  });
});
