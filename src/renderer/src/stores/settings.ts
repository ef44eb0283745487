// App settings kept across reloads (localStorage): the UI language, the person's name at the table, the
// bots' pace, whether the Gämsh card legend was read and the player count chosen per ruleset. Serialisable data only.
import { defineStore } from 'pinia';
import type { Locale } from '../i18n/messages';

const KEY = 'rulebench.locale';
const NAME_KEY = 'rulebench.playerName';
const DELAY_KEY = 'rulebench.botDelay';
const LEGEND_KEY = 'rulebench.gamshLegendSeen';
const SIZES_KEY = 'rulebench.tableSizes';

/**
 * The player counts chosen in the Library, by ruleset id, as stored: a JSON object of whole numbers 1–12; anything
 * else (a broken or edited entry) is left out.
 */
export function parseTableSizes(text: string | null): Record<string, number> {
  if (text === null) return {};
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
  const out: Record<string, number> = {};
  for (const [id, n] of Object.entries(data))
    if (Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 12) out[id] = n as number;
  return out;
}

/** Default pause before each bot move at the table, in ms: slow enough to follow one move at a time. */
export const DEFAULT_BOT_DELAY = 1000;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* no storage */
  }
}

function initialLocale(): Locale {
  const saved = read(KEY);
  if (saved === 'en' || saved === 'de') return saved;
  return typeof navigator !== 'undefined' && navigator.language.startsWith('de') ? 'de' : 'en';
}

function initialDelay(): number {
  const n = Number(read(DELAY_KEY));
  return read(DELAY_KEY) !== null && Number.isFinite(n) && n >= 0 && n <= 10_000 ? n : DEFAULT_BOT_DELAY;
}

export const useSettingsStore = defineStore('settings', {
  state: () => ({
    locale: initialLocale() as Locale,
    /** The person's name at a new table; empty: "Du"/"You". */
    playerName: read(NAME_KEY) ?? '',
    /** Pause before each bot move, ms (0–10 000). */
    botDelay: initialDelay(),
    /** The Gämsh card legend was closed once: it then starts closed (open on a first game). */
    gamshLegendSeen: read(LEGEND_KEY) === '1',
    /** Player count chosen in the Library per ruleset id (Gassi 2–5, Gämsh 4 or 6); none: the ruleset's own. */
    tableSizes: parseTableSizes(read(SIZES_KEY)),
  }),
  actions: {
    /** Switches the UI language and remembers it. */
    setLocale(locale: Locale) {
      this.locale = locale;
      write(KEY, locale);
      document.documentElement.lang = locale;
    },
    /** Remembers the person's name for the next tables. */
    setPlayerName(name: string) {
      this.playerName = name.trim().slice(0, 40);
      write(NAME_KEY, this.playerName);
    },
    /** Remembers the player count chosen for new games of ruleset `id` (a whole number 1–12, else ignored). */
    setTableSize(id: string, players: number) {
      if (!Number.isInteger(players) || players < 1 || players > 12) return;
      this.tableSizes = { ...this.tableSizes, [id]: players };
      write(SIZES_KEY, JSON.stringify(this.tableSizes));
    },
    /** Remembers that the person closed the Gämsh card legend. */
    markGamshLegendSeen() {
      this.gamshLegendSeen = true;
      write(LEGEND_KEY, '1');
    },
    /** Remembers the bots' pace (clamped to 0–10 000 ms). */
    setBotDelay(ms: number) {
      this.botDelay = Math.max(0, Math.min(10_000, Number.isFinite(ms) ? Math.round(ms) : DEFAULT_BOT_DELAY));
      write(DELAY_KEY, String(this.botDelay));
    },
  },
});
