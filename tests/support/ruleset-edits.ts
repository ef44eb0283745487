// Helpers for tests that write a small ruleset extending a bundled one and check its diagnostics: validation and
// resolution against the bundled rulesets, and the line:col of a value in the written text.
import { resolveRuleset, validateRulesetText, type Ruleset } from '../../src/engine';
import { PROJECT_ROOT, RulesetIndex } from '../../src/host/rulesets';

const index = new RulesetIndex(PROJECT_ROOT);

/** `validateRulesetText(text, 't.yaml')` with `extends` looked up among the bundled rulesets. */
export const validateAgainstBundled = (text: string) => validateRulesetText(text, 't.yaml', (id) => index.get(id));

/** The resolved bundled ruleset `id`; throws with the diagnostics if it does not resolve. */
export function bundledRuleset(id: string): Ruleset {
  const r = resolveRuleset(index.get(id)!, (x) => index.get(x));
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** 1-based line and column of `needle` on the line `line` of `text` (the first line equal to `line`). */
export function lineColumnOf(text: string, line: string, needle: string): { line: number; column: number } {
  const lines = text.split('\n');
  const k = lines.findIndex((l) => l === line);
  return { line: k + 1, column: lines[k]!.indexOf(needle) + 1 };
}
