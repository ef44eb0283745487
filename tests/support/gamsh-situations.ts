// Helpers shared by the Gämsh unit tests (src/engine/kinds/gamsh/dig.test.ts and audit.test.ts): a compiled game
// from option overrides, and a snapshot of a scenario situation. Test-only; the kind never imports this file.
import { compileRuleset } from '../../src/engine/compile';
import { snapshotFromState, type CompiledGame } from '../../src/engine/core/game';
import type { Snapshot } from '../../src/engine/core/types';
import type { Ruleset } from '../../src/engine/ruleset/types';
import type { GamshState } from '../../src/engine/kinds/gamsh/state';

/** A Gämsh game compiled from `options` over the kind's defaults (ruleset id `gamsh/<id>`). Throws on invalid options. */
export function gamshGame(options: Record<string, unknown> = {}, id = 'test'): CompiledGame {
  const rs = {
    id: `gamsh/${id}`,
    kind: 'gamsh',
    name: 't',
    version: '1',
    source: 't',
    language: 'de',
    description: '',
    chain: [`gamsh/${id}`],
    extends: null,
    options,
    examples: [],
    texts: {},
    presentation: {},
  } as unknown as Ruleset;
  const r = compileRuleset(rs);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** A scenario situation (the `position`, `hands`, `extra` of a scenario step; docs/notation-gamsh.md). */
export type Situation = { position: string; hands?: Record<string, string[]>; extra?: Record<string, unknown> };

/** The snapshot of `sit` in game `g` (RNG seeded with `seed`). Throws with the kind's message if `sit` is invalid. */
export function situation(g: CompiledGame, sit: Situation, seed = 'scenario'): Snapshot {
  const b = g.kind.fromScenario(g.rules, sit as never);
  if (!b.ok) throw new Error(b.error.message);
  return snapshotFromState(g, b.value, seed);
}

/** The Gämsh state of a snapshot. */
export const stateOf = (s: Snapshot): GamshState => s.state as GamshState;
