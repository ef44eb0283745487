// The disk cache of ruleset parses: a hit gives what a parse gives (data, diagnostics, every position), texts with
// diagnostics or with values JSON cannot hold are never kept, a broken entry or folder only costs the parse again,
// and the folder stays bounded.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseRulesetText, type ParsedRuleset, type RulesetSource } from '../engine';
import { listRulesetFiles, PROJECT_ROOT } from './rulesets';
import { MAX_ENTRIES, parseRulesetTextCached } from './ruleset-parse-cache';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const freshDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'rb-parse-cache-'));
  dirs.push(d);
  return d;
};
const entries = (dir: string) => readdirSync(dir).filter((n) => n.endsWith('.json'));

/** Every JSON path of `value` (objects and arrays, depth first), the root included. */
function paths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const out = [at];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...paths(v, [...at, i])));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) out.push(...paths(v, [...at, k]));
  return out;
}

/** The positions `source` gives for every path of its data and for paths that are not there, value and key. */
function positions(source: RulesetSource): unknown[] {
  const all = [...paths(source.data), ['no-such-key'], ['options', 'no-such-option'], ['texts', 0, 'x']];
  return all.flatMap((p) => [source.locate(p), source.locate(p, 'key')]);
}

/** The parse of `text` without the cache, and the cached parse made twice (a miss that writes, then a hit). */
function bothWays(
  text: string,
  file: string,
  dir: string,
): { plain: ParsedRuleset; miss: ParsedRuleset; hit: ParsedRuleset } {
  return {
    plain: parseRulesetText(text, file),
    miss: parseRulesetTextCached(text, file, dir),
    hit: parseRulesetTextCached(text, file, dir),
  };
}

describe('ruleset parse cache', () => {
  it('every bundled ruleset: a hit gives the same data, no diagnostic and the same position for every path', () => {
    const dir = freshDir();
    const files = listRulesetFiles(join(PROJECT_ROOT, 'rulesets'));
    expect(files.length).toBeGreaterThan(10);
    for (const path of files) {
      const file = relative(PROJECT_ROOT, path);
      const text = readFileSync(path, 'utf8');
      const { plain, miss, hit } = bothWays(text, file, dir);
      expect(plain.diagnostics, file).toEqual([]);
      for (const r of [miss, hit]) {
        expect(r.diagnostics, file).toEqual([]);
        expect(r.source!.file).toBe(file);
        expect(r.source!.data, file).toEqual(plain.source!.data);
        expect(positions(r.source!), file).toEqual(positions(plain.source!));
      }
    }
    expect(entries(dir)).toHaveLength(files.length);
  });

  it('a hit read under another file name names that file', () => {
    const dir = freshDir();
    const text = readFileSync(join(PROJECT_ROOT, 'rulesets/dog/maerki.yaml'), 'utf8');
    parseRulesetTextCached(text, 'a.yaml', dir);
    expect(parseRulesetTextCached(text, 'b.yaml', dir).source!.file).toBe('b.yaml');
  });

  it('texts with diagnostics (syntax, header, duplicate key, .inf, .nan) and values JSON cannot hold (-0) are never kept', () => {
    const dir = freshDir();
    const header = 'format: 1\nid: x/y\nkind: dog\nname: X\nversion: "1"\nsource: a test\n';
    // A text that is kept (the other texts differ from it in one line).
    bothWays(`${header}options:\n  a: 1\n`, 'good.yaml', dir);
    expect(entries(dir)).toHaveLength(1);
    for (const text of [
      `${header}options: {a: 1\n`, // syntax error
      'format: 1\nid: x/y\nkind: dog\n', // header fields missing
      `${header}x: 1\nx: 2\n`, // duplicate key
      `${header}options:\n  a: .inf\n`,
      `${header}options:\n  a: .nan\n`,
      `${header}options:\n  a: -0.0\n`, // no diagnostic, but JSON would make it 0
    ]) {
      const { plain, miss, hit } = bothWays(text, 'bad.yaml', dir);
      for (const r of [miss, hit]) {
        expect(r.diagnostics, text).toEqual(plain.diagnostics);
        expect(r.source?.data, text).toEqual(plain.source?.data);
      }
      expect(entries(dir), text).toHaveLength(1);
    }
  });

  it('a damaged entry, a FIFO or a link is a miss: the text is parsed again (and a damaged entry written anew)', () => {
    const dir = freshDir();
    const text = readFileSync(join(PROJECT_ROOT, 'rulesets/dog/maerki.yaml'), 'utf8');
    const plain = parseRulesetText(text, 'm.yaml');
    parseRulesetTextCached(text, 'm.yaml', dir);
    const [name] = entries(dir);
    const good = readFileSync(join(dir, name!), 'utf8');
    for (const damaged of [
      '',
      '{"format":1',
      good.replace('"chars":', '"chars":1'),
      'null',
      '{"format":1,"chars":0}',
    ]) {
      writeFileSync(join(dir, name!), damaged);
      const r = parseRulesetTextCached(text, 'm.yaml', dir);
      expect(r.source!.data).toEqual(plain.source!.data);
      expect(readFileSync(join(dir, name!), 'utf8')).toBe(good);
    }
    // A FIFO or a link in the entry's place is a miss, never a blocked read.
    rmSync(join(dir, name!));
    execFileSync('mkfifo', [join(dir, name!)]);
    expect(parseRulesetTextCached(text, 'm.yaml', dir).source!.data).toEqual(plain.source!.data);
    rmSync(join(dir, name!));
    writeFileSync(join(dir, 'elsewhere.json'), good);
    symlinkSync(join(dir, 'elsewhere.json'), join(dir, name!));
    expect(parseRulesetTextCached(text, 'm.yaml', dir).source!.data).toEqual(plain.source!.data);
  });

  it('a folder that cannot be made or written changes nothing but the time', () => {
    const blocker = join(freshDir(), 'a-file');
    writeFileSync(blocker, 'not a folder');
    const text = readFileSync(join(PROJECT_ROOT, 'rulesets/dog/maerki.yaml'), 'utf8');
    const r = parseRulesetTextCached(text, 'm.yaml', join(blocker, 'cache'));
    expect(r.source!.data).toEqual(parseRulesetText(text, 'm.yaml').source!.data);
  });

  it(`keeps at most ${MAX_ENTRIES} entries, the newest, and no temporary file of a killed writer`, () => {
    const dir = freshDir();
    // What writeFileAtomic leaves when its process is killed mid-write (TEMP_FILE; no process has this PID).
    const dead = `.x.json.${2 ** 22 + 7}.1.0123abcd.tmp`;
    writeFileSync(join(dir, dead), '{"format":');
    const base = readFileSync(join(PROJECT_ROOT, 'rulesets/dog/deals-555.yaml'), 'utf8');
    for (let i = 0; i < MAX_ENTRIES + 5; i++) parseRulesetTextCached(`${base}\n# edit ${i}\n`, 'd.yaml', dir);
    expect(entries(dir)).toHaveLength(MAX_ENTRIES);
    expect(readdirSync(dir)).not.toContain(dead);
    // The last text's entry is among them: a hit (no new entry, the count stays).
    parseRulesetTextCached(`${base}\n# edit ${MAX_ENTRIES + 4}\n`, 'd.yaml', dir);
    expect(entries(dir)).toHaveLength(MAX_ENTRIES);
  });
});
