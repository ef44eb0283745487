// @vitest-environment happy-dom
// A Föhn card shows its name in the UI language (GAM-050: Schlauer Bauer, Wildhüter, Stier, Vesper). On a hand card at
// 1024×700 (about 53 px wide) "Gamekeeper" or "Wildhüter" does not fit even at the smallest text size (11 px): the
// name is split with a hyphen onto two lines, never broken inside the word without one ("Gamekee" / "per"; the break falls where a syllable begins: "Game-" / "keeper").
// pixi.js is the scene-graph stand-in (../../table/fake-pixi.ts: 7 px per character).
import { describe, expect, it, vi } from 'vitest';
import { Container, Graphics, Text } from '../../table/fake-pixi';
import { GamshTableScene, hyphenateLongWords } from './gamsh-table-scene';
import { FOEHN } from '../../../../engine/kinds/gamsh/cards';

vi.mock('pixi.js', () => import('../../table/fake-pixi'));

describe('Föhn card names on small cards', () => {
  it('a word longer than a line is split into even pieces ending in a hyphen; words that fit are kept', () => {
    expect(hyphenateLongWords('Wildhüter', 6)).toBe('Wild-\nhüter'); // where a syllable begins
    expect(hyphenateLongWords('Wildhüter', 4)).toBe('Wil-\ndhü-\nter'); // three pieces: even
    expect(hyphenateLongWords('Gamekeeper', 8)).toBe('Game-\nkeeper');
    expect(hyphenateLongWords('Schlauer Bauer', 8)).toBe('Schlauer Bauer');
    expect(hyphenateLongWords('Vesper', 10)).toBe('Vesper');
    expect(hyphenateLongWords('Gamekeeper', 2)).toBe('Gamekeeper'); // no room for a piece and its hyphen
  });

  it('GAM-050: every Föhn card on a 53 px card is drawn whole, with a hyphen wherever a word breaks', () => {
    const scene = new GamshTableScene();
    const inner = scene as unknown as {
      root: Container;
      card: (g: Graphics, r: { x: number; y: number; w: number; h: number }, card: string, hi: boolean) => void;
    };
    for (const card of FOEHN) {
      inner.root.removeChildren();
      inner.card(new Graphics(), { x: 0, y: 0, w: 53, h: 74 }, card, false);
      const name = inner.root.children.find((c): c is Text => c instanceof Text)!;
      const lines = name.text.split('\n');
      // a line that ends inside a word ends with a hyphen, and no letter is lost
      for (const line of lines.slice(0, -1)) expect(line, `${card}: "${name.text}"`).toMatch(/-$/);
      expect(lines.map((l, i) => (i < lines.length - 1 ? l.slice(0, -1) : l)).join('')).toBe(
        lines.length > 1 ? name.text.replace(/-\n/g, '') : name.text,
      );
      if (card === 'GAMEKEEPER') expect(name.text).toBe('Game-\nkeeper');
      expect(name.style['breakWords'] ?? false).toBe(false);
    }
  });
});
