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
 */
export function writeFileAtomic(path: string, text: string | Uint8Array): void {
  const tmp = join(
    dirname(path),
    `.${basename(path).slice(0, TEMP_STEM_CHARS)}.${process.pid}.${counter++}.${randomBytes(4).toString('hex')}.tmp`,
  );
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
 * skipped, symlinks not followed). Only names of that exact shape are touched. Returns how many were removed;
 * never throws (an unreadable folder counts as empty). Called when a surface starts writing into a folder.
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
