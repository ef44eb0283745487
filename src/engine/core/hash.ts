// Canonical JSON and content hashes (SHA-256 from @noble/hashes, a pure library) for snapshots and rulesets.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * JSON with object keys sorted at every level, so equal values give equal text whatever the key order.
 * `undefined` members are dropped as in `JSON.stringify`.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(',')}}`;
}

/** Hex SHA-256 of a string's UTF-8 bytes. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** Short content hash (first 16 hex digits of SHA-256 over canonical JSON) of any JSON value. */
export function hashJson(value: unknown): string {
  return sha256Hex(canonicalJson(value)).slice(0, 16);
}
