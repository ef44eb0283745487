// The Playtest view's "People" source: the playtest sessions the host lists, the chosen session (or a session folder
// opened by path) and table, and the people's games measured by the lab with their feedback summary (computed by the
// host, `sessions:people`). The bot batch beside them is the Playtest store's run.
import { defineStore } from 'pinia';
import { markRaw, type Raw } from 'vue';
import type { Json } from '../../../engine';
import type { PeopleReport, PlaytestReport, SessionListing, SessionSummary } from '../../../shared/ipc-contract';
import { getHostApi } from '../services/host-api';

/**
 * True when `batch` can stand beside the people's games of `people`: a single batch (not A/B or a sweep) of the same
 * ruleset id with the same active seats. Its rules hash may still differ (the view shows that).
 */
export function batchMatches(batch: PlaytestReport | null, people: PeopleReport | null): batch is PlaytestReport {
  if (!batch || !people || batch.request.mode !== 'batch' || batch.ladder) return false;
  const m = batch.metrics[0];
  return (
    batch.arms[0]?.rulesetId === people.rulesetId &&
    m !== undefined &&
    m.seats.map((s) => s.seat).join() === people.metrics.seats.map((s) => s.seat).join()
  );
}

/** Overrides as the Playtest form's options field writes them: `name=value` separated by spaces. */
export function overridesText(overrides: Readonly<Record<string, Json>>): string {
  return Object.entries(overrides)
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(' ');
}

/** The People store: sessions listed by the host, the choice, the report (raw: replaced whole) and errors. */
export const usePeopleStore = defineStore('people', {
  state: () => ({
    listing: null as Raw<SessionListing> | null,
    /** The chosen session's folder name in the sessions folder ('' = none, or a folder opened by path). */
    session: '',
    /** A session (or table) folder typed by the user. */
    path: '',
    /** The folder opened by path (null: the session is one of the list). */
    openedPath: null as string | null,
    /** The chosen table, or null for every comparable table of the session. */
    table: null as string | null,
    report: null as Raw<PeopleReport> | null,
    /** The summary of the session the report comes from (its tables and problems). */
    summary: null as Raw<SessionSummary> | null,
    loading: false,
    error: null as string | null,
    /** The bot batch to start from here: one bot level for every seat, games and seed. */
    botLevel: 'normal',
    botGames: 200,
    botSeed: '1',
  }),
  getters: {
    /** The tables to choose from: the opened session's (from the report) or the chosen listed session's. */
    tables: (s) =>
      (s.summary ?? s.listing?.sessions.find((x) => x.name === s.session) ?? null)?.tables.filter((t) => t.games > 0) ??
      [],
  },
  actions: {
    /** Lists the sessions folder; picks the newest session when none is chosen yet and loads it. */
    async list(): Promise<void> {
      this.error = null;
      this.listing = markRaw(await getHostApi().invoke('sessions:list'));
      if (!this.session && !this.openedPath && this.listing.sessions[0]?.name) {
        this.session = this.listing.sessions[0].name;
        await this.load();
      }
    },

    /** Chooses a listed session (all its tables). */
    async choose(name: string): Promise<void> {
      this.session = name;
      this.openedPath = null;
      this.table = null;
      this.summary = null;
      await this.load();
    },

    /** Opens the folder typed in `path` (a session folder or one table's folder). */
    async openPath(): Promise<void> {
      const path = this.path.trim();
      if (!path) return;
      this.openedPath = path;
      this.session = '';
      this.table = null;
      this.summary = null;
      await this.load();
    },

    /** Desktop app: the folder dialog chooses the folder, which is then opened as a typed path would be. */
    async chooseFolder(): Promise<void> {
      const r = await getHostApi().invoke('sessions:chooseFolder');
      if (!r.ok) {
        if (!r.cancelled) this.error = r.message;
        return;
      }
      this.path = r.file;
      await this.openPath();
    },

    /** Chooses a table (null: every comparable table). */
    async chooseTable(table: string | null): Promise<void> {
      this.table = table;
      await this.load();
    },

    /** Asks the host for the people report of the current choice. */
    async load(): Promise<void> {
      if (!this.session && !this.openedPath) return;
      this.loading = true;
      this.error = null;
      try {
        const req = this.openedPath
          ? { path: this.openedPath, table: this.table }
          : { name: this.session, table: this.table };
        const r = await getHostApi().invoke('sessions:people', req);
        if (!r.ok) {
          this.error = r.message;
          this.report = null;
          return;
        }
        this.report = markRaw(r.report);
        this.summary = markRaw(r.session);
      } finally {
        this.loading = false;
      }
    },
  },
});
