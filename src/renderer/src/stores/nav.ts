// Which view is open: a tiny hash router (`#/`, `#/replay/<file>?step=5`). Serialisable data only.
import { defineStore } from 'pinia';

export type Route =
  | { view: 'library' }
  | { view: 'replay'; file: string; step: number | null }
  | { view: 'table'; rulesetId: string; seed: string | null }
  | { view: 'branch'; file: string; step: number }
  | { view: 'editor'; rulesetId: string }
  | { view: 'playtest' }
  | { view: 'rulesheet' }
  /** The host's lobby for playing with people: a new session (`rulesetId` preselected) or a running table's lobby. */
  | { view: 'lobby'; rulesetId: string | null; table: string | null };

/** Parses a location hash into a route; anything unknown is the Library. */
export function parseHash(hash: string): Route {
  if (hash === '#/playtest') return { view: 'playtest' };
  if (hash === '#/rulesheet') return { view: 'rulesheet' };
  const lobby = /^#\/lobby(?:\/([a-z0-9][a-z0-9-]{0,31}))?(?:\?ruleset=([^&]*))?$/.exec(hash);
  if (lobby) {
    let rulesetId: string | null = null;
    try {
      rulesetId = lobby[2] === undefined ? null : decodeURIComponent(lobby[2]);
    } catch {
      rulesetId = null;
    }
    return { view: 'lobby', rulesetId, table: lobby[1] ?? null };
  }
  const other = /^#\/(table|branch|edit)\/([^?]+)(?:\?(seed|step)=([^&]*))?$/.exec(hash);
  if (other) {
    let arg: string;
    let q: string | null;
    try {
      arg = decodeURIComponent(other[2]!);
      q = other[4] === undefined ? null : decodeURIComponent(other[4]);
    } catch {
      return { view: 'library' };
    }
    if (other[1] === 'table') return { view: 'table', rulesetId: arg, seed: q };
    if (other[1] === 'edit') return { view: 'editor', rulesetId: arg };
    return { view: 'branch', file: arg, step: Number(q ?? 0) || 0 };
  }
  const m = /^#\/replay\/([^?]+)(?:\?step=(\d+))?$/.exec(hash);
  if (!m) return { view: 'library' };
  let file: string;
  try {
    file = decodeURIComponent(m[1]!);
  } catch {
    return { view: 'library' };
  }
  return { view: 'replay', file, step: m[2] === undefined ? null : Number(m[2]) };
}

/** The hash for a route. */
export function formatHash(route: Route): string {
  if (route.view === 'library') return '#/';
  if (route.view === 'playtest') return '#/playtest';
  if (route.view === 'rulesheet') return '#/rulesheet';
  if (route.view === 'lobby')
    return route.table !== null
      ? `#/lobby/${route.table}`
      : `#/lobby${route.rulesetId === null ? '' : `?ruleset=${encodeURIComponent(route.rulesetId)}`}`;
  if (route.view === 'table')
    return `#/table/${encodeURIComponent(route.rulesetId)}${route.seed === null ? '' : `?seed=${encodeURIComponent(route.seed)}`}`;
  if (route.view === 'editor') return `#/edit/${encodeURIComponent(route.rulesetId)}`;
  if (route.view === 'branch') return `#/branch/${encodeURIComponent(route.file)}?step=${route.step}`;
  return `#/replay/${encodeURIComponent(route.file)}${route.step === null ? '' : `?step=${route.step}`}`;
}

export const useNavStore = defineStore('nav', {
  state: () => ({ route: { view: 'library' } as Route }),
  actions: {
    /** Opens a route (the hash listener in `useHashRouter` keeps `route` in step with the address bar). */
    go(route: Route) {
      this.route = route;
      const hash = formatHash(route);
      if (window.location.hash !== hash) window.location.hash = hash;
    },
    /** Records the step in the address bar without adding a history entry, so reloads keep it. */
    rememberStep(step: number) {
      if (this.route.view !== 'replay') return;
      this.route = { ...this.route, step };
      window.history.replaceState(window.history.state, '', formatHash(this.route));
    },
  },
});
