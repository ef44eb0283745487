// The scenario runner reports failures precisely (expected vs actual), not just passes.
import { describe, expect, it } from 'vitest';
import { compileRuleset } from '../compile';
import type { CompiledGame } from '../core/game';
import type { Ruleset } from '../ruleset/types';
import { parseScenario, type Scenario } from './schema';
import { runScenario } from './run';
import { firstFailure } from './report';

const ruleset: Ruleset = {
  id: 'dog/test',
  kind: 'dog',
  name: 'Dog test',
  version: '1',
  source: 'test',
  language: 'de',
  description: '',
  chain: ['dog/test'],
  extends: null,
  options: {},
  examples: [],
  texts: {},
  presentation: {},
};

function game(): CompiledGame {
  const r = compileRuleset(ruleset);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

function scenario(data: Record<string, unknown>): Scenario {
  const r = parseScenario({ ruleset: 'dog/test', rules: ['DOG-050'], title: 'test', ...data });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.scenario;
}

describe('runScenario', () => {
  it('passes a correct scenario and counts its checks', () => {
    const rep = runScenario(
      game(),
      scenario({ position: 'P5|P8||', turn: 0, hands: { 0: [3] }, only: ['3:P5>P8'], play: '3:P5>P8', after: 'P8|||' }),
    );
    expect(rep.ok).toBe(true);
    expect(rep.checks.map((c) => c.kind)).toEqual(['only', 'play', 'after']);
  });

  it('reports missing and unexpected actions of `only`', () => {
    const rep = runScenario(
      game(),
      scenario({ position: 'P5|P8||', turn: 0, hands: { 0: [3, 5] }, only: ['3:P5>P8', '4:P5>P9'] }),
    );
    expect(rep.ok).toBe(false);
    const msg = firstFailure(rep)!;
    expect(msg).toContain('missing: 4:P5>P9');
    expect(msg).toContain('unexpected: 5:P5>P10');
  });

  it('reports a legal action listed as illegal and vice versa', () => {
    const rep = runScenario(
      game(),
      scenario({ position: 'P5|P8||', turn: 0, hands: { 0: [3] }, legal: ['5:P5>P10'], illegal: ['3:P5>P8'] }),
    );
    const failed = rep.checks.filter((c) => !c.ok);
    expect(failed.map((c) => c.kind)).toEqual(['legal', 'illegal']);
    expect(failed[0].message).toContain('action/not-legal');
    expect(failed[0].message).toContain('3:P5>P8');
    expect(failed[1].message).toContain('accepted');
  });

  it('reports the expected and the actual position after a play', () => {
    const rep = runScenario(
      game(),
      scenario({ position: 'P5|P8||', turn: 0, hands: { 0: [3] }, play: '3:P5>P8', after: 'P8|P8||' }),
    );
    expect(firstFailure(rep)).toMatch(/expected position P8\|P8\|\|.*actual P8\|\|\|/);
  });

  it('compares positions in the kind canonical form', () => {
    const rep = runScenario(
      game(),
      scenario({ position: 'P3P5|||', turn: 0, hands: { 0: [7] }, play: '7:P5>P12', after: 'P12P3|||' }),
    );
    expect(rep.ok).toBe(true);
  });

  it('reports a position the kind cannot read as a setup failure and goes on with the next step', () => {
    const rep = runScenario(
      game(),
      scenario({
        steps: [
          { position: 'P99|||', turn: 0 },
          { position: '|||', turn: 0, hands: { 0: [A()] }, only: ['A:exit'] },
        ],
      }),
    );
    expect(rep.checks[0]).toMatchObject({ step: 1, kind: 'setup', ok: false });
    expect(rep.checks[1]).toMatchObject({ step: 2, kind: 'only', ok: true });
  });

  it("rebuilds a later step from the previous step's board, or continues the game state", () => {
    const rep = runScenario(
      game(),
      scenario({
        position: '|P16*||',
        steps: [
          { turn: 1, hands: { 1: [4, 5] }, play: '4:P16>P12', after: '|P12||' },
          { continue: true, turn: 1, only: ['5:P12>F0', '5:P12>P17'] },
          { turn: 1, hands: { 1: [2] }, only: ['2:P12>P14'] },
        ],
      }),
    );
    expect(rep.checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('refuses checks at the top level next to steps', () => {
    const r = parseScenario({
      ruleset: 'dog/test',
      rules: ['DOG-050'],
      title: 't',
      only: ['discard'],
      steps: [{ position: '|||' }],
    });
    expect(r.ok).toBe(false);
  });

  it("DIG-039: a real-time `wait` during which the kind's timers end the game passes, and later checks see the end", () => {
    const gamsh: Ruleset = { ...ruleset, id: 'gamsh/test', kind: 'gamsh', name: 'Gämsh test' };
    const g = compileRuleset(gamsh, { simultaneousCalls: 'allWithinWindow' });
    if (!g.ok) throw new Error(JSON.stringify(g.error));
    const start = {
      ruleset: 'gamsh/test',
      rules: ['GAM-080'],
      position: 'A8 B7 | M6-D1 M7-D1 M8-D1 M9-D1',
      hands: { 0: ['M2-D1', 'M2-D2', 'M2-D3', 'M2-N'] },
    };
    // HG-13: the right Gämsh at 1000 is held for 500 ms; when the hold ends (1501) it scores A 9 (GAM-080).
    const run = (waitUntil: number) =>
      runScenario(
        g.value,
        scenario({
          ...start,
          play: [
            { seat: 2, action: 'call:gamsh', time: 1000 },
            { seat: 0, action: 'wait', time: waitUntil },
          ],
          afterView: { scores: [9, 7] },
          outcome: { winners: [0, 2], team: 0 },
        }),
      );
    const ended = run(1501);
    expect(firstFailure(ended)).toBeNull();
    expect(ended.checks.find((c) => c.kind === 'play' && /wait/.test(c.label))?.message).toMatch(
      /ended by the kind's timers/,
    );
    // Before the hold ends the game goes on: the wait is an ordinary input and the end checks fail.
    const early = run(1400);
    expect(early.ok).toBe(false);
    expect(early.checks.find((c) => !c.ok)?.kind).toBe('afterView');
    // Any other input after the end is still refused (it is not a `wait`).
    const call = runScenario(
      g.value,
      scenario({
        ...start,
        play: [
          { seat: 2, action: 'call:gamsh', time: 1000 },
          { seat: 1, action: 'call:gamsh', time: 1600 },
        ],
      }),
    );
    expect(firstFailure(call)).toMatch(/action\/game-over/);
  });
});

function A(): string {
  return 'A';
}
