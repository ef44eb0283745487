// A Gassi dog's box names the dog a player can find in the log, not its internal id `c1`: "Hund 1" in the
// zone of the seat that brought it into play (GAS-050: the id's letter is that seat, its number counts the seat's
// dogs), "Carlas Hund 1" / "dein Hund 1" for a dog conquered into another zone (GAS-111), both languages.
import { describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '../../i18n/messages';
import { dogBoxLabel } from './gassi-model';

const de = (k: MessageKey, p?: Readonly<Record<string, string | number>>) => translate('de', k, p);
const en = (k: MessageKey, p?: Readonly<Record<string, string | number>>) => translate('en', k, p);
const NAMES = ['Du', 'Beat', 'Carla'];

describe('dogBoxLabel', () => {
  it('GAS-050: a dog in the zone of the seat that brought it into play is "Hund n" / "Dog n"', () => {
    expect(dogBoxLabel('c1', 2, 0, 'de', NAMES, de)).toBe('Hund 1');
    expect(dogBoxLabel('a2', 0, 0, 'de', NAMES, de)).toBe('Hund 2');
    expect(dogBoxLabel('b3', 1, null, 'en', NAMES, en)).toBe('Dog 3');
  });

  it('GAS-111: a conquered dog is named as the log names it, by the seat it came from', () => {
    expect(dogBoxLabel('c1', 0, 0, 'de', NAMES, de)).toBe('Carlas Hund 1');
    expect(dogBoxLabel('c1', 0, 0, 'en', ['You', 'Ben', 'Clara'], en)).toBe("Clara's dog 1");
    // Conquered from the seat spoken to: "dein Hund 2" (nominative: the box is no sentence), "your dog 2".
    expect(dogBoxLabel('a2', 1, 0, 'de', NAMES, de)).toBe('dein Hund 2');
    expect(dogBoxLabel('a2', 1, 0, 'en', ['You', 'Ben', 'Clara'], en)).toBe('your dog 2');
    // All-seeing: the person named "Du" is still spoken to; with given names every seat is named.
    expect(dogBoxLabel('a2', 1, null, 'de', NAMES, de)).toBe('dein Hund 2');
    expect(dogBoxLabel('a2', 1, null, 'de', ['Anna', 'Beat', 'Carla'], de)).toBe('Annas Hund 2');
  });

  it('never shows an id like c1; an id of another form stays as written', () => {
    for (const [id, owner] of [
      ['a1', 0],
      ['b2', 2],
      ['h9', 7],
    ] as const) {
      for (const [lang, t] of [
        ['de', de],
        ['en', en],
      ] as const)
        expect(dogBoxLabel(id, owner, 1, lang, NAMES, t)).not.toMatch(/\b[a-h]\d+\b/);
    }
    expect(dogBoxLabel('x', 0, 0, 'de', NAMES, de)).toBe('x');
    expect(de('gassi.dogTitle', { dog: 'Hund 1', id: 'c1' })).toBe('Hund 1 (Notation: c1)');
  });
});
