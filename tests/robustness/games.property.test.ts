// The checks of `checkRandomGame` (the random-game conformance suite, tests/conformance.test.ts, and `npm run fuzz`)
// fail when they must: states and kinds are sabotaged (a lost card, an engine that answers differently on
// re-execution, a leaking view) and each check must report it; the card ledger and the JSON equality are tested
// on their own.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  KINDS,
  startGame,
  viewFor,
  type CompiledGame,
  type GameKind,
  type Json,
} from '../../src/engine';
import {
  CardLedger,
  Rand,
  bundledGame,
  bundledRulesets,
  checkRandomGame,
  jsonDifference,
  jsonEqual,
  permuteHidden,
  snapshotsOf,
} from './fuzz-lib';

describe('view-leak checks per kind', () => {
  it('every kind has a view-leak check that would catch a leak', () => {
    // The permutation really changes hidden cards (so an all-seeing view differs) while the seat's view does not.
    for (const kind of Object.keys(KINDS)) {
      const b = bundledRulesets().find((x) => x.source.data.kind === kind);
      expect(b, kind).toBeDefined();
      const game = bundledGame(b!);
      const snap = startGame(game, 'leak-check');
      const seat = game.layout.active[0]!;
      let changed = false;
      for (let k = 0; k < 5 && !changed; k++) {
        const other = permuteHidden(game, snap.state, seat, new Rand(k + 1));
        expect(other, kind).not.toBeNull();
        changed =
          JSON.stringify(viewFor(game, { ...snap, state: other }, null)) !== JSON.stringify(viewFor(game, snap, null));
        expect(JSON.stringify(viewFor(game, { ...snap, state: other }, seat))).toBe(
          JSON.stringify(viewFor(game, snap, seat)),
        );
      }
      expect(changed, kind).toBe(true);
    }
  });
});

/** The first bundled ruleset of each kind, compiled. */
const perKind = Object.keys(KINDS).map((kind) => {
  const b = bundledRulesets().find((x) => x.source.data.kind === kind);
  if (!b) throw new Error(`no bundled ruleset of kind ${kind}`);
  return { kind, game: bundledGame(b) };
});

type Hands = { hands: readonly (readonly (string | number)[])[] };
/** `state` with hand `h` replaced (and, optionally, other fields). */
const withHand = (
  state: unknown,
  h: number,
  hand: (string | number)[],
  more: Record<string, unknown> = {},
): unknown => ({
  ...(state as object),
  hands: (state as Hands).hands.map((x, i) => (i === h ? hand : x)),
  ...more,
});

/** The same game with some kind functions replaced (a sabotaged engine). */
function sabotaged(game: CompiledGame, change: Partial<GameKind<unknown, unknown>>): CompiledGame {
  return { ...game, kind: { ...(game.kind as GameKind<unknown, unknown>), ...change } };
}

describe('the game checks fail when they must', () => {
  for (const { kind, game } of perKind) {
    it(`${kind}: the card ledger accepts every real step and catches a lost, a duplicated, a replaced and an unknown card`, () => {
      const snaps = snapshotsOf(game, `ledger-${kind}`, 3);
      const ledger = CardLedger.of(game, snaps[0]!.state)!;
      expect(ledger).not.toBeNull();
      for (const s of snaps) expect(ledger.check(s.state), `step ${s.step}`).toBeNull();
      // Tamper with a hand of several cards, at the start (Dog: its pile is empty there, so every card is known).
      const state = snaps[0]!.state as Hands & Record<string, unknown>;
      if (kind === 'dog') expect(state.pile).toBe(0);
      const h = state.hands.findIndex((x) => new Set(x).size >= 2);
      expect(h, 'a hand with two different cards').toBeGreaterThanOrEqual(0);
      const hand = state.hands[h]!;
      const [first, ...rest] = hand;
      const other = hand.find((c) => c !== first)!;
      expect(ledger.check(withHand(state, h, rest)), 'lost').toMatch(/./);
      expect(ledger.check(withHand(state, h, [first!, ...hand])), 'duplicated').toMatch(/./);
      expect(ledger.check(withHand(state, h, [other, ...rest])), 'replaced').toMatch(/./);
      expect(ledger.check(withHand(state, h, [kind === 'gamsh' ? 'no such card' : 999, ...rest])), 'unknown').toMatch(
        /unknown card/,
      );
      // A card moved to another counted place is still conserved (the ledger is not just a hand-size check).
      const pile = kind === 'dog' ? 'stock' : kind === 'gassi' ? 'drawPile' : 'draw';
      expect(
        ledger.check(withHand(state, h, rest, { [pile]: [...(state[pile] as unknown[]), first] })),
        'moved',
      ).toBeNull();
      if (kind === 'dog') {
        // Dog's pile is a count: a card "moved" onto it keeps the total, two cards more on it do not.
        expect(ledger.check(withHand(state, h, rest, { pile: 1 }))).toBeNull();
        expect(ledger.check(withHand(state, h, rest, { pile: 2 }))).toMatch(/deck/);
      }
    });

    it(`${kind}: checkRandomGame reports a card lost by the engine, a game that re-executes differently and a leaking view`, () => {
      const seed = `sabotage-${kind}`;
      const real = game.kind as GameKind<unknown, unknown>;
      expect(checkRandomGame(game, seed, { engineReplay: false }).problems).toEqual([]);
      // Count the kind's apply calls of one check: the game, (real-time kinds) the walk of its inputs, the re-execution.
      let calls = 0;
      checkRandomGame(sabotaged(game, { apply: (r, s, a, rng) => (calls++, real.apply(r, s, a, rng)) }), seed, {
        engineReplay: false,
      });
      const total = calls;
      expect(total).toBeGreaterThan(10);

      // 1. A card disappears from a hand once the game is under way (from the 5th apply on, every time: deterministic).
      calls = 0;
      const losing = sabotaged(game, {
        apply: (r, s, a, rng) => {
          const out = real.apply(r, s, a, rng);
          const st = out.state as Hands;
          const h = st.hands.findIndex((x) => x.length > 0);
          return ++calls >= 5 && h >= 0 && calls % 7 === 5
            ? { ...out, state: withHand(st, h, st.hands[h]!.slice(1)) }
            : out;
        },
      });
      const lost = checkRandomGame(losing, seed, { engineReplay: false }).problems;
      expect(lost[0], lost.join('\n')).toMatch(/cards not conserved|re-executed game differs/);
      expect(lost.join('\n')).toMatch(/cards not conserved/);

      // 2. The engine answers differently once, late in the re-execution (an engine that is not deterministic).
      calls = 0;
      const flaky = sabotaged(game, {
        apply: (r, s, a, rng) => {
          const out = real.apply(r, s, a, rng);
          return ++calls === total - 3
            ? { ...out, state: { ...(out.state as object), round: (out.state as { round: number }).round + 1 } }
            : out;
        },
      });
      const diverged = checkRandomGame(flaky, seed, { engineReplay: false }).problems;
      expect(diverged.join('\n')).toMatch(/re-executed game differs from the played one at .*round/);

      // 3. The view shows the other seats' hands.
      const leaky = sabotaged(game, {
        view: (r, s, seat) => ({
          view: real.view(r, s, seat),
          peek: (s as Hands).hands.filter((_, i) => i !== seat) as Json,
        }),
      });
      const leaks = checkRandomGame(leaky, seed, { engineReplay: false }).problems;
      expect(leaks[0], leaks.join('\n')).toMatch(
        /the view of seat \d+ changes when cards hidden from it are permuted: \.peek/,
      );
    });
  }
});

describe('jsonEqual', () => {
  it('is the equality of canonical JSON (unordered) or of JSON text (ordered)', () => {
    expect(jsonEqual({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(jsonEqual({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 }, true)).toBe(false);
    expect(jsonEqual({ a: 1, u: undefined }, { a: 1 }, true)).toBe(true);
    expect(jsonEqual([undefined, NaN, -0], [null, null, 0], true)).toBe(true);
    expect(jsonEqual({ a: null }, {})).toBe(false);
    expect(jsonEqual({}, { a: null })).toBe(false);
    expect(jsonEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(jsonEqual({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(jsonEqual({}, [])).toBe(false);
    expect(jsonEqual('1', 1)).toBe(false);
    expect(jsonEqual([1, 2], [1, 2, 3])).toBe(false);
    expect(jsonDifference({ a: { b: [1, 2, 3] } }, { a: { b: [1, 2, 4] } })).toMatch(/^\.a\.b\[2\]: 3 ≠ 4/);
    const canon = (v: unknown) => canonicalJson(v);
    const shuffled = (v: unknown, r: Rand): unknown =>
      Array.isArray(v)
        ? v.map((x) => shuffled(x, r))
        : v && typeof v === 'object'
          ? Object.fromEntries(r.shuffle(Object.entries(v)).map(([k, x]) => [k, shuffled(x, r)]))
          : v;
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.jsonValue({ maxDepth: 4 }), fc.integer(), (x, y, seed) => {
        const z = shuffled(x, new Rand(seed));
        expect(jsonEqual(x, y)).toBe(canon(x) === canon(y));
        expect(jsonEqual(x, y, true)).toBe(JSON.stringify(x) === JSON.stringify(y));
        expect(jsonEqual(x, z)).toBe(true);
        expect(jsonEqual(x, z, true)).toBe(JSON.stringify(x) === JSON.stringify(z));
      }),
      { numRuns: 2000 },
    );
  });
});
