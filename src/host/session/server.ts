// The session listener: its own HTTP server, separate from the designer's host API (src/host/server.ts), that
// serves only the built renderer's static files (so the join page loads) and the session WebSocket. A remote client
// reaches nothing else: no files, rulesets, replays, editor or host API. Every WebSocket message is size-limited,
// rate-limited and validated (session-protocol.ts) before a table sees it; a client acts only for the seat its
// link's secret names. Default bind: loopback; a LAN address is the caller's explicit choice.
import { realpath } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isIP, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import {
  MAX_CLIENT_MESSAGE_BYTES,
  SESSION_PROTOCOL_VERSION,
  SESSION_WS_PATH,
  parseClientMessage,
  type HostMessage,
  type SessionErrorCode,
} from '../../shared/session-protocol';
import { serveStatic, sendText } from '../server';
import type { SessionHost } from './host';
import type { TableClient } from './table';

/** Options of the listener. */
export interface SessionServerOptions {
  readonly host: SessionHost;
  /** Address to bind: `127.0.0.1` (default). Anything else lets other machines connect: the caller warns. */
  readonly bind?: string;
  /** TCP port; 0 (default) picks a free one. */
  readonly port?: number;
  /** The built renderer (dist-web) for the join page; without it only the WebSocket is served. */
  readonly staticDir?: string;
  /** Messages per second a connection may send on average (default 20), with bursts up to `burst` (default 40). */
  readonly ratePerSecond?: number;
  readonly burst?: number;
  /** A connection that has not sent a valid `hello` within this many ms is closed (default 10 000). */
  readonly helloTimeoutMs?: number;
  /** Most open WebSocket connections at once (default 512); more are refused with 503. */
  readonly maxConnections?: number;
  /** The address invite links name (default: the bind address; for `0.0.0.0` the caller names a LAN address). */
  readonly publicAddress?: string;
  /**
   * How often the host measures each joined connection's round-trip time with a WebSocket ping frame, in ms
   * (default 2000); the lobby shows it per seat (`SeatInfo.rttMs`). 0: never.
   */
  readonly rttEveryMs?: number;
}

/** A running listener. */
export interface SessionServer {
  /** `http://ADDR:PORT`: what invite links start with (for `0.0.0.0` binds, the caller should name a LAN address). */
  readonly origin: string;
  readonly port: number;
  /** Open WebSocket connections. */
  connections(): number;
  close(): Promise<void>;
}

/** Refused messages a connection may send before it is closed (after the rate limit or validation refused them). */
const MAX_REFUSALS = 200;

/** Bind addresses that only this machine can reach. */
export function isLoopback(address: string): boolean {
  return address === '127.0.0.1' || address === '::1' || address === 'localhost' || address.startsWith('127.');
}

/**
 * Starts the session listener; resolves once it listens and sets `host.origin` for the links.
 * @throws the listen error (address in use, address not available).
 */
export async function startSessionServer(opts: SessionServerOptions): Promise<SessionServer> {
  const bind = opts.bind ?? '127.0.0.1';
  const staticRoot = opts.staticDir
    ? await realpath(resolve(opts.staticDir)).catch(() => resolve(opts.staticDir!))
    : null;
  const rate = opts.ratePerSecond ?? 20;
  const burst = opts.burst ?? 40;
  const helloTimeout = opts.helloTimeoutMs ?? 10_000;
  const maxConnections = opts.maxConnections ?? 512;
  const sockets = new Set<WebSocket>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE_BYTES });
  let port = 0;

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      console.error('[session] request failed:', e);
      if (!res.headersSent) sendText(res, 500, 'Internal error');
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    if (!allowedHost(req.headers.host, port)) return sendText(res, 421, 'Host not allowed');
    if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed');
    const path = (req.url ?? '/').split('?')[0]!;
    // The designer's host API lives on another server; here it does not exist at all.
    if (path === '/api' || path.startsWith('/api/') || !staticRoot) return sendText(res, 404, 'Not found');
    return serveStatic(staticRoot, path, req, res);
  }

  server.on('upgrade', (req, socket, head) => {
    const refuse = (code: number, text: string) =>
      socket.end(`HTTP/1.1 ${code} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    const path = (req.url ?? '/').split('?')[0];
    if (path !== SESSION_WS_PATH) return refuse(404, 'Not Found');
    if (!allowedHost(req.headers.host, port)) return refuse(421, 'Misdirected Request');
    if (!allowedOrigin(req.headers.origin, req.headers.host)) return refuse(403, 'Forbidden');
    if (sockets.size >= maxConnections) return refuse(503, 'Service Unavailable');
    wss.handleUpgrade(req, socket, head, (ws) => accept(ws, isLoopback(req.socket.remoteAddress ?? '')));
  });

  function accept(ws: WebSocket, local: boolean): void {
    sockets.add(ws);
    let tokens = burst;
    let last = Date.now();
    let refusals = 0;
    let client: (TableClient & { tableId: string }) | null = null;
    const send = (msg: HostMessage) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(msg));
    };
    const refuse = (code: SessionErrorCode, message: string) => {
      send({ type: 'error', code, message });
      if (++refusals > MAX_REFUSALS) ws.close(1008, 'too many refused messages');
    };
    const helloTimer = setTimeout(() => {
      if (!client) ws.close(1008, 'no hello');
    }, helloTimeout);
    helloTimer.unref?.();
    // Round-trip time: a ping frame (answered by every browser and `ws` client on its own), timed by the host.
    let pingSentAt: number | null = null;
    const rttEvery = opts.rttEveryMs ?? 2000;
    const rttTimer =
      rttEvery > 0
        ? setInterval(() => {
            if (!client || ws.readyState !== ws.OPEN) return;
            pingSentAt = performance.now();
            ws.ping();
          }, rttEvery)
        : null;
    rttTimer?.unref?.();
    ws.on('pong', () => {
      if (pingSentAt === null || !client) return;
      const ms = Math.round(performance.now() - pingSentAt);
      pingSentAt = null;
      opts.host.tables.get(client.tableId)?.noteRtt(client, ms);
    });
    const drop = () => {
      clearTimeout(helloTimer);
      if (rttTimer) clearInterval(rttTimer);
      sockets.delete(ws);
      if (client) opts.host.tables.get(client.tableId)?.detach(client);
      client = null;
    };
    ws.on('close', drop);
    ws.on('error', drop); // includes frames over maxPayload (ws closes with 1009)
    ws.on('message', (data: RawData, isBinary: boolean) => {
      const now = Date.now();
      tokens = Math.min(burst, tokens + ((now - last) / 1000) * rate);
      last = now;
      if (tokens < 1) return refuse('session/rate-limit', `More than ${rate} messages per second.`);
      tokens -= 1;
      if (isBinary) return refuse('session/bad-message', 'Send JSON text frames.');
      const text = rawText(data);
      const parsed = parseClientMessage(text);
      if (!parsed.ok) return refuse(parsed.code, parsed.message);
      const msg = parsed.message;
      try {
        if (!client) {
          if (msg.type !== 'hello') return refuse('session/no-hello', 'Say hello first.');
          if (msg.v !== SESSION_PROTOCOL_VERSION)
            return refuse('session/version', `This host speaks protocol ${SESSION_PROTOCOL_VERSION}, not ${msg.v}.`);
          const table = opts.host.tables.get(msg.table);
          // The same answer for an unknown table and a wrong secret: a guesser learns nothing.
          const link = table ? table.checkLink(msg.secret) : ({ ok: false, code: 'session/bad-link' } as const);
          if (!table || !link.ok) {
            send({ type: 'error', code: link.ok ? 'session/bad-link' : link.code, message: 'This link is not valid.' });
            ws.close(1008, 'bad link');
            return;
          }
          clearTimeout(helloTimer);
          const joined = {
            tableId: table.id,
            role: link.role,
            seat: link.seat,
            lang: msg.lang ?? ('en' as const),
            rttMs: null,
            send,
            local,
            close: (reason: string) => ws.close(4001, reason),
          };
          client = joined;
          table.attach(joined, link.role === 'seat' ? msg.name : undefined);
          if (rttEvery > 0) {
            pingSentAt = performance.now();
            ws.ping();
          }
          return;
        }
        const table = opts.host.tables.get(client.tableId);
        if (!table) return refuse('session/bad-link', 'The table is gone.');
        // A renewed link: the connection no longer holds a valid secret for its seat.
        table.handle(client, msg);
      } catch (e) {
        console.error('[session] message failed:', e);
        send({ type: 'error', code: 'session/internal', message: 'The host failed on this message; nothing changed.' });
      }
    });
  }

  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port ?? 0, bind, () => {
      server.off('error', fail);
      ok();
    });
  });
  port = (server.address() as AddressInfo).port;
  const shown = opts.publicAddress ?? (bind === '0.0.0.0' || bind === '::' ? '127.0.0.1' : bind);
  const origin = `http://${isIP(shown) === 6 ? `[${shown}]` : shown}:${port}`;
  opts.host.origin = origin;
  return {
    origin,
    port,
    connections: () => sockets.size,
    close: async () => {
      for (const ws of sockets) ws.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

/**
 * A Host header naming an IP address literal or `localhost` with our port. Host names other than `localhost` are
 * refused: a DNS-rebinding page reaches the listener only under a name of its own.
 */
export function allowedHost(host: string | undefined, port: number): boolean {
  if (!host) return false;
  const m = /^(\[[0-9a-fA-F:.]+\]|[^:]+):(\d+)$/.exec(host);
  if (!m || Number(m[2]) !== port) return false;
  const name = m[1]!.replace(/^\[|\]$/g, '');
  return name === 'localhost' || isIP(name) !== 0;
}

/** No Origin (a terminal client, `rulebench join`) or the page's own origin (`http://` + the Host header). */
export function allowedOrigin(origin: string | undefined, host: string | undefined): boolean {
  return origin === undefined || (host !== undefined && origin === `http://${host}`);
}
