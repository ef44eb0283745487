// No lost edits: an autosave older than its file (a `git pull` after a crash) is still offered,
// with both times; a save checks the version the edit started from and refuses to overwrite a change made elsewhere,
// returning the file as it is now (the editor shows the difference and asks).
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autosavePath, createHostService, textVersion } from '../../src/host/service';
import { parseInvokeArgs } from '../../src/host/invoke-args';

const ROOT = join(import.meta.dirname, '..', '..');
let ws: string;
let host: ReturnType<typeof createHostService>;
const FILE = 'rulesets/dog/standard.yaml';

beforeAll(() => {
  ws = mkdtempSync(join(tmpdir(), 'rb-edits-'));
  cpSync(join(ROOT, 'rulesets', 'dog'), join(ws, 'rulesets', 'dog'), { recursive: true });
  host = createHostService({ root: ws, replayDir: join(ws, 'replays'), playtestWorkers: 0 });
});
afterAll(() => rmSync(ws, { recursive: true, force: true }));

describe('edits are not lost', () => {
  it('an autosave older than the file is offered with both times (it was silently dropped)', async () => {
    const path = join(ws, FILE);
    const original = readFileSync(path, 'utf8');
    const edited = original.replace(/^name: .*$/m, 'name: Dog (edited before the crash)');
    expect(await host['rulesets:autosave']({ file: FILE, text: edited })).toEqual({ ok: true });
    // Newer autosave: offered, marked newer.
    const fresh = await host['rulesets:read']('dog/standard');
    expect(fresh).toMatchObject({ ok: true, autosave: edited, autosaveInfo: { newer: true } });
    // The file is updated afterwards (git pull): the autosave is older now, and still offered with both times.
    utimesSync(
      join(ws, 'rulesets/dog/.standard.yaml.autosave'),
      new Date('2026-01-01T10:00:00Z'),
      new Date('2026-01-01T10:00:00Z'),
    );
    utimesSync(path, new Date('2026-01-02T12:00:00Z'), new Date('2026-01-02T12:00:00Z'));
    const r = await host['rulesets:read']('dog/standard');
    expect(r).toMatchObject({
      ok: true,
      text: original,
      autosave: edited,
      autosaveInfo: { savedAt: '2026-01-01T10:00:00.000Z', fileChangedAt: '2026-01-02T12:00:00.000Z', newer: false },
    });
    // An autosave equal to the file is nothing to offer.
    await host['rulesets:autosave']({ file: FILE, text: original });
    expect(await host['rulesets:read']('dog/standard')).toMatchObject({ ok: true, autosave: null, autosaveInfo: null });
    await host['rulesets:autosave']({ file: FILE, text: null });
    expect(autosavePath(path)).toMatch(/\.standard\.yaml\.autosave$/);
  });

  it('a save after a change made elsewhere is refused with the file as it is now; overwriting is a second, explicit save', async () => {
    const path = join(ws, FILE);
    const read = await host['rulesets:read']('dog/standard');
    if (!read.ok) throw new Error(read.message);
    expect(read.version.hash).toBe(textVersion(read.text));
    const theirs = read.text.replace(/^name: .*$/m, 'name: Dog (their change)');
    writeFileSync(path, theirs); // another editor, a git pull
    const mine = read.text.replace(/^name: .*$/m, 'name: Dog (my change)');
    const refused = await host['rulesets:save']({ file: FILE, text: mine, base: read.version.hash });
    expect(refused).toMatchObject({
      ok: false,
      message: expect.stringMatching(/was changed elsewhere .* nothing was written/),
      conflict: { text: theirs, version: { hash: textVersion(theirs) } },
    });
    expect(readFileSync(path, 'utf8')).toBe(theirs); // not overwritten
    if (refused.ok || !refused.conflict) throw new Error('expected a conflict');
    // The person saw the difference and chose to overwrite: the save names the version they saw.
    const saved = await host['rulesets:save']({ file: FILE, text: mine, base: refused.conflict.version.hash });
    expect(saved).toMatchObject({ ok: true, version: { hash: textVersion(mine) } });
    expect(readFileSync(path, 'utf8')).toBe(mine);
    // Saving again from the new version needs no question.
    const again = mine.replace('my change', 'my second change');
    expect(await host['rulesets:save']({ file: FILE, text: again, base: textVersion(mine) })).toMatchObject({
      ok: true,
    });
  });

  it('a new file is saved with base null; null when the file exists meanwhile is a conflict', async () => {
    const file = 'rulesets/dog/new-draft.yaml';
    expect(await host['rulesets:save']({ file, text: 'a: 1\n', base: null })).toMatchObject({ ok: true });
    expect(await host['rulesets:save']({ file, text: 'a: 2\n', base: null })).toMatchObject({
      ok: false,
      conflict: { text: 'a: 1\n' },
    });
    expect(parseInvokeArgs('rulesets:save', [{ file, text: 'x', base: 'not-a-hash' }])).toMatchObject({
      ok: false,
      message: expect.stringMatching(/version hash/),
    });
  });
});

describe('one autosave per editor instance', () => {
  const A = 'taba0000000000000001';
  const B = 'tabb0000000000000002';
  const C = 'tabc0000000000000003';

  it("a second editor's autosave, a clean editor's autosave(null) and another editor's save leave an editor's unsaved text", async () => {
    const path = join(ws, FILE);
    const read = await host['rulesets:read']('dog/standard');
    if (!read.ok) throw new Error(read.message);
    const textA = read.text.replace(/^name: .*$/m, 'name: Dog (tab A, unsaved)');
    const textB = read.text.replace(/^name: .*$/m, 'name: Dog (tab B, unsaved)');
    expect(await host['rulesets:autosave']({ file: FILE, text: textA, editor: A })).toEqual({ ok: true });
    // A second tab autosaves the same file: the first tab's text stays, and both are offered.
    expect(await host['rulesets:autosave']({ file: FILE, text: textB, editor: B })).toEqual({ ok: true });
    const both = await host['rulesets:read']('dog/standard');
    if (!both.ok) throw new Error(both.message);
    expect(both.autosaves.map((c) => [c.editor, c.text]).sort()).toEqual([
      [A, textA],
      [B, textB],
    ]);
    expect(both.autosaves[0]!.info).toMatchObject({ newer: true });
    // A clean tab clears its own autosave (there is none): the others stay.
    expect(await host['rulesets:autosave']({ file: FILE, text: null, editor: C })).toEqual({ ok: true });
    // Tab B saves successfully: its own autosave goes, tab A's stays and is offered against the new file.
    const saved = await host['rulesets:save']({ file: FILE, text: textB, base: read.version.hash, editor: B });
    expect(saved).toMatchObject({ ok: true });
    const after = await host['rulesets:read']('dog/standard');
    if (!after.ok) throw new Error(after.message);
    expect(after.text).toBe(textB);
    expect(after.autosaves.map((c) => [c.editor, c.text])).toEqual([[A, textA]]);
    expect(after.autosave).toBe(textA);
    expect(existsSync(autosavePath(path, A))).toBe(true);
    expect(existsSync(autosavePath(path, B))).toBe(false);
    // Tab A discards its edits: only its autosave goes.
    expect(await host['rulesets:autosave']({ file: FILE, text: null, editor: A })).toEqual({ ok: true });
    expect(await host['rulesets:read']('dog/standard')).toMatchObject({ ok: true, autosaves: [], autosave: null });
    writeFileSync(path, read.text);
  });

  it('the editor id is validated: no path, no dots, at most 32 characters', () => {
    for (const editor of ['../x', 'a.b.c.d.e', 'ABCDEFGH', 'short', 'a'.repeat(33)])
      expect(parseInvokeArgs('rulesets:autosave', [{ file: FILE, text: 'x', editor }])).toMatchObject({
        ok: false,
        message: expect.stringMatching(/editor id/),
      });
    expect(parseInvokeArgs('rulesets:save', [{ file: FILE, text: 'x', editor: A }])).toMatchObject({ ok: true });
  });
});
