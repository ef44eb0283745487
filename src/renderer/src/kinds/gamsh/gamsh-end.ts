// The end of a live Gämsh game in words a player recognises: the seats by the names the table shows
// (the person, then Beat, Carla, Dario… whether or not bots play them), and the game's length as rounds and the
// game time the clock showed (m:ss), not the count of inputs. Pure.
import type { Locale, MessageKey } from '../../i18n/messages';
import { BOT_NAMES, PERSON_NAME } from '../../services/table-seats';

type Translate = (key: MessageKey, params?: Readonly<Record<string, string | number>>) => string;

/**
 * The names of a Gämsh table's `seatCount` seats: `human`'s seat is `playerName` (else "Du"/"You"), the others get
 * the bot names of `locale` in seat order — the same names with and without bots, so a seat keeps its name when the
 * person turns the bots off or the game ends.
 */
export function gamshSeatNames(seatCount: number, human: number, locale: Locale, playerName?: string | null): string[] {
  let bot = 0;
  const names = BOT_NAMES[locale];
  return Array.from({ length: seatCount }, (_, s) =>
    s === human ? playerName?.trim() || PERSON_NAME[locale] : names[bot++ % names.length]!,
  );
}

/** Game time `ms` (milliseconds, ≥ 0) as the clock shows it without the tenths: `1:26` for 86 200 ms. */
export function clockMinutes(ms: number): string {
  const s = Math.floor(Math.max(0, ms) / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The length of a Gämsh game: "9 Runden · Spielzeit 1:26" / "9 rounds · game time 1:26". `rounds` is the number of
 * the round the game ended in (rounds start at 1; a new round follows every call or correct guess, GAM-071), `ms`
 * the game clock at the end.
 */
export function gamshGameLength(t: Translate, rounds: number, ms: number): string {
  const n = Math.max(1, rounds);
  return t('end.lengthRounds', {
    rounds: n === 1 ? t('end.oneRound') : t('end.rounds', { n }),
    time: clockMinutes(ms),
  });
}
