// The live table's card legend names the motifs of the deck in play (GAM-001, `tables.deck.motifs`): the standard
// deck's nine, gamsh/eight-motifs without M9, a list where the numbers have gaps; German and English.
import { describe, expect, it } from 'vitest';
import { motifLegend } from './gamsh-words';
import { translate } from '../../i18n/messages';
import type { Translate } from '../../components/format';

const en: Translate = (key, params) => translate('en', key, params);
const de: Translate = (key, params) => translate('de', key, params);
const NINE = ['ALP', 'M2', 'M3', 'M4', 'M5', 'M6', 'M7', 'M8', 'M9'];

describe('the Gämsh card legend', () => {
  it('says the motifs of the deck in play', () => {
    expect(motifLegend(NINE, en)).toBe('ALP = Alphorn, M2…M9 = motifs 2 to 9');
    expect(motifLegend(NINE.slice(0, 8), en)).toBe('ALP = Alphorn, M2…M8 = motifs 2 to 8');
    expect(motifLegend(NINE.slice(0, 8), de)).toBe('ALP = Alphorn, M2…M8 = Motive 2 bis 8');
    expect(motifLegend(['M2', 'M4', 'M7', 'M8', 'M9', 'M3'], en)).toBe(
      'M2, M3, M4, M7, M8, M9 = motifs 2, 3, 4, 7, 8, 9',
    );
    expect(translate('de', 'gamsh.legend', { motifs: motifLegend(NINE.slice(0, 8), de) })).toMatch(
      /^Karten: ALP = Alphorn, M2…M8 = Motive 2 bis 8; D = Tageskarte/,
    );
  });
});
