// A Gämsh ruleset for specs that act during the reveal pause after a call (GAM-035): gamsh/gamsh-alpin with a
// 12 s pause instead of 3 s, written by global-setup.ts into each worker's own rulesets copy before its host
// starts (never into the repository's). A click the spec makes "during the pause" then lands in it even when the machine is loaded and a
// browser round trip takes seconds; the rules are otherwise the bundled game's, texts inherited. Not a spec itself.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The id of the ruleset `writeSlowRevealRuleset` writes. */
export const SLOW_REVEAL_ID = 'gamsh/e2e-slow-reveal';

/** The reveal pause of that ruleset, in ms (revealPauseMs; the bundled game's is 3000). */
export const SLOW_REVEAL_MS = 12_000;

/**
 * Writes `rulesets/gamsh/e2e-slow-reveal.yaml` (extends gamsh/gamsh-alpin, revealPauseMs 12000) under `root`, the
 * worker's rulesets copy, and returns its id. Idempotent: the same file each time.
 */
export function writeSlowRevealRuleset(root: string): string {
  const dir = join(root, 'rulesets', 'gamsh');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'e2e-slow-reveal.yaml'),
    [
      '# Gämsh Alpin with a 12 s reveal pause, for e2e specs that act during the pause (tests/e2e/support).',
      'format: 1',
      `id: ${SLOW_REVEAL_ID}`,
      'kind: gamsh',
      'name: Gämsh Alpin — slow reveal (e2e)',
      'version: e2e',
      'source: "the e2e specs (tests/e2e/support/gamsh-slow-reveal.ts)"',
      'extends: gamsh/gamsh-alpin',
      'options:',
      `  revealPauseMs: ${SLOW_REVEAL_MS}`,
      '',
    ].join('\n'),
  );
  return SLOW_REVEAL_ID;
}
