// Playtest jobs for the host API: start a batch, an A/B comparison or a sweep in the worker pool, report
// progress (polled or pushed), cancel, and keep the finished report in memory. Also re-creates any game of a
// batch as a replay from its seed (bots are deterministic, so seed + bots + rules rebuild the game).
import {
  compareBatches, computeMetrics, createBot, expandSweep, formatBotSpec, gameSeed, parseBotSpec, recordReplay, runTrial, recordsCsv, sweepCsv, sweepRow,
  type Action, type BotSpec, type CompiledGame, type Json, type Replay,
} from '../engine';
import type { PlaytestGame, PlaytestReport, PlaytestRequest, PlaytestStatus } from '../shared/ipc-contract';
import { PlaytestCancelled, defaultWorkers, runBatches, type BatchJob } from './playtests';

/** Compiles a ruleset by id with overrides, or explains why not. */
export type CompileById = (rulesetId: string, overrides: Readonly<Record<string, Json>>) => { ok: true; game: CompiledGame } | { ok: false; message: string };

/** The playtest job table of one host. */
export interface PlaytestJobs {
  start(req: PlaytestRequest): { ok: true; jobId: string } | { ok: false; message: string };
  status(jobId: string): PlaytestStatus | null;
  cancel(jobId: string): boolean;
  /** The replay of game `seed` under one arm's rules and bots (not saved). */
  replay(req: { rulesetId: string; overrides: Record<string, Json>; bots: string[]; seed: string; index: number }): { ok: true; replay: Replay } | { ok: false; message: string };
}

interface Job {
  status: PlaytestStatus;
  abort: AbortController;
}

/** Most finished jobs kept in memory (oldest dropped first). */
const KEEP_JOBS = 8;

/**
 * A job table over `compile`. `onProgress` receives every status change (for a push channel); `workers`
 * overrides the default worker count (one per core).
 */
export function createPlaytestJobs(compile: CompileById, onProgress?: (s: PlaytestStatus) => void, workers?: number): PlaytestJobs {
  const jobs = new Map<string, Job>();
  let counter = 0;

  const parseBots = (texts: readonly string[], seats: number): BotSpec[] | string => {
    const specs: BotSpec[] = [];
    for (let s = 0; s < seats; s++) {
      const t = texts[Math.min(s, texts.length - 1)] ?? 'random';
      const spec = parseBotSpec(t);
      if (!spec) return `"${t}" is not a bot`;
      specs.push(spec);
    }
    return specs;
  };

  return {
    start(req) {
      const arms: { label: string; rulesetId: string; overrides: Record<string, Json> }[] = [];
      const setText = (o: Record<string, Json>) => Object.entries(o).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(' ');
      if (req.mode === 'sweep') {
        for (const point of expandSweep(req.axes ?? [])) {
          const overrides = { ...req.a.overrides, ...point };
          arms.push({ label: setText(point), rulesetId: req.a.rulesetId, overrides });
        }
        if (arms.length === 0) return { ok: false, message: 'A sweep needs one or two options with values.' };
      } else {
        arms.push({ label: `A: ${req.a.rulesetId} ${setText(req.a.overrides)}`.trim(), ...req.a });
        if (req.mode === 'compare') {
          if (!req.b) return { ok: false, message: 'A comparison needs a ruleset B.' };
          arms.push({ label: `B: ${req.b.rulesetId} ${setText(req.b.overrides)}`.trim(), ...req.b });
        }
      }
      const games: CompiledGame[] = [];
      for (const arm of arms) {
        const c = compile(arm.rulesetId, arm.overrides);
        if (!c.ok) return { ok: false, message: `${arm.label}: ${c.message}` };
        games.push(c.game);
      }
      const seats = games[0]!.layout.seatCount;
      if (games.some((g) => g.layout.seatCount !== seats)) return { ok: false, message: 'Every ruleset of a run must seat the same number of players.' };
      const bots = parseBots(req.bots, seats);
      if (typeof bots === 'string') return { ok: false, message: bots };
      const jobId = `pt-${++counter}`;
      const abort = new AbortController();
      const status: PlaytestStatus = { jobId, state: 'running', done: 0, total: req.games * arms.length, elapsedMs: 0, etaMs: null, message: null, report: null };
      const job: Job = { status, abort };
      jobs.set(jobId, job);
      for (const id of [...jobs.keys()]) if (jobs.size > KEEP_JOBS && jobs.get(id)!.status.state !== 'running') jobs.delete(id);
      const batch: BatchJob[] = games.map((g, i) => ({ ruleset: g.ruleset, overrides: arms[i]!.overrides, bots, seed: req.seed, games: req.games }));
      const update = (s: Partial<PlaytestStatus>) => {
        job.status = { ...job.status, ...s };
        onProgress?.(job.status);
      };
      let lastPush = 0;
      runBatches(batch, {
        workers: req.workers ?? workers ?? defaultWorkers(),
        signal: abort.signal,
        onProgress: (p) => {
          job.status = { ...job.status, done: p.done, elapsedMs: p.elapsedMs, etaMs: p.etaMs };
          if (p.elapsedMs - lastPush >= 200 || p.done === p.total) {
            lastPush = p.elapsedMs;
            onProgress?.(job.status);
          }
        },
      })
        .then((records) => {
          const metrics = records.map((r, i) => computeMetrics(games[i]!, r));
          const report: PlaytestReport = {
            request: req,
            bots: bots.map(formatBotSpec),
            labels: arms.map((a) => a.label),
            arms: arms.map((a) => ({ rulesetId: a.rulesetId, overrides: a.overrides })),
            metrics,
            comparison: req.mode === 'compare' ? compareBatches(metrics[0]!, records[0]!, metrics[1]!, records[1]!).rows : null,
            sweep: req.mode === 'sweep' ? { axes: req.axes ?? [], rows: records.map((_, i) => sweepRow(expandSweep(req.axes ?? [])[i]!, metrics[i]!)) } : null,
            games: records.map((rs) => rs.map((r): PlaytestGame => ({ index: r.index, seed: r.seed, team: r.team, winners: r.winners, actions: r.actions, rounds: r.rounds, stalled: r.truncated, aborted: r.aborted }))),
            csv: req.mode === 'sweep' ? sweepCsv(req.axes ?? [], metrics.map((m, i) => sweepRow(expandSweep(req.axes ?? [])[i]!, m))) : records.map((r, i) => recordsCsv(r, arms[i]!.label).split('\n').slice(i ? 1 : 0).join('\n')).join(''),
          };
          update({ state: 'done', report, done: job.status.total, etaMs: 0 });
        })
        .catch((e: unknown) => {
          if (e instanceof PlaytestCancelled) update({ state: 'cancelled', message: 'Cancelled.' });
          else update({ state: 'failed', message: (e as Error).message });
        });
      return { ok: true, jobId };
    },

    status(jobId) {
      return jobs.get(jobId)?.status ?? null;
    },

    cancel(jobId) {
      const job = jobs.get(jobId);
      if (!job || job.status.state !== 'running') return false;
      job.abort.abort();
      return true;
    },

    replay(req) {
      const c = compile(req.rulesetId, req.overrides);
      if (!c.ok) return { ok: false, message: c.message };
      const bots = parseBots(req.bots, c.game.layout.seatCount);
      if (typeof bots === 'string') return { ok: false, message: bots };
      const seedBase = req.seed.slice(0, req.seed.length - `-${req.index + 1}`.length);
      if (!req.seed.endsWith(`-${req.index + 1}`)) return { ok: false, message: `Seed "${req.seed}" is not game ${req.index + 1} of a batch.` };
      // Re-play the game with the same bots; the trial's actions are what the record summarised.
      const actions = replayActions(c.game, bots, seedBase, req.index);
      const seats = bots.map((b) => ({ occupant: 'bot' as const, bot: formatBotSpec(b) }));
      const r = recordReplay(c.game, seats, req.seed, actions);
      return r.ok ? { ok: true, replay: r.value } : { ok: false, message: r.error.message };
    },
  };
}

/** The actions of game `index` of a batch (re-played: same seed, same bots ⇒ same game). */
function replayActions(game: CompiledGame, bots: readonly BotSpec[], batchSeed: string, index: number): readonly Action[] {
  return runTrial(game, bots.map((b) => createBot(game, b)), gameSeed(batchSeed, index)).actions;
}
