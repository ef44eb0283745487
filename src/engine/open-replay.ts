// Opening an untrusted replay document for seeking: shape check, rules compiled from its own header.
import { compileRuleset } from './compile';
import { createReplaySession, parseReplay, type ReplaySession } from './core/replay';
import type { Diagnostic, Result } from './core/types';
import type { Ruleset } from './ruleset/types';

/**
 * Checks a replay's shape, compiles the ruleset recorded in its header (with its overrides) and returns a
 * session for seeking. Errors are diagnostics naming the JSON path (shape) or the option (rules).
 */
export function openReplay(data: unknown): Result<ReplaySession, Diagnostic[]> {
  const parsed = parseReplay(data);
  if (!parsed.ok) return parsed;
  const replay = parsed.value;
  const game = compileRuleset(replay.ruleset.resolved as unknown as Ruleset, replay.ruleset.overrides);
  if (!game.ok) return game;
  if (game.value.hash !== replay.ruleset.hash) {
    return { ok: false, error: [{ code: 'replay/ruleset-hash', severity: 'error', message: `The ruleset in the replay does not match its recorded hash (${replay.ruleset.hash}); the file was changed.` }] };
  }
  return { ok: true, value: createReplaySession(replay, game.value) };
}
