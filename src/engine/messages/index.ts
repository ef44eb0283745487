// The engine's message catalogues (English, German) and `message`, which fills a text's `{placeholders}`. Pure.
import { EN, type MessageKey } from './en';
import { DE } from './de';
import type { SheetLang } from '../core/types';

export type { MessageKey } from './en';

/** Every catalogue by language: the app's two languages. */
export const MESSAGES: Readonly<Record<SheetLang, Readonly<Record<MessageKey, string>>>> = { en: EN, de: DE };

/** Values for a message's placeholders, by name. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * The text of `key` in `lang` with each `{name}` replaced by `params.name`. A placeholder without a value stays
 * as written (`{name}`), so a missing parameter shows up in tests instead of silently vanishing.
 */
export function message(lang: SheetLang, key: MessageKey, params: MessageParams = {}): string {
  const text = MESSAGES[lang][key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** True when `key` is a key of the catalogues (for texts looked up by data, e.g. a Gämsh palette entry id). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(EN, key);
}
