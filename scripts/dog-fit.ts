// Fits the Dog win model of the `expert` bot (`DOG_WIN_WEIGHTS` in src/engine/kinds/dog/heuristic.ts).
//
// Data: positions of `--games` games of `--ruleset` (default dog/standard) played by the bots named in `--bots`
// (default `normal`, the greedy heuristic, in every seat), seeds `<seed>-1…` (default seed `dogfit`), one position
// in every `--every` actions (default 4), labelled with the team that won. Model: a conditional logit over the
// teams on the features of `dogTeamFeatures` (scripts/clogit.ts). Games with an even index train, odd ones test;
// the script prints the weights, and the test log-loss and accuracy of the fit, of the progress evaluation the
// `normal` and `strong` bots use (`dogEvaluate`, as a softmax of its team scores with the same fitted scale), and
// of the uniform guess.
//
// Run: `npx tsx scripts/dog-fit.ts --games 3000 --seed dogfit [--bots normal] [--every 4] [--l2 1e-3]`.
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
import { DOG_FEATURES, dogTeamFeatures, dogTeamScores } from '../src/engine/kinds/dog/heuristic';
import type { DogRules, DogState } from '../src/engine/kinds/dog';
import { loadCompiledGame } from '../src/host/rulesets';
import { choiceProbs, fitConditionalLogit, formatScore, scoreChoices, type ChoiceRow } from './clogit';
import { scriptOption } from './script-args';

const args = process.argv.slice(2);
const opt = (name: string, dflt: string): string => scriptOption(name, dflt, args);
const games = Number(opt('games', '3000'));
const seed = opt('seed', 'dogfit');
const every = Number(opt('every', '4'));
const l2 = Number(opt('l2', '1e-3'));
const rulesetPath = opt('ruleset', 'rulesets/dog/standard.yaml');
const botNames = opt('bots', 'normal').split(',');

const loaded = loadCompiledGame(rulesetPath);
if (!loaded.ok) throw new Error(`${rulesetPath} does not load`);
const game = loaded.game;
const rules = game.rules as DogRules;
const teams = rules.teams.length;

interface Row extends ChoiceRow {
  readonly progress: number[][];
}
const train: Row[] = [];
const test: Row[] = [];
for (let g = 0; g < games; g++) {
  const s = `${seed}-${g + 1}`;
  let snap = startGameWithEvents(game, s).snapshot;
  const bots = Array.from({ length: rules.seats }, (_, t) =>
    createBot(game, parseBotSpec(botNames[t % botNames.length]!)!),
  );
  const rng = createRng(deriveSeed(s, 'bots'));
  const rows: { x: number[][]; progress: number[][] }[] = [];
  for (let step = 0; step < 5000 && !snap.outcome; step++) {
    const st = snap.state as DogState;
    if (step % every === 0 && st.phase === 'play')
      rows.push({ x: dogTeamFeatures(rules, st), progress: dogTeamScores(game, snap).map((v) => [v]) });
    const seat = seatsToAct(game, snap)[0]!;
    const legal = listLegalActions(game, snap, seat);
    snap = applyListedAction(
      game,
      snap,
      bots[seat]!.choose(() => viewFor(game, snap, seat), legal, rng),
    ).snapshot;
  }
  const winner = (snap.state as DogState).winner;
  if (winner < 0) continue;
  const y = Array.from({ length: teams }, (_, t) => (t === winner ? 1 : 0));
  for (const r of rows) (g % 2 === 0 ? train : test).push({ x: r.x, y, progress: r.progress });
}

const w = fitConditionalLogit(train, DOG_FEATURES.length, l2);
const scale = fitConditionalLogit(
  train.map((r) => ({ x: r.progress, y: r.y })),
  1,
  l2,
);
console.log(
  `positions: ${train.length} train, ${test.length} test (${games} games of ${rulesetPath}, bots ${botNames.join(',')}, seed ${seed}, every ${every})`,
);
console.log('weights:');
DOG_FEATURES.forEach((f, j) => console.log(`  ${f.padEnd(15)} ${w[j]!.toFixed(4)}`));
console.log(`[${w.map((v) => +v.toFixed(3)).join(', ')}]`);
console.log(`fit       test ${formatScore(scoreChoices(test, (r) => choiceProbs(w, r.x)))}`);
console.log(
  `progress  test ${formatScore(scoreChoices(test, (r) => choiceProbs(scale, r.progress)))} (scale ${scale[0]!.toFixed(2)})`,
);
console.log(`uniform   test ${formatScore(scoreChoices(test, () => new Array<number>(teams).fill(1 / teams)))}`);
