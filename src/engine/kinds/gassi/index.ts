// The Gassi game kind (gassi.md, draft 2.5.3): a generic interpreter of the ruleset's move table. Wires
// options, compile, setup, legal actions, apply, view and notation together. Pure; imports only this folder and core.
import type { Action, GameKind } from '../../core/types';
import type { GassiRules } from './rules';
import type { GassiState } from './state';
import { GASSI_OPTIONS } from './options';
import { compileGassi } from './compile';
import { setupGassi } from './flow';
import { listActions, seatsToAct } from './legal';
import { applyGassiAction, parseAction } from './apply';
import { formatHandsOf, gassiOutcome, viewGassi } from './view';
import { formatPosition } from './position';
import { stateFromScenario } from './scenario';
import { describeGassi } from './describe';
import { determinizeGassi } from './determinize';
import { illustrateGassi } from './illustrate';

export type { GassiRules } from './rules';
export type { GassiState } from './state';

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
  const key = (x: NonNullable<typeof p>) => `${x.move}|${[...x.cards].sort((a, b) => a - b).join(',')}|${x.dog ?? ''}|${x.bone}|${x.count}`;
  const want = key(p);
  return listed.find((a) => { const q = parseAction(rules, a.notation); return !!q && key(q) === want; }) ?? null;
}

/** The Gassi kind object (GameKind contract) plus `canonicalAction`. Each seat is its own team. */
export const gassi: GameKind<GassiRules, GassiState> & { canonicalAction: typeof canonicalAction } = {
  id: 'gassi',
  options: GASSI_OPTIONS,
  compile: compileGassi,
  usesTables: true,
  layout: (rules) => ({ seatCount: rules.players, active: Array.from({ length: rules.players }, (_, i) => i), teams: Array.from({ length: rules.players }, (_, i) => [i]) }),
  setup: setupGassi,
  toAct: seatsToAct,
  legalActions: listActions,
  apply: applyGassiAction,
  outcome: gassiOutcome,
  view: viewGassi,
  formatPosition,
  fromScenario: stateFromScenario,
  formatHands: formatHandsOf,
  canonicalAction,
  describe: describeGassi,
  determinize: determinizeGassi,
  illustrate: illustrateGassi,
};
