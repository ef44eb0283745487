// Canonical JSON, the text every snapshot, ruleset and replay hash is taken over: sorted keys at every level, the
// same text for equal values whatever their key order, and JSON's own text for every value JSON can hold.
import { describe, expect, it } from 'vitest';
import { canonicalJson, hashJson } from './hash';

/** Sorted-key JSON by the platform's JSON.stringify (the reference canonicalJson must agree with). */
function reference(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, (v as Record<string, unknown>)[k]]),
        )
      : v,
  );
}

describe('canonicalJson', () => {
  it('sorts keys at every level: equal values in any key order give one text and one hash', () => {
    const a = { b: 1, a: [{ y: 'x', x: null }], c: { e: true, d: -0.5 } };
    const b = { c: { d: -0.5, e: true }, a: [{ x: null, y: 'x' }], b: 1 };
    expect(canonicalJson(a)).toBe('{"a":[{"x":null,"y":"x"}],"b":1,"c":{"d":-0.5,"e":true}}');
    expect(canonicalJson(b)).toBe(canonicalJson(a));
    expect(hashJson(b)).toBe(hashJson(a));
  });

  it('writes what JSON.stringify writes: undefined members dropped, null in arrays, non-finite numbers null', () => {
    expect(canonicalJson({ a: undefined, b: [undefined, NaN, Infinity, -0, 1e21, 5e-7] })).toBe(
      '{"b":[null,null,null,0,1e+21,5e-7]}',
    );
    expect(canonicalJson('a "quoted" \u2028 line\n')).toBe(JSON.stringify('a "quoted" \u2028 line\n'));
    expect(canonicalJson({ 'key "with" quotes': 'ü' })).toBe('{"key \\"with\\" quotes":"ü"}');
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson([])).toBe('[]');
    expect(canonicalJson({})).toBe('{}');
  });

  it('agrees with sorted-key JSON.stringify on nested data of every JSON type', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const make = (depth: number): unknown => {
      const r = next();
      if (depth > 4 || r < 0.3)
        return [null, true, false, Math.round(next() * 1e6) / 100, 'ß\t"x"', -3][Math.floor(next() * 6)];
      if (r < 0.6) return Array.from({ length: Math.floor(next() * 5) }, () => make(depth + 1));
      return Object.fromEntries(
        Array.from({ length: Math.floor(next() * 6) }, () => [
          String.fromCharCode(97 + Math.floor(next() * 26)) + Math.floor(next() * 9),
          make(depth + 1),
        ]),
      );
    };
    for (let i = 0; i < 300; i++) {
      const v = make(0);
      expect(canonicalJson(v)).toBe(reference(v));
    }
  });
});
