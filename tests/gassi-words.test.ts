// Gassi's log in words a newcomer can follow: the draft's move names stay (the rules
// document uses them) with docs/rules/gassi.md's phrase beside them (the moves' headings), and dogs are named by whose they are
// ("Carlas Hund 1") instead of their ids (c1) — GAS-050 gives a new dog its seat's letter and number.
import { describe, expect, it } from 'vitest';
import type { SpeechContext } from '../src/engine/core/types';
import { message, type SheetLang } from '../src/engine';
import { dogName, moveWithPhrase } from '../src/engine/kinds/gassi/speech';

function ctx(lang: SheetLang, names: string[], addressee: number | null): SpeechContext {
  return {
    lang,
    viewer: addressee,
    addressee,
    name: (s) => names[s]!,
    t: (k, p) => message(lang, k, p),
    list: (xs) => xs.join(', '),
  };
}

describe('Gassi words', () => {
  const names = ['Du', 'Beat', 'Carla', 'Hans'];
  it('names a dog by the seat that brought it into play (c1 = seat 2, GAS-050), the viewer\'s own as "deinen Hund"', () => {
    expect(dogName(ctx('de', names, 0), 'c1')).toBe('Carlas Hund 1');
    expect(dogName(ctx('de', names, 0), 'd2')).toBe('Hans’ Hund 2');
    expect(dogName(ctx('de', names, 0), 'a1')).toBe('deinen Hund 1');
    expect(dogName(ctx('en', ['You', 'Ben', 'Clara'], 0), 'b1')).toBe("Ben's dog 1");
    expect(dogName(ctx('en', ['You', 'Ben', 'Clara'], 0), 'a3')).toBe('your dog 3');
    expect(dogName(ctx('en', ['Anna', 'Ben'], null), 'a1')).toBe("Anna's dog 1");
  });

  it("keeps the draft name and adds docs/rules/gassi.md's phrase (ADDDOG — «Einen Hund ins Spiel bringen»); ATTACK+ shares ATTACK's", () => {
    const de = ctx('de', names, 0);
    expect(moveWithPhrase(de, 'ADDDOG')).toBe('ADDDOG (einen Hund ins Spiel bringen)');
    expect(moveWithPhrase(de, 'SWITCH')).toBe('SWITCH (Umgebung eines Hundes wechseln)');
    expect(moveWithPhrase(de, 'ATTACK+')).toBe('ATTACK+ (einen Hund attackieren)');
    expect(moveWithPhrase(ctx('en', names, 0), 'WALK')).toBe('WALK (just go walking)');
    expect(moveWithPhrase(de, 'FOO')).toBe('FOO');
  });
});
