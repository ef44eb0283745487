// The editor instance id (`EDITOR_ID` of the host API): each browser tab or app window is one editor instance with
// its own autosave of every file it edits, so two editors of one file never replace or delete each other's unsaved
// text. Kept in sessionStorage: a reload of the same tab is the same instance and finds its own autosave again; a
// new tab or window is a new instance.
import { EDITOR_ID } from '../../../shared/ipc-contract';

const KEY = 'rulebench.editorInstance';
let cached: string | null = null;

/** This tab's or window's editor instance id (32 lowercase hex digits), made on first use. */
export function editorInstanceId(): string {
  if (cached) return cached;
  let id: string | null = null;
  try {
    id = sessionStorage.getItem(KEY);
  } catch {
    /* storage unavailable: an id for this page only */
  }
  if (!id || !EDITOR_ID.test(id)) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    try {
      sessionStorage.setItem(KEY, id);
    } catch {
      /* as above */
    }
  }
  cached = id;
  return id;
}
