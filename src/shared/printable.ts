// Text from untrusted sources (a queued job's label, run id or error) made safe to print in a log line.

/**
 * `text` with every control character escaped so that it prints as one line and cannot drive the terminal: line
 * breaks and tabs as `\n`, `\r`, `\t`; other C0/C1 controls and DEL (ESC starts ANSI colour and cursor codes) as
 * `\xNN`; the Unicode direction overrides and isolates (U+202A–U+202E, U+2066–U+2069), which reorder what a reader
 * sees, as `\u202E` and so on. Printable text, non-Latin letters included, is left as it is.
 */
export function printableLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, (c) => {
    if (c === '\n') return '\\n';
    if (c === '\r') return '\\r';
    if (c === '\t') return '\\t';
    const code = c.charCodeAt(0);
    return code > 0xff ? `\\u${code.toString(16).toUpperCase()}` : `\\x${code.toString(16).padStart(2, '0')}`;
  });
}
