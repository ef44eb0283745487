// The German Gämsh table speaks German without raw notation: refusals come from the catalogue by engine code
// (never "discard:M8-D1: The game is paused (DIG-005)."), and a revealed call is named in words (never
// "Carla: call:counter:3 richtig → A +1").
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { refusalText, replayActionText, replaySeatLabel } from '../src/renderer/src/components/format';
import { loadReplay } from '../src/renderer/src/services/replay-session';
import { gamshHandText } from '../src/renderer/src/kinds/gamsh/gamsh-words';
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

describe('the Replay view words a Gämsh game like the live table', () => {
  // A recorded Gämsh game (CLI `simulate`, seed 7) with refused slaps: a slap at a card another seat already took
  // is refused with `gamsh/card-gone` (GAM-023), DIG-004 keeps the refused input in the replay.
  const dir = mkdtempSync(join(tmpdir(), 'rb-replay-words-'));
  const replayOf = (ruleset: string) => {
    execFileSync(process.execPath, [
      'bin/rulebench.mjs',
      'simulate',
      ruleset,
      '--games',
      '1',
      '--seed',
      '7',
      '--out',
      dir,
    ]);
    const file = readdirSync(dir).find((f) => f.startsWith(ruleset.replace('/', '-')))!;
    const loaded = loadReplay(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    if (!loaded.ok) throw new Error(loaded.message);
    return loaded.handle;
  };

  it('a refused slap says why in German (GAM-023), not its code; the code stays in the row', () => {
    const rows = replayOf('gamsh/gamsh-alpin-foehn').actions(null, { lang: 'de' });
    const refused = rows.filter((r) => r.rejected === 'gamsh/card-gone');
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      const text = replayActionText(r, de);
      expect(text).toMatch(/^Abgelehnt: .+ – Diese Karte liegt nicht \(mehr\) in der Tischmitte \(GAM-023\)\.$/);
      expect(text).not.toContain('gamsh/card-gone');
      expect(text).toContain(r.said);
      expect(r.text).toContain('gamsh/card-gone');
    }
    const en = (k: MessageKey, p?: Readonly<Record<string, string | number>>) => translate('en', k, p);
    expect(replayActionText(refused[0]!, en)).toMatch(/^Refused: .+ – That card is not in the middle \(any more\)/);
    // An accepted step reads as the engine words it; a code with no text of its own keeps the engine's sentence.
    const ok = rows.find((r) => !r.rejected)!;
    expect(replayActionText(ok, de)).toBe(ok.text);
    expect(replayActionText({ ...refused[0]!, rejected: 'other/x' }, de)).toBe(refused[0]!.text);
  });

  it('hands in the seat list are card names, as the live table says them (GAM-001 motifs, Föhn cards)', () => {
    const frame = replayOf('gamsh/gamsh-alpin-foehn').frame(0, null, { lang: 'de' });
    if (!frame.ok) throw new Error(frame.message);
    const hand = Object.values(frame.frame.hands)[0]!;
    expect(hand).toMatch(/\b(M\d|ALP)-/);
    const words = gamshHandText(hand, 'de');
    expect(words).not.toMatch(/\bM\d-/);
    expect(words.split(', ')).toHaveLength(hand.split(' ').length);
    expect(gamshHandText('M4-N M9-D2 FARMER', 'de')).toBe('Motiv 4 Nacht, Motiv 9 Tag 2, Schlauer Bauer');
    expect(gamshHandText('M4-N M9-D2 FARMER', 'en')).not.toContain('M4-N');
  });

  it('Märki for 3 players: seat 3 is shown as empty, not as a random bot (DOG-120)', () => {
    const h = replayOf('dog/maerki-3p');
    const empty = [0, 1, 2, 3].filter((s) => !h.info.active.includes(s));
    expect(empty).toEqual([2]);
    expect(replaySeatLabel(2, 'Platz 3 (zufällig)', h.info.active, de)).toBe('Platz 3 (leer)');
    expect(replaySeatLabel(1, 'Platz 2 (zufällig)', h.info.active, de)).toBe('Platz 2 (zufällig)');
  });
});
