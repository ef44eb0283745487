// `rulebench simulate <ruleset> --games N --seed S [--bots B] [--set name=value]… [--out DIR] [--json]`: bot games
// (`normal` bots unless `--bots` says otherwise; real-time kinds: their default bots), one replay per game. `--set`
// overrides ruleset options, or with `bot.NAME` the real-time bots' parameters (DIG-053); the output and every
// replay name the bot level.
import { mkdirSync } from 'node:fs';
import { removeStaleTemps, writeFileAtomic } from '../host/files';
import { join } from 'node:path';
import {
  createBot,
  formatBotSpec,
  recordReplay,
  runKindTrial,
  simulatedSeats,
  formatDiagnostic,
  teamWon,
  type AgentParams,
  type CompiledGame,
  type RealtimeTrial,
  type Trial,
} from '../engine';
import { loadCompiledGame } from '../host/rulesets';
import { UsageError, intOption, parse, seedOption } from './args';
import { prepareOutput } from './output';
import { checkBots, parseBots, parseSets, splitSets, withBotParams } from './playtest-args';
import { replayFileName, serializeReplay } from '../host/replays';

/** Summary of a batch of simulated games (what `simulate` prints). Times in ms. */
export interface SimulationSummary {
  readonly ruleset: string;
  readonly games: number;
  readonly seed: string;
  /**
   * The bots that played, one entry per seat as `--bots` writes them (`normal`, `random`, `strong:100`…), joined
   * with commas when the seats differ; `realtime-default` for a real-time kind's default agents.
   */
  readonly bots: string;
  /** Games each team won; a tie won jointly by several teams (GAM-081) counts for each of them (`sharedWins`). */
  readonly winsPerTeam: Record<string, number>;
  /** Games won jointly by several teams (ties). */
  readonly sharedWins: number;
  readonly unfinished: number;
  readonly meanActions: number;
  readonly meanRounds: number;
  readonly elapsedMs: number;
  readonly gamesPerSecond: number;
  /** Real-time kinds: mean simulated game length in minutes, and points per source (call type) over all games. */
  readonly meanSimulatedMinutes?: number;
  readonly pointsBySource?: Record<string, number>;
}

/** Runs the command; exit 0 when every game finished, 1 when a ruleset error or an unfinished game occurred. */
export async function simulateCommand(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    games: { type: 'string' },
    seed: { type: 'string' },
    out: { type: 'string' },
    mkdir: { type: 'boolean' },
    json: { type: 'boolean' },
    set: { type: 'string', multiple: true },
    bots: { type: 'string' },
  });
  if (positionals.length !== 1) throw new UsageError('simulate needs exactly one ruleset');
  if (values.out !== undefined) prepareOutput('--out', values.out, { mkdir: values.mkdir, folder: true });
  const games = intOption('games', values.games, 1, 1, 1_000_000);
  const seed = seedOption(values.seed);
  const { overrides, botParams } = splitSets(parseSets(values.set));
  const loaded = loadCompiledGame(positionals[0], { overrides });
  if (!loaded.ok) {
    for (const d of loaded.diagnostics) process.stderr.write(`${formatDiagnostic(d)}\n`);
    return 1;
  }
  const game = loaded.game;
  const realtime = game.kind.realtime === true && game.kind.defaultAgent !== undefined;
  if (realtime && values.bots !== undefined)
    throw new UsageError(
      `--bots: ${game.ruleset.id} is played in real time by the kind's default bots; set their parameters with --set bot.NAME=value`,
    );
  const specs = parseBots(values.bots, game.layout.seatCount);
  checkBots(game, specs);
  const levels = specs.map(formatBotSpec);
  // Checked like playtest's `--set bot.NAME=…` (names, ranges, kinds without real-time bots); the accumulated
  // parameters go to the default agents and into each replay's seats.
  const agentParams = withBotParams(game, [{ type: 'random' }], botParams)[0]!.params ?? {};
  if (values.out) {
    mkdirSync(values.out, { recursive: true });
    removeStaleTemps(values.out); // temporary files of an earlier run that was killed
  }
  const started = performance.now();
  const trials: Trial[] = [];
  for (let i = 0; i < games; i++) {
    const gameSeed = `${seed}-${i + 1}`;
    // fresh bots per game: a search bot's state never carries from one game into the next
    const trial = runKindTrial(
      game,
      specs.map((s) => createBot(game, s)),
      gameSeed,
      agentParams,
    );
    trials.push(trial);
    if (values.out) writeReplay(game, trial, values.out, agentParams, levels);
  }
  const bots = realtime ? 'realtime-default' : [...new Set(levels)].length === 1 ? levels[0]! : levels.join(',');
  const summary = summarize(game, trials, seed, performance.now() - started, bots);
  process.stdout.write(values.json ? `${JSON.stringify(summary, null, 2)}\n` : formatSummary(summary));
  return summary.unfinished ? 1 : 0;
}

function writeReplay(
  game: CompiledGame,
  trial: Trial,
  dir: string,
  agentParams: AgentParams,
  levels: readonly string[],
): void {
  const replay = recordReplay(game, simulatedSeats(game, agentParams, levels), trial.seed, trial.actions);
  if (!replay.ok) throw new Error(`recording failed for seed ${trial.seed}: ${replay.error.message}`);
  writeFileAtomic(join(dir, replayFileName(game.ruleset.id, trial.seed)), serializeReplay(replay.value));
}

/**
 * Aggregates trials: wins per team (by team index; ties count for each winning team), shared wins, unfinished games,
 * mean actions and rounds; `bots` names the bots that played (`SimulationSummary.bots`, default `normal`).
 */
export function summarize(
  game: CompiledGame,
  trials: readonly Trial[],
  seed: string,
  elapsedMs: number,
  bots = 'normal',
): SimulationSummary {
  const winsPerTeam: Record<string, number> = {};
  game.layout.teams.forEach((seats, t) => (winsPerTeam[`team ${t} (seats ${seats.join(',')})`] = 0));
  let unfinished = 0;
  let sharedWins = 0;
  for (const t of trials) {
    const o = t.outcome;
    if (!o) {
      unfinished++;
      continue;
    }
    if (o.team === null && o.winners.length && game.layout.teams.length) sharedWins++; // a tie (GAM-081)
    game.layout.teams.forEach((seats, team) => {
      if (teamWon(o, team, seats)) winsPerTeam[`team ${team} (seats ${seats.join(',')})`]++;
    });
  }
  const mean = (f: (t: Trial) => number) => (trials.length ? trials.reduce((s, t) => s + f(t), 0) / trials.length : 0);
  return {
    ruleset: game.ruleset.id,
    games: trials.length,
    seed,
    bots,
    winsPerTeam,
    sharedWins,
    unfinished,
    meanActions: round2(mean((t) => t.actions.length)),
    meanRounds: round2(mean((t) => t.rounds)),
    elapsedMs: Math.round(elapsedMs),
    gamesPerSecond: round2(trials.length / (elapsedMs / 1000)),
    ...realtimeFigures(trials),
  };
}

function realtimeFigures(trials: readonly Trial[]): {
  meanSimulatedMinutes?: number;
  pointsBySource?: Record<string, number>;
} {
  const rt = trials.filter((t): t is RealtimeTrial => 'durationMs' in t);
  if (!rt.length) return {};
  const pointsBySource: Record<string, number> = {};
  for (const t of rt) for (const [k, v] of Object.entries(t.points)) pointsBySource[k] = (pointsBySource[k] ?? 0) + v;
  return {
    meanSimulatedMinutes: round2(rt.reduce((s, t) => s + t.durationMs, 0) / rt.length / 60_000),
    pointsBySource,
  };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Human-readable summary lines. */
export function formatSummary(s: SimulationSummary): string {
  const wins = Object.entries(s.winsPerTeam).map(
    ([team, n]) => `  ${team}: ${n} (${s.games ? ((100 * n) / s.games).toFixed(1) : 0} %)`,
  );
  return [
    `ruleset: ${s.ruleset}`,
    `games: ${s.games} (seed ${s.seed})`,
    `bots: ${s.bots === 'realtime-default' ? "the kind's default real-time agents" : s.bots}`,
    'wins per team:',
    ...wins,
    ...(s.sharedWins ? [`  shared by several teams (ties, counted for each): ${s.sharedWins}`] : []),
    ...(s.unfinished ? [`unfinished (hit the action limit): ${s.unfinished}`] : []),
    `mean actions per game: ${s.meanActions}`,
    `mean rounds per game: ${s.meanRounds}`,
    ...(s.meanSimulatedMinutes !== undefined ? [`mean simulated game length: ${s.meanSimulatedMinutes} min`] : []),
    ...(s.pointsBySource
      ? [
          'points by source:',
          ...Object.entries(s.pointsBySource)
            .sort()
            .map(([k, v]) => `  ${k}: ${v}`),
        ]
      : []),
    `elapsed: ${(s.elapsedMs / 1000).toFixed(2)} s (${s.gamesPerSecond} games/s)`,
    '',
  ].join('\n');
}
