// A live Gämsh game's replay names the players as the table did, and the replay view words the real-time bots
// ("Beat (Echtzeit-Bot)"), where it showed "Platz 2 (realtime-default)", cut on the canvas to "(realtime-defa".
import { describe, expect, it } from 'vitest';
import { compiledGame } from '../../../../../tests/support/dog-test-game';
import { translate, type MessageKey } from '../../i18n/messages';
import { seatLabel } from '../../components/format';
import { gamshSeatNames } from './gamsh-end';
import { liveReplaySeats } from './use-gamsh-live';

const de = (k: MessageKey, p?: Readonly<Record<string, string | number>>) => translate('de', k, p);
const en = (k: MessageKey, p?: Readonly<Record<string, string | number>>) => translate('en', k, p);

describe('the seats of a live Gämsh replay', () => {
  const game = compiledGame('gamsh/gamsh-alpin-foehn');
  const names = gamshSeatNames(game.layout.seatCount, 1, 'de', null);

  it('keeps every name the table showed; the person is a person, the others real-time bots', () => {
    const seats = liveReplaySeats({ game, seed: 's', human: 1, bots: true, names });
    expect(seats.map((s) => s.name)).toEqual(names);
    expect(seats[1]).toEqual({ occupant: 'human', name: names[1] });
    for (const s of [0, 2, 3]) expect(seats[s]).toMatchObject({ occupant: 'bot', bot: 'realtime-default' });
    const off = liveReplaySeats({ game, seed: 's', human: 1, bots: false, names });
    expect(off.every((s) => s.occupant === 'human')).toBe(true);
  });

  it('the replay labels them by name and the bots in words, in German and English', () => {
    const seats = liveReplaySeats({ game, seed: 's', human: 1, bots: true, names });
    const who = (s: number) => ({ name: seats[s]!.name ?? null, bot: seats[s]!.bot ?? null });
    expect(seatLabel(0, who(0), de)).toBe(`${names[0]} (Echtzeit-Bot)`);
    expect(seatLabel(0, who(0), en)).toBe(`${names[0]} (real-time bot)`);
    expect(seatLabel(1, who(1), de)).toBe(names[1]);
    for (const s of [0, 1, 2, 3]) expect(seatLabel(s, who(s), de)).not.toMatch(/realtime|Platz/);
  });
});
