// `rulebench sweep <ruleset> --vary name=FROM..TO[:STEP]|a,b,c [--vary name2=…] --games N --seed S [--bots …|--levels
// normal,strong] [--workers W] [--set name=value]… [--csv FILE|-] [--out FILE.json] [--json]`: one batch per
// combination of one or two options, on the same seeds, as a table, CSV and JSON, each value compared with the
// ruleset's own value (or the first) on the primary rows, in words, with p after Holm. With `--levels` the sweep at each
// bot level, led by one verdict across the levels per value against the first. A name `bot.NAME` varies (or, with --set, fixes) a
// parameter of every seat's default real-time bot instead of a ruleset option (Gämsh `GamshBotParams`, DIG-053).
import { writeOutput } from './output';
import { overrideText } from '../host/rulesets';
import {
  botAxesError,
  compareBatches,
  computeMetrics,
  formatBotSpec,
  levelsVerdict,
  expandSweep,
  readSweepAxis,
  splitSweepPoint,
  sweepCsv,
  botsText,
  sweepRow,
  compareSweep,
  sweepReference,
  sweepPointText,
  effectiveOptions,
  formatRowValue,
  metricName,
  textWidth,
  padColumns,
  padColumnsStart,
  type SweepRow,
  type SweepComparison,
  type ReportLang,
  type BotSpec,
  type CompiledGame,
  type GameRecord,
  type Json,
  type SweepAxis,
} from '../engine';
import { PART_FORMAT, checkOutputs, parseShard, partText, shardLine, shardRange } from './shards';
import { prestartWorkers } from '../host/playtests';
import { checkQueueOptions, playBatches, playedBy, queueTimingLine, threadsAhead } from './queue';
import { UsageError, parse } from './args';
import { parseLang } from './play';
import {
  PLAYTEST_OPTIONS,
  checkBots,
  checkOptionName,
  loadGame,
  parseBots,
  parseSets,
  phaseTimer,
  progressBar,
  runSettings,
  withBotParams,
  DEFAULT_BOTS,
  botsLine,
  randomBotsNote,
} from './playtest-args';
import { parseLevels } from './screen';

/** Runs the command; exit 0 on success, 1 when a grid point's ruleset fails to compile. */
export async function sweepCommand(argv: readonly string[]): Promise<number> {
  const timer = phaseTimer();
  timer.mark('start-up');
  const { values, positionals } = parse(argv, {
    ...PLAYTEST_OPTIONS,
    vary: { type: 'string', multiple: true },
    levels: { type: 'string' },
  });
  parseLang(values.lang); // a bad --lang stops before any game is played
  if (values.levels !== undefined && values.bots !== undefined)
    throw new UsageError('sweep takes --levels (every seat at each level) or --bots, not both');
  if (values.levels !== undefined && values.shard !== undefined)
    throw new UsageError('sweep --levels cannot be sharded: shard one --bots level at a time');
  const levels = values.levels === undefined ? null : parseLevels(values.levels);
  if (positionals.length !== 1) throw new UsageError('sweep needs exactly one ruleset');
  const axes: SweepAxis[] = (values.vary ?? []).map((v) => {
    const a = readSweepAxis(v);
    if (!a.ok) throw new UsageError(`--vary: ${a.error}`);
    checkOptionName('--vary', a.axis.option);
    return a.axis;
  });
  if (axes.length < 1 || axes.length > 2) throw new UsageError('sweep needs one or two --vary options');
  if (axes.length === 2 && axes[0]!.option === axes[1]!.option)
    throw new UsageError(`--vary: "${axes[0]!.option}" is varied twice`);
  const sets = splitSweepPoint(parseSets(values.set));
  checkQueueOptions(values);
  const { games, seed, workers } = runSettings(values);
  const shard = parseShard(values.shard);
  checkOutputs(shard, values, 'sweep');
  prestartWorkers(threadsAhead(values, workers)); // they load the engine while the rulesets below are read
  const points = expandSweep(axes);
  // one compiled game per distinct set of option overrides (bot-parameter axes share the ruleset)
  const byOverrides = new Map<string, CompiledGame>();
  const compiled: CompiledGame[] = [];
  const overrides: Record<string, Json>[] = [];
  for (const p of points) {
    const o = { ...sets.overrides, ...splitSweepPoint(p).overrides };
    const key = JSON.stringify(o);
    let g = byOverrides.get(key);
    if (!g) {
      // An override from --vary is named as such; one from --set as --set.
      const varied = splitSweepPoint(p).overrides;
      const loaded = loadGame(positionals[0]!, o, (k, v) =>
        Object.hasOwn(varied, k) ? `--vary ${k}=${overrideText(v)}` : `--set ${k}=${overrideText(v)}`,
      );
      if (!loaded) return 1;
      byOverrides.set(key, (g = loaded));
    }
    compiled.push(g);
    overrides.push(o);
  }
  const first = compiled[0]!;
  checkBotAxes(first, axes);
  if (levels) {
    const byLevel = levels.map((level) => {
      const base = withBotParams(first, parseBots(level, first.layout.seatCount), sets.botParams);
      for (const g of compiled) checkBots(g, base);
      return {
        level,
        base,
        bots: points.map((p) => withBotParams(first, base, splitSweepPoint(p).botParams, '--vary')),
      };
    });
    const bar = progressBar('sweep', values.quiet);
    const started = performance.now();
    const results = await playBatches(
      byLevel.flatMap(({ bots }) =>
        compiled.map((g, i) => ({
          ruleset: g.ruleset,
          overrides: overrides[i]!,
          bots: bots[i]!,
          seed,
          games,
          from: 0,
        })),
      ),
      values,
      {
        command: 'sweep',
        labels: levels.flatMap((l) =>
          points.map(
            (p) =>
              `${l}: ` +
              Object.entries(p)
                .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
                .join(' '),
          ),
        ),
        workers,
        onProgress: bar.onProgress,
        log: bar.log,
      },
    );
    bar.end();
    const n = points.length;
    printLevelsSweep(
      axes,
      compiled,
      byLevel.map(({ level, base }, li) => ({ level, bots: base, results: results.slice(li * n, li * n + n) })),
      first.ruleset.id,
      seed,
      games,
      values,
    );
    process.stderr.write(
      `elapsed: ${((performance.now() - started) / 1000).toFixed(2)} s for ${levels.length} × ${n} × ${games} games${values.queue === undefined ? '' : ` ${playedBy(values, workers)}`}\n`,
    );
    const queueTiming = queueTimingLine(values);
    if (queueTiming) process.stderr.write(queueTiming);
    return 0;
  }
  const base = withBotParams(first, parseBots(values.bots, first.layout.seatCount), sets.botParams);
  for (const g of compiled) checkBots(g, base);
  const bots: BotSpec[][] = points.map((p) => withBotParams(first, base, splitSweepPoint(p).botParams, '--vary'));
  const bar = progressBar('sweep', values.quiet);
  timer.mark('loaded');
  const started = performance.now();
  const range = shard ? shardRange(games, shard) : { from: 0, count: games };
  const results = await playBatches(
    compiled.map((g, i) => ({
      ruleset: g.ruleset,
      overrides: overrides[i]!,
      bots: bots[i]!,
      seed,
      games: range.count,
      from: range.from,
    })),
    values,
    {
      command: 'sweep',
      labels: points.map((p) =>
        Object.entries(p)
          .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
          .join(' '),
      ),
      workers,
      onProgress: timer.progress(bar.onProgress),
      onWorkerIdle: timer.idle,
      log: bar.log,
    },
  );
  bar.end();
  timer.mark('games');
  if (shard) {
    const sides = compiled.map((g, i) => ({
      ruleset: g.ruleset,
      overrides: overrides[i]!,
      bots: bots[i]!,
      records: results[i]!,
    }));
    writeOutput(
      values.out!,
      partText({
        format: PART_FORMAT,
        command: 'sweep',
        seed,
        games,
        shard,
        labels: [],
        botsText: values.bots ?? DEFAULT_BOTS,
        sweep: { axes, rulesetId: first.ruleset.id, base },
        sides,
      }),
    );
    process.stdout.write(shardLine(shard, range, games, values.out!));
    return 0;
  }
  printSweep(axes, compiled, results, first.ruleset.id, seed, games, base, values, () => timer.mark('stats'));
  process.stderr.write(
    `elapsed: ${((performance.now() - started) / 1000).toFixed(2)} s for ${points.length} × ${games} games${values.queue === undefined ? '' : ` ${playedBy(values, workers)}`}\n`,
  );
  timer.mark('output');
  timer.report();
  const queueTiming = queueTimingLine(values);
  if (queueTiming) process.stderr.write(queueTiming);
  return 0;
}

/**
 * Checks every value of every `bot.NAME` axis against the kind's bot parameters before any game is played (the
 * engine's `botAxesError`, shared with the app), so a typo or an out-of-range value fails at once with a
 * `UsageError` naming it (and the closest known name).
 */
function checkBotAxes(game: CompiledGame, axes: readonly SweepAxis[]): void {
  const error = botAxesError(game.kind.id, axes);
  if (error) throw new UsageError(`--vary ${error}`);
}

/**
 * The sweep as a table for a terminal: axis values, team win rates (each team named with its seats when it has more
 * than one: a seat wins when its team does, so the seat's column is the team's), the first player's win rate (where
 * a first player acts; real-time kinds have none), lengths (actions, and deals: a round of the engines is a deal; rounds for a real-time kind, Gämsh),
 * balance, lead changes, drama, branching factor, stalls, rules never triggered; real-time kinds also minutes and
 * points by source. With `cmp` (`compareSweep` over the same rows) a last column says each value's standing against
 * the reference: `reference`, `identical games`, or the primary rows significant after Holm (`2 of 7 *`, `0 of 7`).
 * Columns are padded to their widest cell in terminal columns (`textWidth`: a German umlaut counts as one,
 * decomposed or not), axis columns left-aligned, figures right-aligned, two spaces apart.
 */
export function sweepTable(
  axes: readonly SweepAxis[],
  rows: readonly SweepRow[],
  lang: ReportLang = 'en',
  cmp?: SweepComparison,
  teamSeats?: readonly (readonly number[])[],
): string {
  const de = lang === 'de';
  const w = (en: string, ge: string) => (de ? ge : en);
  const dc = (s: string) => (de ? s.replace('.', ',') : s);
  const sources = [...new Set(rows.flatMap((r) => Object.keys(r.points ?? {})))].sort();
  const minutes = rows.some((r) => r.meanMinutes !== null);
  const lead = rows.some((r) => r.leadChanges !== null);
  const branching = rows.some((r) => r.branching !== null && r.branching !== undefined);
  const opt = (x: number | null | undefined, d: number) => (x === null || x === undefined ? '—' : dc(x.toFixed(d)));
  const first = rows.some((r) => r.firstPlayerGames !== 0);
  // a seat wins when its team does: a team of one seat is that seat's column, a larger team names its seats
  const solo = !!teamSeats?.length && teamSeats.every((seats) => seats.length === 1);
  const teamName = (team: number) => {
    const seats = teamSeats?.[team] ?? [];
    const joined = seats.join(de ? ' = Platz ' : ' = seat ');
    if (solo) return w(`seat ${seats[0]} wins`, `Siege Platz ${seats[0]}`);
    return seats.length
      ? w(`team ${team} = seat ${joined} wins`, `Siege Team ${team} = Platz ${joined}`)
      : w(`team ${team} wins`, `Siege Team ${team}`);
  };
  const standing = (i: number) => {
    const v = cmp?.values[i];
    if (!v) return '';
    if (v.reference) return w('reference', 'Bezug');
    if (v.identical) return w('identical games', 'gleiche Partien');
    return `${v.significant} ${w('of', 'von')} ${v.rows.length}${v.significant ? ' *' : ''}`;
  };
  const head = [
    ...axes.map((a) => a.option),
    ...(rows[0]?.teams ?? []).map((t) => teamName(t.team)),
    ...(first ? [w('first player wins', 'Siege Startspieler')] : []),
    w('mean actions', 'Aktionen im Mittel'),
    w('sd', 'Standardabw.'),
    minutes ? w('mean rounds', 'Runden im Mittel') : w('mean deals', 'Austeilrunden im Mittel'),
    ...(minutes ? [w('mean minutes', 'Minuten im Mittel')] : []),
    ...sources.map((s) => w(`${s} pts/game`, `${s} Punkte/Partie`)),
    w('balance', 'Ausgewogenheit'),
    ...(lead ? [w('lead changes', 'Führungswechsel'), w('drama', 'Dramatik')] : []),
    ...(branching ? [w('branching', 'Verzweigung')] : []),
    w('stalled', 'festgefahren'),
    w('never triggered', 'nie ausgelöst'),
    ...(cmp ? [w('primary rows p(Holm) < 0.05', 'Hauptzeilen p(Holm) < 0,05')] : []),
  ];
  const body = rows.map((r, i) => [
    ...axes.map((a) => String(r.point[a.option] ?? '')),
    ...r.teams.map(
      (t) =>
        `${dc((100 * t.rate).toFixed(1))} % ${de ? `[${dc((100 * t.lo).toFixed(1))}; ${dc((100 * t.hi).toFixed(1))}]` : `[${(100 * t.lo).toFixed(1)}, ${(100 * t.hi).toFixed(1)}]`}`,
    ),
    ...(first ? [r.firstPlayerGames === 0 ? '—' : `${dc((100 * r.firstPlayerWins).toFixed(1))} %`] : []),
    dc(r.meanActions.toFixed(1)),
    opt(r.sdActions, 1),
    dc(r.meanRounds.toFixed(1)),
    ...(minutes ? [r.meanMinutes === null ? '—' : dc(r.meanMinutes.toFixed(2))] : []),
    ...sources.map((s) => dc((r.points?.[s] ?? 0).toFixed(2))),
    r.balance === null || r.balance === undefined ? '—' : `${dc((100 * r.balance).toFixed(1))} ${w('pp', 'Pp.')}`,
    ...(lead ? [opt(r.leadChanges, 2), opt(r.drama, 2)] : []),
    ...(branching ? [opt(r.branching, 2)] : []),
    String(r.stalled),
    String(r.neverTriggered.length),
    ...(cmp ? [standing(i)] : []),
  ]);
  const widths = head.map((h, i) => Math.max(textWidth(h), ...body.map((b) => textWidth(b[i]!))));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i < axes.length ? padColumns(c, widths[i]!) : padColumnsStart(c, widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(head), ...body.map(line)].join('\n') + '\n';
}

/**
 * What `sweep` prints and writes for whole batches (also `merge` of its parts): one row per grid point (`expandSweep`
 * order, `compiled[i]` and `results[i]` belong to point i), the table or CSV (`--csv -`), `--out`, `--json`.
 */
export function printSweep(
  axes: readonly SweepAxis[],
  compiled: readonly CompiledGame[],
  results: readonly (readonly GameRecord[])[],
  rulesetId: string,
  seed: string,
  games: number,
  base: readonly BotSpec[],
  values: { csv?: string; out?: string; json?: boolean; lang?: string },
  statsDone: () => void = () => {},
): void {
  const points = expandSweep(axes);
  const metrics = results.map((r, i) => computeMetrics(compiled[i]!, r));
  const rows = metrics.map((m, i) => sweepRow(points[i]!, m));
  const game = compiled[0]!;
  const cmp = compareSweep(axes, metrics, results, sweepReference(axes, effectiveOptions(game.kind, game.ruleset)));
  statsDone();
  const csv = sweepCsv(axes, rows, botsText(base), cmp);
  if (values.csv === '-') process.stdout.write(csv);
  else if (values.csv) writeOutput(values.csv, csv);
  const summary = { ruleset: rulesetId, axes, seed, games, bots: base, rows, comparison: cmp };
  if (values.out) writeOutput(values.out, JSON.stringify(summary, null, 2) + '\n');
  if (values.json) process.stdout.write(JSON.stringify(summary, null, 2) + '\n');
  else if (values.csv !== '-') {
    const lang = parseLang(values.lang);
    const teamSeats = metrics[0]?.teams.map((t) => t.seats) ?? [];
    process.stdout.write(
      botsLine(game, base, seed, lang) +
        sweepTable(axes, rows, lang, cmp, teamSeats) +
        '\n' +
        sweepVerdictText(cmp, botsText(base), lang),
    );
  }
}

/**
 * The verdicts of a sweep for a terminal (`printSweep`): which value is the reference and why (the ruleset's own
 * value, or the sweep's first), the bot level, then per value its verdict sentence in `lang` and its primary rows:
 * reference, value, difference with 95 % interval, raw p and p after Holm over that value's primary rows (`*` below
 * 0.05). The reference and values with identical games have no rows.
 */
export function sweepVerdictText(cmp: SweepComparison, bots: string, lang: ReportLang = 'en'): string {
  const de = lang === 'de';
  const w = (en: string, ge: string) => (de ? ge : en);
  const dc = (s: string) => (de ? s.replace('.', ',') : s);
  const ref = sweepPointText(cmp.reference.point);
  const why =
    cmp.reference.source === 'ruleset'
      ? w("the ruleset's own value", 'der eigene Wert des Regelwerks')
      : w("the sweep's first value", 'der erste Wert der Variation');
  const out = [
    w(
      `verdict against ${ref} (${why}); bots: ${bots}; p corrected (Holm–Bonferroni) across each value's primary rows, * = corrected p < 0.05:`,
      `Urteil gegen ${ref} (${why}); Bots: ${bots}; p korrigiert (Holm–Bonferroni) über die Hauptzeilen jedes Werts, * = korrigiertes p < 0,05:`,
    ),
  ];
  const pText = (p: number) => dc(p < 0.001 ? '<0.001' : p.toFixed(3));
  for (const v of cmp.values) {
    if (v.reference) continue;
    out.push(de ? v.verdict.de : v.verdict.en);
    if (!v.rows.length) continue;
    const head = [
      w('  metric', '  Kennzahl'),
      ref,
      sweepPointText(v.point),
      w('difference', 'Unterschied'),
      w('95 % CI', '95-%-KI'),
      'p',
      'p Holm',
      '',
    ];
    const body = v.rows.map((r) => {
      const f = (x: number) => dc(formatRowValue(r, x));
      return [
        `  ${metricName(r.metric, lang)}`,
        f(r.a),
        f(r.b),
        (r.diff >= 0 ? '+' : '') + f(r.diff),
        de ? `[${f(r.lo)}; ${f(r.hi)}]` : `[${f(r.lo)}, ${f(r.hi)}]`,
        pText(r.p),
        pText(r.pAdjusted),
        r.significant ? '*' : '',
      ];
    });
    const widths = head.map((h, i) => Math.max(textWidth(h), ...body.map((b) => textWidth(b[i]!))));
    const line = (cells: readonly string[]) =>
      cells
        .map((c, i) => (i === 0 ? padColumns(c, widths[i]!) : padColumnsStart(c, widths[i]!)))
        .join('  ')
        .trimEnd();
    out.push(line(head), ...body.map(line));
  }
  return out.join('\n') + '\n';
}

/** One level of `sweep --levels`: the level, the bots every seat played, and each grid point's games in order. */
export interface LevelSweep {
  readonly level: string;
  readonly bots: readonly BotSpec[];
  readonly results: readonly (readonly GameRecord[])[];
}

/**
 * What `sweep --levels` prints and writes: first, for each grid point but the reference (the ruleset's own value where
 * the range holds it, else the first: `sweepReference`), one verdict across the levels on that point against the
 * reference (`compareBatches` on the same seeds at each level, `levelsVerdict`: which
 * differences hold for competent players, which only with random bots, which flip), then each level's table as
 * `sweep` prints it. When a level is `random`, the caution about random players comes once, above the verdicts.
 * `--out`/`--json`: `{ ruleset, axes, seed, games, levels, verdicts: [{ point, against, verdict }], byLevel: [{ level,
 * bots, rows }] }`; `--csv` every level's rows under one header, the `bots` column naming the level. `--lang` as
 * `sweep`.
 */
export function printLevelsSweep(
  axes: readonly SweepAxis[],
  compiled: readonly CompiledGame[],
  byLevel: readonly LevelSweep[],
  rulesetId: string,
  seed: string,
  games: number,
  values: { csv?: string; out?: string; json?: boolean; lang?: string },
): void {
  const lang = parseLang(values.lang);
  const de = lang === 'de';
  const points = expandSweep(axes);
  const metrics = byLevel.map(({ results }) => results.map((r, i) => computeMetrics(compiled[i]!, r)));
  const rows = metrics.map((ms) => ms.map((m, i) => sweepRow(points[i]!, m)));
  const pointText = (i: number) =>
    Object.entries(points[i]!)
      .map(([k, v]) => `${k}=${overrideText(v as Json)}`)
      .join(' ');
  // the same reference as a sweep at one level: the ruleset's own value where the range holds it, else the first
  const ref = sweepReference(axes, effectiveOptions(compiled[0]!.kind, compiled[0]!.ruleset)).index;
  const verdicts = points.flatMap((_, i) => {
    if (i === ref) return [];
    const levels = byLevel.map(({ level, results }, li) => ({
      level,
      comparison: compareBatches(metrics[li]![ref]!, results[ref]!, metrics[li]![i]!, results[i]!),
    }));
    return [{ point: points[i]!, against: points[ref]!, verdict: levelsVerdict(levels, lang), text: pointText(i) }];
  });
  const csvParts = byLevel.map(({ bots }, li) => sweepCsv(axes, rows[li]!, botsText(bots)));
  const csv = csvParts.map((c, i) => (i === 0 ? c : c.slice(c.indexOf('\n') + 1))).join('');
  if (values.csv === '-') process.stdout.write(csv);
  else if (values.csv) writeOutput(values.csv, csv);
  const summary = {
    ruleset: rulesetId,
    axes,
    seed,
    games,
    levels: byLevel.map((l) => l.level),
    verdicts: verdicts.map(({ point, against, verdict }) => ({ point, against, verdict })),
    byLevel: byLevel.map(({ level, bots }, li) => ({ level, bots: bots.map(formatBotSpec), rows: rows[li]! })),
  };
  if (values.out) writeOutput(values.out, JSON.stringify(summary, null, 2) + '\n');
  if (values.json) {
    process.stdout.write(JSON.stringify(summary, null, 2) + '\n');
    return;
  }
  if (values.csv === '-') return;
  let text = `${de ? 'Bots je Stufe, jeder Platz gleich' : 'bots at each level, every seat alike'}: ${summary.levels.join(', ')}; ${de ? 'Seed' : 'seed'} ${seed}\n`;
  if (byLevel.some((l) => l.bots.some((b) => b.type === 'random'))) text += randomBotsNote(lang);
  for (const v of verdicts) text += `${v.text} ${de ? 'gegen' : 'against'} ${pointText(ref)}: ${v.verdict}\n`;
  byLevel.forEach(({ level, bots }, li) => {
    text += `\n── ${level} ── ${de ? 'Bots' : 'bots'}: ${bots.map(formatBotSpec).join(', ')}\n`;
    text += sweepTable(axes, rows[li]!, lang);
  });
  process.stdout.write(text);
}
