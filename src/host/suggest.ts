// "Did you mean" for mistyped names (CLI options and commands, ruleset ids): a small edit distance, no dependency.

/**
 * Levenshtein edit distance between two words (insertions, deletions, substitutions each cost 1), for "did you
 * mean" hints. O(|a|·|b|) time, O(|b|) memory.
 */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}

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
