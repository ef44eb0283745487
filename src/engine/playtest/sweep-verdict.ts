// A sweep's values each compared with one reference value on the same seeds: the reference is the ruleset's own
// value where the sweep's range holds it, else the sweep's first value; every other value is an A/B comparison
// (`compareBatches`: Holm over the primary rows, rows that are the same quantity merged), its primary rows with
// their p-values, and the comparison's verdict in words naming the value and the reference ("startHandSize=7: games
// last about 4.1 actions longer than at 5 (+23.0 %)"). A value whose games are the reference's action for action
// (`identicalGames`) is marked "identical games" instead. Pure.
import type { Json } from '../core/types';
import type { GameRecord } from './batch';
import { compareBatches, type ComparisonRow, type Correction } from './compare';
import { comparisonVerdict, type ReportNumbering } from './format';
import type { BatchMetrics } from './metrics';
import { identicalGames, primaryRows } from './screen';
import { expandSweep, type SweepAxis, type SweepPoint } from './sweep';

/** Which grid point the sweep's values are compared with, and why it was chosen. */
export interface SweepReference {
  /** Index of the reference point in `expandSweep(axes)` order. */
  readonly index: number;
  /**
   * `ruleset`: every axis's reference is the value the ruleset itself has (with `--set` applied); `first`: at least
   * one axis does not hold the ruleset's value (or it is not known, e.g. a bot parameter), so that axis starts at
   * its first value.
   */
  readonly source: 'ruleset' | 'first';
}

/**
 * The reference point of a sweep: for each axis the ruleset's own value (`own[option]`, compared as JSON) when the
 * axis's values hold it, else the axis's first value; `source` is `ruleset` only when every axis found its own value.
 */
export function sweepReference(
  axes: readonly SweepAxis[],
  own: Readonly<Record<string, Json | undefined>>,
): SweepReference {
  let index = 0;
  let fromRuleset = true;
  for (const axis of axes) {
    const mine = own[axis.option];
    const at = mine === undefined ? -1 : axis.values.findIndex((v) => JSON.stringify(v) === JSON.stringify(mine));
    if (at < 0) fromRuleset = false;
    index = index * axis.values.length + Math.max(0, at);
  }
  return { index, source: fromRuleset ? 'ruleset' : 'first' };
}

/** One primary row of a value's comparison with the reference (a `ComparisonRow` without its exploratory fields). */
export type SweepPrimaryRow = Pick<
  ComparisonRow,
  'group' | 'metric' | 'merged' | 'a' | 'b' | 'diff' | 'lo' | 'hi' | 'p' | 'pAdjusted' | 'significant' | 'test'
>;

/** One value of a sweep against the reference. */
export interface SweepValueComparison {
  readonly point: SweepPoint;
  /** This value is the reference: no rows, no verdict. */
  readonly reference: boolean;
  /** Its games are the reference's games action for action (`identicalGames`): no rows, verdict "identical games". */
  readonly identical: boolean;
  /**
   * The comparison's primary rows (win rate per team and seat, first player, turn-order positions, actions and
   * deals per game, stalled and aborted games; same-quantity rows merged), difference value − reference, 95 %
   * interval, raw p and p after Holm over the primary rows; empty for the reference and identical games.
   */
  readonly rows: readonly SweepPrimaryRow[];
  /** Primary rows significant after the correction. */
  readonly significant: number;
  /** The verdict sentence in English and German (`comparisonVerdict` with the value and the reference named). */
  readonly verdict: { readonly en: string; readonly de: string };
}

/** Every value of a sweep against its reference (`compareSweep`). */
export interface SweepComparison {
  readonly reference: SweepReference & { readonly point: SweepPoint };
  readonly correction: Correction;
  readonly values: readonly SweepValueComparison[];
}

/** `startHandSize=7` or `a=1 b=true`: a grid point as a verdict names it. */
export function sweepPointText(point: SweepPoint): string {
  return Object.entries(point)
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(' ');
}

/**
 * Compares every point of a sweep with the reference point `reference.index` on the same seeds (`compareBatches`,
 * Holm–Bonferroni over the primary rows; `metrics[i]` and `records[i]` belong to `expandSweep(axes)[i]`). The
 * reference gets `reference: true`; a point whose games equal the reference's (`identicalGames`) is marked
 * `identical` ("identical games", no test run); every other point carries its primary rows and a verdict
 * (`comparisonVerdict`, teams and seats named by `numbering`) led by the point and comparing with the reference
 * value ("than at 5"). `resamples` as `compareBatches` (bootstrap rows; default 10,000).
 * @throws RangeError when a point's records are not on the reference's seeds (as `compareBatches`).
 */
export function compareSweep(
  axes: readonly SweepAxis[],
  metrics: readonly BatchMetrics[],
  records: readonly (readonly GameRecord[])[],
  reference: SweepReference,
  numbering?: ReportNumbering,
  resamples?: number,
): SweepComparison {
  const points = expandSweep(axes);
  const ref = reference.index;
  const refPoint = points[ref]!;
  // the reference named by the values of the axes that differ (one axis: just the value, "than at 5")
  const against = (p: SweepPoint) => {
    const diff = axes.filter((a) => JSON.stringify(p[a.option]) !== JSON.stringify(refPoint[a.option]));
    const shown = diff.length ? diff : axes;
    if (axes.length === 1) return sweepPointText({ x: refPoint[shown[0]!.option]! }).slice(2);
    return sweepPointText(Object.fromEntries(shown.map((a) => [a.option, refPoint[a.option]!])));
  };
  const values = points.map((point, i): SweepValueComparison => {
    if (i === ref)
      return { point, reference: true, identical: false, rows: [], significant: 0, verdict: { en: '', de: '' } };
    const name = sweepPointText(point);
    if (identicalGames(records[ref]!, records[i]!)) {
      const at = against(point);
      return {
        point,
        reference: false,
        identical: true,
        rows: [],
        significant: 0,
        verdict: {
          en: `${name}: identical games (every game the same actions as at ${at}), no effect in these games.`,
          de: `${name}: gleiche Partien (jede Partie mit denselben Aktionen wie bei ${at}), keine Wirkung in diesen Partien.`,
        },
      };
    }
    const cmp = compareBatches(metrics[ref]!, records[ref]!, metrics[i]!, records[i]!, { resamples });
    const rows = primaryRows(cmp).map(
      (r): SweepPrimaryRow => ({
        group: r.group,
        metric: r.metric,
        merged: r.merged,
        a: r.a,
        b: r.b,
        diff: r.diff,
        lo: r.lo,
        hi: r.hi,
        p: r.p,
        pAdjusted: r.pAdjusted,
        significant: r.significant,
        test: r.test,
      }),
    );
    const at = against(point);
    const names = (lang: 'de' | 'en') => ({ b: name, a: lang === 'de' ? `bei ${at}` : `at ${at}` });
    return {
      point,
      reference: false,
      identical: false,
      rows,
      significant: rows.filter((r) => r.significant).length,
      verdict: {
        en: comparisonVerdict(cmp, 'en', numbering, names('en')).verdict,
        de: comparisonVerdict(cmp, 'de', numbering, names('de')).verdict,
      },
    };
  });
  return { reference: { ...reference, point: refPoint }, correction: 'holm', values };
}
