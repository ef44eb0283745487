// `--queue redis://HOST:PORT[/DB]` for the playtest commands: the batches are played as shard jobs by
// `rulebench worker` processes on any machine (src/host/shard-queue.ts, BullMQ on Redis) instead of this
// machine's threads. stdout is what the local run prints (the records are the same); stderr shows the same
// progress bar plus the workers seen, and one line per queue event (a lost worker, a retry). Ctrl+C takes the
// run's remaining shards off the queue.
import { runBatches, type BatchJob, type BatchProgress, type RunOptions } from '../host/playtests';
import { MAX_SHARD_GAMES, runOnQueue, type ShardTiming } from '../host/shard-queue';
import { UsageError, intOption } from './args';
import { parseQueueUrl } from '../shared/queue-url';

/** The queue options of `playtest`, `compare` and `sweep` (as parsed by `PLAYTEST_OPTIONS`). */
export interface QueueValues {
  readonly queue?: string;
  readonly 'shard-games'?: string;
  readonly shard?: string;
  readonly workers?: string;
}

/**
 * Checks the queue options before anything is loaded: `--queue` needs a value, takes no `--shard` (the queue makes
 * its own shards) or `--workers` (the workers are `rulebench worker` processes); `--shard-games` goes with `--queue`.
 * @throws UsageError naming the clash.
 */
export function checkQueueOptions(values: QueueValues): void {
  if (values['shard-games'] !== undefined && values.queue === undefined)
    throw new UsageError('--shard-games goes with --queue');
  if (values.queue === undefined) return;
  const url = parseQueueUrl(values.queue);
  if (!url.ok) throw new UsageError(`--queue: ${url.message}`);
  if (values.shard !== undefined)
    throw new UsageError('--queue cuts the run into shards itself: give --queue or --shard, not both');
  if (values.workers !== undefined)
    throw new UsageError(
      "--workers sets this machine's threads; with --queue the games are played by `rulebench worker` processes (their --concurrency)",
    );
  intOption('shard-games', values['shard-games'], 1, 1, MAX_SHARD_GAMES);
}

/** Threads to start ahead for a run: the local worker count, or one for the queue's shard-size probe (none with `--shard-games`). */
export function threadsAhead(values: QueueValues, workers: number): number {
  if (values.queue === undefined) return workers;
  return values['shard-games'] === undefined ? 1 : 0;
}

/** What a run does besides the games: progress, a place for event lines (stderr, under the bar), the command's name. */
export interface PlayContext {
  readonly command: string;
  /** A label per batch for queue messages (`A: dog/standard`). */
  readonly labels: readonly string[];
  readonly workers: number;
  readonly onProgress: (p: BatchProgress) => void;
  readonly onWorkerIdle?: () => void;
  /** Writes one line to stderr without breaking the progress bar. */
  readonly log: (line: string) => void;
}

/** The last queued run's figures, for the `elapsed` line and `RULEBENCH_TIMING`. */
let lastRun: { workers: number; timings: ShardTiming[]; url: string } | null = null;

/**
 * Plays `batches` locally (`runBatches` with `--workers`) or, with `--queue`, on the queue (`runOnQueue`); same
 * records either way. Ctrl+C during a queued run cancels it: the run's waiting shards are removed and the promise
 * rejects with `PlaytestCancelled`.
 * @throws QueueError (exit 1) for an unreachable Redis or a shard that failed for good; the rules' diagnostics.
 */
export async function playBatches(
  batches: readonly BatchJob[],
  values: QueueValues,
  ctx: PlayContext,
): Promise<import('../engine').GameRecord[][]> {
  if (values.queue === undefined) {
    const opts: RunOptions = {
      workers: ctx.workers,
      onProgress: ctx.onProgress,
      ...(ctx.onWorkerIdle ? { onWorkerIdle: ctx.onWorkerIdle } : {}),
    };
    return runBatches(batches, opts);
  }
  const abort = new AbortController();
  const onSigint = () => {
    ctx.log(`${ctx.command}: cancelling (Ctrl+C again stops at once)…`);
    abort.abort();
  };
  process.once('SIGINT', onSigint);
  const run = { workers: 0, timings: [] as ShardTiming[], url: values.queue };
  lastRun = run;
  try {
    return await runOnQueue(batches, {
      url: values.queue,
      command: ctx.command,
      labels: ctx.labels,
      ...(values['shard-games'] !== undefined ? { shardGames: Number(values['shard-games']) } : {}),
      signal: abort.signal,
      onProgress: (p) => {
        run.workers = p.workers;
        ctx.onProgress(p);
      },
      onEvent: (line) => ctx.log(`${ctx.command}: ${line}`),
      onTiming: (t) => run.timings.push(t),
    });
  } finally {
    process.removeListener('SIGINT', onSigint);
  }
}

/** How the `elapsed` line names who played: `with 2 workers` locally, `on the queue (3 workers)` for a queued run. */
export function playedBy(values: QueueValues, workers: number): string {
  if (values.queue === undefined || !lastRun) return `with ${workers} worker${workers === 1 ? '' : 's'}`;
  return `on the queue (${lastRun.workers} worker${lastRun.workers === 1 ? '' : 's'})`;
}

/**
 * With `RULEBENCH_TIMING` after a queued run: one stderr line with the queue's per-shard figures — medians of
 * enqueue → start (and the first shard's: a worker's pick-up time when it was idle), worker setup (checks, compile,
 * thread, first game's warm-up), games, a worker's pause between two shards, part transfer (worker → this process,
 * decoded) and part size — so the queue's own cost per shard can be read off (docs/scale.md).
 */
export function queueTimingLine(values: QueueValues): string | null {
  if (values.queue === undefined || !lastRun || !process.env['RULEBENCH_TIMING'] || !lastRun.timings.length)
    return null;
  const t = lastRun.timings;
  const med = (f: (x: ShardTiming) => number) => {
    const v = t.map(f).sort((a, b) => a - b);
    return v[Math.floor(v.length / 2)]!;
  };
  // A worker's pause between two shards: the next one's start (all jobs are enqueued at once, so enqueue→start
  // orders them) less the end of the one before (its start + setup + games): BullMQ finishing one job and handing out
  // the next, and the worker encoding the part.
  const gaps: number[] = [];
  for (const w of new Set(t.map((x) => x.worker))) {
    const mine = t.filter((x) => x.worker === w).sort((a, b) => a.queuedMs - b.queuedMs);
    for (let i = 1; i < mine.length; i++)
      gaps.push(mine[i]!.queuedMs - (mine[i - 1]!.queuedMs + mine[i - 1]!.setupMs + mine[i - 1]!.gamesMs));
  }
  gaps.sort((a, b) => a - b);
  const gap = gaps.length ? `, pause between shards on a worker ${gaps[Math.floor(gaps.length / 2)]!.toFixed(0)}` : '';
  const first = Math.min(...t.map((x) => x.queuedMs));
  return `queue timing (median of ${t.length} shard${t.length === 1 ? '' : 's'}, ms): enqueue→start ${med((x) => x.queuedMs).toFixed(0)} (first shard ${first.toFixed(0)}), worker setup ${med((x) => x.setupMs).toFixed(0)}, games ${med((x) => x.gamesMs).toFixed(0)}${gap}, part transfer ${med((x) => x.transferMs).toFixed(0)}, part ${(med((x) => x.bytes) / 1024).toFixed(0)} KB\n`;
}
