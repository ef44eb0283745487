// Sweeps: one or two options over value ranges, one batch per combination on the same seeds. Expanding the
// grid, parsing value lists, and the result table as rows and CSV. Pure.
import type { Json } from '../core/types';
import type { BatchMetrics } from './metrics';

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
 * Parses an axis `name=VALUES` where VALUES is `a..b` (integers, step 1), `a..b:step`, or a comma list of JSON
 * scalars or bare words (`true,false`, `65432,6+5432`). Returns null if malformed or over 100 values.
 */
export function parseSweepAxis(text: string): SweepAxis | null {
  const eq = text.indexOf('=');
  if (eq <= 0) return null;
  const option = text.slice(0, eq).trim();
  const spec = text.slice(eq + 1).trim();
  const range = /^(-?\d+)\.\.(-?\d+)(?::(\d+))?$/.exec(spec);
  if (range) {
    const [from, to, step] = [Number(range[1]), Number(range[2]), Number(range[3] ?? 1)];
    if (step < 1 || to < from || (to - from) / step >= 100) return null;
    const values: number[] = [];
    for (let v = from; v <= to; v += step) values.push(v);
    return { option, values };
  }
  const parts = spec.split(',').map((s) => s.trim()).filter((s) => s.length > 0);
  if (parts.length === 0 || parts.length > 100) return null;
  return { option, values: parts.map(parseScalar) };
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
  /** Mean lead changes per game, or null without a score. */
  readonly leadChanges: number | null;
  /** Catalogue rule IDs never triggered at this point. */
  readonly neverTriggered: readonly string[];
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
    leadChanges: m.lead ? m.lead.changes.mean : null,
    neverTriggered: m.rules.never,
  };
}

/** CSV (RFC 4180, `\n` line ends) of sweep rows: option columns, then games, per-team rate/lo/hi, lengths, unfinished. */
export function sweepCsv(axes: readonly SweepAxis[], rows: readonly SweepRow[]): string {
  const teams = Math.max(0, ...rows.map((r) => r.teams.length));
  const head = [...axes.map((a) => a.option), 'games'];
  for (let t = 0; t < teams; t++) head.push(`team${t}_win_rate`, `team${t}_lo95`, `team${t}_hi95`);
  head.push('mean_actions', 'median_actions', 'mean_rounds', 'first_player_win_rate', 'lead_changes', 'stalled', 'aborted', 'never_triggered');
  const lines = [head.map(csvCell).join(',')];
  for (const r of rows) {
    const cells: (string | number)[] = [...axes.map((a) => JSON.stringify(r.point[a.option] ?? null).replace(/^"|"$/g, '')), r.games];
    for (let t = 0; t < teams; t++) {
      const x = r.teams[t];
      cells.push(x ? fix(x.rate) : '', x ? fix(x.lo) : '', x ? fix(x.hi) : '');
    }
    cells.push(fix(r.meanActions), r.medianActions, fix(r.meanRounds), fix(r.firstPlayerWins), r.leadChanges === null ? '' : fix(r.leadChanges), r.stalled, r.aborted, r.neverTriggered.join(' '));
    lines.push(cells.map((c) => csvCell(String(c))).join(','));
  }
  return lines.join('\n') + '\n';
}

/** One CSV cell, quoted when it holds a comma, quote or line break. */
export function csvCell(s: string): string {
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function fix(x: number): string {
  return (Math.round(x * 10000) / 10000).toString();
}
