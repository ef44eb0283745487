// Issue 16, review item 3: the table's seat menu read "Bot: easy/normal/strong/expert" on a German screen (the
// level ids were printed as they are). The menu's choices come from seatChoices, in the UI language.
import { describe, expect, it } from 'vitest';
import { seatChoices } from '../src/renderer/src/components/format';
import { translate, type MessageKey } from '../src/renderer/src/i18n/messages';

const t = (lang: 'de' | 'en') => (k: MessageKey, p?: Readonly<Record<string, string | number>>) =>
  translate(lang, k, p);

describe('the seat menu in the UI language (issue 16)', () => {
  it('German: Person, Bot, then the levels in German; the values stay the level ids the table takes', () => {
    expect(seatChoices(t('de')).map((c) => c.label)).toEqual([
      'Person',
      'Bot',
      'Bot: leicht',
      'Bot: mittel',
      'Bot: stark',
      'Bot: Experte',
    ]);
    expect(seatChoices(t('de')).map((c) => c.value)).toEqual(['human', 'bot', 'easy', 'normal', 'strong', 'expert']);
  });

  it('English: the English level names', () => {
    expect(seatChoices(t('en')).map((c) => c.label)).toEqual([
      'person',
      'bot',
      'bot: easy',
      'bot: normal',
      'bot: strong',
      'bot: expert',
    ]);
  });
});
