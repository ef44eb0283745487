// Test helpers for the distributed-run tests: a private redis-server on a free loopback port with a
// temporary directory and no persistence, stopped by its PID; `rulebench` child processes (workers, runs) whose
// output is collected and awaited. Never touches a system Redis service.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');

/** The redis-server binary on PATH, or null (the tests then skip, saying so). */
export const REDIS_SERVER: string | null = (() => {
  const r = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.trim() ? r.stdout.trim() : null;
})();

/** A free TCP port on 127.0.0.1 (bound once by the OS, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

/** A private Redis: its queue URL, port and PID; `stop()` ends it by PID and removes its folder. */
export interface TestRedis {
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  stop(): Promise<void>;
}

/** Resolves once something accepts TCP connections on 127.0.0.1:`port`, or rejects after `ms`. */
async function waitForPort(port: number, ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = connect(port, '127.0.0.1');
      s.once('connect', () => (s.destroy(), resolve(true)));
      s.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`redis-server did not listen on port ${port} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Starts `redis-server --port <port> --bind 127.0.0.1 --save '' --appendonly no --dir <tmp>` and waits until it
 * listens; `port` defaults to a free one (give the port of a stopped one to restart it, empty, on the same address).
 */
export async function startRedis(port?: number): Promise<TestRedis> {
  if (!REDIS_SERVER) throw new Error('redis-server is not installed');
  const dir = mkdtempSync(join(tmpdir(), 'rb-redis-'));
  port ??= await freePort();
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitForPort(port, 10_000);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    async stop() {
      try {
        process.kill(child.pid!, 'SIGTERM');
      } catch {
        // already gone
      }
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A running `rulebench` process: its output so far, a wait for a line, its exit. */
export interface Proc {
  readonly child: ChildProcess;
  readonly pid: number;
  out: string;
  err: string;
  /** Resolves with the first match of `re` in stdout + stderr (checked as output arrives), rejects after `ms`. */
  waitFor(re: RegExp, ms?: number): Promise<RegExpMatchArray>;
  /** Resolves with the exit code (null when killed by a signal). */
  readonly exit: Promise<number | null>;
}

/** Starts `node bin/rulebench.mjs …args` in the repository. */
export function rulebench(args: readonly string[], env: NodeJS.ProcessEnv = {}): Proc {
  const child = spawn(process.execPath, [join(ROOT, 'bin', 'rulebench.mjs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const waiters: { re: RegExp; resolve: (m: RegExpMatchArray) => void }[] = [];
  const proc: Proc = {
    child,
    pid: child.pid!,
    out: '',
    err: '',
    waitFor(re, ms = 60_000) {
      const m = (proc.out + proc.err).match(re);
      if (m) return Promise.resolve(m);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ${re} within ${ms} ms; output:\n${proc.out}\n${proc.err}`)),
          ms,
        );
        waiters.push({ re, resolve: (x) => (clearTimeout(timer), resolve(x)) });
      });
    },
    exit: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
  };
  const check = () => {
    for (const w of [...waiters]) {
      const m = (proc.out + proc.err).match(w.re);
      if (m) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m);
      }
    }
  };
  child.stdout!.setEncoding('utf8').on('data', (d: string) => ((proc.out += d), check()));
  child.stderr!.setEncoding('utf8').on('data', (d: string) => ((proc.err += d), check()));
  return proc;
}

/** Starts a `rulebench worker` on `url` (one shard at a time, `lockSeconds` lock) and waits until it takes jobs. */
export async function startWorker(url: string, lockSeconds = 2): Promise<Proc> {
  const w = rulebench(['worker', url, '--concurrency', '1', '--lock-seconds', String(lockSeconds)]);
  await w.waitFor(/waiting for shard jobs/, 60_000);
  return w;
}

/** Ends a process by its PID (SIGTERM unless told) and waits for it. */
export async function stop(p: Proc, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (p.child.exitCode === null && p.child.signalCode === null) {
    try {
      process.kill(p.pid, signal);
    } catch {
      // already gone
    }
  }
  await p.exit;
}

/** A small compare for the queue tests (2 batches of 4 games, random bots). */
export const COMPARE_SMALL = ['compare', 'dog/standard', 'dog/maerki', '--games', '4', '--seed', '1'] as const;
