// Edit distance for "did you mean" hints (bot parameters here; CLI options, commands and ruleset ids in the host). Pure.

/**
 * Levenshtein edit distance between two words (insertions, deletions, substitutions each cost 1), for "did you
 * mean" hints. Case-sensitive: callers lower-case both words when case should not count. O(|a|·|b|) time,
 * O(|b|) memory. Source: V. I. Levenshtein, "Binary codes capable of correcting deletions, insertions and
 * reversals", Soviet Physics Doklady 10 (1966).
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
