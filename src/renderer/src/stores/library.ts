// The Library's data: bundled rulesets and saved replays from the host, and the "simulate a game" call.
import { defineStore } from 'pinia';
import type { ReplaySummary, RulesetSummary } from '../../../shared/ipc-contract';
import { getHostApi } from '../services/host-api';

/** A ruleset with the variants that extend it (transitively). */
export interface RulesetGroup {
  readonly base: RulesetSummary;
  readonly variants: RulesetSummary[];
}

export const useLibraryStore = defineStore('library', {
  state: () => ({
    rulesets: [] as RulesetSummary[],
    replays: [] as ReplaySummary[],
    loading: false,
    simulating: false,
    error: null as string | null,
  }),
  getters: {
    /** Kind → base rulesets, each with its variants; a variant whose base is missing stands alone. */
    byKind(state): { kind: string; groups: RulesetGroup[] }[] {
      const ids = new Set(state.rulesets.map((r) => r.id));
      const byId = new Map(state.rulesets.map((r) => [r.id, r]));
      const rootOf = (r: RulesetSummary): RulesetSummary => {
        const seen = new Set<string>();
        let cur = r;
        while (cur.extends && ids.has(cur.extends) && !seen.has(cur.id)) {
          seen.add(cur.id);
          cur = byId.get(cur.extends)!;
        }
        return cur;
      };
      const kinds = new Map<string, Map<string, RulesetGroup>>();
      const sorted = [...state.rulesets].sort((a, b) => a.id.localeCompare(b.id));
      for (const r of sorted) {
        const root = rootOf(r);
        const groups = kinds.get(r.kind) ?? new Map<string, RulesetGroup>();
        kinds.set(r.kind, groups);
        const group = groups.get(root.id) ?? { base: root, variants: [] };
        groups.set(root.id, group);
        if (root.id !== r.id) group.variants.push(r);
      }
      return [...kinds]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([kind, groups]) => ({ kind, groups: [...groups.values()] }));
    },
    /** Rulesets that can start a game (no error diagnostics). */
    playable(state): RulesetSummary[] {
      return state.rulesets.filter((r) => !r.diagnostics.some((d) => d.severity === 'error'));
    },
  },
  actions: {
    async load() {
      this.loading = true;
      this.error = null;
      try {
        const api = getHostApi();
        const [rulesets, replays] = await Promise.all([api.invoke('rulesets:list'), api.invoke('replays:list')]);
        this.rulesets = rulesets;
        this.replays = replays;
      } catch (e) {
        this.error = (e as Error).message;
      } finally {
        this.loading = false;
      }
    },
    async refreshReplays() {
      try {
        this.replays = await getHostApi().invoke('replays:list');
      } catch (e) {
        this.error = (e as Error).message;
      }
    },
    /** Plays one bot game on the host; resolves to the new replay's file name, or null (see `error`). */
    async simulate(rulesetId: string, seed?: string): Promise<string | null> {
      this.simulating = true;
      this.error = null;
      try {
        const r = await getHostApi().invoke('games:simulate', seed ? { rulesetId, seed } : { rulesetId });
        if (!r.ok) {
          this.error = r.message;
          return null;
        }
        await this.refreshReplays();
        return r.file;
      } catch (e) {
        this.error = (e as Error).message;
        return null;
      } finally {
        this.simulating = false;
      }
    },
  },
});
