// Transport security of the browser-mode host: token, Origin/Host, channel allow-list, argument checks,
// body limit and static path containment. Uses a fake HostService (no engine needed).
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type { HostService } from '../shared/ipc-contract';
import { startHostServer, type HostServer } from './server';

let server: HostServer;
let dir: string;
const service: HostService = {
  'rulesets:list': vi.fn(async () => []),
  'rulesets:read': vi.fn(async (id: string) => ({ ok: false as const, message: `no ${id}` })),
  'rulesets:sources': vi.fn(async () => []),
  'rulesets:save': vi.fn(async (req: { file: string }) => ({
    ok: true as const,
    file: req.file,
    version: { hash: '0123456789abcdef', mtimeMs: 0 },
  })),
  'rulesets:autosave': vi.fn(async () => ({ ok: true as const })),
  'replays:save': vi.fn(async (req: { file: string }) => ({ ok: true as const, file: req.file })),
  'replays:list': vi.fn(async () => []),
  'replays:read': vi.fn(async (file: string) => ({ ok: true as const, replay: { file } })),
  'games:simulate': vi.fn(async () => ({ ok: true as const, file: 'new.replay.json' })),
  'playtests:start': vi.fn(async () => ({ ok: true as const, jobId: 'pt-1' })),
  'playtests:status': vi.fn(async () => null),
  'playtests:cancel': vi.fn(async () => ({ ok: false })),
  'playtests:replay': vi.fn(async () => ({ ok: false as const, message: 'no' })),
  'sessions:list': vi.fn(async () => ({ dir: null, sessions: [] })),
  'sessions:people': vi.fn(async () => ({ ok: false as const, message: 'no' })),
  'sessions:addresses': vi.fn(async () => ({ addresses: [] })),
  'sessions:create': vi.fn(async () => ({ ok: false as const, message: 'no' })),
  'sessions:lobby': vi.fn(async () => ({ ok: false as const, message: 'no' })),
  'sessions:control': vi.fn(async () => ({ ok: false as const, message: 'no' })),
  'sessions:stop': vi.fn(async () => ({ ok: false })),
  'sessions:running': vi.fn(async () => []),
  'rulesheets:render': vi.fn(async () => ({ ok: true as const, html: '<!doctype html><title>x</title>', title: 'x' })),
  'rulesheets:printPdf': vi.fn(async () => ({ ok: true as const, pdf: 'JVBERi0=', pages: 1, fileName: 'x.pdf' })),
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rulebench-server-'));
  await mkdir(join(dir, 'web', 'assets'), { recursive: true });
  await writeFile(join(dir, 'web', 'index.html'), '<!doctype html><title>t</title>');
  await writeFile(join(dir, 'web', 'assets', 'app.js'), 'console.log(1)');
  await writeFile(join(dir, 'secret.txt'), 'top secret');
  server = await startHostServer({ service, staticDir: join(dir, 'web'), maxBodyBytes: 2048 });
});

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

interface Reply {
  status: number;
  body: string;
  type: string | undefined;
}

/** Raw request (no URL normalisation, so `..` reaches the server as sent). */
function send(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Reply> {
  return new Promise((ok, fail) => {
    const req = request(
      { host: '127.0.0.1', port: server.port, path, method: init.method ?? 'GET', headers: init.headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => ok({ status: res.statusCode ?? 0, body, type: res.headers['content-type'] }));
      },
    );
    req.on('error', fail);
    req.end(init.body);
  });
}

function invoke(body: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  return send('/api/invoke', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-rulebench-token': server.token, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('host API', () => {
  it('answers a valid call with the service result', async () => {
    const r = await invoke({ channel: 'replays:read', args: ['a.replay.json'] });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body)).toEqual({ result: { ok: true, replay: { file: 'a.replay.json' } } });
  });

  it('requires the token', async () => {
    const none = await send('/api/invoke', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channel: 'rulesets:list', args: [] }),
    });
    expect(none.status).toBe(401);
    const wrong = await invoke(
      { channel: 'rulesets:list', args: [] },
      { 'x-rulebench-token': 'x'.repeat(server.token.length) },
    );
    expect(wrong.status).toBe(401);
    expect(service['rulesets:list']).not.toHaveBeenCalled();
  });

  it('refuses a foreign Origin or Host', async () => {
    const origin = await invoke({ channel: 'rulesets:list', args: [] }, { origin: 'http://evil.example' });
    expect(origin.status).toBe(403);
    const otherPort = await invoke(
      { channel: 'rulesets:list', args: [] },
      { origin: `http://127.0.0.1:${server.port + 1}` },
    );
    expect(otherPort.status).toBe(403);
    const host = await invoke({ channel: 'rulesets:list', args: [] }, { host: 'evil.example' });
    expect(host.status).toBe(421);
    const same = await invoke({ channel: 'rulesets:list', args: [] }, { origin: server.origin });
    expect(same.status).toBe(200);
  });

  it('refuses an unknown channel', async () => {
    // Electron-only channels (native dialogs, printing) do not exist in browser mode.
    for (const channel of [
      'fs:delete',
      'constructor',
      '__proto__',
      42,
      'files:import',
      'files:exportReplay',
      'sessions:chooseFolder',
      'rulesheets:pdf',
    ]) {
      const r = await invoke({ channel, args: [] });
      expect(r.status).toBe(404);
      expect(JSON.parse(r.body).error.code).toBe('host/unknown-channel');
    }
  });

  it('refuses bad arguments before the service sees them', async () => {
    const cases = [
      { channel: 'replays:read', args: [] },
      { channel: 'replays:read', args: [42] },
      { channel: 'replays:read', args: ['../etc/passwd'] },
      { channel: 'games:simulate', args: [{ rulesetId: 'dog/standard', extra: 1 }] },
      { channel: 'games:simulate', args: [{ seed: '1' }] },
      { channel: 'rulesets:list', args: ['x'] },
    ];
    const calls = vi.mocked(service['replays:read']).mock.calls.length;
    for (const c of cases) {
      const r = await invoke(c);
      expect(r.status, JSON.stringify(c)).toBe(400);
      expect(JSON.parse(r.body).error.code).toBe('host/bad-args');
    }
    expect(vi.mocked(service['replays:read']).mock.calls.length).toBe(calls);
    expect(service['games:simulate']).not.toHaveBeenCalled();
  });

  it('refuses non-JSON, oversized and non-POST requests', async () => {
    expect((await invoke('{not json')).status).toBe(400);
    expect((await invoke({ channel: 'rulesets:read', args: ['x'.repeat(4000)] })).status).toBe(413);
    expect((await send('/api/invoke', { headers: { 'x-rulebench-token': server.token } })).status).toBe(405);
    const form = await invoke('channel=rulesets:list', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
  });
});

describe('static files', () => {
  it('serves index.html and assets with MIME types', async () => {
    const index = await send('/');
    expect(index.status).toBe(200);
    expect(index.type).toMatch(/^text\/html/);
    const js = await send('/assets/app.js');
    expect(js.status).toBe(200);
    expect(js.type).toMatch(/^text\/javascript/);
  });

  it('refuses ../ escapes and lists no directories', async () => {
    for (const path of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/assets%2f..%2f..%2fsecret.txt',
    ]) {
      const r = await send(path);
      expect(r.status, path).toBeGreaterThanOrEqual(400);
      expect(r.body).not.toContain('top secret');
    }
    expect((await send('/assets')).status).toBe(404);
    expect((await send('/assets/')).status).toBe(404);
    expect((await send('/missing.js')).status).toBe(404);
  });
});

describe('push channel', () => {
  const open = (path: string, origin?: string) =>
    new Promise<string>((ok) => {
      const ws = new WebSocket(`ws://127.0.0.1:${server.port}${path}`, origin ? { origin } : {});
      ws.on('message', (data) => {
        const msg = JSON.parse(String(data));
        if (msg.channel === 'replays:changed') {
          ws.close();
          ok(`pushed ${msg.payload.files[0]}`);
        }
      });
      ws.on('open', () => void invoke({ channel: 'games:simulate', args: [{ rulesetId: 'dog/standard' }] }));
      ws.on('unexpected-response', (_req, res) => ok(`refused ${res.statusCode}`));
      ws.on('error', () => ok('error'));
    });

  it('needs the token and our origin, then pushes replays:changed after a simulation', async () => {
    expect(await open('/api/events')).toBe('refused 401');
    expect(await open(`/api/events?token=${server.token}`, 'http://evil.example')).toBe('refused 403');
    expect(await open(`/api/events?token=${server.token}`, server.origin)).toBe('pushed new.replay.json');
  });
});
