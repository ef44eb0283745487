// `rulebench compare <a> [<b>] --games N --seed S [--bots …|--levels normal,strong] [--workers W] [--set name=value]…
// [--json] [--out FILE] [--csv FILE] [--all] [--correction holm|bh|none]`: A/B of two rulesets, or of one ruleset
// against itself with `--set` overrides (applied to B; `bot.NAME=value` sets a parameter of B's default real-time
// bots, Gämsh), on identical seeds and bots. Prints a plain-language verdict, both columns, the difference B − A with
// its 95 % interval, raw p-value and the p-value corrected across rows (Holm–Bonferroni), rows with identical figures
// merged. With `--levels` the same comparison at each bot level, led by one verdict across the levels.
import { writeOutput } from './output';
import {
  compareBatches,
  comparisonVerdict,
  computeMetrics,
  formatBotSpec,
  levelsVerdict,
  tableDifference,
  formatComparison,
  recordsCsvLines,
  type BotSpec,
  type CompiledGame,
  type Correction,
  type GameRecord,
  type LevelComparison,
} from '../engine';
import { PART_FORMAT, checkOutputs, parseShard, partText, shardLine, shardRange } from './shards';
import { prestartWorkers } from '../host/playtests';
import { checkQueueOptions, playBatches, playedBy, queueTimingLine, threadsAhead } from './queue';
import { UsageError, parse } from './args';
import { parseLang } from './play';
import {
  PLAYTEST_OPTIONS,
  botsLine,
  checkBots,
  loadGame,
  parseBots,
  parseSets,
  phaseTimer,
  progressBar,
  runSettings,
  splitSets,
  withBotParams,
  randomBotsNote,
  DEFAULT_BOTS,
} from './playtest-args';
import { parseLevels } from './screen';

/** Runs the command; exit 0 on success, 1 when a ruleset fails to load. With `--shard K/N` it plays that part of both batches into `--out`. */
export async function compareCommand(argv: readonly string[]): Promise<number> {
  if (argv.includes('--self')) return (await import('./compare-self')).compareSelfCommand(argv);
  const timer = phaseTimer();
  timer.mark('start-up');
  const { values, positionals } = parse(argv, {
    ...PLAYTEST_OPTIONS,
    all: { type: 'boolean' },
    correction: { type: 'string' },
    levels: { type: 'string' },
  });
  if (values.levels !== undefined && values.bots !== undefined)
    throw new UsageError('compare takes --levels (every seat at each level) or --bots, not both');
  if (values.levels !== undefined && values.shard !== undefined)
    throw new UsageError('compare --levels cannot be sharded: shard one --bots level at a time');
  const levels = values.levels === undefined ? null : parseLevels(values.levels);
  if (positionals.length < 1 || positionals.length > 2) throw new UsageError('compare needs one or two rulesets');
  const correction = parseCorrection(values.correction);
  parseLang(values.lang); // a bad --lang stops before any game is played
  const sets = parseSets(values.set);
  if (positionals.length === 1 && Object.keys(sets).length === 0)
    throw new UsageError('compare with one ruleset needs --set name=value for side B');
  checkQueueOptions(values);
  const { games, seed, workers } = runSettings(values);
  const shard = parseShard(values.shard);
  checkOutputs(shard, values, 'comparison');
  prestartWorkers(threadsAhead(values, workers)); // they load the engine while the rulesets below are read
  const gameA = loadGame(positionals[0]!);
  const { overrides, botParams } = splitSets(sets);
  const gameB = loadGame(positionals[1] ?? positionals[0]!, overrides);
  if (!gameA || !gameB) return 1;
  const otherTable = tableDifference(gameA, gameB);
  if (otherTable) throw new UsageError(otherTable);
  const setText = Object.entries(sets)
    .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
    .join(' ');
  const labels: [string, string] = [
    gameA.ruleset.id,
    positionals[1] ? gameB.ruleset.id + (setText ? ` ${setText}` : '') : `${gameB.ruleset.id} ${setText}`,
  ];
  if (levels) {
    const byLevel = levels.map((level) => {
      const a = parseBots(level, gameA.layout.seatCount);
      const b = withBotParams(gameB, a, botParams);
      checkBots(gameA, a);
      checkBots(gameB, b);
      return { level, a, b };
    });
    const bar = progressBar('compare', values.quiet);
    const started = performance.now();
    const results = await playBatches(
      byLevel.flatMap(({ a, b }) => [
        { ruleset: gameA.ruleset, overrides: {}, bots: a, seed, games, from: 0 },
        { ruleset: gameB.ruleset, overrides, bots: b, seed, games, from: 0 },
      ]),
      values,
      {
        command: 'compare',
        labels: levels.flatMap((l) => [`${l}: A: ${gameA.ruleset.id}`, `${l}: B: ${gameB.ruleset.id}`]),
        workers,
        onProgress: bar.onProgress,
        log: bar.log,
      },
    );
    bar.end();
    const elapsed = performance.now() - started;
    printLevelsComparison(
      [gameA, gameB],
      byLevel.map(({ level, a }, i) => ({ level, bots: a, records: [results[2 * i]!, results[2 * i + 1]!] })),
      labels,
      seed,
      games,
      { ...values, correction },
    );
    if (!values.json)
      process.stderr.write(
        `elapsed: ${(elapsed / 1000).toFixed(2)} s for ${2 * games * levels.length} games ${playedBy(values, workers)}\n`,
      );
    const queueTiming = queueTimingLine(values);
    if (queueTiming) process.stderr.write(queueTiming);
    return 0;
  }
  const bots = parseBots(values.bots, gameA.layout.seatCount);
  const botsB = withBotParams(gameB, bots, botParams);
  checkBots(gameA, bots);
  checkBots(gameB, botsB);
  const bar = progressBar('compare', values.quiet);
  timer.mark('loaded');
  const started = performance.now();
  const range = shard ? shardRange(games, shard) : { from: 0, count: games };
  const [ra, rb] = await playBatches(
    [
      { ruleset: gameA.ruleset, overrides: {}, bots, seed, games: range.count, from: range.from },
      { ruleset: gameB.ruleset, overrides, bots: botsB, seed, games: range.count, from: range.from },
    ],
    values,
    {
      command: 'compare',
      labels: [`A: ${gameA.ruleset.id}`, `B: ${gameB.ruleset.id}`],
      workers,
      onProgress: timer.progress(bar.onProgress),
      onWorkerIdle: timer.idle,
      log: bar.log,
    },
  );
  bar.end();
  const elapsed = performance.now() - started;
  timer.mark('games');
  if (shard) {
    const sides = [
      { ruleset: gameA.ruleset, overrides: {}, bots, records: ra! },
      { ruleset: gameB.ruleset, overrides, bots: botsB, records: rb! },
    ];
    writeOutput(
      values.out!,
      partText({
        format: PART_FORMAT,
        command: 'compare',
        seed,
        games,
        shard,
        labels,
        botsText: values.bots ?? DEFAULT_BOTS,
        sides,
      }),
    );
    process.stdout.write(shardLine(shard, range, games, values.out!));
    return 0;
  }
  printComparison(
    [gameA, gameB],
    [ra!, rb!],
    bots,
    labels,
    seed,
    games,
    values.bots ?? DEFAULT_BOTS,
    { ...values, correction },
    () => timer.mark('stats'),
  );
  // timing goes to stderr so that stdout is identical for any worker count
  if (!values.json)
    process.stderr.write(
      `elapsed: ${(elapsed / 1000).toFixed(2)} s for ${2 * games} games ${playedBy(values, workers)}\n`,
    );
  timer.mark('output');
  timer.report();
  const queueTiming = queueTimingLine(values);
  if (queueTiming) process.stderr.write(queueTiming);
  return 0;
}

/**
 * `--correction holm|bh|none` (default `holm`): the correction across the comparison's rows.
 * @throws UsageError naming the value when it is none of them.
 */
export function parseCorrection(text: string | undefined): Correction {
  if (text === undefined || text === 'holm') return 'holm';
  if (text === 'bh' || text === 'none') return text;
  throw new UsageError(
    `--correction must be holm (Holm–Bonferroni, default), bh (Benjamini–Hochberg) or none, not "${text}"`,
  );
}

/**
 * What `compare` prints and writes for two whole batches (also `merge` of its parts): the verdict, both columns,
 * B − A with its interval, raw and corrected p-value (`values.correction`, default Holm–Bonferroni), `--out`,
 * `--csv`, `--json`, texts in `--lang` (default from `LANG`, else English). `botsText` is the `--bots` text as given (`DEFAULT_BOTS` without it).
 */
export function printComparison(
  [gameA, gameB]: readonly [CompiledGame, CompiledGame],
  [ra, rb]: readonly [readonly GameRecord[], readonly GameRecord[]],
  bots: readonly BotSpec[],
  labels: readonly [string, string],
  seed: string,
  games: number,
  botsText: string,
  values: { out?: string; csv?: string; json?: boolean; all?: boolean; correction?: Correction; lang?: string },
  statsDone: () => void = () => {},
): void {
  const cmp = compareBatches(computeMetrics(gameA, ra), ra, computeMetrics(gameB, rb), rb, {
    correction: values.correction ?? 'holm',
  });
  statsDone();
  const lang = parseLang(values.lang);
  const verdict = comparisonVerdict(cmp, lang);
  if (values.out)
    writeOutput(
      values.out,
      JSON.stringify({ labels, seed, games, bots: botsText, verdict, comparison: cmp }, null, 2) + '\n',
    );
  if (values.csv) writeOutput(values.csv, bothBatches(ra, rb, botsText));
  if (values.json)
    process.stdout.write(
      JSON.stringify({ labels, seed, games, bots: botsText, verdict, comparison: cmp }, null, 2) + '\n',
    );
  else {
    process.stdout.write(botsLine(gameA, bots, seed, lang));
    process.stdout.write(formatComparison(cmp, [...labels] as [string, string], values.all, lang));
  }
}

/** One level of `compare --levels`: the level, the bots every seat of A played at it, and both batches' games. */
export interface LevelRecords {
  readonly level: string;
  readonly bots: readonly BotSpec[];
  readonly records: readonly [readonly GameRecord[], readonly GameRecord[]];
}

/**
 * What `compare --levels` prints and writes: the same comparison at each bot level (`compareBatches`, each with its
 * own correction), led by one verdict across the levels (`levelsVerdict`: which primary differences hold at every
 * level, which do not hold for competent players, which flip), then each level's section as `compare` prints it.
 * When a level is `random`, the caution about random players comes once, above the verdict. `--out` and `--json`
 * carry `{ labels, seed, games, levels, verdict, byLevel: [{ level, bots, verdict, comparison }] }`; `--csv` every
 * game of every level, its `bots` column naming the level. Texts in `--lang`.
 */
export function printLevelsComparison(
  [gameA, gameB]: readonly [CompiledGame, CompiledGame],
  byLevel: readonly LevelRecords[],
  labels: readonly [string, string],
  seed: string,
  games: number,
  values: { out?: string; csv?: string; json?: boolean; all?: boolean; correction?: Correction; lang?: string },
): void {
  const lang = parseLang(values.lang);
  const de = lang === 'de';
  const compared = byLevel.map(({ level, bots, records: [ra, rb] }) => ({
    level,
    bots,
    comparison: compareBatches(computeMetrics(gameA, ra), ra, computeMetrics(gameB, rb), rb, {
      correction: values.correction ?? 'holm',
    }),
  }));
  const verdict = levelsVerdict(compared as readonly LevelComparison[], lang);
  const summary = {
    labels,
    seed,
    games,
    levels: compared.map((c) => c.level),
    verdict,
    byLevel: compared.map(({ level, bots, comparison }) => ({
      level,
      bots: bots.map(formatBotSpec),
      verdict: comparisonVerdict(comparison, lang),
      comparison,
    })),
  };
  if (values.out) writeOutput(values.out, JSON.stringify(summary, null, 2) + '\n');
  if (values.csv)
    writeOutput(
      values.csv,
      (function* () {
        for (const [i, { level, records }] of byLevel.entries()) {
          yield* recordsCsvLines(records[0], 'A', i === 0, level);
          yield* recordsCsvLines(records[1], 'B', false, level);
        }
      })(),
    );
  if (values.json) {
    process.stdout.write(JSON.stringify(summary, null, 2) + '\n');
    return;
  }
  const levels = compared.map((c) => c.level);
  process.stdout.write(
    `${de ? 'Bots je Stufe, jeder Platz gleich' : 'bots at each level, every seat alike'}: ${levels.join(', ')}; ${de ? 'Seed' : 'seed'} ${seed}\n`,
  );
  if (byLevel.some((l) => l.bots.some((b) => b.type === 'random'))) process.stdout.write(randomBotsNote(lang));
  process.stdout.write(`${verdict}\n`);
  for (const { level, bots, comparison } of compared) {
    process.stdout.write(`\n── ${level} ── ${de ? 'Bots' : 'bots'}: ${bots.map(formatBotSpec).join(', ')}\n`);
    process.stdout.write(formatComparison(comparison, [...labels] as [string, string], values.all, lang));
  }
}

/**
 * The per-game CSV of both batches, A's games then B's under one header, as lines (`recordsCsvLines`), each naming
 * the bots (`bots`, the `--bots` text).
 */
function* bothBatches(ra: readonly GameRecord[], rb: readonly GameRecord[], bots: string): Generator<string> {
  yield* recordsCsvLines(ra, 'A', true, bots);
  yield* recordsCsvLines(rb, 'B', false, bots);
}
