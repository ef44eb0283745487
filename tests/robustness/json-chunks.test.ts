// Replays (and other large JSON objects) are parsed from chunks member by member and list element by element, so a
// file is never held as bytes and as one string beside its parsed value. The cut parse must give exactly what
// `JSON.parse` gives for every valid text however the chunks fall, and give up (null: the caller then parses the
// whole text to name the place) on every text `JSON.parse` refuses.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { JsonObjectSplitter, readJsonObjectChunked } from '../../src/host/json-chunks';
import { MAX_REPLAY_BYTES, parseReplayText, readReplayFile } from '../../src/host/replays';

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'rulebench.mjs');
const dir = mkdtempSync(join(tmpdir(), 'rb-json-chunks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The splitter's value for `text` cut at `cuts` (byte offsets, ascending), or null. */
function cutParse(text: string, cuts: number[], maxDepth = 64): Record<string, unknown> | null {
  const bytes = Buffer.from(text);
  const s = new JsonObjectSplitter(maxDepth);
  let from = 0;
  for (const to of [...cuts.filter((c) => c > 0 && c < bytes.length), bytes.length]) {
    if (!s.push(bytes.subarray(from, to))) return null;
    from = to;
  }
  return s.value();
}

/** `JSON.parse(text)` when it is an object, else null (what the splitter must give). */
function reference(text: string): unknown {
  try {
    const v: unknown = JSON.parse(text);
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}

describe('JsonObjectSplitter', () => {
  it('equals JSON.parse for every object, however it is indented and cut into chunks', () => {
    const texts = fc
      .tuple(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 4 })), fc.constantFrom(undefined, 0, 1, 2, '\t'))
      .map(([value, indent]) => JSON.stringify(value, null, indent));
    fc.assert(
      fc.property(texts, fc.array(fc.nat({ max: 2000 }), { maxLength: 6 }), (text, cuts) => {
        const got = cutParse(
          text,
          [...cuts].sort((a, b) => a - b),
          1000,
        );
        expect(got).toEqual(JSON.parse(text));
        // Same key order, as JSON.parse makes it.
        expect(JSON.stringify(got)).toBe(JSON.stringify(JSON.parse(text)));
      }),
      { numRuns: 400, seed: 31 },
    );
  });

  it('gives up on every text JSON.parse refuses, and on a list or scalar at the top', () => {
    const edits = fc
      .tuple(
        fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 3 }), { minKeys: 1 }),
        fc.nat(),
        fc.constantFrom('', ',', ':', '{', '}', '[', ']', '"', '\\', 'x', '1', ' ', 'null'),
      )
      .map(([value, at, insert]) => {
        const text = JSON.stringify(value, null, 1);
        const i = at % (text.length + 1);
        // Insert, or delete one character where nothing is inserted.
        return insert ? text.slice(0, i) + insert + text.slice(i) : text.slice(0, i) + text.slice(i + 1);
      });
    fc.assert(
      fc.property(edits, fc.array(fc.nat({ max: 300 }), { maxLength: 4 }), (text, cuts) => {
        const got = cutParse(
          text,
          [...cuts].sort((a, b) => a - b),
          1000,
        );
        const want = reference(text);
        if (want === null) expect(got).toBeNull();
        else expect(got).toEqual(want);
      }),
      { numRuns: 1500, seed: 31 },
    );
    for (const text of ['[1]', '"x"', '1', 'null', '', '{"a":1}{', '{"a":1} x', '{"a":[1,]}', '{"a":1,}', '{,}'])
      expect(cutParse(text, [])).toBeNull();
    expect(cutParse('{"__proto__": {"polluted": 1}, "a": [1, {"__proto__": 2}]}', [3])).toEqual(
      JSON.parse('{"__proto__": {"polluted": 1}, "a": [1, {"__proto__": 2}]}'),
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // A repeated key: the last value, at the first key's place.
    expect(JSON.stringify(cutParse('{"a":1,"b":2,"a":[3]}', [9]))).toBe('{"a":[3],"b":2}');
    // Nesting past the limit: given up (the whole-text parse names the place).
    expect(cutParse(`{"a":${'['.repeat(10)}${']'.repeat(10)}}`, [], 8)).toBeNull();
    expect(cutParse(`{"a":${'['.repeat(6)}${']'.repeat(6)}}`, [], 8)).toEqual({ a: [[[[[[]]]]]] });
  });
});

describe('replays read in chunks', () => {
  it('give the same replay and the same diagnostics as a whole-text parse', () => {
    const out = join(dir, 'replays');
    const r = spawnSync(
      process.execPath,
      [BIN, 'simulate', 'dog/standard', '--games', '1', '--seed', '3', '--bots', 'random', '--out', out],
      {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 120_000,
      },
    );
    expect(r.status, r.stderr).toBe(0);
    const file = join(out, 'dog-standard-3-1.replay.json');
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    // Notes of more than a chunk (1 MB) in all, with characters beyond Latin-1 across the chunk ends.
    doc.annotations = Array.from({ length: 300 }, (_, i) => ({
      step: i % doc.steps.length,
      text: `${i} `.padEnd(5_000, 'ä— 🂡'),
    }));
    const big = join(dir, 'noted.replay.json');
    writeFileSync(big, JSON.stringify(doc));
    const whole = parseReplayText(readFileSync(big, 'utf8'), big);
    const chunked = readJsonObjectChunked(big, big, { maxBytes: MAX_REPLAY_BYTES }, 64);
    expect(chunked).toMatchObject({ ok: true });
    expect(readReplayFile(big)).toEqual(whole);
    expect(whole.ok).toBe(true);

    // Broken files are named as before: cut short (at its end), a bad separator (at its place), too deep.
    const text = JSON.stringify(doc);
    const cases: [string, string][] = [
      ['cut.replay.json', text.slice(0, 3_000)],
      ['comma.replay.json', text.replace('"steps":', '"steps"::')],
      [
        'deep.replay.json',
        text.replace('"annotations":', `"deep":${'['.repeat(100)}${']'.repeat(100)},"annotations":`),
      ],
      ['top-list.replay.json', `[${text}]`],
    ];
    for (const [name, body] of cases) {
      const path = join(dir, name);
      writeFileSync(path, body);
      expect(readJsonObjectChunked(path, name, { maxBytes: MAX_REPLAY_BYTES }, 64)).toBeNull();
      expect(readReplayFile(path, name)).toEqual(parseReplayText(body, name));
    }
    expect(readReplayFile(join(dir, 'cut.replay.json'), 'cut.replay.json')).toMatchObject({
      ok: false,
      diagnostics: [{ code: 'replay/bad-json', line: 1, column: 3_001 }],
    });
    // A file that cannot be read is the reader's refusal, as before.
    expect(readReplayFile(dir, 'folder')).toMatchObject({ ok: false, diagnostics: [{ code: 'replay/unreadable' }] });
  }, 120_000);
});
