// The Dog game kind (Brändi Dog, docs/rules/dog.md): wires options, compile, setup, legal actions, apply, view and
// notation together. Pure; imports only this folder, core types and zod.
import type { Action, GameKind } from '../../core/types';
import { DOG_CATALOGUE_IDS } from './rule-ids';
import type { DogRules } from './rules';
import type { DogState } from './state';
import type { DogView } from './view-type';
import { compileDogRules } from './rules';
import { DOG_DEFAULT_TABLES } from './card-table';
import { dogTableHover } from './card-hover';
import { DOG_OPTIONS } from './options';
import { setupGame } from './deal';
import { listActions } from './legal';
import { applyDogAction } from './apply';
import { dogOutcome, formatHandsOf, seatsToAct, viewState } from './view';
import { formatPieces, parseAction } from './notation';
import { stateFromScenario, scenarioFromState, scenarioForSeat } from './scenario';
import { dogSpeech, redactDogAction } from './speech';
import { listSevens, outcomeKey, playSevenSegments } from './seven';
import { cardChar, JOKER } from './cards';
import { describeDog, illustrateDog } from './describe';
import { determinizeDog } from './determinize';
import { dogBots, dogProgress } from './bots';
import { dogRuleSheet } from './sheet';
import { dogTerminal } from './terminal';

export type { DogRules } from './rules';
export type { DogState } from './state';
export type { DogView } from './view-type';

/**
 * The listed action with the same outcome as `action`, or null if it is not legal (AMB-13): a listed
 * notation is returned as is; a 7-split written in another legal order (or with unmerged segments) maps
 * to the canonical split; a Jack swap written target-first maps to the listed order.
 */
export function canonicalAction(rules: DogRules, state: DogState, action: Action): Action | null {
  const listed = listActions(rules, state, action.seat);
  const same = listed.find((a) => a.notation === action.notation);
  if (same) return same;
  const p = parseAction(rules, action.notation, action.seat);
  if (!p) return null;
  if (p.kind === 'swap') {
    const pre = action.notation.slice(0, action.notation.indexOf(':') + 1);
    const body = action.notation.slice(pre.length).split('<>');
    return listed.find((a) => a.notation === pre + body[1] + '<>' + body[0]) ?? null;
  }
  if (p.kind !== 'move' || !rules.cards.split[p.value]) return null;
  const res = playSevenSegments(rules, state.pos, state.blk, state.nb, action.seat, p.segs);
  if (!res) return null;
  const key = outcomeKey(res.pos, res.blk, res.nb);
  const all = listSevens(rules, state.pos, state.blk, state.nb, action.seat);
  const k = all.keys.indexOf(key);
  if (k < 0) return null;
  const pre = p.card === JOKER ? 'X=' + cardChar(p.value) + ':' : cardChar(p.card) + ':';
  return listed.find((a) => a.notation === pre + all.bodies[k]) ?? null;
}

/**
 * The rule IDs Dog's events cite (`apply.ts`, `deal.ts`): deal, exchange, moves by card, sending home, the 7, the
 * Jack, discarding, helping the partner, the win. `tests/playtest.test.ts` checks that simulated games cite no
 * other ID and that every ID cited in the sources is listed.
 */
export const DOG_EVENT_RULES: readonly string[] = [
  'DOG-003',
  'DOG-011',
  'DOG-012',
  'DOG-014',
  'DOG-016',
  'DOG-017',
  'DOG-020',
  'DOG-023',
  'DOG-030',
  'DOG-050',
  'DOG-060',
  'DOG-061',
  'DOG-065',
  'DOG-068',
  'DOG-075',
  'DOG-080',
  'DOG-084',
  'DOG-093',
  'DOG-100',
  'DOG-110',
  'DOG-121',
];

/** The Dog kind object (GameKind contract) plus `canonicalAction`. */
export const dog: GameKind<DogRules, DogState, DogView> & { canonicalAction: typeof canonicalAction } = {
  id: 'dog',
  ruleIds: DOG_CATALOGUE_IDS,
  options: DOG_OPTIONS,
  compile: compileDogRules,
  usesTables: true,
  defaultTables: DOG_DEFAULT_TABLES,
  tableHover: dogTableHover,
  layout: (rules) => ({
    seatCount: rules.seats,
    active: rules.active.slice(),
    teams: rules.teams.map((t) => t.slice()),
  }),
  setup: setupGame,
  toAct: seatsToAct,
  legalActions: listActions,
  apply: applyDogAction,
  outcome: dogOutcome,
  view: viewState,
  formatPosition: (rules, state) => formatPieces(rules, state.pos, state.blk),
  fromScenario: stateFromScenario,
  toScenario: scenarioFromState,
  toScenarioFor: scenarioForSeat,
  redactAction: redactDogAction,
  speech: dogSpeech,
  formatHands: formatHandsOf,
  canonicalAction,
  describe: describeDog,
  illustrate: illustrateDog,
  determinize: determinizeDog,
  eventRules: () => DOG_EVENT_RULES,
  bots: dogBots,
  progress: dogProgress,
  rulesheet: dogRuleSheet,
  terminal: dogTerminal,
};
