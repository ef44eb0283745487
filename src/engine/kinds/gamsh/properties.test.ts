// Property test over seeded simulated games (DIG-050/051, GAM-001, GAM-025, GAM-080): 2 and 3 teams, with and
// without Föhn cards. Deterministic per seed, replays verify, every card accounted for, every game ends ≥ 9.
import { describe, expect, it } from 'vitest';
import { compileRuleset } from '../../compile';
import type { CompiledGame } from '../../core/game';
import { applyInput, startGame } from '../../core/game';
import { recordReplay, verifyReplay } from '../../core/replay';
import { runRealtimeTrial } from '../../bots/realtime';
import type { Ruleset } from '../../ruleset/types';
import { gamshBot } from './bot';
import { MOTIFS, buildDeck, type FoehnCard } from './cards';
import type { GamshState } from './state';
import { gamshTestGame } from '../../../../tests/support/gamsh-test-game';

const game = (teams: number, foehn: FoehnCard[]) => gamshTestGame({ teams, foehnCards: foehn });

/** GAM-001/025: every card of the deck exactly once; hands hold 4, or 3 while mid-swap. */
function accounted(s: GamshState, deck: readonly string[]): string | null {
  const all = [...s.hands.flat(), ...s.middle, ...s.draw, ...s.discard].sort();
  if (all.join() !== [...deck].sort().join()) return `cards: ${all.length} of ${deck.length}`;
  for (let i = 0; i < s.hands.length; i++)
    if (s.hands[i]!.length !== (s.swap[i] ? 3 : 4)) return `seat ${i} holds ${s.hands[i]!.length}`;
  return null;
}

const CONFIGS: [number, FoehnCard[]][] = [
  [2, []],
  [3, []],
  [2, ['GAMEKEEPER', 'FARMER', 'SNACK', 'BULL']],
  [3, ['GAMEKEEPER', 'FARMER', 'SNACK', 'BULL']],
];
const GAMES = 6;

describe('simulated Gämsh games (DIG-050)', () => {
  for (const [teams, foehn] of CONFIGS) {
    it(`${teams} teams, ${foehn.length ? 'with' : 'without'} Föhn cards: deterministic, replays verify, cards accounted, ends at ≥ 9`, () => {
      const g = game(teams, foehn);
      const deck = buildDeck({ motifs: MOTIFS, foehn });
      const bots = Array.from({ length: teams * 2 }, () => gamshBot());
      for (let i = 0; i < GAMES; i++) {
        const seed = `prop-${teams}-${foehn.length}-${i}`;
        const trial = runRealtimeTrial(g, bots, seed);
        expect(trial.truncated, seed).toBe(false);
        const again = runRealtimeTrial(g, bots, seed);
        expect(JSON.stringify(again.actions), seed).toBe(JSON.stringify(trial.actions));
        const scores = (() => {
          let snap = startGame(g, seed);
          expect(accounted(snap.state as GamshState, deck)).toBeNull();
          for (const a of trial.actions) {
            snap = applyInput(g, snap, a).snapshot;
            const bad = accounted(snap.state as GamshState, deck);
            if (bad) throw new Error(`${seed} at ${a.time} ms: ${bad}`);
          }
          return (snap.state as GamshState).scores;
        })();
        expect(Math.max(...scores), seed).toBeGreaterThanOrEqual(9);
        const rep = recordReplay(
          g,
          bots.map(() => ({ occupant: 'bot' as const, bot: 'gamsh-bot' })),
          seed,
          trial.actions,
        );
        expect(rep.ok, seed).toBe(true);
        if (rep.ok) expect(verifyReplay(rep.value, g).ok, seed).toBe(true);
      }
    });
  }
});
