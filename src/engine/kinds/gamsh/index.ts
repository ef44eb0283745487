// The Gämsh Alpin kind (docs/rules/gamsh.md, seed 004): a real-time team game. Wires options, compile, setup, legality,
// apply, timers, view and notation together. Pure; imports only this folder and core.
import type { Action, GameKind } from '../../core/types';
import { GAMSH_CATALOGUE_IDS } from './rule-ids';
import type { GamshRules } from './rules';
import type { GamshState } from './state';
import type { GamshView } from './view-type';
import { GAMSH_OPTIONS } from './options';
import { compileGamshRules, TEAM_LETTERS } from './rules';
import { GAMSH_DEFAULT_TABLES } from './deck-table';
import { gamshTableHover } from './deck-hover';
import { setupGamsh } from './flow';
import { checkGamshAction, gamshToAct, listGamshActions } from './legal';
import { applyGamshAction } from './apply';
import { advanceGamsh, nextGamshTimer } from './timers';
import { formatGamshHands, formatGamshPosition, gamshOutcome, viewGamsh } from './view';
import { gamshFromScenario } from './scenario';
import { parseMove, formatMove } from './notation';
import { resolveShorthand } from './cards';
import { gamshBot } from './bot';
import { describeGamsh } from './describe';
import { gamshBots } from './bot-levels';
import { gamshProgress } from './progress';
import { gamshRuleSheet } from './sheet';
import { formatGamshPositionFor, gamshSpeech, redactGamshAction, redactGamshEvent } from './speech';

export type { GamshRules } from './rules';
export type { GamshState } from './state';
export type { GamshView } from './view-type';
export { gamshBot } from './bot';
export { DEFAULT_GAMSH_BOT, type GamshBotParams } from './bot-params';

/**
 * The listed action meant by `action`: `take:M2-D` / `discard:M2-D` / `slap:M2-D` pick the lowest free day card of
 * that motif; in `swap:<give>:<take>` (DIG-012) the give is read against the hand and the take against the middle.
 */
export function canonicalGamshAction(rules: GamshRules, state: GamshState, action: Action): Action | null {
  const m = /^(discard|take|slap):(.+)$/.exec(action.notation);
  const sw = /^swap:([^:]+):(.+)$/.exec(action.notation);
  let notation = action.notation;
  if (m)
    notation = `${m[1]}:${resolveShorthand(m[2]!, m[1] === 'discard' ? (state.hands[action.seat] ?? []) : state.middle)}`;
  else if (sw)
    notation = `swap:${resolveShorthand(sw[1]!, state.hands[action.seat] ?? [])}:${resolveShorthand(sw[2]!, state.middle)}`;
  const parsed = parseMove(notation);
  if (!parsed) return null;
  const canon = { seat: action.seat, notation: formatMove(parsed) };
  return checkGamshAction(rules, state, canon) ? null : canon;
}

/**
 * The rule IDs Gämsh's events cite (`apply.ts`, `calls.ts`, `flow.ts`, `foehn.ts`, `timers.ts`): deal and signals,
 * swaps, calls and their payouts, Outgämsh, slaps and the Föhn cards, refreshes, pauses, new rounds, the end.
 */
export const GAMSH_EVENT_RULES: readonly string[] = [
  'DIG-033',
  'DIG-034',
  'GAM-010',
  'GAM-011',
  'GAM-021',
  'GAM-022',
  'GAM-025',
  'GAM-031',
  'GAM-032',
  'GAM-033',
  'GAM-034',
  'GAM-035',
  'GAM-036',
  'GAM-040',
  'GAM-041',
  'GAM-042',
  'GAM-052',
  'GAM-060',
  'GAM-061',
  'GAM-062',
  'GAM-063',
  'GAM-064',
  'GAM-065',
  'GAM-066',
  'GAM-067',
  'GAM-070',
  'GAM-071',
  'GAM-080',
  'GAM-081',
];

/** The Gämsh kind: real time (`realtime`, `clock`, `nextTimer`, `advance`) with a fast `checkAction`. */
export const gamsh: GameKind<GamshRules, GamshState, GamshView> = {
  id: 'gamsh',
  ruleIds: GAMSH_CATALOGUE_IDS,
  realtime: true,
  timedInputs: true, // checkGamshAction and applyGamshAction take the action's time as the clock
  options: GAMSH_OPTIONS,
  compile: compileGamshRules,
  // the deck table (motifs, Föhn cards and their effects, GAM-001/050); rulesets without one play the standard deck
  usesTables: true,
  defaultTables: GAMSH_DEFAULT_TABLES,
  tableHover: gamshTableHover,
  layout: (rules) => ({
    seatCount: rules.seats,
    active: Array.from({ length: rules.seats }, (_, i) => i),
    teams: Array.from({ length: rules.teams }, (_, t) => [t, t + rules.teams]),
  }),
  // GAM-001: two or three teams of two
  tableSizes: () => [
    { players: 4, teams: 2, options: { teams: 2 } },
    { players: 6, teams: 3, options: { teams: 3 } },
  ],
  setup: setupGamsh,
  toAct: gamshToAct,
  legalActions: listGamshActions,
  checkAction: checkGamshAction,
  apply: applyGamshAction,
  outcome: gamshOutcome,
  view: viewGamsh,
  formatPosition: formatGamshPosition,
  formatPositionFor: formatGamshPositionFor,
  redactAction: redactGamshAction,
  redactEvent: redactGamshEvent,
  speech: gamshSpeech,
  fromScenario: gamshFromScenario,
  formatHands: formatGamshHands,
  canonicalAction: canonicalGamshAction,
  secrets: (rules, state) => Object.fromEntries(state.signals.map((entry, t) => [TEAM_LETTERS[t]!, entry])),
  clock: (_rules, state) => state.now,
  nextTimer: nextGamshTimer,
  advance: advanceGamsh,
  defaultAgent: (params) => gamshBot(params as Parameters<typeof gamshBot>[0]),
  describe: describeGamsh,
  eventRules: () => GAMSH_EVENT_RULES,
  bots: gamshBots,
  progress: gamshProgress,
  rulesheet: gamshRuleSheet,
  // teams by letter, as the notation writes them (GAM-010)
  teamName: (team) => 'ABCDEFGH'[team] ?? String(team + 1),
};
