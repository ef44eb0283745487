#!/usr/bin/env node
// Scaling of queued playtests (figures in docs/scale.md): a private redis-server on a free loopback port,
// `rulebench worker` processes (one shard at a time each), and the same Dog compare played
//   - locally with --workers 1 and --workers 2 (the reference and the local scaling),
//   - on the queue with 1 worker and with 2 workers (default shard size, from the probe),
// checking every queued run prints exactly what the local run prints. Then the queue's cost per shard: a small
// compare cut into many tiny shards on 1 worker against the same compare run locally in one thread.
// Wall times, the workers' CPU time (from /proc) and the load average before and after each run are printed as
// Markdown. Usage: node scripts/bench-queue.mjs [--games 2000] [--tiny-games 200] [--tiny-shard 5] [--only-tiny]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = join(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '2000' },
    'tiny-games': { type: 'string', default: '200' },
    'tiny-shard': { type: 'string', default: '5' },
    'only-tiny': { type: 'boolean', default: false },
  },
});
const GAMES = values.games;
const TICK = 100; // clock ticks per second of /proc/<pid>/stat on Linux

const redisBin = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
if (!redisBin) {
  console.error('redis-server is not installed (apt-get install -y redis-server)');
  process.exit(1);
}

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Resolves once 127.0.0.1:port accepts connections. */
async function waitForPort(port) {
  for (;;) {
    const ok = await new Promise((resolve) => {
      const s = connect(port, '127.0.0.1');
      s.once('connect', () => (s.destroy(), resolve(true)));
      s.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** CPU seconds (user + system, all threads) of a live process. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICK;
}

/** Runs `rulebench …args` (nice 10); resolves with stdout, stderr, wall seconds and the load averages around it. */
function rulebench(args) {
  const before = loadavg()[0];
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('nice', ['-n', '10', process.execPath, join(ROOT, 'bin', 'rulebench.mjs'), ...args], {
      cwd: ROOT,
      env: { ...process.env, RULEBENCH_TIMING: '1' },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) =>
      resolve({ code, out, err, wall: (performance.now() - started) / 1000, load: [before, loadavg()[0]] }),
    );
  });
}

/** Starts a worker (one shard at a time) and resolves once it waits for jobs. */
function startWorker(url) {
  return new Promise((resolve) => {
    const child = spawn(
      'nice',
      ['-n', '10', process.execPath, join(ROOT, 'bin', 'rulebench.mjs'), 'worker', url, '--concurrency', '1'],
      { cwd: ROOT },
    );
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (/waiting for shard jobs/.test(out))
        resolve({ child, pid: Number(/:(\d+): waiting/.exec(out)[1]), log: () => out });
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'rb-bench-redis-'));
const port = await freePort();
const redis = spawn(
  redisBin,
  ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
  { stdio: 'ignore' },
);
await waitForPort(port);
const url = `redis://127.0.0.1:${port}`;
const compare = ['compare', 'dog/standard', 'dog/maerki', '--games', GAMES, '--seed', '1'];
const rows = [];
let reference = null;

async function queued(label, workerCount, extra = []) {
  const workers = [];
  for (let i = 0; i < workerCount; i++) workers.push(await startWorker(url));
  const cpu0 = workers.map((w) => cpuSeconds(w.pid));
  const r = await rulebench([...compare, '--queue', url, ...extra]);
  const cpu = workers.reduce((s, w, i) => s + cpuSeconds(w.pid) - cpu0[i], 0);
  for (const w of workers) w.child.kill('SIGTERM');
  return { label, ...r, cpu };
}

// 1. Local reference runs.
for (const w of values['only-tiny'] ? [] : ['1', '2']) {
  const r = await rulebench([...compare, '--workers', w]);
  if (w === '1') reference = r.out;
  rows.push({ label: `local, --workers ${w}`, ...r, cpu: null, same: r.out === reference });
}
// 2. The queue with 1 and 2 workers.
for (const n of values['only-tiny'] ? [] : [1, 2]) {
  const r = await queued(`queue, ${n} worker${n === 1 ? '' : 's'} (1 shard at a time each)`, n);
  rows.push({ ...r, same: r.out === reference });
}

if (!values['only-tiny']) {
  console.log(`## Dog compare, ${GAMES} games per side (${2 * Number(GAMES)} games), random bots, seed 1\n`);
  console.log("| run | wall (s) | workers' CPU (s) | load avg (1 min) before → after | same stdout as --workers 1 |");
  console.log('|---|---:|---:|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.label} | ${r.wall.toFixed(1)} | ${r.cpu === null ? '–' : r.cpu.toFixed(1)} | ${r.load[0].toFixed(1)} → ${r.load[1].toFixed(1)} | ${r.code === 0 && r.same ? 'yes' : `NO (exit ${r.code})`} |`,
    );
  const q1 = rows[2];
  const q2 = rows[3];
  console.log(
    `\nqueue speed-up, 2 workers over 1: ${(q1.wall / q2.wall).toFixed(2)}×; local --workers 2 over 1: ${(rows[0].wall / rows[1].wall).toFixed(2)}×`,
  );
  for (const r of rows) {
    const plan = /\d+ shard jobs? of up to \d+ games/.exec(r.err);
    const timing = /queue timing.*$/m.exec(r.err);
    if (plan || timing) console.log(`- ${r.label}: ${plan ? plan[0] : ''}${timing ? `; ${timing[0]}` : ''}`);
  }
}

// 3. The queue's cost per shard: many tiny shards on one worker against the same games played locally.
const tinyGames = values['tiny-games'];
const tinyShard = values['tiny-shard'];
const tiny = ['compare', 'dog/standard', 'dog/maerki', '--games', tinyGames, '--seed', '2'];
const tinyLocal = await rulebench([...tiny, '--workers', '1']);
const worker = await startWorker(url);
const tinyQueued = await rulebench([...tiny, '--queue', url, '--shard-games', tinyShard]);
worker.child.kill('SIGTERM');
const shards = Math.ceil(Number(tinyGames) / Number(tinyShard)) * 2;
console.log(
  `\n## Per-shard cost: compare of ${tinyGames} games per side in ${shards} shards of ${tinyShard} games on 1 worker\n`,
);
console.log(
  `- local --workers 1: ${tinyLocal.wall.toFixed(2)} s; queued: ${tinyQueued.wall.toFixed(2)} s (same stdout: ${tinyQueued.out === tinyLocal.out ? 'yes' : 'NO'}); load ${tinyLocal.load[0].toFixed(1)} → ${tinyQueued.load[1].toFixed(1)}`,
);
console.log(`- extra wall time per shard: ${(((tinyQueued.wall - tinyLocal.wall) / shards) * 1000).toFixed(0)} ms`);
const t = /queue timing.*$/m.exec(tinyQueued.err);
if (t) console.log(`- ${t[0]}`);

redis.kill('SIGTERM');
await new Promise((r) => redis.once('exit', r));
rmSync(dir, { recursive: true, force: true });
