// Playtest session folders read back for the Playtest view: every finished game of a session (or of one table) is
// measured by the lab (`gameRecordOfReplay`, then `computeMetrics`, the same code as for bot batches) and the people's
// feedback forms are summarised (`summarizeFeedback`). Everything in a session folder is read as untrusted files:
// regular files only, bounded sizes, strict UTF-8, JSON and shape checked, every replay re-verified. A bad file is
// left out with one line naming it and the offending value; the other games still count. Layout: docs/sessions.md
// "Files" (src/host/session/store.ts writes it).
import { lstatSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import {
  computeMetrics,
  formatDiagnostic,
  gameRecordOfReplay,
  openReplay,
  ruleTextOf,
  summarizeFeedback,
  verifyReplay,
  type CompiledGame,
  type FeedbackAnswer,
  type GameRecord,
  type Replay,
} from '../../engine';
import type {
  PeopleGame,
  PeopleReport,
  PeopleRequest,
  SessionListing,
  SessionSummary,
  SessionTableSummary,
} from '../../shared/ipc-contract';
import { TABLE_ID_PATTERN } from '../../shared/session-protocol';
import { readUntrustedTextSync } from '../read-file';
import { MAX_REPLAY_BYTES, parseReplayText } from '../replays';
import { SESSION_NAME } from './paths';

/** Limits on what is read from a session folder (files, games, tables); tests lower them. */
export interface SessionReadLimits {
  /** Largest replay file read, in bytes (default the replay folder's limit, `MAX_REPLAY_BYTES`). */
  readonly replayBytes: number;
  /** Largest feedback file read, in bytes (default 1 MiB: 64 answers of at most 2000 characters fit easily). */
  readonly feedbackBytes: number;
  /** Most games read per table (default 2000); further games are left out with a line saying so. */
  readonly gamesPerTable: number;
  /** Most tables read per session folder (default 200). */
  readonly tables: number;
  /** Most session folders listed (default 200, newest first). */
  readonly sessions: number;
  /**
   * Most bytes of replay and feedback files read for one request (default 512 MiB): with many large files the rest
   * is left out with a line saying so, so a hostile folder cannot keep the host reading for ever.
   */
  readonly totalBytes: number;
}

/** The default limits (see `SessionReadLimits`). */
export const SESSION_READ_LIMITS: SessionReadLimits = {
  replayBytes: MAX_REPLAY_BYTES,
  feedbackBytes: 1024 * 1024,
  gamesPerTable: 2000,
  tables: 200,
  sessions: 200,
  totalBytes: 512 * 1024 * 1024,
};

/** Bytes still to be read for the current request (`SessionReadLimits.totalBytes`). */
interface ReadBudget {
  left: number;
}

/**
 * Takes the size of file `path` from `budget`, or returns the problem line when it would exceed it (a file that cannot
 * be examined costs nothing here; its reader reports it).
 */
function spend(budget: ReadBudget, path: string, shown: string, limits: SessionReadLimits): string | null {
  let size = 0;
  try {
    size = lstatSync(path).size;
  } catch {
    return null;
  }
  if (size > budget.left)
    return `${shown}: left out: reading it would pass the ${limits.totalBytes} bytes read at most for one request`;
  budget.left -= size;
  return null;
}

/** File name of a finished game's replay in a table's `games/` folder, with its number. */
const REPLAY_FILE = /^game-(\d{4,9})\.replay\.json$/;

/** One answer of a feedback file (`StoredFeedback` as `TableStore.writeFeedback` writes it), checked field by field. */
const answerSchema = z.strictObject({
  game: z.number().int().min(1),
  seat: z.number().int().min(0).max(63),
  name: z.string().max(40).nullable(),
  rulesHash: z.string().max(128),
  fun: z.number().int().min(1).max(5),
  clarity: z.number().int().min(1).max(5),
  unclear: z.array(z.string().max(40)).max(500),
  text: z.string().max(2000),
  at: z.string().max(40),
});

/** A feedback file: `{ format, game, answers: { "<seat>": answer } }`. */
const feedbackFileSchema = z.strictObject({
  format: z.literal('rulebench-feedback/1'),
  game: z.number().int().min(1),
  answers: z.record(z.string().regex(/^\d{1,2}$/, 'a seat number'), answerSchema),
});

/** What the session list shows of a game: its rules as its replay header names them. */
interface GameHeader {
  readonly rulesetId: string;
  readonly rulesetName: string;
  readonly kind: string;
  readonly seats: number;
  readonly hash: string;
}

/** A game file of a table as read: its number, file (relative to the session folder), header and feedback. */
interface ScannedFile {
  readonly table: string;
  readonly game: number;
  readonly file: string;
  readonly header: GameHeader;
  readonly answers: readonly FeedbackAnswer[];
}

/** A game file read in full and checked: its replay, its rules compiled, verified, and its lab record. */
interface ScannedGame extends ScannedFile {
  readonly replay: Replay;
  readonly compiled: CompiledGame;
  readonly record: GameRecord;
}

/** What one table folder holds, read and checked. */
interface ScannedTable<G extends ScannedFile = ScannedFile> {
  readonly id: string;
  readonly games: readonly G[];
  readonly problems: readonly string[];
}

/** The value at `path` inside `data`, as short JSON for a message (cut at 60 characters). */
function valueAt(data: unknown, path: readonly PropertyKey[]): string {
  let v: unknown = data;
  for (const k of path) {
    if (v === null || typeof v !== 'object') return 'nothing';
    v = (v as Record<PropertyKey, unknown>)[k as string];
  }
  if (v === undefined) return 'nothing';
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** Entries of a folder, or an empty list when it cannot be read (missing, not a folder, no permission). */
function entries(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
}

/** True when `path` is a real folder (not a symbolic link to one). */
function isFolder(path: string): boolean {
  try {
    return lstatSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The feedback answers of one game's feedback file (absent file: none), or the problem naming file and value. */
function readFeedback(
  path: string,
  shown: string,
  game: number,
  limits: SessionReadLimits,
): { answers: FeedbackAnswer[] } | { problem: string } {
  try {
    statSync(path);
  } catch {
    return { answers: [] };
  }
  const read = readUntrustedTextSync(path, shown, { maxBytes: limits.feedbackBytes, symlinks: 'refuse' });
  if (!read.ok) return { problem: read.message };
  let data: unknown;
  try {
    data = JSON.parse(read.text);
  } catch (e) {
    return { problem: `${shown}: not JSON (${(e as Error).message})` };
  }
  const parsed = feedbackFileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.map(String).join('.') || 'top level';
    return { problem: `${shown}: ${where}: ${issue.message} (value: ${valueAt(data, issue.path)})` };
  }
  if (parsed.data.game !== game)
    return { problem: `${shown}: game: ${parsed.data.game} is not this file's game ${game}` };
  const answers: FeedbackAnswer[] = [];
  for (const [key, a] of Object.entries(parsed.data.answers)) {
    if (Number(key) !== a.seat) return { problem: `${shown}: answers.${key}.seat: ${a.seat} is not the seat ${key}` };
    if (a.game !== game) return { problem: `${shown}: answers.${key}.game: ${a.game} is not this file's game ${game}` };
    answers.push(a);
  }
  return { answers: answers.sort((x, y) => x.seat - y.seat) };
}

/** Reads one replay of a session, opens it under its own rules, verifies it and measures it. */
function readGame(
  path: string,
  shown: string,
  limits: SessionReadLimits,
): { replay: Replay; compiled: CompiledGame; record: GameRecord; header: GameHeader } | { problem: string } {
  const light = readHeader(path, shown, limits);
  if ('problem' in light) return light;
  const opened = openReplay(light.replay);
  if (!opened.ok) return { problem: `${shown}: ${opened.error.map((d) => d.message).join('; ')}` };
  const { replay, game } = opened.value;
  const verified = verifyReplay(replay, game);
  if (!verified.ok) return { problem: `${shown}: does not verify: ${verified.error.message}` };
  const record = gameRecordOfReplay(replay, game, 0);
  if (!record.ok) return { problem: `${shown}: ${record.error}` };
  return {
    replay,
    compiled: game,
    record: record.value,
    header: {
      rulesetId: game.ruleset.id,
      rulesetName: game.ruleset.name,
      kind: game.kind.id,
      seats: game.layout.seatCount,
      hash: game.hash,
    },
  };
}

/**
 * Reads one replay of a session for the session list: the file read and its shape checked, the header taken as it
 * stands (its rules are compiled and the game verified only when the games are measured, `readGame`).
 */
function readHeader(
  path: string,
  shown: string,
  limits: SessionReadLimits,
): { replay: Replay; header: GameHeader } | { problem: string } {
  const read = readUntrustedTextSync(path, shown, { maxBytes: limits.replayBytes, symlinks: 'refuse' });
  if (!read.ok) return { problem: read.message };
  const parsed = parseReplayText(read.text, shown);
  if (!parsed.ok) return { problem: parsed.diagnostics.map(formatDiagnostic).join('; ') };
  const r = parsed.replay;
  return {
    replay: r,
    header: {
      rulesetId: r.ruleset.resolved.id,
      rulesetName: r.ruleset.resolved.name,
      kind: r.ruleset.resolved.kind,
      seats: r.seats.length,
      hash: r.ruleset.hash,
    },
  };
}

/**
 * Reads the finished games of table `id` in session folder `dir` with `read` (`readHeader` for the list, `readGame`
 * to measure them), with their feedback.
 */
function scanTable<G extends { header: GameHeader }>(
  dir: string,
  id: string,
  limits: SessionReadLimits,
  read: (path: string, shown: string, limits: SessionReadLimits) => G | { problem: string },
  budget: ReadBudget,
): ScannedTable<Omit<G, 'header'> & ScannedFile> {
  const rel = join('tables', id, 'games');
  const folder = join(dir, rel);
  const problems: string[] = [];
  const files = entries(folder)
    .map((f) => ({ f, m: REPLAY_FILE.exec(f) }))
    .filter((x): x is { f: string; m: RegExpExecArray } => x.m !== null)
    .map((x) => ({ file: x.f, game: Number(x.m[1]) }))
    .sort((a, b) => a.game - b.game);
  if (files.length > limits.gamesPerTable)
    problems.push(`${rel}: ${files.length} games; the first ${limits.gamesPerTable} are read`);
  const games: (Omit<G, 'header'> & ScannedFile)[] = [];
  for (const { file, game } of files.slice(0, limits.gamesPerTable)) {
    const shown = join(rel, file);
    const over = spend(budget, join(folder, file), shown, limits);
    if (over) {
      problems.push(over);
      continue;
    }
    const g = read(join(folder, file), shown, limits);
    if ('problem' in g) {
      problems.push(g.problem);
      continue;
    }
    const feedbackName = `game-${String(game).padStart(4, '0')}.feedback.json`;
    const fbOver = spend(budget, join(folder, feedbackName), join(rel, feedbackName), limits);
    const fb = fbOver
      ? { problem: fbOver }
      : readFeedback(join(folder, feedbackName), join(rel, feedbackName), game, limits);
    if ('problem' in fb) problems.push(fb.problem);
    games.push({ ...g, table: id, game, file: shown, answers: 'answers' in fb ? fb.answers : [] });
  }
  return { id, games, problems };
}

/** The table ids of session folder `dir` (folders of `tables/` named like a table id), at most `limits.tables`. */
function tableIds(dir: string, limits: SessionReadLimits): { ids: string[]; problems: string[] } {
  const ids = entries(join(dir, 'tables')).filter(
    (id) => TABLE_ID_PATTERN.test(id) && isFolder(join(dir, 'tables', id)),
  );
  return {
    ids: ids.slice(0, limits.tables),
    problems: ids.length > limits.tables ? [`tables: ${ids.length} tables; the first ${limits.tables} are read`] : [],
  };
}

/** A table's summary for the list (from its scanned games: the latest game's ruleset). */
function tableSummary(t: ScannedTable): SessionTableSummary {
  const last = t.games[t.games.length - 1]?.header;
  return {
    id: t.id,
    rulesetId: last?.rulesetId ?? null,
    rulesetName: last?.rulesetName ?? null,
    kind: last?.kind ?? null,
    seats: last?.seats ?? null,
    games: t.games.length,
    feedback: t.games.reduce((n, g) => n + g.answers.length, 0),
    hashes: [...new Set(t.games.map((g) => g.header.hash))],
  };
}

/** Checks that `path` is a session folder: a folder with a `tables` folder. Returns the problem, or null. */
function sessionProblem(path: string): string | null {
  if (!isFolder(path)) return `${path} is not a folder`;
  if (!isFolder(join(path, 'tables')))
    return `${path} is not a session folder: it has no tables folder (a session folder holds tables/<id>/games/game-NNNN.replay.json)`;
  return null;
}

/** The session list's entry for session folder `path`: its tables from the replay headers, and the unreadable files. */
function summarizeSession(
  path: string,
  name: string | null,
  limits: SessionReadLimits,
  budget: ReadBudget = { left: limits.totalBytes },
): SessionSummary {
  const { ids, problems } = tableIds(path, limits);
  const tables = ids.map((id) => scanTable(path, id, limits, readHeader, budget));
  return {
    name,
    path,
    tables: tables.map(tableSummary),
    problems: [...problems, ...tables.flatMap((t) => t.problems)],
  };
}

/**
 * The session folders in the app's sessions folder `dir` (folders with a `tables` folder, newest first, at most
 * `limits.sessions`), each with its tables' summaries and the problems of its files. `dir` null or missing: none.
 */
export function listSessions(dir: string | null, limits: SessionReadLimits = SESSION_READ_LIMITS): SessionListing {
  if (dir === null) return { dir: null, sessions: [] };
  const found = entries(dir)
    .filter((n) => SESSION_NAME.test(n) && sessionProblem(join(dir, n)) === null)
    .map((n) => ({ n, t: statSync(join(dir, n)).mtimeMs }))
    .sort((a, b) => b.t - a.t || (a.n < b.n ? -1 : 1))
    .slice(0, limits.sessions);
  const budget = { left: limits.totalBytes };
  return { dir, sessions: found.map(({ n }) => summarizeSession(join(dir, n), n, limits, budget)) };
}

/** Where a request points: the session folder, its name (null for a path), and a table it names. */
function locate(
  req: PeopleRequest,
  sessionsDir: string | null,
): { ok: true; path: string; name: string | null; table: string | null } | { ok: false; message: string } {
  if (req.table !== null && !TABLE_ID_PATTERN.test(req.table))
    return { ok: false, message: `"${req.table}" is not a table id` };
  if (req.name !== undefined) {
    if (sessionsDir === null) return { ok: false, message: 'This host has no sessions folder.' };
    if (!SESSION_NAME.test(req.name)) return { ok: false, message: `"${req.name}" is not a session folder name` };
    return { ok: true, path: join(sessionsDir, req.name), name: req.name, table: req.table };
  }
  if (req.path === undefined) return { ok: false, message: 'Name a session (name) or a session folder (path).' };
  if (!isAbsolute(req.path)) return { ok: false, message: `${req.path}: give the session folder's full path` };
  const path = resolve(req.path);
  // A table folder (tables/<id>, with games/) opens as that table of its session.
  if (!isFolder(join(path, 'tables')) && isFolder(join(path, 'games')) && basename(dirname(path)) === 'tables') {
    const id = basename(path);
    if (req.table !== null && req.table !== id)
      return { ok: false, message: `${path} is table ${id}, not ${req.table}` };
    return { ok: true, path: dirname(dirname(path)), name: null, table: id };
  }
  return { ok: true, path, name: null, table: req.table };
}

/**
 * The people's games of a session (or one table) measured by the lab, with the feedback summary (`PeopleReport`),
 * and the session's summary. Without a table, the games of every table that plays the same ruleset id and seat count
 * as the table with the most games; other tables' games are left out with a line saying so. Metrics are computed
 * with the rules of the latest game; games stamped with other rules hashes stay in and are listed per hash.
 * Errors (message naming the folder or value): not a session folder, no such table, no readable finished game.
 */
export function readPeopleReport(
  req: PeopleRequest,
  sessionsDir: string | null,
  limits: SessionReadLimits = SESSION_READ_LIMITS,
): { ok: true; report: PeopleReport; session: SessionSummary } | { ok: false; message: string } {
  const where = locate(req, sessionsDir);
  if (!where.ok) return where;
  const problem = sessionProblem(where.path);
  if (problem) return { ok: false, message: problem };
  const { ids, problems: tableLimit } = tableIds(where.path, limits);
  const budget = { left: limits.totalBytes };
  if (where.table !== null && !ids.includes(where.table))
    return { ok: false, message: `${where.path}: no table "${where.table}" (tables: ${ids.join(', ') || 'none'})` };
  const tables = ids
    .filter((id) => where.table === null || id === where.table)
    .map((id) => scanTable(where.path, id, limits, readGame, budget));
  const read = [...tableLimit, ...tables.flatMap((t) => t.problems)];
  const all = tables.flatMap((t) => t.games);
  if (all.length === 0)
    return {
      ok: false,
      message: `${where.path}: no finished game could be read${read.length ? ` (${read.join('; ')})` : ''}`,
    };
  // The ruleset and seat count of the table with the most games decide which games are comparable.
  const lead = [...tables].sort((a, b) => b.games.length - a.games.length)[0]!;
  const ref = (lead.games.length ? lead.games : all)[0]!.compiled;
  const same = (g: ScannedGame) =>
    g.compiled.ruleset.id === ref.ruleset.id && g.compiled.layout.seatCount === ref.layout.seatCount;
  const problems = [...read];
  for (const t of tables) {
    const other = t.games.filter((g) => !same(g));
    if (other.length)
      problems.push(
        `tables/${t.id}: ${other.length} game(s) of ${other[0]!.compiled.ruleset.id} with ${other[0]!.compiled.layout.seatCount} seats left out (the others are ${ref.ruleset.id} with ${ref.layout.seatCount} seats); choose that table on its own`,
      );
  }
  const games = all.filter(same).sort((a, b) => (a.table < b.table ? -1 : a.table > b.table ? 1 : a.game - b.game));
  const latest = games.reduce((x, g) => ((g.replay.date ?? '') >= (x.replay.date ?? '') ? g : x), games[0]!);
  const compiled = latest.compiled;
  const records = games.map((g, i) => ({ ...g.record, index: i }));
  const hashes = new Map<string, string[]>();
  for (const g of games) hashes.set(g.compiled.hash, [...(hashes.get(g.compiled.hash) ?? []), `${g.table}:${g.game}`]);
  const answers = games.flatMap((g) => g.answers);
  const feedback = summarizeFeedback(answers);
  const ruleTexts: Record<string, { de: string; en: string }> = {};
  for (const { rule } of feedback.unclear) {
    const texts = compiled.ruleset.texts ?? {};
    ruleTexts[rule] = { de: ruleTextOf(texts, rule, 'de') ?? '', en: ruleTextOf(texts, rule, 'en') ?? '' };
  }
  const list: PeopleGame[] = games.map((g) => ({
    table: g.table,
    game: g.game,
    file: g.file,
    seed: g.replay.seed,
    rulesHash: g.compiled.hash,
    winners: g.record.winners,
    team: g.record.team,
    actions: g.record.actions,
    rounds: g.record.rounds,
    persons: g.replay.seats.flatMap((s, seat) => (s.occupant === 'human' ? [seat] : [])),
    names: g.replay.seats.map((s) => s.name ?? null),
    feedback: g.answers.length,
  }));
  return {
    ok: true,
    session: summarizeSession(where.path, where.name, limits),
    report: {
      source: where.name ?? where.path,
      tables: tables.map((t) => t.id),
      rulesetId: compiled.ruleset.id,
      rulesetName: compiled.ruleset.name,
      kind: compiled.kind.id,
      seats: compiled.layout.seatCount,
      overrides: { ...latest.replay.ruleset.overrides },
      rulesHash: compiled.hash,
      hashes: [...hashes].map(([hash, g]) => ({ hash, games: g })),
      games: list,
      metrics: computeMetrics(compiled, records),
      feedback,
      ruleTexts,
      problems,
    },
  };
}
