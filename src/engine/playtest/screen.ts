// Option screening: every option of a ruleset at its alternative values (booleans flipped, enums every other
// value, numbers at the ends and middle of their range, read from the option's zod schema), each value compared
// with the base on the same seeds (`compareBatches`), options ranked by their largest effect on the primary metrics
// (win rates per team and seat, first player, game length, stalled and aborted games), and values whose games are
// identical to the base's marked "no effect in these games" (same action sequences, `GameRecord.actionDigest`). Pure.
import type { z } from 'zod';
import type { Json, OptionSpec } from '../core/types';
import type { GameRecord } from './batch';
import type { Comparison, ComparisonRow } from './compare';

/** The values an option is screened at, or why it is not screened. */
export type OptionAlternatives =
  | { readonly ok: true; readonly values: readonly Json[] }
  | { readonly ok: false; readonly reason: string };

/** The metric groups of a comparison that count as primary for screening (`ComparisonRow.group`). */
export const PRIMARY_GROUPS: readonly string[] = ['wins', 'length', 'unfinished'];

/**
 * The alternative values of one option, read from its zod schema: a boolean is flipped, an enum or literal takes
 * every value, a number its minimum, maximum and the middle of its range (rounded for integers), `null` where the
 * schema allows it; unions and nullables combine their members. The default itself and values the schema refuses
 * are left out. Lists and maps (arrays, objects) and numbers without both bounds are not screened: `ok: false` with
 * the reason in words.
 */
export function optionAlternatives(spec: OptionSpec): OptionAlternatives {
  const found = candidates(spec.schema as z.ZodType);
  if (!found.ok) return found;
  const seen = new Set<string>([JSON.stringify(spec.default)]);
  const values: Json[] = [];
  for (const v of found.values) {
    const key = JSON.stringify(v);
    if (seen.has(key) || !spec.schema.safeParse(v).success) continue;
    seen.add(key);
    values.push(v);
  }
  return values.length ? { ok: true, values } : { ok: false, reason: 'no value other than the default' };
}

/** Candidate values of a schema (before the default and refused values are removed). */
function candidates(schema: z.ZodType): OptionAlternatives {
  const def = (schema as unknown as { def: { type: string } & Record<string, unknown> }).def;
  switch (def.type) {
    case 'boolean':
      return { ok: true, values: [true, false] };
    case 'enum':
      return { ok: true, values: Object.values(def.entries as Record<string, string>) };
    case 'literal':
      return { ok: true, values: [...(def.values as Json[])] };
    case 'null':
      return { ok: true, values: [null] };
    case 'number': {
      const n = schema as unknown as { minValue: number | null; maxValue: number | null; isInt: boolean };
      const lo = n.minValue;
      const hi = n.maxValue;
      if (lo === null || hi === null || !Number.isFinite(lo) || !Number.isFinite(hi))
        return { ok: false, reason: 'a number without both bounds' };
      const mid = n.isInt ? Math.round((lo + hi) / 2) : (lo + hi) / 2;
      return { ok: true, values: [lo, mid, hi] };
    }
    case 'nullable':
    case 'optional':
    case 'default':
    case 'readonly': {
      const inner = candidates(def.innerType as z.ZodType);
      if (!inner.ok) return inner;
      return { ok: true, values: def.type === 'nullable' ? [...inner.values, null] : inner.values };
    }
    case 'union': {
      const values: Json[] = [];
      for (const o of def.options as z.ZodType[]) {
        const c = candidates(o);
        if (!c.ok) return c;
        values.push(...c.values);
      }
      return { ok: true, values };
    }
    case 'array':
    case 'tuple':
      return { ok: false, reason: 'a list (screen it with compare --set)' };
    case 'object':
    case 'record':
      return { ok: false, reason: 'a map (screen it with compare --set)' };
    default:
      return { ok: false, reason: `a ${def.type} value` };
  }
}

/**
 * The options to screen: all of `options` (in declaration order) when `names` is undefined, else the named ones.
 * Returns the error text when a name is not an option, naming it and listing the available options.
 */
export function selectScreenOptions(
  options: Readonly<Record<string, OptionSpec>>,
  names: readonly string[] | undefined,
): { ok: true; names: readonly string[] } | { ok: false; error: string } {
  const all = Object.keys(options);
  if (names === undefined) return { ok: true, names: all };
  for (const n of names)
    if (!Object.hasOwn(options, n))
      return { ok: false, error: `"${n}" is not an option of this ruleset; its options are: ${all.join(', ')}` };
  return { ok: true, names: [...new Set(names)] };
}

/**
 * A fingerprint of a game's action sequence (FNV-1a, 32 bits, hex) for telling identical games apart: equal games
 * give equal digests; different games give different ones except for hash collisions (about 1 in 4 billion).
 */
export function actionDigest(actions: readonly Json[]): string {
  let h = 0x811c9dc5;
  const text = JSON.stringify(actions);
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/**
 * Whether two batches played on the same seeds are the same games: every game has the same action sequence
 * (`actionDigest`), the same outcome and the same length. False when the sizes differ or a record lacks a digest.
 */
export function identicalGames(a: readonly GameRecord[], b: readonly GameRecord[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((r, i) => {
    const o = b[i]!;
    return (
      r.actionDigest !== undefined &&
      r.actionDigest === o.actionDigest &&
      r.seed === o.seed &&
      r.actions === o.actions &&
      r.reason === o.reason &&
      r.winners.join() === o.winners.join()
    );
  });
}

/**
 * One primary effect in a common unit: a win or unfinished rate's change in percentage points, a length row's
 * change in percent of the base's mean; the 95 % interval in the same unit.
 */
export interface ScreenEffect {
  /** The comparison row (`ComparisonRow.metric`, merged names joined with " = "). */
  readonly metric: string;
  readonly group: string;
  /** `pp` (percentage points) or `%` (percent of the base). */
  readonly unit: 'pp' | '%';
  readonly effect: number;
  readonly lo: number;
  readonly hi: number;
  /** p-value after the comparison's correction across rows. */
  readonly pAdjusted: number;
  readonly significant: boolean;
}

/** One screened value of one option at one bot level. */
export interface ScreenCell {
  readonly option: string;
  readonly value: Json;
  /** The bot level (`normal`, `strong`, …) the games were played at. */
  readonly level: string;
  /** The games are the base's games action for action ("no effect in these games"). */
  readonly identical: boolean;
  /** The largest primary effect (by |effect|), or null when no primary row moved. */
  readonly top: ScreenEffect | null;
  /** Primary rows significant after correction. */
  readonly significantRows: number;
}

/** One option in the ranking: its strongest value and level, and every cell screened. */
export interface ScreenEntry {
  readonly option: string;
  /** 1-based rank (1 = largest effect). */
  readonly rank: number;
  /** Every screened value at every level gave the base's games. */
  readonly identical: boolean;
  /** The cell with the largest primary effect (ties: the first screened). */
  readonly best: ScreenCell;
  readonly cells: readonly ScreenCell[];
}

/** An option that was not screened and why (a list, a map, a value the ruleset refuses, another table). */
export interface ScreenSkip {
  readonly option: string;
  readonly reason: string;
}

/**
 * The primary rows of a comparison (`ComparisonRow.primary`; for rows made without the flag: the `PRIMARY_GROUPS`
 * without the median row, a bootstrap of the same actions).
 */
export function primaryRows(cmp: Comparison): readonly ComparisonRow[] {
  return cmp.rows.filter(
    (r) => (r.primary as boolean | undefined) ?? (PRIMARY_GROUPS.includes(r.group) && !r.metric.startsWith('median')),
  );
}

/** The primary effects of a comparison in common units (`ScreenEffect`), largest `sureEffect` first, then largest |effect|. */
export function primaryEffects(cmp: Comparison): ScreenEffect[] {
  return primaryRows(cmp)
    .map((r): ScreenEffect => {
      const length = r.group === 'length';
      const scale = length ? (r.a === 0 ? 0 : 100 / r.a) : 100;
      return {
        metric: r.metric,
        group: r.group,
        unit: length ? '%' : 'pp',
        effect: r.diff * scale,
        lo: r.lo * scale,
        hi: r.hi * scale,
        pAdjusted: r.pAdjusted,
        significant: r.significant,
      };
    })
    .sort((x, y) => sureEffect(y) - sureEffect(x) || Math.abs(y.effect) - Math.abs(x.effect));
}

/**
 * The part of an effect its 95 % interval is sure of: the distance of the interval's nearer end from 0 when the
 * interval excludes 0, else 0. Ranking by it first keeps a wide interval on a few games (a turn-order position
 * known in two games) from outranking a smaller effect measured well.
 */
export function sureEffect(e: ScreenEffect): number {
  return e.lo > 0 ? e.lo : e.hi < 0 ? -e.hi : 0;
}

/** The screening cell of one comparison (`identical`: the games were the base's, `identicalGames`). */
export function screenCell(
  option: string,
  value: Json,
  level: string,
  cmp: Comparison,
  identical: boolean,
): ScreenCell {
  const effects = identical ? [] : primaryEffects(cmp);
  const top = effects.find((e) => e.effect !== 0) ?? null;
  return { option, value, level, identical, top, significantRows: effects.filter((e) => e.significant).length };
}

/**
 * Ranks options by their largest primary effect over all their values and levels: options with a significant
 * primary row first, then by `sureEffect` (the part the interval is sure of), then by |effect| (pp or %; an
 * identical or unmoved cell counts 0); ties keep the screening order. Options with identical games everywhere
 * rank last, marked `identical`.
 */
export function rankScreen(cells: readonly ScreenCell[]): ScreenEntry[] {
  const byOption = new Map<string, ScreenCell[]>();
  for (const c of cells) {
    const list = byOption.get(c.option) ?? [];
    list.push(c);
    byOption.set(c.option, list);
  }
  const sure = (c: ScreenCell) => (c.top ? sureEffect(c.top) : 0);
  const size = (c: ScreenCell) => (c.top ? Math.abs(c.top.effect) : 0);
  const better = (c: ScreenCell, d: ScreenCell) => sure(c) > sure(d) || (sure(c) === sure(d) && size(c) > size(d));
  const entries = [...byOption].map(([option, list], order) => {
    let best = list[0]!;
    for (const c of list) if (better(c, best)) best = c;
    return { option, order, identical: list.every((c) => c.identical), best, cells: list };
  });
  entries.sort(
    (x, y) =>
      Number(x.identical) - Number(y.identical) ||
      Number(y.best.significantRows > 0) - Number(x.best.significantRows > 0) ||
      sure(y.best) - sure(x.best) ||
      size(y.best) - size(x.best) ||
      x.order - y.order,
  );
  return entries.map(({ order: _o, ...e }, i) => ({ ...e, rank: i + 1 }));
}

/**
 * The ranking as a table for a terminal: rank, option, strongest value and level, its largest primary row with
 * the effect and 95 % interval, corrected p, and "no effect in these games" for identical games; skipped options
 * listed below with their reason.
 */
export function formatScreen(entries: readonly ScreenEntry[], skipped: readonly ScreenSkip[]): string {
  const lines: string[] = [];
  const num = (x: number) => (x >= 0 ? '+' : '') + x.toFixed(1);
  for (const e of entries) {
    const c = e.best;
    const head = `${String(e.rank).padStart(3)}. ${e.option}`;
    if (e.identical) {
      lines.push(`${head}: no effect in these games (every value played the base's games)`);
      continue;
    }
    if (!c.top) {
      lines.push(`${head}: games differ, no primary metric moved`);
      continue;
    }
    const t = c.top;
    lines.push(
      `${head}=${JSON.stringify(c.value)} (${c.level}): ${t.metric} ${num(t.effect)} ${t.unit} [${num(t.lo)}, ${num(t.hi)}], p(corr.) ${t.pAdjusted < 0.001 ? '< 0.001' : t.pAdjusted.toFixed(3)}${t.significant ? ' *' : ''}`,
    );
  }
  if (skipped.length) {
    lines.push('not screened:');
    for (const s of skipped) lines.push(`  ${s.option}: ${s.reason}`);
  }
  return lines.join('\n') + '\n';
}
