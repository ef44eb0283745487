// `rulebench bench bots [--kinds dog,gassi] [--bots easy,normal,strong,expert] [--decisions N] [--seed S]`: how fast
// each bot level decides, per kind, on positions from games the `normal` bots play (the same positions for every
// level). Only real decisions count (more than one legal action). Prints decisions per second and the median and
// 90th-percentile time per decision, in CPU time of this process (what one core spends; a machine shared with other
// work disturbs it little) and in wall time. Benchmarks live here, not in timed tests (docs/bots.md).
import {
  applyListedAction,
  createBot,
  createRng,
  deriveSeed,
  formatBotSpec,
  listLegalActions,
  parseBotSpec,
  botSpecProblem,
  seatsToAct,
  startGame,
  viewFor,
  formatDiagnostic,
  type BotSpec,
} from '../engine';
import { loadCompiledGame } from '../host/rulesets';
import { UsageError, intOption, parse } from './args';

/** The bundled turn-based ruleset benchmarked per kind. */
const BOT_BENCH_RULESETS: Readonly<Record<string, string>> = { dog: 'dog/standard', gassi: 'gassi/gassi-2.5.3' };

/** Timing of one bot on one kind: decisions, and per-decision times in ms (CPU and wall). */
export interface BotTiming {
  readonly kind: string;
  readonly bot: string;
  readonly decisions: number;
  readonly cpuMedianMs: number;
  readonly cpuP90Ms: number;
  readonly cpuMeanMs: number;
  readonly wallMedianMs: number;
}

/** Runs the benchmark; exit 0, or 1 when a ruleset does not load. */
export async function benchBotsCommand(argv: readonly string[]): Promise<number> {
  const { values } = parse(argv, {
    kinds: { type: 'string' },
    bots: { type: 'string' },
    decisions: { type: 'string' },
    seed: { type: 'string' },
    json: { type: 'boolean' },
  });
  const kinds = (values.kinds ?? 'dog,gassi').split(',').map((k) => k.trim());
  for (const k of kinds)
    if (!Object.hasOwn(BOT_BENCH_RULESETS, k))
      throw new UsageError(`bench bots: --kinds takes ${Object.keys(BOT_BENCH_RULESETS).join(', ')} (got "${k}")`);
  const specs: BotSpec[] = (values.bots ?? 'easy,normal,strong,expert').split(',').map((t) => {
    const s = parseBotSpec(t);
    if (!s) throw new UsageError(`bench bots: --bots: ${botSpecProblem(t)}`);
    return s;
  });
  const decisions = intOption('decisions', values.decisions, 200, 1, 100_000);
  const seed = values.seed ?? 'bench-bots';
  const out: BotTiming[] = [];
  if (!values.json)
    process.stdout.write(
      `bench bots: ${decisions} real decisions per kind and bot (positions from games of normal bots), one core; times per decision in ms\n`,
    );
  for (const kind of kinds) {
    const loaded = loadCompiledGame(BOT_BENCH_RULESETS[kind]!);
    if (!loaded.ok) {
      for (const d of loaded.diagnostics) process.stderr.write(`${formatDiagnostic(d)}\n`);
      return 1;
    }
    const game = loaded.game;
    const bots = specs.map((s) => createBot(game, s));
    const cpu: number[][] = specs.map(() => []);
    const wall: number[][] = specs.map(() => []);
    const driver = createBot(game, { type: 'normal' });
    let seen = 0;
    for (let g = 0; seen < decisions && g < 10_000; g++) {
      let snap = startGame(game, `${seed}-${kind}-${g + 1}`);
      const rng = createRng(deriveSeed(`${seed}-${g + 1}`, 'bots'));
      for (let step = 0; !snap.outcome && step < 20_000 && seen < decisions; step++) {
        const seat = seatsToAct(game, snap)[0]!;
        const legal = listLegalActions(game, snap, seat);
        const view = () => viewFor(game, snap, seat);
        if (legal.length > 1) {
          bots.forEach((bot, i) => {
            const r = createRng(`${seed}/${seen}/${i}`);
            const c0 = process.cpuUsage();
            const w0 = performance.now();
            bot.choose(view, legal, r);
            const w = performance.now() - w0;
            const c = process.cpuUsage(c0);
            cpu[i]!.push((c.user + c.system) / 1000);
            wall[i]!.push(w);
          });
          seen++;
        }
        snap = applyListedAction(game, snap, driver.choose(view, legal, rng)).snapshot;
      }
    }
    specs.forEach((s, i) => {
      const c = [...cpu[i]!].sort((a, b) => a - b);
      const w = [...wall[i]!].sort((a, b) => a - b);
      const mean = c.reduce((a, b) => a + b, 0) / Math.max(1, c.length);
      out.push({
        kind,
        bot: formatBotSpec(s),
        decisions: c.length,
        cpuMedianMs: quantile(c, 0.5),
        cpuP90Ms: quantile(c, 0.9),
        cpuMeanMs: mean,
        wallMedianMs: quantile(w, 0.5),
      });
    });
  }
  if (values.json) {
    process.stdout.write(JSON.stringify(out, null, 2) + '\n');
    return 0;
  }
  const rows = [['kind', 'bot', 'decisions', 'decisions/s', 'median ms', 'p90 ms', 'mean ms', 'wall median ms']];
  for (const t of out)
    rows.push([
      t.kind,
      t.bot,
      String(t.decisions),
      (1000 / Math.max(1e-6, t.cpuMeanMs)).toFixed(0),
      t.cpuMedianMs.toFixed(2),
      t.cpuP90Ms.toFixed(2),
      t.cpuMeanMs.toFixed(2),
      t.wallMedianMs.toFixed(2),
    ]);
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  process.stdout.write(
    rows
      .map((r) => r.map((cell, c) => (c < 2 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '))
      .join('\n') + '\n',
  );
  process.stdout.write(
    '(decisions/s = 1000 / mean CPU ms; median, p90 and mean in CPU time of this process; wall median for comparison)\n',
  );
  return 0;
}

/** The q-quantile of a sorted list (nearest rank), 0 for an empty list. */
function quantile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
