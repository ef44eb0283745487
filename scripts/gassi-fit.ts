// Fits the Gassi win model of the search bots (issue 18; `GASSI_WIN_WEIGHTS` in src/engine/bots/gassi-heuristic.ts).
//
// Data: every position (before every action, forced ones included) of `--games` games of Gassi 2.5.3 with three
// players, played by bots named in `--bots` (default `normal,normal,normal`, the heuristic), seeds `<seed>-1…`
// (default seed `fit`), labelled with the seats that won the game (a shared win splits the label). Aborted deals
// (GAS-054) are skipped. Model: a conditional logit (McFadden 1974) — seat t's utility u_t = w · x_t with the
// features x_t of `gassiFeatures`, P(t wins) = exp(u_t) / Σ_s exp(u_s) — fitted by Newton's method on the mean
// log-likelihood with a small L2 penalty (`--l2`, default 1e-3). Games with an even index train, odd ones test;
// the script prints the weights, and the test log-loss and accuracy of the fit, of the current hand-made
// evaluation (`gassiEvaluate` normalised to sum 1) and of the uniform guess.
//
// Run: `npx tsx scripts/gassi-fit.ts --games 4000 --seed fit [--bots normal,normal,normal]`.
import { applyListedAction, createRng, deriveSeed, listLegalActions, seatsToAct, startGameWithEvents, viewFor } from '../src/engine';
import { createBot, parseBotSpec } from '../src/engine/bots/registry';
import { GASSI_FEATURES, gassiEvaluate, gassiFeatures } from '../src/engine/bots/gassi-heuristic';
import type { GassiRules, GassiState } from '../src/engine/kinds/gassi';
import { loadCompiledGame } from '../src/host/rulesets';

const args = process.argv.slice(2);
const opt = (name: string, dflt: string): string => {
  const i = args.indexOf('--' + name);
  return i >= 0 ? args[i + 1]! : dflt;
};
const games = Number(opt('games', '4000'));
const seed = opt('seed', 'fit');
const l2 = Number(opt('l2', '1e-3'));
const botNames = opt('bots', 'normal,normal,normal').split(',');

const loaded = loadCompiledGame('rulesets/gassi/gassi-2.5.3.yaml');
if (!loaded.ok) throw new Error('gassi/gassi-2.5.3 does not load');
const game = loaded.game;
const rules = game.rules as GassiRules;
const n = rules.players;
const k = GASSI_FEATURES.length;

interface Row { readonly x: number[][]; readonly y: number[]; readonly base: number[] }
const train: Row[] = [];
const test: Row[] = [];
for (let g = 0; g < games; g++) {
  const s = `${seed}-${g + 1}`;
  let snap = startGameWithEvents(game, s).snapshot;
  const bots = [0, 1, 2].map((t) => createBot(game, parseBotSpec(botNames[t % botNames.length]!)!));
  const rng = createRng(deriveSeed(s, 'bots'));
  const rows: { x: number[][]; base: number[]; deals: number }[] = [];
  for (let step = 0; step < 500 && !snap.outcome; step++) {
    const st = snap.state as GassiState;
    rows.push({ x: [0, 1, 2].map((t) => gassiFeatures(rules, st, t)), base: gassiEvaluate(game, snap), deals: st.deals });
    const seat = seatsToAct(game, snap)[0]!;
    const legal = listLegalActions(game, snap, seat);
    snap = applyListedAction(game, snap, bots[seat]!.choose(() => viewFor(game, snap, seat), legal, rng)).snapshot;
  }
  const winners = snap.outcome?.winners ?? [];
  if (!winners.length) continue;
  const lastDeal = (snap.state as GassiState).deals;
  const y = [0, 1, 2].map((t) => (winners.includes(t) ? 1 / winners.length : 0));
  for (const r of rows) if (r.deals === lastDeal) (g % 2 === 0 ? train : test).push({ x: r.x, y, base: r.base });
}

function probs(w: readonly number[], x: readonly number[][]): number[] {
  const u = x.map((xi) => xi.reduce((a, v, j) => a + v * w[j]!, 0));
  const m = Math.max(...u);
  const e = u.map((v) => Math.exp(v - m));
  const z = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / z);
}

// Newton's method on the penalised mean negative log-likelihood.
let w = new Array<number>(k).fill(0);
for (let it = 0; it < 30; it++) {
  const grad = new Array<number>(k).fill(0);
  const hess = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  for (const r of train) {
    const p = probs(w, r.x);
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
  const m = train.length;
  for (let j = 0; j < k; j++) {
    grad[j] = grad[j]! / m - l2 * w[j]!;
    for (let b = 0; b < k; b++) hess[j]![b] = hess[j]![b]! / m + (j === b ? l2 : 0);
  }
  const step = solve(hess, grad);
  w = w.map((v, j) => v + step[j]!);
  if (Math.max(...step.map(Math.abs)) < 1e-7) break;
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

function score(rows: readonly Row[], p: (r: Row) => number[]): { loss: number; acc: number } {
  let loss = 0;
  let acc = 0;
  for (const r of rows) {
    const q = p(r);
    for (let t = 0; t < n; t++) if (r.y[t]! > 0) loss -= r.y[t]! * Math.log(Math.max(1e-9, q[t]!));
    const top = q.indexOf(Math.max(...q));
    acc += r.y[top]!;
  }
  return { loss: loss / rows.length, acc: acc / rows.length };
}

const fmt = (x: { loss: number; acc: number }) => `log-loss ${x.loss.toFixed(4)}, accuracy ${(100 * x.acc).toFixed(1)} %`;
console.log(`positions: ${train.length} train, ${test.length} test (${games} games, bots ${botNames.join(',')}, seed ${seed})`);
console.log('weights:');
GASSI_FEATURES.forEach((f, j) => console.log(`  ${f.padEnd(11)} ${w[j]!.toFixed(4)}`));
console.log(`[${w.map((v) => +v.toFixed(3)).join(', ')}]`);
console.log(`fit      test ${fmt(score(test, (r) => probs(w, r.x)))}`);
console.log(`current  test ${fmt(score(test, (r) => { const z = r.base.reduce((a, b) => a + b, 0); return r.base.map((v) => (z > 0 ? v / z : 1 / n)); }))}`);
console.log(`uniform  test ${fmt(score(test, () => [1 / n, 1 / n, 1 / n]))}`);
