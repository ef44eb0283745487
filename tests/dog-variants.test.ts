// Property test over every bundled Dog variant: seeded random games end with a winning side
// (DOG-110, DOG-123); in every snapshot each active seat has 4 pieces and an empty seat none (DOG-002, DOG-120);
// all cards are accounted for (DOG-010, DOG-016: stock + pile + hands + exchange cards, also across mid-deal
// reshuffles, which 6-player games must have, DOG-131); no two pieces share a field or slot (DOG-050, DOG-082);
// every replay verifies. Variants are loaded from rulesets/dog/*.yaml like the CLI does.
import { describe, expect, it } from 'vitest';
import { randomBot, recordReplay, runTrial, verifyReplay, type CompiledGame } from '../src/engine';
import type { DogRules } from '../src/engine/kinds/dog/rules';
import type { DogState } from '../src/engine/kinds/dog/state';
import { JOKER } from '../src/engine/kinds/dog/cards';
import { loadCompiledGame } from '../src/host/rulesets';

const GAMES = Number(process.env.DOG_VARIANT_GAMES ?? 30);
const VARIANTS = ['netzone', 'maerki', 'maerki-3p', 'octopus-4p', 'octopus-6p-3x2', 'octopus-6p-2x3', 'canadian'];

function problems(rules: DogRules, s: DogState): string[] {
  const out: string[] = [];
  const N = rules.N;
  if (s.pos.length !== 4 * rules.seats) out.push(`${s.pos.length} piece entries for ${rules.seats} seats`);
  const track = new Set<number>();
  for (let i = 0; i < s.pos.length; i++) {
    const loc = s.pos[i]!;
    if (loc < -1 || loc >= N + 4) out.push(`piece ${i} at impossible location ${loc}`);
    if (!rules.active.includes(i >> 2) && loc !== -1) out.push(`a piece of the empty seat ${i >> 2} is on the board`);
    if (loc >= 0 && loc < N) {
      if (track.has(loc)) out.push(`two pieces on P${loc}`);
      track.add(loc);
    }
    if ((s.blk >>> i) & 1 && loc !== rules.start[i >> 2]) out.push(`piece ${i} blocks away from its start field`);
  }
  for (let t = 0; t < rules.seats; t++) {
    const fin = s.pos.slice(4 * t, 4 * t + 4).filter((l) => l >= N);
    if (new Set(fin).size !== fin.length) out.push(`two pieces of seat ${t} in one finish slot`);
    if (!rules.active.includes(t) && s.hands[t]!.length > 0) out.push(`the empty seat ${t} holds cards`);
  }
  const held = [...s.stock, ...s.hands.flat(), ...s.gives.filter((g) => g > 0)];
  if (held.length + s.pile !== rules.deckSize)
    out.push(`${held.length + s.pile} cards accounted for, expected ${rules.deckSize}`);
  const perRank = new Map<number, number>();
  for (const c of held) perRank.set(c, (perRank.get(c) ?? 0) + 1);
  for (const [rank, n] of perRank)
    if (n > (rank === JOKER ? rules.decks * rules.jokersPerDeck : 4 * rules.decks))
      out.push(`${n} cards of rank ${rank} in play`);
  return out;
}

function load(variant: string): CompiledGame<DogRules, DogState> {
  const r = loadCompiledGame(`rulesets/dog/${variant}.yaml`);
  if (!r.ok) throw new Error(r.diagnostics.map((d) => d.message).join('\n'));
  return r.game as CompiledGame<DogRules, DogState>;
}

describe(`Dog variants: ${GAMES} seeded random games each`, () => {
  for (const variant of VARIANTS) {
    it(`dog/${variant}: every game ends with a winning side; invariants hold; replays verify`, () => {
      const game = load(variant);
      const rules = game.rules;
      const bots = Array.from({ length: game.layout.seatCount }, () => randomBot);
      let reshuffles = 0;
      let midDeal = 0;
      for (let g = 0; g < GAMES; g++) {
        const seed = `variant-${variant}-${g}`;
        const found: string[] = [];
        const trial = runTrial(game, bots, seed, undefined, (step) => {
          if (found.length < 3)
            found.push(...problems(rules, step.after.state as DogState).map((p) => `step ${step.after.step}: ${p}`));
          for (const e of step.events) {
            if (e.type !== 'reshuffle') continue;
            reshuffles++;
            // DOG-016: a reshuffle before a deal's last card means the stock ran out in the middle of that deal
            const deal = step.events.find((d) => d.type === 'deal');
            if (deal && step.events.indexOf(e) < step.events.indexOf(deal)) midDeal++;
          }
        });
        expect(found, seed).toEqual([]);
        expect(trial.truncated, seed).toBe(false);
        const outcome = trial.outcome!;
        expect(outcome.rule).toBe('DOG-110');
        expect(outcome.winners).toEqual(rules.teams[outcome.team!]);
        if (g < 5) {
          const replay = recordReplay(
            game,
            bots.map(() => ({ occupant: 'bot' as const, bot: 'random' })),
            seed,
            trial.actions,
          );
          expect(replay.ok).toBe(true);
          if (replay.ok) expect(verifyReplay(replay.value, game).ok, seed).toBe(true);
        }
      }
      // 6 players use 120 cards per 6-5-4-3-2 cycle from a 110-card deck: the stock runs out during a deal (T-42)
      if (rules.playerCount === 6) expect(midDeal).toBeGreaterThanOrEqual(GAMES);
      expect(reshuffles).toBeGreaterThan(0);
    }, 120_000);
  }
});
