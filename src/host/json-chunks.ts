// Parsing a large JSON object from a file without holding the file: the bytes come in chunks
// (`readUntrustedChunksSync`), the top-level object is cut into its members and each top-level list into its
// elements, and every piece is parsed on its own as soon as it is complete. A 49 MB replay (most of it notes) so
// never exists as bytes, as one string and as parsed objects at the same time. Anything unusual (not an object at the
// top, bad separators, nesting past the limit, a piece that is not valid JSON) gives null, and the caller parses the
// whole text the usual way to name the problem with its place.
import { readUntrustedChunksSync, type ReadLimits, type TextRead } from './read-file';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/** The part of a JSON string still to scan when a chunk ends inside it: whether the chunk ended on a backslash. */
export interface StringCarry {
  escaped: boolean;
}

/**
 * Scans JSON string bytes in `buf` from `from` (inside a string) for its closing quote and returns the quote's index,
 * or -1 when the chunk ends first. Escapes are skipped (`\"` does not close); a backslash as the chunk's last byte
 * sets `carry.escaped`, and the next chunk's first byte is then skipped. Used by the chunked readers of parts
 * (`PartSplitter`) and replays (`JsonObjectSplitter`).
 */
export function stringEnd(buf: Buffer, from: number, carry: StringCarry): number {
  let i = from;
  if (carry.escaped) {
    carry.escaped = false;
    i++;
  }
  for (; i < buf.length; i++) {
    const b = buf[i]!;
    if (b === BACKSLASH) {
      if (i + 1 >= buf.length) {
        carry.escaped = true;
        return -1;
      }
      i++;
    } else if (b === QUOTE) return i;
  }
  return -1;
}

/** Where the splitter is at the top level (inside the top-level object, outside any member's value). */
type Top = 'start' | 'key' | 'colon' | 'value' | 'after' | 'done';

/**
 * Cuts a JSON object, fed as byte chunks (whole UTF-8 characters), into parsed members: a member whose value is a
 * list is parsed element by element, any other member as one value. `push` and `end` answer false (and `value()`
 * null) when the text is not a JSON object with valid separators, nests deeper than `maxDepth`, or a piece does not
 * parse; nothing is thrown. The result equals `JSON.parse` of the whole text for every valid text within the depth
 * (a repeated key: the last value, at the first key's place; `__proto__` an own property, as `JSON.parse` makes it).
 */
export class JsonObjectSplitter {
  private top: Top = 'start';
  private depth = 0; // open containers, the top-level object included
  private inString = false;
  private readonly carry: StringCarry = { escaped: false };
  private key: string | null = null; // the member being read
  private keyParts: Buffer[] | null = null;
  private list: unknown[] | null = null; // the member's list, while its elements are read (depth 2)
  private pieceParts: Buffer[] | null = null; // the value or element being read, earlier chunks
  private pieceStart = -1; // `depth` at which the piece being read started
  private readonly result: Record<string, unknown> = {};
  private broken = false;

  constructor(private readonly maxDepth: number) {}

  /** Feeds the next chunk. False: not an object this splitter can cut (see the class); stop feeding. */
  push(buf: Buffer): boolean {
    if (this.broken) return false;
    const n = buf.length;
    let keyFrom = this.keyParts ? 0 : -1;
    let pieceFrom = this.pieceParts ? 0 : -1;
    const fail = () => {
      this.broken = true;
      return false;
    };
    /** Ends the piece at `end` (exclusive) and stores it; false when it does not parse. */
    const finish = (end: number): boolean => {
      const tail = buf.subarray(pieceFrom, end);
      const parts = this.pieceParts!;
      const bytes = parts.length ? Buffer.concat([...parts, tail]) : tail;
      this.pieceParts = null;
      pieceFrom = -1;
      let value: unknown;
      try {
        value = JSON.parse(bytes.toString('utf8'));
      } catch {
        return false;
      }
      if (this.list) {
        this.list.push(value);
        this.top = 'after';
      } else this.set(this.key!, value);
      return true;
    };
    const startPiece = (at: number) => {
      this.pieceParts = [];
      pieceFrom = at;
      this.pieceStart = this.depth;
    };
    let i = 0;
    while (i < n) {
      if (this.inString) {
        const end = stringEnd(buf, i, this.carry);
        if (end === -1) break;
        i = end;
        this.inString = false;
        if (keyFrom !== -1) {
          this.keyParts!.push(buf.subarray(keyFrom, i + 1));
          try {
            this.key = JSON.parse(Buffer.concat(this.keyParts!).toString('utf8')) as string;
          } catch {
            return fail();
          }
          this.keyParts = null;
          keyFrom = -1;
          this.top = 'colon';
        }
        i++;
        continue;
      }
      const c = buf[i]!;
      // Inside a member's value or a list's element (nested containers, scalars): only brackets and strings matter.
      const inPiece = pieceFrom !== -1;
      if (this.depth === 0) {
        if (isSpace(c)) {
          i++;
          continue;
        }
        if (this.top !== 'start' || c !== OPEN_OBJECT) return fail();
        this.depth = 1;
        this.top = 'key';
        i++;
        continue;
      }
      if (c === QUOTE) {
        this.inString = true;
        if (this.depth === 1 && !inPiece) {
          if (this.top === 'key') {
            this.keyParts = [];
            keyFrom = i;
          } else if (this.top === 'value') startPiece(i);
          else return fail();
        } else if (this.depth === 2 && this.list && !inPiece) startPiece(i);
        i++;
        continue;
      }
      if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
        if (this.depth >= this.maxDepth) return fail();
        if (this.depth === 1 && !inPiece) {
          if (this.top !== 'value') return fail();
          if (c === OPEN_ARRAY) {
            this.list = [];
            this.set(this.key!, this.list);
            this.top = 'value'; // an element or the end of the list comes next
          } else startPiece(i);
        } else if (this.depth === 2 && this.list && !inPiece) startPiece(i);
        this.depth++;
        i++;
        continue;
      }
      if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
        if (this.depth === 1) {
          // The end of the top-level object: after a member, or at once for {}.
          if (c !== CLOSE_OBJECT) return fail();
          if (inPiece) {
            if (!finish(i)) return fail();
          } else if (!(this.top === 'after' || (this.top === 'key' && this.key === null))) return fail();
          this.depth = 0;
          this.top = 'done';
          i++;
          continue;
        }
        if (this.depth === 2 && this.list) {
          // The end of a member's list (after an element, or at once for []).
          if (c !== CLOSE_ARRAY) return fail();
          if (inPiece) {
            if (!finish(i)) return fail();
          } else if (this.list.length && this.top !== 'after') return fail();
          this.list = null;
          this.depth = 1;
          this.top = 'after';
          i++;
          continue;
        }
        this.depth--; // nested inside a piece: its JSON.parse checks that the brackets match
        i++;
        continue;
      }
      if (c === COMMA && (this.depth === 1 || (this.depth === 2 && this.list))) {
        if (inPiece && this.pieceStart === this.depth) {
          if (!finish(i)) return fail();
        } else if (this.top !== 'after') return fail(); // a comma where no value ended
        if (this.depth === 1) this.top = 'key';
        else this.top = 'value';
        i++;
        continue;
      }
      if (c === COLON && this.depth === 1 && !inPiece) {
        if (this.top !== 'colon') return fail();
        this.top = 'value';
        i++;
        continue;
      }
      if (isSpace(c)) {
        i++;
        continue;
      }
      // A number, true, false or null: the start of a piece where a value belongs.
      if (!inPiece) {
        if (this.depth === 1 && this.top === 'value') startPiece(i);
        else if (this.depth === 2 && this.list) startPiece(i);
        else return fail();
      }
      i++;
    }
    if (keyFrom !== -1) this.keyParts!.push(Buffer.from(buf.subarray(keyFrom)));
    if (pieceFrom !== -1) this.pieceParts!.push(buf.subarray(pieceFrom));
    return true;
  }

  /** A member, as `JSON.parse` sets it (an own property even for `__proto__`). */
  private set(key: string, value: unknown): void {
    Object.defineProperty(this.result, key, { value, writable: true, enumerable: true, configurable: true });
    this.top = 'after';
  }

  /** After the last chunk: the parsed object, or null when the text was not one this splitter can cut. */
  value(): Record<string, unknown> | null {
    return this.broken || this.top !== 'done' || this.inString ? null : this.result;
  }
}

/**
 * Reads `path` as an untrusted file in chunks (`readUntrustedChunksSync`) and parses it as a JSON object member by
 * member and list element by element (`JsonObjectSplitter`): the file is never held as bytes or as one string, only
 * the parsed value. `{ ok: false }` for a file that cannot be read (the reader's refusal); null when the text is not
 * an object this way can parse (bad JSON, too deep, a list at the top): the caller reads the whole text to name the
 * problem's place. Never throws.
 */
export function readJsonObjectChunked(
  path: string,
  shown: string,
  limits: ReadLimits,
  maxDepth: number,
): { ok: true; value: Record<string, unknown> } | Extract<TextRead, { ok: false }> | null {
  const splitter = new JsonObjectSplitter(maxDepth);
  const read = readUntrustedChunksSync(path, shown, limits, (chunk) => splitter.push(chunk));
  if (!read.ok) return read;
  const value = read.stopped ? null : splitter.value();
  return value ? { ok: true, value } : null;
}
