// Terminal play: the list of legal moves says Dog's 10 as the hand beside it does — `give:10`, `10:P0>P10`,
// `X=10:…` — not the notation letter (`give:T`), and every listed move typed back as shown is the move it lists
// (readEntry). The reasons for a refused entry quote moves the same way. DOG-014 (the exchange), DOG-030 (a 10 moves
// ten fields), DOG-017 (a Joker as 10).
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  listLegalActions,
  snapshotFromState,
  type CompiledGame,
  type ScenarioSituation,
  type Snapshot,
} from '../src/engine';
import { loadCompiledGame } from '../src/host/rulesets';
import { describeTurn, readEntry, shownAction, whyNotLegal } from '../src/cli/play';

function compiled(id: string): CompiledGame {
  const r = loadCompiledGame(id);
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.game;
}
const game = compiled('dog/standard');
function at(sit: ScenarioSituation): Snapshot {
  const r = game.kind.fromScenario(game.rules, sit);
  if (!r.ok) throw new Error(r.error.message);
  return snapshotFromState(game, r.value);
}
/** The numbered moves of the "legal:" line of `describeTurn`, without their numbers. */
function listed(text: string): string[] {
  const line = text.split('\n').find((l) => /^(legal|möglich): /.test(l)) ?? '';
  return line
    .replace(/^[^:]+: /, '')
    .split(/\s{2}/)
    .filter((x) => /^\d+\) /.test(x))
    .map((x) => x.replace(/^\d+\) /, ''));
}

describe('terminal play says the 10 as the hand does', () => {
  const exchange = at({
    position: '|||',
    hands: {
      0: ['T', '2', '5', '7', 'Q', 'X'],
      1: ['2', '3', '5', '6', '8', '9'],
      2: ['A', '2', '3', '4', '5', '6'],
      3: ['7', '8', '9', 'J', 'Q', 'K'],
    },
    extra: { phase: 'exchange', round: 1, dealer: 3, starter: 0 },
  });
  const play = at({ position: 'P0P20|||', turn: 0, hands: { 0: ['T', '3'], 1: ['2'], 2: ['3'], 3: ['4'] } });
  const joker = at({ position: 'P20|||', turn: 0, hands: { 0: ['X'], 1: ['2'], 2: ['3'], 3: ['4'] } });

  it('DOG-014: the exchange lists give:10 beside a hand showing 10, in English and German', () => {
    for (const lang of ['en', 'de'] as const) {
      const text = describeTurn(game, exchange, 0, { lang, names: ['Anna'] });
      expect(text).toMatch(/[Hh]and: 2 5 7 10 Q X$/m);
      expect(listed(text)).toContain('give:10');
      expect(text).not.toMatch(/give:T\b/);
    }
  });

  it('DOG-030, DOG-017: moves with a 10 or a Joker as 10 read 10:… and X=10:…; field names stay', () => {
    const shown = [play, joker].flatMap((snap) => listed(describeTurn(game, snap, 0, { lang: 'en', names: ['Anna'] })));
    expect(shown).toContain('10:P0>P10');
    expect(shown).toContain('10:P20>P30');
    expect(shown).toContain('X=10:P20>P30');
    expect(shown.filter((n) => /^(X=)?T:|give:T/.test(n))).toEqual([]);
    expect(shownAction(game, 'T:P10>P20')).toBe('10:P10>P20');
    expect(shownAction(game, 'J:P10<>P30')).toBe('J:P10<>P30');
    expect(shownAction(compiled('gassi/gassi-2.5.3'), 'T RIVER')).toBe('T RIVER');
  });

  it('every listed move, typed as shown, is the move listed (readEntry reads the 10 back)', () => {
    for (const snap of [exchange, play, joker]) {
      const legal = listLegalActions(game, snap, 0).map((a) => a.notation);
      const shown = listed(describeTurn(game, snap, 0, { lang: 'en' }));
      expect(shown.map((n) => readEntry(game, n))).toEqual(legal.slice(0, shown.length));
      for (const n of shown) expect(applyAction(game, snap, { seat: 0, notation: readEntry(game, n) }).ok).toBe(true);
    }
  });

  it('a refused entry quotes the legal moves with 10 as well', () => {
    const why = whyNotLegal(game, play, 0, 'T:P20>P31', 'not legal', { lang: 'en', names: ['Anna'] });
    expect(why).toContain('10:P0>P10');
    expect(why).not.toMatch(/\bT:/);
  });
});
