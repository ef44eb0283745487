// Benchmark of the host's `rulesets:list`: 2,000 calls over HTTP to a browser-mode host over
// the repository's rulesets, one after another, then 2,000 with 20 in flight; prints calls per second. The target
// is >= 500/s on the project machine (docs/benchmarks.md). Run: `npm run bench:host` (node --import tsx).
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startHostServer } from '../src/host/server';
import { createHostService } from '../src/host/service';

const CALLS = Number(process.env.CALLS ?? 2000);
const root = resolve(import.meta.dirname, '..');
const replayDir = mkdtempSync(join(tmpdir(), 'rb-bench-list-'));
const server = await startHostServer({ service: createHostService({ root, replayDir, playtestWorkers: 0 }) });

function call(): Promise<number> {
  return new Promise((ok, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        path: '/api/invoke',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-rulebench-token': server.token },
      },
      (res) => {
        let n = 0;
        res.on('data', (c: Buffer) => (n += c.length));
        res.on('end', () => (res.statusCode === 200 ? ok(n) : fail(new Error(`status ${res.statusCode}`))));
      },
    );
    req.on('error', fail);
    req.end(JSON.stringify({ channel: 'rulesets:list', args: [] }));
  });
}

const first = performance.now();
const bytes = await call(); // the first call reads and compiles every ruleset
const cold = performance.now() - first;
let t0 = performance.now();
for (let i = 0; i < CALLS; i++) await call();
const sequential = CALLS / ((performance.now() - t0) / 1000);
t0 = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: 20 }, async () => {
    while (next++ < CALLS) await call();
  }),
);
const parallel = CALLS / ((performance.now() - t0) / 1000);
const cpu = process.cpuUsage();
process.stdout.write(
  `rulesets:list over HTTP (${bytes} bytes per answer): first call ${cold.toFixed(0)} ms; ${CALLS} calls one after another: ${sequential.toFixed(0)}/s; ${CALLS} calls, 20 in flight: ${parallel.toFixed(0)}/s (process CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s)\n`,
);
await server.close();
rmSync(replayDir, { recursive: true, force: true });
process.exit(sequential >= 500 ? 0 : 1);
