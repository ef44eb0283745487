// The session listener over real sockets: a seat link joins and plays, a forged link and a foreign Origin or Host
// are refused, a spectator cannot act, the designer's host API and files outside dist-web are not reachable.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { parseInviteUrl, type HostMessage } from '../../shared/session-protocol';
import { loadCompiledGame } from '../rulesets';
import { SessionHost } from './host';
import { allowedHost, startSessionServer, type SessionServer } from './server';

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});

async function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'rb-session-srv-'));
  const web = join(dir, 'web');
  mkdirSync(web);
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>join</title>');
  writeFileSync(join(dir, 'secret.txt'), 'not for guests');
  const r = loadCompiledGame('dog/standard');
  if (!r.ok) throw new Error('ruleset');
  const host = new SessionHost({ dir: join(dir, 'session') });
  const server = await startSessionServer({ host, staticDir: web });
  const table = host.createTable(r.game, {
    seed: 'w',
    seats: [{ kind: 'person' }, { kind: 'bot', level: 'random' }, { kind: 'person' }, { kind: 'bot', level: 'random' }],
  });
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  cleanup.push(() => host.close());
  cleanup.push(() => server.close());
  return { host, server, table };
}

/** A WebSocket client that queues what it receives. */
async function connect(server: SessionServer, headers: Record<string, string> = {}) {
  const ws = new WebSocket(`${server.origin.replace('http', 'ws')}/session`, { headers });
  const inbox: HostMessage[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (d) => {
    inbox.push(JSON.parse(String(d)) as HostMessage);
    for (const w of waiters.splice(0)) w();
  });
  await new Promise<void>((ok, fail) => {
    ws.once('open', () => ok());
    ws.once('error', fail);
  });
  cleanup.push(() => ws.terminate());
  /** Waits for the first message (after `from`) that satisfies `pred`. */
  const next = async <T extends HostMessage>(pred: (m: HostMessage) => m is T, from = 0): Promise<T> => {
    for (;;) {
      const hit = inbox.slice(from).find(pred);
      if (hit) return hit;
      await new Promise<void>((ok, fail) => {
        const t = setTimeout(() => fail(new Error(`timed out; got ${JSON.stringify(inbox.map((m) => m.type))}`)), 5000);
        waiters.push(() => {
          clearTimeout(t);
          ok();
        });
      });
    }
  };
  return { ws, inbox, next, send: (m: unknown) => ws.send(JSON.stringify(m)) };
}

const is =
  <K extends HostMessage['type']>(type: K) =>
  (m: HostMessage): m is Extract<HostMessage, { type: K }> =>
    m.type === type;

function get(server: SessionServer, path: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((ok, fail) => {
    const req = request(`${server.origin}${path}`, { headers }, (res) => {
      res.resume();
      ok(res.statusCode ?? 0);
    });
    req.on('error', fail);
    req.end();
  });
}

describe('session listener', () => {
  it('a seat link joins, plays its own seat and is told only its seat; a spectator cannot act', async () => {
    const { server, table } = await setup();
    const links = table.links();
    const anna = parseInviteUrl(links.seats[0]!.url)!;
    expect(anna.origin).toBe(server.origin);
    const a = await connect(server);
    a.send({ type: 'hello', v: 1, table: anna.table, secret: anna.secret, name: 'Anna' });
    expect((await a.next(is('welcome'))).seat).toBe(0);
    await a.next(is('state'));
    table.start();
    // Seat 0 plays whenever it may, by index; the bots and Carla's absent seat (a stand-in) play the rest.
    let acted = 0;
    while (acted < 5) {
      const from = a.inbox.length;
      const st = a.inbox.filter((m) => m.type === 'state' || m.type === 'update').at(-1) as Extract<
        HostMessage,
        { type: 'update' }
      >;
      if (st.state.legal.length) {
        const cseq = st.state.nextCseq;
        a.send({ type: 'act', cseq, index: 0, at: st.seq });
        const answer = await a.next(
          (m): m is Extract<HostMessage, { type: 'ack' | 'error' }> =>
            (m.type === 'ack' || m.type === 'error') && m.cseq === cseq,
          from,
        );
        // A bot moved in between: the list the index was taken from is no longer current, nothing was applied.
        if (answer.type === 'error') {
          expect(answer.code).toBe('session/not-legal');
          continue;
        }
        // Sending the same cseq again is answered, not replayed.
        const mine = () => table.actions.filter((x) => x.seat === 0).length;
        const steps = mine();
        const at = a.inbox.length;
        a.send({ type: 'act', cseq, index: 0 });
        const again = await a.next(
          (m): m is Extract<HostMessage, { type: 'ack' }> => m.type === 'ack' && m.cseq === cseq,
          at,
        );
        expect(again).toEqual(answer);
        expect(mine()).toBe(steps);
        acted++;
      } else await a.next(is('update'), from);
    }
    for (const m of a.inbox)
      if (m.type === 'update' || m.type === 'state')
        for (const [k, h] of Object.entries(m.state.hands)) if (k !== '0') expect(h).toMatch(/^[? ]*$/);

    const spec = parseInviteUrl(links.spectator)!;
    const s = await connect(server);
    s.send({ type: 'hello', v: 1, table: spec.table, secret: spec.secret });
    expect((await s.next(is('welcome'))).role).toBe('spectator');
    const steps = table.actions.length;
    s.send({ type: 'act', cseq: 1, notation: 'give:7' });
    expect((await s.next(is('error'))).code).toBe('session/not-a-seat');
    expect(table.actions.length).toBe(steps);
  });

  it('refuses forged links, foreign Origins and Hosts, and serves nothing but the join page', async () => {
    const { server, table } = await setup();
    const real = parseInviteUrl(table.links().seats[0]!.url)!;
    const forged = real.secret.slice(0, -1) + (real.secret.endsWith('A') ? 'B' : 'A');
    const c = await connect(server);
    c.send({ type: 'hello', v: 1, table: real.table, secret: forged });
    expect((await c.next(is('error'))).code).toBe('session/bad-link');
    await new Promise((ok) => c.ws.once('close', ok));

    const d = await connect(server);
    d.send({ type: 'act', cseq: 1, notation: 'x' });
    expect((await d.next(is('error'))).code).toBe('session/no-hello');

    await expect(connect(server, { Origin: 'http://evil.example' })).rejects.toThrow(/403/);
    await expect(connect(server, { Host: `rebind.example:${server.port}` })).rejects.toThrow(/421/);
    expect(await get(server, '/')).toBe(200);
    expect(await get(server, '/api/invoke')).toBe(404);
    expect([403, 404]).toContain(await get(server, '/../secret.txt'));
    expect([403, 404]).toContain(await get(server, '/%2e%2e/secret.txt'));
    expect(await get(server, '/', { Host: `evil.example:${server.port}` })).toBe(421);
  });

  it('accepts Host headers that are IP literals or localhost with the port, nothing else', () => {
    expect(allowedHost('127.0.0.1:8080', 8080)).toBe(true);
    expect(allowedHost('192.168.1.20:8080', 8080)).toBe(true);
    expect(allowedHost('[::1]:8080', 8080)).toBe(true);
    expect(allowedHost('localhost:8080', 8080)).toBe(true);
    expect(allowedHost('127.0.0.1:8081', 8080)).toBe(false);
    expect(allowedHost('attacker.example:8080', 8080)).toBe(false);
    expect(allowedHost(undefined, 8080)).toBe(false);
  });
});
