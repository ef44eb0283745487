// File names the renderer proposes to the host (the host still validates them). Pure.

/** `dog-standard-seed-1.replay.json` for a ruleset id and a seed (same rule as src/host/replays.ts). */
export function replayFileName(rulesetId: string, seed: string): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '-');
  return `${safe(rulesetId)}-${safe(seed)}.replay.json`;
}
