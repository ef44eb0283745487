// Turns schema issues into designer-facing diagnostics with file:line:col, and formats them for terminals.
import type { z } from 'zod';
import type { Diagnostic } from '../core/types';
import type { SourcePosition } from './types';

type Locate = (path: readonly (string | number)[]) => SourcePosition | undefined;

/** Maps zod issues to diagnostics, locating each at its JSON path in the source. */
export function zodIssuesToDiagnostics(issues: readonly z.core.$ZodIssue[], file: string, locate: Locate, prefix: readonly (string | number)[] = []): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const issue of issues) {
    const basePath = [...prefix, ...(issue.path as (string | number)[])];
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const path = [...basePath, key];
        out.push(diag(file, locate(path), 'ruleset/unknown-key', `Unknown key "${key}"${where(basePath)}.`, path));
      }
      continue;
    }
    out.push(diag(file, locate(basePath), 'ruleset/invalid-value', `${pathText(basePath)}: ${issue.message}`, basePath));
  }
  return out;
}

/** A diagnostic at a located position (line 1, column 1 when unknown). */
export function diag(file: string, pos: SourcePosition | undefined, code: string, message: string, path?: readonly (string | number)[], severity: 'error' | 'warning' = 'error'): Diagnostic {
  return {
    code,
    severity,
    file,
    line: pos?.line ?? 1,
    column: pos?.column ?? 1,
    endLine: pos?.endLine,
    endColumn: pos?.endColumn,
    message,
    path: path && path.length ? pathText(path) : undefined,
  };
}

/** `file:line:col: error: message [code]`, one line, as compilers print it. */
export function formatDiagnostic(d: Diagnostic): string {
  const at = [d.file ?? '<input>', d.line ?? 1, d.column ?? 1].join(':');
  return `${at}: ${d.severity}: ${d.message} [${d.code}]`;
}

function pathText(path: readonly (string | number)[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('') || '(top level)';
}

function where(path: readonly (string | number)[]): string {
  return path.length ? ` in ${pathText(path)}` : ' at the top level';
}
