// Diagnostic for docs/bots.md: how often two Dog bot levels choose the same action on the same real
// decisions (more than one legal action), and how often each agrees with itself under another bot PRNG (the noise
// of its search). Positions: every 7th action of games played by `normal` bots from seeds `agree-0`, `agree-1`, …
// until N real decisions are sampled. Output: one line per bot — self-agreement and agreement with every other bot
// in %. Deterministic for given arguments. Run: `node --import tsx scripts/bot-agreement.ts [N] normal strong expert`
// (N default 150; a bot is any `--bots` name).
import {
  applyListedAction,
  createBot,
  createRng,
  listLegalActions,
  parseBotSpec,
  seatsToAct,
  startGame,
  viewFor,
} from '../src/engine';
import { loadCompiledGame } from '../src/host/rulesets';

const args = process.argv.slice(2);
const N = /^\d+$/.test(args[0] ?? '') ? Number(args.shift()) : 150;
const loaded = loadCompiledGame('dog/standard');
if (!loaded.ok) throw new Error('dog/standard does not load');
const game = loaded.game;
const normal = createBot(game, parseBotSpec('normal')!);
const specs = args.length ? args : ['normal', 'strong', 'expert'];
const bots = specs.map((s) => {
  const spec = parseBotSpec(s);
  if (!spec) throw new Error(`unknown bot ${s}`);
  return createBot(game, spec);
});
let n = 0;
const same = specs.map(() => specs.map(() => 0));
const self = specs.map(() => 0);
for (let g = 0; n < N; g++) {
  let snap = startGame(game, `agree-${g}`);
  const rng = createRng(`agree-${g}/walk`);
  for (let i = 0; i < 3000 && !snap.outcome && n < N; i++) {
    const actor = seatsToAct(game, snap)[0]!;
    const legal = listLegalActions(game, snap, actor);
    if (legal.length > 1 && i % 7 === 3) {
      const at = snap;
      const picks = bots.map((b) => b.choose(() => viewFor(game, at, actor), legal, createRng(`a${n}`)).notation);
      const again = bots.map((b) => b.choose(() => viewFor(game, at, actor), legal, createRng(`b${n}`)).notation);
      for (let a = 0; a < specs.length; a++) {
        if (picks[a] === again[a]) self[a]!++;
        for (let b = 0; b < specs.length; b++) if (picks[a] === picks[b]) same[a]![b]!++;
      }
      n++;
    }
    snap = applyListedAction(
      game,
      snap,
      normal.choose(() => viewFor(game, snap, actor), legal, rng),
    ).snapshot;
  }
}
const pct = (k: number) => `${((k / n) * 100).toFixed(1)} %`;
process.stdout.write(`${n} real decisions (dog/standard, positions from games of normal bots)\n`);
for (let a = 0; a < specs.length; a++) {
  process.stdout.write(
    `${specs[a]}: itself with another PRNG ${pct(self[a]!)}; ${specs
      .map((s, b) => `${s} ${pct(same[a]![b]!)}`)
      .filter((_, b) => b !== a)
      .join(', ')}\n`,
  );
}
