// Output paths into missing folders: every command with --out/--csv refuses, before any work, a path whose folder
// does not exist — naming the path, the option and the missing folder, exit 1 like any output that cannot be
// written — and creates nothing; `--mkdir` creates the folders. `simulate --out DIR` creates DIR itself only when its parent exists.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../src/cli/index';

const dir = mkdtempSync(join(tmpdir(), 'rb-out-folders-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

/** Runs the CLI in this process; returns the exit code and what it wrote to stderr and stdout. */
async function run(...argv: string[]): Promise<{ code: number; err: string; out: string }> {
  let err = '';
  let out = '';
  vi.spyOn(process.stderr, 'write').mockImplementation((c: string | Uint8Array) => ((err += String(c)), true));
  vi.spyOn(process.stdout, 'write').mockImplementation((c: string | Uint8Array) => ((out += String(c)), true));
  const code = await main(argv);
  vi.restoreAllMocks();
  return { code, err, out };
}

const missing = join(dir, 'missing');
const inMissing = (name: string) => join(missing, 'deeper', name);
const refusal = (option: string, path: string) =>
  `rulebench: cannot write ${path} (${option}): the folder ${missing} does not exist; create it or add --mkdir\n`;

describe('outputs into missing folders', () => {
  it('simulate --out refuses a folder whose parent does not exist; --mkdir creates it', async () => {
    const out = inMissing('replays');
    const r = await run(
      'simulate',
      'gassi/gassi-2.5.3',
      '--games',
      '1',
      '--seed',
      '2',
      '--bots',
      'random',
      '--out',
      out,
    );
    expect(r.code).toBe(1);
    expect(r.err).toBe(refusal('--out', out));
    expect(existsSync(missing)).toBe(false);
    // The folder itself is created when its parent exists (as before).
    const direct = join(dir, 'replays');
    expect(
      (await run('simulate', 'gassi/gassi-2.5.3', '--games', '1', '--seed', '2', '--bots', 'random', '--out', direct))
        .code,
    ).toBe(0);
    expect(readdirSync(direct)).toEqual(['gassi-gassi-2.5.3-2-1.replay.json']);
    const made = await run(
      'simulate',
      'gassi/gassi-2.5.3',
      '--games',
      '1',
      '--seed',
      '2',
      '--bots',
      'random',
      '--out',
      out,
      '--mkdir',
    );
    expect(made.code).toBe(0);
    expect(readdirSync(out)).toEqual(['gassi-gassi-2.5.3-2-1.replay.json']);
    rmSync(missing, { recursive: true });
  });

  it('every other command with --out or --csv refuses the same way, before any work, and creates nothing', async () => {
    const part = join(dir, 'part.json');
    expect(
      (
        await run(
          'playtest',
          'gassi/gassi-2.5.3',
          '--games',
          '2',
          '--seed',
          '1',
          '--shard',
          '1/1',
          '--out',
          part,
          '--quiet',
        )
      ).code,
    ).toBe(0);
    const replay = join(dir, 'replays', 'gassi-gassi-2.5.3-2-1.replay.json');
    if (!existsSync(replay)) throw new Error('the first test writes the replay');
    const cases: [string, string, string[]][] = [
      ['--out', inMissing('game.replay.json'), ['play', 'gassi/gassi-2.5.3', '--people', '', '--seed', '1']],
      ['--out', inMissing('x.scenario.yaml'), ['replay', 'export', replay, '--step', '1']],
      ['--out', inMissing('batch.json'), ['playtest', 'gassi/gassi-2.5.3', '--games', '2']],
      ['--csv', inMissing('batch.csv'), ['playtest', 'gassi/gassi-2.5.3', '--games', '2']],
      ['--out', inMissing('ab.json'), ['compare', 'gassi/gassi-2.5.3', '--set', 'startHandSize=6', '--games', '2']],
      ['--csv', inMissing('sweep.csv'), ['sweep', 'gassi/gassi-2.5.3', '--vary', 'startHandSize=6..7', '--games', '2']],
      ['--csv', inMissing('ladder.csv'), ['ladder', 'gassi/gassi-2.5.3', '--bots', 'random,normal', '--games', '2']],
      ['--out', inMissing('part.json'), ['playtest', 'gassi/gassi-2.5.3', '--games', '2', '--shard', '1/2']],
      ['--out', inMissing('merged.json'), ['merge', part]],
      ['--csv', inMissing('merged.csv'), ['merge', part]],
      ['--out', inMissing('sheet.html'), ['rulesheet', 'gassi/gassi-2.5.3']],
    ];
    for (const [option, path, argv] of cases) {
      const r = await run(...argv, option, path);
      expect(r.code, `${argv.join(' ')} ${option}`).toBe(1);
      expect(r.err, `${argv.join(' ')} ${option}`).toBe(refusal(option, path));
      expect(r.out, 'refused before any work').toBe('');
    }
    expect(existsSync(missing)).toBe(false);
    // A file on the way is no missing folder: named as such, also with --mkdir.
    writeFileSync(join(dir, 'a-file'), 'x');
    const through = join(dir, 'a-file', 'x.csv');
    for (const extra of [[], ['--mkdir']]) {
      const r = await run('merge', part, '--csv', through, ...extra);
      expect(r.code).toBe(1);
      expect(r.err).toBe(`rulebench: cannot write ${through}: a part of the path is not a folder (ENOTDIR)\n`);
    }
  });

  it('--mkdir creates the folders of merge --out/--csv and rulesheet --out', async () => {
    const part = join(dir, 'part.json');
    const json = inMissing('merged.json');
    const csv = join(missing, 'other', 'merged.csv');
    const r = await run('merge', part, '--out', json, '--csv', csv, '--mkdir');
    expect(r.code).toBe(0);
    expect(existsSync(json) && existsSync(csv)).toBe(true);
    const sheet = join(missing, 'sheets', 'gassi.html');
    expect((await run('rulesheet', 'gassi/gassi-2.5.3', '--out', sheet, '--mkdir')).code).toBe(0);
    expect(existsSync(sheet)).toBe(true);
  });
});
