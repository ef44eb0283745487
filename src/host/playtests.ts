// Batch playtests in worker threads (docs/architecture.md "Heavy work and scale"): the games of one or more batches are cut
// into chunks of consecutive seeds, handed to a pool of workers (one per core by default) as they free up, and
// merged back by game index, so the records are identical for any number of workers. Chunks shrink towards the
// end of the run (guided self-scheduling), so the workers finish together. Progress with ETA; cancellable with an
// AbortSignal. Workers start from one pre-built module (no TypeScript transform per thread; see
// `playtestWorkerUrl`).
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ensureBundle, findCachedBundle } from './bundle-cache.mjs';
import {
  compileRuleset,
  formatDiagnostic,
  playGames,
  type BotSpec,
  type GameRecord,
  type Json,
  type Ruleset,
} from '../engine';
import type { ChunkTask, WorkerMessage } from './playtest-worker';

/** One batch: a resolved ruleset with option overrides, one bot spec per seat, a batch seed and a game count. */
export interface BatchJob {
  readonly ruleset: Ruleset;
  readonly overrides: Readonly<Record<string, Json>>;
  readonly bots: readonly BotSpec[];
  readonly seed: string;
  readonly games: number;
  /** Index of the first game (default 0): a shard of a larger batch plays games `from … from + games − 1`. */
  readonly from?: number;
  /** Action limit per game (default: the engine's `MAX_TRIAL_ACTIONS`). */
  readonly maxActions?: number;
}

/** Progress over all batches of a run. Times in ms; `etaMs` null until the first game is done. */
export interface BatchProgress {
  readonly done: number;
  readonly total: number;
  readonly elapsedMs: number;
  readonly etaMs: number | null;
}

/** How to run: worker count (0 = in this thread, no workers), progress callback, cancellation, chunk size. */
export interface RunOptions {
  /** Worker threads; default one per core (`os.availableParallelism()`); 0 plays in the calling thread. */
  readonly workers?: number;
  readonly onProgress?: (p: BatchProgress) => void;
  /**
   * Called when a worker finishes a chunk and none is left for it (it idles until the others finish): the time from
   * the first call to the end of the run is the load imbalance of the tail (`RULEBENCH_TIMING`).
   */
  readonly onWorkerIdle?: () => void;
  readonly signal?: AbortSignal;
  /**
   * After a run that completed, put its threads back among the started ones (`prestartWorkers`) instead of ending
   * them, so the next run starts on threads that have loaded the engine and compiled its code (a queue worker plays
   * one shard after another). Threads of a failed or cancelled run are always ended.
   */
  readonly keepWorkers?: boolean;
  /**
   * Games per chunk (fixed). Default: guided — a quarter of an even share per worker of the games not yet handed
   * out, 1…50, so chunks shrink towards the end and no worker is left with a long last chunk.
   */
  readonly chunkSize?: number;
}

/** Thrown (as the rejection) when a run is cancelled through its signal. */
export class PlaytestCancelled extends Error {
  constructor() {
    super('playtest cancelled');
    this.name = 'PlaytestCancelled';
  }
}

/** Default worker count: one per core. */
export function defaultWorkers(): number {
  return Math.max(1, availableParallelism());
}

/**
 * The module worker threads start from, first match wins:
 * 1. `playtest-worker.js` next to this module — the electron-vite build emits it beside `out/main/index.js`;
 * 2. a cached esbuild bundle of `playtest-worker.ts` (`bundle-cache.mjs`; rebuilt when an engine source changed)
 *    — running from the sources (CLI, browser mode, tests), unless `RULEBENCH_TSX` is set;
 * 3. `playtest-worker-boot.mjs`, which registers tsx in the thread and imports the TypeScript worker (slower:
 *    every worker transforms the engine again).
 */
export async function playtestWorkerUrl(): Promise<URL> {
  const ready = readyWorkerUrl();
  if (ready) return ready;
  const source = fileURLToPath(WORKER_SOURCE);
  if (!process.env['RULEBENCH_TSX'] && existsSync(source)) {
    const bundle = await ensureBundle({ entry: source, name: 'playtest-worker' });
    if (bundle) return pathToFileURL(bundle);
  }
  return new URL('./playtest-worker-boot.mjs', import.meta.url);
}

/** The electron-vite build's worker beside this module, and the worker's TypeScript source. */
const PREBUILT_WORKER = new URL('./playtest-worker.js', import.meta.url);
const WORKER_SOURCE = new URL('./playtest-worker.ts', import.meta.url);

/**
 * Steps 1 and 2 of `playtestWorkerUrl` without building: the prebuilt worker, or an up-to-date cached bundle (not
 * with `RULEBENCH_TSX`); null when the bundle would first have to be built.
 */
function readyWorkerUrl(): URL | null {
  if (existsSync(fileURLToPath(PREBUILT_WORKER))) return PREBUILT_WORKER;
  if (process.env['RULEBENCH_TSX']) return null;
  const bundle = findCachedBundle({ entry: fileURLToPath(WORKER_SOURCE), name: 'playtest-worker' });
  return bundle ? pathToFileURL(bundle) : null;
}

/** Workers started by `prestartWorkers` and not yet taken by a run, with the module they run. */
const warm: { worker: Worker; href: string; exited: boolean }[] = [];

/**
 * Starts up to `count` worker threads now, so that they load the engine while the caller still reads and compiles
 * its rulesets (the serial start of `compare`, `sweep`, `playtest`); the next `runBatches` takes them
 * instead of starting its own. Synchronous and best effort: nothing is started when the worker module would first
 * have to be built. Until taken, the workers do not keep the process alive (a command that fails while loading
 * exits as before), and one that failed to start is never used.
 */
export function prestartWorkers(count: number): void {
  const url = count > 0 ? readyWorkerUrl() : null;
  if (!url) return;
  while (warm.length < count) {
    const entry = { worker: new Worker(url), href: url.href, exited: false };
    entry.worker.unref();
    entry.worker.on('error', () => {}); // it also exits: `exited` keeps it out of every run
    entry.worker.once('exit', () => (entry.exited = true));
    warm.push(entry);
  }
}

/** How many prestarted workers wait for a run (started, not taken, not exited). */
export function prestartedWorkers(): number {
  return warm.filter((e) => !e.exited).length;
}

/**
 * Ends every prestarted or kept worker that no run has taken (resolves when they have stopped). For a caller that
 * runs commands in a long-lived process (the CLI in-process in tests): the next command starts from no threads, as
 * a new process would.
 */
export async function endPrestartedWorkers(): Promise<void> {
  const entries = warm.splice(0);
  await Promise.all(entries.map((e) => e.worker.terminate()));
}

/** Puts an idle thread of a finished run back among the started ones (`RunOptions.keepWorkers`). */
function keepWorker(worker: Worker, url: URL): void {
  // Only the run's own listeners: Node's 'newListener'/'removeListener' hooks restart the message port for the next run.
  for (const event of ['message', 'error', 'exit']) worker.removeAllListeners(event);
  const entry = { worker, href: url.href, exited: false };
  worker.unref();
  worker.on('error', () => {});
  worker.once('exit', () => (entry.exited = true));
  warm.push(entry);
}

/** A prestarted worker running `url`, kept alive from now on, or a new one. */
function takeWorker(url: URL): Worker {
  while (warm.length) {
    const entry = warm.shift()!;
    if (entry.exited || entry.href !== url.href) {
      void entry.worker.terminate();
      continue;
    }
    entry.worker.ref();
    return entry.worker;
  }
  return new Worker(url);
}

/**
 * Plays every batch and resolves to their records (`result[job][index]`, seed order). Throws (rejects) with the
 * ruleset's diagnostics if a batch does not compile, `PlaytestCancelled` on abort, or a worker's error.
 */
export async function runBatches(jobs: readonly BatchJob[], opts: RunOptions = {}): Promise<GameRecord[][]> {
  for (const job of jobs) {
    const r = compileRuleset(job.ruleset, job.overrides);
    if (!r.ok) throw new Error(r.error.map(formatDiagnostic).join('\n'));
  }
  const total = jobs.reduce((s, j) => s + j.games, 0);
  const workers = Math.min(opts.workers ?? defaultWorkers(), Math.max(1, total));
  const started = performance.now();
  let done = 0;
  const tick = () => {
    done++;
    if (!opts.onProgress) return;
    const elapsedMs = performance.now() - started;
    opts.onProgress({ done, total, elapsedMs, etaMs: done > 0 ? (elapsedMs / done) * (total - done) : null });
  };
  if (opts.signal?.aborted) throw new PlaytestCancelled();
  if (workers === 0) return runInline(jobs, tick, opts.signal);

  const tasks: ChunkTask[] = [];
  const taskJob: number[] = [];
  let left = total;
  jobs.forEach((job, j) => {
    for (let from = 0; from < job.games; ) {
      const count = Math.min(
        opts.chunkSize ?? Math.max(1, Math.min(50, Math.ceil(left / (workers * 4)))),
        job.games - from,
      );
      tasks.push({
        id: tasks.length,
        ruleset: job.ruleset,
        overrides: job.overrides,
        bots: job.bots,
        seed: job.seed,
        from: (job.from ?? 0) + from,
        count,
        maxActions: job.maxActions,
      });
      taskJob.push(j);
      from += count;
      left -= count;
    }
  });
  const results: GameRecord[][] = jobs.map((job) => new Array<GameRecord>(job.games));
  if (!tasks.length) return results; // no game at all (a shard of fewer games than shards): no worker would ever answer
  const url = await playtestWorkerUrl();
  if (opts.signal?.aborted) throw new PlaytestCancelled();
  return await new Promise<GameRecord[][]>((resolve, reject) => {
    const pool: Worker[] = [];
    let next = 0;
    let finished = 0;
    let settled = false;
    const stop = (err: Error | null) => {
      if (settled) return;
      settled = true;
      opts.signal?.removeEventListener('abort', onAbort);
      for (const w of pool) {
        if (!err && opts.keepWorkers) keepWorker(w, url);
        else void w.terminate();
      }
      if (err) reject(err);
      else resolve(results);
    };
    const onAbort = () => stop(new PlaytestCancelled());
    opts.signal?.addEventListener('abort', onAbort);
    const feed = (w: Worker) => {
      if (next < tasks.length) w.postMessage(tasks[next++]);
      else opts.onWorkerIdle?.();
    };
    for (let i = 0; i < Math.min(workers, tasks.length); i++) {
      const w = takeWorker(url);
      pool.push(w);
      w.on('message', (m: WorkerMessage) => {
        if (settled) return;
        if (m.type === 'game') tick();
        else if (m.type === 'error') stop(new Error(`playtest worker failed: ${m.message}`));
        else {
          const j = taskJob[m.id]!;
          const job = results[j]!;
          for (const r of m.records) job[r.index - (jobs[j]!.from ?? 0)] = r;
          if (++finished === tasks.length) stop(null);
          else feed(w);
        }
      });
      w.on('error', (e) => stop(e));
      w.on('exit', (code) => {
        if (!settled && code !== 0) stop(new Error(`playtest worker exited with code ${code}`));
      });
      feed(w);
    }
  });
}

/** Plays the batches in this thread, game by game (workers = 0), yielding to the event loop between games. */
async function runInline(jobs: readonly BatchJob[], tick: () => void, signal?: AbortSignal): Promise<GameRecord[][]> {
  const out: GameRecord[][] = [];
  for (const job of jobs) {
    const r = compileRuleset(job.ruleset, job.overrides);
    if (!r.ok) throw new Error(r.error.map(formatDiagnostic).join('\n'));
    const records: GameRecord[] = [];
    for (let i = 0; i < job.games; i++) {
      if (signal?.aborted) throw new PlaytestCancelled();
      records.push(...playGames(r.value, job.bots, job.seed, (job.from ?? 0) + i, 1, job.maxActions));
      tick();
      if (i % 20 === 19) await new Promise((res) => setImmediate(res));
    }
    out.push(records);
  }
  return out;
}
