// The designer metrics (turn-order fairness, balance, decisions, lead changes, drama, decisiveness, length
// spread) and honest comparisons (exact McNemar, the sign-flip permutation test, Holm–Bonferroni, paired bootstrap,
// power), checked against textbook
// values, a short recorded game computed by hand, and a false-alarm check of 100 comparisons with no real difference.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  applyListedAction,
  balanceCi,
  bhAdjust,
  BOOTSTRAP_RESAMPLES,
  compareBatches,
  comparisonVerdict,
  computeMetrics,
  distribution,
  formatComparison,
  formatMetrics,
  gamesForMean,
  gamesForRate,
  progressScoreFor,
  holmAdjust,
  leadSummary,
  listLegalActions,
  mcnemarExact,
  normalQuantile,
  pairedBootstrap,
  pairedSignFlip,
  signFlipP,
  median,
  playGame,
  playGames,
  randomBot,
  recordsCsv,
  runTrial,
  seatsToAct,
  startGame,
  type CompiledGame,
  type GameRecord,
  type Json,
} from '../src/engine';
import { loadCompiledGame } from '../src/host/rulesets';
import { dogRecord } from './support/dog-records';

const ROOT = join(import.meta.dirname, '..');

function load(file: string, overrides: Record<string, Json> = {}): CompiledGame {
  const l = loadCompiledGame(file, { overrides, root: ROOT, baseDir: ROOT });
  if (!l.ok) throw new Error(`${file} does not load`);
  return l.game;
}

describe('statistics against textbook values', () => {
  it('sign-flip permutation test: exact p by counting sign patterns, calibrated at 20 games where the z-test is not', () => {
    /** p by listing all 2^k sign patterns of the non-zero differences. */
    const listed = (d: readonly number[]) => {
      const nz = d.filter((x) => x !== 0);
      const t = Math.abs(nz.reduce((s, x) => s + x, 0));
      let hits = 0;
      for (let m = 0; m < 1 << nz.length; m++) {
        let s = 0;
        nz.forEach((x, i) => (s += (m >> i) & 1 ? Math.abs(x) : -Math.abs(x)));
        if (Math.abs(s) >= t - 1e-9) hits++;
      }
      return hits / (1 << nz.length);
    };
    // four games one longer under B, the rest equal: only 2 of 16 sign patterns are as extreme (Fisher 1935, §21)
    expect(signFlipP([1, 1, 1, 1, 0, 0], 's')).toEqual({ p: 2 / 16, method: 'exact' });
    for (const d of [
      [3, -1, 2, 5, 0, 7, -2, 1, 4, 1, 1, 2],
      [40, -12, 7, 0, 0, 33, -5, 18, 21, -9, 2, 2, 2, 60],
    ])
      expect(signFlipP(d, 's').p).toBeCloseTo(listed(d), 12);
    expect(signFlipP([0, 0, 0], 's')).toEqual({ p: 1, method: 'exact' });
    // fractions (drama, decided at): drawn signs, p = (1 + hits) / (1 + draws) near the listed value, reproducible
    const frac = [1.5, 0.25, -0.5, 2, 1, 3.25, 0.5, -0.75, 1.25];
    const drawn = signFlipP(frac, 's');
    expect(drawn.method).toBe('drawn');
    expect(Math.abs(drawn.p - listed(frac))).toBeLessThan(0.01);
    expect(signFlipP(frac, 's')).toEqual(drawn);
    // a row far beyond counting (thousands of large differences) uses the permutation distribution's normal limit
    const big = Array.from({ length: 2000 }, (_, i) => ((i * 7919) % 401) - 200 + (i % 3 === 0 ? 5 : 0));
    expect(signFlipP(big, 's').method).toBe('normal');
    // the row's difference and interval are the paired mean's; only p changes
    const row = pairedSignFlip([1, 2, 3, 4], [2, 3, 4, 5], 's');
    expect(row).toMatchObject({ diff: 1, test: 'signflip', p: 2 / 16 });
    // calibration: 2000 pairs of 20 games of one ruleset (symmetric, skewed integer differences, like game lengths):
    // the sign-flip test rejects about 5 %; the z-test it replaced rejected more (normal quantiles at n = 20)
    const rng = (() => {
      let s = 12345;
      return () => (s = (s * 16807) % 2147483647) / 2147483647;
    })();
    let flip = 0;
    let z = 0;
    const R = 2000;
    for (let r = 0; r < R; r++) {
      const a = Array.from({ length: 20 }, () => Math.round(-30 * Math.log(rng())));
      const b = Array.from({ length: 20 }, () => Math.round(-30 * Math.log(rng())));
      if (pairedSignFlip(a, b, `c${r}`).p < 0.05) flip++;
      const d = a.map((x, i) => b[i]! - x);
      const mean = d.reduce((s, x) => s + x, 0) / 20;
      const sd = Math.sqrt(d.reduce((s, x) => s + (x - mean) ** 2, 0) / 19);
      if (Math.abs(mean / (sd / Math.sqrt(20))) > 1.959964) z++;
    }
    expect(flip / R).toBeLessThanOrEqual(0.055);
    expect(flip / R).toBeGreaterThan(0.035);
    expect(z / R).toBeGreaterThan(flip / R);
  });

  it('exact McNemar: the binomial test of the discordant pairs', () => {
    // 7 pairs only A won, 1 only B: P(X ≤ 1 | n = 8, ½) = (1 + 8) / 256, two-sided 18/256
    expect(mcnemarExact(7, 1)).toBeCloseTo(18 / 256, 12);
    expect(mcnemarExact(1, 7)).toBeCloseTo(18 / 256, 12);
    expect(mcnemarExact(0, 0)).toBe(1);
    expect(mcnemarExact(5, 5)).toBe(1);
    // 0 vs 10: 2 · 2^-10
    expect(mcnemarExact(0, 10)).toBeCloseTo(2 / 1024, 12);
    // large n stays finite and symmetric
    expect(mcnemarExact(1000, 1100)).toBeGreaterThan(0.02);
    expect(mcnemarExact(1000, 1100)).toBeLessThan(0.04);
  });

  it('Holm–Bonferroni and Benjamini–Hochberg adjust p-values as in the papers', () => {
    // sorted .005 .01 .03 .04 → Holm 4·.005, 3·.01, max(2·.03, …), max(1·.04, .06)
    const h = holmAdjust([0.01, 0.04, 0.03, 0.005]);
    expect(h.map((x) => +x.toFixed(6))).toEqual([0.03, 0.06, 0.06, 0.02]);
    // BH: m·p/rank = .02 .02 .04 .04, then the running minimum from the top
    const b = bhAdjust([0.01, 0.04, 0.03, 0.005]);
    expect(b.map((x) => +x.toFixed(6))).toEqual([0.02, 0.04, 0.04, 0.02]);
    expect(holmAdjust([0.5, 0.9])).toEqual([1, 1]);
    expect(holmAdjust([])).toEqual([]);
  });

  it('normal quantiles and sample sizes', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 5);
    expect(normalQuantile(0.8)).toBeCloseTo(0.841621, 5);
    expect(normalQuantile(0.5)).toBeCloseTo(0, 9);
    expect(normalQuantile(0.01)).toBeCloseTo(-2.326348, 5);
    expect(normalQuantile(0.999)).toBeCloseTo(3.090232, 5);
    // 50 % vs 55 %, 5 % two-sided, 80 % power: 1565 per group (Fleiss et al. 2003, no continuity correction)
    expect(gamesForRate(0.525, 0.05)).toBe(1565);
    // paired: effect size 0.5 (sd 1, δ 0.5) → ((1.96 + 0.8416) / 0.5)² = 31.4 → 32
    expect(gamesForMean(1, 0.5)).toBe(32);
    expect(gamesForRate(0.5, 0)).toBe(Infinity);
  });

  it('the bootstrap of the median is paired by seed: B = A + 1 game by game gives exactly +1', () => {
    const a = Array.from({ length: 60 }, (_, i) => (i * 37) % 101);
    const b = a.map((x) => x + 1);
    const d = pairedBootstrap(a, b, 'p', 500, median);
    expect(d).toMatchObject({ diff: 1, lo: 1, hi: 1, p: 0, test: 'bootstrap', resamples: 500 });
    expect(pairedBootstrap(a, b, 'p', 500, median)).toEqual(d); // seeded
    // without a difference the interval covers 0
    const same = pairedBootstrap(a, a.slice().reverse(), 'q', 500, median);
    expect(same.lo).toBeLessThanOrEqual(0);
    expect(same.hi).toBeGreaterThanOrEqual(0);
  });

  it('the bootstrap defaults to 10,000 resamples, so a p near 0.05 does not flip with the resampling seed', () => {
    expect(BOOTSTRAP_RESAMPLES).toBeGreaterThanOrEqual(10_000);
    // 80 paired games whose B side is longer by a small, noisy amount: the paired bootstrap p of the mean lands
    // between 0.038 and 0.046 over eight resampling seeds (Monte-Carlo error of p at 10,000 resamples:
    // √(0.05·0.95/10⁴) ≈ 0.0022). At 1000 resamples the same seeds spread from 0.026 to 0.054, across 0.05.
    const a = Array.from({ length: 80 }, (_, i) => 100 + ((i * 53) % 41));
    const b = a.map((x, i) => x + ((i * 29) % 23) - 9.25);
    const ps = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'].map((seed) => pairedBootstrap(a, b, seed));
    expect(ps.every((d) => d.resamples === BOOTSTRAP_RESAMPLES)).toBe(true);
    const pv = ps.map((d) => d.p);
    expect(Math.min(...pv)).toBeGreaterThan(0.03);
    expect(Math.max(...pv)).toBeLessThan(0.05);
    expect(Math.max(...pv) - Math.min(...pv)).toBeLessThan(0.012);
    // the balance interval uses the same default
    const wins = [Int8Array.from([1, 1, 1, 0, 0, 1]), Int8Array.from([0, 0, 0, 1, 1, 0])];
    expect(balanceCi(wins, 0.5, 'b').resamples).toBe(BOOTSTRAP_RESAMPLES);
  });

  it('deciles and standard deviation of game length', () => {
    const d = distribution([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(d.deciles).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(d.sd).toBeCloseTo(Math.sqrt(55 / 6), 10);
  });

  it('the balance figure: the largest distance of a position from the fair share, with a bootstrap interval', () => {
    // position 0 wins 7 of 10, position 1 wins 3 of 10 (fair ½): 20 points off
    const wins = [Int8Array.from([1, 1, 1, 1, 1, 1, 1, 0, 0, 0]), Int8Array.from([0, 0, 0, 0, 0, 0, 0, 1, 1, 1])];
    const b = balanceCi(wins, 0.5, 'b', 400);
    expect(b.value).toBeCloseTo(0.2, 12);
    expect(b.resamples).toBe(400);
    expect(b.lo).toBeLessThanOrEqual(0.2);
    expect(b.hi).toBeGreaterThanOrEqual(0.2);
    // unknown games (-1) are left out
    expect(balanceCi([Int8Array.from([1, -1, 0, 1])], 0.5, 'b', 10).value).toBeCloseTo(2 / 3 - 0.5, 12);
  });
});

describe('lead metrics (Browne 2008; Ludii LeadChange, Drama, DecisivenessMoves)', () => {
  it('from hand-written samples', () => {
    // leaders: 1, tie (stays 1), 0, 0, 2, 0 → changes 1→0, 0→2, 2→0 = 3
    const samples = [
      { at: 0, scores: [1, 3, 0] },
      { at: 10, scores: [2, 2, 0] },
      { at: 20, scores: [4, 2, 1] },
      { at: 30, scores: [5, 5, 1] },
      { at: 40, scores: [5, 6, 7] },
      { at: 50, scores: [9, 6, 7] },
    ];
    const s = leadSummary(samples, 0, 60);
    expect(s.changes).toBe(3);
    // winner 0 trails at samples 0 (3 − 1 = 2), 1 (2 − 2 = 0: not behind), 4 (7 − 5 = 2): mean 2, max 2
    expect(s.drama).toBe(2);
    expect(s.maxDeficit).toBe(2);
    // the winner leads for good from the last sample (at 50 of 60)
    expect(s.decidedAt).toBeCloseTo(50 / 60, 12);
    expect(s.midLeader).toBe(0); // sample 2 of 0…5
    expect(s.margin).toBe(2);
    expect(leadSummary(samples, null, 60)).toMatchObject({ drama: null, decidedAt: null, changes: 3 });
  });

  it('a short recorded Gassi game (2 players, 3 cards), computed by hand', () => {
    const game = load('rulesets/gassi/gassi-2.5.3.yaml', { startHandSize: 3, players: 2 });
    const r = playGame(game, [{ type: 'random' }], 'hand', 10);
    // The game, step by step (seat, legal actions, running scores before the step, GAS-163/165):
    //  0 seat 0, 2 legal, [-3, -3] PULL          5 seat 1, 1 legal, [1, 0]   PULL b1
    //  1 seat 1, 2 legal, [-4, -3] ADDDOG RIVER  6 seat 0, 2 legal, [1, -1]  DEFEND DOC b1
    //  2 seat 0, 2 legal, [-4, 1]  ADDDOG WOOD   7 seat 1, 9 legal, [3, -1]  ADDDOG WOOD
    //  3 seat 1, 1 legal, [0, 1]   PULL          8 seat 0, 2 legal, [3, 3]   GIVEAWAY COINS b1 bone
    //  4 seat 0, 2 legal, [0, 0]   ATTACK FLEA b1   end: seat 0 went out, final scores [8, 3]
    const steps: [seat: number, legal: number, scores: [number, number]][] = [
      [0, 2, [-3, -3]],
      [1, 2, [-4, -3]],
      [0, 2, [-4, 1]],
      [1, 1, [0, 1]],
      [0, 2, [0, 0]],
      [1, 1, [1, 0]],
      [0, 2, [1, -1]],
      [1, 9, [3, -1]],
      [0, 2, [3, 3]],
    ];
    // the table above is this game: replay it and compare every step
    const t = runTrial(game, [randomBot, randomBot], r.seed);
    let snap = startGame(game, r.seed);
    expect(t.actions).toHaveLength(steps.length);
    t.actions.forEach((a, i) => {
      const seat = seatsToAct(game, snap)[0]!;
      expect([seat, listLegalActions(game, snap, seat).length, progressScoreFor(game)!.scores(game, snap)]).toEqual(
        steps[i],
      );
      snap = applyListedAction(game, snap, a).snapshot;
    });
    expect(progressScoreFor(game)!.scores(game, snap)).toEqual([8, 3]);
    // By hand. Decisions: steps with more than one legal action: 0,1,2,4,6,7,8 = 7; forced: 3 and 5 = 2;
    // branching factor (2+2+2+2+2+9+2) / 7 = 21 / 7 = 3.
    expect(r.decisions).toEqual({ points: 7, forced: 2, legal: 21 });
    // Samples: whenever seat 0 (the first player) acts again after seat 1 — before steps 2, 4, 6, 8 — and at the end:
    // [-4,1] [0,0] [1,-1] [3,3] [8,3]. Leaders: 1, (tie) 1, 0, (tie) 0, 0 → 1 lead change.
    expect(r.firstSeat).toBe(0);
    expect(r.turnOrder).toEqual([0, 1]);
    expect(r.leadChanges).toBe(1);
    // Winner seat 0 trails only at the first sample, by 1 − (−4) = 5: drama 5 (mean over trailing samples), largest 5.
    expect(r.team).toBe(0);
    expect(r.drama).toBe(5);
    expect(r.maxDeficit).toBe(5);
    // It leads for good from the sample before step 6: decided at 6 / 9 actions; the middle sample (2 of 0…4) has leader 0.
    expect(r.decidedAt).toBeCloseTo(6 / 9, 12);
    expect(r.midLeader).toBe(0);
    expect(r.margin).toBe(5);
  });

  it('appear for all three kinds: in the metrics (JSON), the report and the CSV', () => {
    for (const [file, realtime] of [
      ['rulesets/dog/standard.yaml', false],
      ['rulesets/gassi/gassi-2.5.3.yaml', false],
      ['rulesets/gamsh/gamsh-alpin.yaml', true],
    ] as const) {
      const game = load(file);
      const records = playGames(game, [{ type: 'random' }], 'all', 0, 4);
      const m = computeMetrics(game, records);
      const json = JSON.parse(JSON.stringify(m)) as Record<string, unknown>;
      expect(json.lead, file).toMatchObject({
        drama: { n: expect.any(Number) },
        decidedAt: { n: expect.any(Number) },
        changes: { n: 4 },
      });
      expect(json.balance, file).toMatchObject({
        basis: realtime ? 'seats' : 'turn order',
        resamples: BOOTSTRAP_RESAMPLES,
      });
      expect((m.length.actions.deciles ?? []).length, file).toBe(9);
      if (realtime) {
        expect(m.turnOrder).toBeNull();
        expect(m.decisions).toBeNull();
      } else {
        expect(m.turnOrder!.positions).toHaveLength(game.layout.active.length);
        expect(m.decisions!.branching).toBeGreaterThan(1);
        expect(m.decisions!.perGame.mean).toBeGreaterThan(0);
      }
      const text = formatMetrics(m);
      expect(text).toMatch(/^drama \(the winner's mean deficit/m);
      expect(text).toMatch(/^decisiveness/m);
      expect(text).toMatch(/^ {2}deciles p10…p90: /m);
      expect(text).toMatch(realtime ? /^decisions: n\/a/m : /^decisions: [\d.]+ decision points per game/m);
      const csv = recordsCsv(records).split('\n');
      const head = csv[0]!.split(',');
      for (const col of [
        'turn_order',
        'drama',
        'max_deficit',
        'decided_at',
        'decision_points',
        'forced_moves',
        'branching_factor',
      ])
        expect(head, file).toContain(col);
      const row = csv[1]!.split(',');
      expect(row[head.indexOf('drama')], file).not.toBe('');
      expect(row[head.indexOf('branching_factor')] === '', file).toBe(realtime);
    }
  });
});

/**
 * A minimal Dog record for comparisons (tests/support/dog-records.ts) with no rule or event counts: `winners` seats,
 * team, first seat.
 */
function rec(index: number, winners: number[], over: Partial<GameRecord> = {}): GameRecord {
  return dogRecord(index, winners, { ruleCounts: {}, eventCounts: {}, ...over });
}

describe('comparison mends', () => {
  const dog = () => load('rulesets/dog/standard.yaml');

  it('shows each figure once: team 1 = seat 1 = seat 3 = first player is one row (it was up to seven)', () => {
    const g = dog();
    const ra = [0, 1, 2, 3, 4, 5].map((i) => rec(i, i % 2 ? [1, 3] : [0, 2]));
    const rb = [0, 1, 2, 3, 4, 5].map((i) => rec(i, i % 3 ? [1, 3] : [0, 2]));
    const c = compareBatches(computeMetrics(g, ra), ra, computeMetrics(g, rb), rb);
    const wins = c.rows.filter((r) => r.group === 'wins');
    expect(wins.map((r) => r.metric)).toEqual([
      'team 0 = seat 0 = seat 2 = 2nd to act = 4th to act wins',
      'team 1 = seat 1 = seat 3 = first player = 3rd to act wins',
    ]);
    expect(wins[1]!.merged).toEqual([
      'team 1 wins',
      'seat 1 wins',
      'seat 3 wins',
      'first player wins',
      '3rd to act wins',
    ]);
    expect(wins[1]!.test).toBe('mcnemar');
    // the mean and the median of one column are different figures: not merged
    expect(c.rows.some((r) => r.metric === 'median actions')).toBe(true);
    expect(formatComparison(c)).toMatch(/^team 1 = seat 1 = seat 3 = first player = 3rd to act wins /m);
  });

  it('no first-player or turn-order row for a real-time kind (Gämsh), where playtest says n/a', () => {
    const g = load('rulesets/gamsh/gamsh-alpin.yaml');
    const ra = playGames(g, [{ type: 'random' }], 'rt', 0, 3);
    const rb = playGames(load('rulesets/gamsh/gamsh-alpin.yaml', { target: 12 }), [{ type: 'random' }], 'rt', 0, 3);
    expect(ra.every((r) => r.firstSeat === null)).toBe(true);
    const c = compareBatches(computeMetrics(g, ra), ra, computeMetrics(g, rb), rb);
    expect(c.rows.filter((r) => /first player|to act/.test(r.metric))).toEqual([]);
    expect(formatComparison(c)).not.toMatch(/first player/);
    // lead metrics from the team points (GAM-080)
    expect(c.rows.some((r) => r.group === 'lead' && r.metric.startsWith('drama'))).toBe(true);
  });

  it('corrects across rows (Holm–Bonferroni by default), keeps the raw p, and says so in the verdict (DE/EN)', async () => {
    const g = dog();
    const ra = Array.from({ length: 40 }, (_, i) => rec(i, i % 2 ? [1, 3] : [0, 2]));
    // B: 30 % more actions in every game, wins unchanged
    const rb = ra.map((r) => ({ ...r, actions: Math.round(r.actions * 1.3) }));
    const c = compareBatches(computeMetrics(g, ra), ra, computeMetrics(g, rb), rb);
    expect(c.correction).toBe('holm');
    const len = c.rows.find((r) => r.metric === 'actions per game')!;
    expect(len.significant).toBe(true);
    expect(len.pAdjusted).toBeGreaterThanOrEqual(len.p);
    const en = comparisonVerdict(c, 'en');
    expect(en.verdict).toMatch(
      /^B: games last about \d+ actions longer \(\+30\.\d %\); no seat gains after correction/,
    );
    expect(en.power).toMatch(/games per side/);
    const de = comparisonVerdict(c, 'de');
    expect(de.verdict).toMatch(
      /^B: Partien dauern etwa \d+ Aktionen länger \(\+30,\d %\); kein Platz gewinnt nach der Korrektur häufiger/,
    );
    expect(de.power).toMatch(/Partien je Seite/);
    // a significant wins row is named with its change
    const rw = ra.map((r, i) => ({ ...r, winners: i < 30 ? [1, 3] : r.winners, team: i < 30 ? 1 : r.team }));
    const cw = compareBatches(computeMetrics(g, ra), ra, computeMetrics(g, rw), rw);
    expect(comparisonVerdict(cw, 'en').verdict).toMatch(
      /team 1 = seat 1 = seat 3 = first player = 3rd to act: win rate \+\d+\.\d points/,
    );
    expect(comparisonVerdict(cw, 'de').verdict).toMatch(
      /Team 1 = Platz 1 = Platz 3 = Startspieler = 3\. am Zug: Gewinnrate \+\d+,\d Prozentpunkte/,
    );
    // the CLI's --correction
    const { parseCorrection } = await import('../src/cli/compare');
    expect(parseCorrection(undefined)).toBe('holm');
    expect(parseCorrection('bh')).toBe('bh');
    expect(() => parseCorrection('bonf')).toThrow(/--correction must be holm .* not "bonf"/);
    // with no correction a lone weak row stays "significant"; Holm removes it
    const none = compareBatches(computeMetrics(g, ra), ra, computeMetrics(g, rb), rb, { correction: 'none' });
    expect(none.rows.every((r) => r.pAdjusted === r.p || r.p === 1)).toBe(true);
  });

  it('uses the default resamples, and the power note says when no game-length size can be given (DE/EN)', () => {
    const g = dog();
    const ra = Array.from({ length: 40 }, (_, i) => rec(i, i % 2 ? [1, 3] : [0, 2]));
    // B: every game exactly 5 actions longer; the per-seed differences have no spread to scale a size from
    const rb = ra.map((r) => ({ ...r, actions: r.actions + 5 }));
    const c = compareBatches(computeMetrics(g, ra), ra, computeMetrics(g, rb), rb);
    expect(c.resamples).toBe(BOOTSTRAP_RESAMPLES);
    expect(c.power.lengthGames).toBeNull();
    expect(Number.isFinite(c.power.rateGames)).toBe(true);
    const en = comparisonVerdict(c, 'en').power;
    expect(en).toMatch(/for 5 % longer games no size can be given/);
    expect(en).not.toMatch(/about 2 \(/);
    expect(comparisonVerdict(c, 'de').power).toMatch(/für 5 % längere Partien lässt sich keine Zahl angeben/);
    // with spread the note gives a size
    const rs = ra.map((r, i) => ({ ...r, actions: r.actions + ((i * 13) % 31) - 15 }));
    const cs = compareBatches(computeMetrics(g, ra), ra, computeMetrics(g, rs), rs);
    expect(cs.power.lengthGames).toBeGreaterThan(2);
    expect(comparisonVerdict(cs, 'en').power).toMatch(/5 % longer games about \d+/);
  });

  it('a "more balanced?" row: B closer to the fair share has a negative difference with a paired interval', () => {
    const g = dog();
    // A: the first player's team wins 80 %; B: 50 %
    const ra = Array.from({ length: 100 }, (_, i) => rec(i, i % 5 ? [1, 3] : [0, 2]));
    const rb = Array.from({ length: 100 }, (_, i) => rec(i, i % 2 ? [1, 3] : [0, 2]));
    const c = compareBatches(computeMetrics(g, ra), ra, computeMetrics(g, rb), rb, { resamples: 500 });
    const bal = c.rows.find((r) => r.group === 'balance')!;
    expect(bal.a).toBeCloseTo(0.3, 12);
    expect(bal.b).toBeCloseTo(0, 12);
    expect(bal.diff).toBeCloseTo(-0.3, 12);
    expect(bal.hi).toBeLessThan(0);
    expect(bal.resamples).toBe(500);
    expect(bal.significant).toBe(true);
    expect(comparisonVerdict(c, 'en').verdict).toMatch(/more balanced/);
  });
});

describe('false alarms are controlled', () => {
  it('100 comparisons of a ruleset against itself on disjoint seed pairs, 100 games each: ≤ 5 % with a significant primary row', () => {
    // fast games: random bots, Gassi with 2 players and 2 cards (about 23 actions, under 1 ms per game)
    const game = load('rulesets/gassi/gassi-2.5.3.yaml', { startHandSize: 2, players: 2 });
    const N = 100;
    const K = 100;
    // block j = games j·100 … j·100+99 of one batch; comparison k pits block 2k (A) against block 2k+1 (B: the same
    // ruleset on the next 100 seeds), so no two comparisons share a game and the 100 outcomes are independent
    // (comparisons of overlapping blocks, k against k+1, gave 7 of 100: one unusual block raises two neighbours)
    const records = playGames(game, [{ type: 'random' }], 'null', 0, 2 * K * N);
    const blocks = Array.from({ length: 2 * K }, (_, k) => records.slice(k * N, (k + 1) * N));
    // The comparisons below read no batch's own balance interval: 400 resamples for it as for theirs.
    const metrics = blocks.map((b) => computeMetrics(game, b, { resamples: 400 }));
    expect(metrics[0]!.balance?.resamples).toBe(400);
    let alarms = 0;
    let rawAlarms = 0;
    let primaryAlarms = 0;
    let rows = 0;
    for (let k = 0; k < K; k++) {
      const c = compareBatches(metrics[2 * k]!, blocks[2 * k]!, metrics[2 * k + 1]!, blocks[2 * k + 1]!, {
        sameSeeds: false,
        resamples: 400,
      });
      rows += c.tested;
      if (c.rows.some((r) => r.significant)) alarms++;
      if (c.rows.some((r) => r.significant && r.primary)) primaryAlarms++;
      if (c.rows.some((r) => r.p < 0.05)) rawAlarms++;
    }
    console.log(
      `false alarms: ${alarms}/${K} corrected (${primaryAlarms}/${K} in the primary rows), ${rawAlarms}/${K} uncorrected, ${(rows / K).toFixed(1)} tested rows per comparison`,
    );
    expect(rows / K).toBeGreaterThan(20); // a real family of rows per comparison
    // two families (primary, exploratory), each corrected on its own and tested exactly (McNemar, sign flips): at
    // most 5 % each, 10 % together
    expect(alarms / K).toBeLessThanOrEqual(0.1);
    expect(primaryAlarms / K).toBeLessThanOrEqual(0.05);
    // without the correction most comparisons would show a "significant" row
    expect(rawAlarms / K).toBeGreaterThan(0.5);
  }, 300_000);
});

describe('sweep table in a terminal', () => {
  it('lines up: every line has the same width in terminal columns, German umlauts (also decomposed) count as one', async () => {
    const { sweepTable } = await import('../src/cli/sweep');
    const { textWidth } = await import('../src/engine');
    const axes = [{ option: 'Zwinger', values: ['Hündin', 'Ha\u0308user', 'x'] }];
    const row = (v: string, actions: number) => ({
      point: { Zwinger: v },
      games: 10,
      teams: [
        { team: 0, rate: 0.5, lo: 0.2, hi: 0.8 },
        { team: 1, rate: 0.123, lo: 0.01, hi: 0.456 },
      ],
      meanActions: actions,
      meanRounds: 3,
      medianActions: actions,
      stalled: 0,
      aborted: 0,
      firstPlayerWins: 0.5,
      leadChanges: 1.5,
      neverTriggered: ['GAS-001'],
      meanMinutes: null,
      points: null,
      sdActions: 12.25,
      balance: 0.031,
      drama: 0.5,
      decidedAt: 0.7,
      branching: 4.5,
    });
    const text = sweepTable(axes, [row('Hündin', 1234.5), row('Ha\u0308user', 7), row('x', 99)]);
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(new Set(lines.map(textWidth)).size).toBe(1);
    expect(textWidth('Ha\u0308user')).toBe(6);
    expect(lines[0]).toMatch(/^Zwinger +team 0 wins/);
    expect(text).not.toContain('\t');
  });
});
