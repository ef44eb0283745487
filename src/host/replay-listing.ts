// The host's `replays:list`, cached and read asynchronously: each call reads the replay folder and stats its
// files without blocking the event loop; a replay is read (in 1 MB reads, other requests served between them)
// and summarized again (`summarizeReplay`: the header checks) only when its size, modification time, change time or
// inode changed or the bundled rulesets were re-read, one file at a time with the event loop free between files. Calls run one after another, so a listing never waits on another's half.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReplaySummary } from '../shared/ipc-contract';
import { confinedPath } from './files';
import { bundledRulesets, summarizeReplay } from './replay-check';
import { readUntrustedText } from './read-file';
import { MAX_REPLAY_BYTES, parseReplayText } from './replays';

/** A cached `replays:list` over one replay folder; `list()` is safe to call concurrently. */
export interface ReplayListing {
  /** The summaries of the readable replays in the folder, sorted by file name (unreadable ones left out). */
  list(): Promise<ReplaySummary[]>;
}

/**
 * Creates the cached listing of `replayDir` (see the module comment): `*.replay.json` files that are not hidden and
 * do not lead out of the folder by a symlink, read through the untrusted-file reader (regular files of at most
 * `MAX_REPLAY_BYTES`), shape-checked (`parseReplayText`) and summarized with their header checks (`summarizeReplay`);
 * a file that cannot be read or shape-checked is left out of the list.
 */
export function createReplayListing(replayDir: string): ReplayListing {
  const cache = new Map<string, { stamp: string; bundled: object; summary: ReplaySummary | null }>();
  let tail: Promise<unknown> = Promise.resolve();

  const run = async (): Promise<ReplaySummary[]> => {
    let names: string[];
    try {
      names = await readdir(replayDir);
    } catch {
      cache.clear();
      return [];
    }
    names = names.filter((f) => f.endsWith('.replay.json') && !f.startsWith('.')).sort();
    const out: ReplaySummary[] = [];
    const present = new Set<string>();
    for (const file of names) {
      if (!confinedPath(replayDir, file)) continue; // a symlink out of the replay folder
      const path = join(replayDir, file);
      let stamp: string;
      try {
        const st = await stat(path);
        stamp = `${st.size}:${st.mtimeMs}:${st.ctimeMs}:${st.ino}`;
      } catch {
        continue; // removed meanwhile
      }
      present.add(file);
      const bundled = bundledRulesets(); // the same map until a bundled ruleset file changes
      let entry = cache.get(file);
      if (entry?.stamp !== stamp || entry.bundled !== bundled) {
        const read = await readUntrustedText(path, file, { maxBytes: MAX_REPLAY_BYTES });
        const parsed = read.ok ? parseReplayText(read.text, file) : null;
        entry = { stamp, bundled, summary: parsed?.ok ? summarizeReplay(file, parsed.replay, bundled) : null };
        cache.set(file, entry);
        await new Promise((r) => setImmediate(r)); // requests that arrived during the parse go first
      }
      if (entry.summary) out.push(entry.summary);
    }
    for (const file of cache.keys()) if (!present.has(file)) cache.delete(file);
    return out;
  };

  return {
    list() {
      const next = tail.then(run, run);
      tail = next.catch(() => undefined);
      return next;
    },
  };
}
