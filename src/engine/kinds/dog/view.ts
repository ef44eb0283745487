// What a seat may see (`viewState`), who acts (`seatsToAct`), the outcome and hand notation. Pure.
// Hidden: other hands' cards, pending exchange cards of others, stock order, face-down discards (V43).
import type { Outcome, Seat } from '../../core/types';
import type { DogRules } from './rules';
import type { DogState } from './state';
import { cardChar, formatCards } from './cards';
import { formatPieces } from './notation';
import type { DogView } from './view-type';

/** Seats that may act now: the seat to play, or every seat still to give in the exchange (DOG-014). */
export function seatsToAct(rules: DogRules, state: DogState): Seat[] {
  if (state.phase === 'play') return state.turn >= 0 ? [state.turn] : [];
  if (state.phase === 'exchange') return rules.active.filter((t) => state.gives[t] === -1);
  return [];
}

/** The result once a team has all pieces home (DOG-110), else null. */
export function dogOutcome(rules: DogRules, state: DogState): Outcome | null {
  if (state.winner < 0) return null;
  return {
    winners: rules.teams[state.winner]!.slice(),
    team: state.winner,
    reason: 'all pieces of the team are home',
    rule: 'DOG-110',
  };
}

/** Hands of the active seats as notation, e.g. `{ 0: "A 7 X" }` (pending exchange cards not included). */
export function formatHandsOf(rules: DogRules, state: DogState): Record<Seat, string> {
  const out: Record<Seat, string> = {};
  for (const t of rules.active) out[t] = formatCards(state.hands[t]!);
  return out;
}

/**
 * The view of `seat` (null = all-seeing): phase, round, dealer, starter, turn, toAct, position notation,
 * piece codes, own hand (all hands if null), hand counts, own pending exchange card, who has given,
 * pile count and visible top, the face-up cards on the pile since the last reshuffle (`played`, in the order they
 * were laid, e.g. `"7 A X 4"`: every seat saw them, DOG-003/DOG-016; never a hand discarded face down, DOG-093 and
 * AMB-19; a state without its record gives only the visible top), stock count, winner: `DogView` (view-type.ts).
 */
export function viewState(rules: DogRules, state: DogState, seat: Seat | null): DogView {
  const v: DogView = {
    seat,
    phase: state.phase,
    round: state.round,
    dealer: state.dealer,
    starter: state.starter,
    turn: state.turn,
    toAct: seatsToAct(rules, state),
    position: formatPieces(rules, state.pos as number[], state.blk),
    pieces: state.pos.slice(),
    blocking: state.blk,
    noEntry: state.nb,
    handCounts: state.hands.map((h) => h.length),
    given: state.gives.map((g) => g > 0),
    pileCount: state.pile,
    pileTop: state.up > 0 ? cardChar(state.up) : null,
    played: formatCards(state.memo ?? (state.up > 0 ? [state.up] : [])),
    stockCount: state.stock.length,
    winner: state.winner,
  };
  if (seat === null)
    return {
      ...v,
      hands: state.hands.map((h) => formatCards(h)),
      gives: state.gives.map((g) => (g > 0 ? cardChar(g) : null)),
    };
  const g = state.gives[seat] ?? -2;
  return { ...v, hand: formatCards(state.hands[seat] ?? []), give: g > 0 ? cardChar(g) : null };
}
