// The replay list's worker thread: reads one replay file through the untrusted-file reader, shape-checks it and
// makes its list entry (`summarizeReplay`: the header checks), so that a 50 MB replay is parsed and checked off the
// host's main thread and no other request waits for it. Started by src/host/replay-listing.ts as a pre-built module
// (the electron-vite build's `out/main/replay-summary-worker.js`, a cached esbuild bundle of this file, or through
// replay-summary-worker-boot.mjs under tsx).
import { parentPort } from 'node:worker_threads';
import type { ReplaySummary } from '../shared/ipc-contract';
import { summarizeReplayPath } from './replay-check';
import { useNodeSha256 } from './native-hash';

useNodeSha256();

/** One file to summarize: its path, the name shown in the list, and the root holding the bundled `rulesets/`. */
export interface SummaryTask {
  readonly id: number;
  readonly path: string;
  readonly file: string;
  readonly root?: string;
}

/** The answer to a task: the list entry, or null when the file is no readable replay (it is left out of the list). */
export type SummaryAnswer =
  | { readonly id: number; readonly summary: ReplaySummary | null }
  | { readonly id: number; readonly error: string };

parentPort?.on('message', (task: SummaryTask) => {
  let answer: SummaryAnswer;
  try {
    answer = { id: task.id, summary: summarizeReplayPath(task.path, task.file, task.root) };
  } catch (e) {
    answer = { id: task.id, error: (e as Error).message ?? String(e) };
  }
  parentPort!.postMessage(answer);
});
