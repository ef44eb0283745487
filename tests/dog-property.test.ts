// Property test over seeded random games of Dog standard: every game ends with a winning
// team (DOG-110); in every snapshot each seat has 4 pieces (DOG-002), all 110 cards are accounted for
// (DOG-010: stock + discard pile + hands + cards in the blind exchange, DOG-014), no two pieces share a
// track field or a finish slot (DOG-050, DOG-082); every replay verifies.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  randomBot,
  recordReplay,
  runTrial,
  startGame,
  toAction,
  verifyReplay,
  type Snapshot,
} from '../src/engine';
import type { DogState } from '../src/engine/kinds/dog/state';
import { JOKER } from '../src/engine/kinds/dog/cards';
import { loadCompiledGame } from '../src/host/rulesets';

const GAMES = Number(process.env.DOG_PROPERTY_GAMES ?? 500);

function invariantProblems(state: DogState, seats: number, N: number, deckSize: number): string[] {
  const out: string[] = [];
  if (state.pos.length !== 4 * seats) out.push(`pieces: ${state.pos.length} entries for ${seats} seats`);
  const track = new Set<number>();
  for (let i = 0; i < state.pos.length; i++) {
    const loc = state.pos[i];
    if (loc < -1 || loc >= N + 4) out.push(`piece ${i} at impossible location ${loc}`);
    if (loc >= 0 && loc < N) {
      if (track.has(loc)) out.push(`two pieces on track field P${loc}`);
      track.add(loc);
    }
  }
  for (let s = 0; s < seats; s++) {
    const fin = state.pos.slice(4 * s, 4 * s + 4).filter((l) => l >= N);
    if (new Set(fin).size !== fin.length) out.push(`two pieces of seat ${s} in one finish slot`);
  }
  // The discard pile is kept as a count (its contents are the deck minus everything else), so check both the
  // total and that no rank is held more often than the deck has it (8 per rank, 6 jokers).
  const held = [...state.stock, ...state.hands.flat(), ...state.gives.filter((g) => g >= 0)];
  const cards = held.length + state.pile;
  if (cards !== deckSize) out.push(`${cards} cards accounted for, expected ${deckSize}`);
  const perRank = new Map<number, number>();
  for (const c of held) perRank.set(c, (perRank.get(c) ?? 0) + 1);
  for (const [rank, n] of perRank) if (n > (rank === JOKER ? 6 : 8)) out.push(`${n} cards of rank ${rank} in play`);
  return out;
}

describe(`Dog standard: ${GAMES} seeded random games`, () => {
  it('DOG-110/DOG-002/DOG-010/DOG-050: every game ends with a winning team, invariants hold in every snapshot, every replay verifies', () => {
    const loaded = loadCompiledGame('dog/standard');
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    const game = loaded.game;
    const bots = [randomBot, randomBot, randomBot, randomBot];
    const failures: string[] = [];
    let totalActions = 0;
    for (let g = 0; g < GAMES; g++) {
      const seed = `property-${g}`;
      const trial = runTrial(game, bots, seed);
      if (!trial.outcome || trial.outcome.team === null) {
        failures.push(`${seed}: no winning team after ${trial.actions.length} actions`);
        continue;
      }
      let snap: Snapshot = startGame(game, seed);
      for (const action of trial.actions) {
        const r = applyAction(game, snap, action);
        if (!r.ok) {
          failures.push(`${seed} step ${snap.step + 1}: ${r.error.message}`);
          break;
        }
        snap = r.value.snapshot;
        const problems = invariantProblems(snap.state as DogState, 4, 64, 110);
        if (problems.length) {
          failures.push(`${seed} step ${snap.step}: ${problems.join('; ')}`);
          break;
        }
      }
      totalActions += trial.actions.length;
      const replay = recordReplay(
        game,
        bots.map(() => ({ occupant: 'bot' as const, bot: 'random' })),
        seed,
        trial.actions,
      );
      if (!replay.ok) failures.push(`${seed}: recording failed: ${replay.error.message}`);
      else {
        const v = verifyReplay(replay.value, game);
        if (!v.ok) failures.push(`${seed}: replay does not verify: ${v.error.message}`);
        expect(replay.value.steps.map(toAction)).toEqual(
          trial.actions.map((a) => ({ seat: a.seat, notation: a.notation })),
        );
      }
      if (failures.length > 5) break;
    }
    expect(failures).toEqual([]);
    expect(totalActions / GAMES).toBeGreaterThan(50);
  }, 600_000);
});
