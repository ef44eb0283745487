// A line diff for the editor's save conflict: the file as it is on disk against the edited text, so the
// person sees the other change before deciding to overwrite it. Pure; no Vue.

/** One line of a diff: kept (`same`), only in the first text (`removed`, on disk) or only in the second (`added`, yours). */
export interface DiffLine {
  readonly op: 'same' | 'removed' | 'added';
  readonly text: string;
}

/** Largest LCS table (middle lines of both texts multiplied); beyond it the differing middle is shown as replaced. */
const MAX_CELLS = 4_000_000;

/**
 * The lines of `a` and `b` as a diff: common leading and trailing lines are kept, the middle is aligned by a
 * longest common subsequence (removed lines before added ones at each change). Over `MAX_CELLS` the middle is all
 * removed then all added — still correct, only less aligned.
 */
export function lineDiff(a: string, b: string): DiffLine[] {
  const x = a.split('\n');
  const y = b.split('\n');
  let start = 0;
  while (start < x.length && start < y.length && x[start] === y[start]) start++;
  let endX = x.length;
  let endY = y.length;
  while (endX > start && endY > start && x[endX - 1] === y[endY - 1]) {
    endX--;
    endY--;
  }
  const out: DiffLine[] = x.slice(0, start).map((text) => ({ op: 'same' as const, text }));
  const mx = x.slice(start, endX);
  const my = y.slice(start, endY);
  if (mx.length * my.length > MAX_CELLS) {
    out.push(
      ...mx.map((text) => ({ op: 'removed' as const, text })),
      ...my.map((text) => ({ op: 'added' as const, text })),
    );
  } else {
    // lcs[i][j]: length of the longest common subsequence of mx[i..] and my[j..].
    const w = my.length + 1;
    const lcs = new Uint32Array((mx.length + 1) * w);
    for (let i = mx.length - 1; i >= 0; i--) {
      for (let j = my.length - 1; j >= 0; j--)
        lcs[i * w + j] =
          mx[i] === my[j] ? lcs[(i + 1) * w + j + 1]! + 1 : Math.max(lcs[(i + 1) * w + j]!, lcs[i * w + j + 1]!);
    }
    let i = 0;
    let j = 0;
    while (i < mx.length || j < my.length) {
      if (i < mx.length && j < my.length && mx[i] === my[j]) {
        out.push({ op: 'same', text: mx[i++]! });
        j++;
      } else if (j >= my.length || (i < mx.length && lcs[(i + 1) * w + j]! >= lcs[i * w + j + 1]!))
        out.push({ op: 'removed', text: mx[i++]! });
      else out.push({ op: 'added', text: my[j++]! });
    }
  }
  out.push(...x.slice(endX).map((text) => ({ op: 'same' as const, text })));
  return out;
}

/** Only the changed lines of a diff with `context` kept lines around each change; `…` marks what was left out. */
export function diffHunks(lines: readonly DiffLine[], context = 2): (DiffLine | '…')[] {
  const keep = new Array<boolean>(lines.length).fill(false);
  lines.forEach((l, k) => {
    if (l.op !== 'same')
      for (let d = Math.max(0, k - context); d <= Math.min(lines.length - 1, k + context); d++) keep[d] = true;
  });
  const out: (DiffLine | '…')[] = [];
  lines.forEach((l, k) => {
    if (keep[k]) out.push(l);
    else if (out[out.length - 1] !== '…') out.push('…');
  });
  return out;
}
