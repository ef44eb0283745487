// Gassi kind tests: compile diagnostics at line:col, rule checks by ID, 200 seeded random and heuristic games
// (cards conserved, every game ends, replays verify), views leak nothing hidden.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compileRuleset,
  parseRulesetText,
  resolveRuleset,
  recordReplay,
  verifyReplay,
  runTrial,
  randomBot,
  startGame,
  applyAction,
  type CompiledGame,
  type RulesetSource,
} from '../../index';
import { gassi } from './index';
import { gassiHeuristicBot } from './bot';
import type { GassiRules } from './rules';
import type { GassiState } from './state';
import { allCards } from './state';
import { scores } from './view';
import { setOf } from './flow';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const BASE_TEXT = readFileSync(join(ROOT, 'rulesets/gassi/gassi-2.5.3.yaml'), 'utf8');
const base = parseRulesetText(BASE_TEXT, 'gassi-2.5.3.yaml').source!;
const lookup = (id: string): RulesetSource | undefined => (id === base.data.id ? base : undefined);

function compileText(text: string, overrides = {}): ReturnType<typeof compileRuleset> {
  const p = parseRulesetText(text, 'test.yaml');
  if (!p.source) return { ok: false, error: p.diagnostics };
  const r = resolveRuleset(p.source, lookup);
  if (!r.ok) return r;
  return compileRuleset(r.value, overrides, p.source);
}
function game(overrides = {}): CompiledGame<GassiRules, GassiState> {
  const g = compileText(BASE_TEXT, overrides);
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

describe('compile: the move table is data, mistakes are diagnostics at line:col', () => {
  const child = (body: string) =>
    `format: 1\nid: gassi/t\nkind: gassi\nname: t\nversion: "1"\nsource: test\nextends: gassi/gassi-2.5.3\ntables:\n  moves:\n${body}`;
  it('unknown card in a pattern', () => {
    const r = compileText(child('    ATTACK:\n      plays:\n        - CATCHER -> STREET\n        - KATCHER -> WOOD\n'));
    expect(r.ok).toBe(false);
    const d = !r.ok ? r.error[0]! : null;
    expect(d).toMatchObject({ code: 'gassi/unknown-card', path: 'tables.moves.ATTACK.plays.1', line: 13, column: 11 });
  });
  it('unknown state and malformed pattern', () => {
    const r = compileText(
      child('    HEAL:\n      from: SCARED\n      to: DEFENDED\n      plays:\n        - DOC CAT\n'),
    );
    expect(!r.ok && r.error.map((d) => [d.code, d.line])).toEqual([
      ['gassi/unknown-state', 11],
      ['gassi/bad-pattern', 14],
    ]);
  });
  it('a state taken from an option that holds a map is shown as written, not as "[object Object]"', () => {
    const r = compileText(child('    HEAL:\n      from: SCARED\n      to: $score\n      plays:\n        - DOC\n'));
    const d = !r.ok ? r.error.find((e) => e.path?.endsWith('HEAL.to')) : undefined;
    expect(d?.message).toMatch(/^Unknown state \{"finisherBonus":5,.+\} \(known: /);
    expect(d?.message).not.toContain('[object Object]');
  });
  // Fuzz campaign #6357 (seed 1, delete-key): 2.5.3 without its PULL move compiled, then a seat with a problem dog
  // (or without a card move) had no legal action. The draw move is what guarantees every seat an action.
  it('a move table without the draw move (PULL) is rejected at tables.moves', () => {
    const pullBlock = /\n {4}PULL:[^\n]*\n(?: {6}[^\n]*\n| {8}[^\n]*\n)*/;
    expect(pullBlock.test(BASE_TEXT)).toBe(true);
    const text = BASE_TEXT.replace(pullBlock, '\n');
    const r = compileText(text);
    expect(r.ok).toBe(false);
    const line = text.split('\n').findIndex((l) => /^ {2}moves:/.test(l)) + 2; // the map under `moves:`
    expect(!r.ok && r.error.map((d) => ({ code: d.code, path: d.path, line: d.line, column: d.column }))).toEqual([
      { code: 'gassi/no-draw-move', path: 'tables.moves', line, column: 5 },
    ]);
  });
  it('a play line may need several options (`if` as a list); an unknown one is a diagnostic', () => {
    const line = (cond: string) =>
      child(
        `    DEFEND:\n      from: [ATTACKED, AFRAID]\n      to: DEFENDED\n      match: threat\n      plays:\n        - COINS:COINS -> CAT\n        - {play: "DOC:SACK -> CAT", if: ${cond}}\n      effects: [clearAttack]\n`,
      );
    const r = compileText(line('[globalDefenderWildcard, nope]'));
    expect(!r.ok && r.error.map((d) => [d.code, d.path])).toEqual([
      ['gassi/unknown-option', 'tables.moves.DEFEND.plays.1'],
    ]);
    const src = (ok: boolean, o = {}) => {
      const g = compileText(line('[globalDefenderWildcard, policeDefenceMixedPair]'), o);
      if (!g.ok) throw new Error('no');
      return (
        (g.value.rules as GassiRules).moves
          .find((m) => m.name === 'DEFEND')!
          .lines.some((l) => l.source === 'DOC:SACK -> CAT') === ok
      );
    };
    expect(src(false, { globalDefenderWildcard: true })).toBe(true);
    expect(src(true, { globalDefenderWildcard: true, policeDefenceMixedPair: true })).toBe(true);
  });
  it('a draw move without a case for a problem state is rejected', () => {
    const text = BASE_TEXT.replace(/\n {8}AFRAID:\n {10}to: \$afraidPullState\n {10}effects: [^\n]*\n/, '\n');
    expect(text).not.toBe(BASE_TEXT);
    const r = compileText(text);
    expect(!r.ok && r.error.map((d) => [d.code, d.path])).toEqual([['gassi/no-draw-move', 'tables.moves.PULL.cases']]);
  });
  it('the 2.5.3 ruleset compiles and declares every option (H-01…H-49)', () => {
    const names = [
      'minPlayers',
      'maxPlayers',
      'startHandSize',
      'startingPlayer',
      'boneSupply',
      'startBones',
      'firstDogReveal',
      'hiddenDogOn',
      'hiddenDogTargetable',
      'requireOwnDogToAct',
      'turnMode',
      'voluntaryDraw',
      'voluntaryDrawMax',
      'pullThenMove',
      'problemResolutionsPerTurn',
      'attackResponse',
      'selfTargetHostile',
      'attackPlusCard',
      'maxAttackPlus',
      'activeDefenseAgainst',
      'fleaAttackRounds',
      'fleaMode',
      'fleaTrigger',
      'pendingGraceTurns',
      'pendingExpiryRounds',
      'punishPlusCard',
      'maxPunishPlus',
      'conquestRecipient',
      'afraidPullState',
      'afraidPullDraws',
      'policeDefenceMixedPair',
      'globalDefenderWildcard',
      'policeEscapeMixedPair',
      'realmFollowsLastWalker',
      'giveawayTargets',
      'giveawayMaxCards',
      'giveawayDestination',
      'resolvedCardsDestination',
      'walkMaxCards',
      'switchTargets',
      'switchMustChangeRealm',
      'realmRuleMoves',
      'globalExemption',
      'boneBypassCost',
      'secondDogWalkCheck',
      'maxDogsPerPlayer',
      'abortHandSize',
      'abortScope',
      'abortAction',
      'drawShortfall',
      'goOutScope',
      'setWinCheck',
      'endOnWin',
      'handCountsPublic',
      'score',
      'winner',
      'tieBreak',
    ];
    for (const n of names) expect(Object.hasOwn(gassi.options, n), n).toBe(true);
    for (const [k, o] of Object.entries(gassi.options)) {
      expect(o.schema.safeParse(o.default).success, k).toBe(true);
      expect(o.description.en && o.description.de && o.rules?.length, k).toBeTruthy();
    }
    expect(G.rules.deck.length).toBe(64); // GAS-001
  });
});

describe('rules', () => {
  it('GAS-040/042: realm rule and the bone bypass', () => {
    const s = at({ fixture: 'F' }, 0, { 0: ['FISHERMAN'] });
    expect(legal(s, 0)).toContain('ATTACK FISHERMAN b2 bone');
    expect(legal(s, 0)).not.toContain('ATTACK FISHERMAN b2');
  });
  it('GAS-014: problems first', () => {
    const s = at({ fixture: 'F', filler: 0, dogs: { b1: { state: 'ATTACKED', attacker: 'CATCHER' } } }, 1, {
      1: ['RIVER', 'COINS'],
    });
    expect(legal(s, 1).sort()).toEqual(['DEFEND COINS b1', 'PULL b1']);
  });
  it('GAS-111: PULL in AFRAID conquers the dog for the beneficiary (+2 bones)', () => {
    const s = at(
      { fixture: 'F', dogs: { b1: { state: 'AFRAID', attacker: 'CATCHER', beast: 'CAT', draw: 2, beneficiary: 0 } } },
      1,
    );
    const snap = { step: 0, rng: [1, 2, 3, 4], state: s, outcome: null };
    const r = applyAction(G, snap, { seat: 1, notation: 'PULL b1' });
    expect(r.ok).toBe(true);
    const t = r.ok ? (r.value.snapshot.state as GassiState) : s;
    expect(t.dogs.find((d) => d.id === 'b1')).toMatchObject({ owner: 0, state: 'CONQUERED' });
    expect(t.bones).toEqual([3, 1, 1]);
    expect(t.hands[1]!.length).toBe(s.hands[1]!.length + 2);
  });
  // Audit: the position text omits `r` for 1 round left; reading it back must not restart a FLEA attack (GAS-066).
  it('GAS-066: position text round-trips a FLEA attack in its last round', () => {
    const s = at({ fixture: 'F', dogs: { b2: { state: 'ATTACKED', attacker: 'FLEA', rounds: 2 } } }, 1);
    const t = gassi.apply(G.rules, s, { seat: 1, notation: 'PULL b2' }, { int: () => 0, shuffle: (x) => x }).state;
    expect(t.dogs.find((d) => d.id === 'b2')).toMatchObject({ state: 'ATTACKED', rounds: 1, draw: 1 });
    const text = gassi.formatPosition(G.rules, t);
    const back = at(text, t.turn);
    expect(back.dogs.find((d) => d.id === 'b2')!.rounds).toBe(1);
    expect(gassi.formatPosition(G.rules, back)).toBe(text);
  });
  // Audit: H-14 attackResponse = immediate was declared but never set an interrupt (GAS-067).
  it('GAS-067: attackResponse = immediate hands the move to the attacked owner at once, then play goes on', () => {
    const g = game({ attackResponse: 'immediate' });
    const s = at({ fixture: 'F', filler: 0 }, 0, { 0: ['HUNTER', 'HIPPO'], 2: ['RABBIT', 'BOAR'] }, g);
    const t = gassi.apply(
      g.rules,
      s,
      { seat: 0, notation: 'ATTACK HUNTER c1' },
      { int: () => 0, shuffle: (x) => x },
    ).state;
    expect(gassi.toAct(g.rules, t)).toEqual([2]);
    expect(legal(t, 2, g)).toEqual(['DEFEND RABBIT c1', 'PULL c1']);
    const u = gassi.apply(
      g.rules,
      t,
      { seat: 2, notation: 'DEFEND RABBIT c1' },
      { int: () => 0, shuffle: (x) => x },
    ).state;
    expect(u.interrupt).toBeNull();
    expect(gassi.toAct(g.rules, u)).toEqual([1]);
    expect(u.bones).toEqual([1, 1, 1]);
  });
  // Audit 2: with problemResolutionsPerTurn = 2 the owner could PULL the same FLEA dog twice in one turn and so pay
  // both rounds at once (GAS-066 «The owner must resolve it again on their next turn»).
  it('GAS-066/H-13: a FLEA dog is resolved once per turn, also with two resolutions per turn', () => {
    const g = game({ problemResolutionsPerTurn: 2 });
    const rng = { int: () => 0, shuffle: <T>(x: T[]) => x };
    const s = at(
      {
        fixture: 'F',
        filler: 0,
        dogs: {
          b1: { state: 'ATTACKED', attacker: 'CATCHER' },
          b2: { state: 'ATTACKED', attacker: 'FLEA', rounds: 2 },
        },
      },
      1,
      { 1: ['COINS', 'DOC', 'HIPPO'] },
      g,
    );
    const t = gassi.apply(g.rules, s, { seat: 1, notation: 'PULL b2' }, rng).state;
    expect(gassi.toAct(g.rules, t)).toEqual([1]);
    expect(legal(t, 1, g).sort()).toEqual(['DEFEND COINS b1', 'PULL b1']);
    const only = at(
      { fixture: 'F', filler: 0, dogs: { b2: { state: 'ATTACKED', attacker: 'FLEA', rounds: 2 } } },
      1,
      { 1: ['DOC', 'HIPPO'] },
      g,
    );
    const u = gassi.apply(g.rules, only, { seat: 1, notation: 'PULL b2' }, rng).state;
    expect(gassi.toAct(g.rules, u)).toEqual([2]);
    expect(u.dogs.find((d) => d.id === 'b2')).toMatchObject({ state: 'ATTACKED', rounds: 1, draw: 1 });
  });
  // Audit 2: with selfTargetHostile the owner could punish its own dog and then "conquer" it from itself by PULL,
  // gaining 2 bones and a conquest (GAS-111/151 reward only a new owner).
  it('GAS-111/151: pulling an own dog punished by oneself is no conquest and earns no bones', () => {
    const g = game({ selfTargetHostile: true });
    const s = at(
      {
        fixture: 'F',
        filler: 0,
        dogs: { a2: { state: 'AFRAID', attacker: 'HUNTER', beast: 'BOAR', draw: 2, beneficiary: 0 } },
      },
      0,
      { 0: ['HIPPO'] },
      g,
    );
    const t = gassi.apply(
      g.rules,
      s,
      { seat: 0, notation: 'PULL a2' },
      { int: () => 0, shuffle: <T>(x: T[]) => x },
    ).state;
    expect(t.dogs.find((d) => d.id === 'a2')).toMatchObject({ owner: 0, beneficiary: -1 });
    expect(t.bones).toEqual([1, 1, 1]);
    expect(t.conquests).toEqual([0, 0, 0]);
    expect(t.hands[0]!.length).toBe(3);
  });
  it('GAS-162: sets', () => {
    const h = (...n: string[]) => n.map((x) => G.rules.cardIndex[x]!).sort((a, b) => a - b);
    expect(setOf(G.rules, h('STREET', 'STREET', 'STREET', 'STREET', 'STREET'))).toBe('fiveWalkers');
    expect(setOf(G.rules, h('WOOD', 'WOOD', 'WOOD', 'CAT', 'CAT'))).toBe('fullHouse');
    expect(setOf(G.rules, h('STREET', 'STREET', 'STREET', 'STREET', 'WOOD'))).toBeNull();
    expect(setOf(G.rules, h('CAT', 'CAT', 'BOAR', 'HIPPO', 'POLICE'))).toBe('fiveBeasts');
  });
  it('GAS-163…168: T48 scoring 13 and −1', () => {
    const g2 = game({ players: 2 });
    const s = at(
      {
        turn: 0,
        draw: 10,
        bones: [3, 1],
        conquests: [1, 0],
        dogs: {
          a1: { owner: 0, realm: 'STREETS' },
          a2: { owner: 0, realm: 'WOODS' },
          b1: { owner: 1, realm: 'RIVERS' },
        },
      },
      0,
      { 0: ['STREET'], 1: ['CAT', 'BOAR', 'HIPPO', 'POOP'] },
      g2,
    );
    const t = gassi.apply(
      g2.rules,
      s,
      { seat: 0, notation: 'WALK STREET a1' },
      { int: () => 0, shuffle: (x) => x },
    ).state;
    expect(scores(g2.rules, t)).toEqual([13, -1]);
  });
});

describe('properties over seeded games', () => {
  it('200 random + 200 heuristic games: cards conserved, every game ends, replays verify', () => {
    let ends = 0;
    for (const bot of [randomBot, gassiHeuristicBot]) {
      for (let i = 0; i < 200; i++) {
        const seed = `p-${bot.name}-${i}`;
        const trial = runTrial(G, [bot, bot, bot], seed, 5000);
        expect(trial.truncated, seed).toBe(false);
        ends++;
        if (i % 10 === 0) {
          let snap = startGame(G, seed);
          for (const a of trial.actions) {
            const r = applyAction(G, snap, a);
            expect(r.ok).toBe(true);
            if (!r.ok) break;
            snap = r.value.snapshot;
            expect(allCards(snap.state as GassiState).length).toBe(64);
          }
          const rep = recordReplay(
            G,
            [{ occupant: 'bot' }, { occupant: 'bot' }, { occupant: 'bot' }],
            seed,
            trial.actions,
          );
          expect(rep.ok && verifyReplay(rep.value, G).ok).toBe(true);
        }
      }
    }
    expect(ends).toBe(400);
  }, 120_000);
  it('views leak nothing hidden: swapping a card between another hand and the draw pile changes nothing for seat 0', () => {
    const s = startGame(G, 'leak').state;
    const hands = s.hands.map((h) => h.slice());
    const pile = s.drawPile.slice();
    const k = pile.findIndex((c) => c !== hands[1]![0]);
    [hands[1]![0], pile[k]] = [pile[k]!, hands[1]![0]!];
    hands[1]!.sort((a, b) => a - b);
    const t: GassiState = { ...s, hands, drawPile: pile.reverse() };
    expect(gassi.view(G.rules, t, 0)).toEqual(gassi.view(G.rules, s, 0));
    expect(gassi.view(G.rules, t, 1)).not.toEqual(gassi.view(G.rules, s, 1));
  });
  it('GAS-016: a face-down dog shows neither realm nor walker to others', () => {
    const s = at({ turn: 1, bones: [1, 0, 0], dogs: { a1: { owner: 0, realm: 'STREETS', hidden: true } } }, 1);
    const t = at({ turn: 1, bones: [1, 0, 0], dogs: { a1: { owner: 0, realm: 'RIVERS', hidden: true } } }, 1);
    expect(gassi.view(G.rules, t, 1)).toEqual(gassi.view(G.rules, s, 1));
    expect(gassi.view(G.rules, t, 0)).not.toEqual(gassi.view(G.rules, s, 0));
  });
});

// Seed audit (GAS-016 «sodass niemand die Start-Umgebung des anderen kennt»): the walker of a face-down dog must
// not reach other seats through the last move's public notation or the move event — also when the owner walks the
// still hidden dog in the same turn (turnMode = upToTwoCards). Before, «WALK STREET a1» showed its realm.
describe('face-down dogs stay secret in notations and events', () => {
  const rng = { int: () => 0, shuffle: <T>(x: T[]) => x };
  it('ADDDOG and a same-turn WALK on the hidden dog show «?» to the others, the owner sees the cards', () => {
    const g = game({ turnMode: 'upToTwoCards' });
    const s = at(
      {
        turn: 0,
        draw: 20,
        bones: [0, 0, 0],
        hadDog: [false, true, true],
        dogs: { b1: { owner: 1, realm: 'STREETS' }, c1: { owner: 2, realm: 'WOODS' } },
      },
      0,
      { 0: ['STREET', 'STREET', 'HUNTER'] },
      g,
    );
    const r1 = gassi.apply(g.rules, s, { seat: 0, notation: 'ADDDOG STREET' }, rng);
    expect(r1.events.find((e) => e.type === 'move')).toMatchObject({ move: 'ADDDOG', cards: '?' });
    expect(legal(r1.state, 0, g)).toContain('WALK STREET a1');
    const r2 = gassi.apply(g.rules, r1.state, { seat: 0, notation: 'WALK STREET a1' }, rng);
    expect(r2.state.dogs.find((d) => d.id === 'a1')!.hidden).toBe(true);
    expect(r2.events.find((e) => e.type === 'move')).toMatchObject({ move: 'WALK', dog: 'a1', cards: '?' });
    expect((gassi.view(g.rules, r2.state, 1) as { lastMove: { notation: string } }).lastMove.notation).toBe(
      'WALK ? a1',
    );
    expect(gassi.view(g.rules, r2.state, 0).lastMove!.notation).toBe('WALK STREET a1');
    const seen = gassi.view(g.rules, r2.state, 2).dogs.find((d) => d.id === 'a1')!;
    expect(seen).toMatchObject({ realm: null, pile: [null, null] });
  });
  it('a face-up dog keeps its cards in the public notation', () => {
    const s = at({ fixture: 'F', filler: 0 }, 0, { 0: ['STREET', 'FISH'] });
    const r = gassi.apply(G.rules, s, { seat: 0, notation: 'WALK STREET a1' }, rng);
    expect((gassi.view(G.rules, r.state, 1) as { lastMove: { notation: string } }).lastMove.notation).toBe(
      'WALK STREET a1',
    );
    expect(r.events.find((e) => e.type === 'move')).toMatchObject({ cards: 'STREET' });
  });
});

// Scenario files are untrusted input: a value of the wrong type or range is a coded error naming the key and the
// value (scenario/bad-position), never a quietly wrong state (before, `owner: 0.5`, `bones: [a, b, c]` → NaN,
// `hadDog: [true]` or `round: 0` built a state).
describe('scenario values out of range are refused, naming the key and the value', () => {
  const refused = (position: unknown, extra?: unknown) => {
    const r = gassi.fromScenario(G.rules, {
      position: position as never,
      turn: 0,
      hands: {},
      ...(extra === undefined ? {} : { extra: extra as never }),
    });
    return r.ok ? 'accepted' : `${r.error.code}: ${r.error.message}`;
  };
  const F = (more: Record<string, unknown>) => ({ fixture: 'F', ...more });
  it.each([
    [F({ dogs: { a1: { owner: 0.5 } } }), 'dog a1: owner must be a seat 0…2, got 0.5'],
    [F({ dogs: { a1: { owner: 3 } } }), 'dog a1: owner must be a seat 0…2, got 3'],
    [F({ dogs: { a1: { owner: -1 } } }), 'dog a1: owner must be a seat 0…2, got -1'],
    [F({ starter: 1.5 }), 'starter must be a seat 0…2, got 1.5'],
    [F({ starter: 3 }), 'starter must be a seat 0…2, got 3'],
    [F({ starter: '1' }), 'starter must be a seat 0…2, got "1"'],
    [F({ bones: ['a', 'b', 'c'] }), 'bones must be a list of whole numbers ≥ 0, got ["a","b","c"]'],
    [F({ bones: [1, -1, 1] }), 'bones must be a list of whole numbers ≥ 0, got [1,-1,1]'],
    [F({ bones: [1, 0.5, 1] }), 'bones must be a list of whole numbers ≥ 0, got [1,0.5,1]'],
    [F({ bones: 3 }), 'bones must be a list of whole numbers ≥ 0, got 3'],
    [F({ conquests: [0, 0] }), 'conquests must be a list of 3 whole numbers ≥ 0 (one per seat), got [0,0]'],
    [F({ conquests: ['x', 0, 0] }), 'conquests must be a list of 3 whole numbers ≥ 0 (one per seat), got ["x",0,0]'],
    [F({ conquests: [0, -1, 0] }), 'conquests must be a list of 3 whole numbers ≥ 0 (one per seat), got [0,-1,0]'],
    [F({ hadDog: [true, false] }), 'hadDog must be a list of 3 booleans (one per seat), got [true,false]'],
    [F({ hadDog: ['no', false, false] }), 'hadDog must be a list of 3 booleans (one per seat), got ["no",false,false]'],
    [F({ hadDog: [1, 0, 0] }), 'hadDog must be a list of 3 booleans (one per seat), got [1,0,0]'],
    [F({ filler: 1.5 }), 'filler must be a whole number ≥ 0 or a list of them, got 1.5'],
    [F({ filler: -1 }), 'filler must be a whole number ≥ 0 or a list of them, got -1'],
    [F({ filler: [0, 1.5, 0] }), 'filler must be a whole number ≥ 0 or a list of them, got [0,1.5,0]'],
    [F({ round: 0 }), 'round must be a whole number from 1 to 10000, got 0'],
    [F({ round: 1.5 }), 'round must be a whole number from 1 to 10000, got 1.5'],
    [F({ round: '2' }), 'round must be a whole number from 1 to 10000, got "2"'],
    [F({ round: 1e300 }), 'round must be a whole number from 1 to 10000, got 1e+300'],
  ])('%j', (position, message) => {
    expect(refused(position)).toBe(`scenario/bad-position: ${message}`);
  });

  it('also in `extra` next to a position text; valid values still build the state they describe', () => {
    const text =
      'T0 R2 D20 B1,1,1 | a1@0 STREETS WALKING [STREET] | b1@1 STREETS WALKING [STREET] | c1@2 WOODS WALKING [WOOD]';
    expect(refused(text, { starter: 1.5 })).toBe('scenario/bad-position: starter must be a seat 0…2, got 1.5');
    expect(refused(text, { hadDog: [true, true] })).toBe(
      'scenario/bad-position: hadDog must be a list of 3 booleans (one per seat), got [true,true]',
    );
    const s = at(
      F({
        starter: 2,
        round: 3,
        bones: [0, 2, 1],
        conquests: [1, 0, 2],
        hadDog: [true, false, true],
        filler: [0, 1, 2],
      }),
      1,
    );
    expect({
      starter: s.starter,
      round: s.round,
      bones: s.bones,
      conquests: s.conquests,
      hadDog: s.hadDog,
      hands: s.hands.map((h) => h.length),
    }).toEqual({
      starter: 2,
      round: 3,
      bones: [0, 2, 1],
      conquests: [1, 0, 2],
      hadDog: [true, false, true],
      hands: [0, 1, 2],
    });
  });
});
