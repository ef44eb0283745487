// Replay files on disk: names, serialisation, reading untrusted replay JSON with clear errors.
import { readJsonObjectChunked } from './json-chunks';
import { readUntrustedTextSync } from './read-file';
import {
  jsonDepthExceeded,
  jsonTooDeep,
  parseReplay,
  textPosition,
  MAX_REPLAY_JSON_DEPTH,
  type Diagnostic,
  type Replay,
} from '../engine';

/** Largest replay file read, in bytes. */
export const MAX_REPLAY_BYTES = 50 * 1024 * 1024;

/** `dog-standard-1-17.replay.json` for ruleset `dog/standard` and seed `1-17`. */
export function replayFileName(rulesetId: string, seed: string): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '-');
  return `${safe(rulesetId)}-${safe(seed)}.replay.json`;
}

/** Stable JSON text of a replay, one step per line (diffable), trailing newline: same replay ⇒ same bytes. */
export function serializeReplay(replay: Replay): string {
  const { steps, ...rest } = replay;
  const marker = '"@@steps@@"';
  const head = JSON.stringify({ ...rest, steps: '@@steps@@' }, null, 1);
  const body = steps.length ? `[\n${steps.map((s) => `  ${JSON.stringify(s)}`).join(',\n')}\n ]` : '[]';
  return `${head.replace(marker, body)}\n`;
}

/**
 * Reads and shape-checks a replay file through the untrusted-file reader (regular files only, at most
 * `MAX_REPLAY_BYTES`, strict UTF-8). Unreadable files, bad bytes and bad JSON are diagnostics with the file name
 * and, where known, line:col (a file cut short is reported at its end).
 */
export function readReplayFile(
  path: string,
  shown = path,
): { ok: true; replay: Replay } | { ok: false; diagnostics: Diagnostic[] } {
  // In chunks, member by member and step by step: the file is never held as bytes or one string beside the parsed
  // replay. Text that does not parse that way is read whole below, for the problem's place.
  const chunked = readJsonObjectChunked(path, shown, { maxBytes: MAX_REPLAY_BYTES }, MAX_REPLAY_JSON_DEPTH);
  if (chunked?.ok) return checkReplayData(chunked.value, shown);
  const read = chunked ?? readUntrustedTextSync(path, shown, { maxBytes: MAX_REPLAY_BYTES });
  if (!read.ok) {
    const code =
      read.code === 'too-large' || read.code === 'encoding' || read.code === 'nul' || read.code === 'not-regular'
        ? `replay/${read.code}`
        : 'replay/unreadable';
    return {
      ok: false,
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
  return parseReplayText(read.text, shown);
}

/** Parses and shape-checks replay JSON text (`readReplayFile` after the read); diagnostics name `shown`. */
export function parseReplayText(
  text: string,
  shown: string,
): { ok: true; replay: Replay } | { ok: false; diagnostics: Diagnostic[] } {
  // Depth bounded on the text, before parsing and before the schema (which recurses once per level).
  const deep = jsonDepthExceeded(text, MAX_REPLAY_JSON_DEPTH);
  if (deep >= 0) {
    const at = textPosition(text, deep);
    return {
      ok: false,
      diagnostics: [
        {
          code: 'replay/too-deep',
          severity: 'error',
          file: shown,
          ...at,
          message: `${shown} nests lists or maps deeper than ${MAX_REPLAY_JSON_DEPTH} levels (the limit for a replay); it is not a Rulebench replay.`,
        },
      ],
    };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return {
      ok: false,
      diagnostics: [
        {
          code: 'replay/bad-json',
          severity: 'error',
          file: shown,
          ...jsonErrorPosition(text, e as Error),
          message: `${shown} is not valid JSON: ${(e as Error).message}`,
        },
      ],
    };
  }
  return checkReplayData(data, shown);
}

/** Checks parsed replay JSON: the depth (on the value, iteratively), then the replay's shape (`parseReplay`). */
function checkReplayData(
  data: unknown,
  shown: string,
): { ok: true; replay: Replay } | { ok: false; diagnostics: Diagnostic[] } {
  if (jsonTooDeep(data))
    return {
      ok: false,
      diagnostics: [
        {
          code: 'replay/too-deep',
          severity: 'error',
          file: shown,
          message: `${shown} nests lists or maps deeper than ${MAX_REPLAY_JSON_DEPTH} levels; it is not a Rulebench replay.`,
        },
      ],
    };
  const parsed = parseReplay(data);
  if (!parsed.ok) return { ok: false, diagnostics: parsed.error.map((d) => ({ ...d, file: shown })) };
  return { ok: true, replay: parsed.value };
}

/**
 * Line and column (1-based) of a `JSON.parse` error: at the position it names, or — for "Unexpected end of JSON
 * input", which names none — at the end of the text, where the file was cut short.
 */
export function jsonErrorPosition(text: string, e: Error): { line?: number; column?: number } {
  const m = /position (\d+)/.exec(e.message);
  const offset = m ? Number(m[1]) : /end of JSON input/i.test(e.message) ? text.length : null;
  if (offset === null) return {};
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}
