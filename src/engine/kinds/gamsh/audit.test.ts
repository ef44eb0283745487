// Audit of the Gämsh engine against docs/rules/gamsh.md (rule ids GAM-*, DIG-*, HG-*): the cases the scenario files
// (tests/scenarios/gamsh/audit-*.scenario.yaml) cannot express — option validation, what a seat's view hides,
// behaviour over many seeds, and the events of a SCORE batch. Expected values come from the spec.
import { describe, expect, it } from 'vitest';
import { validateRulesetText } from '../../compile';
import { advanceClock, applyInput, startGame, type CompiledGame } from '../../core/game';
import type { GameEvent, Json, Snapshot } from '../../core/types';
import type { Ruleset } from '../../ruleset/types';
import { recordReplay, verifyReplay } from '../../core/replay';
import { runRealtimeTrial } from '../../bots/realtime';
import { gamshBot } from './bot';
import { gamshGame, situation, stateOf, type Situation } from '../../../../tests/support/gamsh-situations';

const game = (options: Record<string, unknown> = {}): CompiledGame => gamshGame(options, 'audit');
const build = (g: CompiledGame, sit: Situation, seed = 'audit'): Snapshot => situation(g, sit, seed);
const st = stateOf;

function ok(g: CompiledGame, snap: Snapshot, seat: number, notation: string, time: number) {
  const r = applyInput(g, snap, { seat, notation, time });
  if (r.rejected) throw new Error(`${notation} at ${time}: ${r.rejected.code} ${r.rejected.message}`);
  return r;
}

const rulesetText = (optionLines: string) =>
  `format: 1\nid: gamsh/x\nkind: gamsh\nname: X\nversion: "1"\nsource: t\noptions:\n  teams: 2\n${optionLines}\n`;
const FOEHN = ['GAMEKEEPER', 'FARMER', 'SNACK', 'BULL'];
const SIGNALS = { A: 'camping', B: 'scratchHead', C: 'sapperlot' };

describe('audit: option values (docs/rules/gamsh.md)', () => {
  it('HG-12/GAM-070: stallReplaceMs 0 is refused with a located diagnostic (it would refresh the middle endlessly at one instant); 1 ms is accepted and its timers settle', () => {
    // `stallReplaceMs: 0` must not pass validation and then throw "timers do not settle" at the first clock move.
    const ds = validateRulesetText(rulesetText('  stallReplaceMs: 0'), 'x.yaml', () => undefined);
    expect(ds).toHaveLength(1);
    expect(ds[0]).toMatchObject({ code: 'ruleset/invalid-value', file: 'x.yaml', line: 9 });
    expect(() => gamshGame({ stallReplaceMs: 0 })).toThrow(/stallReplaceMs/);
    expect(validateRulesetText(rulesetText('  stallReplaceMs: 1'), 'x.yaml', () => undefined)).toEqual([]);
    // HG-15: `endCondition` (single value atLeastTarget) is a known option, as in the option table.
    expect(validateRulesetText(rulesetText('  endCondition: atLeastTarget'), 'x.yaml', () => undefined)).toEqual([]);
    const g = game({ teams: 3, stallReplaceMs: 1 });
    const s0 = build(g, { position: '| M6-D1 M7-D1 M8-D1 M9-D1' });
    const later = advanceClock(g, s0, 40);
    const replaced = later.events.filter((e) => e.type === 'replace-middle');
    expect(replaced).toHaveLength(40); // one refresh per idle millisecond, never more
    expect(replaced.every((e) => e.reason === 'stall')).toBe(true);
    const s = st(later.snapshot);
    expect(s.round).toBe(1);
    expect(s.middle).toHaveLength(4);
    expect([...s.hands.flat(), ...s.middle, ...s.draw, ...s.discard]).toHaveLength(36); // GAM-001, reshuffled discards included (HG-10)
  });
});

describe('audit: what a seat sees (GAM-015, DIG-005, DIG-021, DIG-023)', () => {
  it("GAM-015/DIG-021: a seat sees its own team's secret entry only, its own hand only, no open violations and no draw pile; the all-seeing view has them", () => {
    const g = game({ teams: 3, foehnCards: FOEHN });
    let s = build(g, {
      position: '| GAMEKEEPER ALP-N M6-D1 M7-D1',
      hands: { '1': ['M2-D1', 'M3-D1', 'M4-D1', 'M5-D1'] },
      extra: { signals: SIGNALS },
    });
    s = ok(g, s, 1, 'discard:M2-D1', 1000).snapshot;
    s = ok(g, s, 1, 'take:ALP-N', 1100).snapshot; // a Gamekeeper violation (GAM-060)
    const all = g.kind.view(g.rules, s.state, null) as Record<string, Json>;
    expect(all.signals).toEqual(['camping', 'scratchHead', 'sapperlot']);
    expect((all.violations as Json[]).length).toBe(1);
    for (let seat = 0; seat < 6; seat++) {
      const v = g.kind.view(g.rules, s.state, seat) as Record<string, Json>;
      const text = JSON.stringify({ ...v, palette: null }); // the palette lists every entry, of course
      expect(v.mySignal).toBe(['camping', 'scratchHead', 'sapperlot'][seat % 3]);
      for (const [t, entry] of ['camping', 'scratchHead', 'sapperlot'].entries())
        if (t !== seat % 3) expect(text, `seat ${seat} sees ${entry}`).not.toContain(entry);
      expect(v.hands).toBeUndefined();
      expect(v.violations).toBeUndefined();
      expect(v.draw).toBeUndefined();
      expect(v.hand).toEqual(st(s).hands[seat]);
    }
  });

  it('DIG-005/D-05: during PREVIEW the hands are visible to their owners but the middle (and its Föhn cards) is not, to anyone at the table', () => {
    const g = game({ teams: 2, foehnCards: FOEHN });
    const s = build(g, { position: '| SNACK BULL M6-D1 M7-D1', extra: { phase: 'preview' } });
    for (let seat = 0; seat < 4; seat++) {
      const v = g.kind.view(g.rules, s.state, seat) as Record<string, Json>;
      expect(v.phase).toBe('preview');
      expect(v.middle).toBeNull();
      expect(v.foehnInMiddle).toEqual([]);
      expect(v.middleCount).toBe(4);
      expect((v.hand as Json[]).length).toBe(4);
    }
    const landed = advanceClock(g, s, 2000).snapshot; // GAM-054: the Snack starts when the middle lands
    expect((g.kind.view(g.rules, landed.state, 0) as Record<string, Json>).middle).toEqual([
      'SNACK',
      'BULL',
      'M6-D1',
      'M7-D1',
    ]);
    expect(st(landed).phase).toBe('snack');
  });

  it('GAM-035: after a wrong Counter every seat sees exactly the revealed hands (accused, then partner), and nothing else', () => {
    const g = game({ teams: 3 });
    let s = build(g, { position: '| M6-D1 M7-D1 M8-D1 M9-D1', hands: { '0': ['M3-D1', 'M3-D2', 'M3-D3', 'M3-N'] } });
    s = ok(g, s, 2, 'call:counter:1', 500).snapshot;
    for (let seat = 0; seat < 6; seat++) {
      const v = g.kind.view(g.rules, s.state, seat) as {
        reveal: { hands: Record<string, string[]>; correct: boolean };
      };
      expect(Object.keys(v.reveal.hands)).toEqual(['1', '4']);
      expect(v.reveal.correct).toBe(false);
      expect(JSON.stringify(v.reveal)).not.toContain('M3-N'); // Marcy's quartet (another team) is not shown
    }
  });
});

describe('audit: AUTO_TAKE and the Snack (DIG-011, GAM-051)', () => {
  it('DIG-011/GAM-051: AUTO_TAKE never takes the Snack — a player who discarded the Snack gets some other middle card, for every seed', () => {
    const g = game({ teams: 3, foehnCards: FOEHN, snackWindowMs: 20_000 });
    for (let i = 0; i < 25; i++) {
      let s = build(
        g,
        { position: '| M6-D1 M7-D1 M8-D1 M9-D1', hands: { '1': ['SNACK', 'M2-D1', 'M3-D1', 'M4-D1'] } },
        `auto-${i}`,
      );
      s = ok(g, s, 1, 'discard:SNACK', 1000).snapshot;
      const r = advanceClock(g, s, 5000);
      const auto = r.events.filter((e) => e.type === 'auto-take');
      expect(auto, `seed auto-${i}`).toHaveLength(1);
      expect(auto[0]!.card).not.toBe('SNACK');
      const after = st(r.snapshot);
      expect(after.hands[1]).toHaveLength(4);
      expect(after.hands[1]).not.toContain('SNACK');
      expect(after.middle).toContain('SNACK');
      expect(after.phase).toBe('snack');
    }
  });
});

describe('audit: SCORE batches (GAM-034, GAM-080, DIG-039)', () => {
  const scores = (events: readonly GameEvent[]) =>
    events.filter((e) => e.type === 'score').map((e) => [e.team, e.delta, e.source, e.total]);

  it("GAM-034: a wrong Double with 3 teams is one batch paying each other team the claimed 2 points; the caller's team gets nothing", () => {
    const g = game({ teams: 3 });
    const s = build(g, { position: 'A1 B2 C3 | M6-D1 M7-D1 M8-D1 M9-D1' });
    const r = ok(g, s, 3, 'call:double', 500);
    expect(scores(r.events)).toEqual([
      ['B', 2, 'double-wrong', 4],
      ['C', 2, 'double-wrong', 5],
    ]);
  });

  it('GAM-042/HG-01: a wrong Outgämsh pays 3 to each other team, or with namedTeamOnly only the named team; the round goes on either way', () => {
    for (const [payout, want] of [
      [
        'eachOtherTeam',
        [
          ['A', 3, 'outgamsh-wrong', 3],
          ['B', 3, 'outgamsh-wrong', 3],
        ],
      ],
      ['namedTeamOnly', [['A', 3, 'outgamsh-wrong', 3]]],
    ] as const) {
      const g = game({ teams: 3, outgamshWrongPayout: payout });
      const s = build(g, { position: '| M6-D1 M7-D1 M8-D1 M9-D1', extra: { signals: SIGNALS } });
      const r = ok(g, s, 2, 'outgamsh:A=wink', 500);
      expect(scores(r.events), payout).toEqual(want);
      expect(st(r.snapshot)).toMatchObject({ phase: 'swap', round: 1, secretPending: null });
    }
  });

  it('GAM-080/081/DIG-039: a batch that lifts two teams past the target ends the game once, after both are scored; the higher total wins alone', () => {
    const g = game({ teams: 3 });
    const s = build(g, { position: 'A7 B8 C0 | M6-D1 M7-D1 M8-D1 M9-D1' });
    const r = ok(g, s, 2, 'call:double', 500); // wrong: A 9, B 10
    const types = r.events.map((e) => e.type);
    expect(types.filter((t) => t === 'game-end')).toHaveLength(1);
    expect(types.lastIndexOf('score')).toBeLessThan(types.indexOf('game-end'));
    expect(r.events.find((e) => e.type === 'game-end')).toMatchObject({ scores: [9, 10, 0], winners: ['B'] });
    expect(r.snapshot.outcome?.winners).toEqual([1, 4]);
  });
});

describe('audit: rule sheet (GAM-065)', () => {
  it("GAM-065: with 3 teams the sheet states the Snack's three-way tie (every team scores); with 2 teams it does not", () => {
    const text = (teams: number, lang: 'de' | 'en') => {
      const g = game({ teams, foehnCards: FOEHN });
      return JSON.stringify(g.kind.describe!(g.rules, g.ruleset, lang));
    };
    expect(text(3, 'en')).toContain('if each team slapped one card (a three-way tie), every team scores +1 point');
    expect(text(3, 'de')).toContain('(„Gleichstand“), erhält jedes Team +1 Punkt');
    expect(text(2, 'en')).not.toContain('three-way');
    expect(text(2, 'de')).not.toContain('(„Gleichstand“), erhält jedes Team');
  });

  it('HG-13: the sheet states simultaneous calls only when they are all judged (allWithinWindow)', () => {
    const g = game({ teams: 2, simultaneousCalls: 'allWithinWindow', simultaneousCallWindowMs: 300 });
    expect(JSON.stringify(g.kind.describe!(g.rules, g.ruleset, 'en'))).toContain(
      "Other players' calls up to 300 ms after the first call are judged too",
    );
    const d = game({ teams: 2 });
    expect(JSON.stringify(d.kind.describe!(d.rules, d.ruleset, 'en'))).not.toContain('HG-13');
  });
});

describe('audit: HG-13 simultaneousCalls allWithinWindow (was refused before the audit)', () => {
  it('HG-13/GAM-080: calls judged together score one after the other and the end is checked after all — 8:8:0 with two right Gämsh calls ends 9:9:0, A and B both win', () => {
    const g = game({ teams: 3, simultaneousCalls: 'allWithinWindow' });
    let s = build(g, {
      position: 'A8 B8 C0 | M6-D1 M7-D1 M8-D1 M9-D1',
      hands: { '0': ['ALP-D1', 'ALP-D2', 'ALP-D3', 'ALP-N'], '4': ['M3-D1', 'M3-D2', 'M3-D3', 'M3-N'] },
    });
    s = ok(g, s, 3, 'call:gamsh', 1000).snapshot;
    expect(st(s)).toMatchObject({ phase: 'pause', pauseReason: 'call', until: 1501 });
    s = ok(g, s, 1, 'call:gamsh', 1100).snapshot;
    const end = advanceClock(g, s, 1501);
    expect(st(end.snapshot)).toMatchObject({ phase: 'over', scores: [9, 9, 0], winners: [0, 1] });
    const types = end.events.map((e) => e.type);
    expect(types.filter((t) => t === 'call')).toHaveLength(2);
    expect(types.filter((t) => t === 'game-end')).toHaveLength(1);
    expect(types.lastIndexOf('score')).toBeLessThan(types.indexOf('game-end'));
  });

  it('HG-13: firstOnly (default) is unchanged — the second call is round_over, and without the Farmer in the middle the first is judged at once', () => {
    const g = game({ teams: 3 });
    let s = build(g, {
      position: '| M6-D1 M7-D1 M8-D1 M9-D1',
      hands: { '0': ['ALP-D1', 'ALP-D2', 'ALP-D3', 'ALP-N'] },
    });
    s = ok(g, s, 3, 'call:gamsh', 1000).snapshot;
    expect(st(s)).toMatchObject({ pauseReason: 'reveal', scores: [1, 0, 0], pendingCall: null });
    expect(st(s).pendingCalls).toBeUndefined();
    expect(applyInput(g, s, { seat: 1, notation: 'call:counter:0', time: 1002 }).rejected?.code).toBe(
      'gamsh/round-over',
    );
  });

  it('HG-13: `simultaneousCalls: allWithinWindow` validates; an unknown value is still refused', () => {
    expect(
      validateRulesetText(
        rulesetText('  simultaneousCalls: allWithinWindow\n  simultaneousCallWindowMs: 250'),
        'x.yaml',
        () => undefined,
      ),
    ).toEqual([]);
    expect(
      validateRulesetText(rulesetText('  simultaneousCalls: everyone'), 'x.yaml', () => undefined)[0],
    ).toMatchObject({ code: 'ruleset/invalid-value', line: 9 });
  });

  it('HG-13/DIG-051: bot games with allWithinWindow (3 teams, Föhn cards) end at the target, keep all 40 cards and verify as replays', () => {
    const g = game({
      teams: 3,
      foehnCards: FOEHN,
      simultaneousCalls: 'allWithinWindow',
      simultaneousCallWindowMs: 2000,
    });
    const bots = Array.from({ length: 6 }, () => gamshBot());
    for (const seed of ['aww-1', 'aww-2']) {
      const trial = runRealtimeTrial(g, bots, seed);
      expect(trial.truncated, seed).toBe(false);
      const rep = recordReplay(
        g,
        bots.map(() => ({ occupant: 'bot' as const, bot: 'gamsh-bot' })),
        seed,
        trial.actions,
      );
      expect(rep.ok, seed).toBe(true);
      if (!rep.ok) continue;
      expect(verifyReplay(rep.value, g).ok, seed).toBe(true);
      const final = trial.actions.reduce((sn, a) => applyInput(g, sn, a).snapshot, startGame(g, seed));
      const fs = st(final);
      expect(Math.max(...fs.scores), seed).toBeGreaterThanOrEqual(9);
      expect([...fs.hands.flat(), ...fs.middle, ...fs.draw, ...fs.discard]).toHaveLength(40);
    }
  });
});

describe('audit2: Gamekeeper undo when the violator took her own discard back (GAM-022, GAM-061, HG-06)', () => {
  it('GAM-061/HG-06: M4-N discarded under the Gamekeeper and taken straight back — the catch scores +1 and leaves M4-N in her hand (4 cards, not mid-swap)', () => {
    // Regression: undoSwap moved the card back to the middle and left the violator mid-swap with 3 cards.
    for (const gamekeeperUndo of ['wholeSwap', 'nightCardOnly']) {
      const g = game({ teams: 3, foehnCards: FOEHN, gamekeeperUndo });
      let s = build(g, {
        position: '| GAMEKEEPER M6-D1 M7-D1 M8-D1',
        hands: { '1': ['M4-N', 'M3-D1', 'M5-D1', 'M2-D1'] },
        extra: { signals: SIGNALS },
      });
      s = ok(g, s, 1, 'discard:M4-N', 1000).snapshot;
      s = ok(g, s, 1, 'take:M4-N', 1100).snapshot;
      const r = ok(g, s, 2, 'slap:GAMEKEEPER', 1200);
      const after = st(r.snapshot);
      expect(after.scores, gamekeeperUndo).toEqual([0, 0, 1]);
      expect(after.swap[1], gamekeeperUndo).toBeNull();
      expect([...after.hands[1]!].sort(), gamekeeperUndo).toEqual(['M2-D1', 'M3-D1', 'M4-N', 'M5-D1']);
      expect(after.middle, gamekeeperUndo).toEqual(['GAMEKEEPER', 'M6-D1', 'M7-D1', 'M8-D1']);
      expect(
        r.events.find((e) => e.type === 'undo-swap'),
        gamekeeperUndo,
      ).toMatchObject({ seat: 1, cards: [] });
    }
  });
});
