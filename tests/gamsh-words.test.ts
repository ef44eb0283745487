// The German Gämsh table speaks German without raw notation: refusals come from the catalogue by engine code
// (never "discard:M8-D1: The game is paused (DIG-005)."), and a revealed call is named in words (never
// "Carla: call:counter:3 richtig → A +1").
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { refusalText } from '../src/renderer/src/components/format';
import { DE, EN, translate, type MessageKey } from '../src/renderer/src/i18n/messages';
import { gamshWords } from '../src/renderer/src/kinds/gamsh/gamsh-words';
import type { GamshView } from '../src/engine';

const de = (k: MessageKey, p?: Readonly<Record<string, string | number>>) => translate('de', k, p);
const NAMES = ['Du', 'Beat', 'Carla', 'Dario'];

describe('Gämsh words in the UI language', () => {
  it('a refusal in the pause is German, names DIG-005 and shows no notation', () => {
    const text = refusalText(
      { code: 'gamsh/paused', message: 'The game is paused (DIG-005).' },
      'discard:M8-D1',
      0,
      de,
    );
    expect(text).toBe(
      'Das Spiel pausiert gerade (DIG-005): warte, bis die Tischmitte aufgedeckt ist oder die nächste Runde beginnt.',
    );
    expect(text).not.toContain('discard:');
    expect(refusalText({ code: 'gamsh/mid-swap', message: 'x' }, 'call:gamsh', 0, de)).toContain('GAM-021');
    // A code without a text of its own still says what the engine said.
    expect(refusalText({ code: 'other/x', message: 'Why.' }, 'n', 0, de)).toBe('n: Why.');
  });

  it('every refusal code of the Gämsh engine has a text in both languages', () => {
    const dir = new URL('../src/engine/kinds/gamsh/', import.meta.url);
    const src = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => readFileSync(new URL(f, dir), 'utf8'))
      .join('\n');
    const codes = [...new Set([...src.matchAll(/no\('([a-z-]+)'/g)].map((m) => m[1]!))].filter(
      (c) => c !== 'game-over',
    );
    expect(codes.length).toBeGreaterThan(10);
    expect(codes.filter((c) => !(`refusal.gamsh.${c}` in EN) || !(`refusal.gamsh.${c}` in DE))).toEqual([]);
  });

  it('the reveal banner names the call in words: "Gegen-Gämsh gegen Dario", not "call:counter:3", and the points with the team (GAM-033)', () => {
    const words = gamshWords(de, 'de', (s) => NAMES[s]!);
    const view = (call: string) =>
      ({
        phase: 'pause',
        round: 3,
        reveal: { call, seat: 2, correct: true, hands: {}, deltas: [1, 0] },
        secretPending: null,
      }) as unknown as GamshView;
    expect(words.phase(view('call:counter:3'))).toBe(
      'Runde 3 · Carla: Gegen-Gämsh gegen Dario – richtig · Team A +1 Punkt',
    );
    expect(words.phase(view('call:gamsh'))).toBe('Runde 3 · Carla: Gämsh – richtig · Team A +1 Punkt');
    expect(words.phase(view('call:double+farmer'))).toBe(
      'Runde 3 · Carla: Doppel-Gämsh mit dem Schlauen Bauern – richtig · Team A +1 Punkt',
    );
  });
});
