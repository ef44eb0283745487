// Opening an untrusted replay document for seeking: shape check, rules compiled from its own header; and
// opening the longest valid prefix of a damaged replay. Pure; never throws on bad input.
import { compileRuleset } from './compile';
import { applyInput, hashSnapshot, startGameWithEvents, type CompiledGame } from './core/game';
import {
  APP_VERSION,
  HEADER_CHECKED_BY_REPLAY,
  MAX_REPLAY_JSON_DEPTH,
  changedOption,
  headerChange,
  collectSecrets,
  createReplaySession,
  firstSecretDifference,
  gameHashProblem,
  jsonTooDeep,
  parseReplay,
  recordedStepProblem,
  toAction,
  type Replay,
  type ReplaySecret,
  type ReplaySession,
  type ReplayStep,
} from './core/replay';
import type { Diagnostic, GameEvent, Result, Snapshot } from './core/types';
import type { Ruleset } from './ruleset/types';

export { MAX_REPLAY_JSON_DEPTH, jsonTooDeep };

/** A changed header field as a diagnostic (`replay/header-changed`, path = the field). */
const headerDiagnostic = (h: { field: string; message: string }): Diagnostic => ({
  code: 'replay/header-changed',
  severity: 'error',
  path: h.field,
  message: h.message,
});

/** A game hash that does not hold as a diagnostic (`replay/game-hash`, path `gameHash`). */
const gameHashDiagnostic = (message: string): Diagnostic => ({
  code: 'replay/game-hash',
  severity: 'error',
  path: 'gameHash',
  message,
});

const tooDeepDiagnostic = (): Diagnostic => ({
  code: 'replay/too-deep',
  severity: 'error',
  message: `The replay nests lists or maps deeper than ${MAX_REPLAY_JSON_DEPTH} levels; it is not a Rulebench replay.`,
});

/**
 * Checks a replay's shape, compiles the ruleset recorded in its header (with its overrides), checks the recorded
 * rules' hash and every header field's integrity hash, and returns a session for seeking. Errors are diagnostics
 * naming the JSON path (shape), the option (rules) or the header field. The game hash, which covers the steps too,
 * is checked where the steps are (`verifyReplay`, `openReplayPrefix`), so that a changed step is named as such.
 */
export function openReplay(data: unknown): Result<ReplaySession, Diagnostic[]> {
  if (jsonTooDeep(data)) return { ok: false, error: [tooDeepDiagnostic()] };
  const parsed = parseReplay(data);
  if (!parsed.ok) return parsed;
  const replay = parsed.value;
  const game = compileRuleset(replay.ruleset.resolved as unknown as Ruleset, replay.ruleset.overrides);
  if (!game.ok) return game;
  if (game.value.hash !== replay.ruleset.hash) {
    return {
      ok: false,
      error: [
        {
          code: 'replay/ruleset-hash',
          severity: 'error',
          message: `The ruleset in the replay does not match its recorded hash (${replay.ruleset.hash}); the file was changed.`,
        },
      ],
    };
  }
  const header = headerChange(replay, HEADER_CHECKED_BY_REPLAY);
  if (header) return { ok: false, error: [headerDiagnostic(header)] };
  return { ok: true, value: createReplaySession(replay, game.value) };
}

/**
 * A replay opened as far as it is valid: `session` seeks over steps `0..validSteps` only (its replay holds the
 * first `validSteps` recorded actions). `firstBadStep` (1-based, 0 = the header or the start position) is the
 * first step that is malformed, illegal or leads to another position than recorded; null when every step
 * checks out. `diagnostics` say what is wrong (errors) or suspicious (warnings: another app version, a changed
 * outcome), the first one naming the first bad step.
 */
export interface ReplayPrefix {
  readonly session: ReplaySession;
  readonly validSteps: number;
  readonly firstBadStep: number | null;
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * Opens the longest valid prefix of an untrusted, possibly damaged replay (truncated, reordered, duplicated or
 * corrupted steps, wrong hashes, another app version). Fails only when no game can be built at all (not a replay,
 * unknown kind or invalid rules in the header, or a header field changed against its integrity record —
 * `replay/header-changed`, naming the field). Every step is re-applied and its hash compared, so the cost is
 * that of `verifyReplay`.
 */
export function openReplayPrefix(data: unknown): Result<ReplayPrefix, Diagnostic[]> {
  if (jsonTooDeep(data)) return { ok: false, error: [tooDeepDiagnostic()] };
  const diagnostics: Diagnostic[] = [];
  const err = (code: string, message: string, step: number): Diagnostic => ({
    code,
    severity: 'error',
    message,
    path: `steps.${Math.max(0, step - 1)}`,
  });
  // 1. Shape: a bad step entry cuts the replay there; every other shape problem is fatal.
  let doc = data;
  let cut: number | null = null;
  let parsed = parseReplay(doc);
  if (!parsed.ok) {
    const stepIssue = parsed.error.map((d) => /^steps\.(\d+)(\.|$)/.exec(d.path ?? '')).filter((m) => m !== null);
    const other = parsed.error.filter((d) => !/^steps\.\d+(\.|$)/.test(d.path ?? ''));
    if (
      other.length ||
      !stepIssue.length ||
      typeof data !== 'object' ||
      data === null ||
      !Array.isArray((data as { steps?: unknown }).steps)
    )
      return parsed;
    cut = Math.min(...stepIssue.map((m) => Number(m![1])));
    const bad = parsed.error.find((d) => d.path?.startsWith(`steps.${cut}`));
    diagnostics.push(
      err(
        'replay/bad-step',
        `Step ${cut + 1} is malformed (${bad?.message ?? 'bad entry'}); the replay is opened up to step ${cut}.`,
        cut + 1,
      ),
    );
    doc = { ...(data as object), steps: (data as { steps: unknown[] }).steps.slice(0, cut) };
    parsed = parseReplay(doc);
    if (!parsed.ok) return parsed;
  }
  const replay = parsed.value;
  if (replay.app !== APP_VERSION) {
    diagnostics.push({
      code: 'replay/app-version',
      severity: 'warning',
      message: `Recorded by Rulebench ${replay.app.slice(0, 40)}; this is ${APP_VERSION}. Steps are checked one by one.`,
    });
  }
  // 2. Rules: from the header; a hash mismatch means the header was edited, so no step can be trusted.
  const compiled = compileRuleset(replay.ruleset.resolved as unknown as Ruleset, replay.ruleset.overrides);
  if (!compiled.ok) return compiled;
  const game = compiled.value;
  const prefix = (valid: number, firstBad: number | null, more: Diagnostic[]): Result<ReplayPrefix, Diagnostic[]> => {
    const all = [...more, ...diagnostics];
    all.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
    const kept: Replay =
      valid === replay.steps.length ? replay : { ...replay, steps: replay.steps.slice(0, valid), outcome: null };
    return {
      ok: true,
      value: { session: createReplaySession(kept, game), validSteps: valid, firstBadStep: firstBad, diagnostics: all },
    };
  };
  if (game.hash !== replay.ruleset.hash) {
    return prefix(0, 0, [
      err(
        'replay/ruleset-hash',
        `Step 0: the ruleset in the replay does not match its recorded hash (${replay.ruleset.hash.slice(0, 40)}); the file was changed, so no step is trusted.`,
        0,
      ),
    ]);
  }
  // The effective option values are informational, but an edited one would misinform every reader.
  const changed = replay.ruleset.effective ? changedOption(replay.ruleset.effective, game.options) : null;
  if (changed !== null)
    return prefix(0, 0, [
      err(
        'replay/ruleset-changed',
        `Step 0: the recorded effective value of option "${changed.slice(0, 60)}" differs from the rules in the header; the file was changed, so no step is trusted.`,
        0,
      ),
    ]);
  // Names, rule texts, seats, bots, a removed secrets list: what the app shows must be what was recorded, or nothing is shown.
  const header = headerChange(replay, HEADER_CHECKED_BY_REPLAY);
  if (header) return { ok: false, error: [headerDiagnostic(header)] };
  // 3. Steps: re-apply each one and compare hashes; recorded sealed secrets must be the ones the game sets.
  const start = startGameWithEvents(game, replay.seed);
  let snap = start.snapshot;
  if (hashSnapshot(snap) !== replay.startHash)
    return prefix(0, 0, [
      err(
        'replay/start-differs',
        'Step 0: the starting position differs from the recorded one (seed or start hash changed).',
        0,
      ),
    ]);
  const secrets: ReplaySecret[] = [];
  const recorded = replay.secrets;
  const secretBad = (step: number) =>
    `Step ${step}: the recorded sealed secrets differ from the ones the game sets here`;
  collectSecrets(game, snap, start.events, 0, secrets);
  if (recorded && firstSecretDifference(recorded.slice(0, secrets.length), secrets) !== null)
    return prefix(0, 0, [err('replay/secrets-differ', `${secretBad(0)} (at the deal); no step is trusted.`, 0)]);
  for (let i = 0; i < replay.steps.length; i++) {
    const s = replay.steps[i]!;
    const why = checkStep(game, snap, s);
    if (typeof why === 'string')
      return prefix(i, i + 1, [
        err(
          why.startsWith('leads') ? 'replay/diverged' : 'replay/illegal-action',
          `Step ${i + 1}: seat ${s.seat} "${s.action.slice(0, 80)}" ${why}; the replay is opened up to step ${i}.`,
          i + 1,
        ),
      ]);
    snap = why.snapshot;
    const before = secrets.length;
    collectSecrets(game, snap, why.events, i + 1, secrets);
    if (
      recorded &&
      secrets.length > before &&
      firstSecretDifference(recorded.slice(0, secrets.length), secrets) !== null
    ) {
      return prefix(i, i + 1, [
        err('replay/secrets-differ', `${secretBad(i + 1)}; the replay is opened up to step ${i}.`, i + 1),
      ]);
    }
  }
  if (cut !== null) return prefix(replay.steps.length, cut + 1, []);
  if (recorded && recorded.length !== secrets.length) {
    const step = Math.min(replay.steps.length, Math.max(1, recorded[secrets.length]?.step ?? replay.steps.length));
    return prefix(step - 1, step, [
      err(
        'replay/secrets-differ',
        `${secretBad(step)} (${recorded.length} recorded, ${secrets.length} set); the replay is opened up to step ${step - 1}.`,
        step,
      ),
    ]);
  }
  if (JSON.stringify(snap.outcome) !== JSON.stringify(replay.outcome)) {
    diagnostics.push({
      code: 'replay/outcome-differs',
      severity: 'warning',
      message: `The recorded outcome differs from the replayed one after step ${replay.steps.length} (the replay may be truncated).`,
    });
  } else {
    // Every step and the outcome hold: the game hash must too, or a header field was changed with its integrity
    // hash recomputed (a truncated replay, warned about above, cannot keep its game hash).
    const gameHash = gameHashProblem(replay);
    if (gameHash) return { ok: false, error: [gameHashDiagnostic(gameHash)] };
  }
  return prefix(replay.steps.length, null, []);
}

/** The snapshot and events after a recorded step, or why the step is bad (same rules as `verifyReplay`). */
function checkStep(
  game: CompiledGame,
  snap: Snapshot,
  s: ReplayStep,
): { snapshot: Snapshot; events: readonly GameEvent[] } | string {
  const r = applyInput(game, snap, toAction(s));
  const problem = recordedStepProblem(s, r.rejected);
  if (problem !== null) return problem;
  if (hashSnapshot(r.snapshot) !== s.hash) return 'leads to a different position than recorded';
  return r;
}
