// Queue runs and workers against untrusted or unusual queues: a database number the server does not have, malformed
// and oversized jobs, Redis restarting under a run. Each test starts its own private redis-server (tests/queue/
// processes.ts) and real `rulebench` processes.
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCompiledGame } from '../../src/host/rulesets';
import { QUEUE_NAME, planShards, type ShardJobData } from '../../src/host/shard-queue';
import {
  COMPARE_SMALL,
  REDIS_SERVER,
  rulebench,
  startRedis,
  startWorker,
  stop,
  type Proc,
  type TestRedis,
} from './processes';

/** Adds a job whose stored data is exactly `text` (the queue is paused meanwhile, so no worker sees the placeholder). */
async function addRaw(queue: Queue, client: Redis, id: string, text: string): Promise<void> {
  await queue.pause();
  try {
    await queue.add(`hostile ${id}`, { placeholder: true }, { jobId: id, attempts: 3 });
    await client.hset(queue.toKey(id), 'data', text);
  } finally {
    await queue.resume();
  }
}

/** A valid shard job of dog/standard (2 random-bot games) with `change` applied to its data. */
function validJob(engineVersion: string, change: (d: Record<string, unknown>) => void = () => {}): ShardJobData {
  const game = loadCompiledGame('dog/standard');
  if (!game.ok) throw new Error('dog/standard does not load');
  const data = planShards(
    [{ ruleset: game.game.ruleset, overrides: {}, bots: [{ type: 'random' }], seed: '1', games: 2 }],
    [game.game.hash],
    2,
    { runId: 'hostile', command: 'test', labels: ['A: dog/standard'], engineVersion },
  )[0]!.data;
  const copy = structuredClone(data) as unknown as Record<string, unknown>;
  change(copy);
  return copy as unknown as ShardJobData;
}

describe.skipIf(!REDIS_SERVER)(
  `untrusted queues${REDIS_SERVER ? '' : ' (skipped: redis-server is not installed; apt-get install -y redis-server)'}`,
  () => {
    let redis: TestRedis;
    beforeAll(async () => {
      redis = await startRedis();
    }, 30_000);
    afterAll(async () => {
      await redis?.stop();
    });
    /** Jobs on the test queue that are not finished. */
    const queueLength = async () => {
      const queue = new Queue(QUEUE_NAME, { connection: { host: '127.0.0.1', port: redis.port } });
      try {
        const counts = await queue.getJobCounts('wait', 'delayed', 'active', 'prioritized');
        return Object.values(counts).reduce((a, b) => a + b, 0);
      } finally {
        await queue.close();
      }
    };

    it('a malformed job (data `not json{`) and oversized ones fail at once, naming the job and the limit; the worker goes on', async () => {
      const worker = await startWorker(redis.url, 15);
      const connection = { host: '127.0.0.1', port: redis.port, maxRetriesPerRequest: null };
      const queue = new Queue(QUEUE_NAME, { connection });
      const events = new QueueEvents(QUEUE_NAME, { connection });
      const client = new Redis(connection);
      await events.waitUntilReady();
      const mine = /engine version (\S+)\)/.exec(worker.out)![1]!;
      try {
        /** Adds a job with stored data `text`, waits until it ends (at most 20 s), returns its final state. */
        const outcome = async (id: string, text: string) => {
          await addRaw(queue, client, id, text);
          let state = await queue.getJobState(id);
          for (let i = 0; i < 200 && state !== 'failed' && state !== 'completed'; i++) {
            await new Promise((r) => setTimeout(r, 100));
            state = await queue.getJobState(id);
          }
          // Read raw: the test's own BullMQ would choke on the malformed data as the worker's did.
          const [reason, starts] = await client.hmget(queue.toKey(id), 'failedReason', 'ats');
          return { state, reason: reason ?? '', starts: Number(starts) };
        };
        const malformed = await outcome('malformed-1', 'not json{');
        expect(malformed.state).toBe('failed');
        expect(malformed.starts).toBe(1); // failed at once: no stall, no retry
        expect(malformed.reason).toMatch(/refused job malformed-1 \("hostile malformed-1"\): its data is not JSON \(/);
        const count = await outcome('count-1', JSON.stringify(validJob(mine, (d) => (d['count'] = 1_000_000))));
        expect(count.state).toBe('failed');
        expect(count.reason).toMatch(/refused job count-1 .*count: .*20000/);
        const bot = await outcome(
          'expert-1',
          JSON.stringify(validJob(mine, (d) => (d['bots'] = [{ type: 'expert', iterations: 1_000_000 }]))),
        );
        expect(bot.state).toBe('failed');
        expect(bot.reason).toMatch(/refused job expert-1 .*bots\.0\.iterations: .*100000/);
        const budget = await outcome(
          'budget-1',
          JSON.stringify(
            validJob(mine, (d) => ((d['bots'] = [{ type: 'expert', iterations: 100_000 }]), (d['count'] = 11))),
          ),
        );
        expect(budget.reason).toMatch(/refused job budget-1 .*over the search budget of 1,000,000 .*at most 10 games/);
        const big = await outcome(
          'big-1',
          JSON.stringify(
            validJob(mine, (d) => ((d['ruleset'] as Record<string, unknown>)['name'] = 'x'.repeat(60_000_000))),
          ),
        );
        expect(big.state).toBe('failed');
        expect(big.reason).toMatch(
          /refused job big-1 .*its data is 60,0\d\d,\d\d\d characters, over the limit of 3,000,000/,
        );
        const deep = await outcome('deep-1', `{"overrides":${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
        expect(deep.reason).toMatch(/refused job deep-1 .*nests deeper than 64 levels/);
        const proto = await outcome(
          'proto-1',
          JSON.stringify(validJob(mine)).replace('"overrides":{}', '"overrides":{"__proto__":{"x":1}}'),
        );
        expect(proto.reason).toMatch(/refused job proto-1 .*"__proto__" key \(at overrides\)/);
        // The worker is alive and still plays a valid job.
        const ok = await outcome('valid-1', JSON.stringify(validJob(mine)));
        expect(ok.state).toBe('completed');
        expect(worker.child.exitCode).toBeNull();
      } finally {
        client.disconnect();
        await events.close();
        await queue.close();
        await stop(worker);
      }
    }, 120_000);

    it("a run checks the limits before it enqueues: games per shard and the bots' search budget, naming the limit", async () => {
      const over = rulebench([...COMPARE_SMALL, '--queue', redis.url, '--shard-games', '20001']);
      expect(await over.exit).toBe(2);
      expect(over.err).toContain('--shard-games must be between 1 and 20000, got 20001');
      const budget = rulebench([
        ...COMPARE_SMALL,
        '--bots',
        'expert:100000',
        '--queue',
        redis.url,
        '--shard-games',
        '11',
      ]);
      expect(await budget.exit).toBe(1);
      expect(budget.err).toMatch(
        /--shard-games 11 is over the search budget of A: dog\/standard: 1,000,000 bot iterations per decision × games a shard allows at most 10 games/,
      );
      expect(await queueLength()).toBe(0);
    }, 60_000);

    it('Redis restarts (without its data) in the middle of a run: run and worker say so, the lost shards are enqueued again, same output', async () => {
      const compare = ['compare', 'dog/standard', 'dog/maerki', '--games', '60', '--seed', '3'];
      const local = rulebench([...compare, '--workers', '1']);
      const own = await startRedis();
      const worker = await startWorker(own.url, 2);
      let restarted: TestRedis | null = null;
      try {
        const run = rulebench([...compare, '--queue', own.url, '--shard-games', '6']);
        await run.waitFor(/20 shard jobs/, 60_000);
        await worker.waitFor(/: done shard/, 60_000); // some parts are in, others waiting or being played
        await own.stop(); // no persistence: the queue is gone
        await new Promise((r) => setTimeout(r, 1500));
        restarted = await startRedis(own.port);
        expect(await run.exit).toBe(0);
        expect(await local.exit).toBe(0);
        expect(run.out).toBe(local.out);
        expect(run.err).toMatch(
          new RegExp(
            `lost connection to Redis at ${escape(own.url)}/0 \\(.+\\); waiting up to 17 s for it to come back`,
          ),
        );
        expect(run.err).toMatch(new RegExp(`reconnected to Redis at ${escape(own.url)}/0 after \\d+\\.\\d s`));
        expect(run.err).toMatch(
          /shard \d+\/10 of [AB]: dog\/\w+ \(games \d+…\d+\): no longer in the queue \(Redis restarted without its data, or it was removed\); enqueued again/,
        );
        expect(run.err).not.toContain('removed by someone else');
        expect(run.err.match(/lost connection to Redis/g)).toHaveLength(1); // its own disconnect at the end is not one
        expect(worker.out).toMatch(
          new RegExp(`lost connection to Redis at ${escape(own.url)}/0 \\(.+\\); retrying until it is back`),
        );
        expect(worker.out).toMatch(
          new RegExp(`reconnected to Redis at ${escape(own.url)}/0 after \\d+\\.\\d s; taking shard jobs again`),
        );
        await stop(worker); // a worker stopping closes its connection: not reported as lost
        expect(worker.out.match(/lost connection to Redis/g)).toHaveLength(1);
        expect(worker.out).toMatch(/: stopped\n$/);
      } finally {
        await stop(worker);
        await stop(local);
        await restarted?.stop();
      }
    }, 180_000);

    it("a database number above the server's count (/99 on a 16-database Redis) is refused, for a run and a worker", async () => {
      const url = `${redis.url}/99`;
      const why = `cannot use Redis at ${url}: the server has 16 databases (0…15), not database 99`;
      const worker = rulebench(['worker', url, '--concurrency', '1']);
      const run = rulebench([...COMPARE_SMALL, '--queue', url, '--shard-games', '4']);
      const [w, r] = await Promise.all([
        Promise.race([
          worker.exit,
          worker.waitFor(/waiting for shard jobs/, 30_000).then(() => 'took jobs on database 0'),
        ]),
        Promise.race([run.exit, run.waitFor(/shard jobs? of up to/, 30_000).then(() => 'enqueued on database 0')]),
      ]).finally(() => Promise.all([stop(worker), stop(run)]));
      expect(w).toBe(1);
      expect(worker.err).toContain(`rulebench worker: ${why}`);
      expect(r).toBe(1);
      expect(run.err).toBe(
        `rulebench compare: ${why}; use a number in that range or raise \`databases\` in its redis.conf\n`,
      );
      expect(run.out).toBe('');
    }, 60_000);
  },
);

/** `text` as a literal in a RegExp. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
