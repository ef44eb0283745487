// `rulebench screen <ruleset> [--options a,b,…] [--levels normal,strong] --games N --seed S [--workers W]
// [--queue URL] [--json] [--out FILE]`: every option (or the named ones) at its alternative values, each played
// against the base on the same seeds at every bot level, compared row by row (`compareBatches`, paired by seed,
// Holm across rows), and the options ranked by their largest effect on the primary metrics with its interval;
// options whose games are the base's, action for action, are marked "no effect in these games".
import { writeOutput } from './output';
import { loadCompiledGame, overrideText } from '../host/rulesets';
import {
  compareBatches,
  computeMetrics,
  formatBotSpec,
  formatScreen,
  identicalGames,
  optionAlternatives,
  rankScreen,
  screenCell,
  selectScreenOptions,
  tableDifference,
  type CompiledGame,
  type Json,
  type ScreenCell,
  type ScreenSkip,
} from '../engine';
import { prestartWorkers } from '../host/playtests';
import { checkQueueOptions, playBatches, playedBy, queueTimingLine, threadsAhead } from './queue';
import { UsageError, parse } from './args';
import { PLAYTEST_OPTIONS, checkBots, loadGame, parseBots, progressBar, runSettings } from './playtest-args';

/** One screened value: the option, its value and the compiled game with it. */
interface Candidate {
  readonly option: string;
  readonly value: Json;
  readonly game: CompiledGame;
}

/** Runs the command; exit 0 on success, 1 when the base ruleset fails to load. */
export async function screenCommand(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    ...PLAYTEST_OPTIONS,
    options: { type: 'string' },
    levels: { type: 'string' },
  });
  if (positionals.length !== 1) throw new UsageError('screen needs exactly one ruleset');
  if (values.set || values.shard || values.csv || values.bots)
    throw new UsageError('screen takes --levels instead of --bots, and no --set, --shard or --csv');
  checkQueueOptions(values);
  const { games, seed, workers } = runSettings(values);
  const levels = parseLevels(values.levels);
  prestartWorkers(threadsAhead(values, workers));
  const base = loadGame(positionals[0]!);
  if (!base) return 1;
  const chosen = selectScreenOptions(
    base.kind.options,
    values.options?.split(',').map((s) => s.trim()),
  );
  if (!chosen.ok) throw new UsageError(`--options: ${chosen.error}`);
  const botsByLevel = levels.map((l) => parseBots(l, base.layout.seatCount));
  for (const b of botsByLevel) checkBots(base, b);
  const candidates: Candidate[] = [];
  const skipped: ScreenSkip[] = [];
  for (const option of chosen.names) {
    const spec = base.kind.options[option]!;
    const current = Object.hasOwn(base.options, option) ? base.options[option]! : spec.default;
    const alt = optionAlternatives({ ...spec, default: current });
    if (!alt.ok) {
      skipped.push({ option, reason: alt.reason });
      continue;
    }
    const refused: string[] = [];
    for (const value of alt.values) {
      const loaded = loadCompiledGame(positionals[0]!, { overrides: { [option]: value } });
      if (!loaded.ok) {
        refused.push(`${overrideText(value)} (${loaded.diagnostics[0]?.message ?? 'does not compile'})`);
        continue;
      }
      const other = tableDifference(base, loaded.game);
      if (other) refused.push(`${overrideText(value)} (another table)`);
      else candidates.push({ option, value, game: loaded.game });
    }
    if (refused.length && !candidates.some((c) => c.option === option))
      skipped.push({ option, reason: `every value refused: ${refused.join('; ')}` });
  }
  const bar = progressBar('screen', values.quiet);
  const started = performance.now();
  const batches = levels.flatMap((_, li) => [
    { ruleset: base.ruleset, overrides: {}, bots: botsByLevel[li]!, seed, games, from: 0 },
    ...candidates.map((c) => ({
      ruleset: c.game.ruleset,
      overrides: { [c.option]: c.value },
      bots: botsByLevel[li]!,
      seed,
      games,
      from: 0,
    })),
  ]);
  const results = await playBatches(batches, values, {
    command: 'screen',
    labels: levels.flatMap((l) => [
      `${l}: base`,
      ...candidates.map((c) => `${l}: ${c.option}=${overrideText(c.value)}`),
    ]),
    workers,
    onProgress: bar.onProgress,
    log: bar.log,
  });
  bar.end();
  const elapsed = performance.now() - started;
  const cells: ScreenCell[] = [];
  const per = candidates.length + 1;
  levels.forEach((level, li) => {
    const baseRecords = results[li * per]!;
    const baseMetrics = computeMetrics(base, baseRecords);
    candidates.forEach((c, ci) => {
      const records = results[li * per + 1 + ci]!;
      const cmp = compareBatches(baseMetrics, baseRecords, computeMetrics(c.game, records), records);
      cells.push(screenCell(c.option, c.value, level, cmp, identicalGames(baseRecords, records)));
    });
  });
  const ranking = rankScreen(cells);
  const summary = {
    ruleset: base.ruleset.id,
    seed,
    games,
    levels,
    bots: botsByLevel.map((b) => b.map(formatBotSpec)),
    ranking,
    skipped,
  };
  if (values.out) writeOutput(values.out, JSON.stringify(summary, null, 2) + '\n');
  if (values.json) process.stdout.write(JSON.stringify(summary, null, 2) + '\n');
  else {
    process.stdout.write(
      `screen ${base.ruleset.id}: ${candidates.length} values of ${chosen.names.length - skipped.length} options × ${games} games per value, bots: ${levels.join(', ')}; seed ${seed}\n` +
        `ranked by the largest primary effect: significant first, then the part of the effect its interval is sure of (win rates and unfinished games in percentage points, length in % of the base), 95 % interval, p corrected across rows (Holm), * = significant\n`,
    );
    process.stdout.write(formatScreen(ranking, skipped));
  }
  process.stderr.write(
    `elapsed: ${(elapsed / 1000).toFixed(2)} s for ${batches.length} × ${games} games ${playedBy(values, workers)}\n`,
  );
  const queueTiming = queueTimingLine(values);
  if (queueTiming) process.stderr.write(queueTiming);
  return 0;
}

/**
 * `--levels normal,strong` (default `normal`): the bot levels every value is played at, one bot spec each.
 * @throws UsageError naming a level that is not a bot spec (`parseBots`' message).
 */
export function parseLevels(text: string | undefined): string[] {
  const levels = (text ?? 'normal')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!levels.length) throw new UsageError('--levels needs at least one bot level, e.g. normal,strong');
  for (const l of levels) parseBots(l, 1); // throws a UsageError naming the bad level
  return [...new Set(levels)];
}
