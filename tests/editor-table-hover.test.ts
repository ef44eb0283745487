// The rules editor's hover on a table entry: the YAML path under the pointer (yamlPathAt) and the words the kind
// gives for it — a Dog rank as the compiled card table plays it (an entry an `extends` merges over its parent's is
// told whole), what a key of the entry means, and Gämsh's motifs and Föhn effects; German and English (DOG-017,
// DOG-020, DOG-030, DOG-060, DOG-065, DOG-075, GAM-001, GAM-060…067).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { yamlPathAt } from '../src/engine';
import { loadCompiledGame, PROJECT_ROOT } from '../src/host/rulesets';
import type { CompiledGame } from '../src/engine/core/game';

/** The compiled bundled ruleset `id`. */
function game(id: string): CompiledGame {
  const g = loadCompiledGame(id, {});
  if (!g.ok) throw new Error(`${id} does not load`);
  return g.game;
}
/** The kind's hover for the text position of `needle` (its first character) in the ruleset file of `id`. */
function hoverAt(id: string, needle: string, lang: 'de' | 'en', nth = 0): string | null {
  const text = readFileSync(join(PROJECT_ROOT, 'rulesets', `${id}.yaml`), 'utf8');
  let at = -1;
  for (let i = 0; i <= nth; i++) at = text.indexOf(needle, at + 1);
  expect(at, needle).toBeGreaterThanOrEqual(0);
  const path = yamlPathAt(text, at + needle.length - needle.trimStart().length);
  const g = game(id);
  return path[0] === 'tables' ? (g.kind.tableHover?.(g.rules, path.slice(1), lang) ?? null) : null;
}

describe('yamlPathAt', () => {
  it('names the keys and list indexes down to the entry under the offset', () => {
    const text =
      'tables:\n  cards:\n    3: { backward: [3] }\n    Q: { exit: true, forward: [12] }\noptions:\n  a: 1\n';
    expect(yamlPathAt(text, text.indexOf('3:'))).toEqual(['tables', 'cards', '3']);
    expect(yamlPathAt(text, text.indexOf('backward'))).toEqual(['tables', 'cards', '3', 'backward']);
    expect(yamlPathAt(text, text.indexOf('12'))).toEqual(['tables', 'cards', 'Q', 'forward', 0]);
    expect(yamlPathAt(text, text.indexOf('a: 1'))).toEqual(['options', 'a']);
    expect(yamlPathAt(text, text.length + 5)).toEqual([]);
    expect(yamlPathAt('- a\n- b\n', 6)).toEqual([1]);
  });
});

describe('hover on a table entry in the rules editor', () => {
  it('a Dog rank says what it does in this ruleset, with its rules (DE/EN)', () => {
    expect(hoverAt('dog/standard', '    4: {', 'de')).toBe(
      '**4** in diesem Regelwerk: vier Felder vorwärts oder rückwärts (DOG-030, DOG-060)',
    );
    expect(hoverAt('dog/standard', '    A: {', 'en')).toBe(
      '**Ace** in this ruleset: bring a piece out or 1 or 11 fields forward (DOG-020, DOG-030)',
    );
    expect(hoverAt('dog/standard', '    Joker:', 'de')).toBe(
      '**Joker** in diesem Regelwerk: jede andere Karte (DOG-017)',
    );
    expect(hoverAt('dog/standard', '    7: {', 'en')).toBe(
      '**7** in this ruleset: 7 steps shared over own pieces (DOG-065)',
    );
  });

  it('an entry merged over its parent is told whole, and the hovered key is explained (dog/three-backward, dog/queen-exits)', () => {
    expect(hoverAt('dog/three-backward', 'backward: [3]', 'de')).toBe(
      '**3** in diesem Regelwerk: drei Felder vorwärts oder rückwärts (DOG-030, DOG-060)\n\nbackward: ein Spielstein fährt genau eine dieser Zahlen rückwärts, nur auf der Laufbahn (DOG-060)',
    );
    expect(hoverAt('dog/three-backward', '3: {', 'en')).toBe(
      '**3** in this ruleset: three fields forward or backward (DOG-030, DOG-060)',
    );
    expect(hoverAt('dog/queen-exits', 'exit: true', 'en')).toMatch(
      /^\*\*Queen\*\* in this ruleset: bring a piece out or twelve fields forward \(DOG-020, DOG-030\)\n\nexit: a piece comes out of the kennel onto its start field \(DOG-020\)$/,
    );
  });

  it('Gämsh: the motifs and each Föhn card with its effect and whether it is in play (GAM-001, GAM-060…067)', () => {
    expect(hoverAt('gamsh/eight-motifs', 'motifs: [', 'de')).toBe(
      '**8 Motive** zu je drei Tagkarten und einer Nachtkarte: 32 Motivkarten; ein Quartett sind die vier Karten eines Motivs (GAM-001, GAM-002)',
    );
    expect(hoverAt('gamsh/gamsh-alpin', 'BULL: replaceMiddle', 'en')).toBe(
      '**Raging Bull**: not in play (foehnCards does not shuffle it in)',
    );
    const foehn = game('gamsh/gamsh-alpin-foehn');
    expect(foehn.kind.tableHover?.(foehn.rules, ['deck', 'foehn', 'BULL'], 'de')).toBe(
      '**Wilder Stier** (replaceMiddle): wer sie abklatscht, lässt die vier Karten der Mitte ersetzen; keine Punkte (GAM-066, GAM-067)',
    );
    expect(foehn.kind.tableHover?.(foehn.rules, ['deck', 'foehn', 'GAMEKEEPER'], 'en')).toMatch(
      /^\*\*Watchful Gamekeeper\*\* \(guardNightCards\): while it lies in the middle nobody may swap night cards/,
    );
    expect(foehn.kind.tableHover?.(foehn.rules, ['palette'], 'en')).toBeNull();
  });
});
