// Test support for the renderer's Dog tests: a compiled game from the repository's rulesets (extends resolved
// from the same folder). Node only (reads files); imported by *.test.ts, never by the app.
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compileRuleset, parseRulesetText, resolveRuleset, type CompiledGame, type RulesetSource } from '../../../../engine';

const ROOT = resolve(import.meta.dirname, '../../../../..');

/** All ruleset sources of `rulesets/<kind>/`, by id. Throws when a file does not parse. */
function sourcesOf(kind: string): Map<string, RulesetSource> {
  const dir = join(ROOT, 'rulesets', kind);
  const out = new Map<string, RulesetSource>();
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.yaml'))) {
    const parsed = parseRulesetText(readFileSync(join(dir, f), 'utf8'), `rulesets/${kind}/${f}`);
    if (parsed.source) out.set(parsed.source.data.id, parsed.source);
  }
  return out;
}

/** The compiled game of ruleset `id` (e.g. `dog/standard`), optionally with option overrides; throws on errors. */
export function compiledGame(id: string, overrides: Record<string, never> = {}): CompiledGame {
  const sources = sourcesOf(id.split('/')[0]!);
  const src = sources.get(id);
  if (!src) throw new Error(`no ruleset ${id}`);
  const resolved = resolveRuleset(src, (x) => sources.get(x));
  if (!resolved.ok) throw new Error(JSON.stringify(resolved.error));
  const game = compileRuleset(resolved.value, overrides, src);
  if (!game.ok) throw new Error(JSON.stringify(game.error));
  return game.value;
}
