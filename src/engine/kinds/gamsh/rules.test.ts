// Rule checks that need no scenario file: checkAction agrees with legalActions (the core contract), quartets
// (GAM-002), wrong-call payouts with 2 teams (GAM-034), the Snack is never listed for taking (GAM-051).
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  applyInput,
  listLegalActions,
  snapshotFromState,
  startGame,
  type CompiledGame,
} from '../../core/game';
import { runRealtimeTrial } from '../../bots/realtime';
import { gamshGame } from '../../../../tests/support/gamsh-situations';
import { gamshBot } from './bot';
import { isQuartet } from './cards';
import { checkGamshAction } from './legal';
import type { GamshState } from './state';

/** A Gämsh game compiled from `options` alone (tests/support/gamsh-situations.ts). */
const game = (options: Record<string, unknown>): CompiledGame => gamshGame(options, 't');

describe('Gämsh rules', () => {
  it('GAM-002: a quartet is 4 cards of one motif; 3 cards never (DIG-013); the Farmer lowers it to 3 (GAM-063)', () => {
    expect(isQuartet(['ALP-D1', 'ALP-D2', 'ALP-D3', 'ALP-N'])).toBe(true);
    expect(isQuartet(['ALP-D1', 'ALP-D2', 'ALP-D3', 'M2-N'])).toBe(false);
    expect(isQuartet(['ALP-D1', 'ALP-D2', 'ALP-D3'])).toBe(false);
    expect(isQuartet(['ALP-D1', 'ALP-D2', 'ALP-D3', 'M2-N'], true)).toBe(true);
    expect(isQuartet(['ALP-D1', 'ALP-D2', 'BULL', 'M2-N'], true)).toBe(false);
  });

  it('checkAction accepts exactly what legalActions lists, along a simulated game with Föhn cards', () => {
    const g = game({ teams: 3, foehnCards: ['GAMEKEEPER', 'FARMER', 'SNACK', 'BULL'] });
    const trial = runRealtimeTrial(
      g,
      Array.from({ length: 6 }, () => gamshBot()),
      'consistency',
    );
    let snap = startGame(g, 'consistency');
    const probes = [
      'take:SNACK',
      'discard:ALP-D1',
      'slap:BULL',
      'slap:GAMEKEEPER',
      'call:gamsh+farmer',
      'pass',
      'secret:wink',
      'call:counter:0',
    ];
    for (const [i, a] of trial.actions.entries()) {
      if (i % 7 === 0)
        for (let seat = 0; seat < 6; seat++) {
          const listed = new Set(listLegalActions(g, snap, seat).map((x) => x.notation));
          for (const n of [...listed, ...probes])
            expect(
              checkGamshAction(g.rules as never, snap.state as GamshState, { seat, notation: n }) === null,
              n,
            ).toBe(listed.has(n));
          expect(listed.has('take:SNACK')).toBe(false);
        }
      snap = applyInput(g, snap, a).snapshot;
    }
  });

  it('GAM-034: with 2 teams a wrong Gämsh gives the other team the point; a right one scores for the caller', () => {
    const g = game({ teams: 2 });
    const built = g.kind.fromScenario(g.rules, {
      position: '| M6-D1 M7-D1 M8-D1 M9-D1',
      hands: { 0: ['ALP-D1', 'ALP-D2', 'ALP-D3', 'ALP-N'] },
    });
    if (!built.ok) throw new Error(built.error.message);
    const snap = snapshotFromState(g, built.value);
    const right = applyAction(g, snap, { seat: 2, notation: 'call:gamsh', time: 10 });
    const wrong = applyAction(g, snap, { seat: 1, notation: 'call:gamsh', time: 10 });
    expect(right.ok && (right.value.snapshot.state as GamshState).scores).toEqual([1, 0]);
    expect(wrong.ok && (wrong.value.snapshot.state as GamshState).scores).toEqual([1, 0]);
  });

  it('DIG-001/002: an input earlier than the engine clock is refused (action/out-of-order), snapshot unchanged', () => {
    const g = game({ teams: 2 });
    const s0 = startGame(g, 'x');
    const later = applyAction(g, s0, { seat: 0, notation: 'signal:wink', time: 5000 });
    expect(later.ok).toBe(true);
    if (!later.ok) return;
    const r = applyAction(g, later.value.snapshot, { seat: 1, notation: 'signal:wink', time: 4999 });
    expect(!r.ok && r.error.code).toBe('action/out-of-order');
  });
});

// Scenario files are untrusted input (docs/notation-gamsh.md, Positions): `passed` lists seats, `midSwap` is keyed by
// seats, `round` counts from 1, `lastDiscard` is a time no later than `now`. Anything else is scenario/bad-extra naming
// the key and the value (before, `passed: [true, false]` and `midSwap: {"1.5": …}` were ignored, `round: -1` kept).
describe('Gämsh scenario extra values', () => {
  const g = game({ teams: 2 });
  const build = (extra: Record<string, unknown>, hands: Record<string, string[]> = {}) =>
    g.kind.fromScenario(g.rules, { position: '| M6-D1 M7-D1 M8-D1 M9-D1', hands, extra } as never);
  const refused = (extra: Record<string, unknown>) => {
    const r = build(extra);
    return r.ok ? 'accepted' : `${r.error.code}: ${r.error.message}`;
  };
  it.each([
    [{ passed: [true, false] }, 'extra.passed must be a list of seats, got [true,false]'],
    [{ passed: [4] }, 'extra.passed must be a list of seats, got [4]'],
    [{ passed: [0.5] }, 'extra.passed must be a list of seats, got [0.5]'],
    [{ passed: ['1'] }, 'extra.passed must be a list of seats, got ["1"]'],
    [{ midSwap: { '1.5': 'M9-D1' } }, 'extra.midSwap: "1.5" is not a seat 0…3'],
    [{ midSwap: { '-1': 'M9-D1' } }, 'extra.midSwap: "-1" is not a seat 0…3'],
    [{ midSwap: { '': 'M9-D1' } }, 'extra.midSwap: "" is not a seat 0…3'],
    [{ midSwap: { 4: 'M9-D1' } }, 'extra.midSwap: "4" is not a seat 0…3'],
    [{ midSwap: ['M9-D1'] }, 'extra.midSwap must be a map { "<seat>": card }, got ["M9-D1"]'],
    [{ round: -1 }, 'extra.round must be a whole number from 1 to 10000, got -1'],
    [{ round: 0 }, 'extra.round must be a whole number from 1 to 10000, got 0'],
    [{ round: 1.5 }, 'extra.round must be a whole number from 1 to 10000, got 1.5'],
    [{ round: '2' }, 'extra.round must be a whole number from 1 to 10000, got "2"'],
    [{ round: 1e300 }, 'extra.round must be a whole number from 1 to 10000, got 1e+300'],
    [{ lastDiscard: -1 }, 'extra.lastDiscard must be a time in ms from 0 to extra.now (0), got -1'],
    [{ lastDiscard: 'x' }, 'extra.lastDiscard must be a time in ms from 0 to extra.now (0), got "x"'],
    [{ now: 5000, lastDiscard: 5001 }, 'extra.lastDiscard must be a time in ms from 0 to extra.now (5000), got 5001'],
  ])('%j', (extra, message) => {
    expect(refused(extra)).toBe(`scenario/bad-extra: ${message}`);
  });

  it('valid values build the state they describe', () => {
    const r = build({ now: 5000, lastDiscard: 100, passed: [0, 3], midSwap: { 1: 'M9-D1' }, round: 3 });
    if (!r.ok) throw new Error(r.error.message);
    const s = r.value as GamshState;
    expect({
      passed: s.passed,
      swap: s.swap.map((m) => m?.card ?? null),
      round: s.round,
      lastDiscard: s.lastDiscard,
      hand1: s.hands[1]!.length,
    }).toEqual({
      passed: [true, false, false, true],
      swap: [null, 'M9-D1', null, null],
      round: 3,
      lastDiscard: 100,
      hand1: 3,
    });
  });
});
