// Output files of the CLI (`--out`, `--csv`): written atomically, after removing what a killed earlier run left.
import { mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { checkWritableFile, removeStaleTemps, writeFileAtomic } from '../host/files';

const cleaned = new Set<string>();

/**
 * Writes one output file of a command atomically (`writeFileAtomic`: the old file or the new one survives a crash,
 * never a part). The first write into a folder removes the temporary files a killed earlier run left there
 * (`removeStaleTemps`). `data` may be a sequence of strings (`prettyJson`): written piece by piece, never joined.
 * Throws the I/O error naming `path` (reported by the CLI as "cannot write …").
 */
export function writeOutput(path: string, data: string | Uint8Array | Iterable<string>): void {
  const dir = dirname(resolve(path));
  if (!cleaned.has(dir)) {
    cleaned.add(dir);
    removeStaleTemps(dir);
  }
  writeFileAtomic(path, data);
}

/**
 * An output path whose folder does not exist (and `--mkdir` was not given): the CLI prints the message as
 * "rulebench: cannot write …" with exit 1, like any other output path that cannot be written.
 */
export class OutputFolderError extends Error {}

/**
 * Checks an output path before any work, the same way for every command (`--out`, `--csv`): the folder it goes into
 * must exist — for a file its parent folder, for `folder: true` (`simulate --out DIR`, which creates DIR itself) the
 * parent of DIR. Missing folders are created only with `mkdir` (`--mkdir`); otherwise an `OutputFolderError` names
 * the path, the option and the outermost missing folder ("cannot write /x/y/z.json (--out): the folder /x does not
 * exist; create it or add --mkdir"), and nothing is created. A file path is then checked with `checkWritableFile`
 * (a folder given as the file, a file on the way, an unwritable folder: the I/O error naming `path`). `path` `-`
 * (stdout) is not a file and passes.
 */
export function prepareOutput(option: string, path: string, opts: { mkdir?: boolean; folder?: boolean } = {}): void {
  if (path === '-') return;
  const target = resolve(path);
  const parent = dirname(target);
  const missing = firstMissingFolder(parent);
  if (missing !== null) {
    if (!opts.mkdir)
      throw new OutputFolderError(
        `cannot write ${path} (${option}): the folder ${missing} does not exist; create it or add --mkdir`,
      );
    mkdirSync(parent, { recursive: true });
  }
  if (opts.folder) return;
  checkWritableFile(path);
}

/**
 * The outermost folder on the way to `dir` (absolute) that does not exist, or null when `dir` exists or a part of
 * the way is a file (not a missing folder: the write itself reports that).
 */
function firstMissingFolder(dir: string): string | null {
  let missing: string | null = null;
  for (let d = dir; ; d = dirname(d)) {
    let isFolder: boolean | null = null;
    try {
      isFolder = statSync(d).isDirectory();
    } catch {
      /* absent (or unreadable: the write reports that) */
    }
    if (isFolder === false) return null; // a file on the way: the write reports ENOTDIR
    if (isFolder === true) return missing;
    missing = d;
    if (dirname(d) === d) return missing;
  }
}

/**
 * `JSON.stringify(value, null, 2) + '\n'` as a sequence of pieces, for outputs too large for one string (a batch's
 * game records: 442 MB of text for 216,000 Gassi games, near V8's longest string): the members of the top-level
 * object or array and of the objects and arrays in it (`depth` levels, default 2) come one by one, each deeper value
 * as one `JSON.stringify`. The joined pieces equal `JSON.stringify`'s text exactly (members whose value is undefined,
 * a function or a symbol left out, in arrays `null`; a value with `toJSON` stringified whole).
 */
export function* prettyJson(value: unknown, depth = 2): Generator<string> {
  yield* prettyJsonValue(value, '', depth);
  yield '\n';
}

/** The pieces of one value at `indent` (see `prettyJson`). */
function* prettyJsonValue(value: unknown, indent: string, depth: number): Generator<string> {
  const plain =
    depth > 0 &&
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { toJSON?: unknown }).toJSON !== 'function';
  if (!plain) {
    const text = JSON.stringify(value, null, 2);
    yield indent ? text.replaceAll('\n', `\n${indent}`) : text; // a newline in JSON text is only ever indentation
    return;
  }
  const inner = `${indent}  `;
  const skipped = (v: unknown) => v === undefined || typeof v === 'function' || typeof v === 'symbol';
  if (Array.isArray(value)) {
    if (!value.length) return void (yield '[]');
    yield '[';
    for (let i = 0; i < value.length; i++) {
      yield `${i ? ',' : ''}\n${inner}`;
      const v: unknown = value[i];
      if (skipped(v)) yield 'null';
      else yield* prettyJsonValue(v, inner, depth - 1);
    }
    yield `\n${indent}]`;
    return;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => !skipped(v));
  if (!entries.length) return void (yield '{}');
  yield '{';
  for (const [i, [key, v]] of entries.entries()) {
    yield `${i ? ',' : ''}\n${inner}${JSON.stringify(key)}: `;
    yield* prettyJsonValue(v, inner, depth - 1);
  }
  yield `\n${indent}}`;
}
