// Digital-adaptation rules of docs/rules/gamsh.md (DIG-002…052) as behavioural tests: event order and rejections,
// phases, the two-step swap and AUTO_TAKE, the signal palette, call/slap resolution, middle refresh, the end
// of the game, and the simulator's tie-break and metrics; receipt-time ordering (DIG-006), atomic swaps (DIG-012)
// and the post-call Farmer slap (DIG-034/HG-21). Each test would fail if its rule were broken.
import { describe, expect, it } from 'vitest';
import { compileRuleset, validateRulesetText } from '../../compile';
import { advanceClock, applyInput, listLegalActions, startGame, viewFor, type CompiledGame } from '../../core/game';
import type { GameEvent, Snapshot } from '../../core/types';
import { recordReplay, verifyReplay } from '../../core/replay';
import { runRealtimeTrial } from '../../bots/realtime';
import type { AgentFactory } from '../../core/agent';
import type { Ruleset } from '../../ruleset/types';
import { gamshBot } from './bot';
import { gamshGame, situation, stateOf, type Situation } from '../../../../tests/support/gamsh-situations';
import { MOTIFS, buildDeck, type FoehnCard } from './cards';
import { DEFAULT_PALETTE } from './options';
import type { GamshState } from './state';
import type { GamshRules } from './rules';
import { formatMove, parseMove } from './notation';

const game = (options: Record<string, unknown> = {}): CompiledGame => gamshGame(options, 'dig');
const build = (g: CompiledGame, sit: Situation, seed = 'scenario'): Snapshot => situation(g, sit, seed);
const st = stateOf;
const types = (events: readonly GameEvent[]) => events.map((e) => e.type);

/** An input that must be accepted: the snapshot and events after it. */
function ok(g: CompiledGame, snap: Snapshot, seat: number, notation: string, time: number) {
  const r = applyInput(g, snap, { seat, notation, time });
  if (r.rejected) throw new Error(`${notation} at ${time}: ${r.rejected.code} ${r.rejected.message}`);
  return r;
}

/** An input that must be refused with `code`: returns the step (snapshot after due timers). */
function refused(g: CompiledGame, snap: Snapshot, seat: number, notation: string, time: number, code: string) {
  const r = applyInput(g, snap, { seat, notation, time });
  expect(r.rejected?.code, `${notation} at ${time}`).toBe(code);
  return r;
}

/** The state without its clock (a rejected input may only move the clock). */
const noClock = (s: Snapshot) => ({ ...st(s), now: 0 });

const QUARTET = ['ALP-D1', 'ALP-D2', 'ALP-D3', 'ALP-N'];

/** An agent that plays `plans` in order: the first at once, each next one after its own previous input was processed. */
function scripted(plans: readonly (readonly [number, string])[]): AgentFactory {
  return () => {
    let i = 0;
    return {
      name: 'script',
      update: (ctx) => {
        if (i > 0 && !ctx.submitted) return undefined;
        const p = plans[i++];
        return p ? { at: p[0], notation: p[1] } : null;
      },
    };
  };
}

/** GAM-001/025: every card of the deck exactly once; hands hold 4, or 3 while mid-swap. */
function accounted(s: GamshState, deck: readonly string[]): string | null {
  const all = [...s.hands.flat(), ...s.middle, ...s.draw, ...s.discard].sort();
  if (all.join() !== [...deck].sort().join()) return `cards: ${all.length} of ${deck.length}`;
  for (let i = 0; i < s.hands.length; i++)
    if (s.hands[i]!.length !== (s.swap[i] ? 3 : 4)) return `seat ${i} holds ${s.hands[i]!.length}`;
  return null;
}

/** A ruleset text with these option lines (for located diagnostics). */
const rulesetText = (optionLines: string) =>
  `format: 1\nid: gamsh/x\nkind: gamsh\nname: X\nversion: "1"\nsource: t\noptions:\n  teams: 2\n${optionLines}\n`;

describe('DIG 3.1 event model', () => {
  it('DIG-002: two TAKEs of the same card — the first processed wins, the second is rejected card_gone and changes nothing', () => {
    const g = game();
    const s0 = build(g, {
      position: '| M6-D1 M7-D1 M8-D1 M9-D1 ALP-D1 M2-D1',
      hands: { 0: ['ALP-D2', 'ALP-D3', 'ALP-N'], 1: ['M2-D2', 'M2-D3', 'M2-N'] },
      extra: { midSwap: { 0: 'ALP-D1', 1: 'M2-D1' } },
    });
    for (const [first, second] of [
      [0, 1],
      [1, 0],
    ] as const) {
      const a = ok(g, s0, first, 'take:M6-D1', 100);
      const b = refused(g, a.snapshot, second, 'take:M6-D1', 101, 'gamsh/card-gone');
      expect(noClock(b.snapshot)).toEqual(noClock(a.snapshot));
      expect(b.snapshot.step).toBe(a.snapshot.step);
      expect(st(b.snapshot).hands[first]).toContain('M6-D1');
      expect(st(b.snapshot).hands[second]).toHaveLength(3);
      expect(st(b.snapshot).swap[second]).not.toBeNull();
      // Equal times too: processing order decides.
      const c = refused(g, a.snapshot, second, 'take:M6-D1', 100, 'gamsh/card-gone');
      expect(noClock(c.snapshot)).toEqual(noClock(a.snapshot));
    }
  });

  it('DIG-003: equal input times are ordered by a seeded random tie-break (recorded in the action order), the same for the same seed', () => {
    const g = game();
    // Every seat sends one signal at exactly 3000 ms, then keeps quiet.
    const agent: AgentFactory = (seat) => {
      let sent = false;
      return {
        name: 'tie',
        update: () =>
          sent
            ? undefined
            : ((sent = true), { at: 3000, notation: `signal:${['wink', 'cough', 'ja', 'camping'][seat]}` }),
      };
    };
    const agents = [agent, agent, agent, agent];
    const orders = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const seed = `tie-${i}`;
      const t = runRealtimeTrial(g, agents, seed, { maxTimeMs: 5000 });
      expect(t.actions.map((a) => a.time)).toEqual([3000, 3000, 3000, 3000]);
      const order = t.actions.map((a) => a.seat);
      expect([...order].sort()).toEqual([0, 1, 2, 3]);
      const again = runRealtimeTrial(g, agents, seed, { maxTimeMs: 5000 });
      expect(
        again.actions.map((a) => a.seat),
        seed,
      ).toEqual(order);
      orders.add(order.join());
    }
    // Not seat order, not submission order: several orders over 20 seeds.
    expect(orders.size).toBeGreaterThan(3);
  });

  it('DIG-004: rejected inputs are kept in the replay with their reason code, and the replay verifies (and fails if the reason is altered)', () => {
    const g = game();
    const seed = 'dig-004';
    const s0 = st(startGame(g, seed));
    const [h0, h1, mid] = [s0.hands[0]!, s0.hands[1]!, s0.middle];
    const actions = [
      { seat: 0, notation: `discard:${h0[0]}`, time: 100 }, // PREVIEW: paused
      { seat: 0, notation: `discard:${h0[0]}`, time: 2500 },
      { seat: 1, notation: `discard:${h1[0]}`, time: 2500 },
      { seat: 0, notation: `take:${mid[0]}`, time: 2600 },
      { seat: 1, notation: `take:${mid[0]}`, time: 2601 }, // too slow: card_gone
      { seat: 1, notation: `take:${mid[1]}`, time: 2700 },
    ];
    const rep = recordReplay(
      g,
      [0, 1, 2, 3].map(() => ({ occupant: 'human' as const })),
      seed,
      actions,
    );
    expect(rep.ok).toBe(true);
    if (!rep.ok) return;
    expect(rep.value.steps.map((s) => s.rejected)).toEqual([
      'gamsh/paused',
      undefined,
      undefined,
      undefined,
      'gamsh/card-gone',
      undefined,
    ]);
    expect(rep.value.steps.map((s) => s.time)).toEqual([100, 2500, 2500, 2600, 2601, 2700]);
    expect(verifyReplay(rep.value, g).ok).toBe(true);
    const steps = rep.value.steps.slice();
    steps[4] = { ...steps[4]!, rejected: 'gamsh/paused' };
    expect(verifyReplay({ ...rep.value, steps }, g).ok).toBe(false);
    const { rejected: _r, ...accepted } = rep.value.steps[4]!;
    steps[4] = accepted;
    expect(verifyReplay({ ...rep.value, steps }, g).ok).toBe(false);
  });

  it('DIG-005: PREVIEW → SWAP → PAUSE → new round; outside SWAP/SNACK every input but SIGNAL is rejected `paused`', () => {
    const g = game();
    let s = startGame(g, 'dig-005');
    expect(st(s).phase).toBe('preview');
    expect((viewFor(g, s, 0) as { middle: unknown }).middle).toBeNull();
    const h0 = st(s).hands[0]!;
    refused(g, s, 0, `discard:${h0[0]}`, 1000, 'gamsh/paused');
    refused(g, s, 0, 'pass', 1000, 'gamsh/paused');
    refused(g, s, 0, 'call:gamsh', 1000, 'gamsh/paused');
    s = ok(g, s, 1, 'signal:wink', 1000).snapshot;
    s = advanceClock(g, s, 1999).snapshot;
    expect(st(s).phase).toBe('preview');
    s = advanceClock(g, s, 2000).snapshot; // preRevealMs
    expect(st(s).phase).toBe('swap');
    expect((viewFor(g, s, 0) as { middle: unknown }).middle).toEqual(st(s).middle);

    let p = build(g, { position: '| M6-D1 M7-D1 M8-D1 M9-D1', hands: { 2: QUARTET } });
    p = ok(g, p, 0, 'call:gamsh', 10).snapshot;
    expect(st(p).phase).toBe('pause');
    refused(g, p, 1, 'discard:M2-D1', 20, 'gamsh/paused');
    refused(g, p, 1, 'slap:M6-D1', 20, 'gamsh/paused');
    p = ok(g, p, 1, 'signal:wink', 20).snapshot;
    const end = advanceClock(g, p, 3010); // revealPauseMs
    expect(types(end.events)).toEqual(expect.arrayContaining(['round-end', 'deal']));
    expect(st(end.snapshot)).toMatchObject({ phase: 'preview', round: 2 });
    refused(g, end.snapshot, 1, `discard:${st(end.snapshot).hands[1]![0]}`, 3100, 'gamsh/paused');
    expect(st(advanceClock(g, end.snapshot, 5010).snapshot).phase).toBe('swap');
  });
});

describe("DIG-006 ordering: the engine's receipt time is authoritative", () => {
  it('DIG-006: inputs are applied in receipt-time order, not in the order they were submitted; equal times by the seeded tie-break (DIG-003)', () => {
    const g = game();
    const seed = 'dig-006';
    const s0 = st(startGame(g, seed));
    const x = s0.middle[0]!;
    // Seat 0 discards at 2500 ms and at once submits a TAKE of x stamped 2700 ms. Seat 1 discards at 2600 ms and
    // only then submits its TAKE of x, stamped 2650 ms: submitted later, received earlier.
    const agents = [
      scripted([
        [2500, `discard:${s0.hands[0]![0]}`],
        [2700, `take:${x}`],
      ]),
      scripted([
        [2600, `discard:${s0.hands[1]![0]}`],
        [2650, `take:${x}`],
      ]),
      scripted([]),
      scripted([]),
    ];
    const t = runRealtimeTrial(g, agents, seed, { maxTimeMs: 3000 });
    expect(t.actions.map((a) => [a.seat, a.notation.split(':')[0], a.time])).toEqual([
      [0, 'discard', 2500],
      [1, 'discard', 2600],
      [1, 'take', 2650],
      [0, 'take', 2700],
    ]);
    const rep = recordReplay(
      g,
      [0, 1, 2, 3].map(() => ({ occupant: 'bot' as const })),
      seed,
      t.actions,
    );
    expect(rep.ok).toBe(true);
    if (!rep.ok) return;
    // First come (by receipt time), first served (GAM-023): seat 1 has x, seat 0's TAKE is card_gone.
    expect(rep.value.steps.map((s) => s.rejected ?? null)).toEqual([null, null, null, 'gamsh/card-gone']);
    expect(verifyReplay(rep.value, g).ok).toBe(true);
    expect(t.rejected).toBe(1);
    // The documented tie-break: equal receipt times go by a seeded draw, not by submission (seat) order.
    const tie = (seat: number) => scripted([[3000, `signal:${['wink', 'cough', 'ja', 'camping'][seat]}`]]);
    const orders = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const a = runRealtimeTrial(g, [tie(0), tie(1), tie(2), tie(3)], `tie-006-${i}`, { maxTimeMs: 3500 })
        .actions.map((x) => x.seat)
        .join();
      expect(
        runRealtimeTrial(g, [tie(0), tie(1), tie(2), tie(3)], `tie-006-${i}`, { maxTimeMs: 3500 })
          .actions.map((x) => x.seat)
          .join(),
      ).toBe(a);
      orders.add(a);
    }
    expect(orders.size).toBeGreaterThan(2);
  });

  it('DIG-006: no client-timestamp compensation — an input stamped before the engine clock is refused (action/out-of-order), never slipped in before inputs already processed', () => {
    const g = game();
    const s0 = build(g, {
      position: '| M6-D1 M7-D1 M8-D1 M9-D1 ALP-D1 M2-D1',
      hands: { 0: ['ALP-D2', 'ALP-D3', 'ALP-N'], 1: ['M2-D2', 'M2-D3', 'M2-N'] },
      extra: { midSwap: { 0: 'ALP-D1', 1: 'M2-D1' } },
    });
    // Seat 1's TAKE is received at 1000 ms; seat 0's arrives afterwards but claims to have been made at 990 ms.
    const first = ok(g, s0, 1, 'take:M6-D1', 1000).snapshot;
    const late = refused(g, first, 0, 'take:M6-D1', 990, 'action/out-of-order');
    expect(late.snapshot).toBe(first);
    expect(st(first).hands[1]).toContain('M6-D1');
    // Stamped with its receipt time instead, it is judged against the state then: the card is gone.
    refused(g, first, 0, 'take:M6-D1', 1001, 'gamsh/card-gone');
  });

  it('DIG-006: `ordering` is serverReceipt; clientTimestampCompensated (networked humans) is not supported and is refused with a located diagnostic', () => {
    expect((game().rules as GamshRules).ordering).toBe('serverReceipt');
    expect(validateRulesetText(rulesetText('  ordering: serverReceipt'), 'x.yaml', () => undefined)).toEqual([]);
    const ds = validateRulesetText(rulesetText('  ordering: clientTimestampCompensated'), 'x.yaml', () => undefined);
    expect(ds).toHaveLength(1);
    expect(ds[0]).toMatchObject({
      code: 'ruleset/unsupported-value',
      severity: 'error',
      file: 'x.yaml',
      line: 9,
      path: 'ordering',
    });
    expect(ds[0]!.column).toBeGreaterThanOrEqual(3);
    expect(ds[0]!.message).toMatch(/not supported \(DIG-006\)/);
    expect(ds[0]!.message).toContain('serverReceipt');
    // Also when compiled without a source (a replay header): refused, never silently accepted.
    const rs = {
      id: 'gamsh/dig',
      kind: 'gamsh',
      name: 't',
      version: '1',
      source: 't',
      language: 'de',
      description: '',
      chain: ['gamsh/dig'],
      extends: null,
      options: { ordering: 'clientTimestampCompensated' },
      examples: [],
      texts: {},
      presentation: {},
    } as unknown as Ruleset;
    const r = compileRuleset(rs);
    expect(!r.ok && r.error.map((d) => d.code)).toEqual(['ruleset/unsupported-value']);
    const typo = validateRulesetText(rulesetText('  ordering: clientTime'), 'x.yaml', () => undefined);
    expect(typo[0]).toMatchObject({ code: 'ruleset/invalid-value', line: 9 });
  });
});

describe('DIG 3.2 swap model', () => {
  it('DIG-010: a swap is DISCARD then TAKE; between them the card lies in the middle, anyone mid-swap may grab it, the discarder may take it back', () => {
    const g = game();
    const s0 = build(g, {
      position: '| M6-D1 M7-D1 M8-D1 M9-D1',
      hands: { 0: ['ALP-D1', 'ALP-D2', 'ALP-D3', 'M2-N'], 1: ['M3-D1', 'M3-D2', 'M3-D3', 'M4-N'] },
    });
    refused(g, s0, 0, 'take:M6-D1', 50, 'gamsh/not-mid-swap');
    const d = ok(g, s0, 0, 'discard:M2-N', 100).snapshot;
    expect(st(d).hands[0]).toHaveLength(3);
    expect(st(d).middle).toContain('M2-N');
    expect(st(d).swap[0]).not.toBeNull();
    refused(g, d, 0, 'discard:ALP-D1', 110, 'gamsh/mid-swap');
    // The discarder takes it back.
    const back = ok(g, d, 0, 'take:M2-N', 120).snapshot;
    expect([...st(back).hands[0]!].sort()).toEqual(['ALP-D1', 'ALP-D2', 'ALP-D3', 'M2-N']);
    expect(st(back).swap[0]).toBeNull();
    // Anyone mid-swap may grab it first.
    const d1 = ok(g, d, 1, 'discard:M4-N', 110).snapshot;
    const grab = ok(g, d1, 1, 'take:M2-N', 115).snapshot;
    expect(st(grab).hands[1]).toContain('M2-N');
    refused(g, grab, 0, 'take:M2-N', 120, 'gamsh/card-gone');
    expect(st(ok(g, grab, 0, 'take:M4-N', 130).snapshot).hands[0]).toContain('M4-N');
  });

  it('DIG-011: a mid-swap player who does not TAKE within midSwapTimeoutMs gets AUTO_TAKE of their own discard', () => {
    const g = game();
    const s0 = build(g, {
      position: '| M6-D1 M7-D1 M8-D1 M9-D1',
      hands: { 0: ['ALP-D1', 'ALP-D2', 'ALP-D3', 'M2-N'] },
    });
    const d = ok(g, s0, 0, 'discard:M2-N', 500).snapshot;
    const early = advanceClock(g, d, 4499);
    expect(types(early.events)).not.toContain('auto-take');
    expect(st(early.snapshot).hands[0]).toHaveLength(3);
    const due = advanceClock(g, early.snapshot, 4500);
    expect(due.events.filter((e) => e.type === 'auto-take')).toEqual([
      expect.objectContaining({ seat: 0, card: 'M2-N' }),
    ]);
    expect([...st(due.snapshot).hands[0]!].sort()).toEqual(['ALP-D1', 'ALP-D2', 'ALP-D3', 'M2-N']);
    expect(st(due.snapshot).swap[0]).toBeNull();
    expect(st(due.snapshot).middle).toHaveLength(4);
  });

  it('DIG-011: if the own discard is gone, AUTO_TAKE takes a random non-Snack middle card (4-card invariant kept)', () => {
    const g = game({ foehnCards: ['SNACK'], snackWindowMs: 60_000 });
    const taken = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const s0 = build(
        g,
        {
          position: '| SNACK M6-D1 M7-D1 M8-D1 ALP-D1 M2-D1',
          hands: { 0: ['ALP-D2', 'ALP-D3', 'ALP-N'], 1: ['M2-D2', 'M2-D3', 'M2-N'] },
          extra: { midSwap: { 0: 'ALP-D1', 1: 'M2-D1' } },
        },
        `auto-${i}`,
      );
      expect(st(s0).phase).toBe('snack');
      const grabbed = ok(g, s0, 1, 'take:ALP-D1', 100).snapshot; // seat 1 takes seat 0's discard
      const due = advanceClock(g, grabbed, 4000);
      const auto = due.events.find((e) => e.type === 'auto-take');
      expect(auto).toMatchObject({ seat: 0 });
      expect(auto!.card).not.toBe('SNACK');
      expect(['M6-D1', 'M7-D1', 'M8-D1', 'M2-D1']).toContain(auto!.card);
      expect(st(due.snapshot).hands[0]).toHaveLength(4);
      taken.add(String(auto!.card));
    }
    expect(taken.size).toBeGreaterThan(1); // random, not always the same card
  });
});

describe('DIG-012 swapModel atomic', () => {
  it('DIG-012: `swapModel` defaults to twoStep; atomic is an option; other values are refused with a located diagnostic', () => {
    expect((game().rules as GamshRules).swapModel).toBe('twoStep');
    expect((game({ swapModel: 'atomic' }).rules as GamshRules).swapModel).toBe('atomic');
    expect(validateRulesetText(rulesetText('  swapModel: atomic'), 'x.yaml', () => undefined)).toEqual([]);
    const ds = validateRulesetText(rulesetText('  swapModel: split'), 'x.yaml', () => undefined);
    expect(ds).toHaveLength(1);
    expect(ds[0]).toMatchObject({ code: 'ruleset/invalid-value', file: 'x.yaml', line: 9 });
    expect(ds[0]!.message).toMatch(/twoStep/);
    expect(ds[0]!.message).toMatch(/atomic/);
  });

  it('DIG-012: with atomic swaps one `swap:<give>:<take>` input gives and takes at once; DISCARD is refused; with twoStep SWAP is refused', () => {
    const g = game({ swapModel: 'atomic' });
    const s0 = build(g, {
      position: '| M6-D1 M7-D1 M8-D1 M9-D1',
      hands: { 0: ['ALP-D1', 'ALP-D2', 'ALP-D3', 'M2-N'] },
    });
    const listed = listLegalActions(g, s0, 0).map((a) => a.notation);
    expect(listed.filter((n) => n.startsWith('swap:'))).toHaveLength(16); // 4 hand cards × 4 middle cards
    expect(listed.some((n) => n.startsWith('discard:') || n.startsWith('take:'))).toBe(false);
    refused(g, s0, 0, 'discard:M2-N', 100, 'gamsh/swap-model');
    refused(g, s0, 0, 'swap:M3-D1:M6-D1', 100, 'gamsh/not-in-hand');
    refused(g, s0, 0, 'swap:M2-N:ALP-N', 100, 'gamsh/card-gone');
    const r = ok(g, s0, 0, 'swap:M2-N:M6-D1', 100);
    expect(r.events.map((e) => [e.type, e.card])).toEqual([
      ['discard', 'M2-N'],
      ['take', 'M6-D1'],
    ]);
    expect([...st(r.snapshot).hands[0]!].sort()).toEqual(['ALP-D1', 'ALP-D2', 'ALP-D3', 'M6-D1']);
    expect([...st(r.snapshot).middle].sort()).toEqual(['M2-N', 'M7-D1', 'M8-D1', 'M9-D1']);
    expect(st(r.snapshot).lastDiscard).toBe(100); // counts as a discard for the stall timer (DIG-038)
    // Not faithful: nobody is mid-swap afterwards, so no one could have snatched M2-N in between (DIG-010 race gone).
    expect(st(r.snapshot).swap.every((m) => m === null)).toBe(true);
    // The `<motif>-D` shorthand works for both cards.
    expect(st(ok(g, s0, 0, 'swap:M2-N:M7-D', 100).snapshot).hands[0]).toContain('M7-D1');
    const twoStep = game();
    refused(
      twoStep,
      build(twoStep, { position: '| M6-D1 M7-D1 M8-D1 M9-D1', hands: { 0: ['ALP-D1', 'ALP-D2', 'ALP-D3', 'M2-N'] } }),
      0,
      'swap:M2-N:M6-D1',
      100,
      'gamsh/swap-model',
    );
    expect(listLegalActions(twoStep, s0, 0).some((a) => a.notation.startsWith('swap:'))).toBe(false);
    // Notation round trip.
    expect(parseMove('swap:M2-N:M6-D1')).toEqual({ type: 'swap', give: 'M2-N', take: 'M6-D1' });
    expect(formatMove(parseMove('swap:M2-N:M6-D1')!)).toBe('swap:M2-N:M6-D1');
    expect(parseMove('swap:M2-N')).toBeNull();
    expect(parseMove('swap:M2-N:XX')).toBeNull();
  });

  it('DIG-012: atomic swaps keep the Föhn rules: a night card under the Gamekeeper is a violation of the whole swap; the Snack is never taken and stops swapping', () => {
    const g = game({ swapModel: 'atomic', foehnCards: ['GAMEKEEPER', 'SNACK'] });
    const s0 = build(g, {
      position: '| GAMEKEEPER ALP-N M6-D1 M7-D1',
      hands: { 1: ['M2-D1', 'M3-D1', 'M4-D1', 'SNACK'] },
    });
    const v = ok(g, s0, 1, 'swap:M2-D1:ALP-N', 1000);
    expect(v.events.find((e) => e.type === 'violation')).toMatchObject({ seat: 1, card: 'ALP-N', direction: 'take' });
    const caught = ok(g, v.snapshot, 0, 'slap:GAMEKEEPER', 1500);
    expect(types(caught.events)).toEqual(expect.arrayContaining(['catch', 'undo-swap']));
    expect([...st(caught.snapshot).hands[1]!].sort()).toEqual(['M2-D1', 'M3-D1', 'M4-D1', 'SNACK']);
    refused(g, s0, 1, 'swap:M2-D1:SNACK', 100, 'gamsh/snack-never-taken');
    const snack = ok(g, s0, 1, 'swap:SNACK:M6-D1', 100); // giving the Snack starts it; the giver already holds 4
    expect(st(snack.snapshot)).toMatchObject({ phase: 'snack' });
    expect(st(snack.snapshot).hands[1]).toHaveLength(4);
    refused(g, snack.snapshot, 0, `swap:${st(snack.snapshot).hands[0]![0]}:M7-D1`, 200, 'gamsh/snack-no-swap');
    refused(g, snack.snapshot, 0, 'swap:M2-D1:SNACK', 200, 'gamsh/snack-no-swap');
  });

  for (const teams of [2, 3]) {
    it(`DIG-012: a bot-only game with atomic swaps (${teams} teams, Föhn cards) ends, keeps all 40 cards, only swaps in one input, and verifies as a replay`, () => {
      const foehn: FoehnCard[] = ['GAMEKEEPER', 'FARMER', 'SNACK', 'BULL'];
      const g = game({ teams, foehnCards: foehn, swapModel: 'atomic' });
      const deck = buildDeck({ motifs: MOTIFS, foehn });
      expect(deck).toHaveLength(40);
      const bots = Array.from({ length: teams * 2 }, () => gamshBot());
      const seed = `dig-012-${teams}`;
      const t = runRealtimeTrial(g, bots, seed);
      expect(t.truncated).toBe(false);
      expect(t.outcome).not.toBeNull();
      expect(t.actions.filter((a) => a.notation.startsWith('swap:')).length).toBeGreaterThan(20);
      expect(t.actions.some((a) => a.notation.startsWith('discard:'))).toBe(false);
      expect(JSON.stringify(runRealtimeTrial(g, bots, seed).actions)).toBe(JSON.stringify(t.actions));
      let snap = startGame(g, seed);
      for (const a of t.actions) {
        snap = applyInput(g, snap, a).snapshot;
        const bad = accounted(st(snap), deck);
        if (bad) throw new Error(`${seed} at ${a.time} ms: ${bad}`);
      }
      expect(Math.max(...st(snap).scores)).toBeGreaterThanOrEqual(9);
      const rep = recordReplay(
        g,
        bots.map(() => ({ occupant: 'bot' as const, bot: 'gamsh-bot' })),
        seed,
        t.actions,
      );
      expect(rep.ok).toBe(true);
      if (rep.ok) expect(verifyReplay(rep.value, g)).toMatchObject({ ok: true, value: { outcome: t.outcome } });
    });
  }
});

describe('DIG 3.3 signals palette', () => {
  it('DIG-020: the default palette has the 20 entries in four categories; only palette entries can be emitted', () => {
    const byCat = (c: string) => DEFAULT_PALETTE.filter((p) => p.category === c).map((p) => p.id);
    expect(DEFAULT_PALETTE).toHaveLength(20);
    expect(byCat('gesture')).toEqual([
      'wink',
      'switchHands',
      'scratchEar',
      'scratchHead',
      'tapCards',
      'strokeBeard',
      'lookAtPartner',
    ]);
    expect(byCat('sound')).toEqual(['cough', 'clearThroat', 'clickTongue', 'whistle']);
    expect(byCat('word')).toEqual(['ja', 'sapperlot', 'mWord', 'booyah']);
    expect(byCat('topic')).toEqual(['fcSuederbrarup', 'switzerland', 'weather', 'camping', 'smell']);
    const g = game();
    const s = build(g, { position: '| M6-D1 M7-D1 M8-D1 M9-D1' });
    expect((viewFor(g, s, 0) as { palette: unknown }).palette).toEqual(
      DEFAULT_PALETTE.map((p) => ({ id: p.id, category: p.category })),
    );
    refused(g, s, 0, 'signal:yodel', 10, 'gamsh/bad-entry');
    // A ruleset palette replaces the default.
    const custom = game({
      palette: [
        { id: 'yodel', category: 'sound' },
        { id: 'nod', category: 'gesture' },
        { id: 'hat', category: 'gesture' },
        { id: 'moo', category: 'word' },
      ],
    });
    const c = build(custom, { position: '| M6-D1 M7-D1 M8-D1 M9-D1', extra: { signals: { A: 'yodel', B: 'nod' } } });
    ok(custom, c, 0, 'signal:yodel', 10);
    refused(custom, c, 0, 'signal:wink', 10, 'gamsh/bad-entry');
  });

  it("DIG-022: any player may emit any entry at any time (also another team's: a false signal); it is broadcast to all with the sender, with no rule effect", () => {
    const g = game();
    const s0 = build(g, {
      position: '| M6-D1 M7-D1 M8-D1 M9-D1',
      hands: { 1: ['M3-D1', 'M3-D2', 'M3-D3', 'M4-N'] },
      extra: { signals: { A: 'camping', B: 'wink' } },
    });
    for (let seat = 0; seat < 4; seat++) {
      const listed = listLegalActions(g, s0, seat).map((a) => a.notation);
      for (const p of DEFAULT_PALETTE) expect(listed).toContain(`signal:${p.id}`);
    }
    const mid = ok(g, s0, 1, 'discard:M4-N', 50).snapshot; // mid-swap players may signal too
    const r = ok(g, mid, 1, 'signal:camping', 100); // team A's entry, sent by team B
    expect(r.events).toEqual([expect.objectContaining({ type: 'emote', seat: 1, entry: 'camping' })]);
    for (let seat = 0; seat < 4; seat++)
      expect((viewFor(g, r.snapshot, seat) as { emotes: unknown }).emotes).toEqual([
        { seat: 1, entry: 'camping', t: 100 },
      ]);
    expect({ ...noClock(r.snapshot), emotes: [] }).toEqual({ ...noClock(mid), emotes: [] });
  });

  it('DIG-023: an emote is shown for emoteDisplayMs (1500) and then gone; emoteHistoryVisible keeps it', () => {
    for (const history of [false, true]) {
      const g = game({ emoteHistoryVisible: history });
      const s = ok(g, build(g, { position: '| M6-D1 M7-D1 M8-D1 M9-D1' }), 1, 'signal:cough', 100).snapshot;
      const seen = (t: number) =>
        (viewFor(g, advanceClock(g, s, t).snapshot, 2) as { emotes: unknown[] }).emotes.length;
      expect(seen(1600)).toBe(1);
      expect(seen(1601)).toBe(history ? 1 : 0);
      expect(seen(5000)).toBe(history ? 1 : 0);
    }
  });

  it("DIG-024: OUTGAMSH is right iff the entry is the named team's sealed entry; the outed team picks a different entry in a PAUSE, then a new round", () => {
    const g = game();
    const s0 = build(g, {
      position: 'A0 B0 | M6-D1 M7-D1 M8-D1 M9-D1',
      extra: { signals: { A: 'camping', B: 'wink' } },
    });
    const wrong = ok(g, s0, 0, 'outgamsh:B=cough', 100).snapshot;
    expect(st(wrong)).toMatchObject({ scores: [0, 3], phase: 'swap', secretPending: null });
    const right = ok(g, wrong, 0, 'outgamsh:B=wink', 200);
    expect(st(right.snapshot)).toMatchObject({
      scores: [3, 3],
      phase: 'pause',
      pauseReason: 'outgamsh',
      secretPending: 1,
    });
    refused(g, right.snapshot, 1, 'secret:wink', 300, 'gamsh/bad-entry'); // HG-16: must differ
    refused(g, right.snapshot, 0, 'secret:cough', 300, 'gamsh/paused'); // not the outed team
    const chosen = ok(g, right.snapshot, 3, 'secret:cough', 300);
    expect(chosen.events).toEqual([expect.objectContaining({ type: 'signal-set', team: 'B' })]);
    expect(JSON.stringify(chosen.events)).not.toContain('cough'); // sealed, not plain
    expect(st(chosen.snapshot)).toMatchObject({ phase: 'pause', secretPending: null });
    expect(st(chosen.snapshot).signals[1]).toBe('cough');
    const next = advanceClock(g, chosen.snapshot, 3200);
    expect(st(next.snapshot)).toMatchObject({ phase: 'preview', round: 2 });
    // The old entry is no longer right.
    const later = advanceClock(g, next.snapshot, 5200).snapshot;
    expect(st(ok(g, later, 0, 'outgamsh:B=wink', 5300).snapshot).scores).toEqual([3, 6]);
  });

  it('DIG-025: teams may share an entry (default); a guess is checked only against the named team', () => {
    const g = game({ teams: 3 });
    const s0 = build(g, {
      position: '| M6-D1 M7-D1 M8-D1 M9-D1',
      extra: { signals: { A: 'camping', B: 'camping', C: 'wink' } },
    });
    expect(st(s0).signals).toEqual(['camping', 'camping', 'wink']);
    const miss = ok(g, s0, 0, 'outgamsh:B=wink', 100).snapshot; // C's entry, not B's
    expect(st(miss)).toMatchObject({ scores: [0, 3, 3], secretPending: null, phase: 'swap' });
    const hit = ok(g, s0, 2, 'outgamsh:B=camping', 100).snapshot;
    expect(st(hit)).toMatchObject({ scores: [0, 0, 3], secretPending: 1 });
    // With uniqueSignalsAcrossTeams, a team may not choose another team's entry.
    const uniq = game({ uniqueSignalsAcrossTeams: true });
    const free = game();
    for (const [gg, code] of [
      [uniq, 'gamsh/bad-entry'],
      [free, null],
    ] as const) {
      const s = startGame(gg, 'dig-025');
      const other = st(s).signals[1]!;
      const r = applyInput(gg, s, { seat: 0, notation: `secret:${other}`, time: 10 });
      expect(r.rejected?.code ?? null).toBe(code);
    }
    for (let i = 0; i < 20; i++) {
      const sig = st(startGame(game({ teams: 3, uniqueSignalsAcrossTeams: true }), `u-${i}`)).signals;
      expect(new Set(sig).size).toBe(3);
    }
  });

  it('DIG-026: there is no free-text channel: only palette entries can be emitted, anything else is refused', () => {
    const g = game();
    const s = build(g, { position: '| M6-D1 M7-D1 M8-D1 M9-D1' });
    refused(g, s, 0, 'chat:hello partner', 10, 'gamsh/malformed');
    refused(g, s, 0, 'say:quartet', 10, 'gamsh/malformed');
    refused(g, s, 0, 'signal:I have ALP', 10, 'gamsh/malformed');
    refused(g, s, 0, 'signal:alphorn', 10, 'gamsh/bad-entry');
    const ids = new Set(DEFAULT_PALETTE.map((p) => p.id));
    for (const a of listLegalActions(g, s, 0)) {
      const m = /^(signal|secret):(.*)$/.exec(a.notation);
      if (m) expect(ids.has(m[2]!)).toBe(true);
    }
  });
});

describe('DIG 3.4 resolution details', () => {
  it("DIG-030: CALL GAMSH judges the partner's hand at processing time, then SCORE, REVEAL_HANDS, PAUSE(revealPauseMs), ROUND_END", () => {
    const g = game();
    const s0 = build(g, { position: 'A0 B0 | M6-D1 M7-D1 M8-D1 M9-D1', hands: { 2: QUARTET } });
    const r = ok(g, s0, 0, 'call:gamsh', 100);
    expect(types(r.events)).toEqual(['call', 'reveal-hands', 'score', 'pause']);
    expect(r.events[1]).toMatchObject({ seats: [2], hands: { 2: QUARTET } });
    expect(st(r.snapshot)).toMatchObject({ scores: [1, 0], phase: 'pause', until: 3100 });
    expect(st(advanceClock(g, r.snapshot, 3099).snapshot).round).toBe(1);
    const end = advanceClock(g, r.snapshot, 3100);
    expect(types(end.events)).toContain('round-end');
    expect(st(end.snapshot).round).toBe(2);
    // Processing time: the partner breaks the quartet just before the call is processed.
    const broken = ok(g, s0, 2, 'discard:ALP-N', 90).snapshot;
    expect(st(ok(g, broken, 0, 'call:gamsh', 100).snapshot).scores).toEqual([0, 1]);
  });

  it("DIG-030: with `farmer` and the Farmer in the middle, 3 of a motif in the partner's hand count", () => {
    const g = game({ foehnCards: ['FARMER'] });
    const s0 = build(g, {
      position: '| FARMER M6-D1 M7-D1 M8-D1',
      hands: { 2: ['ALP-D1', 'ALP-D2', 'ALP-D3', 'M2-N'] },
    });
    expect(st(ok(g, s0, 0, 'call:gamsh+farmer', 100).snapshot).scores).toEqual([1, 0]);
    // Without it (and no Farmer slap within the ±500 ms window, DIG-034) the call is wrong once its window is over.
    expect(st(advanceClock(g, ok(g, s0, 0, 'call:gamsh', 100).snapshot, 601).snapshot).scores).toEqual([0, 1]);
    const noFarmer = build(g, {
      position: '| M5-D1 M6-D1 M7-D1 M8-D1',
      hands: { 2: ['ALP-D1', 'ALP-D2', 'ALP-D3', 'M2-N'] },
    });
    refused(g, noFarmer, 0, 'call:gamsh+farmer', 100, 'gamsh/no-farmer');
  });

  it('DIG-031: CALL DOUBLE is right only if caller and partner both have a quartet; the Farmer helps the partner only', () => {
    const g = game({ foehnCards: ['FARMER'] });
    const M2 = ['M2-D1', 'M2-D2', 'M2-D3', 'M2-N'];
    const both = build(g, { position: '| M6-D1 M7-D1 M8-D1 M9-D1', hands: { 0: QUARTET, 2: M2 } });
    expect(st(ok(g, both, 0, 'call:double', 100).snapshot).scores).toEqual([2, 0]);
    const partnerOnly = build(g, {
      position: '| M6-D1 M7-D1 M8-D1 M9-D1',
      hands: { 0: ['ALP-D1', 'ALP-D2', 'ALP-D3', 'M3-N'], 2: M2 },
    });
    expect(st(ok(g, partnerOnly, 0, 'call:double', 100).snapshot).scores).toEqual([0, 2]);
    const callerOnly = build(g, {
      position: '| M6-D1 M7-D1 M8-D1 M9-D1',
      hands: { 0: QUARTET, 2: ['M2-D1', 'M2-D2', 'M2-D3', 'M3-N'] },
    });
    expect(st(ok(g, callerOnly, 0, 'call:double', 100).snapshot).scores).toEqual([0, 2]);
    const farmerPartner = build(g, {
      position: '| FARMER M6-D1 M7-D1 M8-D1',
      hands: { 0: QUARTET, 2: ['M2-D1', 'M2-D2', 'M2-D3', 'M3-N'] },
    });
    expect(st(ok(g, farmerPartner, 0, 'call:double+farmer', 100).snapshot).scores).toEqual([2, 0]);
    const farmerCaller = build(g, {
      position: '| FARMER M6-D1 M7-D1 M8-D1',
      hands: { 0: ['ALP-D1', 'ALP-D2', 'ALP-D3', 'M3-N'], 2: M2 },
    });
    expect(st(ok(g, farmerCaller, 0, 'call:double+farmer', 100).snapshot).scores).toEqual([0, 2]);
  });

  it('DIG-032: CALL COUNTER targets another team; right if the target or its partner has a quartet (no Farmer); reveals target, then partner', () => {
    const g = game({ foehnCards: ['FARMER'] });
    const partnerHas = build(g, { position: '| M6-D1 M7-D1 M8-D1 M9-D1', hands: { 3: QUARTET } });
    refused(g, partnerHas, 0, 'call:counter:2', 100, 'gamsh/bad-target');
    const r = ok(g, partnerHas, 0, 'call:counter:1', 100);
    expect(st(r.snapshot).scores).toEqual([1, 0]);
    expect(r.events.find((e) => e.type === 'reveal-hands')).toMatchObject({ seats: [1, 3] });
    const targetHas = build(g, { position: '| M6-D1 M7-D1 M8-D1 M9-D1', hands: { 1: QUARTET } });
    const t = ok(g, targetHas, 0, 'call:counter:1', 100);
    expect(st(t.snapshot).scores).toEqual([1, 0]);
    expect(t.events.find((e) => e.type === 'reveal-hands')).toMatchObject({ seats: [1] });
    const none = build(g, { position: '| M6-D1 M7-D1 M8-D1 M9-D1' });
    expect(st(ok(g, none, 0, 'call:counter:3', 100).snapshot).scores).toEqual([0, 1]);
    const three = build(g, {
      position: '| FARMER M6-D1 M7-D1 M8-D1',
      hands: { 1: ['ALP-D1', 'ALP-D2', 'ALP-D3', 'M2-N'] },
    });
    expect(st(ok(g, three, 0, 'call:counter:1+farmer', 100).snapshot).scores).toEqual([0, 1]);
  });

  it('DIG-033: calls and guesses after the first accepted call are rejected round_over, even at the same time', () => {
    const g = game();
    const s0 = build(g, {
      position: '| M6-D1 M7-D1 M8-D1 M9-D1',
      hands: { 2: QUARTET, 3: ['M2-D1', 'M2-D2', 'M2-D3', 'M2-N'] },
    });
    const first = ok(g, s0, 0, 'call:gamsh', 100).snapshot;
    for (const [seat, n] of [
      [1, 'call:gamsh'],
      [3, 'call:double'],
      [2, 'call:counter:1'],
      [1, 'outgamsh:A=wink'],
    ] as const) {
      const r = refused(g, first, seat, n, 100, 'gamsh/round-over');
      expect(noClock(r.snapshot)).toEqual(noClock(first));
    }
    refused(g, first, 1, 'call:gamsh', 2000, 'gamsh/round-over');
    expect(st(first).scores).toEqual([1, 0]);
  });

  it("DIG-034/HG-21: a call made without the Farmer waits for the caller's post-call Farmer slap: within +farmerSlapWindowMs it counts; at +501 ms, or by anyone else, it does not", () => {
    const g = game({ foehnCards: ['FARMER'] });
    const s0 = build(g, {
      position: 'A0 B0 | FARMER M6-D1 M7-D1 M8-D1',
      hands: { 2: ['ALP-D1', 'ALP-D2', 'ALP-D3', 'M2-N'] },
    });
    const held = ok(g, s0, 0, 'call:gamsh', 1000);
    expect(types(held.events)).toEqual(['call-held', 'pause']);
    expect(st(held.snapshot)).toMatchObject({
      phase: 'pause',
      pauseReason: 'call',
      until: 1501,
      scores: [0, 0],
      reveal: null,
      pendingCall: { seat: 0, call: 'gamsh', target: null, at: 1000 },
    });
    // Meanwhile only the caller's Farmer slap (and signals) are accepted.
    expect(
      listLegalActions(g, held.snapshot, 0)
        .map((a) => a.notation)
        .filter((n) => n !== 'wait' && !n.startsWith('signal:')),
    ).toEqual(['slap:FARMER']);
    for (const seat of [1, 2, 3])
      expect(listLegalActions(g, held.snapshot, seat).some((a) => a.notation.startsWith('slap:'))).toBe(false);
    refused(g, held.snapshot, 2, 'slap:FARMER', 1100, 'gamsh/paused'); // the partner
    refused(g, held.snapshot, 1, 'slap:FARMER', 1100, 'gamsh/paused'); // an opponent
    refused(g, held.snapshot, 1, 'call:counter:0', 1100, 'gamsh/round-over');
    refused(g, held.snapshot, 0, 'slap:M6-D1', 1100, 'gamsh/paused');
    // Within the window, both ends included: the call is judged at the slap, with the Farmer.
    for (const t of [1000, 1250, 1500]) {
      const r = ok(g, held.snapshot, 0, 'slap:FARMER', t);
      expect(types(r.events)).toEqual(['slap', 'call', 'reveal-hands', 'score', 'pause']);
      expect(r.events.find((e) => e.type === 'call')).toMatchObject({ seat: 0, farmer: true, correct: true });
      expect(st(r.snapshot)).toMatchObject({
        scores: [1, 0],
        phase: 'pause',
        pauseReason: 'reveal',
        until: t + 3000,
        pendingCall: null,
      });
    }
    // Just outside: the window closed at 1501 ms, the call was judged without the Farmer, the slap is too late.
    expect(st(advanceClock(g, held.snapshot, 1500).snapshot)).toMatchObject({ pauseReason: 'call', scores: [0, 0] });
    const late = refused(g, held.snapshot, 0, 'slap:FARMER', 1501, 'gamsh/paused');
    expect(late.events.find((e) => e.type === 'call')).toMatchObject({ farmer: false, correct: false });
    expect(st(late.snapshot)).toMatchObject({ scores: [0, 1], pauseReason: 'reveal', until: 4501, pendingCall: null });
    expect(st(advanceClock(g, late.snapshot, 4501).snapshot)).toMatchObject({ phase: 'preview', round: 2 });
    // Someone else's slap just before the call is accepted but is not the caller's: it does not count.
    for (const other of [1, 2]) {
      const pre = ok(g, s0, other, 'slap:FARMER', 900).snapshot;
      const r = ok(g, pre, 0, 'call:gamsh', 1000);
      expect(st(r.snapshot).pauseReason).toBe('call');
      expect(st(advanceClock(g, r.snapshot, 1501).snapshot).scores).toEqual([0, 1]);
    }
  });

  it('DIG-034: whether a call is held depends only on public facts — Farmer in the middle, a call it can help (HG-04), a caller holding 4 — never on the hands', () => {
    const g = game({ foehnCards: ['FARMER'] });
    const heldFor = (gg: CompiledGame, sit: Situation, seat: number, n: string) =>
      st(ok(gg, build(gg, sit), seat, n, 100).snapshot).pauseReason;
    for (const hand of [QUARTET, ['ALP-D1', 'ALP-D2', 'ALP-D3', 'M2-N'], ['M2-D1', 'M3-D1', 'M4-D1', 'M5-D1']]) {
      expect(heldFor(g, { position: '| FARMER M6-D1 M7-D1 M8-D1', hands: { 2: hand } }, 0, 'call:gamsh')).toBe('call');
      expect(heldFor(g, { position: '| FARMER M6-D1 M7-D1 M8-D1', hands: { 0: hand } }, 0, 'call:double')).toBe('call');
    }
    // Judged at once: the Farmer slapped with the call or just before, no Farmer in the middle, a Counter, a mid-swap caller.
    expect(heldFor(g, { position: '| FARMER M6-D1 M7-D1 M8-D1' }, 0, 'call:gamsh+farmer')).toBe('reveal');
    expect(
      st(
        ok(
          g,
          ok(g, build(g, { position: '| FARMER M6-D1 M7-D1 M8-D1' }), 0, 'slap:FARMER', 50).snapshot,
          0,
          'call:gamsh',
          100,
        ).snapshot,
      ).pauseReason,
    ).toBe('reveal');
    expect(heldFor(g, { position: '| M5-D1 M6-D1 M7-D1 M8-D1' }, 0, 'call:gamsh')).toBe('reveal');
    expect(heldFor(g, { position: '| FARMER M6-D1 M7-D1 M8-D1' }, 0, 'call:counter:1')).toBe('reveal');
    expect(
      heldFor(
        g,
        {
          position: '| FARMER M6-D1 M7-D1 M8-D1 M9-D1',
          hands: { 0: ['M2-D1', 'M3-D1', 'M4-D1'] },
          extra: { midSwap: { 0: 'M9-D1' } },
        },
        0,
        'call:gamsh',
      ),
    ).toBe('reveal');
    // HG-04 farmerWithCounter: a Counter is held too, and the post-call slap makes the target's 3 count.
    const counter = game({ foehnCards: ['FARMER'], farmerWithCounter: true });
    const c = ok(
      counter,
      build(counter, { position: '| FARMER M6-D1 M7-D1 M8-D1', hands: { 1: ['ALP-D1', 'ALP-D2', 'ALP-D3', 'M2-N'] } }),
      0,
      'call:counter:1',
      100,
    ).snapshot;
    expect(st(c).pendingCall).toMatchObject({ call: 'counter', target: 1 });
    expect(st(ok(counter, c, 0, 'slap:FARMER', 300).snapshot).scores).toEqual([1, 0]);
    // HG-03 farmerAppliesTo both: the post-call slap also completes the caller's own 3 in a Double.
    const both = game({ foehnCards: ['FARMER'], farmerAppliesTo: 'both' });
    const three = ['M2-D1', 'M2-D2', 'M2-D3', 'M3-N'];
    const d = ok(
      both,
      build(both, {
        position: '| FARMER M6-D1 M7-D1 M8-D1',
        hands: { 0: three, 2: ['ALP-D1', 'ALP-D2', 'ALP-D3', 'M4-N'] },
      }),
      0,
      'call:double',
      100,
    ).snapshot;
    expect(st(ok(both, d, 0, 'slap:FARMER', 600).snapshot).scores).toEqual([2, 0]);
    expect(st(advanceClock(both, d, 601).snapshot).scores).toEqual([0, 2]);
    // A held call that reaches the target ends the game at once when judged (GAM-080).
    const end = ok(
      g,
      build(g, { position: 'A8 B0 | FARMER M6-D1 M7-D1 M8-D1', hands: { 2: ['ALP-D1', 'ALP-D2', 'ALP-D3', 'M2-N'] } }),
      0,
      'call:gamsh',
      100,
    ).snapshot;
    expect(ok(g, end, 0, 'slap:FARMER', 200).snapshot.outcome?.winners).toEqual([0, 2]);
  });

  it('DIG-034: games of bots that never slap the Farmer (farmerUse never) hold their calls, end, and verify as replays', () => {
    const g = game({ foehnCards: ['GAMEKEEPER', 'FARMER', 'SNACK', 'BULL'] as FoehnCard[] });
    const bots = Array.from({ length: 4 }, () => gamshBot({ farmerUse: 'never' }));
    // About one game in three holds a call (≈ 100 held calls per 300 games): play until one did, at most 40 games
    // (every game played must end and verify), so a change of the bots' random streams cannot make this flaky.
    let held = 0;
    for (let i = 0; i < 40 && held === 0; i++) {
      const seed = `dig-034-${i}`;
      const t = runRealtimeTrial(g, bots, seed);
      expect(t.truncated).toBe(false);
      held += t.eventCounts['call-held'] ?? 0;
      const rep = recordReplay(
        g,
        bots.map(() => ({ occupant: 'bot' as const, bot: 'gamsh-bot' })),
        seed,
        t.actions,
      );
      expect(rep.ok && verifyReplay(rep.value, g).ok).toBe(true);
    }
    expect(held).toBeGreaterThan(0);
  });

  it("DIG-035: a Gamekeeper slap catches an opponent's open violation (undo, +1, PAUSE catchPauseMs); otherwise nothing but a slapCooldownMs lock-out", () => {
    const g = game({ foehnCards: ['GAMEKEEPER'] });
    const s0 = build(g, {
      position: '| GAMEKEEPER ALP-N M6-D1 M7-D1',
      hands: { 1: ['M2-D1', 'M3-D1', 'M4-D1', 'M5-D1'] },
    });
    let s = ok(g, s0, 1, 'discard:M2-D1', 1000).snapshot;
    const v = ok(g, s, 1, 'take:ALP-N', 1250);
    expect(types(v.events)).toContain('violation');
    s = v.snapshot;
    // The violator's partner cannot catch (HG-05): false slap, locked out for 500 ms.
    const own = ok(g, s, 3, 'slap:GAMEKEEPER', 1300);
    expect(types(own.events)).toEqual(['slap', 'false-slap']);
    expect(st(own.snapshot).scores).toEqual([0, 0]);
    refused(g, own.snapshot, 3, 'slap:GAMEKEEPER', 1799, 'gamsh/slap-cooldown');
    expect(applyInput(g, own.snapshot, { seat: 3, notation: 'slap:GAMEKEEPER', time: 1800 }).rejected).toBeNull();
    // An opponent catches it.
    const c = ok(g, own.snapshot, 0, 'slap:GAMEKEEPER', 1900);
    expect(types(c.events)).toEqual(expect.arrayContaining(['catch', 'undo-swap', 'score', 'pause']));
    expect(st(c.snapshot)).toMatchObject({ scores: [1, 0], phase: 'pause', pauseReason: 'catch', until: 3400 });
    expect([...st(c.snapshot).hands[1]!].sort()).toEqual(['M2-D1', 'M3-D1', 'M4-D1', 'M5-D1']);
    expect(st(c.snapshot).middle).toContain('ALP-N');
    expect(st(c.snapshot).violations).toEqual([]); // closed
    expect(st(advanceClock(g, c.snapshot, 3400).snapshot).phase).toBe('swap');
    // The catch window (3000 ms after the violation).
    expect(st(ok(g, s, 0, 'slap:GAMEKEEPER', 4250).snapshot).scores).toEqual([1, 0]);
    const late = ok(g, s, 0, 'slap:GAMEKEEPER', 4251);
    expect(types(late.events)).toContain('false-slap');
    expect(st(late.snapshot).scores).toEqual([0, 0]);
  });

  it('DIG-036: the Snack blocks DISCARD, lets mid-swap players complete, one claim per player; it ends when all are claimed, scores and replaces the middle', () => {
    const g = game({ foehnCards: ['SNACK'] });
    const s0 = build(g, {
      position: 'A0 B0 | M6-D1 M7-D1 M8-D1 M9-D1',
      hands: { 0: ['SNACK', 'ALP-D1', 'ALP-D2', 'ALP-D3'], 1: ['M2-D1', 'M3-D1', 'M4-D1', 'M5-D1'] },
    });
    let s = ok(g, s0, 1, 'discard:M2-D1', 50).snapshot;
    const snack = ok(g, s, 0, 'discard:SNACK', 100);
    expect(types(snack.events)).toContain('snack');
    s = snack.snapshot;
    expect(st(s).phase).toBe('snack');
    refused(g, s, 2, `discard:${st(s).hands[2]![0]}`, 110, 'gamsh/snack-no-swap');
    refused(g, s, 2, 'pass', 110, 'gamsh/snack-no-swap');
    refused(g, s, 0, 'take:SNACK', 110, 'gamsh/snack-never-taken');
    refused(g, s, 0, 'slap:M6-D1', 110, 'gamsh/must-complete-swap');
    s = ok(g, s, 1, 'take:M9-D1', 150).snapshot; // completes its swap
    s = ok(g, s, 2, 'slap:M6-D1', 200).snapshot;
    refused(g, s, 2, 'slap:M7-D1', 210, 'gamsh/one-slap-per-player');
    refused(g, s, 3, 'slap:M6-D1', 210, 'gamsh/card-claimed');
    s = ok(g, s, 1, 'slap:M7-D1', 220).snapshot;
    s = ok(g, s, 3, 'slap:M8-D1', 230).snapshot;
    expect(st(s).phase).toBe('snack');
    const last = ok(g, s, 0, 'take:M2-D1', 240); // the last free card: the Snack ends
    expect(types(last.events)).toEqual(expect.arrayContaining(['score', 'replace-middle']));
    expect(last.events.find((e) => e.type === 'replace-middle')).toMatchObject({ reason: 'snack' });
    expect(st(last.snapshot)).toMatchObject({ phase: 'swap', scores: [0, 1] }); // B: both partners slapped
    expect(st(last.snapshot).middle).not.toContain('SNACK');
    // Or the window runs out (snackWindowMs 3000): no claims, no points, middle replaced.
    const timeout = advanceClock(g, snack.snapshot, 3100);
    expect(timeout.events.find((e) => e.type === 'replace-middle')).toMatchObject({ reason: 'snack' });
    expect(st(timeout.snapshot)).toMatchObject({ phase: 'swap', scores: [0, 0] });
    expect(st(advanceClock(g, snack.snapshot, 3099).snapshot).phase).toBe('snack');
  });

  it('DIG-037: a Bull slap replaces the middle (mid-swap players then AUTO_TAKE), but is a Snack claim without replacement during the Snack', () => {
    const g = game({ foehnCards: ['BULL', 'SNACK'] });
    const s0 = build(g, {
      position: '| BULL M6-D1 M7-D1 M8-D1 M9-D1',
      hands: { 1: ['M2-D1', 'M3-D1', 'M4-D1'] },
      extra: { midSwap: { 1: 'M9-D1' } },
    });
    const r = ok(g, s0, 0, 'slap:BULL', 100);
    expect(r.events.find((e) => e.type === 'replace-middle')).toMatchObject({
      reason: 'bull',
      out: ['BULL', 'M6-D1', 'M7-D1', 'M8-D1', 'M9-D1'],
    });
    const after = st(r.snapshot);
    expect(after.middle).toHaveLength(5); // 4 + one for the mid-swap player
    expect(after.middle).not.toContain('BULL');
    expect(after.discard).toEqual(expect.arrayContaining(['BULL', 'M9-D1']));
    expect(after.swap[1]?.deadline).toBe(4100);
    const auto = advanceClock(g, r.snapshot, 4100);
    expect(auto.events.find((e) => e.type === 'auto-take')).toMatchObject({ seat: 1 });
    expect(st(auto.snapshot).hands[1]).toHaveLength(4);
    expect(st(auto.snapshot).middle).toHaveLength(4);
    const snack = build(g, { position: '| SNACK BULL M6-D1 M7-D1' });
    const claim = ok(g, snack, 0, 'slap:BULL', 100);
    expect(types(claim.events)).not.toContain('replace-middle');
    expect(claim.events[0]).toMatchObject({ type: 'slap', card: 'BULL', claim: true });
    expect(st(claim.snapshot).middle).toContain('BULL');
    expect(st(claim.snapshot).snack?.claims).toEqual([['BULL', 0]]);
  });

  it('DIG-038: the middle is replaced when all have passed or after stallReplaceMs without a discard; a short draw pile reshuffles the discards', () => {
    const g = game();
    const s0 = build(g, { position: '| M6-D1 M7-D1 M8-D1 M9-D1' });
    let s = s0;
    for (const seat of [0, 1, 2]) s = ok(g, s, seat, 'pass', 100 + seat).snapshot;
    const reset = ok(g, s, 3, `discard:${st(s).hands[3]![0]}`, 110).snapshot; // a discard clears passes
    expect(st(reset).passed).toEqual([false, false, false, false]);
    const all = ok(g, s, 3, 'pass', 110);
    expect(all.events.find((e) => e.type === 'replace-middle')).toMatchObject({
      reason: 'allPass',
      out: ['M6-D1', 'M7-D1', 'M8-D1', 'M9-D1'],
    });
    expect(st(all.snapshot).middle).toHaveLength(4);
    expect(st(all.snapshot).discard).toEqual(expect.arrayContaining(['M6-D1', 'M7-D1', 'M8-D1', 'M9-D1']));
    expect(types(advanceClock(g, s0, 5999).events)).not.toContain('replace-middle');
    const stall = advanceClock(g, s0, 6000);
    expect(stall.events.find((e) => e.type === 'replace-middle')).toMatchObject({ reason: 'stall' });
    // Draw pile of 2: the discards are shuffled under it (HG-10).
    const nights = buildDeck({ motifs: MOTIFS, foehn: [] }).filter((c) => c.endsWith('-N'));
    const short = build(g, {
      position: 'A0 B0 |',
      extra: { discard: [...nights, 'M5-D3', 'M6-D3', 'M7-D3', 'M8-D3', 'M9-D3'] },
    });
    expect(st(short).draw).toHaveLength(2);
    const re = advanceClock(g, short, 6000);
    expect(types(re.events)).toEqual(expect.arrayContaining(['reshuffle-discards', 'replace-middle']));
    const after = st(re.snapshot);
    expect(after.reshuffles).toBe(1);
    expect(after.middle).toHaveLength(4);
    expect([...after.hands.flat(), ...after.middle, ...after.draw, ...after.discard].sort()).toEqual(
      buildDeck({ motifs: MOTIFS, foehn: [] }).sort(),
    );
  });

  it('DIG-039: after each SCORE batch the game ends at 9; a call that scores two teams at once can make a shared win', () => {
    const g = game({ teams: 3 });
    const tie = build(g, { position: 'A8 B8 C0 | M6-D1 M7-D1 M8-D1 M9-D1' });
    const r = ok(g, tie, 2, 'call:gamsh', 100); // wrong: A and B score together
    expect(r.events.find((e) => e.type === 'game-end')).toMatchObject({ scores: [9, 9, 0], winners: ['A', 'B'] });
    expect(st(r.snapshot).phase).toBe('over');
    expect(r.snapshot.outcome?.winners).toEqual([0, 1, 3, 4]);
    refused(g, r.snapshot, 0, 'signal:wink', 200, 'action/game-over');
    const solo = ok(
      g,
      build(g, { position: 'A8 B7 C0 | M6-D1 M7-D1 M8-D1 M9-D1', hands: { 3: QUARTET } }),
      0,
      'call:gamsh',
      100,
    );
    expect(solo.snapshot.outcome?.winners).toEqual([0, 3]);
    const below = ok(
      g,
      build(g, { position: 'A7 B0 C0 | M6-D1 M7-D1 M8-D1 M9-D1', hands: { 3: QUARTET } }),
      0,
      'call:gamsh',
      100,
    );
    expect(below.snapshot.outcome).toBeNull();
    expect(st(below.snapshot)).toMatchObject({ scores: [8, 0, 0], phase: 'pause' });
  });
});

describe('DIG 3.6 simulation', () => {
  it('DIG-052: a simulated game reports winners, duration, rounds, points by source and rejected inputs, consistent with its replay', () => {
    const g = game({ foehnCards: ['GAMEKEEPER', 'FARMER', 'SNACK', 'BULL'] as FoehnCard[] });
    const bots = Array.from({ length: 4 }, () => gamshBot());
    const seed = 'dig-052';
    const t = runRealtimeTrial(g, bots, seed);
    expect(t.truncated).toBe(false);
    let snap = startGame(g, seed);
    let deals = 1; // setup deals round 1
    let rejected = 0;
    const points: Record<string, number> = {};
    for (const a of t.actions) {
      const r = applyInput(g, snap, a);
      snap = r.snapshot;
      if (r.rejected) rejected++;
      for (const e of r.events) {
        if (e.type === 'deal') deals++;
        if (e.type === 'score') points[String(e.source)] = (points[String(e.source)] ?? 0) + Number(e.delta);
      }
    }
    const final = st(snap);
    expect(t.outcome).toEqual(snap.outcome);
    expect(t.durationMs).toBe(final.now);
    expect(t.rounds).toBe(deals);
    expect(t.rounds).toBe(final.round);
    expect(t.rejected).toBe(rejected);
    expect(t.points).toEqual(points);
    const total = Object.values(t.points).reduce((a, b) => a + b, 0);
    expect(total).toBe(final.scores.reduce((a, b) => a + b, 0));
  });
});

describe('timed inputs far in the future (found by the replay fuzz campaign)', () => {
  it('DIG-001: an input more than an hour after the engine clock is refused with action/time-gap, snapshot unchanged; advancing the clock by hours does not throw', async () => {
    const { loadCompiledGame } = await import('../../../host/rulesets');
    const { startGame, applyAction, advanceClock, hashSnapshot } = await import('../../index');
    const loaded = loadCompiledGame('gamsh/gamsh-alpin-foehn');
    if (!loaded.ok) throw new Error('ruleset');
    const snap = startGame(loaded.game, 'gap-1');
    const r = applyAction(loaded.game, snap, { seat: 0, notation: 'pass', time: 55_149_854 });
    expect(!r.ok && r.error.code).toBe('action/time-gap');
    expect(hashSnapshot(snap)).toBe(hashSnapshot(startGame(loaded.game, 'gap-1')));
    expect(() => advanceClock(loaded.game, snap, 10 * 3_600_000)).not.toThrow();
  });
});

describe('bot parameters of docs/rules/gamsh.md that change the policy (DIG-050)', () => {
  // Points by source over the same seeds with one parameter changed; bots see only their seat (DIG-050).
  const pointsWith = (params: Parameters<typeof gamshBot>[0], games = 60) => {
    const g = game();
    const totals: Record<string, number> = {};
    for (let i = 0; i < games; i++) {
      const t = runRealtimeTrial(
        g,
        Array.from({ length: 4 }, () => gamshBot(params)),
        `policy-${i}`,
      );
      expect(t.outcome).not.toBeNull();
      for (const [k, v] of Object.entries(t.points)) totals[k] = (totals[k] ?? 0) + v;
    }
    return totals;
  };

  it('DIG-050 greedDouble: a bot with 3 of a motif and the 4th in the middle waits for it and calls Double instead of Gämsh', () => {
    const plain = pointsWith({ greedDouble: 0 });
    const greedy = pointsWith({ greedDouble: 1 });
    expect(greedy['double-right'] ?? 0).toBeGreaterThan((plain['double-right'] ?? 0) * 1.3);
    expect(greedy['double-wrong'] ?? 0).toBe(plain['double-wrong'] ?? 0);
  });

  it('DIG-050 blindCallRatePerMin: pure-guess Gämsh calls, almost always wrong (GAM-034 pays the other team)', () => {
    expect(pointsWith({ blindCallRatePerMin: 0 }, 20)['gamsh-wrong'] ?? 0).toBe(0);
    expect(pointsWith({ blindCallRatePerMin: 3 }, 20)['gamsh-wrong'] ?? 0).toBeGreaterThan(20);
  });
});
