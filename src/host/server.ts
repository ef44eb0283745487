// Browser-mode host: serves the built renderer (dist-web/) and the host API over HTTP + WebSocket on 127.0.0.1.
// Owns transport security only (token, Origin/Host checks, body limit, argument validation); the work is done
// by a HostService. Never imports electron or the renderer.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import { PUSH_CHANNELS, type HostService, type Pushes } from '../shared/ipc-contract';
import { isInvokeChannel, parseInvokeArgs } from './invoke-args';

export interface HostServerOptions {
  /** The service answering API calls. */
  readonly service: HostService;
  /** Folder with the built renderer (index.html + assets). Static serving is off when absent. */
  readonly staticDir?: string;
  /** TCP port; 0 (default) picks a free one. */
  readonly port?: number;
  /** Per-launch secret; a random one is made when absent. */
  readonly token?: string;
  /** Largest accepted request body in bytes (default 1 MB). */
  readonly maxBodyBytes?: number;
}

export interface HostServer {
  /** `http://127.0.0.1:PORT/?token=…` — what to open in a browser. */
  readonly url: string;
  readonly origin: string;
  readonly port: number;
  readonly token: string;
  /** Sends a push message to every connected renderer. */
  push<C extends keyof Pushes>(channel: C, payload: Pushes[C]): void;
  close(): Promise<void>;
}

const HOST = '127.0.0.1';
export const TOKEN_HEADER = 'x-rulebench-token';

const MIME: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** Starts the server on 127.0.0.1. Resolves once it listens. */
export async function startHostServer(opts: HostServerOptions): Promise<HostServer> {
  const token = opts.token ?? randomBytes(24).toString('base64url');
  const maxBody = opts.maxBodyBytes ?? 1024 * 1024;
  const staticRoot = opts.staticDir
    ? await realpath(resolve(opts.staticDir)).catch(() => resolve(opts.staticDir!))
    : null;
  const sockets = new Set<WebSocket>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  let port = 0;

  const push: HostServer['push'] = (channel, payload) => {
    const msg = JSON.stringify({ channel, payload });
    for (const ws of sockets) if (ws.readyState === ws.OPEN) ws.send(msg);
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      console.error('[host] request failed:', err);
      if (!res.headersSent) sendJson(res, 500, { error: { code: 'host/internal', message: 'Internal error' } });
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    if (!isLocalHost(req.headers.host, port))
      return sendJson(res, 421, { error: { code: 'host/bad-host', message: 'Host not allowed' } });
    if (!isAllowedOrigin(req.headers.origin, port))
      return sendJson(res, 403, { error: { code: 'host/bad-origin', message: 'Origin not allowed' } });
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/api' || path.startsWith('/api/')) return handleApi(req, res, path);
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed');
    if (!staticRoot) return sendText(res, 404, 'Not found');
    return serveStatic(staticRoot, path, req, res);
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    res.setHeader('Cache-Control', 'no-store');
    if (!hasToken(req.headers[TOKEN_HEADER], token))
      return sendJson(res, 401, { error: { code: 'host/bad-token', message: 'Missing or wrong token' } });
    if (path !== '/api/invoke')
      return sendJson(res, 404, { error: { code: 'host/not-found', message: 'No such endpoint' } });
    if (req.method !== 'POST') return sendJson(res, 405, { error: { code: 'host/method', message: 'Use POST' } });
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? ''))
      return sendJson(res, 415, { error: { code: 'host/content-type', message: 'Send application/json' } });
    const body = await readBody(req, maxBody);
    if (body === null) {
      res.setHeader('Connection', 'close');
      return sendJson(res, 413, { error: { code: 'host/too-large', message: `Body over ${maxBody} bytes` } });
    }
    let msg: unknown;
    try {
      msg = JSON.parse(body);
    } catch {
      return sendJson(res, 400, { error: { code: 'host/bad-json', message: 'Body is not JSON' } });
    }
    if (typeof msg !== 'object' || msg === null || Array.isArray(msg))
      return sendJson(res, 400, { error: { code: 'host/bad-request', message: 'Expected { channel, args }' } });
    const { channel, args } = msg as { channel?: unknown; args?: unknown };
    if (!isInvokeChannel(channel))
      return sendJson(res, 404, {
        error: { code: 'host/unknown-channel', message: `Unknown channel ${JSON.stringify(channel)}` },
      });
    const parsed = parseInvokeArgs(channel, args);
    if (!parsed.ok) return sendJson(res, 400, { error: { code: 'host/bad-args', message: parsed.message } });
    const fn = opts.service[channel] as (...a: unknown[]) => Promise<unknown>;
    const result = await fn.apply(opts.service, parsed.args as unknown[]);
    sendJson(res, 200, { result });
    if ((channel === 'games:simulate' || channel === 'replays:save') && isOkFile(result))
      push('replays:changed', { files: [result.file] });
  }

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const refuse = (code: number, text: string) => {
      socket.end(`HTTP/1.1 ${code} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    };
    if (url.pathname !== '/api/events') return refuse(404, 'Not Found');
    if (!isLocalHost(req.headers.host, port) || !isAllowedOrigin(req.headers.origin, port))
      return refuse(403, 'Forbidden');
    if (!hasToken(url.searchParams.get('token') ?? undefined, token)) return refuse(401, 'Unauthorized');
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.add(ws);
      ws.on('close', () => sockets.delete(ws));
      ws.on('error', () => sockets.delete(ws));
      ws.on('message', () => undefined); // the renderer sends nothing; pushes go one way
      ws.send(JSON.stringify({ channel: 'hello', payload: { channels: PUSH_CHANNELS } }));
    });
  });

  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port ?? 0, HOST, () => {
      server.off('error', fail);
      ok();
    });
  });
  port = (server.address() as AddressInfo).port;
  const origin = `http://${HOST}:${port}`;

  return {
    url: `${origin}/?token=${encodeURIComponent(token)}`,
    origin,
    port,
    token,
    push,
    close: async () => {
      for (const ws of sockets) ws.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}

function isOkFile(x: unknown): x is { ok: true; file: string } {
  return (
    typeof x === 'object' &&
    x !== null &&
    (x as { ok?: unknown }).ok === true &&
    typeof (x as { file?: unknown }).file === 'string'
  );
}

/** Only `127.0.0.1:PORT` / `localhost:PORT` (guards against DNS rebinding). */
function isLocalHost(host: string | undefined, port: number): boolean {
  return host === `${HOST}:${port}` || host === `localhost:${port}`;
}

/** No Origin (same-origin GET, non-browser client) or exactly our own origin. */
function isAllowedOrigin(origin: string | undefined, port: number): boolean {
  return origin === undefined || origin === `http://${HOST}:${port}` || origin === `http://localhost:${port}`;
}

function hasToken(given: string | string[] | undefined, token: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Reads the body as UTF-8; null when it exceeds `limit` bytes. */
function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > limit) {
    req.resume();
    return Promise.resolve(null);
  }
  return new Promise((ok, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) over = true;
      else chunks.push(c);
    });
    req.on('end', () => ok(over ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });
}

/**
 * Serves one file of `root` (a real path) for a GET/HEAD of `urlPath`: `/` is `index.html`; dot files, `..`, NUL
 * bytes and symlinks out of `root` are refused (403), folders and missing files are 404. Shared with the session
 * listener, which serves the same built renderer for its join page.
 */
export async function serveStatic(
  root: string,
  urlPath: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return sendText(res, 400, 'Bad path');
  }
  const segments = decoded.split(/[/\\]/);
  if (decoded.includes('\0') || segments.some((s) => s === '..' || s.startsWith('.')))
    return sendText(res, 403, 'Forbidden');
  const rel = decoded === '/' ? 'index.html' : decoded.replace(/^\/+/, '');
  const target = resolve(join(root, rel));
  if (target !== root && !target.startsWith(root + sep)) return sendText(res, 403, 'Forbidden');
  let real: string;
  try {
    real = await realpath(target);
  } catch {
    return sendText(res, 404, 'Not found');
  }
  if (!real.startsWith(root + sep)) return sendText(res, 403, 'Forbidden'); // a symlink out of dist-web
  const info = await stat(real);
  if (!info.isFile()) return sendText(res, 404, 'Not found'); // no directory listing
  const type = MIME[extname(real).toLowerCase()] ?? 'application/octet-stream';
  res.writeHead(200, {
    'Content-Type': type,
    'Content-Length': info.size,
    'Cache-Control': type.startsWith('text/html') ? 'no-store' : 'no-cache',
    // The page's CSP is a <meta> tag (shared with Electron); frame-ancestors only works as a header.
    ...(type.startsWith('text/html')
      ? { 'Content-Security-Policy': "frame-ancestors 'none'", 'X-Frame-Options': 'DENY' }
      : {}),
  });
  if (req.method === 'HEAD') return void res.end();
  await new Promise<void>((ok, fail) => {
    createReadStream(real).on('error', fail).pipe(res).on('finish', ok).on('error', fail);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** A plain-text answer with its length. */
export function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}
