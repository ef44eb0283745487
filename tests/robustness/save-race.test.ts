// A save never overwrites a change saved meanwhile: `rulesets:save` checks the version its edit started from and
// replaces the file in the same step (`replaceIfUnchanged`: the file in place is moved aside, checked, and the new
// one linked in only if nothing arrived meanwhile). An external writer saves the same file about every millisecond
// for 5 s while the host saves in a loop from the version it last read; every host save either lands on the version
// it checked or reports a conflict, and the external writer never finds one of its edits replaced by a host save
// based on an older version.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createHostService, textVersion } from '../../src/host/service';
import { removeStaleTemps, replaceIfUnchanged } from '../../src/host/files';

const RACE_MS = 5000;
const ws = mkdtempSync(join(tmpdir(), 'rb-race-'));
afterAll(() => rmSync(ws, { recursive: true, force: true }));

describe('save race', () => {
  it(`an external writer saving every ~1 ms for ${RACE_MS / 1000} s loses nothing to the host's saves`, async () => {
    const dir = join(ws, 'rulesets', 'race');
    mkdirSync(dir, { recursive: true });
    const FILE = 'rulesets/race/draft.yaml';
    const path = join(ws, FILE);
    const body = `${readFileSync(join(import.meta.dirname, '..', '..', 'rulesets', 'dog', 'standard.yaml'), 'utf8').trimEnd()}\n`;
    writeFileSync(path, `${body}# ext 0\n`);
    const host = createHostService({ root: ws, replayDir: join(ws, 'replays'), playtestWorkers: 0 });

    const writer = spawn(process.execPath, [join(import.meta.dirname, 'save-race-writer.cjs')], {
      env: { ...process.env, RACE_FILE: path, RACE_MS: String(RACE_MS) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let report = '';
    writer.stdout.on('data', (d) => (report += d));
    const ended = new Promise<number | null>((done) => writer.on('exit', (code) => done(code)));

    let landed = 0;
    let conflicts = 0;
    const wrong: string[] = [];
    const t0 = Date.now();
    for (let m = 1; Date.now() - t0 < RACE_MS + 200; m++) {
      let text: string;
      try {
        text = readFileSync(path, 'utf8');
      } catch {
        continue;
      }
      const seen = /\n# (ext|host) (\d+)(?: base ext \d+)?\n$/.exec(text);
      if (!seen || seen[1] !== 'ext') {
        // Our own save is in place: wait for the next external one, so every save is based on an external version.
        await new Promise((r) => setTimeout(r, 1));
        continue;
      }
      const r = await host['rulesets:save']({
        file: FILE,
        text: `${body}# host ${m} base ext ${seen[2]}\n`,
        base: textVersion(text),
      });
      if (r.ok) landed++;
      else if (r.conflict) {
        conflicts++;
        // The conflict answers with the file as it is now: another version than the one checked.
        if (r.conflict.text === text) wrong.push(`save ${m}: conflict reported, but the file is the checked version`);
      } else wrong.push(`save ${m}: ${r.message}`);
      await new Promise((r) => setImmediate(r));
    }
    expect(await ended).toBe(0);
    const ext = JSON.parse(report) as { writes: number; seenHost: number; lost: string[] };
    console.log(
      `save race, ${RACE_MS / 1000} s: ${ext.writes} external saves, ${landed + conflicts} host saves (${landed} landed on the version they checked, ${conflicts} conflicts), ${ext.lost.length} external edits lost`,
    );
    expect(wrong).toEqual([]);
    expect(ext.lost).toEqual([]);
    expect(ext.writes).toBeGreaterThan(200);
    expect(landed + conflicts).toBeGreaterThan(50);
    expect(landed).toBeGreaterThan(0);
    expect(ext.seenHost).toBeGreaterThan(0); // host saves did land between the external ones
    // Nothing left behind: no temporary or aside files.
    expect(readdirSync(dir).filter((f) => f.startsWith('.') && !f.startsWith('.race-writer-'))).toEqual([]);
  }, 30_000);

  it('a version that is not the checked one is put back untouched; a save cut between its steps is restored on start', () => {
    const dir = join(ws, 'unit');
    mkdirSync(dir);
    const path = join(dir, 'x.yaml');
    writeFileSync(path, 'theirs\n');
    expect(
      replaceIfUnchanged(path, 'mine\n', (aside) => aside !== null && readFileSync(aside, 'utf8') === 'base\n'),
    ).toBe('changed');
    expect(readFileSync(path, 'utf8')).toBe('theirs\n');
    expect(
      replaceIfUnchanged(path, 'mine\n', (aside) => aside !== null && readFileSync(aside, 'utf8') === 'theirs\n'),
    ).toBe('written');
    expect(readFileSync(path, 'utf8')).toBe('mine\n');
    // A new file (nothing in place expected) that someone else created meanwhile is not overwritten.
    expect(replaceIfUnchanged(path, 'again\n', (aside) => aside === null)).toBe('changed');
    expect(readFileSync(path, 'utf8')).toBe('mine\n');
    expect(readdirSync(dir)).toEqual(['x.yaml']);
    // A writer killed after moving the checked version aside: the next start puts it back, or drops it if a newer file is in place.
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    }).stdout;
    rmSync(path);
    writeFileSync(join(dir, `.x.yaml.${dead}.0123abcd.aside`), 'checked\n');
    writeFileSync(join(dir, 'y.yaml'), 'newer\n');
    writeFileSync(join(dir, `.y.yaml.${dead}.89abcdef.aside`), 'older\n');
    expect(removeStaleTemps(dir)).toBe(2);
    expect(readdirSync(dir).sort()).toEqual(['x.yaml', 'y.yaml']);
    expect(readFileSync(path, 'utf8')).toBe('checked\n');
    expect(readFileSync(join(dir, 'y.yaml'), 'utf8')).toBe('newer\n');
  });
});
