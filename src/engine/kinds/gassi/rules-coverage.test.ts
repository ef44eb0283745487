// Gassi rule checks for the IDs of docs/rules/gassi.md that no scenario exercised yet (structure, turn flow, dog
// states, bones and scoring). Every test checks the behaviour, so it fails if the rule is broken.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compileRuleset,
  createRng,
  parseRulesetText,
  resolveRuleset,
  type CompiledGame,
  type RulesetSource,
} from '../../index';
import { gassi } from './index';
import type { GassiRules } from './rules';
import type { GassiState } from './state';
import { scores } from './view';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const TEXT = readFileSync(join(ROOT, 'rulesets/gassi/gassi-2.5.3.yaml'), 'utf8');
const base = parseRulesetText(TEXT, 'gassi-2.5.3.yaml').source!;
const lookup = (id: string): RulesetSource | undefined => (id === base.data.id ? base : undefined);
function compile(overrides = {}): ReturnType<typeof compileRuleset> {
  const r = resolveRuleset(base, lookup);
  if (!r.ok) throw new Error('does not resolve');
  return compileRuleset(r.value, overrides, base);
}
function game(overrides = {}): CompiledGame<GassiRules, GassiState> {
  const g = compile(overrides);
  if (!g.ok) throw new Error(JSON.stringify(g.error));
  return g.value as CompiledGame<GassiRules, GassiState>;
}
const G = game();
const at = (position: unknown, turn: number, hands: Record<string, string[]> = {}, g = G): GassiState => {
  const r = gassi.fromScenario(g.rules, { position: position as never, turn, hands });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const legal = (s: GassiState, seat: number, g = G) => gassi.legalActions(g.rules, s, seat).map((a) => a.notation);
const play = (s: GassiState, seat: number, notation: string, g = G) => {
  expect(legal(s, seat, g)).toContain(notation);
  return gassi.apply(g.rules, s, { seat, notation }, createRng('t')).state;
};
const names = (s: GassiState, seat: number) => s.hands[seat]!.map((c) => G.rules.cards[c]!.name);
const pileOf = (s: GassiState, id: string) => s.dogs.find((d) => d.id === id)!.pile.map((c) => G.rules.cards[c]!.name);
const dog = (s: GassiState, id: string) => s.dogs.find((d) => d.id === id)!;
/** Fixture F without filler cards: hands hold exactly what the test gives. */
const F = (dogs: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  fixture: 'F',
  filler: 0,
  dogs,
  ...extra,
});

describe('material and setup (GAS-003…007)', () => {
  it('GAS-003: every realm has ATTACKER, DEFENDER and BEAST; WALKERs exist only in the natural realms', () => {
    const { cards, realms } = G.rules;
    for (const [r, realm] of realms.entries()) {
      for (const role of ['ATTACKER', 'DEFENDER', 'BEAST'])
        expect(cards.some((c) => c.realm === r && c.role === role)).toBe(true);
      expect(cards.some((c) => c.realm === r && c.role === 'WALKER')).toBe(realm.natural);
    }
  });

  it('GAS-004: bones come from an unlimited supply and everyone starts with none', () => {
    const { state } = gassi.setup(G.rules, createRng('b'));
    expect(state.supply).toBeNull();
    expect(state.bones).toEqual([0, 0, 0]);
    const limited = game({ boneSupply: 4, startBones: 1 });
    expect(gassi.setup(limited.rules, createRng('b')).state.supply).toBe(1);
  });

  it('GAS-005: 2 to 5 players', () => {
    expect(compile({ players: 2 }).ok).toBe(true);
    expect(compile({ players: 5 }).ok).toBe(true);
    expect(compile({ players: 6 }).ok).toBe(false);
    expect(compile({ players: 1 }).ok).toBe(false);
  });

  it('GAS-007: the starting player is drawn at random from the seed; seat0 always starts with seat 0', () => {
    const starters = new Set(
      Array.from({ length: 30 }, (_, i) => gassi.setup(G.rules, createRng(`s${i}`)).state.starter),
    );
    expect(starters).toEqual(new Set([0, 1, 2]));
    const s0 = game({ startingPlayer: 'seat0' });
    for (let i = 0; i < 5; i++) expect(gassi.setup(s0.rules, createRng(`s${i}`)).state.turn).toBe(0);
  });
});

describe('turns (GAS-010…017)', () => {
  it('GAS-010: turns go clockwise (seat + 1)', () => {
    let s = at(F(), 1, { 1: ['SACK'] });
    s = play(s, 1, 'PULL');
    expect(s.turn).toBe(2);
    s = play(s, 2, 'PULL');
    expect(s.turn).toBe(0);
  });

  it('GAS-011/GAS-012: a turn is one move — play cards or draw — and then the next seat moves', () => {
    const s = at(F(), 0, { 0: ['STREET', 'CATCHER'] });
    const l = legal(s, 0);
    expect(l).toContain('WALK STREET a1');
    expect(l).toContain('ATTACK CATCHER b1');
    expect(l).toContain('PULL');
    expect(play(s, 0, 'WALK STREET a1').turn).toBe(1);
    expect(play(s, 0, 'ATTACK CATCHER b1').turn).toBe(1);
  });

  it('GAS-015: the voluntary draw takes 1 card and ends the turn; not while an own dog is ATTACKED', () => {
    const s = at(F(), 0, { 0: ['SACK'] });
    const after = play(s, 0, 'PULL');
    expect(after.hands[0]!.length).toBe(2);
    expect(after.drawPile.length).toBe(s.drawPile.length - 1);
    expect(after.turn).toBe(1);
    const attacked = at(F({ a1: { state: 'ATTACKED', attacker: 'CATCHER' } }), 0, { 0: ['SACK'] });
    expect(legal(attacked, 0)).toEqual(['PULL a1']);
  });

  it('GAS-017: a player without a dog may only ADDDOG or draw', () => {
    const s = at({ turn: 0, draw: 20, bones: [0, 0, 0], filler: 0, dogs: { b1: { owner: 1, realm: 'STREETS' } } }, 0, {
      0: ['STREET', 'CATCHER', 'STREET'],
    });
    expect(legal(s, 0)).toEqual(['ADDDOG STREET', 'PULL']);
  });
});

describe('dogs and piles (GAS-020…024)', () => {
  it('GAS-020/GAS-021: a dog is its pile; cards of a resolved attack stay on it', () => {
    let s = at(F(), 0, { 0: ['CATCHER', 'SACK'], 1: ['COINS', 'SACK'] });
    s = play(s, 0, 'ATTACK CATCHER b1');
    expect(pileOf(s, 'b1')).toEqual(['STREET', 'CATCHER']);
    s = play(s, 1, 'DEFEND COINS b1');
    expect(dog(s, 'b1').state).toBe('DEFENDED');
    expect(pileOf(s, 'b1')).toEqual(['STREET', 'CATCHER', 'COINS']);
  });

  it('GAS-023: GIVEAWAY cards on a PENDING dog change neither attacker nor the defence it needs', () => {
    let s = at(F({ b1: { state: 'PENDING', attacker: 'CATCHER' } }), 0, { 0: ['FISH', 'SACK'], 2: ['COINS'] });
    s = play(s, 0, 'GIVEAWAY FISH b1');
    expect(dog(s, 'b1').attackers.map((c) => G.rules.cards[c]!.name)).toEqual(['CATCHER']);
    s = play(s, 1, 'PULL');
    const l = legal(s, 2);
    expect(l.some((a) => a.startsWith('RESCUE COINS b1'))).toBe(true);
    expect(l.some((a) => a.startsWith('RESCUE FISH'))).toBe(false);
  });

  it('GAS-024: no limit on dogs per player (maxDogsPerPlayer caps it when set)', () => {
    const s = at(F(), 0, { 0: ['RIVER'] });
    expect(legal(s, 0)).toContain('ADDDOG RIVER');
    expect(
      legal(at(F(), 0, { 0: ['RIVER'] }, game({ maxDogsPerPlayer: 2 })), 0, game({ maxDogsPerPlayer: 2 })),
    ).not.toContain('ADDDOG RIVER');
  });
});

describe('dog states (GAS-031…035)', () => {
  it('GAS-031: a WALKING dog may be attacked by others, walked and switched, but not attacked by its owner', () => {
    const s = at(F(), 0, { 0: ['CATCHER', 'STREET', 'COINS', 'WOOD'] });
    const l = legal(s, 0);
    expect(l).toContain('ATTACK CATCHER b1');
    expect(l).not.toContain('ATTACK CATCHER a1');
    expect(l).toContain('WALK STREET a1');
    expect(l).toContain('SWITCH WOOD:COINS a1');
  });

  it('GAS-032: ATTACKED forces its owner (DEFEND or PULL) and others may ATTACK+ it', () => {
    const s = at(F({ a1: { state: 'ATTACKED', attacker: 'CATCHER' } }), 0, { 0: ['COINS', 'STREET'], 1: ['CATCHER'] });
    expect(legal(s, 0).sort()).toEqual(['DEFEND COINS a1', 'PULL a1']);
    const next = { ...s, turn: 1 };
    expect(legal(next, 1)).toContain('ATTACK+ CATCHER a1');
  });

  it('GAS-033: PENDING does not block its owner', () => {
    const s = at(F({ a1: { state: 'PENDING', attacker: 'CATCHER' } }), 0, { 0: ['HUNTER'] });
    expect(legal(s, 0)).toContain('ATTACK HUNTER c1');
  });

  it('GAS-034: AFRAID forces its owner (pair DEFEND, ESCAPE or PULL) and others may PUNISH+ it', () => {
    const s = at(F({ a1: { state: 'AFRAID', attacker: 'CATCHER', beast: 'CAT', draw: 2, beneficiary: 1 } }), 0, {
      0: ['COINS', 'COINS', 'STREET', 'STREET', 'HUNTER'],
      2: ['CAT'],
    });
    expect(legal(s, 0).sort()).toEqual(['DEFEND COINS:COINS a1', 'ESCAPE STREET:STREET a1', 'PULL a1']);
    expect(legal({ ...s, turn: 2 }, 2)).toContain('PUNISH+ CAT a1 bone'); // realm rule: seat 2 has no STREETS dog
  });

  it('GAS-035: a DEFENDED dog cannot be attacked but may be walked and given cards', () => {
    const s = at(F({ b1: { state: 'DEFENDED' } }), 0, { 0: ['CATCHER', 'STREET', 'SACK'] });
    const l = legal(s, 0);
    expect(l).not.toContain('ATTACK CATCHER b1');
    expect(l).toContain('WALK STREET b1');
    expect(l).toContain('GIVEAWAY SACK b1');
  });
});

describe('realm rule, attacks and PULL (GAS-043, GAS-064, GAS-105, GAS-114, GAS-115, GAS-122)', () => {
  it("GAS-043: the realm rule also covers WALK on another player's dog", () => {
    const s = at(F(), 0, { 0: ['RIVER'] });
    expect(legal(s, 0)).not.toContain('WALK RIVER b2');
    expect(legal(s, 0)).toContain('WALK RIVER b2 bone');
  });

  it('GAS-064/GAS-114: a passive defence draws 1 card and ends the turn', () => {
    const s = at(F({ a1: { state: 'ATTACKED', attacker: 'CATCHER', draw: 1 } }), 0, { 0: ['HUNTER'] });
    const after = play(s, 0, 'PULL a1');
    expect(after.hands[0]!.length).toBe(2);
    expect(after.drawPile.length).toBe(s.drawPile.length - 1);
    expect(dog(after, 'a1').state).toBe('PENDING');
    expect(after.turn).toBe(1);
  });

  it('GAS-105: a PENDING dog is punishable at once, by other players only', () => {
    const s = at(F({ a1: { state: 'PENDING', attacker: 'CATCHER', since: 0 } }), 1, { 1: ['CAT'], 0: ['CAT'] });
    expect(legal(s, 1)).toContain('PUNISH CAT a1');
    expect(legal({ ...s, turn: 0 }, 0).some((a) => a.startsWith('PUNISH'))).toBe(false);
  });

  it('GAS-115: only the owner may PULL for a dog', () => {
    const s = at(F({ a1: { state: 'ATTACKED', attacker: 'CATCHER' } }), 1, { 1: ['SACK'] });
    expect(legal(s, 1)).not.toContain('PULL a1');
    expect(legal(s, 1)).toContain('PULL');
  });

  it("GAS-122: anyone may RESCUE a PENDING dog (and earns a bone for another player's dog)", () => {
    const s = at(F({ a1: { state: 'PENDING', attacker: 'CATCHER' } }), 1, { 1: ['COINS'] });
    const after = play(s, 1, 'RESCUE COINS a1');
    expect(dog(after, 'a1').state).toBe('DEFENDED');
    expect(after.bones[1]).toBe(s.bones[1]! + 1);
  });
});

describe('bones and scoring (GAS-150, GAS-153, GAS-154, GAS-166)', () => {
  it('GAS-150: ADDDOG earns 1 bone', () => {
    const s = at({ turn: 0, draw: 20, bones: [0, 0, 0], filler: 0, hadDog: [true, false, false], dogs: {} }, 0, {
      0: ['WOOD', 'SACK'],
    });
    expect(play(s, 0, 'ADDDOG WOOD').bones).toEqual([1, 0, 0]);
  });

  it('GAS-153: spending a bone lifts the realm rule for one move and costs the bone', () => {
    const s = at(F(), 0, { 0: ['FISHERMAN'] });
    expect(legal(s, 0)).not.toContain('ATTACK FISHERMAN b2');
    const after = play(s, 0, 'ATTACK FISHERMAN b2 bone');
    expect(after.bones[0]).toBe(0);
    expect(dog(after, 'b2').state).toBe('ATTACKED');
  });

  it('GAS-154: every bone held at the end is worth score.perBone points', () => {
    const end = { reason: 'goOut' as const, finisher: 0, rule: 'GAS-160' };
    const s = { ...at(F(), 0, { 1: ['SACK'], 2: ['SACK'] }), end };
    const more = { ...s, bones: [1, 4, 1] };
    expect(scores(G.rules, more)![1]! - scores(G.rules, s)![1]!).toBe(3 * G.rules.o.score.perBone);
  });

  it('GAS-166: an irregular end (GAS-113) scores the same way without the finisher bonus', () => {
    let s = at(F({ a1: { state: 'ATTACKED', attacker: 'CATCHER', draw: 3 } }, { draw: 2 }), 0, {
      0: ['HUNTER'],
      1: ['SACK'],
      2: ['SACK'],
    });
    s = play(s, 0, 'PULL a1');
    expect(s.end?.reason).toBe('drawPile');
    const pts = scores(G.rules, s)!;
    // 2 dogs, 1 bone, 2 realms, 1 hand card each for seats 0 and 1: nobody gets the finisher bonus
    expect(pts[0]).toBe(2 + 1 + 2 - 1);
    expect(gassi.outcome(G.rules, s)!.rule).toBe('GAS-166');
  });
});

describe('rule-sheet picture', () => {
  it('draws every dog with id, owner, realm and state, the threat inverted (GAS-020, GAS-075)', () => {
    const s = at(F({ b1: { state: 'ATTACKED', attacker: 'CATCHER' } }), 0);
    const svg = gassi.illustrate!(G.rules, s, 'en');
    expect(svg.startsWith('<svg')).toBe(true);
    for (const id of ['a1 · 0', 'b1 · 1', 'c2 · 2', 'ATTACKED', 'RIVERS']) expect(svg).toContain(id);
    expect(svg).toMatch(/fill="#000"[^>]*\/><text[^>]*fill="#fff">CATCHER</);
    expect(gassi.illustrate!(G.rules, s, 'de')).toContain('Am Zug: Platz 0');
  });
});
