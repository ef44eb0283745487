// `npm run web` (after `npm run build:web`, which the script runs first): starts the browser-mode host (src/host/server.ts) with the host service and prints the URL.
// Options: --port N (or PORT), --replays DIR (or RULEBENCH_REPLAYS), --sessions DIR (or RULEBENCH_SESSIONS; default
// `.rulebench-cache/sessions`, the playtest sessions the Playtest view lists), --root DIR (workspace with rulesets/).
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startHostServer } from './server';
import { createHostService } from './service';
import { watchRulesets } from './watch';
import { sessionsDirIn } from './session/paths';
import type { PlaytestStatus } from '../shared/ipc-contract';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    replays: { type: 'string' },
    sessions: { type: 'string' },
    root: { type: 'string' },
    static: { type: 'string' },
  },
});

const repo = resolve(import.meta.dirname, '../..');
const root = resolve(values.root ?? repo);
const replayDir = resolve(values.replays ?? process.env.RULEBENCH_REPLAYS ?? join(root, '.rulebench-cache', 'replays'));
const sessionsDir = resolve(
  values.sessions ?? process.env.RULEBENCH_SESSIONS ?? sessionsDirIn(join(root, '.rulebench-cache')),
);
const staticDir = resolve(values.static ?? join(repo, 'dist-web'));
const port = Number(values.port ?? process.env.PORT ?? 0);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Bad port: ${values.port ?? process.env.PORT}`);
  process.exit(2);
}
await mkdir(replayDir, { recursive: true });
if (!existsSync(join(staticDir, 'index.html')))
  console.warn(`No renderer build in ${staticDir}: run \`npm run build:web\` first.`);

// Playtest progress is pushed to the renderers; the server exists only after the service, hence the late binding.
let pushProgress: ((s: PlaytestStatus) => void) | null = null;
const service = createHostService({
  root,
  replayDir,
  sessionsDir,
  sessionStaticDir: staticDir,
  onPlaytestProgress: (s) => pushProgress?.(s),
});
const server = await startHostServer({ service, staticDir, port });
pushProgress = (s) => server.push('playtests:progress', s);
const unwatch = watchRulesets(root, (files) => server.push('rulesets:changed', { files }));
// The URL is the last line printed (`npm start` showed it above other output): open it in a browser.
console.log(`Replays: ${replayDir}`);
console.log(`Rulebench (browser mode) — open in your browser: ${server.url}`);

const stop = () => {
  unwatch();
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
