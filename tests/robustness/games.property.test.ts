// Properties per kind and bundled ruleset over random games (issue 9): conserved cards and pieces, state invariants,
// every replay verifies, and views leak nothing (a seat's view is the same after permuting the cards hidden from
// it). `npm run fuzz` plays 10,000 games per ruleset; here GAMES_PER_RULESET (default 4, to stay in the test-time budget; tests/dog-property.test.ts plays 500 Dog games).
import { describe, expect, it } from 'vitest';
import { KINDS, startGame, viewFor } from '../../src/engine';
import { Rand, bundledGame, bundledRulesets, checkRandomGame, permuteHidden } from './fuzz-lib';

const GAMES = Number(process.env.GAMES_PER_RULESET ?? 4);

describe('random games per bundled ruleset', () => {
  for (const b of bundledRulesets()) {
    it(`${b.source.data.id}: ${GAMES} games keep their invariants, verify as replays and leak nothing`, () => {
      const game = bundledGame(b);
      let views = 0;
      for (let i = 0; i < GAMES; i++) {
        const c = checkRandomGame(game, `prop-${i}`, 9);
        expect(c.problems, `seed prop-${i}`).toEqual([]);
        views += c.viewChecks;
      }
      expect(views).toBeGreaterThan(0);
    });
  }

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
        changed = JSON.stringify(viewFor(game, { ...snap, state: other }, null)) !== JSON.stringify(viewFor(game, snap, null));
        expect(JSON.stringify(viewFor(game, { ...snap, state: other }, seat))).toBe(JSON.stringify(viewFor(game, snap, seat)));
      }
      expect(changed, kind).toBe(true);
    }
  });
});
