// @vitest-environment happy-dom
// The Dog pick (card, piece, 7 segments) must be empty after every move, after Cancel and in
// a new game: the store replaces the pick whole, since Pinia's `$patch({ pick })` would merge into a shared
// EMPTY_PICK constant.
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_PICK } from '../kinds/dog/dog-clicks';
import { compiledGame } from '../../../../tests/support/dog-test-game';
import { useTableStore } from './table';

const people = (n: number) => Array.from({ length: n }, () => ({ occupant: 'human' as const }));

/**
 * Plays the partner exchange (DOG-014) by clicking the first card of each giving seat. Every seat is a person on
 * this one screen (hot seat), so each takes the device at the hand-over screen first.
 */
function exchange(table: ReturnType<typeof useTableStore>): void {
  table.takeOver();
  for (let guard = 0; guard < 8 && table.legal.some((n) => n.startsWith('give:')); guard++) {
    table.clickCard(table.legal[0]!.slice(5));
    table.takeOver();
  }
}

describe('the Dog pick after a move', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('a card picked then cancelled leaves nothing picked, and EMPTY_PICK stays empty', () => {
    const table = useTableStore();
    const game = compiledGame('dog/standard');
    // The first seed whose first mover holds an exit card (DOG-020: A, K or Joker) after the exchange.
    for (let i = 0; i < 40; i++) {
      table.start(game, `bug1-${i}`, people(4));
      exchange(table);
      const card = table.hand.find((c) => c === 'A' || c === 'K');
      if (!card) continue;
      table.clickCard(card);
      expect(table.pick.card).toBe(card);
      table.cancelPick();
      expect(table.pick).toEqual({ card: null, jokerAs: null, from: null, segments: [] });
      expect(EMPTY_PICK).toEqual({ card: null, jokerAs: null, from: null, segments: [] });
      return;
    }
    throw new Error('no seed with an exit card in 40 tries');
  });

  it('after an exit played by clicks the next seat starts with nothing picked, also in a new game', () => {
    const table = useTableStore();
    const game = compiledGame('dog/standard');
    for (let i = 0; i < 40; i++) {
      table.start(game, `bug1-${i}`, people(4));
      exchange(table);
      const card = table.hand.find((c) => c === 'A' || c === 'K');
      if (!card) continue;
      const seat = table.acting!;
      const before = table.log.length;
      table.clickCard(card);
      table.clickSpot({ at: 'kennel', seat });
      expect(table.log.length).toBe(before + 1);
      expect(table.log.at(-1)!.notation).toMatch(/:exit/);
      expect(table.pick).toEqual({ card: null, jokerAs: null, from: null, segments: [] });
      // The next click on an empty track field is judged with no card picked (DOG-003), not as "the target"
      // (the next person takes the device first: every seat is a person on this screen).
      table.takeOver();
      table.clickSpot({ at: 'track', field: 20 });
      expect(table.message?.rule).toBe('DOG-003');
      table.start(game, `bug1-${i}`, people(4));
      expect(table.pick.card).toBeNull();
      return;
    }
    throw new Error('no seed with an exit card in 40 tries');
  });
});
