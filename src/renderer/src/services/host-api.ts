// The renderer's only door to the host: `window.rulebench` in Electron (preload), else an HTTP + WebSocket
// client for browser mode (src/host/server.ts). No engine, Vue or Pinia here.
import {
  INVOKE_CHANNELS,
  PUSH_CHANNELS,
  type Invokes,
  type Pushes,
  type RulebenchApi,
} from '../../../shared/ipc-contract';

const TOKEN_KEY = 'rulebench.token';
const TOKEN_HEADER = 'x-rulebench-token';

/** A failed transport call (HTTP error, refused token). Expected failures arrive as results, not as this. */
export class HostError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HostError';
  }
}

let httpApi: RulebenchApi | null = null;

/**
 * The host API of this window: the preload's `window.rulebench` when present (read at each call, so whoever installs
 * it — the preload, or a test's fake — is the one used), else the browser-mode client (created once).
 */
export function getHostApi(): RulebenchApi {
  const fromPreload = (globalThis as { rulebench?: RulebenchApi }).rulebench;
  if (fromPreload) return fromPreload;
  httpApi ??= createHttpHostApi(takeToken());
  return httpApi;
}

/**
 * True in the Electron shell (the preload's `window.rulebench` is present): desktop-only calls (native dialogs,
 * `rulesheets:pdf`, `files:*`) are available. False in browser mode.
 */
export function isDesktop(): boolean {
  return (globalThis as { rulebench?: RulebenchApi }).rulebench !== undefined;
}

/**
 * The launch token: from `?token=` (then kept in sessionStorage so reloads work, and removed from the
 * address bar), else from sessionStorage.
 */
export function takeToken(): string | null {
  const url = new URL(window.location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl) {
    try {
      sessionStorage.setItem(TOKEN_KEY, fromUrl);
      url.searchParams.delete('token');
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    } catch {
      // sessionStorage unavailable: keep the token in the URL so a reload still works
    }
    return fromUrl;
  }
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** The browser-mode client: POST /api/invoke, pushes over WebSocket /api/events (reconnects with backoff). */
export function createHttpHostApi(token: string | null, base: string = window.location.origin): RulebenchApi {
  const listeners = new Map<keyof Pushes, Set<(payload: never) => void>>();
  let socket: WebSocket | null = null;
  let retry = 0;

  const connect = () => {
    if (socket || !token || listeners.size === 0) return;
    const url = new URL('/api/events', base);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    url.searchParams.set('token', token);
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => {
      retry = 0;
    };
    ws.onmessage = (e) => {
      let msg: { channel?: unknown; payload?: unknown };
      try {
        msg = JSON.parse(String(e.data));
      } catch {
        return;
      }
      const channel = msg.channel as keyof Pushes;
      if (!(PUSH_CHANNELS as readonly string[]).includes(channel)) return;
      for (const fn of listeners.get(channel) ?? []) fn(msg.payload as never);
    };
    ws.onclose = () => {
      socket = null;
      if (listeners.size === 0) return;
      retry = Math.min(retry + 1, 6);
      setTimeout(connect, 250 * 2 ** retry);
    };
  };

  return {
    async invoke<C extends keyof Invokes>(channel: C, ...args: Invokes[C]['args']): Promise<Invokes[C]['result']> {
      if (!(INVOKE_CHANNELS as readonly string[]).includes(channel))
        throw new HostError('host/unknown-channel', `Unknown channel ${channel}`);
      if (!token) throw new HostError('host/bad-token', 'No host token: open the address printed by `npm run web`.');
      const res = await fetch(new URL('/api/invoke', base), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
        body: JSON.stringify({ channel, args }),
        cache: 'no-store',
      });
      const body = (await res.json().catch(() => null)) as {
        result?: unknown;
        error?: { code: string; message: string };
      } | null;
      if (!res.ok || !body || !('result' in body)) {
        throw new HostError(
          body?.error?.code ?? `http/${res.status}`,
          body?.error?.message ?? `Host answered ${res.status}`,
        );
      }
      return body.result as Invokes[C]['result'];
    },
    on<C extends keyof Pushes>(channel: C, listener: (payload: Pushes[C]) => void): () => void {
      if (!(PUSH_CHANNELS as readonly string[]).includes(channel))
        throw new HostError('host/unknown-channel', `Unknown push channel ${channel}`);
      const set = listeners.get(channel) ?? new Set();
      set.add(listener as (payload: never) => void);
      listeners.set(channel, set);
      connect();
      return () => {
        set.delete(listener as (payload: never) => void);
        if (set.size === 0) listeners.delete(channel);
        if (listeners.size === 0 && socket) {
          const s = socket;
          socket = null;
          s.onclose = null;
          s.close();
        }
      };
    },
  };
}
