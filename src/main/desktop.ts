// Electron-only calls (DesktopInvokes): native open/save dialogs and printing rule sheets to PDF. The dialog
// paths never come from the renderer: it only names what to print, which kind of file to open, or a replay of
// the replay folder; main asks the person and confines every read and write to the path they chose.
// Imports Electron *types* only; the Electron objects come in through `DesktopDeps`, so tests need no binary.
import { existsSync, lstatSync, mkdirSync, statSync } from 'node:fs';
import { basename, dirname, extname, isAbsolute, join, normalize } from 'node:path';
import type {
  BrowserWindow,
  BrowserWindowConstructorOptions,
  OpenDialogOptions,
  SaveDialogOptions,
  PrintToPDFOptions,
} from 'electron';
import {
  MAX_RULESET_CHARS,
  formatDiagnostic,
  openReplayPrefix,
  parseRulesetText,
  validateRulesetText,
} from '../engine';
import { confinedPath, removeStaleTemps, writeFileAtomic } from '../host/files';
import { readUntrustedTextSync } from '../host/read-file';
import { MAX_REPLAY_BYTES } from '../host/replays';
import { RulesetIndex } from '../host/rulesets';
import type { DesktopService, DialogResult, HostService, ImportType, RuleSheetRequest } from '../shared/ipc-contract';
import { LOCKED_DOWN } from './window';
import { sheetFileName } from '../host/rulesheet-pdf';

/**
 * Options of `webContents.printToPDF` for rule sheets: backgrounds, the document's own `@page` size (A4 or A5),
 * margins and footer (ruleset name, version, page N of M as CSS margin boxes); A4 only where a sheet has no size.
 */
export const PRINT_TO_PDF_OPTIONS: PrintToPDFOptions = {
  pageSize: 'A4',
  printBackground: true,
  preferCSSPageSize: true,
  generateDocumentOutline: true,
  generateTaggedPDF: true,
};

/** Longest a rule sheet may take to load and print before main gives up, in ms. */
export const PRINT_TIMEOUT_MS = 60_000;

/** Largest sheet printed, in characters: it is loaded as a `data:` URL (Chromium caps URLs at 2 MB). */
export const MAX_DATA_URL_CHARS = 1_500_000;

/**
 * Options of the hidden window a rule sheet is printed in: never shown, sandboxed, JavaScript off, no preload,
 * no Node, its own in-memory session (`partition` without `persist:`), so it shares no storage with the app.
 */
export function printWindowOptions(): BrowserWindowConstructorOptions {
  return {
    show: false,
    width: 794, // A4 at 96 dpi, so layout matches the print
    height: 1123,
    webPreferences: {
      ...LOCKED_DOWN,
      javascript: false,
      spellcheck: false,
      partition: 'rulebench-print',
    },
  };
}

/** The `data:` URL of a sheet (UTF-8, base64, so `#` and `%` in the text survive). */
export function sheetDataUrl(html: string): string {
  return `data:text/html;charset=utf-8;base64,${Buffer.from(html, 'utf8').toString('base64')}`;
}

/** Creates a window; `new BrowserWindow(options)` in the app, a stand-in in tests. */
export type WindowFactory = (options: BrowserWindowConstructorOptions) => Pick<
  BrowserWindow,
  'loadURL' | 'destroy' | 'isDestroyed'
> & {
  readonly webContents: Pick<BrowserWindow['webContents'], 'printToPDF'>;
};

/**
 * Prints self-contained sheet HTML to PDF in a hidden window made with `printWindowOptions()`, loaded as a
 * `data:` URL (no temp file; sheets over `MAX_DATA_URL_CHARS` are refused). The window is destroyed afterwards,
 * also on failure or timeout.
 */
export async function printHtmlToPdf(
  html: string,
  createWindow: WindowFactory,
  timeoutMs = PRINT_TIMEOUT_MS,
): Promise<Buffer> {
  if (html.length > MAX_DATA_URL_CHARS)
    throw new Error(`The rule sheet is too large to print (${html.length} characters; at most ${MAX_DATA_URL_CHARS}).`);
  const win = createWindow(printWindowOptions());
  let timer: NodeJS.Timeout | undefined;
  try {
    const work = (async () => {
      await win.loadURL(sheetDataUrl(html));
      return win.webContents.printToPDF(PRINT_TO_PDF_OPTIONS);
    })();
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Printing the rule sheet took longer than ${timeoutMs / 1000} s.`)),
        timeoutMs,
      );
    });
    return await Promise.race([work, timeout]);
  } finally {
    if (timer) clearTimeout(timer);
    if (!win.isDestroyed()) win.destroy();
  }
}

/**
 * The path to write a save dialog's choice to, or null when it is unusable: it must be absolute and free of NUL
 * characters, and must not be an existing folder. `ext` (e.g. `.pdf`) is appended when the name lacks it.
 * A symlink at the path is replaced by the atomic write, never written through.
 */
export function resolveSavePath(chosen: string | undefined, ext: string): string | null {
  if (typeof chosen !== 'string' || chosen.length === 0 || chosen.includes('\0') || !isAbsolute(chosen)) return null;
  let path = normalize(chosen);
  if (basename(path) === '' || path.endsWith('/') || path.endsWith('\\')) return null;
  if (extname(path).toLowerCase() !== ext.toLowerCase()) path += ext;
  try {
    if (lstatSync(path).isDirectory()) return null;
  } catch {
    /* does not exist yet: fine */
  }
  return path;
}

/**
 * A safe file name for an imported file: letters, digits, `.`, `_`, `-` only, no leading dot, at most 120
 * characters, ending in `suffix` (a replay's `.json` becomes `.replay.json`). Unique in `dir`: `-2`, `-3`, … are
 * inserted before the suffix while a file of that name exists.
 */
export function importFileName(original: string, suffix: string, dir: string): string {
  const lower = original.toLowerCase();
  let stem = original;
  for (const end of [suffix, '.replay.json', '.json', '.yaml', '.yml']) {
    if (lower.endsWith(end)) {
      stem = original.slice(0, original.length - end.length);
      break;
    }
  }
  stem =
    stem
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[.-]+/, '')
      .slice(0, 120) || 'imported';
  for (let n = 1; ; n++) {
    const name = `${stem}${n === 1 ? '' : `-${n}`}${suffix}`;
    if (!existsSync(join(dir, name))) return name;
  }
}

/** A file read from a dialog's path: its text, or a message. Symlinks are refused, never followed. */
export type UntrustedRead = { ok: true; text: string; name: string } | { ok: false; message: string };

/**
 * Reads a file the person chose through the untrusted-file reader of every surface (`readUntrustedTextSync`,
 * src/host/read-file.ts): symlinks are refused (checked with `lstat`, opened with `O_NOFOLLOW` where the OS has it),
 * anything but a regular file is refused before it is opened, files over `maxBytes` and text that is not UTF-8 (or
 * holds a NUL) are refused; messages name the file.
 */
export function readUntrustedFile(path: string, maxBytes: number): UntrustedRead {
  const name = basename(path);
  const r = readUntrustedTextSync(path, name, { maxBytes, symlinks: 'refuse' });
  return r.ok ? { ok: true, name, text: r.text } : { ok: false, message: r.message };
}

/** The dialogs main shows, parented to the app window (`dialog.showOpenDialog(win, …)` in the app). */
export interface Dialogs {
  showOpenDialog(options: OpenDialogOptions): Promise<{ canceled: boolean; filePaths: string[] }>;
  showSaveDialog(options: SaveDialogOptions): Promise<{ canceled: boolean; filePath?: string }>;
}

/** What the desktop service needs from the app. */
export interface DesktopDeps {
  /** The host service, for `rulesheets:render`. */
  readonly host: Pick<HostService, 'rulesheets:render'>;
  /** Folder holding `rulesets/` (imported rulesets go to `rulesets/<kind>/`). */
  readonly root: string;
  /** The replay folder (imported replays go there). */
  readonly replayDir: string;
  /** Where save dialogs start (the person's documents folder). */
  readonly defaultDir: string;
  /** Where the session folder dialog starts: the app's sessions folder (default `defaultDir`). */
  readonly sessionsDir?: string;
  readonly dialogs: Dialogs;
  /** HTML → PDF; `printHtmlToPdf(html, (o) => new BrowserWindow(o))` in the app. */
  readonly printToPdf: (html: string) => Promise<Buffer>;
}

const CANCELLED = { ok: false, cancelled: true } as const;

/** The suggested file name of a sheet (shared with browser mode's download): `dog-standard-de.pdf`, `dog-maerki-vs-dog-standard-de.pdf`, `dog-standard-reference-a5-de.pdf`. */
export { sheetFileName };

/** Creates the Electron-only service (arguments arrive validated by `DESKTOP_ARG_SCHEMAS`). */
export function createDesktopService(deps: DesktopDeps): DesktopService {
  const askSave = async (
    defaultName: string,
    ext: string,
    filterName: string,
  ): Promise<string | null | 'cancelled'> => {
    const r = await deps.dialogs.showSaveDialog({
      defaultPath: join(deps.defaultDir, defaultName),
      filters: [{ name: filterName, extensions: [ext.slice(1)] }],
      properties: ['createDirectory', 'showOverwriteConfirmation'],
    });
    if (r.canceled || !r.filePath) return 'cancelled';
    return resolveSavePath(r.filePath, ext);
  };
  const writeChosen = (path: string, data: string | Buffer): DialogResult => {
    try {
      removeStaleTemps(dirname(path)); // what an interrupted earlier export left beside it
      writeFileAtomic(path, data);
      return { ok: true, file: path };
    } catch (e) {
      return { ok: false, message: `Cannot write ${path}: ${(e as Error).message}` };
    }
  };

  return {
    async 'rulesheets:pdf'(req) {
      const rendered = await deps.host['rulesheets:render'](req);
      if (!rendered.ok) return rendered;
      const path = await askSave(sheetFileName(req), '.pdf', 'PDF');
      if (path === 'cancelled') return CANCELLED;
      if (path === null) return { ok: false, message: 'Choose a file name, not a folder.' };
      let pdf: Buffer;
      try {
        pdf = await deps.printToPdf(rendered.html);
      } catch (e) {
        return { ok: false, message: `Printing failed: ${(e as Error).message}` };
      }
      return writeChosen(path, pdf);
    },

    async 'files:import'({ type }) {
      const r = await deps.dialogs.showOpenDialog({
        properties: ['openFile', 'dontAddToRecent'],
        filters:
          type === 'ruleset'
            ? [{ name: 'Ruleset', extensions: ['yaml', 'yml', 'json'] }]
            : [{ name: 'Rulebench replay', extensions: ['json'] }],
      });
      if (r.canceled || r.filePaths.length !== 1) return CANCELLED;
      return type === 'ruleset'
        ? importRuleset(deps.root, r.filePaths[0]!)
        : importReplay(deps.replayDir, r.filePaths[0]!);
    },

    async 'sessions:chooseFolder'() {
      const r = await deps.dialogs.showOpenDialog({
        title: 'Playtest session folder',
        defaultPath: deps.sessionsDir ?? deps.defaultDir,
        properties: ['openDirectory', 'dontAddToRecent'],
      });
      if (r.canceled || r.filePaths.length !== 1) return CANCELLED;
      const path = r.filePaths[0]!;
      if (!isAbsolute(path) || path.includes('\0')) return { ok: false, message: `Not a folder path: ${path}` };
      return { ok: true, file: path };
    },

    async 'files:exportReplay'(file) {
      const source = confinedPath(deps.replayDir, file);
      if (!source || !existsSync(source)) return { ok: false, message: `No replay ${file} in the replay folder.` };
      const read = readUntrustedFile(source, MAX_REPLAY_BYTES);
      if (!read.ok) return read;
      const path = await askSave(file, '.json', 'Rulebench replay');
      if (path === 'cancelled') return CANCELLED;
      if (path === null) return { ok: false, message: 'Choose a file name, not a folder.' };
      return writeChosen(path, read.text);
    },
  };
}

/** Validates a chosen ruleset file and copies it to `rulesets/<kind>/`; its id must be new. */
export function importRuleset(root: string, path: string): DialogResult {
  const read = readUntrustedFile(path, MAX_RULESET_CHARS * 4);
  if (!read.ok) return read;
  if (read.text.length > MAX_RULESET_CHARS)
    return { ok: false, message: `${read.name} has more than ${MAX_RULESET_CHARS} characters.` };
  const index = new RulesetIndex(root);
  const problems = validateRulesetText(read.text, read.name, (id) => index.get(id)).filter(
    (d) => d.severity === 'error',
  );
  if (problems.length) return { ok: false, message: problems.map(formatDiagnostic).join('\n') };
  const source = parseRulesetText(read.text, read.name).source;
  if (!source) return { ok: false, message: `${read.name} is not a ruleset.` };
  const existing = index.get(source.data.id);
  if (existing)
    return {
      ok: false,
      message: `A ruleset with id "${source.data.id}" exists already (${existing.file}); change the id to import it.`,
    };
  const kind = source.data.kind.replace(/[^a-z0-9-]+/g, '-') || 'imported';
  const dir = join(root, 'rulesets', kind);
  mkdirSync(dir, { recursive: true });
  const ext = /\.json$/i.test(read.name) ? '.json' : '.yaml';
  const name = importFileName(read.name, ext, dir);
  const target = confinedPath(join(root, 'rulesets'), `${kind}/${name}`);
  if (!target) return { ok: false, message: `rulesets/${kind} leads out of the rulesets folder.` };
  writeFileAtomic(target, read.text);
  return { ok: true, file: `rulesets/${kind}/${name}` };
}

/** Validates a chosen replay (shape, ruleset hash, steps; a damaged tail is allowed) and copies it into `replayDir`. */
export function importReplay(replayDir: string, path: string): DialogResult {
  const read = readUntrustedFile(path, MAX_REPLAY_BYTES);
  if (!read.ok) return read;
  let data: unknown;
  try {
    data = JSON.parse(read.text);
  } catch (e) {
    return { ok: false, message: `${read.name} is not valid JSON: ${(e as Error).message}` };
  }
  const opened = openReplayPrefix(data);
  if (!opened.ok)
    return { ok: false, message: opened.error.map((d) => formatDiagnostic({ ...d, file: read.name })).join('\n') };
  mkdirSync(replayDir, { recursive: true });
  if (!statSync(replayDir).isDirectory()) return { ok: false, message: 'The replay folder is not a folder.' };
  const name = importFileName(read.name, '.replay.json', replayDir);
  const target = confinedPath(replayDir, name);
  if (!target) return { ok: false, message: `${name} would leave the replay folder.` };
  writeFileAtomic(target, read.text);
  return { ok: true, file: name };
}
