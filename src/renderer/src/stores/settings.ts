// App settings kept across reloads (localStorage): the UI language. Serialisable data only.
import { defineStore } from 'pinia';
import type { Locale } from '../i18n/messages';

const KEY = 'rulebench.locale';

function initialLocale(): Locale {
  try {
    const saved = localStorage.getItem(KEY);
    if (saved === 'en' || saved === 'de') return saved;
  } catch {
    /* no storage */
  }
  return typeof navigator !== 'undefined' && navigator.language.startsWith('de') ? 'de' : 'en';
}

export const useSettingsStore = defineStore('settings', {
  state: () => ({ locale: initialLocale() as Locale }),
  actions: {
    /** Switches the UI language and remembers it. */
    setLocale(locale: Locale) {
      this.locale = locale;
      try {
        localStorage.setItem(KEY, locale);
      } catch {
        /* no storage */
      }
      document.documentElement.lang = locale;
    },
  },
});
