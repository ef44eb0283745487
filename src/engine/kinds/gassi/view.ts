// What a seat may see (`viewGassi`), scores (GAS-163…168), the outcome and hand notation. Pure.
// Hidden from a seat: other hands (counts only, H-49), draw pile order, face-down dogs' realm and walker.
import type { GassiView } from './view-type';
import type { Outcome, Seat } from '../../core/types';
import type { GassiRules } from './rules';
import type { GassiState } from './state';
import { seatsToAct } from './legal';

/** Points per seat at the end (GAS-163…166, H-48); null while running or after an abort without scoring. */
export function scores(rules: GassiRules, s: GassiState): number[] | null {
  const end = s.end;
  if (!end || end.reason === 'abort') return null;
  const sc = rules.o.score;
  const regular = end.reason === 'goOut' || end.reason === 'set';
  if (!regular && sc.irregularEnd === 'noScore') return null;
  return s.hands.map((hand, seat) => {
    const dogs = s.dogs.filter((d) => d.owner === seat);
    const realms = new Set(dogs.map((d) => d.realm)).size;
    const finisher = regular && end.finisher === seat;
    const malus = finisher && end.reason === 'set' && !sc.setFinisherHandMalus ? 0 : hand.length * sc.perHandCard;
    return (
      (finisher ? sc.finisherBonus : 0) +
      dogs.length * sc.perDog +
      s.bones[seat]! * sc.perBone +
      s.conquests[seat]! * sc.perConquest +
      realms * sc.perRealm +
      malus
    );
  });
}

/** The result once the game is over (GAS-168 winner and tie-breaks), else null. Each seat is its own team. */
export function gassiOutcome(rules: GassiRules, s: GassiState): Outcome | null {
  const end = s.end;
  if (!end) return null;
  const pts = scores(rules, s);
  const reason =
    end.reason === 'goOut'
      ? `seat ${end.finisher} went out`
      : end.reason === 'set'
        ? `seat ${end.finisher} holds a set (${end.set ?? ''})`
        : end.reason === 'drawPile'
          ? 'the draw pile ran short'
          : 'aborted (12-card rule)';
  if (!pts) return { winners: [], team: null, reason, rule: end.rule };
  let best = pts.map((_, i) => i);
  if (rules.o.winner === 'finisher' && end.finisher >= 0) best = [end.finisher];
  else {
    const top = Math.max(...pts);
    best = best.filter((i) => pts[i] === top);
    for (const tb of rules.o.tieBreak) {
      if (best.length < 2 || tb === 'shared') break;
      const key = (i: number) => (tb === 'fewerHandCards' ? -s.hands[i]!.length : s.bones[i]!);
      const m = Math.max(...best.map(key));
      best = best.filter((i) => key(i) === m);
    }
  }
  return {
    winners: best,
    team: best.length === 1 ? best[0]! : null,
    reason,
    rule: end.rule === 'GAS-113' ? 'GAS-166' : 'GAS-168',
  };
}

/** Hands as notation, e.g. `{ 0: "STREET COINS" }`. */
export function formatHandsOf(rules: GassiRules, s: GassiState): Record<Seat, string> {
  const out: Record<Seat, string> = {};
  s.hands.forEach((h, i) => (out[i] = h.map((c) => rules.cards[c]!.name).join(' ')));
  return out;
}

/** A multiset of card names (ascending card index) from counts per card index. */
function namesOfCounts(rules: GassiRules, counts: readonly number[]): string[] {
  const out: string[] = [];
  counts.forEach((k, c) => {
    for (let i = 0; i < k; i++) out.push(rules.cards[c]!.name);
  });
  return out;
}

/**
 * The view of `seat` (null = all-seeing). Shape (docs/notation-gassi.md "View"):
 * `{ seat, turn, toAct, round, starter, deals, drawCount, discard: names[], bones: number[],
 *    handCounts: (number|null)[], hand: names[] (own) | hands: names[][] (all-seeing),
 *    dogs: [{ id, owner, state, realm: name|null, hidden, pile: (name|null)[], pileCount, attacker, beast,
 *             attackers, beasts, draw, beneficiary, roundsLeft }], lastMove: { seat, notation, move, dog } | null,
 *    over: { reason, finisher, winners, scores } | null,
 *    supply, added, hadDog, conquests, turnNo, boxCount, cont, interrupt, endPending, end,
 *    initial: (names[] | null)[] | null }` (dogs also carry `plus`, `since`, `attackFrom`).
 * Face-down dogs of other seats show realm null and their walker as null. `initial` (goOutScope =
 * initialCardsOnly) lists only the seat's own initial cards still held; others' are null (hidden).
 */
export function viewGassi(rules: GassiRules, s: GassiState, seat: Seat | null): GassiView {
  const all = seat === null;
  const nm = (c: number) => rules.cards[c]!.name;
  const dogs = s.dogs.map((d) => {
    const masked = d.hidden && !all && d.owner !== seat;
    return {
      id: d.id,
      owner: d.owner,
      state: d.state,
      realm: masked ? null : rules.realms[d.realm]!.name,
      hidden: d.hidden,
      pile: d.pile.map((c) => (masked && rules.cards[c]!.walkerOf >= 0 ? null : nm(c))),
      pileCount: d.pile.length,
      attacker: d.attackers.length ? nm(d.attackers[d.attackers.length - 1]!) : null,
      beast: d.beasts.length ? nm(d.beasts[d.beasts.length - 1]!) : null,
      attackers: d.attackers.map(nm),
      beasts: d.beasts.map(nm),
      draw: d.draw,
      beneficiary: d.beneficiary >= 0 ? d.beneficiary : null,
      roundsLeft: d.rounds,
      plus: d.plus,
      since: d.since,
      attackFrom: d.attackFrom,
    };
  });
  const out = s.end ? gassiOutcome(rules, s) : null;
  return {
    seat,
    turn: s.turn,
    toAct: seatsToAct(rules, s),
    round: s.round,
    starter: s.starter,
    deals: s.deals,
    drawCount: s.drawPile.length,
    discard: s.discard.map(nm),
    bones: s.bones.slice(),
    handCounts: s.hands.map((h, i) => (all || i === seat || rules.o.handCountsPublic ? h.length : null)),
    dogs,
    lastMove: s.last
      ? {
          seat: s.last.seat,
          notation: all || s.last.seat === seat ? s.last.notation : s.last.public,
          move: s.last.move,
          dog: s.last.dog,
        }
      : null,
    over: s.end
      ? {
          reason: s.end.reason,
          finisher: s.end.finisher,
          winners: out ? out.winners.slice() : [],
          scores: scores(rules, s),
        }
      : null,
    // Public bookkeeping a full state needs (determinize.ts): everything here is visible at the table.
    supply: s.supply,
    added: s.added.slice(),
    hadDog: s.hadDog.slice(),
    conquests: s.conquests.slice(),
    turnNo: s.turnNo,
    boxCount: s.box.length,
    cont: s.cont
      ? {
          cards: s.cont.cards,
          resolutions: s.cont.resolutions,
          afterPull: s.cont.afterPull,
          ...(s.cont.done ? { done: s.cont.done.slice() } : {}),
        }
      : null,
    interrupt: s.interrupt ? { ...s.interrupt } : null,
    endPending: s.endPending ? { ...s.endPending } : null,
    end: s.end ? { ...s.end } : null,
    initial: s.initial ? s.initial.map((c, i) => (all || i === seat ? namesOfCounts(rules, c) : null)) : null,
    // every hand for the all-seeing view, else the seat's own (last, as the view has always listed them)
    ...(all ? { hands: s.hands.map((h) => h.map(nm)) } : { hand: (s.hands[seat] ?? []).map(nm) }),
  };
}
