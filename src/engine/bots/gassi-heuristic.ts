// The Gassi evaluation for search bots (and a team score): each seat's expected final points (GAS-163…166) from
// what is on the table — dogs in play and their states, open threats, bones, conquests, realms, hand size — plus
// how close the hand is to ending the game (going out, GAS-160, or a 5-card set, GAS-161/162). Replaces the
// outcome-only scoring that made Gassi's search nearly blind. Pure; reads the full (sampled) state.
import type { CompiledGame } from '../core/game';
import type { Snapshot } from '../core/types';
import type { GassiRules, GassiState } from '../kinds/gassi';
import { valuesFromTeamScores, type Evaluator, type TeamScore } from './evaluate';
import type { PlayoutPolicy } from './ismcts';
import { scoreAction } from '../kinds/gassi/bot';

/**
 * Expected loss of a dog by its state (probability it changes owner before the owner can help it), a judgement
 * from the transition table (gassi.md §3.1): AFRAID dogs are lost on the owner's PULL unless defended with a pair
 * or an escape (GAS-034/111), PENDING dogs can be punished into AFRAID (GAS-033), ATTACKED dogs only cost cards.
 */
const LOSS_RISK: Readonly<Record<string, number>> = { AFRAID: 0.55, PENDING: 0.2 };

/** Weight of the set-in-reach and small-hand terms (points a seat can expect from finishing, GAS-164). */
const FINISH_WEIGHT = 0.6;

/**
 * Estimated points per seat (`result[seat]`, GAS-163 units; higher is better) while the game runs:
 * `perDog · dogs + perRealm · realms + perBone · bones + perConquest · conquests + perHandCard · hand` (the
 * ruleset's `score.*` values), adjusted for open threats — a dog AFRAID or PENDING counts `1 − risk` for its owner
 * and `risk · (perDog + 2 bones + perConquest)` for the seat that would conquer it (GAS-111/151); an ATTACKED dog
 * costs its owner the cards the PULL would draw (GAS-110) times the hand-card value — plus a finishing term: the
 * finisher bonus (GAS-164) times `FINISH_WEIGHT · reach`, where reach grows as the hand shrinks towards empty
 * (GAS-160) and as a 5-card hand approaches a set (GAS-162). A seat with no dog in play and a growing hand is
 * penalised towards the 12-card abort (GAS-054).
 */
export function gassiPoints(rules: GassiRules, s: GassiState): number[] {
  const sc = rules.o.score;
  const n = rules.players;
  const pts = new Array<number>(n).fill(0);
  const realms: Set<number>[] = Array.from({ length: n }, () => new Set());
  const dogs = new Array<number>(n).fill(0);
  for (const d of s.dogs) {
    const risk = LOSS_RISK[d.state] ?? 0;
    dogs[d.owner]! += 1;
    realms[d.owner]!.add(d.realm);
    pts[d.owner]! -= risk * (sc.perDog + sc.perRealm * 0.5);
    if (risk > 0) {
      const to = d.beneficiary >= 0 && d.beneficiary !== d.owner ? d.beneficiary : -1;
      if (to >= 0) pts[to]! += risk * (sc.perDog + 2 * sc.perBone + sc.perConquest);
    }
    if (d.state === 'ATTACKED') pts[d.owner]! += 0.6 * Math.max(1, d.draw) * sc.perHandCard;
  }
  for (let t = 0; t < n; t++) {
    const hand = s.hands[t]!;
    pts[t]! += dogs[t]! * sc.perDog + realms[t]!.size * sc.perRealm + s.bones[t]! * sc.perBone + s.conquests[t]! * sc.perConquest + hand.length * sc.perHandCard;
    pts[t]! += sc.finisherBonus * FINISH_WEIGHT * reach(rules, hand);
    if (dogs[t] === 0) pts[t]! -= Math.max(0, hand.length - 6) * 0.5;
  }
  return pts;
}

/**
 * How close a hand is to ending the game, in [0, 1]: going out (GAS-160) — `1 / (1 + hand size)`, squared so that
 * the last cards count most — or a set (GAS-162): for hands of 5…7 cards, the best share of a set already held
 * (five of a name, five of a role, three plus two of two names) scaled down by the cards beyond five.
 */
function reach(rules: GassiRules, hand: readonly number[]): number {
  const out = 1 / (1 + hand.length);
  let best = out * out * 4;
  if (hand.length >= 4 && hand.length <= 7) {
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
    const extra = Math.max(0, hand.length - 5);
    best = Math.max(best, held * held * (1 - 0.3 * extra) * 0.8);
  }
  return Math.min(1, best);
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
export const gassiEvaluate: Evaluator = (game: CompiledGame, snap: Snapshot) => valuesFromTeamScores(game, snap, gassiTeamScores(game, snap), 0.06);

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
      if (x > top) { top = x; best = a; }
    }
    return best;
  };
}
