// The engine's public surface: the only file other layers import (STYLE §2). Pure TypeScript.
export type * from './core/types';
export type { CompiledGame, Step } from './core/game';
export type { Replay, ReplayStep, ReplayFrame, ReplaySession, ReplayDivergence, SeatOccupant, Annotation } from './core/replay';
export type { Ruleset, RulesetSource, RulesetData, SourcePosition } from './ruleset/types';
export type { Bot, Trial } from './bots/bot';
export type { RulesetLookup } from './compile';

export { startGame, startGameWithEvents, snapshotFromState, seatsToAct, listLegalActions, applyAction, applyListedAction, viewFor, formatPosition, hashSnapshot, expectOk } from './core/game';
export { createRng, deriveSeed, restoreRng } from './core/rng';
export { canonicalJson, hashJson, sha256Hex } from './core/hash';
export { EngineBug } from './core/result';
export { APP_VERSION, REPLAY_FORMAT, recordReplay, verifyReplay, parseReplay, createReplaySession, toAction } from './core/replay';
export { parseRulesetText, MAX_RULESET_CHARS } from './ruleset/parse';
export { formatDiagnostic } from './ruleset/diagnostics';
export { rulesetJsonSchema } from './ruleset/schema';
export { resolveRuleset, compileRuleset, validateRulesetText } from './compile';
export { KINDS, findKind } from './kinds';
export { randomBot, runTrial, MAX_TRIAL_ACTIONS } from './bots/bot';
export { openReplay } from './open-replay';
