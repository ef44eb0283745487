// Sweeps: one or two options over value ranges, one batch per combination on the same seeds. Expanding the
// grid, parsing value lists, and the result table as rows and CSV. Pure.
import type { Json } from '../core/types';
import { setAgentParam } from '../bots/agent-params';
import type { BotSpec } from '../bots/registry';
import type { BatchMetrics } from './metrics';
import type { SweepValueComparison } from './sweep-verdict';

/** One swept option and the values it takes, in order. */
export interface SweepAxis {
  readonly option: string;
  readonly values: readonly Json[];
}

/** One grid point: option overrides for that batch (axis order). */
export type SweepPoint = Readonly<Record<string, Json>>;

/** Every combination of the axes (first axis outermost), e.g. 5 × 3 values → 15 points. */
export function expandSweep(axes: readonly SweepAxis[]): SweepPoint[] {
  let points: Record<string, Json>[] = [{}];
  for (const axis of axes) points = points.flatMap((p) => axis.values.map((v) => ({ ...p, [axis.option]: v })));
  return points;
}

/**
 * Parses an axis `name=VALUES` where VALUES is `a..b` (integers, step 1), `a..b:step` (decimals too:
 * `0.3..0.9:0.3`), or a comma list of JSON scalars or bare words (`true,false`, `65432,6+5432`). Returns null if
 * malformed or over 100 values (`readSweepAxis` says why).
 */
export function parseSweepAxis(text: string): SweepAxis | null {
  const r = readSweepAxis(text);
  return r.ok ? r.axis : null;
}

/** At most this many values per axis. */
export const MAX_AXIS_VALUES = 100;

/**
 * `parseSweepAxis` with the reason when `text` is malformed. A decimal range needs a step; its values are
 * `from + i·step` rounded to the decimals written (`0.3..0.9:0.3` → 0.3, 0.6, 0.9, not 0.6000000000000001).
 */
export function readSweepAxis(text: string): { ok: true; axis: SweepAxis } | { ok: false; error: string } {
  const eq = text.indexOf('=');
  if (eq <= 0) return { ok: false, error: `"${text}" is not name=FROM..TO[:STEP] or name=a,b,c` };
  const option = text.slice(0, eq).trim();
  const spec = text.slice(eq + 1).trim();
  const num = '(-?\\d+(?:\\.\\d+)?)';
  const range = new RegExp(`^${num}\\.\\.${num}(?::(\\d+(?:\\.\\d+)?))?$`).exec(spec);
  if (range) {
    const [from, to, step] = [Number(range[1]), Number(range[2]), Number(range[3] ?? 1)];
    const decimals = Math.max(...[range[1]!, range[2]!, range[3] ?? ''].map((x) => (x.split('.')[1] ?? '').length));
    if (decimals > 0 && range[3] === undefined)
      return {
        ok: false,
        error: `${option}: the decimal range ${spec} needs a step (FROM..TO:STEP, e.g. ${from}..${to}:0.1)`,
      };
    if (!(step > 0)) return { ok: false, error: `${option}: the step of ${spec} must be greater than 0` };
    if (to < from) return { ok: false, error: `${option}: ${spec} runs backwards (FROM must not exceed TO)` };
    const n = Math.floor((to - from) / step + 1e-9) + 1;
    if (n > MAX_AXIS_VALUES)
      return { ok: false, error: `${option}: ${spec} has ${n} values (at most ${MAX_AXIS_VALUES})` };
    const scale = 10 ** decimals;
    return {
      ok: true,
      axis: { option, values: Array.from({ length: n }, (_, i) => Math.round((from + i * step) * scale) / scale) },
    };
  }
  const parts = spec
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  if (parts.length === 0) return { ok: false, error: `${option}: no values` };
  if (parts.length > MAX_AXIS_VALUES)
    return { ok: false, error: `${option}: ${parts.length} values (at most ${MAX_AXIS_VALUES})` };
  return { ok: true, axis: { option, values: parts.map(parseScalar) } };
}

/** Axis names with this prefix set a bot parameter (`bot.attentionPartner`), not a ruleset option (DIG-053). */
export const BOT_PARAM_PREFIX = 'bot.';

/**
 * Splits a grid point (or `--set` list) into ruleset option overrides and bot parameters: `bot.NAME` entries
 * become `botParams[NAME]` (for every seat's default real-time agent), the rest stay option overrides.
 */
export function splitSweepPoint(point: SweepPoint): {
  overrides: Record<string, Json>;
  botParams: Record<string, Json>;
} {
  const overrides: Record<string, Json> = {};
  const botParams: Record<string, Json> = {};
  for (const [k, v] of Object.entries(point)) {
    if (k.startsWith(BOT_PARAM_PREFIX)) botParams[k.slice(BOT_PARAM_PREFIX.length)] = v;
    else overrides[k] = v;
  }
  return { overrides, botParams };
}

/**
 * `bots` with the bot parameters `params` (names without the `bot.` prefix, as `splitSweepPoint` returns them) set
 * on every seat for the default real-time agents of kind `kindId` (DIG-053), each entry checked with
 * `setAgentParam` on top of the seat's existing `params`. Returns a fresh array (the input is not changed; no
 * parameters → a plain copy), or `{ ok: false, error }` for the first bad entry: `bot.NAME: <why>` naming the
 * entry, e.g. `bot.attentionPartnr: unknown bot parameter "attentionPartnr". Did you mean "attentionPartner"?`,
 * `bot.attentionPartner: bot parameter "attentionPartner": 1.5 is not in [0, 1]`, or on a kind without such
 * agents (Dog, Gassi) `bot.vigilance: kind "dog" has no bot parameters (…)`. Shared by the CLI (`--set`, `--vary`)
 * and the host's playtest jobs, which prefix where the entry came from.
 */
export function applyBotParams(
  kindId: string,
  bots: readonly BotSpec[],
  params: Readonly<Record<string, Json>>,
): { ok: true; bots: BotSpec[] } | { ok: false; error: string } {
  const entries = Object.entries(params);
  if (entries.length === 0) return { ok: true, bots: bots.slice() };
  const out: BotSpec[] = [];
  for (const b of bots) {
    let acc = b.params ?? {};
    for (const [k, v] of entries) {
      const r = setAgentParam(kindId, acc, k, v);
      if (!r.ok) return { ok: false, error: `${BOT_PARAM_PREFIX}${k}: ${r.error}` };
      acc = r.params;
    }
    out.push({ ...b, params: acc });
  }
  return { ok: true, bots: out };
}

/**
 * Checks every value of every `bot.NAME` axis against the bot parameters of kind `kindId` (DIG-053) before any game
 * is played, so that a typo or an out-of-range value fails at once: null when all are valid, else
 * `bot.NAME: <why>` for the first bad one (as `applyBotParams`; ruleset-option axes are skipped).
 */
export function botAxesError(kindId: string, axes: readonly SweepAxis[]): string | null {
  for (const axis of axes) {
    if (!axis.option.startsWith(BOT_PARAM_PREFIX)) continue;
    const name = axis.option.slice(BOT_PARAM_PREFIX.length);
    for (const v of axis.values) {
      const r = setAgentParam(kindId, {}, name, v);
      if (!r.ok) return `${axis.option}: ${r.error}`;
    }
  }
  return null;
}

/** `5` → 5, `true` → true, `"x"` → "x", anything else → the string itself (e.g. `6+5432`). */
export function parseScalar(text: string): Json {
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (text === 'true' || text === 'false') return text === 'true';
  if (text === 'null') return null;
  if (text.startsWith('"')) {
    try {
      return JSON.parse(text) as Json;
    } catch {
      return text;
    }
  }
  return text;
}

/** One row of a sweep table: the point's option values and its headline metrics. Rates in [0, 1]. */
export interface SweepRow {
  readonly point: SweepPoint;
  readonly games: number;
  /** Win rate per team with 95 % interval. */
  readonly teams: readonly { readonly team: number; readonly rate: number; readonly lo: number; readonly hi: number }[];
  readonly meanActions: number;
  readonly meanRounds: number;
  readonly medianActions: number;
  readonly stalled: number;
  readonly aborted: number;
  readonly firstPlayerWins: number;
  /**
   * Finished games whose first player is known (the denominator of `firstPlayerWins`); 0 for real-time kinds, where
   * nobody acts first. Absent in rows saved before it was added.
   */
  readonly firstPlayerGames?: number;
  /** Win rate per seat (a seat wins when its team does); absent in rows saved before it was added. */
  readonly seats?: readonly { readonly seat: number; readonly rate: number }[];
  /** Mean lead changes per game, or null without a score. */
  readonly leadChanges: number | null;
  /** Catalogue rule IDs never triggered at this point. */
  readonly neverTriggered: readonly string[];
  /** Real-time kinds (Gämsh): mean simulated minutes per game; null for turn-based kinds. */
  readonly meanMinutes: number | null;
  /** Real-time kinds (Gämsh): mean points per game by source (`gamsh-right`, `double-wrong`, `snack`…); null otherwise. */
  readonly points: Readonly<Record<string, number>> | null;
  /** Standard deviation of actions per game. */
  readonly sdActions: number;
  /** Balance figure (largest distance of a turn-order position, or seat, from the fair share), or null. */
  readonly balance: number | null;
  /** Mean drama (the winner's mean deficit where it trailed, kind units), or null without a score. */
  readonly drama: number | null;
  /** Mean decisiveness (share of the game when the winner took the lead for good), or null. */
  readonly decidedAt: number | null;
  /** Branching factor (legal actions per decision point), or null for real-time kinds. */
  readonly branching: number | null;
}

/** The sweep row of one point's metrics. */
export function sweepRow(point: SweepPoint, m: BatchMetrics): SweepRow {
  return {
    point,
    games: m.games,
    teams: m.teams.map((t) => ({ team: t.team, rate: t.rate, lo: t.lo, hi: t.hi })),
    meanActions: m.length.actions.mean,
    meanRounds: m.length.rounds.mean,
    medianActions: m.length.actions.median,
    stalled: m.unfinished.stalled,
    aborted: m.unfinished.aborted,
    firstPlayerWins: m.firstPlayer.rate,
    firstPlayerGames: m.firstPlayer.n,
    seats: m.seats.map((x) => ({ seat: x.seat, rate: x.rate })),
    leadChanges: m.lead ? m.lead.changes.mean : null,
    neverTriggered: m.rules.never,
    meanMinutes: m.length.minutes ? m.length.minutes.mean : null,
    points: m.points ? Object.fromEntries(m.points.map((u) => [u.id, u.perGame])) : null,
    sdActions: m.length.actions.sd,
    balance: m.balance ? m.balance.value : null,
    drama: m.lead ? m.lead.drama.mean : null,
    decidedAt: m.lead ? m.lead.decidedAt.mean : null,
    branching: m.decisions ? m.decisions.branching : null,
  };
}

/**
 * CSV (RFC 4180, `\n` line ends) of sweep rows: option columns, then games, per-team rate/lo/hi, lengths and their
 * sd (`mean_rounds`: deals at Dog and Gassi, where a deal starts a round), first-player rate (empty where nobody acts first), balance,
 * lead changes, drama, decided at, branching factor (empty where they do not apply), unfinished; for real-time
 * kinds also `mean_minutes` and one `points_<source>` column per point source (mean per game; columns appear only
 * when some row has them). With `cmp` (`compareSweep` over the same rows) each value against the reference:
 * `reference` (true for it), `identical_games`, `primary_significant` (primary rows significant after Holm),
 * `min_p_holm` (the smallest corrected primary p) and `verdict` (English). Last `bots`, the bots that played
 * (`botsText`, e.g. `normal`), so a CSV read on its own names the level.
 */
export function sweepCsv(
  axes: readonly SweepAxis[],
  rows: readonly SweepRow[],
  bots = '',
  cmp?: { readonly values: readonly SweepValueComparison[] },
): string {
  const teams = Math.max(0, ...rows.map((r) => r.teams.length));
  const minutes = rows.some((r) => r.meanMinutes !== null);
  const sources = [...new Set(rows.flatMap((r) => Object.keys(r.points ?? {})))].sort();
  const head = [...axes.map((a) => a.option), 'games'];
  for (let t = 0; t < teams; t++) head.push(`team${t}_win_rate`, `team${t}_lo95`, `team${t}_hi95`);
  head.push(
    'mean_actions',
    'median_actions',
    'sd_actions',
    'mean_rounds',
    'first_player_win_rate',
    'balance',
    'lead_changes',
    'drama',
    'decided_at',
    'branching_factor',
    'stalled',
    'aborted',
    'never_triggered',
  );
  if (minutes) head.push('mean_minutes');
  head.push(...sources.map((src) => `points_${src}`));
  if (cmp) head.push('reference', 'identical_games', 'primary_significant', 'min_p_holm', 'verdict');
  head.push('bots');
  const lines = [head.map(csvCell).join(',')];
  rows.forEach((r, i) => {
    const cells: (string | number)[] = [
      ...axes.map((a) => JSON.stringify(r.point[a.option] ?? null).replace(/^"|"$/g, '')),
      r.games,
    ];
    for (let t = 0; t < teams; t++) {
      const x = r.teams[t];
      cells.push(x ? fix(x.rate) : '', x ? fix(x.lo) : '', x ? fix(x.hi) : '');
    }
    const opt = (x: number | null | undefined) => (x === null || x === undefined ? '' : fix(x));
    cells.push(
      fix(r.meanActions),
      r.medianActions,
      opt(r.sdActions),
      fix(r.meanRounds),
      r.firstPlayerGames === 0 ? '' : fix(r.firstPlayerWins),
      opt(r.balance),
      opt(r.leadChanges),
      opt(r.drama),
      opt(r.decidedAt),
      opt(r.branching),
      r.stalled,
      r.aborted,
      r.neverTriggered.join(' '),
    );
    if (minutes) cells.push(r.meanMinutes === null ? '' : fix(r.meanMinutes));
    for (const src of sources) cells.push(r.points ? fix(r.points[src] ?? 0) : '');
    const v = cmp?.values[i];
    if (cmp)
      cells.push(
        String(v?.reference ?? false),
        String(v?.identical ?? false),
        v && !v.reference && !v.identical ? v.significant : '',
        v && v.rows.length ? fix(Math.min(...v.rows.map((x) => x.pAdjusted))) : '',
        v?.verdict.en ?? '',
      );
    cells.push(bots);
    lines.push(cells.map((c) => csvCell(String(c))).join(','));
  });
  return lines.join('\n') + '\n';
}

/** One CSV cell, quoted when it holds a comma, quote or line break. */
export function csvCell(s: string): string {
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function fix(x: number): string {
  return (Math.round(x * 10000) / 10000).toString();
}
