import { describe, expect, it } from 'vitest';
import {
  candidates,
  clickGassiTarget,
  confirmText,
  costlyTargets,
  NO_GASSI_CLICKS,
  stepGassiClicks,
  type GassiClickState,
  type GassiInput,
  containsCards,
  hotTargets,
  parseGassiAction,
  playableCards,
  toggleGassiCard,
  NO_GASSI_PICK,
} from './gassi-clicks';
import { readGassiView } from './gassi-model';
import { createRng, type Json } from '../../../../engine';
import { translate } from '../../i18n/messages';
import { compiledGame } from '../../../../../tests/support/dog-test-game';

const dog = (id: string, owner: number, state: string, realm: string | null, extra: object = {}) => ({
  id,
  owner,
  state,
  realm,
  hidden: false,
  pile: [],
  pileCount: 1,
  attacker: null,
  beast: null,
  attackers: [],
  beasts: [],
  draw: 0,
  beneficiary: null,
  roundsLeft: 0,
  ...extra,
});
const view = (dogs: object[], bones = [0, 0, 0]) =>
  readGassiView({
    seat: 1,
    turn: 1,
    toAct: [1],
    round: 1,
    starter: 0,
    deals: 1,
    drawCount: 30,
    discard: [],
    bones,
    handCounts: [5, 5, 5],
    dogs,
    lastMove: null,
    over: null,
    hand: [],
  });

describe('parseGassiAction', () => {
  it('reads every notation shape of docs/notation-gassi.md', () => {
    expect(parseGassiAction('ADDDOG STREET')).toMatchObject({
      move: 'ADDDOG',
      cards: ['STREET'],
      dog: null,
      bone: false,
    });
    expect(parseGassiAction('DEFEND COINS:COINS b1')).toMatchObject({
      move: 'DEFEND',
      cards: ['COINS', 'COINS'],
      dog: 'b1',
    });
    expect(parseGassiAction('ATTACK FISHERMAN b2 bone')).toMatchObject({
      move: 'ATTACK',
      cards: ['FISHERMAN'],
      dog: 'b2',
      bone: true,
    });
    expect(parseGassiAction('PULL b1')).toMatchObject({ move: 'PULL', cards: [], dog: 'b1' });
    expect(parseGassiAction('PULL 2')).toMatchObject({ move: 'PULL', dog: null, count: 2 });
    expect(parseGassiAction('PULL')).toMatchObject({ move: 'PULL', dog: null, count: 1 });
    expect(parseGassiAction('END')).toMatchObject({ move: 'END', cards: [], dog: null });
  });
});

describe('clicking cards then a pile', () => {
  const legal = [
    'GIVEAWAY SACK a1',
    'GIVEAWAY CATCHER:SACK a1',
    'SWITCH STREET:SACK b1',
    'WALK WOOD b1',
    'ADDDOG STREET',
    'PULL',
  ];

  it('toggles picks by hand index (two equal cards are two picks)', () => {
    const p = toggleGassiCard(toggleGassiCard(NO_GASSI_PICK, 3), 2);
    expect(p.cards).toEqual([2, 3]);
    expect(toggleGassiCard(p, 3).cards).toEqual([2]);
  });

  it('finds the one legal action for the picked cards on the clicked dog, in any card order', () => {
    expect(clickGassiTarget(legal, null, 1, ['WOOD'], { dog: 'b1' })).toEqual({
      kind: 'play',
      notation: 'WALK WOOD b1',
    });
    expect(clickGassiTarget(legal, null, 1, ['SACK', 'STREET'], { dog: 'b1' })).toEqual({
      kind: 'play',
      notation: 'SWITCH STREET:SACK b1',
    });
    expect(clickGassiTarget(legal, null, 1, ['STREET'], { newDog: true })).toEqual({
      kind: 'play',
      notation: 'ADDDOG STREET',
    });
  });

  it('offers a choice when several actions fit', () => {
    const r = clickGassiTarget(['DEFEND SACK b1', 'HEAL SACK b1'], null, 1, ['SACK'], { dog: 'b1' });
    expect(r).toEqual({ kind: 'choose', options: ['DEFEND SACK b1', 'HEAL SACK b1'] });
  });

  it('marks targets ready (exact cards) and needing more cards', () => {
    const h = hotTargets(legal, ['SACK']);
    expect([...h.ready]).toEqual(['a1']);
    expect([...h.more].sort()).toEqual(['a1', 'b1']);
    expect(playableCards(legal).has('BOAR')).toBe(false);
    expect(containsCards(['COINS', 'COINS'], ['COINS', 'COINS'])).toBe(true);
    expect(containsCards(['COINS'], ['COINS', 'COINS'])).toBe(false);
    expect(candidates(['PULL b1', 'PULL'], [], { dog: 'b1' })).toEqual(['PULL b1']);
  });
});

describe('explaining an illegal pick', () => {
  it('names an own problem dog first (GAS-014)', () => {
    const v = view([dog('b1', 1, 'ATTACKED', 'WOODS', { attacker: 'HUNTER' }), dog('a1', 0, 'WALKING', 'WOODS')]);
    const r = clickGassiTarget(['DEFEND RABBIT b1', 'PULL b1'], v, 1, ['HUNTER'], { dog: 'a1' });
    expect(r).toMatchObject({ kind: 'explain', rule: 'GAS-014' });
    expect(r.kind === 'explain' && r.message).toContain('b1 is ATTACKED');
  });

  it('explains face-down dogs (GAS-016) and the realm rule (GAS-040)', () => {
    const v = view([
      dog('a1', 0, 'WALKING', null, { hidden: true }),
      dog('c1', 2, 'WALKING', 'RIVERS'),
      dog('b1', 1, 'WALKING', 'WOODS'),
    ]);
    const legal = ['WALK WOOD b1', 'PULL'];
    expect(clickGassiTarget(legal, v, 1, ['CATCHER'], { dog: 'a1' })).toMatchObject({
      kind: 'explain',
      rule: 'GAS-016',
    });
    const r = clickGassiTarget(legal, v, 1, ['FISHERMAN'], { dog: 'c1' });
    expect(r).toMatchObject({ kind: 'explain', rule: 'GAS-040' });
    expect(r.kind === 'explain' && r.message).toContain('no dog in RIVERS');
  });

  it('says when a pair is needed, and where the cards could go instead', () => {
    const v = view([dog('b1', 1, 'AFRAID', 'STREETS', { beast: 'CAT' }), dog('c1', 2, 'WALKING', 'STREETS')]);
    const more = clickGassiTarget(['DEFEND COINS:COINS b1', 'PULL b1'], v, 1, ['COINS'], { dog: 'b1' });
    expect(more.kind === 'explain' && more.message).toContain('needs more cards: DEFEND COINS:COINS b1');
    const v2 = view([dog('b1', 1, 'WALKING', 'STREETS'), dog('c1', 2, 'WALKING', 'STREETS')]);
    const r = clickGassiTarget(['ATTACK CATCHER c1', 'PULL'], v2, 1, ['CATCHER'], { dog: 'b1' });
    expect(r.kind === 'explain' && r.message).toMatch(
      /No move of the move table plays CATCHER on b1 \(WALKING, STREETS, yours\).*ATTACK on c1/,
    );
  });

  it('explains the new-dog slot (one WALKER; the second-dog rule)', () => {
    const v = view([dog('b1', 1, 'WALKING', 'WOODS')]);
    expect(clickGassiTarget(['WALK WOOD b1'], v, 1, ['CATCHER'], { newDog: true })).toMatchObject({ rule: 'GAS-050' });
    expect(clickGassiTarget(['WALK WOOD b1'], v, 1, ['STREET'], { newDog: true })).toMatchObject({ rule: 'GAS-052' });
  });
});

describe('explanations in the UI language', () => {
  it('explains in German when given the German messages', async () => {
    const { translate } = await import('../../i18n/messages');
    const { explainGassi } = await import('./gassi-clicks');
    const de = (k: Parameters<typeof translate>[1], p?: Readonly<Record<string, string | number>>) =>
      translate('de', k, p);
    expect(explainGassi([], null, 2, [], { newDog: true }, de).message).toBe('Platz 3 ist nicht am Zug.'); // seat 2, counted from 1
    expect(explainGassi(['WALK WOOD b1'], null, 1, ['CATCHER', 'WOOD'], { newDog: true }, de)).toEqual({
      message: 'Ein neuer Hund braucht genau eine WALKER-Karte (gewählt: CATCHER + WOOD).',
      rule: 'GAS-050',
    });
    expect(explainGassi(['WALK WOOD b1'], null, 1, ['CATCHER', 'WOOD'], { newDog: true }).message).toContain(
      'exactly one WALKER',
    );
  });
});

describe("a move that spends a bone or walks another seat's dog waits for confirmation (GAS-042, GAS-140)", () => {
  const game = compiledGame('gassi/gassi-2.5.3');
  const kind = game.kind;
  type State = Parameters<typeof kind.view>[1];
  // Fixture F (docs/rules/gassi.md): seat 0 owns a1 (STREETS) and a2 (WOODS), seat 1 b1 (STREETS) and b2 (RIVERS);
  // 1 bone each. Seat 0 owns no RIVERS dog: an attack on b2 is legal only with a bone (GAS-040/042).
  const start = (hand: string[]): State => {
    const r = kind.fromScenario(game.rules, { position: { fixture: 'F' } as Json, turn: 0, hands: { 0: hand } });
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  const legalOf = (s: State) => kind.legalActions(game.rules, s, 0).map((a) => a.notation);
  const bonesOf = (s: State) => (kind.view(game.rules, s, 0) as { bones: number[] }).bones;
  /** Feeds `inputs` to the click model of seat 0; applies what it plays to the engine state. */
  function clicks(s0: State, inputs: GassiInput[]): { state: State; clicks: GassiClickState; played: string[] } {
    let s = s0;
    let c = NO_GASSI_CLICKS;
    const played: string[] = [];
    for (const i of inputs) {
      const view = readGassiView(kind.view(game.rules, s, 0));
      const hand = view?.hand ?? [];
      const r = stepGassiClicks(c, i, {
        legal: legalOf(s),
        view,
        seat: 0,
        hand,
        boneCost: 1,
        t: (k, p) => translate('en', k, p),
      });
      c = r.state;
      if (r.play !== null) {
        played.push(r.play);
        s = kind.apply(game.rules, s, { seat: 0, notation: r.play }, createRng('t')).state;
      }
    }
    return { state: s, clicks: c, played };
  }
  const fisherman = (s: State) => readGassiView(kind.view(game.rules, s, 0))!.hand!.indexOf('FISHERMAN');

  it('the click on the dog does not play ATTACK FISHERMAN b2 bone: it asks, and the bone stays', () => {
    const s = start(['FISHERMAN']);
    expect(legalOf(s)).toContain('ATTACK FISHERMAN b2 bone');
    const view = readGassiView(kind.view(game.rules, s, 0));
    expect(clickGassiTarget(legalOf(s), view, 0, ['FISHERMAN'], { dog: 'b2' })).toEqual({
      kind: 'confirm',
      cost: { notation: 'ATTACK FISHERMAN b2 bone', bones: 1, othersDog: null, rule: 'GAS-042' },
    });
    const r = clicks(s, [
      { kind: 'card', index: fisherman(s) },
      { kind: 'target', target: { dog: 'b2' } },
    ]);
    expect(r.played).toEqual([]);
    expect(r.clicks.pending?.notation).toBe('ATTACK FISHERMAN b2 bone');
    expect(bonesOf(r.state)).toEqual([1, 1, 1]);
  });

  it('confirm plays it and spends the bone; cancel keeps the bone and the pick, back to choosing', () => {
    const s = start(['FISHERMAN']);
    const pickAndClick: GassiInput[] = [
      { kind: 'card', index: fisherman(s) },
      { kind: 'target', target: { dog: 'b2' } },
    ];
    const yes = clicks(s, [...pickAndClick, { kind: 'confirm' }]);
    expect(yes.played).toEqual(['ATTACK FISHERMAN b2 bone']);
    expect(bonesOf(yes.state)).toEqual([0, 1, 1]);
    const no = clicks(s, [...pickAndClick, { kind: 'cancel' }]);
    expect(no.played).toEqual([]);
    expect(no.clicks.pending).toBeNull();
    expect(no.clicks.pick.cards).toEqual([fisherman(s)]);
    expect(bonesOf(no.state)).toEqual([1, 1, 1]);
    // A confirm after cancel plays nothing: the person chooses again.
    expect(clicks(s, [...pickAndClick, { kind: 'cancel' }, { kind: 'confirm' }]).played).toEqual([]);
  });

  it('the highlight and the sentence name the cost before the click, in English and German', () => {
    const s = start(['FISHERMAN']);
    const view = readGassiView(kind.view(game.rules, s, 0));
    const cost = costlyTargets(legalOf(s), ['FISHERMAN'], view, 0).get('b2')!;
    expect(cost).toMatchObject({ bones: 1, rule: 'GAS-042' });
    const de = (k: Parameters<typeof translate>[1], p?: Readonly<Record<string, string | number>>) =>
      translate('de', k, p);
    expect(confirmText(cost, 1, () => 'Beas Hund 2')).toBe(
      'ATTACK FISHERMAN on Beas Hund 2 costs 1 bone: the bone lifts the realm rule for this move (you have 1 bone).',
    );
    expect(confirmText(cost, 1, () => 'Beas Hund 2', de)).toBe(
      'ATTACK FISHERMAN auf Beas Hund 2 kostet 1 Knochen: der Knochen hebt die Regel der Umgebungen für diesen Zug auf (du hast 1 Knochen).',
    );
  });

  it('an action picked from a choice asks too when it spends a bone (GAS-042); a free one plays at once', () => {
    const v = view([dog('a1', 0, 'WALKING', 'STREETS'), dog('b1', 1, 'ATTACKED', 'WOODS', { attacker: 'HUNTER' })]);
    const ctx = { legal: ['DEFEND SACK b1 bone', 'RESCUE SACK b1'], view: v, seat: 0, hand: ['SACK'], boneCost: 2 };
    const en = {
      ...ctx,
      t: (k: Parameters<typeof translate>[1], p?: Readonly<Record<string, string | number>>) => translate('en', k, p),
    };
    const asked = stepGassiClicks(NO_GASSI_CLICKS, { kind: 'choose', notation: 'DEFEND SACK b1 bone' }, en);
    expect(asked.play).toBeNull();
    expect(asked.state.pending).toEqual({
      notation: 'DEFEND SACK b1 bone',
      bones: 2,
      othersDog: null,
      rule: 'GAS-042',
    });
    expect(stepGassiClicks(asked.state, { kind: 'confirm' }, en).play).toBe('DEFEND SACK b1 bone');
    expect(stepGassiClicks(NO_GASSI_CLICKS, { kind: 'choose', notation: 'RESCUE SACK b1' }, en).play).toBe(
      'RESCUE SACK b1',
    );
  });

  it("WALK on another seat's dog asks too, with or without a bone (GAS-140); on an own dog it plays at once", () => {
    // b1 is STREETS like seat 0's own a1: no bone needed, still another player's dog.
    const s = start(['STREET', 'RIVER']);
    const legal = legalOf(s);
    expect(legal).toEqual(expect.arrayContaining(['WALK STREET b1', 'WALK RIVER b2 bone', 'WALK STREET a1']));
    const view = readGassiView(kind.view(game.rules, s, 0));
    expect(clickGassiTarget(legal, view, 0, ['STREET'], { dog: 'b1' })).toMatchObject({
      kind: 'confirm',
      cost: { bones: 0, othersDog: 'b1', rule: 'GAS-140' },
    });
    expect(clickGassiTarget(legal, view, 0, ['RIVER'], { dog: 'b2' })).toMatchObject({
      kind: 'confirm',
      cost: { bones: 1, othersDog: 'b2', rule: 'GAS-042' },
    });
    expect(clickGassiTarget(legal, view, 0, ['STREET'], { dog: 'a1' })).toEqual({
      kind: 'play',
      notation: 'WALK STREET a1',
    });
  });
});
