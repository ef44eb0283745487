// A disk cache of ruleset parses shared by every process of this checkout (`rulebench` commands, playtest and queue
// workers, the host): a ruleset file's YAML is parsed once per distinct text, not once per process. An entry is the
// plain-JSON `data` of a text that parsed with no diagnostic, named by the SHA-256 of the text, in
// `<repo>/node_modules/.cache/rulebench/rulesets/`. A hit skips the YAML parse — about 0.1 s of a new process's CPU
// for a bundled ruleset of 60 KB, against about 1 ms to read the entry — and positions are worked out from the text
// only when a diagnostic asks for one (`parsedRulesetFromData`). Not cached: texts with diagnostics, and data that
// JSON cannot hold exactly (`.inf`, `.nan`, `-0`). A missing, unreadable or malformed entry is a miss, a folder that
// cannot be written is skipped: the cache only ever saves time. Entries are content-addressed (an edited file is a
// new entry); when an entry is added, the temporary files of killed writers are removed and the folder is trimmed to
// the newest MAX_ENTRIES.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { MAX_RULESET_CHARS, parseRulesetText, parsedRulesetFromData, type ParsedRuleset } from '../engine';
import { defaultBundleCacheDir } from './bundle-cache.mjs';
import { removeStaleTemps, writeFileAtomic } from './files';
import { readUntrustedTextSync } from './read-file';

/** Bump when an entry's meaning changes (what the engine's parse produces), so old entries are not read. */
const FORMAT = 1;

/**
 * Largest entry read or written, in bytes: a ruleset's data as JSON (aliases can make it larger than its text). A
 * larger one is never written and, if found, read as a miss.
 */
const MAX_ENTRY_BYTES = 16 * MAX_RULESET_CHARS;

/** Entries kept after a write: the newest by modification time (a few edits of every bundled ruleset). */
export const MAX_ENTRIES = 200;

/** The default folder: `rulesets/` in the bundle cache (`<repo>/node_modules/.cache/rulebench`). */
export function defaultRulesetCacheDir(): string {
  return join(defaultBundleCacheDir(), 'rulesets');
}

let yamlVersion: string | null = null;

/** The `yaml` package's version (an entry holds what that parser read; another version may read differently). */
function parserVersion(): string {
  if (yamlVersion === null) {
    try {
      yamlVersion = String(createRequire(import.meta.url)('yaml/package.json').version);
    } catch {
      yamlVersion = 'unknown';
    }
  }
  return yamlVersion;
}

/** The entry's file name for `text`: SHA-256 of the cache format, the parser's version and the text. */
function entryName(text: string): string {
  return `${createHash('sha256').update(`${FORMAT}\u0000${parserVersion()}\u0000`).update(text).digest('hex')}.json`;
}

/**
 * The data of the entry for `text` in `dir`, or undefined (no entry, not a regular file, a link, over MAX_ENTRY_BYTES,
 * unreadable, malformed, or another text's). Read through the project's bounded reader: never blocks on a FIFO.
 */
function readEntry(dir: string, text: string): unknown {
  const name = entryName(text);
  const read = readUntrustedTextSync(join(dir, name), name, { maxBytes: MAX_ENTRY_BYTES, symlinks: 'refuse' });
  if (!read.ok) return undefined;
  try {
    const entry = JSON.parse(read.text) as {
      format?: unknown;
      chars?: unknown;
      data?: unknown;
    };
    if (entry.format !== FORMAT || entry.chars !== text.length || entry.data === undefined) return undefined;
    return entry.data;
  } catch {
    return undefined;
  }
}

/**
 * Writes the entry for `text` (skipped when the folder cannot be written), then removes what writers killed while
 * writing left (`removeStaleTemps`) and trims the folder to MAX_ENTRIES.
 */
function writeEntry(dir: string, text: string, data: unknown): void {
  try {
    const entry = JSON.stringify({ format: FORMAT, chars: text.length, data });
    if (Buffer.byteLength(entry) > MAX_ENTRY_BYTES) return;
    mkdirSync(dir, { recursive: true });
    writeFileAtomic(join(dir, entryName(text)), entry, { durable: false });
    removeStaleTemps(dir);
    const names = readdirSync(dir).filter((n) => n.endsWith('.json'));
    if (names.length <= MAX_ENTRIES) return;
    const byAge = names
      .map((n) => {
        try {
          return { n, t: statSync(join(dir, n)).mtimeMs };
        } catch {
          return { n, t: 0 };
        }
      })
      .sort((x, y) => y.t - x.t || (x.n < y.n ? -1 : 1));
    for (const { n } of byAge.slice(MAX_ENTRIES)) rmSync(join(dir, n), { force: true });
  } catch {
    // A read-only or full disk: the parse is still right, only not kept.
  }
}

/**
 * `parseRulesetText(text, file)`, through the disk cache in `dir` (default `defaultRulesetCacheDir()`): the same
 * result — the same data, diagnostics and positions — whether the entry was there or not. Never throws for a cache
 * problem.
 */
export function parseRulesetTextCached(text: string, file: string, dir = defaultRulesetCacheDir()): ParsedRuleset {
  const cached = readEntry(dir, text);
  if (cached !== undefined) return parsedRulesetFromData(text, file, cached);
  const parsed = parseRulesetText(text, file);
  if (parsed.source && parsed.diagnostics.length === 0) {
    const data = parsed.source.data;
    const json = JSON.stringify(data);
    // Kept only when JSON gives back the very same value (strict equality compares numbers with Object.is: -0 stays -0).
    if (json !== undefined && isDeepStrictEqual(JSON.parse(json), data)) writeEntry(dir, text, data);
  }
  return parsed;
}
