// The queue-job fuzz category (`npm run fuzz -- --only queue`, and a short run in `npm test`): hostile shard jobs —
// malformed data, oversized values, deep nesting, hostile keys — written straight into a private Redis and played
// by a real `rulebench worker` process. Properties: every job ends (failed or completed) within the time limit,
// a failed job's reason names the job and is a clear message, the worker never exits, and its peak memory
// (VmHWM of /proc/PID/status, the kernel's high-water mark of its resident set) stays under the limit.
import { readFileSync } from 'node:fs';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { loadCompiledGame } from '../../src/host/rulesets';
import { QUEUE_NAME, planShards, type ShardJobData } from '../../src/host/shard-queue';
import { startRedis, startWorker, stop } from '../queue/processes';
import { Rand, unclearMessage } from './fuzz-lib';

/** The mutation families of the category. */
export const QUEUE_JOB_MUTATIONS = ['malformed', 'oversized', 'deep', 'hostile-keys'] as const;
export type QueueJobMutation = (typeof QUEUE_JOB_MUTATIONS)[number];

/** Peak resident memory a worker may reach over the campaign (MB). */
export const WORKER_RSS_LIMIT_MB = 500;

/** Wall time a job may take to end (ms) before it counts as a hang: a worker is never idle-waiting on a hostile job. */
export const QUEUE_JOB_HANG_MS = 30_000;

/** Results of a queue-job campaign. */
export interface QueueFuzzResult {
  tried: number;
  crashes: number;
  hangs: number;
  unclear: number;
  violations: number;
  /** Jobs that completed (a mutation that left the job valid) and that failed, per mutation family. */
  outcomes: Record<string, { failed: number; completed: number }>;
  /** The worker's peak resident set (MB, VmHWM) and its resident set at the end (MB, VmRSS). */
  peakRssMb: number;
  endRssMb: number;
  notes: string[];
}

/** A valid 2-game shard job of dog/standard for `engineVersion` (random bots), as plain JSON data. */
function validJob(engineVersion: string): Record<string, unknown> {
  const game = loadCompiledGame('dog/standard');
  if (!game.ok) throw new Error('dog/standard does not load');
  const data: ShardJobData = planShards(
    [{ ruleset: game.game.ruleset, overrides: {}, bots: [{ type: 'random' }], seed: '1', games: 2 }],
    [game.game.hash],
    2,
    { runId: 'fuzz', command: 'fuzz', labels: ['A: dog/standard'], engineVersion },
  )[0]!.data;
  return structuredClone(data) as unknown as Record<string, unknown>;
}

/** `value` nested `levels` deep in arrays or objects. */
function nest(levels: number, r: Rand): string {
  return r.next() < 0.5
    ? `${'['.repeat(levels)}1${']'.repeat(levels)}`
    : `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

/** The stored data text of a hostile job of family `op` (seeded by `r`), built from a valid job. */
export function mutateQueueJob(valid: Record<string, unknown>, op: QueueJobMutation, r: Rand): string {
  const d = structuredClone(valid) as Record<string, unknown> & { ruleset: Record<string, unknown> };
  const text = JSON.stringify(d);
  switch (op) {
    case 'malformed':
      return r.pick([
        () => 'not json{',
        () => text.slice(0, r.int(text.length)),
        () => '',
        () => 'null',
        () => '[]',
        () => '"a string"',
        () => '1e999',
        () => text.replace('"format"', '"format\u0000"'),
        () => text.replace(/[{}]/, ''),
        () => Array.from({ length: 200 }, () => String.fromCharCode(r.int(65536))).join(''),
        () => `${text}${text}`,
        () => JSON.stringify({ ...d, format: 'rulebench-shard/99' }),
        () => JSON.stringify({ ...d, bots: 'random' }),
        () => JSON.stringify({ ...d, label: '\u001b[2J\nfake line\r' }),
      ])();
    case 'oversized': {
      const big = (n: number) => 'x'.repeat(n);
      return r.pick([
        () => JSON.stringify({ ...d, count: r.pick([1_000_000, 1e9, 20_001, -1, 1.5, 1e308]) }),
        () => JSON.stringify({ ...d, games: r.pick([1e9, 1e12]), count: 2 }),
        () => JSON.stringify({ ...d, bots: [{ type: 'expert', iterations: r.pick([1_000_000, 100_001, 1e12]) }] }),
        () => JSON.stringify({ ...d, bots: [{ type: 'expert', iterations: 100_000 }], count: 11 }),
        () => JSON.stringify({ ...d, bots: [{ type: 'ismcts', depth: 1e9 }] }),
        () => JSON.stringify({ ...d, bots: Array.from({ length: 1000 }, () => ({ type: 'random' })) }),
        () => JSON.stringify({ ...d, ruleset: { ...d.ruleset, name: big(r.pick([3_500_000, 8_000_000])) } }),
        () => JSON.stringify({ ...d, ruleset: { ...d.ruleset, notes: big(2_100_000) } }),
        () => JSON.stringify({ ...d, label: big(1_000_000), seed: big(1_000_000) }),
        () => JSON.stringify({ ...d, maxActions: 1e12 }),
        () => JSON.stringify({ ...d, shard: { k: 1, n: 1e9 } }),
        () =>
          JSON.stringify({
            ...d,
            overrides: Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`o${i}`, i])),
          }),
      ])();
    }
    case 'deep': {
      const levels = r.pick([65, 200, 5000, 100_000]);
      const where = r.pick(['overrides', 'ruleset', 'params', 'top']);
      if (where === 'top') return nest(levels, r);
      if (where === 'params')
        return text.replace(
          '"bots":[{"type":"random"}]',
          `"bots":[{"type":"random","params":{"p":${nest(levels, r)}}}]`,
        );
      if (where === 'overrides') return text.replace('"overrides":{}', `"overrides":{"x":${nest(levels, r)}}`);
      return text.replace('"ruleset":{', `"ruleset":{"deep":${nest(levels, r)},`);
    }
    case 'hostile-keys': {
      const key = r.pick([
        '__proto__',
        'constructor',
        'prototype',
        'toString',
        'hasOwnProperty',
        'valueOf',
        '__defineGetter__',
      ]);
      const value = r.pick(['{"polluted":true}', '1', 'null', '"x"', '[]', '{"toString":1}']);
      const where = r.pick(['top', 'overrides', 'ruleset', 'params', 'options']);
      const entry = `${JSON.stringify(key)}:${value}`;
      if (where === 'top') return text.replace(/^\{/, `{${entry},`);
      if (where === 'overrides') return text.replace('"overrides":{}', `"overrides":{${entry}}`);
      if (where === 'params')
        return text.replace('"bots":[{"type":"random"}]', `"bots":[{"type":"random","params":{${entry}}}]`);
      if (where === 'options' && /"options":\{/.test(text)) return text.replace('"options":{', `"options":{${entry},`);
      return text.replace('"ruleset":{', `"ruleset":{${entry},`);
    }
  }
}

/** Peak and current resident set of process `pid` (MB), from /proc (Linux). */
function rssOf(pid: number): { peak: number; now: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { peak: kb('VmHWM') / 1024, now: kb('VmRSS') / 1024 };
}

/**
 * Runs `count` hostile jobs (families in turn, each derived from `seed` and its index) against a private
 * redis-server and one `rulebench worker` (one job at a time, 15 s lock), and returns the tally. Never throws for
 * a property violation: those are counted and noted (at most 10 notes).
 */
export async function runQueueJobFuzz(
  count: number,
  seed: number,
  log: (line: string) => void = () => {},
): Promise<QueueFuzzResult> {
  const res: QueueFuzzResult = {
    tried: 0,
    crashes: 0,
    hangs: 0,
    unclear: 0,
    violations: 0,
    outcomes: {},
    peakRssMb: 0,
    endRssMb: 0,
    notes: [],
  };
  const note = (s: string) => res.notes.length < 10 && res.notes.push(s);
  const redis = await startRedis();
  const worker = await startWorker(redis.url, 15);
  const connection = { host: '127.0.0.1', port: redis.port, maxRetriesPerRequest: null };
  const queue = new Queue(QUEUE_NAME, { connection });
  const client = new Redis(connection);
  try {
    const version = /engine version (\S+)\)/.exec(worker.out)![1]!;
    const valid = validJob(version);
    for (let i = 0; i < count; i++) {
      const op = QUEUE_JOB_MUTATIONS[i % QUEUE_JOB_MUTATIONS.length]!;
      const text = mutateQueueJob(valid, op, new Rand(seed * 1_000_003 + i));
      const id = `fuzz-${seed}-${i}`;
      // Paused while the stored data is replaced, so the worker only ever sees the hostile text.
      await queue.pause();
      await queue.add(`fuzz ${op}`, { placeholder: true }, { jobId: id, attempts: 3, removeOnComplete: true });
      await client.hset(queue.toKey(id), 'data', text);
      await queue.resume();
      res.tried++;
      const started = Date.now();
      let state = await queue.getJobState(id);
      while (
        state !== 'failed' &&
        state !== 'completed' &&
        state !== 'unknown' &&
        Date.now() - started < QUEUE_JOB_HANG_MS
      ) {
        if (worker.child.exitCode !== null || worker.child.signalCode !== null) break;
        await new Promise((r) => setTimeout(r, 50));
        state = await queue.getJobState(id);
      }
      const o = (res.outcomes[op] ??= { failed: 0, completed: 0 });
      if (worker.child.exitCode !== null || worker.child.signalCode !== null) {
        res.crashes++;
        note(
          `#${i} ${op}: the worker exited (${worker.child.exitCode ?? worker.child.signalCode}): ${worker.err.slice(-300)}`,
        );
        break;
      }
      if (state === 'completed' || state === 'unknown')
        o.completed++; // removeOnComplete: gone once done
      else if (state === 'failed') {
        o.failed++;
        const [reason, starts] = await client.hmget(queue.toKey(id), 'failedReason', 'ats');
        const unclear = unclearMessage(reason);
        if (unclear) {
          res.unclear++;
          note(`#${i} ${op}: ${unclear}`);
        } else if (!reason!.includes(`job ${id}`)) {
          res.violations++;
          note(`#${i} ${op}: the reason does not name job ${id}: ${reason!.slice(0, 200)}`);
        } else if (Number(starts) !== 1) {
          res.violations++;
          note(`#${i} ${op}: failed after ${starts} starts, not at once: ${reason!.slice(0, 200)}`);
        }
      } else {
        res.hangs++;
        note(`#${i} ${op}: still ${state} after ${QUEUE_JOB_HANG_MS / 1000} s`);
      }
      const rss = rssOf(worker.pid);
      res.peakRssMb = Math.max(res.peakRssMb, rss.peak);
      res.endRssMb = rss.now;
      if ((i + 1) % 50 === 0)
        log(
          `  queue jobs ${i + 1}/${count} (worker peak ${res.peakRssMb.toFixed(0)} MB; ${res.crashes} crashes, ${res.hangs} hangs so far)`,
        );
    }
    if (res.peakRssMb > WORKER_RSS_LIMIT_MB) {
      res.violations++;
      note(`the worker's peak resident set was ${res.peakRssMb.toFixed(0)} MB, over ${WORKER_RSS_LIMIT_MB} MB`);
    }
  } finally {
    client.disconnect();
    await queue.close();
    await stop(worker);
    await redis.stop();
  }
  return res;
}
