// The bots' information boundary and the fast simulation path (GAM-015, DIG-021/023, DIG-050/051):
// the seat projection carries exactly what the JSON view shows that seat, bots play the same game from either,
// states are never changed in place (structural sharing in `draft`), and the card helpers agree with cards.ts.
import { describe, expect, it } from 'vitest';
import { compileRuleset } from '../../compile';
import type { CompiledGame } from '../../core/game';
import { advanceClock, applyInput, hashSnapshot, startGame } from '../../core/game';
import type { AgentContext, AgentFactory } from '../../core/agent';
import type { GameKind, Rng } from '../../core/types';
import { runRealtimeTrial } from '../../bots/realtime';
import type { Ruleset } from '../../ruleset/types';
import { gamshBot } from './bot';
import { FOEHN, MOTIFS, buildDeck, isNight, motifOf, type FoehnCard } from './cards';
import { NONE, cardIndex, slotOf } from './bot-swap';
import type { GamshRules } from './rules';
import type { GamshState } from './state';
import { gamshSeatView, seatViewFromJson } from './seat-view';
import { viewGamsh } from './view';
import { gamshTestGame } from '../../../../tests/support/gamsh-test-game';

const game = (teams: number, foehn: FoehnCard[]) =>
  gamshTestGame({ teams, foehnCards: foehn }) as unknown as CompiledGame<GamshRules, GamshState>;

const ALL_FOEHN: FoehnCard[] = ['GAMEKEEPER', 'FARMER', 'SNACK', 'BULL'];
const CONFIGS: [number, FoehnCard[]][] = [
  [2, []],
  [3, ALL_FOEHN],
];

function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

describe("Gämsh seat view (the bots' information boundary)", () => {
  for (const [teams, foehn] of CONFIGS) {
    it(`${teams} teams${foehn.length ? ', Föhn' : ''}: the projection equals the seat's JSON view after every input (GAM-015, DIG-021)`, () => {
      const g = game(teams, foehn);
      const bots = Array.from({ length: teams * 2 }, () => gamshBot());
      for (let i = 0; i < 2; i++) {
        const seed = `seatview-${teams}-${i}`;
        const trial = runRealtimeTrial(g, bots, seed);
        let snap = startGame(g, seed);
        for (const a of trial.actions) {
          snap = applyInput(g, snap, a).snapshot;
          for (let seat = 0; seat < teams * 2; seat++) {
            const fast = gamshSeatView(g.rules, snap.state, seat);
            expect(fast).toEqual(seatViewFromJson(viewGamsh(g.rules, snap.state, seat)));
            expect(fast.hand).toBe(snap.state.hands[seat]); // own hand only: other hands are not reachable
          }
        }
      }
    });

    it(`${teams} teams${foehn.length ? ', Föhn' : ''}: bots given only JSON views play the very same games (DIG-051)`, () => {
      const g = game(teams, foehn);
      const fast = Array.from({ length: teams * 2 }, () => gamshBot());
      const inner = gamshBot();
      const jsonOnly: AgentFactory = (seat, rng) => inner(seat, rng); // no `seatView`: agents read `ctx.view()`
      const slow = fast.map(() => jsonOnly);
      for (let i = 0; i < 2; i++) {
        const seed = `jsonview-${teams}-${i}`;
        expect(JSON.stringify(runRealtimeTrial(g, slow, seed).actions)).toBe(
          JSON.stringify(runRealtimeTrial(g, fast, seed).actions),
        );
      }
    });

    it(`${teams} teams${foehn.length ? ', Föhn' : ''}: bots following other seats' swap steps from the events agree with the seat view and play the same games`, () => {
      const g = game(teams, foehn);
      const checked = Array.from({ length: teams * 2 }, () => gamshBot({}, true)); // throws on any disagreement
      const plain = Array.from({ length: teams * 2 }, () => gamshBot());
      for (let i = 0; i < 3; i++) {
        const seed = `follow-${teams}-${i}`;
        expect(JSON.stringify(runRealtimeTrial(g, checked, seed).actions)).toBe(
          JSON.stringify(runRealtimeTrial(g, plain, seed).actions),
        );
      }
    });

    for (const params of [{}, { blindCallRatePerMin: 1 }])
      it(`${teams} teams${foehn.length ? ', Föhn' : ''}, bot ${JSON.stringify(params)}: skipping idle agents changes nothing (RealtimeAgent.idle)`, () => {
        const g = game(teams, foehn);
        const inner = gamshBot(params);
        let skipped = 0;
        // Always called: the same agent without `idle`; it counts the updates `idle` would have let the host skip.
        const always: AgentFactory = Object.assign(
          (seat: number, rng: Rng) => {
            const a = inner(seat, rng);
            return {
              name: a.name,
              update: (ctx: AgentContext) => {
                const idle = ctx.submitted === null && ctx.events.length > 0 && a.idle!(ctx.events, ctx.now);
                const plan = a.update(ctx);
                if (idle) {
                  skipped++;
                  expect(plan).toBeUndefined();
                }
                return plan;
              },
            };
          },
          { seatView: inner.seatView },
        );
        const bots = Array.from({ length: teams * 2 }, () => inner);
        for (let i = 0; i < 2; i++) {
          const seed = `idle-${teams}-${i}`;
          expect(
            JSON.stringify(
              runRealtimeTrial(
                g,
                bots.map(() => always),
                seed,
              ).actions,
            ),
          ).toBe(JSON.stringify(runRealtimeTrial(g, bots, seed).actions));
        }
        expect(skipped).toBeGreaterThan(0);
      });

    it(`${teams} teams${foehn.length ? ', Föhn' : ''}: applyInput's fast path (no timer due) gives the snapshots and events of advanceClock + apply`, () => {
      const g = game(teams, foehn);
      const seed = `fastpath-${teams}`;
      const trial = runRealtimeTrial(
        g,
        Array.from({ length: teams * 2 }, () => gamshBot()),
        seed,
      );
      let snap = startGame(g, seed);
      for (const a of trial.actions) {
        const fast = applyInput(g, snap, a);
        const moved = advanceClock(g, snap, a.time!);
        const slow = applyInput(g, moved.snapshot, a); // the clock is at `time` already: nothing left to move
        expect(hashSnapshot(fast.snapshot)).toBe(hashSnapshot(slow.snapshot));
        expect(JSON.stringify(fast.events)).toBe(JSON.stringify([...moved.events, ...slow.events]));
        expect(fast.rejected?.code).toBe(slow.rejected?.code);
        snap = fast.snapshot;
      }
    });

    it(`${teams} teams${foehn.length ? ', Föhn' : ''}: timedInputs (the action's time as the clock, no clock-only copy) gives the snapshots, events and refusals of the copying path (DIG-001…004, DIG-035)`, () => {
      const g = game(teams, foehn);
      const copying = { ...g, kind: { ...g.kind, timedInputs: false } } as CompiledGame<GamshRules, GamshState>;
      expect(g.kind.timedInputs).toBe(true);
      const seed = `timed-${teams}`;
      const trial = runRealtimeTrial(
        g,
        Array.from({ length: teams * 2 }, () => gamshBot()),
        seed,
      );
      let snap = startGame(g, seed);
      let probes = 0;
      let refused = 0;
      const codes = new Set<string>();
      for (const [i, a] of trial.actions.entries()) {
        // Probes at this input's time and a little later: every card to take or slap, a hand card to discard,
        // calls and a pass, from a rotating seat — legal and refused inputs (slap cooldowns included).
        const st = snap.state;
        const seat = i % (teams * 2);
        const notations = [
          ...st.middle.map((c) => `take:${c}`),
          ...st.middle.map((c) => `slap:${c}`),
          `discard:${st.hands[seat]![0]}`,
          'call:gamsh',
          'call:double+farmer',
          'pass',
          'slap:FARMER',
          'take:NOPE',
        ];
        for (const dt of [0, 1, 350]) {
          for (const notation of notations) {
            const probe = { seat, notation, time: a.time! + dt };
            const timed = applyInput(g, snap, probe);
            const copied = applyInput(copying, snap, probe);
            expect(hashSnapshot(timed.snapshot)).toBe(hashSnapshot(copied.snapshot));
            expect(JSON.stringify(timed.events)).toBe(JSON.stringify(copied.events));
            expect(timed.rejected?.code).toBe(copied.rejected?.code);
            probes++;
            if (timed.rejected) {
              refused++;
              codes.add(timed.rejected.code);
            }
          }
        }
        // A false Gamekeeper slap locks the slapper's slaps (DIG-035): probe around the end of the lock-out.
        const slapped = st.middle.includes('GAMEKEEPER')
          ? applyInput(g, snap, { seat, notation: 'slap:GAMEKEEPER', time: a.time! })
          : null;
        const lock = slapped?.events.find((e) => e.type === 'false-slap');
        if (slapped && lock) {
          for (const at of [a.time! + 1, Number(lock.until) - 1, Number(lock.until), Number(lock.until) + 1]) {
            for (const notation of ['slap:GAMEKEEPER', 'call:gamsh+farmer', 'slap:FARMER']) {
              const probe = { seat, notation, time: at };
              const timed = applyInput(g, slapped.snapshot, probe);
              const copied = applyInput(copying, slapped.snapshot, probe);
              expect(hashSnapshot(timed.snapshot)).toBe(hashSnapshot(copied.snapshot));
              expect(JSON.stringify(timed.events)).toBe(JSON.stringify(copied.events));
              expect(timed.rejected?.code).toBe(copied.rejected?.code);
              if (timed.rejected) codes.add(timed.rejected.code);
            }
          }
        }
        const timed = applyInput(g, snap, a);
        expect(hashSnapshot(timed.snapshot)).toBe(hashSnapshot(applyInput(copying, snap, a).snapshot));
        snap = timed.snapshot;
      }
      expect(refused).toBeGreaterThan(probes / 10);
      expect(refused).toBeLessThan(probes);
      expect(codes).toContain('gamsh/card-gone');
      if (foehn.length) expect(codes).toContain('gamsh/slap-cooldown');
    });

    it(`${teams} teams${foehn.length ? ', Föhn' : ''}: states are never changed in place (deep-frozen states give the same games)`, () => {
      const g = game(teams, foehn);
      const k = g.kind as GameKind<GamshRules, GamshState>;
      const frozenKind: GameKind<GamshRules, GamshState> = {
        ...k,
        setup: (r, rng) => deepFreeze(k.setup(r, rng)),
        apply: (r, s, a, rng) => deepFreeze(k.apply(r, s, a, rng)),
        advance: (r, s, t, rng) => deepFreeze(k.advance!(r, s, t, rng)),
      };
      const frozen = { ...g, kind: frozenKind } as CompiledGame<GamshRules, GamshState>;
      const bots = Array.from({ length: teams * 2 }, () => gamshBot());
      for (let i = 0; i < 2; i++) {
        const seed = `frozen-${teams}-${i}`;
        expect(JSON.stringify(runRealtimeTrial(frozen, bots, seed).actions)).toBe(
          JSON.stringify(runRealtimeTrial(g, bots, seed).actions),
        );
      }
    });
  }

  it('bot card helpers agree with cards.ts: motif slots, night cards, 40 distinct indexes', () => {
    const deck = buildDeck({ motifs: MOTIFS, foehn: [...FOEHN] });
    expect(new Set(deck.map(cardIndex)).size).toBe(40);
    for (const c of deck) {
      const m = motifOf(c);
      expect(slotOf(c), c).toBe(m === null ? NONE : MOTIFS.indexOf(m as (typeof MOTIFS)[number]));
      expect(cardIndex(c), c).toBeLessThan(40);
      expect(isNight(c), c).toBe(c.endsWith('-N'));
    }
  });
});
