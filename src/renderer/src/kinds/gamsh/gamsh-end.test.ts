// The live Gämsh end screen in a player's words: the seats keep their names (the review
// saw "Platz 1 / Platz 2 · Partner / Platz 3" once the bots were off), and the length is rounds and the game time
// the clock showed, not inputs and rounded wall minutes ("9 Züge · 1 Min." while the clock read 1:26).
import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/messages';
import { clockMinutes, gamshGameLength, gamshSeatNames } from './gamsh-end';

describe('gamsh end screen words', () => {
  it('names every seat with and without bots: the person, then Beat, Carla, Dario (German) / Ben, Clara, Dan', () => {
    expect(gamshSeatNames(4, 0, 'de', '')).toEqual(['Du', 'Beat', 'Carla', 'Dario']);
    expect(gamshSeatNames(4, 2, 'en', 'Anna')).toEqual(['Ben', 'Clara', 'Anna', 'Dan']);
    expect(gamshSeatNames(6, 0, 'de', null).some((n) => /Platz|Seat/.test(n))).toBe(false);
  });

  it('reads the clock as it shows it, without tenths', () => {
    expect(clockMinutes(86_200)).toBe('1:26');
    expect(clockMinutes(5_999)).toBe('0:05');
    expect(clockMinutes(600_000)).toBe('10:00');
  });

  it('says rounds (GAM-071: a new round after every call) and the game time, in the app language', () => {
    const de = (k: Parameters<typeof translate>[1], p?: Record<string, string | number>) => translate('de', k, p);
    const en = (k: Parameters<typeof translate>[1], p?: Record<string, string | number>) => translate('en', k, p);
    expect(gamshGameLength(de, 9, 86_200)).toBe('9 Runden · Spielzeit 1:26');
    expect(gamshGameLength(en, 9, 86_200)).toBe('9 rounds · game time 1:26');
    expect(gamshGameLength(de, 1, 14_000)).toBe('1 Runde · Spielzeit 0:14');
  });
});
