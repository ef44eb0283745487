// Reads ruleset text (YAML or JSON — JSON is read by the YAML 1.2 parser) keeping source positions.
// Never throws on bad input: every problem becomes a Diagnostic with file:line:col.
import { LineCounter, isAlias, isMap, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';
import type { Diagnostic } from '../core/types';
import { jsonDepthExceeded, textPosition } from '../core/bounded-json';
import { rulesetHeaderSchema } from './schema';
import { zodIssuesToDiagnostics } from './diagnostics';
import type { RulesetData, RulesetSource, SourcePosition } from './types';

/** Largest ruleset file accepted, in characters; bigger files are refused before parsing (robustness). */
export const MAX_RULESET_CHARS = 1_000_000;
/** Most YAML alias expansions accepted (defuses "billion laughs" alias bombs). */
export const MAX_ALIAS_COUNT = 200;
/** Deepest nesting of maps and lists accepted. */
export const MAX_DEPTH = 32;
/**
 * Most alias nodes (`*name`) accepted in one file. Checked before expansion: the YAML library resolves each
 * alias by searching the whole document, so tens of thousands of aliases would take minutes even when their
 * expansions stay small (found by fuzzing).
 */
export const MAX_ALIAS_NODES = MAX_ALIAS_COUNT;
/** Keys refused anywhere in a ruleset: they would set an object's prototype instead of a property. */
const RESERVED_KEYS: ReadonlySet<string> = new Set(['__proto__']);

/** Result of parsing: the source (null if unusable) and every problem found, errors and warnings. */
export interface ParsedRuleset {
  readonly source: RulesetSource | null;
  readonly diagnostics: Diagnostic[];
  /**
   * Best-effort source when the text has syntax errors but the rest could still be read, so that
   * validation can report the other problems too. Never used to start a game.
   */
  readonly recovered?: RulesetSource;
}

/** Parses ruleset text and checks the header fields. Positions in diagnostics are 1-based. */
export function parseRulesetText(text: string, file: string): ParsedRuleset {
  if (typeof text !== 'string') return fatal(file, 'ruleset/not-text', 'The ruleset file is not text.');
  if (text.length > MAX_RULESET_CHARS) {
    return fatal(
      file,
      'ruleset/too-large',
      `The ruleset is ${text.length} characters long; at most ${MAX_RULESET_CHARS} are accepted.`,
    );
  }
  // A JSON ruleset's depth is bounded on the text, before the YAML parser (which recurses per level) sees it.
  if (/^\s*[[{]/.test(text)) {
    const deep = jsonDepthExceeded(text, MAX_DEPTH);
    if (deep >= 0) {
      const at = textPosition(text, deep);
      return fatal(
        file,
        'ruleset/too-deep',
        `Nesting deeper than ${MAX_DEPTH} levels is not accepted.`,
        at.line,
        at.column,
      );
    }
  }
  const { doc, at } = parseYaml(text);
  const diagnostics: Diagnostic[] = [];
  const { problem: shape, duplicates } = inspectYamlShape(doc.contents as Node | null);
  // The parser's own stack overflow on deep nesting is the same problem as "too deep": reported once, clearly.
  for (const err of doc.errors) {
    if (isStackOverflow(err.message) && shape?.code === 'ruleset/too-deep') continue;
    const pos = at(err.pos[0]);
    if (isStackOverflow(err.message))
      diagnostics.push({
        code: 'ruleset/too-deep',
        severity: 'error',
        file,
        line: pos.line,
        column: pos.col,
        message: `Nesting deeper than ${MAX_DEPTH} levels is not accepted.`,
      });
    else
      diagnostics.push({
        code: 'ruleset/syntax',
        severity: 'error',
        file,
        line: pos.line,
        column: pos.col,
        message: syntaxMessage(err.code, err.message),
      });
  }
  // `%YAML 1.1` would switch the parser to YAML 1.1, where `yes`, `no`, `Y` or `on` are booleans and 010 is octal:
  // a ruleset must mean the same in every editor and tool, so only YAML 1.2 is read.
  const yamlVersion = yamlVersionProblem(doc, text);
  if (yamlVersion !== null) {
    const version = yamlVersion.version;
    const pos = at(yamlVersion.offset);
    diagnostics.push({
      code: 'ruleset/yaml-version',
      severity: 'error',
      file,
      line: pos.line,
      column: pos.col,
      message: `"%YAML ${version}": rulesets are read as YAML 1.2 only (in YAML 1.1 yes, no, Y and on are true/false); remove the directive.`,
    });
  }
  for (const key of duplicates) {
    const pos = at(key.range?.[0] ?? 0);
    diagnostics.push({
      code: 'ruleset/syntax',
      severity: 'error',
      file,
      line: pos.line,
      column: pos.col,
      message: syntaxMessage('DUPLICATE_KEY', ''),
    });
  }
  diagnostics.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
  if (shape) {
    const pos = at(shape.node?.range?.[0] ?? 0);
    const problem = fatal(file, shape.code, shape.message, pos.line, pos.col);
    return diagnostics.length > 0 ? { source: null, diagnostics: [...diagnostics, ...problem.diagnostics] } : problem;
  }
  if (diagnostics.length > 0) return { source: null, diagnostics, ...recover(doc, at, file) };
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (e) {
    return fatal(file, 'ruleset/aliases', `The ruleset could not be expanded: ${(e as Error).message}`);
  }
  return withHeader(file, data, makeLocator(doc, at));
}

/** `data` (a parsed ruleset file) with its header checked: the source, or the header's diagnostics at `locate`. */
function withHeader(file: string, data: unknown, locate: RulesetSource['locate']): ParsedRuleset {
  const header = rulesetHeaderSchema.safeParse(data, { reportInput: true });
  if (!header.success) {
    return { source: null, diagnostics: zodIssuesToDiagnostics(header.error.issues, file, locate) };
  }
  return { source: { file, data: header.data as RulesetData, locate }, diagnostics: [] };
}

/**
 * The YAML document of `text` and a function from a character offset to its 1-based line and column. Duplicate keys
 * are found by `inspectYamlShape` (linear); the library's own check compares every pair of keys.
 */
function parseYaml(text: string): { doc: Document; at: (offset: number) => { line: number; col: number } } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: false, prettyErrors: false, strict: true });
  return { doc, at: (offset: number) => lineCounter.linePos(Math.min(offset, text.length)) };
}

/**
 * What `parseRulesetText(text, file)` returns, for a `text` already known to read as `data` with no diagnostic: a
 * cache of an earlier parse of the very same text (the host keeps one on disk, src/host/ruleset-parse-cache.ts). The
 * header is checked as `parseRulesetText` checks it; `locate` parses the text only when first asked for a position
 * (positions are wanted for diagnostics, which a ruleset that parsed cleanly rarely has). `data` must be the parse's
 * `source.data` (plain JSON); a `data` of another text gives that text's ruleset with this text's positions.
 */
export function parsedRulesetFromData(text: string, file: string, data: unknown): ParsedRuleset {
  let locator: RulesetSource['locate'] | null = null;
  const locate: RulesetSource['locate'] = (path, part) => {
    if (!locator) {
      const { doc, at } = parseYaml(text);
      locator = makeLocator(doc, at);
    }
    return locator(path, part);
  };
  return withHeader(file, data, locate);
}

function recover(
  doc: Document,
  at: (offset: number) => { line: number; col: number },
  file: string,
): { recovered?: RulesetSource } {
  try {
    const data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) as unknown;
    const header = rulesetHeaderSchema.safeParse(data, { reportInput: true });
    return header.success
      ? { recovered: { file, data: header.data as RulesetData, locate: makeLocator(doc, at) } }
      : {};
  } catch {
    return {};
  }
}

function fatal(file: string, code: string, message: string, line = 1, column = 1): ParsedRuleset {
  return { source: null, diagnostics: [{ code, severity: 'error', file, line, column, message }] };
}

/** True for the message of a JavaScript stack overflow (the YAML library recursing on very deep input). */
export function isStackOverflow(message: string): boolean {
  return /Maximum call stack size exceeded/i.test(message);
}

function syntaxMessage(code: string, message: string): string {
  if (code === 'DUPLICATE_KEY') return 'This key appears twice in the same map; each key may appear only once.';
  return `YAML syntax error: ${yamlErrorText(code, message, 'ruleset')}`;
}

/**
 * The YAML library's error `message` (first line) in words for a `what` file (`ruleset`, `scenario`); the library's
 * advice for a second document ("please use YAML.parseAllDocuments()") addresses programmers, not the file's author.
 */
export function yamlErrorText(code: string, message: string, what: string): string {
  if (code === 'MULTIPLE_DOCS')
    return `a ${what} file holds one YAML document, but a second one starts here (after "---"); remove it or move it to a file of its own.`;
  return message.split('\n')[0]!;
}

/**
 * The `%YAML` directive of `doc` when it asks for another version than 1.2, with its offset in `text`, else null.
 * Rulesets and scenarios are read as YAML 1.2 only: in YAML 1.1 `yes`, `no`, `Y` and `on` are booleans and 010 is
 * octal, so a file would mean different things in different tools.
 */
export function yamlVersionProblem(doc: Document, text: string): { version: string; offset: number } | null {
  const version = doc.directives?.yaml.explicit ? doc.directives.yaml.version : null;
  if (version === null || version === '1.2') return null;
  return { version, offset: /^%YAML[^\n]*/m.exec(text)?.index ?? 0 };
}

/** A shape problem of a YAML tree: code, message and the node to point at. */
export interface ShapeProblem {
  readonly code: string;
  readonly message: string;
  readonly node: Node | null;
}

/**
 * One pass over a parsed YAML tree (parsed with `uniqueKeys: false`) before anything is expanded: nesting deeper
 * than `MAX_DEPTH`, more than `MAX_ALIAS_NODES` aliases, or a reserved key (`__proto__`) is the `problem` (codes
 * `ruleset/too-deep`, `ruleset/aliases`, `ruleset/reserved-key`, `ruleset/nul` for a text holding a NUL character; null when the shape is acceptable), and
 * `duplicates` lists the second and later occurrences of a key in one map (at most 100). Linear in the tree;
 * also used for scenario files.
 */
export function inspectYamlShape(root: Node | null): { problem: ShapeProblem | null; duplicates: Node[] } {
  let aliases = 0;
  const duplicates: Node[] = [];
  // Values each anchor stands for once expanded (nodes counted, aliases inside expanded), and the values all aliases
  // add: an alias bomb is refused at the alias that takes the expansion over the limit, before anything expands.
  const anchors = new Map<string, number>();
  let expansion = 0;
  const sizes = new Map<Node, number>();
  const walk = (node: Node | null, depth: number): ShapeProblem | null => {
    if (!node) return null;
    if (isAlias(node)) {
      aliases++;
      if (aliases > MAX_ALIAS_NODES)
        return {
          code: 'ruleset/aliases',
          message: `More than ${MAX_ALIAS_NODES} aliases (*name) are not accepted.`,
          node,
        };
      const size = anchors.get(node.source);
      if (size === undefined)
        return {
          code: 'ruleset/aliases',
          message: `The alias *${node.source.slice(0, 60)} names no anchor &${node.source.slice(0, 60)} set before it.`,
          node,
        };
      expansion += size;
      sizes.set(node, size);
      if (expansion > MAX_ALIAS_EXPANSION)
        return {
          code: 'ruleset/aliases',
          message: `The aliases up to here expand to more than ${MAX_ALIAS_EXPANSION} values (an alias bomb?); at most ${MAX_ALIAS_EXPANSION} are accepted.`,
          node,
        };
      return null;
    }
    const hit = walkNode(node, depth);
    if (hit) return hit;
    const anchor = (node as { anchor?: string }).anchor;
    if (anchor) anchors.set(anchor, sizes.get(node) ?? 1);
    return null;
  };
  const walkNode = (node: Node, depth: number): ShapeProblem | null => {
    let size = 1;
    const child = (c: Node | null, d: number): ShapeProblem | null => {
      const hit = walk(c, d);
      if (c) size += sizes.get(c) ?? 1;
      return hit;
    };
    const hit = walkChildren(node, depth, child);
    sizes.set(node, size);
    return hit;
  };
  const walkChildren = (
    node: Node,
    depth: number,
    walk: (c: Node | null, d: number) => ShapeProblem | null,
  ): ShapeProblem | null => {
    if (depth > MAX_DEPTH)
      return { code: 'ruleset/too-deep', message: `Nesting deeper than ${MAX_DEPTH} levels is not accepted.`, node };
    if (isScalar(node) && typeof node.value === 'string' && node.value.includes('\u0000')) {
      return { code: 'ruleset/nul', message: 'This text contains a NUL character (\\0 or byte 0); remove it.', node };
    }
    if (isMap(node)) {
      const seen = new Set<string>();
      for (const pair of node.items) {
        const key = pair.key as Node | null;
        const keyValue = isScalar(key) ? key.value : undefined;
        const keyText = isScalar(key) ? String(keyValue) : null;
        if (isMap(key) || isSeq(key))
          return {
            code: 'ruleset/complex-key',
            message: 'A key must be plain text; a list or map used as a key ("? [a, b]") is not accepted.',
            node: key,
          };
        if (keyText !== null && RESERVED_KEYS.has(keyText))
          return { code: 'ruleset/reserved-key', message: `The key "${keyText}" is not allowed.`, node: key };
        if (keyText !== null) {
          const id = `${typeof keyValue}:${keyText}`;
          if (seen.has(id) && duplicates.length < MAX_DUPLICATE_REPORTS) duplicates.push(key!);
          seen.add(id);
        }
        const hit = walk(key, depth + 1) ?? walk(pair.value as Node | null, depth + 1);
        if (hit) return hit;
      }
    } else if (isSeq(node)) {
      for (const item of node.items) {
        const hit = walk(item as Node | null, depth + 1);
        if (hit) return hit;
      }
    }
    return null;
  };
  return { problem: walk(root, 0), duplicates };
}

/** Most values that aliases may add to a file when expanded (an alias bomb multiplies them). */
export const MAX_ALIAS_EXPANSION = 10_000;

/** Most duplicate-key diagnostics reported per file. */
const MAX_DUPLICATE_REPORTS = 100;

function makeLocator(doc: Document, at: (offset: number) => { line: number; col: number }) {
  return (path: readonly (string | number)[], part: 'key' | 'value' = 'value'): SourcePosition | undefined => {
    let node = doc.contents as Node | null;
    let best: Node | null = node;
    let keyNode: Node | null = null;
    for (const seg of path) {
      if (isMap(node)) {
        const pair = node.items.find(
          (p) => String((p.key as { value?: unknown } | null)?.value ?? p.key) === String(seg),
        );
        if (!pair) break;
        keyNode = pair.key as Node;
        node = pair.value as Node | null;
      } else if (isSeq(node) && typeof seg === 'number') {
        node = node.items[seg] as Node | null;
        keyNode = null;
      } else break;
      if (node?.range) best = node;
      else if (keyNode?.range) best = keyNode;
    }
    if (part === 'key' && keyNode?.range && path.length) best = keyNode;
    const range = best?.range;
    if (!range) return undefined;
    const start = at(range[0]);
    const end = at(range[1]);
    return { line: start.line, column: start.col, endLine: end.line, endColumn: end.col };
  };
}
