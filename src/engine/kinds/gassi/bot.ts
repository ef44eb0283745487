// The Gassi heuristic bot: reads only its seat's view and the legal notations. Pure; randomness only for
// ties, from the bot's own Rng. Documented in docs/notation-gassi.md "Heuristic bot".
import type { Action, Json, Rng } from '../../core/types';

type V = {
  hand?: string[];
  handCounts?: (number | null)[];
  bones?: number[];
  seat?: number;
  dogs?: { id: string; owner: number }[];
};

const DEFENCES = new Set(['DEFEND', 'ESCAPE', 'RESCUE', 'HEAL']);
const HOSTILE = new Set(['PUNISH+', 'PUNISH', 'ATTACK+', 'ATTACK']);

/** The leader: the other seat closest to going out (fewest hand cards; ties: most bones). */
function leaderOf(v: V, me: number): number {
  const counts = v.handCounts ?? [];
  let best = -1;
  for (let s = 0; s < counts.length; s++) {
    if (s === me) continue;
    const c = counts[s] ?? 99;
    const b = counts[best] ?? 99;
    if (best < 0 || c < b || (c === b && (v.bones?.[s] ?? 0) > (v.bones?.[best] ?? 0))) best = s;
  }
  return best;
}

/**
 * Scores one action (higher is better): (1) defend when it can — own dogs first, others' for a bone;
 * (2) attack the leader — punishments before attacks, other seats less; (3) play toward a set — prefer
 * shedding cards whose name is rare in the hand (keeps pairs and triples for a full house or 5 of a kind);
 * every card shed counts (going out); spending a bone costs a little; a voluntary draw is the last resort.
 */
export function scoreAction(v: V, notation: string): number {
  const me = v.seat ?? 0;
  const parts = notation.split(' ');
  const move = parts[0]!;
  const cards =
    parts.length > 1 && !/^[a-h]\d+$/.test(parts[1]!) && !/^\d+$/.test(parts[1]!) ? parts[1]!.split(':') : [];
  const dogId = parts.find((p) => /^[a-h]\d+$/.test(p));
  const owner = dogId ? (v.dogs?.find((d) => d.id === dogId)?.owner ?? -1) : -1;
  const hand = v.hand ?? [];
  let score = 0;
  if (DEFENCES.has(move)) score += owner === me ? 100 : 40;
  if (HOSTILE.has(move)) score += (move.startsWith('PUNISH') ? 60 : 50) + (owner === leaderOf(v, me) ? 20 : 0);
  if (move === 'ADDDOG') score += (v.dogs ?? []).some((d) => d.owner === me) ? 30 : 200;
  if (move === 'PULL') score += dogId ? 5 : -20;
  if (move === 'END') score -= 10;
  for (const c of cards) score += 10 - 3 * hand.filter((h) => h === c).length;
  if (notation.endsWith(' bone')) score -= 8;
  return score;
}

/** The Gassi heuristic bot (`gassi-heuristic`). */
export const gassiHeuristicBot = {
  name: 'gassi-heuristic',
  choose(view: () => Json, legal: readonly Action[], rng: Rng): Action {
    const v = view() as V;
    let best: Action[] = [];
    let top = -Infinity;
    for (const a of legal) {
      const s = scoreAction(v, a.notation);
      if (s > top) {
        top = s;
        best = [a];
      } else if (s === top) best.push(a);
    }
    return best[rng.int(0, best.length - 1)]!;
  },
};
