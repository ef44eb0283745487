// Every command plays competent bots unless told otherwise (`normal`: simulate, playtest, compare, sweep, screen,
// the app's "simulate a game", the lab's jobs), names the level in every output (text, JSON, CSV, replays' seats),
// and cautions once when every seat plays random (random players say little about how the rules play for people).
// The Playtest view's and the table's defaults: src/renderer/src/stores/bot-defaults.test.ts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BOTS, botsLine, parseBots, randomBotsNote } from '../src/cli/playtest-args';
import { loadCompiledGame } from '../src/host/rulesets';
import { createHostService } from '../src/host/service';
import { DEFAULT_BOT_LEVEL } from '../src/host/session/table';
import { botsText, parseBotSpec, recordsCsv, simulatedSeats, sweepCsv, type BotSpec } from '../src/engine';

const ROOT = join(import.meta.dirname, '..');
function rulebench(...args: string[]) {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin', 'rulebench.mjs'), ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
const spec = (t: string) => parseBotSpec(t) as BotSpec;

describe('default bots', () => {
  it('without --bots every seat plays normal', () => {
    expect(DEFAULT_BOTS).toBe('normal');
    expect(parseBots(undefined, 4).map((b) => b.type)).toEqual(['normal', 'normal', 'normal', 'normal']);
    expect(parseBots(undefined, 3).map((b) => b.type)).toEqual(['normal', 'normal', 'normal']);
  });

  it('the header names the level; all-random bots get one caution line in the chosen language', () => {
    const l = loadCompiledGame('rulesets/gassi/gassi-2.5.3.yaml', { root: ROOT, baseDir: ROOT });
    if (!l.ok) throw new Error('gassi-2.5.3 does not load');
    const game = l.game;
    const normal = botsLine(game, parseBots(undefined, 3), '1');
    expect(normal).toBe('bots: normal, normal, normal; seed 1\n');
    expect(normal).not.toMatch(/Caution/);
    const random = botsLine(game, parseBots('random', 3), '1');
    expect(random).toBe(`bots: random, random, random; seed 1\n${randomBotsNote('en')}`);
    expect(random.match(/Caution/g)).toHaveLength(1);
    const de = botsLine(game, parseBots('random', 3), '1', 'de');
    expect(de).toMatch(
      /^Bots: random, random, random; Seed 1\nAchtung: Zufallsbots beantworten Fragen zu den Regeln schlecht/,
    );
    // one random seat among competent ones is a choice, not a warning
    expect(botsLine(game, parseBots('normal,random', 3), '1')).not.toMatch(/Caution/);
  });
});

describe('every default bot is normal, and every output names the level', () => {
  it('the engine and the hosted tables default to normal; replays of simulated games name the level per seat', () => {
    expect(DEFAULT_BOT_LEVEL).toBe('normal');
    const l = loadCompiledGame('dog/standard');
    if (!l.ok) throw new Error('dog/standard does not load');
    expect(simulatedSeats(l.game).map((s) => s.occupant === 'bot' && s.bot)).toEqual([
      'normal',
      'normal',
      'normal',
      'normal',
    ]);
    expect(simulatedSeats(l.game, {}, ['strong', 'random']).map((s) => s.occupant === 'bot' && s.bot)).toEqual([
      'strong',
      'random',
      'random',
      'random',
    ]);
  });

  it('simulate plays normal bots by default and names them in its text, its JSON and every replay', () => {
    const out = mkdtempSync(join(tmpdir(), 'rb-defbots-'));
    const r = rulebench('simulate', 'gassi/gassi-2.5.3', '--games', '2', '--seed', 'd', '--out', out);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/^bots: normal$/m);
    const files = readdirSync(out);
    expect(files).toHaveLength(2);
    for (const f of files) {
      const replay = JSON.parse(readFileSync(join(out, f), 'utf8')) as { seats: { bot?: string }[] };
      expect(replay.seats.map((s) => s.bot)).toEqual(['normal', 'normal', 'normal']);
    }
    expect(rulebench('simulate', 'gassi/gassi-2.5.3', '--bots', 'nomal').err).toMatch(/^rulebench: --bots: .*nomal/m);
    expect(rulebench('simulate', 'gamsh/gamsh-alpin', '--bots', 'random').err).toMatch(
      /--bots: gamsh\/gamsh-alpin is played in real time by the kind's default bots/,
    );
    // an explicit level is played and named (JSON too); the default is not what every level prints
    const random = rulebench(
      'simulate',
      'gassi/gassi-2.5.3',
      '--games',
      '2',
      '--seed',
      'd',
      '--bots',
      'random',
      '--json',
    );
    expect((JSON.parse(random.out) as { bots: string }).bots).toBe('random');
    const normal = JSON.parse(rulebench('simulate', 'gassi/gassi-2.5.3', '--games', '2', '--seed', 'd', '--json').out);
    expect(normal.bots).toBe('normal');
    expect({ ...normal, elapsedMs: 0, gamesPerSecond: 0 }).not.toEqual({
      ...JSON.parse(random.out),
      bots: 'normal',
      elapsedMs: 0,
      gamesPerSecond: 0,
    });
  });

  it("the app's simulate-a-game plays normal bots and its replay says so", async () => {
    const replayDir = mkdtempSync(join(tmpdir(), 'rb-defbots-host-'));
    const host = createHostService({ root: ROOT, replayDir });
    const r = await host['games:simulate']({ rulesetId: 'gassi/gassi-2.5.3', seed: 'defbots-1' });
    if (!r.ok) throw new Error(r.message);
    const replay = JSON.parse(readFileSync(join(replayDir, r.file), 'utf8')) as { seats: { bot?: string }[] };
    expect(replay.seats.map((s) => s.bot)).toEqual(['normal', 'normal', 'normal']);
  });

  it('playtest, compare and sweep without --bots play normal and name it in text, JSON and CSV', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rb-defbots-cli-'));
    const common = ['--games', '2', '--seed', 'd', '--workers', '0', '--quiet'];
    const pt = rulebench(
      'playtest',
      'gassi/gassi-2.5.3',
      ...common,
      '--csv',
      join(dir, 'p.csv'),
      '--out',
      join(dir, 'p.json'),
    );
    expect(pt.code, pt.err).toBe(0);
    expect(pt.out).toMatch(/^bots: normal, normal, normal; seed d$/m);
    const csv = readFileSync(join(dir, 'p.csv'), 'utf8').trim().split('\n');
    expect(csv[0]!.split(',').at(-1)).toBe('bots');
    expect(csv.slice(1).map((l) => l.split(',').at(-1))).toEqual(['normal', 'normal']);
    const ptJson = JSON.parse(readFileSync(join(dir, 'p.json'), 'utf8')) as { bots: BotSpec[] };
    expect(ptJson.bots.map((b) => b.type)).toEqual(['normal', 'normal', 'normal']);
    const cmpArgs = ['compare', 'gassi/gassi-2.5.3', '--set', 'voluntaryDrawMax=3', ...common];
    const cmp = rulebench(...cmpArgs, '--csv', join(dir, 'c.csv'), '--out', join(dir, 'c.json'));
    expect(cmp.code, cmp.err).toBe(0);
    expect(cmp.out).toMatch(/^bots: normal, normal, normal; seed d$/m);
    expect(readFileSync(join(dir, 'c.csv'), 'utf8').trim().split('\n').at(-1)!.split(',').at(-1)).toBe('normal');
    expect((JSON.parse(readFileSync(join(dir, 'c.json'), 'utf8')) as { bots: string }).bots).toBe('normal');
    const sw = rulebench('sweep', 'gassi/gassi-2.5.3', '--vary', 'voluntaryDrawMax=1,3', ...common, '--csv', '-');
    expect(sw.code, sw.err).toBe(0);
    const rows = sw.out.trim().split('\n');
    expect(rows[0]!.split(',').at(-1)).toBe('bots');
    expect(rows.slice(1).map((l) => l.split(',').at(-1))).toEqual(['normal', 'normal']);
  });

  it('the CSVs name mixed bots as --bots writes them', () => {
    expect(botsText([spec('normal'), spec('normal')])).toBe('normal');
    expect(botsText([spec('ismcts:100'), spec('random')])).toBe('ismcts:100,random');
    expect(recordsCsv([], 'A', 'strong').split('\n')[0]!.endsWith(',bots')).toBe(true);
    expect(
      sweepCsv([{ option: 'a', values: [1] }], [], 'easy')
        .split('\n')[0]!
        .endsWith(',bots'),
    ).toBe(true);
  });
});
