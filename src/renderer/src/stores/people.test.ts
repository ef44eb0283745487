// @vitest-environment happy-dom
// The People source's store: which bot batch may stand beside a session's games (same ruleset id and seats, a single
// batch), the options a batch started from there carries, and choosing sessions, tables and folders by path.
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  PeopleReport,
  PeopleRequest,
  PlaytestReport,
  RulebenchApi,
  SessionListing,
} from '../../../shared/ipc-contract';
import { batchMatches, overridesText, usePeopleStore } from './people';
import { KEPT_RUNS, usePlaytestStore } from './playtest';

const asked: PeopleRequest[] = [];
let folderAnswer: unknown = { ok: false, cancelled: true };
const listing: SessionListing = {
  dir: '/data/sessions',
  sessions: [
    { name: 'friday', path: '/data/sessions/friday', tables: [], problems: [] },
    { name: 'monday', path: '/data/sessions/monday', tables: [], problems: [] },
  ],
};
(globalThis as { rulebench?: Partial<RulebenchApi> }).rulebench = {
  invoke: (async (channel: string, arg: unknown) => {
    if (channel === 'sessions:list') return listing;
    if (channel === 'sessions:chooseFolder') return folderAnswer;
    if (channel === 'sessions:people') {
      const req = arg as PeopleRequest;
      asked.push(req);
      if (req.path === '/nowhere') return { ok: false, message: '/nowhere is not a folder' };
      return { ok: true, report: people('dog/standard', [0, 1, 2, 3]), session: listing.sessions[0] };
    }
    throw new Error(`unexpected ${channel}`);
  }) as RulebenchApi['invoke'],
  on: (() => () => {}) as RulebenchApi['on'],
};

function people(rulesetId: string, seats: number[]): PeopleReport {
  return { rulesetId, metrics: { seats: seats.map((seat) => ({ seat })) } } as unknown as PeopleReport;
}
function batch(mode: string, rulesetId: string, seats: number[]): PlaytestReport {
  return {
    request: { mode },
    arms: [{ rulesetId, overrides: {} }],
    metrics: [{ seats: seats.map((seat) => ({ seat })) }],
  } as unknown as PlaytestReport;
}

beforeEach(() => {
  setActivePinia(createPinia());
  asked.length = 0;
});

describe('the bot batch beside people games', () => {
  it('is a single batch of the same ruleset id and active seats, else none', () => {
    const p = people('dog/standard', [0, 1, 2, 3]);
    expect(batchMatches(batch('batch', 'dog/standard', [0, 1, 2, 3]), p)).toBe(true);
    expect(batchMatches(batch('batch', 'dog/maerki', [0, 1, 2, 3]), p)).toBe(false);
    expect(batchMatches(batch('batch', 'dog/standard', [0, 1, 2]), p)).toBe(false);
    expect(batchMatches(batch('compare', 'dog/standard', [0, 1, 2, 3]), p)).toBe(false);
    expect(batchMatches(batch('sweep', 'dog/standard', [0, 1, 2, 3]), p)).toBe(false);
    expect(batchMatches(null, p)).toBe(false);
    expect(batchMatches(batch('batch', 'dog/standard', [0, 1, 2, 3]), null)).toBe(false);
  });

  it('carries the session rules’ option overrides as the form writes them', () => {
    expect(overridesText({ jokersPerDeck: 1, variant: 'team', fast: true })).toBe(
      'jokersPerDeck=1 variant=team fast=true',
    );
    expect(overridesText({})).toBe('');
  });
});

describe('finished bot runs to choose from', () => {
  it('keeps each finished run once (a push and a poll deliver it twice), newest first, at most KEPT_RUNS', () => {
    const pt = usePlaytestStore();
    const done = (jobId: string, seed: string) =>
      pt.setStatus({
        jobId,
        state: 'done',
        done: 1,
        total: 1,
        elapsedMs: 0,
        etaMs: null,
        message: null,
        report: { ...batch('batch', 'dog/standard', [0, 1, 2, 3]), request: { mode: 'batch', seed } } as never,
      });
    done('pt-1', 'a');
    done('pt-1', 'a');
    done('pt-2', 'b');
    expect(pt.finished.map((r) => r.jobId)).toEqual(['pt-2', 'pt-1']);
    for (let i = 3; i < 20; i++) done(`pt-${i}`, String(i));
    expect(pt.finished).toHaveLength(KEPT_RUNS);
    expect(pt.finished[0]!.jobId).toBe('pt-19');
  });
});

describe('choosing what to analyse', () => {
  it('lists the sessions and opens the newest; a table, then a folder by path, are asked for as such', async () => {
    const s = usePeopleStore();
    await s.list();
    expect(s.session).toBe('friday');
    expect(asked).toEqual([{ name: 'friday', table: null }]);
    expect(s.report?.rulesetId).toBe('dog/standard');
    await s.chooseTable('t1');
    expect(asked.at(-1)).toEqual({ name: 'friday', table: 't1' });
    s.path = '  /elsewhere/evening  ';
    await s.openPath();
    expect(asked.at(-1)).toEqual({ path: '/elsewhere/evening', table: null });
    expect(s.session).toBe('');
  });

  it('the desktop folder dialog opens the chosen folder as a typed path; a cancelled dialog changes nothing', async () => {
    const s = usePeopleStore();
    await s.list();
    folderAnswer = { ok: false, cancelled: true };
    await s.chooseFolder();
    expect(asked).toHaveLength(1);
    expect(s.error).toBeNull();
    folderAnswer = { ok: true, file: '/srv/evenings/friday' };
    await s.chooseFolder();
    expect(asked.at(-1)).toEqual({ path: '/srv/evenings/friday', table: null });
    expect(s.path).toBe('/srv/evenings/friday');
  });

  it('a refused folder shows the host’s sentence and no stale report', async () => {
    const s = usePeopleStore();
    await s.list();
    s.path = '/nowhere';
    await s.openPath();
    expect(s.error).toBe('/nowhere is not a folder');
    expect(s.report).toBeNull();
  });
});
