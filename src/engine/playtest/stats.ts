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
  const y =
    1 -
    t *
      (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) *
      Math.exp((-x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

/** A difference B − A with its 95 % interval and two-sided p-value, and how it was tested. */
export interface Difference {
  readonly diff: number;
  readonly lo: number;
  readonly hi: number;
  /** Two-sided p-value of "no difference"; 1 when both samples are constant and equal. */
  readonly p: number;
  /**
   * `paired`: z-test on per-seed differences; `signflip`: sign-flip permutation test of the mean per-seed
   * difference (`signFlipP`; interval as `paired`); `mcnemar`: exact McNemar test on paired 0/1 values (interval
   * as `paired`); `bootstrap`: percentile bootstrap (`resamples` draws; paired by seed when `pairedBootstrap`).
   */
  readonly test: 'paired' | 'signflip' | 'mcnemar' | 'bootstrap';
  /** Bootstrap resamples behind the interval and p-value (bootstrap rows only). */
  readonly resamples?: number;
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

/** Work limit of the exact sign-flip distribution: non-zero differences × their absolute sum (array updates). */
export const SIGNFLIP_EXACT_WORK = 20_000_000;

/** Non-zero differences up to which a sign-flip test beyond the exact limit draws signs (above: the normal limit). */
export const SIGNFLIP_DRAW_LIMIT = 400;

/**
 * Two-sided p-value of the sign-flip permutation test of a mean paired difference (R. A. Fisher, "The Design of
 * Experiments", 1935, §21; E. J. G. Pitman, "Significance tests which may be applied to samples from any
 * populations", JRSS Suppl. 4, 1937). Under "no difference" each per-seed difference `d[i]` is as likely +|d[i]| as
 * −|d[i]| (the two sides are exchangeable within a seed: the same rules, or independent games of one ruleset), so
 * every one of the 2^k sign patterns of the k non-zero differences is equally likely; p = P(|Σ sᵢ·|dᵢ|| ≥ |Σ dᵢ|).
 * Zeros carry no sign and drop out. No normal approximation: it holds at 20 games, for a count that is 0 in most
 * games, and for skewed lengths, where the z-test's p is too small. Computed
 * - exactly when every difference is a whole number and k × Σ|dᵢ| ≤ `SIGNFLIP_EXACT_WORK` (the distribution of the
 *   sum of a random subset of the |dᵢ|, built one difference at a time; `method: 'exact'`);
 * - else, up to `SIGNFLIP_DRAW_LIMIT` non-zero differences, from `reps` seeded random sign patterns with
 *   p = (1 + hits) / (1 + reps), which never falls below the true permutation p on average (B. Phipson, G. K.
 *   Smyth, "Permutation p-values should never be zero", Stat. Appl. Genet. Mol. Biol. 9, 2010; `'drawn'`);
 * - else from the permutation distribution's normal limit, Σdᵢ / √Σdᵢ² (mean 0, variance Σdᵢ² exactly; hundreds of
 *   bounded terms; `'normal'`).
 * 1 when every difference is 0. Deterministic: the random signs come from a PRNG seeded with `seed`.
 */
export function signFlipP(
  d: readonly number[],
  seed: string,
  reps = BOOTSTRAP_RESAMPLES,
): { p: number; method: 'exact' | 'drawn' | 'normal' } {
  const nz = d.filter((x) => x !== 0);
  const k = nz.length;
  if (k === 0) return { p: 1, method: 'exact' };
  const t = Math.abs(nz.reduce((s, x) => s + x, 0));
  const abs = nz.map(Math.abs);
  const total = abs.reduce((s, x) => s + x, 0);
  // |t| ≥ observed, with a tolerance for sums of fractions that are equal in exact arithmetic
  const tol = 1e-9 * Math.max(1, total);
  if (abs.every(Number.isInteger) && k * total <= SIGNFLIP_EXACT_WORK) {
    // prob[u] = P(sum of the |dᵢ| given a + sign = u); the signed sum is 2u − total
    const prob = new Float64Array(total + 1);
    prob[0] = 1;
    let top = 0;
    for (const a of abs) {
      for (let u = top + a; u >= 0; u--) prob[u] = ((prob[u] ?? 0) + (u >= a ? prob[u - a]! : 0)) / 2;
      top += a;
    }
    let p = 0;
    for (let u = 0; u <= total; u++) if (Math.abs(2 * u - total) >= t - tol) p += prob[u]!;
    return { p: Math.min(1, p), method: 'exact' };
  }
  if (k <= SIGNFLIP_DRAW_LIMIT) {
    const rng = createRng(seed);
    let hits = 0;
    let bits = 0;
    let left = 0;
    for (let r = 0; r < reps; r++) {
      let s = 0;
      for (let i = 0; i < k; i++) {
        if (left === 0) {
          bits = rng.int(0, 0x3fffffff); // 30 fair signs per draw
          left = 30;
        }
        s += bits & 1 ? abs[i]! : -abs[i]!;
        bits >>>= 1;
        left--;
      }
      if (Math.abs(s) >= t - tol) hits++;
    }
    return { p: Math.min(1, (1 + hits) / (1 + reps)), method: 'drawn' };
  }
  const ss = abs.reduce((s, x) => s + x * x, 0);
  return { p: Math.min(1, 2 * (1 - normalCdf(t / Math.sqrt(ss)))), method: 'normal' };
}

/**
 * Paired difference of per-game values on shared seeds (`a[i]`, `b[i]` from the same seed, or from independent
 * games of the same rules): mean of `b − a` with `pairedDifference`'s interval and the sign-flip permutation test's
 * p-value (`signFlipP`, PRNG seeded with `seed` where it draws signs). The test of every count row of a comparison.
 * @throws RangeError if the arrays differ in length.
 */
export function pairedSignFlip(
  a: readonly number[],
  b: readonly number[],
  seed: string,
  reps = BOOTSTRAP_RESAMPLES,
): Difference {
  const d = pairedDifference(a, b);
  const { p } = signFlipP(
    a.map((x, i) => b[i]! - x),
    seed,
    reps,
  );
  return { ...d, p, test: 'signflip' };
}

/**
 * Default number of bootstrap resamples for every interval and p-value in the lab (medians, balance, "more
 * balanced?"). With R resamples the Monte-Carlo standard error of a p-value near 0.05 is √(0.05·0.95/R): 0.0022
 * at 10,000, so a p of 0.045 or 0.055 does not flip across resampling seeds (at 1000 it was 0.0069). Cost:
 * R · n index draws per row, a fraction of a second for the few thousand games a compare plays.
 */
export const BOOTSTRAP_RESAMPLES = 10_000;

/**
 * Unpaired difference `stat(b) − stat(a)` with a percentile bootstrap interval and p-value (`reps` resamples,
 * PRNG seeded with `seed`, so the same inputs give the same interval). Default statistic: the mean.
 */
export function bootstrapDifference(
  a: readonly number[],
  b: readonly number[],
  seed: string,
  reps = BOOTSTRAP_RESAMPLES,
  stat: (xs: readonly number[]) => number = (xs) => meanCi(xs).mean,
): Difference {
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

/**
 * Distribution summary: mean with interval and standard deviation (`sd`), extremes, deciles and median, and a
 * histogram of up to `bins` bins.
 */
export interface Distribution extends MeanCi {
  readonly min: number;
  /** The nine deciles p10, p20, …, p90 (nearest rank). */
  readonly deciles: readonly number[];
  readonly p10: number;
  readonly median: number;
  readonly p90: number;
  readonly max: number;
  readonly histogram: readonly Bin[];
}

/** Summarises `values` (nearest-rank quantiles; histogram bins of equal integer width). */
export function distribution(values: readonly number[], bins = 20): Distribution {
  const m = meanCi(values);
  if (values.length === 0)
    return { ...m, min: 0, deciles: new Array<number>(9).fill(0), p10: 0, median: 0, p90: 0, max: 0, histogram: [] };
  const sorted = [...values].sort((x, y) => x - y);
  const q = (f: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(f * sorted.length) - 1))]!;
  const min = sorted[0]!;
  const max = sorted[sorted.length - 1]!;
  const width = Math.max(1, Math.ceil((max - min + 1) / bins));
  const histogram: Bin[] = [];
  for (let from = min; from <= max; from += width) histogram.push({ from, to: from + width, count: 0 });
  for (const v of sorted)
    (histogram[Math.min(histogram.length - 1, Math.floor((v - min) / width))] as { count: number }).count++;
  const deciles = Array.from({ length: 9 }, (_, i) => q((i + 1) / 10));
  return { ...m, min, deciles, p10: q(0.1), median: q(0.5), p90: q(0.9), max, histogram };
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
    const a = s[left]!,
      b = s[mid]!,
      c = s[right]!;
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

/**
 * Paired bootstrap of `stat(b) − stat(a)` for per-seed samples (`a[i]`, `b[i]` from the same seed): every resample
 * draws game indices with replacement and takes both sides' values of the same games, so the interval keeps the
 * pairing (Efron & Tibshirani, "An Introduction to the Bootstrap", 1993, ch. 13 percentile intervals). `reps`
 * resamples from a PRNG seeded with `seed` (same inputs → same interval); two-sided p = 2 · min(share of resampled
 * differences ≤ 0, share ≥ 0), capped at 1.
 * @throws RangeError if the arrays differ in length.
 */
export function pairedBootstrap(
  a: readonly number[],
  b: readonly number[],
  seed: string,
  reps = BOOTSTRAP_RESAMPLES,
  stat: (xs: readonly number[]) => number = (xs) => meanCi(xs).mean,
): Difference {
  if (a.length !== b.length) throw new RangeError(`paired samples differ in size (${a.length} vs ${b.length})`);
  const diff = stat(b) - stat(a);
  const n = a.length;
  if (n === 0) return { diff, lo: diff, hi: diff, p: 1, test: 'bootstrap', resamples: 0 };
  const rng = createRng(seed);
  const draws = new Float64Array(reps);
  const ra = new Array<number>(n);
  const rb = new Array<number>(n);
  for (let r = 0; r < reps; r++) {
    for (let i = 0; i < n; i++) {
      const j = rng.int(0, n - 1);
      ra[i] = a[j]!;
      rb[i] = b[j]!;
    }
    draws[r] = stat(rb) - stat(ra);
  }
  return percentile(diff, draws, 'bootstrap');
}

/** Percentile interval and two-sided p-value of sorted-in-place bootstrap `draws` around the observed `diff`. */
function percentile(diff: number, draws: Float64Array, test: Difference['test']): Difference {
  const reps = draws.length;
  draws.sort();
  const lo = draws[Math.floor(0.025 * (reps - 1))]!;
  const hi = draws[Math.ceil(0.975 * (reps - 1))]!;
  let below = 0;
  let above = 0;
  for (const x of draws) {
    if (x <= 0) below++;
    if (x >= 0) above++;
  }
  return { diff, lo, hi, p: Math.min(1, (2 * Math.min(below, above)) / reps), test, resamples: reps };
}

/**
 * Exact McNemar test for paired 0/1 outcomes (McNemar 1947; exact form: the binomial test of the discordant
 * pairs, Agresti, "Categorical Data Analysis", 3rd ed. 2013, §11.1): `b` pairs where only A succeeded, `c` where
 * only B did; two-sided p = min(1, 2 · P(X ≤ min(b, c))) with X ~ Binomial(b + c, 1/2). 1 when b + c = 0.
 */
export function mcnemarExact(b: number, c: number): number {
  const n = b + c;
  if (n === 0) return 1;
  const k = Math.min(b, c);
  // P(X ≤ k) summed in log space (n may be thousands)
  let logTerm = -n * Math.LN2; // log C(n,0) · 2^-n
  let sum = Math.exp(logTerm);
  for (let i = 1; i <= k; i++) {
    logTerm += Math.log((n - i + 1) / i);
    sum += Math.exp(logTerm);
  }
  return Math.min(1, 2 * sum);
}

/**
 * The paired difference of 0/1 values (`a[i]`, `b[i]` ∈ {0, 1} from the same seed) with the exact McNemar p-value;
 * the interval is `pairedDifference`'s (normal approximation of the mean paired difference).
 */
export function mcnemarDifference(a: readonly number[], b: readonly number[]): Difference {
  const d = pairedDifference(a, b);
  let onlyA = 0;
  let onlyB = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === 1 && b[i] === 0) onlyA++;
    else if (a[i] === 0 && b[i] === 1) onlyB++;
  }
  return { ...d, p: mcnemarExact(onlyA, onlyB), test: 'mcnemar' };
}

/**
 * Holm–Bonferroni step-down adjustment (S. Holm, "A simple sequentially rejective multiple test procedure",
 * Scand. J. Statistics 6, 1979): sort the m p-values ascending, adjusted p₍ᵢ₎ = max over j ≤ i of min(1, (m − j + 1)·p₍ⱼ₎).
 * Rejecting where the adjusted p < α keeps the chance of any false alarm among the m rows (family-wise error) ≤ α
 * under any dependence between the rows. Returns adjusted p-values in the input order.
 */
export function holmAdjust(ps: readonly number[]): number[] {
  const m = ps.length;
  const order = ps.map((_, i) => i).sort((x, y) => ps[x]! - ps[y]! || x - y);
  const out = new Array<number>(m);
  let run = 0;
  order.forEach((idx, rank) => {
    run = Math.max(run, Math.min(1, (m - rank) * ps[idx]!));
    out[idx] = run;
  });
  return out;
}

/**
 * Benjamini–Hochberg step-up adjustment (Y. Benjamini, Y. Hochberg, "Controlling the false discovery rate", J. R.
 * Statist. Soc. B 57, 1995): adjusted p₍ᵢ₎ = min over j ≥ i of min(1, m·p₍ⱼ₎ / j). Controls the expected share of
 * false alarms among the rows called significant (FDR). Returns adjusted p-values in the input order.
 */
export function bhAdjust(ps: readonly number[]): number[] {
  const m = ps.length;
  const order = ps.map((_, i) => i).sort((x, y) => ps[x]! - ps[y]! || x - y);
  const out = new Array<number>(m);
  let run = 1;
  for (let rank = m - 1; rank >= 0; rank--) {
    const idx = order[rank]!;
    run = Math.min(run, Math.min(1, (m * ps[idx]!) / (rank + 1)));
    out[idx] = run;
  }
  return out;
}

/**
 * Standard normal quantile Φ⁻¹(p) for p in (0, 1): P. J. Acklam's rational approximation (relative error
 * < 1.15e-9) refined by one Halley step on `normalCdf`'s complement. ±Infinity at 0 and 1.
 */
export function normalQuantile(p: number): number {
  if (p <= 0) return -Infinity;
  if (p >= 1) return Infinity;
  const a = [
    -3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1,
    2.506628277459239,
  ];
  const b = [
    -5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1,
  ];
  const c = [
    -7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
  const lowP = 0.02425;
  let x: number;
  if (p < lowP) {
    const q = Math.sqrt(-2 * Math.log(p));
    x =
      (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
      ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  } else if (p <= 1 - lowP) {
    const q = p - 0.5;
    const r = q * q;
    x =
      ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
      (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1);
  } else {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    x =
      -(((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
      ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  }
  return x;
}

/**
 * Games per side needed to detect a change `delta` (> 0) of a win rate near `p` with a two-sided test at level
 * `alpha` and the given `power`, for two independent samples (Fleiss, Levin & Paik, "Statistical Methods for Rates
 * and Proportions", 3rd ed. 2003, eq. 4.14 without continuity correction):
 * n = (z₁₋α/₂·√(2·p̄·q̄) + z₁₋β·√(p₁q₁ + p₂q₂))² / δ² with p₁ = p − δ/2, p₂ = p + δ/2. Rounded up; Infinity if δ ≤ 0.
 */
export function gamesForRate(p: number, delta: number, alpha = 0.05, power = 0.8): number {
  if (!(delta > 0)) return Infinity;
  const p1 = Math.min(1, Math.max(0, p - delta / 2));
  const p2 = Math.min(1, Math.max(0, p + delta / 2));
  const pb = (p1 + p2) / 2;
  const za = normalQuantile(1 - alpha / 2);
  const zb = normalQuantile(power);
  const num = za * Math.sqrt(2 * pb * (1 - pb)) + zb * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  return Math.ceil((num * num) / ((p2 - p1) * (p2 - p1)));
}

/**
 * Games (pairs) needed to detect a mean paired difference `delta` (> 0) when the per-seed differences have
 * standard deviation `sd`, two-sided level `alpha`, given `power` (normal approximation, e.g. Chow, Shao & Wang,
 * "Sample Size Calculations in Clinical Research", 2nd ed. 2008, §3.1): n = ((z₁₋α/₂ + z₁₋β)·sd/δ)². Rounded up.
 */
export function gamesForMean(sd: number, delta: number, alpha = 0.05, power = 0.8): number {
  if (!(delta > 0)) return Infinity;
  const z = normalQuantile(1 - alpha / 2) + normalQuantile(power);
  return Math.max(2, Math.ceil(((z * sd) / delta) ** 2));
}

/**
 * Balance of a batch: the largest distance of a position's win rate from the fair share, over positions (turn-order
 * positions or seats). `wins[pos][game]` is 1 (that position won), 0 (lost) or -1 (unknown in that game).
 */
export function balanceValue(wins: readonly Int8Array[], fair: number): { value: number; worst: number } {
  let value = 0;
  let worst = -1;
  wins.forEach((col, pos) => {
    let k = 0;
    let n = 0;
    for (let i = 0; i < col.length; i++) {
      const w = col[i]!;
      if (w >= 0) {
        n++;
        k += w;
      }
    }
    if (n === 0) return;
    const d = Math.abs(k / n - fair);
    if (worst < 0 || d > value) {
      value = d;
      worst = pos;
    }
  });
  return { value, worst };
}

/** Balance value of the resample `idx` of games (indices with repetition). */
function balanceOf(wins: readonly Int8Array[], fair: number, idx: Int32Array): number {
  let value = 0;
  for (const col of wins) {
    let k = 0;
    let n = 0;
    for (let i = 0; i < idx.length; i++) {
      const w = col[idx[i]!]!;
      if (w >= 0) {
        n++;
        k += w;
      }
    }
    if (n > 0) value = Math.max(value, Math.abs(k / n - fair));
  }
  return value;
}

/**
 * The balance figure with a percentile bootstrap interval over games (`reps` resamples, PRNG seeded with `seed`).
 * The figure is a maximum of distances, so even a fair game shows a small positive value; compare it with its
 * interval and between versions ("more balanced?") rather than with 0.
 */
export function balanceCi(
  wins: readonly Int8Array[],
  fair: number,
  seed: string,
  reps = BOOTSTRAP_RESAMPLES,
): { value: number; worst: number; lo: number; hi: number; resamples: number } {
  const { value, worst } = balanceValue(wins, fair);
  const n = wins[0]?.length ?? 0;
  if (n === 0 || worst < 0) return { value, worst, lo: value, hi: value, resamples: 0 };
  const rng = createRng(seed);
  const draws = new Float64Array(reps);
  const idx = new Int32Array(n);
  for (let r = 0; r < reps; r++) {
    for (let i = 0; i < n; i++) idx[i] = rng.int(0, n - 1);
    draws[r] = balanceOf(wins, fair, idx);
  }
  draws.sort();
  return {
    value,
    worst,
    lo: draws[Math.floor(0.025 * (reps - 1))]!,
    hi: draws[Math.ceil(0.975 * (reps - 1))]!,
    resamples: reps,
  };
}

/**
 * "More balanced?": the balance of B minus the balance of A (negative: B is closer to fair), with a paired
 * percentile bootstrap over seeds (the same game indices for both sides in every resample) and its p-value.
 * @throws RangeError if the sides differ in games.
 */
export function balanceDifference(
  a: readonly Int8Array[],
  b: readonly Int8Array[],
  fair: number,
  seed: string,
  reps = BOOTSTRAP_RESAMPLES,
): Difference {
  const n = a[0]?.length ?? 0;
  if ((b[0]?.length ?? 0) !== n) throw new RangeError('balance: A and B differ in games');
  const diff = balanceValue(b, fair).value - balanceValue(a, fair).value;
  if (n === 0) return { diff, lo: diff, hi: diff, p: 1, test: 'bootstrap', resamples: 0 };
  const rng = createRng(seed);
  const draws = new Float64Array(reps);
  const idx = new Int32Array(n);
  for (let r = 0; r < reps; r++) {
    for (let i = 0; i < n; i++) idx[i] = rng.int(0, n - 1);
    draws[r] = balanceOf(b, fair, idx) - balanceOf(a, fair, idx);
  }
  return percentile(diff, draws, 'bootstrap');
}
