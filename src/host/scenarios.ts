// Scenario files on disk: finds `*.scenario.yaml`, parses them with positions (file:line:col diagnostics),
// compiles their ruleset through the host loader, runs them with the pure runner, and formats one line per file.
import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { readUntrustedTextSync } from './read-file';
import { isInsideReal } from './files';
import { LineCounter, isMap, parseDocument, type Document, type Node } from 'yaml';
import type { z } from 'zod';
import { inspectYamlShape, isStackOverflow, yamlErrorText, yamlVersionProblem } from '../engine';
import type { Diagnostic, Json } from '../engine';
import {
  firstFailure,
  parseScenario,
  runScenario,
  unknownRuleIdText,
  type Scenario,
  type ScenarioReport,
} from '../engine';
import { loadCompiledGame, looksLikeId, PROJECT_ROOT, type LoadResult } from './rulesets';

/** Largest scenario file accepted (characters). */
const MAX_SCENARIO_CHARS = 200_000;
const SCENARIO_FILE = /\.scenario\.ya?ml$/i;

/** The result of one scenario file: passed, failed (a check did not hold) or error (file or ruleset unusable). */
export interface ScenarioFileResult {
  /** Path as shown: relative to the working directory when inside it. */
  readonly file: string;
  readonly status: 'pass' | 'fail' | 'error';
  /** Same as `status === 'pass'`. */
  readonly ok: boolean;
  readonly title: string | null;
  readonly rules: readonly string[];
  /** The runner's report (null when the file or its ruleset could not be used). */
  readonly report: ScenarioReport | null;
  /** Problems reading the file or compiling its ruleset, with file:line:col where known. */
  readonly diagnostics: readonly Diagnostic[];
}

export interface ScenarioRunOptions {
  /** Root holding `rulesets/` for ruleset ids (default: the project root). */
  readonly root?: string;
  /** Base for shown paths (default: the working directory). */
  readonly cwd?: string;
}

/**
 * Every `*.scenario.yaml` under the given files/folders, sorted, each with the folder tree it is run from (the
 * given folder, or a given file's own folder: its `ruleset:` path must stay inside it); paths that do not exist
 * are returned apart. Symlinked folders are followed only inside the given folder and once (a loop is skipped);
 * dangling links and unreadable entries are skipped, never thrown.
 */
export function findScenarioFiles(
  paths: readonly string[],
  cwd = process.cwd(),
): { files: string[]; missing: string[]; trees: Map<string, string> } {
  const trees = new Map<string, string>();
  const missing: string[] = [];
  const walk = (dir: string, tree: string, realTree: string, seen: Set<string>) => {
    let real: string;
    let names: string[];
    try {
      real = realpathSync(dir);
      if (seen.has(real) || !(real === realTree || real.startsWith(realTree + sep))) return;
      seen.add(real);
      names = readdirSync(dir).sort();
    } catch {
      return; // a loop, a dangling link or an unreadable folder
    }
    for (const name of names) {
      if (name.startsWith('.') || name === 'node_modules') continue;
      const p = join(dir, name);
      let st;
      try {
        st = statSync(p);
      } catch {
        if (SCENARIO_FILE.test(name) && !trees.has(p)) trees.set(p, tree); // reported by the reader (loop, dangling)
        continue;
      }
      if (st.isDirectory()) walk(p, tree, realTree, seen);
      else if (SCENARIO_FILE.test(name) && !trees.has(p)) trees.set(p, tree);
    }
  };
  for (const given of paths) {
    const p = resolve(cwd, given);
    let st;
    try {
      st = statSync(p);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT' && !existsSync(p)) missing.push(given);
      else if (!trees.has(p)) trees.set(p, dirname(p)); // a link loop: the reader names it
      continue;
    }
    if (st.isDirectory()) {
      let realTree: string;
      try {
        realTree = realpathSync(p);
      } catch {
        continue;
      }
      walk(p, p, realTree, new Set());
    } else if (!trees.has(p)) trees.set(p, dirname(p));
  }
  return { files: [...trees.keys()].sort(), missing, trees };
}

/** A scenario file read: the scenario (null when unusable), its problems, and where each `rules` entry stands. */
export interface LoadedScenario {
  readonly scenario: Scenario | null;
  readonly diagnostics: Diagnostic[];
  /** Line and column (1-based) of each entry of the scenario's `rules` list, in order; absent without a scenario. */
  readonly rulesAt?: readonly { readonly line: number; readonly column: number }[];
}

/**
 * Reads and checks one scenario file through the untrusted-file reader (regular files only, at most
 * `MAX_SCENARIO_CHARS` × 4 bytes, strict UTF-8). Syntax and shape problems become diagnostics at file:line:col.
 */
export function loadScenarioFile(path: string, shown = path): LoadedScenario {
  const read = readUntrustedTextSync(path, shown, { maxBytes: MAX_SCENARIO_CHARS * 4 });
  if (!read.ok) {
    const code =
      read.code === 'too-large' || read.code === 'encoding' || read.code === 'nul' || read.code === 'not-regular'
        ? `scenario/${read.code}`
        : 'scenario/unreadable';
    return {
      scenario: null,
      diagnostics: [
        {
          code,
          severity: 'error',
          file: shown,
          message: read.detail ?? read.message,
          ...(read.line !== undefined ? { line: read.line, column: read.column } : {}),
        },
      ],
    };
  }
  const text = read.text;
  if (text.length > MAX_SCENARIO_CHARS)
    return problem(
      shown,
      'scenario/too-large',
      `${shown} has ${text.length} characters; at most ${MAX_SCENARIO_CHARS} are accepted.`,
    );
  return parseScenarioText(text, shown);
}

/** Parses scenario YAML text (exported for tests and editors). */
export function parseScenarioText(text: string, file: string): LoadedScenario {
  const lineCounter = new LineCounter();
  // Duplicate keys, aliases, nesting and reserved keys are checked in one linear pass (as for rulesets): the YAML
  // library's own duplicate check compares every pair of keys, and it resolves each alias by a document search.
  const doc = parseDocument(text, { lineCounter, uniqueKeys: false, prettyErrors: false });
  const at = (offset: number) => lineCounter.linePos(Math.min(offset, text.length));
  const { problem: shape, duplicates } = inspectYamlShape(doc.contents as Node | null);
  // The YAML library's own stack overflow on deep nesting is the "too deep" problem below, reported once.
  const syntax = doc.errors
    .filter((err) => !(isStackOverflow(err.message) && shape?.code === 'ruleset/too-deep'))
    .map((err): Diagnostic => {
      const pos = at(err.pos[0]);
      if (isStackOverflow(err.message))
        return {
          code: 'scenario/too-deep',
          severity: 'error',
          file,
          line: pos.line,
          column: pos.col,
          message: 'The scenario nests lists or maps too deeply.',
        };
      return {
        code: 'scenario/syntax',
        severity: 'error',
        file,
        line: pos.line,
        column: pos.col,
        message: yamlErrorText(err.code, err.message, 'scenario'),
      };
    });
  // Read as YAML 1.2 only, like rulesets (in YAML 1.1 `yes`, `no`, `Y` and `on` are booleans).
  const yamlVersion = yamlVersionProblem(doc, text);
  if (yamlVersion !== null) {
    const pos = at(yamlVersion.offset);
    syntax.push({
      code: 'scenario/yaml-version',
      severity: 'error',
      file,
      line: pos.line,
      column: pos.col,
      message: `"%YAML ${yamlVersion.version}": scenarios are read as YAML 1.2 only (in YAML 1.1 yes, no, Y and on are true/false); remove the directive.`,
    });
  }
  for (const key of duplicates) {
    const pos = at(key.range?.[0] ?? 0);
    syntax.push({
      code: 'scenario/syntax',
      severity: 'error',
      file,
      line: pos.line,
      column: pos.col,
      message: 'This key appears twice in the same map; each key may appear only once.',
    });
  }
  if (shape) {
    const pos = at(shape.node?.range?.[0] ?? 0);
    syntax.push({
      code: shape.code.replace(/^ruleset\//, 'scenario/'),
      severity: 'error',
      file,
      line: pos.line,
      column: pos.col,
      message: shape.message,
    });
  }
  if (syntax.length)
    return {
      scenario: null,
      diagnostics: syntax.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0)),
    };
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    return problem(file, 'scenario/aliases', `The scenario could not be expanded: ${(e as Error).message}`);
  }
  const parsed = parseScenario(data);
  if (parsed.ok) {
    const rulesAt = parsed.scenario.rules.map((_, i) => {
      const pos = at(locate(doc, ['rules', i], false));
      return { line: pos.line, column: pos.col };
    });
    return { scenario: parsed.scenario, diagnostics: [], rulesAt };
  }
  const diagnostics = parsed.issues.map(deepestIssue).flatMap((issue): Diagnostic[] => {
    const path = issue.path as (string | number)[];
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [null];
    return keys.map((key) => {
      const where = key === null ? path : [...path, key];
      const pos = at(locate(doc, where, key !== null));
      const name =
        where
          .map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`))
          .join('')
          .replace(/^\./, '') || '(top level)';
      const missing = issue.code === 'invalid_type' && !hasPath(data, where);
      const message =
        key === null
          ? missing
            ? missingKeyMessage(name, issue.expected)
            : `${name}: ${issue.message}`
          : `Unknown key "${key}"${path.length ? ` in ${name.slice(0, -(key.length + 1))}` : ''}.`;
      return {
        code: key === null ? 'scenario/invalid' : 'scenario/unknown-key',
        severity: 'error' as const,
        file,
        line: pos.line,
        column: pos.col,
        message,
        path: name,
      };
    });
  });
  return { scenario: null, diagnostics };
}

/**
 * True when `path` (keys and list indexes) leads to a value present in `data`. Zod leaves an issue's `input` out
 * unless asked, so whether a key is absent (rather than of the wrong type) is read from the data itself.
 */
function hasPath(data: unknown, path: readonly (string | number)[]): boolean {
  let node: unknown = data;
  for (const step of path) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, step)) return false;
    node = (node as Record<string | number, unknown>)[step];
  }
  return node !== undefined;
}

/** A required key that is absent, in words: what it is for (`ruleset`), or what kind of value it takes. */
function missingKeyMessage(name: string, expected: string): string {
  if (name === 'ruleset')
    return 'ruleset is missing: name the ruleset the scenario runs under, an id (ruleset: dog/standard) or a file in this folder (ruleset: my-rules.yaml).';
  const kinds: Record<string, string> = { string: 'a text', number: 'a number', array: 'a list', object: 'a map' };
  return `${name} is missing; it should be ${kinds[expected] ?? expected}.`;
}

/**
 * A failed union (`extra`, any JSON; `play`, a notation or `{ seat, action, time }`) says only "Invalid input" at the
 * union. Of its branches' issues, the one deepest in the data names the offending value (`play[0].time: … expected
 * number, received string`, `Unknown key "tiem" in play`); an issue of another code is kept as it is.
 */
function deepestIssue(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  // Deeper first; at the same depth, a branch of the right type that found something else wrong (an unknown key).
  const score = (i: z.core.$ZodIssue) =>
    i.path.length * 2 + (i.code === 'invalid_type' || i.code === 'invalid_union' ? 0 : 1);
  if (issue.code !== 'invalid_union' || !issue.errors.length) return issue;
  let best: z.core.$ZodIssue | null = null;
  for (const branch of issue.errors) {
    for (const inner of branch) {
      const deep = deepestIssue(inner);
      if (!best || score(deep) > score(best)) best = deep;
    }
  }
  if (best && score(best) > 0) return { ...best, path: [...issue.path, ...best.path] };
  // Every branch refused the value itself (NaN or Infinity where JSON allows neither): say what it was.
  const received = /received (.+)$/.exec(issue.errors[0]?.[0]?.message ?? '');
  return received ? { ...issue, message: `${issue.message}: received ${received[1]}` } : issue;
}

/** Offset of the node at `path` (of the key itself for `atKey`), or of its nearest existing parent. */
function locate(doc: Document, path: readonly (string | number)[], atKey: boolean): number {
  if (atKey && path.length) {
    const parent = path.length > 1 ? doc.getIn(path.slice(0, -1), true) : doc.contents;
    if (isMap(parent)) {
      const pair = parent.items.find(
        (it) => String((it.key as { value?: unknown } | null)?.value ?? it.key) === String(path[path.length - 1]),
      );
      const range = (pair?.key as { range?: [number, number, number] } | null)?.range;
      if (range) return range[0];
    }
  }
  for (let p = [...path]; ; p = p.slice(0, -1)) {
    const node = (p.length ? doc.getIn(p, true) : doc.contents) as
      | { range?: [number, number, number] }
      | null
      | undefined;
    if (node && typeof node === 'object' && node.range) return node.range[0];
    if (!p.length) return 0;
  }
}

function problem(file: string, code: string, message: string): { scenario: null; diagnostics: Diagnostic[] } {
  return { scenario: null, diagnostics: [{ code, severity: 'error', file, message }] };
}

/**
 * Runs one scenario file. `cache` shares compiled games between files with the same ruleset and options. `tree`
 * (default: the file's folder) is the folder tree being run: a `ruleset:` that is not an id must be a relative
 * path inside it, else it is refused without being read (`scenario/ruleset-outside`).
 */
export function runScenarioFile(
  path: string,
  opts: ScenarioRunOptions & { readonly tree?: string } = {},
  cache = new Map<string, LoadResult>(),
): ScenarioFileResult {
  const shown = display(path, opts.cwd ?? process.cwd());
  const { scenario, diagnostics, rulesAt } = loadScenarioFile(path, shown);
  if (!scenario) return { file: shown, status: 'error', ok: false, title: null, rules: [], report: null, diagnostics };
  const outside = rulesetOutside(scenario.ruleset, dirname(path), opts.tree ?? dirname(path));
  if (outside) {
    return {
      file: shown,
      status: 'error',
      ok: false,
      title: scenario.title,
      rules: scenario.rules,
      report: null,
      diagnostics: [{ code: 'scenario/ruleset-outside', severity: 'error', file: shown, message: outside }],
    };
  }
  const loaded = compileFor(scenario, dirname(path), opts.root ?? PROJECT_ROOT, cache);
  if (!loaded.ok) {
    const diags = loaded.diagnostics.map((d) => ({ ...d, message: `ruleset "${scenario.ruleset}": ${d.message}` }));
    return {
      file: shown,
      status: 'error',
      ok: false,
      title: scenario.title,
      rules: scenario.rules,
      report: null,
      diagnostics: diags,
    };
  }
  const known = new Set(loaded.game.kind.ruleIds);
  const unknownRules = scenario.rules.flatMap((id, i): Diagnostic[] =>
    known.has(id)
      ? []
      : [
          {
            code: 'scenario/unknown-rule-id',
            severity: 'error',
            file: shown,
            ...(rulesAt?.[i] ?? {}),
            path: `rules[${i}]`,
            message: `rules[${i}]: ${unknownRuleIdText(id, loaded.game.kind.id, loaded.game.kind.ruleIds)}`,
          },
        ],
  );
  if (unknownRules.length)
    return {
      file: shown,
      status: 'error',
      ok: false,
      title: scenario.title,
      rules: scenario.rules,
      report: null,
      diagnostics: unknownRules,
    };
  let report: ScenarioReport;
  try {
    report = runScenario(loaded.game, scenario);
  } catch (e) {
    // A throw from the engine is a bug (docs/architecture.md "Errors"); the file is reported, the run goes on.
    const message = `engine error while running: ${(e as Error).message}`;
    return {
      file: shown,
      status: 'error',
      ok: false,
      title: scenario.title,
      rules: scenario.rules,
      report: null,
      diagnostics: [{ code: 'scenario/engine-bug', severity: 'error', file: shown, message }],
    };
  }
  return {
    file: shown,
    status: report.ok ? 'pass' : 'fail',
    ok: report.ok,
    title: scenario.title,
    rules: scenario.rules,
    report,
    diagnostics: [],
  };
}

/**
 * Why a scenario's `ruleset:` may not be used, or null: an id (`dog/standard`) is looked up under `rulesets/`; a
 * path must be relative and stay inside `tree`, symlinks resolved (no `/dev/zero`, no `../../etc/passwd`). The
 * message quotes the reference only, never the file it names.
 */
export function rulesetOutside(ref: string, baseDir: string, tree: string): string | null {
  if (looksLikeId(ref) && !existsSync(resolve(baseDir, ref))) return null;
  const why = `ruleset "${ref.length > 120 ? `${ref.slice(0, 120)}…` : ref}" must be a ruleset id (like dog/standard) or a relative path inside the folder being run (${tree}); it was not read.`;
  if (ref.includes('\0') || isAbsolute(ref)) return why;
  const path = resolve(baseDir, ref);
  const rel = relative(resolve(tree), path);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return why;
  return isInsideReal(tree, path) ? null : why;
}

function compileFor(scenario: Scenario, baseDir: string, root: string, cache: Map<string, LoadResult>): LoadResult {
  const key = JSON.stringify([resolve(baseDir, scenario.ruleset), scenario.ruleset, root, scenario.options ?? {}]);
  let hit = cache.get(key);
  if (!hit) {
    hit = loadCompiledGame(scenario.ruleset, {
      baseDir,
      root,
      overrides: (scenario.options ?? {}) as Record<string, Json>,
      overrideLabel: (k) => `options.${k}`,
    });
    cache.set(key, hit);
  }
  return hit;
}

/** Finds and runs every scenario under `paths` (files or folders). Missing paths are reported as errors. */
export async function runScenarioPaths(paths: string[], opts: ScenarioRunOptions = {}): Promise<ScenarioFileResult[]> {
  const cwd = opts.cwd ?? process.cwd();
  const { files, missing, trees } = findScenarioFiles(paths, cwd);
  const cache = new Map<string, LoadResult>();
  const results: ScenarioFileResult[] = missing.map((m) => ({
    file: display(resolve(cwd, m), cwd),
    status: 'error' as const,
    ok: false,
    title: null,
    rules: [],
    report: null,
    diagnostics: [
      {
        code: 'scenario/not-found',
        severity: 'error' as const,
        file: display(resolve(cwd, m), cwd),
        message: 'no such file or folder',
      },
    ],
  }));
  for (const f of files) results.push(runScenarioFile(f, { ...opts, cwd, tree: trees.get(f) }, cache));
  return results;
}

/** `PASS <file> (4 checks)` or `FAIL <file> — <first failure>` (ERROR for unusable files). */
export function formatScenarioLine(result: ScenarioFileResult): string {
  if (result.status === 'error') {
    const d = result.diagnostics[0];
    const at = !d
      ? 'unusable'
      : d.line
        ? `${d.file ?? result.file}:${d.line}:${d.column ?? 1}: ${d.message}`
        : d.message;
    return `ERROR ${result.file} — ${at}${result.diagnostics.length > 1 ? ` (+${result.diagnostics.length - 1} more)` : ''}`;
  }
  const n = result.report?.checks.length ?? 0;
  if (result.status === 'pass') return `PASS ${result.file} (${n} check${n === 1 ? '' : 's'})`;
  const failed = result.report?.checks.filter((c) => !c.ok).length ?? 0;
  return `FAIL ${result.file} — ${result.report ? firstFailure(result.report) : ''}${failed > 1 ? ` (+${failed - 1} more failed of ${n})` : ''}`;
}

/** Every failed check of a result, one per line (for `--verbose` and test messages). */
export function formatScenarioFailures(result: ScenarioFileResult): string[] {
  if (result.status === 'error')
    return result.diagnostics.map(
      (d) => `${d.line ? `${d.file ?? result.file}:${d.line}:${d.column ?? 1}: ` : ''}${d.message} [${d.code}]`,
    );
  return (result.report?.checks ?? [])
    .filter((c) => !c.ok)
    .map((c) => `${c.step ? `step ${c.step}: ` : ''}${c.label}: ${c.message}`);
}

function display(file: string, cwd: string): string {
  const rel = relative(cwd, file);
  return (rel.startsWith('..') || isAbsolute(rel) ? file : rel).split('\\').join('/');
}
