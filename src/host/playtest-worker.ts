// A playtest worker thread (docs/architecture.md "Heavy work and scale"): plays chunks of games and sends back compact
// records. Imports only the engine. Started by src/host/playtests.ts (`playtestWorkerUrl`) as a pre-built module:
// the electron-vite build's `out/main/playtest-worker.js`, a cached esbuild bundle of this file, or through
// playtest-worker-boot.mjs (tsx).
import { parentPort } from 'node:worker_threads';
import {
  compileRuleset,
  formatDiagnostic,
  playGame,
  type BotSpec,
  type CompiledGame,
  type GameRecord,
  type Json,
  type Ruleset,
} from '../engine';
import { useNodeSha256 } from './native-hash';

useNodeSha256();

/** One chunk of one batch: the resolved ruleset, overrides, bots, batch seed and the game indices to play. */
export interface ChunkTask {
  readonly id: number;
  readonly ruleset: Ruleset;
  readonly overrides: Readonly<Record<string, Json>>;
  readonly bots: readonly BotSpec[];
  readonly seed: string;
  readonly from: number;
  readonly count: number;
  readonly maxActions?: number;
}

/** Messages a worker sends: one `game` per finished game (progress), `done` per chunk, `error` on failure. */
export type WorkerMessage =
  | { readonly type: 'game'; readonly id: number; readonly index: number }
  | { readonly type: 'done'; readonly id: number; readonly records: readonly GameRecord[] }
  | { readonly type: 'error'; readonly id: number; readonly message: string };

let cacheKey = '';
let cached: CompiledGame | null = null;

function compiled(task: ChunkTask): CompiledGame {
  const key = JSON.stringify([task.ruleset, task.overrides]);
  if (key !== cacheKey || !cached) {
    const r = compileRuleset(task.ruleset, task.overrides);
    if (!r.ok) throw new Error(r.error.map(formatDiagnostic).join('\n'));
    cached = r.value;
    cacheKey = key;
  }
  return cached;
}

parentPort?.on('message', (task: ChunkTask) => {
  try {
    const game = compiled(task);
    const records: GameRecord[] = [];
    for (let i = task.from; i < task.from + task.count; i++) {
      records.push(playGame(game, task.bots, task.seed, i, task.maxActions));
      parentPort!.postMessage({ type: 'game', id: task.id, index: i } satisfies WorkerMessage);
    }
    parentPort!.postMessage({ type: 'done', id: task.id, records } satisfies WorkerMessage);
  } catch (e) {
    parentPort!.postMessage({
      type: 'error',
      id: task.id,
      message: (e as Error).stack ?? String(e),
    } satisfies WorkerMessage);
  }
});
