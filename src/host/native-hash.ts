// Node's built-in SHA-256 for the engine's snapshot and replay hashes in host processes: the engine's own is pure
// JavaScript (it runs in browsers too); Node's native one gives the same digests about ten times faster, and every
// replay step, verify and scenario export hashes a whole snapshot.
import { createHash } from 'node:crypto';
import { useSha256Hex } from '../engine';

/** Hex SHA-256 of a string's UTF-8 bytes by Node's crypto (lone surrogates as U+FFFD): the engine's digest. */
export function nodeSha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Makes the engine in this thread hash with `nodeSha256Hex` (`useSha256Hex`); call once per process or worker. */
export function useNodeSha256(): void {
  useSha256Hex(nodeSha256Hex);
}
