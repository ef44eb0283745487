// The host API contract: one typed table of calls shared by the Electron IPC (src/main + src/preload) and the
// browser-mode HTTP host (src/host/server.ts). Types only, plus the channel allow-lists.
import type {
  BatchMetrics,
  ComparisonRow,
  Correction,
  Diagnostic,
  FeedbackSummary,
  Json,
  Ladder,
  Outcome,
  OptionScalar,
  PlayerCount,
  RulesetDifference,
  ScreenEntry,
  ScreenSkip,
  SweepAxis,
  SweepRow,
  SweepComparison,
} from '../engine';
import type { OccupantChoice, SeatInfo } from './session-protocol';

/** A ruleset as the Library lists it. `extends` is the id of the ruleset it builds on, if any. */
export interface RulesetSummary {
  readonly id: string;
  readonly name: string;
  readonly kind: string;
  readonly version: string;
  /** Path relative to the workspace root, e.g. `rulesets/dog/standard.yaml`. */
  readonly file: string;
  readonly extends: string | null;
  /** Problems found when loading; a ruleset with errors cannot start a game. */
  readonly diagnostics: readonly Diagnostic[];
  /** The name per language code (`names:` of the file); the Library falls back to `name`. */
  readonly names?: Readonly<Record<string, string>>;
  /** The one-line description per language code (`rulesetDescription`: the file's, else its parent's). */
  readonly descriptions?: Readonly<Record<string, string>>;
  /** Who plays, from the compiled table layout (`playerCount`); absent when the ruleset does not compile. */
  readonly players?: PlayerCount;
}

/** A replay file as the Library lists it. */
export interface ReplaySummary {
  /** File name inside the replay folder, e.g. `dog-standard-seed-1.replay.json`. */
  readonly file: string;
  /**
   * What the listing checked (the header: the recorded rules' hash, every header field's integrity hash, the game
   * hash, and the rules against the bundled ruleset of the same id; the moves are re-played when the replay is
   * opened): `ok` the header holds and the rules are the bundled ruleset it names (or it names none); `differs` the
   * header holds but the rules are not the bundled ruleset it names; `older-format` the header holds field by field
   * but the file has no game hash; `changed` the header was edited after recording, so none of its fields is shown.
   * The hashes are unkeyed: a replay is tamper-evident, not signed.
   */
  readonly check: 'ok' | 'differs' | 'older-format' | 'changed';
  /** The check in words (English, technical): "the bundled dog/standard", "differs from the bundled dog/maerki: …". */
  readonly checkText: string;
  /** The check as data, which the Library words in the UI language (`describeReplayCheck`). */
  readonly checkDetail: ReplayCheckDetail;
  /** The header fields, only when the header holds (`check` is not `changed`); else null. */
  readonly rulesetId: string | null;
  readonly seed: string | null;
  /** Number of recorded actions (null when the header does not hold). */
  readonly steps: number | null;
  readonly outcome: Outcome | null;
}

/**
 * Why the header of a replay does not hold (`ReplaySummary.check` `changed`), as data: its rules do not compile
 * (`diagnostic`: the engine's first diagnostic code, e.g. `ruleset/unknown-option`); they are not the rules its
 * recorded hash stands for (`rules-hash`); a recorded effective option value differs from the rules (`option`); a
 * header field (`field`: a path such as `ruleset.id`, `seats.1`, `ruleset.resolved.texts.DOG-020`) was added,
 * removed or changed after recording (`seats`: the file's seat count, for a seat field); the integrity record or the
 * game hash was removed; the game hash does not hold (the steps, the outcome or a field a person reads changed).
 * Field paths and names come from the file: cut to 120 characters.
 */
export type ReplayHeaderProblem =
  | { readonly problem: 'rules-do-not-compile'; readonly diagnostic: string }
  | { readonly problem: 'rules-hash' }
  | { readonly problem: 'option'; readonly option: string }
  | {
      readonly problem: 'field';
      readonly field: string;
      readonly change: 'added' | 'removed' | 'changed';
      readonly seats?: number;
    }
  | { readonly problem: 'no-integrity' }
  | { readonly problem: 'no-game-hash' }
  | { readonly problem: 'game-hash' };

/**
 * How a replay's rules compare with the bundled ruleset its id names, as data: `bundled` they are the bundled ruleset
 * `id` (with the option `overrides` a playtest set, at most 20, values cut as in `RulesetDifference`); `not-bundled`
 * `id` names no bundled ruleset (nothing to compare with); `differs` they are not the bundled ruleset `id` (the first
 * 8 `differences`, `more` not listed). Ids and names are cut to 80 characters.
 */
export type ReplayRulesCheck =
  | {
      readonly status: 'bundled';
      readonly id: string;
      readonly overrides: readonly { readonly option: string; readonly value: OptionScalar }[];
    }
  | { readonly status: 'not-bundled'; readonly id: string }
  | {
      readonly status: 'differs';
      readonly id: string;
      readonly differences: readonly RulesetDifference[];
      readonly more: number;
    };

/**
 * What the replay list checked, as data (the Library words it in German or English): the rules' comparison
 * (`ReplayRulesCheck`) when the header holds, else `changed` with the `problem`, and none of the header's fields is
 * shown. `olderFormat`: the file's format number when it is an older format without a game hash, else null.
 */
export type ReplayCheckDetail = { readonly olderFormat: number | null } & (
  | ReplayRulesCheck
  | { readonly status: 'changed'; readonly problem: ReplayHeaderProblem }
);

/** A replay file's content (see `src/engine/core/replay.ts` `Replay`), passed through as JSON. */
export type ReplayDocument = Json;

/** A ruleset file and its text. `file` is relative to the workspace, e.g. `rulesets/dog/standard.yaml`. */
export interface RulesetText {
  readonly file: string;
  readonly text: string;
}

/** A file path (relative to the workspace) and the text to write to it. */
export interface FileText {
  readonly file: string;
  readonly text: string;
}

/**
 * The version of a ruleset file as the host read it: `hash` the first 16 hex digits of the SHA-256 of its text,
 * `mtimeMs` its modification time (ms since 1970). A save names the `hash` its edit started from.
 */
export interface FileVersion {
  readonly hash: string;
  readonly mtimeMs: number;
}

/**
 * Unsaved edits kept beside a ruleset file, offered whenever they differ from the file — newer or older than it
 * (a `git pull` after a crash makes the file newer): both times as ISO dates, and whether the autosave is newer.
 */
export interface AutosaveInfo {
  readonly savedAt: string;
  readonly fileChangedAt: string;
  readonly newer: boolean;
}

/**
 * Which editor an autosave belongs to: an editor instance id (`EDITOR_ID`: 8–32 lowercase letters and digits), made
 * by each editor (a browser tab, an app window) once and kept across its reloads. Every instance has its own
 * autosave of a file, so two editors of one file never replace or delete each other's unsaved text.
 */
export const EDITOR_ID = /^[a-z0-9]{8,32}$/;

/**
 * One editor's unsaved edits of a file, as `rulesets:read` offers them: the editor instance (`EDITOR_ID`; null for
 * an autosave written without one), its text, and its times (`AutosaveInfo`).
 */
export interface AutosaveCopy {
  readonly editor: string | null;
  readonly text: string;
  readonly info: AutosaveInfo;
}

/**
 * Saving a ruleset: the file, the new text, and `base` — the version hash (`FileVersion.hash`) the edit started
 * from, or null for a file that did not exist. When the file on disk is no longer at `base` (changed elsewhere),
 * nothing is written and the result is a conflict; without `base` the file is written unchecked.
 */
export interface RulesetSaveRequest extends FileText {
  readonly base?: string | null;
  /** The saving editor instance (`EDITOR_ID`): a successful save drops its autosave only, never another editor's. */
  readonly editor?: string;
}

/** The file on disk at a save conflict: its text, version and modification time (ISO), to show the difference. */
export interface SaveConflict {
  readonly text: string;
  readonly version: FileVersion;
  readonly changedAt: string;
}

/** Request to play one game with random bots and save it as a replay. */
export interface SimulateRequest {
  /** Ruleset id, e.g. `dog/standard`. */
  readonly rulesetId: string;
  /** Seed string; the host picks one when absent. */
  readonly seed?: string;
}

/**
 * One side of a playtest: a ruleset id and option overrides on top of it. An override named `bot.NAME`
 * (`bot.attentionPartner`) sets a parameter of every seat's default real-time bot instead of a ruleset option
 * (kinds with such bots, Gämsh; DIG-053); the host refuses it, naming it, for other kinds.
 */
export interface PlaytestArm {
  readonly rulesetId: string;
  readonly overrides: Readonly<Record<string, Json>>;
}

/**
 * A playtest run: `batch` plays arm `a`; `compare` plays `a` and `b` on the same seeds; `sweep` plays
 * `a` once per combination of `axes` (one or two options; an axis `bot.NAME` varies a bot parameter, DIG-053, as
 * `rulebench sweep --vary bot.NAME=…` does). `bots` holds one bot per seat (`random`, `heuristic`, `ismcts`,
 * `ismcts:200`; the last repeats; real-time kinds play with their default agents instead). Game `i` uses seed
 * `<seed>-<i+1>`.
 */
export interface PlaytestRequest {
  /**
   * `ladder`: `bots` are the ladder's bots (not one per seat); every pairing plays `games` seeds per seat configuration.
   * `screen`: every option of `a` (or those in `screen.options`) at its alternative values, each played `games`
   * seeds against `a` at every level of `screen.levels` (all seats that bot), as `rulebench screen` does; `bots` is
   * not used.
   */
  readonly mode: 'batch' | 'compare' | 'sweep' | 'ladder' | 'screen';
  readonly a: PlaytestArm;
  readonly b?: PlaytestArm;
  readonly axes?: readonly SweepAxis[];
  /** Mode `screen`: the options to screen (absent: every option of the ruleset) and the bot levels (`normal`, `strong`). */
  readonly screen?: { readonly options?: readonly string[]; readonly levels: readonly string[] };
  readonly bots: readonly string[];
  readonly games: number;
  readonly seed: string;
  /** Worker threads; default one per core. */
  readonly workers?: number;
  /**
   * A queue URL (`redis://HOST:PORT[/DB]`): the games are played as shard jobs by `rulebench worker`
   * processes on any machine instead of this host's threads (`workers` then does not apply); same report.
   */
  readonly queue?: string;
}

/** One game of a finished run, enough to list it and re-create it as a replay. */
export interface PlaytestGame {
  readonly index: number;
  readonly seed: string;
  readonly team: number | null;
  readonly winners: readonly number[];
  readonly actions: number;
  readonly rounds: number;
  readonly stalled: boolean;
  readonly aborted: string | null;
}

/** The result of a run: per arm (batch: 1, compare: 2, sweep: one per point) metrics and games, plus CSV. */
export interface PlaytestReport {
  readonly request: PlaytestRequest;
  /** Bot per seat as text. */
  readonly bots: readonly string[];
  readonly labels: readonly string[];
  readonly arms: readonly PlaytestArm[];
  readonly metrics: readonly BatchMetrics[];
  /** Rows B − A (compare only). */
  readonly comparison: readonly ComparisonRow[] | null;
  /**
   * Compare only: how the rows were tested (correction across `tested` rows: `testedPrimary` primary rows and,
   * corrected apart, `testedExploratory` exploratory rows; absent in reports saved before the two families),
   * bootstrap resamples, and the plain-language verdict with its power note in both languages (`comparisonVerdict`).
   */
  readonly comparisonInfo?: {
    readonly correction: Correction;
    readonly tested: number;
    readonly testedPrimary?: number;
    readonly testedExploratory?: number;
    readonly resamples: number;
    readonly verdict: {
      readonly en: { readonly verdict: string; readonly power: string };
      readonly de: { readonly verdict: string; readonly power: string };
    };
  } | null;
  /**
   * Sweep only: the axes, one row per grid point, and each point against the reference (`compareSweep`: the
   * ruleset's own value where the range holds it, else the first; primary rows with p after Holm, verdicts in both
   * languages, identical games; absent in reports saved before it).
   */
  readonly sweep: {
    readonly axes: readonly SweepAxis[];
    readonly rows: readonly SweepRow[];
    readonly comparison?: SweepComparison;
  } | null;
  readonly games: readonly (readonly PlaytestGame[])[];
  /** Sweep table (sweep) or per-game records (batch, compare) as CSV. */
  readonly csv: string;
  /** Mode `ladder`: the fitted ladder (ratings best first, pairings); absent otherwise. */
  readonly ladder?: Ladder | null;
  /**
   * Mode `screen`: the options ranked by their largest primary effect (engine `rankScreen`: win rates and unfinished
   * games in percentage points, length in % of the base, 95 % intervals), the options not screened with the reason,
   * the bot levels and the number of screened values; absent otherwise.
   */
  readonly screen?: {
    readonly levels: readonly string[];
    readonly values: number;
    readonly ranking: readonly ScreenEntry[];
    readonly skipped: readonly ScreenSkip[];
  } | null;
}

/** Progress of a run (times in ms; `etaMs` null until the first game ends); `report` once `done`. */
export interface PlaytestStatus {
  readonly jobId: string;
  readonly state: 'running' | 'done' | 'failed' | 'cancelled';
  readonly done: number;
  readonly total: number;
  readonly elapsedMs: number;
  readonly etaMs: number | null;
  readonly message: string | null;
  readonly report: PlaytestReport | null;
  /** A run on a queue: the workers seen so far and the queue's event lines (a lost worker, a retry), oldest first, at most 20. */
  readonly queue?: { readonly workers: number; readonly events: readonly string[] };
}

/**
 * One table of a playtest session folder as the Playtest view lists it (`sessions:list`): its id, the ruleset of its
 * latest finished game (id, display name, kind, seat count), how many games were finished and how many feedback
 * answers they have, and the rules hashes those games were played under (`CompiledGame.hash`, oldest first).
 */
export interface SessionTableSummary {
  readonly id: string;
  readonly rulesetId: string | null;
  readonly rulesetName: string | null;
  readonly kind: string | null;
  readonly seats: number | null;
  readonly games: number;
  readonly feedback: number;
  readonly hashes: readonly string[];
}

/**
 * A playtest session folder: `name` is its folder name in the app's sessions folder (null for a folder opened by
 * path), `path` its absolute path, its tables, and one line per file that could not be read (file and reason).
 */
export interface SessionSummary {
  readonly name: string | null;
  readonly path: string;
  readonly tables: readonly SessionTableSummary[];
  readonly problems: readonly string[];
}

/** The app's sessions folder (`dir`; null when the host has none) and the session folders in it, newest first. */
export interface SessionListing {
  readonly dir: string | null;
  readonly sessions: readonly SessionSummary[];
}

/**
 * Which people games to analyse: a session of the app's sessions folder by `name`, or any session folder by absolute
 * `path` (read as untrusted files); `table` one table's id, or null for every table that plays the same ruleset
 * and seat count as the table with the most games.
 */
export interface PeopleRequest {
  readonly name?: string;
  readonly path?: string;
  readonly table: string | null;
}

/** One finished game of a session as the Playtest view lists it. Seats count from 0, as in the replay. */
export interface PeopleGame {
  readonly table: string;
  /** Game number in its table (1-based). */
  readonly game: number;
  /** Replay file, relative to the session folder. */
  readonly file: string;
  readonly seed: string;
  /** The rules hash the replay is stamped with. */
  readonly rulesHash: string;
  readonly winners: readonly number[];
  readonly team: number | null;
  readonly actions: number;
  readonly rounds: number;
  /** Seats played by people (occupant `human`), and every seat's name (null when none). */
  readonly persons: readonly number[];
  readonly names: readonly (string | null)[];
  /** Feedback answers stored for this game. */
  readonly feedback: number;
}

/**
 * The people's games of a session (or one table) measured by the lab: `metrics` is `computeMetrics` over the games'
 * records (`gameRecordOfReplay`), computed with the rules of the latest game (`rulesHash`); `hashes` lists every rules
 * hash the games were played under with their game numbers (`table:game`), so that games under other rules are
 * shown, not hidden. `feedback` summarises the answers (`summarizeFeedback`), `ruleTexts` gives the texts (German and
 * English) of the rules named unclear, and `problems` names every file left out and why.
 */
export interface PeopleReport {
  readonly source: string;
  readonly tables: readonly string[];
  readonly rulesetId: string;
  readonly rulesetName: string;
  readonly kind: string;
  readonly seats: number;
  /** The overrides of the latest game's rules (`ruleset.overrides` of its replay). */
  readonly overrides: Readonly<Record<string, Json>>;
  readonly rulesHash: string;
  readonly hashes: readonly { readonly hash: string; readonly games: readonly string[] }[];
  readonly games: readonly PeopleGame[];
  readonly metrics: BatchMetrics;
  readonly feedback: FeedbackSummary;
  readonly ruleTexts: Readonly<Record<string, { readonly de: string; readonly en: string }>>;
  readonly problems: readonly string[];
}

/** A seat of a live session as the host's lobby shows it: the seat as every client sees it plus its invite link. */
export interface LobbySeat extends SeatInfo {
  /** A person seat whose link has been opened (it may be away now); false for bots and seats nobody joined yet. */
  readonly joined: boolean;
  /** The seat's invite link (a person joins with it; for a bot seat it is handed out once the seat goes back to a person). */
  readonly url: string;
}

/**
 * A live session table as the designer's lobby screen shows it (`sessions:lobby`, polled): phase, seats with
 * occupant, name, connection, round-trip time (ms) and invite link, the spectator link, who is to act and which
 * absent people are being waited for. `address` is what the links name (127.0.0.1 unless the session is reachable
 * on the network: `lan`).
 */
export interface LobbyState {
  readonly table: string;
  /** The session folder's name in the app's sessions folder. */
  readonly session: string;
  readonly address: string;
  readonly lan: boolean;
  /** `http://ADDR:PORT` of the session listener. */
  readonly origin: string;
  readonly phase: 'lobby' | 'playing' | 'over';
  readonly game: number;
  readonly ruleset: {
    readonly id: string;
    readonly name: string;
    readonly names: Readonly<Record<string, string>>;
    readonly kind: string;
  };
  readonly seats: readonly LobbySeat[];
  readonly spectator: string;
  readonly toAct: readonly number[];
  readonly waitingFor: readonly number[];
  /** Actions applied in the current game. */
  readonly step: number;
  /** Winning seats once the game is over, else null. */
  readonly winners: readonly number[] | null;
  /** Time (ms) after which an absent person's seat goes to a bot; null: never. */
  readonly awayTimeoutMs: number | null;
}

/**
 * A new live session: a ruleset (its id names the variant and so the seat count), one occupant per seat (a person
 * or a bot level), optional names per seat, the address the listener binds (null: loopback only; else one of the
 * machine's LAN addresses from `sessions:addresses`), its TCP port (0 or absent: a free one), the away timeout (ms)
 * and the session seed.
 */
export interface SessionCreateRequest {
  readonly rulesetId: string;
  readonly seats: readonly OccupantChoice[];
  readonly names?: readonly (string | null)[];
  readonly address?: string | null;
  readonly port?: number;
  readonly awayTimeoutMs?: number | null;
  readonly seed?: string;
}

/** A host control from the lobby screen: the session protocol's host controls without `cseq`. */
export type LobbyControl =
  | { readonly type: 'seat'; readonly seat: number; readonly occupant: OccupantChoice }
  | { readonly type: 'away-timeout'; readonly ms: number | null }
  | { readonly type: 'start' }
  | { readonly type: 'renew-link'; readonly seat: number };

/** What to render as a rule sheet: a ruleset, or (with `diffWith`) a house-rules card of it against a base. */
export interface RuleSheetRequest {
  /** Ruleset id, e.g. `dog/standard`; with `diffWith` the variant of the house-rules card. */
  readonly rulesetId: string;
  readonly lang: 'de' | 'en';
  /** Id of the base ruleset: the sheet becomes a house-rules card of the options that differ. */
  readonly diffWith?: string;
  /** Which document: the booklet to learn from (default) or the numbered reference; not for cards. */
  readonly document?: 'booklet' | 'reference';
  /** Page size: A4 (default) or A5 pages for a folded booklet. */
  readonly page?: 'a4' | 'a5-booklet';
}

/** The kind of file `files:import` opens. */
export type ImportType = 'ruleset' | 'replay';

/** The result of a desktop dialog call: `cancelled` when the person closed the dialog. */
export type DialogResult =
  | { ok: true; file: string }
  | { ok: false; cancelled: true }
  | { ok: false; cancelled?: false; message: string };

/** Every call both shells answer (the host service): channel → argument tuple and result. Expected failures are results. */
export interface HostInvokes {
  'rulesets:list': { args: []; result: RulesetSummary[] };
  /**
   * A ruleset's text and version; `autosaves` holds every editor instance's unsaved edits that differ from the file
   * (newest first; newer or older than the file, with both times); `autosave`/`autosaveInfo` are the newest of
   * them, else null.
   */
  'rulesets:read': {
    args: [id: string];
    result:
      | {
          ok: true;
          file: string;
          text: string;
          version: FileVersion;
          autosave: string | null;
          autosaveInfo: AutosaveInfo | null;
          autosaves: AutosaveCopy[];
        }
      | { ok: false; message: string };
  };
  /** Every ruleset file of one kind as text (the renderer resolves `extends` and compiles while editing). */
  'rulesets:sources': { args: [kind: string]; result: RulesetText[] };
  /**
   * Writes a ruleset file atomically (`file` relative to the workspace, under `rulesets/`) and drops the saving
   * editor's autosave (`editor`; other editors' autosaves stay) — unless the file changed since `base`: then nothing
   * is written and `conflict` holds the file as it is now.
   */
  'rulesets:save': {
    args: [req: RulesetSaveRequest];
    result: { ok: true; file: string; version: FileVersion } | { ok: false; message: string; conflict?: SaveConflict };
  };
  /**
   * Keeps one editor instance's unsaved text next to the file (`.<name>.<editor>.autosave`; without `editor`,
   * `.<name>.autosave`); `text: null` removes that editor's autosave only.
   */
  'rulesets:autosave': {
    args: [req: { file: string; text: string | null; editor?: string }];
    result: { ok: true } | { ok: false; message: string };
  };
  'replays:list': { args: []; result: ReplaySummary[] };
  'replays:read': {
    args: [file: string];
    result: { ok: true; replay: ReplayDocument } | { ok: false; message: string };
  };
  /** Writes a replay (shape-checked) atomically into the replay folder: annotations, branches, played games. */
  'replays:save': {
    args: [req: { file: string; replay: ReplayDocument }];
    result: { ok: true; file: string } | { ok: false; message: string };
  };
  'games:simulate': {
    args: [req: SimulateRequest];
    result: { ok: true; file: string } | { ok: false; message: string };
  };
  /** Starts a playtest run in the host's worker pool. */
  'playtests:start': {
    args: [req: PlaytestRequest];
    result: { ok: true; jobId: string } | { ok: false; message: string };
  };
  /** Progress and, once done, the report of a run; null for an unknown job. */
  'playtests:status': { args: [jobId: string]; result: PlaytestStatus | null };
  /** Cancels a running run; false if it is not running. */
  'playtests:cancel': { args: [jobId: string]; result: { ok: boolean } };
  /** Re-creates game `index` (seed `<seed>-<index+1>`) of a run with its rules and bots, saves it as a replay file. */
  'playtests:replay': {
    args: [req: { rulesetId: string; overrides: Record<string, Json>; bots: string[]; seed: string; index: number }];
    result: { ok: true; file: string } | { ok: false; message: string };
  };
  /** The playtest session folders in the app's sessions folder, with their tables. */
  'sessions:list': { args: []; result: SessionListing };
  /** The people's games of a session (or one of its tables) measured by the lab, with the feedback summary. */
  'sessions:people': {
    args: [req: PeopleRequest];
    result: { ok: true; report: PeopleReport; session: SessionSummary } | { ok: false; message: string };
  };
  /** This machine's non-internal IPv4 addresses, for "reachable on the network". */
  'sessions:addresses': { args: []; result: { addresses: string[] } };
  /** Starts a live session (its folder, table and session listener) and returns its lobby. */
  'sessions:create': {
    args: [req: SessionCreateRequest];
    result: { ok: true; lobby: LobbyState } | { ok: false; message: string };
  };
  /** The lobby of a live session table (the screen polls it). */
  'sessions:lobby': {
    args: [table: string];
    result: { ok: true; lobby: LobbyState } | { ok: false; message: string };
  };
  /** A host control (seat to a person or bot, away timeout, start, renew a link); the lobby after it. */
  'sessions:control': {
    args: [req: { table: string; control: LobbyControl }];
    result: { ok: true; lobby: LobbyState } | { ok: false; message: string };
  };
  /** Stops a live session: its listener closes, its folder stays (the Playtest view reads its games). */
  'sessions:stop': { args: [table: string]; result: { ok: boolean } };
  /** The live sessions of this host. */
  'sessions:running': { args: []; result: LobbyState[] };
  /** A rule sheet (or house-rules card) as self-contained HTML (inline CSS and SVG, no scripts) for the preview. */
  'rulesheets:render': {
    args: [req: RuleSheetRequest];
    result: { ok: true; html: string; title: string } | { ok: false; message: string };
  };
  /**
   * The same document as PDF, printed by the host with the CLI's Chromium (browser mode has no printToPDF):
   * base64 bytes, page count and a suggested file name.
   */
  'rulesheets:printPdf': {
    args: [req: RuleSheetRequest];
    result: { ok: true; pdf: string; pages: number; fileName: string } | { ok: false; message: string };
  };
}

/**
 * Calls only the Electron shell answers (native dialogs, printing): src/main/desktop.ts. The browser-mode
 * server refuses them; the renderer offers them only when `window.rulebench` is present.
 */
export interface DesktopInvokes {
  /** Prints the rule sheet to PDF (hidden sandboxed window, `printToPDF`), asks where to save it, writes it atomically. */
  'rulesheets:pdf': { args: [req: RuleSheetRequest]; result: DialogResult };
  /** Open dialog for a ruleset or replay file; validates it and copies it into the workspace; `file` is the new name. */
  'files:import': { args: [req: { type: ImportType }]; result: DialogResult };
  /** Save dialog for a replay of the replay folder (`file` is its name there); writes the copy atomically. */
  'files:exportReplay': { args: [file: string]; result: DialogResult };
  /**
   * Folder dialog for a playtest session folder (or one table's folder); `file` is the chosen folder's absolute path,
   * which the renderer then hands to `sessions:people` (read there as untrusted files). Reads nothing itself.
   */
  'sessions:chooseFolder': { args: []; result: DialogResult };
}

/** Every call the renderer may make (host and desktop calls). */
export interface Invokes extends HostInvokes, DesktopInvokes {}

/** Messages the host pushes to the renderer. */
export interface Pushes {
  'replays:changed': { files: string[] };
  /** Ruleset files changed on disk (by this app or another editor); paths relative to the workspace. */
  'rulesets:changed': { files: string[] };
  /** Progress of a playtest run (at most about five a second), and its final status. */
  'playtests:progress': PlaytestStatus;
}

/** The allow-list of host invoke channels (both shells): the browser-mode server refuses every other name. */
export const INVOKE_CHANNELS = [
  'rulesets:list',
  'rulesets:read',
  'rulesets:sources',
  'rulesets:save',
  'rulesets:autosave',
  'replays:list',
  'replays:read',
  'replays:save',
  'games:simulate',
  'playtests:start',
  'playtests:status',
  'playtests:cancel',
  'playtests:replay',
  'sessions:list',
  'sessions:people',
  'sessions:addresses',
  'sessions:create',
  'sessions:lobby',
  'sessions:control',
  'sessions:stop',
  'sessions:running',
  'rulesheets:render',
  'rulesheets:printPdf',
] as const satisfies readonly (keyof HostInvokes)[];
/** The allow-list of Electron-only invoke channels (dialogs, printing). */
export const DESKTOP_INVOKE_CHANNELS = [
  'rulesheets:pdf',
  'files:import',
  'files:exportReplay',
  'sessions:chooseFolder',
] as const satisfies readonly (keyof DesktopInvokes)[];
/** Every channel the preload lets through: host and desktop channels. */
export const ALL_INVOKE_CHANNELS = [
  ...INVOKE_CHANNELS,
  ...DESKTOP_INVOKE_CHANNELS,
] as const satisfies readonly (keyof Invokes)[];
/** The allow-list of push channels. */
export const PUSH_CHANNELS = [
  'replays:changed',
  'rulesets:changed',
  'playtests:progress',
] as const satisfies readonly (keyof Pushes)[];

/** The API the renderer sees, in Electron (`window.rulebench` via contextBridge) and in browser mode (HTTP). */
export interface RulebenchApi {
  invoke<C extends keyof Invokes>(channel: C, ...args: Invokes[C]['args']): Promise<Invokes[C]['result']>;
  on<C extends keyof Pushes>(channel: C, listener: (payload: Pushes[C]) => void): () => void;
}

/** The service both shells implement the API with (src/host/service.ts). */
export type HostService = {
  [C in keyof HostInvokes]: (...args: HostInvokes[C]['args']) => Promise<HostInvokes[C]['result']>;
};
/** The Electron-only calls main implements (src/main/desktop.ts). */
export type DesktopService = {
  [C in keyof DesktopInvokes]: (...args: DesktopInvokes[C]['args']) => Promise<DesktopInvokes[C]['result']>;
};
