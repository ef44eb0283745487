// The conditional logit (McFadden 1974, "Conditional logit analysis of qualitative choice behavior") shared by the
// win-model fits of the search bots (scripts/gassi-fit.ts, scripts/dog-fit.ts): alternative t (a seat or a team)
// of a position has features x_t and utility u_t = w · x_t; P(t wins) = exp(u_t) / Σ_s exp(u_s). Fitted by
// Newton's method on the mean log-likelihood with an L2 penalty.

/** One labelled position: features per alternative (`x[t][feature]`) and the won share per alternative (`y`, sums to 1). */
export interface ChoiceRow {
  readonly x: readonly (readonly number[])[];
  readonly y: readonly number[];
}

/** The model's win chance per alternative of one position (softmax of `w · x_t`). */
export function choiceProbs(w: readonly number[], x: readonly (readonly number[])[]): number[] {
  const u = x.map((xi) => xi.reduce((a, v, j) => a + v * w[j]!, 0));
  const m = Math.max(...u);
  const e = u.map((v) => Math.exp(v - m));
  const z = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / z);
}

/**
 * Fits the weights (length `k`) on `rows` by Newton's method on the penalised mean negative log-likelihood
 * (penalty `l2 · |w|² / 2`), at most 30 steps, stopping when no weight moves by 1e-7.
 */
export function fitConditionalLogit(rows: readonly ChoiceRow[], k: number, l2: number): number[] {
  let w = new Array<number>(k).fill(0);
  for (let it = 0; it < 30; it++) {
    const grad = new Array<number>(k).fill(0);
    const hess = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    for (const r of rows) {
      const p = choiceProbs(w, r.x);
      const n = r.x.length;
      const mean = new Array<number>(k).fill(0);
      for (let t = 0; t < n; t++) for (let j = 0; j < k; j++) mean[j]! += p[t]! * r.x[t]![j]!;
      for (let t = 0; t < n; t++) {
        for (let j = 0; j < k; j++) grad[j]! += r.y[t]! * (r.x[t]![j]! - mean[j]!);
        for (let a = 0; a < k; a++) {
          const da = r.x[t]![a]! - mean[a]!;
          if (da === 0) continue;
          for (let b = 0; b < k; b++) hess[a]![b]! += p[t]! * da * (r.x[t]![b]! - mean[b]!);
        }
      }
    }
    const m = rows.length;
    for (let j = 0; j < k; j++) {
      grad[j] = grad[j]! / m - l2 * w[j]!;
      for (let b = 0; b < k; b++) hess[j]![b] = hess[j]![b]! / m + (j === b ? l2 : 0);
    }
    const step = solve(hess, grad);
    w = w.map((v, j) => v + step[j]!);
    if (Math.max(...step.map(Math.abs)) < 1e-7) break;
  }
  return w;
}

/** Solves A x = b by Gaussian elimination with partial pivoting (A small, symmetric positive definite). */
function solve(a: number[][], b: number[]): number[] {
  const m = a.map((row, i) => [...row, b[i]!]);
  const size = b.length;
  for (let c = 0; c < size; c++) {
    let p = c;
    for (let r = c + 1; r < size; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    for (let r = c + 1; r < size; r++) {
      const f = m[r]![c]! / m[c]![c]!;
      for (let q = c; q <= size; q++) m[r]![q]! -= f * m[c]![q]!;
    }
  }
  const x = new Array<number>(size).fill(0);
  for (let r = size - 1; r >= 0; r--) {
    let v = m[r]![size]!;
    for (let q = r + 1; q < size; q++) v -= m[r]![q]! * x[q]!;
    x[r] = v / m[r]![r]!;
  }
  return x;
}

/** Mean test log-loss and accuracy (won share of the alternative ranked first) of predictions `p` on `rows`. */
export function scoreChoices<R extends ChoiceRow>(
  rows: readonly R[],
  p: (r: R) => readonly number[],
): { loss: number; acc: number } {
  let loss = 0;
  let acc = 0;
  for (const r of rows) {
    const q = p(r);
    for (let t = 0; t < r.y.length; t++) if (r.y[t]! > 0) loss -= r.y[t]! * Math.log(Math.max(1e-9, q[t]!));
    const top = q.indexOf(Math.max(...q));
    acc += r.y[top]!;
  }
  return { loss: loss / rows.length, acc: acc / rows.length };
}

/** `log-loss 0.6123, accuracy 57.4 %`. */
export function formatScore(x: { loss: number; acc: number }): string {
  return `log-loss ${x.loss.toFixed(4)}, accuracy ${(100 * x.acc).toFixed(1)} %`;
}
