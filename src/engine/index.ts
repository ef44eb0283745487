// The engine's public surface: the only file other layers import (docs/architecture.md "Layers"). Pure TypeScript.
export { editDistance } from './core/edit-distance';
export { nearestRuleIds, unknownRuleIdText } from './core/rule-ids';
export type * from './core/types';
export type { CompiledGame, Step } from './core/game';
export { seatNumber, type KindTerminal, type TerminalTextOptions } from './core/terminal';
export type {
  Replay,
  ReplayStep,
  ReplayFrame,
  ReplaySession,
  ReplayDivergence,
  ReplayVerified,
  ReplayRecheck,
  RecheckDivergence,
  SeatOccupant,
  Annotation,
} from './core/replay';
export type { Ruleset, RulesetSource, RulesetData, SourcePosition } from './ruleset/types';
export type { Bot, Trial } from './bots/bot';
export type { RulesetLookup } from './compile';

export {
  startGame,
  startGameWithEvents,
  snapshotFromState,
  seatsToAct,
  listLegalActions,
  applyAction,
  applyListedAction,
  viewFor,
  formatPosition,
  hashSnapshot,
  expectOk,
} from './core/game';
export { createRng, deriveSeed, restoreRng } from './core/rng';
export { canonicalJson, hashJson, nobleSha256Hex, sha256Hex, useSha256Hex, type Sha256Hex } from './core/hash';
export { MAX_JSON_DEPTH, jsonDepthExceeded, parseBoundedJson, textPosition } from './core/bounded-json';
export type { JsonProblem } from './core/bounded-json';
export { EngineBug } from './core/result';
export {
  APP_VERSION,
  REPLAY_FORMAT,
  OLD_REPLAY_FORMATS,
  OLDER_REPLAY_FORMATS,
  replayIntegrity,
  replayGameHash,
  gameHashProblem,
  replayFormatNote,
  HEADER_CHECKED_BY_REPLAY,
  changedOption,
  headerChange,
  recordReplay,
  verifyReplay,
  recheckReplay,
  recheckStatus,
  parseReplay,
  createReplaySession,
  toAction,
} from './core/replay';
export {
  parseRulesetText,
  parsedRulesetFromData,
  MAX_RULESET_CHARS,
  inspectYamlShape,
  isStackOverflow,
  yamlErrorText,
  yamlVersionProblem,
  type ParsedRuleset,
} from './ruleset/parse';
export { formatDiagnostic } from './ruleset/diagnostics';
export { rulesetJsonSchema } from './ruleset/schema';
export { yamlPathAt } from './ruleset/path-at';
export { rulesetName, rulesetDescription, playerCount } from './ruleset/names';
export { ruleTextOf, hasRuleText } from './ruleset/texts';
export type { PlayerCount, LocalizedText } from './ruleset/names';
export {
  diffRulesets,
  effectiveOptions,
  formatRulesetDiff,
  formatOptionValue,
  rulesetDifferences,
  rulesetDifferenceList,
  type RulesetDifference,
  type OptionScalar,
} from './ruleset/diff';
export type { RulesetDiff, OptionDifference, DiffSide, DiffLanguage } from './ruleset/diff';
export { resolveRuleset, compileRuleset, validateRulesetText } from './compile';
export { KINDS, findKind } from './kinds';
export { randomBot, runTrial, MAX_TRIAL_ACTIONS } from './bots/bot';
export { runRealtimeTrial, runKindTrial } from './bots/realtime';
export type { RealtimeTrial, RealtimeLimits } from './bots/realtime';
export type { AgentContext, AgentPlan, AgentFactory, RealtimeAgent } from './core/agent';
export { applyInput, advanceClock } from './core/game';
export type { InputStep } from './core/game';
export { openReplay, openReplayPrefix, jsonTooDeep, MAX_REPLAY_JSON_DEPTH } from './open-replay';
export type { ReplayPrefix } from './open-replay';
export type { TrialStep } from './bots/bot';
export type { Evaluator, TeamScore } from './bots/evaluate';
export type { BotSpec } from './bots/registry';
export type { KindBots } from './bots/kind-bots';
export type { IsmctsOptions, PlayoutPolicy } from './bots/ismcts';
export {
  BOT_TYPES,
  parseBotSpec,
  botSpecProblem,
  MAX_BOT_ITERATIONS,
  formatBotSpec,
  createBot,
  createAgentFactory,
  botUnavailable,
  evaluatorFor,
  teamScoreFor,
} from './bots/registry';
export {
  agentParamSpecs,
  setAgentParam,
  agentParamsError,
  didYouMean,
  realtimeLevelParams,
  type AgentParams,
  type AgentParamSpec,
} from './bots/agent-params';
export { simulatedSeats } from './bots/seats';
export { createIsmctsBot, greedyPolicy, randomPolicy } from './bots/ismcts';
export { createGreedyBot } from './bots/greedy';
export * from './playtest';
export {
  buildRuleSheet,
  buildHouseRulesCard,
  buildDocument,
  renderRuleSheetHtml,
  renderRuleSheetMarkdown,
  runExamples,
  checkExamples,
  EXAMPLE_SHEET_KEYS,
} from './rulesheet';
export type { RuleSheet, RuleSheetOptions, SheetDocument, SheetPage } from './rulesheet';
export { parseScenario, runScenario, firstFailure, exportScenario, formatScenarioYaml } from './scenario';
export type { Scenario, ScenarioReport } from './scenario';
// What a seat may see, for every surface: redaction of actions, events, positions and hands, and
// sentences in German and English. The renderer, the CLI and the host call these with the viewing seat.
export {
  actionFor,
  eventFor,
  eventsFor,
  positionFor,
  handsFor,
  seatName,
  unnamedSeat,
  speechContext,
  joinList,
  describeStep,
  describeEvent,
  eventLines,
  describeOutcome,
} from './core/sight';
export type { Viewer, SpeechOptions, EventLine } from './core/sight';
export { replayFrameFor, replayLogFor, seatLog } from './core/sight-replay';
// The public view (spectators): what every seat sees alike, derived from the kinds' sight functions.
export {
  spectatorView,
  spectatorEvent,
  spectatorEvents,
  spectatorAction,
  spectatorPosition,
  spectatorHands,
} from './core/spectator';
export type { SeatFrame, SeatLogEntry } from './core/sight-replay';
export { MESSAGES, message, isMessageKey } from './messages';
export { gamshSignalText, gamshCardText } from './kinds/gamsh/speech';
export { dogName as gassiDogName } from './kinds/gassi/speech';
export type { DogView } from './kinds/dog/view-type';
export type { GassiView, GassiDogView, GassiLastMove, GassiOver } from './kinds/gassi/view-type';
export type { GamshView, GamshEmoteView, GamshPendingCallView, GamshRevealView } from './kinds/gamsh/view-type';
export type { MessageKey, MessageParams } from './messages';
