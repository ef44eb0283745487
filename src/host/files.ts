// Atomic file writes: a temporary file in the same folder, flushed, then renamed over the target, so a
// crash leaves either the old or the new content, never a mix. And confinement of paths to a folder
// (no `..`, no absolute paths, no symlinks out).
import { randomBytes } from 'node:crypto';
import { accessSync, closeSync, constants, existsSync, fsyncSync, openSync, realpathSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

let counter = 0;

/**
 * Writes `text` (or bytes) to `path` atomically (temp file + fsync + rename, then fsync of the folder where the OS allows
 * it). Throws the I/O error if it fails; the target is then untouched. A symlink at `path` is replaced, never
 * written through.
 */
export function writeFileAtomic(path: string, text: string | Uint8Array): void {
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.${counter++}.${randomBytes(4).toString('hex')}.tmp`);
  // An error names the file the caller asked for, not the temporary name (`cannot write out/x.json: …`).
  const named = (e: unknown) => {
    const err = e as NodeJS.ErrnoException | null;
    if (err && typeof err === 'object' && err.path === tmp) err.path = path;
    return err;
  };
  let fd: number;
  try {
    fd = openSync(tmp, 'wx', 0o644);
  } catch (e) {
    throw named(e);
  }
  try {
    writeFileSync(fd, text); // loops until every byte is written (a bare writeSync may write only part)
    fsyncSync(fd);
  } catch (e) {
    closeSync(fd);
    removeQuietly(tmp);
    throw named(e);
  }
  closeSync(fd);
  try {
    renameSync(tmp, path);
  } catch (e) {
    removeQuietly(tmp);
    throw named(e);
  }
  syncFolder(dirname(path));
}

/**
 * Checks, before long work, that `writeFileAtomic(path, …)` can succeed: `path` is no folder and its folder exists and
 * is writable. Throws the I/O error naming `path` (as `writeFileAtomic` would) otherwise.
 */
export function checkWritableFile(path: string): void {
  try {
    if (existsSync(path) && statSync(path).isDirectory()) throw Object.assign(new Error(`EISDIR: ${path} is a folder`), { code: 'EISDIR' });
    const dir = dirname(resolve(path));
    if (!statSync(dir).isDirectory()) throw Object.assign(new Error(`ENOTDIR: ${dir} is not a folder`), { code: 'ENOTDIR' });
    accessSync(dir, constants.W_OK);
  } catch (e) {
    throw Object.assign(e as NodeJS.ErrnoException, { path, syscall: 'open' });
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
