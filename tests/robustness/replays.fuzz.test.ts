// Replay fuzzing: truncated, reordered, duplicated and corrupted steps, wrong hashes, another app version
// or ruleset → `openReplayPrefix` never throws, names the first bad step, and opens the longest valid prefix.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { openReplay, openReplayPrefix, replayGameHash, replayIntegrity, type Replay } from '../../src/engine';
import { readReplayFile } from '../../src/host/replays';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  Rand,
  bundledGame,
  bundledRulesets,
  checkRandomGame,
  checkReplayInput,
  mutateReplay,
  REPLAY_MUTATIONS,
} from './fuzz-lib';

const RUNS = Number(process.env.FUZZ_REPLAYS ?? 80);
const replays: Replay[] = [];

beforeAll(() => {
  for (const id of ['dog/standard', 'gassi/gassi-2.5.3', 'gamsh/gamsh-alpin-foehn', 'dog/maerki-3p']) {
    const b = bundledRulesets().find((x) => x.source.data.id === id)!;
    const c = checkRandomGame(bundledGame(b), `replay-fuzz-${id}`, { viewEvery: 1000 });
    replays.push(c.replay!);
  }
}, 120_000); // four full games with every check: ~5 s alone, far more on a loaded machine (not a speed target)

describe('replay fuzzing', () => {
  it(`${RUNS} mutated replays: no throw, first bad step named, prefix opens`, () => {
    fc.assert(
      fc.property(fc.nat(replays.length - 1), fc.constantFrom(...REPLAY_MUTATIONS), fc.integer(), (ri, op, seed) => {
        const c = checkReplayInput(mutateReplay(replays[ri]!, new Rand(seed), op));
        expect(c.problems).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('a corrupted hash at step k opens steps 0..k-1 and names step k', () => {
    const r = JSON.parse(JSON.stringify(replays[0])) as { steps: { hash: string }[] };
    const k = 17;
    r.steps[k - 1]!.hash = '0000000000000000';
    expect(openReplay(r).ok).toBe(true); // the strict opener only checks the header
    const p = openReplayPrefix(r);
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    expect(p.value).toMatchObject({ validSteps: k - 1, firstBadStep: k });
    expect(p.value.session.length).toBe(k - 1);
    expect(p.value.session.seek(k - 1).ok).toBe(true);
    expect(p.value.session.seek(k).ok).toBe(false);
    expect(p.value.diagnostics[0]).toMatchObject({ code: 'replay/diverged', severity: 'error' });
    expect(p.value.diagnostics[0]!.message).toMatch(/^Step 17: /);
  });

  it('a malformed step entry cuts the replay there', () => {
    const r = JSON.parse(JSON.stringify(replays[1])) as { steps: unknown[] };
    r.steps[5] = { seat: 'x' };
    const p = openReplayPrefix(r);
    expect(p.ok && p.value.validSteps).toBe(5);
    expect(p.ok && p.value.firstBadStep).toBe(6);
    expect(p.ok && p.value.diagnostics[0]!.message).toMatch(/^Step 6 is malformed/);
  });

  it('another app version is a warning; an edited ruleset header is step 0', () => {
    // Recorded by another version: its integrity record covers that version (an edited `app` alone is a forgery).
    const retagged = { ...replays[0]!, app: '9.9.9', integrity: replayIntegrity({ ...replays[0]!, app: '9.9.9' }) };
    const other = { ...retagged, gameHash: replayGameHash(retagged) };
    const p = openReplayPrefix(other);
    expect(p.ok && p.value.firstBadStep).toBeNull();
    expect(p.ok && p.value.diagnostics.map((d) => d.code)).toEqual(['replay/app-version']);
    const edited = { ...replays[0]!, ruleset: { ...replays[0]!.ruleset, hash: 'x' } };
    const q = openReplayPrefix(edited);
    expect(q.ok && q.value).toMatchObject({ validSteps: 0, firstBadStep: 0 });
    const unknownKind = {
      ...replays[0]!,
      ruleset: { ...replays[0]!.ruleset, resolved: { ...replays[0]!.ruleset.resolved, kind: 'chess' } },
    };
    const u = openReplayPrefix(unknownKind);
    expect(!u.ok && u.error[0]!.message).toMatch(/chess/);
  });

  it('deeply nested JSON is refused with a diagnostic, not a stack overflow', () => {
    const text = JSON.stringify(replays[0]).replace(
      '"outcome":',
      `"outcome":${'['.repeat(20_000)}${']'.repeat(20_000)},"x":`,
    );
    const deep = JSON.parse(text) as unknown;
    expect(openReplay(deep)).toMatchObject({ ok: false, error: [{ code: 'replay/too-deep' }] });
    expect(openReplayPrefix(deep)).toMatchObject({ ok: false, error: [{ code: 'replay/too-deep' }] });
    const dir = mkdtempSync(join(tmpdir(), 'rulebench-deep-'));
    try {
      writeFileSync(join(dir, 'd.replay.json'), text);
      expect(readReplayFile(join(dir, 'd.replay.json'), 'd.replay.json')).toMatchObject({
        ok: false,
        diagnostics: [{ code: 'replay/too-deep', file: 'd.replay.json' }],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
