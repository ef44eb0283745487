// Random-game conformance, one suite over every kind: seeded random games of every bundled ruleset (and of Dog
// option sets no bundled ruleset uses) are checked step by step with `checkRandomGame` (tests/robustness/fuzz-lib.ts):
// - exact card conservation at every step (DOG-010, DOG-016 across reshuffles, also in the middle of a deal;
//   Gassi and Gämsh decks likewise) and each kind's state invariants;
// - views leak nothing: a seat's view is unchanged when the cards hidden from it are permuted;
// - the game re-executes identically from its seed (every whole snapshot compared), and the engine records it as a
//   replay that verifies (`recordReplay`/`verifyReplay`) whose steps are the game's actions;
// - every action as played is in its canonical form (one listing per legal action, DOG-090/093);
// - Dog's own facts on every snapshot (`dogProblems`): 4 pieces per seat and none of an empty seat (DOG-002,
//   DOG-120), no two pieces on one track field or finish slot (DOG-050, DOG-082), a blocking piece only on its start
//   field, no more cards of a rank than the decks hold (DOG-010), an empty seat holds no cards; and at the end a
//   winning side whose pieces are all in their finish (DOG-110, DOG-123 for the single player of three).
// Six-player Dog must reshuffle in the middle of a deal (DOG-016, DOG-131). `npm run fuzz` plays 10,000 games per
// ruleset; here CONFORMANCE_GAMES per ruleset (default below), the engine's own replay for the first
// CONFORMANCE_REPLAYS of them (its SHA-256 per snapshot costs about ten times all other checks together).
import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  compileRuleset,
  resolveRuleset,
  startGame,
  type CompiledGame,
  type GameEvent,
  type Json,
} from '../src/engine';
import type { DogRules } from '../src/engine/kinds/dog/rules';
import type { DogState } from '../src/engine/kinds/dog/state';
import { JOKER } from '../src/engine/kinds/dog/cards';
import { bundledGame, bundledLookup, bundledRulesets, checkRandomGame, type ObservedStep } from './robustness/fuzz-lib';

/** Games per ruleset and kind (a Gassi game is short; Dog's four kinds of board need the most). */
const DEFAULT_GAMES: Record<string, number> = { dog: 8, gassi: 12, gamsh: 4 };
const GAMES = process.env.CONFORMANCE_GAMES ? Number(process.env.CONFORMANCE_GAMES) : null;
const REPLAYS = Number(process.env.CONFORMANCE_REPLAYS ?? 2);
/** Per-ruleset test limit: against a hang on a loaded machine, not a speed target. */
const HANG_LIMIT_MS = 600_000;

/**
 * Dog option sets no bundled ruleset uses, played on top of dog/standard: the seven split across the partner,
 * seven without sending passed pieces home, Jack swaps of own pieces, blocking pieces that neither block their owner
 * nor resist capture, backward moves into the finish, no reshuffle of an empty stock with another deal schedule and
 * dealer rotation, 8 fields per segment (DOG-120/130 boards come from the bundled 3- and 6-player rulesets).
 */
const DOG_OPTION_SETS: Record<string, Json>[] = [
  { sevenSplitAcrossPartner: 'always' },
  { sevenSendsHomePassed: false, jackSwapOwnPieces: true, finishEntryOptional: false },
  { blockingStartBlocksOwner: false, blockingPieceImmuneToCapture: false },
  { fourBackwardIntoFinishFromStart: false, backwardIntoFinish: true, finishEntryField: 'fieldBeforeStart' },
  { reshuffleWhenStockEmpty: false, dealSchedule: '6+5432', dealerRotation: 'perCycle' },
  { trackFieldsPerSegment: 8, jokerAllowedAsLastCard: false, selfCaptureOnLanding: false },
];

/** Dog's invariants on one state (see the header): the empty list when all hold. */
function dogProblems(rules: DogRules, s: DogState): string[] {
  const out: string[] = [];
  const N = rules.N;
  if (s.pos.length !== 4 * rules.seats) out.push(`${s.pos.length} piece entries for ${rules.seats} seats (DOG-002)`);
  const track = new Set<number>();
  for (let i = 0; i < s.pos.length; i++) {
    const loc = s.pos[i]!;
    if (loc < -1 || loc >= N + 4) out.push(`piece ${i} at impossible location ${loc}`);
    if (!rules.active.includes(i >> 2) && loc !== -1) out.push(`a piece of the empty seat ${i >> 2} is on the board`);
    if (loc >= 0 && loc < N) {
      if (track.has(loc)) out.push(`two pieces on P${loc} (DOG-050)`);
      track.add(loc);
    }
    if ((s.blk >>> i) & 1 && loc !== rules.start[i >> 2]) out.push(`piece ${i} blocks away from its start field`);
  }
  for (let t = 0; t < rules.seats; t++) {
    const fin = s.pos.slice(4 * t, 4 * t + 4).filter((l) => l >= N);
    if (new Set(fin).size !== fin.length) out.push(`two pieces of seat ${t} in one finish slot (DOG-082)`);
    if (!rules.active.includes(t) && s.hands[t]!.length > 0) out.push(`the empty seat ${t} holds cards`);
  }
  const held = [...s.stock, ...s.hands.flat(), ...s.gives.filter((g) => g > 0)];
  if (held.length + s.pile !== rules.deckSize)
    out.push(`${held.length + s.pile} cards accounted for, expected ${rules.deckSize} (DOG-010)`);
  const perRank = new Map<number, number>();
  for (const c of held) perRank.set(c, (perRank.get(c) ?? 0) + 1);
  for (const [rank, n] of perRank)
    if (n > (rank === JOKER ? rules.decks * rules.jokersPerDeck : 4 * rules.decks))
      out.push(`${n} cards of rank ${rank} in play (DOG-010)`);
  return out;
}

/** DOG-016: a reshuffle before a deal's last card means the stock ran out in the middle of that deal. */
function reshuffleMidDeal(events: readonly GameEvent[]): { reshuffles: number; midDeal: number } {
  let reshuffles = 0;
  let midDeal = 0;
  const deal = events.findIndex((d) => d.type === 'deal');
  events.forEach((e, i) => {
    if (e.type !== 'reshuffle') return;
    reshuffles++;
    if (deal >= 0 && i < deal) midDeal++;
  });
  return { reshuffles, midDeal };
}

interface Table {
  readonly name: string;
  readonly kind: string;
  readonly game: CompiledGame;
}

const tables: Table[] = bundledRulesets().map((b) => ({
  name: b.source.data.id,
  kind: b.source.data.kind,
  game: bundledGame(b),
}));
const standard = bundledRulesets().find((b) => b.source.data.id === 'dog/standard')!;
for (const options of DOG_OPTION_SETS) {
  const resolved = resolveRuleset(standard.source, bundledLookup);
  if (!resolved.ok) throw new Error(resolved.error[0]!.message);
  const compiled = compileRuleset(resolved.value, options, standard.source);
  if (!compiled.ok) throw new Error(`${JSON.stringify(options)}: ${compiled.error[0]!.message}`);
  tables.push({ name: `dog/standard + ${JSON.stringify(options)}`, kind: 'dog', game: compiled.value });
}

describe('random-game conformance: every bundled ruleset of every kind', () => {
  it('covers every kind', () => {
    expect(new Set(tables.map((t) => t.kind))).toEqual(new Set(['dog', 'gassi', 'gamsh']));
  });

  for (const { name, kind, game } of tables) {
    const games = GAMES ?? DEFAULT_GAMES[kind] ?? 4;
    const dog = kind === 'dog';
    const rules = game.rules as DogRules;
    const title = dog
      ? `${name}: ${games} games end with a winning side (DOG-110/DOG-123), keep cards (DOG-010/DOG-016), pieces (DOG-002/DOG-050/DOG-082) and views, and verify as replays`
      : `${name}: ${games} games keep their cards, invariants and views, and verify as replays`;
    it(
      title,
      () => {
        let views = 0;
        let actions = 0;
        let reshuffles = 0;
        let midDeal = 0;
        for (let i = 0; i < games; i++) {
          const seed = `conformance-${i}`;
          const observe = (step: ObservedStep): string[] => {
            const problems: string[] = [];
            // A turn-based action as listed is already in its canonical form (DOG-090/093: each legal action listed once).
            if (step.after.step % 7 === 0 && !game.kind.realtime && game.kind.canonicalAction) {
              const canonical = game.kind.canonicalAction(game.rules, step.before.state, step.action);
              if (canonical && canonicalJson(canonical) !== canonicalJson(step.action))
                problems.push(`listed action ${step.action.notation} is not canonical: ${canonical.notation}`);
            }
            if (!dog) return problems;
            const r = reshuffleMidDeal(step.events);
            reshuffles += r.reshuffles;
            midDeal += r.midDeal;
            const state = step.after.state as DogState;
            problems.push(...dogProblems(rules, state));
            const o = step.after.outcome;
            if (o?.team !== null && o?.team !== undefined)
              for (const t of o.winners)
                for (let j = 0; j < 4; j++)
                  if (state.pos[t * 4 + j]! < rules.N)
                    problems.push(`winner ${t} has a piece outside its finish (DOG-110)`);
            return problems;
          };
          const c = checkRandomGame(game, seed, { viewEvery: 9, engineReplay: i < REPLAYS, observe });
          expect(c.problems, `seed ${seed}`).toEqual([]);
          expect(c.replayedSteps, seed).toBe(c.steps + 1); // every snapshot re-executed and compared
          if (i < REPLAYS) {
            expect(c.replay, seed).not.toBeNull(); // recorded and verified by the engine
            expect(c.replay!.steps.length, seed).toBe(c.steps);
          }
          views += c.viewChecks;
          actions += c.steps;
          if (dog) {
            // DOG-110 (DOG-123 for the single player of three): the game ends with a side whose pieces are all home.
            const o = c.outcome;
            expect(o?.rule, seed).toBe('DOG-110');
            expect(o!.winners, seed).toEqual(rules.teams[o!.team!]);
          }
        }
        expect(views).toBeGreaterThan(0);
        if (dog) {
          expect(actions / games).toBeGreaterThan(50);
          if (rules.reshuffleMidDeal) expect(reshuffles).toBeGreaterThan(0);
          // DOG-131: six players use 120 cards per 6-5-4-3-2 cycle from a 110-card deck, so the stock runs out during
          // a deal and is reshuffled there.
          if (rules.playerCount === 6) expect(midDeal).toBeGreaterThanOrEqual(games);
        }
      },
      HANG_LIMIT_MS,
    );
  }
});

describe('the Dog invariant check fails when it must', () => {
  it('two pieces on one field, a piece and a card of the empty seat, a block away from start, a ninth card of a rank', () => {
    const three = tables.find((t) => t.name === 'dog/maerki-3p')!.game;
    const r = three.rules as DogRules;
    const s = startGame(three, 'invariants').state as DogState;
    expect(dogProblems(r, s)).toEqual([]);
    const empty = [0, 1, 2, 3].find((t) => !r.active.includes(t))!;
    const seat = r.active[0]!;
    const pos = (changes: Record<number, number>) => s.pos.map((p, i) => changes[i] ?? p);
    expect(dogProblems(r, { ...s, pos: pos({ [seat * 4]: 5, [seat * 4 + 1]: 5 }) })).toEqual([
      'two pieces on P5 (DOG-050)',
    ]);
    expect(dogProblems(r, { ...s, pos: pos({ [empty * 4]: 7 }) })).toEqual([
      `a piece of the empty seat ${empty} is on the board`,
    ]);
    expect(dogProblems(r, { ...s, pos: pos({ [seat * 4]: r.start[seat]! + 1 }), blk: 1 << (seat * 4) })).toEqual([
      `piece ${seat * 4} blocks away from its start field`,
    ]);
    const hands = s.hands.map((h, t) => (t === empty ? [s.stock[0]!] : h));
    expect(dogProblems(r, { ...s, hands, stock: s.stock.slice(1) })).toEqual([`the empty seat ${empty} holds cards`]);
    const card = s.stock[0]!;
    const many = s.stock.map((c, i) => (i < 12 ? card : c));
    expect(dogProblems(r, { ...s, stock: many }).join('\n')).toMatch(/cards of rank .* in play \(DOG-010\)/);
  });
});
