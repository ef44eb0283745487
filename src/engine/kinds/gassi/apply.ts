// Applies a listed action: card moves through the table's effects, PULL cases, END; then the end checks
// (GAS-160/161/054/113) and the turn flow (GAS-010, GAS-016 reveal, H-09/H-12/H-13/H-14/H-20). Pure.
import type { Action, GameEvent, Rng } from '../../core/types';
import { EngineBug } from '../../core/result';
import type { CEffect, CMove, GassiRules } from './rules';
import type { GassiState, GDog, GEnd } from './state';
import { cleared, SEAT_LETTERS, withCard, withoutCards } from './state';
import { isProblem, problemDogs } from './legal';
import { checkEnds, finishTurn } from './flow';

/** A mutable working copy of the state for one action (arrays copied on write by the helpers below). */
export type Work = { -readonly [K in keyof GassiState]: GassiState[K] } & {
  dogs: GDog[];
  hands: (readonly number[])[];
  bones: number[];
};

/** Parsed action notation: move name, card indices, dog id, bone bypass, voluntary draw count. */
export interface ParsedAction {
  readonly move: string;
  readonly cards: number[];
  readonly dog: string | null;
  readonly bone: boolean;
  readonly count: number;
}

/** Parses `MOVE [CARDS] [dogId] [bone]`, `PULL [dogId|n]`, `END` (docs/notation-gassi.md); null if malformed. */
export function parseAction(rules: GassiRules, notation: string): ParsedAction | null {
  const parts = notation.trim().split(/\s+/);
  const move = parts.shift();
  if (!move) return null;
  let cards: number[] = [];
  let dog: string | null = null;
  let bone = false;
  let count = 1;
  for (const p of parts) {
    if (p === 'bone') bone = true;
    else if (/^[a-h]\d+$/.test(p)) dog = p;
    else if (/^\d+$/.test(p)) count = Number(p);
    else {
      const names = p.split(':');
      const idx = names.map((n) => rules.cardIndex[n]);
      if (idx.some((i) => i === undefined)) return null;
      cards = idx as number[];
    }
  }
  return { move, cards, dog, bone, count };
}

/** Gives `n` bones to `seat` from the supply (H-04); returns the amount actually given. */
export function giveBones(w: Work, seat: number, n: number): number {
  const give = w.supply === null ? n : Math.max(0, Math.min(n, w.supply));
  if (w.supply !== null) w.supply -= give;
  w.bones = w.bones.slice();
  w.bones[seat]! += give;
  return give;
}

/** Draws `n` cards from the draw pile into `seat`'s hand (caller checked the pile suffices). */
export function drawCards(w: Work, seat: number, n: number): void {
  const pile = w.drawPile.slice();
  let hand = w.hands[seat]!;
  for (let i = 0; i < n && pile.length; i++) hand = withCard(hand, pile.pop()!);
  w.drawPile = pile;
  w.hands = w.hands.slice();
  w.hands[seat] = hand;
}

function setDog(w: Work, dog: GDog): void {
  const i = w.dogs.findIndex((d) => d.id === dog.id);
  w.dogs = w.dogs.slice();
  if (i < 0) w.dogs.push(dog);
  else w.dogs[i] = dog;
}

/** Applies one action listed by `listActions`. */
export function applyGassiAction(
  rules: GassiRules,
  state: GassiState,
  action: Action,
  rng: Rng,
): { state: GassiState; events: GameEvent[] } {
  const p = parseAction(rules, action.notation);
  if (!p) throw new EngineBug(`gassi: unparsable action ${action.notation}`);
  const w = { ...state } as Work;
  const seat = action.seat;
  const events: GameEvent[] = [];
  const hadProblems = problemDogs(rules, state, seat).length > 0;
  let resolved = false;
  let cardsUsed = 0;
  let passivePull = false;
  let publicNote = action.notation;
  let answer: { seat: number; dog: string } | null = null;
  if (p.move === 'END') {
    events.push({ type: 'end-turn', rule: 'GAS-011', seat });
  } else if (rules.pull && p.move === rules.pull.name) {
    const r = applyPull(rules, w, seat, p, events);
    resolved = r.resolved;
    passivePull = r.resolved;
  } else {
    const move = rules.moves.find((m) => m.name === p.move);
    if (!move) throw new EngineBug(`gassi: unknown move ${p.move}`);
    const target = p.dog ? (state.dogs.find((d) => d.id === p.dog) ?? null) : null;
    resolved = !!target && target.owner === seat && isProblem(rules, target);
    cardsUsed = p.cards.length;
    const hand = withoutCards(w.hands[seat]!, p.cards);
    if (!hand) throw new EngineBug(`gassi: ${action.notation} plays cards seat ${seat} does not hold`);
    w.hands = w.hands.slice();
    w.hands[seat] = hand;
    if (w.initial) {
      const all = w.initial.slice();
      const ini = all[seat]!.slice();
      for (const c of p.cards) if (ini[c]! > 0) ini[c]!--;
      all[seat] = ini;
      w.initial = all;
    }
    if (p.bone) {
      w.bones = w.bones.slice();
      w.bones[seat]! -= rules.o.boneBypassCost;
      if (w.supply !== null) w.supply += rules.o.boneBypassCost;
      events.push({ type: 'bone-spent', rule: 'GAS-042', seat });
    }
    const dog = playCards(rules, w, seat, move, p.cards, target, events);
    // GAS-016 «sodass niemand die Start-Umgebung des anderen kennt»: walkers played onto a dog that stays face
    // down (its ADDDOG, or a WALK on it in the same turn with turnMode = upToTwoCards) are hidden from the others,
    // as in the view of its pile.
    const shown = p.cards
      .map((c) => (dog.hidden && rules.cards[c]!.walkerOf >= 0 ? '?' : rules.cards[c]!.name))
      .join(':');
    if (dog.hidden) publicNote = `${move.name} ${shown} ${dog.id}${p.bone ? ' bone' : ''}`;
    // H-14 attackResponse = immediate: a dog of another seat that just became a problem (ATTACK, PUNISH) is
    // answered by its owner at once, out of turn (GAS-067); plus-moves on a running problem are not.
    if (
      rules.o.attackResponse === 'immediate' &&
      target &&
      target.owner !== seat &&
      dog.owner === target.owner &&
      !isProblem(rules, target) &&
      isProblem(rules, dog)
    )
      answer = { seat: dog.owner, dog: dog.id };
    events.push({ type: 'move', rule: move.rule, seat, move: move.name, dog: dog.id, cards: shown });
  }
  w.last = { seat, notation: action.notation, public: publicNote, move: p.move, dog: p.dog };
  if (w.last.dog === null && p.move !== 'END' && rules.moves.find((m) => m.name === p.move)?.newDog)
    w.last = { ...w.last, dog: w.dogs[w.dogs.length - 1]!.id };
  if (checkEnds(rules, w, seat, events, rng)) return { state: w, events };
  // Turn flow: interrupt answers, continuations, or the end of the turn; then a new immediate answer (H-14).
  flow(rules, state, w, seat, p, { hadProblems, resolved, cardsUsed, passivePull }, events, rng);
  if (answer) w.interrupt = answer;
  return { state: w, events };
}

/** The turn flow after an action: interrupt answer, continuation (H-09/H-12/H-13) or the end of the turn. */
function flow(
  rules: GassiRules,
  state: GassiState,
  w: Work,
  seat: number,
  p: ParsedAction,
  r: { hadProblems: boolean; resolved: boolean; cardsUsed: number; passivePull: boolean },
  events: GameEvent[],
  rng: Rng,
): void {
  const { hadProblems, resolved, cardsUsed, passivePull } = r;
  if (state.interrupt) {
    w.interrupt = null;
    return;
  }
  const cont = state.cont ?? { cards: 0, resolutions: 0, afterPull: false };
  // Dogs resolved this turn (H-13): none of them is resolved twice in one turn (FLEA, GAS-066).
  const done = resolved && p.dog ? [...(cont.done ?? []), p.dog] : (cont.done ?? []);
  const stillProblems = problemDogs(rules, w, seat).some((d) => !done.includes(d.id));
  const o = rules.o;
  if (p.move !== 'END') {
    if (resolved && hadProblems && cont.resolutions + 1 < o.problemResolutionsPerTurn && stillProblems) {
      w.cont = { cards: cont.cards + cardsUsed, resolutions: cont.resolutions + 1, afterPull: false, done };
      return;
    }
    if (passivePull && o.pullThenMove && !cont.afterPull) {
      w.cont = { cards: cont.cards, resolutions: cont.resolutions + 1, afterPull: true, done };
      return;
    }
    if (o.turnMode === 'upToTwoCards' && cardsUsed === 1 && cont.cards === 0 && !cont.afterPull) {
      w.cont = { cards: 1, resolutions: cont.resolutions + (resolved ? 1 : 0), afterPull: false, done };
      return;
    }
  }
  finishTurn(rules, w, seat, events, rng);
}

/** Plays `cards` from `seat` as `move` on `target` (null = new pile): pile, effects, state change. */
function playCards(
  rules: GassiRules,
  w: Work,
  seat: number,
  move: CMove,
  cards: readonly number[],
  target: GDog | null,
  events: GameEvent[],
): GDog {
  let dog: GDog;
  if (move.newDog) {
    const added = w.added.slice();
    added[seat]!++;
    w.added = added;
    dog = {
      id: `${SEAT_LETTERS[seat]}${added[seat]}`,
      owner: seat,
      pile: [],
      realm: -1,
      state: move.to ?? rules.roles.walking,
      hidden: false,
      attackers: [],
      beasts: [],
      draw: 0,
      beneficiary: -1,
      rounds: 0,
      plus: 0,
      since: w.turnNo,
      attackFrom: -1,
    };
  } else dog = target!;
  const before = dog.state;
  if (move.discard) w.discard = [...w.discard, ...cards];
  else dog = { ...dog, pile: [...dog.pile, ...cards] };
  if (dog.hidden && rules.o.firstDogReveal === 'firstInteraction') dog = { ...dog, hidden: false };
  const played = cards.find((c) => rules.cards[c]!.walkerOf < 0) ?? cards[0]!;
  for (const e of move.effects) dog = effect(rules, w, seat, dog, e, cards, played, events);
  // `plus` counts the plus-moves of the running stage: a move that sets a fresh draw count (ATTACK, PUNISH)
  // starts a new stage, so an ATTACK+ before the PUNISH does not use up maxPunishPlus (H-17/H-22).
  if (move.effects.some((e) => e.e === 'draw' && !e.add)) dog = { ...dog, plus: 0 };
  if (move.plus) dog = { ...dog, plus: dog.plus + 1 };
  if (move.to !== null) dog = { ...dog, state: move.to };
  if (dog.state !== before || move.newDog) dog = { ...dog, since: w.turnNo };
  if (move.newDog) {
    const had = w.hadDog.slice();
    had[seat] = true;
    w.hadDog = had;
  }
  setDog(w, dog);
  return dog;
}

/** One effect of the move table's effect vocabulary (`Effect`, tables.ts) on `dog`. */
function effect(
  rules: GassiRules,
  w: Work,
  seat: number,
  dog: GDog,
  e: CEffect,
  cards: readonly number[],
  played: number,
  events: GameEvent[],
): GDog {
  switch (e.e) {
    case 'newDog':
      return dog;
    case 'hidden':
      return { ...dog, hidden: rules.o.hiddenDogOn === 'everyNewDog' || !w.hadDog[seat] };
    case 'setRealm': {
      // The realm of the played walkers (GAS-022/084). A mixed pair (ESCAPE from POLICE with policeEscapeMixedPair,
      // H-28) names no single realm, so the dog keeps its own: the result never depends on the order of the cards.
      const realms = new Set(cards.filter((c) => rules.cards[c]!.walkerOf >= 0).map((c) => rules.cards[c]!.walkerOf));
      return realms.size === 1 ? { ...dog, realm: [...realms][0]! } : dog;
    }
    case 'attacker':
      return {
        ...dog,
        attackers: [...dog.attackers, played],
        attackFrom: dog.attackFrom < 0 ? dog.pile.length - cards.length : dog.attackFrom,
      };
    case 'beast':
      return { ...dog, beasts: [...dog.beasts, played] };
    case 'draw':
      return { ...dog, draw: e.add ? dog.draw + e.n : e.n };
    case 'attackRounds': {
      const r = rules.cards[played]!.rounds;
      if (dog.attackers.length <= 1) return { ...dog, rounds: r };
      return rules.o.fleaTrigger === 'anyCard' ? { ...dog, rounds: Math.max(dog.rounds, r) } : dog;
    }
    case 'beneficiary':
      return rules.o.conquestRecipient === 'firstPunisher' && dog.beneficiary >= 0
        ? dog
        : { ...dog, beneficiary: seat };
    case 'clearAttack':
      return clearAttack(rules, w, dog);
    case 'bones': {
      if (e.mover && (!e.notOwner || dog.owner !== seat)) {
        const g = giveBones(w, seat, e.mover);
        if (g) events.push({ type: 'bones', rule: e.notOwner ? 'GAS-152' : 'GAS-051', seat, amount: g });
      }
      if (e.beneficiary && dog.beneficiary >= 0) {
        const g = giveBones(w, dog.beneficiary, e.beneficiary);
        if (g) events.push({ type: 'bones', rule: 'GAS-151', seat: dog.beneficiary, amount: g });
      }
      return dog;
    }
    case 'transferTo': {
      if (dog.beneficiary < 0) return dog;
      // «der Hund wechselt den Besitzer • der neue Besitzer erhält … zwei Knochen» (GAS-111/151): a dog punished by
      // its own owner (selfTargetHostile, H-15) changes no owner, so there is no conquest and no reward.
      if (dog.beneficiary === dog.owner) return { ...dog, beneficiary: -1 };
      const to = dog.beneficiary;
      const conq = w.conquests.slice();
      conq[to]!++;
      w.conquests = conq;
      const had = w.hadDog.slice();
      had[to] = true;
      w.hadDog = had;
      events.push({ type: 'conquest', rule: 'GAS-111', seat: to, dog: dog.id, from: dog.owner });
      return { ...dog, owner: to, hidden: false };
    }
    case 'ownerDraws':
    case 'moverDraws':
      return dog;
  }
}

/** Clears the running attack (docs/rules/gassi.md); with resolvedCardsDestination = discard its non-walker cards leave the pile (H-33). */
export function clearAttack(rules: GassiRules, w: Work, dog: GDog): GDog {
  if (rules.o.resolvedCardsDestination === 'discard' && dog.attackFrom >= 0) {
    const keep = dog.pile.slice(0, dog.attackFrom);
    const rest = dog.pile.slice(dog.attackFrom);
    w.discard = [...w.discard, ...rest.filter((c) => rules.cards[c]!.walkerOf < 0)];
    return cleared({ ...dog, pile: [...keep, ...rest.filter((c) => rules.cards[c]!.walkerOf >= 0)] });
  }
  return cleared(dog);
}

/** PULL (GAS-110…115, GAS-015, GAS-066, GAS-113): passive defence for a named dog, or the voluntary draw. */
function applyPull(
  rules: GassiRules,
  w: Work,
  seat: number,
  p: ParsedAction,
  events: GameEvent[],
): { resolved: boolean } {
  const pull = rules.pull!;
  const o = rules.o;
  if (!p.dog) {
    const count = p.count;
    if (!shortfall(rules, w, count, seat, events)) {
      drawCards(w, seat, count);
      events.push({ type: 'draw', rule: 'GAS-015', seat, count });
    }
    return { resolved: false };
  }
  let dog = w.dogs.find((d) => d.id === p.dog)!;
  const c = pull.cases.get(dog.state)!;
  const flea = dog.beasts.length === 0 && dog.rounds > 1;
  // fleaMode = doubleDraw (H-19): the first PULL also pays the FLEA's later rounds, each at the base cost 1 that
  // repeatPull resets `draw` to (GAS-066). The ATTACK+ surcharge is paid once: «Mit ATTACK+ wird die Anzahl der zu
  // ziehenden Karten um 1 erhöht» (GAS-065), so it is not multiplied by the rounds.
  const count = o.fleaMode === 'doubleDraw' && flea ? dog.draw + (dog.rounds - 1) : dog.draw;
  const drawsHere =
    c.effects.some((e) => e.e === 'ownerDraws') && (o.afraidPullDraws || !c.effects.some((e) => e.e === 'transferTo'));
  if (drawsHere && shortfall(rules, w, count, seat, events)) return { resolved: true };
  if (drawsHere) {
    drawCards(w, seat, count);
    events.push({ type: 'draw', rule: 'GAS-110', seat, count, dog: dog.id });
  }
  if (o.fleaMode === 'repeatPull' && c.repeatAbove !== null && dog.rounds > c.repeatAbove) {
    // Next round of the same attack: draw back to 1; `plus` is kept, maxAttackPlus caps the whole attack (H-17).
    dog = { ...dog, rounds: dog.rounds - 1, draw: 1 };
    events.push({ type: 'flea-round', rule: 'GAS-066', seat, dog: dog.id });
  } else {
    for (const e of c.effects) dog = effect(rules, w, seat, dog, e, [], -1, events);
    if (c.to !== null) dog = { ...dog, state: c.to, since: w.turnNo };
  }
  setDog(w, dog);
  return { resolved: true };
}

/**
 * GAS-113 / H-43: true (and the game ends) if the draw pile cannot supply `n` cards. While a regular end waits
 * for the round to finish (endOnWin = finishRound, H-47) the game stops at once, but the regular end stands:
 * the player who went out or showed a set keeps the finisher's points (GAS-164/169).
 */
function shortfall(rules: GassiRules, w: Work, n: number, seat: number, events: GameEvent[]): boolean {
  if (w.drawPile.length >= n) return false;
  if (rules.o.drawShortfall === 'drawRemainingThenEnd') drawCards(w, seat, w.drawPile.length);
  const end: GEnd = w.endPending ?? { reason: 'drawPile', finisher: -1, rule: 'GAS-113' };
  w.end = end;
  events.push({ type: 'game-end', rule: 'GAS-113', seat, reason: 'drawPile' });
  return true;
}
