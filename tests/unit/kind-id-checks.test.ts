// No code outside the `kinds/` folders branches on a kind id (docs/architecture.md "Game kinds"; docs/adding-a-kind.md):
// everything a kind knows is a member of its contract (`GameKind`, the renderer's `KindRenderer`), so a fourth kind
// is added without touching bots/, playtest/, rulesheet/, the CLI or the renderer's shared code. This scans src/
// for comparisons with a kind id — `=== 'dog'`, `'gassi' !==`, `case 'gamsh':`, `['dog', 'gassi'].includes(…)`,
// and a kind recognised by its rule-ID prefix (`rule.startsWith('GAM-')`) — outside kinds/ folders and outside
// test files (tests name kinds as data). Comments are skipped; a kind id in data (`{ kind: 'dog' }`) is no check.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KINDS } from '../../src/engine';

const ROOT = join(import.meta.dirname, '..', '..');
const SRC = join(ROOT, 'src');

/** Rule-ID prefixes of the bundled kinds' catalogues (docs/rules/): a check on one picks out a kind as well. */
const RULE_PREFIXES = ['DOG', 'GAS', 'GAM'];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The patterns that compare a value with one of `ids` (each a kind id), with what they are called in a report. */
function checkPatterns(ids: readonly string[]): readonly [RegExp, string][] {
  const id = `(?:${ids.map(escape).join('|')})`;
  const lit = `(['"\`])${id}\\1`;
  const list = `\\[\\s*${lit}(?:\\s*,\\s*(['"\`])${id}\\2)*\\s*,?\\s*\\]`;
  return [
    [new RegExp(`(?:===|!==|==|!=)\\s*${lit}`, 'g'), 'compares with a kind id'],
    [new RegExp(`${lit}\\s*(?:===|!==|==|!=)`, 'g'), 'compares with a kind id'],
    [new RegExp(`\\bcase\\s+${lit}\\s*:`, 'g'), 'switches on a kind id'],
    [new RegExp(`${list}\\s*\\.\\s*(?:includes|indexOf)\\s*\\(`, 'g'), 'tests membership in a list of kind ids'],
    [
      new RegExp(`\\.startsWith\\(\\s*(['"\`])(?:${RULE_PREFIXES.join('|')})-`, 'g'),
      'recognises a kind by its rule-ID prefix',
    ],
  ];
}

/** `text` without comments (line and block), lengths kept so line numbers stay right. */
function stripComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, ' '))
    .replace(/<!--[\s\S]*?-->/g, (m) => m.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** A kind-id check found in a source file: where, what it does, and the line's code. */
interface Check {
  readonly file: string;
  readonly line: number;
  readonly what: string;
  readonly code: string;
}

/** Every kind-id check in one source file's text. */
function kindIdChecks(file: string, text: string, ids: readonly string[]): Check[] {
  const code = stripComments(text);
  const found: Check[] = [];
  for (const [re, what] of checkPatterns(ids)) {
    for (const m of code.matchAll(re)) {
      const line = code.slice(0, m.index).split('\n').length;
      found.push({ file, line, what, code: text.split('\n')[line - 1]!.trim() });
    }
  }
  return found;
}

/** Source files under `dir` (.ts, .vue) outside any `kinds` folder, test files left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === 'kinds' || name === 'node_modules' ? [] : sourceFiles(p);
    return /\.(ts|vue)$/.test(name) && !/\.test\.ts$/.test(name) ? [p] : [];
  });
}

describe('kind ids are compared only inside kinds/ folders', () => {
  const ids = Object.keys(KINDS);

  it('finds planted checks and ignores kind ids in data and comments', () => {
    const planted = [
      "if (game.kind.id === 'dog') return dogBoard(view);",
      "const n = kind !== 'gamsh' ? 1 : 2;",
      "if ('gassi' == kind) x();",
      'switch (kind) {\n  case "gassi":\n    break;\n}',
      "if (['dog', 'gamsh'].includes(kind)) y();",
      "return outcome.rule.startsWith('GAM-') ? 'A' : '1';",
      '<div v-if="table.kind === `gassi`"></div>',
    ];
    for (const snippet of planted) expect(kindIdChecks('x.ts', snippet, ids), snippet).toHaveLength(1);
    const clean = [
      "const BENCH = { dog: 'dog/standard', gassi: 'gassi/gassi-2.5.3' };",
      "const r = { kind: 'dog', id: 'dog/standard' };",
      "// if (kind === 'dog') — said in a comment",
      "/* case 'gassi': */ const a = 1;",
      "const url = 'https://example.org/dog'; // kind === 'gamsh' in a trailing comment",
      'if (game.kind.id === other.kind.id) z();',
    ];
    for (const snippet of clean) expect(kindIdChecks('x.ts', snippet, ids), snippet).toEqual([]);
  });

  it('no source file outside kinds/ compares a kind id', () => {
    const found = sourceFiles(SRC).flatMap((file) =>
      kindIdChecks(relative(ROOT, file).split(sep).join('/'), readFileSync(file, 'utf8'), ids),
    );
    expect(found.map((c) => `${c.file}:${c.line}: ${c.what} — ${c.code}`)).toEqual([]);
  });
});
