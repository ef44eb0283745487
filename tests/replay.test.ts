// Replays: recording, verification, tamper detection naming the step, seeking; determinism per seed.
import { describe, expect, it } from 'vitest';
import {
  createReplaySession,
  formatPosition,
  parseReplay,
  randomBot,
  recheckReplay,
  recheckStatus,
  recordReplay,
  runKindTrial,
  runTrial,
  verifyReplay,
  type Replay,
} from '../src/engine';
import { loadCompiledGame } from '../src/host/rulesets';
import { serializeReplay } from '../src/host/replays';

function game() {
  const loaded = loadCompiledGame('dog/standard');
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
  return loaded.game;
}

function replayFor(seed: string): Replay {
  const g = game();
  const trial = runTrial(g, [randomBot, randomBot, randomBot, randomBot], seed);
  const r = recordReplay(
    g,
    Array.from({ length: 4 }, () => ({ occupant: 'bot' as const, bot: 'random' })),
    seed,
    trial.actions,
  );
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('replays', () => {
  it('the same ruleset, seed and bots give byte-identical replays', () => {
    expect(serializeReplay(replayFor('det-1'))).toBe(serializeReplay(replayFor('det-1')));
    expect(serializeReplay(replayFor('det-1'))).not.toBe(serializeReplay(replayFor('det-2')));
  });

  it('a recorded replay verifies', () => {
    const r = replayFor('verify-1');
    expect(verifyReplay(r, game()).ok).toBe(true);
  });

  it('changing one action makes verification fail and name that step', () => {
    const r = replayFor('tamper-1');
    const g = game();
    // Swap the recorded action of some step for another legal action at that point.
    const session = createReplaySession(r, g);
    for (let k = 20; k < r.steps.length; k++) {
      const frame = session.seek(k);
      if (!frame.ok) throw new Error(frame.error.message);
      const seat = r.steps[k].seat;
      const other = g.kind
        .legalActions(g.rules, frame.value.snapshot.state, seat)
        .find((a) => a.notation !== r.steps[k].action);
      if (!other) continue;
      const steps = r.steps.map((s, i) => (i === k ? { ...s, action: other.notation } : s));
      const v = verifyReplay({ ...r, steps }, g);
      expect(v.ok).toBe(false);
      if (!v.ok) {
        expect(v.error.step).toBe(k + 1);
        expect(v.error.message).toContain(`Step ${k + 1}`);
      }
      return;
    }
    throw new Error('no step with an alternative action found');
  });

  it('an illegal action in a replay is named by its step', () => {
    const r = replayFor('tamper-2');
    const steps = r.steps.map((s, i) => (i === 3 ? { ...s, action: 'Q:P0>P99' } : s));
    const v = verifyReplay({ ...r, steps }, game());
    expect(!v.ok && v.error).toMatchObject({ code: 'replay/illegal-action', step: 4 });
  });

  it('seeking to any step gives the same position as playing forward, in any order of seeks', () => {
    const r = replayFor('seek-1');
    const g = game();
    const forward = createReplaySession(r, g);
    const positions = Array.from({ length: r.steps.length + 1 }, (_, k) => {
      const f = forward.seek(k);
      if (!f.ok) throw new Error(f.error.message);
      return formatPosition(g, f.value.snapshot);
    });
    const random = createReplaySession(r, g);
    for (const k of [r.steps.length, 5, 0, 77 % (r.steps.length + 1), 26, 25, 24, 1]) {
      const f = random.seek(k);
      expect(f.ok && formatPosition(g, f.value.snapshot)).toBe(positions[k]);
      if (f.ok && k > 0) expect(f.value.action?.notation).toBe(r.steps[k - 1].action);
    }
    expect(random.seek(r.steps.length + 1).ok).toBe(false);
  });

  it('a hostile, deeply nested replay document is refused with a diagnostic, not a stack overflow', () => {
    let deep: unknown = 0;
    for (let i = 0; i < 20_000; i++) deep = [deep];
    const r = parseReplay({ format: 'rulebench-replay/1', steps: deep });
    expect(!r.ok && r.error[0].code).toBe('replay/too-deep');
  });
});

describe('replay header and secrets (docs/rules/gamsh.md)', () => {
  it("records every effective option including defaults and each seat's team; an edited effective value fails verification", () => {
    const g = game();
    const r = replayFor('header-1');
    expect(r.ruleset.effective).toEqual(g.options);
    // dog/standard: teams are seats 0+2 and 1+3.
    expect(r.seats.map((s) => s.team)).toEqual([0, 1, 0, 1]);
    const key = Object.keys(g.options)[0]!;
    const edited = {
      ...r,
      ruleset: { ...r.ruleset, effective: { ...r.ruleset.effective, [key]: 'edited' } },
    } as Replay;
    const v = verifyReplay(edited, g);
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.error).toMatchObject({ code: 'replay/ruleset-changed', step: 0 });
    if (!v.ok) expect(v.error.message).toContain(`"${key}"`);
    expect(parseReplay(JSON.parse(serializeReplay(r))).ok).toBe(true);
  });

  it('DIG-021/GAM-015: a Gämsh replay records each sealed signal with its plaintext; a changed plaintext fails verification', () => {
    const loaded = loadCompiledGame('gamsh/gamsh-alpin');
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
    const g = loaded.game;
    const trial = runKindTrial(
      g,
      Array.from({ length: g.layout.seatCount }, () => randomBot),
      'secrets-1',
    );
    const rec = recordReplay(
      g,
      Array.from({ length: g.layout.seatCount }, () => ({ occupant: 'bot' as const, bot: 'gamsh-bot' })),
      'secrets-1',
      trial.actions,
    );
    if (!rec.ok) throw new Error(rec.error.message);
    const r = rec.value;
    const palette = (g.options['palette'] as { id: string }[]).map((p) => p.id);
    // Both teams seal a signal at the deal (GAM-010); every sealed hash is the one the game logged.
    expect(r.secrets!.filter((s) => s.step === 0).map((s) => s.team)).toEqual(['A', 'B']);
    for (const s of r.secrets!) {
      expect(palette).toContain(s.entry);
      expect(s.sealed).toMatch(/^[0-9a-f]{16,}$/);
    }
    expect(verifyReplay(r, g).ok).toBe(true);
    const other = palette.find((p) => p !== r.secrets![0]!.entry)!;
    const edited = { ...r, secrets: [{ ...r.secrets![0]!, entry: other }, ...r.secrets!.slice(1)] };
    const v = verifyReplay(edited, g);
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.error).toMatchObject({ code: 'replay/diverged', step: 0 });
  });
});

describe('simulated seats (docs/rules/gamsh.md player list)', () => {
  it('real-time kinds record the default bot with every effective parameter; turn-based kinds the level they played (normal unless told)', async () => {
    const { simulatedSeats } = await import('../src/engine');
    const { DEFAULT_GAMSH_BOT } = await import('../src/engine/kinds/gamsh/bot-params');
    const loaded = loadCompiledGame('gamsh/gamsh-alpin');
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
    const g = loaded.game;
    const seats = simulatedSeats(g, { attentionPartner: 0.9 });
    expect(seats).toHaveLength(4);
    expect(seats[0]!.params).toEqual({ ...DEFAULT_GAMSH_BOT, attentionPartner: 0.9 });
    const trial = runKindTrial(
      g,
      seats.map(() => randomBot),
      'seats-1',
    );
    const rec = recordReplay(g, seats, 'seats-1', trial.actions);
    if (!rec.ok) throw new Error(rec.error.message);
    expect(rec.value.seats.map((s) => [s.bot, s.team])).toEqual([
      ['realtime-default', 0],
      ['realtime-default', 1],
      ['realtime-default', 0],
      ['realtime-default', 1],
    ]);
    expect(parseReplay(JSON.parse(serializeReplay(rec.value))).ok).toBe(true);
    expect(simulatedSeats(game())).toEqual(Array.from({ length: 4 }, () => ({ occupant: 'bot', bot: 'normal' })));
    expect(simulatedSeats(game(), {}, ['random'])).toEqual(
      Array.from({ length: 4 }, () => ({ occupant: 'bot', bot: 'random' })),
    );
  });
});

describe('host games:simulate', () => {
  it('simulates a real-time Gämsh game with its default bots and saves a replay that verifies, with bot parameters per seat', async () => {
    const { mkdtempSync, readFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join, resolve } = await import('node:path');
    const { createHostService } = await import('../src/host/service');
    const replayDir = mkdtempSync(join(tmpdir(), 'rb-sim-'));
    const host = createHostService({ root: resolve(__dirname, '..'), replayDir });
    const r = await host['games:simulate']({ rulesetId: 'gamsh/gamsh-alpin', seed: 'host-sim-1' });
    if (!r.ok) throw new Error(r.message);
    const parsed = parseReplay(JSON.parse(readFileSync(join(replayDir, r.file), 'utf8')));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const loaded = loadCompiledGame('gamsh/gamsh-alpin');
    if (!loaded.ok) throw new Error('load');
    expect(parsed.value.steps.length).toBeGreaterThan(100);
    expect(parsed.value.steps.every((s) => typeof s.time === 'number')).toBe(true);
    expect(parsed.value.outcome).not.toBeNull();
    expect(parsed.value.seats[0]!.params?.['attentionPartner']).toBe(0.6);
    expect(verifyReplay(parsed.value, loaded.game).ok).toBe(true);
  });
});

describe('opening damaged replays with header extras', () => {
  it('an edited effective option or sealed secret is named as the first bad step', async () => {
    const { openReplayPrefix } = await import('../src/engine');
    const loaded = loadCompiledGame('gamsh/gamsh-alpin');
    if (!loaded.ok) throw new Error('load');
    const g = loaded.game;
    const trial = runKindTrial(
      g,
      Array.from({ length: 4 }, () => randomBot),
      'open-extras-1',
    );
    const rec = recordReplay(
      g,
      Array.from({ length: 4 }, () => ({ occupant: 'bot' as const, bot: 'gamsh-bot' })),
      'open-extras-1',
      trial.actions,
    );
    if (!rec.ok) throw new Error(rec.error.message);
    const r = rec.value;
    const ok = openReplayPrefix(JSON.parse(serializeReplay(r)));
    expect(ok.ok && ok.value.firstBadStep).toBe(null);
    const edited = openReplayPrefix({
      ...r,
      ruleset: { ...r.ruleset, effective: { ...r.ruleset.effective, target: 99 } },
    });
    expect(edited.ok && edited.value.firstBadStep).toBe(0);
    if (edited.ok) expect(edited.value.diagnostics[0]).toMatchObject({ code: 'replay/ruleset-changed' });
    // A changed seal at the deal: nothing is trusted.
    const atDeal = openReplayPrefix({
      ...r,
      secrets: r.secrets!.map((x, k) => (k === 1 ? { ...x, sealed: '0'.repeat(16) } : x)),
    });
    expect(atDeal.ok && atDeal.value.firstBadStep).toBe(0);
    if (atDeal.ok) expect(atDeal.value.diagnostics[0]).toMatchObject({ code: 'replay/secrets-differ' });
    // A secret the game never set, claimed after step 5: the replay opens up to step 4.
    const extra = openReplayPrefix({
      ...r,
      secrets: [...r.secrets!, { step: 5, team: 'A', sealed: 'f'.repeat(16), entry: 'wink' }],
    });
    expect(extra.ok && extra.value.firstBadStep).toBe(5);
    if (extra.ok) {
      expect(extra.value.validSteps).toBe(4);
      expect(extra.value.diagnostics[0]).toMatchObject({ code: 'replay/secrets-differ' });
      expect(extra.value.diagnostics[0]!.message).toContain('Step 5');
    }
  });
});

describe('re-checking a replay under other rules (docs/architecture.md "Replays")', () => {
  function compiled(ref: string, overrides: Record<string, unknown> = {}) {
    const loaded = loadCompiledGame(ref, { overrides: overrides as never });
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
    return loaded.game;
  }

  it('under the recorded rules every step holds, every position and the outcome are the recorded ones', () => {
    const r = replayFor('recheck-1');
    const res = recheckReplay(r, game());
    expect(res).toEqual({
      ok: true,
      value: {
        steps: r.steps.length,
        applied: r.steps.length,
        divergence: null,
        firstDifference: null,
        outcome: r.outcome,
        recordedOutcome: r.outcome,
      },
    });
  });

  it('DOG-068: without 7s sending passed pieces home, positions first differ at the first 7 that sent one home', () => {
    for (const seed of ['recheck-7a', 'recheck-7b', 'recheck-7c']) {
      const r = replayFor(seed);
      const session = createReplaySession(r, game());
      let k = 0;
      for (let i = 1; i <= r.steps.length && !k; i++) {
        const frame = session.seek(i);
        if (!frame.ok) throw new Error(frame.error.message);
        if (frame.value.events.some((e) => e.rule === 'DOG-068')) k = i;
      }
      if (!k) continue;
      const res = recheckReplay(r, compiled('dog/standard', { sevenSendsHomePassed: false }));
      if (!res.ok) throw new Error(res.error.message);
      const v = res.value;
      // Everything before step k is as recorded; step k itself either leads elsewhere or (if its notation named
      // the piece sent home) is refused.
      expect(v.applied).toBeGreaterThanOrEqual(k - 1);
      if (v.firstDifference !== null) expect(v.firstDifference).toBe(k);
      else expect(v.divergence?.step).toBe(k);
      if (v.divergence) {
        expect(v.divergence.step).toBe(v.applied + 1);
        expect(v.divergence.action).toBe(r.steps[v.divergence.step - 1]!.action);
        expect(v.divergence.seat).toBe(r.steps[v.divergence.step - 1]!.seat);
      }
      return;
    }
    throw new Error('no game with a 7 that sent a passed piece home');
  });

  it('GAM-080: with a lower target the game ends at the step a team reaches it; the next input is refused', () => {
    const g = compiled('gamsh/gamsh-alpin');
    const trial = runKindTrial(
      g,
      Array.from({ length: g.layout.seatCount }, () => randomBot),
      'recheck-gamsh',
    );
    const rec = recordReplay(
      g,
      Array.from({ length: g.layout.seatCount }, () => ({ occupant: 'bot' as const, bot: 'gamsh-bot' })),
      'recheck-gamsh',
      trial.actions,
    );
    if (!rec.ok) throw new Error(rec.error.message);
    const r = rec.value;
    const session = createReplaySession(r, g);
    const totals: Record<string, number> = {};
    let k = 0;
    for (let i = 1; i <= r.steps.length && !k; i++) {
      const frame = session.seek(i);
      if (!frame.ok) throw new Error(frame.error.message);
      for (const e of frame.value.events)
        if (e.type === 'score') totals[String(e.team)] = (totals[String(e.team)] ?? 0) + Number(e.delta);
      if (Object.values(totals).some((t) => t >= 3)) k = i;
    }
    expect(k).toBeGreaterThan(0);
    expect(k).toBeLessThan(r.steps.length);
    const res = recheckReplay(r, compiled('gamsh/gamsh-alpin', { target: 3 }));
    if (!res.ok) throw new Error(res.error.message);
    expect(res.value.applied).toBe(k);
    expect(res.value.firstDifference).toBe(k);
    expect(res.value.outcome).not.toBeNull();
    expect(res.value.outcome).not.toEqual(r.outcome);
    expect(res.value.divergence).toMatchObject({ step: k + 1, seat: r.steps[k]!.seat, action: r.steps[k]!.action });
    expect(res.value.divergence!.message).toMatch(/over/);
  });

  it('a replay of another kind or another table is refused with the reason, not re-run', () => {
    const r = replayFor('recheck-other');
    const kind = recheckReplay(r, compiled('gassi/gassi-2.5.3'));
    expect(!kind.ok && kind.error).toMatchObject({ code: 'replay/other-kind' });
    const table = recheckReplay(r, compiled('dog/maerki-3p'));
    expect(!table.ok && table.error).toMatchObject({ code: 'replay/other-table' });
    if (!table.ok) expect(table.error.message).toContain('teams 0,1,0,1');
    const six = recheckReplay(r, compiled('dog/octopus-6p-3x2'));
    expect(!six.ok && six.error).toMatchObject({ code: 'replay/other-table' });
  });
});

describe('re-checking across every bundled variant (property)', () => {
  it('never throws; a refused step follows the steps that hold; positions first differ no later than a refusal', () => {
    const ids = [
      'dog/standard',
      'dog/netzone',
      'dog/maerki',
      'dog/maerki-3p',
      'dog/octopus-4p',
      'dog/octopus-6p-3x2',
      'dog/octopus-6p-2x3',
      'dog/canadian',
      'gamsh/gamsh-alpin',
      'gamsh/gamsh-alpin-foehn',
    ];
    const games = new Map(
      ids.map((id) => {
        const l = loadCompiledGame(id);
        if (!l.ok) throw new Error(id);
        return [id, l.game] as const;
      }),
    );
    let checked = 0;
    for (const [id, g] of games) {
      const trial = runKindTrial(
        g,
        Array.from({ length: g.layout.seatCount }, () => randomBot),
        `prop-${id}`,
      );
      const rec = recordReplay(
        g,
        Array.from({ length: g.layout.seatCount }, () => ({ occupant: 'bot' as const, bot: 'random' })),
        `prop-${id}`,
        trial.actions,
      );
      if (!rec.ok) throw new Error(rec.error.message);
      for (const [other, h] of games) {
        const r = recheckReplay(rec.value, h);
        if (!r.ok) {
          expect(['replay/other-kind', 'replay/other-table']).toContain(r.error.code);
          expect(g.kind.id !== h.kind.id || g.layout.seatCount !== h.layout.seatCount || id !== other).toBe(true);
          continue;
        }
        checked++;
        const v = r.value;
        expect(v.steps).toBe(rec.value.steps.length);
        expect(v.applied).toBeLessThanOrEqual(v.steps);
        if (v.divergence) expect(v.divergence.step).toBe(v.applied + 1);
        else expect(v.applied).toBe(v.steps);
        if (v.firstDifference !== null) expect(v.firstDifference).toBeLessThanOrEqual(v.applied);
        if (id === other) expect(recheckStatus(v)).toBe('same');
      }
    }
    expect(checked).toBeGreaterThan(ids.length);
  });
});
