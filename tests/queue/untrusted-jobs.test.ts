// Queue runs and workers against untrusted or unusual queues: a database number the server does not have, malformed
// and oversized jobs, Redis restarting under a run. Each test starts its own private redis-server (tests/queue/
// processes.ts) and real `rulebench` processes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPARE_SMALL, REDIS_SERVER, rulebench, startRedis, stop, type TestRedis } from './processes';

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
