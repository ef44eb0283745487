// @vitest-environment happy-dom
// Hot seat: two people share one screen (Dog, seats 0 and 2, bots at 1 and 3). Between their turns the table
// shows only the hand-over screen: no hand, no legal actions, no view of any seat (hidden information: DOG-014
// exchange cards, the hands). Each person sees their own hand only after taking the device, and names are the
// people's, never the single player's default "Du".
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { viewFor, startGame, applyAction, type Snapshot } from '../../../engine';
import { compiledGame } from '../../../../tests/support/dog-test-game';
import { seatDisplayName } from '../services/table-seats';
import { useTableStore } from './table';

vi.mock('../services/host-api', () => ({ getHostApi: () => ({ invoke: async () => ({ ok: true, file: 'x' }) }) }));

const game = compiledGame('dog/standard');

describe('hot seat on the local table', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('hides every hand between two people and shows each person only their own hand after the hand-over', () => {
    const table = useTableStore();
    table.start(game, 'hot-seat-1', [
      { occupant: 'human', name: 'Anna' },
      { occupant: 'bot', bot: 'random', name: 'Beat' },
      { occupant: 'human', name: 'Carla' },
      { occupant: 'bot', bot: 'random', name: 'Dario' },
    ]);
    // Mirror of the game for the expected hands: the same seed and the same actions.
    let snap: Snapshot = startGame(game, 'hot-seat-1');
    const handOf = (seat: number) =>
      String((viewFor(game, snap, seat) as { hand: string }).hand)
        .split(' ')
        .filter(Boolean);
    let handOvers = 0;
    const taken = new Set<number>();
    for (let guard = 0; guard < 400 && table.log.length < 60 && !table.outcome; guard++) {
      if (table.handOver !== null) {
        // The screen between turns: nothing of anyone's hand.
        expect(table.hand).toEqual([]);
        expect(table.legal).toEqual([]);
        expect(table.mySeat).toBeNull();
        expect(table.acting).toBeNull();
        handOvers++;
        expect(table.handOver).not.toBe(table.holder);
        table.takeOver();
        taken.add(table.holder!);
        continue;
      }
      if (table.acting !== null) {
        // Only the holder acts, and sees their own hand exactly.
        expect(table.acting).toBe(table.holder);
        expect(table.hand).toEqual(handOf(table.acting));
        const notation = table.legal[0]!;
        const seat = table.acting;
        expect(table.play(seat, notation)).toBe(true);
        const r = applyAction(game, snap, { seat, notation });
        if (!r.ok) throw new Error(r.error.message);
        snap = r.value.snapshot;
        continue;
      }
      const before = table.log.length;
      expect(table.botStep()).toBe(true);
      const last = table.log[before]!;
      const r = applyAction(game, snap, last);
      if (!r.ok) throw new Error(r.error.message);
      snap = r.value.snapshot;
      // While bots play, the hand shown is the holder's (the person at the screen), never the other person's.
      if (table.mySeat !== null) expect(table.mySeat).toBe(table.holder);
    }
    expect(taken).toEqual(new Set([0, 2]));
    expect(handOvers).toBeGreaterThanOrEqual(3);
  });

  it('with one person there is no hand-over screen', () => {
    const table = useTableStore();
    table.start(game, 'hot-seat-2', [
      { occupant: 'human', name: 'Du' },
      { occupant: 'bot', bot: 'random', name: 'Beat' },
      { occupant: 'bot', bot: 'random', name: 'Carla' },
      { occupant: 'bot', bot: 'random', name: 'Dario' },
    ]);
    expect(table.handOver).toBeNull();
    expect(table.hand.length).toBeGreaterThan(0);
    // A second person joins: from now on the hand-over screen comes before the other person's hand.
    table.setSeat(2, 'human');
    while (table.acting === 0 && table.handOver === null) table.play(0, table.legal[0]!);
    for (let i = 0; i < 20 && table.handOver === null && table.acting === null; i++) table.botStep();
    expect(table.handOver).toBe(2);
    expect(table.hand).toEqual([]);
  });

  it('names the person, never "Du"/"You", once two people share the screen', () => {
    const seats = [
      { occupant: 'human' as const, name: 'Du' },
      { occupant: 'bot' as const, name: 'Beat' },
      { occupant: 'human' as const, name: 'Carla' },
    ];
    const seatN = (s: number) => `Platz ${s + 1}`;
    expect(seatDisplayName(seats, [0, 1, 2], 0, seatN)).toBe('Platz 1');
    expect(seatDisplayName(seats, [0, 1, 2], 2, seatN)).toBe('Carla');
    expect(seatDisplayName([{ occupant: 'human', name: 'You' }, seats[1]!], [0, 1], 0, seatN)).toBe('You');
  });

  it("the rules editor's table (one designer playing every seat, solo) shows the acting seat's hand with no hand-over screen", () => {
    const table = useTableStore();
    table.start(
      game,
      'solo-1',
      Array.from({ length: 4 }, () => ({ occupant: 'human' as const })),
      { solo: true },
    );
    let snap: Snapshot = startGame(game, 'solo-1');
    for (let step = 0; step < 12 && !table.outcome; step++) {
      expect(table.handOver).toBeNull();
      const seat = table.acting!;
      expect(seat).not.toBeNull();
      expect(table.hand).toEqual(
        String((viewFor(game, snap, seat) as { hand: string }).hand)
          .split(' ')
          .filter(Boolean),
      );
      const notation = table.legal[0]!;
      expect(table.play(seat, notation)).toBe(true);
      const r = applyAction(game, snap, { seat, notation });
      if (!r.ok) throw new Error(r.error.message);
      snap = r.value.snapshot;
    }
  });
});
