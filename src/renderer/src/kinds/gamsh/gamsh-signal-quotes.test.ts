// A signal or emote shown on the table (GAM-012: the team's secret signal; the emote bubble and the line under the
// controls) is quoted once: a spoken phrase whose name already carries quotes („Sapperlot!“, "Yes!") showed them
// twice (“„Sapperlot!“”); a gesture (Augenzwinkern, wink) gets the quotes.
import { describe, expect, it } from 'vitest';
import { quotedSignal, signalName } from './gamsh-words';

describe('quotedSignal', () => {
  it('GAM-012: every palette entry, German and English, carries exactly one pair of quotes', () => {
    for (const id of ['ja', 'sapperlot', 'booyah', 'wink', 'cough', 'camping', 'fcSuederbrarup'])
      for (const lang of ['de', 'en'] as const) {
        const shown = quotedSignal(signalName(id, lang));
        const quotes = [...shown].filter((c) => /["„“”]/.test(c)).length;
        expect(quotes, `${id} (${lang}): ${shown}`).toBe(2);
      }
  });

  it('keeps a quoted phrase as its name writes it and quotes a gesture', () => {
    expect(quotedSignal(signalName('sapperlot', 'de'))).toBe('„Sapperlot!“');
    expect(quotedSignal(signalName('wink', 'de'))).toBe('“Augenzwinkern”');
  });
});
