// Setup and dealing (GAS-006/007), the end of a turn (GAS-010, GAS-016 reveal, H-19/H-20), end checks
// (GAS-054 abort, GAS-160 going out, GAS-161/162 sets, H-47) and the 5-card sets. Pure; randomness via Rng.
import type { GameEvent, Rng } from '../../core/types';
import type { GassiRules } from './rules';
import type { GassiState, GEnd } from './state';
import { cleared, countsOf } from './state';
import type { Work } from './apply';

/** Deals a fresh game (GAS-006): shuffled deck, `startHandSize` cards each, the rest face down. */
function dealInto(rules: GassiRules, rng: Rng, starter: number, deals: number, events: GameEvent[]): GassiState {
  const n = rules.players;
  const deck = rng.shuffle(rules.deck.slice());
  const hands: number[][] = Array.from({ length: n }, () => []);
  for (let k = 0; k < rules.o.startHandSize; k++) for (let s = 0; s < n; s++) hands[s]!.push(deck.pop()!);
  for (const h of hands) h.sort((a, b) => a - b);
  const supply = rules.o.boneSupply === null ? null : Math.max(0, rules.o.boneSupply - n * rules.o.startBones);
  const startBones =
    rules.o.boneSupply === null ? rules.o.startBones : Math.min(rules.o.startBones, Math.floor(rules.o.boneSupply / n));
  events.push({ type: 'deal', rule: 'GAS-006', handSize: rules.o.startHandSize, starter, deal: deals });
  return {
    hands,
    initial: rules.o.goOutScope === 'initialCardsOnly' ? hands.map((h) => countsOf(rules, h)) : null,
    bones: new Array<number>(n).fill(startBones),
    supply,
    dogs: [],
    added: new Array<number>(n).fill(0),
    hadDog: new Array<boolean>(n).fill(false),
    conquests: new Array<number>(n).fill(0),
    drawPile: deck,
    discard: [],
    box: [],
    turn: starter,
    starter,
    round: 1,
    turnNo: 0,
    cont: null,
    interrupt: null,
    last: null,
    endPending: null,
    end: null,
    deals,
  };
}

/** `GameKind.setup`: the starting player (GAS-007, H-03) and the deal. */
export function setupGassi(rules: GassiRules, rng: Rng): { state: GassiState; events: GameEvent[] } {
  const sp = rules.o.startingPlayer;
  const starter = sp === 'random' ? rng.int(0, rules.players - 1) : sp === 'seat0' ? 0 : 1 % rules.players;
  const events: GameEvent[] = [];
  return { state: dealInto(rules, rng, starter, 1, events), events };
}

/** GAS-054 abort with redeal: everything is shuffled and dealt again (same starter); the deal counter grows. */
export function redeal(rules: GassiRules, w: Work, rng: Rng, events: GameEvent[]): void {
  const fresh = dealInto(rules, rng, w.starter, w.deals + 1, events);
  Object.assign(w, fresh);
}

/** True if `hand` is exactly one of the sets (GAS-161/162). Returns the set name or null. */
export function setOf(rules: GassiRules, hand: readonly number[]): string | null {
  for (const set of rules.sets) {
    if (hand.length !== set.size) continue;
    if (set.roles && !hand.every((c) => set.roles!.has(rules.cards[c]!.role))) continue;
    if (set.groups) {
      const counts = new Map<number, number>();
      for (const c of hand) counts.set(c, (counts.get(c) ?? 0) + 1);
      const got = [...counts.values()].sort((a, b) => b - a).join(',');
      if (
        got !==
        set.groups
          .slice()
          .sort((a, b) => b - a)
          .join(',')
      )
        continue;
    }
    return set.name;
  }
  return null;
}

function hasGoneOut(rules: GassiRules, w: Work, seat: number): boolean {
  if (w.initial) return w.initial[seat]!.every((c) => c === 0);
  return w.hands[seat]!.length === 0;
}

function regularEnd(rules: GassiRules, w: Work, end: GEnd, events: GameEvent[]): boolean {
  events.push({ type: 'game-end', rule: end.rule, seat: end.finisher, reason: end.reason });
  if (rules.o.endOnWin === 'finishRound') {
    if (!w.endPending) w.endPending = end;
    return false;
  }
  w.end = end;
  return true;
}

/**
 * End checks after every action of `seat`: draw-pile end already set (GAS-113), abort of `seat` (GAS-054; not
 * while a regular end waits for the round to finish, H-47), going out (GAS-160), sets at any time (H-45).
 * Returns true when the game is over or was re-dealt (no turn flow follows).
 */
export function checkEnds(rules: GassiRules, w: Work, seat: number, events: GameEvent[], rng: Rng): boolean {
  if (w.end) return true;
  const o = rules.o;
  // GAS-054 «Hast du bereits 12 Karten … und konntest noch keinen Hund ins Spiel bringen»: checked for the seat
  // that just acted. Hands grow and dogs are lost only through their owner's own actions, so nobody is missed;
  // a player dealt abortHandSize cards (startHandSize ≥ abortHandSize) first gets a turn to play a dog.
  // No abort once a regular end is decided and only the round is being finished (H-47).
  const noDog = o.abortScope === 'neverHadDog' ? !w.hadDog[seat] : !w.dogs.some((d) => d.owner === seat);
  if (!w.endPending && noDog && w.hands[seat]!.length >= o.abortHandSize) {
    events.push({ type: 'abort', rule: 'GAS-054', seat, handSize: w.hands[seat]!.length });
    if (o.abortAction === 'endNoScore') {
      w.end = { reason: 'abort', finisher: -1, rule: 'GAS-054' };
      return true;
    }
    redeal(rules, w, rng, events);
    return true;
  }
  if (!w.endPending && hasGoneOut(rules, w, seat))
    return regularEnd(rules, w, { reason: 'goOut', finisher: seat, rule: 'GAS-160' }, events);
  if (!w.endPending && o.setWinCheck === 'anyTime') {
    for (let k = 0; k < rules.players; k++) {
      const s = (seat + k) % rules.players;
      const set = setOf(rules, w.hands[s]!);
      if (set) return regularEnd(rules, w, { reason: 'set', finisher: s, rule: 'GAS-161', set }, events);
    }
  }
  return false;
}

/**
 * End of `seat`'s turn: set check (H-45), FLEA delay (H-19: an attacked problem dog, no beast, counts down its
 * attack rounds), next seat, round end reveal (GAS-016), expiry of the `pending` role's state into `walking` (H-20).
 */
export function finishTurn(rules: GassiRules, w: Work, seat: number, events: GameEvent[], _rng: Rng): void {
  const o = rules.o;
  w.cont = null;
  if (!w.endPending && o.setWinCheck === 'endOfOwnTurn') {
    const set = setOf(rules, w.hands[seat]!);
    if (set && regularEnd(rules, w, { reason: 'set', finisher: seat, rule: 'GAS-161', set }, events)) return;
  }
  if (o.fleaMode === 'delayedResponse') {
    w.dogs = w.dogs.map((d) =>
      d.owner === seat &&
      rules.problemStates.has(d.state) &&
      d.beasts.length === 0 &&
      d.rounds > 1 &&
      d.since < w.turnNo
        ? { ...d, rounds: d.rounds - 1 }
        : d,
    );
  }
  const next = (w.turn + 1) % rules.players;
  w.turn = next;
  w.turnNo += 1;
  if (next === w.starter) {
    w.round += 1;
    if (w.endPending) {
      w.end = w.endPending;
      return;
    }
    if (o.firstDogReveal === 'endOfRound' && w.dogs.some((d) => d.hidden)) {
      w.dogs = w.dogs.map((d) => (d.hidden ? { ...d, hidden: false } : d));
      events.push({ type: 'reveal', rule: 'GAS-016' });
    }
  }
  if (o.firstDogReveal === 'ownersNextTurn' && w.dogs.some((d) => d.hidden && d.owner === next)) {
    w.dogs = w.dogs.map((d) => (d.hidden && d.owner === next ? { ...d, hidden: false } : d));
    events.push({ type: 'reveal', rule: 'GAS-016', seat: next });
  }
  if (o.pendingExpiryRounds !== null) {
    const limit = o.pendingExpiryRounds * rules.players;
    w.dogs = w.dogs.map((d) =>
      d.owner === next && d.state === rules.roles.pending && w.turnNo - d.since >= limit
        ? { ...cleared(d), state: rules.roles.walking, since: w.turnNo }
        : d,
    );
  }
}
