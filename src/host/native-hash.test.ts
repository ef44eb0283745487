// Node's SHA-256 installed by host processes gives the engine's digests: a replay hashed by the app verifies in a
// browser and the other way round.
import { describe, expect, it } from 'vitest';
import { canonicalJson, nobleSha256Hex, sha256Hex, startGame, useSha256Hex } from '../engine';
import { loadCompiledGame } from './rulesets';
import { nodeSha256Hex, useNodeSha256 } from './native-hash';

const SAMPLES = [
  '',
  'abc',
  'Spielstein auf dem Startfeld, Spielende — Ääöü ß',
  '🂡 Joker \u{1F0CF}',
  'lone surrogates \uD800 and \uDFFF, a pair \uD83C\uDCA1',
  'x'.repeat(55),
  'x'.repeat(64),
  'ÿ'.repeat(100_000),
];

describe('native SHA-256', () => {
  it('gives the engine’s digest for every sample (FIPS 180-4 test vector "abc")', () => {
    expect(nodeSha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    for (const s of SAMPLES) expect(nodeSha256Hex(s)).toBe(nobleSha256Hex(s));
  });

  it('hashes a whole snapshot as the engine does, and useSha256Hex(null) puts the engine’s own back', () => {
    const loaded = loadCompiledGame('dog/standard');
    if (!loaded.ok) throw new Error('dog/standard does not load');
    const text = canonicalJson(startGame(loaded.game, 'hash') as never);
    try {
      useSha256Hex(null);
      const own = sha256Hex(text);
      expect(own).toBe(nobleSha256Hex(text));
      useNodeSha256();
      expect(sha256Hex(text)).toBe(own);
    } finally {
      useNodeSha256(); // this project's test files hash with Node's (tests/support/native-hash.setup.ts)
    }
  });
});
