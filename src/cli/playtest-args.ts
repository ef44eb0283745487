// Shared pieces of the playtest commands (playtest, compare, sweep): bot lists, `--set` overrides and bot
// parameters (`bot.NAME`, DIG-053), loading rulesets with overrides (parsing only what `extends` needs), a progress
// bar with ETA on stderr, and phase times (`RULEBENCH_TIMING`).
import {
  applyBotParams,
  botUnavailable,
  formatBotSpec,
  formatDiagnostic,
  parseBotSpec,
  botSpecProblem,
  parseScalar,
  splitSweepPoint,
  type BotSpec,
  type CompiledGame,
  type Json,
} from '../engine';
import { existsSync } from 'node:fs';
import { isMap, isSeq, parseDocument } from 'yaml';
import { dirname, join, resolve } from 'node:path';
import {
  PROJECT_ROOT,
  RulesetIndex,
  listRulesetFiles,
  loadCompiledGame,
  looksLikeId,
  overrideText,
  readRulesetFile,
  type LoadResult,
  type OverrideLabel,
} from '../host/rulesets';
import { defaultWorkers, type BatchProgress } from '../host/playtests';
import { UsageError, intOption, seedOption } from './args';

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
  mkdir: { type: 'boolean' },
  quiet: { type: 'boolean' },
  shard: { type: 'string' },
  queue: { type: 'string' },
  'shard-games': { type: 'string' },
  /** Report language (`de`/`en`); without it German when `LANG` starts with `de`, else English (as `play`). */
  lang: { type: 'string' },
} as const;

/**
 * The bot level every lab command plays without `--bots`: `normal`, a competent player, because random players
 * answer questions about the rules badly (an option that only lengthens aimless games looks like a large effect).
 */
export const DEFAULT_BOTS = 'normal';

/**
 * `--bots` → one spec per seat (`DEFAULT_BOTS` without it): a single spec for every seat (`random`, `easy`, `normal`, `strong`, `expert`,
 * `heuristic`, `ismcts`, `ismcts:200`, `strong:100`) or a
 * comma list per seat (`ismcts:100,random,ismcts:100,random`; the last entry repeats for the remaining seats).
 */
export function parseBots(text: string | undefined, seatCount: number): BotSpec[] {
  const parts = (text ?? DEFAULT_BOTS).split(',');
  const specs = parts.map((p) => {
    const s = parseBotSpec(p);
    if (!s) throw new UsageError(`--bots: ${botSpecProblem(p)}`);
    return s;
  });
  return Array.from({ length: seatCount }, (_, i) => specs[Math.min(i, specs.length - 1)]!);
}

/**
 * `--set name=value` (repeatable) → option overrides. Scalars are JSON scalars or bare strings (`parseSetValue`); a
 * value that starts with `[` or `{` is a list or a map in YAML flow syntax or JSON (`score={finisherBonus: 3}`,
 * `tieBreak=[moreBones, shared]`). The ruleset's option schema then checks every value, as it checks a ruleset
 * file's (`loadGame`). @throws UsageError on a missing `=`, a reserved name or a list/map that does not parse.
 */
export function parseSets(list: readonly string[] | undefined): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const item of list ?? []) {
    const eq = item.indexOf('=');
    if (eq <= 0) throw new UsageError(`--set needs name=value, got "${item}"`);
    const name = item.slice(0, eq).trim();
    checkOptionName('--set', name);
    out[name] = parseSetValue(name, item.slice(eq + 1).trim());
  }
  return out;
}

/**
 * One `--set` value: a list (`[3, 2, 1]`) or a map (`{perDog: 2, perBone: 0}`) in YAML flow syntax (JSON is a part
 * of it) when the text starts with `[` or `{`, else a scalar (`parseScalar`: number, `true`/`false`, `null`, a
 * quoted or bare string). Keys of a map that an object cannot hold (`__proto__`) are refused.
 * @throws UsageError naming the option, the value and the expected shape when a list or map does not parse.
 */
export function parseSetValue(name: string, text: string): Json {
  if (!text.startsWith('[') && !text.startsWith('{')) return parseScalar(text);
  const shape = text.startsWith('[') ? 'a list' : 'a map';
  const example = text.startsWith('[') ? '[a, b, c]' : '{key: value, key2: value2}';
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: false });
  const problem = doc.errors[0];
  if (problem || !(isSeq(doc.contents) || isMap(doc.contents)))
    throw new UsageError(
      `--set ${name}: "${text}" is not ${shape} (write ${example}, YAML flow or JSON; quote the whole --set in the shell)${problem ? `: ${problem.message.split('\n')[0]}` : ''}`,
    );
  const value = doc.toJS() as Json;
  const reserved = (v: Json): boolean =>
    Array.isArray(v)
      ? v.some(reserved)
      : v !== null && typeof v === 'object'
        ? Object.keys(v).some((k) => k === '__proto__') || Object.values(v).some(reserved)
        : false;
  if (reserved(value)) throw new UsageError(`--set ${name}: "__proto__" is not a key a map can hold`);
  return value;
}

/**
 * A `--set`/`--vary` name that an object key cannot hold (`__proto__`, also as `bot.__proto__`) would be dropped
 * without a word (a ruleset file refuses the key as `ruleset/reserved-key`): a `UsageError` naming it.
 */
export function checkOptionName(flag: string, name: string): void {
  if (name.split('.').includes('__proto__')) throw new UsageError(`${flag}: "${name}" is not an option name`);
}

/**
 * `--set` entries split into ruleset option overrides and bot parameters (`bot.NAME=value`, for the default
 * real-time agents of kinds such as Gämsh; DIG-053).
 */
export function splitSets(sets: Readonly<Record<string, Json>>): {
  overrides: Record<string, Json>;
  botParams: Record<string, Json>;
} {
  return splitSweepPoint(sets);
}

/**
 * `bots` with bot parameters `params` (names without the `bot.` prefix) set on every seat, checked against the
 * kind's parameters (the engine's `applyBotParams`, shared with the app's playtest jobs; DIG-053); a `UsageError`
 * names the bad parameter or value after `flag`, the option it came from (`--set bot.attentionPartnr: unknown bot
 * parameter "attentionPartnr". Did you mean "attentionPartner"?`).
 */
export function withBotParams(
  game: CompiledGame,
  bots: readonly BotSpec[],
  params: Readonly<Record<string, Json>>,
  flag = '--set',
): BotSpec[] {
  const r = applyBotParams(game.kind.id, bots, params);
  if (!r.ok) throw new UsageError(`${flag} ${r.error}`);
  return r.bots;
}

/**
 * `loadCompiledGame(ref, { overrides })` for a ruleset file, with an index that defers the same files in the same
 * order (the bundled rulesets, then the file's siblings); null when `ref` is an id or loading fails, so the caller
 * asks `loadCompiledGame` (which produces the diagnostics).
 */
function loadFileGame(
  ref: string,
  overrides: Readonly<Record<string, Json>>,
  label: OverrideLabel = (k, v) => `--set ${k}=${overrideText(v)}`,
): LoadResult | null {
  const path = resolve(process.cwd(), ref);
  if (looksLikeId(ref) && !existsSync(path)) return null;
  const siblings = listRulesetFiles(dirname(path)).filter((f) => resolve(f) !== path);
  // Every file is parsed only when an `extends` lookup asks for an id not seen yet (start-up time of
  // compare and sweep): loading `dog/maerki` parses the files up to `dog/standard`, not every ruleset twice.
  const index = new RulesetIndex(PROJECT_ROOT, []);
  index.defer([...listRulesetFiles(join(PROJECT_ROOT, 'rulesets')), ...siblings]);
  const { source } = readRulesetFile(path, index.display(path));
  if (!source) return null;
  const r = index.compile(source, overrides, label);
  return r.ok ? r : null;
}

/**
 * Loads and compiles a ruleset with overrides; prints diagnostics and returns null on failure. A problem caused by
 * an override names it through `label` (default `--set name=value`; a sweep names its `--vary` values).
 */
export function loadGame(
  ref: string,
  overrides: Readonly<Record<string, Json>> = {},
  label?: OverrideLabel,
): CompiledGame | null {
  const loaded =
    loadFileGame(ref, overrides, label) ??
    loadCompiledGame(ref, { overrides, ...(label ? { overrideLabel: label } : {}) });
  if (!loaded.ok) {
    for (const d of loaded.diagnostics) process.stderr.write(`${formatDiagnostic(d)}\n`);
    return null;
  }
  return loaded.game;
}

/** The header line naming the bots (real-time kinds: the kind's default agents in the discrete-event simulator). */
export function botsLine(game: CompiledGame, bots: readonly BotSpec[], seed: string, lang: 'de' | 'en' = 'en'): string {
  const de = lang === 'de';
  if (game.kind.realtime && game.kind.defaultAgent) {
    const params = Object.entries(bots[0]?.params ?? {})
      .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
      .join(' ');
    if (de) {
      const levels = bots.some((b) => b.type !== 'random')
        ? `, Stufen ${bots.map((b) => b.type).join(',')} (Parametersätze, docs/bots.md)`
        : '';
      return `Bots: die Standard-Echtzeit-Agenten der Art (ereignisdiskrete Simulation; --bots wählt nur eine Stufe je Platz)${levels}${params ? `, Bot-Parameter ${params}` : ''}; Seed ${seed}\n`;
    }
    const levels = bots.some((b) => b.type !== 'random')
      ? `, levels ${bots.map((b) => b.type).join(',')} (parameter sets, docs/bots.md)`
      : '';
    return `bots: the kind's default real-time agents (discrete-event simulation; --bots picks only a level per seat)${levels}${params ? `, bot parameters ${params}` : ''}; seed ${seed}\n`;
  }
  const warn = bots.length > 0 && bots.every((b) => b.type === 'random') ? randomBotsNote(lang) : '';
  return `${de ? 'Bots' : 'bots'}: ${bots.map(formatBotSpec).join(', ')}; ${de ? 'Seed' : 'seed'} ${seed}\n${warn}`;
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
export function runSettings(values: { games?: string; seed?: string; workers?: string }): {
  games: number;
  seed: string;
  workers: number;
} {
  return {
    games: intOption('games', values.games, 100, 1, 1_000_000),
    seed: seedOption(values.seed),
    workers: intOption('workers', values.workers, defaultWorkers(), 0, 256),
  };
}

/**
 * A progress reporter for stderr: an in-place bar with ETA on a terminal, else a line every 10 %. Silent when
 * `quiet`. A queued run's progress (`--queue`) also names the workers seen. Returns the callback, `log(line)`
 * which writes a line of its own (an event of a queued run) without breaking the bar (also when `quiet`), and
 * `end()` which clears the bar.
 */
export function progressBar(
  label: string,
  quiet = false,
): { onProgress: (p: BatchProgress & { workers?: number }) => void; log: (line: string) => void; end: () => void } {
  const tty = process.stderr.isTTY === true;
  let lastTenth = -1;
  let lastDraw = 0;
  let drawn = false;
  return {
    onProgress(p) {
      if (quiet) return;
      const frac = p.total ? p.done / p.total : 1;
      const eta = p.etaMs === null ? '?' : `${(p.etaMs / 1000).toFixed(1)} s`;
      const workers = p.workers === undefined ? '' : `, ${p.workers} worker${p.workers === 1 ? '' : 's'}`;
      if (tty) {
        const now = p.elapsedMs;
        if (p.done !== p.total && now - lastDraw < 100) return;
        lastDraw = now;
        const width = 30;
        const full = Math.round(frac * width);
        process.stderr.write(
          `\r${label} [${'#'.repeat(full)}${'.'.repeat(width - full)}] ${p.done}/${p.total}  ETA ${eta}${workers}   `,
        );
        drawn = true;
      } else {
        const tenth = Math.floor(frac * 10);
        if (tenth === lastTenth) return;
        lastTenth = tenth;
        process.stderr.write(
          `${label}: ${p.done}/${p.total} games (${Math.round(frac * 100)} %), ETA ${eta}${workers}\n`,
        );
      }
    },
    log(line) {
      if (tty && drawn) process.stderr.write('\r' + ' '.repeat(80) + '\r');
      process.stderr.write(`${line}\n`);
      lastDraw = 0;
    },
    end() {
      if (!quiet && tty) process.stderr.write('\r' + ' '.repeat(80) + '\r');
    },
  };
}

/** Named points in time of one run, in ms since the process started (`performance.now()`). */
export interface PhaseTimer {
  /** Records phase `name` now (a repeated name keeps its first time). */
  mark(name: string): void;
  /** Wraps a progress callback so that the first and the last finished game are marked too. */
  progress(onProgress: (p: BatchProgress) => void): (p: BatchProgress) => void;
  /** For `RunOptions.onWorkerIdle`: marks `first worker idle` (the start of the tail where a worker waits). */
  idle(): void;
  /** With `RULEBENCH_TIMING` set: one stderr line with every mark in order; else nothing. */
  report(): void;
}

/**
 * Phase times of a playtest command for finding the serial part of a run: `RULEBENCH_TIMING=1` prints
 * e.g. `timing (s since process start): start-up 0.31, loaded 0.45, first game 0.62, first worker idle 9.78,
 * last game 9.80, …` to stderr (marks in the order they happened).
 * stdout is unaffected, so results stay identical for every worker count.
 */
export function phaseTimer(): PhaseTimer {
  const marks = new Map<string, number>();
  const mark = (name: string) => {
    if (!marks.has(name)) marks.set(name, performance.now());
  };
  return {
    mark,
    progress: (onProgress) => (p) => {
      if (p.done === 1) mark('first game');
      if (p.done === p.total) mark('last game');
      onProgress(p);
    },
    idle: () => mark('first worker idle'),
    report() {
      if (!process.env['RULEBENCH_TIMING']) return;
      process.stderr.write(
        `timing (s since process start): ${[...marks].map(([k, t]) => `${k} ${(t / 1000).toFixed(2)}`).join(', ')}\n`,
      );
    },
  };
}

/**
 * The one-line caution printed above a verdict when every seat plays `random`: such players say little about how
 * the rules play for people, so an effect found with them may vanish with `normal` or `strong` bots.
 */
export function randomBotsNote(lang: 'de' | 'en' = 'en'): string {
  return lang === 'de'
    ? 'Achtung: Zufallsbots beantworten Fragen zu den Regeln schlecht; was mit ihnen auffällt, gilt für Menschen oft nicht (--bots normal oder strong).\n'
    : 'Caution: random bots answer questions about the rules badly; what shows with them often does not hold for people (--bots normal or strong).\n';
}
