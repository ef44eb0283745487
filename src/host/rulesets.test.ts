// Ruleset files on disk: sibling files are found for `extends` by id, but read only when an id is missing, and
// package folders are never searched — so a ruleset in a big folder (downloads, /tmp) is checked at once.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT, RulesetIndex, listRulesetFiles, loadCompiledGame, readRulesetText } from './rulesets';

function draftsFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rb-drafts-'));
  const maerki = readFileSync(join(PROJECT_ROOT, 'rulesets/dog/maerki.yaml'), 'utf8');
  writeFileSync(join(dir, 'parent.yaml'), maerki.replace(/^id: dog\/maerki$/m, 'id: drafts/parent'));
  writeFileSync(
    join(dir, 'child.yaml'),
    maerki
      .replace(/^id: dog\/maerki$/m, 'id: drafts/child')
      .replace(/^extends: dog\/standard$/m, 'extends: drafts/parent'),
  );
  mkdirSync(join(dir, 'node_modules', 'pkg'), { recursive: true });
  writeFileSync(join(dir, 'node_modules', 'pkg', 'package.json'), '{"name": "pkg"}');
  return dir;
}

describe('ruleset files', () => {
  it('listRulesetFiles skips node_modules (packages are never rulesets)', () => {
    const dir = draftsFolder();
    expect(
      listRulesetFiles(dir)
        .map((f) => f.slice(dir.length + 1))
        .sort(),
    ).toEqual(['child.yaml', 'parent.yaml']);
  });

  it('deferred files are parsed only when get() asks for an id not indexed yet, in order', () => {
    const dir = draftsFolder();
    const index = new RulesetIndex(PROJECT_ROOT, []);
    index.defer([join(dir, 'child.yaml'), join(dir, 'parent.yaml')]);
    expect(index.all()).toHaveLength(0); // nothing read yet
    expect(index.get('drafts/child')?.data.id).toBe('drafts/child');
    expect(index.all().map((s) => s.data.id)).toEqual(['drafts/child']); // parent not read: not needed
    expect(index.get('drafts/parent')?.data.id).toBe('drafts/parent');
    expect(index.get('nope/nope')).toBeUndefined();
  });

  it('a ruleset extends a sibling by id (the siblings are read on demand)', () => {
    const dir = draftsFolder();
    const r = loadCompiledGame(join(dir, 'child.yaml'));
    expect(r.ok && r.game.ruleset.chain).toEqual(['drafts/child', 'drafts/parent', 'dog/standard']);
  });

  it('readRulesetText refuses a folder, a missing file and bytes that are not UTF-8, naming the file', () => {
    const dir = draftsFolder();
    writeFileSync(join(dir, 'bin.yaml'), Buffer.from([0xff, 0xfe, 0x00, 0x81, 0x41]));
    expect(readRulesetText(join(dir, 'bin.yaml'), 'bin.yaml').diagnostics[0]).toMatchObject({
      code: 'ruleset/encoding',
      file: 'bin.yaml',
    });
    expect(readRulesetText(dir, 'drafts').diagnostics[0]).toMatchObject({ code: 'ruleset/is-directory' });
    expect(readRulesetText(join(dir, 'none.yaml'), 'none.yaml').diagnostics[0]).toMatchObject({
      code: 'ruleset/unreadable',
    });
    expect(readRulesetText(join(dir, 'parent.yaml')).text).toContain('drafts/parent');
  });
});
