// A sweep's values compared with one reference value (the ruleset's own where the range holds it, else the first):
// primary rows with p after Holm, same-quantity rows merged (Dog's deals, DOG-011: a deal starts a round), a verdict
// in words naming the value and the reference, "too few games to tell" with the detectable sizes, "identical
// games" for a value that plays the reference's games action for action; the CLI prints them under its table
// (docs/playtest.md, "Sweeps").
import { describe, expect, it } from 'vitest';
import {
  compareSweep,
  computeMetrics,
  sweepCsv,
  sweepReference,
  sweepRow,
  type GameRecord,
  type SweepAxis,
} from '../src/engine';
import { sweepTable, sweepVerdictText } from '../src/cli/sweep';
import { rulebench } from './support/cli';
import { dogRecord, dogStandard } from './support/dog-records';

const dog = dogStandard;
const rec = (index: number, winners: readonly number[], over: Partial<GameRecord> = {}): GameRecord =>
  dogRecord(index, winners, over, { digest: true });

const wins = (i: number) => (i % 2 ? [1, 3] : [0, 2]);
const axes: SweepAxis[] = [{ option: 'handSize', values: [5, 6, 7] }];

/** Three sweep values on the same 40 seeds: 5 (reference), 6 the same games, 7 about 3 deals longer. */
function sweep() {
  const g = dog();
  const five = Array.from({ length: 40 }, (_, i) => rec(i, wins(i), { rounds: 4 + (i % 5) }));
  const six = five.map((r) => ({ ...r }));
  const seven = five.map((r, i) =>
    rec(i, r.winners, {
      rounds: r.rounds + 2 + (i % 3),
      actions: r.actions + 40,
      actionDigest: `other-${i}`,
    }),
  );
  const records = [five, six, seven];
  const metrics = records.map((r) => computeMetrics(g, r));
  return { g, records, metrics };
}

describe('sweep against a reference value', () => {
  it("takes the ruleset's own value when the range holds it, else the first value (per axis)", () => {
    expect(sweepReference(axes, { handSize: 6 })).toEqual({ index: 1, source: 'ruleset' });
    expect(sweepReference(axes, { handSize: 9 })).toEqual({ index: 0, source: 'first' });
    expect(sweepReference(axes, {})).toEqual({ index: 0, source: 'first' });
    // two axes: the grid point of both own values (first axis outermost)
    const two: SweepAxis[] = [...axes, { option: 'jokers', values: [true, false] }];
    expect(sweepReference(two, { handSize: 7, jokers: false })).toEqual({ index: 5, source: 'ruleset' });
    expect(sweepReference(two, { handSize: 7, jokers: 'x' })).toEqual({ index: 4, source: 'first' });
  });

  it('compares each value on the primary rows, Holm over them, deals merged with DOG-011 and the deal events', () => {
    const { records, metrics } = sweep();
    const cmp = compareSweep(axes, metrics, records, sweepReference(axes, {}), undefined, 200);
    expect(cmp.reference.point).toEqual({ handSize: 5 });
    expect(cmp.values[0]!.reference).toBe(true);
    expect(cmp.values[0]!.rows).toEqual([]);
    const seven = cmp.values[2]!;
    expect(seven.identical).toBe(false);
    const deals = seven.rows.find((r) => r.merged.includes('deals per game'))!;
    // DOG-011 (a deal starts a round) counts the same quantity: one row, not tested twice
    expect(deals.merged).toEqual(['deals per game', 'deal per game', 'DOG-011 per game']);
    expect(seven.rows.filter((r) => r.merged.includes('DOG-011 per game'))).toHaveLength(1);
    // only primary rows: wins, length, unfinished (no exploratory move counts)
    expect(new Set(seven.rows.map((r) => r.group))).toEqual(new Set(['wins', 'length', 'unfinished']));
    expect(deals.significant).toBe(true);
    expect(deals.pAdjusted).toBeGreaterThanOrEqual(deals.p);
    expect(seven.significant).toBe(seven.rows.filter((r) => r.significant).length);
    // the verdict names the value and the reference, leads with the deals
    expect(seven.verdict.en).toMatch(/^handSize=7: games last about 3\.0 deals longer than at 5 \(\+\d+\.\d %\)/);
    expect(seven.verdict.de).toMatch(
      /^handSize=7: Partien dauern etwa 3,0 Austeilrunden länger als bei 5 \(\+\d+,\d %\)/,
    );
  });

  it('marks a value whose games are the reference games action for action as identical games', () => {
    const { records, metrics } = sweep();
    const cmp = compareSweep(axes, metrics, records, sweepReference(axes, {}), undefined, 200);
    const six = cmp.values[1]!;
    expect(six.identical).toBe(true);
    expect(six.rows).toEqual([]);
    expect(six.verdict.en).toBe(
      'handSize=6: identical games (every game the same actions as at 5), no effect in these games.',
    );
    expect(six.verdict.de).toMatch(/^handSize=6: gleiche Partien/);
    // one game with another action sequence is no longer identical, even with the same figures
    const changed = records.map((r, k) => (k === 1 ? r.map((x, i) => (i === 7 ? { ...x, actionDigest: 'x' } : x)) : r));
    const again = compareSweep(axes, metrics, changed, sweepReference(axes, {}), undefined, 200);
    expect(again.values[1]!.identical).toBe(false);
    expect(again.values[1]!.rows.length).toBeGreaterThan(0);
  });

  it('says "too few games to tell" with the detectable sizes when no primary row survives Holm', () => {
    const g = dog();
    const a = Array.from({ length: 12 }, (_, i) => rec(i, wins(i)));
    // one more action in a third of the games, the winners of two seeds swapped: nothing a dozen games can tell
    const b = a.map((r, i) =>
      rec(i, i < 2 ? wins(i + 1) : r.winners, { actions: r.actions + (i % 3 === 0 ? 1 : 0), actionDigest: `b${i}` }),
    );
    const m = [a, b].map((r) => computeMetrics(g, r));
    const ax: SweepAxis[] = [{ option: 'handSize', values: [6, 7] }];
    const cmp = compareSweep(ax, m, [a, b], sweepReference(ax, { handSize: 6 }), undefined, 200);
    const v = cmp.values[1]!;
    expect(v.significant).toBe(0);
    expect(v.verdict.en).toMatch(
      /^handSize=7: too few games to tell: no primary difference survives Holm–Bonferroni across \d+ rows; with 12 games per side only about ±\d+ points in a win rate/,
    );
    expect(v.verdict.de).toMatch(
      /^handSize=7: zu wenige Partien für eine Aussage: .*mit 12 Partien je Seite würden erst etwa ±\d+ Prozentpunkte/,
    );
  });

  it('prints the standing per value in the table, the verdicts and p-values under it, and CSV columns', () => {
    const { records, metrics } = sweep();
    const cmp = compareSweep(axes, metrics, records, sweepReference(axes, { handSize: 5 }), undefined, 200);
    const rows = metrics.map((m, i) => sweepRow({ handSize: axes[0]!.values[i]! }, m));
    const table = sweepTable(axes, rows, 'en', cmp, [
      [0, 2],
      [1, 3],
    ]);
    const lines = table.trimEnd().split('\n');
    expect(lines[0]).toMatch(
      /^handSize +team 0 = seat 0 = seat 2 wins +team 1 = seat 1 = seat 3 wins +first player wins +mean actions .* mean deals /,
    );
    expect(lines[1]).toMatch(/reference$/);
    expect(lines[2]).toMatch(/identical games$/);
    expect(lines[3]).toMatch(/\d of \d+ \*$/);
    const text = sweepVerdictText(cmp, 'normal');
    expect(text.split('\n')[0]).toBe(
      "verdict against handSize=5 (the ruleset's own value); bots: normal; p corrected (Holm–Bonferroni) across each value's primary rows, * = corrected p < 0.05:",
    );
    expect(text).toMatch(
      /^ {2}deals = deal = DOG-011 per game +6 +8\.97 +\+2\.98 +\[[\d.]+, [\d.]+\] +<0\.001 +<0\.001 +\*$/m,
    );
    expect(sweepVerdictText(cmp, 'normal', 'de')).toMatch(
      /^Urteil gegen handSize=5 \(der eigene Wert des Regelwerks\); Bots: normal;/,
    );
    const csv = sweepCsv(axes, rows, 'normal', cmp).trimEnd().split('\n');
    expect(csv[0]).toMatch(
      /,mean_rounds,first_player_win_rate,.*,reference,identical_games,primary_significant,min_p_holm,verdict,bots$/,
    );
    expect(csv[1]).toMatch(/,true,false,,,,normal$/);
    expect(csv[2]).toMatch(
      /,false,true,,,"handSize=6: identical games \(every game the same actions as at 5\), no effect in these games\.",normal$/,
    );
    expect(csv[3]).toMatch(/,false,false,[1-9]\d*,0,"handSize=7: games last about 3\.0 deals longer/);
  });
});

describe('rulebench sweep prints a verdict per value', () => {
  /** `rulebench sweep gassi/gassi-2.5.3 --vary startHandSize=5,7 --games 12 --seed 1 --quiet` plus `extra`. */
  const sweepGassi = (...extra: string[]) =>
    rulebench([
      'sweep',
      'gassi/gassi-2.5.3',
      '--vary',
      'startHandSize=5,7',
      '--games',
      '12',
      '--seed',
      '1',
      '--quiet',
      ...extra,
    ]);
  it('names the reference, the level, each value against it in words and its primary rows with p (Holm)', async () => {
    const r = await sweepGassi();
    expect(r.code).toBe(0);
    // the ruleset's own start hand is 7 (GAS-020): the reference, though not the first value
    expect(r.out).toMatch(
      /^verdict against startHandSize=7 \(the ruleset's own value\); bots: normal; p corrected \(Holm–Bonferroni\)/m,
    );
    expect(r.out).toMatch(
      /^startHandSize=5: (games last about [\d.]+ actions shorter than at 7|too few games to tell)/m,
    );
    expect(r.out).toMatch(/^ {2}actions per game +[\d.]+ +[\d.]+ +[-+][\d.]+ +\[/m);
    expect(r.out).toMatch(
      /^startHandSize +seat 0 wins +seat 1 wins +seat 2 wins +first player wins +mean actions +sd +mean deals/m,
    );
    const de = await sweepGassi('--lang', 'de');
    expect(de.out).toMatch(/^Urteil gegen startHandSize=7 \(der eigene Wert des Regelwerks\); Bots: normal;/m);
    expect(de.out).toMatch(
      /^startHandSize=5: (Partien dauern etwa [\d,]+ Aktionen kürzer als bei 7|zu wenige Partien)/m,
    );
    const json = await sweepGassi('--json');
    const summary = JSON.parse(json.out) as {
      comparison: {
        reference: { point: object; source: string };
        values: { reference: boolean; rows: { pAdjusted: number }[] }[];
      };
    };
    expect(summary.comparison.reference).toMatchObject({ point: { startHandSize: 7 }, source: 'ruleset' });
    expect(summary.comparison.values[1]!.reference).toBe(true);
    expect(summary.comparison.values[0]!.rows.every((x) => x.pAdjusted >= 0 && x.pAdjusted <= 1)).toBe(true);
  }, 120_000);
});
