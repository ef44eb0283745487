// The engine version a distributed playtest checks: a shard job carries its run's version and a worker
// refuses one that differs from its own, so games of two builds never mix in one result.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_VERSION } from '../engine';
import { PROJECT_ROOT } from './rulesets';

let memo: string | null = null;

/**
 * `APP_VERSION+FINGERPRINT`, e.g. `0.1.0+3f9c2a71b0d4`: the app version and the first 12 hex digits of a SHA-256
 * over the engine's sources (every `src/engine/**∕*.ts` but tests, by relative path and content, in path order), so
 * any change to the code that plays the games — a rule, a bot, the random generator — gives another version, while
 * the same checkout on two machines gives the same. Where the sources are not shipped (a packaged app), the
 * fingerprint is taken over the built playtest worker module instead. Computed once per process (~100 files).
 */
export function engineVersion(): string {
  if (memo) return memo;
  const hash = createHash('sha256');
  const engineDir = join(PROJECT_ROOT, 'src', 'engine');
  if (existsSync(engineDir)) {
    for (const file of engineSources(engineDir)) {
      hash.update(relative(engineDir, file).split(sep).join('/'));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  } else {
    hash.update(readFileSync(fileURLToPath(new URL('./playtest-worker.js', import.meta.url))));
  }
  memo = `${APP_VERSION}+${hash.digest('hex').slice(0, 12)}`;
  return memo;
}

/** The engine's TypeScript sources under `dir` (no tests), sorted by path. */
function engineSources(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...engineSources(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) out.push(path);
  }
  return out.sort();
}
