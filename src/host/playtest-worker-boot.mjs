// Worker entry for playtests when no pre-built worker module is available (see `playtestWorkerUrl` in
// playtests.ts: no esbuild, or RULEBENCH_TSX set): registers tsx in this worker thread (Node 20 does not pass
// `--import` hooks to workers), then loads the TypeScript worker, which imports only the engine.
import { register } from 'tsx/esm/api';

register();
await import('./playtest-worker.ts');
