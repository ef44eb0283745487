// A comparison's primary rows (win rates, first player, game length, unfinished games) come first and are
// corrected as their own family; rows that count the same quantity as a length row are one row; the verdict leads
// with the largest primary effect in words, says "too few games to tell" with the sizes these games would detect,
// and does not report a seat number's effect when the start seat is random (docs/playtest.md).
import { describe, expect, it } from 'vitest';
import {
  compareBatches,
  comparisonVerdict,
  computeMetrics,
  formatComparison,
  gamesForRate,
  holmAdjust,
  type Comparison,
  type GameRecord,
} from '../src/engine';
import { detectableRate } from '../src/engine/playtest/compare';
import { rulebench } from './support/cli';
import { dogRecord, dogStandard } from './support/dog-records';

const dog = dogStandard;
const rec = (index: number, winners: readonly number[], over: Partial<GameRecord> = {}): GameRecord =>
  dogRecord(index, winners, over, { exchange: true });

const wins = (i: number) => (i % 2 ? [1, 3] : [0, 2]);

describe('compare: primary rows first', () => {
  it('deals, deal events and DOG-011 (DOG-011: a deal starts a round) are one primary row, not three tests', () => {
    const g = dog();
    const ra = Array.from({ length: 40 }, (_, i) => rec(i, wins(i), { rounds: 4 + (i % 5) }));
    // B: about 3 deals longer, the per-seed gain varies
    const rb = ra.map((r, i) => rec(i, r.winners, { rounds: r.rounds + 2 + (i % 3), actions: r.actions + 40 }));
    const c = compareBatches(computeMetrics(g, ra), ra, computeMetrics(g, rb), rb, { resamples: 200 });
    const deals = c.rows.find((r) => r.merged.includes('deals per game'))!;
    expect(deals.merged).toEqual(['deals per game', 'deal per game', 'exchange per game', 'DOG-011 per game']);
    expect(deals.metric).toBe('deals = deal = exchange = DOG-011 per game');
    expect(deals.primary).toBe(true);
    expect(c.rows.filter((r) => r.merged.includes('deal per game') || r.merged.includes('DOG-011 per game'))).toEqual([
      deals,
    ]);
    // counts of another quantity stay exploratory rows of their own
    const play = c.rows.find((r) => r.merged.includes('play per game'))!;
    expect(play.primary).toBe(false);
    expect(c.rows.find((r) => r.metric === 'median actions')!.primary).toBe(false);
    // the primary rows come first: wins, length, unfinished; then the exploratory rows
    const firstExploratory = c.rows.findIndex((r) => !r.primary);
    expect(
      c.rows
        .slice(0, firstExploratory)
        .map((r) => r.group)
        .join(' '),
    ).toMatch(/^(wins )+length length unfinished$/);
    expect(c.rows.slice(firstExploratory).every((r) => !r.primary)).toBe(true);
    // the table: primary heading, its rows, exploratory heading (DE and EN)
    const text = formatComparison(c);
    const at = (re: RegExp) => text.split('\n').findIndex((l) => re.test(l));
    expect(at(/^primary \(/)).toBeGreaterThan(0);
    expect(at(/^deals = deal = exchange = DOG-011 per game /)).toBeGreaterThan(at(/^primary \(/));
    expect(at(/^exploratory \(/)).toBeGreaterThan(at(/^deals = /));
    expect(at(/^play per game /)).toBeGreaterThan(at(/^exploratory \(/));
    expect(formatComparison(c, ['A', 'B'], false, 'de')).toMatch(
      /^Austeilrunden = deal = exchange = DOG-011 je Partie /m,
    );
    // the verdict leads with the deals in words
    expect(comparisonVerdict(c, 'en').verdict).toMatch(/^B: games last about 3\.0 deals longer \(\+\d+\.\d %\); /);
    expect(comparisonVerdict(c, 'de').verdict).toMatch(
      /^B: Partien dauern etwa 3,0 Austeilrunden länger \(\+\d+,\d %\); /,
    );
  });

  it('Holm runs over the primary rows and, apart, over the exploratory rows', () => {
    const g = dog();
    const ra = Array.from({ length: 60 }, (_, i) => rec(i, wins(i), { rounds: 4 + (i % 5) }));
    // B: longer games (primary) and more plays (exploratory), both with spread
    const rb = ra.map((r, i) =>
      rec(i, i < 12 ? [1, 3] : r.winners, {
        rounds: r.rounds,
        actions: r.actions + 3 + (i % 4),
        eventCounts: { ...r.eventCounts, play: r.eventCounts.play! + (i % 3) },
        ruleCounts: { ...r.ruleCounts, 'DOG-003': r.ruleCounts['DOG-003']! + (i % 3) },
      }),
    );
    const c = compareBatches(computeMetrics(g, ra), ra, computeMetrics(g, rb), rb, { resamples: 200 });
    // every primary row is tested but `stalled games = aborted games` (0 in every game: nothing to test)
    const prim = c.rows.filter((r) => r.primary && r.group !== 'unfinished');
    expect(c.testedPrimary).toBe(prim.length);
    const holmP = holmAdjust(prim.map((r) => r.p));
    prim.forEach((r, i) => expect(r.pAdjusted).toBeCloseTo(holmP[i]!, 12));
    // the exploratory family: its smallest p is multiplied by the exploratory rows tested, not by all rows
    const expl = c.rows.filter((r) => !r.primary);
    const least = expl.reduce((x, y) => (y.p < x.p ? y : x));
    expect(c.testedExploratory).toBeGreaterThan(0);
    expect(c.tested).toBe(c.testedPrimary + c.testedExploratory);
    expect(least.pAdjusted).toBeCloseTo(Math.min(1, least.p * c.testedExploratory), 12);
    // the primary family's m is its own: not every tested row
    expect(c.testedPrimary).toBeLessThan(c.tested);
    expect(formatComparison(c)).toMatch(
      new RegExp(
        `across the ${c.testedPrimary} tested primary rows and, separately, the ${c.testedExploratory} tested exploratory rows`,
      ),
    );
  });

  it('nothing significant: "too few games to tell" with the sizes these games would detect (DE/EN)', () => {
    const g = dog();
    const ra = Array.from({ length: 40 }, (_, i) => rec(i, wins(i)));
    // B: the same winners, lengths that wobble around A's
    const rb = ra.map((r, i) => rec(i, r.winners, { actions: r.actions + ((i * 7) % 5) - 2 }));
    const c = compareBatches(computeMetrics(g, ra), ra, computeMetrics(g, rb), rb, { resamples: 200 });
    expect(c.rows.filter((r) => r.primary && r.significant)).toEqual([]);
    const rate = c.power.detectableRate;
    expect(gamesForRate(c.power.rateBase, rate)).toBeLessThanOrEqual(40);
    expect(gamesForRate(c.power.rateBase, rate - 0.01)).toBeGreaterThan(40);
    const pts = Math.round(100 * rate);
    const len = Math.round(100 * c.power.detectableLength!);
    expect(len).toBeGreaterThan(0);
    expect(comparisonVerdict(c, 'en').verdict).toBe(
      `B: too few games to tell: no primary difference survives Holm–Bonferroni across ${c.testedPrimary} rows; ` +
        `with 40 games per side only about ±${pts} points in a win rate or ±${len} % in game length would show.`,
    );
    expect(comparisonVerdict(c, 'de').verdict).toBe(
      `B: zu wenige Partien für eine Aussage: kein Unterschied der Hauptkennzahlen übersteht Holm–Bonferroni über ` +
        `${c.testedPrimary} Zeilen; mit 40 Partien je Seite würden erst etwa ±${pts} Prozentpunkte einer Gewinnrate ` +
        `oder ±${len} % der Partielänge sichtbar.`,
    );
    // more games detect less
    expect(detectableRate(0.5, 400)).toBeLessThan(detectableRate(0.5, 40));
    expect(detectableRate(0.5, 0)).toBe(1);
  });

  it('a seat number effect under a random start seat is not reported as a finding (not checked on fresh seeds)', () => {
    const g = dog();
    // the start seat rotates with the seed: seat and team numbers carry no advantage by themselves
    const start = (i: number) => {
      const first = Math.floor(i / 2) % 4;
      return { firstSeat: first, turnOrder: [0, 1, 2, 3].map((k) => (first + k) % 4) };
    };
    const ra = Array.from({ length: 40 }, (_, i) => rec(i, wins(i), start(i)));
    const rb = ra.map((r, i) => rec(i, i < 30 ? [1, 3] : r.winners, { ...start(i), team: i < 30 ? 1 : r.team }));
    const c = compareBatches(computeMetrics(g, ra), ra, computeMetrics(g, rb), rb, { resamples: 200 });
    expect(c.randomStart).toBe(true);
    const team1 = c.rows.find((r) => r.merged.includes('team 1 wins'))!;
    expect(team1.merged).toEqual(['team 1 wins', 'seat 1 wins', 'seat 3 wins']);
    expect(team1.significant).toBe(true);
    const en = comparisonVerdict(c, 'en').verdict;
    expect(en).not.toMatch(/team 1 = seat 1 = seat 3: win rate/);
    expect(en).toMatch(
      /no finding about seat numbers \(team 0 = seat 0 = seat 2 −\d+\.\d, team 1 = seat 1 = seat 3 \+\d+\.\d points\): the start seat is random; not checked on fresh seeds/,
    );
    expect(en).toMatch(/^B: too few games to tell/);
    expect(comparisonVerdict(c, 'de').verdict).toMatch(
      /keine Aussage über Platznummern \(Team 0 = Platz 0 = Platz 2 −\d+,\d, Team 1 = Platz 1 = Platz 3 \+\d+,\d Prozentpunkte\): der Startplatz ist zufällig, nicht auf frischen Seeds geprüft/,
    );
    // with a fixed start seat the same rows are findings
    const fa = ra.map((r) => ({ ...r, firstSeat: 1, turnOrder: [1, 2, 3, 0] }));
    const fb = rb.map((r) => ({ ...r, firstSeat: 1, turnOrder: [1, 2, 3, 0] }));
    const fixed = compareBatches(computeMetrics(g, fa), fa, computeMetrics(g, fb), fb, { resamples: 200 });
    expect(fixed.randomStart).toBe(false);
    expect(comparisonVerdict(fixed, 'en').verdict).toMatch(
      /^B: team .*team 1 = seat 1 = seat 3 = first player = 3rd to act: win rate \+/,
    );
  });
});

describe('compare dog/standard dog/maerki: the verdict leads with the deals', () => {
  it('Märki games (its deal schedule DOG-011 and dealer rotation DOG-012) last deals longer, said first, in deals (EN and DE)', async () => {
    const r = await rulebench([
      'compare',
      'dog/standard',
      'dog/maerki',
      '--games',
      '30',
      '--seed',
      '1',
      '--workers',
      '0',
      '--quiet',
      '--json',
    ]);
    expect(r.code, r.err).toBe(0);
    const doc = JSON.parse(r.out) as { verdict: { verdict: string }; comparison: Comparison };
    // the first words of the verdict are the largest primary effect: the length in deals, not a count of further rows
    expect(doc.verdict.verdict).toMatch(/^B: games last about \d+\.\d deals longer \(\+\d+\.\d %\); /);
    const deals = doc.comparison.rows.find((row) => row.merged.includes('deals per game'))!;
    expect(deals.primary).toBe(true);
    expect(deals.significant).toBe(true);
    expect(deals.diff).toBeGreaterThan(2);
    expect(doc.verdict.verdict).toContain(`about ${deals.diff.toFixed(1)} deals longer`);
    expect(comparisonVerdict(doc.comparison, 'de').verdict).toMatch(
      /^B: Partien dauern etwa \d+,\d Austeilrunden länger \(\+\d+,\d %\); /,
    );
  });
});
