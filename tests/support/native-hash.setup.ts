// Test files of the "node" project hash snapshots and replays with Node's SHA-256, as the CLI and the host do
// (the engine's pure-JavaScript one costs about ten times as much CPU; src/host/native-hash.test.ts shows both
// give the same digests, and the renderer's tests keep the engine's own).
import { useNodeSha256 } from '../../src/host/native-hash';

useNodeSha256();
