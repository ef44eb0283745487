// Reading ruleset files from disk: discovery under <root>/rulesets, parsing with positions, `extends` by id,
// compiling. File errors become diagnostics (never stack traces).
import { readdirSync, statSync, lstatSync, realpathSync, existsSync } from 'node:fs';
import { readUntrustedText, readUntrustedTextSync, type TextRead } from './read-file';
import { closest } from './suggest';
import { parseRulesetTextCached } from './ruleset-parse-cache';
import { join, relative, resolve, dirname, isAbsolute, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  compileRuleset,
  resolveRuleset,
  MAX_RULESET_CHARS,
  type CompiledGame,
  type Diagnostic,
  type Json,
  type Ruleset,
  type RulesetSource,
} from '../engine';

/** The repository (or installed app) root that holds `rulesets/`. */
export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Result of loading: the compiled game or the diagnostics that prevent it. */
export type LoadResult =
  | { ok: true; game: CompiledGame; source: RulesetSource }
  | { ok: false; diagnostics: Diagnostic[] };

/**
 * Every `*.yaml`, `*.yml` and `*.json` file under `dir`, sorted, as absolute paths. Symlinks are followed only
 * when they stay inside `dir` (no symlinks out, no loops); dangling links and unreadable entries are skipped.
 */
export function listRulesetFiles(dir: string): string[] {
  const out: string[] = [];
  if (!existsSync(dir)) return out;
  let realRoot: string;
  try {
    realRoot = realpathSync(dir);
  } catch {
    return out;
  }
  const inside = (real: string) => real === realRoot || real.startsWith(realRoot + sep);
  const seen = new Set<string>();
  const walk = (d: string) => {
    let real: string;
    try {
      real = realpathSync(d);
    } catch {
      return;
    }
    if (!inside(real) || seen.has(real)) return;
    seen.add(real);
    let names: string[];
    try {
      names = readdirSync(d).sort();
    } catch {
      return;
    }
    for (const name of names) {
      if (name.startsWith('.') || name === 'node_modules') continue; // packages are never rulesets
      const p = join(d, name);
      let st;
      try {
        st = statSync(p);
        if (lstatSync(p).isSymbolicLink() && !inside(realpathSync(p))) continue;
      } catch {
        continue;
      }
      if (st.isDirectory()) walk(p);
      else if (/\.(ya?ml|json)$/i.test(name)) out.push(p);
    }
  };
  walk(dir);
  return out;
}

/**
 * Reads a ruleset file's text through the untrusted-file reader (`readUntrustedTextSync`): a folder, a FIFO, device or
 * socket, a missing, unreadable or oversized file (over `MAX_RULESET_CHARS` × 4 bytes), a symlink loop, text that is
 * not UTF-8 or holds a NUL character is an error diagnostic naming `displayName` (codes `ruleset/is-directory`,
 * `ruleset/not-regular`, `ruleset/unreadable`, `ruleset/too-large`, `ruleset/encoding` with line:col, `ruleset/nul`).
 */
export function readRulesetText(
  path: string,
  displayName = path,
): { text: string; diagnostics: [] } | { text: null; diagnostics: Diagnostic[] } {
  return rulesetRead(readUntrustedTextSync(path, displayName, { maxBytes: MAX_RULESET_CHARS * 4 }), displayName);
}

/** `readRulesetText` without blocking the event loop (the host's listing). */
export async function readRulesetTextAsync(
  path: string,
  displayName = path,
): Promise<{ text: string; diagnostics: [] } | { text: null; diagnostics: Diagnostic[] }> {
  return rulesetRead(await readUntrustedText(path, displayName, { maxBytes: MAX_RULESET_CHARS * 4 }), displayName);
}

/** A read's result as ruleset diagnostics (`ruleset/<problem>`, with line:col where the reader gives one). */
function rulesetRead(
  r: TextRead,
  displayName: string,
): { text: string; diagnostics: [] } | { text: null; diagnostics: Diagnostic[] } {
  if (r.ok) return { text: r.text, diagnostics: [] };
  if (r.code === 'is-directory')
    return {
      text: null,
      diagnostics: [
        {
          code: 'ruleset/is-directory',
          message: `${displayName} is a folder, not a ruleset file.`,
          severity: 'error' as const,
          file: displayName,
        },
      ],
    };
  const code =
    r.code === 'not-found' || r.code === 'symlink-loop' || r.code === 'symlink'
      ? 'ruleset/unreadable'
      : `ruleset/${r.code}`;
  return {
    text: null,
    diagnostics: [
      {
        code,
        message: r.detail ?? r.message,
        severity: 'error' as const,
        file: displayName,
        ...(r.line !== undefined ? { line: r.line, column: r.column } : {}),
      },
    ],
  };
}

/** Characters of ruleset text whose parses `parseCached` keeps (the bundled rulesets are about 0.5 M together). */
const PARSE_CACHE_CHARS = 8_000_000;

/** Parses of ruleset texts by display name and text, oldest use first; their texts' lengths add up to `parsedChars`. */
const parsedTexts = new Map<string, { text: string; result: ParsedRulesetFile }>();
let parsedChars = 0;

/** What `readRulesetFile` returns: the parsed source, or null with the diagnostics saying why. */
type ParsedRulesetFile = { source: RulesetSource | null; diagnostics: Diagnostic[] };

/**
 * `parseRulesetText(text, displayName)` (through the disk cache of ruleset-parse-cache.ts, shared by the processes of
 * this checkout), kept for the same display name and the very same text: every command and
 * host request loads a ruleset with its `extends` chain from the files, and the YAML parse is most of a load's time
 * (a scenario run parsed the same few files hundreds of times). Parsed sources are read-only to their users (the
 * host's listing cache already hands the same source to every compile). At most PARSE_CACHE_CHARS characters of
 * text are kept; the least recently used go first. A changed file is a changed text and is parsed anew.
 */
function parseCached(text: string, displayName: string): ParsedRulesetFile {
  const key = `${displayName}\u0000${text.length}`;
  const hit = parsedTexts.get(key);
  if (hit && hit.text === text) {
    parsedTexts.delete(key);
    parsedTexts.set(key, hit);
    return hit.result;
  }
  const result = parseRulesetTextCached(text, displayName);
  if (hit) {
    parsedTexts.delete(key);
    parsedChars -= hit.text.length;
  }
  if (text.length <= PARSE_CACHE_CHARS / 4) {
    parsedTexts.set(key, { text, result });
    parsedChars += text.length;
    for (const [k, v] of parsedTexts) {
      if (parsedChars <= PARSE_CACHE_CHARS) break;
      parsedTexts.delete(k);
      parsedChars -= v.text.length;
    }
  }
  return result;
}

/**
 * Reads and parses one ruleset file; what `readRulesetText` refuses comes back as its diagnostics. The parse of an
 * unchanged text is reused (`parseCached`); the file is read every time.
 */
export function readRulesetFile(path: string, displayName = path): ParsedRulesetFile {
  const r = readRulesetText(path, displayName);
  if (r.text === null) return { source: null, diagnostics: r.diagnostics };
  const { source, diagnostics } = parseCached(r.text, displayName);
  return { source, diagnostics: [...diagnostics] };
}

/**
 * An index of ruleset sources by id under one or more folders, for `extends` lookups. Files are parsed only when
 * needed, in folder order: `get` parses files until one has the id asked for (so `dog/standard` costs the Dog
 * files, not Gassi's and Gämsh's 100 kB of YAML), `all` and `broken` parse every file of the folders. The result
 * is the same as parsing the folders at once: the first file in folder order with an id wins.
 */
export class RulesetIndex {
  private readonly byId = new Map<string, RulesetSource>();
  /** Files to parse, in order (the folders' files, then those given to `defer`), and how many were parsed. */
  private readonly pending: string[] = [];
  private next = 0;
  /** How many of `pending` are the folders' files (parsed by `all` and `broken`; the deferred ones only by `get`). */
  private readonly folderFiles: number;
  /** Diagnostics of files that could not be parsed, by display path. */
  private readonly brokenFiles = new Map<string, Diagnostic[]>();

  constructor(
    readonly root: string,
    dirs: readonly string[] = [join(root, 'rulesets')],
  ) {
    for (const dir of dirs) this.pending.push(...listRulesetFiles(dir));
    this.folderFiles = this.pending.length;
  }

  /** Diagnostics of the files that could not be parsed, by display path (the folders' files are parsed first). */
  get broken(): ReadonlyMap<string, Diagnostic[]> {
    this.parseFolders();
    return this.brokenFiles;
  }

  /** Parses `file` and indexes it by its id (first one wins on duplicates). */
  add(file: string): RulesetSource | null {
    const shown = this.display(file);
    const { source, diagnostics } = readRulesetFile(file, shown);
    if (!source) {
      this.brokenFiles.set(shown, diagnostics);
      return null;
    }
    if (!this.byId.has(source.data.id)) this.byId.set(source.data.id, source);
    return source;
  }

  /**
   * Indexes an already parsed source (first one wins on duplicates), or records a file's diagnostics as broken
   * (`source` null): the host's listing cache hands over what it parsed before.
   */
  addParsed(file: string, source: RulesetSource | null, diagnostics: readonly Diagnostic[]): void {
    if (!source) this.brokenFiles.set(this.display(file), [...diagnostics]);
    else if (!this.byId.has(source.data.id)) this.byId.set(source.data.id, source);
  }

  /** The parsed source with this id. */
  get(id: string): RulesetSource | undefined {
    let found = this.byId.get(id);
    while (!found && this.next < this.pending.length) {
      this.add(this.pending[this.next++]!);
      found = this.byId.get(id);
    }
    return found;
  }

  /**
   * Files to parse only when `get` asks for an id not indexed yet, in this order (the first file with an id
   * still wins): a ruleset's sibling files are read only if its `extends` names an id the index lacks, so a
   * file in a big folder (a download folder, /tmp) is checked without parsing everything beside it.
   */
  defer(files: readonly string[]): void {
    this.pending.push(...files);
  }

  /** All indexed sources, sorted by id (the folders' files are parsed first; deferred files only if read). */
  all(): RulesetSource[] {
    this.parseFolders();
    return [...this.byId.values()].sort((a, b) => a.data.id.localeCompare(b.data.id));
  }

  /** Parses the folders' files not parsed yet. */
  private parseFolders(): void {
    while (this.next < this.folderFiles) this.add(this.pending[this.next++]!);
  }

  /** A path relative to the root, with forward slashes, for messages. */
  display(file: string): string {
    const rel = relative(this.root, file);
    if (rel === '') return '.'; // the root folder itself (`validate ''`, `validate .`): never an empty name
    return (rel.startsWith('..') || isAbsolute(rel) ? file : rel).split('\\').join('/');
  }

  /** Resolves `extends` and compiles. */
  /**
   * Resolves `extends` and compiles with `overrides`. A problem caused by an override (the file compiles without
   * it) names the override, labelled by `label` (`--set jokersPerDeck=abc`), not a position in the file, where the
   * value is valid.
   */
  compile(
    source: RulesetSource,
    overrides: Readonly<Record<string, Json>> = {},
    label: OverrideLabel = (k, v) => `override ${k}=${overrideText(v)}`,
  ): LoadResult {
    const resolved = resolveRuleset(source, (id) => this.get(id));
    if (!resolved.ok) return { ok: false, diagnostics: resolved.error };
    const game = compileRuleset(resolved.value, overrides, source);
    if (game.ok) return { ok: true, game: game.value, source };
    if (!Object.keys(overrides).length || !compileRuleset(resolved.value, {}, source).ok)
      return { ok: false, diagnostics: game.error };
    return { ok: false, diagnostics: game.error.map((d) => blameOverride(d, overrides, label)) };
  }
}

/** Names an option override in messages: `--set k=v` at the command line, `options.k` in a scenario file. */
export type OverrideLabel = (key: string, value: Json) => string;

/** An override value as typed: text as it is, anything else as JSON. */
export function overrideText(v: Json): string {
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/** A diagnostic of a compile that failed only because of `overrides`, re-addressed to the override it names. */
function blameOverride(d: Diagnostic, overrides: Readonly<Record<string, Json>>, label: OverrideLabel): Diagnostic {
  const key = Object.keys(overrides).find(
    (k) =>
      d.path === `options.${k}` ||
      d.path?.startsWith(`options.${k}.`) ||
      d.path?.startsWith(`options.${k}[`) ||
      d.message.includes(`"${k}"`) ||
      d.message.includes(`"${k}.`), // an entry of a list or map option: `"tieBreak.1"`, `"score.perDog"`
  );
  const {
    line: _l,
    column: _c,
    endLine: _el,
    endColumn: _ec,
    ...rest
  } = d as Diagnostic & { endLine?: number; endColumn?: number };
  return { ...rest, file: key === undefined ? 'option overrides' : label(key, overrides[key]!) };
}

/** True if the string names a ruleset id (`dog/standard`) rather than a file path. */
export function looksLikeId(ref: string): boolean {
  return /^[a-z0-9][a-z0-9.-]*(\/[a-z0-9][a-z0-9.-]*)+$/.test(ref) && !/\.(ya?ml|json)$/i.test(ref);
}

/**
 * Loads and compiles a ruleset given by id (looked up under `<root>/rulesets`) or by path (relative to
 * `baseDir`). `extends` ids resolve against the bundled rulesets and the file's own folder.
 */
export function loadCompiledGame(
  ref: string,
  opts: {
    baseDir?: string;
    root?: string;
    overrides?: Readonly<Record<string, Json>>;
    overrideLabel?: OverrideLabel;
  } = {},
): LoadResult {
  const root = opts.root ?? PROJECT_ROOT;
  const index = new RulesetIndex(root);
  let source: RulesetSource | null | undefined;
  if (looksLikeId(ref) && !existsSync(resolve(opts.baseDir ?? process.cwd(), ref))) {
    source = index.get(ref);
    if (!source) {
      const ids = index.all().map((s) => s.data.id);
      const near = closest(ref, ids);
      return {
        ok: false,
        diagnostics: [
          {
            code: 'ruleset/not-found',
            severity: 'error',
            file: ref,
            message: `No ruleset with id "${ref}" under ${join(root, 'rulesets')}.${near ? ` Did you mean "${near}"?` : ''} Known: ${ids.join(', ') || 'none'}.`,
          },
        ],
      };
    }
  } else {
    const path = resolve(opts.baseDir ?? process.cwd(), ref);
    const { source: s, diagnostics } = readRulesetFile(path, index.display(path));
    if (!s) return { ok: false, diagnostics };
    source = s;
    // Sibling files can be extended by id too (a designer's drafts folder); read only if an id is missing.
    index.defer(listRulesetFiles(dirname(path)).filter((f) => resolve(f) !== path));
  }
  return index.compile(source, opts.overrides ?? {}, opts.overrideLabel ?? ((k, v) => `--set ${k}=${overrideText(v)}`));
}
