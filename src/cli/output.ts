// Output files of the CLI (`--out`, `--csv`): written atomically, after removing what a killed earlier run left.
import { dirname, resolve } from 'node:path';
import { removeStaleTemps, writeFileAtomic } from '../host/files';

const cleaned = new Set<string>();

/**
 * Writes one output file of a command atomically (`writeFileAtomic`: the old file or the new one survives a crash,
 * never a part). The first write into a folder removes the temporary files a killed earlier run left there
 * (`removeStaleTemps`). Throws the I/O error naming `path` (reported by the CLI as "cannot write …").
 */
export function writeOutput(path: string, data: string | Uint8Array): void {
  const dir = dirname(resolve(path));
  if (!cleaned.has(dir)) {
    cleaned.add(dir);
    removeStaleTemps(dir);
  }
  writeFileAtomic(path, data);
}
