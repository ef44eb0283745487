// Monaco with YAML (monaco-yaml) for ruleset files: completion and hover from the engine's JSON Schema, the
// engine's own diagnostics as error markers. Imports monaco only — no Vue, no Pinia (docs/architecture.md "Table scenes").
import * as monaco from 'monaco-editor';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker?worker';
import { configureMonacoYaml, type MonacoYaml } from 'monaco-yaml';
import { yamlPathAt, type Diagnostic } from '../../../engine';
import YamlWorker from './yaml.worker?worker';

(self as unknown as { MonacoEnvironment: monaco.Environment }).MonacoEnvironment = {
  getWorker: (_id: string, label: string) => (label === 'yaml' ? new YamlWorker() : new EditorWorker()),
};
// Test hook: e2e tests read markers and models through the real Monaco API.
(window as unknown as { __rulebenchMonaco?: typeof monaco }).__rulebenchMonaco = monaco;

let yaml: MonacoYaml | null = null;

/** Points monaco-yaml at the JSON Schema of the kind being edited (one schema for every model). */
function useSchema(kind: string, schema: Record<string, unknown>): void {
  const entry = {
    uri: `rulebench://schema/${kind}.json`,
    fileMatch: ['*', '**/*.yaml', '**/*.yml', '**/*.json'],
    schema: schema as never,
  };
  if (yaml) void yaml.update({ enableSchemaRequest: false, schemas: [entry] });
  else
    yaml = configureMonacoYaml(monaco, {
      enableSchemaRequest: false,
      hover: true,
      completion: true,
      // The engine checks the same schema (and the tables, which the JSON Schema leaves open) and says so in the
      // UI language, one message per mistake; monaco-yaml's own check would add English messages, one per branch
      // of a union ("Incorrect type" for each allowed shape of dealSchedule).
      validate: false,
      schemas: [entry],
    });
}

/** Marker owner for the engine's diagnostics (monaco-yaml's own schema warnings use the owner `yaml`). */
export const ENGINE_MARKERS = 'rulebench';

/** One editor over one ruleset text. A lifecycle object: create, then `dispose()`. */
export class RulesetEditor {
  private readonly editor: monaco.editor.IStandaloneCodeEditor;
  private readonly model: monaco.editor.ITextModel;
  private silent = false;

  private readonly markerWatch: monaco.IDisposable;
  private readonly hoverProvider: monaco.IDisposable | null = null;
  private readonly lang: () => 'de' | 'en';

  /**
   * `onSchemaMarkers` receives monaco-yaml's schema warnings of this model (1-based line/column) whenever they
   * change, so the status line can count them with the engine's diagnostics.
   */
  constructor(
    host: HTMLElement,
    opts: {
      text: string;
      file: string;
      kind: string;
      schema: Record<string, unknown>;
      onChange: (text: string) => void;
      /** The UI language the engine's diagnostics are shown in (their `texts`, else the English `message`). */
      lang: () => 'de' | 'en';
      onSchemaMarkers?: (markers: { line: number; column: number; message: string }[]) => void;
      /**
       * Words for the entry under the pointer (Markdown), from its YAML path (`['tables', 'cards', 'Q']`), or null;
       * shown beside monaco-yaml's schema hover (which knows nothing of the tables).
       */
      hover?: (path: readonly (string | number)[]) => string | null;
    },
  ) {
    this.lang = opts.lang;
    useSchema(opts.kind, opts.schema);
    const uri = monaco.Uri.parse(`file:///${opts.file}`);
    monaco.editor.getModel(uri)?.dispose();
    this.model = monaco.editor.createModel(opts.text, 'yaml', uri);
    this.editor = monaco.editor.create(host, {
      model: this.model,
      automaticLayout: true,
      minimap: { enabled: false },
      fontSize: 13,
      tabSize: 2,
      scrollBeyondLastLine: false,
      // Rule texts and descriptions are long lines of prose: wrap them at the editor's width.
      wordWrap: 'on',
      wrappingIndent: 'indent',
      quickSuggestions: { other: true, comments: false, strings: true },
      // Rule texts are German and English prose: typographic dashes and quotes („“ – ’) are meant, not look-alike
      // characters to flag. Invisible characters are still highlighted.
      unicodeHighlight: { ambiguousCharacters: false, nonBasicASCII: false, invisibleCharacters: true },
      // Hover and suggestion boxes may leave the editor's pane (inside it they would be clipped).
      fixedOverflowWidgets: true,
    });
    this.model.onDidChangeContent(() => {
      if (!this.silent) opts.onChange(this.model.getValue());
    });
    const words = opts.hover;
    if (words)
      this.hoverProvider = monaco.languages.registerHoverProvider('yaml', {
        provideHover: (model, position) => {
          if (model !== this.model) return null;
          const text = words(yamlPathAt(model.getValue(), model.getOffsetAt(position)));
          return text ? { contents: [{ value: text }] } : null;
        },
      });
    this.markerWatch = monaco.editor.onDidChangeMarkers((uris) => {
      if (!opts.onSchemaMarkers || !uris.some((u) => u.toString() === this.model.uri.toString())) return;
      const marks = monaco.editor.getModelMarkers({ resource: this.model.uri, owner: 'yaml' });
      opts.onSchemaMarkers(marks.map((m) => ({ line: m.startLineNumber, column: m.startColumn, message: m.message })));
    });
  }

  /** Points completion and hover at another schema of the kind (the option descriptions in another language). */
  setSchema(kind: string, schema: Record<string, unknown>): void {
    useSchema(kind, schema);
  }

  getText(): string {
    return this.model.getValue();
  }

  /** Replaces the whole text (reload from disk) without reporting it as an edit. */
  setText(text: string): void {
    this.silent = true;
    try {
      this.model.setValue(text);
    } finally {
      this.silent = false;
    }
  }

  /** Shows the engine's diagnostics as markers at their line:col (errors red, warnings yellow), in the UI language. */
  setDiagnostics(diagnostics: readonly Diagnostic[]): void {
    const lang = this.lang();
    const lines = this.model.getLineCount();
    const markers = diagnostics.map((d) => {
      const line = Math.min(Math.max(d.line ?? 1, 1), lines);
      const endLine = Math.min(Math.max(d.endLine ?? line, line), lines);
      const col = d.column ?? 1;
      const endCol =
        d.endLine === undefined && d.endColumn === undefined
          ? this.model.getLineMaxColumn(line)
          : (d.endColumn ?? col + 1);
      return {
        severity: d.severity === 'error' ? monaco.MarkerSeverity.Error : monaco.MarkerSeverity.Warning,
        // Monaco shows `source(code)` after the message itself.
        message: diagnosticText(d, lang),
        code: d.code,
        startLineNumber: line,
        startColumn: col,
        endLineNumber: endLine,
        endColumn: Math.max(endCol, col + 1),
        source: 'rulebench',
      };
    });
    monaco.editor.setModelMarkers(this.model, ENGINE_MARKERS, markers);
  }

  focus(): void {
    this.editor.focus();
  }

  dispose(): void {
    this.markerWatch.dispose();
    this.hoverProvider?.dispose();
    this.editor.dispose();
    this.model.dispose();
  }
}

/** A diagnostic's message in `lang`: its catalogued text there, else the engine's English message. */
export function diagnosticText(d: Diagnostic, lang: 'de' | 'en'): string {
  return d.texts?.[lang] ?? d.message;
}
