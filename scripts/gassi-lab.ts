// Experiment harness for the Gassi search bot: plays one configurable search bot against two `normal`
// bots in each seat on paired seeds (the playtest seeds `<seed>-<i>`, as `rulebench playtest`), and reports the win
// rate with its Wilson interval and the search bot's CPU time per real decision. `bot=flat` (alias `pimc`) is the
// flat search (flat.ts), otherwise ISMCTS; `it`, `depth`, `eps`, `prior`, `tree`, `c`, `horizon`, `final`, `k`,
// `eval=win|old` override the `strong` level's settings. `--cheat` gives the search the true state instead of determinizations (a
// diagnostic ceiling only — never a level). Run: `npx tsx scripts/gassi-lab.ts --games 100 --seed tune [k=v …]`.
import {
  applyListedAction,
  createRng,
  deriveSeed,
  listLegalActions,
  seatsToAct,
  startGameWithEvents,
  viewFor,
  type CompiledGame,
  type Snapshot,
} from '../src/engine';
import { createBot } from '../src/engine/bots/registry';
import { createIsmctsBot, type IsmctsOptions } from '../src/engine/bots/ismcts';
import { gassiEvaluate, gassiPolicy, gassiWinEvaluate } from '../src/engine/kinds/gassi/heuristic';
import { gassiBots } from '../src/engine/kinds/gassi/bots';
import type { Bot } from '../src/engine/bots/bot';
import { loadCompiledGame } from '../src/host/rulesets';
import { createFlatSearchBot } from '../src/engine/bots/flat';
import { scriptOption } from './script-args';

const args = process.argv.slice(2);
const opt = (name: string, dflt: string): string => scriptOption(name, dflt, args);
const games = Number(opt('games', '100'));
const seed = opt('seed', 'tune');
const cheat = args.includes('--cheat');
const seats = opt('seats', '0,1,2').split(',').map(Number);
const kv: Record<string, string> = {};
for (const a of args) if (/^\w+=/.test(a)) kv[a.split('=')[0]!] = a.slice(a.indexOf('=') + 1);
const num = (k: string, d: number) => (kv[k] !== undefined ? Number(kv[k]) : d);

const loaded = loadCompiledGame('rulesets/gassi/gassi-2.5.3.yaml');
if (!loaded.ok) throw new Error('gassi does not load');
const game0 = loaded.game;
let trueState: Snapshot | null = null;
const cheatGame: CompiledGame = {
  ...game0,
  kind: { ...game0.kind, determinize: () => trueState!.state },
} as CompiledGame;

const lvl = gassiBots.search!.strong;
/** The flat search with common random numbers (src/engine/bots/flat.ts): `it` = playout budget, `k` = fewest samples. */
function pimcBot(game: CompiledGame): Bot {
  return createFlatSearchBot(game, {
    name: 'lab-flat',
    budget: num('it', lvl.iterations),
    minSamples: num('k', 2),
    playoutDepth: num('depth', lvl.depth),
    evaluate: kv.eval === 'old' ? gassiEvaluate : gassiWinEvaluate,
    policy: gassiPolicy(num('eps', 0)),
  });
}

function searchBot(): Bot {
  if (kv.bot === 'pimc' || kv.bot === 'flat') return pimcBot(cheat ? cheatGame : game0);
  const o: IsmctsOptions = {
    name: 'lab',
    iterations: num('it', lvl.iterations),
    playoutDepth: num('depth', lvl.depth),
    evaluate: kv.eval === 'old' ? gassiEvaluate : gassiWinEvaluate,
    policy: gassiPolicy(num('eps', lvl.epsilon)),
    priorWeight: num('prior', lvl.priorWeight),
    treeDepth: num('tree', lvl.treeDepth),
    exploration: num('c', lvl.exploration),
    horizon: kv.horizon === 'ownTurn' ? 'ownTurn' : 'actions',
    final: (kv.final as 'value' | 'visits') ?? 'value',
  };
  return createIsmctsBot(cheat ? cheatGame : game0, o);
}

function play(index: number, botSeat: number): { won: boolean; winners: number[]; actions: number } {
  const s = `${seed}-${index + 1}`;
  const game = game0;
  let snap = startGameWithEvents(game, s).snapshot;
  const bots: Bot[] = [0, 1, 2].map((t) => (t === botSeat ? searchBot() : createBot(game, { type: 'normal' })));
  const botRng = createRng(deriveSeed(s, 'bots'));
  let n = 0;
  while (!snap.outcome && n < 20000) {
    const seat = seatsToAct(game, snap)[0]!;
    const legal = listLegalActions(game, snap, seat);
    trueState = snap;
    const c0 = seat === botSeat && legal.length > 1 ? process.cpuUsage() : null;
    const a = bots[seat]!.choose(() => viewFor(game, snap, seat), legal, botRng);
    if (c0) {
      const c = process.cpuUsage(c0);
      times.push((c.user + c.system) / 1000);
    }
    snap = applyListedAction(game, snap, a).snapshot;
    n++;
  }
  const winners = snap.outcome ? snap.outcome.winners.slice() : [];
  return { won: winners.includes(botSeat), winners, actions: n };
}

function wilson(k: number, n: number): [number, number] {
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [c - h, c + h];
}

const times: number[] = [];
const t0 = process.cpuUsage();
let wins = 0;
let total = 0;
const perSeat: number[] = [];
for (const bs of seats) {
  let w = 0;
  for (let i = 0; i < games; i++) {
    const r = play(i, bs);
    if (r.won) w++;
  }
  perSeat.push(w);
  wins += w;
  total += games;
}
const [lo, hi] = wilson(wins, total);
const cpu = (process.cpuUsage(t0).user + process.cpuUsage(t0).system) / 1e6;
console.log(
  `${JSON.stringify(kv)}${cheat ? ' CHEAT' : ''} seed=${seed}: ${wins}/${total} = ${((100 * wins) / total).toFixed(1)} % [${(100 * lo).toFixed(1)}, ${(100 * hi).toFixed(1)}] per seat ${perSeat.join('/')} (${cpu.toFixed(0)} s CPU; median ${median(times).toFixed(2)} ms, p90 ${q(times, 0.9).toFixed(2)} ms per real decision)`,
);
function q(xs: number[], f: number): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(f * s.length))] ?? 0;
}
function median(xs: number[]): number {
  return q(xs, 0.5);
}
