// The noise floor of a comparison: a ruleset compared with itself on disjoint seeds, many times, shows how often
// each row comes out significant when nothing differs (the false-alarm rate at this number of games), and the
// balance figure a perfectly fair game of this size shows (a permutation null: each game's winners moved to a
// random rotation of the turn-order positions, which keeps teams together). Pure.
import { createRng } from '../core/rng';
import type { Comparison } from './compare';
import { balanceValue } from './stats';
import { primaryRows } from './screen';

/** How often one row was significant over the self-comparisons. */
export interface NoiseRow {
  /** `ComparisonRow.metric` (merged rows by their joined name). */
  readonly metric: string;
  readonly group: string;
  /** Primary row (`primaryRows`: wins, length, unfinished games). */
  readonly primary: boolean;
  /** Runs where the row was significant after the comparison's correction, and runs in which it appeared. */
  readonly significant: number;
  readonly runs: number;
}

/** The false-alarm summary of `runs` self-comparisons. */
export interface NoiseFloor {
  readonly runs: number;
  /** Runs with at least one significant primary row, and with at least one significant row of any kind. */
  readonly anyPrimary: number;
  readonly anyRow: number;
  /** Per row, in first-seen order. */
  readonly rows: readonly NoiseRow[];
}

/**
 * Summarises self-comparisons (the same ruleset as A and B on disjoint seeds, `compareBatches` with
 * `sameSeeds: false`): per row how often it was significant, and how many runs had any significant primary row
 * (the family-wise false-alarm rate, which Holm keeps at or below 5 %) or any row at all.
 */
export function noiseFloor(comparisons: readonly Comparison[]): NoiseFloor {
  const rows = new Map<
    string,
    { metric: string; group: string; primary: boolean; significant: number; runs: number }
  >();
  let anyPrimary = 0;
  let anyRow = 0;
  for (const cmp of comparisons) {
    const primary = new Set(primaryRows(cmp));
    let p = false;
    let any = false;
    for (const r of cmp.rows) {
      const key = `${r.group}\u0000${r.metric}`;
      const row = rows.get(key) ?? {
        metric: r.metric,
        group: r.group,
        primary: primary.has(r),
        significant: 0,
        runs: 0,
      };
      row.runs++;
      if (r.significant) {
        row.significant++;
        any = true;
        if (primary.has(r)) p = true;
      }
      rows.set(key, row);
    }
    if (p) anyPrimary++;
    if (any) anyRow++;
  }
  return { runs: comparisons.length, anyPrimary, anyRow, rows: [...rows.values()] };
}

/**
 * The balance figure (largest distance of a position's win rate from the fair share, `balanceValue`) that a
 * perfectly fair game shows with these games: `wins` is a batch's `positionWins` matrix (positions × games; −1 =
 * unknown); each draw moves every game's column to a random rotation of the positions (seeded by `seed`), so
 * every position has the same chance while ties and teams stay as played. Returns the median and the 95th
 * percentile over `draws` draws (fractions, e.g. 0.04 = 4 percentage points).
 */
export function fairBalance(
  wins: readonly Int8Array[],
  fair: number,
  seed: string,
  draws = 2000,
): { median: number; p95: number; draws: number } {
  const positions = wins.length;
  const games = wins[0]?.length ?? 0;
  if (positions === 0 || games === 0) return { median: 0, p95: 0, draws: 0 };
  const rng = createRng(seed);
  const rotated = wins.map(() => new Int8Array(games));
  const values = new Float64Array(draws);
  for (let d = 0; d < draws; d++) {
    for (let g = 0; g < games; g++) {
      const shift = rng.int(0, positions - 1);
      for (let p = 0; p < positions; p++) rotated[(p + shift) % positions]![g] = wins[p]![g]!;
    }
    values[d] = balanceValue(rotated, fair).value;
  }
  values.sort();
  return {
    median: values[Math.floor(0.5 * (draws - 1))]!,
    p95: values[Math.ceil(0.95 * (draws - 1))]!,
    draws,
  };
}
