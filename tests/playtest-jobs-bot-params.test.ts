// DIG-053 (docs/rules/gamsh.md) in the app: the host's playtest jobs (`playtests:start`) take `bot.NAME` in Options A/B
// and as sweep axes, as `rulebench sweep --vary bot.NAME=…` / `--set bot.NAME=…` do: the parameters reach every
// seat's default Gämsh bot (and the worker threads), labels and CSV columns show `bot.NAME=v`, replays re-create
// the game with the same parameters, and bad names or values (or `bot.*` on Dog) are refused with a message that
// names them, before any game is played.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyBotParams, botAxesError, parseScalar, readSweepAxis, splitSweepPoint } from '../src/engine';
import { parseInvokeArgs } from '../src/host/invoke-args';
import { createHostService } from '../src/host/service';
import type { HostService, PlaytestRequest, PlaytestStatus } from '../src/shared/ipc-contract';
import {
  botParamsOf,
  defaultEntry,
  defaultText,
  setEntry,
  suggestedAxis,
} from '../src/renderer/src/components/playtest/bot-params';

const ROOT = join(import.meta.dirname, '..');

function service(workers = 0): HostService {
  return createHostService({
    root: ROOT,
    replayDir: mkdtempSync(join(tmpdir(), 'rb-pt-bot-')),
    playtestWorkers: workers,
  });
}

/** Starts `req` and polls until the job ends; throws with the host's message when it is refused. */
async function run(svc: HostService, req: PlaytestRequest): Promise<PlaytestStatus> {
  const started = await svc['playtests:start'](req);
  if (!started.ok) throw new Error(started.message);
  let status = await svc['playtests:status'](started.jobId);
  for (let i = 0; i < 1200 && status?.state === 'running'; i++) {
    await new Promise((r) => setTimeout(r, 50));
    status = await svc['playtests:status'](started.jobId);
  }
  return status!;
}

const GAMSH = 'gamsh/gamsh-alpin';
const sweep = (
  rulesetId: string,
  axes: PlaytestRequest['axes'],
  overrides: Record<string, string | number> = {},
): PlaytestRequest => ({
  mode: 'sweep',
  a: { rulesetId, overrides },
  axes,
  bots: ['random'],
  games: 4,
  seed: 'dig053',
});

describe('DIG-053: bot-parameter sweeps in the app (host playtest jobs)', () => {
  it('DIG-053: a Gämsh sweep over bot.attentionPartner reaches the bots in the worker; labels, CSV and replays carry it', async () => {
    const svc = service(1);
    const status = await run(svc, sweep(GAMSH, [{ option: 'bot.attentionPartner', values: [0, 1] }]));
    expect(status.message).toBeNull();
    expect(status.state).toBe('done');
    const report = status.report!;
    expect(report.labels).toEqual(['bot.attentionPartner=0', 'bot.attentionPartner=1']);
    expect(report.arms).toEqual([
      { rulesetId: GAMSH, overrides: { 'bot.attentionPartner': 0 } },
      { rulesetId: GAMSH, overrides: { 'bot.attentionPartner': 1 } },
    ]);
    expect(report.sweep!.rows.map((r) => r.point)).toEqual([
      { 'bot.attentionPartner': 0 },
      { 'bot.attentionPartner': 1 },
    ]);
    // the parameter reaches every seat's bot: deaf partners never score a correct Gämsh, attentive ones do
    const right = report.sweep!.rows.map((r) => r.points?.['gamsh-right'] ?? 0);
    expect(right[0]).toBe(0);
    expect(right[1]).toBeGreaterThan(0);
    expect(report.sweep!.rows.every((r) => r.meanMinutes !== null && r.meanMinutes > 0)).toBe(true);
    expect(report.games[0]!.map((g) => g.actions)).not.toEqual(report.games[1]!.map((g) => g.actions));
    const lines = report.csv.trim().split('\n');
    expect(lines).toHaveLength(3);
    const head = lines[0]!.split(',');
    expect(head.slice(0, 2)).toEqual(['bot.attentionPartner', 'games']);
    expect(head).toEqual(expect.arrayContaining(['mean_minutes', 'points_gamsh-right']));
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual(['0,4', '1,4']);
    // "Open replay" re-simulates the game with the arm's bot parameters: the same game, step for step
    const g = report.games[1]![1]!;
    const replay = await svc['playtests:replay']({
      rulesetId: GAMSH,
      overrides: { ...report.arms[1]!.overrides },
      bots: [...report.bots],
      seed: g.seed,
      index: g.index,
    });
    if (!replay.ok) throw new Error(replay.message);
    const read = await svc['replays:read'](replay.file);
    if (!read.ok) throw new Error(read.message);
    const doc = read.replay as { steps: unknown[]; seats: { bot?: string; params?: Record<string, unknown> }[] };
    expect(doc.steps).toHaveLength(g.actions);
    expect(doc.seats[0]).toMatchObject({ bot: 'realtime-default', params: { attentionPartner: 1 } });
  });

  it('DIG-053: Options A/B take bot.NAME=v (A/B of one ruleset; mixed with a ruleset option in a sweep)', async () => {
    const svc = service(0);
    const ab = await run(svc, {
      mode: 'compare',
      a: { rulesetId: GAMSH, overrides: {} },
      b: { rulesetId: GAMSH, overrides: { 'bot.attentionPartner': 0 } },
      bots: ['random'],
      games: 3,
      seed: 'dig053',
    });
    expect(ab.state).toBe('done');
    expect(ab.report!.labels).toEqual([`A: ${GAMSH}`, `B: ${GAMSH} bot.attentionPartner=0`]);
    expect(ab.report!.metrics[1]!.points?.find((p) => p.id === 'gamsh-right')?.perGame ?? 0).toBe(0);
    expect(ab.report!.metrics[0]!.points?.find((p) => p.id === 'gamsh-right')?.perGame ?? 0).toBeGreaterThan(0);
    // Options A's bot parameter is the base; the axis value of a point wins over it (as --set under --vary)
    const mixed = await run(svc, {
      ...sweep(
        GAMSH,
        [
          { option: 'target', values: [3] },
          { option: 'bot.attentionPartner', values: [0, 1] },
        ],
        { 'bot.vigilance': 1 },
      ),
      games: 2,
    });
    expect(mixed.state).toBe('done');
    expect(mixed.report!.labels).toEqual(['target=3 bot.attentionPartner=0', 'target=3 bot.attentionPartner=1']);
    expect(mixed.report!.arms[0]!.overrides).toEqual({ 'bot.vigilance': 1, target: 3, 'bot.attentionPartner': 0 });
    expect(mixed.report!.csv.split('\n')[0]).toMatch(/^target,bot\.attentionPartner,games,/);
  });

  it('DIG-053: refuses an unknown bot parameter with the closest name, and bad values, naming them; nothing runs', async () => {
    const svc = service(0);
    const typo = await svc['playtests:start'](sweep(GAMSH, [{ option: 'bot.attentionPartnr', values: [0.3, 0.6] }]));
    expect(typo).toEqual({
      ok: false,
      message:
        'Options to sweep: bot.attentionPartnr: unknown bot parameter "attentionPartnr". Did you mean "attentionPartner"?',
    });
    const range = await svc['playtests:start'](sweep(GAMSH, [{ option: 'bot.attentionPartner', values: [0.5, 1.5] }]));
    expect(range).toEqual({
      ok: false,
      message: 'Options to sweep: bot.attentionPartner: bot parameter "attentionPartner": 1.5 is not in [0, 1]',
    });
    const choice = await svc['playtests:start']({
      mode: 'batch',
      a: { rulesetId: GAMSH, overrides: { 'bot.farmerUse': 'sometimes' } },
      bots: ['random'],
      games: 1,
      seed: '1',
    });
    expect(choice).toEqual({
      ok: false,
      message: 'Options A: bot.farmerUse: bot parameter "farmerUse": "sometimes" is not one of always, never',
    });
    const optB = await svc['playtests:start']({
      mode: 'compare',
      a: { rulesetId: GAMSH, overrides: {} },
      b: { rulesetId: GAMSH, overrides: { 'bot.vigilanse': 1 } },
      bots: ['random'],
      games: 1,
      seed: '1',
    });
    expect(optB).toMatchObject({
      ok: false,
      message: expect.stringMatching(
        /^Options B: bot\.vigilanse: unknown bot parameter "vigilanse"\. Did you mean "vigilance"\?$/,
      ),
    });
    const twice = await svc['playtests:start'](
      sweep(GAMSH, [
        { option: 'bot.memory', values: [0] },
        { option: 'bot.memory', values: [1] },
      ]),
    );
    expect(twice).toEqual({ ok: false, message: 'Options to sweep: "bot.memory" is varied twice.' });
    expect(await svc['playtests:status']('pt-1')).toBeNull();
  });

  it('DIG-053: refuses bot.* on Dog (no default real-time bot), naming the parameter, in a sweep and in Options A/B', async () => {
    const svc = service(0);
    const axis = await svc['playtests:start'](
      sweep('dog/standard', [{ option: 'bot.attentionPartner', values: [0, 1] }]),
    );
    expect(axis).toEqual({
      ok: false,
      message:
        'Options to sweep: bot.attentionPartner: kind "dog" has no bot parameters (only kinds with a default real-time bot, such as gamsh, have them)',
    });
    const batch = await svc['playtests:start']({
      mode: 'batch',
      a: { rulesetId: 'dog/standard', overrides: { jokersPerDeck: 0, 'bot.vigilance': 1 } },
      bots: ['random'],
      games: 1,
      seed: '1',
    });
    expect(batch).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Options A: bot\.vigilance: kind "dog" has no bot parameters/),
    });
    const b = await svc['playtests:start']({
      mode: 'compare',
      a: { rulesetId: 'dog/standard', overrides: {} },
      b: { rulesetId: 'dog/standard', overrides: { 'bot.vigilance': 1 } },
      bots: ['random'],
      games: 1,
      seed: '1',
    });
    expect(b).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Options B: bot\.vigilance: kind "dog" has no bot parameters/),
    });
    // the ruleset option next to it compiles; only the bot parameter is refused, and no job was started
    expect(await svc['playtests:status']('pt-1')).toBeNull();
  });

  it('DIG-053: the request schema lets bot.NAME overrides and axes through (the host checks them)', () => {
    const parsed = parseInvokeArgs('playtests:start', [
      sweep(GAMSH, [{ option: 'bot.callDelayMs.sigma', values: [0.1, 0.2] }], { 'bot.farmerUse': 'never' }),
    ]);
    expect(parsed.ok).toBe(true);
  });

  it('DIG-053: one implementation for the CLI and the app (applyBotParams, botAxesError)', () => {
    const r = applyBotParams('gamsh', [{ type: 'random' }, { type: 'random', params: { memory: 0 } }], {
      attentionPartner: 0.3,
      'callDelayMs.sigma': 0.1,
    });
    expect(r).toEqual({
      ok: true,
      bots: [
        { type: 'random', params: { attentionPartner: 0.3, callDelayMs: [500, 0.1] } },
        { type: 'random', params: { memory: 0, attentionPartner: 0.3, callDelayMs: [500, 0.1] } },
      ],
    });
    expect(applyBotParams('dog', [{ type: 'random' }], {})).toEqual({ ok: true, bots: [{ type: 'random' }] });
    expect(applyBotParams('dog', [{ type: 'random' }], { x: 1 })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^bot\.x: kind "dog" has no bot parameters/),
    });
    expect(
      botAxesError('gamsh', [
        { option: 'target', values: [5] },
        { option: 'bot.memory', values: [0, 2] },
      ]),
    ).toBe('bot.memory: bot parameter "memory": 2 is not in [0, 1]');
    expect(botAxesError('gamsh', [{ option: 'bot.memory', values: [0, 1] }])).toBeNull();
  });
});

describe('DIG-053: the Playtest form lists the bot parameters (renderer helpers)', () => {
  it('DIG-053: Gämsh has them with defaults and ranges, Dog none; suggested sweep lines and entries parse and pass the host check', () => {
    const specs = botParamsOf('gamsh');
    expect(specs.map((s) => s.name)).toEqual(
      expect.arrayContaining(['attentionPartner', 'callDelayMs', 'farmerUse', 'outgamshMinEvidence']),
    );
    expect(botParamsOf('dog')).toEqual([]);
    expect(botParamsOf(null)).toEqual([]);
    const byName = (n: string) => specs.find((s) => s.name === n)!;
    expect(suggestedAxis(byName('attentionPartner'))).toBe('bot.attentionPartner=0..1:0.25');
    expect(suggestedAxis(byName('callDelayMs'))).toBe('bot.callDelayMs.median=250,500,1000');
    expect(suggestedAxis(byName('farmerUse'))).toBe('bot.farmerUse=always,never');
    expect(suggestedAxis(byName('outgamshMinEvidence'))).toBe('bot.outgamshMinEvidence=1,2,4');
    expect(suggestedAxis(byName('blindCallRatePerMin'))).toBe('bot.blindCallRatePerMin=0,1,2');
    expect(defaultEntry(byName('attentionPartner'))).toBe('bot.attentionPartner=0.6');
    expect(defaultText(byName('callDelayMs'))).toBe('LN(500 ms, σ 0.4)');
    for (const s of specs) {
      const axis = readSweepAxis(suggestedAxis(s));
      if (!axis.ok) throw new Error(axis.error);
      expect(botAxesError('gamsh', [axis.axis])).toBeNull();
      const [name, value] = defaultEntry(s).split('=') as [string, string];
      const { botParams } = splitSweepPoint({ [name]: parseScalar(value) });
      expect(applyBotParams('gamsh', [{ type: 'random' }], botParams).ok).toBe(true);
    }
    expect(setEntry('target=12 bot.vigilance=0.2', 'bot.vigilance=0.5')).toBe('target=12 bot.vigilance=0.5');
    expect(setEntry('', 'bot.memory=0.7')).toBe('bot.memory=0.7');
  });
});
