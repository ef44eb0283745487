// `rulebench playtest <ruleset> --games N --seed S [--bots …] [--workers W] [--set name=value]… [--json] [--out FILE]
// [--csv FILE]`: one batch of bot games and its metrics (wins with 95 % intervals, lengths, rule use, rules never
// triggered…). `--set bot.NAME=value` sets a parameter of the default real-time bots (Gämsh) instead of an option.
import { prettyJson, writeOutput } from './output';
import {
  computeMetrics,
  formatMetrics,
  recordsCsvLines,
  botsText,
  type BotSpec,
  type CompiledGame,
  type GameRecord,
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
  progressBar,
  runSettings,
  splitSets,
  withBotParams,
  DEFAULT_BOTS,
} from './playtest-args';

/** Runs the command; exit 0 on success, 1 when the ruleset fails to load. With `--shard K/N` it plays that part of the batch into `--out`. */
export async function playtestCommand(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parse(argv, PLAYTEST_OPTIONS);
  if (positionals.length !== 1) throw new UsageError('playtest needs exactly one ruleset');
  parseLang(values.lang); // a bad --lang stops before any game is played
  const { overrides: sets, botParams } = splitSets(parseSets(values.set));
  checkQueueOptions(values);
  const { games, seed, workers } = runSettings(values);
  const shard = parseShard(values.shard);
  checkOutputs(shard, values, 'batch');
  prestartWorkers(threadsAhead(values, workers)); // they load the engine while the rulesets below are read
  const game = loadGame(positionals[0]!, sets);
  if (!game) return 1;
  const bots = withBotParams(game, parseBots(values.bots, game.layout.seatCount), botParams);
  checkBots(game, bots);
  const bar = progressBar('playtest', values.quiet);
  const started = performance.now();
  const range = shard ? shardRange(games, shard) : { from: 0, count: games };
  const [records] = await playBatches(
    [{ ruleset: game.ruleset, overrides: sets, bots, seed, games: range.count, from: range.from }],
    values,
    { command: 'playtest', labels: [game.ruleset.id], workers, onProgress: bar.onProgress, log: bar.log },
  );
  bar.end();
  if (shard) {
    writeOutput(
      values.out!,
      partText({
        format: PART_FORMAT,
        command: 'playtest',
        seed,
        games,
        shard,
        labels: [],
        botsText: values.bots ?? DEFAULT_BOTS,
        sides: [{ ruleset: game.ruleset, overrides: sets, bots, records: records! }],
      }),
    );
    process.stdout.write(shardLine(shard, range, games, values.out!));
    return 0;
  }
  printPlaytest(game, bots, seed, games, records!, values);
  process.stderr.write(
    `elapsed: ${((performance.now() - started) / 1000).toFixed(2)} s ${playedBy(values, workers)}\n`,
  );
  const queueTiming = queueTimingLine(values);
  if (queueTiming) process.stderr.write(queueTiming);
  return 0;
}

/** What `playtest` prints and writes for a whole batch (also `merge` of its parts): metrics in `--lang`, `--out`, `--csv`, `--json`. */
export function printPlaytest(
  game: CompiledGame,
  bots: readonly BotSpec[],
  seed: string,
  games: number,
  records: readonly GameRecord[],
  values: { out?: string; csv?: string; json?: boolean; lang?: string },
): void {
  const lang = parseLang(values.lang);
  const metrics = computeMetrics(game, records);
  if (values.out) writeOutput(values.out, prettyJson({ seed, games, bots, metrics, records }));
  if (values.csv) writeOutput(values.csv, recordsCsvLines(records, '', true, botsText(bots)));
  if (values.json) process.stdout.write(JSON.stringify({ seed, games, bots, metrics }, null, 2) + '\n');
  else {
    process.stdout.write(botsLine(game, bots, seed, lang));
    process.stdout.write(formatMetrics(metrics, lang));
  }
}
