// The screening ranking as the Playtest view shows it: one row per option (its strongest value and level) sorted
// by rank, the chart of those rows (one horizontal bar per option with its effect and 95 % interval) and the
// options not screened with their reasons, in the app's language. Pure functions of the report's plain data.
import type { PlaytestReport } from '../../../../shared/ipc-contract';
import type { Locale, MessageKey } from '../../i18n/messages';
import type { ChartSpec } from './charts';
import { fixed, interval, metricLabel, pValue } from './numbers';

/** A catalogue lookup in the app's language (`translate` bound to the locale). */
export type T = (key: MessageKey, params?: Readonly<Record<string, string | number>>) => string;

/** The report's screening part. */
export type ScreenResult = NonNullable<PlaytestReport['screen']>;

/**
 * One ranked option: its strongest value (`value` as the CLI writes it, `true`, `3`, `"wild"`) at bot level
 * `level`; `state` says whether its games were the base's (`identical`: "no effect in these games"), differed
 * without moving a main figure (`unmoved`), or moved one (`moved`: `metric`, `effect`, `lo`, `hi` in `unit`, pp or %,
 * `p` corrected across the main figures, `significant`).
 */
export interface ScreenRow {
  readonly rank: number;
  readonly option: string;
  readonly value: string;
  readonly level: string;
  readonly state: 'moved' | 'unmoved' | 'identical';
  /** The row's name in the app's language (engine `metricName`), '' unless moved. */
  readonly metric: string;
  readonly unit: 'pp' | '%' | '';
  readonly effect: number;
  readonly lo: number;
  readonly hi: number;
  readonly p: number | null;
  readonly significant: boolean;
}

/** The ranking's rows, best rank first, with metric names in `locale` (teams and seats as `kind`'s table counts them). */
export function screenRows(screen: ScreenResult, locale: Locale, kind: string): ScreenRow[] {
  return [...screen.ranking]
    .sort((a, b) => a.rank - b.rank)
    .map((e): ScreenRow => {
      const top = e.best.top;
      const state = e.identical ? 'identical' : top ? 'moved' : 'unmoved';
      return {
        rank: e.rank,
        option: e.option,
        value: JSON.stringify(e.best.value),
        level: e.best.level,
        state,
        metric: state === 'moved' && top ? metricLabel(top.metric, locale, kind) : '',
        unit: state === 'moved' && top ? top.unit : '',
        effect: state === 'moved' && top ? top.effect : 0,
        lo: state === 'moved' && top ? top.lo : 0,
        hi: state === 'moved' && top ? top.hi : 0,
        p: state === 'moved' && top ? top.pAdjusted : null,
        significant: state === 'moved' && top ? top.significant : false,
      };
    });
}

/** A signed figure with one decimal in `locale` (`+14.2`, `−3,5`). */
export function signed(x: number, locale: Locale): string {
  const s = fixed(Math.abs(x), 1, locale);
  return (x < 0 ? '−' : '+') + s;
}

/** A row's effect with its unit and interval (`+14.2 % [3.1, 25.3]`), or the words for an identical or unmoved row. */
export function effectText(r: ScreenRow, locale: Locale, t: T): string {
  if (r.state === 'identical') return t('screen.noEffect');
  if (r.state === 'unmoved') return t('screen.noMove');
  return `${signed(r.effect, locale)} ${r.unit}`;
}

/** A moved row's interval in its unit (`[+3.1, +25.3]`), '' otherwise. */
export function intervalText(r: ScreenRow, locale: Locale): string {
  return r.state === 'moved' ? interval(signed(r.lo, locale), signed(r.hi, locale), locale) : '';
}

/** A moved row's corrected p with `*` when significant, '' otherwise. */
export function pText(r: ScreenRow, locale: Locale): string {
  return r.p === null ? '' : pValue(r.p, locale) + (r.significant ? ' *' : '');
}

/**
 * The chart of `rows`: one horizontal bar per option in rank order (its effect, pp or % as its label says) with a
 * floating bar over it for its 95 % interval; an identical option's bar is 0 and its label says "no effect in these
 * games". Levels are named in the labels when the run had more than one.
 */
export function screenChart(rows: readonly ScreenRow[], t: T, levels: number): ChartSpec {
  const labels = rows.map((r) => {
    const head = `${r.rank}. ${r.option} = ${r.value}${levels > 1 ? ` (${r.level})` : ''}`;
    return r.state === 'identical'
      ? `${head} — ${t('screen.noEffect')}`
      : r.state === 'unmoved'
        ? `${head} — ${t('screen.noMove')}`
        : `${head} [${r.unit}]${r.significant ? ' *' : ''}`;
  });
  return {
    type: 'bar',
    horizontal: true,
    title: t('screen.chart'),
    labels,
    datasets: [
      {
        label: t('screen.interval'),
        data: rows.map((r): [number, number] | null => (r.state === 'moved' ? [r.lo, r.hi] : null)),
        color: '#3c6fb5',
        stack: 'effect',
        interval: true,
      },
      {
        label: t('screen.effect'),
        data: rows.map((r) => (r.state === 'moved' ? Math.round(10 * r.effect) / 10 : 0)),
        color: '#b5533c',
        stack: 'effect',
      },
    ],
    yTitle: t('screen.axis'),
  };
}

/**
 * The options not screened, in declaration order of `allOptions` (the kind's options): those the run skipped with
 * the reason in the app's language (known engine reasons worded from the catalogue, others as written), and those
 * the designer left out ("not chosen").
 */
export function notScreened(
  screen: ScreenResult,
  chosen: readonly string[] | undefined,
  allOptions: readonly string[],
  t: T,
): { option: string; reason: string }[] {
  const skipped = new Map(screen.skipped.map((s) => [s.option, s.reason]));
  const ranked = new Set(screen.ranking.map((e) => e.option));
  const names = [...new Set([...allOptions, ...skipped.keys()])];
  return names.flatMap((option) => {
    const reason = skipped.get(option);
    if (reason !== undefined) return [{ option, reason: reasonText(reason, t) }];
    if (ranked.has(option) || (chosen !== undefined && chosen.includes(option)) || chosen === undefined) return [];
    return [{ option, reason: t('screen.reason.notChosen') }];
  });
}

/** An engine reason for not screening an option (`optionAlternatives`, the host's refusals) in the app's language. */
export function reasonText(reason: string, t: T): string {
  if (/^a list\b/.test(reason)) return t('screen.reason.list');
  if (/^a map\b/.test(reason)) return t('screen.reason.map');
  if (reason === 'a number without both bounds') return t('screen.reason.unbounded');
  if (reason === 'no value other than the default') return t('screen.reason.noValue');
  const refused = /^every value refused: (.*)$/s.exec(reason);
  if (refused) return t('screen.reason.refused', { detail: refused[1]! });
  return reason;
}
