// The YAML path under a text position of a ruleset (the editor's hover: which table entry the pointer is on). Pure.
import { isMap, isPair, isScalar, isSeq, parseDocument, type Node } from 'yaml';

/**
 * The keys and list indexes leading to the innermost entry of `text` whose key or value spans `offset` (0-based
 * character offset), e.g. `['tables', 'cards', '3', 'backward', 0]` on the `3` of `backward: [3]` under
 * `tables: cards: 3:`; map keys as strings. Empty when the offset lies outside every entry or the text is no YAML
 * map. Never throws (a broken text gives the path as far as it parses).
 */
export function yamlPathAt(text: string, offset: number): (string | number)[] {
  try {
    const doc = parseDocument(text, { keepSourceTokens: false, uniqueKeys: false });
    return walk(doc.contents as Node | null, offset, []) ?? [];
  } catch {
    return [];
  }
}

function walk(node: Node | null, offset: number, path: (string | number)[]): (string | number)[] | null {
  if (isMap(node))
    for (const pair of node.items) {
      if (!isPair(pair)) continue;
      const key = pair.key as Node | null;
      const value = pair.value as Node | null;
      const start = key?.range?.[0] ?? value?.range?.[0];
      const end = value?.range?.[1] ?? key?.range?.[1];
      if (start === undefined || end === undefined || offset < start || offset > end) continue;
      const name = isScalar(key) ? String(key.value) : String(key);
      const here = [...path, name];
      return walk(value, offset, here) ?? here;
    }
  if (isSeq(node))
    for (const [i, item] of node.items.entries()) {
      const r = (item as Node | null)?.range;
      if (r && offset >= r[0] && offset <= r[1]) return walk(item as Node, offset, [...path, i]) ?? [...path, i];
    }
  return null;
}
