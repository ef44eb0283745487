// A/B comparison of two batches played on the same seeds with the same bots: every metric side by side with
// the difference B − A, its 95 % interval and significance. Per-game values are paired by seed; the median
// game length uses a seeded bootstrap. Pure.
import type { GameRecord } from './batch';
import type { CompiledGame } from '../core/game';
import { teamWon, type BatchMetrics } from './metrics';
import { bootstrapDifference, median, pairedDifference, type Difference } from './stats';

/** One compared metric: values under A and B, the difference B − A with interval and p-value. */
export interface ComparisonRow extends Difference {
  /** Metric group: `wins`, `length`, `unfinished`, `moves`, `rules`, `cards`, `lead`, `points` (real-time kinds). */
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
 * Null when `a` and `b` seat the same table (seat count, active seats, teams); else one sentence naming both tables.
 * An A/B comparison pairs wins per seat and per team by index, so it needs the same table.
 */
export function tableDifference(a: CompiledGame, b: CompiledGame): string | null {
  const table = (g: CompiledGame) => {
    const l = g.layout;
    const teams = l.teams.length && l.teams.some((t) => t.length > 1) ? `, teams ${l.teams.map((t) => t.join('+')).join(' | ')}` : '';
    return `${l.seatCount} seats (playing ${l.active.join(',')})${teams}`;
  };
  const ta = table(a);
  const tb = table(b);
  return ta === tb ? null : `A/B needs the same table: ${a.ruleset.id} has ${ta}, ${b.ruleset.id} has ${tb}`;
}

/**
 * Compares batches A and B. `recordsA[i]` and `recordsB[i]` must come from the same seed (same batch seed and
 * index), which makes every per-game metric a paired comparison.
 * @throws RangeError if the batches differ in size or seeds.
 */
export function compareBatches(a: BatchMetrics, recordsA: readonly GameRecord[], b: BatchMetrics, recordsB: readonly GameRecord[]): Comparison {
  if (recordsA.length !== recordsB.length || recordsA.some((r, i) => r.seed !== recordsB[i]!.seed)) throw new RangeError('A/B batches must be played on the same seeds');
  const rows: ComparisonRow[] = [];
  const push = (group: string, metric: string, xa: readonly number[], xb: readonly number[]) => {
    const d = pairedDifference(xa, xb);
    rows.push({ group, metric, a: mean(xa), b: mean(xb), ...d, significant: d.p < 0.05 });
  };
  const add = (group: string, metric: string, f: (r: GameRecord) => number) => push(group, metric, recordsA.map(f), recordsB.map(f));
  const teams = Math.max(a.teams.length, b.teams.length);
  for (let t = 0; t < teams; t++) {
    const seats = (a.teams[t] ?? b.teams[t])!.seats;
    add('wins', `team ${t} wins`, (r) => (teamWon(r, t, seats) ? 1 : 0));
  }
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
  const moves = perKey(recordsA, recordsB, (r) => r.eventCounts);
  for (const [k, [xa, xb]] of moves) push('moves', `${k} per game`, xa, xb);
  const rules = perKey(recordsA, recordsB, (r) => r.ruleCounts, [...a.rules.catalogue.ids, ...b.rules.catalogue.ids]);
  for (const [k, [xa, xb]] of rules) push('rules', `${k} per game`, xa, xb);
  for (const [k, [xa, xb]] of perKey(recordsA, recordsB, (r) => r.cardCounts)) push('cards', `card ${k} plays per game`, xa, xb);
  if (a.points && b.points) for (const [k, [xa, xb]] of perKey(recordsA, recordsB, (r) => r.points ?? {})) push('points', `${k} points per game`, xa, xb);
  return { a, b, rows };
}

/**
 * Per-game values of every key of a per-game count map (0 where a game lacks the key), for A and B, sorted by
 * key; `extra` keys are included even when no game has them. One pass over the records instead of one per key.
 */
function perKey(recordsA: readonly GameRecord[], recordsB: readonly GameRecord[], f: (r: GameRecord) => Readonly<Record<string, number>>, extra: readonly string[] = []): [string, [number[], number[]]][] {
  const cols = new Map<string, [number[], number[]]>();
  const column = (k: string) => {
    let c = cols.get(k);
    if (!c) cols.set(k, (c = [new Array<number>(recordsA.length).fill(0), new Array<number>(recordsB.length).fill(0)]));
    return c;
  };
  for (const k of extra) column(k);
  recordsA.forEach((r, i) => {
    for (const [k, n] of Object.entries(f(r))) column(k)[0][i] = n;
  });
  recordsB.forEach((r, i) => {
    for (const [k, n] of Object.entries(f(r))) column(k)[1][i] = n;
  });
  return [...cols].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
}

function mean(xs: readonly number[]): number {
  return xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0;
}
