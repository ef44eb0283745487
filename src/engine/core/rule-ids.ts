// Rule IDs of a kind's catalogue (docs/rules/<kind>.md): building the lists from numbers and ranges, and finding
// the known IDs nearest to an unknown one for "did you mean" hints. Pure.
import { editDistance } from './edit-distance';
import type { RuleId } from './types';

/** `PREFIX-NNN` for each number, zero-padded to `width` digits: `numbered('DOG-', [1, 2], 3)` → DOG-001, DOG-002. */
export function numbered(prefix: string, numbers: readonly number[], width: number): RuleId[] {
  return numbers.map((n) => `${prefix}${String(n).padStart(width, '0')}`);
}

/** Every ID from `from` to `to` (inclusive), zero-padded to `width` digits: `idRange('V', 1, 3, 2)` → V01, V02, V03. */
export function idRange(prefix: string, from: number, to: number, width: number): RuleId[] {
  return numbered(
    prefix,
    Array.from({ length: to - from + 1 }, (_, i) => from + i),
    width,
  );
}

function split(id: string): { prefix: string; n: number } {
  const m = /^(.*?)(\d+)$/.exec(id);
  return m ? { prefix: m[1]!.toUpperCase(), n: Number(m[2]) } : { prefix: id.toUpperCase(), n: Number.NaN };
}

/**
 * Up to `count` IDs of `known` nearest to `id`, nearest first: the closest prefix (edit distance, case ignored),
 * then the closest number, then catalogue order. `DOG-099` → DOG-100, DOG-094, DOG-093; `GAS-068` among Dog's
 * IDs → DOG-068. Empty when `known` is.
 */
export function nearestRuleIds(id: string, known: readonly RuleId[], count = 3): RuleId[] {
  const want = split(id);
  return known
    .map((k, order) => {
      const got = split(k);
      const byNumber = Number.isNaN(want.n) || Number.isNaN(got.n) ? Number.MAX_SAFE_INTEGER : Math.abs(want.n - got.n);
      return { k, prefix: editDistance(want.prefix, got.prefix), byNumber, order };
    })
    .sort((a, b) => a.prefix - b.prefix || a.byNumber - b.byNumber || a.order - b.order)
    .slice(0, count)
    .map((c) => c.k);
}

/**
 * The sentence for a rule ID that `kindId`'s catalogue (`known`) does not have, naming the nearest known IDs:
 * `"DOG-099" is not a rule ID of the dog catalogue; the nearest are DOG-100, DOG-094, DOG-093.`
 */
export function unknownRuleIdText(id: string, kindId: string, known: readonly RuleId[]): string {
  const near = nearestRuleIds(id, known);
  const shown = id.length > 40 ? `${id.slice(0, 40)}…` : id;
  return `"${shown}" is not a rule ID of the ${kindId} catalogue${near.length ? `; the nearest are ${near.join(', ')}` : ''}.`;
}
