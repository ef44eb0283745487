// Playtest jobs for the host API: start a batch, an A/B comparison or a sweep in the worker pool, report
// progress (polled or pushed), cancel, and keep the finished report in memory. Also re-creates any game of a
// batch as a replay from its seed (bots are deterministic, so seed + bots + rules rebuild the game).
// Overrides and sweep axes named `bot.NAME` set a parameter of every seat's default real-time bot (Gämsh,
// DIG-053) instead of a ruleset option, checked as the CLI checks `--set`/`--vary` (the engine's `applyBotParams`).
import {
  applyBotParams,
  botAxesError,
  compareBatches,
  tableNumbering,
  fitLadder,
  ladderCsv,
  comparisonVerdict,
  tableDifference,
  computeMetrics,
  createAgentFactory,
  createBot,
  expandSweep,
  formatBotSpec,
  gameSeed,
  parseBotSpec,
  recordReplay,
  runRealtimeTrial,
  runTrial,
  recordsCsv,
  simulatedSeats,
  splitSweepPoint,
  sweepCsv,
  botsText,
  sweepRow,
  compareSweep,
  sweepReference,
  effectiveOptions,
  MAX_TRIAL_ACTIONS,
  type Action,
  type BotSpec,
  type CompiledGame,
  type Json,
  type Replay,
} from '../engine';
import type { PlaytestGame, PlaytestReport, PlaytestRequest, PlaytestStatus } from '../shared/ipc-contract';
import { PlaytestCancelled, defaultWorkers, runBatches, type BatchJob, type BatchProgress } from './playtests';
import { runOnQueue } from './shard-queue';
import { ladderSetup } from './ladder-job';
import { screenCsv, screenRanking, screenSetup } from './screen-job';

/** Compiles a ruleset by id with overrides, or explains why not. */
export type CompileById = (
  rulesetId: string,
  overrides: Readonly<Record<string, Json>>,
) => { ok: true; game: CompiledGame } | { ok: false; message: string };

/** The playtest job table of one host. */
export interface PlaytestJobs {
  /**
   * Starts a run. Overrides and sweep axes named `bot.NAME` set a parameter of every seat's default real-time bot
   * (DIG-053) instead of a ruleset option: each arm gets its own bot specs. `{ ok: false, message }` (nothing runs)
   * when a ruleset does not compile, a bot is unknown, or a bot parameter is unknown, out of range or given for a
   * kind without such bots; the message names the field and the entry (`Options to sweep: bot.attentionPartnr: unknown bot
   * parameter "attentionPartnr". Did you mean "attentionPartner"?`, `Options A: bot.vigilance: kind "dog" has no
   * bot parameters (…)`).
   */
  start(req: PlaytestRequest): { ok: true; jobId: string } | { ok: false; message: string };
  status(jobId: string): PlaytestStatus | null;
  cancel(jobId: string): boolean;
  /**
   * The replay of game `seed` under one arm's rules and bots (not saved): `overrides` as in the report's arm
   * (`bot.NAME` entries go to the bots); real-time kinds are re-simulated with their default agents.
   */
  replay(req: {
    rulesetId: string;
    overrides: Record<string, Json>;
    bots: string[];
    seed: string;
    index: number;
  }): { ok: true; replay: Replay } | { ok: false; message: string };
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
export function createPlaytestJobs(
  compile: CompileById,
  onProgress?: (s: PlaytestStatus) => void,
  workers?: number,
): PlaytestJobs {
  const jobs = new Map<string, Job>();
  let counter = 0;

  const parseBots = (texts: readonly string[], seats: number): BotSpec[] | string => {
    const specs: BotSpec[] = [];
    for (let s = 0; s < seats; s++) {
      const t = texts[Math.min(s, texts.length - 1)] ?? 'normal'; // no choice: the lab's default level
      const spec = parseBotSpec(t);
      if (!spec) return `"${t}" is not a bot`;
      specs.push(spec);
    }
    return specs;
  };

  return {
    start(req) {
      const axes = req.mode === 'sweep' ? (req.axes ?? []) : [];
      if (axes.length === 2 && axes[0]!.option === axes[1]!.option)
        return { ok: false, message: `Options to sweep: "${axes[0]!.option}" is varied twice.` };
      const arms: Arm[] = [];
      const setText = (o: Readonly<Record<string, Json>>) =>
        Object.entries(o)
          .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
          .join(' ');
      // `overrides` keeps every entry (options and `bot.NAME`) for the report and replays; the split goes to compile and bots.
      const arm = (
        label: string,
        source: string,
        rulesetId: string,
        overrides: Readonly<Record<string, Json>>,
        point: Readonly<Record<string, Json>> = {},
      ): Arm => {
        const base = splitSweepPoint(overrides);
        const p = splitSweepPoint(point);
        return {
          label,
          source,
          rulesetId,
          overrides: { ...overrides, ...point },
          options: { ...base.overrides, ...p.overrides },
          botParams: base.botParams,
          pointParams: p.botParams,
        };
      };
      if (req.mode === 'sweep') {
        for (const point of expandSweep(axes))
          arms.push(arm(setText(point), 'Options A', req.a.rulesetId, req.a.overrides, point));
        if (arms.length === 0) return { ok: false, message: 'A sweep needs one or two options with values.' };
      } else {
        arms.push(
          arm(
            `A: ${req.a.rulesetId} ${setText(req.a.overrides)}`.trim(),
            'Options A',
            req.a.rulesetId,
            req.a.overrides,
          ),
        );
        if (req.mode === 'compare') {
          if (!req.b) return { ok: false, message: 'A comparison needs a ruleset B.' };
          arms.push(
            arm(
              `B: ${req.b.rulesetId} ${setText(req.b.overrides)}`.trim(),
              'Options B',
              req.b.rulesetId,
              req.b.overrides,
            ),
          );
        }
      }
      // one compiled game per ruleset and option set (points that differ only in bot parameters share it)
      const compiled = new Map<string, CompiledGame>();
      const games: CompiledGame[] = [];
      for (const a of arms) {
        const key = JSON.stringify([a.rulesetId, a.options]);
        let g = compiled.get(key);
        if (!g) {
          const c = compile(a.rulesetId, a.options);
          if (!c.ok) return { ok: false, message: `${a.label}: ${c.message}` };
          compiled.set(key, (g = c.game));
        }
        games.push(g);
      }
      const seats = games[0]!.layout.seatCount;
      if (games.some((g) => g.layout.seatCount !== seats))
        return { ok: false, message: 'Every ruleset of a run must seat the same number of players.' };
      const otherTable = req.mode === 'compare' ? tableDifference(games[0]!, games[1]!) : null;
      if (otherTable) return { ok: false, message: `${otherTable}.` };
      // mode ladder: `req.bots` are the ladder's bots, played in every seat configuration
      const ladder = req.mode === 'ladder' ? ladderSetup(games[0]!, req.bots) : null;
      if (ladder && !ladder.ok) return { ok: false, message: ladder.message };
      const bots = parseBots(req.bots, seats);
      if (typeof bots === 'string') return { ok: false, message: bots };
      // mode screen: every option of A (or the named ones) at its other values, at every bot level
      const screen =
        req.mode === 'screen'
          ? screenSetup(
              games[0]!,
              arms[0]!.rulesetId,
              arms[0]!.options,
              compile,
              req.screen?.options,
              req.screen?.levels ?? ['normal'],
              req.games,
            )
          : null;
      if (screen && !screen.ok) return { ok: false, message: screen.message };
      const axisError = botAxesError(games[0]!.kind.id, axes);
      if (axisError) return { ok: false, message: `Options to sweep: ${axisError}` };
      const armBots: BotSpec[][] = [];
      for (const [i, a] of arms.entries()) {
        const r = armBotSpecs(games[i]!.kind.id, bots, a);
        if (!r.ok) return { ok: false, message: r.message };
        armBots.push(r.bots);
      }
      const jobId = `pt-${++counter}`;
      const abort = new AbortController();
      const status: PlaytestStatus = {
        jobId,
        state: 'running',
        done: 0,
        total: req.games * (ladder?.ok ? ladder.configs.length : screen?.ok ? screen.batches : arms.length),
        elapsedMs: 0,
        etaMs: null,
        message: null,
        report: null,
      };
      const job: Job = { status, abort };
      jobs.set(jobId, job);
      for (const id of [...jobs.keys()])
        if (jobs.size > KEEP_JOBS && jobs.get(id)!.status.state !== 'running') jobs.delete(id);
      const batch: BatchJob[] = screen?.ok
        ? screen.levelBots.flatMap((levelBots) => [
            {
              ruleset: games[0]!.ruleset,
              overrides: arms[0]!.options,
              bots: [...levelBots],
              seed: req.seed,
              games: req.games,
            },
            ...screen.candidates.map((c) => ({
              ruleset: c.game.ruleset,
              overrides: c.options,
              bots: [...levelBots],
              seed: req.seed,
              games: req.games,
            })),
          ])
        : ladder?.ok
          ? ladder.configs.map((c) => ({
              ruleset: games[0]!.ruleset,
              overrides: arms[0]!.options,
              bots: c.seats.map((k) => ladder.specs[k]!),
              seed: req.seed,
              games: req.games,
            }))
          : games.map((g, i) => ({
              ruleset: g.ruleset,
              overrides: arms[i]!.options,
              bots: armBots[i]!,
              seed: req.seed,
              games: req.games,
            }));
      const update = (s: Partial<PlaytestStatus>) => {
        job.status = { ...job.status, ...s };
        onProgress?.(job.status);
      };
      let lastPush = 0;
      const onBatchProgress = (p: BatchProgress & { workers?: number }) => {
        job.status = {
          ...job.status,
          done: p.done,
          elapsedMs: p.elapsedMs,
          etaMs: p.etaMs,
          ...(job.status.queue && p.workers !== undefined
            ? { queue: { ...job.status.queue, workers: p.workers } }
            : {}),
        };
        if (p.elapsedMs - lastPush >= 200 || p.done === p.total) {
          lastPush = p.elapsedMs;
          onProgress?.(job.status);
        }
      };
      // With a queue URL the shards are played by `rulebench worker` processes; the records are the same.
      if (req.queue) job.status = { ...job.status, queue: { workers: 0, events: [] } };
      const played = req.queue
        ? runOnQueue(batch, {
            url: req.queue,
            command: `app ${req.mode}`,
            labels: screen?.ok ? screen.labels : arms.map((a) => a.label),
            signal: abort.signal,
            onProgress: onBatchProgress,
            onEvent: (line) =>
              update({
                queue: {
                  workers: job.status.queue?.workers ?? 0,
                  events: [...(job.status.queue?.events ?? []), line].slice(-20),
                },
              }),
          })
        : runBatches(batch, {
            workers: req.workers ?? workers ?? defaultWorkers(),
            signal: abort.signal,
            onProgress: onBatchProgress,
          });
      played
        .then((records) => {
          if (ladder?.ok) {
            const fitted = fitLadder(ladder.labels, ladder.configs, records);
            const report: PlaytestReport = {
              request: req,
              bots: [...ladder.labels],
              labels: [games[0]!.ruleset.id],
              arms: [{ rulesetId: arms[0]!.rulesetId, overrides: arms[0]!.overrides }],
              metrics: [],
              comparison: null,
              sweep: null,
              games: [],
              csv: ladderCsv(fitted),
              ladder: fitted,
            };
            update({ state: 'done', report, done: job.status.total, etaMs: 0 });
            return;
          }
          if (screen?.ok) {
            const ranking = screenRanking(games[0]!, screen, records);
            const report: PlaytestReport = {
              request: req,
              bots: [...screen.levels],
              labels: [games[0]!.ruleset.id],
              arms: [{ rulesetId: arms[0]!.rulesetId, overrides: arms[0]!.overrides }],
              metrics: [],
              comparison: null,
              sweep: null,
              games: [],
              csv: screenCsv(ranking, screen.skipped),
              screen: { levels: screen.levels, values: screen.candidates.length, ranking, skipped: screen.skipped },
            };
            update({ state: 'done', report, done: job.status.total, etaMs: 0 });
            return;
          }
          const points = expandSweep(axes);
          const metrics = records.map((r, i) => computeMetrics(games[i]!, r));
          const cmp =
            req.mode === 'compare' ? compareBatches(metrics[0]!, records[0]!, metrics[1]!, records[1]!) : null;
          // The verdict is read in the Playtest view: teams and seats as its table names them (the CLI keeps 0).
          const numbering = tableNumbering(games[0]!.ruleset.kind);
          const report: PlaytestReport = {
            request: req,
            bots: bots.map(formatBotSpec),
            labels: arms.map((a) => a.label),
            arms: arms.map((a) => ({ rulesetId: a.rulesetId, overrides: a.overrides })),
            metrics,
            comparison: cmp ? cmp.rows : null,
            comparisonInfo: cmp
              ? {
                  correction: cmp.correction,
                  tested: cmp.tested,
                  testedPrimary: cmp.testedPrimary,
                  testedExploratory: cmp.testedExploratory,
                  resamples: cmp.resamples,
                  verdict: { en: comparisonVerdict(cmp, 'en', numbering), de: comparisonVerdict(cmp, 'de', numbering) },
                }
              : null,
            // each value against the ruleset's own value (options A applied) where the range holds it, else the first
            sweep:
              req.mode === 'sweep'
                ? {
                    axes,
                    rows: metrics.map((m, i) => sweepRow(points[i]!, m)),
                    comparison: compareSweep(
                      axes,
                      metrics,
                      records,
                      sweepReference(axes, {
                        ...effectiveOptions(games[0]!.kind, games[0]!.ruleset),
                        ...req.a.overrides,
                      }),
                      numbering,
                    ),
                  }
                : null,
            games: records.map((rs) =>
              rs.map(
                (r): PlaytestGame => ({
                  index: r.index,
                  seed: r.seed,
                  team: r.team,
                  winners: r.winners,
                  actions: r.actions,
                  rounds: r.rounds,
                  stalled: r.truncated,
                  aborted: r.aborted,
                }),
              ),
            ),
            csv:
              req.mode === 'sweep'
                ? sweepCsv(
                    axes,
                    metrics.map((m, i) => sweepRow(points[i]!, m)),
                    botsText(bots),
                  )
                : records
                    .map((r, i) =>
                      recordsCsv(r, arms[i]!.label, botsText(bots))
                        .split('\n')
                        .slice(i ? 1 : 0)
                        .join('\n'),
                    )
                    .join(''),
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
      const { overrides, botParams } = splitSweepPoint(req.overrides);
      const c = compile(req.rulesetId, overrides);
      if (!c.ok) return { ok: false, message: c.message };
      const parsed = parseBots(req.bots, c.game.layout.seatCount);
      if (typeof parsed === 'string') return { ok: false, message: parsed };
      const withParams = applyBotParams(c.game.kind.id, parsed, botParams);
      if (!withParams.ok) return { ok: false, message: withParams.error };
      const bots = withParams.bots;
      const seedBase = req.seed.slice(0, req.seed.length - `-${req.index + 1}`.length);
      if (!req.seed.endsWith(`-${req.index + 1}`))
        return { ok: false, message: `Seed "${req.seed}" is not game ${req.index + 1} of a batch.` };
      // Re-play the game with the same bots; the trial's actions are what the record summarised.
      const actions = replayActions(c.game, bots, seedBase, req.index);
      const seats = isRealtime(c.game)
        ? simulatedSeats(c.game, bots[0]?.params ?? {})
        : bots.map((b) => ({ occupant: 'bot' as const, bot: formatBotSpec(b) }));
      const r = recordReplay(c.game, seats, req.seed, actions);
      return r.ok ? { ok: true, replay: r.value } : { ok: false, message: r.error.message };
    },
  };
}

/**
 * One arm of a run. `overrides`: every entry as requested (ruleset options and `bot.NAME`, plus the sweep point);
 * `options`: the ruleset options only (what is compiled); `botParams`: the arm's own `bot.NAME=v` entries (from
 * Options A/B), `pointParams`: those of its sweep point (names without `bot.`; DIG-053). `source` names the form
 * field the arm's own entries came from, for messages.
 */
interface Arm {
  readonly label: string;
  readonly source: string;
  readonly rulesetId: string;
  readonly overrides: Record<string, Json>;
  readonly options: Record<string, Json>;
  readonly botParams: Record<string, Json>;
  readonly pointParams: Record<string, Json>;
}

/**
 * The bots of one arm: `bots` with the arm's bot parameters, then its sweep point's, on every seat (DIG-053), for
 * the default real-time agents of kind `kindId`. `{ ok: false, message }` names the field and the bad entry, e.g.
 * `Options A: bot.vigilance: kind "dog" has no bot parameters (…)`.
 */
function armBotSpecs(
  kindId: string,
  bots: readonly BotSpec[],
  arm: Arm,
): { ok: true; bots: BotSpec[] } | { ok: false; message: string } {
  const own = applyBotParams(kindId, bots, arm.botParams);
  if (!own.ok) return { ok: false, message: `${arm.source}: ${own.error}` };
  const point = applyBotParams(kindId, own.bots, arm.pointParams);
  if (!point.ok) return { ok: false, message: `Options to sweep: ${point.error}` };
  return { ok: true, bots: point.bots };
}

/** True when `game` runs in the real-time simulator with the kind's default agents (as `playGame` decides). */
function isRealtime(game: CompiledGame): boolean {
  return game.kind.realtime === true && typeof game.kind.defaultAgent === 'function';
}

/**
 * The actions of game `index` of a batch, re-played as `playGame` plays it (same seed, same bots ⇒ same game):
 * real-time kinds in the discrete-event simulator with each seat's default agent and its `params` (DIG-053),
 * other kinds with `runTrial`.
 */
function replayActions(
  game: CompiledGame,
  bots: readonly BotSpec[],
  batchSeed: string,
  index: number,
): readonly Action[] {
  const seed = gameSeed(batchSeed, index);
  if (isRealtime(game)) {
    const agents = Array.from(
      { length: game.layout.seatCount },
      (_, s) => createAgentFactory(game, bots[s] ?? bots[bots.length - 1] ?? { type: 'normal' })!,
    );
    return runRealtimeTrial(game, agents, seed, { maxInputs: MAX_TRIAL_ACTIONS }).actions;
  }
  return runTrial(
    game,
    bots.map((b) => createBot(game, b)),
    seed,
  ).actions;
}
