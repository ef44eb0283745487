// The table's seat menu names bot levels in the UI language (never the level ids "easy/normal/strong/expert" on a
// German screen), each bot choice with its level ("Bot (mittel)"): the menu's choices come from seatChoices.
import { describe, expect, it } from 'vitest';
import { seatChoices } from '../src/renderer/src/components/format';
import { translate, type MessageKey } from '../src/renderer/src/i18n/messages';

const t = (lang: 'de' | 'en') => (k: MessageKey, p?: Readonly<Record<string, string | number>>) =>
  translate(lang, k, p);

describe('the seat menu in the UI language', () => {
  it('German: Person, the random bot, then the levels in German; the values stay the level ids the table takes', () => {
    expect(seatChoices(t('de')).map((c) => c.label)).toEqual([
      'Person',
      'Bot (zufällig)',
      'Bot (leicht)',
      'Bot (mittel)',
      'Bot (stark)',
      'Bot (Experte)',
    ]);
    expect(seatChoices(t('de')).map((c) => c.value)).toEqual(['human', 'bot', 'easy', 'normal', 'strong', 'expert']);
  });

  it('English: the English level names', () => {
    expect(seatChoices(t('en')).map((c) => c.label)).toEqual([
      'person',
      'bot (random)',
      'bot (easy)',
      'bot (normal)',
      'bot (strong)',
      'bot (expert)',
    ]);
  });
});
