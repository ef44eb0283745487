// Replay files on disk: names, serialisation, reading untrusted replay JSON with clear errors.
import { readFileSync, statSync } from 'node:fs';
import { jsonTooDeep, parseReplay, MAX_REPLAY_JSON_DEPTH, type Diagnostic, type Replay } from '../engine';

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

/** Reads and shape-checks a replay file. Unreadable files and bad JSON are diagnostics with the file name. */
export function readReplayFile(path: string, shown = path): { ok: true; replay: Replay } | { ok: false; diagnostics: Diagnostic[] } {
  let text: string;
  try {
    if (statSync(path).size > MAX_REPLAY_BYTES) return { ok: false, diagnostics: [{ code: 'replay/too-large', severity: 'error', file: shown, message: `${shown} is larger than ${MAX_REPLAY_BYTES} bytes.` }] };
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return { ok: false, diagnostics: [{ code: 'replay/unreadable', severity: 'error', file: shown, message: `Cannot read ${shown}: ${code === 'ENOENT' ? 'no such file' : (e as Error).message}.` }] };
  }
  if (text.length > MAX_REPLAY_BYTES) return { ok: false, diagnostics: [{ code: 'replay/too-large', severity: 'error', file: shown, message: `${shown} is larger than ${MAX_REPLAY_BYTES} bytes.` }] };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return { ok: false, diagnostics: [{ code: 'replay/bad-json', severity: 'error', file: shown, ...jsonErrorPosition(text, e as Error), message: `${shown} is not valid JSON: ${(e as Error).message}` }] };
  }
  if (jsonTooDeep(data)) return { ok: false, diagnostics: [{ code: 'replay/too-deep', severity: 'error', file: shown, message: `${shown} nests lists or maps deeper than ${MAX_REPLAY_JSON_DEPTH} levels; it is not a Rulebench replay.` }] };
  const parsed = parseReplay(data);
  if (!parsed.ok) return { ok: false, diagnostics: parsed.error.map((d) => ({ ...d, file: shown })) };
  return { ok: true, replay: parsed.value };
}

function jsonErrorPosition(text: string, e: Error): { line?: number; column?: number } {
  const m = /position (\d+)/.exec(e.message);
  if (!m) return {};
  const before = text.slice(0, Number(m[1]));
  const line = before.split('\n').length;
  return { line, column: Number(m[1]) - before.lastIndexOf('\n') };
}
