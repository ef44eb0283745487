// Shard jobs of a queued run cut each batch exactly as `--shard K/N` does, so a job's part is the part
// file of that shard; job ids are stable per run, batch and shard (adding a job twice adds it once).
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { shardRange } from '../../src/cli/shards';
import { decodeRecords, encodeRecords, planShards, shardRangeOf } from '../../src/host/shard-queue';
import type { GameRecord, Ruleset } from '../../src/engine';
import { prestartedWorkers, runBatches, type BatchJob } from '../../src/host/playtests';
import { loadCompiledGame } from '../../src/host/rulesets';

describe('planShards', () => {
  it('splits like --shard K/N for any game count and shard count', () => {
    for (const games of [1, 2, 7, 100, 401, 2000])
      for (const n of [1, 2, 3, 8, 13])
        for (let k = 1; k <= n; k++) expect(shardRangeOf(games, k, n)).toEqual(shardRange(games, { k, n }));
  });

  it('covers every game of every batch once, in order, with at most G games a job and ids runId.batch.shard', () => {
    const ruleset = { format: 1, id: 'x/y', kind: 'dog' } as unknown as Ruleset;
    const batches: BatchJob[] = [
      { ruleset, overrides: {}, bots: [{ type: 'random' as const }], seed: '1', games: 401 },
      { ruleset, overrides: { a: 1 }, bots: [{ type: 'random' as const }], seed: '1', games: 401, from: 1000 },
    ];
    const jobs = planShards(batches, ['h1', 'h2'], 100, {
      runId: 'r1',
      command: 'compare',
      labels: ['A', 'B'],
      engineVersion: 'v',
    });
    expect(jobs.map((j) => j.id)).toEqual([
      'r1.1.1',
      'r1.1.2',
      'r1.1.3',
      'r1.1.4',
      'r1.1.5',
      'r1.2.1',
      'r1.2.2',
      'r1.2.3',
      'r1.2.4',
      'r1.2.5',
    ]);
    for (const [s, from] of [
      [0, 0],
      [1, 1000],
    ] as const) {
      const mine = jobs.filter((j) => j.data.batch === s);
      expect(
        mine.every((j) => j.data.count <= 100 && j.data.rulesetHash === `h${s + 1}` && j.data.label === 'AB'[s]),
      ).toBe(true);
      const indices = mine.flatMap((j) => Array.from({ length: j.data.count }, (_, i) => j.data.from + i));
      expect(indices).toEqual(Array.from({ length: 401 }, (_, i) => from + i));
    }
  });

  it('a part survives the trip through the queue unchanged (gzip + base64 of the records)', () => {
    const records = [
      {
        index: 3,
        seed: '1-4',
        winners: [0, 2],
        team: 0,
        reason: 'x',
        truncated: false,
        aborted: null,
        actions: 12,
        rounds: 2,
        simulatedMs: 1.5e-7,
        points: null,
        firstSeat: 1,
        ruleCounts: { 'DOG-001': 2 },
        eventCounts: {},
        cardCounts: {},
        startHands: null,
        leadChanges: 0.1 + 0.2,
        midLeader: null,
        margin: -3,
      },
    ] as unknown as GameRecord[];
    expect(decodeRecords(encodeRecords(records))).toEqual(records);
    expect(() => decodeRecords(Buffer.from('nope').toString('base64'))).toThrow();
    expect(() => decodeRecords([Buffer.from('nope').toString('base64')])).toThrow();
  });

  it('a part is chunked: 2,500 games make 3 chunks of at most 1,000, and decode back in order', () => {
    const records = Array.from({ length: 2500 }, (_, index) => ({
      index,
      seed: `s${index}`,
    })) as unknown as GameRecord[];
    const chunks = encodeRecords(records);
    expect(chunks).toHaveLength(3);
    expect(chunks.map((c) => JSON.parse(gunzipSync(Buffer.from(c, 'base64')).toString()).length)).toEqual([
      1000, 1000, 500,
    ]);
    expect(decodeRecords(chunks)).toEqual(records);
  });
});

describe('runBatches keepWorkers (a queue worker plays shard after shard on the same thread)', () => {
  it('puts the thread of a finished run back, the next run takes it, and the games are the same as a fresh thread plays', async () => {
    const game = loadCompiledGame('dog/standard');
    if (!game.ok) throw new Error('dog/standard does not load');
    const job = {
      ruleset: game.game.ruleset,
      overrides: {},
      bots: [{ type: 'random' as const }],
      seed: 'keep',
      games: 3,
    };
    const before = prestartedWorkers();
    const first = await runBatches([job], { workers: 1, keepWorkers: true });
    expect(prestartedWorkers()).toBe(before + 1); // kept, not ended
    const second = await runBatches([{ ...job, from: 3 }], { workers: 1, keepWorkers: true });
    expect(prestartedWorkers()).toBe(before + 1); // the same thread was taken and given back: no new one
    const fresh = await runBatches([{ ...job, games: 6 }], { workers: 1 });
    expect(prestartedWorkers()).toBe(before); // without keepWorkers the thread is ended
    expect([...first[0]!, ...second[0]!]).toEqual(fresh[0]);
  }, 60_000);
});
