// A/B comparison of two batches played with the same bots (normally on the same seeds): every metric side by side
// with the difference B − A, its 95 % interval and p-value, corrected for the number of rows (Holm–Bonferroni by
// default), rows with identical per-game figures merged, a "more balanced?" row, the games needed to detect a
// given difference (power), and the findings for a plain-language verdict (format.ts). Per-game values are paired
// by seed: win/loss rows use the exact McNemar test, counts the sign-flip permutation test (exact where it can be
// counted out), the median game length and the balance figure a seeded bootstrap paired by seed. Pure.
import type { GameRecord } from './batch';
import type { CompiledGame } from '../core/game';
import { balanceBasis, positionWins, teamWon, type BatchMetrics } from './metrics';
import {
  balanceDifference,
  bhAdjust,
  gamesForMean,
  gamesForRate,
  holmAdjust,
  mcnemarDifference,
  median,
  meanCi,
  normalQuantile,
  pairedBootstrap,
  pairedSignFlip,
  BOOTSTRAP_RESAMPLES,
  type Difference,
} from './stats';

/** One compared metric: values under A and B, the difference B − A with interval, raw and corrected p-value. */
export interface ComparisonRow extends Difference {
  /**
   * Metric group: `wins` (teams, seats, first player, turn order), `balance`, `length`, `unfinished`, `decisions`,
   * `lead`, `moves`, `rules`, `cards`, `points` (real-time kinds).
   */
  readonly group: string;
  /**
   * Metric name, e.g. `team 0 wins`, `actions per game`, `DOG-065 per game`. Metrics with identical per-game
   * values under A and under B are one row named `team 1 = seat 1 = seat 3 = first player wins` (`merged`).
   */
  readonly metric: string;
  /** The names of the metrics merged into this row (one name when nothing was merged). */
  readonly merged: readonly string[];
  /**
   * A primary row: win rate per team, seat, first player and turn-order position, game length (actions, deals,
   * simulated minutes) and unfinished games (stalled, aborted). The correction runs over the primary rows as one
   * family and over the other (exploratory) rows as another, so a question asked of every comparison is not
   * diluted by dozens of rule and move counts.
   */
  readonly primary: boolean;
  readonly a: number;
  readonly b: number;
  /**
   * The p-value after the comparison's correction across the rows of its family (primary or exploratory,
   * `Comparison.correction`); `p` stays the raw one.
   */
  readonly pAdjusted: number;
  /** `pAdjusted` < `Comparison.alpha` (0.05): the difference survives the correction for the number of rows. */
  readonly significant: boolean;
}

/** How a comparison corrects for its many rows: Holm–Bonferroni (default), Benjamini–Hochberg, or none. */
export type Correction = 'holm' | 'bh' | 'none';

/** Games per side needed to detect a difference of a given size (two-sided 5 % level, 80 % power). */
export interface PowerNote {
  /** Detectable change of a win rate (absolute, e.g. 0.05 = 5 percentage points) and games per side for it. */
  readonly rateDelta: number;
  readonly rateGames: number;
  /** The win rate it starts from (A's first team, or first seat). */
  readonly rateBase: number;
  /**
   * Detectable change of the mean game length (relative, e.g. 0.05 = 5 %) and games for it (paired by seed);
   * `null` when no size can be given: A has no finished game, or the per-seed length differences do not vary (every
   * seed's B game is as long as its A game, or longer by the same constant), so there is no spread to scale from.
   */
  readonly lengthDelta: number;
  readonly lengthGames: number | null;
  /**
   * The smallest change of the win rate `rateBase` (absolute) that these games per side detect (same level and
   * power; `gamesForRate` inverted), and the smallest relative change of the mean game length (null as for
   * `lengthGames`): what "too few games to tell" means in numbers.
   */
  readonly detectableRate: number;
  readonly detectableLength: number | null;
}

/** A full comparison: both batches' metrics, the rows, and how they were tested. */
export interface Comparison {
  readonly a: BatchMetrics;
  readonly b: BatchMetrics;
  readonly rows: readonly ComparisonRow[];
  readonly correction: Correction;
  /** Level for `significant` (0.05). */
  readonly alpha: number;
  /** Rows tested: rows whose per-game values are not constant and equal on both sides (both families). */
  readonly tested: number;
  /** Tested primary rows (the correction's m for the primary family) and tested exploratory rows (its own m). */
  readonly testedPrimary: number;
  readonly testedExploratory: number;
  /**
   * The start seat varies between A's games (e.g. drawn from the seed): a seat or team number then carries no
   * advantage by itself, and a difference on a seat or team row that is not also the first player's is a chance
   * finding until it holds on fresh seeds.
   */
  readonly randomStart: boolean;
  /** Resamples of each bootstrap row (median, balance). */
  readonly resamples: number;
  /** Whether A and B were played on the same seeds (paired); false for the false-alarm check with shifted seeds. */
  readonly pairedSeeds: boolean;
  readonly power: PowerNote;
}

/** Options of `compareBatches`. */
export interface CompareOptions {
  /** Multiple-comparison correction across rows (default `holm`). */
  readonly correction?: Correction;
  /** Bootstrap resamples for the median and the balance row (default `BOOTSTRAP_RESAMPLES`, 10,000). */
  readonly resamples?: number;
  /**
   * Require `recordsA[i]` and `recordsB[i]` to share a seed (default true). False compares batches on different
   * seeds (e.g. B's seeds shifted), where pairing by index is harmless but gains nothing.
   */
  readonly sameSeeds?: boolean;
  /** Detectable differences for the power note: a win rate change (default 0.05) and a relative length change (0.05). */
  readonly detect?: { readonly rate?: number; readonly length?: number };
}

/**
 * Null when `a` and `b` seat the same table (seat count, active seats, teams); else one sentence naming both tables.
 * An A/B comparison pairs wins per seat and per team by index, so it needs the same table.
 */
export function tableDifference(a: CompiledGame, b: CompiledGame): string | null {
  const table = (g: CompiledGame) => {
    const l = g.layout;
    const teams =
      l.teams.length && l.teams.some((t) => t.length > 1)
        ? `, teams ${l.teams.map((t) => t.join('+')).join(' | ')}`
        : '';
    return `${l.seatCount} seats (playing ${l.active.join(',')})${teams}`;
  };
  const ta = table(a);
  const tb = table(b);
  return ta === tb ? null : `A/B needs the same table: ${a.ruleset.id} has ${ta}, ${b.ruleset.id} has ${tb}`;
}

/**
 * Compares batches A and B. `recordsA[i]` and `recordsB[i]` must come from the same seed (same batch seed and
 * index; unless `options.sameSeeds` is false), which makes every per-game metric a paired comparison. The primary
 * rows (wins, first player, turn order, actions, deals, simulated minutes, stalled and aborted games) come first,
 * then the exploratory rows. Rows whose per-game values are identical (under A and under B) are merged into one,
 * and a move or rule count equal to a length row joins that row (Dog's `deal` events and DOG-011 are its deals);
 * the p-values are then corrected within each family (Holm–Bonferroni by default, so the chance of any false alarm
 * among the primary rows stays ≤ 5 %, and among the exploratory rows too).
 * @throws RangeError if the batches differ in size or seeds.
 */
export function compareBatches(
  a: BatchMetrics,
  recordsA: readonly GameRecord[],
  b: BatchMetrics,
  recordsB: readonly GameRecord[],
  options: CompareOptions = {},
): Comparison {
  const sameSeeds = options.sameSeeds ?? true;
  if (recordsA.length !== recordsB.length || (sameSeeds && recordsA.some((r, i) => r.seed !== recordsB[i]!.seed)))
    throw new RangeError('A/B batches must be played on the same seeds');
  const correction = options.correction ?? 'holm';
  const resamples = options.resamples ?? BOOTSTRAP_RESAMPLES;
  const alpha = 0.05;
  const seedBase = recordsA[0]?.seed ?? '';
  interface Raw {
    group: string;
    metric: string;
    xa: readonly number[];
    xb: readonly number[];
    a: number;
    b: number;
    d: Difference;
    constant: boolean;
  }
  const raw: Raw[] = [];
  const constantEqual = (xa: readonly number[], xb: readonly number[]) => {
    const v = xa[0];
    return xa.every((x) => x === v) && xb.every((x) => x === v);
  };
  const push = (group: string, metric: string, xa: readonly number[], xb: readonly number[], binary = false) => {
    const d = binary ? mcnemarDifference(xa, xb) : pairedSignFlip(xa, xb, `${seedBase}/${metric}`, resamples);
    raw.push({ group, metric, xa, xb, a: mean(xa), b: mean(xb), d, constant: constantEqual(xa, xb) });
  };
  const add = (group: string, metric: string, f: (r: GameRecord) => number, binary = false) =>
    push(group, metric, recordsA.map(f), recordsB.map(f), binary);
  /** The paired values of `f` over the games where it knows the value on both sides (null = unknown). */
  const pairedKnown = (f: (r: GameRecord) => number | null): { xa: number[]; xb: number[] } => {
    const xa: number[] = [];
    const xb: number[] = [];
    recordsA.forEach((r, i) => {
      const va = f(r);
      const vb = f(recordsB[i]!);
      if (va !== null && vb !== null) {
        xa.push(va);
        xb.push(vb);
      }
    });
    return { xa, xb };
  };
  /** A 0/1 row over the games where `f` knows the value on both sides (null = unknown). */
  const addKnown = (group: string, metric: string, f: (r: GameRecord) => number | null, binary: boolean) => {
    const { xa, xb } = pairedKnown(f);
    if (xa.length) push(group, metric, xa, xb, binary);
  };
  const teams = Math.max(a.teams.length, b.teams.length);
  for (let t = 0; t < teams; t++) {
    const seats = (a.teams[t] ?? b.teams[t])!.seats;
    add('wins', `team ${t} wins`, (r) => (teamWon(r, t, seats) ? 1 : 0), true);
  }
  const seats = [...new Set([...a.seats.map((s) => s.seat), ...b.seats.map((s) => s.seat)])].sort((x, y) => x - y);
  for (const s of seats) add('wins', `seat ${s} wins`, (r) => (r.winners.includes(s) ? 1 : 0), true);
  // first player and turn order: only where some game knows them (not for real-time kinds, where nobody acts first)
  const known = (r: GameRecord) => !r.truncated && !r.aborted;
  if (recordsA.some((r) => r.firstSeat !== null) && recordsB.some((r) => r.firstSeat !== null)) {
    addKnown(
      'wins',
      'first player wins',
      (r) => (r.firstSeat === null || !known(r) ? null : r.winners.includes(r.firstSeat) ? 1 : 0),
      true,
    );
  }
  if (a.turnOrder && b.turnOrder) {
    for (let pos = 1; pos < seats.length; pos++) {
      addKnown(
        'wins',
        `${ordinalEn(pos + 1)} to act wins`,
        (r) => {
          const s = r.turnOrder?.[pos];
          return s === undefined || !known(r) ? null : r.winners.includes(s) ? 1 : 0;
        },
        true,
      );
    }
  }
  const rows: MergedRow[] = mergeIdentical(raw, true);
  const exploratory: MergedRow[] = [];
  // more balanced? B's balance figure minus A's (negative: B closer to the fair share), paired bootstrap
  if (a.balance && b.balance && a.balance.basis === b.balance.basis) {
    const basis = balanceBasis(recordsA);
    const d = balanceDifference(
      positionWins(seats, recordsA, basis),
      positionWins(seats, recordsB, basis),
      a.balance.fair,
      `${seedBase}/balance`,
      resamples,
    );
    exploratory.push({
      group: 'balance',
      metric: `more balanced? (largest distance from fair, by ${basis})`,
      merged: ['balance'],
      primary: false,
      a: a.balance.value,
      b: b.balance.value,
      ...d,
      constant: d.diff === 0 && d.lo === 0 && d.hi === 0,
      key: 'balance',
    });
  }
  // primary length and unfinished rows (`lengths`), then the exploratory rest (`tail`)
  const lengths: Raw[] = [];
  const tail: Raw[] = [];
  const pushTail = (group: string, metric: string, xa: readonly number[], xb: readonly number[]) => {
    tail.push({
      group,
      metric,
      xa,
      xb,
      a: mean(xa),
      b: mean(xb),
      d: pairedSignFlip(xa, xb, `${seedBase}/${metric}`, resamples),
      constant: constantEqual(xa, xb),
    });
  };
  const addTail = (group: string, metric: string, f: (r: GameRecord) => number) =>
    pushTail(group, metric, recordsA.map(f), recordsB.map(f));
  const addLength = (metric: string, f: (r: GameRecord) => number) => {
    const xa = recordsA.map(f);
    const xb = recordsB.map(f);
    const d = pairedSignFlip(xa, xb, `${seedBase}/${metric}`, resamples);
    lengths.push({ group: 'length', metric, xa, xb, a: mean(xa), b: mean(xb), d, constant: constantEqual(xa, xb) });
  };
  addLength('actions per game', (r) => r.actions);
  // a round of the engines is a deal (the `deal` event starts it): Dog's and Gassi's players count deals
  addLength('deals per game', (r) => r.rounds);
  if (a.length.minutes && b.length.minutes)
    addLength('simulated minutes per game', (r) => (r.simulatedMs ?? 0) / 60_000);
  const actA = recordsA.map((r) => r.actions);
  const actB = recordsB.map((r) => r.actions);
  const med = pairedBootstrap(actA, actB, `${seedBase}/median`, resamples, median);
  const medRow: Raw = {
    group: 'length',
    metric: 'median actions',
    xa: actA,
    xb: actB,
    a: median(actA),
    b: median(actB),
    d: med,
    constant: constantEqual(actA, actB),
  };
  tail.push(medRow);
  const unfinished: Raw[] = [];
  for (const [metric, f] of [
    ['stalled games', (r: GameRecord) => (r.truncated ? 1 : 0)],
    ['aborted games', (r: GameRecord) => (r.aborted ? 1 : 0)],
  ] as const) {
    const xa = recordsA.map(f);
    const xb = recordsB.map(f);
    unfinished.push({
      group: 'unfinished',
      metric,
      xa,
      xb,
      a: mean(xa),
      b: mean(xb),
      d: mcnemarDifference(xa, xb),
      constant: constantEqual(xa, xb),
    });
  }
  lengths.push(...unfinished);
  if (a.decisions && b.decisions) {
    addTail('decisions', 'decision points per game', (r) => r.decisions?.points ?? 0);
    addTail('decisions', 'forced moves per game', (r) => r.decisions?.forced ?? 0);
    const bf = (r: GameRecord) => (r.decisions && r.decisions.points ? r.decisions.legal / r.decisions.points : null);
    const { xa, xb } = pairedKnown(bf);
    if (xa.length) pushTail('decisions', 'branching factor (legal actions per decision)', xa, xb);
  }
  if (a.lead && b.lead) {
    addTail('lead', 'lead changes per game', (r) => r.leadChanges ?? 0);
    const both = (f: (r: GameRecord) => number | null, metric: string, binary = false) => {
      const { xa, xb } = pairedKnown(f);
      if (!xa.length) return;
      tail.push({
        group: 'lead',
        metric,
        xa,
        xb,
        a: mean(xa),
        b: mean(xb),
        d: binary ? mcnemarDifference(xa, xb) : pairedSignFlip(xa, xb, `${seedBase}/${metric}`, resamples),
        constant: constantEqual(xa, xb),
      });
    };
    both(
      (r) => (r.team !== null && r.midLeader !== null ? (r.midLeader === r.team ? 1 : 0) : null),
      'mid-game leader wins',
      true,
    );
    both((r) => r.drama, "drama (winner's mean deficit)");
    both((r) => r.maxDeficit, "winner's largest deficit");
    both((r) => r.decidedAt, 'decided at (share of the game)');
  }
  const moves = perKey(recordsA, recordsB, (r) => r.eventCounts);
  for (const [k, [xa, xb]] of moves) pushTail('moves', `${k} per game`, xa, xb);
  const rules = perKey(recordsA, recordsB, (r) => r.ruleCounts, [...a.rules.catalogue.ids, ...b.rules.catalogue.ids]);
  for (const [k, [xa, xb]] of rules) pushTail('rules', `${k} per game`, xa, xb);
  for (const [k, [xa, xb]] of perKey(recordsA, recordsB, (r) => r.cardCounts))
    pushTail('cards', `card ${k} plays per game`, xa, xb);
  if (a.points && b.points)
    for (const [k, [xa, xb]] of perKey(recordsA, recordsB, (r) => r.points ?? {}))
      pushTail('points', `${k} points per game`, xa, xb);
  rows.push(...mergeIdentical(lengths, true));
  // a move or rule count with the per-game figures of a game-length row is that quantity counted again (Dog's
  // `deal` events and DOG-011 are its deals): named in the length row, not tested a second time
  const primaryKeys = new Map<string, MergedRow>();
  for (const r of rows) if (!r.constant && r.group === 'length') primaryKeys.set(`${r.test}\u0000${r.key}`, r);
  const rest: Raw[] = [];
  for (const x of tail) {
    const counted = x.group === 'moves' || x.group === 'rules';
    const into = x.constant || !counted ? undefined : primaryKeys.get(`${x.d.test}\u0000${valuesKey(x)}`);
    if (into) (into.merged as string[]).push(x.metric);
    else rest.push(x);
  }
  for (const r of rows) r.metric = joinNames(r.merged);
  exploratory.push(...mergeIdentical(rest, false));
  rows.push(...exploratory);
  // the correction runs over each family of tested rows (constant-and-equal rows have nothing to test: p = 1, not
  // counted): the primary rows, then the exploratory rows
  const pAdj = new Array<number>(rows.length).fill(1);
  const testedIn = (primary: boolean) => {
    const idx = rows.map((r, i) => (r.constant || r.primary !== primary ? -1 : i)).filter((i) => i >= 0);
    const rawP = idx.map((i) => rows[i]!.p);
    const adj = correction === 'holm' ? holmAdjust(rawP) : correction === 'bh' ? bhAdjust(rawP) : rawP;
    idx.forEach((i, j) => (pAdj[i] = adj[j]!));
    return idx.length;
  };
  const testedPrimary = testedIn(true);
  const testedExploratory = testedIn(false);
  const out: ComparisonRow[] = rows.map(({ constant: _c, key: _k, ...r }, i) => ({
    ...r,
    pAdjusted: pAdj[i]!,
    significant: !rows[i]!.constant && pAdj[i]! < alpha,
  }));
  // power: games per side to detect a 5-point change of the first team's win rate, and 5 % longer games
  const rateDelta = options.detect?.rate ?? 0.05;
  const lengthDelta = options.detect?.length ?? 0.05;
  const rateBase = a.teams[0]?.rate ?? a.seats[0]?.rate ?? 0.5;
  const sdDiff = meanCi(actA.map((x, i) => actB[i]! - x)).sd;
  const meanA = a.length.actions.mean;
  const n = recordsA.length;
  const power: PowerNote = {
    rateDelta,
    rateGames: gamesForRate(rateBase, rateDelta),
    rateBase,
    lengthDelta,
    lengthGames: meanA > 0 && sdDiff > 0 ? gamesForMean(sdDiff, lengthDelta * meanA) : null,
    detectableRate: detectableRate(rateBase, n),
    detectableLength: meanA > 0 && sdDiff > 0 && n > 0 ? detectableMean(sdDiff, n) / meanA : null,
  };
  const starts = new Set(recordsA.filter((r) => r.firstSeat !== null).map((r) => r.firstSeat));
  return {
    a,
    b,
    rows: out,
    correction,
    alpha,
    tested: testedPrimary + testedExploratory,
    testedPrimary,
    testedExploratory,
    randomStart: starts.size > 1,
    resamples,
    pairedSeeds: sameSeeds,
    power,
  };
}

/** A comparison row before the correction: `constant` (nothing to test) and `key` (its per-game figures). */
type MergedRow = Omit<ComparisonRow, 'pAdjusted' | 'significant' | 'metric'> & {
  metric: string;
  constant: boolean;
  key: string;
};

/** The per-game figures of a row under A and B as one string (rows with the same key count the same quantity). */
function valuesKey(r: { readonly xa: readonly number[]; readonly xb: readonly number[] }): string {
  return `${r.xa.join(',')}\u0000${r.xb.join(',')}`;
}

/**
 * Merges rows of the same group and test whose per-game values are identical under A and under B (e.g. team 0 =
 * seat 0 = seat 2 in Dog; not the mean and the median of one column): one row, named by its metrics joined with
 * ` = ` (a shared ` wins`/` per game` suffix written once), at the position of the first; `primary` for all.
 */
function mergeIdentical(
  raw: readonly {
    group: string;
    metric: string;
    xa: readonly number[];
    xb: readonly number[];
    a: number;
    b: number;
    d: Difference;
    constant: boolean;
  }[],
  primary: boolean,
): MergedRow[] {
  const byKey = new Map<string, number>();
  const groups: { first: (typeof raw)[number]; names: string[] }[] = [];
  for (const r of raw) {
    const key = `${r.group}\u0000${r.d.test}\u0000${valuesKey(r)}`;
    const at = byKey.get(key);
    if (at === undefined) {
      byKey.set(key, groups.length);
      groups.push({ first: r, names: [r.metric] });
    } else groups[at]!.names.push(r.metric);
  }
  return groups.map(({ first, names }) => ({
    group: first.group,
    metric: joinNames(names),
    merged: names,
    primary,
    a: first.a,
    b: first.b,
    ...first.d,
    constant: first.constant,
    key: valuesKey(first),
  }));
}

/**
 * The smallest change of a win rate near `p` that `n` games per side detect at the 5 % level with 80 % power
 * (`gamesForRate` inverted by bisection; 1 when even a change to 0 or 1 would need more games, 0 games included).
 */
export function detectableRate(p: number, n: number): number {
  if (!(n > 0) || gamesForRate(p, 1) > n) return 1;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (gamesForRate(p, mid) <= n) hi = mid;
    else lo = mid;
  }
  return hi;
}

/**
 * The smallest mean paired difference that `n` pairs with per-pair standard deviation `sd` detect at the 5 % level
 * with 80 % power: (z₁₋α/₂ + z₁₋β)·sd/√n (`gamesForMean` solved for δ).
 */
export function detectableMean(sd: number, n: number): number {
  return ((normalQuantile(0.975) + normalQuantile(0.8)) * sd) / Math.sqrt(n);
}

/** `team 1 wins`, `seat 1 wins` → `team 1 = seat 1 wins`; names without a shared suffix are joined as they are. */
function joinNames(names: readonly string[]): string {
  if (names.length === 1) return names[0]!;
  for (const suffix of [' wins', ' per game']) {
    if (names.every((n) => n.endsWith(suffix)))
      return names.map((n) => n.slice(0, -suffix.length)).join(' = ') + suffix;
  }
  return names.join(' = ');
}

/** `2nd`, `3rd`, … */
function ordinalEn(n: number): string {
  const t = n % 100;
  return `${n}${t >= 11 && t <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th'}`;
}

/**
 * Per-game values of every key of a per-game count map (0 where a game lacks the key), for A and B, sorted by
 * key; `extra` keys are included even when no game has them. One pass over the records instead of one per key.
 */
function perKey(
  recordsA: readonly GameRecord[],
  recordsB: readonly GameRecord[],
  f: (r: GameRecord) => Readonly<Record<string, number>>,
  extra: readonly string[] = [],
): [string, [number[], number[]]][] {
  const cols = new Map<string, [number[], number[]]>();
  const column = (k: string) => {
    let c = cols.get(k);
    if (!c) cols.set(k, (c = [new Array<number>(recordsA.length).fill(0), new Array<number>(recordsB.length).fill(0)]));
    return c;
  };
  for (const k of extra) column(k);
  recordsA.forEach((r, i) => {
    for (const [k, n] of Object.entries(f(r))) column(k)[0][i] = n;
  });
  recordsB.forEach((r, i) => {
    for (const [k, n] of Object.entries(f(r))) column(k)[1][i] = n;
  });
  return [...cols].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
}

function mean(xs: readonly number[]): number {
  return xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0;
}
