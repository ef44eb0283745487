// The one way every surface (CLI, host, desktop main) reads a file it did not write itself: regular files only
// (FIFOs, devices, sockets and folders are refused after `stat`, before any open that could block), the size
// checked before the read and bounded during it, symbolic links resolved with loops reported, and the bytes
// decoded strictly as UTF-8 (an invalid byte or a NUL character is named with line:col; a leading byte-order
// mark is dropped), so a hostile or broken file is an error naming its place, never a hang or a crash.
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readSync,
  realpathSync,
  statSync,
  type Stats,
} from 'node:fs';
import { lstat, open, realpath, stat } from 'node:fs/promises';
import { isUtf8 } from 'node:buffer';

/** Why an untrusted read was refused (the `code` of a failed `TextRead`). */
export type ReadProblem =
  | 'not-found'
  | 'is-directory'
  | 'not-regular'
  | 'symlink'
  | 'symlink-loop'
  | 'too-large'
  | 'unreadable'
  | 'encoding'
  | 'nul';

/**
 * The result of an untrusted read: the decoded text (a leading BOM removed), or why not, with a one-line message
 * naming `shown` and, for `encoding` and `nul`, the 1-based line and column (in characters) of the bad byte.
 */
/**
 * A read's result: the text, or the problem — `message` names the file (and line:col where there is one), `detail`
 * is the same without that place, for a diagnostic that carries file, line and column itself (printed once).
 */
export type TextRead =
  | { ok: true; text: string }
  | { ok: false; code: ReadProblem; message: string; detail?: string; line?: number; column?: number };

/** Limits of one read. */
export interface ReadLimits {
  /** Largest accepted file, in bytes (checked on `stat`, again on the open file, and while reading). */
  readonly maxBytes: number;
  /** `follow` (default): symbolic links are resolved (a loop is an error); `refuse`: a link itself is refused. */
  readonly symlinks?: 'follow' | 'refuse';
}

/** What a file that is not a regular file is, in words ("a FIFO (named pipe)"); null for a regular file. */
export function fileTypeName(st: Stats): string | null {
  if (st.isFile()) return null;
  if (st.isDirectory()) return 'a folder';
  if (st.isFIFO()) return 'a FIFO (named pipe)';
  if (st.isCharacterDevice()) return 'a character device';
  if (st.isBlockDevice()) return 'a block device';
  if (st.isSocket()) return 'a socket';
  if (st.isSymbolicLink()) return 'a symbolic link';
  return 'not a regular file';
}

const fail = (
  code: ReadProblem,
  message: string,
  at?: { line: number; column: number },
  detail?: string,
): TextRead => ({
  ok: false,
  code,
  message,
  ...(detail !== undefined ? { detail } : {}),
  ...(at ?? {}),
});

/** The refusal for a failed system call on `shown` (missing, permission, loop, …). */
function ioProblem(e: unknown, shown: string): TextRead {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return fail('not-found', `Cannot read ${shown}: no such file.`);
  if (code === 'ELOOP') return fail('symlink-loop', `Cannot read ${shown}: its symbolic links form a loop.`);
  if (code === 'EACCES' || code === 'EPERM') return fail('unreadable', `Cannot read ${shown}: permission denied.`);
  if (code === 'EISDIR') return fail('is-directory', `${shown} is a folder, not a file.`);
  if (code === 'ENAMETOOLONG') return fail('unreadable', `Cannot read ${shown}: the path is too long.`);
  if (code === 'ENOTDIR') return fail('not-found', `Cannot read ${shown}: a part of the path is not a folder.`);
  return fail('unreadable', `Cannot read ${shown}: ${(e as Error).message.split('\n')[0]}.`);
}

/** The refusal for a non-regular or oversized file by its stats, or null when it may be read. */
function statProblem(st: Stats, shown: string, maxBytes: number): TextRead | null {
  const type = fileTypeName(st);
  if (type === 'a folder') return fail('is-directory', `${shown} is a folder, not a file.`);
  if (type !== null)
    return fail('not-regular', `${shown} is ${type}, not a regular file; only regular files are read.`);
  if (st.size > maxBytes)
    return fail('too-large', `${shown} is ${st.size} bytes; at most ${maxBytes} bytes are accepted.`);
  return null;
}

/**
 * The read buffer for a file of `size` bytes (its `fstat`): the whole file plus one byte, so that the end is seen
 * without a second buffer and the bytes are never copied (a 49 MB replay took ~100 MB of buffers as 64 kB chunks plus
 * their concatenation). At least 64 kB (a file that grows meanwhile), at most `maxBytes + 1`.
 */
function firstBufferSize(size: number, maxBytes: number): number {
  return Math.min(Math.max(size + 1, 64 * 1024), maxBytes + 1);
}

/** `buf` copied into one twice as large (at most `maxBytes + 1` bytes): a file that grew while being read. */
function grown(buf: Buffer, maxBytes: number): Buffer {
  const next = Buffer.allocUnsafe(Math.min(buf.length * 2, maxBytes + 1));
  buf.copy(next);
  return next;
}

/** The refusal for a file that grew past the limit while it was read. */
function grewTooLarge(shown: string, maxBytes: number): TextRead {
  return fail(
    'too-large',
    `${shown} grew past ${maxBytes} bytes while being read; at most ${maxBytes} bytes are accepted.`,
  );
}

/** Bytes per asynchronous read: other requests of the host are served between the reads of a large file. */
const ASYNC_CHUNK = 1024 * 1024;

/** Flags for opening an already stat-checked regular file: never blocks (a FIFO swapped in meanwhile), never follows a link. */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0);

/**
 * Reads `path` as untrusted UTF-8 text within `limits` (see the module comment). Never throws; never blocks on a
 * FIFO or device; never reads more than `maxBytes + 1` bytes. `shown` names the file in messages.
 */
export function readUntrustedTextSync(path: string, shown: string, limits: ReadLimits): TextRead {
  return readUntrustedTextSyncWith(path, shown, limits, decodeUntrusted);
}

/**
 * Opens `path` for an untrusted read: link policy, `stat` checks before the open (never blocks on a FIFO or device),
 * the same checks again on the open file. The caller closes `fd`. Never throws.
 */
function openUntrustedSync(
  path: string,
  shown: string,
  limits: ReadLimits,
): { ok: true; fd: number; size: number } | Extract<TextRead, { ok: false }> {
  type Refusal = Extract<TextRead, { ok: false }>;
  let real: string;
  try {
    const link = lstatSync(path);
    if (link.isSymbolicLink() && limits.symlinks === 'refuse')
      return fail('symlink', `${shown} is a symbolic link; open the file it points to instead.`) as Refusal;
    real = link.isSymbolicLink() ? realpathSync(path) : path;
    const refused = statProblem(link.isSymbolicLink() ? statSync(real) : link, shown, limits.maxBytes);
    if (refused) return refused as Refusal;
  } catch (e) {
    return ioProblem(e, shown) as Refusal;
  }
  let fd: number | undefined;
  try {
    fd = openSync(real, OPEN_FLAGS);
    const st = fstatSync(fd);
    const refused = statProblem(st, shown, limits.maxBytes);
    if (refused) {
      closeSync(fd);
      return refused as Refusal;
    }
    return { ok: true, fd, size: st.size };
  } catch (e) {
    if (fd !== undefined) closeSync(fd);
    return ioProblem(e, shown) as Refusal;
  }
}

function readUntrustedTextSyncWith(
  path: string,
  shown: string,
  limits: ReadLimits,
  decode: (bytes: Buffer, shown: string) => TextRead,
): TextRead {
  const opened = openUntrustedSync(path, shown, limits);
  if (!opened.ok) return opened;
  const fd = opened.fd;
  try {
    let buf: Buffer = Buffer.allocUnsafe(firstBufferSize(opened.size, limits.maxBytes));
    let total = 0;
    for (;;) {
      if (total === buf.length) buf = grown(buf, limits.maxBytes);
      const n = readSync(fd, buf, total, buf.length - total, null);
      if (n === 0) break;
      total += n;
      if (total > limits.maxBytes) return grewTooLarge(shown, limits.maxBytes);
    }
    return decode(buf.subarray(0, total), shown);
  } catch (e) {
    return ioProblem(e, shown);
  } finally {
    closeSync(fd);
  }
}

/**
 * `readUntrustedTextSync`'s checks (regular file, `limits`, strict UTF-8, no NUL), returning the checked bytes
 * (a leading BOM removed) instead of a string: for files of hundreds of MB that are parsed piece by piece, since one
 * string of them takes up to twice their size again. Never throws.
 */
export function readUntrustedBytesSync(
  path: string,
  shown: string,
  limits: ReadLimits,
): { ok: true; bytes: Buffer } | Extract<TextRead, { ok: false }> {
  let bytes: Buffer | null = null;
  const read = readUntrustedTextSyncWith(path, shown, limits, (b) => {
    const checked = checkUntrusted(b, shown);
    if (checked.ok) bytes = checked.body;
    return checked.ok ? { ok: true, text: '' } : checked;
  });
  return read.ok ? { ok: true, bytes: bytes! } : read;
}

/** Bytes per read of `readUntrustedChunksSync`. */
const SYNC_CHUNK = 1024 * 1024;

/**
 * `readUntrustedTextSync`'s checks (regular file, `limits`, strict UTF-8, no NUL) on a file read in chunks of about
 * 1 MB that are handed to `onChunk` one by one and never held together: for files of hundreds of MB that are parsed
 * piece by piece (`merge` parts), so at no time is the whole file in memory. Each chunk ends on a whole UTF-8
 * character (a character cut by a read goes to the next chunk); a leading byte-order mark is dropped. `onChunk`
 * returns false to stop reading (the result is then `{ ok: true, stopped: true }`). A file that is not valid UTF-8
 * or holds a NUL is refused with the same message and line:col as `readUntrustedTextSync` (found by reading the file
 * again as a whole, only then); chunks before the bad one may already have been handed over. Never throws, except
 * what `onChunk` throws.
 */
export function readUntrustedChunksSync(
  path: string,
  shown: string,
  limits: ReadLimits,
  onChunk: (chunk: Buffer) => boolean,
): { ok: true; stopped: boolean } | Extract<TextRead, { ok: false }> {
  const opened = openUntrustedSync(path, shown, limits);
  if (!opened.ok) return opened;
  const fd = opened.fd;
  /** The whole-file read's refusal: the exact place of a bad byte. */
  const badText = (): Extract<TextRead, { ok: false }> => {
    const whole = readUntrustedBytesSync(path, shown, limits);
    if (!whole.ok) return whole;
    // The file changed between the two reads: still refused, without a place.
    return fail('encoding', `${shown}: not valid UTF-8 text; save the file as UTF-8 text.`) as Extract<
      TextRead,
      { ok: false }
    >;
  };
  try {
    let carry: Buffer | null = null; // the start of a character the last read cut
    let total = 0;
    let first = true;
    for (;;) {
      const keep: number = carry ? carry.length : 0;
      const buf = Buffer.allocUnsafe(keep + SYNC_CHUNK);
      if (carry) carry.copy(buf);
      const n = readSync(fd, buf, keep, SYNC_CHUNK, null);
      total += n;
      if (total > limits.maxBytes) return grewTooLarge(shown, limits.maxBytes) as Extract<TextRead, { ok: false }>;
      if (n === 0) {
        if (keep) return badText(); // the file ends inside a character
        return { ok: true, stopped: false };
      }
      let data = buf.subarray(0, keep + n);
      if (first && data.length >= 3 && data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf)
        data = data.subarray(3);
      first = false;
      const cut = wholeCharacters(data);
      const body = data.subarray(0, cut);
      carry = cut < data.length ? Buffer.from(data.subarray(cut)) : null;
      if (!isUtf8(body) || body.indexOf(0) !== -1) return badText();
      if (body.length && !onChunk(body)) return { ok: true, stopped: true };
    }
  } catch (e) {
    return ioProblem(e, shown) as Extract<TextRead, { ok: false }>;
  } finally {
    closeSync(fd);
  }
}

/** Length of the part of `bytes` that does not end inside a multi-byte UTF-8 character (at most 3 bytes less). */
function wholeCharacters(bytes: Uint8Array): number {
  const n = bytes.length;
  for (let j = n - 1; j >= Math.max(0, n - 3); j--) {
    const b = bytes[j]!;
    if ((b & 0xc0) === 0x80) continue; // a continuation byte: look further back for its lead byte
    if (b < 0xc0) return n; // ASCII: nothing cut
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
    return j + need > n ? j : n;
  }
  return n;
}

/** `readUntrustedTextSync` without blocking the event loop (the host's listings): same checks, same results. */
export async function readUntrustedText(path: string, shown: string, limits: ReadLimits): Promise<TextRead> {
  let real: string;
  try {
    const link = await lstat(path);
    if (link.isSymbolicLink() && limits.symlinks === 'refuse')
      return fail('symlink', `${shown} is a symbolic link; open the file it points to instead.`);
    real = link.isSymbolicLink() ? await realpath(path) : path;
    const refused = statProblem(link.isSymbolicLink() ? await stat(real) : link, shown, limits.maxBytes);
    if (refused) return refused;
  } catch (e) {
    return ioProblem(e, shown);
  }
  let fh: Awaited<ReturnType<typeof open>> | undefined;
  try {
    fh = await open(real, OPEN_FLAGS);
    const st = await fh.stat();
    const refused = statProblem(st, shown, limits.maxBytes);
    if (refused) return refused;
    let buf: Buffer = Buffer.allocUnsafe(firstBufferSize(st.size, limits.maxBytes));
    let total = 0;
    for (;;) {
      if (total === buf.length) buf = grown(buf, limits.maxBytes);
      const { bytesRead } = await fh.read(buf, total, Math.min(buf.length - total, ASYNC_CHUNK), null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > limits.maxBytes) return grewTooLarge(shown, limits.maxBytes);
    }
    return decodeUntrusted(buf.subarray(0, total), shown);
  } catch (e) {
    return ioProblem(e, shown);
  } finally {
    await fh?.close();
  }
}

/**
 * Decodes bytes as strict UTF-8: a leading byte-order mark (EF BB BF) is dropped; the first invalid sequence
 * (`encoding`, e.g. a Latin-1 "ä") or NUL character (`nul`) is refused with its line:col (column in characters,
 * both 1-based). Pure; exported for tests and for bytes that arrive by other ways.
 */
export function decodeUntrusted(bytes: Uint8Array, shown: string): TextRead {
  const checked = checkUntrusted(bytes, shown);
  if (!checked.ok) return checked;
  const body = checked.body;
  return { ok: true, text: body.toString('utf8') };
}

/** `decodeUntrusted`'s checks without decoding: the bytes after a BOM, or the `encoding`/`nul` problem. */
function checkUntrusted(
  bytes: Uint8Array,
  shown: string,
): { ok: true; body: Buffer } | Extract<TextRead, { ok: false }> {
  const start = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const body = bytes.subarray(start);
  const bad = isUtf8(body) ? -1 : firstInvalidUtf8(body); // the native check first: the JS scan only to locate a bad byte
  if (bad !== -1) {
    const at = position(body, bad);
    const detail = `byte 0x${body[bad]!.toString(16).padStart(2, '0').toUpperCase()} is not valid UTF-8; save the file as UTF-8 text.`;
    return fail('encoding', `${shown}:${at.line}:${at.column}: ${detail}`, at, detail) as Extract<
      TextRead,
      { ok: false }
    >;
  }
  const nul = body.indexOf(0);
  if (nul !== -1) {
    const at = position(body, nul);
    const detail = 'the file contains a NUL character (byte 0x00); it is not a text file.';
    return fail('nul', `${shown}:${at.line}:${at.column}: ${detail}`, at, detail) as Extract<TextRead, { ok: false }>;
  }
  return { ok: true, body: Buffer.from(body.buffer, body.byteOffset, body.byteLength) };
}

/** Line and column (characters, 1-based) of byte `offset` in valid UTF-8 `bytes[0..offset)`. */
function position(bytes: Uint8Array, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    if (bytes[i] === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  }
  let column = 1;
  for (let i = lineStart; i < offset; i++) if ((bytes[i]! & 0xc0) !== 0x80) column++;
  return { line, column };
}

/**
 * Offset of the first byte that starts an invalid UTF-8 sequence (overlong forms, surrogates and code points over
 * U+10FFFF count as invalid, as in the WHATWG decoder), or -1 when all of `bytes` is valid.
 */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) lo = 0xa0;
      if (b === 0xed) hi = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) lo = 0x90;
      if (b === 0xf4) hi = 0x8f;
    } else return i;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined) return i;
      const min = k === 1 ? lo : 0x80;
      const max = k === 1 ? hi : 0xbf;
      if (c < min || c > max) return i;
    }
    i += need + 1;
  }
  return -1;
}
