// Engine purity: nothing under src/engine imports platform or UI modules, reads a clock,
// or uses Math.random — so the same ruleset + seed + actions give the same game everywhere.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ENGINE = join(import.meta.dirname, '..', '..', 'src', 'engine');
/**
 * Packages the engine may import: pure, no I/O, no globals. `openskill` (Weng–Lin ratings for the bot ladder)
 * is arithmetic only: its ESM build reads no clock, no randomness and no Node or DOM globals.
 */
const ALLOWED_PACKAGES = [/^yaml$/, /^zod$/, /^pure-rand\//, /^@noble\/hashes\//, /^openskill$/];
const FORBIDDEN_CODE: readonly [RegExp, string][] = [
  [/\bMath\.random\s*\(/, 'Math.random'],
  [/\bDate\s*[.(]|\bnew\s+Date\b/, 'Date (a clock)'],
  [/\bperformance\s*\./, 'performance (a clock)'],
  [/\b(setTimeout|setInterval|setImmediate|queueMicrotask)\s*\(/, 'timers'],
  [/\b(window|document|navigator|localStorage|process)\s*\./, 'DOM or Node globals'],
  [/\brequire\s*\(/, 'require'],
  [/\beval\s*\(|\bnew\s+Function\s*\(/, 'eval'],
];

/** Problems in one engine source file: forbidden imports and forbidden globals. */
export function purityProblems(file: string, text: string): string[] {
  const problems: string[] = [];
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  for (const m of code.matchAll(
    /\b(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm,
  )) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (spec.startsWith('.')) continue;
    if (!ALLOWED_PACKAGES.some((re) => re.test(spec))) problems.push(`${file}: imports "${spec}"`);
  }
  for (const [re, what] of FORBIDDEN_CODE) if (re.test(code)) problems.push(`${file}: uses ${what}`);
  return problems;
}

function engineFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return engineFiles(p);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [p] : [];
  });
}

describe('engine purity', () => {
  it('no file under src/engine imports electron, vue, pinia, pixi.js, monaco-editor, node:* or uses clocks, Math.random, DOM globals', () => {
    const files = engineFiles(ENGINE);
    expect(files.length).toBeGreaterThan(10);
    const problems = files.flatMap((f) => purityProblems(relative(ENGINE, f), readFileSync(f, 'utf8')));
    expect(problems).toEqual([]);
  });

  it('the checker itself catches each kind of violation', () => {
    expect(purityProblems('a.ts', "import { app } from 'electron';")).toHaveLength(1);
    expect(purityProblems('a.ts', "import { readFileSync } from 'node:fs';")).toHaveLength(1);
    expect(purityProblems('a.ts', "import type { Ref } from 'vue';")).toHaveLength(1);
    expect(purityProblems('a.ts', "const m = await import('pixi.js');")).toHaveLength(1);
    expect(purityProblems('a.ts', 'const x = Math.random();')).toHaveLength(1);
    expect(purityProblems('a.ts', 'const t = Date.now();')).toHaveLength(1);
    expect(purityProblems('a.ts', 'const w = window.innerWidth;')).toHaveLength(1);
    expect(
      purityProblems('a.ts', "import { z } from 'zod';\nimport { f } from './g';\n// Math.random() in a comment"),
    ).toEqual([]);
  });
});
