// Shared pieces of the playtest commands (playtest, compare, sweep): bot lists, `--set` overrides, loading
// rulesets with overrides, and a progress bar with ETA on stderr.
import { botUnavailable, formatDiagnostic, parseBotSpec, parseScalar, type BotSpec, type CompiledGame, type Json } from '../engine';
import { loadCompiledGame } from '../host/rulesets';
import { defaultWorkers, type BatchProgress } from '../host/playtests';
import { UsageError, intOption } from './args';

/** Options every playtest command accepts (node:util parseArgs config). */
export const PLAYTEST_OPTIONS = {
  games: { type: 'string' },
  seed: { type: 'string' },
  bots: { type: 'string' },
  workers: { type: 'string' },
  set: { type: 'string', multiple: true },
  json: { type: 'boolean' },
  out: { type: 'string' },
  csv: { type: 'string' },
  quiet: { type: 'boolean' },
} as const;

/**
 * `--bots` → one spec per seat: a single spec for every seat (`random`, `heuristic`, `ismcts`, `ismcts:200`) or a
 * comma list per seat (`ismcts:100,random,ismcts:100,random`; the last entry repeats for the remaining seats).
 */
export function parseBots(text: string | undefined, seatCount: number): BotSpec[] {
  const parts = (text ?? 'random').split(',');
  const specs = parts.map((p) => {
    const s = parseBotSpec(p);
    if (!s) throw new UsageError(`--bots: "${p}" is not a bot (random, heuristic, ismcts or ismcts:ITERATIONS)`);
    return s;
  });
  return Array.from({ length: seatCount }, (_, i) => specs[Math.min(i, specs.length - 1)]!);
}

/** `--set name=value` (repeatable) → option overrides; values parsed as JSON scalars or bare strings. */
export function parseSets(list: readonly string[] | undefined): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const item of list ?? []) {
    const eq = item.indexOf('=');
    if (eq <= 0) throw new UsageError(`--set needs name=value, got "${item}"`);
    out[item.slice(0, eq).trim()] = parseScalar(item.slice(eq + 1).trim());
  }
  return out;
}

/** Loads and compiles a ruleset with overrides; prints diagnostics and returns null on failure. */
export function loadGame(ref: string, overrides: Readonly<Record<string, Json>> = {}): CompiledGame | null {
  const loaded = loadCompiledGame(ref, { overrides });
  if (!loaded.ok) {
    for (const d of loaded.diagnostics) process.stderr.write(`${formatDiagnostic(d)}\n`);
    return null;
  }
  return loaded.game;
}

/** The header line naming the bots (real-time kinds: the kind's default agents in the discrete-event simulator). */
export function botsLine(game: CompiledGame, bots: readonly BotSpec[], seed: string): string {
  if (game.kind.realtime && game.kind.defaultAgent) return `bots: the kind's default real-time agents (discrete-event simulation; --bots does not apply); seed ${seed}\n`;
  return `bots: ${bots.map((b) => b.type + (b.iterations ? `:${b.iterations}` : '')).join(', ')}; seed ${seed}\n`;
}

/** Checks every bot can play the game; a `UsageError` names the first that cannot. */
export function checkBots(game: CompiledGame, bots: readonly BotSpec[]): void {
  if (game.kind.realtime && game.kind.defaultAgent) return;
  for (const b of bots) {
    const why = botUnavailable(game, b);
    if (why) throw new UsageError(`--bots: ${why}`);
  }
}

/** `--games` (default 100), `--seed` (default "1"), `--workers` (default one per core; 0 = no threads). */
export function runSettings(values: { games?: string; seed?: string; workers?: string }): { games: number; seed: string; workers: number } {
  return {
    games: intOption('games', values.games, 100, 1, 1_000_000),
    seed: values.seed ?? '1',
    workers: intOption('workers', values.workers, defaultWorkers(), 0, 256),
  };
}

/**
 * A progress reporter for stderr: an in-place bar with ETA on a terminal, else a line every 10 %. Silent when
 * `quiet`. Returns the callback and `end()` which clears the bar.
 */
export function progressBar(label: string, quiet = false): { onProgress: (p: BatchProgress) => void; end: () => void } {
  const tty = process.stderr.isTTY === true;
  let lastTenth = -1;
  let lastDraw = 0;
  return {
    onProgress(p) {
      if (quiet) return;
      const frac = p.total ? p.done / p.total : 1;
      const eta = p.etaMs === null ? '?' : `${(p.etaMs / 1000).toFixed(1)} s`;
      if (tty) {
        const now = p.elapsedMs;
        if (p.done !== p.total && now - lastDraw < 100) return;
        lastDraw = now;
        const width = 30;
        const full = Math.round(frac * width);
        process.stderr.write(`\r${label} [${'#'.repeat(full)}${'.'.repeat(width - full)}] ${p.done}/${p.total}  ETA ${eta}   `);
      } else {
        const tenth = Math.floor(frac * 10);
        if (tenth === lastTenth) return;
        lastTenth = tenth;
        process.stderr.write(`${label}: ${p.done}/${p.total} games (${Math.round(frac * 100)} %), ETA ${eta}\n`);
      }
    },
    end() {
      if (!quiet && tty) process.stderr.write('\r' + ' '.repeat(70) + '\r');
    },
  };
}
