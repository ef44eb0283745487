// Statistics for playtests: Wilson intervals, means with normal-approximation intervals, paired differences,
// a seeded bootstrap and distributions. Pure; randomness only from a seeded engine PRNG.
import { createRng } from '../core/rng';

/** z for a two-sided 95 % interval. */
export const Z95 = 1.959963984540054;

/** A proportion `k / n` with its 95 % Wilson score interval (`lo`, `hi` in [0, 1]). `rate` is 0 when n = 0. */
export interface Proportion {
  readonly k: number;
  readonly n: number;
  readonly rate: number;
  readonly lo: number;
  readonly hi: number;
}

/** Wilson score interval for `k` successes in `n` trials (Wilson 1927); `n = 0` gives [0, 1]. */
export function wilson(k: number, n: number, z = Z95): Proportion {
  if (n === 0) return { k, n, rate: 0, lo: 0, hi: 1 };
  const p = k / n;
  const z2 = z * z;
  const den = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / den;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / den;
  return { k, n, rate: p, lo: Math.max(0, centre - half), hi: Math.min(1, centre + half) };
}

/** A sample mean with its standard deviation and 95 % normal-approximation interval of the mean. */
export interface MeanCi {
  readonly n: number;
  readonly mean: number;
  readonly sd: number;
  readonly lo: number;
  readonly hi: number;
}

/** Mean, sample SD and 95 % interval `mean ± 1.96 · sd/√n` (n = 0: all zero). */
export function meanCi(values: readonly number[]): MeanCi {
  const n = values.length;
  if (n === 0) return { n, mean: 0, sd: 0, lo: 0, hi: 0 };
  let s = 0;
  for (const v of values) s += v;
  const mean = s / n;
  let ss = 0;
  for (const v of values) ss += (v - mean) * (v - mean);
  const sd = n > 1 ? Math.sqrt(ss / (n - 1)) : 0;
  const half = (Z95 * sd) / Math.sqrt(n);
  return { n, mean, sd, lo: mean - half, hi: mean + half };
}

/** Standard normal cumulative distribution (Abramowitz–Stegun 7.1.26 erf, error < 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const y = 1 - t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp((-x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

/** A difference B − A with its 95 % interval and two-sided p-value, and how it was tested. */
export interface Difference {
  readonly diff: number;
  readonly lo: number;
  readonly hi: number;
  /** Two-sided p-value of "no difference"; 1 when both samples are constant and equal. */
  readonly p: number;
  readonly test: 'paired' | 'bootstrap';
}

/**
 * Paired difference of per-game values on shared seeds (`a[i]`, `b[i]` from the same seed): mean of `b − a`,
 * normal-approximation interval and z-test p-value (for 0/1 values this is McNemar's test in its z form).
 * @throws RangeError if the arrays differ in length.
 */
export function pairedDifference(a: readonly number[], b: readonly number[]): Difference {
  if (a.length !== b.length) throw new RangeError(`paired samples differ in size (${a.length} vs ${b.length})`);
  const d = a.map((x, i) => b[i]! - x);
  const m = meanCi(d);
  const se = m.n > 0 ? m.sd / Math.sqrt(m.n) : 0;
  const p = se === 0 ? (m.mean === 0 ? 1 : 0) : 2 * (1 - normalCdf(Math.abs(m.mean / se)));
  return { diff: m.mean, lo: m.lo, hi: m.hi, p, test: 'paired' };
}

/**
 * Unpaired difference `stat(b) − stat(a)` with a percentile bootstrap interval and p-value (`reps` resamples,
 * PRNG seeded with `seed`, so the same inputs give the same interval). Default statistic: the mean.
 */
export function bootstrapDifference(a: readonly number[], b: readonly number[], seed: string, reps = 1000, stat: (xs: readonly number[]) => number = (xs) => meanCi(xs).mean): Difference {
  const diff = stat(b) - stat(a);
  if (a.length === 0 || b.length === 0) return { diff, lo: diff, hi: diff, p: 1, test: 'bootstrap' };
  const rng = createRng(seed);
  const draws: number[] = [];
  const ra = new Array<number>(a.length);
  const rb = new Array<number>(b.length);
  for (let r = 0; r < reps; r++) {
    for (let i = 0; i < a.length; i++) ra[i] = a[rng.int(0, a.length - 1)]!;
    for (let i = 0; i < b.length; i++) rb[i] = b[rng.int(0, b.length - 1)]!;
    draws.push(stat(rb) - stat(ra));
  }
  draws.sort((x, y) => x - y);
  const lo = draws[Math.floor(0.025 * (reps - 1))]!;
  const hi = draws[Math.ceil(0.975 * (reps - 1))]!;
  const below = draws.filter((x) => x <= 0).length / reps;
  const above = draws.filter((x) => x >= 0).length / reps;
  return { diff, lo, hi, p: Math.min(1, 2 * Math.min(below, above)), test: 'bootstrap' };
}

/** One bin of a histogram: values in `[from, to)` (the last bin includes `to`). */
export interface Bin {
  readonly from: number;
  readonly to: number;
  readonly count: number;
}

/** Distribution summary: mean with interval, extremes, deciles and median, and a histogram of up to `bins` bins. */
export interface Distribution extends MeanCi {
  readonly min: number;
  readonly p10: number;
  readonly median: number;
  readonly p90: number;
  readonly max: number;
  readonly histogram: readonly Bin[];
}

/** Summarises `values` (nearest-rank quantiles; histogram bins of equal integer width). */
export function distribution(values: readonly number[], bins = 20): Distribution {
  const m = meanCi(values);
  if (values.length === 0) return { ...m, min: 0, p10: 0, median: 0, p90: 0, max: 0, histogram: [] };
  const sorted = [...values].sort((x, y) => x - y);
  const q = (f: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(f * sorted.length) - 1))]!;
  const min = sorted[0]!;
  const max = sorted[sorted.length - 1]!;
  const width = Math.max(1, Math.ceil((max - min + 1) / bins));
  const histogram: Bin[] = [];
  for (let from = min; from <= max; from += width) histogram.push({ from, to: from + width, count: 0 });
  for (const v of sorted) (histogram[Math.min(histogram.length - 1, Math.floor((v - min) / width))] as { count: number }).count++;
  return { ...m, min, p10: q(0.1), median: q(0.5), p90: q(0.9), max, histogram };
}

/**
 * Median of `xs` (the mean of the two middle values for even sizes; 0 when empty) by selection in a typed copy:
 * O(n) instead of a sort, as the bootstrap of the median game length calls it 1000 times per comparison. The
 * same value as sorting.
 */
export function median(xs: readonly number[]): number {
  const n = xs.length;
  if (!n) return 0;
  const s = Float64Array.from(xs);
  const m = n >> 1;
  const hi = select(s, n, m);
  if (n % 2) return hi;
  let lo = s[0]!; // after select, s[0 … m-1] ≤ s[m]: the lower middle value is their maximum
  for (let i = 1; i < m; i++) if (s[i]! > lo) lo = s[i]!;
  return (lo + hi) / 2;
}

/** Rearranges `s[0 … n-1]` so that `s[k]` is the k-th smallest, smaller-or-equal values before it; returns `s[k]`. */
function select(s: Float64Array, n: number, k: number): number {
  let left = 0;
  let right = n - 1;
  while (right > left) {
    // median of three as pivot, then a Hoare partition
    const mid = (left + right) >> 1;
    const a = s[left]!, b = s[mid]!, c = s[right]!;
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let i = left;
    let j = right;
    while (i <= j) {
      while (s[i]! < pivot) i++;
      while (s[j]! > pivot) j--;
      if (i <= j) {
        const t = s[i]!;
        s[i] = s[j]!;
        s[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else return s[k]!;
  }
  return s[k]!;
}
