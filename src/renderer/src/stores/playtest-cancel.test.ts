// @vitest-environment happy-dom
// Cancel (and starting a new run) keeps the previous results on screen until a run finishes.
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PlaytestReport, PlaytestStatus, RulebenchApi } from '../../../shared/ipc-contract';
import { usePlaytestStore } from './playtest';

let push: ((s: PlaytestStatus) => void) | null = null;
let jobs = 0;
const statuses = new Map<string, PlaytestStatus>();

// a host whose jobs only move when the test pushes their status (installed before the store first asks for it)
(globalThis as { rulebench?: Partial<RulebenchApi> }).rulebench = {
  invoke: (async (channel: string, arg: unknown) => {
    if (channel === 'playtests:start') return { ok: true, jobId: `j${++jobs}` };
    if (channel === 'playtests:status') return statuses.get(arg as string) ?? null;
    if (channel === 'playtests:cancel') return { ok: true };
    throw new Error(`unexpected ${channel}`);
  }) as RulebenchApi['invoke'],
  on: ((_channel: string, f: (s: PlaytestStatus) => void) => {
    push = f;
    return () => {};
  }) as RulebenchApi['on'],
};

const report = (seed: string) => ({ request: { seed } }) as unknown as PlaytestReport;
const status = (jobId: string, state: PlaytestStatus['state'], rep: PlaytestReport | null): PlaytestStatus => ({
  jobId,
  state,
  done: 0,
  total: 10,
  elapsedMs: 0,
  etaMs: null,
  message: null,
  report: rep,
});
const send = (s: PlaytestStatus) => {
  statuses.set(s.jobId, s);
  push!(s);
};

describe('playtest store', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('keeps the previous report while a new run runs and after it is cancelled; a finished run replaces it', async () => {
    const pt = usePlaytestStore();
    await pt.start();
    send(status('j1', 'done', report('first')));
    expect(pt.report?.request.seed).toBe('first');
    expect(pt.reportIsPrevious).toBe(false);
    await pt.start();
    send(status('j2', 'running', null));
    expect(pt.running).toBe(true);
    expect(pt.report?.request.seed).toBe('first'); // before: null — the results vanished
    expect(pt.reportIsPrevious).toBe(true);
    await pt.cancel();
    send(status('j2', 'cancelled', null));
    expect(pt.report?.request.seed).toBe('first');
    expect(pt.reportIsPrevious).toBe(true);
    await pt.start();
    send(status('j3', 'done', report('third')));
    expect(pt.report?.request.seed).toBe('third');
    expect(pt.reportIsPrevious).toBe(false);
  });
});
