// The application service behind the host API (HostService), used by both shells: Electron IPC (src/main)
// and the browser-mode HTTP server (src/host/server.ts). Owns files; arguments arrive already validated.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBot, recordReplay, runTrial, formatDiagnostic } from '../engine';
import type { HostService, ReplaySummary, RulesetSummary } from '../shared/ipc-contract';
import { RulesetIndex } from './rulesets';
import { readReplayFile, replayFileName, serializeReplay } from './replays';
import { writeFileAtomic } from './files';

/** Where the service reads and writes: `root` holds `rulesets/`; replays live in `replayDir`. */
export interface HostConfig {
  readonly root: string;
  readonly replayDir: string;
}

/** Creates the host service over a workspace. Every call re-reads the disk, so edits by others show up. */
export function createHostService(config: HostConfig): HostService {
  const root = resolve(config.root);
  const replayDir = resolve(config.replayDir);
  const index = () => new RulesetIndex(root);

  return {
    async 'rulesets:list'() {
      const idx = index();
      const out: RulesetSummary[] = idx.all().map((s) => {
        const compiled = idx.compile(s);
        return {
          id: s.data.id,
          name: s.data.name,
          kind: s.data.kind,
          version: s.data.version,
          file: s.file,
          extends: s.data.extends ?? null,
          diagnostics: compiled.ok ? [] : compiled.diagnostics,
        };
      });
      for (const [file, diagnostics] of idx.broken) out.push({ id: file, name: file, kind: '?', version: '?', file, extends: null, diagnostics });
      return out;
    },

    async 'rulesets:read'(id) {
      const source = index().get(id);
      if (!source) return { ok: false, message: `No ruleset with id "${id}".` };
      return { ok: true, file: source.file, text: readFileSync(join(root, source.file), 'utf8') };
    },

    async 'replays:list'() {
      if (!existsSync(replayDir)) return [];
      const out: ReplaySummary[] = [];
      for (const file of readdirSync(replayDir).filter((f) => f.endsWith('.replay.json')).sort()) {
        const r = readReplayFile(join(replayDir, file), file);
        if (r.ok) out.push({ file, rulesetId: r.replay.ruleset.id, seed: r.replay.seed, steps: r.replay.steps.length, outcome: r.replay.outcome });
      }
      return out;
    },

    async 'replays:read'(file) {
      const path = join(replayDir, file);
      if (!path.startsWith(replayDir + '/') && !path.startsWith(replayDir + '\\')) return { ok: false, message: 'Replay files must be inside the replay folder.' };
      const r = readReplayFile(path, file);
      if (!r.ok) return { ok: false, message: r.diagnostics.map(formatDiagnostic).join('\n') };
      return { ok: true, replay: r.replay as never };
    },

    async 'games:simulate'(req) {
      const idx = index();
      const source = idx.get(req.rulesetId);
      if (!source) return { ok: false, message: `No ruleset with id "${req.rulesetId}".` };
      const loaded = idx.compile(source);
      if (!loaded.ok) return { ok: false, message: loaded.diagnostics.map(formatDiagnostic).join('\n') };
      const game = loaded.game;
      const seed = req.seed ?? nextSeed(replayDir, game.ruleset.id);
      const trial = runTrial(game, Array.from({ length: game.layout.seatCount }, () => randomBot), seed);
      const seats = Array.from({ length: game.layout.seatCount }, () => ({ occupant: 'bot' as const, bot: 'random' }));
      const replay = recordReplay(game, seats, seed, trial.actions, { date: new Date().toISOString() });
      if (!replay.ok) return { ok: false, message: replay.error.message };
      mkdirSync(replayDir, { recursive: true });
      const file = replayFileName(game.ruleset.id, seed);
      writeFileAtomic(join(replayDir, file), serializeReplay(replay.value));
      return { ok: true, file };
    },
  };
}

/** The first seed `app-N` whose replay file does not exist yet, so simulations never overwrite a replay. */
function nextSeed(replayDir: string, rulesetId: string): string {
  for (let n = 1; ; n++) {
    const seed = `app-${n}`;
    if (!existsSync(join(replayDir, replayFileName(rulesetId, seed)))) return seed;
  }
}
