// Progress scores for the playtest's lead metrics (lead changes, drama, decisiveness): how far each team is, in
// the kind's own units, for Dog, Gassi and Gämsh. Measuring instruments on full snapshots (never bot input). Pure.
import type { CompiledGame } from '../core/game';
import type { Snapshot } from '../core/types';
import { teamScoreFor } from '../bots/registry';
import type { GassiRules } from '../kinds/gassi/rules';
import type { GassiState } from '../kinds/gassi/state';
import type { GamshState } from '../kinds/gamsh/state';
import { scores as gassiFinalScores } from '../kinds/gassi/view';

/**
 * A team score for lead metrics: `scores(game, snap)[team]` (higher is better) in `unit`:
 * - `progress`: share of the way to the goal in [0, 1] (Dog: the team's mean piece progress, `dogTeamScores`);
 * - `points`: the kind's points (Gassi: the score the seat would get if the game ended now, GAS-163/165; Gämsh:
 *   the team's points towards the target, GAM-080).
 */
export interface ProgressScore {
  readonly unit: 'progress' | 'points';
  readonly scores: (game: CompiledGame, snap: Snapshot) => number[];
}

/**
 * Gassi's running score per seat (each seat is its own team): dogs owned, bones, conquests and realms occupied
 * minus the hand malus, with the ruleset's `score.*` values (GAS-163, GAS-165) and no finisher bonus (GAS-164 is
 * only known at the end); once the game has ended, the final scores (`scores` of the kind, GAS-163…166) when
 * there are any. Public information only (hand counts, not hand cards).
 */
export function gassiRunningScores(game: CompiledGame, snap: Snapshot): number[] {
  const rules = game.rules as GassiRules;
  const s = snap.state as GassiState;
  const final = s.end ? gassiFinalScores(rules, s) : null;
  if (final) return final;
  const sc = rules.o.score;
  const seats = s.hands.length;
  const dogs = new Array<number>(seats).fill(0);
  const realms = Array.from({ length: seats }, () => 0);
  const seen = new Set<number>();
  for (const d of s.dogs) {
    if (d.owner < 0 || d.owner >= seats) continue;
    dogs[d.owner]!++;
    const key = d.owner * 64 + d.realm;
    if (!seen.has(key)) {
      seen.add(key);
      realms[d.owner]!++;
    }
  }
  return s.hands.map(
    (hand, seat) =>
      dogs[seat]! * sc.perDog +
      s.bones[seat]! * sc.perBone +
      s.conquests[seat]! * sc.perConquest +
      realms[seat]! * sc.perRealm +
      hand.length * sc.perHandCard,
  );
}

/** Gämsh team points (GAM-080: the game ends when a team reaches the target), indexed by team. */
export function gamshTeamPoints(_game: CompiledGame, snap: Snapshot): number[] {
  return (snap.state as GamshState).scores.slice();
}

/**
 * The progress score of the game's kind for lead metrics, or null when the kind has none: Gassi's running score,
 * Gämsh's team points, else the kind's team score from the bot registry (`teamScoreFor`: Dog's piece progress).
 */
export function progressScoreFor(game: CompiledGame): ProgressScore | null {
  if (game.kind.id === 'gassi') return { unit: 'points', scores: gassiRunningScores };
  if (game.kind.id === 'gamsh') return { unit: 'points', scores: gamshTeamPoints };
  const registered = teamScoreFor(game);
  return registered ? { unit: 'progress', scores: registered } : null;
}
