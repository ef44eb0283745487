// The session host's exposure across a real network: `rulebench session` runs in one network namespace, a client in
// another, joined by a veth pair this test makes (10.213.N.1 ↔ 10.213.N.2). With the default bind (loopback only)
// the client on the other side is refused (connection refused: nothing listens on the LAN address); with
// `--host 10.213.N.1` the same client joins its seat over a raw WebSocket (hello, then an act) and plays. Needs root
// and `ip` (iproute2); where namespaces cannot be made (not root, no `ip`, EPERM in a container) it is skipped with
// the reason. The namespaces are removed afterwards, also when a step fails.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BIN = join(ROOT, 'bin', 'rulebench.mjs');

const tag = randomBytes(3).toString('hex');
const NS_HOST = `rbh-${tag}`;
const NS_CLIENT = `rbc-${tag}`;
const NET = 1 + (randomBytes(1)[0]! % 250);
const HOST_ADDR = `10.213.${NET}.1`;
const CLIENT_ADDR = `10.213.${NET}.2`;

function ip(...args: string[]): { ok: boolean; err: string } {
  const r = spawnSync('ip', args, { encoding: 'utf8' });
  if (r.error) return { ok: false, err: r.error.message };
  return { ok: r.status === 0, err: (r.stderr || r.stdout).trim() };
}

/** Why namespaces cannot be used here, or null. */
function unavailable(): string | null {
  if (process.platform !== 'linux') return `not Linux (${process.platform})`;
  if (process.getuid?.() !== 0) return 'not running as root';
  const probe = `rbp-${tag}`;
  const add = ip('netns', 'add', probe);
  if (!add.ok) return `"ip netns add" failed: ${add.err || 'ip not found'}`;
  ip('netns', 'del', probe);
  return null;
}

const skipReason = unavailable();
if (skipReason) console.warn(`session network namespace test skipped: ${skipReason}`);

const procs: ChildProcess[] = [];
const dirs: string[] = [];

function cleanup(): void {
  for (const p of procs.splice(0)) if (p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
  // Deleting a namespace removes the veth end inside it, and with it its peer.
  ip('netns', 'del', NS_HOST);
  ip('netns', 'del', NS_CLIENT);
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
}

/** Runs `cmd` in both namespaces' setup; throws naming the failing command. */
function must(...args: string[]): void {
  const r = ip(...args);
  if (!r.ok) throw new Error(`ip ${args.join(' ')}: ${r.err}`);
}

/** Starts `rulebench session … --json` inside the host namespace; resolves with the first seat link's port. */
function startHost(extra: string[]): Promise<{ proc: ChildProcess; url: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'rb-session-netns-'));
  dirs.push(dir);
  const args = ['netns', 'exec', NS_HOST, process.execPath, BIN, 'session', 'dog/standard'];
  args.push('--seats', 'person,random,random,random', '--seed', 'netns', '--bot-delay', '0', '--json', '--out', dir);
  const proc = spawn('ip', [...args, ...extra], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  procs.push(proc);
  let stderr = '';
  proc.stderr!.on('data', (d) => (stderr += String(d)));
  return new Promise((ok, fail) => {
    createInterface({ input: proc.stdout! }).on('line', (line) => {
      const e = JSON.parse(line) as { event?: string; seats?: { url: string }[] };
      if (e.event === 'links') ok({ proc, url: e.seats![0]!.url });
    });
    proc.on('exit', (code) => fail(new Error(`session exited with ${code}: ${stderr}`)));
  });
}

/** Runs a Node script inside the client namespace; resolves with its exit code and output. */
function inClient(script: string, args: string[]): Promise<{ code: number | null; out: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'rb-netns-client-'));
  dirs.push(dir);
  const file = join(dir, 'client.mjs');
  writeFileSync(file, script);
  const proc = spawn('ip', ['netns', 'exec', NS_CLIENT, process.execPath, file, ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  procs.push(proc);
  let out = '';
  proc.stdout!.on('data', (d) => (out += String(d)));
  proc.stderr!.on('data', (d) => (out += String(d)));
  return new Promise((ok) => proc.on('exit', (code) => ok({ code, out })));
}

/** Connects a TCP socket to ADDR:PORT and prints `connected` or the error code. */
const TCP_PROBE = `
import { connect } from 'node:net';
const [addr, port] = process.argv.slice(2);
const s = connect({ host: addr, port: Number(port), timeout: 5000 });
s.on('connect', () => { console.log('connected'); s.destroy(); });
s.on('timeout', () => { console.log('timeout'); s.destroy(); });
s.on('error', (e) => console.log(e.code));
`;

/**
 * Joins a seat by its link over a raw WebSocket: hello, wait for a legal action, act by index, wait for the ack
 * (acting again on a fresh view when the bots moved in between).
 */
const WS_CLIENT = `
import { createRequire } from 'node:module';
const WebSocket = createRequire(process.argv[3] + '/package.json')('ws'); // the project's own ws
const url = new URL(process.argv[2]);
const [table, secret] = url.hash.split('/').slice(-2);
const ws = new WebSocket('ws://' + url.host + '/session');
const fail = (why) => { console.log('FAIL ' + why); process.exit(1); };
setTimeout(() => fail('no ack within 20 s'), 20000).unref();
let cseq = 0;
let acted = false;
let stale = 0;
ws.on('error', (e) => fail(e.code ?? e.message));
ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', v: 1, table, secret, name: 'Lan' })));
ws.on('message', (d) => {
  const m = JSON.parse(String(d));
  if (m.type === 'welcome') console.log('welcome seat ' + m.seat);
  if ((m.type === 'state' || m.type === 'update') && !acted && m.state.legal.length > 0) {
    acted = true;
    cseq = m.state.nextCseq;
    ws.send(JSON.stringify({ type: 'act', cseq, index: 0, at: m.seq }));
  }
  if (m.type === 'ack' && m.cseq === cseq) { console.log('acted ' + m.seq); ws.close(); process.exit(0); }
  // The bots may move between the view the client acted on and its act: the list is stale, so sync and act again.
  if (m.type === 'error' && m.code === 'session/not-legal' && ++stale < 20) {
    acted = false;
    ws.send(JSON.stringify({ type: 'sync' }));
    return;
  }
  if (m.type === 'error') fail(m.code + ': ' + m.message);
});
`;

describe.skipIf(skipReason !== null)('session host across network namespaces (veth pair)', () => {
  beforeAll(() => {
    try {
      must('netns', 'add', NS_HOST);
      must('netns', 'add', NS_CLIENT);
      must('link', 'add', `rvh${tag}`, 'type', 'veth', 'peer', 'name', `rvc${tag}`);
      must('link', 'set', `rvh${tag}`, 'netns', NS_HOST);
      must('link', 'set', `rvc${tag}`, 'netns', NS_CLIENT);
      must('-n', NS_HOST, 'addr', 'add', `${HOST_ADDR}/24`, 'dev', `rvh${tag}`);
      must('-n', NS_CLIENT, 'addr', 'add', `${CLIENT_ADDR}/24`, 'dev', `rvc${tag}`);
      for (const [ns, dev] of [
        [NS_HOST, `rvh${tag}`],
        [NS_CLIENT, `rvc${tag}`],
      ] as const) {
        must('-n', ns, 'link', 'set', 'lo', 'up');
        must('-n', ns, 'link', 'set', dev, 'up');
      }
    } catch (e) {
      cleanup();
      throw e;
    }
  });
  afterAll(cleanup);

  it('the default (loopback only) refuses the LAN client; the veth link itself works', async () => {
    const { proc, url } = await startHost([]);
    const port = new URL(url).port;
    expect(new URL(url).hostname).toBe('127.0.0.1');
    // The other namespace reaches the host's address (a closed port answers at once) but no listener is there.
    const lan = await inClient(TCP_PROBE, [HOST_ADDR, port]);
    expect(lan.out.trim()).toBe('ECONNREFUSED');
    // The client's own loopback is another machine's: the host is not there either.
    const own = await inClient(TCP_PROBE, ['127.0.0.1', port]);
    expect(own.out.trim()).toBe('ECONNREFUSED');
    proc.kill('SIGTERM');
  }, 60_000);

  it('with --host <veth address> the LAN client joins its seat and plays', async () => {
    const { proc, url } = await startHost(['--host', HOST_ADDR]);
    expect(new URL(url).hostname).toBe(HOST_ADDR);
    const r = await inClient(WS_CLIENT, [url, ROOT]);
    expect(r.out).toContain('welcome seat 0');
    expect(r.out).toMatch(/acted \d+/);
    expect(r.code, r.out).toBe(0);
    proc.kill('SIGTERM');
  }, 60_000);
});
