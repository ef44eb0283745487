// Sharded playtests (docs/architecture.md "Heavy work and scale": runs shard by seed range, so they can run on several machines):
// `playtest … --shard K/N --out part.json` and `compare … --shard K/N --out part.json` play one contiguous range of
// the batch's games and write a part file; `rulebench merge PART…` checks the parts belong together, joins their
// games in order and prints exactly what the unsharded command prints. Part files are untrusted input: read with a
// schema, every mismatch named.
import { readUntrustedTextSync, type TextRead } from '../host/read-file';
import { z } from 'zod';
import {
  parseBoundedJson,
  BOT_TYPES,
  compileRuleset,
  formatDiagnostic,
  type BotSpec,
  type CompiledGame,
  type GameRecord,
  type Json,
  type Ruleset,
  type SweepAxis,
} from '../engine';
import { UsageError } from './args';
import { prepareOutput } from './output';

/** A part file that cannot be used (unreadable, not a part, from another run, a shard missing or twice): bad input, exit 1. */
export class PartError extends Error {}

/** Part file format tag. */
export const PART_FORMAT = 'rulebench-playtest-part/1';

/** Shard `k` of `n` (1-based, `1 ≤ k ≤ n ≤ 1000`). */
export interface Shard {
  readonly k: number;
  readonly n: number;
}

/**
 * `--shard K/N`, or null without the option.
 * @throws UsageError naming the value when it is not `K/N` with 1 ≤ K ≤ N ≤ 1000.
 */
export function parseShard(text: string | undefined): Shard | null {
  if (text === undefined) return null;
  const m = /^(\d{1,4})\/(\d{1,4})$/.exec(text.trim());
  const k = m ? Number(m[1]) : NaN;
  const n = m ? Number(m[2]) : NaN;
  if (!m || k < 1 || n < 1 || k > n || n > 1000)
    throw new UsageError(`--shard must be K/N with 1 ≤ K ≤ N ≤ 1000, got "${text}"`);
  return { k, n };
}

/**
 * The output options of `playtest`, `compare` and `sweep`, checked before any game is played. A shard run writes a
 * part file and prints only `shardLine`: it needs `--out` and takes no `--json` or `--csv`. `--out` and `--csv`
 * (unless `-`) must be writable files.
 * @throws UsageError for the shard rules (`whole` names what `merge` prints instead: the whole batch, comparison,
 * sweep); the file system's error naming the path for an unwritable file.
 */
export function checkOutputs(
  shard: Shard | null,
  values: { out?: string; json?: boolean; csv?: string; mkdir?: boolean },
  whole: string,
): void {
  if (shard && (!values.out || values.json || values.csv))
    throw new UsageError(
      `--shard writes a part file: give --out PART.json (and no --json or --csv; \`rulebench merge\` prints the whole ${whole})`,
    );
  // Before any game is played: a long run must not end in "cannot write" and lose its results.
  if (values.out) prepareOutput('--out', values.out, { mkdir: values.mkdir });
  if (values.csv) prepareOutput('--csv', values.csv, { mkdir: values.mkdir });
}

/** The line a shard run prints: which games it played and where the part is. */
export function shardLine(shard: Shard, range: { from: number; count: number }, games: number, file: string): string {
  const which = range.count ? `games ${range.from + 1}…${range.from + range.count}` : 'no game';
  return `shard ${shard.k}/${shard.n}: ${which} of ${games} → ${file} (rulebench merge joins the parts)\n`;
}

/** The games of shard `k` of `n` in a batch of `games`: the contiguous range `from … from + count − 1` (0-based). */
export function shardRange(games: number, shard: Shard): { from: number; count: number } {
  const from = Math.floor(((shard.k - 1) * games) / shard.n);
  const to = Math.floor((shard.k * games) / shard.n);
  return { from, count: to - from };
}

/** One side of a part: the resolved ruleset, its option overrides, the bots and the records of the shard's games. */
export interface PartSide {
  readonly ruleset: Ruleset;
  readonly overrides: Readonly<Record<string, Json>>;
  readonly bots: readonly BotSpec[];
  readonly records: readonly GameRecord[];
}

/**
 * A part file: which command, the batch (seed, total games), the shard, what `compare` prints about the run (the two
 * column labels and the `--bots` text; empty for `playtest`), and one side per batch.
 */
export interface PlaytestPart {
  readonly format: typeof PART_FORMAT;
  /** `ladder`: one side per seat configuration (engine `ladderConfigs`), `botsText` the ladder's bots in order. */
  readonly command: 'playtest' | 'compare' | 'sweep' | 'ladder';
  readonly seed: string;
  readonly games: number;
  readonly shard: Shard;
  readonly labels: readonly string[];
  readonly botsText: string;
  /** `sweep`: the axes (their points are the sides, in `expandSweep` order), the ruleset id and the base bots. */
  readonly sweep?: {
    readonly axes: readonly SweepAxis[];
    readonly rulesetId: string;
    readonly base: readonly BotSpec[];
  };
  readonly sides: readonly PartSide[];
}

const json: z.ZodType<Json> = z.lazy(() =>
  z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(json), z.record(z.string(), json)]),
);
const counts = z.record(z.string(), z.number());
const record = z.object({
  index: z.number().int().min(0),
  seed: z.string(),
  winners: z.array(z.number().int().min(0)),
  team: z.number().int().nullable(),
  reason: z.string(),
  truncated: z.boolean(),
  aborted: z.string().nullable(),
  actions: z.number().int().min(0),
  rounds: z.number().int().min(0),
  simulatedMs: z.number().nullable(),
  points: counts.nullable(),
  firstSeat: z.number().int().nullable(),
  ruleCounts: counts,
  eventCounts: counts,
  cardCounts: counts,
  startHands: z.array(z.array(z.string())).nullable(),
  leadChanges: z.number().nullable(),
  midLeader: z.number().nullable(),
  margin: z.number().nullable(),
  turnOrder: z.array(z.number().int().min(0)).nullable(),
  drama: z.number().nullable(),
  maxDeficit: z.number().nullable(),
  decidedAt: z.number().min(0).max(1).nullable(),
  decisions: z
    .object({ points: z.number().int().min(0), forced: z.number().int().min(0), legal: z.number().int().min(0) })
    .nullable(),
});
const bot = z.object({
  type: z.enum(BOT_TYPES),
  iterations: z.number().int().optional(),
  depth: z.number().int().optional(),
  params: z.record(z.string(), json).optional(),
});
const partSchema = z.object({
  format: z.literal(PART_FORMAT),
  command: z.enum(['playtest', 'compare', 'sweep', 'ladder']),
  seed: z.string(),
  games: z.number().int().min(1),
  shard: z.object({ k: z.number().int().min(1), n: z.number().int().min(1).max(1000) }),
  labels: z.array(z.string()).max(2),
  botsText: z.string(),
  sweep: z
    .object({
      axes: z
        .array(z.object({ option: z.string(), values: z.array(json).min(1) }))
        .min(1)
        .max(2),
      rulesetId: z.string(),
      base: z.array(bot).min(1),
    })
    .optional(),
  sides: z
    .array(
      z.object({
        ruleset: z.record(z.string(), json),
        overrides: z.record(z.string(), json),
        bots: z.array(bot).min(1),
        records: z.array(record),
      }),
    )
    .min(1)
    .max(10_000),
});

/** Largest part file read by `merge`, in bytes (a 100,000-game part with bot parameters is about 30 MB). */
export const MAX_PART_BYTES = 256 * 1024 * 1024;

/** The part file text of a shard run. */
export function partText(part: PlaytestPart): string {
  return `${JSON.stringify(part)}\n`;
}

/**
 * Reads and checks part files: each must be a part (schema errors name the file and the JSON path), all must come
 * from the same command, rulesets, overrides, bots, seed, game count and shard count, and together hold each shard
 * exactly once. Returns the compiled game of each side and its records in game order (the whole batch).
 * @throws UsageError without files; PartError naming the file and what is wrong (unreadable, not a part, mismatched,
 * a shard missing or twice, games out of order).
 */
export function mergeParts(files: readonly string[]): {
  part: PlaytestPart;
  games: CompiledGame[];
  records: GameRecord[][];
} {
  if (!files.length) throw new UsageError('merge needs the part files of one sharded run');
  // Everything below is about the files' contents: PartError (exit 1), not a usage error.
  const parts = files.map((file) => {
    let data: unknown;
    // Regular files only, bounded, strict UTF-8 (a FIFO or /dev/zero given as a part is refused, never read).
    let read: TextRead | null = readUntrustedTextSync(file, file, { maxBytes: MAX_PART_BYTES });
    if (!read.ok) throw new PartError(read.message);
    // Depth bounded on the text, before parsing: the schema below recurses once per level.
    const json = parseBoundedJson(read.text, file, 'a playtest part');
    read = null; // the text (twice the file's size in memory) can go before the schema copies the records
    if (!json.ok) throw new PartError(json.error.message);
    data = json.value;
    const r = partSchema.safeParse(data);
    if (!r.success) {
      const issue = r.error.issues[0]!;
      throw new PartError(
        `${file}: not a playtest part file (${issue.path.join('.') || 'top level'}: ${issue.message})`,
      );
    }
    const { k, n } = r.data.shard;
    if (k > n)
      throw new PartError(`${file}: not a playtest part file (shard ${k}/${n}: there is no shard ${k} of ${n})`);
    return { file, part: r.data as unknown as PlaytestPart };
  });
  const first = parts[0]!.part;
  const key = (p: PlaytestPart) =>
    JSON.stringify([
      p.command,
      p.seed,
      p.games,
      p.shard.n,
      p.labels,
      p.botsText,
      p.sweep ?? null,
      p.sides.map((s) => [s.ruleset, s.overrides, s.bots]),
    ]);
  for (const { file, part } of parts) {
    if (key(part) !== key(first))
      throw new PartError(
        `${file}: from another run than ${parts[0]!.file} (command, rules, bots, seed, games or shard count differ)`,
      );
  }
  const byShard = new Map<number, PlaytestPart>();
  const fileOf = new Map<number, string>();
  for (const { file, part } of parts) {
    if (byShard.has(part.shard.k)) throw new PartError(`${file}: shard ${part.shard.k}/${part.shard.n} is given twice`);
    byShard.set(part.shard.k, part);
    fileOf.set(part.shard.k, file);
  }
  const missing = Array.from({ length: first.shard.n }, (_, i) => i + 1).filter((k) => !byShard.has(k));
  if (missing.length)
    throw new PartError(
      `shard${missing.length === 1 ? '' : 's'} ${missing.map((k) => `${k}/${first.shard.n}`).join(', ')} missing`,
    );
  const byRules = new Map<string, CompiledGame>(); // a sweep's bot-parameter points share their rules
  const games = first.sides.map((side) => {
    const key = JSON.stringify([side.ruleset, side.overrides]);
    const known = byRules.get(key);
    if (known) return known;
    const compiled = compileRuleset(side.ruleset, side.overrides);
    if (!compiled.ok)
      throw new PartError(
        `${parts[0]!.file}: the rules in the part do not compile: ${compiled.error.map(formatDiagnostic).join('; ')}`,
      );
    byRules.set(key, compiled.value);
    return compiled.value;
  });
  const records = first.sides.map((_, s) => {
    const all: GameRecord[] = [];
    const { seatCount, teams } = games[s]!.layout;
    for (let k = 1; k <= first.shard.n; k++) {
      for (const r of byShard.get(k)!.sides[s]!.records) {
        // Seats and teams index the tables of the printed statistics: one outside the table is an edit, not a game.
        const seat = [...r.winners, ...(r.firstSeat === null ? [] : [r.firstSeat])].find((x) => x >= seatCount);
        if (seat !== undefined)
          throw new PartError(
            `${fileOf.get(k)}: game ${r.index} names seat ${seat}, but the table has seats 0…${seatCount - 1} (a part was edited)`,
          );
        if (r.team !== null && (r.team < 0 || r.team >= teams.length))
          throw new PartError(
            `${fileOf.get(k)}: game ${r.index} names team ${r.team}, but the table has teams 0…${teams.length - 1} (a part was edited)`,
          );
      }
      for (const r of byShard.get(k)!.sides[s]!.records) all.push(r); // no spread: 200,000 records overflow the stack
    }
    all.forEach((r, i) => {
      if (r.index !== i)
        throw new PartError(`the parts hold game ${r.index} where game ${i} belongs (a part was edited or cut)`);
    });
    if (all.length !== first.games) throw new PartError(`the parts hold ${all.length} games of ${first.games}`);
    return all;
  });
  return { part: first, games, records };
}
