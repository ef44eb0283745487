// Gassi's progress score for the playtest's lead metrics (`GameKind.progress`): the running score per seat. A
// measuring instrument on full snapshots, never bot input. Pure.
import type { CompiledGame } from '../../core/game';
import type { Snapshot } from '../../core/types';
import type { ProgressScore } from '../../playtest/progress';
import type { GassiRules } from './rules';
import type { GassiState } from './state';
import { scores as gassiFinalScores } from './view';

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

/** Gassi's progress score: points (`gassiRunningScores`). */
export const gassiProgress: ProgressScore = { unit: 'points', scores: gassiRunningScores };
