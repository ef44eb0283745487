// The session folder: every table's state, written atomically after every change so that a host killed at any
// moment resumes with the same links and the same game. Layout (docs/sessions.md "Files"):
//   <dir>/tables/<id>/table.json                   the table record (seats with their link secrets, the current
//                                                  game's inputs)
//   <dir>/tables/<id>/ruleset.json                 the resolved ruleset and overrides in force, with their hash
//   <dir>/tables/<id>/games/game-N.replay.json     each finished game (verifies with `rulebench replay verify`)
//   <dir>/tables/<id>/games/game-N.feedback.json   the people's feedback on game N, by seat
// The folder holds capability secrets: its folders are created readable by their owner only (mode 0700).
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { compileRuleset, type CompiledGame, type Json, type Replay, type Ruleset } from '../../engine';
import { readUntrustedTextSync } from '../read-file';
import { removeStaleTemps, syncFile, writeFileAtomic } from '../files';
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

/**
 * Writes a table record: `ruleset.json` only when the rules' hash differs from what is stored (it can be large),
 * `table.json` after every change; both atomically (`writeFileAtomic`: a killed host leaves the old or the new file).
 * `table.json` is renamed into place at once and flushed to disk within `SYNC_DELAY_MS` (one fsync for all the
 * changes in between), so an action costs no fsync wait; replays and feedback are flushed at once. Creates the
 * folders (mode 0700).
 */
export class TableStore {
  private rulesHash: string | null = null;
  private syncTimer: ReturnType<typeof setTimeout> | null = null;
  readonly dir: string;

  constructor(sessionDir: string, id: string) {
    this.dir = tableDir(sessionDir, id);
    mkdirSync(join(this.dir, 'games'), { recursive: true, mode: 0o700 });
  }

  /** Stores `record` (the `ruleset` part in its own file). */
  write(record: TableRecord): void {
    if (record.ruleset.hash !== this.rulesHash) {
      writeFileAtomic(join(this.dir, 'ruleset.json'), `${JSON.stringify(record.ruleset)}\n`);
      this.rulesHash = record.ruleset.hash;
    }
    const { ruleset: _r, ...rest } = record;
    writeFileAtomic(join(this.dir, 'table.json'), `${JSON.stringify(rest)}\n`, { durable: false });
    if (!this.syncTimer) {
      this.syncTimer = setTimeout(() => this.flush(), SYNC_DELAY_MS);
      this.syncTimer.unref?.();
    }
  }

  /** Flushes `table.json` to disk now (also called on closing the host). Never throws: a failed sync is retried by the next write. */
  flush(): void {
    if (this.syncTimer) clearTimeout(this.syncTimer);
    this.syncTimer = null;
    try {
      syncFile(join(this.dir, 'table.json'));
    } catch {
      // nothing written yet, or the disk is gone: the next write tries again
    }
  }

  /** Writes game `n`'s replay; returns its path relative to the table folder. */
  writeReplay(game: number, replay: Replay): string {
    const rel = replayPath(game);
    writeFileAtomic(join(this.dir, rel), serializeReplay(replay));
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
    writeFileAtomic(path, `${JSON.stringify({ format: 'rulebench-feedback/1', game, answers: all }, null, 1)}\n`);
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
