// Watches `<root>/rulesets` for ruleset files changed on disk (by this app or another editor) and reports
// them, debounced, as workspace-relative paths. Hidden files (autosaves, temp files of atomic writes) are ignored.
import { existsSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';

/**
 * Starts watching; `onChange(files)` receives paths like `rulesets/dog/standard.yaml`, at most once per
 * `delayMs`. Returns the function that stops watching. A missing folder is not watched (no error).
 */
export function watchRulesets(root: string, onChange: (files: string[]) => void, delayMs = 120): () => void {
  const dir = join(root, 'rulesets');
  if (!existsSync(dir)) return () => undefined;
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let watcher: FSWatcher | null = null;
  try {
    watcher = watch(dir, { recursive: true }, (_event, name) => {
      if (!name) return;
      const rel = String(name).split('\\').join('/');
      if (rel.split('/').some((seg) => seg.startsWith('.')) || !/\.(ya?ml|json)$/i.test(rel)) return;
      pending.add(`rulesets/${rel}`);
      timer ??= setTimeout(() => {
        timer = null;
        const files = [...pending].sort();
        pending.clear();
        onChange(files);
      }, delayMs);
    });
  } catch {
    return () => undefined; // a platform without (recursive) watching: no live pick-up, nothing else breaks
  }
  return () => {
    if (timer) clearTimeout(timer);
    watcher?.close();
  };
}
