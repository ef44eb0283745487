// bundle-cache.mjs (start-up time): a cached bundle is reused while its sources are unchanged, rebuilt when
// one changes, keeps each source's own import.meta.url, serves a source saved during the build for one run only,
// and is refused (null) when the sources do not build.
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildBundle, ensureBundle, findCachedBundle } from './bundle-cache.mjs';

/** Writes a source file dated a minute ago (older than any build started now). */
function writeOld(file: string, text: string): void {
  writeFileSync(file, text);
  const past = new Date(Date.now() - 60_000);
  utimesSync(file, past, past);
}

function project() {
  const src = mkdtempSync(join(tmpdir(), 'rb-bundle-src-'));
  const sub = join(src, 'sub');
  mkdirSync(sub);
  writeOld(
    join(src, 'entry.ts'),
    "import { where, answer } from './sub/dep';\nexport const main: string = import.meta.url;\nexport { where, answer };\n",
  );
  writeOld(join(sub, 'dep.ts'), 'export const where: string = import.meta.url;\nexport const answer: number = 41;\n');
  return {
    src,
    sub,
    opts: { entry: join(src, 'entry.ts'), name: 'probe', cacheDir: mkdtempSync(join(tmpdir(), 'rb-bundle-cache-')) },
  };
}

describe('bundle cache', () => {
  it('builds once, reuses, rebuilds on a source change, and keeps import.meta per source file', async () => {
    const { src, sub, opts } = project();
    expect(findCachedBundle(opts)).toBeNull();
    const first = await ensureBundle(opts);
    expect(first).not.toBeNull();
    expect(findCachedBundle(opts)).toBe(first);
    const m1 = (await import(pathToFileURL(first!).href)) as { main: string; where: string; answer: number };
    expect(m1.main).toBe(pathToFileURL(join(src, 'entry.ts')).href);
    expect(m1.where).toBe(pathToFileURL(join(sub, 'dep.ts')).href);
    expect(m1.answer).toBe(41);
    // touched but unchanged: still valid (hash check after the stat differs)
    utimesSync(join(sub, 'dep.ts'), new Date(Date.now() - 30_000), new Date(Date.now() - 30_000));
    expect(findCachedBundle(opts)).toBe(first);
    writeOld(join(sub, 'dep.ts'), 'export const where: string = import.meta.url;\nexport const answer: number = 42;\n');
    expect(findCachedBundle(opts)).toBeNull();
    const second = await ensureBundle(opts);
    expect(second).not.toBe(first);
    expect(((await import(pathToFileURL(second!).href)) as { answer: number }).answer).toBe(42);
    writeOld(join(sub, 'dep.ts'), 'export const answer: number = ;\n');
    await expect(buildBundle(opts)).rejects.toThrow();
    expect(await ensureBundle(opts)).toBeNull();
  });

  it('a source saved just before or during the build: the bundle serves this run, is not cached', async () => {
    const { sub, opts } = project();
    writeFileSync(
      join(sub, 'dep.ts'),
      'export const where: string = import.meta.url;\nexport const answer: number = 7;\n',
    );
    const once = await ensureBundle(opts);
    expect(((await import(pathToFileURL(once!).href)) as { answer: number }).answer).toBe(7);
    expect(findCachedBundle(opts)).toBeNull();
  });
});
