// `rulebench session` and two `rulebench join` clients play a Dog game to the end from pipes. Each client's transcript
// shows its own hand exactly as the host's hidden state had it at each of its turns, never another seat's exchange
// card (DOG-014), and the recorded replay verifies. Then the host is killed with SIGKILL in the middle of a second
// session and restarted on the same folder: the table resumes with the same links and the same game.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { applyAction, handsFor, startGame, toAction, type Snapshot } from '../src/engine';
import { TEMP_FILE } from '../src/host/files';
import { readReplayFile } from '../src/host/replays';
import { loadCompiledGame } from '../src/host/rulesets';
import { shownHand } from '../src/cli/play';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BIN = join(ROOT, 'bin', 'rulebench.mjs');
const procs: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const p of procs.splice(0)) if (p.exitCode === null) p.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

interface Links {
  table: string;
  seats: { seat: number; url: string }[];
  spectator: string;
  host: string;
}

/** Starts `rulebench session … --json` and resolves with its links line. */
function startHost(args: string[]): Promise<{ proc: ChildProcess; links: Links; events: Record<string, unknown>[] }> {
  const proc = spawn(process.execPath, [BIN, 'session', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  procs.push(proc);
  const events: Record<string, unknown>[] = [];
  let stderr = '';
  proc.stderr!.on('data', (d) => (stderr += String(d)));
  return new Promise((ok, fail) => {
    createInterface({ input: proc.stdout! }).on('line', (line) => {
      const e = JSON.parse(line) as Record<string, unknown>;
      events.push(e);
      if (e['event'] === 'links') ok({ proc, links: e as unknown as Links, events });
    });
    proc.on('exit', (code) => fail(new Error(`session exited with ${code}: ${stderr}`)));
  });
}

/** Runs `rulebench join URL` with `lines` piped in; resolves with its exit code and output. */
function join_(
  url: string,
  lines: string,
  extra: string[] = [],
): Promise<{ code: number | null; out: string; err: string }> {
  const proc = spawn(process.execPath, [BIN, 'join', url, ...extra], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
  procs.push(proc);
  let out = '';
  let err = '';
  proc.stdout!.on('data', (d) => (out += String(d)));
  proc.stderr!.on('data', (d) => (err += String(d)));
  proc.stdin!.on('error', () => undefined);
  proc.stdin!.end(lines);
  return new Promise((ok) => proc.on('exit', (code) => ok({ code, out, err })));
}

describe('rulebench session + join', () => {
  it('two people at terminals play Dog to the end; each transcript shows only its own hand (DOG-014)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rb-session-cli-'));
    dirs.push(dir);
    const { proc, links, events } = await startHost([
      'dog/standard',
      '--seats',
      'person,normal,person,normal',
      '--seed',
      'cli-1',
      '--bot-delay',
      '0',
      '--json',
      '--out',
      dir,
    ]);
    expect(links.seats.map((s) => s.seat)).toEqual([0, 2]);
    for (const s of links.seats)
      expect(s.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#\/join\/[a-z0-9]+\/[A-Za-z0-9_-]{43}$/);
    const many = '1\n'.repeat(3000);
    const [anna, carla] = await Promise.all([
      join_(links.seats[0]!.url, many, ['--name', 'Anna']),
      join_(links.seats[1]!.url, many, ['--name', 'Carla', '--lang', 'de']),
    ]);
    expect(anna.code, anna.err).toBe(0);
    expect(carla.code, carla.err).toBe(0);
    const hostExit = await new Promise<number | null>((ok) =>
      proc.exitCode !== null ? ok(proc.exitCode) : proc.on('exit', ok),
    );
    expect(hostExit).toBe(0);
    const over = events.find((e) => e['event'] === 'over')!;
    const read = readReplayFile(String(over['replay']));
    if (!read.ok) throw new Error(JSON.stringify(read.diagnostics));
    const verify = spawnSync(process.execPath, [BIN, 'replay', 'verify', String(over['replay'])], { encoding: 'utf8' });
    expect(verify.status, verify.stdout + verify.stderr).toBe(0);

    // The host's hidden state at every step, from the replay.
    const loaded = loadCompiledGame('dog/standard');
    if (!loaded.ok) throw new Error('ruleset');
    const game = loaded.game;
    const snaps: Snapshot[] = [startGame(game, read.replay.seed)];
    for (const s of read.replay.steps) {
      const r = applyAction(game, snaps.at(-1)!, toAction(s));
      if (!r.ok) throw new Error(r.error.message);
      snaps.push(r.value.snapshot);
    }
    for (const [t, seat, name, toAct] of [
      [anna.out, 0, 'Anna', 'to act, hand: '],
      [carla.out, 2, 'Carla', 'ist dran, Hand: '],
    ] as const) {
      const lines = t.split('\n');
      let step = -1;
      let turns = 0;
      for (const line of lines) {
        const m = /^(?:Step|Zug) (\d+):/.exec(line);
        if (m) step = Number(m[1]);
        const h = line.startsWith(`${name} ${toAct}`) ? line.slice(`${name} ${toAct}`.length) : null;
        if (h === null) continue;
        turns++;
        const truth = shownHand(game, handsFor(game, snaps[step]!, seat)[seat]) || (seat === 0 ? '(empty)' : '(leer)');
        expect(h, `${name} at step ${step}`).toBe(truth);
      }
      expect(turns).toBeGreaterThan(10);
      // Another seat's exchange card is never named: its give reads "gives … a card".
      const gives = read.replay.steps.filter((s) => s.action.startsWith('give:') && s.seat !== seat);
      expect(gives.length).toBeGreaterThan(0);
      const told = lines.filter((l) => !/^(legal|möglich): /.test(l)).join('\n');
      expect(told).not.toMatch(/give:[A2-9TJQKX]/);
      // Every step of the game was told, in order, and the outcome too.
      expect(t).toContain(`  ${read.replay.steps.length}. `);
    }
  }, 240_000);

  it('a host killed with SIGKILL mid-game resumes on restart with the same links and game', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rb-session-kill-'));
    dirs.push(dir);
    const args = [
      'dog/standard',
      '--seats',
      'person,random,random,random',
      '--seed',
      'k',
      '--bot-delay',
      '0',
      '--json',
      '--out',
      dir,
    ];
    const first = await startHost(args);
    // Play 8 of Anna's turns, then stop the client; the host keeps the seat.
    const part = await join_(first.links.seats[0]!.url, '1\n'.repeat(8));
    expect(part.code, part.err).toBe(0);
    first.proc.kill('SIGKILL');
    await new Promise((ok) => first.proc.on('exit', ok));
    // The kill may land in the middle of writing the table: then only a hidden temporary file of the killed host is
    // left beside the complete table.json (atomic writes), and the restarted host removes it.
    const tableDir = join(dir, 'tables', first.links.table);
    const temps = () => readdirSync(tableDir).filter((f) => f.endsWith('.tmp'));
    for (const f of temps()) expect(TEMP_FILE.exec(f)?.[1], f).toBe(String(first.proc.pid));
    expect(() => JSON.parse(readFileSync(join(tableDir, 'table.json'), 'utf8'))).not.toThrow();
    // One such file in every run (the kill lands mid-write only now and then): the restart must remove it.
    writeFileSync(join(tableDir, `.table.json.${first.proc.pid}.99.0badc0de.tmp`), '{"cut');

    const second = await startHost(args);
    // (The new host may be writing the table itself by now: only the killed host's files must be gone.)
    expect(temps().filter((f) => TEMP_FILE.exec(f)?.[1] === String(first.proc.pid))).toEqual([]);
    expect(second.links).toEqual({ ...first.links, event: 'links' } as Links);
    const rest = await join_(second.links.seats[0]!.url, '1\n'.repeat(3000));
    expect(rest.code, rest.err).toBe(0);
    // The resumed client saw the game from where it was: its first full state already had Anna's earlier moves.
    expect(rest.out).toMatch(/You play|You give/);
    await new Promise((ok) => (second.proc.exitCode !== null ? ok(0) : second.proc.on('exit', ok)));
    const over = second.events.find((e) => e['event'] === 'over')!;
    const verify = spawnSync(process.execPath, [BIN, 'replay', 'verify', String(over['replay'])], { encoding: 'utf8' });
    expect(verify.status, verify.stdout + verify.stderr).toBe(0);
  }, 240_000);
});
