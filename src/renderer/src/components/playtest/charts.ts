// Chart specs for the Playtest view from a report: win rates with 95 % intervals, game lengths, sweep lines.
// Pure functions of plain data (unit-testable without a canvas).
import type { PlaytestReport } from '../../../../shared/ipc-contract';
import { ptText, type PtKey } from './texts';
import { tableNumbering } from '../../../../engine';

/**
 * A chart: kind, x labels, datasets (`data` numbers, or `[lo, hi]` pairs for floating interval bars). A dataset
 * with `interval` is drawn as a narrow outlined bar over the bar of the same `stack` (its own arm's bar, in its
 * colour); `axis: 'y2'` plots it against the second (right) y axis titled `y2Title`.
 */
export interface ChartSpec {
  readonly type: 'bar' | 'line';
  /** Bars run left to right (one row per label, the values on the x axis titled `yTitle`). */
  readonly horizontal?: boolean;
  readonly title: string;
  readonly labels: readonly string[];
  readonly datasets: readonly {
    label: string;
    data: readonly (number | [number, number] | null)[];
    color: string;
    fill?: boolean;
    dashed?: boolean;
    stack?: string;
    interval?: boolean;
    axis?: 'y' | 'y2';
  }[];
  readonly yTitle?: string;
  readonly y2Title?: string;
  readonly xTitle?: string;
  /** Y axis range, e.g. [0, 100] for percentages. */
  readonly yRange?: readonly [number, number];
  /**
   * Both y axes start at 0 (counts such as actions and deals per game): a change of a few actions then looks its
   * size, not like a doubling.
   */
  readonly fromZero?: boolean;
  /** A horizontal reference line (e.g. the fair share in %), with its label. */
  readonly reference?: { readonly value: number; readonly label: string };
}

const COLOURS = ['#b5533c', '#3c6fb5', '#4f9a5a', '#8a5cb5', '#c08a2c', '#2c9ac0'];

/** A text lookup in the app's language (`ptText` bound to the locale). */
export type Translate = (key: PtKey, params?: Readonly<Record<string, string | number>>) => string;

/** English texts, for callers without the app's locale (tests, exports). */
const EN: Translate = (key, params) => ptText('en', key, params);

const pct = (x: number) => Math.round(1000 * x) / 10;

/**
 * Team win rates per arm (bars) with their 95 % Wilson intervals, in percent: each arm's interval is drawn on that
 * arm's own bar (same `stack`), in the arm's colour. The interval datasets come first so that they are drawn on top.
 * Teams and seats are labelled as the table of `kind` names them (engine `tableNumbering`: "team 1 (seats
 * 1,3)", Gämsh "team A"), whereas the report counts from 0.
 */
export function winChart(r: PlaytestReport, t: Translate = EN, kind = ''): ChartSpec {
  const teams = r.metrics[0]?.teams ?? [];
  const n = tableNumbering(kind);
  const labels = teams.map((tm) =>
    t('chart.teamLabel', { team: n.team(tm.team), seats: tm.seats.map(n.seat).join(',') }),
  );
  const datasets: ChartSpec['datasets'][number][] = [];
  r.metrics.forEach((m, i) => {
    datasets.push({
      label: `${short(r.labels[i]!)} ${t('chart.ci')}`,
      data: m.teams.map((tm) => [pct(tm.lo), pct(tm.hi)] as [number, number]),
      color: COLOURS[i % COLOURS.length]!,
      stack: `arm-${i}`,
      interval: true,
    });
  });
  r.metrics.forEach((m, i) => {
    datasets.push({
      label: `${short(r.labels[i]!)} ${t('chart.winRate')}`,
      data: m.teams.map((tm) => pct(tm.rate)),
      color: COLOURS[i % COLOURS.length]!,
      stack: `arm-${i}`,
    });
  });
  return { type: 'bar', title: t('chart.wins'), labels, datasets, yTitle: '%', yRange: [0, 100] };
}

/**
 * Fairness by turn order: the win rate of the 1st, 2nd, … seat to act per arm with its 95 % interval on its own bar,
 * and the fair share as a reference line; null when no arm has a turn order (real-time kinds).
 */
export function turnOrderChart(r: PlaytestReport, t: Translate = EN): ChartSpec | null {
  const first = r.metrics.find((m) => m.turnOrder);
  if (!first?.turnOrder) return null;
  const labels = first.turnOrder.positions.map((p) => t('chart.toAct', { n: p.position + 1 }));
  const datasets: ChartSpec['datasets'][number][] = [];
  r.metrics.forEach((m, i) => {
    if (m.turnOrder)
      datasets.push({
        label: `${short(r.labels[i]!)} ${t('chart.ci')}`,
        data: m.turnOrder.positions.map((p) => [pct(p.lo), pct(p.hi)] as [number, number]),
        color: COLOURS[i % COLOURS.length]!,
        stack: `arm-${i}`,
        interval: true,
      });
  });
  r.metrics.forEach((m, i) => {
    if (m.turnOrder)
      datasets.push({
        label: `${short(r.labels[i]!)} ${t('chart.winRate')}`,
        data: m.turnOrder.positions.map((p) => pct(p.rate)),
        color: COLOURS[i % COLOURS.length]!,
        stack: `arm-${i}`,
      });
  });
  return {
    type: 'bar',
    title: t('chart.turnOrder'),
    labels,
    datasets,
    yTitle: '%',
    yRange: [0, 100],
    reference: { value: pct(first.turnOrder.fair), label: t('chart.fair') },
  };
}

/** Histogram of actions per game for each arm (same bins for all arms). */
export function lengthChart(r: PlaytestReport, t: Translate = EN): ChartSpec {
  const all = r.games.flat().map((g) => g.actions);
  const min = Math.min(...all);
  const max = Math.max(...all);
  const bins = 20;
  const width = Math.max(1, Math.ceil((max - min + 1) / bins));
  const labels: string[] = [];
  for (let b = 0; b < bins && min + b * width <= max; b++)
    labels.push(`${min + b * width}–${min + (b + 1) * width - 1}`);
  const datasets = r.games.slice(0, 6).map((games, i) => {
    const counts = new Array<number>(labels.length).fill(0);
    for (const g of games) counts[Math.min(labels.length - 1, Math.floor((g.actions - min) / width))]!++;
    return { label: short(r.labels[i]!), data: counts, color: COLOURS[i % COLOURS.length]! };
  });
  return {
    type: 'bar',
    title: t('chart.length'),
    labels,
    datasets,
    xTitle: t('chart.actions'),
    yTitle: t('chart.games'),
  };
}

/**
 * Sweep: each team's win rate (with dashed 95 % bounds) against the first option's values; with a second
 * option, one line per value of it (the first team only, the report's team 0). In percent. Teams are labelled as
 * the table of `kind` names them (from 1, Gämsh by letter).
 */
export function sweepWinChart(r: PlaytestReport, t: Translate = EN, kind = ''): ChartSpec | null {
  const n = tableNumbering(kind);
  if (!r.sweep) return null;
  const [x, y] = r.sweep.axes;
  if (!x) return null;
  const labels = x.values.map((v) => String(v));
  const rows = r.sweep.rows;
  const datasets: ChartSpec['datasets'][number][] = [];
  if (!y) {
    const teams = rows[0]?.teams.length ?? 0;
    for (let team = 0; team < teams; team++) {
      const c = COLOURS[team % COLOURS.length]!;
      const name = n.team(team);
      datasets.push({
        label: t('chart.teamWins', { team: name }),
        data: rows.map((row) => pct(row.teams[team]!.rate)),
        color: c,
      });
      datasets.push({
        label: t('chart.teamLow', { team: name }),
        data: rows.map((row) => pct(row.teams[team]!.lo)),
        color: c,
        dashed: true,
      });
      datasets.push({
        label: t('chart.teamHigh', { team: name }),
        data: rows.map((row) => pct(row.teams[team]!.hi)),
        color: c,
        dashed: true,
      });
    }
  } else {
    y.values.forEach((yv, j) => {
      datasets.push({
        label: t('chart.firstTeamWinsAt', { team: n.team(0), option: y.option, value: String(yv) }),
        data: x.values.map((xv) => {
          const row = rows.find((rw) => rw.point[x.option] === xv && rw.point[y.option] === yv);
          return row ? pct(row.teams[0]!.rate) : null;
        }),
        color: COLOURS[j % COLOURS.length]!,
      });
    });
  }
  return {
    type: 'line',
    title: t('chart.winBy', { option: x.option }),
    labels,
    datasets,
    xTitle: x.option,
    yTitle: '%',
    yRange: [0, 100],
  };
}

/**
 * Sweep: mean actions (left axis) and mean deals (right axis, its own scale; a round of the engines is a deal;
 * rounds for a real-time kind, Gämsh) per game against the first option (first value of a second option). Each line is plotted on the axis of its unit;
 * both axes start at 0, as the figures are counts.
 */
export function sweepLengthChart(r: PlaytestReport, t: Translate = EN): ChartSpec | null {
  if (!r.sweep) return null;
  const [x, y] = r.sweep.axes;
  if (!x) return null;
  const rows = r.sweep.rows.filter((row) => !y || row.point[y.option] === y.values[0]);
  // Dog and Gassi count deals; a real-time kind (Gämsh) plays rounds
  const realtime = r.sweep.rows.some((row) => row.meanMinutes !== null && row.meanMinutes !== undefined);
  return {
    type: 'line',
    title: `${t('chart.lengthBy', { option: x.option })}${y ? ` (${y.option}=${String(y.values[0])})` : ''}`,
    labels: x.values.map((v) => String(v)),
    datasets: [
      {
        label: t('chart.meanActions'),
        data: rows.map((row) => Math.round(row.meanActions * 10) / 10),
        color: COLOURS[1]!,
        axis: 'y',
      },
      {
        label: t(realtime ? 'chart.meanRounds' : 'chart.meanDeals'),
        data: rows.map((row) => Math.round(row.meanRounds * 100) / 100),
        color: COLOURS[2]!,
        axis: 'y2',
      },
    ],
    xTitle: x.option,
    yTitle: t('chart.actions'),
    y2Title: t(realtime ? 'chart.rounds' : 'chart.deals'),
    fromZero: true,
  };
}

function short(label: string): string {
  return label.length > 40 ? label.slice(0, 39) + '…' : label;
}
