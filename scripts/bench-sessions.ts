// Session scale benchmark: one host process, TABLES concurrent Dog tables of four seats (two scripted clients over
// real WebSockets against the session listener, two bots). Measures the time from a client's `act` to the moment
// every connected seat of that table holds the updated view (p50/p95/max, ms), and memory per table (RSS and heap
// difference to before creating the tables, divided by tables: in the lobby with every client joined, and again at
// the end of the run with every table's game running). A refused act (a bot moved in between, so the client's list
// was stale) is not a sample: the client acts again on its next update, as the join page would.
// Usage: nice node --expose-gc --import tsx scripts/bench-sessions.ts [tables=50] [seconds=20] [thinkMs=0]
// thinkMs: a scripted client waits 0.5–1.5 × thinkMs before each act, as a person does; 0 acts at once (saturates
// the host: the figure is then the queueing delay at full load, not the delay of one action).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { parseInviteUrl, type HostMessage } from '../src/shared/session-protocol';
import { loadCompiledGame } from '../src/host/rulesets';
import { SessionHost } from '../src/host/session/host';
import { startSessionServer } from '../src/host/session/server';

const TABLES = Number(process.argv[2] ?? 50);
const SECONDS = Number(process.argv[3] ?? 20);
/** Think time of a scripted client before each act, ms (0: act as soon as the update arrives, a closed loop). */
const THINK_MS = Number(process.argv[4] ?? 0);

/** One scripted seat client: keeps the latest seq and legal list, reports each update to `onSeq`. */
interface Seat {
  ws: WebSocket;
  seq: number;
  legal: number;
  nextCseq: number;
}

function mem() {
  globalThis.gc?.();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed };
}

async function main(): Promise<void> {
  const r = loadCompiledGame('dog/standard');
  if (!r.ok) throw new Error('dog/standard does not load');
  const dir = mkdtempSync(join(tmpdir(), 'rb-bench-sessions-'));
  const host = new SessionHost({ dir, botDelayMs: 0 });
  const server = await startSessionServer({ host });
  const before = mem();
  const samples: number[] = [];
  // Pending measurement per table: sent at `t0` when the clients were at `seq`; done when all are past it.
  const pending: ({ t0: number; seq: number } | null)[] = new Array<null>(TABLES).fill(null);
  let running = false;
  let refused = 0;
  const tables = [];
  const seats: Seat[][] = [];
  for (let i = 0; i < TABLES; i++) {
    const table = host.createTable(r.game, {
      seed: `bench-${i}`,
      seats: [
        { kind: 'person' },
        { kind: 'bot', level: 'random' },
        { kind: 'person' },
        { kind: 'bot', level: 'random' },
      ],
    });
    tables.push(table);
    const mine: Seat[] = [];
    for (const n of [0, 2]) {
      const link = parseInviteUrl(table.links().seats[n]!.url)!;
      const ws = new WebSocket(`${server.origin.replace('http', 'ws')}/session`);
      await new Promise<void>((ok, fail) => {
        ws.once('open', () => ok());
        ws.once('error', fail);
      });
      const seat: Seat = { ws, seq: -1, legal: 0, nextCseq: 1 };
      ws.on('message', (d) => {
        const m = JSON.parse(String(d)) as HostMessage;
        if (m.type === 'error' && m.cseq !== undefined && pending[i]) {
          // Refused (the list it picked from was stale, or not its turn any more): no sample, try again.
          refused++;
          pending[i] = null;
          if (running) later(i);
          return;
        }
        if (m.type === 'state' || m.type === 'update') {
          seat.seq = m.seq;
          seat.legal = m.state.legal.length;
          seat.nextCseq = Math.max(seat.nextCseq, m.state.nextCseq);
          onSeq(i);
        }
      });
      ws.send(JSON.stringify({ type: 'hello', v: 1, table: link.table, secret: link.secret, name: `p${n}` }));
      mine.push(seat);
    }
    seats.push(mine);
  }
  // Wait until every client holds its first state.
  while (seats.some((t) => t.some((s) => s.seq < 0))) await new Promise((ok) => setTimeout(ok, 20));
  const after = mem();

  function onSeq(i: number): void {
    const p = pending[i];
    const mine = seats[i];
    if (p && mine && mine.every((s) => s.seq > p.seq)) {
      samples.push(performance.now() - p.t0);
      pending[i] = null;
    }
    if (running) later(i);
  }
  /** One act per table waiting at a time (a think time is not shortened by the updates that arrive meanwhile). */
  const scheduled = new Array<boolean>(TABLES).fill(false);
  function later(i: number): void {
    if (scheduled[i]) return;
    scheduled[i] = true;
    const go = () => {
      scheduled[i] = false;
      act(i);
    };
    if (THINK_MS > 0) setTimeout(go, THINK_MS * (0.5 + Math.random()));
    else setImmediate(go);
  }
  function act(i: number): void {
    if (pending[i] || !running) return;
    const mine = seats[i]!;
    const s = mine.find((x) => x.legal > 0);
    if (!s) return;
    const seq = Math.min(...mine.map((x) => x.seq));
    pending[i] = { t0: performance.now(), seq };
    s.ws.send(JSON.stringify({ type: 'act', cseq: s.nextCseq, index: 0, at: s.seq }));
    s.nextCseq += 1; // a refused act uses its number up too
  }
  const load0 = loadavg();
  const cpu0 = process.cpuUsage();
  const moves0 = tables.reduce((n, t) => n + t.actions.length, 0);
  running = true;
  for (const t of tables) t.start();
  await new Promise((ok) => setTimeout(ok, SECONDS * 1000));
  running = false;
  const load1 = loadavg();
  const cpu = process.cpuUsage(cpu0);
  const moves = tables.reduce((n, t) => n + t.actions.length, 0) - moves0;
  const playing = tables.filter((t) => t.phase === 'playing').length;
  const during = mem();
  samples.sort((a, b) => a - b);
  const q = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))] ?? NaN;
  const mb = (b: number) => (b / 1024 / 1024).toFixed(2);
  console.log(
    JSON.stringify(
      {
        tables: TABLES,
        seconds: SECONDS,
        thinkMs: THINK_MS,
        measuredActions: samples.length,
        refusedActs: refused,
        tablesStillPlaying: playing,
        allMovesApplied: tables.reduce((n, t) => n + t.actions.length, 0),
        latencyMs: { p50: +q(0.5).toFixed(1), p95: +q(0.95).toFixed(1), max: +q(1).toFixed(1) },
        perTableMiB: {
          lobby: { rss: mb((after.rss - before.rss) / TABLES), heap: mb((after.heap - before.heap) / TABLES) },
          playing: { rss: mb((during.rss - before.rss) / TABLES), heap: mb((during.heap - before.heap) / TABLES) },
        },
        // CPU time of this process (host and scripted clients) per applied move: independent of the machine's load.
        cpuMsPerMove: +((cpu.user + cpu.system) / 1000 / Math.max(1, moves)).toFixed(2),
        cpuShareOfOneCore: +((cpu.user + cpu.system) / 1000 / (SECONDS * 1000)).toFixed(2),
        loadavg1m: { start: load0[0].toFixed(2), end: load1[0].toFixed(2) },
        cpus: (await import('node:os')).cpus().length,
      },
      null,
      2,
    ),
  );
  for (const t of seats) for (const s of t) s.ws.terminate();
  host.close();
  await server.close();
  await host.settled(); // background writes still under way land before the folder goes
  rmSync(dir, { recursive: true, force: true });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
