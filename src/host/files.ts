// Atomic file writes: a temporary file in the same folder, flushed, then renamed over the target, so a
// crash leaves either the old or the new content, never a mix. And confinement of paths to a folder
// (no `..`, no absolute paths, no symlinks out).
import { randomBytes } from 'node:crypto';
import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  fsyncSync,
  linkSync,
  lstatSync,
  openSync,
  readdirSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
  type Dirent,
} from 'node:fs';
import { open, rename, unlink, type FileHandle } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

let counter = 0;

/** Longest part of the target's name kept in its temporary file's name (the rest is ~30 characters), so a target name of up to 200 characters stays under the 255-byte limit of file names. */
const TEMP_STEM_CHARS = 80;

/** A temporary file of `writeFileAtomic`: `.<name, cut>.<pid>.<counter>.<8 hex>.tmp`. Group 1 is the writer's process id. */
export const TEMP_FILE = /^\..*\.(\d+)\.\d+\.[0-9a-f]{8}\.tmp$/;

/**
 * Writes `text` (or bytes) to `path` atomically (temp file in the same folder + fsync + rename, then fsync of the
 * folder where the OS allows it): every output file of every surface (CLI `--out`/`--csv`, host saves, desktop
 * exports) is written here, so a crash or `kill -9` leaves the old or the new file, never a part. Throws the I/O
 * error if it fails (naming `path`); the target is then untouched. A symlink at `path` is replaced, never written
 * through. A temporary file left by a killed writer is removed by `removeStaleTemps`.
 *
 * `durable: false` skips the two fsyncs: the rename still makes the write all-or-nothing for a killed process (the
 * OS keeps the data), but a power loss may lose it until the caller syncs (`syncFile`). For files rewritten after
 * every action (a session table), which sync on a timer instead (group commit): about 15 ms less per write.
 * `mode`: permission bits of the new file (default 0644; 0600 for files holding secrets), before the umask.
 * `text` may be a sequence of strings (a generator), written one after another in batches of about 1 MB, so that an
 * output larger than the longest possible string (about 512 MB in V8) is never built as one.
 */
export function writeFileAtomic(
  path: string,
  text: string | Uint8Array | Iterable<string>,
  opts: { durable?: boolean; mode?: number } = {},
): void {
  const durable = opts.durable ?? true;
  const tmp = writeTemp(path, text, durable, opts.mode ?? 0o644);
  try {
    renameSync(tmp, path);
  } catch (e) {
    removeQuietly(tmp);
    throw namedError(e, tmp, path);
  }
  if (durable) syncFolder(dirname(path));
}

/** Flushes `path` and its folder to disk (after `writeFileAtomic(…, { durable: false })`). Throws the I/O error. */
export function syncFile(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  syncFolder(dirname(path));
}

/**
 * `writeFileAtomic(path, text, { durable: false, mode })` without blocking the event loop: the temporary file is
 * written and renamed over `path` in libuv's thread pool. All-or-nothing for a killed process like the synchronous
 * version (the file holds the old or the new text); a temporary file left by a kill is removed by
 * `removeStaleTemps`. Rejects with the I/O error naming `path` (the target is then untouched).
 */
export async function writeFileAtomicAsync(path: string, text: string, opts: { mode?: number } = {}): Promise<void> {
  const tmp = join(
    dirname(path),
    `.${basename(path).slice(0, TEMP_STEM_CHARS)}.${process.pid}.${counter++}.${randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    const file = await open(tmp, 'wx', opts.mode ?? 0o644);
    try {
      await file.writeFile(text);
    } finally {
      await file.close();
    }
    await rename(tmp, path);
  } catch (e) {
    await unlink(tmp).catch(() => undefined);
    throw namedError(e, tmp, path);
  }
}

/**
 * `syncFile` without blocking the event loop: the fsyncs of `path` and its folder run in libuv's thread pool, so a
 * host serving many tables answers its clients while the disk catches up. Rejects with the I/O error.
 */
export async function syncFileAsync(path: string): Promise<void> {
  const file = await open(path, 'r');
  try {
    await file.sync();
  } finally {
    await file.close();
  }
  let dir: FileHandle | undefined;
  try {
    dir = await open(dirname(path), 'r');
    await dir.sync();
  } catch {
    /* not supported here */
  } finally {
    await dir?.close();
  }
}

/** An I/O error about the temporary file `tmp` re-addressed to the file the caller asked for (`cannot write out/x.json: …`). */
function namedError(e: unknown, tmp: string, path: string): NodeJS.ErrnoException {
  const err = e as NodeJS.ErrnoException;
  if (err && typeof err === 'object' && err.path === tmp) err.path = path;
  return err;
}

/** Writes `data` to a new temporary file beside `path` (`TEMP_FILE`), flushed to disk; returns its path. Throws naming `path`. */
function writeTemp(path: string, data: string | Uint8Array | Iterable<string>, durable = true, mode = 0o644): string {
  const tmp = join(
    dirname(path),
    `.${basename(path).slice(0, TEMP_STEM_CHARS)}.${process.pid}.${counter++}.${randomBytes(4).toString('hex')}.tmp`,
  );
  let fd: number;
  try {
    fd = openSync(tmp, 'wx', mode);
  } catch (e) {
    throw namedError(e, tmp, path);
  }
  try {
    // writeFileSync loops until every byte is written (a bare writeSync may write only part).
    if (typeof data === 'string' || data instanceof Uint8Array) writeFileSync(fd, data);
    else writePieces(fd, data);
    if (durable) fsyncSync(fd);
  } catch (e) {
    closeSync(fd);
    removeQuietly(tmp);
    throw namedError(e, tmp, path);
  }
  closeSync(fd);
  return tmp;
}

/** Characters collected before one write of `writePieces`. */
const PIECES_BATCH = 1024 * 1024;

/** Writes a sequence of strings to `fd` in batches of about `PIECES_BATCH` characters. Throws the I/O error. */
function writePieces(fd: number, pieces: Iterable<string>): void {
  let batch: string[] = [];
  let size = 0;
  for (const piece of pieces) {
    batch.push(piece);
    size += piece.length;
    if (size >= PIECES_BATCH) {
      writeFileSync(fd, batch.join(''));
      batch = [];
      size = 0;
    }
  }
  if (batch.length) writeFileSync(fd, batch.join(''));
}

/** A file a `replaceIfUnchanged` moved aside to check it: `.<name>.<pid>.<8 hex>.aside`. Groups: 1 the target's name, 2 the writer's pid. */
export const ASIDE_FILE = /^\.(.+)\.(\d+)\.[0-9a-f]{8}\.aside$/;

/**
 * Replaces `path` by `data` only if the file in place at the moment of the replacement is the one the caller
 * checked — check and replace as one step, so a change another program saves meanwhile is never overwritten:
 *
 * 1. `data` goes to a flushed temporary file beside `path` (as `writeFileAtomic`);
 * 2. the file in place is renamed aside (`ASIDE_FILE`): from then on it is exactly the version this call would
 *    replace, whatever is saved later;
 * 3. `unchanged(aside)` judges that version (reads it: the caller's version check; `aside` is null when no file was
 *    in place). If it is not the expected one, it is put back (unless a newer file arrived meanwhile) and nothing is
 *    written: `'changed'`;
 * 4. the temporary file is hard-linked to `path`, which fails if another program created `path` since step 2:
 *    nothing is written, `'changed'`. Otherwise `'written'`.
 *
 * Between steps 2 and 4 (microseconds) `path` is absent: a reader then sees no file, never a part or a stale
 * version. A crash there leaves the checked version as the aside file, which `removeStaleTemps` renames back.
 * Where the file system has no hard links, step 4 falls back to a rename if `path` is still absent. Throws the I/O
 * error naming `path` (the target is then as before).
 */
export function replaceIfUnchanged(
  path: string,
  data: string | Uint8Array,
  unchanged: (aside: string | null) => boolean,
): 'written' | 'changed' {
  const tmp = writeTemp(path, data);
  const dir = dirname(path);
  const aside = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.aside`);
  let moved = true;
  try {
    renameSync(path, aside);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') {
      removeQuietly(tmp);
      throw namedError(e, aside, path);
    }
    moved = false;
  }
  let same: boolean;
  try {
    same = unchanged(moved ? aside : null);
  } catch {
    same = false;
  }
  if (!same) {
    if (moved) putBack(aside, path);
    removeQuietly(tmp);
    return 'changed';
  }
  let placed: boolean;
  try {
    linkSync(tmp, path);
    placed = true;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') placed = false;
    else if ((code === 'EPERM' || code === 'ENOTSUP' || code === 'ENOSYS') && !existsSync(path)) {
      renameSync(tmp, path); // no hard links here: the small window of a plain rename remains
      placed = true;
    } else {
      if (moved) putBack(aside, path);
      removeQuietly(tmp);
      throw namedError(e, tmp, path);
    }
  }
  removeQuietly(tmp);
  if (moved) removeQuietly(aside); // the checked version, now replaced (or superseded by the newer file in place)
  syncFolder(dir);
  return placed ? 'written' : 'changed';
}

/** Puts a moved-aside file back at `path`, unless a newer file arrived there meanwhile (then the aside one was superseded). */
function putBack(aside: string, path: string): void {
  try {
    linkSync(aside, path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== 'EEXIST' && !existsSync(path)) {
      try {
        renameSync(aside, path);
        return;
      } catch {
        return; // keep the aside file: removeStaleTemps restores it later
      }
    }
  }
  removeQuietly(aside);
}

/**
 * Checks, before long work, that `writeFileAtomic(path, …)` can succeed: `path` is no folder and its folder exists and
 * is writable. Throws the I/O error naming `path` (as `writeFileAtomic` would) otherwise.
 */
export function checkWritableFile(path: string): void {
  try {
    if (existsSync(path) && statSync(path).isDirectory())
      throw Object.assign(new Error(`EISDIR: ${path} is a folder`), { code: 'EISDIR' });
    const dir = dirname(resolve(path));
    if (!statSync(dir).isDirectory())
      throw Object.assign(new Error(`ENOTDIR: ${dir} is not a folder`), { code: 'ENOTDIR' });
    accessSync(dir, constants.W_OK);
  } catch (e) {
    throw Object.assign(e as NodeJS.ErrnoException, { path, syscall: 'open' });
  }
}

/**
 * Removes the temporary files (`TEMP_FILE`) a killed `writeFileAtomic` left in `dir` — those whose writer process is
 * gone, or that are older than a day — and, with `recursive`, in its subfolders (hidden ones and node_modules
 * skipped, symlinks not followed). A version an interrupted `replaceIfUnchanged` moved aside (`ASIDE_FILE`, writer
 * gone) is renamed back to its target when that is absent, else removed (a newer file is in place). Only names of
 * those exact shapes are touched. Returns how many were removed or restored; never throws (an unreadable folder counts as empty). Called when a surface starts writing into a folder.
 */
export function removeStaleTemps(dir: string, opts: { recursive?: boolean; now?: number } = {}): number {
  let removed = 0;
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  const now = opts.now ?? Date.now();
  for (const e of entries) {
    const p = join(dir, e.name);
    if (e.isDirectory()) {
      if (opts.recursive && !e.name.startsWith('.') && e.name !== 'node_modules') removed += removeStaleTemps(p, opts);
      continue;
    }
    const a = ASIDE_FILE.exec(e.name);
    if (a && !processAlive(Number(a[2]))) {
      // A save was interrupted between moving the checked version aside and placing the new one.
      const target = join(dir, a[1]!);
      if (!existsSync(target)) putBack(p, target);
      else removeQuietly(p);
      removed++;
      continue;
    }
    const m = TEMP_FILE.exec(e.name);
    if (!m || !e.isFile()) continue;
    let stale = !processAlive(Number(m[1]));
    if (!stale) {
      try {
        stale = now - lstatSync(p).mtimeMs > 24 * 3600 * 1000;
      } catch {
        continue;
      }
    }
    if (stale) {
      try {
        unlinkSync(p);
        removed++;
      } catch {
        /* gone already, or not ours to remove */
      }
    }
  }
  return removed;
}

/** True if a process with this id runs (this one included); EPERM means it runs under another user. */
function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Makes a rename durable (POSIX); folders cannot be opened for fsync on Windows, which is fine to skip. */
function syncFolder(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    /* not supported here */
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    /* gone already */
  }
}

/**
 * The absolute path of `file` (relative to `base`) if it stays inside `base`: not absolute, no `..` out, and the
 * real path of its deepest existing ancestor (symlinks resolved) inside the real path of `base`; else null.
 * `file` itself may be a symlink only if it points inside `base` too.
 */
export function confinedPath(base: string, file: string): string | null {
  if (typeof file !== 'string' || file.length === 0 || file.includes('\0') || isAbsolute(file)) return null;
  const root = resolve(base);
  const path = resolve(root, file);
  const rel = relative(root, path);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return null;
  return isInsideReal(root, path) ? path : null;
}

/** True when `path` (or, if it does not exist yet, its deepest existing ancestor) really lies inside `base`. */
export function isInsideReal(base: string, path: string): boolean {
  let realBase: string;
  try {
    realBase = realpathSync(base);
  } catch {
    realBase = resolve(base);
  }
  let probe = resolve(path);
  while (!existsSync(probe)) {
    const up = dirname(probe);
    if (up === probe) return false;
    probe = up;
  }
  let real: string;
  try {
    real = realpathSync(probe);
  } catch {
    return false; // a dangling or looping symlink
  }
  return real === realBase || real.startsWith(realBase.endsWith(sep) ? realBase : realBase + sep);
}
