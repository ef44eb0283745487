// Sharded playtests (docs/architecture.md "Heavy work and scale": runs shard by seed range, so they can run on several machines):
// `playtest … --shard K/N --out part.json` and `compare … --shard K/N --out part.json` play one contiguous range of
// the batch's games and write a part file; `rulebench merge PART…` checks the parts belong together, joins their
// games in order and prints exactly what the unsharded command prints. Part files are untrusted input: read with a
// schema, every mismatch named.
import { readUntrustedChunksSync, readUntrustedTextSync, type TextRead } from '../host/read-file';
import { z } from 'zod';
import {
  parseBoundedJson,
  MAX_JSON_DEPTH,
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
import { stringEnd, type StringCarry } from '../host/json-chunks';
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
  actionDigest: z
    .string()
    .regex(/^[0-9a-f]{8}$/)
    .optional(),
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

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const COMMA = 0x2c;

/**
 * Cuts a part file, fed as byte chunks in file order, into its header (every `sides[i].records` list emptied) and
 * its records (`sides[i].records[j]`), each handed to `onRecord(i, bytes)` as soon as its closing brace arrives, so
 * that `merge` parses one record at a time and never holds the file, as bytes or as one string. Walks the bytes
 * once, skipping strings; a string, key or record may span chunks. `push` (and `end`) answer false once the bytes
 * are not a JSON object in the expected layout (a record that is not an object, `sides` or a `records` list twice,
 * nesting deeper than `MAX_JSON_DEPTH`, brackets that do not match, an unterminated string): the caller then reads
 * the file as a whole and reports the problem with its place. `onRecord` returns false to stop (`push` then answers
 * false too).
 */
export class PartSplitter {
  // Per open container: '{' or '[', the key being read or last read (objects), and whether a key comes next.
  private readonly stack: { t: number; key: string | null; expectKey: boolean }[] = [];
  private readonly header: Buffer[] = [];
  private recordsOf = -1; // side index whose records list is open (at depth 4), else -1
  private recordParts: Buffer[] | null = null; // earlier chunks' pieces of the record being read
  private keyParts: Buffer[] | null = null; // earlier chunks' pieces of a key being read (depths 1 and 3)
  private inString = false;
  private readonly carry: StringCarry = { escaped: false }; // a backslash ended the last chunk inside a string
  private sides = 0;
  private sawSides = false;
  private readonly sidesSeenRecords = new Set<number>();
  private broken = false;

  constructor(private readonly onRecord: (side: number, bytes: Buffer) => boolean) {}

  /** Feeds the next chunk (whole UTF-8 characters, as `readUntrustedChunksSync` hands them). False: stop, see the class. */
  push(buf: Buffer): boolean {
    if (this.broken) return false;
    const stack = this.stack;
    const n = buf.length;
    let headerFrom = this.recordsOf === -1 ? 0 : -1; // start of this chunk's header bytes not yet kept
    let recordFrom = this.recordParts ? 0 : -1; // start of the record being read in this chunk
    let keyFrom = this.keyParts ? 0 : -1; // start of the key being read in this chunk
    const broken = () => {
      this.broken = true;
      return false;
    };
    let i = 0;
    while (i < n) {
      if (this.inString) {
        const end = stringEnd(buf, i, this.carry);
        if (end === -1) break;
        i = end;
        this.inString = false;
        if (keyFrom !== -1) {
          this.keyParts!.push(buf.subarray(keyFrom, i));
          stack[stack.length - 1]!.key = Buffer.concat(this.keyParts!).toString('utf8');
          this.keyParts = null;
          keyFrom = -1;
        }
        i++;
        continue;
      }
      const c = buf[i]!;
      if (c === QUOTE) {
        // A string in a record list is not a record: read the file as a whole.
        if (this.recordsOf !== -1 && stack.length === 4) return broken();
        this.inString = true;
        const top = stack[stack.length - 1];
        if (top?.t === OPEN_OBJECT && top.expectKey) {
          top.expectKey = false;
          if (stack.length === 1 || stack.length === 3) {
            this.keyParts = [];
            keyFrom = i + 1;
          } else top.key = '';
        }
        i++;
        continue;
      }
      if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
        if (stack.length >= MAX_JSON_DEPTH) return broken();
        const depth = stack.length;
        if (depth === 0 && c !== OPEN_OBJECT) return broken();
        if (depth === 2 && stack[0]!.key === 'sides' && c === OPEN_OBJECT) this.sides++;
        if (depth === 3 && this.recordsOf === -1 && stack[0]!.key === 'sides' && stack[2]!.key === 'records') {
          if (c !== OPEN_ARRAY || this.sidesSeenRecords.has(this.sides - 1)) return broken();
          this.sidesSeenRecords.add(this.sides - 1);
          this.recordsOf = this.sides - 1;
          this.header.push(Buffer.from(buf.subarray(headerFrom, i + 1)));
          headerFrom = -1;
        }
        if (depth === 4 && this.recordsOf !== -1) {
          if (c !== OPEN_OBJECT) return broken();
          recordFrom = i;
          this.recordParts = [];
        }
        if (depth === 1 && stack[0]!.key === 'sides') {
          if (this.sawSides) return broken();
          this.sawSides = true;
        }
        stack.push({ t: c, key: null, expectKey: c === OPEN_OBJECT });
        i++;
        continue;
      }
      if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
        const open = stack.pop();
        if (!open || open.t !== (c === CLOSE_OBJECT ? OPEN_OBJECT : OPEN_ARRAY)) return broken();
        const depth = stack.length;
        if (depth === 4 && this.recordsOf !== -1) {
          const tail = buf.subarray(recordFrom, i + 1);
          const parts = this.recordParts!;
          const bytes = parts.length ? Buffer.concat([...parts, tail]) : tail;
          this.recordParts = null;
          recordFrom = -1;
          if (!this.onRecord(this.recordsOf, bytes)) return broken();
        } else if (depth === 3 && this.recordsOf !== -1) {
          this.recordsOf = -1;
          headerFrom = i; // the header goes on from the closing bracket
        }
        i++;
        continue;
      }
      if (c === COMMA) {
        const top = stack[stack.length - 1];
        if (top?.t === OPEN_OBJECT) top.expectKey = true;
        i++;
        continue;
      }
      // Anything else inside a record list (a number, true, null) is not a record: read the file as a whole.
      if (this.recordsOf !== -1 && stack.length === 4 && c > 0x20) return broken();
      i++;
    }
    if (headerFrom !== -1 && headerFrom < n) this.header.push(Buffer.from(buf.subarray(headerFrom)));
    if (recordFrom !== -1) this.recordParts!.push(buf.subarray(recordFrom));
    if (keyFrom !== -1) this.keyParts!.push(Buffer.from(buf.subarray(keyFrom)));
    return true;
  }

  /** After the last chunk: the header text and the number of sides, or null when the bytes were not a whole part in the layout. */
  end(): { header: string; sides: number } | null {
    if (this.broken || this.inString || this.stack.length || !this.sawSides) return null;
    return { header: Buffer.concat(this.header).toString('utf8'), sides: this.sides };
  }
}

/**
 * Cuts a part file's bytes into the header and each side's records (`PartSplitter` over one chunk). Null when the
 * bytes are not a JSON object in the expected layout.
 */
export function splitPartRecords(buf: Buffer): { header: string; records: Buffer[][] } | null {
  const records: Buffer[][] = [];
  const splitter = new PartSplitter((side, bytes) => {
    while (records.length <= side) records.push([]);
    records[side]!.push(bytes);
    return true;
  });
  if (!splitter.push(buf)) return null;
  const end = splitter.end();
  if (!end) return null;
  while (records.length < end.sides) records.push([]);
  return { header: end.header, records };
}

/**
 * Reads a part file in chunks (`readUntrustedChunksSync`: same checks as every untrusted read) through a
 * `PartSplitter`, parsing and schema-checking each record as it arrives; only the checked records are kept (a
 * record's repeated strings shared through `intern`). Null when the file is not in the layout `partText` writes or a
 * piece is not valid JSON (the caller reads the whole file to name the place). PartError for an unreadable file and
 * for a shape problem, with its path (the header's problem first, then the first record's, as a whole-file check
 * reports them).
 */
function readPartStreamed(file: string, intern: (s: string) => string): PlaytestPart | null {
  const notPart = (path: (string | number | symbol)[], message: string) =>
    new PartError(`${file}: not a playtest part file (${path.map(String).join('.') || 'top level'}: ${message})`);
  const records: GameRecord[][] = [];
  let firstProblem: PartError | null = null;
  let notJson = false;
  const splitter = new PartSplitter((side, bytes) => {
    while (records.length <= side) records.push([]);
    const list = records[side]!;
    if (firstProblem) return true; // the structure is still walked: a broken file is named by the whole-file read
    const one = parseBoundedJson(bytes.toString('utf8'), file, 'a playtest part');
    if (!one.ok) {
      notJson = true;
      return false;
    }
    const checked = record.safeParse(one.value);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      firstProblem = notPart(['sides', side, 'records', list.length, ...issue.path], issue.message);
      return true;
    }
    const r = checked.data;
    r.reason = intern(r.reason);
    if (r.aborted !== null) r.aborted = intern(r.aborted);
    list.push(r as GameRecord);
    return true;
  });
  const read = readUntrustedChunksSync(file, file, { maxBytes: MAX_PART_BYTES }, (chunk) => splitter.push(chunk));
  if (!read.ok) throw new PartError(read.message);
  if (read.stopped || notJson) return null;
  const end = splitter.end();
  if (!end) return null;
  const head = parseBoundedJson(end.header, file, 'a playtest part');
  if (!head.ok) return null;
  const r = partSchema.safeParse(head.value);
  if (!r.success) throw notPart(r.error.issues[0]!.path, r.error.issues[0]!.message);
  const { k, n } = r.data.shard;
  if (k > n) throw new PartError(`${file}: not a playtest part file (shard ${k}/${n}: there is no shard ${k} of ${n})`);
  if (firstProblem) throw firstProblem;
  for (const [s, side] of r.data.sides.entries()) {
    const out = side.records as unknown[];
    for (const one of records[s] ?? []) out.push(one); // no spread: 200,000 records overflow the stack
    records[s] = [];
  }
  return r.data as unknown as PlaytestPart;
}

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
  // Games repeat the same few end reasons: one string each (bounded, in case every game has its own).
  const strings = new Map<string, string>();
  const intern = (s: string): string => {
    const known = strings.get(s);
    if (known !== undefined) return known;
    if (strings.size < 100_000) strings.set(s, s);
    return s;
  };
  const parts = files.map((file) => {
    // Regular files only, bounded, strict UTF-8 (a FIFO or /dev/zero given as a part is refused, never read), read in
    // chunks: the records are parsed one by one as they arrive, the file is never held.
    const streamed = readPartStreamed(file, intern);
    if (streamed) return { file, part: streamed };
    // Not in the layout `partText` writes (or not valid JSON): read as a whole, for the exact error and its place.
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
