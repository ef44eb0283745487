// Every `tests/scenarios/**/*.scenario.yaml` as one vitest test, named by its title and rule IDs.
// The same runner backs `rulebench scenario <paths>`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { findScenarioFiles, formatScenarioFailures, runScenarioFile } from '../src/host/scenarios';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { files } = findScenarioFiles([join(root, 'tests', 'scenarios')], root);
/** Compiled games shared by files with the same ruleset and options, as `rulebench scenario` shares them. */
const compiled = new Map();

describe('scenarios', () => {
  it('finds scenario files', () => {
    expect(files.length).toBeGreaterThan(0);
  });
  for (const file of files) {
    const rel = file
      .slice(root.length + 1)
      .split('\\')
      .join('/');
    it(`${headerOf(file) ?? rel} — ${rel}`, () => {
      const result = runScenarioFile(file, { root, cwd: root }, compiled);
      const failures = formatScenarioFailures(result);
      expect(failures, `${rel}\n${failures.join('\n')}`).toEqual([]);
      expect(result.status).toBe('pass');
    });
  }
});

/** "T-15 — … [DOG-065, DOG-068]", read from the file header so that test names exist before running. */
function headerOf(file: string): string | null {
  try {
    const data = parse(readFileSync(file, 'utf8')) as { title?: unknown; rules?: unknown } | null;
    const title = typeof data?.title === 'string' ? data.title : null;
    const rules = Array.isArray(data?.rules) ? ` [${data.rules.join(', ')}]` : '';
    return title ? `${title}${rules}` : null;
  } catch {
    return null;
  }
}
