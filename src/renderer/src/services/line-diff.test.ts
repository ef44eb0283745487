// The save conflict's line diff.
import { describe, expect, it } from 'vitest';
import { diffHunks, lineDiff } from './line-diff';

describe('lineDiff', () => {
  it('keeps common lines and marks the other change (removed, on disk) and yours (added)', () => {
    const disk = 'id: dog/standard\noptions:\n  decks: 2\n  jokersPerDeck: 3\nname: Dog';
    const mine = 'id: dog/standard\noptions:\n  decks: 3\n  jokersPerDeck: 3\nname: Dog';
    expect(lineDiff(disk, mine)).toEqual([
      { op: 'same', text: 'id: dog/standard' },
      { op: 'same', text: 'options:' },
      { op: 'removed', text: '  decks: 2' },
      { op: 'added', text: '  decks: 3' },
      { op: 'same', text: '  jokersPerDeck: 3' },
      { op: 'same', text: 'name: Dog' },
    ]);
  });

  it('aligns inserted and deleted lines in the middle, and both texts can be rebuilt from it', () => {
    const a = ['a', 'b', 'c', 'd', 'e', 'f'].join('\n');
    const b = ['a', 'x', 'c', 'd', 'y', 'e', 'f'].join('\n');
    const d = lineDiff(a, b);
    expect(
      d
        .filter((l) => l.op !== 'added')
        .map((l) => l.text)
        .join('\n'),
    ).toBe(a);
    expect(
      d
        .filter((l) => l.op !== 'removed')
        .map((l) => l.text)
        .join('\n'),
    ).toBe(b);
    expect(d.filter((l) => l.op !== 'same')).toEqual([
      { op: 'removed', text: 'b' },
      { op: 'added', text: 'x' },
      { op: 'added', text: 'y' },
    ]);
  });

  it('shows only the changes with context in hunks', () => {
    const a = Array.from({ length: 20 }, (_, k) => `line ${k}`).join('\n');
    const b = a.replace('line 10', 'line ten');
    const h = diffHunks(lineDiff(a, b), 1);
    expect(h).toEqual([
      '…',
      { op: 'same', text: 'line 9' },
      { op: 'removed', text: 'line 10' },
      { op: 'added', text: 'line ten' },
      { op: 'same', text: 'line 11' },
      '…',
    ]);
  });
});
