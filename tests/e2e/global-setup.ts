// Starts the browser-mode host for the e2e run: a temp replay folder with one replay made by the CLI
// (`rulebench simulate rulesets/dog/standard.yaml --games 1 --seed 7`), the built renderer from dist-web/.
// Hands the URL, token and files to the tests through environment variables; returns the teardown.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createHostService } from '../../src/host/service';
import { startHostServer } from '../../src/host/server';
import { watchRulesets } from '../../src/host/watch';

const repo = resolve(import.meta.dirname, '../..');

export default async function globalSetup(): Promise<() => Promise<void>> {
  const staticDir = join(repo, 'dist-web');
  if (!existsSync(join(staticDir, 'index.html')))
    throw new Error('dist-web/index.html is missing: run `npm run build:web` (or `npm run test:e2e`).');
  const replayDir = mkdtempSync(join(tmpdir(), 'rulebench-e2e-'));
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
      '--out',
      replayDir,
    ],
    { cwd: repo, encoding: 'utf8' },
  );
  const files = readdirSync(replayDir).filter((f) => f.endsWith('.replay.json'));
  if (files.length !== 1)
    throw new Error(`simulate made ${files.length} replays (exit ${sim.status}):\n${sim.stdout}\n${sim.stderr}`);
  // A copy of rulesets/: the editor tests autosave and save files, and must never touch the repository's.
  const root = mkdtempSync(join(tmpdir(), 'rulebench-e2e-root-'));
  cpSync(join(repo, 'rulesets'), join(root, 'rulesets'), { recursive: true });
  // The app's sessions folder (empty; playtest-people.e2e.ts plays its session into it).
  const sessionsDir = mkdtempSync(join(tmpdir(), 'rulebench-e2e-sessions-'));
  const server = await startHostServer({ service: createHostService({ root, replayDir, sessionsDir }), staticDir });
  const unwatch = watchRulesets(root, (files) => server.push('rulesets:changed', { files }));
  process.env.RULEBENCH_E2E_ROOT = root;
  process.env.RULEBENCH_E2E_URL = server.url;
  process.env.RULEBENCH_E2E_ORIGIN = server.origin;
  process.env.RULEBENCH_E2E_REPLAY_DIR = replayDir;
  process.env.RULEBENCH_E2E_REPLAY = files[0];
  process.env.RULEBENCH_E2E_SESSIONS_DIR = sessionsDir;
  return async () => {
    unwatch();
    await server.close();
    rmSync(replayDir, { recursive: true, force: true });
    rmSync(root, { recursive: true, force: true });
    rmSync(sessionsDir, { recursive: true, force: true });
  };
}
