// @vitest-environment happy-dom
// The app's bot defaults are `normal`, as the CLI's (tests/default-bots.test.ts): the Playtest view's seats, the
// People source's bot batch, the table's new seats and the stand-in that plays a person's seat on fast-forward,
// which the replay then names by that level.
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Replay } from '../../../engine';
import { compiledGame } from '../../../../tests/support/dog-test-game';
import { DEFAULT_BOT_LEVEL, defaultSeats } from '../services/table-seats';
import { usePeopleStore } from './people';
import { usePlaytestStore } from './playtest';
import { useTableStore } from './table';

const saved: Replay[] = [];
vi.mock('../services/host-api', () => ({
  getHostApi: () => ({
    invoke: async (_channel: string, req: { file: string; replay: Replay }) => {
      saved.push(req.replay);
      return { ok: true, file: req.file };
    },
  }),
}));

describe('the app plays normal bots unless told otherwise', () => {
  beforeEach(() => {
    setActivePinia(createPinia());
    saved.length = 0;
  });

  it('the Playtest view seats normal bots, also when seats are added; the People source starts normal batches', () => {
    const pt = usePlaytestStore();
    expect(pt.bots).toEqual(['normal', 'normal', 'normal', 'normal']);
    pt.bots = [];
    pt.setSeats(3);
    expect(pt.bots).toEqual(['normal', 'normal', 'normal']);
    expect(pt.screenLevels).toEqual(['normal']);
    expect(usePeopleStore().botLevel).toBe('normal');
  });

  it("a new table seats normal bots, and fast-forward plays the person's seat as normal (named so in the replay)", async () => {
    expect(DEFAULT_BOT_LEVEL).toBe('normal');
    const game = compiledGame('dog/standard');
    const seats = defaultSeats(game.layout.seatCount, game.layout.active, 'en');
    expect(seats.filter((s) => s.occupant === 'bot').map((s) => s.occupant === 'bot' && s.bot)).toEqual([
      'normal',
      'normal',
      'normal',
    ]);
    const table = useTableStore();
    table.start(game, 'defaults-1', [
      { occupant: 'human', name: 'Du' },
      { occupant: 'bot', bot: 'random', name: 'Beat' },
      { occupant: 'bot', bot: 'random', name: 'Carla' },
      { occupant: 'bot', bot: 'random', name: 'Dario' },
    ]);
    table.fastForward(40);
    await table.saveReplay();
    expect(saved[0]!.seats[0]!.playedBy).toEqual(['normal']);
  });
});
