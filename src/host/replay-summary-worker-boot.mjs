// Worker entry for the replay list when no pre-built worker module is available (see `summaryWorkerUrl` in
// replay-listing.ts: no esbuild, or RULEBENCH_TSX set): registers tsx in this worker thread (Node 20 does not pass
// `--import` hooks to workers), then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./replay-summary-worker.ts');
