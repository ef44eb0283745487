// Loads what a table needs from the host: a ruleset (its text compiled with the engine, `extends` resolved from
// the other files of its kind) or a replay to branch from. No Vue, no Pinia.
import { openReplay, parseRulesetText, verifyReplay, type CompiledGame, type Replay } from '../../../engine';
import type { AutosaveCopy, AutosaveInfo, FileVersion } from '../../../shared/ipc-contract';
import { getHostApi } from './host-api';
import { checkRulesetText, sourceLookup, type CheckedRuleset } from './ruleset-text';

/**
 * A ruleset read from the host: its file, text and version, unsaved autosave (newer or older than the file, with
 * both times), the other files of its kind, and the check.
 */
export interface LoadedRuleset {
  readonly file: string;
  readonly text: string;
  readonly version: FileVersion;
  readonly autosave: string | null;
  readonly autosaveInfo: AutosaveInfo | null;
  /** Every editor instance's autosave that differs from the file, newest first. */
  readonly autosaves: readonly AutosaveCopy[];
  readonly sources: { file: string; text: string }[];
  readonly checked: CheckedRuleset;
}

/** Reads and compiles the ruleset `id`. */
export async function loadRuleset(
  id: string,
): Promise<{ ok: true; value: LoadedRuleset } | { ok: false; message: string }> {
  const api = getHostApi();
  const read = await api.invoke('rulesets:read', id);
  if (!read.ok) return read;
  const kind = parseRulesetText(read.text, read.file).source?.data.kind ?? 'dog';
  const sources = await api.invoke('rulesets:sources', kind);
  const checked = checkRulesetText(read.text, read.file, sourceLookup(sources, read.file));
  return {
    ok: true,
    value: {
      file: read.file,
      text: read.text,
      version: read.version,
      autosave: read.autosave,
      autosaveInfo: read.autosaveInfo,
      autosaves: read.autosaves,
      sources,
      checked,
    },
  };
}

/** A replay opened to branch from: its game (rules from its header), seed, seats and recorded actions. */
export async function loadReplayForBranch(
  file: string,
): Promise<{ ok: true; replay: Replay; game: CompiledGame } | { ok: false; message: string }> {
  const read = await getHostApi().invoke('replays:read', file);
  if (!read.ok) return read;
  const opened = openReplay(read.replay);
  if (!opened.ok) return { ok: false, message: opened.error.map((d) => d.message).join('\n') };
  return { ok: true, replay: opened.value.replay, game: opened.value.game };
}

/** Verifies a replay against the rules in its own header: null when it holds, else why not. */
export function verifyOwnRules(replay: Replay, game: CompiledGame): string | null {
  const r = verifyReplay(replay, game);
  return r.ok ? null : r.error.message;
}
