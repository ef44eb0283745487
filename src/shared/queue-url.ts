// The queue URL of distributed playtests: `redis://[[USER]:PASSWORD@]HOST[:PORT][/DB]` (or `rediss://`
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

/** What a refusal says when the text has an `@` the parser could not place as the end of user and password. */
const ENCODE_HINT =
  'percent-encode the characters / ? # @ : and spaces in a user or password (%2F %3F %23 %40 %3A %20), e.g. redis://:p%2Fw@HOST:PORT';

/**
 * Parses a queue URL. `{ ok: false, message }` names the offending part: not a URL, another scheme, no host, a port
 * outside 1…65535, a database that is not a whole number 0…255, or a query or fragment (not used, so refused rather
 * than ignored). A URL that does not parse as written — a user or password with unencoded characters the parser
 * would re-encode or cut (`redis://:S3cret/pw@x@HOST`), an `@` after the host — is refused too, since its password
 * would not be the one meant. The message quotes the URL with everything before its last `@` masked
 * (`maskPassword`) and, when the text holds an `@`, never quotes a port or path (a misplaced password lands there).
 */
export function parseQueueUrl(text: string): { ok: true; value: QueueAddress } | { ok: false; message: string } {
  const raw = text.trim();
  const masked = maskPassword(raw);
  const hasAt = raw.includes('@');
  const bad = (why: string) => ({
    ok: false as const,
    message: `queue URL "${masked}": ${why} (expected redis://HOST:PORT[/DB], e.g. redis://127.0.0.1:6379/0)`,
  });
  if (raw.length > MAX_QUEUE_URL) return bad(`longer than ${MAX_QUEUE_URL} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return bad(hasAt ? `not a URL; ${ENCODE_HINT}` : 'not a URL');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:')
    return bad(`the scheme must be redis:// or rediss://, not ${url.protocol}//`);
  // Parsed, but not as written: an `@` in the path, query or fragment (the password's end was taken for the host's),
  // or a user/password the parser re-encoded (`@`, space, `\\` typed as is) — the password sent would differ.
  if (/@/.test(url.pathname + url.search + url.hash)) return bad(`an @ after the host; ${ENCODE_HINT}`);
  if (url.username || url.password) {
    const written = raw.slice(url.protocol.length + 2, raw.lastIndexOf('@') + 1);
    const parsed = [`${url.username}:${url.password}@`, ...(url.password ? [] : [`${url.username}@`])];
    if (!parsed.includes(written)) return bad(`the user or password is not written as a URL part; ${ENCODE_HINT}`);
  }
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

/**
 * `text` with everything that may be a password masked: all between `scheme://` (or the start) and the LAST `@`
 * becomes `***`, keeping a plain user name before a `:` (`redis://bench:***@h`, `redis://:***@h`). The last `@`,
 * not the first, because an unencoded `@`, `/`, `?` or `#` in a password makes any other split guess wrong
 * (`redis://:S3cret/pw@x@h` → `redis://:***@h`). Text without an `@` is kept.
 */
export function maskPassword(text: string): string {
  const at = text.lastIndexOf('@');
  if (at < 0) return text;
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(text)?.[0] ?? '';
  const user = /^[^:/?#@\s]*(?=:)/.exec(text.slice(scheme.length, at))?.[0];
  return `${scheme}${user !== undefined ? `${user}:` : ''}***${text.slice(at)}`;
}
