// Large files under the limits: the host's replay list reads asynchronously and caches by file stamp, so other
// requests are answered while it reads and an unchanged replay is not read again; `merge` joins a part of more
// than 130,000 games (records are appended one by one: spreading that many overflows the stack). Time and memory figures are in
// docs/robustness.md (scripts/bench-replays-list.ts, `/usr/bin/time -v`).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createHostService } from '../../src/host/service';
import { mergeParts } from '../../src/cli/shards';

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'rulebench.mjs');
const dir = mkdtempSync(join(tmpdir(), 'rb-large-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the CLI; throws with its stderr on failure. */
function cli(args: string[]): void {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  if (r.status !== 0) throw new Error(`rulebench ${args.join(' ')}: ${r.stderr}`);
}

describe('large files', () => {
  it('replays:list answers other requests while it reads, and sees new, changed and removed replays', async () => {
    const replays = join(dir, 'replays');
    mkdirSync(replays);
    cli(['simulate', 'dog/standard', '--games', '2', '--seed', '4', '--out', replays]);
    const [a, b] = ['dog-standard-4-1.replay.json', 'dog-standard-4-2.replay.json'];
    // Three replays of about 3 MB: annotations fill them (valid replays; notes are not covered by the hashes).
    const doc = JSON.parse(readFileSync(join(replays, a), 'utf8'));
    doc.annotations = Array.from({ length: 300 }, (_, i) => ({ step: 1, text: `note ${i} `.padEnd(10_000, 'x') }));
    for (const name of ['big-1', 'big-2', 'big-3'])
      writeFileSync(join(replays, `${name}.replay.json`), JSON.stringify(doc));
    const host = createHostService({ root: dir, replayDir: replays, playtestWorkers: 0 });

    // Another request (a timer) arriving just after the listing started is answered before the listing ends.
    let otherAt = 0;
    const other = new Promise<void>((done) =>
      setTimeout(() => {
        otherAt = performance.now();
        done();
      }, 0),
    );
    const list = await host['replays:list']();
    const listedAt = performance.now();
    await other;
    expect(otherAt).toBeGreaterThan(0);
    expect(otherAt).toBeLessThan(listedAt); // the whole listing ran before any other request
    expect(list.map((r) => r.file)).toEqual(['big-1.replay.json', 'big-2.replay.json', 'big-3.replay.json', a, b]);
    expect(list[0]).toMatchObject({ rulesetId: 'dog/standard', seed: '4-1', steps: doc.steps.length });

    // The cache follows the folder: a replaced file is read again, a removed one goes, a new one comes.
    writeFileSync(join(replays, 'big-2.replay.json'), readFileSync(join(replays, b)));
    unlinkSync(join(replays, 'big-3.replay.json'));
    writeFileSync(join(replays, 'broken.replay.json'), '{"format":');
    const again = await host['replays:list']();
    expect(again.map((r) => [r.file, r.seed])).toEqual([
      ['big-1.replay.json', '4-1'],
      ['big-2.replay.json', '4-2'],
      [a, '4-1'],
      [b, '4-2'],
    ]);
    // Concurrent calls give the same answer.
    const [x, y] = await Promise.all([host['replays:list'](), host['replays:list']()]);
    expect(x).toEqual(again);
    expect(y).toEqual(again);
  }, 120_000);

  it('merge joins a part of 140,000 games without overflowing the stack', () => {
    const part = join(dir, 'part.json');
    cli(['playtest', 'gassi/gassi-2.5.3', '--games', '2', '--seed', '1', '--shard', '1/1', '--out', part, '--quiet']);
    const doc = JSON.parse(readFileSync(part, 'utf8'));
    const one = { ...doc.sides[0].records[0], ruleCounts: {}, eventCounts: {}, cardCounts: {}, startHands: null };
    const games = 140_000;
    doc.games = games;
    doc.sides[0].records = Array.from({ length: games }, (_, index) => ({ ...one, index, seed: `1-${index + 1}` }));
    const big = join(dir, 'big-part.json');
    writeFileSync(big, JSON.stringify(doc));
    const merged = mergeParts([big]);
    expect(merged.records[0]).toHaveLength(games);
    expect(merged.records[0]![games - 1]!.index).toBe(games - 1);
  }, 120_000);
});
