// @vitest-environment happy-dom
// The table records who made each seat's moves (`playedBy`: `human` and/or bot levels), not only the seats as
// they were when saved (a person may hand a seat to a bot to finish), and the replay view shows it in the UI
// language: a seat a person played is never labelled "(zufällig)".
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openReplay, parseReplay, type Replay } from '../../../engine';
import { compiledGame } from '../../../../tests/support/dog-test-game';
import { seatLabel } from '../components/format';
import { translate } from '../i18n/messages';
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

const de = (k: Parameters<typeof translate>[1], p?: Readonly<Record<string, string | number>>) => translate('de', k, p);
const en = (k: Parameters<typeof translate>[1], p?: Readonly<Record<string, string | number>>) => translate('en', k, p);

describe('who played each seat, in the replay', () => {
  beforeEach(() => {
    setActivePinia(createPinia());
    saved.length = 0;
  });

  it('a person who hands the seat to a bot is recorded as person → bot level; the bots by their levels', async () => {
    const table = useTableStore();
    const game = compiledGame('dog/standard');
    table.start(game, 'review-5', [
      { occupant: 'human', name: 'Du' },
      { occupant: 'bot', bot: 'easy', name: 'Beat' },
      { occupant: 'bot', bot: 'random', name: 'Carla' },
      { occupant: 'bot', bot: 'easy', name: 'Dario' },
    ]);
    // The person plays its own moves (the partner exchange DOG-014 first) until it has made two; bots the rest.
    let own = 0;
    for (let guard = 0; guard < 200 && own < 2 && !table.outcome; guard++) {
      if (table.acting === 0 && table.legal.length) {
        expect(table.play(0, table.legal[0]!)).toBe(true);
        own++;
      } else if (!table.botStep()) break;
    }
    expect(own).toBe(2);
    // Then the person lets a bot take the seat and the bots play on.
    table.setSeat(0, 'normal');
    table.fastForward(60);
    const file = await table.saveReplay();
    expect(file).not.toBeNull();
    const replay = saved[0]!;
    expect(replay.seats.map((s) => s.playedBy)).toEqual([['human', 'normal'], ['easy'], ['random'], ['easy']]);
    // The file reads back with its integrity intact, and the replay view labels the seats from it.
    const parsed = parseReplay(JSON.parse(JSON.stringify(replay)));
    expect(parsed.ok).toBe(true);
    const opened = openReplay(JSON.parse(JSON.stringify(replay)));
    expect(opened.ok).toBe(true);
    const who = replay.seats.map((s) => ({
      name: s.name ?? null,
      bot: s.occupant === 'bot' ? (s.bot ?? '') : null,
      ...(s.playedBy ? { playedBy: s.playedBy } : {}),
    }));
    expect(who.map((w, s) => seatLabel(s, w, de))).toEqual([
      'Du (Person → mittel)',
      'Beat (leicht)',
      'Carla (zufällig)',
      'Dario (leicht)',
    ]);
    expect(seatLabel(0, who[0], en)).toBe('Du (person → normal)');
  });

  it('a person who played the seat to the end is shown by name alone; an older replay by its recorded occupant', () => {
    expect(seatLabel(0, { name: 'Du', bot: null, playedBy: ['human'] }, de)).toBe('Du');
    expect(seatLabel(1, { name: 'Beat', bot: 'strong' }, de)).toBe('Beat (stark)');
    expect(seatLabel(2, { name: null, bot: null }, de)).toBe('Platz 3'); // seat 2, counted from 1
  });
});
