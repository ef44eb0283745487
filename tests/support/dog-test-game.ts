/// <reference types="vite/client" />
// Test support for the renderer's Dog tests: a compiled game from the repository's rulesets (extends resolved
// from the same folder). Imported by *.test.ts only, never by the app.
import {
  compileRuleset,
  parseRulesetText,
  resolveRuleset,
  type CompiledGame,
  type Json,
  type RulesetSource,
} from '../../src/engine';

// The repository's rulesets as text, bundled by Vite/Vitest (no Node APIs: the renderer tests run it in happy-dom).
const FILES = import.meta.glob('../../rulesets/*/*.yaml', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** All ruleset sources of `rulesets/<kind>/`, by id. Throws when a file does not parse. */
function sourcesOf(kind: string): Map<string, RulesetSource> {
  const out = new Map<string, RulesetSource>();
  for (const [path, text] of Object.entries(FILES)) {
    const file = path.slice(path.indexOf('rulesets/'));
    if (!file.startsWith(`rulesets/${kind}/`)) continue;
    const parsed = parseRulesetText(text, file);
    if (!parsed.source) throw new Error(`${file} does not parse`);
    out.set(parsed.source.data.id, parsed.source);
  }
  return out;
}

/** The compiled game of ruleset `id` (e.g. `dog/standard`), optionally with option overrides; throws on errors. */
export function compiledGame(id: string, overrides: Record<string, Json> = {}): CompiledGame {
  const sources = sourcesOf(id.split('/')[0]!);
  const src = sources.get(id);
  if (!src) throw new Error(`no ruleset ${id}`);
  const resolved = resolveRuleset(src, (x) => sources.get(x));
  if (!resolved.ok) throw new Error(JSON.stringify(resolved.error));
  const game = compileRuleset(resolved.value, overrides, src);
  if (!game.ok) throw new Error(JSON.stringify(game.error));
  return game.value;
}
