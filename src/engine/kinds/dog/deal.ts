// Setup, dealing, reshuffling, the blind partner exchange and turn/round advance (DOG-004, DOG-011…016,
// DOG-093/094, DOG-124, DOG-132). Pure: randomness only through the given Rng; input states untouched.
import type { GameEvent, Rng } from '../../core/types';
import type { DogRules } from './rules';
import type { DogState } from './state';
import { buildDeck, deckCounts, handSize, isCycleStart, sortHand } from './cards';
import { PIECES } from './geometry';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A fresh game (DOG-002, DOG-012): all pieces in the kennels, first dealer drawn with `rng.int`, round 1 dealt. */
export function setupGame(rules: DogRules, rng: Rng): { state: DogState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const dealer = rules.active[rng.int(0, rules.active.length - 1)]!;
  events.push({ type: 'dealer', rule: 'DOG-012', seat: dealer });
  const stock = rng.shuffle(buildDeck(rules.decks, rules.jokersPerDeck));
  const base: Mutable<DogState> = {
    phase: 'play',
    round: 1,
    dealer,
    starter: rules.next[dealer]!,
    turn: -1,
    pos: new Array<number>(rules.seats * PIECES).fill(-1),
    blk: 0,
    nb: 0,
    hands: [],
    gives: [],
    stock,
    pile: 0,
    up: 0,
    winner: -1,
    memo: [],
  };
  return { state: deal(rules, base, rng, events), events };
}

/**
 * Deals round `s.round` (DOG-011) from `s.stock` one card at a time in turn order, first to the starter
 * (V10), reshuffling the pile when the stock runs out (DOG-016, V11); then opens the exchange (DOG-014)
 * or the play. `s` is a fresh object owned by the caller; its `stock`/`pile` arrays are replaced.
 */
export function deal(rules: DogRules, s: Mutable<DogState>, rng: Rng, events: GameEvent[]): DogState {
  const h = handSize(rules.dealSchedule, s.round);
  let stock = s.stock.slice();
  let pile = s.pile;
  let up = s.up;
  let memo = s.memo;
  const need = h * rules.active.length;
  if (!rules.reshuffleMidDeal && stock.length < need && pile > 0) {
    // V11 off: shuffle the pile under the remaining stock before the deal
    stock = rng.shuffle(pileCards(rules, stock, [], s.gives)).concat(stock);
    events.push({ type: 'reshuffle', rule: 'DOG-016', cards: pile });
    pile = 0;
    up = 0;
    memo = [];
  }
  const hands: number[][] = [];
  for (let t = 0; t < rules.seats; t++) hands.push([]);
  const first = rules.dealStartsWithStarter ? s.starter : rules.next[s.dealer]!;
  outer: for (let c = 0; c < h; c++) {
    let t = first;
    for (let k = 0; k < rules.active.length; k++, t = rules.next[t]!) {
      if (stock.length === 0) {
        if (pile === 0) break outer; // cannot happen with a legal deck size
        events.push({ type: 'reshuffle', rule: 'DOG-016', cards: pile });
        stock = rng.shuffle(pileCards(rules, stock, hands, s.gives));
        pile = 0;
        up = 0;
        memo = [];
      }
      hands[t]!.push(stock.pop()!);
    }
  }
  for (const hd of hands) sortHand(hd);
  events.push({ type: 'deal', rule: 'DOG-011', round: s.round, dealer: s.dealer, starter: s.starter, cards: h });
  s.hands = hands;
  s.stock = stock;
  s.pile = pile;
  s.up = up;
  if (memo !== undefined) s.memo = memo;
  const gives = new Array<number>(rules.seats).fill(-2);
  if (rules.exchange) {
    for (const t of rules.active) if (rules.giveTo[t]! >= 0) gives[t] = -1;
  }
  s.gives = gives;
  if (gives.includes(-1)) {
    s.phase = 'exchange';
    s.turn = -1;
  } else {
    s.phase = 'play';
    s.turn = firstWithCards(rules, hands, s.starter);
  }
  return s;
}

/**
 * The discard pile's cards in rank order: the deck minus `stock`, `hands` and pending exchange cards
 * (`gives` > 0). Used to reshuffle (DOG-016); the state stores only the pile's size.
 */
export function pileCards(
  rules: DogRules,
  stock: readonly number[],
  hands: readonly (readonly number[])[],
  gives: readonly number[],
): number[] {
  const counts = deckCounts(rules.decks, rules.jokersPerDeck);
  for (const c of stock) counts[c]!--;
  for (const h of hands) for (const c of h) counts[c]!--;
  for (const g of gives) if (g > 0) counts[g]!--;
  const out: number[] = [];
  for (let r = 1; r < counts.length; r++) for (let k = 0; k < counts[r]!; k++) out.push(r);
  return out;
}

/** The first seat from `from` on (inclusive, turn order) holding cards, or -1 (DOG-004). */
export function firstWithCards(rules: DogRules, hands: readonly (readonly number[])[], from: number): number {
  let t = from;
  for (let k = 0; k < rules.active.length; k++, t = rules.next[t]!) if (hands[t]!.length > 0) return t;
  return -1;
}

/**
 * Ends the exchange once every giver has given (DOG-014): each pending card goes to its receiver
 * (`giveTo`), then the round's starter plays. `s` is a fresh object; its hands must be fresh arrays.
 */
export function finishExchange(rules: DogRules, s: Mutable<DogState>, events: GameEvent[]): void {
  const hands = s.hands.map((h) => h.slice());
  for (const t of rules.active) {
    const c = s.gives[t]!;
    if (c > 0) hands[rules.giveTo[t]!]!.push(c);
  }
  for (const h of hands) sortHand(h);
  s.hands = hands;
  s.gives = new Array<number>(rules.seats).fill(-2);
  s.phase = 'play';
  s.turn = firstWithCards(rules, hands, s.starter);
  events.push({ type: 'exchange', rule: 'DOG-014' });
}

/**
 * After a play by `from`: the next seat with cards (DOG-003/004/094), or, when all hands are empty
 * (DOG-015), the next round with dealer/starter rotation (DOG-012/013, V08/V09) and a new deal.
 */
export function advance(rules: DogRules, s: Mutable<DogState>, from: number, rng: Rng, events: GameEvent[]): DogState {
  const t = firstWithCards(rules, s.hands, rules.next[from]!);
  if (t >= 0) {
    s.turn = t;
    return s;
  }
  const round = s.round + 1;
  let dealer = s.dealer;
  if (
    rules.dealerRotation === 'perRound' ||
    (rules.dealerRotation === 'perCycle' && isCycleStart(rules.dealSchedule, round))
  )
    dealer = rules.next[dealer]!;
  s.starter = rules.starterRotates ? rules.next[s.starter]! : rules.next[dealer]!;
  s.dealer = dealer;
  s.round = round;
  return deal(rules, s, rng, events);
}
