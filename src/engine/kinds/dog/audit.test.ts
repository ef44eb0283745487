// Regressions from the rule audit against docs/rules/dog.md (tests/scenarios/dog/audit-*.scenario.yaml):
// option combinations no preset uses, and the "each legal action is listed once" contract of listActions.
import { describe, it, expect } from 'vitest';
import type { Json } from '../../core/types';
import { dog } from './index';
import { rulesOf, at, legal, after, testRng } from './test-helpers';

describe('audit regressions', () => {
  it('V18 off + V22 off (DOG-043/050): a piece may not land on its own blocking piece, forward or 4 backward', () => {
    const r = rulesOf({ blockingPieceImmuneToCapture: false, selfCaptureOnLanding: false });
    expect(legal(r, at(r, 'P0*P61|||', 0, [3, 4])).sort()).toEqual(['3:P0>P3', '4:P0>P4', '4:P0>P60', '4:P61>P57']);
    expect(legal(r, at(r, 'P0*P4|||', 0, [4])).sort()).toEqual(['4:P0>P60', '4:P4>P8']);
    // an opponent still may land on the block and send it home
    expect(after(r, at(r, 'P0*P61|P58||', 1, [6]), '6:P58>P0')).toBe('P61|P0||');
    // with self-capture on, landing on the own block sends it home (the owner's choice under V18 off)
    const s = rulesOf({ blockingPieceImmuneToCapture: false });
    expect(after(s, at(s, 'P0*P61|||', 0, [3]), '3:P61>P0')).toBe('P0|||');
  });

  it('V30 backwardIntoFinish (DOG-061): a backward turn into F3 from the start field is the forward 4, listed once', () => {
    const r = rulesOf({ backwardIntoFinish: true });
    const l = legal(r, at(r, 'P0|||', 0, [4, 'X']));
    expect(l.filter((x) => x === '4:P0>F3')).toHaveLength(1);
    expect(l.filter((x) => x === 'X=4:P0>F3')).toHaveLength(1);
    expect(after(r, at(r, 'P0|||', 0, [4]), '4:P0>F3')).toBe('F3|||');
    expect(after(r, at(r, 'P2|||', 0, [4]), '4:P2>F1')).toBe('F1|||');
  });

  it('scenario extra.round is a whole number from 1 to 10 000, else scenario/bad-extra naming the value (1e300 was kept)', () => {
    const r = rulesOf();
    const refused = (round: Json) => {
      const b = dog.fromScenario(r, { position: 'P0|||', turn: 0, hands: {}, extra: { round } });
      return b.ok ? 'accepted' : `${b.error.code}: ${b.error.message}`;
    };
    for (const bad of [1e300, 10_001, 0, -1, 1.5, '2'])
      expect(refused(bad)).toBe(
        `scenario/bad-extra: extra.round must be a whole number from 1 to 10000, got ${JSON.stringify(bad)}`,
      );
    const ok = dog.fromScenario(r, { position: 'P0|||', turn: 0, hands: {}, extra: { round: 10_000 } });
    expect(ok.ok && ok.value.round).toBe(10_000);
  });

  it('DOG-090/093: listActions never lists the same notation twice (random games, several option sets)', () => {
    const variants: Record<string, Json>[] = [
      {},
      { backwardIntoFinish: true, finishRequiresStartTouches: 1 },
      { jackSwapOwnPieces: true, sevenSplitAcrossPartner: 'always' },
      { playerCount: 6, teamLayout: '2x3' },
      { playerCount: 3, jokerAllowedAsLastCard: false },
      { blockingPieceImmuneToCapture: false, selfCaptureOnLanding: false, startBlocksOnlyFirstTime: false },
    ];
    for (const v of variants) {
      const r = rulesOf(v);
      const rng = testRng(7);
      const bot = testRng(8);
      let s = dog.setup(r, rng).state;
      for (let n = 0; n < 400 && !dog.outcome(r, s); n++) {
        const seat = dog.toAct(r, s)[0]!;
        const l = dog.legalActions(r, s, seat);
        const names = l.map((a) => a.notation);
        expect(new Set(names).size, `${JSON.stringify(v)}: ${names.join(' ')}`).toBe(names.length);
        s = dog.apply(r, s, l[bot.int(0, l.length - 1)]!, rng).state;
      }
    }
  });
});
