// The noise floor of a comparison (`compare --self`): false alarms counted per row and per run, and the balance
// figure of a perfectly fair game from a permutation of the positions.
import { describe, expect, it } from 'vitest';
import { fairBalance, noiseFloor, type Comparison, type ComparisonRow } from '../src/engine';

function row(group: string, metric: string, significant: boolean): ComparisonRow {
  return {
    group,
    metric,
    merged: [metric],
    primary: ['wins', 'length', 'unfinished'].includes(group) && !metric.startsWith('median'),
    a: 0,
    b: 0,
    diff: 0,
    lo: 0,
    hi: 0,
    p: significant ? 0.001 : 0.5,
    test: 'paired',
    pAdjusted: significant ? 0.01 : 1,
    significant,
  };
}

function cmp(rows: ComparisonRow[]): Comparison {
  return { rows } as unknown as Comparison;
}

describe('noise floor', () => {
  it('counts runs with a significant primary row apart from exploratory rows', () => {
    const floor = noiseFloor([
      cmp([row('wins', 'team 0 wins', true), row('moves', 'walk per game', false)]),
      cmp([row('wins', 'team 0 wins', false), row('moves', 'walk per game', true)]),
      cmp([row('wins', 'team 0 wins', false), row('length', 'actions per game', false)]),
    ]);
    expect(floor.runs).toBe(3);
    expect(floor.anyPrimary).toBe(1);
    expect(floor.anyRow).toBe(2);
    const team = floor.rows.find((r) => r.metric === 'team 0 wins')!;
    expect(team).toMatchObject({ primary: true, significant: 1, runs: 3 });
    expect(floor.rows.find((r) => r.metric === 'walk per game')).toMatchObject({ primary: false, significant: 1 });
    expect(floor.rows.find((r) => r.metric === 'actions per game')).toMatchObject({ primary: true, runs: 1 });
  });

  it("a fair game's balance figure shrinks with more games and is 0 only when every position wins alike", () => {
    // two positions, one winner per game: position 0 won every game as played
    const games = (n: number) => [new Int8Array(n).fill(1), new Int8Array(n).fill(0)];
    const small = fairBalance(games(20), 0.5, 'fair');
    const large = fairBalance(games(500), 0.5, 'fair');
    expect(small.draws).toBe(2000);
    expect(small.median).toBeGreaterThan(large.median);
    expect(small.p95).toBeGreaterThanOrEqual(small.median);
    // about 1.96 × sqrt(0.25 / 500) ≈ 4.4 pp for the 95th percentile of |share − ½| over 500 fair games
    expect(large.p95).toBeGreaterThan(0.03);
    expect(large.p95).toBeLessThan(0.06);
    // the same seed gives the same figure
    expect(fairBalance(games(20), 0.5, 'fair')).toEqual(small);
  });
});
