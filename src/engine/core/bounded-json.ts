// One bounded reader for untrusted JSON documents (replays, playtest parts, queued jobs): the nesting depth is
// measured on the text, in one linear pass, before `JSON.parse` and before any recursive schema check runs. zod
// recurses once per level and throws an uncaught `RangeError` at a few thousand levels. Pure.

/** Deepest nesting of lists and maps accepted in a JSON document read by Rulebench (its own files stay under 40). */
export const MAX_JSON_DEPTH = 64;

/** A JSON text refused by `parseBoundedJson`: what is wrong, and where (1-based line and column) when known. */
export interface JsonProblem {
  readonly code: 'json/too-deep' | 'json/syntax';
  readonly message: string;
  readonly line?: number;
  readonly column?: number;
}

/**
 * Line and column (1-based) of the character at `offset` in `text`.
 */
export function textPosition(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: offset - start + 1 };
}

/**
 * The offset of the first `[` or `{` of `text` (outside strings) that opens a level deeper than `maxDepth`, or -1.
 * Linear and iterative: strings are skipped with their escapes; the text need not be valid JSON.
 */
export function jsonDepthExceeded(text: string, maxDepth: number = MAX_JSON_DEPTH): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c /* \ */) i++;
        else if (d === 0x22) break;
      }
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > maxDepth) return i;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth = Math.max(0, depth - 1);
  }
  return -1;
}

/**
 * Parses untrusted JSON `text` from `file` (shown in messages) with its nesting bounded before parsing: deeper than
 * `maxDepth` lists/maps is `json/too-deep` at the bracket that goes too deep ("… nests lists or maps deeper than 64
 * levels (the limit for a playtest part) at line:col"); text that is not JSON is `json/syntax` with the parser's
 * message and, where known, line:col (a text cut short at its end). `what` names the document in messages.
 */
export function parseBoundedJson(
  text: string,
  file: string,
  what: string,
  maxDepth: number = MAX_JSON_DEPTH,
): { ok: true; value: unknown } | { ok: false; error: JsonProblem } {
  const deep = jsonDepthExceeded(text, maxDepth);
  if (deep >= 0) {
    const at = textPosition(text, deep);
    return {
      ok: false,
      error: {
        code: 'json/too-deep',
        ...at,
        message: `${file}:${at.line}:${at.column}: nests lists or maps deeper than ${maxDepth} levels (the limit for ${what}); it is not one.`,
      },
    };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    const msg = (e as Error).message;
    const m = /position (\d+)/.exec(msg);
    const offset = m ? Number(m[1]) : /end of JSON input/i.test(msg) ? text.length : null;
    const at = offset === null ? null : textPosition(text, offset);
    const where = at ? `:${at.line}:${at.column}` : '';
    return {
      ok: false,
      error: { code: 'json/syntax', ...(at ?? {}), message: `${file}${where}: not valid JSON (${msg})` },
    };
  }
}
