// The Dog win model of the `expert` bot (kinds/dog/heuristic.ts `dogTeamFeatures`, `dogWinChances`) — its
// features computed by hand on a small position, and the evaluation's shape for every team layout.
import { describe, expect, it } from 'vitest';
import {
  DOG_FEATURES,
  DOG_WIN_WEIGHTS,
  dogTeamFeatures,
  dogWinChances,
  dogWinEvaluate,
} from '../src/engine/kinds/dog/heuristic';
import { dogBots } from '../src/engine/kinds/dog/bots';
import { at, rulesOf } from '../src/engine/kinds/dog/test-helpers';
import { startGame, type CompiledGame, type Snapshot } from '../src/engine';
import { loadCompiledGame } from '../src/host/rulesets';

const T = 4 * 69; // progress units: four pieces of N + 5 = 69 fields (N = 64)

describe('Dog win model features', () => {
  const rules = rulesOf();
  // Seat 0: a piece blocking its start field P0 (DOG-040), one on P10 with seat 1's P5 five fields behind it
  // (capturable with a 5, DOG-050), one in finish slot F1, one in the kennel. Seat 1: P5 (travelled 53 of 64 from
  // its start P16: near its finish) and P32, seat 2's start field while seat 2 has kennel pieces (DOG-023), with
  // seat 2's P20 twelve fields behind it. Seat 2: P20 (travelled 52: near). Seat 3: all in the kennel.
  const s = at(rules, 'P0*P10F1|P5P32|P20|', 0, ['A', '7', 'K', '3'], { 1: ['5'], 2: ['2', '3'], 3: ['X', '4'] });

  it('computes every feature of both teams as DOG_FEATURES documents it (DOG-020, DOG-040, DOG-050, DOG-060, DOG-080)', () => {
    const [t0, t1] = dogTeamFeatures(rules, s);
    const named = (f: number[]) => Object.fromEntries(DOG_FEATURES.map((k, j) => [k, f[j]]));
    const expect0 = {
      progress: (79 / T + 53 / T) / 2, // seat 0: 1 + 11 + (64 + 2 + 1); seat 2: 1 + 52
      kennel: (1 / 4 + 3 / 4) / 2,
      finish: 1 / 8,
      atRisk: 1 / 8,
      onForeignStart: 0,
      nearFinish: 1 / 8,
      blocking: 1 / 8,
      exitCards: (1 / 4 + 0) / 2, // seat 0 holds A and K but has one kennel piece; seat 2 holds none
      hand: (4 / 6 + 2 / 6) / 2,
      flexible: (1 / 6 + 0) / 2,
      laggard: 53 / T,
      toMove: 1,
    };
    const expect1 = {
      progress: (71 / T + 0) / 2, // seat 1: (1 + 53) + (1 + 16)
      kennel: (2 / 4 + 1) / 2,
      finish: 0,
      atRisk: 2 / 4 / 2,
      onForeignStart: 1 / 4 / 2,
      nearFinish: 1 / 4 / 2,
      blocking: 0,
      exitCards: (0 + 1 / 4) / 2, // seat 3's Joker can bring out one of its four kennel pieces (DOG-017, DOG-020)
      hand: (1 / 6 + 2 / 6) / 2,
      flexible: (0 + 2 / 6) / 2,
      laggard: 0,
      toMove: 0,
    };
    for (const [k, v] of Object.entries(expect0)) expect(named(t0!)[k], `team 0 ${k}`).toBeCloseTo(v, 12);
    for (const [k, v] of Object.entries(expect1)) expect(named(t1!)[k], `team 1 ${k}`).toBeCloseTo(v, 12);
  });

  it('a Four played backwards threatens: a piece four fields ahead of an opponent is at risk (DOG-060)', () => {
    const r = at(rules, 'P20|P24||', 0, ['2']);
    expect(dogTeamFeatures(rules, r)[0]![DOG_FEATURES.indexOf('atRisk')]).toBeCloseTo(1 / 8, 12); // seat 0's P20: 4 behind P24
    const far = at(rules, 'P20|P26||', 0, ['2']);
    expect(dogTeamFeatures(rules, far)[0]![DOG_FEATURES.indexOf('atRisk')]).toBe(0); // 6 ahead: no card moves 6 back
  });

  it('gives a team a higher chance with a piece home instead of in the kennel, and a lower one with a piece at risk', () => {
    const base = dogWinChances(rules, at(rules, 'P10|P40||', 0, ['2']));
    expect(base.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    const home = dogWinChances(rules, at(rules, 'P10F3|P40||', 0, ['2']));
    expect(home[0]).toBeGreaterThan(base[0]!);
    const risk = dogWinChances(rules, at(rules, 'P10|P40P5||', 0, ['2']));
    const safe = dogWinChances(rules, at(rules, 'P10|P40P30||', 0, ['2'])); // the same piece out, 20 fields ahead
    expect(risk[0]).toBeLessThan(safe[0]!);
  });
});

describe('Dog win model as the expert evaluation', () => {
  it('has one weight per feature, and the expert level (only) evaluates with it', () => {
    expect(DOG_WIN_WEIGHTS).toHaveLength(DOG_FEATURES.length);
    expect(dogBots.search!.expert.evaluate).toBe(dogWinEvaluate);
    expect(dogBots.search!.strong.evaluate).toBeUndefined();
  });

  it.each(['dog/standard', 'dog/maerki-3p', 'dog/octopus-6p-3x2', 'dog/octopus-6p-2x3'])(
    "%s: every seat of a team gets its team's chance, the chances sum to 1, a finished game scores its outcome",
    (id) => {
      const loaded = loadCompiledGame(`rulesets/${id}.yaml`);
      if (!loaded.ok) throw new Error(`${id} does not load`);
      const game: CompiledGame = loaded.game;
      const snap: Snapshot = startGame(game, 'wm');
      const v = dogWinEvaluate(game, snap);
      const teams = game.layout.teams;
      const perTeam = teams.map((seats) => v[seats[0]!]!);
      for (const [t, seats] of teams.entries()) for (const s of seats) expect(v[s]).toBe(perTeam[t]);
      expect(perTeam.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      const over: Snapshot = {
        ...snap,
        outcome: { winners: teams[0]!.slice(), team: 0, reason: 'finished', rule: 'DOG-110' },
      };
      const o = dogWinEvaluate(game, over);
      for (const s of teams[0]!) expect(o[s]).toBe(1);
      for (const s of teams[1]!) expect(o[s]).toBe(0);
    },
  );
});
