// Gämsh rulesets for e2e specs, written by global-setup.ts into each worker's own rulesets copy before its host
// starts (never into the repository's). Both extend gamsh/gamsh-alpin and change only its pauses (DIG-005), so the
// rules and texts are the bundled game's:
// - gamsh/e2e-slow-reveal: a 12 s reveal pause after a call (GAM-035) instead of 3 s, for specs that act during
//   that pause: a click the spec makes "during the pause" then lands in it even when the machine is loaded and a
//   browser round trip takes seconds.
// - gamsh/e2e-short-pauses: a 0.4 s preview and a 0.4 s reveal pause instead of 2 s and 3 s, for specs that play a
//   whole game to its end by calls: a round then waits about 1 s instead of 5 s of real time.
// Not a spec itself.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The id of the ruleset with the long reveal pause. */
export const SLOW_REVEAL_ID = 'gamsh/e2e-slow-reveal';

/** The reveal pause of that ruleset, in ms (revealPauseMs; the bundled game's is 3000). */
export const SLOW_REVEAL_MS = 12_000;

/** The id of the ruleset with short pauses. */
export const SHORT_PAUSES_ID = 'gamsh/e2e-short-pauses';

/**
 * Writes `rulesets/<id>.yaml` under `root`: extends gamsh/gamsh-alpin with `options` (name → number of ms), named in
 * both languages (the German specs look for English words on the page, the Library and the Playtest view list it).
 */
function writeGamshVariant(
  root: string,
  id: string,
  names: { de: string; en: string },
  about: string,
  options: Record<string, number>,
) {
  mkdirSync(join(root, 'rulesets', 'gamsh'), { recursive: true });
  writeFileSync(
    join(root, 'rulesets', `${id}.yaml`),
    [
      `# Gämsh Alpin ${about}, for e2e specs (tests/e2e/support).`,
      'format: 1',
      `id: ${id}`,
      'kind: gamsh',
      `name: ${names.en}`,
      `names: { de: "${names.de}", en: "${names.en}" }`,
      'version: e2e',
      'source: "the e2e specs (tests/e2e/support/gamsh-test-rulesets.ts)"',
      'extends: gamsh/gamsh-alpin',
      'options:',
      ...Object.entries(options).map(([k, v]) => `  ${k}: ${v}`),
      '',
    ].join('\n'),
  );
}

/**
 * Writes both test rulesets (`rulesets/gamsh/e2e-slow-reveal.yaml`, `rulesets/gamsh/e2e-short-pauses.yaml`) under
 * `root`, the worker's rulesets copy. Idempotent: the same files each time.
 */
export function writeGamshTestRulesets(root: string): void {
  writeGamshVariant(
    root,
    SLOW_REVEAL_ID,
    { de: 'Gämsh Alpin — lange Aufdeckpause (e2e)', en: 'Gämsh Alpin — slow reveal (e2e)' },
    'with a 12 s reveal pause',
    {
      revealPauseMs: SLOW_REVEAL_MS,
    },
  );
  writeGamshVariant(
    root,
    SHORT_PAUSES_ID,
    { de: 'Gämsh Alpin — kurze Pausen (e2e)', en: 'Gämsh Alpin — short pauses (e2e)' },
    'with short pauses',
    {
      preRevealMs: 400,
      revealPauseMs: 400,
    },
  );
}
