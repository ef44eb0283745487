// The session folder: every table's state, written atomically after every change so that a host killed at any
// moment resumes with the same links and the same game. Layout (docs/sessions.md "Files"):
//   <dir>/tables/<id>/table.json                   the table record (seats with their link secrets, the current
//                                                  game's inputs)
//   <dir>/tables/<id>/ruleset.json                 the resolved ruleset and overrides in force, with their hash
//   <dir>/tables/<id>/games/game-N.replay.json     each finished game (verifies with `rulebench replay verify`)
//   <dir>/tables/<id>/games/game-N.feedback.json   the people's feedback on game N, by seat
// The folder holds capability secrets: its folders are created readable by their owner only (mode 0700).
import { chmodSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { compileRuleset, type CompiledGame, type Json, type Replay, type Ruleset } from '../../engine';
import { readUntrustedTextSync } from '../read-file';
import { removeStaleTemps, syncFileAsync, writeFileAtomic, writeFileAtomicAsync } from '../files';
import { serializeReplay } from '../replays';
import type { StoredFeedback, TableRecord } from './table';
import { SECRET_PATTERN, TABLE_ID_PATTERN } from '../../shared/session-protocol';

/** Largest table or ruleset file read back, in bytes. */
const MAX_STORED_BYTES = 64 * 1024 * 1024;

const json: z.ZodType<Json> = z.lazy(() =>
  z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(json), z.record(z.string(), json)]),
);
const secret = z.string().regex(SECRET_PATTERN);
const actionSchema = z.strictObject({
  seat: z.number().int().min(0),
  notation: z.string().min(1).max(500),
  time: z.number().finite().min(0).optional(),
});

/** Shape of `table.json` (validated on reading: a damaged file is an error naming the field, not a crash later). */
const tableRecordSchema = z.strictObject({
  format: z.literal('rulebench-session-table/1'),
  id: z.string().regex(TABLE_ID_PATTERN),
  seed: z.string().min(1).max(200),
  seats: z
    .array(
      z.strictObject({
        occupant: z.enum(['person', 'bot']),
        level: z.string().min(1).max(20),
        name: z.string().max(40).nullable(),
        secret,
        standIn: z.boolean(),
        lastCseq: z.number().int().min(0),
      }),
    )
    .min(1)
    .max(64),
  spectatorSecret: secret,
  hostSecret: secret,
  linksExpireAt: z.number().nullable(),
  awayTimeoutMs: z.number().int().min(0).nullable(),
  latencyEqualization: z.boolean().optional(),
  phase: z.enum(['lobby', 'playing', 'over']),
  game: z.number().int().min(0),
  gameSeed: z.string().min(1).max(200).nullable(),
  actions: z.array(actionSchema),
  botRng: z.array(z.number()).nullable(),
  played: z.array(
    z.strictObject({
      game: z.number().int().min(1),
      hash: z.string(),
      file: z.string(),
      persons: z.array(z.number().int().min(0)),
    }),
  ),
});

const rulesetFileSchema = z.strictObject({
  resolved: z.record(z.string(), json),
  overrides: z.record(z.string(), json),
  hash: z.string(),
});

/** Folder of table `id` in session folder `dir`. */
export function tableDir(dir: string, id: string): string {
  return join(dir, 'tables', id);
}

/** File name of game `n`'s replay inside a table folder: `games/game-0007.replay.json`. */
export function replayPath(game: number): string {
  return join('games', `game-${String(game).padStart(4, '0')}.replay.json`);
}

/** File name of game `n`'s feedback inside a table folder: `games/game-0007.feedback.json`. */
export function feedbackPath(game: number): string {
  return join('games', `game-${String(game).padStart(4, '0')}.feedback.json`);
}

/** Most time (ms) a written `table.json` waits for its fsync (group commit; a killed host loses nothing anyway). */
export const SYNC_DELAY_MS = 500;

/** Mode of every file the session folder holds (link secrets, games, feedback): readable by its owner only. */
export const FILE_MODE = 0o600;

/** Mode of the session folder and its folders. */
export const DIR_MODE = 0o700;

/**
 * Creates `path` and its missing parents with `DIR_MODE` and sets that mode on `path` itself, also when it existed
 * (mkdir's mode is reduced by the umask and never changes an existing folder).
 * @throws the I/O error.
 */
export function ownerOnlyDir(path: string): void {
  mkdirSync(path, { recursive: true, mode: DIR_MODE });
  chmodSync(path, DIR_MODE);
}

/**
 * Writes a table record: `ruleset.json` only when the rules' hash differs from what is stored (it can be large),
 * `table.json` after every change; both atomically (a killed host leaves the old or the new file, never a part).
 * `table.json` is written in the background (thread pool: the event loop never waits for the disk, so a host of many
 * tables answers every client at once): one write at a time, and changes made while one is under way are written
 * together by the next one. It is flushed to disk within `SYNC_DELAY_MS` (one fsync for all the changes in between,
 * also in the thread pool). A host killed by SIGKILL therefore resumes from a whole `table.json` that may lack the
 * changes of its last few milliseconds; `flush` (on closing the host) writes the newest record synchronously.
 * Replays and feedback are written and flushed at once. Files get `FILE_MODE` (0600), folders `DIR_MODE` (0700).
 */
export class TableStore {
  private rulesHash: string | null = null;
  private syncTimer: ReturnType<typeof setTimeout> | null = null;
  /** The background fsync in flight, if any (a new one waits for the next timer). */
  private syncing: Promise<void> | null = null;
  /** The background write in flight, if any. */
  private writing: Promise<void> | null = null;

  /** Resolves once no background write is under way (tests and tools that remove the folder afterwards). */
  async settled(): Promise<void> {
    while (this.writing) await this.writing;
  }
  /** The record given to `write` (the table keeps changing it in place), or null before the first write. */
  private latest: TableRecord | null = null;
  /** True when `latest` changed since the last write began. */
  private dirty = false;
  /** Set by `flush`: a background write that lands afterwards is overwritten with `latest` again. */
  private closed = false;
  readonly dir: string;

  /** `onError`: a background write failed (disk full, folder removed); the next change writes the whole record again. */
  constructor(
    sessionDir: string,
    id: string,
    private readonly onError: (e: unknown) => void = (e) => console.error(`[session] table ${id}:`, e),
  ) {
    this.dir = tableDir(sessionDir, id);
    ownerOnlyDir(join(sessionDir, 'tables'));
    ownerOnlyDir(this.dir);
    ownerOnlyDir(join(this.dir, 'games'));
  }

  /** Stores `record` (the `ruleset` part in its own file, synchronously; `table.json` in the background). */
  write(record: TableRecord): void {
    if (record.ruleset.hash !== this.rulesHash) {
      writeFileAtomic(join(this.dir, 'ruleset.json'), `${JSON.stringify(record.ruleset)}\n`, { mode: FILE_MODE });
      this.rulesHash = record.ruleset.hash;
    }
    this.latest = record;
    this.dirty = true;
    if (this.closed) return this.flush();
    if (!this.writing) this.writeNext();
  }

  /** `table.json`'s text for the newest record: serialised when a write begins, so changes in between cost nothing. */
  private text(): string | null {
    if (!this.latest) return null;
    const { ruleset: _r, ...rest } = this.latest;
    return `${JSON.stringify(rest)}\n`;
  }

  private writeNext(): void {
    if (!this.dirty) return;
    const text = this.text();
    if (text === null) return;
    this.dirty = false;
    const path = join(this.dir, 'table.json');
    this.writing = writeFileAtomicAsync(path, text, { mode: FILE_MODE }).then(
      () => {
        this.writing = null;
        // Landed after the final synchronous write of `flush`: write the newest record again over it.
        if (this.closed) return this.flush();
        if (!this.syncTimer) {
          this.syncTimer = setTimeout(() => this.flushInBackground(), SYNC_DELAY_MS);
          this.syncTimer.unref?.();
        }
        this.writeNext();
      },
      (e: unknown) => {
        this.writing = null;
        if (this.closed) return; // `flush` wrote the newest record (or reported why not)
        this.onError(e);
        this.writeNext();
      },
    );
  }

  /** The timer's flush: an fsync in the thread pool (never blocks the event loop); a failure is retried by the next write. */
  private flushInBackground(): void {
    this.syncTimer = null;
    if (this.syncing) {
      // The previous fsync is still running: try again after it, so the newest rename gets flushed too.
      this.syncTimer = setTimeout(() => this.flushInBackground(), SYNC_DELAY_MS);
      this.syncTimer.unref?.();
      return;
    }
    this.syncing = syncFileAsync(join(this.dir, 'table.json'))
      .catch(() => {
        // the disk is gone or the folder was removed: the next write schedules another sync
      })
      .finally(() => {
        this.syncing = null;
      });
  }

  /**
   * Writes the newest record synchronously and flushes it to disk (on closing the host; every later `write` is
   * synchronous too). Never throws: a failure goes to `onError`.
   */
  flush(): void {
    this.closed = true;
    if (this.syncTimer) clearTimeout(this.syncTimer);
    this.syncTimer = null;
    this.dirty = false;
    try {
      const text = this.text();
      if (text !== null) writeFileAtomic(join(this.dir, 'table.json'), text, { mode: FILE_MODE });
    } catch (e) {
      this.onError(e);
    }
  }

  /** Writes game `n`'s replay; returns its path relative to the table folder. */
  writeReplay(game: number, replay: Replay): string {
    const rel = replayPath(game);
    writeFileAtomic(join(this.dir, rel), serializeReplay(replay), { mode: FILE_MODE });
    return rel;
  }

  /** Adds (or replaces) one seat's feedback in game `n`'s feedback file. */
  writeFeedback(game: number, seat: number, answer: StoredFeedback): void {
    const path = join(this.dir, feedbackPath(game));
    let all: Record<string, StoredFeedback> = {};
    if (existsSync(path)) {
      const r = readUntrustedTextSync(path, path, { maxBytes: MAX_STORED_BYTES, symlinks: 'refuse' });
      if (r.ok) {
        try {
          const parsed = JSON.parse(r.text) as { answers?: Record<string, StoredFeedback> };
          if (parsed && typeof parsed.answers === 'object' && parsed.answers) all = parsed.answers;
        } catch {
          // a damaged file is replaced by the answers from now on
        }
      }
    }
    all[String(seat)] = answer;
    writeFileAtomic(path, `${JSON.stringify({ format: 'rulebench-feedback/1', game, answers: all }, null, 1)}\n`, {
      mode: FILE_MODE,
    });
  }
}

/** A stored table read back: its record and the rules compiled from the stored resolved ruleset. */
export interface StoredTable {
  readonly record: TableRecord;
  readonly game: CompiledGame;
}

/**
 * Reads every table of session folder `dir` (none when it has no `tables` folder yet). Leftover temporary files
 * of a killed writer are removed first.
 * @throws Error naming the file and the problem when a table's files are unreadable, not the expected shape, or
 * the stored rules no longer compile to the stored hash (another engine version).
 */
export function readSessionDir(dir: string): StoredTable[] {
  const root = join(dir, 'tables');
  if (!existsSync(root)) return [];
  removeStaleTemps(root, { recursive: true });
  const out: StoredTable[] = [];
  for (const id of readdirSync(root).sort()) {
    if (!TABLE_ID_PATTERN.test(id)) continue;
    const folder = join(root, id);
    const table = readJson(join(folder, 'table.json'), tableRecordSchema);
    const rules = readJson(join(folder, 'ruleset.json'), rulesetFileSchema);
    if (table.id !== id) throw new Error(`${join(folder, 'table.json')}: id "${table.id}" is not the folder's name`);
    const compiled = compileRuleset(rules.resolved as unknown as Ruleset, rules.overrides);
    if (!compiled.ok)
      throw new Error(
        `${join(folder, 'ruleset.json')}: the stored rules do not compile: ${compiled.error.map((d) => d.message).join('; ')}`,
      );
    if (compiled.value.hash !== rules.hash)
      throw new Error(
        `${join(folder, 'ruleset.json')}: the stored rules compile to hash ${compiled.value.hash}, not the stored ${rules.hash} (another engine version?)`,
      );
    if (table.seats.length !== compiled.value.layout.seatCount)
      throw new Error(
        `${join(folder, 'table.json')}: ${table.seats.length} seats for a game of ${compiled.value.layout.seatCount}`,
      );
    out.push({ record: { ...table, ruleset: rules } as TableRecord, game: compiled.value });
  }
  return out;
}

function readJson<T>(path: string, schema: z.ZodType<T>): T {
  const r = readUntrustedTextSync(path, path, { maxBytes: MAX_STORED_BYTES, symlinks: 'refuse' });
  if (!r.ok) throw new Error(r.message);
  let data: unknown;
  try {
    data = JSON.parse(r.text);
  } catch (e) {
    throw new Error(`${path}: not JSON (${(e as Error).message})`);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${path}: ${issue.path.join('.') || 'top level'}: ${issue.message}`);
  }
  return parsed.data;
}
