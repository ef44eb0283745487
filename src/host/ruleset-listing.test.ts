// The cached, asynchronous rulesets listing: the same summaries as reading everything afresh,
// a changed, added or removed file shows up on the next call, an unchanged one is not parsed again, and a FIFO
// among the rulesets is listed as broken instead of blocking the host.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRulesetListing } from './ruleset-listing';
import { RulesetIndex } from './rulesets';

const repo = join(import.meta.dirname, '..', '..');
const ws = mkdtempSync(join(tmpdir(), 'rb-listing-'));
cpSync(join(repo, 'rulesets'), join(ws, 'rulesets'), { recursive: true });
afterAll(() => rmSync(ws, { recursive: true, force: true }));

/** What the listing used to compute on every call: a fresh index of every file. */
function fresh() {
  const idx = new RulesetIndex(ws);
  return {
    ids: idx.all().map((s) => s.data.id),
    broken: [...idx.broken.keys()],
    problems: Object.fromEntries(
      idx.all().map((s) => {
        const c = idx.compile(s);
        return [s.data.id, c.ok ? 0 : c.diagnostics.length];
      }),
    ),
  };
}

describe('rulesets:list cache', () => {
  it('lists what a fresh read lists; follows changes, additions and removals; parses unchanged files once', async () => {
    const listing = createRulesetListing(ws);
    const summarize = async () => {
      const list = await listing.list();
      return {
        ids: list.filter((r) => r.kind !== '?').map((r) => r.id),
        broken: list.filter((r) => r.kind === '?').map((r) => r.file),
        problems: Object.fromEntries(list.filter((r) => r.kind !== '?').map((r) => [r.id, r.diagnostics.length])),
      };
    };
    expect(await summarize()).toEqual(fresh());
    const first = await listing.list();
    expect(first.find((r) => r.id === 'dog/standard')).toMatchObject({
      file: 'rulesets/dog/standard.yaml',
      kind: 'dog',
      diagnostics: [],
    });
    expect(await listing.list()).toBe(await listing.list()); // nothing changed: the same answer, nothing re-read

    // An edit in place shows on the next call.
    const path = join(ws, 'rulesets/dog/standard.yaml');
    const text = readFileSync(path, 'utf8');
    writeFileSync(path, text.replace(/^name: .*$/m, 'name: Dog (edited)'));
    utimesSync(path, 1_700_000_000, 1_700_000_000);
    expect((await listing.list()).find((r) => r.id === 'dog/standard')!.name).toBe('Dog (edited)');
    // Same size and time as before: taken from the cache (the listing is keyed by size, mtime and inode).
    writeFileSync(path, text.replace(/^name: .*$/m, 'name: Dog (editeX)'));
    utimesSync(path, 1_700_000_000, 1_700_000_000);
    expect((await listing.list()).find((r) => r.id === 'dog/standard')!.name).toBe('Dog (edited)');

    // A new file, a broken file and a FIFO (refused, never opened for reading); then removals.
    writeFileSync(join(ws, 'rulesets/dog/extra.yaml'), text.replace(/^id: .*$/m, 'id: dog/extra'));
    writeFileSync(join(ws, 'rulesets/dog/broken.yaml'), 'id: [');
    execFileSync('mkfifo', [join(ws, 'rulesets/dog/pipe.yaml')]);
    const grown = await listing.list();
    expect(grown.map((r) => r.id)).toContain('dog/extra');
    expect(grown.find((r) => r.file === 'rulesets/dog/pipe.yaml')?.diagnostics[0]).toMatchObject({
      code: 'ruleset/not-regular',
    });
    expect(grown.find((r) => r.file === 'rulesets/dog/broken.yaml')?.kind).toBe('?');
    for (const f of ['extra.yaml', 'broken.yaml', 'pipe.yaml']) unlinkSync(join(ws, 'rulesets/dog', f));
    expect(await summarize()).toEqual(fresh());
  });

  it('concurrent calls share one listing', async () => {
    const listing = createRulesetListing(ws);
    const all = await Promise.all(Array.from({ length: 20 }, () => listing.list()));
    for (const r of all) expect(r).toBe(all[0]);
  });
});
