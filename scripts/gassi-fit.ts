// Fits the Gassi win model of the search bots (`GASSI_WIN_WEIGHTS` in src/engine/kinds/gassi/heuristic.ts).
//
// Data: every position (before every action, forced ones included) of `--games` games of Gassi 2.5.3 with three
// players, played by bots named in `--bots` (default `normal,normal,normal`, the heuristic), seeds `<seed>-1…`
// (default seed `fit`), labelled with the seats that won the game (a shared win splits the label). Aborted deals
// (GAS-054) are skipped. Model: a conditional logit (McFadden 1974) — seat t's utility u_t = w · x_t with the
// features x_t of `gassiFeatures`, P(t wins) = exp(u_t) / Σ_s exp(u_s) — fitted by Newton's method on the mean
// log-likelihood with a small L2 penalty (`--l2`, default 1e-3). Games with an even index train, odd ones test;
// (fit in clogit.ts); the script prints the weights, and the test log-loss and accuracy of the fit, of the current hand-made
// evaluation (`gassiEvaluate` normalised to sum 1) and of the uniform guess.
//
// Run: `npx tsx scripts/gassi-fit.ts --games 4000 --seed fit [--bots normal,normal,normal]`.
import {
  applyListedAction,
  createRng,
  deriveSeed,
  listLegalActions,
  seatsToAct,
  startGameWithEvents,
  viewFor,
} from '../src/engine';
import { createBot, parseBotSpec } from '../src/engine/bots/registry';
import { GASSI_FEATURES, gassiEvaluate, gassiFeatures } from '../src/engine/kinds/gassi/heuristic';
import type { GassiRules, GassiState } from '../src/engine/kinds/gassi';
import { loadCompiledGame } from '../src/host/rulesets';
import { choiceProbs, fitConditionalLogit, formatScore, scoreChoices } from './clogit';
import { scriptOption } from './script-args';

const args = process.argv.slice(2);
const opt = (name: string, dflt: string): string => scriptOption(name, dflt, args);
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

interface Row {
  readonly x: number[][];
  readonly y: number[];
  readonly base: number[];
}
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
    rows.push({
      x: [0, 1, 2].map((t) => gassiFeatures(rules, st, t)),
      base: gassiEvaluate(game, snap),
      deals: st.deals,
    });
    const seat = seatsToAct(game, snap)[0]!;
    const legal = listLegalActions(game, snap, seat);
    snap = applyListedAction(
      game,
      snap,
      bots[seat]!.choose(() => viewFor(game, snap, seat), legal, rng),
    ).snapshot;
  }
  const winners = snap.outcome?.winners ?? [];
  if (!winners.length) continue;
  const lastDeal = (snap.state as GassiState).deals;
  const y = [0, 1, 2].map((t) => (winners.includes(t) ? 1 / winners.length : 0));
  for (const r of rows) if (r.deals === lastDeal) (g % 2 === 0 ? train : test).push({ x: r.x, y, base: r.base });
}

const w = fitConditionalLogit(train, k, l2);

console.log(
  `positions: ${train.length} train, ${test.length} test (${games} games, bots ${botNames.join(',')}, seed ${seed})`,
);
console.log('weights:');
GASSI_FEATURES.forEach((f, j) => console.log(`  ${f.padEnd(11)} ${w[j]!.toFixed(4)}`));
console.log(`[${w.map((v) => +v.toFixed(3)).join(', ')}]`);
console.log(`fit      test ${formatScore(scoreChoices(test, (r) => choiceProbs(w, r.x)))}`);
console.log(
  `current  test ${formatScore(
    scoreChoices(test, (r) => {
      const z = r.base.reduce((a, b) => a + b, 0);
      return r.base.map((v) => (z > 0 ? v / z : 1 / n));
    }),
  )}`,
);
console.log(`uniform  test ${formatScore(scoreChoices(test, () => [1 / n, 1 / n, 1 / n]))}`);
