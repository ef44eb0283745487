// The named bot levels (easy, normal, strong, expert) and the bot ladder — seat configurations with teams
// rotated, OpenSkill ratings rated in canonical seed order, and the CLI's output identical for any worker count and
// for a sharded run merged. Strength and speed are measured by `rulebench bench bots` and docs/bots.md, not here.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulebench as runCli } from './support/cli';
import {
  BOT_TYPES,
  agentParamSpecs,
  agentParamsError,
  applyListedAction,
  botUnavailable,
  clearlyAbove,
  createBot,
  createRng,
  fitLadder,
  formatBotSpec,
  ladderConfigs,
  ladderCsv,
  listLegalActions,
  parseBotSpec,
  playGames,
  seatsToAct,
  startGame,
  viewFor,
  Z95,
  type CompiledGame,
  type GameRecord,
} from '../src/engine';
import { loadCompiledGame } from '../src/host/rulesets';
import { realtimeLevelParams } from '../src/engine/bots/agent-params';
import { parseInvokeArgs } from '../src/host/invoke-args';
import { PlaySession } from '../src/renderer/src/services/play-session';
import { createHostService } from '../src/host/service';
import type { PlaytestRequest, PlaytestStatus } from '../src/shared/ipc-contract';

const ROOT = join(import.meta.dirname, '..');
function load(ref: string): CompiledGame {
  const l = loadCompiledGame(ref);
  if (!l.ok) throw new Error(`${ref} does not load`);
  return l.game;
}
/** `rulebench …args` in-process: its exit code and output (tests/support/cli.ts). */
const rulebench = (...args: string[]) => runCli(args);

describe('named bot levels', () => {
  it('parses and formats the levels; only the search levels take an iteration count', async () => {
    expect(BOT_TYPES).toEqual(expect.arrayContaining(['easy', 'normal', 'strong', 'expert']));
    expect(parseBotSpec('strong')).toEqual({ type: 'strong' });
    expect(parseBotSpec('expert:300')).toEqual({ type: 'expert', iterations: 300 });
    expect(parseBotSpec('normal')).toEqual({ type: 'normal' });
    expect(parseBotSpec('easy:5')).toBeNull();
    expect(parseBotSpec('normal:5')).toBeNull();
    expect(parseBotSpec('strongest')).toBeNull();
    expect(parseBotSpec('strong:0')).toBeNull();
    for (const t of ['strong:120', 'expert', 'easy', 'ismcts:7']) expect(formatBotSpec(parseBotSpec(t)!)).toBe(t);
  });

  it('offers every level for Dog and Gassi, and names why a real-time kind has no search levels', async () => {
    for (const ref of ['dog/standard', 'gassi/gassi-2.5.3']) {
      const game = load(ref);
      for (const level of ['easy', 'normal', 'strong', 'expert'] as const) {
        expect(botUnavailable(game, { type: level })).toBeNull();
        expect(createBot(game, { type: level }).name).toBe(level);
      }
    }
    expect(botUnavailable(load('gamsh/gamsh-alpin'), { type: 'strong' })).toMatch(/gamsh/);
  });

  it('each level returns one of the legal actions, deterministically for a given PRNG', async () => {
    const game = load('gassi/gassi-2.5.3');
    let snap = startGame(game, 'lv');
    const walk = createRng('lv/walk');
    let checked = 0;
    for (let i = 0; i < 200 && !snap.outcome && checked < 3; i++) {
      const seat = seatsToAct(game, snap)[0]!;
      const legal = listLegalActions(game, snap, seat);
      if (legal.length > 2) {
        for (const level of ['easy', 'normal', 'strong'] as const) {
          const bot = createBot(game, { type: level });
          const a = bot.choose(() => viewFor(game, snap, seat), legal, createRng(`p${i}`));
          expect(legal).toContainEqual(a);
          expect(bot.choose(() => viewFor(game, snap, seat), legal, createRng(`p${i}`))).toEqual(a);
        }
        checked++;
      }
      snap = applyListedAction(game, snap, legal[walk.int(0, legal.length - 1)]!).snapshot;
    }
    expect(checked).toBe(3);
  });
});

/** A record with only the fields the ladder reads. */
function rec(index: number, winners: number[], extra: Partial<GameRecord> = {}): GameRecord {
  return {
    index,
    seed: `s-${index + 1}`,
    winners,
    team: null,
    reason: '',
    truncated: false,
    aborted: null,
    actions: 1,
    rounds: 1,
    simulatedMs: null,
    points: null,
    firstSeat: null,
    ruleCounts: {},
    eventCounts: {},
    cardCounts: {},
    startHands: null,
    leadChanges: null,
    midLeader: null,
    margin: null,
    ...extra,
  } as GameRecord;
}

describe('ladder seat configurations', () => {
  it('Dog: each pairing plays with the teams swapped, partners share a bot', async () => {
    const game = load('dog/standard');
    const configs = ladderConfigs(game, 3);
    expect(configs).toHaveLength(3 * 2);
    for (const c of configs) {
      expect(c.seats[0]).toBe(c.seats[2]);
      expect(c.seats[1]).toBe(c.seats[3]);
      expect(new Set(c.seats)).toEqual(new Set([c.a, c.b]));
    }
    expect(configs.slice(0, 2).map((c) => c.seats)).toEqual([
      [0, 1, 0, 1],
      [1, 0, 1, 0],
    ]);
  });

  it('Gassi (3 players): each bot sits alone against two of the other in every seat, and in the majority', async () => {
    const game = load('gassi/gassi-2.5.3');
    const configs = ladderConfigs(game, 2);
    expect(configs.map((c) => c.seats)).toEqual([
      [0, 1, 1],
      [1, 0, 1],
      [1, 1, 0],
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ]);
    expect(() => ladderConfigs(game, 1)).toThrow(RangeError);
  });
});

describe('ladder ratings (Bradley–Terry, OpenSkill)', () => {
  const game = load('dog/standard');
  const configs = ladderConfigs(game, 3); // bots 0 = weak, 1 = mid, 2 = top
  // The better bot of each pairing wins every seed but every tenth; team 0 = seats 0 and 2.
  const records = configs.map((c) =>
    Array.from({ length: 60 }, (_, i) => {
      const better = Math.max(c.a, c.b);
      const winner = i % 10 === 9 ? Math.min(c.a, c.b) : better;
      const team = c.seats[0] === winner ? 0 : 1;
      return rec(i, team === 0 ? [0, 2] : [1, 3], { team });
    }),
  );

  it('ranks the bots by strength with non-overlapping 95 % intervals and counts each pairing', async () => {
    const ladder = fitLadder(['weak', 'mid', 'top'], configs, records);
    expect(ladder.ratings.map((r) => r.bot)).toEqual(['top', 'mid', 'weak']);
    expect(clearlyAbove(ladder, 'top', 'mid')).toBe(true);
    expect(clearlyAbove(ladder, 'mid', 'weak')).toBe(true);
    expect(clearlyAbove(ladder, 'weak', 'mid')).toBe(false);
    const top = ladder.ratings[0]!;
    expect(top.lo).toBeCloseTo(top.rating - Z95 * top.se, 10);
    expect(top.openskill.lo).toBeCloseTo(top.openskill.mu - Z95 * top.openskill.sigma, 10);
    // Bradley–Terry with two bots is the log-odds of the wins with one virtual draw: ln(108.5 / 12.5) · 400 / ln 10
    const two = ladderConfigs(game, 2);
    const duel = fitLadder(
      ['weak', 'strong'],
      two,
      two.map((c) =>
        Array.from({ length: 60 }, (_, i) => {
          const team = c.seats[0] === (i % 10 === 9 ? 0 : 1) ? 0 : 1;
          return rec(i, team === 0 ? [0, 2] : [1, 3], { team });
        }),
      ),
    );
    expect(duel.ratings[0]!.rating - duel.ratings[1]!.rating).toBeCloseTo(
      (Math.log(108.5 / 12.5) * 400) / Math.LN10,
      6,
    );
    expect(duel.ratings[0]!.rating + duel.ratings[1]!.rating).toBeCloseTo(3000, 6);
    expect(ladder.pairs.find((p) => p.a === 'weak' && p.b === 'top')).toMatchObject({
      games: 120,
      winsA: 12,
      winsB: 108,
      draws: 0,
    });
    expect(ladder.rated).toBe(360);
    expect(ladderCsv(ladder).split('\n')[1]).toMatch(/^1,top,/);
  });

  it("a bot that never wins does not widen the others' intervals (quasi standard errors)", async () => {
    // weak loses every game; top beats mid in 70 % — the top/mid comparison must not inherit weak's uncertainty
    const recs = configs.map((c) =>
      Array.from({ length: 60 }, (_, i) => {
        const winner = c.a === 0 ? c.b : i % 10 < 7 ? 2 : 1;
        const team = c.seats[0] === winner ? 0 : 1;
        return rec(i, team === 0 ? [0, 2] : [1, 3], { team });
      }),
    );
    const ladder = fitLadder(['weak', 'mid', 'top'], configs, recs);
    const [top, mid, weak] = ladder.ratings;
    expect([top!.bot, mid!.bot, weak!.bot]).toEqual(['top', 'mid', 'weak']);
    expect(clearlyAbove(ladder, 'top', 'mid')).toBe(true);
    expect(weak!.hi - weak!.lo).toBeGreaterThan(3 * (mid!.hi - mid!.lo));
  });

  it('is the same fit every time; shared wins are draws and aborted or truncated games are not rated', async () => {
    expect(fitLadder(['weak', 'mid', 'top'], configs, records)).toEqual(
      fitLadder(['weak', 'mid', 'top'], configs, records),
    );
    const edited = records.map((list, c) =>
      list.map((r, i) =>
        i === 0
          ? rec(0, [0, 1, 2, 3])
          : i === 1 && c === 0
            ? rec(1, [], { aborted: 'bug' })
            : i === 2 && c === 0
              ? rec(2, [], { truncated: true })
              : r,
      ),
    );
    const ladder = fitLadder(['weak', 'mid', 'top'], configs, edited);
    expect(ladder.unrated).toBe(2);
    expect(ladder.rated).toBe(358);
    expect(ladder.pairs[0]!.draws).toBe(2); // seed 0 in both configurations of weak vs mid
    expect(() => fitLadder(['weak', 'mid', 'top'], configs.slice(1), records)).toThrow(RangeError);
  });

  it('rates real games: normal bots beat random bots at Dog (4 seeds, teams swapped)', async () => {
    const two = ladderConfigs(game, 2);
    const recs = two.map((c) =>
      playGames(
        game,
        c.seats.map((k) => ({ type: k === 0 ? ('random' as const) : ('normal' as const) })),
        'lad',
        0,
        4,
      ),
    );
    const ladder = fitLadder(['random', 'normal'], two, recs);
    expect(ladder.ratings[0]!.bot).toBe('normal');
    expect(ladder.pairs[0]!.winsB).toBeGreaterThanOrEqual(7); // P(≥ 7 of 8 | fair coin) < 4 %
  });
});

describe('rulebench ladder', () => {
  it('prints the same ladder with 0 and 2 workers and from merged shards; refuses a single bot', async () => {
    const args = ['ladder', 'gassi/gassi-2.5.3', '--bots', 'random,easy', '--games', '3', '--seed', 'T', '--quiet'];
    const a = await rulebench(...args, '--workers', '0');
    const b = await rulebench(...args, '--workers', '2');
    expect(a.code).toBe(0);
    expect(a.out).toMatch(/#\s+bot\s+rating\s+95 % interval/);
    expect(a.out).toContain('random vs easy');
    expect(b.out).toBe(a.out);
    const dir = mkdtempSync(join(tmpdir(), 'rb-ladder-'));
    const parts = [join(dir, 'p1.json'), join(dir, 'p2.json')];
    for (const [i, p] of parts.entries())
      expect((await rulebench(...args, '--workers', '0', '--shard', `${i + 1}/2`, '--out', p)).code).toBe(0);
    const merged = await rulebench('merge', ...parts);
    expect(merged.code).toBe(0);
    expect(merged.out).toBe(a.out);
    const json = JSON.parse((await rulebench(...args, '--workers', '0', '--json')).out);
    expect(json.ladder.ratings).toHaveLength(2);
    expect((await rulebench('ladder', 'dog/standard', '--bots', 'normal', '--games', '2')).err).toContain(
      'at least two bots',
    );
    expect((await rulebench('ladder', 'dog/standard', '--bots', 'normal,normal', '--games', '2')).err).toContain(
      '"normal" twice',
    );
  });
});

describe('Gämsh levels are parameter sets (real-time bots)', () => {
  it('every level is a valid parameter set; reaction times fall and attention rises with the level', async () => {
    const normal = Object.fromEntries(agentParamSpecs('gamsh').map((s) => [s.name, s.default]));
    const at = (level: string) =>
      ({ ...normal, ...realtimeLevelParams('gamsh', level) }) as Record<string, [number, number] | number>;
    for (const level of ['easy', 'normal', 'strong', 'expert'])
      expect(agentParamsError('gamsh', realtimeLevelParams('gamsh', level))).toBeNull();
    const order = ['easy', 'normal', 'strong', 'expert'].map(at);
    for (let i = 1; i < order.length; i++) {
      for (const k of ['slapDelayMs', 'callDelayMs', 'noticeDelayMs', 'takeDelayMs'])
        expect((order[i]![k] as [number, number])[0]).toBeLessThan((order[i - 1]![k] as [number, number])[0]);
      for (const k of ['attentionPartner', 'vigilance'])
        expect(order[i]![k] as number).toBeGreaterThan(order[i - 1]![k] as number);
    }
    expect(realtimeLevelParams('gamsh', 'random')).toEqual({});
    expect(realtimeLevelParams('dog', 'strong')).toEqual({});
  });

  it('each seat plays its own level: a strong team beats an easy team (20 simulated games)', async () => {
    const game = load('gamsh/gamsh-alpin');
    const strongTeam = playGames(
      game,
      [{ type: 'strong' }, { type: 'easy' }, { type: 'strong' }, { type: 'easy' }],
      'gl',
      0,
      20,
    );
    const wins = strongTeam.filter((r) => r.winners.includes(0) && !r.winners.includes(1)).length;
    expect(wins).toBeGreaterThanOrEqual(14); // 76 % of 100 games in docs/bots.md; P(≥ 14 of 20 | fair) < 6 %
    // the same seeds with every seat at one level are a different set of games
    const allEasy = playGames(game, [{ type: 'easy' }], 'gl', 0, 20);
    expect(allEasy.map((r) => r.actions)).not.toEqual(strongTeam.map((r) => r.actions));
  });
});

describe('the ladder in the app (host playtest jobs, mode ladder)', () => {
  async function run(req: PlaytestRequest): Promise<PlaytestStatus> {
    const svc = createHostService({
      root: ROOT,
      replayDir: mkdtempSync(join(tmpdir(), 'rb-pt-ladder-')),
      playtestWorkers: 0,
    });
    const checked = parseInvokeArgs('playtests:start', [req]); // the host API's argument check accepts the mode
    if (!checked.ok) throw new Error(checked.message);
    const started = await svc['playtests:start'](checked.args[0]);
    if (!started.ok) throw new Error(started.message);
    let status = await svc['playtests:status'](started.jobId);
    for (let i = 0; i < 1200 && status?.state === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      status = await svc['playtests:status'](started.jobId);
    }
    return status!;
  }

  it('plays every seat configuration and reports the same ladder as the CLI fit of the same games', async () => {
    const req: PlaytestRequest = {
      mode: 'ladder',
      a: { rulesetId: 'gassi/gassi-2.5.3', overrides: {} },
      bots: ['random', 'easy'],
      games: 3,
      seed: 'T',
    };
    const status = await run(req);
    expect(status.state).toBe('done');
    expect(status.total).toBe(3 * 6);
    const game = load('gassi/gassi-2.5.3');
    const configs = ladderConfigs(game, 2);
    const records = configs.map((c) =>
      playGames(
        game,
        c.seats.map((k) => ({ type: k === 0 ? ('random' as const) : ('easy' as const) })),
        'T',
        0,
        3,
      ),
    );
    expect(status.report!.ladder).toEqual(fitLadder(['random', 'easy'], configs, records));
    expect(status.report!.csv.split('\n')[0]).toBe(
      'rank,bot,rating,se,lo,hi,openskill_mu,openskill_sigma,games,wins,draws',
    );
  });

  it('refuses a ladder of one bot, a repeated bot and a real-time kind before playing', async () => {
    const svc = createHostService({
      root: ROOT,
      replayDir: mkdtempSync(join(tmpdir(), 'rb-pt-ladder-')),
      playtestWorkers: 0,
    });
    const start = (rulesetId: string, bots: string[]) =>
      svc['playtests:start']({ mode: 'ladder', a: { rulesetId, overrides: {} }, bots, games: 2, seed: '1' });
    expect(await start('dog/standard', ['normal'])).toMatchObject({
      ok: false,
      message: expect.stringContaining('at least two bots'),
    });
    expect(await start('dog/standard', ['normal', 'normal'])).toMatchObject({
      ok: false,
      message: expect.stringContaining('"normal" twice'),
    });
    expect(await start('gamsh/gamsh-alpin', ['easy', 'strong'])).toMatchObject({
      ok: false,
      message: expect.stringContaining('real time'),
    });
  });
});

describe('the live table seats bots by level', () => {
  it("a seat's bot name picks its level; the choice is legal and repeatable; an unknown name plays at random", async () => {
    const game = load('dog/standard');
    const seats = (bot: string) => [0, 1, 2, 3].map(() => ({ occupant: 'bot' as const, bot }));
    const play = (bot: string) => {
      const s = new PlaySession(game, 'table-lv', seats(bot));
      const picks: string[] = [];
      for (let i = 0; i < 30; i++) {
        const seat = s.toAct()[0]!;
        const a = s.botChoice(seat)!;
        expect(s.legal(seat)).toContainEqual(a);
        picks.push(a.notation);
        expect(s.apply(a).ok).toBe(true);
      }
      return picks;
    };
    const strong = play('strong');
    expect(play('strong')).toEqual(strong);
    expect(play('random')).not.toEqual(strong);
    expect(play('bogus')).toEqual(play('random'));
  });
});
