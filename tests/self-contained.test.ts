// The repository stands on its own: the rule catalogues docs/rules/{dog,gassi,gamsh}.md are exactly what
// `rulebench rulesheet <ruleset> --document reference --format md` makes from the bundled rulesets today (run
// `npm run rules:docs` after changing a ruleset's rules, texts or options); every rule ID the code, tests, rulesets
// and docs cite (DOG-, GAS-, GAM-, DIG-, V, H-, HG-, AMB-, C-, T-, G…) is defined in one of them; and no tracked
// text file names a path outside the repository (a sibling checkout, a machine's home or work folder).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const SELF = relative(ROOT, import.meta.filename);

/** The catalogue of each kind and the bundled ruleset it is generated from. */
const CATALOGUES = [
  { file: 'docs/rules/dog.md', ruleset: 'dog/standard' },
  { file: 'docs/rules/gassi.md', ruleset: 'gassi/gassi-2.5.3' },
  { file: 'docs/rules/gamsh.md', ruleset: 'gamsh/gamsh-alpin' },
] as const;

/** Tracked files (git), or every file outside build and dependency folders where there is no git checkout. */
function repositoryFiles(): string[] {
  try {
    return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  } catch {
    const out: string[] = [];
    const walk = (dir: string): void => {
      for (const name of readdirSync(join(ROOT, dir))) {
        if (/^(node_modules|\..+|dist|dist-web|out|test-results|playwright-report)$/.test(name)) continue;
        const rel = dir ? `${dir}/${name}` : name;
        if (statSync(join(ROOT, rel)).isDirectory()) walk(rel);
        else out.push(rel);
      }
    };
    walk('');
    return out;
  }
}

/** Text files of the repository: sources, docs, rulesets, scenarios, configuration (no lock file, no binaries). */
function textFiles(): string[] {
  return repositoryFiles().filter(
    (f) =>
      /\.(ts|mts|cts|js|mjs|cjs|vue|json|ya?ml|md|css|html|sh|txt)$|(^|\/)(Dockerfile|\.gitignore|\.dockerignore|\.prettierignore)$|^\.ci\//.test(
        f,
      ) &&
      !f.endsWith('package-lock.json') &&
      statSync(join(ROOT, f), { throwIfNoEntry: false })?.isFile() === true,
  );
}

describe('docs/rules: the rule catalogues match the bundled rulesets', () => {
  for (const { file, ruleset } of CATALOGUES) {
    it(`${file} is what \`rulebench rulesheet ${ruleset} --document reference --format md\` makes`, () => {
      const r = spawnSync(
        process.execPath,
        [
          join(ROOT, 'bin', 'rulebench.mjs'),
          'rulesheet',
          ruleset,
          '--document',
          'reference',
          '--format',
          'md',
          '--lang',
          'en',
        ],
        { cwd: ROOT, encoding: 'utf8' },
      );
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      const checkedIn = readFileSync(join(ROOT, file), 'utf8');
      expect(r.stdout === checkedIn, `${file} differs from its ruleset: run \`npm run rules:docs\``).toBe(true);
    }, 120_000);
  }
});

describe('every rule ID cited in the repository is defined in docs/rules', () => {
  /** Rule IDs of the catalogues' families as they are cited in code, tests, rulesets and docs. */
  const CITED = /\b(?:(?:DOG|GAS|GAM|DIG)-\d{3}|V\d{2}|(?:H|HG|AMB|C|T)-\d{2}|G\d{2}(?=\b(?![.,]\d)))\b/g;

  it('each cited ID has its entry (a line "- **ID** text") in one of the catalogues', () => {
    const defined = new Set<string>();
    for (const { file } of CATALOGUES)
      for (const m of readFileSync(join(ROOT, file), 'utf8').matchAll(/^- \*\*([A-Z]+-?\d+)\*\* \S/gm))
        defined.add(m[1]!);
    expect(defined.has('DOG-011') && defined.has('GAS-001') && defined.has('GAM-001') && defined.has('DIG-050')).toBe(
      true,
    );
    // IDs that name no rule on purpose: the examples of the "not a rule ID of the catalogue" error.
    const DELIBERATELY_UNKNOWN = new Set(['DOG-099', 'GAM-039', 'GAS-068']);
    for (const id of DELIBERATELY_UNKNOWN) expect(defined.has(id), `${id} became a real rule ID`).toBe(false);
    const undefinedIds = new Map<string, string>();
    for (const f of textFiles()) {
      if (f.startsWith('docs/rules/') || f === SELF) continue;
      for (const m of readFileSync(join(ROOT, f), 'utf8').matchAll(CITED))
        if (!defined.has(m[0]) && !DELIBERATELY_UNKNOWN.has(m[0]) && !undefinedIds.has(m[0])) undefinedIds.set(m[0], f);
    }
    expect([...undefinedIds].map(([id, f]) => `${id} (first cited in ${f})`)).toEqual([]);
  });
});

describe('no text in the repository names a path outside it', () => {
  it('finds no absolute machine path and no relative path that climbs out of the repository', () => {
    const ABSOLUTE = /(?:^|[^\w.~-])(\/(?:work|home|Users|root)\/[\w.-]+|[A-Za-z]:\\Users\\)/g;
    const RELATIVE = /(?:^|[^\w./-])((?:\.\.\/)+)([\w.-]+)/g;
    const found: string[] = [];
    for (const f of textFiles()) {
      if (f === SELF) continue;
      const lines = readFileSync(join(ROOT, f), 'utf8').split('\n');
      lines.forEach((line, i) => {
        for (const m of line.matchAll(ABSOLUTE)) found.push(`${f}:${i + 1}: ${m[1]}`);
        for (const m of line.matchAll(RELATIVE)) {
          const target = resolve(ROOT, dirname(f), m[1]! + m[2]!);
          // Test data of hostile paths (`../../etc/passwd`) is refused by the code under test, not a reference.
          if (/^(etc|dev|proc|tmp|evil|outside)$/.test(m[2]!)) continue;
          if (target !== ROOT && !target.startsWith(ROOT + sep)) found.push(`${f}:${i + 1}: ${m[1]}${m[2]}`);
        }
      });
    }
    expect(found).toEqual([]);
  });
});
