// Starts the browser-mode hosts for the e2e run, one per Playwright worker (`workers` in playwright.config.ts),
// each over its own temp replay folder (one replay made by the CLI: `rulebench simulate
// rulesets/dog/standard.yaml --games 1 --seed 7`, copied into every folder) and its own copy of rulesets/, so
// specs that save, autosave or edit rulesets in one worker never change what a spec in the other worker reads.
// All hosts serve the built renderer from dist-web/. Hands the URL, token and files to the tests through
// environment variables: RULEBENCH_E2E_URL_<i>, …_ORIGIN_<i>, …_ROOT_<i>, …_REPLAY_DIR_<i>, …_SESSIONS_DIR_<i> (the
// app's sessions folder, empty at the start) for worker slot i
// (Playwright's TEST_PARALLEL_INDEX); playwright.config.ts copies slot i's values to the plain names
// (RULEBENCH_E2E_URL, …) in each worker before a spec is loaded (tests/e2e/worker-host.ts), so specs read only
// the plain names.
// Returns the teardown.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { createHostService } from '../../src/host/service';
import { startHostServer } from '../../src/host/server';
import { watchRulesets } from '../../src/host/watch';
import { PER_SLOT } from './worker-host';
import { writeGamshTestRulesets } from './support/gamsh-test-rulesets';

const repo = resolve(import.meta.dirname, '../..');

export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const staticDir = join(repo, 'dist-web');
  if (!existsSync(join(staticDir, 'index.html')))
    throw new Error('dist-web/index.html is missing: run `npm run build:web` (or `npm run test:e2e`).');
  const made = mkdtempSync(join(tmpdir(), 'rulebench-e2e-sim-'));
  const sim = spawnSync(
    process.execPath,
    [
      join(repo, 'bin/rulebench.mjs'),
      'simulate',
      'rulesets/dog/standard.yaml',
      '--games',
      '1',
      '--seed',
      '7',
      '--bots',
      'random',
      '--out',
      made,
    ],
    { cwd: repo, encoding: 'utf8' },
  );
  const files = readdirSync(made).filter((f) => f.endsWith('.replay.json'));
  if (files.length !== 1)
    throw new Error(`simulate made ${files.length} replays (exit ${sim.status}):\n${sim.stdout}\n${sim.stderr}`);
  const teardowns: Array<() => Promise<void>> = [];
  for (let slot = 0; slot < Math.max(1, config.workers); slot++) {
    const replayDir = mkdtempSync(join(tmpdir(), 'rulebench-e2e-'));
    cpSync(join(made, files[0]), join(replayDir, files[0]));
    // A copy of rulesets/: the editor tests autosave and save files, and must never touch the repository's.
    const root = mkdtempSync(join(tmpdir(), 'rulebench-e2e-root-'));
    cpSync(join(repo, 'rulesets'), join(root, 'rulesets'), { recursive: true });
    // Gämsh with a long reveal pause and with short pauses, for specs that need either (support/gamsh-test-rulesets.ts).
    writeGamshTestRulesets(root);
    // The app's sessions folder (empty; playtest-people.e2e.ts plays its session into it).
    const sessionsDir = mkdtempSync(join(tmpdir(), 'rulebench-e2e-sessions-'));
    const server = await startHostServer({ service: createHostService({ root, replayDir, sessionsDir }), staticDir });
    const unwatch = watchRulesets(root, (changed) => server.push('rulesets:changed', { files: changed }));
    process.env[`RULEBENCH_E2E_ROOT_${slot}`] = root;
    process.env[`RULEBENCH_E2E_URL_${slot}`] = server.url;
    process.env[`RULEBENCH_E2E_ORIGIN_${slot}`] = server.origin;
    process.env[`RULEBENCH_E2E_REPLAY_DIR_${slot}`] = replayDir;
    process.env[`RULEBENCH_E2E_SESSIONS_DIR_${slot}`] = sessionsDir;
    teardowns.push(async () => {
      unwatch();
      await server.close();
      rmSync(replayDir, { recursive: true, force: true });
      rmSync(root, { recursive: true, force: true });
      rmSync(sessionsDir, { recursive: true, force: true });
    });
  }
  rmSync(made, { recursive: true, force: true });
  process.env.RULEBENCH_E2E_REPLAY = files[0];
  // Slot 0's values under the plain names too, for anything that reads them outside a worker.
  for (const name of PER_SLOT) process.env[name] = process.env[`${name}_0`];
  return async () => {
    for (const teardown of teardowns) await teardown();
  };
}
