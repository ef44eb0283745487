import { describe, expect, it } from 'vitest';
import { createRng, restoreRng } from './rng';
import { canonicalJson, hashJson } from './hash';

describe('seeded PRNG (state kept in the snapshot)', () => {
  it('the same seed gives the same sequence; different seeds differ', () => {
    const a = createRng('seed-1');
    const b = createRng('seed-1');
    const c = createRng('seed-2');
    const draw = (r: ReturnType<typeof createRng>) => Array.from({ length: 20 }, () => r.int(0, 1000));
    const da = draw(a);
    expect(draw(b)).toEqual(da);
    expect(draw(c)).not.toEqual(da);
  });

  it('a saved state continues exactly where it stopped', () => {
    const a = createRng('x');
    a.int(1, 6);
    const saved = a.save();
    const next = Array.from({ length: 10 }, () => a.int(1, 6));
    const b = restoreRng(saved);
    expect(Array.from({ length: 10 }, () => b.int(1, 6))).toEqual(next);
    expect(JSON.parse(JSON.stringify(saved))).toEqual(saved);
  });

  it('shuffle is a permutation and is seeded', () => {
    const items = Array.from({ length: 110 }, (_, i) => i);
    const s1 = createRng('deck').shuffle([...items]);
    expect([...s1].sort((x, y) => x - y)).toEqual(items);
    expect(s1).not.toEqual(items);
    expect(createRng('deck').shuffle([...items])).toEqual(s1);
  });

  it('ints stay in range and cover it', () => {
    const r = createRng('range');
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const v = r.int(3, 8);
      expect(v).toBeGreaterThanOrEqual(3);
      expect(v).toBeLessThanOrEqual(8);
      seen.add(v);
    }
    expect(seen.size).toBe(6);
  });

  it('restoring a corrupt state throws (callers validate replays first)', () => {
    expect(() => restoreRng([1, 2])).toThrow(/rng\/bad-state/);
  });

  it('similar seed strings give unrelated streams (no shared first draws)', () => {
    const firsts = Array.from({ length: 64 }, (_, i) => createRng(`game/bot-${i}`).int(0, 1_000_000));
    expect(new Set(firsts).size).toBe(64);
    const dealers = Array.from({ length: 400 }, (_, i) => createRng(`seed-${i}`).int(0, 3));
    for (let d = 0; d < 4; d++) expect(dealers.filter((x) => x === d).length).toBeGreaterThan(60);
  });
});

describe('canonical JSON and hashes', () => {
  it('key order does not change the hash; values do', () => {
    expect(canonicalJson({ b: 1, a: [1, { d: 2, c: 3 }] })).toBe('{"a":[1,{"c":3,"d":2}],"b":1}');
    expect(hashJson({ a: 1, b: 2 })).toBe(hashJson({ b: 2, a: 1 }));
    expect(hashJson({ a: 1 })).not.toBe(hashJson({ a: 2 }));
    expect(hashJson({ a: 1 })).toMatch(/^[0-9a-f]{16}$/);
  });
});
