// Connects a RulesetEditor (Monaco, outside Vue reactivity) to the editor and table stores: every edit is
// validated by the engine after a short debounce; a valid edit becomes the table's rules (re-running its log)
// and runs the examples; an invalid one only shows markers. Unsaved text is autosaved through the host.
import { onBeforeUnmount, onMounted, watch, type Ref } from 'vue';
import { rulesetJsonSchema, findKind, type CompiledGame, type RulesetSource } from '../../../engine';
import { RulesetEditor } from '../editor/ruleset-editor';
import { editorInstanceId } from '../services/editor-instance';
import { getHostApi } from '../services/host-api';
import { checkRulesetText, runExamples } from '../services/ruleset-text';
import { useEditorStore } from '../stores/editor';
import { useTableStore } from '../stores/table';
import { useSettingsStore } from '../stores/settings';
import { useI18n } from './use-i18n';

/** Milliseconds after the last keystroke before the engine checks the text (part of edit-to-table latency). */
export const VALIDATE_DEBOUNCE_MS = 30;
/** Milliseconds after the last keystroke before unsaved text is autosaved. */
export const AUTOSAVE_DEBOUNCE_MS = 800;

export interface RulesetEditorHandle {
  /** Replaces the text (reload from disk) and re-checks it. */
  setText(text: string): void;
}

export function useRulesetEditor(
  host: Ref<HTMLElement | null>,
  lookup: () => (id: string) => RulesetSource | undefined,
): RulesetEditorHandle {
  const store = useEditorStore();
  const table = useTableStore();
  const { t } = useI18n();
  const settings = useSettingsStore();
  let editor: RulesetEditor | null = null; // a plain variable, never ref()/reactive()
  let checkTimer: ReturnType<typeof setTimeout> | null = null;
  let saveTimer: ReturnType<typeof setTimeout> | null = null;
  let examplesTimer: ReturnType<typeof setTimeout> | null = null;
  let lastEdit = 0;
  /** The rules of the last valid text: what the hover on a table entry tells (a plain variable, not reactive). */
  let lastGame: CompiledGame | null = null;

  const check = () => {
    checkTimer = null;
    const text = store.text;
    const checked = checkRulesetText(text, store.file, lookup());
    store.diagnostics = [...checked.diagnostics];
    editor?.setDiagnostics(checked.diagnostics);
    if (!checked.game) return; // an invalid edit never replaces the last valid rules
    lastGame = checked.game;
    if (
      table.status === 'ready' &&
      table.rulesetId === checked.game.ruleset.id &&
      table.rulesHash !== checked.game.hash
    )
      table.setRules(checked.game);
    // The examples run after the table has been redrawn (they do not hold up the edit-to-table path).
    const game = checked.game;
    if (examplesTimer) clearTimeout(examplesTimer);
    examplesTimer = setTimeout(() => {
      examplesTimer = null;
      store.examples = runExamples(game, t);
    }, 0);
  };
  const autosave = () => {
    saveTimer = null;
    void getHostApi().invoke('rulesets:autosave', {
      file: store.file,
      text: store.dirty ? store.text : null,
      editor: editorInstanceId(),
    });
  };
  const onChange = (text: string) => {
    store.text = text;
    // Leading edge: an edit after a quiet spell is checked at once; edits in quick succession are debounced.
    const now = performance.now();
    const quiet = now - lastEdit > VALIDATE_DEBOUNCE_MS;
    lastEdit = now;
    if (checkTimer) clearTimeout(checkTimer);
    checkTimer = setTimeout(check, quiet ? 0 : VALIDATE_DEBOUNCE_MS);
    if (saveTimer) clearTimeout(saveTimer);
    saveTimer = setTimeout(autosave, AUTOSAVE_DEBOUNCE_MS);
  };

  onMounted(() => {
    const kind = findKind(store.kind);
    if (!host.value || !kind) return;
    editor = new RulesetEditor(host.value, {
      text: store.text,
      file: store.file,
      kind: kind.id,
      schema: rulesetJsonSchema(kind, settings.locale),
      onChange,
      lang: () => settings.locale,
      onSchemaMarkers: (m) => (store.schemaWarnings = m),
      // A table entry (Dog's card table, Gämsh's deck) in words, as the last valid rules play it (DE/EN).
      hover: (path) =>
        path[0] === 'tables' && lastGame?.kind.tableHover
          ? lastGame.kind.tableHover(lastGame.rules, path.slice(1), settings.locale)
          : null,
    });
    check();
  });
  // The markers are Monaco's, outside Vue: a language switch shows them again in the new language.
  watch(
    () => settings.locale,
    (lang) => {
      editor?.setDiagnostics(store.diagnostics);
      const kind = findKind(store.kind);
      if (kind) editor?.setSchema(kind.id, rulesetJsonSchema(kind, lang));
    },
  );
  onBeforeUnmount(() => {
    if (checkTimer) clearTimeout(checkTimer);
    if (examplesTimer) clearTimeout(examplesTimer);
    if (saveTimer) {
      clearTimeout(saveTimer);
      autosave();
    }
    editor?.dispose();
    editor = null;
  });
  return {
    setText(text: string) {
      store.text = text;
      editor?.setText(text);
      check();
    },
  };
}
