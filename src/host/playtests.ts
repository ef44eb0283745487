// Batch playtests in worker threads (DESIGN "Heavy work and scale"): the games of one or more batches are cut
// into chunks of consecutive seeds, handed to a pool of workers (one per core by default) as they free up, and
// merged back by game index, so the records are identical for any number of workers. Progress with ETA;
// cancellable with an AbortSignal.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { compileRuleset, formatDiagnostic, playGames, type BotSpec, type GameRecord, type Json, type Ruleset } from '../engine';
import type { ChunkTask, WorkerMessage } from './playtest-worker';

/** One batch: a resolved ruleset with option overrides, one bot spec per seat, a batch seed and a game count. */
export interface BatchJob {
  readonly ruleset: Ruleset;
  readonly overrides: Readonly<Record<string, Json>>;
  readonly bots: readonly BotSpec[];
  readonly seed: string;
  readonly games: number;
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
  readonly signal?: AbortSignal;
  /** Games per chunk; default about a quarter of an even share per worker, 1…50. */
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

  const chunk = opts.chunkSize ?? Math.max(1, Math.min(50, Math.ceil(total / (Math.max(1, workers) * 4))));
  const tasks: ChunkTask[] = [];
  const taskJob: number[] = [];
  jobs.forEach((job, j) => {
    for (let from = 0; from < job.games; from += chunk) {
      tasks.push({ id: tasks.length, ruleset: job.ruleset, overrides: job.overrides, bots: job.bots, seed: job.seed, from, count: Math.min(chunk, job.games - from), maxActions: job.maxActions });
      taskJob.push(j);
    }
  });
  const results: GameRecord[][] = jobs.map((job) => new Array<GameRecord>(job.games));
  return await new Promise<GameRecord[][]>((resolve, reject) => {
    const pool: Worker[] = [];
    let next = 0;
    let finished = 0;
    let settled = false;
    const stop = (err: Error | null) => {
      if (settled) return;
      settled = true;
      opts.signal?.removeEventListener('abort', onAbort);
      for (const w of pool) void w.terminate();
      if (err) reject(err);
      else resolve(results);
    };
    const onAbort = () => stop(new PlaytestCancelled());
    opts.signal?.addEventListener('abort', onAbort);
    const feed = (w: Worker) => {
      if (next < tasks.length) w.postMessage(tasks[next++]);
    };
    for (let i = 0; i < Math.min(workers, tasks.length); i++) {
      const w = new Worker(new URL('./playtest-worker-boot.mjs', import.meta.url));
      pool.push(w);
      w.on('message', (m: WorkerMessage) => {
        if (settled) return;
        if (m.type === 'game') tick();
        else if (m.type === 'error') stop(new Error(`playtest worker failed: ${m.message}`));
        else {
          const job = results[taskJob[m.id]!]!;
          for (const r of m.records) job[r.index] = r;
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
      records.push(...playGames(r.value, job.bots, job.seed, i, 1, job.maxActions));
      tick();
      if (i % 20 === 19) await new Promise((res) => setImmediate(res));
    }
    out.push(records);
  }
  return out;
}
