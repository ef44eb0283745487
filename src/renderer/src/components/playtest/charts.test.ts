// The Playtest charts: each arm's interval on its own bar in its colour; the sweep length chart
// plots deals on their own axis (not "mean deals × 10" on the actions axis), both axes from 0; the playtest texts
// exist in DE and EN.
import { describe, expect, it } from 'vitest';
import type { PlaytestReport } from '../../../../shared/ipc-contract';
import { sweepLengthChart, sweepWinChart, turnOrderChart, winChart } from './charts';
import { PT_DE, PT_EN, ptText } from './texts';

const rate = (k: number, n: number) => ({
  k,
  n,
  rate: k / n,
  lo: Math.max(0, k / n - 0.1),
  hi: Math.min(1, k / n + 0.1),
});

/** A two-arm report with just what the charts read. */
function report(): PlaytestReport {
  const metrics = [0, 1].map((i) => ({
    teams: [
      { team: 0, seats: [0, 2], ...rate(50 + i * 10, 100) },
      { team: 1, seats: [1, 3], ...rate(50 - i * 10, 100) },
    ],
    turnOrder: {
      fair: 0.5,
      positions: [0, 1, 2, 3].map((position) => ({ position, ...rate(position % 2 ? 45 : 55, 100) })),
    },
  }));
  return {
    labels: ['A', 'B'],
    metrics,
    games: [[], []],
    sweep: {
      axes: [{ option: 'jokersPerDeck', values: [0, 1, 2] }],
      rows: [0, 1, 2].map((v) => ({ point: { jokersPerDeck: v }, meanActions: 1000 + 100 * v, meanRounds: 50 + v })),
    },
  } as unknown as PlaytestReport;
}

describe('playtest charts', () => {
  it("draws each interval on its own arm's bar (same stack), in that arm's colour", () => {
    const c = winChart(report());
    const intervals = c.datasets.filter((d) => d.interval);
    const bars = c.datasets.filter((d) => !d.interval);
    expect(intervals).toHaveLength(2);
    expect(bars).toHaveLength(2);
    for (let i = 0; i < 2; i++) {
      expect(intervals[i]!.stack).toBe(bars[i]!.stack);
      expect(intervals[i]!.color).toBe(bars[i]!.color);
    }
    expect(intervals[0]!.color).not.toBe(intervals[1]!.color);
    // the interval of arm B, team 0: 60 % ± 10
    expect(intervals[1]!.data[0]).toEqual([50, 70]);
  });

  it('plots mean deals on their own axis, not ×10 on the actions axis, both axes from 0', () => {
    const c = sweepLengthChart(report())!;
    expect(c.datasets.map((d) => d.label).join(' ')).not.toMatch(/× ?10/);
    const rounds = c.datasets.find((d) => d.axis === 'y2')!;
    expect(rounds.data).toEqual([50, 51, 52]);
    expect(c.datasets.find((d) => d.axis === 'y')!.data).toEqual([1000, 1100, 1200]);
    // deals, as Dog's and Gassi's players count them (a round of the engines is a deal); both axes counts from 0
    expect(c.y2Title).toBe('deals');
    expect(c.fromZero).toBe(true);
  });

  it("fairness by turn order with the fair share as a reference, in the app's language", () => {
    const de = turnOrderChart(report(), (k, p) => ptText('de', k, p))!;
    expect(de.labels).toEqual(['1. am Zug', '2. am Zug', '3. am Zug', '4. am Zug']);
    expect(de.reference).toEqual({ value: 50, label: 'fairer Anteil' });
    expect(
      turnOrderChart({
        ...report(),
        metrics: report().metrics.map((m) => ({ ...m, turnOrder: null })),
      } as PlaytestReport),
    ).toBeNull();
  });

  it('names teams and seats as the table does: from 1, Gämsh teams by letter; the report counts from 0', () => {
    const de = (k: Parameters<typeof ptText>[1], p?: Readonly<Record<string, string | number>>) => ptText('de', k, p);
    expect(winChart(report(), undefined, 'dog').labels).toEqual(['team 1 (seats 1,3)', 'team 2 (seats 2,4)']);
    expect(winChart(report(), de, 'dog').labels).toEqual(['Team 1 (Plätze 1,3)', 'Team 2 (Plätze 2,4)']);
    expect(winChart(report(), de, 'gamsh').labels).toEqual(['Team A (Plätze 1,3)', 'Team B (Plätze 2,4)']);
    const sweep = {
      ...report(),
      sweep: {
        axes: [{ option: 'jokersPerDeck', values: [0, 1] }],
        rows: [0, 1].map((v) => ({
          point: { jokersPerDeck: v },
          teams: [
            { team: 0, ...rate(50, 100) },
            { team: 1, ...rate(50, 100) },
          ],
        })),
      },
    } as unknown as PlaytestReport;
    expect(
      sweepWinChart(sweep, de, 'dog')!
        .datasets.map((d) => d.label)
        .filter((l) => !/95/.test(l)),
    ).toEqual(['Siege Team 1', 'Siege Team 2']);
    const two = {
      ...sweep,
      sweep: {
        axes: [
          { option: 'jokersPerDeck', values: [0, 1] },
          { option: 'x', values: [1] },
        ],
        rows: sweep.sweep!.rows.map((r) => ({ ...r, point: { ...r.point, x: 1 } })),
      },
    } as PlaytestReport;
    expect(sweepWinChart(two, undefined, 'dog')!.datasets.map((d) => d.label)).toEqual(['team 1 wins, x=1']);
  });

  it('every playtest text exists in German and English with the same placeholders', () => {
    expect(Object.keys(PT_DE).sort()).toEqual(Object.keys(PT_EN).sort());
    for (const k of Object.keys(PT_EN) as (keyof typeof PT_EN)[]) {
      const ph = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(ph(PT_DE[k]), k).toEqual(ph(PT_EN[k]));
    }
  });
});
