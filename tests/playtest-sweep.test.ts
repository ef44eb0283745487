// DIG-053 (docs/rules/gamsh.md): bot-parameter sweeps. `rulebench sweep … --vary bot.NAME=…` varies a parameter of every
// seat's default Gämsh bot (GamshBotParams) and writes CSV and JSON summaries with the Gämsh metrics (wins
// per team, simulated minutes, points per source). Also: decimal axes, parameter checks with clear errors.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulebench as runCli } from './support/cli';
import {
  agentParamSpecs,
  createAgentFactory,
  playGame,
  readSweepAxis,
  setAgentParam,
  splitSweepPoint,
  type CompiledGame,
  type SweepRow,
} from '../src/engine';
import { loadCompiledGame } from '../src/host/rulesets';

const ROOT = join(import.meta.dirname, '..');

function load(ref: string): CompiledGame {
  const l = loadCompiledGame(ref, { overrides: {}, root: ROOT, baseDir: ROOT });
  if (!l.ok) throw new Error(`${ref} does not load`);
  return l.game;
}

/** `rulebench …args` in-process: its exit code and output (tests/support/cli.ts). */
const rulebench = (...args: string[]) => runCli(args);

describe('sweep axes', () => {
  it('parses decimal ranges with a step, exactly (0.3, 0.6, 0.9)', async () => {
    expect(readSweepAxis('bot.attentionPartner=0.3..0.9:0.3')).toEqual({
      ok: true,
      axis: { option: 'bot.attentionPartner', values: [0.3, 0.6, 0.9] },
    });
    expect(readSweepAxis('bot.bluffRatePerMin=0..4:2')).toEqual({
      ok: true,
      axis: { option: 'bot.bluffRatePerMin', values: [0, 2, 4] },
    });
    expect(readSweepAxis('x=0..1:0.1')).toMatchObject({
      ok: true,
      axis: { values: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1] },
    });
    expect(readSweepAxis('startHandSize=5..9')).toEqual({
      ok: true,
      axis: { option: 'startHandSize', values: [5, 6, 7, 8, 9] },
    });
  });

  it('says why an axis is malformed', async () => {
    expect(readSweepAxis('x=0.3..0.9')).toEqual({
      ok: false,
      error: expect.stringMatching(/decimal range 0\.3\.\.0\.9 needs a step/),
    });
    expect(readSweepAxis('x=9..5')).toEqual({ ok: false, error: expect.stringMatching(/backwards/) });
    expect(readSweepAxis('x=0..1:0')).toEqual({ ok: false, error: expect.stringMatching(/step .* greater than 0/) });
    expect(readSweepAxis('x=0..1000:1')).toEqual({
      ok: false,
      error: expect.stringMatching(/1001 values \(at most 100\)/),
    });
    expect(readSweepAxis('nope')).toEqual({ ok: false, error: expect.stringMatching(/"nope" is not name=/) });
  });

  it('splits bot parameters from ruleset options', async () => {
    expect(splitSweepPoint({ 'bot.attentionPartner': 0.3, target: 10 })).toEqual({
      overrides: { target: 10 },
      botParams: { attentionPartner: 0.3 },
    });
  });
});

describe('Gämsh bot parameters (GamshBotParams by name)', () => {
  it('lists every default-bot parameter', async () => {
    const names = agentParamSpecs('gamsh').map((s) => s.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'attentionPartner',
        'bluffRatePerMin',
        'swapIntervalMs',
        'farmerUse',
        'outgamshMinEvidence',
      ]),
    );
    expect(agentParamSpecs('dog')).toEqual([]);
  });

  it('sets values and refuses bad names and values, naming them', async () => {
    expect(setAgentParam('gamsh', {}, 'attentionPartner', 0.9)).toEqual({
      ok: true,
      params: { attentionPartner: 0.9 },
    });
    const typo = setAgentParam('gamsh', {}, 'attentionPartnr', 0.9);
    expect(typo).toEqual({
      ok: false,
      error: 'unknown bot parameter "attentionPartnr". Did you mean "attentionPartner"?',
    });
    expect(setAgentParam('gamsh', {}, 'zzz', 1)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/unknown bot parameter "zzz"\. Known: swapIntervalMs, /),
    });
    expect(setAgentParam('gamsh', {}, 'attentionPartner', 1.5)).toEqual({
      ok: false,
      error: 'bot parameter "attentionPartner": 1.5 is not in [0, 1]',
    });
    expect(setAgentParam('gamsh', {}, 'attentionPartner', 'high')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/"high" is not in \[0, 1\]/),
    });
    expect(setAgentParam('gamsh', {}, 'outgamshMinEvidence', 2.5)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/2\.5 is not a whole number/),
    });
    expect(setAgentParam('gamsh', {}, 'farmerUse', 'never')).toEqual({ ok: true, params: { farmerUse: 'never' } });
    expect(setAgentParam('gamsh', {}, 'farmerUse', 'sometimes')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/is not one of always, never/),
    });
    expect(setAgentParam('dog', {}, 'attentionPartner', 0.5)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/kind "dog" has no bot parameters/),
    });
  });

  it('sets a latency by median, sigma or both, keeping the other part', async () => {
    const median = setAgentParam('gamsh', {}, 'callDelayMs', 900);
    expect(median).toEqual({ ok: true, params: { callDelayMs: [900, 0.4] } });
    const both = setAgentParam('gamsh', median.ok ? median.params : {}, 'callDelayMs.sigma', 0.1);
    expect(both).toEqual({ ok: true, params: { callDelayMs: [900, 0.1] } });
    expect(setAgentParam('gamsh', {}, 'callDelayMs', [300, 0.2])).toEqual({
      ok: true,
      params: { callDelayMs: [300, 0.2] },
    });
    expect(setAgentParam('gamsh', {}, 'callDelayMs.sigma', 5)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/5 is not a sigma in \[0, 3\]/),
    });
    expect(setAgentParam('gamsh', {}, 'callDelayMs.mean', 5)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/"\.median" and "\.sigma"/),
    });
  });
});

describe('DIG-053: the parameters reach the bots', () => {
  const gamsh = load('rulesets/gamsh/gamsh-alpin.yaml');
  const play = (params: Record<string, number>, index: number) =>
    playGame(gamsh, [{ type: 'random', params }], 'dig053', index);

  it('bluffRatePerMin 0 vs 4 changes how many emotes the bots make', async () => {
    let calm = 0;
    let bluffing = 0;
    for (let i = 0; i < 3; i++) {
      calm += play({ bluffRatePerMin: 0 }, i).eventCounts['emote'] ?? 0;
      bluffing += play({ bluffRatePerMin: 4 }, i).eventCounts['emote'] ?? 0;
    }
    expect(bluffing).toBeGreaterThan(calm * 1.5);
  });

  it("attentionPartner 0: no bot ever calls on its partner's signal, so no correct Gämsh points", async () => {
    const deaf = play({ attentionPartner: 0 }, 0);
    const alert = play({ attentionPartner: 1 }, 0);
    expect(deaf.points?.['gamsh-right'] ?? 0).toBe(0);
    expect(alert.points?.['gamsh-right'] ?? 0).toBeGreaterThan(0);
  });

  it('the same parameters give the same game; a bad parameter set is refused before play', async () => {
    expect(play({ bluffRatePerMin: 2 }, 1)).toEqual(play({ bluffRatePerMin: 2 }, 1));
    expect(() => createAgentFactory(gamsh, { type: 'random', params: { attentionPartner: 2 } })).toThrow(
      /attentionPartner.*not in \[0, 1\]/,
    );
  });
});

describe('rulebench sweep with bot parameters (CLI, DIG-053)', () => {
  it('runs a 2 × 2 sweep and writes CSV and JSON summaries with the Gämsh metrics', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rb-sweep-'));
    const csvFile = join(dir, 'sweep.csv');
    const jsonFile = join(dir, 'sweep.json');
    const r = await rulebench(
      'sweep',
      'rulesets/gamsh/gamsh-alpin.yaml',
      '--vary',
      'bot.attentionPartner=0,1',
      '--vary',
      'bot.bluffRatePerMin=0..4:4',
      '--games',
      '2',
      '--seed',
      '1',
      '--workers',
      '2',
      '--quiet',
      '--csv',
      csvFile,
      '--out',
      jsonFile,
    );
    expect(r.err).not.toMatch(/Error/);
    expect(r.code).toBe(0);
    // the bots line names the level first, then aligned columns, two spaces apart (the table lines up in a terminal)
    expect(r.out.split('\n')[0]).toMatch(/^bots: the kind's default real-time agents .*; seed /);
    expect(r.out.split('\n')[1]).toMatch(
      /^bot\.attentionPartner {2}bot\.bluffRatePerMin {2,}team 0 = seat 0 = seat 2 wins {2,}team 1 = seat 1 = seat 3 wins {2,}.*mean minutes {2,}.*gamsh-right pts\/game/,
    );
    const lines = readFileSync(csvFile, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(5);
    const head = lines[0]!.split(',');
    expect(head.slice(0, 3)).toEqual(['bot.attentionPartner', 'bot.bluffRatePerMin', 'games']);
    expect(head).toEqual(
      expect.arrayContaining(['team0_win_rate', 'team1_win_rate', 'mean_minutes', 'points_gamsh-right']),
    );
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 3).join(','))).toEqual(['0,0,2', '0,4,2', '1,0,2', '1,4,2']);
    const json = JSON.parse(readFileSync(jsonFile, 'utf8')) as { axes: unknown[]; rows: SweepRow[] };
    expect(json.axes).toEqual([
      { option: 'bot.attentionPartner', values: [0, 1] },
      { option: 'bot.bluffRatePerMin', values: [0, 4] },
    ]);
    expect(json.rows.map((row) => row.point)).toEqual([
      { 'bot.attentionPartner': 0, 'bot.bluffRatePerMin': 0 },
      { 'bot.attentionPartner': 0, 'bot.bluffRatePerMin': 4 },
      { 'bot.attentionPartner': 1, 'bot.bluffRatePerMin': 0 },
      { 'bot.attentionPartner': 1, 'bot.bluffRatePerMin': 4 },
    ]);
    for (const row of json.rows) {
      expect(row.meanMinutes).toBeGreaterThan(0);
      expect(row.teams).toHaveLength(2);
    }
    // the parameter reaches every seat's bot: deaf partners never score a correct Gämsh
    const gamshRight = json.rows.map((row) => row.points?.['gamsh-right'] ?? 0);
    expect(gamshRight[0]).toBe(0);
    expect(gamshRight[1]).toBe(0);
    expect(gamshRight[2]! + gamshRight[3]!).toBeGreaterThan(0);
    // the CSV's points column holds the same numbers
    const col = head.indexOf('points_gamsh-right');
    expect(lines.slice(1).map((l) => Number(l.split(',')[col]))).toEqual(
      gamshRight.map((x) => Math.round(x * 10000) / 10000),
    );
  });

  it('refuses unknown bot parameters and bad values with one line naming them', async () => {
    const typo = await rulebench(
      'sweep',
      'rulesets/gamsh/gamsh-alpin.yaml',
      '--vary',
      'bot.attentionPartnr=0,1',
      '--games',
      '1',
    );
    expect(typo.code).toBe(2);
    expect(typo.err).toMatch(
      /--vary bot\.attentionPartnr: unknown bot parameter "attentionPartnr"\. Did you mean "attentionPartner"\?/,
    );
    const range = await rulebench(
      'sweep',
      'rulesets/gamsh/gamsh-alpin.yaml',
      '--vary',
      'bot.attentionPartner=0.5..1.5:0.5',
      '--games',
      '1',
    );
    expect(range.code).toBe(2);
    expect(range.err).toMatch(/bot parameter "attentionPartner": 1\.5 is not in \[0, 1\]/);
    const dog = await rulebench(
      'sweep',
      'rulesets/dog/standard.yaml',
      '--vary',
      'bot.attentionPartner=0,1',
      '--games',
      '1',
    );
    expect(dog.code).toBe(2);
    expect(dog.err).toMatch(/kind "dog" has no bot parameters/);
  });
});
