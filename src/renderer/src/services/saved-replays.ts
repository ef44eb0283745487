// The saved replays of one ruleset re-checked under the rules being edited (docs/architecture.md "Replays": replays are
// re-checked when the rules change). Reads through the host API, runs the engine here; no Vue, no Pinia.
import { parseReplay, recheckReplay, recheckStatus, type CompiledGame } from '../../../engine';
import { getHostApi } from './host-api';

/**
 * One saved replay under the edited rules: `same`, `changed` or `diverges` (see `recheckStatus`), or `error` when the
 * file cannot be read or its table does not fit the rules (`message` says why). Steps are 1-based; `firstDifference`
 * 0 means the start position already differs.
 */
export interface SavedReplayCheck {
  readonly file: string;
  readonly status: 'same' | 'changed' | 'diverges' | 'error';
  readonly steps: number;
  readonly applied: number;
  /** The first refused step, its seat and action, and why. */
  readonly divergence: {
    readonly step: number;
    readonly seat: number;
    readonly action: string;
    readonly message: string;
  } | null;
  readonly firstDifference: number | null;
  readonly message: string | null;
}

/** The saved replays recorded under `rulesetId` (file names in the replay folder, sorted). */
export async function savedReplaysOf(rulesetId: string): Promise<string[]> {
  const all = await getHostApi().invoke('replays:list');
  return all.filter((r) => r.rulesetId === rulesetId).map((r) => r.file);
}

/**
 * Re-checks each of `files` under `game`, one after the other, yielding to the page between files so that the
 * editor stays responsive; `onRow` receives each result as it is known. Never throws for a bad file (an `error` row).
 */
export async function recheckSavedReplays(
  game: CompiledGame,
  files: readonly string[],
  onRow: (row: SavedReplayCheck) => void,
): Promise<void> {
  const api = getHostApi();
  for (const file of files) {
    const failed = (message: string): SavedReplayCheck => ({
      file,
      status: 'error',
      steps: 0,
      applied: 0,
      divergence: null,
      firstDifference: null,
      message,
    });
    try {
      const read = await api.invoke('replays:read', file);
      if (!read.ok) {
        onRow(failed(read.message));
        continue;
      }
      const parsed = parseReplay(read.replay);
      if (!parsed.ok) {
        onRow(failed(parsed.error.map((d) => d.message).join('; ')));
        continue;
      }
      const r = recheckReplay(parsed.value, game);
      if (!r.ok) onRow(failed(r.error.message));
      else
        onRow({
          file,
          status: recheckStatus(r.value),
          steps: r.value.steps,
          applied: r.value.applied,
          divergence: r.value.divergence,
          firstDifference: r.value.firstDifference,
          message: null,
        });
    } catch (e) {
      onRow(failed((e as Error).message));
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
