// Which of the e2e hosts started by tests/e2e/global-setup.ts (one per Playwright worker) a worker uses. Kept
// apart from the setup so playwright.config.ts can import it without loading the host.

/** The per-worker values, suffixed `_<slot>` in the environment by the global setup. */
export const PER_SLOT = [
  'RULEBENCH_E2E_ROOT',
  'RULEBENCH_E2E_URL',
  'RULEBENCH_E2E_ORIGIN',
  'RULEBENCH_E2E_REPLAY_DIR',
  'RULEBENCH_E2E_SESSIONS_DIR',
] as const;

/**
 * Copies worker slot `slot`'s host values (`RULEBENCH_E2E_URL_<slot>`, …; the slot is Playwright's
 * `TEST_PARALLEL_INDEX`, 0 … workers − 1) to the plain names the specs read (`RULEBENCH_E2E_URL`, …). Does
 * nothing outside a worker (no `TEST_PARALLEL_INDEX`) or when the slot has no host of its own.
 */
export function selectWorkerHost(env: NodeJS.ProcessEnv = process.env): void {
  const slot = env.TEST_PARALLEL_INDEX;
  if (slot === undefined || env[`RULEBENCH_E2E_URL_${slot}`] === undefined) return;
  for (const name of PER_SLOT) env[name] = env[`${name}_${slot}`];
}
