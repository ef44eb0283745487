// Replays: record, verify, seek (docs/architecture.md "Replays"). A replay holds the resolved ruleset, seats, seed and one
// entry per action with the snapshot hash after it; seeking rebuilds from cached checkpoints. Pure.
import { z } from 'zod';
import { applyInput, startGame, startGameWithEvents, hashSnapshot, type CompiledGame } from './game';
import type { Action, Diagnostic, EngineError, GameEvent, Json, Outcome, Result, Seat, Snapshot } from './types';
import type { Ruleset } from '../ruleset/types';
import { hashJson } from './hash';

/**
 * Replay file format tag. Format 3 adds `gameHash`, one hash over every field a person reads (see `replayGameHash`);
 * format 2's `integrity` record (a hash per header field) is kept, so an edited field is still named.
 *
 * None of these hashes is keyed: they make a replay tamper-evident, not signed. Whoever edits a file can recompute
 * them with the engine's own functions; what they cannot do is keep the game hash, so a replay is only as trusted as
 * the source its game hash is compared with.
 */
export const REPLAY_FORMAT = 'rulebench-replay/3';

/**
 * Older formats that are still read and verified: format 2 has the per-field `integrity` record but no game hash.
 * Verifying one says so (`replayFormatNote`) instead of refusing it.
 */
export const OLDER_REPLAY_FORMATS = ['rulebench-replay/2'] as const;

/** The earliest format, whose header was not protected at all; such files are refused with `replay/old-format`. */
export const OLD_REPLAY_FORMATS: readonly string[] = ['rulebench-replay/1'];

/**
 * Who occupies a seat: a person or a bot (with its name and settings). `team` is the seat's team index in the
 * game's layout (filled in by `recordReplay`); `params` the bot's parameters where it has any (Gämsh bots,
 * docs/rules/gamsh.md).
 */
export interface SeatOccupant {
  readonly occupant: 'human' | 'bot';
  readonly bot?: string;
  readonly name?: string;
  readonly team?: number;
  readonly params?: Readonly<Record<string, Json>>;
  /**
   * Who actually made this seat's moves, in the order they first did: `human` for a
   * person, else the bot level (`random`, `strong`, …). Written by the live table, where a person can hand the
   * seat to a bot or let bots play for everyone; absent in replays from before (and from bot runs, where `bot`
   * says it all), which read as before.
   */
  readonly playedBy?: readonly string[];
}

/**
 * A sealed team secret as it was set (docs/rules/gamsh.md "Secrets", DIG-021): the step after which it was set (0 =
 * the deal), the team id, the salted hash the game logged, and the plaintext entry (viewers hide it until the
 * point of interest).
 */
export interface ReplaySecret {
  readonly step: number;
  readonly team: string;
  readonly sealed: string;
  readonly entry: string;
}

/**
 * One recorded action and the hash of the snapshot after it. `rejected` (real-time kinds only, DIG-004): the
 * engine refused this input with that error code; the snapshot after it differs from the one before only by
 * the engine timers that fired up to `time`.
 */
export interface ReplayStep {
  readonly seat: Seat;
  readonly action: string;
  readonly time?: number;
  readonly hash: string;
  readonly rejected?: string;
}

/** A note attached to a step (bookmarks have no text). */
export interface Annotation {
  readonly step: number;
  readonly text: string;
  readonly bookmark?: boolean;
}

/** A replay file: enough to rebuild the game exactly (same ruleset + seed + actions ⇒ same game). */
export interface Replay {
  readonly format: typeof REPLAY_FORMAT | (typeof OLDER_REPLAY_FORMATS)[number];
  readonly app: string;
  /**
   * The rules: id, content hash, the resolved ruleset, option overrides and — informational, written by
   * `recordReplay` — every effective option value including the kind's defaults (docs/rules/gamsh.md "Header").
   */
  readonly ruleset: {
    readonly id: string;
    readonly hash: string;
    readonly resolved: Ruleset;
    readonly overrides: Readonly<Record<string, Json>>;
    readonly effective?: Readonly<Record<string, Json>>;
  };
  readonly seats: readonly SeatOccupant[];
  readonly seed: string;
  /** ISO date of recording; absent for batch simulations so that their files are byte-identical per seed. */
  readonly date?: string;
  readonly startHash: string;
  readonly steps: readonly ReplayStep[];
  readonly outcome: Outcome | null;
  readonly annotations: readonly Annotation[];
  /** Sealed team secrets in the order they were set, with their plaintext (kinds with `secrets` only). */
  readonly secrets?: readonly ReplaySecret[];
  /** For a branch: the replay and step it continues from. */
  readonly parent?: { readonly file: string; readonly step: number };
  /**
   * Content hash of every header field by its path (`ruleset.resolved.name`, `ruleset.resolved.texts.DOG-020`,
   * `seats.2`, `secrets`, …; see `replayIntegrity`), written by `recordReplay`. Steps and the outcome are checked
   * by replaying them; annotations are the reader's own notes and are not covered.
   */
  readonly integrity?: Readonly<Record<string, string>>;
  /**
   * The game hash (format 3; 16 hex digits, `replayGameHash`): one hash over the format, every header field of
   * `integrity` (ruleset id, name, names, descriptions, rule texts, examples, options, tables, seats with their
   * names and bots, seed, date, secrets, parent), every recorded step and the outcome. Annotations are not covered.
   */
  readonly gameHash?: string;
}

/** The app version written into replays. */
export const APP_VERSION = '0.1.0';

/**
 * Builds a replay from a game played from `startGame(game, seed)` with `actions`; recomputes every hash.
 * A refused action fails the recording, except a timed input of a real-time kind, which is recorded with
 * its `rejected` reason (DIG-004).
 */
export function recordReplay(
  game: CompiledGame,
  seats: readonly SeatOccupant[],
  seed: string,
  actions: readonly Action[],
  extra: { date?: string; parent?: Replay['parent'] } = {},
): Result<Replay> {
  const start = startGameWithEvents(game, seed);
  let snap = start.snapshot;
  const startHash = hashSnapshot(snap);
  const steps: ReplayStep[] = [];
  const secrets: ReplaySecret[] = [];
  collectSecrets(game, snap, start.events, 0, secrets);
  for (const action of actions) {
    const r = applyInput(game, snap, action);
    const keepRejected =
      game.kind.realtime === true && action.time !== undefined && r.rejected?.code !== 'action/malformed';
    if (r.rejected && !keepRejected) return { ok: false, error: r.rejected };
    snap = r.snapshot;
    collectSecrets(game, snap, r.events, steps.length + 1, secrets);
    const step: ReplayStep =
      action.time === undefined
        ? { seat: action.seat, action: action.notation, hash: hashSnapshot(snap) }
        : { seat: action.seat, action: action.notation, time: action.time, hash: hashSnapshot(snap) };
    steps.push(r.rejected ? { ...step, rejected: r.rejected.code } : step);
  }
  const { file: _file, ...resolved } = game.ruleset;
  const replay: Replay = {
    format: REPLAY_FORMAT,
    app: APP_VERSION,
    ruleset: { id: game.ruleset.id, hash: game.hash, resolved, overrides: game.overrides, effective: game.options },
    seats: seats.map((occupant, seat) => withTeam(game, occupant, seat)),
    seed,
    ...(extra.date ? { date: extra.date } : {}),
    startHash,
    steps,
    outcome: snap.outcome,
    annotations: [],
    ...(game.kind.secrets ? { secrets } : {}),
    ...(extra.parent ? { parent: extra.parent } : {}),
  };
  const sealed: Replay = { ...replay, integrity: replayIntegrity(replay) };
  return { ok: true, value: { ...sealed, gameHash: replayGameHash(sealed) } };
}

/**
 * The game hash of a replay (16 hex digits of SHA-256 over canonical JSON, `hashJson`): the format, the hash of every
 * header field (`replayIntegrity`: ruleset id, every key of the resolved ruleset — name, names, descriptions,
 * version, options, tables, examples — every rule text, each seat with its name, bot and parameters, the seat count,
 * seed, date, app, start hash, secrets, parent), every step (seat, action, time, position hash, rejection) and the
 * outcome: everything a person reads in a replay except their own annotations. Unkeyed: anyone can recompute it
 * after an edit, so it shows a change only when compared with the game hash from a trusted source.
 */
export function replayGameHash(replay: Replay): string {
  return hashJson({
    format: replay.format,
    header: replayIntegrity(replay),
    steps: replay.steps,
    outcome: replay.outcome,
  });
}

/**
 * Why the game hash of `replay` does not hold, or null when it does: a format-3 replay must carry its game hash and
 * it must be the one `replayGameHash` computes (any field a person reads changed after recording, integrity record
 * recomputed or not). Older formats have none (see `replayFormatNote`).
 */
export function gameHashProblem(replay: Replay): string | null {
  if (replay.format !== REPLAY_FORMAT) return null;
  if (replay.gameHash === undefined)
    return 'The replay has no game hash (the "gameHash" field was removed); what it shows cannot be trusted.';
  const now = replayGameHash(replay);
  if (now !== replay.gameHash)
    return `The replay was changed after it was recorded: its game hash is ${now}, not the recorded ${replay.gameHash.slice(0, 64)}.`;
  return null;
}

/**
 * A note for replays in an older readable format, or null for the current one: format 2 has no game hash, so its
 * header fields are checked field by field only and it has no single hash to compare with a trusted one.
 */
export function replayFormatNote(replay: Pick<Replay, 'format'>): string | null {
  return replay.format === REPLAY_FORMAT
    ? null
    : `older format ${replay.format}: header fields not covered by a game hash (checked field by field only)`;
}

/**
 * The header fields of a replay by path, each as the value its integrity hash is taken over: `app`, `seed`, `date`,
 * `startHash`, `parent`, `secrets`, `ruleset.id`, `ruleset.hash`, `ruleset.overrides`, `ruleset.effective`, each
 * seat (`seats.K`) and the seat count (`seats.length`), each top-level key of the resolved ruleset
 * (`ruleset.resolved.name`, …) and each rule text (`ruleset.resolved.texts.DOG-020`). Absent optional fields are
 * fields too (a removed `secrets` differs from the recorded list).
 */
function headerFields(replay: Replay): Map<string, unknown> {
  const f = new Map<string, unknown>();
  const opt = (v: unknown) => (v === undefined ? { absent: true } : { v });
  f.set('app', opt(replay.app));
  f.set('ruleset.id', opt(replay.ruleset.id));
  f.set('ruleset.hash', opt(replay.ruleset.hash));
  f.set('ruleset.overrides', opt(replay.ruleset.overrides));
  f.set('ruleset.effective', opt(replay.ruleset.effective));
  const resolved = replay.ruleset.resolved as unknown as Record<string, unknown>;
  for (const key of Object.keys(resolved).sort()) {
    const v = resolved[key];
    if (v === undefined) continue;
    if (key === 'texts' && typeof v === 'object' && v !== null && !Array.isArray(v)) {
      for (const id of Object.keys(v).sort())
        f.set(`ruleset.resolved.texts.${id}`, opt((v as Record<string, unknown>)[id]));
    } else f.set(`ruleset.resolved.${key}`, opt(v));
  }
  f.set('seats.length', opt(replay.seats.length));
  replay.seats.forEach((seat, k) => f.set(`seats.${k}`, opt(seat)));
  f.set('seed', opt(replay.seed));
  f.set('date', opt(replay.date));
  f.set('startHash', opt(replay.startHash));
  f.set('secrets', opt(replay.secrets));
  f.set('parent', opt(replay.parent));
  return f;
}

/** The integrity record of a replay's header: field path → 16-hex content hash (`hashJson`). */
export function replayIntegrity(replay: Replay): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, value] of headerFields(replay)) out[path] = hashJson(value);
  return out;
}

/**
 * The first header field of `replay` that differs from its recorded `integrity` hash (changed, removed or added),
 * as `{ field, change, message }` (`change`: `added`, `removed` or `changed`; `message` in English, naming the
 * field), or null when the header is as recorded. `skip`: fields checked exactly elsewhere when
 * present (the effective options and secrets are compared with what the game sets), still named when removed.
 */
export function headerChange(
  replay: Replay,
  skip: readonly string[] = [],
): { field: string; change: 'added' | 'removed' | 'changed'; message: string } | null {
  const recorded = replay.integrity;
  if (!recorded || typeof recorded !== 'object')
    return {
      field: 'integrity',
      change: 'removed',
      message: 'The replay has no integrity record (the "integrity" field was removed); its header cannot be trusted.',
    };
  const now = headerFields(replay);
  const present = (path: string) => (now.get(path) as { absent?: boolean } | undefined)?.absent !== true;
  for (const path of new Set([...Object.keys(recorded), ...now.keys()])) {
    if (skip.includes(path) && now.has(path) && present(path)) continue;
    const want = recorded[path];
    const have = now.has(path) ? hashJson(now.get(path)) : undefined;
    if (want === have) continue;
    const change = want === undefined ? 'added' : have === undefined || !present(path) ? 'removed' : 'changed';
    const was = change === 'changed' ? 'differs from the recorded one' : `was ${change}`;
    const seats = path.startsWith('seats') && want !== undefined ? ` (${replay.seats.length} seats in the file)` : '';
    return { field: path, change, message: `The replay's header was changed: ${path.slice(0, 120)} ${was}${seats}.` };
  }
  return null;
}

/** The occupant with its team index from the game's layout (an occupant's own `team` is replaced). */
function withTeam(game: CompiledGame, occupant: SeatOccupant, seat: Seat): SeatOccupant {
  const team = game.layout.teams.findIndex((members) => members.includes(seat));
  const { team: _given, ...rest } = occupant;
  return team >= 0 ? { ...rest, team } : rest;
}

/**
 * Appends every secret sealed by `events` (kind events `signal-set` with `team` and `sealed`) with its plaintext in
 * `snap`, as set after `step` (0 = the deal). No-op for kinds without `secrets`.
 */
export function collectSecrets(
  game: CompiledGame,
  snap: Snapshot,
  events: readonly GameEvent[],
  step: number,
  out: ReplaySecret[],
): void {
  if (!game.kind.secrets) return;
  let plain: Readonly<Record<string, string>> | null = null;
  for (const e of events) {
    const ev = e as { type?: unknown; team?: unknown; sealed?: unknown };
    if (ev.type !== 'signal-set' || typeof ev.team !== 'string' || typeof ev.sealed !== 'string') continue;
    plain ??= game.kind.secrets(game.rules, snap.state);
    const entry = plain[ev.team];
    if (entry !== undefined) out.push({ step, team: ev.team, sealed: ev.sealed, entry });
  }
}

const json: z.ZodType<Json> = z.lazy(() =>
  z.union([z.null(), z.boolean(), z.number(), z.string(), z.array(json), z.record(z.string(), json)]),
);

/** zod schema of a replay file (checked before any step is replayed). */
export const replaySchema = z.object({
  format: z.enum([REPLAY_FORMAT, ...OLDER_REPLAY_FORMATS]),
  app: z.string(),
  ruleset: z.object({
    id: z.string(),
    hash: z.string(),
    resolved: z.record(z.string(), json),
    overrides: z.record(z.string(), json).default({}),
    effective: z.record(z.string(), json).optional(),
  }),
  seats: z
    .array(
      z.object({
        occupant: z.enum(['human', 'bot']),
        bot: z.string().optional(),
        name: z.string().optional(),
        team: z.number().int().min(0).max(15).optional(),
        params: z.record(z.string(), json).optional(),
        playedBy: z.array(z.string().max(40)).max(16).optional(),
      }),
    )
    .min(1)
    .max(16),
  seed: z.string().max(200),
  date: z.string().optional(),
  startHash: z.string(),
  steps: z
    .array(
      z.object({
        seat: z.number().int().min(0),
        action: z.string().max(500),
        time: z.number().min(0).optional(),
        hash: z.string(),
        rejected: z.string().max(200).optional(),
      }),
    )
    .max(1_000_000),
  outcome: json.nullable(),
  annotations: z
    .array(z.object({ step: z.number().int().min(0), text: z.string().max(10_000), bookmark: z.boolean().optional() }))
    .default([]),
  secrets: z
    .array(
      z.object({
        step: z.number().int().min(0),
        team: z.string().max(8),
        sealed: z.string().max(200),
        entry: z.string().max(200),
      }),
    )
    .max(100_000)
    .optional(),
  parent: z.object({ file: z.string(), step: z.number().int().min(0) }).optional(),
  integrity: z.record(z.string().max(300), z.string().max(64)).optional(),
  gameHash: z.string().max(64).optional(),
});

/** Deepest nesting of lists and maps accepted in a replay document (replays written by Rulebench stay under 12). */
export const MAX_REPLAY_JSON_DEPTH = 64;

/**
 * True when `value` nests lists/maps deeper than `maxDepth`. Iterative, so a hostile document cannot overflow the
 * stack here; run it before any recursive schema check (zod recurses once per level and throws `RangeError` at a
 * few thousand levels — found by fuzzing).
 */
export function jsonTooDeep(value: unknown, maxDepth: number = MAX_REPLAY_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth >= maxDepth) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v))
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
  }
  return false;
}

/** Checks the shape of untrusted replay JSON. Diagnostics name the JSON path of each problem. */
export function parseReplay(data: unknown): Result<Replay, Diagnostic[]> {
  if (jsonTooDeep(data)) {
    return {
      ok: false,
      error: [
        {
          code: 'replay/too-deep',
          severity: 'error',
          message: `The replay nests lists or maps deeper than ${MAX_REPLAY_JSON_DEPTH} levels; it is not a Rulebench replay.`,
        },
      ],
    };
  }
  const format = typeof data === 'object' && data !== null ? (data as { format?: unknown }).format : undefined;
  if (typeof format === 'string' && OLD_REPLAY_FORMATS.includes(format)) {
    return {
      ok: false,
      error: [
        {
          code: 'replay/old-format',
          severity: 'error',
          path: 'format',
          message: `format: this replay is in the old format ${format}, whose header (ruleset name, rule texts, seats) is not protected against edits; this Rulebench reads ${[REPLAY_FORMAT, ...OLDER_REPLAY_FORMATS].join(' and ')} only. Record the game again (same ruleset and seed).`,
        },
      ],
    };
  }
  const r = replaySchema.safeParse(data);
  if (!r.success) {
    return {
      ok: false,
      error: r.error.issues.map((i) => ({
        code: 'replay/invalid',
        severity: 'error' as const,
        path: i.path.join('.'),
        message: `${i.path.join('.') || '(top level)'}: ${i.message}`,
      })),
    };
  }
  return { ok: true, value: r.data as unknown as Replay };
}

/** Header fields that verification compares with what the game sets when they are present (named when removed). */
export const HEADER_CHECKED_BY_REPLAY: readonly string[] = ['ruleset.effective', 'secrets'];

/** Why verification failed: the first bad step (1-based: step k is the k-th action) and what went wrong. */
export interface ReplayDivergence {
  readonly code:
    | 'replay/diverged'
    | 'replay/illegal-action'
    | 'replay/ruleset-changed'
    | 'replay/header-changed'
    | 'replay/start-differs'
    | 'replay/outcome-differs'
    | 'replay/game-hash';
  readonly step: number;
  readonly message: string;
}

/**
 * What `verifyReplay` checked: the number of steps, the replayed outcome, the game hash (16 hex digits, the one to
 * compare with a trusted copy's) and, for an older format, a note saying what is not covered (`replayFormatNote`).
 */
export interface ReplayVerified {
  readonly steps: number;
  readonly outcome: Outcome | null;
  readonly gameHash: string;
  readonly note: string | null;
}

/**
 * Replays every action through `applyAction` from `startGame(seed)` and compares each snapshot hash; then the
 * outcome and, where recorded, the effective options and the sealed secrets (each must match what the game sets);
 * every other header field must match its `integrity` hash (`replay/header-changed`, naming the field), and a
 * format-3 replay its game hash (`replay/game-hash`, `gameHashProblem`). `game` must be compiled from the replay's
 * ruleset (or edited rules, to find where a replay diverges). Tamper-evident, not signed: the hashes are unkeyed.
 */
export function verifyReplay(replay: Replay, game: CompiledGame): Result<ReplayVerified, ReplayDivergence> {
  const bad = (code: ReplayDivergence['code'], step: number, message: string) => ({
    ok: false as const,
    error: { code, step, message },
  });
  if (game.hash !== replay.ruleset.hash)
    return bad(
      'replay/ruleset-changed',
      0,
      `The rules differ from the ones recorded (hash ${game.hash} ≠ ${replay.ruleset.hash}).`,
    );
  const changed = replay.ruleset.effective ? changedOption(replay.ruleset.effective, game.options) : null;
  if (changed !== null)
    return bad(
      'replay/ruleset-changed',
      0,
      `The recorded effective value of option "${changed}" differs from the rules in force.`,
    );
  const header = headerChange(replay, HEADER_CHECKED_BY_REPLAY);
  if (header !== null) return bad('replay/header-changed', 0, header.message);
  const start = startGameWithEvents(game, replay.seed);
  let snap = start.snapshot;
  if (hashSnapshot(snap) !== replay.startHash)
    return bad('replay/start-differs', 0, 'The starting position differs from the recorded one.');
  const secrets: ReplaySecret[] = [];
  collectSecrets(game, snap, start.events, 0, secrets);
  for (let i = 0; i < replay.steps.length; i++) {
    const s = replay.steps[i];
    const r = applyRecorded(game, snap, s);
    if (!r.ok) return bad('replay/illegal-action', i + 1, `Step ${i + 1}: seat ${s.seat} "${s.action}" ${r.error}`);
    snap = r.snapshot;
    if (hashSnapshot(snap) !== s.hash)
      return bad(
        'replay/diverged',
        i + 1,
        `Step ${i + 1}: seat ${s.seat} "${s.action}" leads to a different position than recorded.`,
      );
    collectSecrets(game, snap, r.events, i + 1, secrets);
  }
  if (JSON.stringify(snap.outcome) !== JSON.stringify(replay.outcome))
    return bad('replay/outcome-differs', replay.steps.length, 'The recorded outcome differs from the replayed one.');
  const secret = replay.secrets ? firstSecretDifference(replay.secrets, secrets) : null;
  if (secret !== null)
    return bad(
      'replay/diverged',
      secret.step,
      `The recorded secret ${secret.index + 1} (team ${secret.team}, after step ${secret.step}) differs from the one the game sets.`,
    );
  const gameHash = gameHashProblem(replay);
  if (gameHash !== null) return bad('replay/game-hash', 0, gameHash);
  return {
    ok: true,
    value: {
      steps: replay.steps.length,
      outcome: snap.outcome,
      gameHash: replayGameHash(replay),
      note: replayFormatNote(replay),
    },
  };
}

/**
 * Where a replay stops holding under other rules: the first recorded step (1-based) that the new rules refuse — an
 * accepted action now illegal, or a real-time input recorded as rejected now accepted or refused for another
 * reason (DIG-004) — with the seat, the recorded notation and why.
 */
export interface RecheckDivergence {
  readonly step: number;
  readonly seat: Seat;
  readonly action: string;
  readonly message: string;
}

/**
 * A replay's actions re-run under other rules (docs/architecture.md "Replays": replays are re-checked when the rules change).
 * `applied` recorded steps still hold (0…`steps`); `divergence` is the first that does not, or null. `firstDifference`
 * is the first step (0 = the start position) whose position differs from the recorded one (by snapshot hash), or
 * null when every position up to `applied` is the recorded one. `outcome` is the result under the new rules after
 * `applied` steps (null: the game is not over there); `recordedOutcome` the one in the file.
 */
export interface ReplayRecheck {
  readonly steps: number;
  readonly applied: number;
  readonly divergence: RecheckDivergence | null;
  readonly firstDifference: number | null;
  readonly outcome: Outcome | null;
  readonly recordedOutcome: Outcome | null;
}

/**
 * Re-runs the recorded actions of `replay` (seed, seats, times) under `game` — typically an edited or another
 * variant's ruleset — and reports the longest prefix that still holds, the first step that no longer does, the
 * first position that differs and the outcome (`ReplayRecheck`). The recorded hashes are compared, never required:
 * a replay whose rules merely changed is not an error here (`verifyReplay` is the strict check).
 * Errors: `replay/other-kind` when `game` is of another kind than the recorded ruleset, `replay/other-table` when it
 * seats another number of players or puts a recorded seat in another team or none (seat `team` as recorded by
 * `recordReplay`; the recorded seats could not sit at that table).
 */
export function recheckReplay(replay: Replay, game: CompiledGame): Result<ReplayRecheck> {
  const kind = replay.ruleset.resolved.kind;
  if (kind !== game.kind.id)
    return {
      ok: false,
      error: {
        code: 'replay/other-kind',
        message: `The replay is a ${kind} game; the rules are of kind ${game.kind.id}.`,
        details: { recorded: kind, rules: game.kind.id },
      },
    };
  const recordedTeams = replay.seats.map((o) => (o.team === undefined ? '?' : String(o.team)));
  const ruleTeams = Array.from({ length: game.layout.seatCount }, (_, seat) => {
    const t = game.layout.active.includes(seat) ? game.layout.teams.findIndex((members) => members.includes(seat)) : -1;
    return t < 0 ? '–' : String(t);
  });
  if (
    recordedTeams.length !== ruleTeams.length ||
    recordedTeams.some((t, seat) => t !== '?' && t !== ruleTeams[seat])
  ) {
    const table = (teams: readonly string[]) => `${teams.length} seats, teams ${teams.join(',')}`;
    return {
      ok: false,
      error: {
        code: 'replay/other-table',
        message: `The replay's table (${table(recordedTeams)}) differs from the rules' table (${table(ruleTeams)}).`,
        details: { recorded: recordedTeams, rules: ruleTeams },
      },
    };
  }
  let snap = startGame(game, replay.seed);
  let firstDifference: number | null = hashSnapshot(snap) === replay.startHash ? null : 0;
  let divergence: RecheckDivergence | null = null;
  let applied = 0;
  for (const s of replay.steps) {
    const r = applyRecorded(game, snap, s);
    if (!r.ok) {
      divergence = { step: applied + 1, seat: s.seat, action: s.action, message: r.error };
      break;
    }
    snap = r.snapshot;
    applied++;
    if (firstDifference === null && hashSnapshot(snap) !== s.hash) firstDifference = applied;
  }
  return {
    ok: true,
    value: {
      steps: replay.steps.length,
      applied,
      divergence,
      firstDifference,
      outcome: snap.outcome,
      recordedOutcome: replay.outcome,
    },
  };
}

/**
 * How a replay fares under other rules: `same` (every step holds, every position and the outcome are the recorded
 * ones), `changed` (every step is still legal, but a position or the outcome differs) or `diverges` (a step is refused).
 */
export function recheckStatus(r: ReplayRecheck): 'same' | 'changed' | 'diverges' {
  if (r.divergence) return 'diverges';
  return r.firstDifference === null && JSON.stringify(r.outcome) === JSON.stringify(r.recordedOutcome)
    ? 'same'
    : 'changed';
}

/** The first recorded secret that differs from the replayed ones (or a missing/extra one), or null. */
export function firstSecretDifference(
  recorded: readonly ReplaySecret[],
  replayed: readonly ReplaySecret[],
): { index: number; step: number; team: string } | null {
  for (let i = 0; i < Math.max(recorded.length, replayed.length); i++) {
    const a = recorded[i];
    const b = replayed[i];
    if (!a || !b || a.step !== b.step || a.team !== b.team || a.sealed !== b.sealed || a.entry !== b.entry) {
      const at = a ?? b!;
      return { index: i, step: at.step, team: at.team };
    }
  }
  return null;
}

/** The first option whose recorded effective value differs from `options` (either side missing counts), or null. */
export function changedOption(
  recorded: Readonly<Record<string, Json>>,
  options: Readonly<Record<string, Json>>,
): string | null {
  for (const key of new Set([...Object.keys(recorded), ...Object.keys(options)])) {
    if (JSON.stringify(recorded[key]) !== JSON.stringify(options[key])) return key;
  }
  return null;
}

/**
 * Applies one recorded step: an accepted step must be accepted again; a step recorded as `rejected` must be
 * refused again with the same code (its snapshot then only carries the timers that fired).
 */
function applyRecorded(
  game: CompiledGame,
  snap: Snapshot,
  s: ReplayStep,
): { ok: true; snapshot: Snapshot; events: readonly GameEvent[] } | { ok: false; error: string } {
  const r = applyInput(game, snap, toAction(s));
  const problem = recordedStepProblem(s, r.rejected);
  return problem === null ? { ok: true, snapshot: r.snapshot, events: r.events } : { ok: false, error: problem };
}

/**
 * Why a recorded step does not hold, given the engine's answer to it now (`rejected`: its refusal, null: accepted),
 * as a predicate after `seat S "action"`; null when it holds (accepted as recorded, or refused with the recorded
 * code, DIG-004). The generic `action/not-legal` refusal adds nothing to "is not legal here"; other refusals (the
 * game is over, not this seat's turn, a kind's reason code) give their reason.
 */
export function recordedStepProblem(s: ReplayStep, rejected: EngineError | null): string | null {
  if (s.rejected === undefined && rejected)
    return rejected.code === 'action/not-legal' ? 'is not legal here' : `is not legal here (${rejected.message})`;
  if (s.rejected !== undefined && !rejected) return `was recorded as rejected (${s.rejected}) but is accepted now`;
  if (s.rejected !== undefined && rejected && rejected.code !== s.rejected)
    return `was rejected with ${s.rejected} but now with ${rejected.code}`;
  return null;
}

/** The action a replay step records. */
export function toAction(step: ReplayStep): Action {
  return step.time === undefined
    ? { seat: step.seat, notation: step.action }
    : { seat: step.seat, notation: step.action, time: step.time };
}

/** A snapshot at one step of a replay, with the action that led to it and its events (none at step 0). */
export interface ReplayFrame {
  readonly step: number;
  readonly snapshot: Snapshot;
  readonly action: Action | null;
  readonly events: readonly GameEvent[];
}

/** Random access into a replay; checkpoints every `CHECKPOINT_EVERY` steps are cached as they are reached. */
export interface ReplaySession {
  readonly replay: Replay;
  readonly game: CompiledGame;
  /** Number of recorded actions; valid steps are 0..length. */
  readonly length: number;
  /** The frame after `step` actions. Steps past a bad action are refused with the first bad step named. */
  seek(step: number): Result<ReplayFrame>;
}

/** Steps between cached snapshots when seeking. */
export const CHECKPOINT_EVERY = 25;

/** Opens a replay for seeking with an already compiled game (see `openReplay` in the engine index). */
export function createReplaySession(replay: Replay, game: CompiledGame): ReplaySession {
  const checkpoints = new Map<number, Snapshot>([[0, startGame(game, replay.seed)]]);
  function seek(step: number): Result<ReplayFrame> {
    if (!Number.isInteger(step) || step < 0 || step > replay.steps.length) {
      return {
        ok: false,
        error: { code: 'replay/bad-step', message: `Step ${step} is outside 0..${replay.steps.length}.` },
      };
    }
    // Start one action early when possible so that the frame carries the action and events that led to it.
    let from = step === 0 ? 0 : Math.floor((step - 1) / CHECKPOINT_EVERY) * CHECKPOINT_EVERY;
    while (!checkpoints.has(from)) from -= CHECKPOINT_EVERY;
    let snap = checkpoints.get(from)!;
    let events: readonly GameEvent[] = [];
    let action: Action | null = null;
    for (let i = from; i < step; i++) {
      action = toAction(replay.steps[i]);
      const r = applyRecorded(game, snap, replay.steps[i]);
      if (!r.ok)
        return {
          ok: false,
          error: { code: 'replay/illegal-action', message: `Step ${i + 1}: ${r.error}`, details: { step: i + 1 } },
        };
      snap = r.snapshot;
      events = r.events;
      if ((i + 1) % CHECKPOINT_EVERY === 0) checkpoints.set(i + 1, snap);
    }
    return { ok: true, value: { step, snapshot: snap, action, events } };
  }
  return { replay, game, length: replay.steps.length, seek };
}
