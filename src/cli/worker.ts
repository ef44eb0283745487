// `rulebench worker redis://HOST:PORT[/DB] [--concurrency N] [--lock-seconds S]`: takes shard jobs of
// `playtest|compare|sweep … --queue URL` runs from the Redis queue (BullMQ), plays each in a thread of this
// machine's playtest pool and returns its part. Refuses a job of another engine version or ruleset hash. Runs
// until Ctrl+C (or SIGTERM): the shards being played finish first; a second Ctrl+C stops at once (those shards
// go back to the queue as stalled and another worker plays them).
import { printableLine } from '../shared/printable';
import { defaultWorkers } from '../host/playtests';
import { engineVersion } from '../host/engine-version';
import { startShardWorker } from '../host/shard-queue';
import { UsageError, intOption, parse } from './args';
import { parseQueueUrl } from '../shared/queue-url';

/** Runs the worker; resolves to 0 after a clean stop, 1 (QueueError, from the dispatcher) when Redis cannot be reached at the start. */
export async function workerCommand(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parse(argv, { concurrency: { type: 'string' }, 'lock-seconds': { type: 'string' } });
  if (positionals.length !== 1)
    throw new UsageError('worker needs the queue URL, e.g. rulebench worker redis://127.0.0.1:6379');
  const url = parseQueueUrl(positionals[0]!);
  if (!url.ok) throw new UsageError(url.message);
  const concurrency = intOption('concurrency', values.concurrency, defaultWorkers(), 1, 256);
  const lockSeconds = intOption('lock-seconds', values['lock-seconds'], 15, 1, 3600);
  // Lines carry a job's label, run id and errors, which come from whoever enqueued the job: printed as one line each,
  // with control characters (line breaks, ANSI escape codes) shown as escapes.
  const log = (line: string) => process.stdout.write(`${printableLine(line)}\n`);
  const worker = await startShardWorker({ url: positionals[0]!, concurrency, lockMs: lockSeconds * 1000, log });
  log(
    `${worker.name}: waiting for shard jobs on ${worker.url} (${concurrency} at a time; engine version ${engineVersion()}); Ctrl+C stops`,
  );
  await new Promise<void>((resolve) => {
    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) {
        log(`${worker.name}: ${signal} again: stopping now (the shards being played go back to the queue)`);
        process.exit(130);
      }
      stopping = true;
      log(
        `${worker.name}: ${signal}: finishing the shards being played, then stopping (${signal} again stops at once)`,
      );
      void worker.close().then(resolve);
    };
    process.on('SIGINT', () => stop('SIGINT'));
    process.on('SIGTERM', () => stop('SIGTERM'));
  });
  log(`${worker.name}: stopped`);
  return 0;
}
