// Canonical JSON and content hashes (SHA-256) for snapshots and rulesets. The engine runs in browsers too, so its
// own SHA-256 is @noble/hashes (pure JavaScript); a host with a native SHA-256 (Node's crypto, about ten times
// faster on snapshots, which every replay step hashes) installs it with `useSha256Hex` — same digests.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * JSON with object keys sorted at every level, so equal values give equal text whatever the key order.
 * `undefined` members are dropped as in `JSON.stringify` (`null` in arrays); non-finite numbers and values JSON has
 * no text for (functions) are `null`. Built by concatenation in one pass (no intermediate arrays): every replay step
 * hashes its snapshot, so this runs once per action when replays are written or verified.
 */
export function canonicalJson(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      break;
    default:
      return JSON.stringify(value) ?? 'null';
  }
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (i) out += ',';
      const v: unknown = value[i];
      out += v === undefined ? 'null' : canonicalJson(v);
    }
    return `${out}]`;
  }
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj).sort();
  let out = '{';
  let first = true;
  for (const k of keys) {
    const v = obj[k];
    if (v === undefined) continue;
    if (first) first = false;
    else out += ',';
    out += `${JSON.stringify(k)}:${canonicalJson(v)}`;
  }
  return `${out}}`;
}

/** A SHA-256 of a string's UTF-8 bytes (lone surrogates as U+FFFD, as TextEncoder does), as 64 lowercase hex digits. */
export type Sha256Hex = (text: string) => string;

/** The engine's own SHA-256 (@noble/hashes, FIPS 180-4), used unless a host installs another. */
export const nobleSha256Hex: Sha256Hex = (text) => bytesToHex(sha256(utf8ToBytes(text)));

let currentSha256Hex: Sha256Hex = nobleSha256Hex;

/**
 * Installs the SHA-256 that `sha256Hex`, `hashJson` and so snapshot and replay hashes use from now on, in this
 * thread (null: the engine's own again). It must give the same digests as `nobleSha256Hex` — replays hashed with
 * one verify with the other; hosts pass Node's `crypto` SHA-256.
 */
export function useSha256Hex(impl: Sha256Hex | null): void {
  currentSha256Hex = impl ?? nobleSha256Hex;
}

/** Hex SHA-256 of a string's UTF-8 bytes (the installed implementation; see `useSha256Hex`). */
export function sha256Hex(text: string): string {
  return currentSha256Hex(text);
}

/** Short content hash (first 16 hex digits of SHA-256 over canonical JSON) of any JSON value. */
export function hashJson(value: unknown): string {
  return sha256Hex(canonicalJson(value)).slice(0, 16);
}
