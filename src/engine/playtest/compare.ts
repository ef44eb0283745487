// A/B comparison of two batches played on the same seeds with the same bots: every metric side by side with
// the difference B − A, its 95 % interval and significance. Per-game values are paired by seed; the median
// game length uses a seeded bootstrap. Pure.
import type { GameRecord } from './batch';
import type { BatchMetrics } from './metrics';
import { bootstrapDifference, pairedDifference, type Difference } from './stats';

/** One compared metric: values under A and B, the difference B − A with interval and p-value. */
export interface ComparisonRow extends Difference {
  /** Metric group: `wins`, `length`, `unfinished`, `moves`, `rules`, `cards`, `lead`. */
  readonly group: string;
  /** Metric name, e.g. `team 0 wins`, `actions per game`, `DOG-065 per game`. */
  readonly metric: string;
  readonly a: number;
  readonly b: number;
  /** p < 0.05 (no correction for the many rows: read single significant rule rows with care). */
  readonly significant: boolean;
}

/** A full comparison: both batches' metrics and the rows. */
export interface Comparison {
  readonly a: BatchMetrics;
  readonly b: BatchMetrics;
  readonly rows: readonly ComparisonRow[];
}

/**
 * Compares batches A and B. `recordsA[i]` and `recordsB[i]` must come from the same seed (same batch seed and
 * index), which makes every per-game metric a paired comparison.
 * @throws RangeError if the batches differ in size or seeds.
 */
export function compareBatches(a: BatchMetrics, recordsA: readonly GameRecord[], b: BatchMetrics, recordsB: readonly GameRecord[]): Comparison {
  if (recordsA.length !== recordsB.length || recordsA.some((r, i) => r.seed !== recordsB[i]!.seed)) throw new RangeError('A/B batches must be played on the same seeds');
  const rows: ComparisonRow[] = [];
  const add = (group: string, metric: string, f: (r: GameRecord) => number) => {
    const xa = recordsA.map(f);
    const xb = recordsB.map(f);
    const d = pairedDifference(xa, xb);
    rows.push({ group, metric, a: mean(xa), b: mean(xb), ...d, significant: d.p < 0.05 });
  };
  const teams = Math.max(a.teams.length, b.teams.length);
  for (let t = 0; t < teams; t++) add('wins', `team ${t} wins`, (r) => (r.team === t ? 1 : 0));
  const seats = [...new Set([...a.seats.map((s) => s.seat), ...b.seats.map((s) => s.seat)])].sort((x, y) => x - y);
  for (const s of seats) add('wins', `seat ${s} wins`, (r) => (r.winners.includes(s) ? 1 : 0));
  add('wins', 'first player wins', (r) => (r.firstSeat !== null && r.winners.includes(r.firstSeat) ? 1 : 0));
  add('length', 'actions per game', (r) => r.actions);
  add('length', 'rounds per game', (r) => r.rounds);
  const med = bootstrapDifference(recordsA.map((r) => r.actions), recordsB.map((r) => r.actions), `${recordsA[0]?.seed ?? ''}/median`, 500, median);
  rows.push({ group: 'length', metric: 'median actions', a: median(recordsA.map((r) => r.actions)), b: median(recordsB.map((r) => r.actions)), ...med, significant: med.p < 0.05 });
  if (a.length.minutes && b.length.minutes) add('length', 'simulated minutes per game', (r) => (r.simulatedMs ?? 0) / 60_000);
  add('unfinished', 'stalled games', (r) => (r.truncated ? 1 : 0));
  add('unfinished', 'aborted games', (r) => (r.aborted ? 1 : 0));
  if (a.lead && b.lead) {
    add('lead', 'lead changes per game', (r) => r.leadChanges ?? 0);
    add('lead', 'mid-game leader wins', (r) => (r.team !== null && r.midLeader === r.team ? 1 : 0));
  }
  const keys = (f: (r: GameRecord) => Readonly<Record<string, number>>) => [...new Set([...recordsA, ...recordsB].flatMap((r) => Object.keys(f(r))))].sort();
  for (const k of keys((r) => r.eventCounts)) add('moves', `${k} per game`, (r) => r.eventCounts[k] ?? 0);
  const ruleIds = [...new Set([...keys((r) => r.ruleCounts), ...a.rules.catalogue.ids, ...b.rules.catalogue.ids])].sort();
  for (const k of ruleIds) add('rules', `${k} per game`, (r) => r.ruleCounts[k] ?? 0);
  for (const k of keys((r) => r.cardCounts)) add('cards', `card ${k} plays per game`, (r) => r.cardCounts[k] ?? 0);
  return { a, b, rows };
}

function mean(xs: readonly number[]): number {
  return xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0;
}

function median(xs: readonly number[]): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((x, y) => x - y);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}
