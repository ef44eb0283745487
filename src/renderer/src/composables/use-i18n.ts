// `t(key, params)` in the current UI language (settings store); reactive, so templates follow a switch.
import type { MessageKey } from '../i18n/messages';
import { translate } from '../i18n/messages';
import { useSettingsStore } from '../stores/settings';

/** Returns `t` bound to the settings store's locale. */
export function useI18n(): { t: (key: MessageKey, params?: Readonly<Record<string, string | number>>) => string } {
  const settings = useSettingsStore();
  return { t: (key, params) => translate(settings.locale, key, params) };
}
