// Nesting depth is bounded on the text, before parsing, wherever Rulebench reads a ruleset, replay, playtest part or
// queued job: a 4 KB merge part whose ruleset nests 2,000 levels threw an uncaught RangeError from the schema (zod
// recurses per level); now each reader refuses it with one line naming the file, the position and the limit.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { Job } from 'bullmq';
import { MAX_JSON_DEPTH, jsonDepthExceeded, parseBoundedJson, parseRulesetText } from '../../src/engine';
import { readReplayFile } from '../../src/host/replays';
import { decodeRecords, playShard } from '../../src/host/shard-queue';

const ROOT = join(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'rb-deep-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const nest = (d: number) => `${'['.repeat(d)}${']'.repeat(d)}`;
const rulebench = (...args: string[]) =>
  spawnSync(process.execPath, [join(ROOT, 'bin', 'rulebench.mjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });

describe('nesting bounded before parsing', () => {
  it('the depth scan skips brackets inside strings and names the first bracket too deep', () => {
    expect(jsonDepthExceeded(`{"a": "${'['.repeat(500)}"}`, 4)).toBe(-1);
    expect(jsonDepthExceeded(`{"a":\n ${nest(10)}}`, 4)).toBe(10); // the 5th level's bracket
    const r = parseBoundedJson(`{"a":\n ${nest(100)}}`, 'x.json', 'a test document');
    expect(r).toMatchObject({ ok: false, error: { code: 'json/too-deep', line: 2, column: 65 } });
    if (!r.ok)
      expect(r.error.message).toBe(
        `x.json:2:65: nests lists or maps deeper than ${MAX_JSON_DEPTH} levels (the limit for a test document); it is not one.`,
      );
    expect(parseBoundedJson('{"a": 1', 'y.json', 'a test document')).toMatchObject({
      ok: false,
      error: { code: 'json/syntax', line: 1, column: 8 },
    });
  });

  it('merge: a part whose ruleset nests 2,000 levels is refused in one line naming the file and the limit', () => {
    const part = join(dir, 'part.json');
    const made = rulebench('playtest', 'dog/standard', '--games', '2', '--seed', '1', '--shard', '1/1', '--out', part);
    expect(made.status).toBe(0);
    for (const d of [1000, 2000]) {
      const deep = join(dir, `deep-${d}.json`);
      writeFileSync(
        deep,
        readFileSync(part, 'utf8').replace('"presentation":', `"presentation":{"x":${nest(d)}},"p":`),
      );
      const r = rulebench('merge', deep);
      expect(r.status).toBe(1);
      expect(r.stderr).not.toMatch(/RangeError|Maximum call stack|at .*\.js:\d+/);
      expect(r.stderr).toMatch(
        new RegExp(
          `^rulebench merge: .*deep-${d}\\.json:1:\\d+: nests lists or maps deeper than 64 levels \\(the limit for a playtest part\\); it is not one\\.\\n$`,
        ),
      );
    }
  });

  it('a replay file nesting 2,000 levels is refused at the bracket, naming the limit', () => {
    const file = join(dir, 'deep.replay.json');
    writeFileSync(file, `{"format": "rulebench-replay/3",\n "outcome": ${nest(2000)}}`);
    const r = readReplayFile(file, 'deep.replay.json');
    expect(r).toMatchObject({ ok: false, diagnostics: [{ code: 'replay/too-deep', line: 2, column: 76 }] });
    if (!r.ok) expect(r.diagnostics[0]!.message).toMatch(/deeper than 64 levels \(the limit for a replay\)/);
  });

  it('a JSON ruleset nesting 2,000 levels is too-deep at its line:col before the YAML parser runs', () => {
    const text = `{"format": 1,\n "id": "x/y", "options": {"a": ${nest(2000)}}}`;
    const r = parseRulesetText(text, 'deep.json');
    expect(r.source).toBeNull();
    expect(r.diagnostics).toEqual([
      expect.objectContaining({ code: 'ruleset/too-deep', file: 'deep.json', line: 2, column: 62 }),
    ]);
  });

  it('a queued job nesting 2,000 levels fails at once (no retry) naming the limit; a deep part result is refused', async () => {
    const { UnrecoverableError } = await import('bullmq');
    const data = JSON.parse(`{"format": "rulebench-shard/1", "ruleset": {"presentation": ${nest(2000)}}}`);
    const job = { id: 'run.1.1', data } as unknown as Job;
    const run = playShard(job, 'w1');
    await expect(run).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(run).rejects.toThrow(
      /worker w1 refused job run\.1\.1: it nests lists or maps deeper than 64 levels \(the limit for a .* job\)/,
    );
    const deep = gzipSync(nest(2000)).toString('base64');
    expect(() => decodeRecords([deep])).toThrow(/deeper than 64 levels \(the limit for a part\)/);
  });
});
