// CLI output files survive kill -9: `simulate --out DIR` and `merge … --out F --csv F` are
// SIGKILLed at random moments across their run, again and again into the same folder; after every kill each file
// there is either absent or byte-identical to the one a complete run writes (the runs are deterministic per seed),
// never empty or cut. The temporary files a kill leaves are hidden and removed by the next run. `ladder --out/--csv`,
// its shard parts and `merge` of ladder parts are killed both at random moments and in the middle of writing each
// output (a preload, kill-mid-write.cjs, SIGKILLs the process halfway through the write): the previous complete
// file survives.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEMP_FILE } from '../../src/host/files';

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'rulebench.mjs');
/** Kills per command (KILL_RUNS; 6 by default, 18 in all; the long run in docs/robustness.md takes 15). */
const KILLS = Number(process.env.KILL_RUNS ?? 6);
const dir = mkdtempSync(join(tmpdir(), 'rb-kill-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HOOK = join(import.meta.dirname, 'kill-mid-write.cjs');

function run(args: string[]): number {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
  if (r.status !== 0) throw new Error(`rulebench ${args.join(' ')} failed: ${r.stderr}`);
  return performance.now() - t0;
}

/** Starts the command and SIGKILLs it after `ms` (or lets it end first); resolves when it is gone. */
function killAfter(args: string[], ms: number): Promise<'killed' | 'finished'> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, stdio: 'ignore' });
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    child.on('exit', (_code, signal) => {
      clearTimeout(timer);
      done(signal === 'SIGKILL' ? 'killed' : 'finished');
    });
  });
}

/** Every visible file of `out` must be byte-identical to its complete version in `complete`; returns the hidden temporary files. */
function checkFolder(out: string, complete: Map<string, Buffer>): string[] {
  const temps: string[] = [];
  for (const name of readdirSync(out)) {
    if (name.startsWith('.')) {
      expect(name).toMatch(TEMP_FILE);
      temps.push(name);
      continue;
    }
    const want = complete.get(name);
    expect(want, `unexpected file ${name}`).toBeDefined();
    const have = readFileSync(join(out, name));
    expect(have.length, `${name}: ${have.length} of ${want!.length} bytes`).toBe(want!.length);
    expect(have.equals(want!), `${name} differs from the complete file`).toBe(true);
  }
  return temps;
}

/** A small ladder (Gassi, random against normal, 3 seeds per seat configuration) writing `ladder.json` and `ladder.csv` into `out`. */
const ladderArgs = (out: string) => [
  'ladder',
  'gassi/gassi-2.5.3',
  '--bots',
  'random,normal',
  '--games',
  '3',
  '--seed',
  '5',
  '--workers',
  '0',
  '--quiet',
  '--out',
  join(out, 'ladder.json'),
  '--csv',
  join(out, 'ladder.csv'),
];

const read = (d: string) => new Map(readdirSync(d).map((f) => [f, readFileSync(join(d, f))]));

describe('kill -9 during CLI output', () => {
  it(`simulate --out, merge --out/--csv and ladder --out/--csv killed at ${3 * KILLS} random moments leave only absent or complete files`, async () => {
    // Complete runs first: the reference bytes and the run times the kill moments are spread over.
    const reference = join(dir, 'reference');
    const simArgs = (out: string) => [
      'simulate',
      'gassi/gassi-2.5.3',
      '--games',
      '12',
      '--seed',
      '7',
      '--bots',
      'random',
      '--out',
      out,
    ];
    const simMs = run(simArgs(reference));
    const simComplete = read(reference);
    expect(simComplete.size).toBe(12);
    const parts = [1, 2].map((k) => join(dir, `part-${k}.json`));
    parts.forEach((p, i) =>
      run([
        'compare',
        'dog/standard',
        'dog/maerki',
        '--games',
        '8',
        '--seed',
        '3',
        '--workers',
        '0',
        '--shard',
        `${i + 1}/2`,
        '--out',
        p,
      ]),
    );
    const mergedRef = join(dir, 'merged-reference');
    mkdirSync(mergedRef);
    const mergeArgs = (out: string) => [
      'merge',
      ...parts,
      '--out',
      join(out, 'merged.json'),
      '--csv',
      join(out, 'merged.csv'),
    ];
    const mergeMs = run(mergeArgs(mergedRef));
    const mergeComplete = read(mergedRef);
    expect([...mergeComplete.keys()].sort()).toEqual(['merged.csv', 'merged.json']);
    const ladderRef = join(dir, 'ladder-reference');
    mkdirSync(ladderRef);
    const ladderMs = run(ladderArgs(ladderRef));
    const ladderComplete = read(ladderRef);
    expect([...ladderComplete.keys()].sort()).toEqual(['ladder.csv', 'ladder.json']);

    let seed = 17;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const outcomes: string[] = [];
    for (const [args, ms, complete, name] of [
      [simArgs, simMs, simComplete, 'sim'],
      [mergeArgs, mergeMs, mergeComplete, 'merge'],
      [ladderArgs, ladderMs, ladderComplete, 'ladder'],
    ] as const) {
      const out = join(dir, name);
      mkdirSync(out);
      for (let k = 0; k < KILLS; k++) {
        // Spread over the whole run: start-up, play, and the writing at its end.
        outcomes.push(await killAfter(args(out), 150 + random() * ms));
        checkFolder(out, complete);
      }
      // A complete run afterwards writes every file and removes what the killed runs left.
      run(args(out));
      expect(checkFolder(out, complete)).toEqual([]);
      expect(readdirSync(out).sort()).toEqual([...complete.keys()].sort());
    }
    expect(outcomes.filter((o) => o === 'killed').length).toBeGreaterThanOrEqual(KILLS);
  }, 300_000);

  it('ladder --out/--csv, a ladder shard part and merge of ladder parts killed in the middle of writing keep the previous complete file', () => {
    const out = join(dir, 'ladder-mid');
    mkdirSync(out);
    const partArgs = (k: number) => [
      ...ladderArgs(out).slice(0, -4),
      '--shard',
      `${k}/2`,
      '--out',
      join(out, `part-${k}.json`),
    ];
    const mergeLadder = [
      'merge',
      join(out, 'part-1.json'),
      join(out, 'part-2.json'),
      '--out',
      join(out, 'merged.json'),
      '--csv',
      join(out, 'merged.csv'),
    ];
    const runs = [ladderArgs(out), partArgs(1), partArgs(2), mergeLadder];
    for (const args of runs) run(args);
    const complete = read(out);
    expect([...complete.keys()].sort()).toEqual([
      'ladder.csv',
      'ladder.json',
      'merged.csv',
      'merged.json',
      'part-1.json',
      'part-2.json',
    ]);
    const killedWhileWriting: string[] = [];
    for (const [args, names] of [
      [runs[0]!, ['ladder.json', 'ladder.csv']],
      [runs[1]!, ['part-1.json']],
      [runs[3]!, ['merged.json', 'merged.csv']],
    ] as const) {
      for (const name of names) {
        const r = spawnSync(process.execPath, ['--require', HOOK, BIN, ...args], {
          cwd: ROOT,
          encoding: 'utf8',
          timeout: 60_000,
          env: { ...process.env, KILL_MID_WRITE: name },
        });
        expect(r.signal, `${name}: the hook kills while it is written`).toBe('SIGKILL');
        killedWhileWriting.push(name);
        checkFolder(out, complete); // the previous complete file, never 0 bytes or half of it
      }
    }
    expect(killedWhileWriting).toHaveLength(5);
  }, 120_000);
});

describe('leftover temporary files', () => {
  it("the host removes the temporary files of dead writers on start, and keeps a live writer's and everything else", async () => {
    const { createHostService } = await import('../../src/host/service');
    const { writeFileSync } = await import('node:fs');
    const ws = join(dir, 'ws');
    mkdirSync(join(ws, 'rulesets', 'dog'), { recursive: true });
    mkdirSync(join(ws, 'replays'));
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    }).stdout; // a pid that has exited
    const leftovers = [
      join(ws, 'replays', `.a.replay.json.${dead}.0.0badc0de.tmp`),
      join(ws, 'rulesets', 'dog', `.x.yaml.${dead}.3.12345678.tmp`),
      join(ws, 'rulesets', 'dog', `..x.yaml.autosave.${dead}.1.abcdef01.tmp`),
    ];
    const kept = [
      join(ws, 'replays', `.b.replay.json.${process.pid}.0.0badc0de.tmp`),
      join(ws, 'replays', 'notes.tmp'),
      join(ws, 'replays', `.c.${dead}.tmp`),
      join(ws, 'rulesets', 'dog', 'x.yaml'),
    ];
    for (const f of [...leftovers, ...kept]) writeFileSync(f, 'x');
    createHostService({ root: ws, replayDir: join(ws, 'replays') });
    const now = [
      ...readdirSync(join(ws, 'replays')).map((f) => join(ws, 'replays', f)),
      ...readdirSync(join(ws, 'rulesets', 'dog')).map((f) => join(ws, 'rulesets', 'dog', f)),
    ];
    expect(now.sort()).toEqual(kept.sort());
  });

  it('temporary file names stay short: a 200-character target name can be written (ENAMETOOLONG before)', async () => {
    const { writeFileAtomic } = await import('../../src/host/files');
    const target = join(dir, `${'r'.repeat(188)}.replay.json`);
    writeFileAtomic(target, 'ok\n');
    expect(readFileSync(target, 'utf8')).toBe('ok\n');
  });
});
