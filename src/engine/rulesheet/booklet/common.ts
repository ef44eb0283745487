// Shared pieces of the booklets: the text helper, the named players of the seeds' examples, and the
// cleaning of rule texts for a booklet (cross-reference IDs removed). Pure.
import type { SheetLang } from '../../core/types';
import type { SheetSection } from '../model';

/** A text in both languages. */
export type Text = { readonly de: string; readonly en: string };

/** `t(de, en)`: a text in both languages. */
export const t = (de: string, en: string): Text => ({ de, en });

/**
 * Names per seat for worked examples, as in the seeds: Peter and Simone play together against Sonja and Jesse
 * (001: "Jesse spielt mit Sonja und Simone spielt mit Peter"). Seats 0–3 counter-clockwise, partners opposite.
 * Seats 4 and 5 (six players) get two more names.
 */
export const SEAT_NAMES: readonly string[] = ['Peter', 'Sonja', 'Simone', 'Jesse', 'Lena', 'Marco'];

/** Rule IDs like `DOG-093` or `GAS-141` with the brackets and words around them, removed from booklet text. */
const ID_REFS =
  /\s*\((?:(?:siehe |see |nach |per |wie |as in )?[A-Z]{2,4}-\d{2,3}(?:[,;]? ?(?:und |and |oder |or |…|\.\.\.)? ?)?)+\)|\b(?:nach|per|siehe|see) [A-Z]{2,4}-\d{2,3}(?: (?:und|and) [A-Z]{2,4}-\d{2,3})?|\s*§\s?\d+(?:\.\d+)*/g;

/** A rule text made fit for a booklet: cross-references to rule IDs and § numbers removed, spaces tidied. */
export function bookletText(text: string): string {
  return text
    .replace(ID_REFS, '')
    .replace(/\s+([.,;:])/g, '$1')
    .replace(/\(\s*\)/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** "a, b und c" / "a, b and c". */
export function listing(items: readonly string[], lang: SheetLang): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${lang === 'de' ? 'und' : 'and'} ${items[items.length - 1]}`;
}

/**
 * `sections` with `added` inserted right after the section whose id is `after` (a kind's chapter such as
 * `material`), or at the end when there is none. A new array; `sections` is not changed.
 */
export function withSectionAfter(
  sections: readonly SheetSection[],
  after: string,
  added: SheetSection,
): SheetSection[] {
  const i = sections.findIndex((s) => s.id === after);
  const out = [...sections];
  out.splice(i < 0 ? out.length : i + 1, 0, added);
  return out;
}
