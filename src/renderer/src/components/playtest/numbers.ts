// Figures and comparison-row names of the Playtest view in the app's language:
// German uses the decimal comma (`45,1 %`) and a semicolon between interval bounds (`[42,9; 47,3]`, since the
// comma is taken); English keeps the CLI's forms (`45.1 % [42.9, 47.3]`, engine `formatRate`). The engine names
// comparison rows in English (`team 0 = seat 0 wins`, `DOG-014 per game`, src/engine/playtest/compare.ts);
// `metricLabel` counts their teams and seats from 1 as the table does and words them in German. Pure.
import { metricName, tableNumbering } from '../../../../engine';
import type { Locale } from '../../i18n/messages';

/** `x` with `digits` decimals in `locale` (`1.5` / `1,5`). */
export function fixed(x: number, digits: number, locale: Locale): string {
  const s = x.toFixed(digits);
  return locale === 'de' ? s.replace('.', ',') : s;
}

/** A whole number as is, else `digits` decimals, in `locale`. */
export function num(x: number, locale: Locale, digits = 2): string {
  return Number.isInteger(x) ? String(x) : fixed(x, digits, locale);
}

/** A share in [0, 1] as percent with one decimal: `45.1 %` / `45,1 %`. */
export function percent(x: number, locale: Locale): string {
  return `${fixed(100 * x, 1, locale)} %`;
}

/** An interval `[lo, hi]` of already formatted bounds: `[a, b]` in English, `[a; b]` in German. */
export function interval(lo: string, hi: string, locale: Locale): string {
  return locale === 'de' ? `[${lo}; ${hi}]` : `[${lo}, ${hi}]`;
}

/**
 * A rate with its 95 % interval, as the engine's `formatRate` in English (`45.1 % [42.9, 47.3]`) and with decimal
 * commas in German (`45,1 % [42,9; 47,3]`); `na` (the caller's "no games to count" text) when `n` is 0.
 */
export function rateText(
  p: { readonly rate: number; readonly lo: number; readonly hi: number; readonly n?: number },
  locale: Locale,
  na: string,
): string {
  if (p.n === 0) return na;
  return `${percent(p.rate, locale)} ${interval(fixed(100 * p.lo, 1, locale), fixed(100 * p.hi, 1, locale), locale)}`;
}

/** A p-value: `<0.001` below 0.001, else three decimals (German: `<0,001`, `0,042`). */
export function pValue(p: number, locale: Locale): string {
  return p < 0.001 ? (locale === 'de' ? '<0,001' : '<0.001') : fixed(p, 3, locale);
}

/**
 * A comparison row's name in `locale` as the Playtest view shows it (engine `metricName`, shared with the CLI's
 * `--lang de`): teams and seats as the app's table names them (engine `tableNumbering(kind)`: from 1,
 * Gämsh teams by letter), whereas the engine and the CLI count from 0 — `team 0 = seat 0 wins` → `team 1 = seat 1
 * wins` / `Siege Team 1 = Platz 1`. Rule and move IDs stay.
 */
export function metricLabel(metric: string, locale: Locale, kind: string): string {
  return metricName(metric, locale, tableNumbering(kind));
}
