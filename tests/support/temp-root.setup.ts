// vitest global setup: one temporary folder for the whole run. It is made in the system's temporary folder and set
// as TMPDIR before the test workers start, so every `mkdtemp(tmpdir())` of a test file, and every process a test
// starts (the CLI, hosts, workers, Redis, Chromium's profile), makes its files under it; it is removed when the run
// ends. Test files that clean up after themselves are unaffected, and a test killed or failing half-way leaves
// nothing behind in the system's temporary folder (a run used to leave about 40 `rb-*` folders there).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Set to the run's folder while the run lasts: a second call of this setup (every project runs it) reuses it. */
const MARK = 'RULEBENCH_TEST_TMPDIR';

/**
 * Makes the run's folder and points TMPDIR (read by Node's `os.tmpdir()` and by the programs the tests start) at
 * it; returns the teardown, which removes the folder and restores TMPDIR. Does nothing when already done in this
 * process.
 */
export default function setup(): () => void {
  if (process.env[MARK]) return () => {};
  const before = process.env['TMPDIR'];
  const dir = mkdtempSync(join(tmpdir(), 'rulebench-vitest-'));
  process.env['TMPDIR'] = dir;
  process.env[MARK] = dir;
  return () => {
    if (before === undefined) delete process.env['TMPDIR'];
    else process.env['TMPDIR'] = before;
    delete process.env[MARK];
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  };
}
