// Rule texts of a ruleset (`texts:` — per rule ID, a string or `{ de, en }`): lookup by language. Pure.
import type { Json, SheetLang } from '../core/types';

/**
 * The text of rule `id` in `lang` from a ruleset's `texts`: the entry in that language, else the other
 * language (marked by the caller if it cares), else a plain-string entry; null when the ruleset has none.
 */
export function ruleTextOf(texts: Readonly<Record<string, Json>>, id: string, lang: SheetLang): string | null {
  const entry = Object.hasOwn(texts, id) ? texts[id] : undefined;
  if (typeof entry === 'string') return entry;
  if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
    const byLang = entry as Record<string, Json>;
    const other: SheetLang = lang === 'de' ? 'en' : 'de';
    for (const l of [lang, other]) {
      const t = Object.hasOwn(byLang, l) ? byLang[l] : undefined;
      if (typeof t === 'string') return t;
    }
  }
  return null;
}

/** True if rule `id` has a text written in `lang` itself (not a fallback to the other language). */
export function hasRuleText(texts: Readonly<Record<string, Json>>, id: string, lang: SheetLang): boolean {
  const entry = Object.hasOwn(texts, id) ? texts[id] : undefined;
  if (typeof entry === 'string') return true;
  return (
    !!entry &&
    typeof entry === 'object' &&
    !Array.isArray(entry) &&
    typeof (entry as Record<string, Json>)[lang] === 'string'
  );
}
