// Reading playtest session folders for the Playtest view: a real evening played through the session code (two
// people and a bot, three Gassi games — short ones, so the test is quick —, the third under edited rules) is listed, measured by the lab's own metric code
// and its feedback summarised from the files; broken, oversized, edited or misplaced files are left out with a line
// naming the file and the offending value, never a crash.
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompiledGame, Replay } from '../../engine';
import { loadCompiledGame } from '../rulesets';
import { createHostService } from '../service';
import { listSessions, readPeopleReport, SESSION_READ_LIMITS } from './people';
import { playEvening } from '../../../tests/support/session-clients';

function compiled(id: string, overrides = {}): CompiledGame {
  const r = loadCompiledGame(id, { overrides });
  if (!r.ok) throw new Error(`${id} does not load`);
  return r.game;
}

let sessions: string;
let evening: string;
let tableId: string;
let edited: CompiledGame;

const FEEDBACK = [
  [
    { seat: 0, fun: 4, clarity: 2, unclear: ['GAS-010', 'GAS-014'], text: 'Wann darf ich ziehen?' },
    { seat: 2, fun: 5, clarity: 4, unclear: ['GAS-014'], text: '' },
  ],
  [{ seat: 0, fun: 3, clarity: 3, unclear: [], text: 'Too long.' }],
  [
    { seat: 0, fun: 2, clarity: 5, unclear: [], text: '' },
    { seat: 2, fun: 4, clarity: 3, unclear: ['GAS-014'], text: 'Smaller hands: better.' },
  ],
];

beforeAll(async () => {
  sessions = mkdtempSync(join(tmpdir(), 'rb-sessions-'));
  evening = join(sessions, 'friday');
  const game = compiled('gassi/gassi-2.5.3');
  edited = compiled('gassi/gassi-2.5.3', { startHandSize: 6 });
  tableId = await playEvening(evening, game, {
    seed: 'fri',
    seats: [{ kind: 'person' }, { kind: 'bot', level: 'random' }, { kind: 'person' }],
    names: { 0: 'Anna', 2: 'Carla' },
    games: [{ feedback: FEEDBACK[0]! }, { feedback: FEEDBACK[1]! }, { rules: edited, feedback: FEEDBACK[2]! }],
  });
}, 120_000);

afterAll(() => rmSync(sessions, { recursive: true, force: true }));

/** The replays of the evening's table as stored, in game order. */
function replays(dir = evening): Replay[] {
  const games = join(dir, 'tables', tableId, 'games');
  return readdirSync(games)
    .filter((f) => f.endsWith('.replay.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(games, f), 'utf8')) as Replay);
}

/** A copy of the evening to break. */
function copy(): string {
  const dir = join(sessions, `broken-${Math.random().toString(36).slice(2, 8)}`);
  cpSync(evening, dir, { recursive: true });
  return dir;
}

const gamesDir = (dir: string) => join(dir, 'tables', tableId, 'games');

describe('session folders in the Playtest view', () => {
  it('lists the session with its table: ruleset, seats, games, feedback answers and both rules hashes', () => {
    const listing = listSessions(sessions);
    const s = listing.sessions.find((x) => x.name === 'friday')!;
    expect(s.problems).toEqual([]);
    expect(s.tables).toEqual([
      {
        id: tableId,
        rulesetId: 'gassi/gassi-2.5.3',
        rulesetName: expect.any(String),
        kind: 'gassi',
        seats: 3,
        games: 3,
        feedback: 5,
        hashes: [compiled('gassi/gassi-2.5.3').hash, edited.hash],
      },
    ]);
    expect(listSessions(null)).toEqual({ dir: null, sessions: [] });
    expect(listSessions(join(sessions, 'missing')).sessions).toEqual([]);
  });

  it("measures the people's games with the lab's metrics: the figures are those of the replay files", () => {
    const r = readPeopleReport({ name: 'friday', table: null }, sessions);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const { report } = r;
    const files = replays();
    expect(report.games.map((g) => g.game)).toEqual([1, 2, 3]);
    expect(report.metrics.games).toBe(3);
    expect(report.seats).toBe(3);
    expect(report.rulesetId).toBe('gassi/gassi-2.5.3');
    // the metrics use the latest game's rules; games under the other rules are listed by hash, not hidden
    expect(report.rulesHash).toBe(edited.hash);
    expect(report.overrides).toEqual({ startHandSize: 6 });
    expect(report.hashes).toEqual([
      { hash: compiled('gassi/gassi-2.5.3').hash, games: [`${tableId}:1`, `${tableId}:2`] },
      { hash: edited.hash, games: [`${tableId}:3`] },
    ]);
    // game length: the recorded steps; wins: the recorded outcomes (GAS-164: the best score wins)
    expect(report.games.map((g) => g.actions)).toEqual(files.map((f) => f.steps.length));
    expect(report.metrics.length.actions.mean).toBeCloseTo(files.reduce((n, f) => n + f.steps.length, 0) / 3, 10);
    for (const t of report.metrics.teams) expect(t.k).toBe(files.filter((f) => f.outcome?.team === t.team).length);
    for (const s of report.metrics.seats)
      expect(s.k).toBe(files.filter((f) => f.outcome?.winners.includes(s.seat)).length);
    expect(report.games.every((g) => g.persons.join() === '0,2')).toBe(true);
    expect(report.games[0]!.names).toEqual(['Anna', null, 'Carla']);
    // moves used and rules never used come from the games' events
    expect(report.metrics.moves.find((m) => m.id === 'deal')?.total).toBe(3);
    expect(report.metrics.rules.never.length).toBeLessThan(report.metrics.rules.catalogue.ids.length);
    expect(report.problems).toEqual([]);
  });

  it('summarises the feedback files: fun and clarity averages with counts, unclear rules by count, the free texts', () => {
    const r = readPeopleReport({ path: evening, table: tableId }, sessions);
    if (!r.ok) throw new Error(r.message);
    const fb = r.report.feedback;
    const all = FEEDBACK.flat();
    expect(fb.answers).toBe(5);
    expect(fb.fun.mean).toBeCloseTo(all.reduce((n, a) => n + a.fun, 0) / 5, 10);
    expect(fb.clarity.mean).toBeCloseTo(all.reduce((n, a) => n + a.clarity, 0) / 5, 10);
    expect(fb.fun.counts).toEqual([0, 1, 1, 2, 1]);
    expect(fb.unclear).toEqual([
      { rule: 'GAS-014', count: 3 },
      { rule: 'GAS-010', count: 1 },
    ]);
    expect(fb.texts).toEqual([
      { game: 1, seat: 0, name: 'Anna', text: 'Wann darf ich ziehen?' },
      { game: 2, seat: 0, name: 'Anna', text: 'Too long.' },
      { game: 3, seat: 2, name: 'Carla', text: 'Smaller hands: better.' },
    ]);
    expect(r.report.ruleTexts['GAS-014']!.en.length).toBeGreaterThan(0);
    expect(r.report.games.map((g) => g.feedback)).toEqual([2, 1, 2]);
  });

  it('a table folder picked by path opens as that table; the host service answers sessions:list and sessions:people', async () => {
    const r = readPeopleReport({ path: join(evening, 'tables', tableId), table: null }, null);
    expect(r.ok && r.report.tables).toEqual([tableId]);
    const service = createHostService({
      root: process.cwd(),
      replayDir: join(sessions, 'replays'),
      sessionsDir: sessions,
    });
    expect((await service['sessions:list']()).sessions.map((s) => s.name)).toContain('friday');
    const people = await service['sessions:people']({ name: 'friday', table: tableId });
    expect(people.ok && people.report.metrics.games).toBe(3);
  });

  it('broken files are left out with the file and the offending value named; the other games still count', () => {
    const dir = copy();
    const g = gamesDir(dir);
    writeFileSync(join(g, 'game-0001.replay.json'), '{"format": "rulebench-replay/3", ');
    const fb = JSON.parse(readFileSync(join(g, 'game-0002.feedback.json'), 'utf8'));
    fb.answers['0'].fun = 9;
    writeFileSync(join(g, 'game-0002.feedback.json'), JSON.stringify(fb));
    const r = readPeopleReport({ path: dir, table: null }, null);
    if (!r.ok) throw new Error(r.message);
    expect(r.report.games.map((x) => x.game)).toEqual([2, 3]);
    expect(r.report.problems).toHaveLength(2);
    expect(r.report.problems[0]).toMatch(
      new RegExp(`^tables/${tableId}/games/game-0001\\.replay\\.json:\\d+:\\d+: error: .*JSON`),
    );
    expect(r.report.problems[1]).toBe(
      `tables/${tableId}/games/game-0002.feedback.json: answers.0.fun: Too big: expected number to be <=5 (value: 9)`,
    );
    // the bad form's answers are out; game 3's two remain
    expect(r.report.feedback.answers).toBe(2);
    // the session list (replay headers only, no re-play) names the unreadable replay too and counts the others
    const listed = listSessions(sessions).sessions.find((x) => x.path === dir)!;
    expect(listed.tables[0]!.games).toBe(2);
    expect(listed.problems[0]).toMatch(/game-0001\.replay\.json:\d+:\d+: error: .*JSON/);
  });

  it('a replay of the wrong shape, an edited step, an oversized file and a symbolic link are named, not read', () => {
    const dir = copy();
    const g = gamesDir(dir);
    const one = JSON.parse(readFileSync(join(g, 'game-0001.replay.json'), 'utf8'));
    writeFileSync(join(g, 'game-0001.replay.json'), JSON.stringify({ ...one, seed: 42 }));
    const two = JSON.parse(readFileSync(join(g, 'game-0002.replay.json'), 'utf8'));
    two.steps[3].action = two.steps[4].action === two.steps[3].action ? 'x' : two.steps[4].action;
    writeFileSync(join(g, 'game-0002.replay.json'), JSON.stringify(two));
    symlinkSync(join(g, 'game-0003.replay.json'), join(g, 'game-0004.replay.json'));
    const r = readPeopleReport({ path: dir, table: tableId }, null);
    if (!r.ok) throw new Error(r.message);
    expect(r.report.games.map((x) => x.game)).toEqual([3]);
    const [p1, p2, p4] = r.report.problems;
    expect(p1).toMatch(/game-0001\.replay\.json.*seed/);
    expect(p2).toMatch(/game-0002\.replay\.json: (does not verify|.*step 4)/);
    expect(p4).toMatch(/game-0004\.replay\.json is a symbolic link/);
    // a file over the limit is refused before it is parsed
    const small = readPeopleReport({ path: dir, table: tableId }, null, { ...SESSION_READ_LIMITS, replayBytes: 1000 });
    expect(small.ok).toBe(false);
    if (!small.ok) expect(small.message).toMatch(/game-0003\.replay\.json.*1000 bytes/);
  });

  it('one request reads at most totalBytes: the files past the budget are left out with a line saying so', () => {
    const g = gamesDir(evening);
    const sizes = [1, 2, 3].map((n) => statSync(join(g, `game-000${n}.replay.json`)).size);
    const fb = statSync(join(g, 'game-0001.feedback.json')).size;
    // room for game 1 and its feedback only
    const limits = { ...SESSION_READ_LIMITS, totalBytes: sizes[0]! + fb };
    const r = readPeopleReport({ name: 'friday', table: tableId }, sessions, limits);
    if (!r.ok) throw new Error(r.message);
    expect(r.report.games.map((x) => x.game)).toEqual([1]);
    expect(r.report.problems).toEqual([
      `tables/${tableId}/games/game-0002.replay.json: left out: reading it would pass the ${limits.totalBytes} bytes read at most for one request`,
      `tables/${tableId}/games/game-0003.replay.json: left out: reading it would pass the ${limits.totalBytes} bytes read at most for one request`,
    ]);
  });

  it('requests that do not name a readable session are refused with a clear message', () => {
    const empty = join(sessions, 'empty');
    mkdirSync(join(empty, 'tables', 't1', 'games'), { recursive: true });
    expect(readPeopleReport({ path: empty, table: null }, null)).toEqual({
      ok: false,
      message: `${empty}: no finished game could be read`,
    });
    expect(readPeopleReport({ path: join(sessions, 'nope'), table: null }, null)).toEqual({
      ok: false,
      message: `${join(sessions, 'nope')} is not a folder`,
    });
    expect(readPeopleReport({ path: sessions, table: null }, null)).toMatchObject({
      ok: false,
      message: expect.stringContaining('is not a session folder: it has no tables folder'),
    });
    expect(readPeopleReport({ path: 'relative/dir', table: null }, null)).toMatchObject({
      message: "relative/dir: give the session folder's full path",
    });
    expect(readPeopleReport({ name: '../etc', table: null }, sessions)).toMatchObject({
      message: '"../etc" is not a session folder name',
    });
    expect(readPeopleReport({ name: 'friday', table: 'zz' }, sessions)).toMatchObject({
      message: expect.stringContaining(`no table "zz" (tables: ${tableId})`),
    });
    expect(readPeopleReport({ name: 'friday', table: null }, null)).toMatchObject({
      message: 'This host has no sessions folder.',
    });
  });
});
