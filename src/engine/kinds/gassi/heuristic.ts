// The Gassi evaluation for search bots (and a team score): each seat's expected final points (GAS-163…166) from
// what is on the table — dogs in play and their states, open threats, bones, conquests, realms, hand size — plus
// how close the hand is to ending the game (going out, GAS-160, or a 5-card set, GAS-161/162). Replaces the
// outcome-only scoring that made Gassi's search nearly blind. Pure; reads the full (sampled) state.
import type { CompiledGame } from '../../core/game';
import type { Snapshot } from '../../core/types';
import type { GassiRules } from './rules';
import type { GassiState, GDog } from './state';
import { outcomeValues, valuesFromTeamScores, type Evaluator, type TeamScore } from '../../bots/evaluate';
import type { PlayoutPolicy } from '../../bots/ismcts';
import { scoreAction } from './bot';

/**
 * Expected loss of a dog by its state (probability it changes owner before the owner can help it), a judgement
 * from the transition table (docs/rules/gassi.md): AFRAID dogs are lost on the owner's PULL unless defended with a pair
 * or an escape (GAS-034/111), PENDING dogs can be punished into AFRAID (GAS-033), ATTACKED dogs only cost cards.
 */
const AFRAID_RISK = 0.55;
const PENDING_RISK = 0.2;

/**
 * The state kinds the heuristic weighs, from the roles (`tables.roles`) and the dog, not from state names: an
 * `afraid` dog is a problem dog with a beast on it (AFRAID in 2.5.3, GAS-034), an `attacked` one a problem dog
 * without (ATTACKED, GAS-032); `pending` and `walking` are the roles' states.
 */
function isAfraid(rules: GassiRules, d: GDog): boolean {
  return d.beasts.length > 0 && rules.problemStates.has(d.state);
}
function isAttacked(rules: GassiRules, d: GDog): boolean {
  return d.beasts.length === 0 && rules.problemStates.has(d.state);
}
function lossRisk(rules: GassiRules, d: GDog): number {
  return isAfraid(rules, d) ? AFRAID_RISK : d.state === rules.roles.pending ? PENDING_RISK : 0;
}

const giveTargets = new WeakMap<GassiRules, ReadonlySet<string>>();
/** States a dog may receive cards in while keeping its state (GIVEAWAY's DEFENDED, PENDING in 2.5.3, GAS-090). */
function giveawayTargets(rules: GassiRules): ReadonlySet<string> {
  let set = giveTargets.get(rules);
  if (!set) {
    const states = new Set<string>();
    for (const m of rules.moves) if (m.to === null && !m.newDog) for (const f of m.from) states.add(f);
    giveTargets.set(rules, (set = states));
  }
  return set;
}

/** Weight of the set-in-reach term (points a seat can expect from finishing with a set, GAS-161/164). */
const FINISH_WEIGHT = 0.6;

/**
 * Estimated points per seat (`result[seat]`, GAS-163 units; higher is better) while the game runs:
 * `perDog · dogs + perRealm · realms + perBone · bones + perConquest · conquests + perHandCard · hand` (the
 * ruleset's `score.*` values), adjusted for open threats — a dog AFRAID or PENDING counts `1 − risk` for its owner
 * and `risk · (perDog + 2 bones + perConquest)` for the seat that would conquer it (GAS-111/151); an ATTACKED dog
 * costs its owner the cards the PULL would draw (GAS-110) times the hand-card value — plus the finisher bonus
 * (GAS-164) times the seat's chance to go out first (`finishChances`, GAS-160) and, for hands near five cards, a
 * share of it for a set in reach (GAS-161/162). A seat with no dog in play and a growing hand is penalised towards
 * the 12-card abort (GAS-054).
 */
export function gassiPoints(rules: GassiRules, s: GassiState): number[] {
  const sc = rules.o.score;
  const n = rules.players;
  const pts = new Array<number>(n).fill(0);
  const realms: Set<number>[] = Array.from({ length: n }, () => new Set());
  const dogs = new Array<number>(n).fill(0);
  for (const d of s.dogs) {
    const risk = lossRisk(rules, d);
    dogs[d.owner]! += 1;
    realms[d.owner]!.add(d.realm);
    pts[d.owner]! -= risk * (sc.perDog + sc.perRealm * 0.5);
    if (risk > 0) {
      const to = d.beneficiary >= 0 && d.beneficiary !== d.owner ? d.beneficiary : -1;
      if (to >= 0) pts[to]! += risk * (sc.perDog + 2 * sc.perBone + sc.perConquest);
    }
    if (isAttacked(rules, d)) pts[d.owner]! += 0.6 * Math.max(1, d.draw) * sc.perHandCard;
  }
  // The race to go out (GAS-160 ends about every game): a seat's chance to finish first falls with the cards it
  // still holds, counted in turns, and with how many turns it waits before acting (softmax; 1.3 cards a turn).
  const finish = finishChances(rules, s);
  for (let t = 0; t < n; t++) {
    const hand = s.hands[t]!;
    pts[t]! +=
      dogs[t]! * sc.perDog +
      realms[t]!.size * sc.perRealm +
      s.bones[t]! * sc.perBone +
      s.conquests[t]! * sc.perConquest +
      hand.length * sc.perHandCard;
    pts[t]! += sc.finisherBonus * finish[t]! + FINISH_WEIGHT * sc.finisherBonus * setReach(rules, hand);
    if (dogs[t] === 0) pts[t]! -= Math.max(0, hand.length - 6) * 0.5;
  }
  return pts;
}

/** Cards a seat sheds in a typical turn (measured: about 1.3 with the normal bots). */
const CARDS_PER_TURN = 1.3;
/** Sharpness of the race: how much one turn of lead raises the chance to go out first. */
const RACE_SHARPNESS = 3;

/**
 * Each seat's chance to end the game by going out first (GAS-160), summing to 1: a softmax over
 * `−RACE_SHARPNESS · (turns needed + turns waited)`, where turns needed = hand size / `CARDS_PER_TURN` and turns
 * waited = how many seats act before it from the seat to act now (GAS-010 clockwise order).
 */
function finishChances(rules: GassiRules, s: GassiState): number[] {
  const n = rules.players;
  const w = s.hands.map((h, t) => Math.exp(-RACE_SHARPNESS * (h.length / CARDS_PER_TURN + ((t - s.turn + n) % n) / n)));
  const sum = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / sum);
}

/**
 * How close a hand of 4…7 cards is to a 5-card set (GAS-161/162), in [0, 1]: the best share of a set already
 * held (five of a name, five of a role, three plus two of two names), squared, scaled down by the cards beyond five.
 */
function setReach(rules: GassiRules, hand: readonly number[]): number {
  if (hand.length < 4 || hand.length > 7) return 0;
  const byName = new Map<number, number>();
  const byRole = new Map<string, number>();
  for (const c of hand) {
    byName.set(c, (byName.get(c) ?? 0) + 1);
    const role = rules.cards[c]!.role;
    byRole.set(role, (byRole.get(role) ?? 0) + 1);
  }
  const names = [...byName.values()].sort((a, b) => b - a);
  const fullHouse = Math.min(3, names[0] ?? 0) + Math.min(2, names[1] ?? 0);
  const sameName = Math.min(5, names[0] ?? 0);
  let sameRole = 0;
  for (const [role, k] of byRole) if (role !== 'WALKER') sameRole = Math.max(sameRole, Math.min(5, k));
  const held = Math.max(fullHouse, sameName, sameRole) / 5;
  return held * held * (1 - 0.3 * Math.max(0, hand.length - 5)) * 0.5;
}

/** Names of the features `gassiFeatures` returns, in order (for the fit script and the docs). */
export const GASSI_FEATURES = [
  'hand',
  'wait',
  'hand1',
  'hand2',
  'hand1Now',
  'hand2Now',
  'dogs',
  'realms',
  'bones',
  'conquests',
  'owed',
  'afraid',
  'pending',
  'toGain',
  'noDog',
  'pairs',
  'setReach',
  'walkable',
  'nonWalkers',
  'walking',
  'giveDest',
  'outNext',
] as const;

/**
 * Features of seat `t` in a (sampled, full) state, the inputs of the fitted win model (`GASSI_FEATURES` order):
 * hand size; turns waited (seats acting before `t`, GAS-010); hand of 1 / 2 cards, and the same when `t` acts now
 * (the race to go out, GAS-160); dogs, distinct realms, bones, conquests (GAS-163); cards owed to PULLs of own
 * ATTACKED/AFRAID dogs (GAS-110/111); own AFRAID dogs (about to be lost, GAS-111) and PENDING dogs (punishable,
 * GAS-105); others' AFRAID dogs `t` would receive (GAS-104); no dog in play (GAS-017/054); names held twice or
 * more (two-card moves, GAS-072/081); `setReach` (GAS-161/162); walkers of an own dog's realm (WALK, GAS-141);
 * non-walker cards (attack, defence, GIVEAWAY, GAS-091); own WALKING dogs (open to ATTACK, GAS-060); an own
 * DEFENDED or PENDING dog (a GIVEAWAY target for two cards, GAS-090/092); and a hand of one or two cards that one
 * own move could shed (`outNext`: a walker of an own dog's realm, non-walkers onto an own GIVEAWAY target, or a
 * pair of one name — the race to go out, GAS-160).
 */
export function gassiFeatures(rules: GassiRules, s: GassiState, t: number): number[] {
  const n = rules.players;
  const hand = s.hands[t]!;
  const h = hand.length;
  const wait = (t - s.turn + n) % n;
  let dogs = 0,
    owed = 0,
    afraid = 0,
    pending = 0,
    toGain = 0,
    walking = 0,
    giveDest = 0;
  const realms = new Set<number>();
  const gives = giveawayTargets(rules);
  for (const d of s.dogs) {
    if (d.owner === t) {
      dogs++;
      realms.add(d.realm);
      if (rules.problemStates.has(d.state)) owed += Math.max(1, d.draw);
      if (isAfraid(rules, d)) afraid++;
      if (d.state === rules.roles.pending) pending++;
      if (d.state === rules.roles.walking) walking++;
      if (gives.has(d.state)) giveDest = 1;
    } else if (isAfraid(rules, d) && d.beneficiary === t) toGain++;
  }
  const counts = new Map<number, number>();
  let walkable = 0,
    nonWalkers = 0;
  for (const c of hand) {
    counts.set(c, (counts.get(c) ?? 0) + 1);
    const w = rules.cards[c]!.walkerOf;
    if (w < 0) nonWalkers++;
    else if (realms.has(w)) walkable++;
  }
  let pairs = 0;
  for (const k of counts.values()) if (k >= 2) pairs++;
  const outNext =
    (h === 1 && (walkable === 1 || (nonWalkers === 1 && giveDest === 1))) ||
    (h === 2 && (pairs === 1 || (nonWalkers === 2 && giveDest === 1)))
      ? 1
      : 0;
  return [
    h,
    wait,
    h === 1 ? 1 : 0,
    h === 2 ? 1 : 0,
    h === 1 && wait === 0 ? 1 : 0,
    h === 2 && wait === 0 ? 1 : 0,
    dogs,
    realms.size,
    s.bones[t]!,
    s.conquests[t]!,
    owed,
    afraid,
    pending,
    toGain,
    dogs === 0 ? 1 : 0,
    pairs,
    setReach(rules, hand),
    walkable,
    nonWalkers,
    walking,
    giveDest,
    outNext,
  ];
}

/** Gassi team scores: every seat is its own team (GAS-168), scored by `gassiPoints`. */
export const gassiTeamScores: TeamScore = (game: CompiledGame, snap: Snapshot) => {
  const pts = gassiPoints(game.rules as GassiRules, snap.state as GassiState);
  return game.layout.teams.map((seats) => Math.max(...seats.map((s) => pts[s]!)));
};

/**
 * Gassi evaluation for search bots: `0.5 + 0.06 · (own estimated points − best other seat's)`, clamped to
 * [0, 1] (a lead of about 8 points counts as a near-certain win); a finished game scores its outcome.
 */
export const gassiEvaluate: Evaluator = (game: CompiledGame, snap: Snapshot) =>
  valuesFromTeamScores(game, snap, gassiTeamScores(game, snap), 0.06);

/**
 * An epsilon-greedy playout policy for Gassi: with probability `epsilon` a uniform random action, else the action
 * the Gassi heuristic bot (`scoreAction`, kinds/gassi/bot.ts) scores best for `actor`, read from the sampled
 * state (its hand, hand counts, bones and dog owners — what the heuristic reads from a view). Ties: the first in
 * canonical order. Cheap: no action is applied.
 */
export function gassiPolicy(epsilon = 0.1): PlayoutPolicy {
  return (game, snap, actor, legal, rng) => {
    if (legal.length === 1 || rng.int(0, 999) < epsilon * 1000) return legal[rng.int(0, legal.length - 1)]!;
    const rules = game.rules as GassiRules;
    const s = snap.state as GassiState;
    const v = {
      seat: actor,
      hand: s.hands[actor]!.map((c) => rules.cards[c]!.name),
      handCounts: s.hands.map((h) => h.length),
      bones: s.bones as number[],
      dogs: s.dogs.map((d) => ({ id: d.id, owner: d.owner })),
    };
    let best = legal[0]!;
    let top = -Infinity;
    for (const a of legal) {
      const x = scoreAction(v, a.notation);
      if (x > top) {
        top = x;
        best = a;
      }
    }
    return best;
  };
}

/**
 * Weights of the fitted win model, in `GASSI_FEATURES` order: a conditional logit fitted by
 * `scripts/gassi-fit.ts --games 3000 --seed fit` on the positions of 3,000 games of three `normal` bots
 * (Gassi 2.5.3; the games with an even index train, 29,664 positions; the odd ones test, 29,542 positions):
 * test log-loss 0.892 (uniform guess 1.099; the hand-made `gassiEvaluate`, normalised, 2.031), the eventual
 * winner ranked first in 57.4 % of the test positions (`gassiEvaluate`: 49.6 %).
 */
export const GASSI_WIN_WEIGHTS: readonly number[] = [
  -0.706, -0.205, 0.683, 0.295, 0.73, 0.28, 0.149, -0.187, 0.203, -0.037, -0.8, 0.406, -0.555, 0.046, 0.086, 0.15,
  -0.188, 0.085, 0.373, -0.231, 0.207, 0.44,
];

/**
 * Each seat's chance to win (`result[seat]`, summing to 1) by the fitted win model: softmax over the seats of
 * `GASSI_WIN_WEIGHTS · gassiFeatures(seat)`.
 */
export function gassiWinChances(
  rules: GassiRules,
  s: GassiState,
  weights: readonly number[] = GASSI_WIN_WEIGHTS,
): number[] {
  const u = s.hands.map((_, t) => gassiFeatures(rules, s, t).reduce((a, x, j) => a + x * weights[j]!, 0));
  const m = Math.max(...u);
  const e = u.map((x) => Math.exp(x - m));
  const z = e.reduce((a, b) => a + b, 0);
  return e.map((x) => x / z);
}

/** Gassi evaluation by the fitted win model (`gassiWinChances`); a finished game scores its outcome. */
export const gassiWinEvaluate: Evaluator = (game: CompiledGame, snap: Snapshot) =>
  snap.outcome ? outcomeValues(game, snap) : gassiWinChances(game.rules as GassiRules, snap.state as GassiState);
