// `GassiRules`, the compiled form of options (H-01…H-49) and tables: card indices, realms, moves with parsed
// patterns. Pure types and small lookups; `compile.ts` builds them and reports diagnostics.
import type { z } from 'zod';
import type { scoreSchema } from './options';

/** A card kind of the deck (GAS-001). `walkerOf` is the realm index it walks (WALKERs), else -1. */
export interface GCard {
  readonly name: string;
  readonly role: string;
  readonly realm: number;
  readonly count: number;
  readonly walkerOf: number;
  readonly rounds: number;
}
/** A realm (GAS-002). Natural realms have a walker card; meta realms (GLOBAL) have none. */
export interface GRealm {
  readonly name: string;
  readonly walker: number;
  readonly natural: boolean;
}

/** A compiled token: per target realm (index, or `realms.length` for a new pile), the card indices it accepts. */
export interface CToken {
  readonly byRealm: readonly (readonly boolean[])[];
}
/** A compiled play line: combos of tokens, accepted right-side keys (null = any), WalkPile flag. */
export interface CLine {
  readonly combos: readonly (readonly CToken[])[];
  readonly keys: ReadonlySet<number> | null;
  readonly walkPile: boolean;
  readonly source: string;
}

/** A compiled effect (docs/rules/gassi.md vocabulary). */
export type CEffect =
  | { readonly e: 'newDog' }
  | { readonly e: 'clearAttack' }
  | { readonly e: 'hidden' }
  | { readonly e: 'setRealm' }
  | { readonly e: 'attacker' }
  | { readonly e: 'beast' }
  | { readonly e: 'draw'; readonly n: number; readonly add: boolean }
  | { readonly e: 'attackRounds' }
  | { readonly e: 'beneficiary' }
  | { readonly e: 'ownerDraws' }
  | { readonly e: 'moverDraws'; readonly n: number }
  | { readonly e: 'transferTo' }
  | { readonly e: 'bones'; readonly mover: number; readonly beneficiary: number; readonly notOwner: boolean };

/** Who may play a move on a dog: the mover's own new pile, the owner, anyone but the owner, anyone. */
export type By = 'self' | 'owner' | 'others' | 'anyone';
/** Which dog field the right side of a play is compared with. */
export type Match = 'dog' | 'threat' | 'attacker' | 'beast' | 'none';

/** A compiled card move. `from` holds state names; `to` null = unchanged (`same`). */
export interface CMove {
  readonly name: string;
  readonly rule: string;
  readonly discard: boolean;
  readonly from: ReadonlySet<string>;
  readonly newDog: boolean;
  readonly to: string | null;
  readonly by: By;
  readonly match: Match;
  readonly lines: readonly CLine[];
  readonly maxCards: number;
  readonly limit: number | null;
  readonly sameName: boolean;
  readonly secondDogRule: boolean;
  readonly effects: readonly CEffect[];
  readonly realmRule: boolean;
  /** Needs the threat fields (plus-move on a running attack: ATTACK+, PUNISH+). */
  readonly plus: boolean;
  /** An active defence (clears the attack, sets no threat: DEFEND, ESCAPE, RESCUE): answers per activeDefenseAgainst (H-18). */
  readonly defence: boolean;
}

/** A compiled PULL case for one dog state (or `none` = the voluntary draw). */
export interface CPullCase {
  readonly to: string | null;
  readonly repeatAbove: number | null;
  readonly effects: readonly CEffect[];
}
/** The draw move (a move with `cases`, PULL in 2.5.3): per-state cases. */
export interface CPull {
  readonly name: string;
  readonly rule: string;
  readonly cases: ReadonlyMap<string, CPullCase>;
  readonly voluntary: CPullCase | null;
}

/** A winning set (GAS-162). */
export interface CSet {
  readonly name: string;
  readonly size: number;
  readonly groups: readonly number[] | null;
  readonly roles: ReadonlySet<string> | null;
}

export type Score = z.output<typeof scoreSchema>;

/**
 * The state and move names the engine's flow relies on, declared by role in `tables.roles` so a ruleset may
 * rename them: `pending` (an attacked dog after its owner's PULL, punishable, GAS-033; expires to `walking` after
 * pendingExpiryRounds, H-20), `walking` (a new dog's state unless its move says otherwise, GAS-050; attackable,
 * GAS-060), `walk` (the move whose possibility blocks a second dog, GAS-052).
 */
export interface GassiRoles {
  readonly pending: string;
  readonly walking: string;
  readonly walk: string;
}

/** Everything the Gassi kind needs at run time: options (typed) and tables (compiled). Plain data. */
export interface GassiRules {
  readonly players: number;
  readonly cards: readonly GCard[];
  readonly cardIndex: Readonly<Record<string, number>>;
  readonly realms: readonly GRealm[];
  readonly states: readonly string[];
  /** Role `problem` (GAS-014): states whose dogs force their owner to resolve them first. */
  readonly problemStates: ReadonlySet<string>;
  /** The other states and the move the flow relies on, by role (`tables.roles`, see `GASSI_ROLES`). */
  readonly roles: GassiRoles;
  readonly moves: readonly CMove[];
  readonly pull: CPull | null;
  readonly sets: readonly CSet[];
  readonly deck: readonly number[];
  readonly o: GassiOptionValues;
}

/** Option values after defaults (names as in docs/rules/gassi.md). */
export interface GassiOptionValues {
  readonly startHandSize: number;
  readonly startingPlayer: 'random' | 'seat0' | 'leftOfDealer';
  readonly boneSupply: number | null;
  readonly startBones: number;
  readonly firstDogReveal: 'endOfRound' | 'ownersNextTurn' | 'firstInteraction';
  readonly hiddenDogOn: 'firstDogOnly' | 'everyNewDog';
  readonly hiddenDogTargetable: boolean;
  readonly requireOwnDogToAct: boolean;
  readonly turnMode: 'oneMove' | 'upToTwoCards';
  readonly voluntaryDraw: 'always' | 'onlyIfNoLegalPlay';
  readonly voluntaryDrawMax: number;
  readonly pullThenMove: boolean;
  readonly problemResolutionsPerTurn: number;
  readonly attackResponse: 'ownersNextTurn' | 'immediate';
  readonly selfTargetHostile: boolean;
  readonly activeDefenseAgainst: 'latest' | 'first' | 'each';
  readonly fleaMode: 'repeatPull' | 'delayedResponse' | 'doubleDraw';
  readonly fleaTrigger: 'initiatingCard' | 'anyCard';
  readonly pendingGraceTurns: number;
  readonly pendingExpiryRounds: number | null;
  readonly conquestRecipient: 'lastPunisher' | 'firstPunisher';
  readonly afraidPullDraws: boolean;
  readonly giveawayDestination: 'dogPile' | 'discard';
  readonly resolvedCardsDestination: 'dogPile' | 'discard';
  readonly globalExemption: 'playedCard' | 'playedOrThreatCard';
  readonly boneBypassCost: number;
  readonly secondDogWalkCheck: 'anyWalkPossible' | 'sameRealmOnly';
  readonly maxDogsPerPlayer: number | null;
  readonly abortHandSize: number;
  readonly abortScope: 'neverHadDog' | 'noDogNow';
  readonly abortAction: 'redeal' | 'endNoScore';
  readonly drawShortfall: 'endBeforeDraw' | 'drawRemainingThenEnd';
  readonly goOutScope: 'allHandCards' | 'initialCardsOnly';
  readonly setWinCheck: 'endOfOwnTurn' | 'anyTime';
  readonly endOnWin: 'immediate' | 'finishRound';
  readonly handCountsPublic: boolean;
  readonly score: Score;
  readonly winner: 'highestScore' | 'finisher';
  readonly tieBreak: readonly ('fewerHandCards' | 'moreBones' | 'shared')[];
}

/** Index of the realm named `name`, or -1. */
export function realmIndex(rules: GassiRules, name: string): number {
  return rules.realms.findIndex((r) => r.name === name);
}
