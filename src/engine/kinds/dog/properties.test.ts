import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
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
  it('options: every variant-table option (V…) is declared; an invalid combination is diagnosed', () => {
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
