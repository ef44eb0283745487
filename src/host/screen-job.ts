// The app's option screening: the values and batches of a screening run in the host's worker pool
// (playtest-jobs.ts, mode `screen`), chosen and checked as `rulebench screen` does, and the ranking from the
// played records (every value compared with the base on the same seeds, engine `compareBatches`/`rankScreen`).
import {
  botUnavailable,
  compareBatches,
  computeMetrics,
  identicalGames,
  optionAlternatives,
  parseBotSpec,
  rankScreen,
  screenCell,
  selectScreenOptions,
  tableDifference,
  type BotSpec,
  type CompiledGame,
  type GameRecord,
  type Json,
  type ScreenCell,
  type ScreenEntry,
  type ScreenSkip,
} from '../engine';
import type { CompileById } from './playtest-jobs';

/**
 * Most games one screening run may play in all (values × levels × games, the base included): the bound of a
 * single run's `games`, so that an untrusted request cannot queue unbounded work.
 */
export const MAX_SCREEN_GAMES = 100_000;

/** One screened value: the option, its value, the compiled game with it and its ruleset options. */
export interface ScreenCandidate {
  readonly option: string;
  readonly value: Json;
  readonly game: CompiledGame;
  readonly options: Readonly<Record<string, Json>>;
}

/** A checked screening run: the values to play, the options left out, and one bot spec per seat for each level. */
export interface ScreenSetup {
  readonly ok: true;
  readonly levels: readonly string[];
  readonly levelBots: readonly (readonly BotSpec[])[];
  readonly candidates: readonly ScreenCandidate[];
  readonly skipped: readonly ScreenSkip[];
  /** Batches in play order: per level the base, then every candidate (`levels.length × (candidates + 1)`). */
  readonly batches: number;
  /** A label per batch (`normal: base`, `normal: voluntaryDrawMax=3`) for queue progress lines. */
  readonly labels: readonly string[];
}

/**
 * The screening run of `base` (ruleset `rulesetId` compiled with `baseOptions`): every option (or those named in
 * `names`) at its alternative values (engine `optionAlternatives`, from the base's current value), each compiled with
 * `compile`; values the ruleset refuses or that change the table are left out, an option with no value left is
 * listed as skipped with the reason. `{ ok: false, message }` (nothing runs) names an unknown option or level, a bot
 * that cannot play the kind, a run with no value to play, or one larger than `MAX_SCREEN_GAMES` games.
 */
export function screenSetup(
  base: CompiledGame,
  rulesetId: string,
  baseOptions: Readonly<Record<string, Json>>,
  compile: CompileById,
  names: readonly string[] | undefined,
  levels: readonly string[],
  games: number,
): ScreenSetup | { ok: false; message: string } {
  const chosen = selectScreenOptions(base.kind.options, names);
  if (!chosen.ok) return { ok: false, message: `Options to screen: ${chosen.error}.` };
  const seats = base.layout.seatCount;
  const levelBots: BotSpec[][] = [];
  for (const l of levels) {
    const spec = parseBotSpec(l);
    if (!spec) return { ok: false, message: `"${l}" is not a bot.` };
    const why = base.kind.realtime ? null : botUnavailable(base, spec);
    if (why) return { ok: false, message: `${l}: ${why}.` };
    levelBots.push(Array.from({ length: seats }, () => spec));
  }
  const candidates: ScreenCandidate[] = [];
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
    let kept = 0;
    for (const value of alt.values) {
      const options = { ...baseOptions, [option]: value };
      const c = compile(rulesetId, options);
      if (!c.ok) refused.push(`${JSON.stringify(value)} (${c.message})`);
      else if (tableDifference(base, c.game)) refused.push(`${JSON.stringify(value)} (another table)`);
      else {
        candidates.push({ option, value, game: c.game, options });
        kept++;
      }
    }
    if (kept === 0) skipped.push({ option, reason: `every value refused: ${refused.join('; ')}` });
  }
  if (candidates.length === 0) return { ok: false, message: 'Options to screen: no option has a value to try.' };
  const batches = levels.length * (candidates.length + 1);
  if (batches * games > MAX_SCREEN_GAMES)
    return {
      ok: false,
      message: `Options to screen: ${batches} batches × ${games} games is more than ${MAX_SCREEN_GAMES} games; screen fewer options or play fewer games.`,
    };
  const labels = levels.flatMap((l) => [
    `${l}: base`,
    ...candidates.map((c) => `${l}: ${c.option}=${JSON.stringify(c.value)}`),
  ]);
  return { ok: true, levels: [...levels], levelBots, candidates, skipped, batches, labels };
}

/**
 * The ranking of a played screening run: `records` holds one batch per entry of `setup.labels` (per level the base,
 * then every candidate); each value is compared with its level's base on the same seeds and marked identical when
 * its games are the base's action for action (engine `identicalGames`), then the options are ranked (`rankScreen`).
 */
export function screenRanking(
  base: CompiledGame,
  setup: ScreenSetup,
  records: readonly (readonly GameRecord[])[],
): readonly ScreenEntry[] {
  const per = setup.candidates.length + 1;
  const cells: ScreenCell[] = [];
  setup.levels.forEach((level, li) => {
    const baseRecords = records[li * per]!;
    const baseMetrics = computeMetrics(base, baseRecords);
    setup.candidates.forEach((c, ci) => {
      const rs = records[li * per + 1 + ci]!;
      const cmp = compareBatches(baseMetrics, baseRecords, computeMetrics(c.game, rs), rs);
      cells.push(screenCell(c.option, c.value, level, cmp, identicalGames(baseRecords, rs)));
    });
  });
  return rankScreen(cells);
}

/** One CSV field: quoted (inner quotes doubled) when it holds a comma, quote or line break. */
function csvField(x: string | number | boolean): string {
  const s = String(x);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * The ranking as CSV, one row per option (its strongest value and level): rank, option, value (JSON), level,
 * identical (the base's games), metric, unit (`pp` or `%`), effect, lo, hi (95 % interval), p_adjusted,
 * significant; then one row per option not screened with an empty rank and its reason in `skipped`.
 */
export function screenCsv(ranking: readonly ScreenEntry[], skipped: readonly ScreenSkip[]): string {
  const head = 'rank,option,value,level,identical,metric,unit,effect,lo,hi,p_adjusted,significant,skipped';
  const rows = ranking.map((e) => {
    const t = e.best.top;
    return [
      e.rank,
      e.option,
      JSON.stringify(e.best.value),
      e.best.level,
      e.identical,
      t?.metric ?? '',
      t?.unit ?? '',
      t ? t.effect.toFixed(3) : '',
      t ? t.lo.toFixed(3) : '',
      t ? t.hi.toFixed(3) : '',
      t ? t.pAdjusted.toPrecision(4) : '',
      t?.significant ?? false,
      '',
    ]
      .map(csvField)
      .join(',');
  });
  const skips = skipped.map((s) =>
    ['', s.option, '', '', '', '', '', '', '', '', '', '', s.reason].map(csvField).join(','),
  );
  return [head, ...rows, ...skips].join('\n') + '\n';
}
