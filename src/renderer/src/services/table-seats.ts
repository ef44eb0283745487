// Who sits at a new table: one person — named "Du"/"You" unless the player gave a name — and bots
// with first names in the UI language, so a table reads "Du, Beat, Carla, Dario" instead of "Seat 0 (person)".
// And the seed of a new deal: fresh for every game unless the player asks for the same deal again. Pure.
import type { SeatOccupant } from '../../../engine';
import type { Locale } from '../i18n/messages';

/** Bot names per UI language, given to the bot seats in seat order (a 6-seat table uses the first five). */
export const BOT_NAMES: Readonly<Record<Locale, readonly string[]>> = {
  de: ['Beat', 'Carla', 'Dario', 'Elsa', 'Fritz', 'Gabi', 'Heiri', 'Ida'],
  en: ['Ben', 'Clara', 'Dan', 'Emma', 'Finn', 'Grace', 'Hugo', 'Ivy'],
};

/** The bot level a new table seats (engine bots/registry.ts `normal`: the kind's heuristic bot). */
export const DEFAULT_BOT_LEVEL = 'normal';

/** The person's default name per UI language. */
export const PERSON_NAME: Readonly<Record<Locale, string>> = { de: 'Du', en: 'You' };

/**
 * Seats of a new table: the first active seat is a person (`personName`, else "Du"/"You"), every other seat a
 * bot of level `normal` (the heuristic bot, engine bots/registry.ts: a partner that plays sensibly, never the random
 * bot unless chosen) with the next bot name; inactive seats (e.g. Märki 3-player's empty seat, DOG-120) are bots without a
 * turn. `seatCount` is `TableLayout.seatCount`, `active` its `active` list.
 */
export function defaultSeats(
  seatCount: number,
  active: readonly number[],
  locale: Locale,
  personName?: string | null,
): SeatOccupant[] {
  const person = active[0] ?? 0;
  let bot = 0;
  return Array.from({ length: seatCount }, (_, s): SeatOccupant => {
    if (s === person) return { occupant: 'human', name: personName?.trim() || PERSON_NAME[locale] };
    const names = BOT_NAMES[locale];
    return { occupant: 'bot', bot: DEFAULT_BOT_LEVEL, name: active.includes(s) ? names[bot++ % names.length]! : '' };
  });
}

/**
 * A fresh seed for a new deal, e.g. `deal-k3x9f2`: random (from the browser's crypto generator), short enough to
 * read out and copy. The engine itself stays deterministic: the seed is recorded with the game.
 */
export function freshSeed(
  random: () => number = () => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32,
): string {
  return `deal-${Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0')}`;
}

/**
 * The name a table shows for `seat`: the name given to it, else "Platz n"/"Seat n" (`seatText`). Where two or
 * more people share the screen (hot seat), the person's default name "Du"/"You" names nobody in particular: such a
 * seat is called by its number instead, so texts read "Hand von Platz 1", never "Hand von Du".
 * `seats` are the table's occupants, `active` the seats in play (`TableLayout.active`).
 */
export function seatDisplayName(
  seats: readonly Pick<SeatOccupant, 'occupant' | 'name'>[],
  active: readonly number[],
  seat: number,
  fallback: (seat: number) => string,
): string {
  const given = seats[seat]?.name?.trim() ?? '';
  if (!given) return fallback(seat);
  const defaults = Object.values(PERSON_NAME);
  if (defaults.includes(given) && peopleAt(seats, active).length > 1) return fallback(seat);
  return given;
}

/** The active seats a person plays (`occupant: human`), in seat order. */
export function peopleAt(seats: readonly Pick<SeatOccupant, 'occupant'>[], active: readonly number[]): number[] {
  return active.filter((s) => seats[s]?.occupant === 'human');
}
