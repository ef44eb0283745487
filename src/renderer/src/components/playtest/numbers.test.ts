// Figures and comparison-row names of the Playtest view per language (issue 16, "Complete languages"): German
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
    expect(metricLabel('team 0 = seat 0 wins', 'de')).toBe('Siege Team 0 = Platz 0');
    expect(metricLabel('first player wins', 'de')).toBe('Siege Startspieler');
    expect(metricLabel('2nd to act wins', 'de')).toBe('Siege 2. am Zug');
    expect(metricLabel('actions per game', 'de')).toBe('Aktionen je Partie');
    expect(metricLabel('DOG-014 per game', 'de')).toBe('DOG-014 je Partie');
    expect(metricLabel('card 7 plays per game', 'de')).toBe('Karte 7 gespielt je Partie');
    expect(metricLabel('more balanced? (largest distance from fair, by seats)', 'de')).toBe('ausgeglichener? (größter Abstand vom fairen Anteil, nach Plätzen)');
    expect(metricLabel("drama (winner's mean deficit)", 'de')).toBe('Dramatik (mittlerer Rückstand des Siegers)');
    expect(metricLabel('team 0 wins', 'en')).toBe('team 0 wins');
  });
});
