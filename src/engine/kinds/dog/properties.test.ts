import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { Json } from '../../core/types';
import { dog } from './index';
import type { DogRules } from './rules';
import type { DogState } from './state';
import { parsePieces, formatPieces } from './notation';
import { rulesOf, testRng } from './test-helpers';

const std = rulesOf();

/** A random legal-looking position: per seat up to 4 distinct pieces, blocking only on the own start field. */
function positionArb(rules: DogRules): fc.Arbitrary<string> {
  return fc
    .array(fc.tuple(fc.nat(rules.N + 3), fc.boolean()), { minLength: 0, maxLength: 4 * rules.seats })
    .chain((cands) =>
      fc
        .shuffledSubarray(rules.active.slice(), { minLength: rules.active.length, maxLength: rules.active.length })
        .map((order) => {
          const pos = new Array<number>(rules.seats * 4).fill(-1);
          let blk = 0;
          const used = new Set<number>();
          cands.forEach(([loc, star], k) => {
            const seat = order[k % order.length]!;
            const slot = pos.slice(seat * 4, seat * 4 + 4).indexOf(-1);
            if (slot < 0) return;
            const key = loc < rules.N ? loc : 1000 * (seat + 1) + loc;
            if (used.has(key)) return;
            used.add(key);
            pos[seat * 4 + slot] = loc;
            if (star && loc === rules.start[seat]) blk |= 1 << (seat * 4 + slot);
          });
          return formatPieces(rules, pos, blk);
        }),
    );
}

function checkInvariants(rules: DogRules, s: DogState): void {
  expect(s.pos.length).toBe(rules.seats * 4);
  const seen = new Set<number>();
  for (let i = 0; i < s.pos.length; i++) {
    const L = s.pos[i]!;
    if (L < 0) continue;
    const key = L < rules.N ? L : 1000 * ((i >> 2) + 1) + L;
    expect(seen.has(key)).toBe(false);
    seen.add(key);
    if (s.blk & (1 << i)) expect(L).toBe(rules.start[i >> 2]);
  }
  const cards =
    s.stock.length + s.pile + s.hands.reduce((a, h) => a + h.length, 0) + s.gives.filter((g) => g > 0).length;
  expect(cards).toBe(rules.deckSize);
}

function randomGame(rules: DogRules, seed: number, check: boolean): { actions: number; state: DogState } {
  const rng = testRng(seed);
  const bot = testRng(seed + 100000);
  let s = dog.setup(rules, rng).state;
  let n = 0;
  while (!dog.outcome(rules, s)) {
    const seat = dog.toAct(rules, s)[0]!;
    const legal = dog.legalActions(rules, s, seat);
    expect(legal.length).toBeGreaterThan(0);
    const a = legal[bot.int(0, legal.length - 1)]!;
    if (check && n % 7 === 0) expect(dog.canonicalAction(rules, s, a)).toEqual(a);
    s = dog.apply(rules, s, a, rng).state;
    if (check) checkInvariants(rules, s);
    n++;
    if (n > 20000) throw new Error('game does not end');
  }
  return { actions: n, state: s };
}

describe('properties', () => {
  it('notation: format → parse → format is the identity for random positions (4, 6 and 3 players)', () => {
    for (const rules of [std, rulesOf({ playerCount: 6 }), rulesOf({ playerCount: 3 })]) {
      fc.assert(
        fc.property(positionArb(rules), (text) => {
          const p = parsePieces(rules, text);
          expect(typeof p).not.toBe('string');
          if (typeof p === 'string') return;
          expect(formatPieces(rules, p.pos, p.blk)).toBe(text);
          const st = dog.fromScenario(rules, { position: text, turn: 1, hands: {} });
          expect(st.ok && dog.formatPosition(rules, st.value)).toBe(text);
        }),
        { numRuns: 300 },
      );
    }
  });
  it('notation: malformed positions are reported with the offending token', () => {
    const bad = dog.fromScenario(std, { position: 'P0*F1|P14Q16||', turn: 0 });
    expect(bad).toMatchObject({ ok: false, error: { code: 'scenario/bad-position' } });
    expect(!bad.ok && bad.error.message).toContain('Q16');
    expect(dog.fromScenario(std, { position: 'P16*|||', turn: 0 })).toMatchObject({ ok: false });
    expect(dog.fromScenario(std, { position: 'P5|P5||', turn: 0 })).toMatchObject({ ok: false });
    expect(
      dog.fromScenario(std, { position: '|||', turn: 0, hands: { 0: ['X', 'X', 'X', 'X', 'X', 'X', 'X'] } }),
    ).toMatchObject({ ok: false, error: { code: 'scenario/bad-hands' } });
  });
  it('DOG-110: 200 seeded random games end with a winning team; pieces and cards stay consistent', () => {
    let total = 0;
    for (let g = 0; g < 200; g++) {
      const { actions, state } = randomGame(std, g, g < 20);
      total += actions;
      const o = dog.outcome(std, state)!;
      expect(o.rule).toBe('DOG-110');
      expect(o.winners).toEqual(std.teams[o.team!]);
      for (const t of o.winners)
        for (let j = 0; j < 4; j++) expect(state.pos[t * 4 + j]!).toBeGreaterThanOrEqual(std.N);
      checkInvariants(std, state);
    }
    expect(total).toBeGreaterThan(0);
  }, 120000);
  it('DOG-120/130: 3- and 6-player and variant games also run to the end', () => {
    const variants: Record<string, Json>[] = [
      { playerCount: 3 },
      { playerCount: 6 },
      { playerCount: 6, teamLayout: '2x3' },
      { sevenSplitAcrossPartner: 'always' },
      { sevenSendsHomePassed: false, jackSwapOwnPieces: true, finishEntryOptional: false },
      { blockingStartBlocksOwner: false, blockingPieceImmuneToCapture: false },
      { fourBackwardIntoFinishFromStart: false, backwardIntoFinish: true, finishEntryField: 'fieldBeforeStart' },
      { reshuffleWhenStockEmpty: false, dealSchedule: '6+5432', dealerRotation: 'perCycle' },
      { trackFieldsPerSegment: 8, jokerAllowedAsLastCard: false, selfCaptureOnLanding: false },
    ];
    for (const v of variants) {
      const r = rulesOf(v);
      for (let g = 0; g < 3; g++) randomGame(r, 1000 + g, g === 0);
    }
  }, 120000);
  it('view: states differing only in hidden cards look the same to a seat', () => {
    const s = dog.setup(std, testRng(11)).state;
    const hands = s.hands.map((h) => h.slice());
    const stock = s.stock.slice();
    const c = hands[1]![0]!;
    const k = stock.findIndex((x) => x !== c);
    hands[1]![0] = stock[k]!;
    stock[k] = c;
    hands[1]!.sort((a, b) => a - b);
    const t: DogState = { ...s, hands, stock: stock.reverse() };
    expect(dog.view(std, t, 0)).toEqual(dog.view(std, s, 0));
    expect(dog.view(std, t, 1)).not.toEqual(dog.view(std, s, 1));
    expect(dog.view(std, t, null)).not.toEqual(dog.view(std, s, null));
  });
  it('options: every variant-table option (V…) is declared; unimplemented values are diagnosed', () => {
    const names = [
      'playerCount',
      'teamLayout',
      'threePlayerAnyCardStarts',
      'decks',
      'jokersPerDeck',
      'dealSchedule',
      'dealerRotation',
      'starterRotatesEachRound',
      'dealStartsWithStarter',
      'reshuffleWhenStockEmpty',
      'partnerExchange',
      'kennelExitSendsHomeOccupant',
      'kennelExitOntoOwnPiece',
      'startBlocksOnlyFirstTime',
      'blockingStartBlocksOwner',
      'blockingPieceImmuneToCapture',
      'jackRequiresMovedPiece',
      'blockObstructsBackward',
      'selfCaptureOnLanding',
      'sevenSendsHomePassed',
      'sevenSplitAcrossPartner',
      'moveWithinFinish',
      'fourBackwardFromBlockingStart',
      'fourBackwardIntoFinishFromStart',
      'finishRequiresStartTouches',
      'backwardIntoFinish',
      'finishEntryField',
      'finishEntryOptional',
      'jackSwapWithPartner',
      'jackSwapOwnPieces',
      'jackSwapInFinish',
      'jokerAllowedAsLastCard',
      'revealDiscards',
      'exchangeInTeamsOfThree',
      'helperTargets',
      'trackFieldsPerSegment',
      'sevenSegmentOrder',
    ];
    expect(Object.keys(dog.options).sort()).toEqual(names.slice().sort());
    for (const [k, o] of Object.entries(dog.options)) {
      expect(o.schema.safeParse(o.default).success, k).toBe(true);
      expect(o.description.en.length && o.description.de.length && o.rules?.length, k).toBeTruthy();
    }
    expect(dog.compile({ jackSwapInFinish: true, startBlocksOnlyFirstTime: false }).ok).toBe(true); // V16/V37 implemented
    expect(dog.compile({ playerCount: 4, teamLayout: '3x2' })).toMatchObject({
      ok: false,
      error: [{ code: 'options/invalid-combination' }],
    });
  });
});
