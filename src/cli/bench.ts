// `rulebench bench dog [--seconds S] [--runs R]`: complete random 4-player games per second on one core,
// the median of R runs of at least S seconds each, in wall time and per CPU second of this process (which
// a loaded machine disturbs less). Benchmarks live here, not in timed tests.
import { randomBot, runKindTrial, formatDiagnostic } from '../engine';
import { loadCompiledGame } from '../host/rulesets';
import { UsageError, intOption, parse } from './args';
import { benchBotsCommand } from './bench-bots';

const BENCH_RULESETS: Record<string, string> = {
  dog: 'dog/standard',
  gassi: 'gassi/gassi-2.5.3',
  gamsh: 'gamsh/gamsh-alpin',
};

/** Runs the benchmark and prints each run and the median. */
export async function benchCommand(argv: readonly string[]): Promise<number> {
  if (argv[0] === 'bots') return benchBotsCommand(argv.slice(1));
  const { values, positionals } = parse(argv, {
    seconds: { type: 'string' },
    runs: { type: 'string' },
    ruleset: { type: 'string' },
  });
  const target = positionals[0];
  if (!target || !BENCH_RULESETS[target])
    throw new UsageError(
      `bench needs a kind: ${Object.keys(BENCH_RULESETS).join(', ')}${target ? ` (got "${target}")` : ''}`,
    );
  const seconds = intOption('seconds', values.seconds, 10, 1, 3600);
  const runs = intOption('runs', values.runs, 3, 1, 100);
  const loaded = loadCompiledGame(values.ruleset ?? BENCH_RULESETS[target]);
  if (!loaded.ok) {
    for (const d of loaded.diagnostics) process.stderr.write(`${formatDiagnostic(d)}\n`);
    return 1;
  }
  const game = loaded.game;
  const bots = Array.from({ length: game.layout.seatCount }, () => randomBot);
  process.stdout.write(
    `bench ${target}: ${game.ruleset.id}, ${game.kind.realtime ? 'real-time bots (discrete-event simulation)' : 'random bots'}, ${runs} run(s) of at least ${seconds} s, one core\n`,
  );
  const rates: number[] = [];
  const cpuRates: number[] = [];
  let seed = 0;
  for (let r = 0; r < runs; r++) {
    const cpu0 = process.cpuUsage();
    const start = performance.now();
    let games = 0;
    let actions = 0;
    while (performance.now() - start < seconds * 1000) {
      const trial = runKindTrial(game, bots, `bench-${seed++}`); // real-time kinds: discrete-event simulator
      games++;
      actions += trial.actions.length;
    }
    const elapsed = (performance.now() - start) / 1000;
    const used = process.cpuUsage(cpu0);
    const cpu = (used.user + used.system) / 1e6;
    rates.push(games / elapsed);
    cpuRates.push(games / cpu);
    process.stdout.write(
      `  run ${r + 1}: ${games} games in ${elapsed.toFixed(2)} s = ${(games / elapsed).toFixed(1)} games/s (${Math.round(actions / elapsed)} actions/s; ${(games / cpu).toFixed(1)} games per CPU-s)\n`,
    );
  }
  process.stdout.write(
    `median: ${median(rates).toFixed(1)} complete games/s (${median(cpuRates).toFixed(1)} per CPU-s)\n`,
  );
  return 0;
}

/** The median of a non-empty list (the upper one for an even count). */
function median(xs: readonly number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
