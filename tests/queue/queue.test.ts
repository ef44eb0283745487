// Distributed playtests on Redis with BullMQ: a private redis-server and real `rulebench
// worker` processes; a queued compare prints exactly what the local `--workers 1` run prints, also when a worker is
// killed with SIGKILL in the middle of a shard (BullMQ's stalled check gives the shard to the other worker); a
// worker refuses a job of another engine version or ruleset hash, naming both; a shard that keeps failing ends
// the run with the shard and the error; an unreachable Redis is an error before any game.
import { Queue, QueueEvents, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileRuleset } from '../../src/engine';
import { loadCompiledGame } from '../../src/host/rulesets';
import { QUEUE_NAME, SHARD_ATTEMPTS, planShards, type ShardJobData } from '../../src/host/shard-queue';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseInvokeArgs } from '../../src/host/invoke-args';
import { createHostService } from '../../src/host/service';
import type { HostService, PlaytestRequest, PlaytestStatus } from '../../src/shared/ipc-contract';
import {
  REDIS_SERVER,
  ROOT,
  freePort,
  rulebench,
  startRedis,
  startWorker,
  stop,
  type Proc,
  type TestRedis,
} from './processes';

// 100 games a side: shards of 25 for the split across workers, one shard of 100 a side (about 1.5 s of games on a quiet
// machine) for the worker killed in the middle of one.
const COMPARE = ['compare', 'dog/standard', 'dog/maerki', '--games', '100', '--seed', '1', '--bots', 'random'];

describe.skipIf(!REDIS_SERVER)(
  `shard jobs on a Redis queue${REDIS_SERVER ? '' : ' (skipped: redis-server is not installed; apt-get install -y redis-server)'}`,
  () => {
    let redis: TestRedis;
    let local: Proc;
    const workers: Proc[] = [];

    beforeAll(async () => {
      redis = await startRedis();
      // The reference: the same comparison played locally in one thread (random bots, chosen for speed).
      local = rulebench([...COMPARE, '--workers', '1']);
      expect(await local.exit).toBe(0);
    }, 120_000);

    afterAll(async () => {
      await Promise.all(workers.map((w) => stop(w, 'SIGKILL')));
      await redis?.stop();
    });

    it('two workers play a 100-game compare; stdout is byte-identical to the local --workers 1 run', async () => {
      const w = [await startWorker(redis.url), await startWorker(redis.url)];
      workers.push(...w);
      const run = rulebench([...COMPARE, '--queue', redis.url, '--shard-games', '25']);
      expect(await run.exit).toBe(0);
      expect(run.out).toBe(local.out);
      expect(run.out).toMatch(
        /^bots: random, random, random, random; seed 1\nCaution: random bots answer questions about the rules badly/,
      );
      expect(run.err).toMatch(/8 shard jobs of up to 25 games on redis:\/\/127\.0\.0\.1:\d+\/0/);
      expect(run.err).toMatch(/compare: 200\/200 games \(100 %\), ETA 0\.0 s, 2 workers/);
      // Both workers played shards (each logs the shards it took and finished).
      for (const p of w)
        expect(p.out).toMatch(/: done shard \d\/4 of [AB]: dog\/(standard|maerki) \(games \d+…\d+\) in/);
      await Promise.all(w.map((p) => stop(p)));
    }, 120_000);

    it('a worker killed with SIGKILL in the middle of a shard: the shard is retried on the other worker, same output', async () => {
      const [a, b] = [await startWorker(redis.url), await startWorker(redis.url)];
      workers.push(a!, b!);
      const run = rulebench([...COMPARE, '--queue', redis.url, '--shard-games', '100']);
      // Worker a takes a shard of 100 games (about 1.5 s of games); it dies shortly after starting it.
      const took = await a!.waitFor(/took (shard 1\/1 of [AB]: dog\/\w+ \(games \d+…\d+\))/);
      await new Promise((r) => setTimeout(r, 700));
      expect(a!.out).not.toMatch(new RegExp(`done ${escape(took[1]!)}`)); // still in the middle of it
      await stop(a!, 'SIGKILL');
      expect(await run.exit).toBe(0);
      expect(run.out).toBe(local.out);
      // The progress log names the lost shard, that it went back to the queue, and the worker that played it again.
      expect(run.err).toMatch(
        new RegExp(`${escape(took[1]!)}: its worker stopped answering \\(stalled\\); put back in the queue`),
      );
      expect(run.err).toMatch(new RegExp(`${escape(took[1]!)}: retried on worker \\S+:${b!.pid}`));
      expect(b!.out).toMatch(new RegExp(`took ${escape(took[1]!)}, start 2 of this shard`));
      await stop(b!);
    }, 120_000);

    it('a worker refuses a job of another engine version or ruleset hash, naming both', async () => {
      const w = await startWorker(redis.url);
      workers.push(w);
      const mine = /engine version (\S+)\)/.exec(w.out)![1]!;
      const game = loadCompiledGame('dog/standard');
      if (!game.ok) throw new Error('dog/standard does not load');
      const { ruleset, hash } = game.game;
      const connection = { host: '127.0.0.1', port: redis.port, maxRetriesPerRequest: null };
      const queue = new Queue(QUEUE_NAME, { connection });
      const events = new QueueEvents(QUEUE_NAME, { connection });
      await events.waitUntilReady();
      try {
        const plan = (engineVersion: string, rulesetHash: string, runId: string) =>
          planShards([{ ruleset, overrides: {}, bots: [{ type: 'random' }], seed: '1', games: 2 }], [rulesetHash], 2, {
            runId,
            command: 'test',
            labels: ['A: dog/standard'],
            engineVersion,
          })[0]!;
        const failure = async (job: { id: string; data: ShardJobData }) => {
          const added = await queue.add('test', job.data, { jobId: job.id, attempts: SHARD_ATTEMPTS });
          await expect(added.waitUntilFinished(events, 30_000)).rejects.toThrow();
          const done = (await queue.getJob(job.id))!;
          expect(done.attemptsMade).toBe(1); // refused at once: no retry of a job this worker must not play
          return done.failedReason;
        };
        const version = await failure(plan('0.0.0+another-build', hash, 'refuse-version'));
        expect(version).toContain('engine version 0.0.0+another-build (the run)');
        expect(version).toContain(`${mine} (this worker)`);
        expect(version).toMatch(/refused shard 1\/1 of A: dog\/standard \(games 1…2\)/);
        const rules = await failure(plan(mine, '0123456789abcdef', 'refuse-hash'));
        expect(rules).toContain('ruleset dog/standard hash 0123456789abcdef (the run)');
        expect(rules).toContain(`${hash} (this worker)`);
        // The same job with the right version and hash is played (the refusals were about the versions only).
        const ok = plan(mine, hash, 'accept');
        const added = await queue.add('test', ok.data, { jobId: ok.id });
        const result = (await added.waitUntilFinished(events, 60_000)) as { count: number; engineVersion: string };
        expect(result.count).toBe(2);
        expect(result.engineVersion).toBe(mine);
        expect(compileRuleset(ruleset, {}).ok).toBe(true);
      } finally {
        await events.close();
        await queue.close();
        await stop(w);
      }
    }, 120_000);

    it('a shard that fails on every attempt ends the run: the retries and the final error name the shard; exit 1', async () => {
      // A broken worker (a plain BullMQ worker that throws, standing in for an engine crash on some machine).
      const broken = new Worker(
        QUEUE_NAME,
        async () => {
          throw new Error('engine crashed on this machine');
        },
        { connection: { host: '127.0.0.1', port: redis.port, maxRetriesPerRequest: null }, concurrency: 1 },
      );
      try {
        const run = rulebench([
          'compare',
          'dog/standard',
          'dog/maerki',
          '--games',
          '4',
          '--seed',
          '1',
          '--queue',
          redis.url,
          '--shard-games',
          '4',
        ]);
        expect(await run.exit).toBe(1);
        expect(run.out).toBe('');
        expect(run.err).toMatch(
          /shard 1\/1 of [AB]: dog\/\w+ \(games 1…4\): attempt 1 of 3 failed \(engine crashed on this machine\); retrying/,
        );
        expect(run.err).toMatch(
          /rulebench compare: shard 1\/1 of [AB]: dog\/\w+ \(games 1…4\) failed after 3 attempts: engine crashed on this machine\n$/,
        );
      } finally {
        await broken.close(true);
      }
    }, 120_000);

    it('the app (host playtest jobs) sends a compare to the queue: same report as the local run, workers seen, bad URLs refused', async () => {
      const w = await startWorker(redis.url);
      workers.push(w);
      const svc = createHostService({
        root: ROOT,
        replayDir: mkdtempSync(join(tmpdir(), 'rb-pt-queue-')),
        playtestWorkers: 1,
      });
      const req: PlaytestRequest = {
        mode: 'compare',
        a: { rulesetId: 'dog/standard', overrides: {} },
        b: { rulesetId: 'dog/maerki', overrides: {} },
        bots: ['random'],
        games: 30,
        seed: 'app',
      };
      const queued = await runJob(svc, { ...req, queue: `${redis.url}/0` });
      const localRun = await runJob(svc, req);
      expect(queued.state).toBe('done');
      expect(localRun.state).toBe('done');
      const { request: _q, ...queuedReport } = queued.report!;
      const { request: _l, ...localReport } = localRun.report!;
      expect(queuedReport).toEqual(localReport);
      expect(queued.queue?.workers).toBe(1);
      expect(
        queued.queue?.events.some((e) =>
          /^\d+ shard jobs? of up to \d+ games on redis:\/\/127\.0\.0\.1:\d+\/0/.test(e),
        ),
      ).toBe(true);
      expect(localRun.queue).toBeUndefined();
      // The request schema checks the URL as the CLI does; an unreachable Redis fails the job with the reason.
      expect(parseInvokeArgs('playtests:start', [{ ...req, queue: 'http://127.0.0.1:6379' }])).toMatchObject({
        ok: false,
        message: expect.stringContaining('the scheme must be redis:// or rediss://'),
      });
      const down = await runJob(svc, { ...req, queue: `redis://127.0.0.1:${await freePort()}` });
      expect(down.state).toBe('failed');
      expect(down.message).toMatch(/^cannot use Redis at redis:\/\/127\.0\.0\.1:\d+\/0: connect ECONNREFUSED/);
      expect(down.done).toBe(0);
      await stop(w);
    }, 120_000);

    it('Redis unreachable: a clear error and exit 1 before any game, for a run and for a worker', async () => {
      const port = await freePort(); // nothing listens there
      const started = Date.now();
      const run = rulebench([...COMPARE, '--queue', `redis://:secret@127.0.0.1:${port}/2`]);
      expect(await run.exit).toBe(1);
      expect(run.out).toBe('');
      expect(run.err).toBe(
        `rulebench compare: cannot use Redis at redis://:***@127.0.0.1:${port}/2: connect ECONNREFUSED 127.0.0.1:${port}\n`,
      ); // no progress line: no game
      expect(Date.now() - started).toBeLessThan(30_000);
      const worker = rulebench(['worker', `redis://127.0.0.1:${port}`]);
      expect(await worker.exit).toBe(1);
      expect(worker.err).toContain(
        `rulebench worker: cannot use Redis at redis://127.0.0.1:${port}/0: connect ECONNREFUSED`,
      );
    }, 60_000);
  },
);

/** Starts `req` on the host service and polls until it ends. */
async function runJob(svc: HostService, req: PlaytestRequest): Promise<PlaytestStatus> {
  const started = await svc['playtests:start'](req);
  if (!started.ok) throw new Error(started.message);
  let status = await svc['playtests:status'](started.jobId);
  for (let i = 0; i < 1200 && status?.state === 'running'; i++) {
    await new Promise((r) => setTimeout(r, 50));
    status = await svc['playtests:status'](started.jobId);
  }
  return status!;
}

/** `text` as a literal in a RegExp. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
