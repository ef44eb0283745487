// Host lockdown: the browser-mode host binds 127.0.0.1 only, and the service confines file access to the
// workspace folders: no `..`, no absolute paths, no symlinks out of rulesets/ or the replay folder.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostService } from '../../src/host/service';
import { startHostServer } from '../../src/host/server';
import { confinedPath } from '../../src/host/files';
import { listRulesetFiles } from '../../src/host/rulesets';
import { bundledRulesets } from './fuzz-lib';

let dir: string;
let outside: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rulebench-lock-'));
  outside = mkdtempSync(join(tmpdir(), 'rulebench-outside-'));
  const std = bundledRulesets().find((b) => b.source.data.id === 'dog/standard')!;
  mkdirSync(join(dir, 'rulesets', 'dog'), { recursive: true });
  mkdirSync(join(dir, 'replays'));
  writeFileSync(join(dir, 'rulesets', 'dog', 'standard.yaml'), std.text);
  writeFileSync(join(outside, 'secret.yaml'), std.text.replace('id: dog/standard', 'id: dog/secret'));
  writeFileSync(join(outside, 'secret.replay.json'), '{}');
  symlinkSync(join(outside, 'secret.yaml'), join(dir, 'rulesets', 'dog', 'secret.yaml'));
  symlinkSync(outside, join(dir, 'rulesets', 'out'));
  symlinkSync(join(dir, 'rulesets'), join(dir, 'rulesets', 'loop'));
  symlinkSync(join(outside, 'secret.replay.json'), join(dir, 'replays', 'secret.replay.json'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('host lockdown', () => {
  it('binds 127.0.0.1 only', async () => {
    const s = await startHostServer({ service: createHostService({ root: dir, replayDir: join(dir, 'replays') }) });
    try {
      expect(s.origin).toBe(`http://127.0.0.1:${s.port}`);
      expect(s.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${s.port}/\\?token=.{20,}`));
    } finally {
      await s.close();
    }
  });

  it('the ruleset index follows no symlink out of rulesets/ and survives a symlink loop', () => {
    const files = listRulesetFiles(join(dir, 'rulesets'));
    expect(files.some((f) => f.includes('secret') || f.includes(`${join('rulesets', 'out')}`))).toBe(false);
    expect(files.filter((f) => f.endsWith('standard.yaml'))).toHaveLength(1);
  });

  it('rulesets:read/list never show a ruleset that a symlink brings in from outside', async () => {
    const s = createHostService({ root: dir, replayDir: join(dir, 'replays') });
    expect(await s['rulesets:read']('dog/secret')).toMatchObject({ ok: false });
    expect((await s['rulesets:list']()).map((r) => r.id)).toEqual(['dog/standard']);
  });

  it('saves through a symlinked folder out of rulesets/ are refused, nothing is written outside', async () => {
    const s = createHostService({ root: dir, replayDir: join(dir, 'replays') });
    expect(await s['rulesets:save']({ file: 'rulesets/out/new.yaml', text: 'x' })).toMatchObject({ ok: false });
    expect(await s['rulesets:autosave']({ file: 'rulesets/out/new.yaml', text: 'x' })).toMatchObject({ ok: false });
    expect(await s['rulesets:save']({ file: 'rulesets/dog/secret.yaml', text: 'x' })).toMatchObject({ ok: false });
    expect(await s['rulesets:save']({ file: 'rulesets/../x.yaml', text: 'x' })).toMatchObject({ ok: false });
    expect(existsSync(join(outside, 'new.yaml'))).toBe(false);
    expect(existsSync(join(outside, '.new.yaml.autosave'))).toBe(false);
  });

  it('a replay symlink pointing outside the replay folder is refused and not listed', async () => {
    const s = createHostService({ root: dir, replayDir: join(dir, 'replays') });
    expect(await s['replays:read']('secret.replay.json')).toMatchObject({
      ok: false,
      message: expect.stringMatching(/inside the replay folder/),
    });
    expect(await s['replays:read']('../rulesets/dog/standard.yaml')).toMatchObject({ ok: false });
    expect(await s['replays:list']()).toEqual([]);
  });

  it('confinedPath refuses .., absolute paths, NUL and symlinks out', () => {
    const base = join(dir, 'replays');
    expect(confinedPath(base, 'x.replay.json')).toBe(join(base, 'x.replay.json'));
    for (const bad of ['../x', '/etc/passwd', 'a/../../x', '', 'x\0y', 'secret.replay.json'])
      expect(confinedPath(base, bad), bad).toBeNull();
  });
});
