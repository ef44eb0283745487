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
  'rulesets:read': { args: [id: string]; result: { ok: true; file: string; text: string } | { ok: false; message: string } };
  'replays:list': { args: []; result: ReplaySummary[] };
  'replays:read': { args: [file: string]; result: { ok: true; replay: ReplayDocument } | { ok: false; message: string } };
  'games:simulate': { args: [req: SimulateRequest]; result: { ok: true; file: string } | { ok: false; message: string } };
}

/** Messages the host pushes to the renderer. */
export interface Pushes {
  'replays:changed': { files: string[] };
}

/** The allow-list of invoke channels: preload and servers refuse every other name. */
export const INVOKE_CHANNELS = ['rulesets:list', 'rulesets:read', 'replays:list', 'replays:read', 'games:simulate'] as const satisfies readonly (keyof Invokes)[];
/** The allow-list of push channels. */
export const PUSH_CHANNELS = ['replays:changed'] as const satisfies readonly (keyof Pushes)[];

/** The API the renderer sees, in Electron (`window.rulebench` via contextBridge) and in browser mode (HTTP). */
export interface RulebenchApi {
  invoke<C extends keyof Invokes>(channel: C, ...args: Invokes[C]['args']): Promise<Invokes[C]['result']>;
  on<C extends keyof Pushes>(channel: C, listener: (payload: Pushes[C]) => void): () => void;
}

/** The service both shells implement the API with (src/host/service.ts). */
export type HostService = { [C in keyof Invokes]: (...args: Invokes[C]['args']) => Promise<Invokes[C]['result']> };
