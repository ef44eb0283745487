// Test support: a Gämsh game compiled from a minimal ruleset with the given options (teams, Föhn cards, timings…),
// for tests that need the kind's rules without a bundled ruleset's texts. Imported by tests only, never by the app.
import { compileRuleset, type CompiledGame, type Ruleset } from '../../src/engine';

/**
 * A compiled Gämsh game with `options` (default: two teams, no Föhn cards, as the tests that play the bare game
 * need). Throws with the compiler's diagnostics when the options do not compile.
 */
export function gamshTestGame(options: Record<string, unknown> = { teams: 2, foehnCards: [] }): CompiledGame {
  const rs: Ruleset = {
    id: 'gamsh/test',
    kind: 'gamsh',
    name: 't',
    version: '1',
    source: 'test',
    language: 'de',
    description: '',
    chain: ['gamsh/test'],
    extends: null,
    options: options as Ruleset['options'],
    examples: [],
    texts: {},
    presentation: {},
  };
  const r = compileRuleset(rs);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}
