// The lint step (`npm run lint`, first step of `npm test`) enforces the layers and forbids import circles:
// planted files with a backward import fail ESLint with the project's eslint.config.js, planted circles (and a bug
// pattern in a test file) fail Biome with the project's biome.jsonc.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

/** Rule ids ESLint reports for `code` as if it were the file `file` (relative to the repository). */
async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
  return result!.messages.map((m) => m.ruleId ?? 'none');
}

describe('lint: layers (a planted backward import fails)', () => {
  it('bots/ importing a kind folder is refused; through the kind contract it is fine', async () => {
    expect(
      await ruleIds('src/engine/bots/planted.ts', "import { dog } from '../kinds/dog';\nexport { dog };\n"),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await ruleIds('src/engine/bots/planted.ts', "import { KINDS } from '../kinds';\nexport { KINDS };\n"),
    ).toEqual([]);
  });

  it('the engine importing the host or a platform module is refused', async () => {
    expect(
      await ruleIds(
        'src/engine/core/planted.ts',
        "import { readRulesetText } from '../../host/rulesets';\nexport { readRulesetText };\n",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await ruleIds(
        'src/engine/core/planted.ts',
        "import { readFileSync } from 'node:fs';\nexport { readFileSync };\n",
      ),
    ).toEqual(['no-restricted-imports']);
    expect(await ruleIds('src/engine/core/planted.ts', "import { z } from 'zod';\nexport { z };\n")).toEqual([]);
  });

  it('a kind importing another kind is refused', async () => {
    expect(
      await ruleIds(
        'src/engine/kinds/gassi/planted.ts',
        "import { PIECES } from '../dog/geometry';\nexport { PIECES };\n",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
  });

  it('the host importing an engine module other than src/engine/index.ts is refused', async () => {
    expect(
      await ruleIds('src/host/planted.ts', "import { startGame } from '../engine/core/game';\nexport { startGame };\n"),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await ruleIds('src/host/planted.ts', "import { startGame } from '../engine';\nexport { startGame };\n"),
    ).toEqual([]);
  });

  it('the renderer importing the host is refused, and the host importing the renderer', async () => {
    expect(
      await ruleIds(
        'src/renderer/src/planted.ts',
        "import { createHostService } from '../../host/service';\nexport { createHostService };\n",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await ruleIds(
        'src/host/planted.ts',
        "import { useI18n } from '../renderer/src/composables/use-i18n';\nexport { useI18n };\n",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
  });
});

/**
 * The `file:line:col rule` lines Biome's linter reports for the files under `dir`, `file` relative to `dir`. The
 * planted folders are ignored by git (.gitignore), so Biome is told not to read the ignore file; everything else is
 * the project's configuration.
 */
function biomeLint(dir: string): string[] {
  const bin = join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'biome.cmd' : 'biome');
  const r = spawnSync(bin, ['lint', '--vcs-use-ignore-file=false', '--colors=off', '--max-diagnostics=50', dir], {
    cwd: root,
    encoding: 'utf8',
  });
  const out = `${r.stdout}${r.stderr}`;
  expect(out, out).toMatch(/Checked [1-9]\d* files?/);
  const found = [...out.matchAll(/^(\S+):(\d+):(\d+) (lint\/\S+)/gm)].map(
    ([, file, line, col, rule]) => `${relative(dir, join(root, file!))}:${line}:${col} ${rule}`,
  );
  expect(r.status, out).toBe(found.length > 0 ? 1 : 0);
  return found.sort();
}

/** Planted modules, one folder per case: file name → source. */
const PLANTED: Record<string, Record<string, string>> = {
  two: {
    'a.ts': "import { b } from './b';\nexport const a = (): number => b();\n",
    'b.ts': "import { a } from './a';\nexport const b = (): number => a() + 1;\n",
  },
  three: {
    'a.ts': "import { b } from './b';\nexport const a = (): number => b();\n",
    'b.ts': "import { c } from './c';\nexport const b = (): number => c();\n",
    'c.ts': "import { a } from './a';\nexport const c = (): number => a();\n",
  },
  // The same three modules, but the way back is a type-only import (it vanishes at run time).
  typeOnly: {
    'a.ts': "import { b } from './b';\nexport const a = (): number => b();\n",
    'b.ts': "import { c } from './c';\nexport const b = (): number => c();\n",
    'c.ts': "import type { a } from './a';\nexport const c = (): ReturnType<typeof a> => 1;\n",
  },
  vue: {
    'Planted.vue':
      '<script setup lang="ts">\nimport { label } from \'./store\';\n</script>\n<template><p>{{ label }}</p></template>\n',
    'store.ts': "import Planted from './Planted.vue';\nexport const label = 'x';\nexport { Planted };\n",
  },
  bug: { 'planted.test.ts': 'export const same = (x: number): boolean => x === x;\n' },
};

describe('lint: import circles (a planted circle fails)', () => {
  let dir = '';
  let found: string[] = [];
  const foundIn = (folder: string) =>
    found.filter((f) => f.startsWith(`${folder}/`)).map((f) => f.slice(folder.length + 1));
  beforeAll(() => {
    // The circle check follows imports on disk, so the modules are real files inside the repository; one Biome run
    // for all cases (each run reads the whole project's module graph).
    dir = mkdtempSync(join(root, 'tests', 'lint-plant-'));
    for (const [folder, files] of Object.entries(PLANTED)) {
      mkdirSync(join(dir, folder));
      for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, folder, name), text);
    }
    found = biomeLint(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a imports b, b imports a: both imports refused', () => {
    expect(foundIn('two')).toEqual([
      'a.ts:1:19 lint/suspicious/noImportCycles',
      'b.ts:1:19 lint/suspicious/noImportCycles',
    ]);
  });

  it('a circle of three modules is refused; with a type-only way back it is fine', () => {
    expect(foundIn('three')).toEqual([
      'a.ts:1:19 lint/suspicious/noImportCycles',
      'b.ts:1:19 lint/suspicious/noImportCycles',
      'c.ts:1:19 lint/suspicious/noImportCycles',
    ]);
    expect(foundIn('typeOnly')).toEqual([]);
  });

  it('a circle through a Vue component is refused', () => {
    expect(foundIn('vue')).toEqual([
      'Planted.vue:2:23 lint/suspicious/noImportCycles',
      'store.ts:1:21 lint/suspicious/noImportCycles',
    ]);
  });

  it('a bug pattern in a test file is refused too (Biome lints tests; ESLint only the shipped code)', () => {
    expect(foundIn('bug')).toEqual(['planted.test.ts:1:45 lint/suspicious/noSelfCompare']);
    expect(found).toHaveLength(2 + 3 + 2 + 1);
  });
});
