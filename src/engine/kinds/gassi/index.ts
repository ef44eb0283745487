// The Gassi game kind (docs/rules/gassi.md, draft 2.5.3): a generic interpreter of the ruleset's move table. Wires
// options, compile, setup, legal actions, apply, view and notation together. Pure; imports only this folder and core.
import type { Action, GameKind } from '../../core/types';
import { GASSI_CATALOGUE_IDS } from './rule-ids';
import type { GassiRules } from './rules';
import type { GassiState } from './state';
import type { GassiView } from './view-type';
import { GASSI_OPTIONS } from './options';
import { compileGassi } from './compile';
import { setupGassi } from './flow';
import { listActions, seatsToAct } from './legal';
import { applyGassiAction, parseAction } from './apply';
import { formatHandsOf, gassiOutcome, viewGassi } from './view';
import { formatPosition } from './position';
import { stateFromScenario, scenarioFromState } from './scenario';
import { describeGassi } from './describe';
import { determinizeGassi } from './determinize';
import { illustrateGassi } from './illustrate';
import { gassiBots } from './bots';
import { gassiProgress } from './progress';
import { gassiRuleSheet } from './sheet';
import { gassiTerminal } from './terminal';
import { formatGassiPositionFor, gassiSpeech, redactGassiAction, scenarioForSeat } from './speech';

export type { GassiRules } from './rules';
export type { GassiState } from './state';
export type { GassiView } from './view-type';

/**
 * The listed action meaning the same as `action`: cards of a combo may be written in any order
 * (`WOOD:COINS` = `COINS:WOOD`); null if no listed action matches.
 */
export function canonicalAction(rules: GassiRules, state: GassiState, action: Action): Action | null {
  const listed = listActions(rules, state, action.seat);
  const same = listed.find((a) => a.notation === action.notation);
  if (same) return same;
  const p = parseAction(rules, action.notation);
  if (!p) return null;
  const key = (x: NonNullable<typeof p>) =>
    `${x.move}|${[...x.cards].sort((a, b) => a - b).join(',')}|${x.dog ?? ''}|${x.bone}|${x.count}`;
  const want = key(p);
  return (
    listed.find((a) => {
      const q = parseAction(rules, a.notation);
      return !!q && key(q) === want;
    }) ?? null
  );
}

/**
 * Deal facts for scenario `expect.deals` (the optional `roundInfo` hook): one deal is one "round" here (a GAS-054
 * re-deal starts the next), `dealt` the largest hand, `stock` the draw pile (GAS-006/008). Gassi names no dealer:
 * the seat before the starter (seat 0 with startingPlayer = leftOfDealer, H-03).
 */
export function gassiRoundInfo(
  rules: GassiRules,
  s: GassiState,
): { round: number; dealer: number; starter: number; dealt: number; stock: number; pile: number } {
  return {
    round: s.deals,
    dealer: (s.starter + rules.players - 1) % rules.players,
    starter: s.starter,
    dealt: Math.max(0, ...s.hands.map((h) => h.length)),
    stock: s.drawPile.length,
    pile: s.discard.length,
  };
}

/**
 * The rule IDs Gassi's code cites in events (`apply.ts`, `flow.ts`): deal, draws, reveal, bones, FLEA rounds, PULL,
 * conquest, abort, the ends and their scoring. The moves of the move table add their own (`eventRulesOf`).
 */
const GASSI_CODE_EVENT_RULES: readonly string[] = [
  'GAS-006',
  'GAS-011',
  'GAS-013',
  'GAS-015',
  'GAS-016',
  'GAS-042',
  'GAS-051',
  'GAS-054',
  'GAS-066',
  'GAS-110',
  'GAS-111',
  'GAS-113',
  'GAS-151',
  'GAS-152',
  'GAS-160',
  'GAS-161',
  'GAS-166',
  'GAS-168',
];

/** Every rule ID Gassi's events can cite under `rules`: the code's, each move's of the move table and the PULL's. */
export function eventRulesOf(rules: GassiRules): readonly string[] {
  return [
    ...new Set([
      ...GASSI_CODE_EVENT_RULES,
      ...rules.moves.map((m) => m.rule),
      ...(rules.pull ? [rules.pull.rule] : []),
    ]),
  ].sort();
}

/** The Gassi kind object (GameKind contract) plus `canonicalAction` and `roundInfo`. Each seat is its own team. */
export const gassi: GameKind<GassiRules, GassiState, GassiView> & {
  canonicalAction: typeof canonicalAction;
  roundInfo: typeof gassiRoundInfo;
} = {
  id: 'gassi',
  ruleIds: GASSI_CATALOGUE_IDS,
  options: GASSI_OPTIONS,
  compile: compileGassi,
  usesTables: true,
  layout: (rules) => ({
    seatCount: rules.players,
    active: Array.from({ length: rules.players }, (_, i) => i),
    teams: Array.from({ length: rules.players }, (_, i) => [i]),
  }),
  // GAS-005: any count within minPlayers…maxPlayers, set by `players`
  tableSizes: (o) => {
    const min = typeof o['minPlayers'] === 'number' ? o['minPlayers'] : 2;
    const max = typeof o['maxPlayers'] === 'number' ? o['maxPlayers'] : min;
    return Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => ({
      players: min + i,
      teams: 0,
      options: { players: min + i },
    }));
  },
  setup: setupGassi,
  toAct: seatsToAct,
  legalActions: listActions,
  apply: applyGassiAction,
  outcome: gassiOutcome,
  view: viewGassi,
  formatPosition,
  fromScenario: stateFromScenario,
  toScenario: scenarioFromState,
  toScenarioFor: scenarioForSeat,
  redactAction: redactGassiAction,
  formatPositionFor: formatGassiPositionFor,
  speech: gassiSpeech,
  formatHands: formatHandsOf,
  canonicalAction,
  roundInfo: gassiRoundInfo,
  describe: describeGassi,
  determinize: determinizeGassi,
  illustrate: illustrateGassi,
  eventRules: eventRulesOf,
  bots: gassiBots,
  progress: gassiProgress,
  rulesheet: gassiRuleSheet,
  terminal: gassiTerminal,
};
