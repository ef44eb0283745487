// Figures and comparison-row names of the Playtest view per language: German
// decimal comma and German row names; English exactly as the engine's `formatRate` and row names.
import { describe, expect, it } from 'vitest';
import { formatRate } from '../../../../engine';
import { metricLabel, pValue, rateText } from './numbers';

describe('Playtest figures', () => {
  const p = { rate: 0.4512, lo: 0.4291, hi: 0.4733, n: 200 };

  it('English rates read as the engine (and the CLI) writes them', () => {
    expect(rateText(p, 'en', 'n/a')).toBe(formatRate(p));
    expect(pValue(0.0423, 'en')).toBe('0.042');
    expect(pValue(0.0001, 'en')).toBe('<0.001');
  });

  it('German rates use the decimal comma and a semicolon between the bounds', () => {
    expect(rateText(p, 'de', 'entfällt')).toBe('45,1 % [42,9; 47,3]');
    expect(rateText({ ...p, n: 0 }, 'de', 'entfällt')).toBe('entfällt');
    expect(pValue(0.0423, 'de')).toBe('0,042');
  });

  it('comparison rows are named in German, rule IDs kept', () => {
    expect(metricLabel('first player wins', 'de', 'dog')).toBe('Siege Startspieler');
    expect(metricLabel('2nd to act wins', 'de', 'dog')).toBe('Siege 2. am Zug');
    expect(metricLabel('actions per game', 'de', 'dog')).toBe('Aktionen je Partie');
    expect(metricLabel('DOG-014 per game', 'de', 'dog')).toBe('DOG-014 je Partie');
    expect(metricLabel('card 7 plays per game', 'de', 'dog')).toBe('Karte 7 gespielt je Partie');
    expect(metricLabel('more balanced? (largest distance from fair, by seats)', 'de', 'dog')).toBe(
      'ausgeglichener? (größter Abstand vom fairen Anteil, nach Plätzen)',
    );
    expect(metricLabel("drama (winner's mean deficit)", 'de', 'dog')).toBe(
      'Dramatik (mittlerer Rückstand des Siegers)',
    );
  });

  it('teams and seats are counted as the table counts them: from 1, Gämsh teams by letter (GAM-010)', () => {
    // The engine (and the CLI) name the rows from 0: "team 0 = seat 0 = seat 2 wins" is Dog's team 1, seats 1 and 3.
    expect(metricLabel('team 0 = seat 0 = seat 2 = first player wins', 'de', 'dog')).toBe(
      'Siege Team 1 = Platz 1 = Platz 3 = Startspieler',
    );
    expect(metricLabel('team 0 = seat 0 = seat 2 = first player wins', 'en', 'dog')).toBe(
      'team 1 = seat 1 = seat 3 = first player wins',
    );
    expect(metricLabel('seat 2 wins', 'en', 'gassi')).toBe('seat 3 wins');
    expect(metricLabel('seat 2 wins', 'de', 'gassi')).toBe('Siege Platz 3');
    expect(metricLabel('team 1 wins', 'de', 'gamsh')).toBe('Siege Team B');
    expect(metricLabel('team 1 = seat 1 = seat 3 wins', 'en', 'gamsh')).toBe('team B = seat 2 = seat 4 wins');
    // Names without a team or seat number are left alone (a card named 7, a rule ID).
    expect(metricLabel('card 7 plays per game', 'en', 'dog')).toBe('card 7 plays per game');
  });
});
