// A queued job's label, run id and id come from whoever enqueued it: the worker prints them as one line each, with
// line breaks and ANSI escape codes shown as escapes, so a job cannot forge log lines or recolour the terminal.
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_NAME } from '../../src/host/shard-queue';
import { printableLine } from '../../src/shared/printable';
import { REDIS_SERVER, startRedis, startWorker, stop, type TestRedis } from './processes';

describe('printableLine', () => {
  it('escapes line breaks, ESC and other controls and direction overrides; keeps letters', () => {
    expect(printableLine('a\nb\r\tc\u001b[31md\u0000\u007f\u202ee Zürich 東京')).toBe(
      'a\\nb\\r\\tc\\x1b[31md\\x00\\x7f\\u202Ee Zürich 東京',
    );
  });
});

describe.skipIf(!REDIS_SERVER)(
  `worker log${REDIS_SERVER ? '' : ' (skipped: redis-server is not installed; apt-get install -y redis-server)'}`,
  () => {
    let redis: TestRedis;
    beforeAll(async () => {
      redis = await startRedis();
    }, 30_000);
    afterAll(async () => {
      await redis?.stop();
    });

    it('a label with a line break and ANSI codes is printed escaped, on one line', async () => {
      const worker = await startWorker(redis.url);
      const queue = new Queue(QUEUE_NAME, { connection: { host: '127.0.0.1', port: redis.port } });
      try {
        const label = 'B\n\u001b[32mworker-9: done shard 1/1 of A (games 1…1) in 0.1 s\u001b[0m';
        await queue.add(
          'shard',
          { shard: { k: 1, n: 1 }, label, from: 0, count: 1, runId: 'r\u001b[2J' },
          { jobId: 'evil' },
        );
        await worker.waitFor(/failed: /, 60_000);
      } finally {
        await queue.close();
        await stop(worker);
      }
      expect(worker.out).not.toContain('\u001b');
      expect(worker.out).not.toMatch(/^worker-9: done/m);
      expect(worker.out).toMatch(
        /: took shard 1\/1 of B\\n\\x1b\[32mworker-9: done shard 1\/1 of A \(games 1…1\) in 0\.1 s\\x1b\[0m \(games 1…1\) \(run r\\x1b\[2J\)$/m,
      );
    }, 120_000);
  },
);
