// Small display helpers shared by components. Pure.
import type { Outcome } from '../../../engine';

/** "Team 1 (seats 1, 3) — reason", "Seat 2 — reason", or "unfinished". */
export function describeOutcome(outcome: Outcome | null): string {
  if (!outcome) return 'unfinished';
  const seats = outcome.winners.join(', ');
  const who = outcome.team !== null ? `Team ${outcome.team} (seat${outcome.winners.length === 1 ? '' : 's'} ${seats})` : outcome.winners.length ? `Seat${outcome.winners.length === 1 ? '' : 's'} ${seats}` : 'Nobody';
  return `${who} won${outcome.reason ? ` — ${outcome.reason}` : ''}`;
}

/** Number of cards in a hand written as notation (`"A 7 X"`; `-` or empty = none). */
export function countCards(hand: string | undefined): number | null {
  if (hand === undefined) return null;
  return hand.split(/[\s,]+/).filter((t) => t && t !== '-').length;
}
