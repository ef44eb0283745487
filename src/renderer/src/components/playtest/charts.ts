// Chart specs for the Playtest view from a report: win rates with 95 % intervals, game lengths, sweep lines.
// Pure functions of plain data (unit-testable without a canvas).
import type { PlaytestReport } from '../../../../shared/ipc-contract';

/** A chart: kind, x labels, datasets (`data` numbers, or `[lo, hi]` pairs for floating interval bars). */
export interface ChartSpec {
  readonly type: 'bar' | 'line';
  readonly title: string;
  readonly labels: readonly string[];
  readonly datasets: readonly { label: string; data: readonly (number | [number, number] | null)[]; color: string; fill?: boolean; dashed?: boolean; stack?: string }[];
  readonly yTitle?: string;
  readonly xTitle?: string;
  /** Y axis range, e.g. [0, 100] for percentages. */
  readonly yRange?: readonly [number, number];
}

const COLOURS = ['#b5533c', '#3c6fb5', '#4f9a5a', '#8a5cb5', '#c08a2c', '#2c9ac0'];

const pct = (x: number) => Math.round(1000 * x) / 10;

/** Team win rates per arm (bars) with their 95 % Wilson intervals (floating bars), in percent. */
export function winChart(r: PlaytestReport): ChartSpec {
  const teams = r.metrics[0]?.teams ?? [];
  const labels = teams.map((t) => `team ${t.team} (seats ${t.seats.join(',')})`);
  const datasets: ChartSpec['datasets'][number][] = [];
  r.metrics.forEach((m, i) => {
    datasets.push({ label: `${short(r.labels[i]!)} win rate`, data: m.teams.map((t) => pct(t.rate)), color: COLOURS[i % COLOURS.length]! });
  });
  r.metrics.forEach((m, i) => {
    datasets.push({ label: `${short(r.labels[i]!)} 95 % CI`, data: m.teams.map((t) => [pct(t.lo), pct(t.hi)] as [number, number]), color: '#6f6a62', fill: true });
  });
  return { type: 'bar', title: 'Wins per team (%, with 95 % Wilson interval)', labels, datasets, yTitle: '%', yRange: [0, 100] };
}

/** Histogram of actions per game for each arm (same bins for all arms). */
export function lengthChart(r: PlaytestReport): ChartSpec {
  const all = r.games.flat().map((g) => g.actions);
  const min = Math.min(...all);
  const max = Math.max(...all);
  const bins = 20;
  const width = Math.max(1, Math.ceil((max - min + 1) / bins));
  const labels: string[] = [];
  for (let b = 0; b < bins && min + b * width <= max; b++) labels.push(`${min + b * width}–${min + (b + 1) * width - 1}`);
  const datasets = r.games.slice(0, 6).map((games, i) => {
    const counts = new Array<number>(labels.length).fill(0);
    for (const g of games) counts[Math.min(labels.length - 1, Math.floor((g.actions - min) / width))]!++;
    return { label: short(r.labels[i]!), data: counts, color: COLOURS[i % COLOURS.length]! };
  });
  return { type: 'bar', title: 'Game length (actions per game)', labels, datasets, xTitle: 'actions', yTitle: 'games' };
}

/**
 * Sweep: each team's win rate (with dashed 95 % bounds) against the first option's values; with a second
 * option, one line per value of it (team 0 only). In percent.
 */
export function sweepWinChart(r: PlaytestReport): ChartSpec | null {
  if (!r.sweep) return null;
  const [x, y] = r.sweep.axes;
  if (!x) return null;
  const labels = x.values.map((v) => String(v));
  const rows = r.sweep.rows;
  const datasets: ChartSpec['datasets'][number][] = [];
  if (!y) {
    const teams = rows[0]?.teams.length ?? 0;
    for (let t = 0; t < teams; t++) {
      const c = COLOURS[t % COLOURS.length]!;
      datasets.push({ label: `team ${t} wins`, data: rows.map((row) => pct(row.teams[t]!.rate)), color: c });
      datasets.push({ label: `team ${t} 95 % low`, data: rows.map((row) => pct(row.teams[t]!.lo)), color: c, dashed: true });
      datasets.push({ label: `team ${t} 95 % high`, data: rows.map((row) => pct(row.teams[t]!.hi)), color: c, dashed: true });
    }
  } else {
    y.values.forEach((yv, j) => {
      datasets.push({
        label: `team 0 wins, ${y.option}=${String(yv)}`,
        data: x.values.map((xv) => {
          const row = rows.find((rw) => rw.point[x.option] === xv && rw.point[y.option] === yv);
          return row ? pct(row.teams[0]!.rate) : null;
        }),
        color: COLOURS[j % COLOURS.length]!,
      });
    });
  }
  return { type: 'line', title: `Win rate by ${x.option} (%)`, labels, datasets, xTitle: x.option, yTitle: '%', yRange: [0, 100] };
}

/** Sweep: mean actions and mean rounds per game against the first option (first value of a second option). */
export function sweepLengthChart(r: PlaytestReport): ChartSpec | null {
  if (!r.sweep) return null;
  const [x, y] = r.sweep.axes;
  if (!x) return null;
  const rows = r.sweep.rows.filter((row) => !y || row.point[y.option] === y.values[0]);
  return {
    type: 'line',
    title: `Game length by ${x.option}${y ? ` (${y.option}=${String(y.values[0])})` : ''}`,
    labels: x.values.map((v) => String(v)),
    datasets: [
      { label: 'mean actions', data: rows.map((row) => Math.round(row.meanActions)), color: COLOURS[1]! },
      { label: 'mean rounds × 10', data: rows.map((row) => Math.round(row.meanRounds * 10)), color: COLOURS[2]! },
    ],
    xTitle: x.option,
  };
}

function short(label: string): string {
  return label.length > 40 ? label.slice(0, 39) + '…' : label;
}
