// Diagnostic for docs/bots.md: a Dog search bot against `normal`, counted per side — in the three-player game
// (dog/maerki-3p) the single player (team 0, seat 0) and the pair (seats 1 and 3) are different jobs, and the
// ladder prints only the total. Each seed `<seed>-0…` is played twice: the search bot in the seats of team 0 against
// `normal` elsewhere, then the other way round. The search bot is the `strong` level's ISMCTS (60 iterations,
// playouts of 8 greedy actions, ε 0.1) with the horizon evaluation `--evaluate`: `logistic` (`dogSearchEvaluate`,
// what `strong` uses), `clamped` (`dogEvaluate`, the `normal` bot's `0.5 + 2 · difference`) or `win` (the fitted
// win model of `expert`, `dogWinEvaluate`). Prints one line: the search bot's wins in all, on team 0 and on the
// other teams. Deterministic for given arguments.
//
// Run: `npx tsx scripts/dog-sides.ts --ruleset dog/maerki-3p --games 50 --seed e1 --evaluate clamped`.
import { createBot, createIsmctsBot, parseBotSpec, runTrial, type Bot, type Evaluator } from '../src/engine';
import { loadCompiledGame } from '../src/host/rulesets';
import { dogBots } from '../src/engine/kinds/dog/bots';
import { dogEvaluate, dogSearchEvaluate, dogWinEvaluate } from '../src/engine/kinds/dog/heuristic';
import { scriptOption } from './script-args';

const EVALUATIONS: Readonly<Record<string, Evaluator>> = {
  logistic: dogSearchEvaluate,
  clamped: dogEvaluate,
  win: dogWinEvaluate,
};

const id = scriptOption('ruleset', 'dog/maerki-3p');
const games = Number(scriptOption('games', '50'));
const seed = scriptOption('seed', 'sides');
const evaluationName = scriptOption('evaluate', 'logistic');
const evaluate = EVALUATIONS[evaluationName];
if (!evaluate) throw new Error(`--evaluate must be one of ${Object.keys(EVALUATIONS).join(', ')}`);
if (!Number.isInteger(games) || games < 1) throw new Error(`--games must be a positive whole number`);
const loaded = loadCompiledGame(id);
if (!loaded.ok) throw new Error(`${id} does not load`);
const game = loaded.game;
const search = dogBots.search!;
const level = search.strong;
const searcher = createIsmctsBot(game, {
  name: `strong/${evaluationName}`,
  iterations: level.iterations,
  playoutDepth: level.depth,
  evaluate,
  policy: search.policy(level.epsilon),
  groupOf: search.groupOf,
  priorWeight: level.priorWeight,
  treeDepth: level.treeDepth,
  exploration: level.exploration,
  final: 'value',
});
const normal = createBot(game, parseBotSpec('normal')!);
const teams = game.layout.teams;
const wins = [0, 0];
for (let i = 0; i < games; i++) {
  for (const side of [0, 1]) {
    const bots: Bot[] = Array.from({ length: game.layout.seatCount }, (_, s) =>
      teams[0]!.includes(s) === (side === 0) ? searcher : normal,
    );
    const trial = runTrial(game, bots, `${seed}-${i}`);
    if (trial.outcome?.winners.some((s) => bots[s] === searcher)) wins[side]!++;
  }
}
process.stdout.write(
  `${id}, seed ${seed}, strong with the ${evaluationName} evaluation against normal: ${wins[0]! + wins[1]!} of ${2 * games} games; on team 0 (seats ${teams[0]!.join(', ')}) ${wins[0]} of ${games}, on the other teams ${wins[1]} of ${games}\n`,
);
