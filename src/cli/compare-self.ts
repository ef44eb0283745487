// `rulebench compare <ruleset> --self [--runs R] --games N --seed S [--bots B] [--workers W] [--queue URL] [--json]`:
// the noise floor of a comparison of this size. The ruleset is compared with itself R times (default 20), each
// run on two disjoint seed sets (`SEED/self-a-K` and `SEED/self-b-K`), with the same statistics as `compare`
// (Holm across rows); it prints how often each row came out significant though nothing differs, how many runs
// had any significant primary row (the false-alarm rate to expect), and the balance figure a perfectly fair game
// of N games shows.
import {
  balanceBasis,
  compareBatches,
  computeMetrics,
  fairBalance,
  noiseFloor,
  positionWins,
  type Comparison,
} from '../engine';
import { prestartWorkers } from '../host/playtests';
import { checkQueueOptions, playBatches, playedBy, threadsAhead } from './queue';
import { UsageError, intOption, parse } from './args';
import { PLAYTEST_OPTIONS, botsLine, checkBots, loadGame, parseBots, progressBar, runSettings } from './playtest-args';

/** Runs `compare --self`; exit 0 on success, 1 when the ruleset fails to load. */
export async function compareSelfCommand(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    ...PLAYTEST_OPTIONS,
    self: { type: 'boolean' },
    runs: { type: 'string' },
  });
  if (positionals.length !== 1) throw new UsageError('compare --self needs exactly one ruleset');
  if (values.set || values.shard || values.csv)
    throw new UsageError('compare --self takes no --set, --shard or --csv (it compares the ruleset with itself)');
  checkQueueOptions(values);
  const { games, seed, workers } = runSettings(values);
  const runs = intOption('runs', values.runs, 20, 1, 10_000);
  prestartWorkers(threadsAhead(values, workers));
  const game = loadGame(positionals[0]!);
  if (!game) return 1;
  const botsText = values.bots ?? 'normal';
  const bots = parseBots(botsText, game.layout.seatCount);
  checkBots(game, bots);
  const bar = progressBar('compare --self', values.quiet);
  const started = performance.now();
  const batches = Array.from({ length: runs }, (_, k) =>
    (['a', 'b'] as const).map((side) => ({
      ruleset: game.ruleset,
      overrides: {},
      bots,
      seed: `${seed}/self-${side}-${k + 1}`,
      games,
      from: 0,
    })),
  ).flat();
  const results = await playBatches(batches, values, {
    command: 'compare',
    labels: batches.map((b) => b.seed),
    workers,
    onProgress: bar.onProgress,
    log: bar.log,
  });
  bar.end();
  const elapsed = performance.now() - started;
  const comparisons: Comparison[] = [];
  for (let k = 0; k < runs; k++) {
    const ra = results[2 * k]!;
    const rb = results[2 * k + 1]!;
    comparisons.push(compareBatches(computeMetrics(game, ra), ra, computeMetrics(game, rb), rb, { sameSeeds: false }));
  }
  const floor = noiseFloor(comparisons);
  // the fair game's balance figure at this size, from the first batch's games (their ties and teams as played)
  const first = results[0]!;
  const fair = comparisons[0]!.a.balance;
  const balance = fair
    ? fairBalance(positionWins(game.layout.active, first, balanceBasis(first)), fair.fair, `${seed}/fair-balance`)
    : null;
  const summary = {
    ruleset: game.ruleset.id,
    seed,
    games,
    runs,
    bots: botsText,
    anyPrimary: floor.anyPrimary,
    anyRow: floor.anyRow,
    rows: floor.rows,
    fairBalance: balance,
  };
  if (values.json) process.stdout.write(JSON.stringify(summary, null, 2) + '\n');
  else {
    const pct = (k: number) => `${((100 * k) / runs).toFixed(1)} %`;
    const lines = [
      botsLine(game, bots, seed).trimEnd(),
      `${game.ruleset.id} against itself: ${runs} runs of ${games} games per side on disjoint seeds, rows corrected by Holm`,
      `runs with any significant primary row (false alarms): ${floor.anyPrimary} of ${runs} (${pct(floor.anyPrimary)}); with any significant row: ${floor.anyRow} (${pct(floor.anyRow)})`,
    ];
    if (balance)
      lines.push(
        `balance of a perfectly fair game with ${games} games: ${(100 * balance.median).toFixed(1)} pp typically, up to ${(100 * balance.p95).toFixed(1)} pp in 95 % of batches (a measured balance below this is chance)`,
      );
    const noisy = floor.rows.filter((r) => r.significant > 0);
    lines.push(noisy.length ? 'rows that came out significant:' : 'no row came out significant in any run');
    for (const r of noisy)
      lines.push(`  ${r.metric}${r.primary ? ' (primary)' : ''}: ${r.significant} of ${r.runs} runs`);
    process.stdout.write(lines.join('\n') + '\n');
  }
  process.stderr.write(
    `elapsed: ${(elapsed / 1000).toFixed(2)} s for ${2 * runs} × ${games} games ${playedBy(values, workers)}\n`,
  );
  return 0;
}
