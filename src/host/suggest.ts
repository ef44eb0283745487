// "Did you mean" for mistyped names (CLI options and commands, ruleset ids), by the engine's edit distance.
import { editDistance } from '../engine';

export { editDistance };

/**
 * The candidate closest to `word` by `editDistance` (case-insensitive), if it is close enough to be a typo: at most
 * 2 edits, and fewer than half the word's length; null otherwise. Ties go to the first candidate.
 */
export function closest(word: string, candidates: readonly string[]): string | null {
  let best: string | null = null;
  let bestD = Infinity;
  for (const c of candidates) {
    const d = editDistance(word.toLowerCase(), c.toLowerCase());
    if (d < bestD) {
      best = c;
      bestD = d;
    }
  }
  return best !== null && bestD <= 2 && bestD < Math.max(2, word.length / 2) ? best : null;
}
