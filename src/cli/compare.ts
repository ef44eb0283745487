// `rulebench compare <a> [<b>] --games N --seed S [--bots …] [--workers W] [--set name=value]… [--json] [--out FILE]
// [--csv FILE] [--all]`: A/B of two rulesets, or of one ruleset against itself with `--set` overrides (applied
// to B; `bot.NAME=value` sets a parameter of B's default real-time bots, Gämsh), on identical seeds and bots. Prints
// both columns, the difference B − A with its 95 % interval and p-value.
import { writeFileSync } from 'node:fs';
import { compareBatches, computeMetrics, formatComparison, recordsCsv } from '../engine';
import { prestartWorkers, runBatches } from '../host/playtests';
import { UsageError, parse } from './args';
import { PLAYTEST_OPTIONS, botsLine, checkBots, loadGame, parseBots, parseSets, phaseTimer, progressBar, runSettings, splitSets, withBotParams } from './playtest-args';

/** Runs the command; exit 0 on success, 1 when a ruleset fails to load. */
export async function compareCommand(argv: readonly string[]): Promise<number> {
  const timer = phaseTimer();
  timer.mark('start-up');
  const { values, positionals } = parse(argv, { ...PLAYTEST_OPTIONS, all: { type: 'boolean' } });
  if (positionals.length < 1 || positionals.length > 2) throw new UsageError('compare needs one or two rulesets');
  const sets = parseSets(values.set);
  if (positionals.length === 1 && Object.keys(sets).length === 0) throw new UsageError('compare with one ruleset needs --set name=value for side B');
  const { games, seed, workers } = runSettings(values);
  prestartWorkers(workers); // they load the engine while the rulesets below are read
  const gameA = loadGame(positionals[0]!);
  const { overrides, botParams } = splitSets(sets);
  const gameB = loadGame(positionals[1] ?? positionals[0]!, overrides);
  if (!gameA || !gameB) return 1;
  if (gameA.layout.seatCount !== gameB.layout.seatCount) throw new UsageError(`the rulesets seat ${gameA.layout.seatCount} and ${gameB.layout.seatCount} players; A/B needs the same table`);
  const bots = parseBots(values.bots, gameA.layout.seatCount);
  const botsB = withBotParams(gameB, bots, botParams);
  checkBots(gameA, bots);
  checkBots(gameB, botsB);
  const bar = progressBar('compare', values.quiet);
  timer.mark('loaded');
  const started = performance.now();
  const [ra, rb] = await runBatches(
    [
      { ruleset: gameA.ruleset, overrides: {}, bots, seed, games },
      { ruleset: gameB.ruleset, overrides, bots: botsB, seed, games },
    ],
    { workers, onProgress: timer.progress(bar.onProgress), onWorkerIdle: timer.idle },
  );
  bar.end();
  const elapsed = performance.now() - started;
  timer.mark('games');
  const cmp = compareBatches(computeMetrics(gameA, ra!), ra!, computeMetrics(gameB, rb!), rb!);
  timer.mark('stats');
  const setText = Object.entries(sets).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(' ');
  const labels: [string, string] = [gameA.ruleset.id, positionals[1] ? gameB.ruleset.id + (setText ? ` ${setText}` : '') : `${gameB.ruleset.id} ${setText}`];
  if (values.out) writeFileSync(values.out, JSON.stringify({ labels, seed, games, bots: values.bots ?? 'random', comparison: cmp }, null, 2) + '\n');
  if (values.csv) writeFileSync(values.csv, recordsCsv(ra!, 'A') + recordsCsv(rb!, 'B').split('\n').slice(1).join('\n'));
  if (values.json) process.stdout.write(JSON.stringify({ labels, seed, games, comparison: cmp }, null, 2) + '\n');
  else {
    process.stdout.write(botsLine(gameA, bots, seed));
    process.stdout.write(formatComparison(cmp, labels, values.all));
    // timing goes to stderr so that stdout is identical for any worker count
    process.stderr.write(`elapsed: ${(elapsed / 1000).toFixed(2)} s for ${2 * games} games with ${workers} worker${workers === 1 ? '' : 's'}\n`);
  }
  timer.mark('output');
  timer.report();
  return 0;
}
