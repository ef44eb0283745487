// The same comparison at several bot levels (`compare --levels`, `sweep --levels`): one verdict across the levels
// says which primary differences hold for competent players, which show only with random bots and which flip
// (docs/playtest.md "Robust across levels").
import { describe, expect, it } from 'vitest';
import {
  compareBatches,
  computeMetrics,
  levelRank,
  levelsVerdict,
  type GameRecord,
  type LevelComparison,
} from '../src/engine';
import { rulebench } from './support/cli';
import { dogRecord, dogStandard } from './support/dog-records';

const dog = dogStandard;
const rec = (index: number, winners: readonly number[], over: Partial<GameRecord> = {}): GameRecord =>
  dogRecord(index, winners, over);

const GAMES = 40;
const alternate = (i: number) => (i % 2 ? [1, 3] : [0, 2]);

/** A's games: deals vary by seed, teams win in turn. */
const batchA = () => Array.from({ length: GAMES }, (_, i) => rec(i, alternate(i), { rounds: 4 + (i % 5) }));

/** One level's comparison of A against B (`change` turns each of A's games into B's on the same seed). */
function level(name: string, change: (r: GameRecord, i: number) => GameRecord): LevelComparison {
  const g = dog();
  const ra = batchA();
  const rb = ra.map(change);
  return { level: name, comparison: compareBatches(computeMetrics(g, ra), ra, computeMetrics(g, rb), rb) };
}

/** B about 3 deals longer on every seed (the gain varies by seed), 40 actions more. */
const longer = (r: GameRecord, i: number) =>
  rec(i, r.winners, { rounds: r.rounds + 2 + (i % 3), actions: r.actions + 40 + (i % 4) });
/** B shorter by about 2 deals. */
const shorter = (r: GameRecord, i: number) =>
  rec(i, r.winners, { rounds: r.rounds - 1 - (i % 3), actions: r.actions - 30 - (i % 4) });
/** B plays the same games as A (its figures differ from A's by nothing). */
const same = (r: GameRecord) => r;
/** B: team 0 (seats 0 and 2) wins every game. */
const team0Always = (r: GameRecord, i: number) => rec(i, [0, 2], { rounds: r.rounds, actions: r.actions });
/** B: team 1 (seats 1 and 3) wins every game. */
const team1Always = (r: GameRecord, i: number) => rec(i, [1, 3], { rounds: r.rounds, actions: r.actions });

describe('levelsVerdict: which differences hold for competent players', () => {
  it('a length effect seen only with random bots does not hold for competent players (EN and DE)', () => {
    const levels = [level('random', longer), level('normal', same), level('strong', same)];
    const en = levelsVerdict(levels, 'en');
    expect(en).toMatch(/^across levels \(random, normal and strong\): /);
    expect(en).toMatch(
      /the length effect does not hold for competent players: only with random bots \(3\.0 deals longer \(\+\d+\.\d %\) with random; no significant difference with normal or strong\)/,
    );
    expect(en).toContain('no win rate differs at any level');
    const de = levelsVerdict(levels, 'de');
    expect(de).toMatch(/^über die Stufen \(random, normal und strong\): /);
    expect(de).toMatch(
      /der Längeneffekt gilt nicht für geübte Spieler: nur mit random-Bots \(3,0 Austeilrunden länger \(\+\d+,\d %\) mit random; kein signifikanter Unterschied mit normal oder strong\)/,
    );
  });

  it('an effect at every level holds for all of them; competent levels without any difference say so with the detectable size', () => {
    const holds = levelsVerdict([level('normal', longer), level('strong', longer)], 'en');
    expect(holds).toMatch(
      /^across levels \(normal and strong\): the length effect holds for normal and strong \(3\.0 deals longer \(\+\d+\.\d %\) with normal, 3\.0 deals longer \(\+\d+\.\d %\) with strong\)/,
    );
    const none = levelsVerdict([level('normal', same), level('strong', same)], 'en');
    expect(none).toMatch(
      /the length effect does not hold for competent players: no significant difference in game length with normal or strong/,
    );
    // without a competent level, no claim about competent players
    const weak = levelsVerdict([level('random', same), level('easy', same)], 'en');
    expect(weak).toContain('no level (random and easy) shows a significant difference in game length');
    expect(weak).not.toContain('competent');
  });

  it('a difference whose sign changes between levels flips; one seen only at the strongest level shows only with stronger players', () => {
    const flip = levelsVerdict([level('random', longer), level('normal', shorter)], 'en');
    expect(flip).toMatch(
      /the length effect does not hold for competent players: it flips between levels \(3\.0 deals longer \(\+\d+\.\d %\) with random, \d\.\d deals shorter \(−\d+\.\d %\) with normal\)/,
    );
    const wins = levelsVerdict([level('random', team0Always), level('normal', team1Always)], 'de');
    expect(wins).toMatch(
      /die Gewinnrate von Team 0[^;]* kehrt sich zwischen den Stufen um \(\+50,0 Prozentpunkte mit random, −50,0 Prozentpunkte mit normal\)/,
    );
    const stronger = levelsVerdict([level('normal', same), level('strong', longer)], 'en');
    expect(stronger).toMatch(
      /the length effect shows only with stronger players \(3\.0 deals longer \(\+\d+\.\d %\) with strong; no significant difference with normal\)/,
    );
  });

  it('ranks levels by strength (docs/bots.md): random < easy < normal = heuristic < strong = ismcts < expert', () => {
    expect(['random', 'easy', 'normal', 'heuristic', 'strong:200', 'ismcts:100', 'expert'].map(levelRank)).toEqual([
      0, 1, 2, 2, 3, 3, 4,
    ]);
  });
});

describe('compare --levels', () => {
  it('plays the comparison at each level on the same seeds and leads with one verdict across the levels', async () => {
    const args = ['compare', 'gassi/gassi-2.5.3', '--set', 'voluntaryDrawMax=3', '--games', '3', '--seed', 'lv'];
    const r = await rulebench([...args, '--levels', 'random,normal', '--workers', '0', '--quiet']);
    expect(r.code, r.err).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('bots at each level, every seat alike: random, normal; seed lv');
    // the caution about random players once, above the verdict across the levels
    expect(lines[1]).toMatch(/^Caution: random bots answer questions about the rules badly/);
    expect(r.out.match(/Caution: random bots/g)).toHaveLength(1);
    expect(lines[2]).toMatch(/^across levels \(random and normal\): /);
    const random = lines.indexOf('── random ── bots: random, random, random');
    const normal = lines.indexOf('── normal ── bots: normal, normal, normal');
    expect(random).toBeGreaterThan(2);
    expect(normal).toBeGreaterThan(random);
    const json = await rulebench([...args, '--levels', 'random,normal', '--workers', '0', '--json', '--lang', 'de']);
    expect(json.code, json.err).toBe(0);
    const doc = JSON.parse(json.out) as {
      levels: string[];
      verdict: string;
      byLevel: { level: string; bots: string[]; comparison: { a: { games: number }; rows: unknown[] } }[];
    };
    expect(doc.levels).toEqual(['random', 'normal']);
    expect(doc.verdict).toMatch(/^über die Stufen \(random und normal\): /);
    expect(doc.byLevel.map((l) => [l.level, l.bots, l.comparison.a.games])).toEqual([
      ['random', ['random', 'random', 'random'], 3],
      ['normal', ['normal', 'normal', 'normal'], 3],
    ]);
    // the verdict is the one the engine words from these comparisons
    expect(
      levelsVerdict(
        doc.byLevel.map((l) => ({ level: l.level, comparison: l.comparison as never })),
        'de',
      ),
    ).toBe(doc.verdict);
  });

  it('refuses --levels with --bots or --shard, and names a level that is not one', async () => {
    const base = ['compare', 'gassi/gassi-2.5.3', '--set', 'voluntaryDrawMax=3', '--games', '2'];
    const both = await rulebench([...base, '--levels', 'normal', '--bots', 'random']);
    expect(both.code).toBe(2);
    expect(both.err).toContain('compare takes --levels (every seat at each level) or --bots, not both');
    const shard = await rulebench([...base, '--levels', 'normal', '--shard', '1/2', '--out', 'x.json']);
    expect(shard.code).toBe(2);
    expect(shard.err).toContain('compare --levels cannot be sharded');
    const bad = await rulebench([...base, '--levels', 'normal,strnog']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/strnog/);
  });
});

describe('sweep --levels', () => {
  it('plays the grid at each level and words each value against the first across the levels', async () => {
    const args = ['sweep', 'gassi/gassi-2.5.3', '--vary', 'voluntaryDrawMax=1,3', '--games', '3', '--seed', 'lv'];
    const r = await rulebench([...args, '--levels', 'normal,random', '--workers', '0', '--quiet']);
    expect(r.code, r.err).toBe(0);
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('bots at each level, every seat alike: normal, random; seed lv');
    expect(lines[1]).toMatch(/^Caution: random bots answer questions about the rules badly/);
    expect(lines[2]).toMatch(/^voluntaryDrawMax=3 against voluntaryDrawMax=1: across levels \(normal and random\): /);
    expect(lines.indexOf('── random ── bots: random, random, random')).toBeGreaterThan(
      lines.indexOf('── normal ── bots: normal, normal, normal'),
    );
    expect(lines.filter((l) => /^voluntaryDrawMax\s/.test(l))).toHaveLength(2); // one table per level
    const csv = await rulebench([...args, '--levels', 'normal,random', '--workers', '0', '--csv', '-']);
    const rows = csv.out.trim().split('\n');
    expect(rows[0]!.split(',').at(-1)).toBe('bots');
    expect(rows.slice(1).map((l) => [l.split(',')[0], l.split(',').at(-1)])).toEqual([
      ['1', 'normal'],
      ['3', 'normal'],
      ['1', 'random'],
      ['3', 'random'],
    ]);
    const json = await rulebench([...args, '--levels', 'normal,random', '--workers', '0', '--json', '--lang', 'de']);
    const doc = JSON.parse(json.out) as {
      levels: string[];
      verdicts: { point: Record<string, number>; against: Record<string, number>; verdict: string }[];
      byLevel: { level: string; rows: unknown[] }[];
    };
    expect(doc.levels).toEqual(['normal', 'random']);
    expect(doc.verdicts.map((v) => [v.point, v.against])).toEqual([[{ voluntaryDrawMax: 3 }, { voluntaryDrawMax: 1 }]]);
    expect(doc.verdicts[0]!.verdict).toMatch(/^über die Stufen \(normal und random\): /);
    expect(doc.byLevel.map((l) => [l.level, l.rows.length])).toEqual([
      ['normal', 2],
      ['random', 2],
    ]);
    // the ruleset's own value (voluntaryDrawMax 1, H-11) is the reference wherever the range lists it, as at one level
    const reversed = await rulebench([
      ...['sweep', 'gassi/gassi-2.5.3', '--vary', 'voluntaryDrawMax=3,1', '--games', '3', '--seed', 'lv'],
      ...['--levels', 'normal', '--workers', '0', '--quiet'],
    ]);
    expect(reversed.out.split('\n')[1]).toMatch(/^voluntaryDrawMax=3 against voluntaryDrawMax=1: across levels /);
    const both = await rulebench([...args, '--levels', 'normal', '--bots', 'random']);
    expect(both.code).toBe(2);
    expect(both.err).toContain('sweep takes --levels (every seat at each level) or --bots, not both');
  });
});
