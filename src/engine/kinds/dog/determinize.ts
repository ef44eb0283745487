// Determinization for search bots (ISMCTS): a full Dog state consistent with one seat's view, the cards hidden
// from that seat dealt at random, never a card seen face up on the pile. Pure; reads only the view (view.ts
// `viewState`) and the rules.
import type { Json, Rng, Seat } from '../../core/types';
import type { DogRules } from './rules';
import type { DogPhase, DogState } from './state';
import { cardChar, deckCounts, parseCardChar, sortHand } from './cards';
import { EngineBug } from '../../core/result';

type ViewObj = { readonly [k: string]: Json };

/**
 * A `DogState` that `seat` cannot tell from the true one: public fields (phase, round, dealer, starter, turn,
 * pieces, blocking/noEntry bits, hand sizes, who has given, pile size and visible top, the face-up pile cards,
 * stock size, winner) are copied from `view`; the seat's own hand and pending exchange card are kept. The unseen
 * cards — the deck (DOG-010, default 2 × 52 + 6 Jokers = 110) minus the own hand, the own pending card and every
 * card laid face up on the pile since the last reshuffle (view `played`, which includes the visible top; DOG-003,
 * DOG-016) — are shuffled with `rng` and dealt to the other hands, the other pending exchange cards (DOG-014) and
 * the stock; what is left is the face-down part of the pile: hands discarded face down (DOG-093, AMB-19) and the
 * cards laid before a state's record began (the state stores only the pile's size). So no sample deals an
 * opponent a card every seat saw played.
 * @throws EngineBug if the view shows more cards of a rank than the deck holds (a view not made by `viewState`).
 */
export function determinizeDog(rules: DogRules, view: Json, seat: Seat, rng: Rng): DogState {
  const v = view as ViewObj;
  const counts = deckCounts(rules.decks, rules.jokersPerDeck);
  const own = parseCards(v.hand);
  for (const c of own) counts[c]!--;
  const ownGive = typeof v.give === 'string' ? parseCardChar(v.give) : 0;
  if (ownGive > 0) counts[ownGive]!--;
  const up = typeof v.pileTop === 'string' ? parseCardChar(v.pileTop) : 0;
  // `played` lists the top too; a view without it (none made by viewState) falls back to the top alone
  const played = typeof v.played === 'string' ? parseCards(v.played) : up > 0 ? [up] : [];
  for (const c of played) counts[c]!--;
  for (let r = 1; r < counts.length; r++) {
    if (counts[r]! < 0) throw new EngineBug(`dog determinize: more ${cardChar(r)} cards seen than the deck holds`);
  }
  const pool: number[] = [];
  for (let r = 1; r < counts.length; r++) for (let k = 0; k < counts[r]!; k++) pool.push(r);
  rng.shuffle(pool);
  const handCounts = v.handCounts as number[];
  const given = v.given as boolean[];
  const toAct = v.toAct as number[];
  const phase = v.phase as DogPhase;
  const hands: number[][] = [];
  const gives: number[] = [];
  for (let t = 0; t < rules.seats; t++) {
    if (t === seat) hands.push(own.slice());
    else {
      const h: number[] = [];
      for (let k = 0; k < (handCounts[t] ?? 0); k++) h.push(pool.pop()!);
      hands.push(sortHand(h));
    }
    if (t === seat && ownGive > 0) gives.push(ownGive);
    else if (given[t]) gives.push(t === seat ? ownGive : pool.pop()!);
    else gives.push(phase === 'exchange' && toAct.includes(t) ? -1 : -2);
  }
  const stock: number[] = [];
  for (let k = 0; k < (v.stockCount as number); k++) stock.push(pool.pop()!);
  return {
    phase,
    round: v.round as number,
    dealer: v.dealer as number,
    starter: v.starter as number,
    turn: v.turn as number,
    pos: (v.pieces as number[]).slice(),
    blk: v.blocking as number,
    nb: v.noEntry as number,
    hands,
    gives,
    stock,
    pile: v.pileCount as number,
    up,
    winner: v.winner as number,
    memo: played,
  };
}

function parseCards(text: Json | undefined): number[] {
  if (typeof text !== 'string' || text.trim() === '') return [];
  return text.trim().split(/\s+/).map(parseCardChar);
}
