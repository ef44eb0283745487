// Watches `<root>/rulesets` for ruleset files changed on disk (by this app or another editor) and reports
// them, debounced, as workspace-relative paths. Hidden files (autosaves, temp files of atomic writes) are ignored.
// Each folder is watched on its own (non-recursive watches are inotify watches on the folder, so they keep
// reporting a file after an atomic save replaced it; Node 20's recursive mode on Linux can lose such files).
import { existsSync, readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import { join, relative } from 'node:path';

/** Most folders watched under `rulesets/` (robustness: a huge tree cannot exhaust watch handles). */
export const MAX_WATCHED_DIRS = 200;

/**
 * Starts watching; `onChange(files)` receives paths like `rulesets/dog/standard.yaml`, at most once per
 * `delayMs`. New sub-folders are picked up as they appear. Returns the function that stops watching. A missing
 * folder is not watched (no error).
 */
export function watchRulesets(root: string, onChange: (files: string[]) => void, delayMs = 120): () => void {
  const base = join(root, 'rulesets');
  if (!existsSync(base)) return () => undefined;
  const pending = new Set<string>();
  const watchers = new Map<string, FSWatcher>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  const flush = () => {
    timer = null;
    const files = [...pending].sort();
    pending.clear();
    if (files.length && !closed) onChange(files);
  };

  const watchDir = (dir: string) => {
    if (closed || watchers.has(dir) || watchers.size >= MAX_WATCHED_DIRS) return;
    let w: FSWatcher;
    try {
      w = watch(dir, (_event, name) => onEvent(dir, name === null ? null : String(name)));
    } catch {
      return; // unreadable folder or no watching on this platform: no live pick-up there, nothing else breaks
    }
    w.on('error', () => {
      w.close();
      watchers.delete(dir);
    });
    watchers.set(dir, w);
    for (const entry of safeList(dir)) {
      const p = join(dir, entry);
      if (!entry.startsWith('.') && isDir(p)) watchDir(p);
    }
  };

  const onEvent = (dir: string, name: string | null) => {
    if (!name || name.startsWith('.')) return;
    const full = join(dir, name);
    if (isDir(full)) {
      watchDir(full);
      return;
    }
    if (!/\.(ya?ml|json)$/i.test(name)) return;
    pending.add(`rulesets/${relative(base, full).split('\\').join('/')}`);
    timer ??= setTimeout(flush, delayMs);
  };

  watchDir(base);
  return () => {
    closed = true;
    if (timer) clearTimeout(timer);
    for (const w of watchers.values()) w.close();
    watchers.clear();
  };
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function isDir(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
