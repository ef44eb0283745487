// The ruleset watcher reports changes by other editors, also after an atomic save replaced the file.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeFileAtomic } from './files';
import { watchRulesets } from './watch';

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function watched(root: string): { next(): Promise<string[]> } {
  const queue: string[][] = [];
  const waiters: ((f: string[]) => void)[] = [];
  stops.push(watchRulesets(root, (files) => (waiters.length ? waiters.shift()!(files) : queue.push(files)), 30));
  return { next: () => (queue.length ? Promise.resolve(queue.shift()!) : new Promise((r) => waiters.push(r))) };
}

const settle = () => new Promise((r) => setTimeout(r, 100));

describe('watchRulesets', () => {
  it('reports a plain write after an atomic save replaced the file, and ignores hidden files', async () => {
    const root = mkdtempSync(join(tmpdir(), 'rb-watch-'));
    mkdirSync(join(root, 'rulesets', 'dog'), { recursive: true });
    writeFileSync(join(root, 'rulesets', 'dog', 'a.yaml'), 'x: 1\n');
    const w = watched(root);
    await settle();
    writeFileAtomic(join(root, 'rulesets', 'dog', 'a.yaml'), 'x: 2\n');
    expect(await w.next()).toEqual(['rulesets/dog/a.yaml']);
    await settle();
    writeFileSync(join(root, 'rulesets', 'dog', '.a.yaml.autosave'), 'x: 3\n');
    writeFileSync(join(root, 'rulesets', 'dog', 'a.yaml'), 'x: 4\n');
    expect(await w.next()).toEqual(['rulesets/dog/a.yaml']);
  });

  it('picks up files in a folder created after watching started', async () => {
    const root = mkdtempSync(join(tmpdir(), 'rb-watch-'));
    mkdirSync(join(root, 'rulesets'), { recursive: true });
    const w = watched(root);
    await settle();
    mkdirSync(join(root, 'rulesets', 'gassi'));
    await settle();
    writeFileSync(join(root, 'rulesets', 'gassi', 'draft.yaml'), 'x: 1\n');
    expect(await w.next()).toEqual(['rulesets/gassi/draft.yaml']);
  });
});
