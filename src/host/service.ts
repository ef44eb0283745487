// The application service behind the host API (HostService), used by both shells: Electron IPC (src/main)
// and the browser-mode HTTP server (src/host/server.ts). Owns files; arguments arrive already validated.
import { existsSync, mkdirSync, readdirSync, statSync, unlinkSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import {
  createBot,
  recordReplay,
  runKindTrial,
  simulatedSeats,
  formatDiagnostic,
  parseReplay,
  hashJson,
  jsonTooDeep,
  type CompiledGame,
  type Json,
} from '../engine';
import { EDITOR_ID, type AutosaveCopy, type FileVersion, type HostService } from '../shared/ipc-contract';
import { createHash } from 'node:crypto';
import { PROJECT_ROOT, RulesetIndex, readRulesetText } from './rulesets';
import { createRulesetListing } from './ruleset-listing';
import { createReplayListing } from './replay-listing';
import { readReplayFile, replayFileName, serializeReplay } from './replays';
import { confinedPath, isInsideReal, removeStaleTemps, replaceIfUnchanged, writeFileAtomic } from './files';
import { createPlaytestJobs } from './playtest-jobs';
import { useNodeSha256 } from './native-hash';
import { listSessions, readPeopleReport } from './session/people';
import { createAppSessions } from './session/app-sessions';
import { buildDocument, buildHouseRulesCard, renderRuleSheetHtml } from '../engine';
import { countPdfPages, htmlToPdf, sheetFileName } from './rulesheet-pdf';
import type { RuleSheetRequest } from '../shared/ipc-contract';
import type { PlaytestStatus } from '../shared/ipc-contract';

/** Where the service reads and writes: `root` holds `rulesets/`; replays live in `replayDir`. */
export interface HostConfig {
  readonly root: string;
  readonly replayDir: string;
  /** Receives playtest progress for the `playtests:progress` push channel (optional; status can be polled). */
  readonly onPlaytestProgress?: (status: PlaytestStatus) => void;
  /** Worker threads per playtest run; default one per core. */
  readonly playtestWorkers?: number;
  /**
   * The app's sessions folder (`sessionsDirIn(<data folder>)`, src/host/session/paths.ts), listed by `sessions:list`;
   * absent: none is listed, and only session folders given by path can be analysed.
   */
  readonly sessionsDir?: string;
  /** The built renderer the live sessions' listeners serve for the join page (default: the project's dist-web). */
  readonly sessionStaticDir?: string;
  /** Delay before a bot of a live session plays, in ms (default 600). */
  readonly sessionBotDelayMs?: number;
}

/** Creates the host service over a workspace. Every call re-reads the disk, so edits by others show up. */
export function createHostService(config: HostConfig): HostService {
  useNodeSha256();
  const root = resolve(config.root);
  const replayDir = resolve(config.replayDir);
  const sessionsDir = config.sessionsDir === undefined ? null : resolve(config.sessionsDir);
  // Temporary files of saves a crash or kill -9 interrupted: the targets are intact, the leftovers go.
  removeStaleTemps(replayDir);
  removeStaleTemps(join(root, 'rulesets'), { recursive: true });
  const index = () => new RulesetIndex(root);
  const listing = createRulesetListing(root);
  const replayListing = createReplayListing(replayDir);
  const playtests = createPlaytestJobs(
    (id, overrides) => compileById(index(), id, overrides, `No ruleset with id "${id}".`),
    config.onPlaytestProgress,
    config.playtestWorkers,
  );

  const live = createAppSessions({
    sessionsDir,
    staticDir: config.sessionStaticDir ?? join(PROJECT_ROOT, 'dist-web'),
    ...(config.sessionBotDelayMs === undefined ? {} : { botDelayMs: config.sessionBotDelayMs }),
    compile: (id) => compileById(index(), id, {}, `rulesetId: no ruleset with id "${id}"`),
  });

  return {
    async 'rulesets:list'() {
      return listing.list();
    },

    async 'rulesets:read'(id) {
      return readRuleset(root, index(), id);
    },

    async 'rulesets:sources'(kind) {
      const idx = index();
      return idx
        .all()
        .filter((s) => s.data.kind === kind)
        .flatMap((s) => {
          const read = readRulesetText(join(root, s.file), s.file);
          return read.text === null ? [] : [{ file: s.file, text: read.text }];
        });
    },

    async 'rulesets:save'(req) {
      return saveRuleset(root, req);
    },

    async 'rulesets:autosave'({ file, text, editor }) {
      const path = insideRulesets(root, file);
      if (!path) return { ok: false, message: `${file}: ruleset files must be inside rulesets/.` };
      if (text === null) removeQuietly(autosavePath(path, editor));
      else {
        const failed = writeOrMessage(autosavePath(path, editor), text, `the autosave of ${file}`);
        if (failed) return { ok: false, message: failed };
      }
      return { ok: true };
    },

    async 'replays:list'() {
      return replayListing.list();
    },

    async 'replays:read'(file) {
      const path = confinedPath(replayDir, file);
      if (!path) return { ok: false, message: 'Replay files must be inside the replay folder.' };
      const r = readReplayFile(path, file);
      if (!r.ok) return { ok: false, message: r.diagnostics.map(formatDiagnostic).join('\n') };
      return { ok: true, replay: r.replay as never };
    },

    async 'replays:save'({ file, replay }) {
      if (jsonTooDeep(replay))
        return { ok: false, message: 'The replay nests lists or maps too deeply; it is not a Rulebench replay.' };
      const parsed = parseReplay(replay);
      if (!parsed.ok) return { ok: false, message: parsed.error.map(formatDiagnostic).join('\n') };
      mkdirSync(replayDir, { recursive: true });
      const path = confinedPath(replayDir, file);
      if (!path) return { ok: false, message: 'Replay files must be inside the replay folder.' };
      const failed = writeOrMessage(path, serializeReplay(parsed.value), file);
      if (failed) return { ok: false, message: failed };
      return { ok: true, file };
    },

    async 'games:simulate'(req) {
      return simulateGame(index(), replayDir, req);
    },

    async 'playtests:start'(req) {
      return playtests.start(req);
    },

    async 'playtests:status'(jobId) {
      return playtests.status(jobId);
    },

    async 'playtests:cancel'(jobId) {
      return { ok: playtests.cancel(jobId) };
    },

    async 'playtests:replay'(req) {
      const r = playtests.replay(req);
      if (!r.ok) return r;
      mkdirSync(replayDir, { recursive: true });
      const tag = hashJson({ overrides: req.overrides, bots: req.bots } as unknown as Json).slice(0, 8);
      const file = replayFileName(r.replay.ruleset.id, r.replay.seed).replace(
        /\.replay\.json$/,
        `-pt-${tag}.replay.json`,
      );
      const failed = writeOrMessage(join(replayDir, file), serializeReplay(r.replay), file);
      if (failed) return { ok: false, message: failed };
      return { ok: true, file };
    },

    async 'sessions:list'() {
      return listSessions(sessionsDir);
    },

    async 'sessions:people'(req) {
      return readPeopleReport(req, sessionsDir);
    },

    async 'sessions:addresses'() {
      return live.addresses();
    },

    async 'sessions:create'(req) {
      return live.create(req);
    },

    async 'sessions:lobby'(table) {
      return live.lobby(table);
    },

    async 'sessions:control'(req) {
      return live.control(req.table, req.control);
    },

    async 'sessions:stop'(table) {
      return live.stop(table);
    },

    async 'sessions:running'() {
      return live.running();
    },

    async 'rulesheets:render'(req) {
      return renderRuleSheet(index(), req);
    },

    async 'rulesheets:printPdf'(req) {
      return printRuleSheet(index(), req);
    },
  };
}

/** Compiles ruleset `id` of `idx` with `overrides`: the game, or `unknown` when no ruleset has that id, or the diagnostics as text. */
function compileById(
  idx: RulesetIndex,
  id: string,
  overrides: Readonly<Record<string, Json>>,
  unknown: string,
): { ok: true; game: CompiledGame } | { ok: false; message: string } {
  const source = idx.get(id);
  if (!source) return { ok: false, message: unknown };
  const loaded = idx.compile(source, overrides);
  return loaded.ok
    ? { ok: true, game: loaded.game }
    : { ok: false, message: loaded.diagnostics.map(formatDiagnostic).join('\n') };
}

/**
 * `rulesets:read`: the text of ruleset `id` under `root`/rulesets with its version and this file's autosaves (every
 * editor's, newest first). Errors as messages: no such id, a file outside rulesets/, a file that cannot be read.
 */
function readRuleset(root: string, idx: RulesetIndex, id: string): Awaited<ReturnType<HostService['rulesets:read']>> {
  const source = idx.get(id);
  if (!source) return { ok: false, message: `No ruleset with id "${id}".` };
  const path = join(root, source.file);
  if (!insideRulesets(root, source.file))
    return { ok: false, message: `${source.file}: ruleset files must be inside rulesets/.` };
  const read = readRulesetText(path, source.file);
  if (read.text === null) return { ok: false, message: read.diagnostics.map(formatDiagnostic).join('\n') };
  const autosaves = readAutosaves(path, read.text);
  return {
    ok: true,
    file: source.file,
    text: read.text,
    version: versionOf(path, read.text),
    autosave: autosaves[0]?.text ?? null,
    autosaveInfo: autosaves[0]?.info ?? null,
    autosaves,
  };
}

/**
 * `rulesets:save`: writes `text` to `file` under `root`/rulesets, atomically. With `base` (the version hash the edit
 * started from; null: the file did not exist) the file must still be that version at the replacement itself, else
 * nothing is written and the answer carries the other change (`conflict`). A successful save removes this
 * editor's autosave only. Errors as messages: a file outside rulesets/, an unreadable or unwritable file.
 */
function saveRuleset(
  root: string,
  { file, text, base, editor }: Parameters<HostService['rulesets:save']>[0],
): Awaited<ReturnType<HostService['rulesets:save']>> {
  const path = insideRulesets(root, file);
  if (!path) return { ok: false, message: `${file}: ruleset files must be inside rulesets/.` };
  /** The file as it is now, for a conflict's answer (null: absent); a message if it cannot be read. */
  const currentFile = (): { text: string; version: FileVersion } | null | string => {
    if (!existsSync(path)) return null;
    const disk = readRulesetText(path, file);
    if (disk.text === null) return disk.diagnostics.map(formatDiagnostic).join('\n');
    return { text: disk.text, version: versionOf(path, disk.text) };
  };
  const conflictAnswer = (current: { text: string; version: FileVersion } | null) => {
    const changedAt = new Date(current?.version.mtimeMs || Date.now()).toISOString();
    const message = current
      ? `${file} was changed elsewhere (${changedAt}) since it was opened; nothing was written.`
      : `${file} was removed elsewhere since it was opened; nothing was written.`;
    return {
      ok: false as const,
      message,
      conflict: { text: current?.text ?? '', version: current?.version ?? { hash: '', mtimeMs: 0 }, changedAt },
    };
  };
  if (base !== undefined) {
    // The file must still be the version the edit started from; else the other change is shown, not overwritten.
    const current = currentFile();
    if (typeof current === 'string') return { ok: false, message: current };
    if ((current?.version.hash ?? null) !== base) return conflictAnswer(current);
    // Checked again at the replacement itself: a change saved between this check and the rename is not lost.
    let outcome: 'written' | 'changed';
    try {
      mkdirSync(dirname(path), { recursive: true });
      outcome = replaceIfUnchanged(path, text, (aside) => {
        if (aside === null) return base === null;
        const read = readRulesetText(aside, file);
        return read.text !== null && textVersion(read.text) === base;
      });
    } catch (e) {
      return { ok: false, message: writeFailure(e, file) };
    }
    if (outcome === 'changed') {
      const now = currentFile();
      return typeof now === 'string' ? { ok: false, message: now } : conflictAnswer(now);
    }
  } else {
    const failed = writeOrMessage(path, text, file);
    if (failed) return { ok: false, message: failed };
  }
  removeQuietly(autosavePath(path, editor)); // this editor's only: another editor's unsaved text stays
  return { ok: true, file, version: versionOf(path, text) };
}

/**
 * `games:simulate`: plays one game of ruleset `req.rulesetId` with the default bots — `normal` in every seat (a
 * kind without a heuristic falls back to random, as `createBot` does; real-time kinds their default agents) — on
 * `req.seed` (default: the next free seed of the replay folder) and saves its replay there, the seats naming the
 * level; answers the file name. Errors as messages.
 */
function simulateGame(
  idx: RulesetIndex,
  replayDir: string,
  req: Parameters<HostService['games:simulate']>[0],
): Awaited<ReturnType<HostService['games:simulate']>> {
  const source = idx.get(req.rulesetId);
  if (!source) return { ok: false, message: `No ruleset with id "${req.rulesetId}".` };
  const loaded = idx.compile(source);
  if (!loaded.ok) return { ok: false, message: loaded.diagnostics.map(formatDiagnostic).join('\n') };
  const game = loaded.game;
  const seed = req.seed ?? nextSeed(replayDir, game.ruleset.id);
  const bots = Array.from({ length: game.layout.seatCount }, () => createBot(game, { type: 'normal' }));
  const trial = runKindTrial(game, bots, seed);
  const seats = simulatedSeats(game, {}, [bots[0]!.name]);
  const replay = recordReplay(game, seats, seed, trial.actions, { date: new Date().toISOString() });
  if (!replay.ok) return { ok: false, message: replay.error.message };
  mkdirSync(replayDir, { recursive: true });
  const file = replayFileName(game.ruleset.id, seed);
  const failed = writeOrMessage(join(replayDir, file), serializeReplay(replay.value), file);
  if (failed) return { ok: false, message: failed };
  return { ok: true, file };
}

/**
 * Renders the rule sheet of `req.rulesetId` (or, with `diffWith`, the house-rules card of it against that base)
 * as self-contained HTML. Failures (unknown id, compile errors, failing examples) are messages, never throws.
 */
export function renderRuleSheet(
  idx: RulesetIndex,
  req: RuleSheetRequest,
): { ok: true; html: string; title: string } | { ok: false; message: string } {
  const load = (id: string) => {
    const source = idx.get(id);
    if (!source) return { ok: false as const, message: `No ruleset with id "${id}".` };
    const loaded = idx.compile(source);
    return loaded.ok ? loaded : { ok: false as const, message: loaded.diagnostics.map(formatDiagnostic).join('\n') };
  };
  const variant = load(req.rulesetId);
  if (!variant.ok) return variant;
  if (req.diffWith !== undefined) {
    const base = load(req.diffWith);
    if (!base.ok) return base;
    const card = buildHouseRulesCard(base.game, variant.game, req.lang);
    if (!card.ok) return { ok: false, message: card.error.message };
    return { ok: true, html: withSheetCsp(renderRuleSheetHtml(card.value)), title: card.value.title };
  }
  // A variant's booklet says what differs from the usual rules: the root of its extends chain (dog/standard).
  const chain = variant.game.ruleset.chain;
  const root = chain.length > 1 ? load(chain[chain.length - 1]!) : null;
  const sheet = buildDocument(variant.game, {
    lang: req.lang,
    document: req.document ?? 'booklet',
    source: variant.source,
    ...(root?.ok ? { base: root.game } : {}),
  });
  if (!sheet.ok) return { ok: false, message: sheet.error.map(formatDiagnostic).join('\n') };
  return {
    ok: true,
    html: withSheetCsp(renderRuleSheetHtml(sheet.value, { page: req.page ?? 'a4' })),
    title: sheet.value.title,
  };
}

/**
 * The document of `req` as PDF for browser mode: rendered like `renderRuleSheet`, printed by the host
 * with the same Chromium as the CLI (`htmlToPdf`), returned base64-encoded with its page count and a file name
 * (`dog-standard-de.pdf`, `dog-maerki-vs-dog-standard-de.pdf`). No Chromium or a failed print is a message.
 */
export async function printRuleSheet(
  idx: RulesetIndex,
  req: RuleSheetRequest,
): Promise<{ ok: true; pdf: string; pages: number; fileName: string } | { ok: false; message: string }> {
  const rendered = renderRuleSheet(idx, req);
  if (!rendered.ok) return rendered;
  try {
    const pdf = await htmlToPdf(rendered.html);
    return { ok: true, pdf: pdf.toString('base64'), pages: countPdfPages(pdf), fileName: sheetFileName(req) };
  } catch (e) {
    return { ok: false, message: `Printing the PDF failed: ${(e as Error).message}` };
  }
}

/**
 * The policy a rendered sheet carries for the app (iframe preview, print window): no scripts, no network, no
 * frames or forms; inline CSS and `data:` images only. Sheets are self-contained, so nothing else is needed.
 */
export const SHEET_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:; base-uri 'none'; form-action 'none'";

/** `html` with a `<meta>` CSP (`SHEET_CSP`) as the first element of its `<head>`. */
export function withSheetCsp(html: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${SHEET_CSP}">`;
  return /<head>/i.test(html) ? html.replace(/<head>/i, (h) => `${h}${meta}`) : `${meta}${html}`;
}

/** `rulesets/dog/x.yaml` → its absolute path, or null if it would leave `<root>/rulesets`. */
function insideRulesets(root: string, file: string): string | null {
  const base = join(root, 'rulesets');
  const path = resolve(root, file);
  // Lexically inside, and no symlinked folder on the way leads out of rulesets/.
  return path.startsWith(base + sep) && isInsideReal(base, path) ? path : null;
}

/**
 * Unsaved text of editor instance `editor` (`EDITOR_ID`) for `path` lives next to it as `.<name>.<editor>.autosave`;
 * without an editor id as `.<name>.autosave` (hidden files: the index skips them).
 */
export function autosavePath(path: string, editor?: string): string {
  return join(dirname(path), `.${basename(path)}${editor === undefined ? '' : `.${editor}`}.autosave`);
}

/**
 * Every editor instance's autosave of `path` that differs from the file's `text` — newer or older than the file (a
 * `git pull` after a crash makes the file newer; the edits are offered anyway, never silently dropped) — with both
 * modification times, newest first. Unreadable autosaves are left out.
 */
function readAutosaves(path: string, text: string): AutosaveCopy[] {
  const prefix = `.${basename(path)}.`;
  let names: string[];
  try {
    names = readdirSync(dirname(path));
  } catch {
    return [];
  }
  const copies: AutosaveCopy[] = [];
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith('.autosave')) continue;
    const middle = name.slice(prefix.length, -'.autosave'.length);
    const editor = middle === '' ? null : EDITOR_ID.test(middle) ? middle : undefined;
    if (editor === undefined) continue; // another file's autosave (`a.yaml` vs `a.yaml.b.yaml`) or not ours
    const auto = join(dirname(path), name);
    try {
      const read = readRulesetText(auto, name);
      if (read.text === null || read.text === text) continue;
      const savedAt = statSync(auto).mtimeMs;
      const fileChangedAt = statSync(path).mtimeMs;
      copies.push({
        editor,
        text: read.text,
        info: {
          savedAt: new Date(savedAt).toISOString(),
          fileChangedAt: new Date(fileChangedAt).toISOString(),
          newer: savedAt >= fileChangedAt,
        },
      });
    } catch {
      /* removed meanwhile */
    }
  }
  return copies.sort((a, b) => (a.info.savedAt < b.info.savedAt ? 1 : a.info.savedAt > b.info.savedAt ? -1 : 0));
}

/** The version of a ruleset file whose `text` was just read or written: its content hash and modification time. */
function versionOf(path: string, text: string): FileVersion {
  let mtimeMs = 0;
  try {
    mtimeMs = statSync(path).mtimeMs;
  } catch {
    /* removed meanwhile: the hash still names the text */
  }
  return { hash: textVersion(text), mtimeMs };
}

/** The version hash of a ruleset text (`FileVersion.hash`): the first 16 hex digits of its SHA-256. */
export function textVersion(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16);
}

/**
 * Writes `data` atomically to `path` (its folder created), or returns why not as one line naming `shown` (a full
 * disk, a read-only folder, a name the file system refuses): expected failures are results, never a 500.
 */
function writeOrMessage(path: string, data: string, shown: string): string | null {
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileAtomic(path, data);
    return null;
  } catch (e) {
    return writeFailure(e, shown);
  }
}

/** A failed write's I/O error as one line naming `shown` ("Cannot write rulesets/x.yaml: no space left on the device."). */
function writeFailure(e: unknown, shown: string): string {
  const code = (e as NodeJS.ErrnoException).code;
  const why: Record<string, string> = {
    ENAMETOOLONG: 'the name is too long',
    ENOSPC: 'no space left on the device',
    EACCES: 'permission denied',
    EROFS: 'read-only file system',
    EISDIR: 'a folder has that name',
    ENOTDIR: 'a part of the path is not a folder',
  };
  return `Cannot write ${shown}: ${(code && why[code]) ?? (e as Error).message}.`;
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    /* absent already */
  }
}

/** The first seed `app-N` whose replay file does not exist yet, so simulations never overwrite a replay. */
function nextSeed(replayDir: string, rulesetId: string): string {
  for (let n = 1; ; n++) {
    const seed = `app-${n}`;
    if (!existsSync(join(replayDir, replayFileName(rulesetId, seed)))) return seed;
  }
}
