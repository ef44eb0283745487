// A short run of the queue-job fuzz category (`npm run fuzz -- --only queue` runs the long one): malformed,
// oversized, deeply nested and hostile-key shard jobs against a real worker; none crashes or hangs it, each
// failure names its job clearly, and the worker stays under its memory limit.
import { describe, expect, it } from 'vitest';
import { REDIS_SERVER } from '../queue/processes';
import { QUEUE_JOB_MUTATIONS, WORKER_RSS_LIMIT_MB, runQueueJobFuzz } from './queue-fuzz';

describe.skipIf(!REDIS_SERVER)('queue-job fuzz (short)', () => {
  it('16 hostile jobs: 0 crashes, 0 hangs, clear reasons naming the job, worker under 500 MB', async () => {
    const r = await runQueueJobFuzz(16, 7);
    expect(r.notes).toEqual([]);
    expect({ crashes: r.crashes, hangs: r.hangs, unclear: r.unclear, violations: r.violations }).toEqual({
      crashes: 0,
      hangs: 0,
      unclear: 0,
      violations: 0,
    });
    expect(r.tried).toBe(16);
    for (const op of QUEUE_JOB_MUTATIONS) expect(r.outcomes[op]!.failed + r.outcomes[op]!.completed).toBe(4);
    expect(r.peakRssMb).toBeGreaterThan(0);
    expect(r.peakRssMb).toBeLessThan(WORKER_RSS_LIMIT_MB);
  }, 300_000);
});
