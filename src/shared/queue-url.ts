// The queue URL of distributed playtests (issue 19): `redis://[[USER]:PASSWORD@]HOST[:PORT][/DB]` (or `rediss://`
// for TLS), the address of the Redis server that holds the shard jobs (BullMQ). Parsed with the WHATWG URL parser,
// so the CLI, the host's request schema and the Playtest view check it the same way. Pure: no Node API.

/** The parts of a queue URL (Redis connection settings as ioredis takes them). */
export interface QueueAddress {
  /** `rediss` connects with TLS. */
  readonly tls: boolean;
  readonly host: string;
  /** TCP port, 1…65535 (default 6379). */
  readonly port: number;
  /** Redis database number, 0…255 (default 0). */
  readonly db: number;
  /** Redis ACL user (Redis ≥ 6), percent-decoded; absent for the default user. */
  readonly username?: string;
  /** Password (`requirepass` or the ACL user's), percent-decoded; absent without one. */
  readonly password?: string;
  /** The URL with the password replaced by `***`, for messages and logs (a password is never printed). */
  readonly display: string;
}

/** Longest queue URL accepted (characters). */
export const MAX_QUEUE_URL = 500;

/**
 * Parses a queue URL. `{ ok: false, message }` names the offending part: not a URL, another scheme, no host, a port
 * outside 1…65535, a database that is not a whole number 0…255, or a query or fragment (not used, so refused rather
 * than ignored). The message quotes the URL with any password masked.
 */
export function parseQueueUrl(text: string): { ok: true; value: QueueAddress } | { ok: false; message: string } {
  const raw = text.trim();
  const masked = maskPassword(raw);
  const bad = (why: string) => ({
    ok: false as const,
    message: `queue URL "${masked}": ${why} (expected redis://HOST:PORT[/DB], e.g. redis://127.0.0.1:6379/0)`,
  });
  if (raw.length > MAX_QUEUE_URL) return bad(`longer than ${MAX_QUEUE_URL} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return bad('not a URL');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:')
    return bad(`the scheme must be redis:// or rediss://, not ${url.protocol}//`);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!host) return bad('no host');
  // The WHATWG parser drops a default port and refuses ports above 65535; port 0 stays "0".
  const port = url.port === '' ? 6379 : Number(url.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) return bad(`port ${url.port} is outside 1…65535`);
  const path = url.pathname.replace(/^\//, '');
  if (path !== '' && !/^\d{1,3}$/.test(path)) return bad(`the database "/${path}" must be a whole number 0…255`);
  const db = path === '' ? 0 : Number(path);
  if (db > 255) return bad(`the database ${db} must be 0…255`);
  if (url.search || url.hash) return bad('a query or fragment is not used here');
  let username: string | undefined;
  let password: string | undefined;
  try {
    username = url.username ? decodeURIComponent(url.username) : undefined;
    password = url.password ? decodeURIComponent(url.password) : undefined;
  } catch {
    return bad('the user or password is not percent-encoded correctly');
  }
  const display = `${url.protocol}//${url.username || url.password ? `${url.username}${url.password ? ':***' : ''}@` : ''}${url.hostname}:${port}/${db}`;
  return {
    ok: true,
    value: {
      tls: url.protocol === 'rediss:',
      host,
      port,
      db,
      ...(username ? { username } : {}),
      ...(password ? { password } : {}),
      display,
    },
  };
}

/** `text` with the password of a `scheme://user:password@host` URL replaced by `***` (text that is not such a URL is kept). */
export function maskPassword(text: string): string {
  return text.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*):[^@/]*@/i, '$1:***@');
}
