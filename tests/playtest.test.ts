// Playtest statistics, metrics, A/B comparison, sweeps, the worker pool (same records for any worker
// count), the host jobs and the CLI (compare prints identical numbers for --workers 1 and 2).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bootstrapDifference,
  compareBatches,
  computeMetrics,
  formatMetrics,
  distribution,
  expandSweep,
  median,
  pairedDifference,
  parseSweepAxis,
  playGames,
  ruleCatalogue,
  startGame,
  sweepCsv,
  sweepRow,
  wilson,
  type CompiledGame,
  type GameRecord,
  type Json,
} from '../src/engine';
import type { DogState } from '../src/engine/kinds/dog';
import { loadCompiledGame } from '../src/host/rulesets';
import {
  PlaytestCancelled,
  playtestWorkerUrl,
  prestartWorkers,
  prestartedWorkers,
  runBatches,
  type BatchJob,
} from '../src/host/playtests';
import { createHostService } from '../src/host/service';
import { loadGame } from '../src/cli/playtest-args';
import { rulebench as runCli } from './support/cli';

const ROOT = join(import.meta.dirname, '..');

function dog(overrides = {}): CompiledGame {
  const l = loadCompiledGame('rulesets/dog/standard.yaml', { overrides, root: ROOT, baseDir: ROOT });
  if (!l.ok) throw new Error('dog/standard does not load');
  return l.game;
}

function rec(index: number, over: Partial<GameRecord> = {}): GameRecord {
  return {
    index,
    seed: `s-${index + 1}`,
    winners: [0, 2],
    team: 0,
    reason: 'done',
    truncated: false,
    aborted: null,
    actions: 100,
    rounds: 5,
    firstSeat: 0,
    ruleCounts: { 'DOG-003': 10 },
    eventCounts: { play: 10 },
    cardCounts: { A: 2 },
    simulatedMs: null,
    points: null,
    startHands: [['A'], ['K'], ['A', 'K'], []],
    leadChanges: 1,
    midLeader: 0,
    margin: 0.2,
    turnOrder: [0, 1, 2, 3],
    drama: 0,
    maxDeficit: 0,
    decidedAt: 0.5,
    decisions: { points: 40, forced: 60, legal: 120 },
    ...over,
  };
}

describe('statistics', () => {
  it('Wilson intervals match published values', () => {
    const a = wilson(5, 10);
    expect(a.rate).toBe(0.5);
    expect(a.lo).toBeCloseTo(0.2366, 4);
    expect(a.hi).toBeCloseTo(0.7634, 4);
    const b = wilson(0, 10);
    expect(b.lo).toBe(0);
    expect(b.hi).toBeCloseTo(0.2775, 4);
    expect(wilson(0, 0)).toMatchObject({ lo: 0, hi: 1 });
  });

  it('paired differences: mean of B − A, interval and p', () => {
    const d = pairedDifference([1, 2, 3, 4], [2, 3, 4, 5]);
    expect(d).toMatchObject({ diff: 1, lo: 1, hi: 1, p: 0 });
    expect(pairedDifference([1, 0, 1, 0], [1, 0, 1, 0]).p).toBe(1);
    const noisy = pairedDifference([0, 1, 0, 1, 0, 1, 0, 1], [1, 1, 0, 0, 1, 1, 0, 0]);
    expect(noisy.diff).toBe(0);
    expect(noisy.p).toBeGreaterThan(0.5);
    expect(() => pairedDifference([1], [1, 2])).toThrow(RangeError);
  });

  it('the median by selection equals the median of the sorted values', () => {
    const rng = (i: number) => ((i * 7919 + 13) % 101) - 50;
    for (const n of [1, 2, 3, 4, 5, 10, 11, 64, 101, 500]) {
      for (const ties of [false, true]) {
        const xs = Array.from({ length: n }, (_, i) => (ties ? Math.abs(rng(i)) % 4 : rng(i) + i / 1000));
        const s = [...xs].sort((x, y) => x - y);
        const want = n % 2 ? s[n >> 1]! : (s[(n >> 1) - 1]! + s[n >> 1]!) / 2;
        expect(median(xs)).toBe(want);
      }
    }
    expect(median([])).toBe(0);
    const input = [3, 1, 2];
    median(input);
    expect(input).toEqual([3, 1, 2]);
  });

  it('the bootstrap is reproducible for a seed and finds a clear shift', () => {
    const a = Array.from({ length: 50 }, (_, i) => i % 7);
    const b = a.map((x) => x + 3);
    const x = bootstrapDifference(a, b, 'seed', 300);
    expect(bootstrapDifference(a, b, 'seed', 300)).toEqual(x);
    expect(x.diff).toBeCloseTo(3, 9);
    expect(x.lo).toBeGreaterThan(2);
    expect(x.p).toBeLessThan(0.01);
  });

  it('distribution: quantiles and a histogram covering every value', () => {
    const d = distribution([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 5);
    expect(d).toMatchObject({ min: 1, max: 10, median: 5, p10: 1, p90: 9, mean: 5.5 });
    expect(d.histogram.reduce((s, b) => s + b.count, 0)).toBe(10);
  });
});

describe('metrics', () => {
  const game = dog();

  it('counts wins per seat and team, first-player wins, stalls and aborts, and flags rules never triggered', () => {
    const records = [
      rec(0),
      rec(1, { winners: [1, 3], team: 1, firstSeat: 1 }),
      rec(2, { winners: [], team: null, truncated: true, reason: 'action limit', firstSeat: 2 }),
      rec(3, {
        winners: [],
        team: null,
        aborted: 'boom',
        reason: 'engine bug: boom',
        ruleCounts: {},
        eventCounts: {},
        cardCounts: {},
      }),
    ];
    const m = computeMetrics(game, records);
    expect(m.teams.map((t) => t.k)).toEqual([1, 1]);
    expect(m.seats.map((s) => s.k)).toEqual([1, 1, 1, 1]);
    expect(m.finished).toBe(2);
    expect(m.firstPlayer).toMatchObject({ k: 2, n: 2, fair: 0.5 });
    expect(m.unfinished).toMatchObject({ stalled: 1, aborted: 1 });
    expect(m.unfinished.reasons.map((r) => r.seeds)).toEqual([['s-3'], ['s-4']]);
    expect(m.rules.use.find((u) => u.id === 'DOG-003')).toMatchObject({ total: 30, games: 3 });
    expect(m.rules.never).toContain('DOG-065');
    expect(m.rules.never).not.toContain('DOG-003');
    expect(m.cards).toEqual([{ id: 'A', total: 6, games: 3, perGame: 1.5 }]);
  });

  it('a win shared by several teams (a tie, GAM-081: outcome team null, winners of both) counts for each team, and is counted as shared', () => {
    const records = [
      rec(0),
      rec(1, { winners: [0, 1, 2, 3], team: null, firstSeat: 1 }),
      rec(2, { winners: [1, 3], team: 1, firstSeat: 2 }),
    ];
    const m = computeMetrics(game, records);
    expect(m.teams.map((t) => t.k)).toEqual([2, 2]);
    expect(m.sharedWins).toBe(1);
    expect(m.seats.map((s) => s.k)).toEqual([2, 2, 2, 2]);
    expect(formatMetrics(m)).toContain('shared by several teams (ties, counted for each): 1');
    expect(formatMetrics(computeMetrics(game, [rec(0)]))).not.toContain('shared by several teams');
    // a rate over no games (the first player of a real-time game) is not shown as 0 %
    expect(formatMetrics(computeMetrics(game, [rec(0, { firstSeat: null })]))).toContain(
      'first player wins: 0/0  n/a (no games to count)',
    );
    const cmp = compareBatches(
      m,
      records,
      computeMetrics(game, [rec(0), rec(1), rec(2, { winners: [1, 3], team: 1 })]),
      [rec(0), rec(1), rec(2, { winners: [1, 3], team: 1 })],
    );
    expect(cmp.rows.find((r) => r.merged.includes('team 1 wins'))).toMatchObject({ a: 2 / 3, b: 1 / 3 });
  });

  it("counts rules over the IDs the kind's events can cite; the other IDs of options and texts are listed as not counted", () => {
    const c = ruleCatalogue(game);
    expect(c.source).toBe('events');
    expect(c.ids).toContain('DOG-065');
    expect(c.ids).not.toContain('DOG-001'); // the board: a definition, no event cites it
    expect(c.uncounted).toContain('DOG-001');
    expect(c.ids.some((id) => c.uncounted.includes(id))).toBe(false);
    expect([...c.ids, ...c.uncounted].every((id) => /^[A-Z]+-\d+$/.test(id))).toBe(true);
  });

  // The kinds' lists of the rule IDs their events cite (GameKind.eventRules) must not drift from the code: every
  // ID an event cites in simulated games is listed, and every rule literal next to an `events.push` is listed.
  for (const [kind, rulesetPath, options] of [
    ['dog', 'rulesets/dog/standard.yaml', {}],
    ['dog', 'rulesets/dog/canadian.yaml', {}],
    ['gassi', 'rulesets/gassi/gassi-2.5.3.yaml', {}],
    ['gassi', 'rulesets/gassi/gassi-2.5.3.yaml', { fleaMode: 'doubleDraw', abortAction: 'endNoScore' }],
    ['gamsh', 'rulesets/gamsh/gamsh-alpin-foehn.yaml', { teams: 3 }],
  ] as [string, string, Record<string, Json>][]) {
    it(`${kind} (${rulesetPath.split('/').pop()} ${JSON.stringify(options)}): every rule ID its events cite is in its eventRules list`, () => {
      const l = loadCompiledGame(rulesetPath, { root: ROOT, baseDir: ROOT, overrides: options });
      if (!l.ok) throw new Error(JSON.stringify(l.diagnostics));
      const listed = new Set(l.game.kind.eventRules!(l.game.rules));
      const cited = new Set(
        playGames(l.game, [{ type: 'random' }], 'ev', 0, 30).flatMap((r) => Object.keys(r.ruleCounts)),
      );
      expect([...cited].filter((id) => !listed.has(id))).toEqual([]);
      const source = readdirSync(join(ROOT, 'src/engine/kinds', kind))
        .filter((f) => f.endsWith('.ts') && !f.includes('test') && !/describe|options|scenario|bot/.test(f))
        .map((f) => readFileSync(join(ROOT, 'src/engine/kinds', kind, f), 'utf8'))
        .join('\n');
      const literals = [
        ...source.matchAll(/(?:events\.push\(\{[^}]*|sent\(events, |rule = |rule: [^,}]*?)'([A-Z]{3}-\d{3})'/g),
      ].map((m) => m[1]!);
      expect(literals.length).toBeGreaterThan(5);
      expect([...new Set(literals)].filter((id) => !listed.has(id))).toEqual([]);
    });
  }

  it('real games: every game finishes, rule counts come from events, lead changes are measured', () => {
    const records = playGames(game, [{ type: 'random' }], 't', 0, 6);
    const m = computeMetrics(game, records);
    expect(m.finished).toBe(6);
    expect(m.teams[0]!.k + m.teams[1]!.k).toBe(6);
    expect(m.rules.use.find((u) => u.id === 'DOG-110')!.total).toBe(6);
    expect(m.moves.find((u) => u.id === 'win')!.total).toBe(6);
    expect(m.lead).not.toBeNull();
    expect(records.every((r) => r.margin !== null)).toBe(true);
    // the first player is the round-1 starter (DOG-013), not the last seat to give in the exchange
    expect(records.map((r) => r.firstSeat)).toEqual(
      records.map((r) => (startGame(game, r.seed).state as DogState).starter),
    );
    expect(new Set(records.map((r) => r.firstSeat)).size).toBeGreaterThan(1);
  });
});

describe('real-time kinds', () => {
  it('run in the discrete-event simulator and report simulated minutes (Gämsh)', () => {
    const l = loadCompiledGame('rulesets/gamsh/gamsh-alpin.yaml', { root: ROOT, baseDir: ROOT });
    if (!l.ok) throw new Error('gamsh-alpin does not load');
    const records = playGames(l.game, [{ type: 'random' }], 'rt', 0, 2);
    expect(records.every((r) => r.simulatedMs !== null && r.simulatedMs > 0 && !r.aborted)).toBe(true);
    const m = computeMetrics(l.game, records);
    expect(m.length.minutes!.mean).toBeCloseTo(records.reduce((s, r) => s + r.simulatedMs!, 0) / 2 / 60_000, 1);
    // every game ends by GAM-080 (a team reached the target) and names its winners by GAM-081: neither is "never triggered"
    for (const id of ['GAM-080', 'GAM-081'])
      expect(m.rules.use.find((u) => u.id === id)).toMatchObject({ total: 2, games: 2 });
    expect(m.rules.never).not.toContain('GAM-080');
    expect(computeMetrics(dog(), [rec(0)]).length.minutes).toBeNull();
  });
});

describe('A/B comparison', () => {
  it('identical batches differ by nothing; a rule change shows up as a significant difference', () => {
    const a = dog();
    const b = dog({ jokersPerDeck: 0 });
    const ra = playGames(a, [{ type: 'random' }], 'ab', 0, 12);
    const rb = playGames(b, [{ type: 'random' }], 'ab', 0, 12);
    const same = compareBatches(computeMetrics(a, ra), ra, computeMetrics(a, ra), ra);
    expect(same.rows.every((r) => r.diff === 0 && !r.significant)).toBe(true);
    const cmp = compareBatches(computeMetrics(a, ra), ra, computeMetrics(b, rb), rb);
    const joker = cmp.rows.find((r) => r.metric === 'DOG-017 per game')!;
    expect(joker.b).toBe(0);
    expect(joker.a).toBeGreaterThan(0);
    expect(joker.significant).toBe(true);
    expect(cmp.rows.find((r) => r.merged.includes('team 0 wins'))!.test).toBe('mcnemar');
    expect(() => compareBatches(cmp.a, ra, cmp.b, rb.slice(1))).toThrow(RangeError);
  });
});

describe('sweeps', () => {
  it('parses axes, expands grids and writes CSV', () => {
    expect(parseSweepAxis('startHandSize=5..9')).toEqual({ option: 'startHandSize', values: [5, 6, 7, 8, 9] });
    expect(parseSweepAxis('x=2..10:4')).toEqual({ option: 'x', values: [2, 6, 10] });
    expect(parseSweepAxis('dealSchedule=65432,6+5432')).toEqual({ option: 'dealSchedule', values: [65432, '6+5432'] });
    expect(parseSweepAxis('flag=true,false')!.values).toEqual([true, false]);
    expect(parseSweepAxis('nope')).toBeNull();
    expect(parseSweepAxis('x=9..5')).toBeNull();
    const axes = [
      { option: 'a', values: [1, 2] },
      { option: 'b', values: ['x', 'y', 'z'] },
    ];
    expect(expandSweep(axes)).toHaveLength(6);
    expect(expandSweep(axes)[1]).toEqual({ a: 1, b: 'y' });
    const game = dog();
    const m = computeMetrics(game, [rec(0), rec(1, { team: 1, winners: [1, 3] })]);
    const csv = sweepCsv([axes[0]!], [sweepRow({ a: 1 }, m), sweepRow({ a: 2 }, m)]);
    const lines = csv.trim().split('\n');
    expect(lines[0]).toMatch(/^a,games,team0_win_rate,team0_lo95,team0_hi95,team1_win_rate/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^1,2,0\.5,/);
  });
});

describe('worker pool', () => {
  const game = dog();
  const jobs: BatchJob[] = [
    { ruleset: game.ruleset, overrides: {}, bots: [{ type: 'random' as const }], seed: 'w', games: 9 },
    {
      ruleset: game.ruleset,
      overrides: { jokersPerDeck: 1 },
      bots: [{ type: 'random' as const }],
      seed: 'w',
      games: 5,
    },
  ];

  it('gives the same records, in seed order, for 0, 1 and 2 workers and any chunk size', async () => {
    const inline = await runBatches(jobs, { workers: 0 });
    const progress: number[] = [];
    const one = await runBatches(jobs, { workers: 1, chunkSize: 4 });
    const two = await runBatches(jobs, { workers: 2, chunkSize: 1, onProgress: (p) => progress.push(p.done) });
    expect(one).toEqual(inline);
    expect(two).toEqual(inline);
    expect(inline[0]!.map((r) => r.seed)).toEqual(Array.from({ length: 9 }, (_, i) => `w-${i + 1}`));
    expect(progress).toHaveLength(14);
    expect(progress[progress.length - 1]).toBe(14);
  });

  it('default (guided) chunks: the same records as in this thread, workers started from a pre-built module', async () => {
    const url = await playtestWorkerUrl();
    expect(url.pathname).toMatch(/node_modules\/\.cache\/rulebench\/playtest-worker-[0-9a-f]+\/playtest-worker\.mjs$/);
    const inline = await runBatches(jobs, { workers: 0 });
    expect(await runBatches(jobs, { workers: 2 })).toEqual(inline);
  });

  it('falls back to tsx in the worker (RULEBENCH_TSX) with the same records', async () => {
    process.env['RULEBENCH_TSX'] = '1';
    try {
      expect((await playtestWorkerUrl()).pathname).toMatch(/src\/host\/playtest-worker-boot\.mjs$/);
      expect(await runBatches([jobs[1]!], { workers: 1 })).toEqual(await runBatches([jobs[1]!], { workers: 0 }));
    } finally {
      delete process.env['RULEBENCH_TSX'];
    }
  });

  it('prestarted workers are taken by the next run (same records); unused ones do not keep a process alive', async () => {
    await playtestWorkerUrl(); // the cached bundle exists, so prestarting is possible
    prestartWorkers(2);
    expect(prestartedWorkers()).toBe(2);
    const inline = await runBatches(jobs, { workers: 0 });
    expect(await runBatches(jobs, { workers: 2 })).toEqual(inline);
    expect(prestartedWorkers()).toBe(0);
    // A command that prestarts and then fails to load its rulesets must still exit at once.
    const t0 = performance.now();
    const r = spawnSync(
      process.execPath,
      [
        join(ROOT, 'bin', 'rulebench.mjs'),
        'compare',
        'rulesets/dog/standard.yaml',
        'rulesets/dog/no-such.yaml',
        '--games',
        '4',
        '--workers',
        '2',
      ],
      { cwd: ROOT, encoding: 'utf8', timeout: 20_000 },
    );
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/no-such\.yaml.*no such file/);
    expect(performance.now() - t0).toBeLessThan(15_000);
  });

  it('can be cancelled', async () => {
    const ctl = new AbortController();
    const run = runBatches([{ ...jobs[0]!, games: 200 }], {
      workers: 1,
      signal: ctl.signal,
      onProgress: (p) => {
        if (p.done === 2) ctl.abort();
      },
    });
    await expect(run).rejects.toBeInstanceOf(PlaytestCancelled);
  });

  it('rejects a ruleset that does not compile with its diagnostics', async () => {
    await expect(runBatches([{ ...jobs[0]!, overrides: { decks: 99 } }], { workers: 1 })).rejects.toThrow(/decks/);
  });
});

describe('host playtest jobs', () => {
  it('runs a comparison, reports it, and re-creates a game of it as a replay', async () => {
    const replayDir = mkdtempSync(join(tmpdir(), 'rb-pt-'));
    const pushes: string[] = [];
    const service = createHostService({
      root: ROOT,
      replayDir,
      onPlaytestProgress: (s) => pushes.push(s.state),
      playtestWorkers: 1,
    });
    const req = {
      mode: 'compare' as const,
      a: { rulesetId: 'dog/standard', overrides: {} },
      b: { rulesetId: 'dog/standard', overrides: { jokersPerDeck: 0 } },
      bots: ['random'],
      games: 4,
      seed: 'svc',
    };
    const started = await service['playtests:start'](req);
    if (!started.ok) throw new Error(started.message);
    let status = await service['playtests:status'](started.jobId);
    for (let i = 0; i < 600 && status?.state === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      status = await service['playtests:status'](started.jobId);
    }
    expect(status?.state).toBe('done');
    const report = status!.report!;
    expect(report.metrics).toHaveLength(2);
    expect(report.comparison!.length).toBeGreaterThan(10);
    expect(report.games[1]!.map((g) => g.seed)).toEqual(['svc-1', 'svc-2', 'svc-3', 'svc-4']);
    expect(report.csv.split('\n')[0]).toMatch(/^batch,index,seed/);
    expect(pushes[pushes.length - 1]).toBe('done');
    const g = report.games[1]![2]!;
    const replay = await service['playtests:replay']({
      rulesetId: 'dog/standard',
      overrides: { jokersPerDeck: 0 },
      bots: ['random'],
      seed: g.seed,
      index: g.index,
    });
    if (!replay.ok) throw new Error(replay.message);
    const read = await service['replays:read'](replay.file);
    if (!read.ok) throw new Error(read.message);
    expect((read.replay as { steps: unknown[] }).steps).toHaveLength(g.actions);
    expect(await service['playtests:status']('pt-999')).toBeNull();
    expect((await service['playtests:start']({ ...req, bots: ['nobody'] })).ok).toBe(false);
  });
});

describe('loading rulesets for the playtest commands', () => {
  it('gives the game loadCompiledGame gives, parsing only what `extends` needs', () => {
    for (const ref of [
      'rulesets/dog/standard.yaml',
      'rulesets/dog/maerki.yaml',
      'rulesets/dog/maerki-3p.yaml',
      'rulesets/gamsh/gamsh-alpin-foehn.yaml',
      'dog/canadian',
    ]) {
      for (const overrides of [{}, ref.includes('dog') ? { jokersPerDeck: 0 } : {}] as Record<string, Json>[]) {
        const eager = loadCompiledGame(ref, { overrides });
        if (!eager.ok) throw new Error(`${ref} does not load`);
        const lazy = loadGame(ref, overrides);
        expect(lazy?.hash).toBe(eager.game.hash);
        expect(lazy?.ruleset).toEqual(eager.game.ruleset);
      }
    }
  });
});

describe('rulebench compare (CLI)', () => {
  // In-process runs (the command's exit code and output); the run under tsx is a real process (the loader is chosen
  // at its start).
  const rulebench = (...args: string[]) => runCli(args);
  const rulebenchEnv = (env: Record<string, string>, ...args: string[]) => runCli(args, { env });
  function spawned(env: Record<string, string>, ...args: string[]) {
    const r = spawnSync(process.execPath, [join(ROOT, 'bin', 'rulebench.mjs'), ...args], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, ...env },
    });
    return { code: r.status, out: r.stdout, err: r.stderr };
  }

  it('prints both columns, differences and p-values, identical for --workers 1 and 2 and under tsx (no threads)', async () => {
    const args = [
      'compare',
      'rulesets/dog/standard.yaml',
      '--set',
      'jokersPerDeck=0',
      '--games',
      '16',
      '--seed',
      '3',
      '--bots',
      'random', // the same figures across workers and loaders is the point here, not the players' strength
      '--quiet',
    ];
    const one = await rulebench(...args, '--workers', '1');
    const two = await rulebenchEnv({ RULEBENCH_TIMING: '1' }, ...args, '--workers', '2');
    // Under tsx, games in the CLI's own thread (--workers 0): tsx compiles the CLI once, 4.5 CPU-s against 6.6 with a
    // worker thread it compiles again (a worker under tsx: "falls back to tsx in the worker" above).
    const tsx = spawned({ RULEBENCH_TSX: '1' }, ...args, '--workers', '0');
    expect(one.code).toBe(0);
    expect(one.out).toMatch(/team 0 = seat 0 = seat 2 wins/); // identical figures are one row
    expect(one.out).toMatch(/^verdict: B: /m);
    expect(one.out).toMatch(/B − A/);
    expect(one.out).toMatch(/DOG-017 per game .* \*$/m);
    expect(two.out).toBe(one.out);
    expect(tsx.out).toBe(one.out);
    // RULEBENCH_TIMING: phase times on stderr only
    expect(two.err).toMatch(
      /^timing \(s since process start\): start-up [\d.]+, loaded [\d.]+, first game [\d.]+, (?:first worker idle [\d.]+, )?last game [\d.]+, (?:first worker idle [\d.]+, )?games [\d.]+, stats [\d.]+, output [\d.]+$/m,
    );
    expect(two.err).toMatch(/first worker idle/);
    expect(one.err).not.toMatch(/timing/);
  }, 180_000); // a run under tsx compiles the CLI and its worker threads at start: beyond 60 s on a loaded machine

  it('sharded runs (--shard K/N) of playtest, compare and sweep merged print exactly the unsharded output; mismatched or missing parts are named (exit 1)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rb-shards-'));
    const play = [
      'playtest',
      'rulesets/dog/standard.yaml',
      '--games',
      '11',
      '--seed',
      '5',
      '--bots',
      'random', // merged parts print the whole run's output: the players' strength is not the point
      '--quiet',
      '--workers',
      '1',
    ];
    const whole = await rulebench(...play);
    expect(whole.code).toBe(0);
    const parts = await Promise.all(
      [1, 2, 3].map(async (k) => {
        const out = join(dir, `p${k}.json`);
        const r = await rulebench(...play, '--shard', `${k}/3`, '--out', out);
        expect(r.code).toBe(0);
        expect(r.out).toMatch(new RegExp(`^shard ${k}/3: games \\d+…\\d+ of 11 → `));
        return out;
      }),
    );
    const merged = await rulebench('merge', parts[2]!, parts[0]!, parts[1]!);
    expect(merged.code).toBe(0);
    expect(merged.out).toBe(whole.out);
    // compare: two batches per part, the same columns, differences and p-values.
    const cmp = [
      'compare',
      'rulesets/dog/standard.yaml',
      '--set',
      'jokersPerDeck=0',
      '--games',
      '10',
      '--seed',
      '6',
      '--bots',
      'random',
      '--quiet',
      '--workers',
      '1',
    ];
    const cmpWhole = await rulebench(...cmp);
    const cparts = await Promise.all(
      [1, 2].map(async (k) => {
        const out = join(dir, `c${k}.json`);
        expect((await rulebench(...cmp, '--shard', `${k}/2`, '--out', out)).code).toBe(0);
        return out;
      }),
    );
    expect((await rulebench('merge', ...cparts)).out).toBe(cmpWhole.out);
    // sweep: one side per grid point; the table and the CSV of the whole sweep.
    const sweep = [
      'sweep',
      'rulesets/gassi/gassi-2.5.3.yaml',
      '--vary',
      'startHandSize=5..6',
      '--games',
      '8',
      '--seed',
      '7',
      '--quiet',
      '--workers',
      '1',
    ];
    const sweepWhole = await rulebench(...sweep, '--csv', '-');
    const sparts = await Promise.all(
      [1, 2].map(async (k) => {
        const out = join(dir, `s${k}.json`);
        expect((await rulebench(...sweep, '--shard', `${k}/2`, '--out', out)).code).toBe(0);
        return out;
      }),
    );
    const sweepMerged = await rulebench('merge', ...sparts, '--csv', '-');
    expect(sweepMerged.code).toBe(0);
    expect(sweepMerged.out).toBe(sweepWhole.out);
    expect(sweepMerged.out.split('\n')[0]).toMatch(/^startHandSize,/);
    // Parts that do not belong together, a missing or doubled shard, a file that is no part: one line each, exit 2.
    expect((await rulebench('merge', parts[0]!, parts[1]!)).err).toMatch(/shard 3\/3 missing/);
    expect((await rulebench('merge', parts[0]!, parts[0]!, parts[1]!)).err).toMatch(/shard 1\/3 is given twice/);
    expect((await rulebench('merge', parts[0]!, cparts[1]!)).err).toMatch(/from another run than/);
    const edited = JSON.parse(readFileSync(parts[1]!, 'utf8'));
    edited.sides[0].records[0].index = 0;
    writeFileSync(join(dir, 'edited.json'), JSON.stringify(edited));
    expect((await rulebench('merge', parts[0]!, join(dir, 'edited.json'), parts[2]!)).err).toMatch(
      /the parts hold game 0 where game \d+ belongs/,
    );
    writeFileSync(join(dir, 'junk.json'), '{"format": "rulebench-playtest-part/1", "sides": 3}');
    const junk = await rulebench('merge', join(dir, 'junk.json'));
    expect(junk.code).toBe(1);
    expect(junk.err).toMatch(/^rulebench merge: .*junk\.json: not a playtest part file/);
    expect(junk.err).not.toMatch(/--help/);
    expect((await rulebench(...play, '--shard', '4/3', '--out', join(dir, 'x.json'))).err).toMatch(
      /--shard must be K\/N/,
    );
    expect((await rulebench(...play, '--shard', '1/3')).err).toMatch(/--shard writes a part file: give --out/);
  }, 180_000); // about 20 commands: beyond the default 60 s on a loaded machine

  it('refuses bad arguments with one line and exit code 2', async () => {
    const r = await rulebench('compare', 'rulesets/dog/standard.yaml', '--games', '2');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--set/);
    expect((await rulebench('sweep', 'rulesets/dog/standard.yaml', '--vary', 'bad')).code).toBe(2);
  });
});
