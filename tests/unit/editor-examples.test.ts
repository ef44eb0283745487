// The editor's example panel runs a ruleset's embedded examples like the engine's rule sheets do: the sheet-only
// keys (`titles`, `text`, `story` — the booklet's telling) must not make a valid example fail. Before,
// the panel kept `story` and every Dog standard example failed with 'Unrecognized key: "story"'.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRuleset, parseRulesetText, resolveRuleset } from '../../src/engine';
import { runExamples } from '../../src/renderer/src/services/ruleset-text';

const root = join(import.meta.dirname, '..', '..');

function compiled(id: string) {
  const file = join(root, 'rulesets', `${id}.yaml`);
  const parsed = parseRulesetText(readFileSync(file, 'utf8'), file);
  const resolved = resolveRuleset(parsed.source!, () => undefined);
  if (!resolved.ok) throw new Error(`resolve ${id}`);
  const game = compileRuleset(resolved.value, {}, parsed.source!);
  if (!game.ok) throw new Error(`compile ${id}`);
  return game.value;
}

describe('editor example panel', () => {
  it.each(['dog/standard', 'gassi/gassi-2.5.3'])(
    'runs every embedded example of %s (DOG-068, GAS-141 examples carry story:)',
    (id) => {
      const game = compiled(id);
      expect(game.ruleset.examples.length).toBeGreaterThan(0);
      const results = runExamples(game);
      expect(results.filter((r) => !r.ok)).toEqual([]);
    },
  );
});
