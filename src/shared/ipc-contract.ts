// The host API contract: one typed table of calls shared by the Electron IPC (src/main + src/preload) and the
// browser-mode HTTP host (src/host/server.ts). Types only, plus the channel allow-lists.
import type { Diagnostic, Json, Outcome } from '../engine/core/types';

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
}

/** A replay file as the Library lists it. */
export interface ReplaySummary {
  /** File name inside the replay folder, e.g. `dog-standard-seed-1.replay.json`. */
  readonly file: string;
  readonly rulesetId: string;
  readonly seed: string;
  /** Number of recorded actions. */
  readonly steps: number;
  readonly outcome: Outcome | null;
}

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

/** Request to play one game with random bots and save it as a replay. */
export interface SimulateRequest {
  /** Ruleset id, e.g. `dog/standard`. */
  readonly rulesetId: string;
  /** Seed string; the host picks one when absent. */
  readonly seed?: string;
}

/** Every call the renderer may make: channel → argument tuple and result. Expected failures are results. */
export interface Invokes {
  'rulesets:list': { args: []; result: RulesetSummary[] };
  /** A ruleset's text; `autosave` holds unsaved edits left by an editor (newer than the file), else null. */
  'rulesets:read': { args: [id: string]; result: { ok: true; file: string; text: string; autosave: string | null } | { ok: false; message: string } };
  /** Every ruleset file of one kind as text (the renderer resolves `extends` and compiles while editing). */
  'rulesets:sources': { args: [kind: string]; result: RulesetText[] };
  /** Writes a ruleset file atomically (`file` relative to the workspace, under `rulesets/`) and drops its autosave. */
  'rulesets:save': { args: [req: FileText]; result: { ok: true; file: string } | { ok: false; message: string } };
  /** Keeps unsaved editor text next to the file (`.<name>.autosave`); `text: null` removes it. */
  'rulesets:autosave': { args: [req: { file: string; text: string | null }]; result: { ok: true } | { ok: false; message: string } };
  'replays:list': { args: []; result: ReplaySummary[] };
  'replays:read': { args: [file: string]; result: { ok: true; replay: ReplayDocument } | { ok: false; message: string } };
  /** Writes a replay (shape-checked) atomically into the replay folder: annotations, branches, played games. */
  'replays:save': { args: [req: { file: string; replay: ReplayDocument }]; result: { ok: true; file: string } | { ok: false; message: string } };
  'games:simulate': { args: [req: SimulateRequest]; result: { ok: true; file: string } | { ok: false; message: string } };
}

/** Messages the host pushes to the renderer. */
export interface Pushes {
  'replays:changed': { files: string[] };
  /** Ruleset files changed on disk (by this app or another editor); paths relative to the workspace. */
  'rulesets:changed': { files: string[] };
}

/** The allow-list of invoke channels: preload and servers refuse every other name. */
export const INVOKE_CHANNELS = ['rulesets:list', 'rulesets:read', 'rulesets:sources', 'rulesets:save', 'rulesets:autosave', 'replays:list', 'replays:read', 'replays:save', 'games:simulate'] as const satisfies readonly (keyof Invokes)[];
/** The allow-list of push channels. */
export const PUSH_CHANNELS = ['replays:changed', 'rulesets:changed'] as const satisfies readonly (keyof Pushes)[];

/** The API the renderer sees, in Electron (`window.rulebench` via contextBridge) and in browser mode (HTTP). */
export interface RulebenchApi {
  invoke<C extends keyof Invokes>(channel: C, ...args: Invokes[C]['args']): Promise<Invokes[C]['result']>;
  on<C extends keyof Pushes>(channel: C, listener: (payload: Pushes[C]) => void): () => void;
}

/** The service both shells implement the API with (src/host/service.ts). */
export type HostService = { [C in keyof Invokes]: (...args: Invokes[C]['args']) => Promise<Invokes[C]['result']> };
