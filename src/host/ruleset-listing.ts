// The host's `rulesets:list`, cached by modification time and read asynchronously: each call
// walks rulesets/ and stats its files without blocking the event loop; a file is read and parsed again only when
// its size or modification time changed, and the summaries (compiled, `extends` resolved) are rebuilt only when
// some file changed, appeared or went. 2,000 calls took 162 s before (every call re-parsed every file on the event
// loop); see docs/benchmarks.md for the figure now.
import type { Dirent } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { parseRulesetText, playerCount, type Diagnostic, type RulesetSource } from '../engine';
import type { RulesetSummary } from '../shared/ipc-contract';
import { RulesetIndex, readRulesetTextAsync } from './rulesets';

/** One file as last parsed: its stat stamp, and its source or why it is broken. */
interface Parsed {
  readonly stamp: string;
  readonly source: RulesetSource | null;
  readonly diagnostics: readonly Diagnostic[];
}

/** A cached `rulesets:list` over `<root>/rulesets`; `list()` is safe to call concurrently. */
export interface RulesetListing {
  /** The summaries of every ruleset file (sorted by id, broken files after), as `rulesets:list` returns them. */
  list(): Promise<RulesetSummary[]>;
}

/**
 * Every ruleset file under `dir` with its stat stamp (size, mtime, inode), in `listRulesetFiles` order: folders are
 * read with their entry types and stat'ed in parallel (one `readdir` per folder, one `stat` per file), symlinks
 * followed only inside `dir` and each real folder once, unreadable entries skipped.
 */
async function scan(dir: string): Promise<{ path: string; stamp: string }[]> {
  let realRoot: string;
  try {
    realRoot = await realpath(dir);
  } catch {
    return [];
  }
  const inside = (real: string) => real === realRoot || real.startsWith(realRoot + sep);
  const seen = new Set<string>([realRoot]);
  const walk = async (d: string): Promise<{ path: string; stamp: string }[]> => {
    let entries: Dirent[];
    try {
      entries = await readdir(d, { withFileTypes: true });
    } catch {
      return [];
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const parts = await Promise.all(
      entries.map(async (e): Promise<{ path: string; stamp: string }[]> => {
        if (e.name.startsWith('.') || e.name === 'node_modules') return [];
        const p = join(d, e.name);
        try {
          if (e.isSymbolicLink()) {
            const real = await realpath(p);
            if (!inside(real)) return [];
            const st = await stat(p);
            if (st.isDirectory()) {
              if (seen.has(real)) return [];
              seen.add(real);
              return walk(p);
            }
            return /\.(ya?ml|json)$/i.test(e.name) ? [{ path: p, stamp: `${st.size}:${st.mtimeMs}:${st.ino}` }] : [];
          }
          if (e.isDirectory()) return walk(p);
          if (!/\.(ya?ml|json)$/i.test(e.name)) return [];
          const st = await stat(p);
          return [{ path: p, stamp: `${st.size}:${st.mtimeMs}:${st.ino}` }];
        } catch {
          return [];
        }
      }),
    );
    return parts.flat();
  };
  return walk(dir);
}

/** Creates the cached listing of `<root>/rulesets` (see the module comment). */
export function createRulesetListing(root: string): RulesetListing {
  const dir = join(root, 'rulesets');
  const parsed = new Map<string, Parsed>();
  let last: { key: string; summaries: RulesetSummary[] } | null = null;
  let running: Promise<RulesetSummary[]> | null = null;

  async function build(): Promise<RulesetSummary[]> {
    const found = await scan(dir);
    const files = found.map((f) => f.path);
    const stamps = found.map((f) => f.stamp);
    const key = files.map((f, k) => `${f}\0${stamps[k]}`).join('\n');
    if (last && last.key === key) return last.summaries;
    const index = new RulesetIndex(root, []);
    for (const [k, f] of files.entries()) {
      let entry = parsed.get(f);
      if (!entry || entry.stamp !== stamps[k]) {
        const shown = index.display(f);
        const read = await readRulesetTextAsync(f, shown);
        const p =
          read.text === null ? { source: null, diagnostics: read.diagnostics } : parseRulesetText(read.text, shown);
        entry = { stamp: stamps[k]!, source: p.source, diagnostics: p.diagnostics };
        parsed.set(f, entry);
      }
      index.addParsed(f, entry.source, entry.diagnostics);
    }
    for (const f of [...parsed.keys()]) if (!files.includes(f)) parsed.delete(f);
    const summaries: RulesetSummary[] = index.all().map((s) => {
      const compiled = index.compile(s);
      return {
        id: s.data.id,
        name: s.data.name,
        kind: s.data.kind,
        version: s.data.version,
        file: s.file,
        extends: s.data.extends ?? null,
        diagnostics: compiled.ok ? [] : compiled.diagnostics,
        ...(compiled.ok && compiled.game.ruleset.names ? { names: compiled.game.ruleset.names } : {}),
        ...(compiled.ok && compiled.game.ruleset.descriptions
          ? { descriptions: compiled.game.ruleset.descriptions }
          : {}),
        ...(compiled.ok ? { players: playerCount(compiled.game) } : {}),
      };
    });
    for (const [file, diagnostics] of index.broken)
      summaries.push({ id: file, name: file, kind: '?', version: '?', file, extends: null, diagnostics });
    last = { key, summaries };
    return summaries;
  }

  return {
    list() {
      // Calls that arrive while a listing is being built share it (no pile-up of walks under load).
      running ??= build().finally(() => (running = null));
      return running;
    },
  };
}
