// `rulebench ladder <ruleset> --bots random,normal,strong,… --games N --seed S [--workers W] [--set k=v]… [--json]
// [--out F.json] [--csv F] [--shard K/N]`: every pairing of the bots plays the same N seeds in every seat
// configuration (teams rotated, engine `ladderConfigs`), and the games are rated (Bradley–Terry with OpenSkill as a
// cross-check, engine `fitLadder`) into a rating with a 95 % interval per bot. The output is identical for any worker count: games are rated in seed
// order, not in the order they finish. Each configuration is one batch of the worker pool, so a ladder is sharded
// by seed ranges like playtest/compare (`--shard K/N`, then `merge`).
import {
  fitLadder,
  formatBotSpec,
  formatLadder,
  ladderConfigs,
  ladderCsv,
  type CompiledGame,
  type GameRecord,
} from '../engine';
import { PART_FORMAT, checkOutputs, parseShard, partText, shardLine, shardRange } from './shards';
import { prestartWorkers } from '../host/playtests';
import { checkQueueOptions, playBatches, playedBy, queueTimingLine, threadsAhead } from './queue';
import { UsageError, parse } from './args';
import { prettyJson, writeOutput } from './output';
import { parseLang } from './play';
import {
  PLAYTEST_OPTIONS,
  checkBots,
  loadGame,
  parseBots,
  parseSets,
  progressBar,
  runSettings,
  splitSets,
} from './playtest-args';

/** Runs the command; exit 0 on success, 1 when the ruleset fails to load. */
export async function ladderCommand(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parse(argv, PLAYTEST_OPTIONS);
  if (positionals.length !== 1) throw new UsageError('ladder needs exactly one ruleset');
  parseLang(values.lang); // a bad --lang stops before any game is played
  const { overrides: sets, botParams } = splitSets(parseSets(values.set));
  if (Object.keys(botParams).length)
    throw new UsageError('ladder: --set bot.NAME applies to real-time bots; a ladder compares turn-based bots');
  checkQueueOptions(values);
  const { games, seed, workers } = runSettings(values);
  const shard = parseShard(values.shard);
  checkOutputs(shard, values, 'ladder');
  const names = (values.bots ?? '').split(',').map((s) => s.trim());
  if (names.length < 2 || names.some((n) => n === ''))
    throw new UsageError('ladder needs --bots with at least two bots, e.g. --bots random,normal,strong');
  const specs = parseBots(values.bots, names.length).slice(0, names.length);
  const labels = specs.map(formatBotSpec);
  const twice = labels.find((l, i) => labels.indexOf(l) !== i);
  if (twice) throw new UsageError(`ladder: --bots names "${twice}" twice`);
  prestartWorkers(threadsAhead(values, workers));
  const game = loadGame(positionals[0]!, sets);
  if (!game) return 1;
  if (game.kind.realtime)
    throw new UsageError(
      `${game.ruleset.id} is played in real time: its bots are parameter sets, not turn-based bots (see docs/bots.md)`,
    );
  checkBots(game, specs);
  const configs = ladderConfigs(game, specs.length);
  const seatBots = configs.map((c) => c.seats.map((k) => specs[k]!));
  const bar = progressBar('ladder', values.quiet);
  const started = performance.now();
  const range = shard ? shardRange(games, shard) : { from: 0, count: games };
  const records = await playBatches(
    seatBots.map((bots) => ({
      ruleset: game.ruleset,
      overrides: sets,
      bots,
      seed,
      games: range.count,
      from: range.from,
    })),
    values,
    {
      command: 'ladder',
      labels: seatBots.map((bots) => `seats ${bots.map(formatBotSpec).join(', ')}`),
      workers,
      onProgress: bar.onProgress,
      log: bar.log,
    },
  );
  bar.end();
  if (shard) {
    const sides = seatBots.map((bots, c) => ({ ruleset: game.ruleset, overrides: sets, bots, records: records[c]! }));
    writeOutput(
      values.out!,
      partText({
        format: PART_FORMAT,
        command: 'ladder',
        seed,
        games,
        shard,
        labels: [],
        botsText: labels.join(','),
        sides,
      }),
    );
    process.stdout.write(shardLine(shard, range, games, values.out!));
    return 0;
  }
  printLadder(game, labels, records, seed, games, values);
  process.stderr.write(
    `elapsed: ${((performance.now() - started) / 1000).toFixed(2)} s for ${configs.length * games} games ${playedBy(values, workers)}\n`,
  );
  const queueTiming = queueTimingLine(values);
  if (queueTiming) process.stderr.write(queueTiming);
  return 0;
}

/**
 * What `ladder` prints and writes for the whole run (also `merge` of its parts): the table, `--out` (JSON with the
 * records), `--csv` (one row per bot; `-` = stdout), `--json`. `records[c]` are configuration `c`'s games.
 */
export function printLadder(
  game: CompiledGame,
  labels: readonly string[],
  records: readonly (readonly GameRecord[])[],
  seed: string,
  games: number,
  values: { out?: string; csv?: string; json?: boolean; lang?: string },
): void {
  const lang = parseLang(values.lang);
  const ladder = fitLadder(labels, ladderConfigs(game, labels.length), records);
  const head = { ruleset: game.ruleset.id, seed, games, bots: labels };
  if (values.out) writeOutput(values.out, prettyJson({ ...head, ladder, records }, 3));
  if (values.csv === '-') process.stdout.write(ladderCsv(ladder));
  else if (values.csv) writeOutput(values.csv, ladderCsv(ladder));
  if (values.json) process.stdout.write(JSON.stringify({ ...head, ladder }, null, 2) + '\n');
  else if (values.csv !== '-') {
    process.stdout.write(
      lang === 'de'
        ? `Rangliste: ${game.ruleset.id}, Bots ${labels.join(', ')}; Seed ${seed}, ${games} Seeds je Sitzordnung\n`
        : `ladder: ${game.ruleset.id}, bots ${labels.join(', ')}; seed ${seed}, ${games} seeds per seat configuration\n`,
    );
    process.stdout.write(formatLadder(ladder, lang));
  }
}
