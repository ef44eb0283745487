import { describe, expect, it } from 'vitest';
import { defaultSeats, freshSeed } from './table-seats';

describe('a new table', () => {
  it('has one person ("Du"/"You" or the given name) and bots of level normal with names, never random bots', () => {
    expect(defaultSeats(4, [0, 1, 2, 3], 'de')).toEqual([
      { occupant: 'human', name: 'Du' },
      { occupant: 'bot', bot: 'normal', name: 'Beat' },
      { occupant: 'bot', bot: 'normal', name: 'Carla' },
      { occupant: 'bot', bot: 'normal', name: 'Dario' },
    ]);
    const en = defaultSeats(6, [0, 1, 2, 3, 4, 5], 'en', 'Mia');
    expect(en.map((s) => s.name)).toEqual(['Mia', 'Ben', 'Clara', 'Dan', 'Emma', 'Finn']);
    expect(en.filter((s) => s.occupant === 'human')).toHaveLength(1);
    expect(en.filter((s) => s.occupant === 'bot').map((s) => s.bot)).toEqual(Array(5).fill('normal'));
  });

  it('leaves an inactive seat (DOG-120, Märki for three) without a name', () => {
    const seats = defaultSeats(4, [0, 1, 3], 'en');
    expect(seats.map((s) => s.name)).toEqual(['You', 'Ben', '', 'Clara']);
  });

  it('deals a fresh seed each time', () => {
    const seeds = new Set(Array.from({ length: 50 }, () => freshSeed()));
    expect(seeds.size).toBe(50);
    expect(freshSeed(() => 0)).toBe('deal-000000');
  });
});
