// The rules editor's data: which file, saved vs current text, the engine's diagnostics, the examples' results
// and notices (recovered autosave, changed on disk). Serialisable only; Monaco lives in `editor/`.
import { defineStore } from 'pinia';
import type { Diagnostic } from '../../../engine';
import type { ExampleResult } from '../services/ruleset-text';

export const useEditorStore = defineStore('editor', {
  state: () => ({
    rulesetId: '',
    file: '',
    kind: '',
    savedText: '',
    text: '',
    diagnostics: [] as Diagnostic[],
    examples: [] as ExampleResult[],
    notice: null as string | null,
    changedOnDisk: false,
    /** Version hash of the file the edit started from (`FileVersion.hash`); a save checks it. */
    baseVersion: null as string | null,
    /**
     * Autosaves offered but not applied: this editor's own when it is older than the file, and every other editor
     * instance's (another tab or window; `editor` its id, null for one written without an id), with both times.
     */
    autosaveOffers: [] as {
      editor: string | null;
      own: boolean;
      text: string;
      savedAt: string;
      fileChangedAt: string;
    }[],
    /** A save refused because the file changed elsewhere: the file as it is now, to diff against and decide. */
    conflict: null as { text: string; hash: string; changedAt: string } | null,
    status: 'idle' as 'idle' | 'loading' | 'ready' | 'error',
    error: null as string | null,
    /** Files of the same kind, for the file list (browser mode's "open"). */
    files: [] as { file: string; id: string }[],
    /** The editor's own schema warnings (monaco-yaml, owner `yaml`): 1-based line and column, message. */
    schemaWarnings: [] as { line: number; column: number; message: string }[],
  }),
  getters: {
    dirty: (s) => s.text !== s.savedText,
    errors: (s) => s.diagnostics.filter((d) => d.severity === 'error'),
    /** Warnings from the engine and the editor's schema check together (the status line counts both). */
    warningCount: (s) => s.diagnostics.filter((d) => d.severity !== 'error').length + s.schemaWarnings.length,
  },
});
