// The host's `replays:list`, cached and off the main thread: each call reads the replay folder and stats its files
// asynchronously; a replay is read, shape-checked and summarized (`summarizeReplay`: the header checks) again only
// when its size, modification time, change time or inode changed or the bundled rulesets were re-read, and that
// work runs in a worker thread (replay-summary-worker.ts), one file at a time, so a 50 MB replay never holds the
// event loop: other requests are answered while it is parsed. Calls run one after another, so a listing never waits
// on another's half. When no worker can be started the file is summarized in this thread (the former behaviour).
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ReplaySummary } from '../shared/ipc-contract';
import { ensureBundle } from './bundle-cache.mjs';
import { confinedPath } from './files';
import { bundledRulesetsStamp, summarizeReplayPath } from './replay-check';
import type { SummaryAnswer, SummaryTask } from './replay-summary-worker';

/** A cached `replays:list` over one replay folder; `list()` is safe to call concurrently. */
export interface ReplayListing {
  /** The summaries of the readable replays in the folder, sorted by file name (unreadable ones left out). */
  list(): Promise<ReplaySummary[]>;
  /** Files read and summarized so far (cache misses), for tests and benchmarks. */
  readonly reads: number;
  /** Stops the worker thread now (it also stops by itself after `WORKER_IDLE_MS` without work). */
  close(): Promise<void>;
}

/** How long the worker thread stays up without work (ms); a later listing starts it again. */
const WORKER_IDLE_MS = 10_000;
/** The worker's heap limit (MB): a 50 MB replay needs about 300 MB; a file beyond this is left out, not fatal. */
const WORKER_HEAP_MB = 1024;

/** The electron-vite build's worker beside this module, and the worker's TypeScript source. */
const PREBUILT_WORKER = new URL('./replay-summary-worker.js', import.meta.url);
const WORKER_SOURCE = new URL('./replay-summary-worker.ts', import.meta.url);

/**
 * The module the summary worker runs: the prebuilt one beside this file (packaged app), else a cached esbuild bundle
 * of the TypeScript worker (not with `RULEBENCH_TSX`), else replay-summary-worker-boot.mjs (tsx in the thread).
 */
async function summaryWorkerUrl(): Promise<URL> {
  if (existsSync(fileURLToPath(PREBUILT_WORKER))) return PREBUILT_WORKER;
  const source = fileURLToPath(WORKER_SOURCE);
  if (!process.env['RULEBENCH_TSX'] && existsSync(source)) {
    const bundle = await ensureBundle({ entry: source, name: 'replay-summary-worker' });
    if (bundle) return pathToFileURL(bundle);
  }
  return new URL('./replay-summary-worker-boot.mjs', import.meta.url);
}

/**
 * One worker thread that summarizes replay files on request (`summarize`), started on first use, stopped after
 * `WORKER_IDLE_MS` idle and keeping the process alive only while a request is under way. Resolves null when the file is no readable replay,
 * `undefined` when the worker failed (could not start, crashed, ran out of its heap): the caller decides.
 */
function createSummaryWorker() {
  let worker: Worker | null = null;
  let starting: Promise<Worker | null> | null = null;
  let idle: NodeJS.Timeout | null = null;
  let nextId = 1;
  const waiting = new Map<number, (s: ReplaySummary | null | undefined) => void>();

  const failAll = () => {
    for (const done of waiting.values()) done(undefined);
    waiting.clear();
  };

  const start = async (): Promise<Worker | null> => {
    try {
      const w = new Worker(await summaryWorkerUrl(), { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
      w.unref();
      w.on('message', (a: SummaryAnswer) => {
        const done = waiting.get(a.id);
        waiting.delete(a.id);
        done?.('summary' in a ? a.summary : undefined);
      });
      w.on('error', () => undefined); // the exit below follows
      w.on('exit', () => {
        if (worker === w) worker = null;
        failAll();
      });
      return w;
    } catch {
      return null;
    }
  };

  return {
    async summarize(task: Omit<SummaryTask, 'id'>): Promise<ReplaySummary | null | undefined> {
      if (idle) clearTimeout(idle);
      if (!worker) {
        starting ??= start();
        worker = await starting;
        starting = null;
        if (!worker) return undefined;
      }
      const w = worker;
      const id = nextId++;
      const answer = new Promise<ReplaySummary | null | undefined>((done) => waiting.set(id, done));
      w.ref(); // a request under way keeps the process alive like any other I/O; an idle worker does not
      w.postMessage({ ...task, id });
      const summary = await answer;
      if (waiting.size === 0) w.unref();
      idle = setTimeout(() => void w.terminate(), WORKER_IDLE_MS);
      idle.unref();
      return summary;
    },
    async close(): Promise<void> {
      if (idle) clearTimeout(idle);
      const w = worker;
      worker = null;
      if (w) await w.terminate();
    },
  };
}

/**
 * Creates the cached listing of `replayDir` (see the module comment): `*.replay.json` files that are not hidden and
 * do not lead out of the folder by a symlink, read through the untrusted-file reader (regular files of at most
 * `MAX_REPLAY_BYTES`), shape-checked (`parseReplayText`) and summarized with their header checks (`summarizeReplay`)
 * in the worker thread; a file that cannot be read or shape-checked is left out of the list. With `inThread` the
 * files are summarized in this thread (no worker).
 */
export function createReplayListing(replayDir: string, opts: { readonly inThread?: boolean } = {}): ReplayListing {
  const cache = new Map<string, { stamp: string; bundled: string; summary: ReplaySummary | null }>();
  const worker = createSummaryWorker();
  let tail: Promise<unknown> = Promise.resolve();
  let reads = 0;

  const summarize = async (path: string, file: string): Promise<{ summary: ReplaySummary | null; keep: boolean }> => {
    reads++;
    if (!opts.inThread) {
      const summary = await worker.summarize({ path, file });
      // A worker that crashed or ran out of heap on this file: left out now, tried again next time.
      if (summary !== undefined) return { summary, keep: true };
      const retry = await worker.summarize({ path, file });
      if (retry !== undefined) return { summary: retry, keep: true };
      return { summary: null, keep: false };
    }
    return { summary: summarizeReplayPath(path, file), keep: true };
  };

  const run = async (): Promise<ReplaySummary[]> => {
    let names: string[];
    try {
      names = await readdir(replayDir);
    } catch {
      cache.clear();
      return [];
    }
    names = names.filter((f) => f.endsWith('.replay.json') && !f.startsWith('.')).sort();
    const out: ReplaySummary[] = [];
    const present = new Set<string>();
    for (const file of names) {
      if (!confinedPath(replayDir, file)) continue; // a symlink out of the replay folder
      const path = join(replayDir, file);
      let stamp: string;
      try {
        const st = await stat(path);
        stamp = `${st.size}:${st.mtimeMs}:${st.ctimeMs}:${st.ino}`;
      } catch {
        continue; // removed meanwhile
      }
      present.add(file);
      const bundled = bundledRulesetsStamp(); // changes when a bundled ruleset file does
      let entry = cache.get(file);
      if (entry?.stamp !== stamp || entry.bundled !== bundled) {
        const { summary, keep } = await summarize(path, file);
        entry = { stamp, bundled, summary };
        if (keep) cache.set(file, entry);
        else cache.delete(file);
      }
      if (entry.summary) out.push(entry.summary);
    }
    for (const file of cache.keys()) if (!present.has(file)) cache.delete(file);
    return out;
  };

  return {
    list() {
      const next = tail.then(run, run);
      tail = next.catch(() => undefined);
      return next;
    },
    get reads() {
      return reads;
    },
    close: () => worker.close(),
  };
}
