// `merge` reads a part file in chunks and parses each game record as it arrives, so the file is never held whole:
// the chunked untrusted reader keeps every check of the whole-file reader (UTF-8 across chunk ends, a BOM, the
// place of a bad byte), the splitter gives the same header and records however the bytes are cut, and the outputs
// of hundreds of thousands of records are written piece by piece with exactly the text `JSON.stringify` gives.
// Memory figures: docs/robustness.md.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PartSplitter, mergeParts, splitPartRecords } from '../../src/cli/shards';
import { prettyJson, writeOutput } from '../../src/cli/output';
import { readUntrustedChunksSync, readUntrustedTextSync } from '../../src/host/read-file';
import { recordsCsv, recordsCsvLines } from '../../src/engine';

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'rulebench.mjs');
const dir = mkdtempSync(join(tmpdir(), 'rb-streamed-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every chunk `readUntrustedChunksSync` hands over for `file` (1 MB limit far above the test files), or the refusal. */
function chunksOf(file: string): { chunks: Buffer[]; message?: string } {
  const chunks: Buffer[] = [];
  const r = readUntrustedChunksSync(file, file, { maxBytes: 64 * 1024 * 1024 }, (c) => {
    chunks.push(Buffer.from(c));
    return true;
  });
  return r.ok ? { chunks } : { chunks, message: r.message };
}

describe('chunked untrusted reads', () => {
  it('hand over whole UTF-8 characters, drop a BOM and name a bad byte as the whole-file read does', () => {
    const file = join(dir, 'chunks.txt');
    const MB = 1024 * 1024;
    // A three-byte "—" across the first read's end (the BOM is part of the first read), and a four-byte emoji across the second's.
    const text = 'a'.repeat(MB - 4) + '—' + 'b'.repeat(MB - 5) + '🂡' + 'ä\n'.repeat(1000);
    writeFileSync(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]));
    const { chunks, message } = chunksOf(file);
    expect(message).toBeUndefined();
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    for (const c of chunks) expect(Buffer.from(c.toString('utf8')).equals(c)).toBe(true); // no cut character
    expect(Buffer.concat(chunks).toString('utf8')).toBe(text);

    // A Latin-1 byte on line 1002, after two chunks have gone: the same message as the whole read, with line:col.
    const bad = Buffer.concat([Buffer.from(text), Buffer.from('x\nab'), Buffer.from([0xe4]), Buffer.from('c\n')]);
    writeFileSync(file, bad);
    const whole = readUntrustedTextSync(file, file, { maxBytes: 64 * 1024 * 1024 });
    expect(whole.ok).toBe(false);
    expect(chunksOf(file).message).toBe(!whole.ok && whole.message);
    expect(chunksOf(file).message).toMatch(/chunks\.txt:1002:3: byte 0xE4 is not valid UTF-8/);

    // A file that ends inside a character, and a NUL: refused like the whole read.
    writeFileSync(file, Buffer.concat([Buffer.from('ab\n'), Buffer.from('—').subarray(0, 2)]));
    expect(chunksOf(file).message).toMatch(/chunks\.txt:2:1: byte 0xE2 is not valid UTF-8/);
    writeFileSync(file, 'ab\ncd\0');
    expect(chunksOf(file).message).toMatch(/chunks\.txt:2:3: .*NUL/);
    // A FIFO-like refusal happens before any read: a folder.
    expect(chunksOf(dir).message).toMatch(/is a folder/);
  });
});

/** A real part file of three Gassi games. */
const partFile = join(dir, 'part.json');
beforeAll(() => {
  const r = spawnSync(
    process.execPath,
    [BIN, 'playtest', 'gassi/gassi-2.5.3', '--games', '3', '--seed', '7', '--shard', '1/1', '--out', partFile],
    { cwd: ROOT, encoding: 'utf8', timeout: 120_000 },
  );
  if (r.status !== 0) throw new Error(r.stderr);
}, 120_000);

describe('part splitter', () => {
  it('gives the same header and records however the bytes are cut into chunks', () => {
    const doc = JSON.parse(readFileSync(partFile, 'utf8'));
    // Strings that look like structure, escapes and multi-byte characters, in a record and in the header.
    doc.sides[0].records[1].reason = 'a "quoted" }],{ \\ reason — 🂡';
    doc.botsText = '"records": [ — \\';
    // The splitter does not read the rules: a small ruleset keeps the cut-at-every-byte loop short.
    doc.sides[0].ruleset = { id: 'x/y', records: [{ a: '}' }], nested: { records: [] } };
    const bytes = Buffer.from(JSON.stringify(doc, null, 1));
    const one = splitPartRecords(bytes)!;
    expect(one.records[0]!.map((b) => JSON.parse(b.toString()))).toEqual(doc.sides[0].records);
    expect(JSON.parse(one.header)).toEqual({ ...doc, sides: [{ ...doc.sides[0], records: [] }] });

    const cut = (at: number[]) => {
      const records: string[] = [];
      const splitter = new PartSplitter((side, b) => {
        records.push(`${side}:${b.toString()}`);
        return true;
      });
      let from = 0;
      for (const to of [...at, bytes.length]) {
        expect(splitter.push(bytes.subarray(from, to))).toBe(true);
        from = to;
      }
      return { end: splitter.end(), records };
    };
    const expected = { end: { header: one.header, sides: 1 }, records: one.records[0]!.map((b) => `0:${b}`) };
    // Two chunks, cut at every byte (inside keys, strings, escapes, records and between them).
    for (let at = 0; at <= bytes.length; at++) expect(cut([at])).toEqual(expected);
    // Many small chunks.
    for (const size of [1, 2, 3, 7, 64]) {
      const at = Array.from({ length: Math.floor(bytes.length / size) }, (_, i) => (i + 1) * size);
      expect(cut(at)).toEqual(expected);
    }
  });

  it('refuses what is not a part in the layout, so that merge names the problem from the whole file', () => {
    const text = readFileSync(partFile, 'utf8');
    const doc = JSON.parse(text);
    const refused = (t: string) => {
      const s = new PartSplitter(() => true);
      return !s.push(Buffer.from(t)) || s.end() === null;
    };
    expect(refused(text)).toBe(false);
    expect(refused(text.slice(0, -10))).toBe(true); // cut
    expect(refused(JSON.stringify({ ...doc, sides: [{ ...doc.sides[0], records: ['x', 1] }] }))).toBe(true);
    expect(refused(JSON.stringify({ ...doc, sides: [{ ...doc.sides[0], records: [5] }] }))).toBe(true);
    expect(refused(text.replace('"sides"', '"sides":[],"x"'))).toBe(false); // sides once, x ignored as a key
    expect(refused(`${text.trim().slice(0, -1)},"sides":[]}`)).toBe(true); // sides twice

    // A string where a record belongs was dropped silently by a splitter that only looked at objects: now merge
    // reads the whole file and the schema names it.
    const withString = join(dir, 'string-record.json');
    writeFileSync(
      withString,
      JSON.stringify({ ...doc, sides: [{ ...doc.sides[0], records: [...doc.sides[0].records, 'x'] }] }),
    );
    expect(() => mergeParts([withString])).toThrow(
      /string-record\.json: not a playtest part file \(sides\.0\.records\.3: /,
    );
    // A record that is not valid JSON in a part otherwise in the layout: named with its place.
    const broken = join(dir, 'broken-record.json');
    writeFileSync(broken, JSON.stringify(doc).replace(/"actions":(\d+)/, '"actions":$1x'));
    expect(() => mergeParts([broken])).toThrow(/broken-record\.json:1:\d+: not valid JSON/);
    // A record of the wrong shape and a header of the wrong shape: the header's problem is named first, as a
    // whole-file check names it.
    doc.sides[0].records[2].rounds = 'three';
    writeFileSync(broken, JSON.stringify(doc));
    expect(() => mergeParts([broken])).toThrow(/\(sides\.0\.records\.2\.rounds: /);
    doc.seed = 7;
    writeFileSync(broken, JSON.stringify(doc));
    expect(() => mergeParts([broken])).toThrow(/\(seed: /);
  });

  it('merges a part read in chunks into the records of the part (a multi-byte reason across a chunk end)', () => {
    const doc = JSON.parse(readFileSync(partFile, 'utf8'));
    const games = 4000;
    const one = doc.sides[0].records[0];
    doc.games = games;
    doc.sides[0].records = Array.from({ length: games }, (_, index) => ({
      ...one,
      index,
      seed: `7-${index + 1}`,
      reason: `${'é'.repeat(index % 300)}🂡 ${index}`,
    }));
    const big = join(dir, 'chunked-part.json');
    writeFileSync(big, JSON.stringify(doc));
    expect(readFileSync(big).length).toBeGreaterThan(2 * 1024 * 1024); // three reads at least
    const merged = mergeParts([big]);
    expect(merged.records[0]).toEqual(doc.sides[0].records);
  });
});

describe('outputs written piece by piece', () => {
  it('prettyJson joins to exactly the text of JSON.stringify(value, null, 2)', () => {
    const values: unknown[] = [
      { seed: 's', games: 2, skip: undefined, fn: () => 1, records: [{ a: 1, b: [1, { c: null }] }, { a: NaN }] },
      { records: [[{ x: 1 }, { y: [] }], [], [{}]], empty: {}, list: [undefined, () => 0, Symbol('s'), 'ü"\n'] },
      [1, 'two', { three: [3, { four: 4 }] }, []],
      { when: new Date(0), nested: { deeper: { deepest: { d: [1, 2] } } }, 2: 'number key first' },
      'text',
      null,
      {},
      [],
    ];
    for (const v of values)
      for (const depth of [0, 1, 2, 3, 5])
        expect([...prettyJson(v, depth)].join('')).toBe(`${JSON.stringify(v, null, 2)}\n`);
  });

  it('writeOutput writes a sequence of pieces as one file, atomically', () => {
    const out = join(dir, 'pieces.json');
    const value = { games: 3000, records: Array.from({ length: 3000 }, (_, i) => ({ i, text: 'x'.repeat(500) })) };
    writeOutput(out, prettyJson(value));
    expect(readFileSync(out, 'utf8')).toBe(`${JSON.stringify(value, null, 2)}\n`);
  });

  it('recordsCsvLines joins to recordsCsv', () => {
    const doc = JSON.parse(readFileSync(partFile, 'utf8'));
    const records = doc.sides[0].records;
    expect([...recordsCsvLines(records, 'A')].join('')).toBe(recordsCsv(records, 'A'));
    expect([...recordsCsvLines(records, 'B', false)].join('')).toBe(
      recordsCsv(records, 'B').split('\n').slice(1).join('\n'),
    );
  });
});
