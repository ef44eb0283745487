// `rulebench sweep <ruleset> --vary name=FROM..TO|a,b,c [--vary name2=…] --games N --seed S [--bots …] [--workers W]
// [--set name=value]… [--csv FILE|-] [--json]`: one batch per combination of one or two options, on the same seeds,
// as a table and CSV.
import { writeFileSync } from 'node:fs';
import { computeMetrics, expandSweep, parseSweepAxis, sweepCsv, sweepRow, type CompiledGame, type SweepAxis } from '../engine';
import { runBatches } from '../host/playtests';
import { UsageError, parse } from './args';
import { PLAYTEST_OPTIONS, checkBots, loadGame, parseBots, parseSets, progressBar, runSettings } from './playtest-args';

/** Runs the command; exit 0 on success, 1 when a grid point's ruleset fails to compile. */
export async function sweepCommand(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parse(argv, { ...PLAYTEST_OPTIONS, vary: { type: 'string', multiple: true } });
  if (positionals.length !== 1) throw new UsageError('sweep needs exactly one ruleset');
  const axes: SweepAxis[] = (values.vary ?? []).map((v) => {
    const a = parseSweepAxis(v);
    if (!a) throw new UsageError(`--vary: "${v}" is not name=FROM..TO[:STEP] or name=a,b,c`);
    return a;
  });
  if (axes.length < 1 || axes.length > 2) throw new UsageError('sweep needs one or two --vary options');
  const sets = parseSets(values.set);
  const { games, seed, workers } = runSettings(values);
  const points = expandSweep(axes);
  const compiled: CompiledGame[] = [];
  for (const p of points) {
    const g = loadGame(positionals[0]!, { ...sets, ...p });
    if (!g) return 1;
    compiled.push(g);
  }
  const bots = parseBots(values.bots, compiled[0]!.layout.seatCount);
  for (const g of compiled) checkBots(g, bots);
  const bar = progressBar('sweep', values.quiet);
  const started = performance.now();
  const results = await runBatches(
    compiled.map((g, i) => ({ ruleset: g.ruleset, overrides: { ...sets, ...points[i]! }, bots, seed, games })),
    { workers, onProgress: bar.onProgress },
  );
  bar.end();
  const rows = results.map((r, i) => sweepRow(points[i]!, computeMetrics(compiled[i]!, r)));
  const csv = sweepCsv(axes, rows);
  if (values.csv === '-') process.stdout.write(csv);
  else if (values.csv) writeFileSync(values.csv, csv);
  if (values.out) writeFileSync(values.out, JSON.stringify({ axes, seed, games, bots, rows }, null, 2) + '\n');
  if (values.json) process.stdout.write(JSON.stringify({ axes, seed, games, bots, rows }, null, 2) + '\n');
  else if (values.csv !== '-') {
    const head = [...axes.map((a) => a.option), ...rows[0]!.teams.map((t) => `team ${t.team} wins`), 'mean actions', 'mean rounds', 'stalled', 'never triggered'];
    process.stdout.write(head.join('\t') + '\n');
    for (const r of rows) {
      process.stdout.write([...axes.map((a) => JSON.stringify(r.point[a.option])), ...r.teams.map((t) => `${(100 * t.rate).toFixed(1)} % [${(100 * t.lo).toFixed(1)}, ${(100 * t.hi).toFixed(1)}]`), r.meanActions.toFixed(1), r.meanRounds.toFixed(1), r.stalled, r.neverTriggered.length].join('\t') + '\n');
    }
  }
  process.stderr.write(`elapsed: ${((performance.now() - started) / 1000).toFixed(2)} s for ${points.length} × ${games} games\n`);
  return 0;
}
