// Distributed playtests (docs/architecture.md "Heavy work and scale"): the batches of a run are cut into shard jobs —
// a contiguous seed range of one batch, the split `--shard K/N` uses — and put on a Redis queue with BullMQ (the
// Node ecosystem's job queue: retries with backoff, stalled-job detection, progress events, concurrency). Workers on
// any number of machines (`rulebench worker URL`) take a job, play its games in their worker threads (the same pool
// as local runs, src/host/playtests.ts) and return the shard's records (the part); the submitting run joins the
// parts by game index, so its records — and everything printed from them — equal a local run's.
//
// What crosses the network: resolved rulesets (no `extends`, no file names), option overrides, bot specs, the
// seed and game range, the engine version and ruleset hash, progress counts and the records (gzip + base64). No
// user file is read or written by a worker.
//
// Failure handling is BullMQ's, configured here: a worker that dies stops renewing its job's lock, the other
// workers' stalled check puts the job back (`stalled`) and another worker plays it again (same seeds ⇒ same part;
// the run keeps one result per job id); a job that throws is retried with exponential backoff (`attempts`) and,
// once retries are exhausted, ends the run with the shard and the error; a worker refuses (UnrecoverableError, no
// retry) a job of another engine version or whose ruleset hashes differently on its engine.
//
// bullmq and ioredis are imported on first use only: loading them costs ~0.3 s that local runs should not pay.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { ConnectionOptions, Job, JobJson, Queue, QueueEvents, Worker } from 'bullmq';
import type { Redis, RedisOptions } from 'ioredis';
import { z } from 'zod';
import {
  MAX_JSON_DEPTH,
  jsonTooDeep,
  parseBoundedJson,
  BOT_TYPES,
  compileRuleset,
  formatDiagnostic,
  MAX_RULESET_CHARS,
  type BotSpec,
  type GameRecord,
  type Json,
  type Ruleset,
} from '../engine';
import { parseQueueUrl, type QueueAddress } from '../shared/queue-url';
import { engineVersion } from './engine-version';
import { PlaytestCancelled, prestartWorkers, runBatches, type BatchJob, type BatchProgress } from './playtests';

/** The BullMQ queue every run and worker uses (keys `bull:rulebench-shards:*` in the URL's database). */
export const QUEUE_NAME = 'rulebench-shards';

/** Format tag of a shard job's data and of its result (2: the result's records are a list of chunks). */
export const SHARD_FORMAT = 'rulebench-shard/2';

/** How often a run enqueues a shard again that vanished from the queue without a result before it gives up. */
export const MAX_REENQUEUE = 3;

/** Attempts per shard job (BullMQ `attempts`): the first and two retries after an error, 1 s then 2 s apart. */
export const SHARD_ATTEMPTS = 3;

/** How long a worker may miss renewing its job's lock before the job counts as stalled (ms; BullMQ `lockDuration`, also the stalled-check interval). */
export const DEFAULT_LOCK_MS = 15_000;

/** Work aimed at per shard (ms): long enough that the queue's per-job cost is small, short enough that a lost shard costs little. */
export const SHARD_TARGET_MS = 20_000;

/**
 * Most games in one shard job. A worker holds a shard's records until it returns them (about 1 KB of JSON a game,
 * a few KB as objects), so this bounds a shard's memory to tens of MB; the run never cuts larger shards and a
 * worker refuses a job that asks for more.
 */
export const MAX_SHARD_GAMES = 20_000;

/** Most shard jobs per batch: each carries the whole ruleset, so this bounds what a run puts into Redis. */
export const MAX_SHARDS_PER_BATCH = 1000;

/** Largest resolved ruleset a job may carry (characters of its JSON): twice what a ruleset file may hold (`MAX_RULESET_CHARS`), room for `extends` resolved. */
export const MAX_JOB_RULESET_CHARS = 2 * MAX_RULESET_CHARS;

/** Largest job data a worker reads (characters of its JSON, checked before parsing): the ruleset plus room for the rest. */
export const MAX_JOB_DATA_CHARS = MAX_JOB_RULESET_CHARS + 1_000_000;

/** Deepest nesting of a job's data (objects and arrays): a ruleset nests at most 32 levels as YAML, the job adds two. */
export const MAX_JOB_DEPTH = 64;

/** Most search iterations per decision of one bot in a job: the limit `--bots NAME:ITERATIONS` takes (`parseBotSpec`). */
export const MAX_BOT_ITERATIONS = 100_000;

/** Deepest ISMCTS playout of a bot in a job (actions; the default is 8). */
export const MAX_BOT_DEPTH = 1000;

/**
 * Search budget of one shard: its games × the most iterations per decision among its bots (a search bot makes a
 * few hundred decisions a game, each `iterations` playouts). Shards of search bots are cut smaller to stay within it
 * (`expert` at its default 600: at most 1666 games a shard; at 100,000 iterations: 10).
 */
export const MAX_SHARD_SEARCH = 1_000_000;

/** Games per chunk of an encoded part (`encodeRecords`): no single string grows with the shard. */
export const RECORDS_PER_CHUNK = 1000;

/** Iterations per decision the bot levels use by default (src/engine/bots/levels.ts: the largest over the kinds; `ismcts`: 100). */
const DEFAULT_ITERATIONS: Readonly<Record<string, number>> = { ismcts: 100, strong: 60, expert: 600 };

/** Search iterations per decision of a bot spec (0 for bots that do not search). */
export function searchIterations(spec: Pick<BotSpec, 'type' | 'iterations'>): number {
  return spec.iterations ?? DEFAULT_ITERATIONS[spec.type] ?? 0;
}

/**
 * Most games per shard for a batch with these bots: `MAX_SHARD_GAMES`, less when the bots search (`MAX_SHARD_SEARCH`
 * divided by the most iterations per decision among them), at least 1.
 */
export function maxShardGames(bots: readonly Pick<BotSpec, 'type' | 'iterations'>[]): number {
  const iterations = Math.max(0, ...bots.map(searchIterations));
  return Math.max(1, Math.min(MAX_SHARD_GAMES, iterations > 0 ? Math.floor(MAX_SHARD_SEARCH / iterations) : Infinity));
}

/** The queue is unusable (bad URL, Redis unreachable or too old, connection lost) or a shard failed for good: exit 1 with this message. */
export class QueueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QueueError';
  }
}

/** One shard job: which run, batch and seed range, the rules and bots to play it with, and the versions to check. */
export interface ShardJobData {
  readonly format: typeof SHARD_FORMAT;
  /** Random per run; with the batch and shard it makes the job id (`runId.batch.k`), so adding a job twice adds it once. */
  readonly runId: string;
  /** The submitting run's `engineVersion()`; a worker with another refuses the job. */
  readonly engineVersion: string;
  /** What the run is (`compare`, `sweep`, `playtest`, `app`…), for logs. */
  readonly command: string;
  /** Index of the batch in the run (0-based) and the run's number of batches. */
  readonly batch: number;
  readonly batches: number;
  /** The batch as messages name it (e.g. `B: dog/maerki`). */
  readonly label: string;
  /** Shard `k` of the batch's `n` (1-based), as `--shard k/n` splits it. */
  readonly shard: { readonly k: number; readonly n: number };
  readonly ruleset: Ruleset;
  readonly overrides: Readonly<Record<string, Json>>;
  /** The compiled game's content hash on the submitting engine (`CompiledGame.hash`); a worker whose engine hashes the rules differently refuses. */
  readonly rulesetHash: string;
  readonly bots: readonly BotSpec[];
  readonly seed: string;
  /** The batch's game count, and the shard's first game index (0-based) and count. */
  readonly games: number;
  readonly from: number;
  readonly count: number;
  readonly maxActions?: number;
}

/** What a worker returns for a shard: its name, version, the records (gzip + base64 of their JSON) and its times. */
export interface ShardResult {
  readonly format: typeof SHARD_FORMAT;
  /** `host:pid` of the worker process. */
  readonly worker: string;
  readonly engineVersion: string;
  readonly count: number;
  /** The records in chunks of `RECORDS_PER_CHUNK` games, each gzip + base64 of their JSON (`encodeRecords`). */
  readonly records: readonly string[];
  /** ms from enqueue (the job's timestamp) to the worker starting it — waiting for a free worker included. */
  readonly queuedMs: number;
  /** ms the worker spent before the first game (checks, compile, thread start) and playing the games. */
  readonly setupMs: number;
  readonly gamesMs: number;
  /** The worker's clock when it returned the part (ms since 1970), for the transfer time. */
  readonly sentAt: number;
}

/** Progress of a queued run: games done over all shards, plus the number of different workers that played a shard. */
export interface QueueProgress extends BatchProgress {
  readonly workers: number;
}

/** Overhead figures of one received shard (ms), for `RULEBENCH_TIMING` and the scaling benchmark. */
export interface ShardTiming {
  readonly jobId: string;
  readonly worker: string;
  readonly games: number;
  readonly queuedMs: number;
  readonly setupMs: number;
  readonly gamesMs: number;
  /** From the worker returning the part to the run holding its decoded records (BullMQ, Redis stream, gunzip, JSON). */
  readonly transferMs: number;
  /** Size of the encoded part (bytes). */
  readonly bytes: number;
}

/** How to run batches on a queue. */
export interface QueueRunOptions {
  /** The queue URL (`redis://HOST:PORT[/DB]`, see `parseQueueUrl`). */
  readonly url: string;
  /** What the run is, for job names and worker logs (`compare`, `sweep`…). */
  readonly command: string;
  /** A label per batch for messages (default `batch 1`, `batch 2`…). */
  readonly labels?: readonly string[];
  /** Games per shard; default: sized from a short local probe for about `SHARD_TARGET_MS` of work (`probeShardGames`). */
  readonly shardGames?: number;
  readonly onProgress?: (p: QueueProgress) => void;
  /** One line per event worth a log line: shards enqueued, a worker lost and its shard put back, a retry and its error, no worker yet. */
  readonly onEvent?: (line: string) => void;
  readonly onTiming?: (t: ShardTiming) => void;
  /** Aborting removes the run's shards that no worker has started and rejects with `PlaytestCancelled`. */
  readonly signal?: AbortSignal;
}

/** ioredis settings for a queue address: a 3 s connect timeout; the run gives up after ~15 s without Redis, a worker keeps trying. */
function redisOptions(addr: QueueAddress, role: 'run' | 'worker' | 'check'): RedisOptions {
  return {
    host: addr.host,
    port: addr.port,
    db: addr.db,
    ...(addr.username ? { username: addr.username } : {}),
    ...(addr.password ? { password: addr.password } : {}),
    ...(addr.tls ? { tls: {} } : {}),
    connectTimeout: 3000,
    maxRetriesPerRequest: role === 'check' ? 0 : null,
    retryStrategy:
      role === 'check'
        ? () => null
        : role === 'run'
          ? (times: number) => (times > 8 ? null : Math.min(500 * times, 3000))
          : (times: number) => Math.min(500 * times, 5000),
  };
}

/** How long a run waits for a lost Redis to come back before it gives up (ms): the sum of its reconnect delays (`redisOptions`). */
export const RUN_PATIENCE_MS = Array.from({ length: 8 }, (_, i) => Math.min(500 * (i + 1), 3000)).reduce(
  (a, b) => a + b,
  0,
);

/**
 * A shared ioredis connection for BullMQ that says when it is lost and when it is back: `onLost(reason)` once per
 * outage (the first error or close), `onBack(downMs)` when it is ready again. BullMQ re-subscribes by itself; these
 * are only for the log. The caller disconnects it (BullMQ does not close a connection it was given); that
 * disconnect is not reported.
 */
async function watchedConnection(
  addr: QueueAddress,
  role: 'run' | 'worker',
  onLost: (reason: string) => void,
  onBack: (downMs: number) => void,
): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const conn = new Redis(redisOptions(addr, role));
  let downSince: number | null = null;
  let ready = false;
  let closing = false;
  // Our own disconnect (the end of a run, a worker stopping) is no lost connection.
  const disconnect = conn.disconnect.bind(conn);
  conn.disconnect = (reconnect?: boolean) => {
    closing = true;
    disconnect(reconnect);
  };
  const lost = (reason: string) => {
    if (!ready || downSince !== null || conn.status === 'end' || closing) return;
    downSince = Date.now();
    onLost(reason);
  };
  conn.on('error', (e: Error) => lost(oneLine(e.message)));
  conn.on('close', () => lost('connection closed'));
  conn.on('ready', () => {
    ready = true;
    if (downSince === null) return;
    const ms = Date.now() - downSince;
    downSince = null;
    onBack(ms);
  });
  return conn;
}

/** The address of `url`, or a `QueueError` naming what is wrong with it. */
function address(url: string): QueueAddress {
  const a = parseQueueUrl(url);
  if (!a.ok) throw new QueueError(a.message);
  return a.value;
}

/**
 * Selects the URL's database on `client` and checks that the server has it: ioredis sends SELECT on connect but
 * goes on with database 0 when the server refuses it, so a run and its workers would share database 0 unnoticed.
 * @throws Error `the server has N databases (0…N-1), not database D` (N from CONFIG GET databases when the server
 * allows it) when SELECT is refused.
 */
async function selectDatabase(client: Redis, addr: QueueAddress): Promise<void> {
  try {
    await client.select(addr.db);
  } catch (e) {
    if (!/DB index is out of range|invalid DB index/i.test((e as Error).message)) throw e;
    const count = await client.config('GET', 'databases').then(
      (r) => Number((r as string[])[1]),
      () => NaN,
    );
    throw new Error(
      Number.isInteger(count) && count > 0
        ? `the server has ${count} database${count === 1 ? '' : 's'} (0…${count - 1}), not database ${addr.db}; use a number in that range or raise \`databases\` in its redis.conf`
        : `the server refuses database ${addr.db} (${oneLine((e as Error).message)}); use a lower number`,
    );
  }
}

/**
 * Connects once to the queue's Redis (3 s timeout, no retry) and checks it can hold BullMQ queues (Redis ≥ 6.2);
 * resolves to the open client (the caller quits it).
 * @throws QueueError naming the URL (password masked) and the cause: refused, timed out, a password wanted or wrong,
 * a database number above the server's count (`selectDatabase`), too old.
 */
export async function connectRedis(addr: QueueAddress): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const client = new Redis({ ...redisOptions(addr, 'check'), lazyConnect: true, enableOfflineQueue: false });
  let cause = null as Error | null; // ioredis says why in an 'error' event and rejects connect() with "Connection is closed"
  client.on('error', (e: Error) => (cause ??= e));
  try {
    await client.connect();
    await selectDatabase(client, addr);
    const info = await client.info('server');
    const version = /redis_version:(\d+)\.(\d+)/.exec(info);
    if (version && (Number(version[1]) < 6 || (Number(version[1]) === 6 && Number(version[2]) < 2)))
      throw new Error(`Redis ${version[1]}.${version[2]} is too old: BullMQ needs Redis 6.2 or later`);
    return client;
  } catch (e) {
    client.disconnect();
    const msg = cause && /Connection is closed/.test((e as Error).message) ? cause.message : (e as Error).message;
    const why = /NOAUTH/.test(msg)
      ? 'it wants a password (redis://:PASSWORD@HOST:PORT)'
      : /WRONGPASS|invalid password|invalid username-password/i.test(msg)
        ? 'wrong user or password'
        : /Protocol error/.test(msg)
          ? `the server there does not answer as Redis does (${msg})`
          : msg;
    throw new QueueError(`cannot use Redis at ${addr.display}: ${why}`);
  }
}

/**
 * Games per shard for about `SHARD_TARGET_MS` of work, 1…`job.games`: plays games of `job` in one worker thread
 * (the results are discarded) until 1 s after the first finished game, or 5 s in all, and divides the time after
 * the first game by the games after it (the thread's start is not game time). A probe that finishes at most one
 * game counts its whole time as one game.
 */
export async function probeShardGames(job: BatchJob): Promise<number> {
  const abort = new AbortController();
  let done = 0;
  let first = 0;
  let last = 0;
  let timer = setTimeout(() => abort.abort(), 5000);
  const started = performance.now();
  try {
    await runBatches([{ ...job, games: Math.min(job.games, 500) }], {
      workers: 1,
      signal: abort.signal,
      onProgress: (p) => {
        done = p.done;
        last = performance.now() - started;
        if (done !== 1) return;
        first = last;
        clearTimeout(timer);
        timer = setTimeout(() => abort.abort(), 1000);
      },
    });
  } catch (e) {
    if (!(e instanceof PlaytestCancelled)) throw e;
  } finally {
    clearTimeout(timer);
  }
  const msPerGame = done >= 2 ? (last - first) / (done - 1) : Math.max(last, performance.now() - started);
  return Math.max(1, Math.min(job.games, Math.floor(SHARD_TARGET_MS / Math.max(msPerGame, 0.01))));
}

/** Shard `k` of `n` of `games` (0-based range), exactly as `--shard k/n` splits a batch (src/cli/shards.ts `shardRange`). */
export function shardRangeOf(games: number, k: number, n: number): { from: number; count: number } {
  const from = Math.floor(((k - 1) * games) / n);
  return { from, count: Math.floor((k * games) / n) - from };
}

/** The shard jobs of a run: each batch cut into ⌈games / shardGames⌉ (per batch when a list; at most `MAX_SHARDS_PER_BATCH`) contiguous seed ranges. */
export function planShards(
  batches: readonly BatchJob[],
  hashes: readonly string[],
  shardGames: number | readonly number[],
  meta: { runId: string; command: string; labels: readonly string[]; engineVersion: string },
): { id: string; data: ShardJobData }[] {
  const jobs: { id: string; data: ShardJobData }[] = [];
  batches.forEach((b, s) => {
    const size = typeof shardGames === 'number' ? shardGames : shardGames[s]!;
    const n = Math.max(1, Math.min(MAX_SHARDS_PER_BATCH, Math.ceil(b.games / size)));
    for (let k = 1; k <= n; k++) {
      const range = shardRangeOf(b.games, k, n);
      if (range.count === 0) continue;
      const data: ShardJobData = {
        format: SHARD_FORMAT,
        runId: meta.runId,
        engineVersion: meta.engineVersion,
        command: meta.command,
        batch: s,
        batches: batches.length,
        label: meta.labels[s] ?? `batch ${s + 1}`,
        shard: { k, n },
        ruleset: b.ruleset,
        overrides: b.overrides,
        rulesetHash: hashes[s]!,
        bots: b.bots,
        seed: b.seed,
        games: b.games,
        from: (b.from ?? 0) + range.from,
        count: range.count,
        ...(b.maxActions !== undefined ? { maxActions: b.maxActions } : {}),
      };
      jobs.push({ id: `${meta.runId}.${s + 1}.${k}`, data });
    }
  });
  return jobs;
}

/** How a message names a shard: `shard 3/8 of B: dog/maerki (games 101…150)`. */
export function shardName(d: Pick<ShardJobData, 'shard' | 'label' | 'from' | 'count'>): string {
  return `shard ${d.shard.k}/${d.shard.n} of ${d.label} (games ${d.from + 1}…${d.from + d.count})`;
}

/**
 * Encodes records for the queue in chunks of `RECORDS_PER_CHUNK` games, each gzip of their JSON as base64: no
 * string holds more than one chunk's JSON, whatever the shard's size.
 */
export function encodeRecords(records: readonly GameRecord[]): string[] {
  const chunks: string[] = [];
  for (let i = 0; i < records.length; i += RECORDS_PER_CHUNK)
    chunks.push(gzipSync(JSON.stringify(records.slice(i, i + RECORDS_PER_CHUNK))).toString('base64'));
  return chunks;
}

/**
 * Decodes `encodeRecords` chunk by chunk (each unzipped to at most 64 MB).
 * @throws Error for anything else: not a list of strings, a chunk that is not gzip/JSON or not a list of games.
 */
export function decodeRecords(chunks: unknown): GameRecord[] {
  if (!Array.isArray(chunks) || chunks.some((c) => typeof c !== 'string'))
    throw new Error('the part is not a list of chunks');
  const out: GameRecord[] = [];
  for (const chunk of chunks as string[]) {
    const json = parseBoundedJson(
      gunzipSync(Buffer.from(chunk, 'base64'), { maxOutputLength: 64 * 1024 * 1024 }).toString('utf8'),
      'the part',
      'a part',
    );
    if (!json.ok) throw new Error(json.error.message);
    const value = json.value;
    if (!Array.isArray(value)) throw new Error('the part is not a list of games');
    for (const g of value) out.push(g as GameRecord);
  }
  return out;
}

/**
 * Checks a run's batches against the limits a worker enforces, before anything is enqueued, and returns the
 * games per shard to use for each batch: `wanted` capped by `maxShardGames` (or, with `explicit`, refused above it).
 * @throws QueueError naming the batch, the value and the limit: a ruleset over `MAX_JOB_RULESET_CHARS` as JSON, a
 * bot over `MAX_BOT_ITERATIONS` or `MAX_BOT_DEPTH`, an explicit `--shard-games` over the batch's shard limit, a batch
 * that needs more than `MAX_SHARDS_PER_BATCH` shards.
 */
export function checkRunLimits(
  batches: readonly Pick<BatchJob, 'ruleset' | 'bots' | 'games'>[],
  labels: readonly string[],
  wanted: number,
  explicit: boolean,
): number[] {
  return batches.map((b, i) => {
    const label = labels[i] ?? `batch ${i + 1}`;
    const chars = JSON.stringify(b.ruleset).length;
    if (chars > MAX_JOB_RULESET_CHARS)
      throw new QueueError(
        `${label}: the ruleset is ${chars.toLocaleString('en')} characters as JSON, over the limit of ${MAX_JOB_RULESET_CHARS.toLocaleString('en')} a shard job may carry`,
      );
    for (const bot of b.bots) {
      if ((bot.iterations ?? 0) > MAX_BOT_ITERATIONS)
        throw new QueueError(
          `${label}: bot ${bot.type} with ${bot.iterations} iterations is over the limit of ${MAX_BOT_ITERATIONS.toLocaleString('en')} iterations per decision`,
        );
      if ((bot.depth ?? 0) > MAX_BOT_DEPTH)
        throw new QueueError(
          `${label}: bot ${bot.type} with playout depth ${bot.depth} is over the limit of ${MAX_BOT_DEPTH}`,
        );
    }
    const cap = maxShardGames(b.bots);
    if (explicit && wanted > cap)
      throw new QueueError(
        cap === MAX_SHARD_GAMES
          ? `--shard-games ${wanted} is over the limit of ${MAX_SHARD_GAMES.toLocaleString('en')} games per shard`
          : `--shard-games ${wanted} is over the search budget of ${label}: ${MAX_SHARD_SEARCH.toLocaleString('en')} bot iterations per decision × games a shard allows at most ${cap} games with its bots`,
      );
    const games = Math.max(1, Math.min(wanted, cap));
    if (Math.ceil(b.games / games) > MAX_SHARDS_PER_BATCH)
      throw new QueueError(
        `${label}: ${b.games.toLocaleString('en')} games need more than ${MAX_SHARDS_PER_BATCH} shards of at most ${games} games (the shard limit for its bots); play fewer games per run or give the bots fewer iterations`,
      );
    return games;
  });
}

/**
 * Plays `batches` on the queue at `opts.url` and resolves to their records (`result[batch][index]`, seed order —
 * what `runBatches` returns for the same batches). Order of work: the URL is checked and Redis reached (so a
 * wrong URL or a Redis that is down fails before any game), the rules compiled, the shard size probed (unless
 * `shardGames`), the jobs enqueued; then parts are collected as they arrive, with progress and event lines.
 * @throws QueueError (bad URL, Redis unreachable or lost, a shard failed after its retries or was refused — the
 * message names the shard and the worker's error), `PlaytestCancelled` on abort (after removing the run's
 * shards no worker has started), the rules' diagnostics if a batch does not compile.
 */
export async function runOnQueue(batches: readonly BatchJob[], opts: QueueRunOptions): Promise<GameRecord[][]> {
  const addr = address(opts.url);
  const client = await connectRedis(addr);
  const event = opts.onEvent ?? (() => {});
  const held: HeldConnections = {};
  try {
    const hashes = batches.map((b) => {
      const r = compileRuleset(b.ruleset, b.overrides);
      if (!r.ok) throw new Error(r.error.map(formatDiagnostic).join('\n'));
      return r.value.hash;
    });
    const results: GameRecord[][] = batches.map((b) => new Array<GameRecord>(b.games));
    const total = batches.reduce((s, b) => s + b.games, 0);
    if (total === 0) return results;
    if (opts.signal?.aborted) throw new PlaytestCancelled();
    const labels = opts.labels ?? [];
    checkRunLimits(batches, labels, opts.shardGames ?? 1, opts.shardGames !== undefined); // before the probe's games
    const wanted = opts.shardGames ?? (await probeShardGames(batches[0]!));
    const shardGames = checkRunLimits(batches, labels, wanted, opts.shardGames !== undefined);
    if (opts.signal?.aborted) throw new PlaytestCancelled();
    const runId = `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
    const plan = planShards(batches, hashes, shardGames, {
      runId,
      command: opts.command,
      labels,
      engineVersion: engineVersion(),
    });
    const byId = new Map(plan.map((j) => [j.id, j.data]));

    const { queue, events } = await openRunQueue(addr, client, event, held);
    const collector = collectParts({ batches, plan, byId, results, total, queue, events, opts, addr, event });
    await queue.addBulk(
      plan.map(({ id, data }) => ({ name: `${opts.command} ${shardName(data)}`, data, opts: { jobId: id } })),
    );
    event(
      `${plan.length} shard job${plan.length === 1 ? '' : 's'} of up to ${Math.max(...plan.map((j) => j.data.count))} games on ${addr.display} (run ${runId})`,
    );
    collector.progress();
    try {
      await collector.done;
    } catch (e) {
      await removeUnplayed(queue, plan, collector.received, e, event);
      throw e;
    }
    return results;
  } finally {
    client.disconnect();
    await held.events?.close().catch(() => {});
    await held.queue?.close().catch(() => {});
    held.shared?.disconnect();
  }
}

/** The connections a run holds, filled in as they are opened, so `runOnQueue` closes whatever was opened. */
interface HeldConnections {
  queue?: Queue;
  events?: QueueEvents;
  shared?: Redis;
}

/**
 * Opens the run's BullMQ queue (on a watched connection that reports a lost and a regained Redis through `event`)
 * and its event stream, read from the stream's current end so no event of the run is missed between subscribing
 * and adding jobs. `client` (the connection that checked Redis) is closed once the stream's end is read. Each
 * connection is put into `held` as soon as it exists. @throws what ioredis or BullMQ throw when Redis is lost.
 */
async function openRunQueue(
  addr: QueueAddress,
  client: Redis,
  event: (line: string) => void,
  held: HeldConnections,
): Promise<{ queue: Queue; events: QueueEvents }> {
  const { Queue, QueueEvents } = await import('bullmq');
  const connection = redisOptions(addr, 'run') as ConnectionOptions;
  const shared = (held.shared = await watchedConnection(
    addr,
    'run',
    (why) =>
      event(
        `lost connection to Redis at ${addr.display} (${why}); waiting up to ${Math.round(RUN_PATIENCE_MS / 1000)} s for it to come back`,
      ),
    (ms) =>
      event(
        `reconnected to Redis at ${addr.display} after ${(ms / 1000).toFixed(1)} s; shards it lost are enqueued again`,
      ),
  ));
  const queue = (held.queue = new Queue(QUEUE_NAME, {
    connection: shared as unknown as ConnectionOptions,
    // The event stream also holds each 'completed' event's part: keep it short (the poll below covers a missed event).
    streams: { events: { maxLen: 500 } },
    defaultJobOptions: {
      attempts: SHARD_ATTEMPTS,
      backoff: { type: 'exponential', delay: 1000 },
      // The run removes each job once it holds the part; these bound what a run that died leaves behind.
      removeOnComplete: { age: 3600 },
      removeOnFail: { age: 24 * 3600 },
    },
  }));
  queue.on('error', () => {}); // connection trouble surfaces as rejected commands (the poll below)
  // Read events from the stream's current end, so no event of this run is missed between subscribing and adding.
  const last = await client.xrevrange(queue.keys.events!, '+', '-', 'COUNT', 1);
  client.disconnect(); // BullMQ's own connections from here on
  const events = (held.events = new QueueEvents(QUEUE_NAME, { connection, lastEventId: last[0]?.[0] ?? '0-0' }));
  events.on('error', () => {});
  await Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);
  return { queue, events };
}

/** What `collectParts` needs of its run: the batches and their shard plan, the arrays the parts fill, the open queue. */
interface CollectContext {
  readonly batches: readonly BatchJob[];
  readonly plan: readonly { id: string; data: ShardJobData }[];
  readonly byId: ReadonlyMap<string, ShardJobData>;
  /** `results[batch][index]`, filled in as parts arrive. */
  readonly results: GameRecord[][];
  /** Games of the whole run. */
  readonly total: number;
  readonly queue: Queue;
  readonly events: QueueEvents;
  readonly opts: QueueRunOptions;
  readonly addr: QueueAddress;
  readonly event: (line: string) => void;
}

/**
 * Collects a run's parts as workers finish them: each checked (format, count, game indexes) and written into
 * `results`; progress and event lines reported (a shard retried, stalled, lost and enqueued again, no worker yet);
 * a reconciliation poll every 2 s catches a missed event, a removed job or a lost connection. `done` resolves when
 * every shard's part is in and rejects with a `QueueError` (an unusable part, a shard failed after its retries or
 * left the queue too often, Redis lost) or `PlaytestCancelled` (the run's signal aborted). `received` holds the ids
 * of the shards whose part arrived.
 */
function collectParts(ctx: CollectContext): { done: Promise<void>; received: Set<string>; progress: () => void } {
  const { batches, plan, byId, results, total, queue, events, opts, addr, event } = ctx;
  const started = performance.now();
  const live = new Map<string, number>(); // games done of shards being played
  const received = new Set<string>();
  const requeued = new Set<string>(); // put back after a stall or failed attempt: the next worker to report on it is named
  const workers = new Set<string>();
  let doneGames = 0;
  const progress = () => {
    let done = doneGames;
    for (const n of live.values()) done += n;
    done = Math.min(done, total);
    const elapsedMs = performance.now() - started;
    opts.onProgress?.({
      done,
      total,
      elapsedMs,
      etaMs: done > 0 ? (elapsedMs / done) * (total - done) : null,
      workers: workers.size,
    });
  };

  const done = new Promise<void>((resolve, reject) => {
    let settled = false;
    const finish = (err: Error | null) => {
      if (settled) return;
      settled = true;
      clearInterval(poll);
      opts.signal?.removeEventListener('abort', onAbort);
      if (err) reject(err);
      else resolve();
    };
    const take = (jobId: string, value: unknown) => {
      const d = byId.get(jobId);
      if (!d || received.has(jobId)) return;
      let records: GameRecord[];
      const r = value as Partial<ShardResult> | null;
      try {
        if (!r || r.format !== SHARD_FORMAT || !Array.isArray(r.records))
          throw new Error('not a rulebench shard result');
        records = decodeRecords(r.records);
        if (records.length !== d.count || records.some((g, i) => !g || g.index !== d.from + i))
          throw new Error(`it holds ${records.length} games, not games ${d.from + 1}…${d.from + d.count}`);
      } catch (e) {
        finish(
          new QueueError(
            `${shardName(d)}: the part from worker ${typeof r?.worker === 'string' ? r.worker : '?'} is unusable: ${(e as Error).message}`,
          ),
        );
        return;
      }
      received.add(jobId);
      live.delete(jobId);
      if (typeof r!.worker === 'string') workers.add(r!.worker);
      const base = batches[d.batch]!.from ?? 0;
      for (const g of records) results[d.batch]![g.index - base] = g;
      doneGames += d.count;
      opts.onTiming?.({
        jobId,
        worker: String(r!.worker),
        games: d.count,
        queuedMs: Number(r!.queuedMs),
        setupMs: Number(r!.setupMs),
        gamesMs: Number(r!.gamesMs),
        transferMs: Date.now() - Number(r!.sentAt),
        bytes: r!.records!.reduce((n, c) => n + c.length, 0),
      });
      void queue.remove(jobId).catch(() => {}); // the part is here: free Redis of it
      progress();
      if (received.size === plan.length) finish(null);
    };
    const fail = (jobId: string, reason: string, attempts: number | null) => {
      const d = byId.get(jobId)!;
      finish(
        new QueueError(
          `${shardName(d)} failed${attempts ? ` after ${attempts} attempt${attempts === 1 ? '' : 's'}` : ''}: ${reason}`,
        ),
      );
    };
    const retried = async (jobId: string) => {
      const d = byId.get(jobId)!;
      live.delete(jobId);
      requeued.add(jobId);
      progress();
      const job = await queue.getJob(jobId).catch(() => undefined);
      event(
        `${shardName(d)}: attempt ${job?.attemptsMade ?? '?'} of ${SHARD_ATTEMPTS} failed (${oneLine(job?.failedReason ?? 'unknown error')}); retrying`,
      );
    };
    events.on('progress', ({ jobId, data }) => {
      if (!byId.has(jobId) || received.has(jobId)) return;
      const p = data as { done?: unknown; worker?: unknown } | null;
      if (p && typeof p.done === 'number' && Number.isFinite(p.done))
        live.set(jobId, Math.max(0, Math.min(p.done, byId.get(jobId)!.count)));
      if (p && typeof p.worker === 'string') {
        workers.add(p.worker.slice(0, 200));
        if (requeued.delete(jobId))
          event(`${shardName(byId.get(jobId)!)}: retried on worker ${p.worker.slice(0, 200)}`);
      }
      progress();
    });
    events.on('completed', ({ jobId, returnvalue }) => take(jobId, returnvalue));
    events.on('stalled', ({ jobId }) => {
      const d = byId.get(jobId);
      if (!d || received.has(jobId)) return;
      live.delete(jobId);
      requeued.add(jobId);
      event(`${shardName(d)}: its worker stopped answering (stalled); put back in the queue for another worker`);
      progress();
    });
    events.on('delayed', ({ jobId }) => {
      if (byId.has(jobId) && !received.has(jobId)) void retried(jobId);
    });
    events.on('waiting', ({ jobId, prev }) => {
      if (prev === 'failed' && byId.has(jobId) && !received.has(jobId)) void retried(jobId);
    });
    events.on('failed', ({ jobId, failedReason, prev }) => {
      // A failed attempt that will be retried moves to delayed/waiting; 'failed' from 'active' is final.
      if (!byId.has(jobId) || received.has(jobId)) return;
      void queue.getJob(jobId).then(
        (job) => {
          if (!job || job.finishedOn) fail(jobId, oneLine(failedReason), job?.attemptsMade ?? null);
        },
        () => fail(jobId, oneLine(failedReason), null),
      );
      void prev;
    });

    // Reconciliation every 2 s: catches a result or failure whose event was missed, a job someone removed, a
    // lost connection (commands reject once ioredis gives up), and says so while no worker has taken a shard.
    let quietPolls = 0;
    const lost = new Map<string, number>(); // times each shard was found gone and enqueued again
    let polling = false;
    const poll = setInterval(() => {
      if (polling || settled) return;
      polling = true;
      void (async () => {
        try {
          for (const { id } of plan) {
            if (received.has(id) || settled) continue;
            const state = await queue.getJobState(id);
            if (state === 'completed') {
              const job = await queue.getJob(id);
              if (job) take(id, job.returnvalue);
            } else if (state === 'failed') {
              const job = await queue.getJob(id);
              fail(id, oneLine(job?.failedReason ?? 'unknown error'), job?.attemptsMade ?? null);
            } else if (state === 'unknown') {
              // Gone without a result: Redis restarted without its data (no persistence), or someone removed
              // it. Enqueued again (same id and seeds ⇒ the same part), a few times; then the run gives up.
              const d = byId.get(id)!;
              const times = (lost.get(id) ?? 0) + 1;
              lost.set(id, times);
              if (times > MAX_REENQUEUE) {
                finish(
                  new QueueError(
                    `${shardName(d)} left the queue ${times} times without a result (removed by someone else?)`,
                  ),
                );
                continue;
              }
              live.delete(id);
              await queue.add(`${opts.command} ${shardName(d)}`, d, { jobId: id });
              event(
                `${shardName(d)}: no longer in the queue (Redis restarted without its data, or it was removed); enqueued again`,
              );
              progress();
            }
          }
          if (workers.size === 0 && live.size === 0 && received.size === 0 && ++quietPolls === 3) {
            const count = await queue.getWorkersCount();
            event(
              `no worker has taken a shard yet (${count} connected to ${addr.display}); start one with: rulebench worker ${addr.display}`,
            );
          }
        } catch (e) {
          finish(new QueueError(`lost the connection to Redis at ${addr.display}: ${(e as Error).message}`));
        } finally {
          polling = false;
        }
      })();
    }, 2000);
    const onAbort = () => finish(new PlaytestCancelled());
    opts.signal?.addEventListener('abort', onAbort);
  });

  return { done, received, progress };
}

/**
 * After a run was cancelled, failed or lost Redis (`e`): takes its shards without a part off the queue. A shard
 * being played cannot be removed (its worker holds the lock) and finishes there; its part expires unread. A
 * cancelled run says how many were removed. Errors of the removal itself are ignored (Redis may be gone).
 */
async function removeUnplayed(
  queue: Queue,
  plan: readonly { id: string }[],
  received: ReadonlySet<string>,
  e: unknown,
  event: (line: string) => void,
): Promise<void> {
  const left = plan.filter((j) => !received.has(j.id));
  let removed = 0;
  await Promise.all(
    left.map((j) =>
      queue.remove(j.id).then(
        (n) => (removed += n),
        () => {},
      ),
    ),
  );
  if (e instanceof PlaytestCancelled)
    event(
      `cancelled: ${removed} shard job${removed === 1 ? '' : 's'} removed from the queue, ${left.length - removed} being played finish on their workers`,
    );
}

/** The first line of an error text, at most 500 characters (a worker's stack trace stays in its own log). */
function oneLine(text: string): string {
  const line = text.split('\n')[0]!.trim();
  return line.length > 500 ? `${line.slice(0, 499)}…` : line;
}

const json: z.ZodType<Json> = z.lazy(() =>
  z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(json), z.record(z.string(), json)]),
);
const botSchema = z.object({
  type: z.enum(BOT_TYPES),
  iterations: z.number().int().min(1).max(MAX_BOT_ITERATIONS).optional(),
  depth: z.number().int().min(1).max(MAX_BOT_DEPTH).optional(),
  params: z.record(z.string(), json).optional(),
});
/**
 * A shard job's data as a worker checks it (it comes over the network): every size bounded — games per shard
 * (`MAX_SHARD_GAMES`), bot iterations and depth, the shard's search budget (`MAX_SHARD_SEARCH`), the ruleset's size
 * (`MAX_JOB_RULESET_CHARS`) — so no job can make a worker grow without bound.
 */
const jobSchema = z
  .object({
    format: z.literal(SHARD_FORMAT),
    runId: z.string().max(100),
    engineVersion: z.string().max(200),
    command: z.string().max(100),
    batch: z.number().int().min(0),
    batches: z.number().int().min(1),
    label: z.string().max(1000),
    shard: z.object({ k: z.number().int().min(1), n: z.number().int().min(1).max(1000) }),
    ruleset: z.record(z.string(), json),
    overrides: z.record(z.string(), json),
    rulesetHash: z.string().max(200),
    bots: z.array(botSchema).min(1).max(64),
    seed: z.string().min(1).max(1000),
    games: z.number().int().min(1).max(10_000_000),
    from: z.number().int().min(0),
    count: z.number().int().min(0).max(MAX_SHARD_GAMES),
    maxActions: z.number().int().min(1).max(1_000_000).optional(),
  })
  .superRefine((d, ctx) => {
    const cap = maxShardGames(d.bots);
    if (d.count > cap)
      ctx.addIssue({
        code: 'custom',
        path: ['count'],
        message: `${d.count} games × ${Math.max(...d.bots.map(searchIterations))} bot iterations per decision is over the search budget of ${MAX_SHARD_SEARCH.toLocaleString('en')} a shard may use (at most ${cap} games with these bots)`,
      });
    const chars = JSON.stringify(d.ruleset).length;
    if (chars > MAX_JOB_RULESET_CHARS)
      ctx.addIssue({
        code: 'custom',
        path: ['ruleset'],
        message: `the ruleset is ${chars.toLocaleString('en')} characters as JSON, over the limit of ${MAX_JOB_RULESET_CHARS.toLocaleString('en')}`,
      });
  });

/** Key of the data a worker puts in place of a job's data it cannot read (`screenJobText`), so the job fails at once with the reason. */
const UNREADABLE = 'rulebench-unreadable-job';

/** `text` fit for a one-line log: control characters (newlines, ANSI escapes) as `?`, at most `max` characters. */
function printable(text: string, max = 200): string {
  const t = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '?');
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

/** How a refusal names a job whose data may be anything: its id and name, printable and short (`job 17 ("compare …")`). */
function describeJob(job: Pick<Job, 'id' | 'name'>): string {
  return `job ${printable(String(job.id), 100)}${job.name ? ` (${JSON.stringify(printable(job.name, 100))})` : ''}`;
}

/**
 * Why a job's data as stored (BullMQ keeps it as JSON text) cannot be a shard job, checked BEFORE it is parsed:
 * not text, over `MAX_JOB_DATA_CHARS` (never parsed), not JSON; then `screenJobValue`. Null when it may be read.
 */
export function screenJobText(text: unknown): string | null {
  if (typeof text !== 'string') return 'its data is missing';
  if (text.length > MAX_JOB_DATA_CHARS)
    return `its data is ${text.length.toLocaleString('en')} characters, over the limit of ${MAX_JOB_DATA_CHARS.toLocaleString('en')} a worker reads`;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return `its data is not JSON (${printable((e as Error).message)})`;
  }
  return screenJobValue(value);
}

/**
 * Why parsed job data cannot be a shard job: nested deeper than `MAX_JOB_DEPTH` or holding a `__proto__` key
 * anywhere (JSON.parse makes it an own key; copied into an object it would replace the prototype). Walks the value
 * without recursion, so any depth is safe to check. Null when neither.
 */
export function screenJobValue(value: unknown): string | null {
  const stack: { v: unknown; depth: number; path: string }[] = [{ v: value, depth: 1, path: '' }];
  while (stack.length) {
    const { v, depth, path } = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    const where = path ? ` (at ${printable(path, 120)})` : '';
    if (depth > MAX_JOB_DEPTH) return `its data nests deeper than ${MAX_JOB_DEPTH} levels${where}`;
    for (const key of Object.keys(v)) {
      if (key === '__proto__') return `its data holds a "__proto__" key${where}`;
      stack.push({
        v: (v as Record<string, unknown>)[key],
        depth: depth + 1,
        path: depth <= 6 ? `${path}${path ? '.' : ''}${key}` : path,
      });
    }
  }
  return null;
}

/** How to run a worker. */
export interface QueueWorkerOptions {
  readonly url: string;
  /** Shard jobs played at once, each in its own worker thread (default one per core). */
  readonly concurrency: number;
  /** BullMQ `lockDuration` and `stalledInterval` (ms; default `DEFAULT_LOCK_MS`): a shard of a worker silent this long is given to another. */
  readonly lockMs?: number;
  /** One line per shard taken, finished or refused, and per connection problem. */
  readonly log: (line: string) => void;
}

/** A running worker: its name (`host:pid`) and `close()`, which lets the shards being played finish (`force`: drops them; they return to the queue as stalled). */
export interface QueueWorker {
  readonly name: string;
  /** The queue URL, password masked. */
  readonly url: string;
  close(force?: boolean): Promise<void>;
}

/**
 * Plays one shard job: checks its data, the engine version and the ruleset hash, plays the games in a worker
 * thread with progress (`{ worker, done }`, at most every 0.5 s) and returns the part.
 * @throws UnrecoverableError (failed at once, no retry) for data that is not a shard job — unreadable (see
 * `screenJobText`), too deep, a `__proto__` key, outside the job schema's limits (games per shard, bot budget,
 * ruleset size) — naming the job and the reason; another engine version
 * or another ruleset hash — naming both — or rules that do not compile here; a thread's error otherwise (retried).
 */
export async function playShard(job: Job, name: string, signal?: AbortSignal): Promise<ShardResult> {
  const { UnrecoverableError } = await import('bullmq');
  const startedAt = Date.now();
  const t0 = performance.now();
  const raw = job.data as unknown;
  const marked =
    raw !== null && typeof raw === 'object' && Object.hasOwn(raw, UNREADABLE)
      ? String((raw as Record<string, unknown>)[UNREADABLE])
      : null;
  if (marked !== null) throw new UnrecoverableError(`worker ${name} refused ${describeJob(job)}: ${marked}`);
  // The schema recurses once per level: a job nesting deeper than any real one is refused before it runs.
  if (jsonTooDeep(raw, MAX_JSON_DEPTH))
    throw new UnrecoverableError(
      `worker ${name} refused ${describeJob(job)}: it nests lists or maps deeper than ${MAX_JSON_DEPTH} levels (the limit for a ${SHARD_FORMAT} job); it is not one`,
    );
  const unreadable = screenJobValue(raw);
  if (unreadable !== null) throw new UnrecoverableError(`worker ${name} refused ${describeJob(job)}: ${unreadable}`);
  const parsed = jobSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new UnrecoverableError(
      `worker ${name} refused ${describeJob(job)}: not a ${SHARD_FORMAT} job (${printable(issue.path.join('.'), 100) || 'top level'}: ${printable(issue.message, 300)})`,
    );
  }
  const d = parsed.data as unknown as ShardJobData;
  const mine = engineVersion();
  if (d.engineVersion !== mine)
    throw new UnrecoverableError(
      `worker ${name} refused ${shardName(d)} (job ${printable(String(job.id), 100)}): engine version ${d.engineVersion} (the run) ≠ ${mine} (this worker); start the run and its workers from the same build`,
    );
  const compiled = compileRuleset(d.ruleset, d.overrides);
  if (!compiled.ok)
    throw new UnrecoverableError(
      `worker ${name} refused ${shardName(d)} (job ${printable(String(job.id), 100)}): the rules do not compile here: ${compiled.error.map(formatDiagnostic).join('; ')}`,
    );
  if (compiled.value.hash !== d.rulesetHash)
    throw new UnrecoverableError(
      `worker ${name} refused ${shardName(d)} (job ${printable(String(job.id), 100)}): ruleset ${d.ruleset.id} hash ${d.rulesetHash} (the run) ≠ ${compiled.value.hash} (this worker); start the run and its workers from the same build`,
    );
  let lastSent = 0;
  let firstGame: number | null = null;
  const send = (done: number) => job.updateProgress({ worker: name, done }).catch(() => {});
  void send(0);
  const [records] = await runBatches(
    [
      {
        ruleset: d.ruleset,
        overrides: d.overrides,
        bots: d.bots,
        seed: d.seed,
        games: d.count,
        from: d.from,
        ...(d.maxActions !== undefined ? { maxActions: d.maxActions } : {}),
      },
    ],
    {
      workers: 1,
      keepWorkers: true, // the next shard starts on this thread, engine loaded and its code compiled
      ...(signal ? { signal } : {}),
      onProgress: (p) => {
        firstGame ??= performance.now();
        if (p.done < p.total && p.elapsedMs - lastSent < 500) return;
        lastSent = p.elapsedMs;
        void send(p.done);
      },
    },
  );
  // Setup: from taking the job to the first finished game, less that game's own time (estimated as the mean).
  const t1 = performance.now();
  const perGame = firstGame !== null && d.count > 1 ? (t1 - firstGame) / (d.count - 1) : 0;
  const setupMs = firstGame === null ? t1 - t0 : Math.max(0, firstGame - t0 - perGame);
  const records0 = encodeRecords(records!);
  return {
    format: SHARD_FORMAT,
    worker: name,
    engineVersion: mine,
    count: d.count,
    records: records0,
    queuedMs: startedAt - job.timestamp,
    setupMs,
    gamesMs: t1 - t0 - setupMs,
    sentAt: Date.now(),
  };
}

/**
 * Starts a worker on the queue at `opts.url`: reaches Redis first (a `QueueError` if it cannot, before taking any
 * job), then takes shard jobs `concurrency` at a time until closed. Each shard is played by `playShard` in a
 * thread of the playtest pool; the threads are started ahead (`prestartWorkers`) and kept from shard to shard
 * (`keepWorkers`), so a shard starts on a thread that has loaded the engine and compiled its code.
 * A dropped connection is retried for as long as the worker runs (logged once per outage).
 */
export async function startShardWorker(opts: QueueWorkerOptions): Promise<QueueWorker> {
  const addr = address(opts.url);
  (await connectRedis(addr)).disconnect();
  const { Worker } = await import('bullmq');
  /**
   * BullMQ parses a job's data as it hands the job out; data that does not parse would throw inside BullMQ and
   * leave the job active, stalling and restarting for minutes. This worker screens the text first and gives
   * unreadable data a marker instead, so `playShard` fails the job at once (UnrecoverableError) with the reason.
   */
  class ScreeningWorker extends Worker {
    protected override createJob(data: JobJson, jobId: string): Job {
      const why = screenJobText(data.data);
      return super.createJob(why === null ? data : { ...data, data: JSON.stringify({ [UNREADABLE]: why }) }, jobId);
    }
  }
  const name = `${hostname()}:${process.pid}`;
  const lockMs = opts.lockMs ?? DEFAULT_LOCK_MS;
  prestartWorkers(opts.concurrency);
  let down = false;
  const shared = await watchedConnection(
    addr,
    'worker',
    (why) => {
      down = true;
      opts.log(`${name}: lost connection to Redis at ${addr.display} (${why}); retrying until it is back`);
    },
    (ms) => {
      down = false;
      opts.log(
        `${name}: reconnected to Redis at ${addr.display} after ${(ms / 1000).toFixed(1)} s; taking shard jobs again`,
      );
    },
  );
  const worker: Worker = new ScreeningWorker(
    QUEUE_NAME,
    async (job: Job, _token?: string, signal?: AbortSignal) => {
      const d = job.data as Partial<ShardJobData>;
      const what =
        d && d.shard && typeof d.label === 'string' && typeof d.from === 'number' && typeof d.count === 'number'
          ? shardName(d as ShardJobData)
          : `job ${job.id}`;
      opts.log(
        `${name}: took ${what}${job.attemptsStarted > 1 ? `, start ${job.attemptsStarted} of this shard` : ''} (run ${String(d?.runId)})`,
      );
      prestartWorkers(opts.concurrency); // (threads come back after each shard: this only replaces a lost one)
      try {
        const result = await playShard(job, name, signal);
        opts.log(`${name}: done ${what} in ${((result.setupMs + result.gamesMs) / 1000).toFixed(1)} s`);
        return result;
      } catch (e) {
        opts.log(`${name}: ${what} failed: ${oneLine((e as Error).message)}`);
        throw e;
      }
    },
    {
      connection: shared as unknown as ConnectionOptions,
      concurrency: opts.concurrency,
      lockDuration: lockMs,
      stalledInterval: lockMs,
      maxStalledCount: 2,
      name,
    },
  );
  worker.on('error', (e) => {
    // Connection trouble is logged by the watched connection (once per outage); anything else as it comes.
    if (down || /ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|Connection is closed|connect ETIMEDOUT/.test(e.message))
      return;
    opts.log(`${name}: Redis at ${addr.display}: ${oneLine(e.message)}`);
  });
  await worker.waitUntilReady();
  // Without Redis a graceful close would wait for it forever: then the shards are dropped (they stall and go back).
  return {
    name,
    url: addr.display,
    close: async (force = false) => {
      await worker.close(force || down);
      shared.disconnect();
    },
  };
}
