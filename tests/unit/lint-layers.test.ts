// The lint step (`npm run lint`, first step of `npm test`) enforces the layers and forbids import circles:
// planted files with a backward import or a circle fail it, with the project's own eslint.config.js.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

describe('lint: import circles (a planted circle fails)', () => {
  let dir = '';
  beforeAll(() => {
    // import-x/no-cycle follows imports on disk, so both modules are real files inside the repository.
    dir = mkdtempSync(join(root, 'tests', 'lint-plant-'));
    writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = (): number => a() + 1;\n");
    writeFileSync(join(dir, 'c.ts'), 'export const c = (): number => 1;\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a imports b, b imports a: refused; a importing a module without a way back is fine', async () => {
    const a = relative(root, join(dir, 'a.ts'));
    writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = (): number => b();\n");
    expect(await ruleIds(a, "import { b } from './b';\nexport const a = (): number => b();\n")).toEqual([
      'import-x/no-cycle',
    ]);
    writeFileSync(join(dir, 'a.ts'), "import { c } from './c';\nexport const a = (): number => c();\n");
    expect(await ruleIds(a, "import { c } from './c';\nexport const a = (): number => c();\n")).toEqual([]);
  });
});
