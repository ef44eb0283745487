// Applying a listed action (DOG-003, DOG-014, DOG-017, DOG-020…023, DOG-030, DOG-050, DOG-060, DOG-065…068,
// DOG-075, DOG-093, DOG-110) and the events it yields. Pure: returns a new state, never mutates the input.
import type { Action, GameEvent, Json, Rng } from '../../core/types';
import type { DogRules } from './rules';
import type { DogState } from './state';
import { normalise, teamHome } from './state';
import { cardChar, JOKER } from './cards';
import { PIECES } from './geometry';
import { fillBoard, applyRecord, walkBackward, walkForward } from './moves';
import { nameRef, parseAction, pieceAt, refLoc, refNames, type ParsedAction } from './notation';
import { playSevenSegments } from './seven';
import { PLAN_BACK, PLAN_EXIT, PLAN_SEVEN, PLAN_SWAP, plannedIndex, type Listing } from './plan';
import { advance, finishExchange } from './deal';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

interface Scratch {
  occ: Int16Array;
  fin: Int32Array;
  buf: Int32Array;
}
const scratchCache = new Map<number, Scratch>();
function scratch(rules: DogRules): Scratch {
  let s = scratchCache.get(rules.N * 100 + rules.seats);
  if (!s) {
    s = { occ: new Int16Array(rules.N), fin: new Int32Array(rules.seats), buf: new Int32Array(3 * 40) };
    scratchCache.set(rules.N * 100 + rules.seats, s);
  }
  return s;
}

/**
 * Applies `action` (listed by `listActions`, or its canonical form) and advances turn/round/phase.
 * Throws an Error only on a bug (unparseable or impossible action); never mutates `state`.
 */
export function applyDogAction(
  rules: DogRules,
  state: DogState,
  action: Action,
  rng: Rng,
): { state: DogState; events: GameEvent[] } {
  const seat = action.seat;
  const hit = plannedIndex(rules, state, action);
  let p: ParsedAction | null = null;
  let kind: ParsedAction['kind'];
  let card = 0;
  let value = 0;
  if (hit) {
    const head = hit.listing.plans[4 * hit.k]!;
    kind = PLAN_KIND[head & 15]!;
    card = (head >> 4) & 31;
    value = head >> 9;
  } else {
    p = parseAction(rules, action.notation, seat);
    if (!p) throw new Error(`dog: cannot parse action '${action.notation}'`);
    kind = p.kind;
    if (p.kind !== 'discard') card = p.card;
    if (p.kind !== 'discard' && p.kind !== 'give') value = p.value;
  }
  const events: GameEvent[] = [];
  const s: Mutable<DogState> = { ...state };
  if (kind === 'give') {
    const hands = s.hands.slice();
    hands[seat] = removeCard(hands[seat]!, card);
    s.hands = hands;
    const gives = s.gives.slice();
    gives[seat] = card;
    s.gives = gives;
    events.push({ type: 'give', rule: 'DOG-014', seat, to: rules.giveTo[seat]! });
    if (!gives.includes(-1)) finishExchange(rules, s, events);
    return { state: s, events };
  }
  const hands = s.hands.slice();
  const hand = hands[seat]!;
  if (kind === 'discard') {
    hands[seat] = [];
    s.pile = s.pile + hand.length;
    s.up = rules.revealDiscards ? hand[hand.length - 1]! : 0;
    if (rules.revealDiscards) s.memo = shownAfter(state, hand);
    s.hands = hands;
    const ev: { [k: string]: Json } = { type: 'discard', rule: 'DOG-093', seat, count: hand.length };
    if (rules.revealDiscards) ev.cards = hand.slice();
    events.push(ev as unknown as GameEvent);
    return { state: advance(rules, s, seat, rng, events), events };
  }
  hands[seat] = removeCard(hand, card);
  s.hands = hands;
  s.pile = s.pile + 1;
  s.up = card;
  s.memo = shownAfter(state, [card]);
  events.push({ type: 'play', rule: 'DOG-003', seat, card: cardChar(card) });
  if (card === JOKER) events.push({ type: 'joker', rule: 'DOG-017', seat, as: cardChar(value) });
  if (hit) playPlanned(rules, s, seat, hit.listing, hit.k, events);
  else playEffect(rules, s, seat, p!, events);
  // DOG-110: the acting side first; with V37 a swap can also bring another side's last piece home
  let team = rules.teamOf[seat]!;
  if (!teamHome(rules, s.pos, team) && kind === 'swap')
    team = rules.teams.findIndex((_, t) => teamHome(rules, s.pos, t));
  if (team >= 0 && teamHome(rules, s.pos, team)) {
    s.phase = 'over';
    s.turn = -1;
    s.winner = team;
    events.push({ type: 'win', rule: 'DOG-110', team, seats: rules.teams[team]!.slice() });
    return { state: s, events };
  }
  return { state: advance(rules, s, seat, rng, events), events };
}

/** Action kind of each PLAN_* code. */
const PLAN_KIND: ParsedAction['kind'][] = ['discard', 'give', 'discard', 'exit', 'move', 'move', 'move', 'swap'];

/**
 * The face-up pile record (`DogState.memo`) of `before` with `cards` laid face up after it: a fresh array. A state
 * without a record (built from a scenario) starts from its visible top `up`, the only face-up card it shows.
 */
function shownAfter(before: DogState, cards: readonly number[]): number[] {
  const out = before.memo ? before.memo.slice() : before.up > 0 ? [before.up] : [];
  for (const c of cards) out.push(c);
  return out;
}

function removeCard(hand: readonly number[], card: number): number[] {
  const i = hand.indexOf(card);
  if (i < 0) throw new Error(`dog: card ${cardChar(card)} not in hand`);
  const h: number[] = [];
  for (let k = 0; k < hand.length; k++) if (k !== i) h.push(hand[k]!);
  return h;
}

function sent(events: GameEvent[], rule: string, piece: number, loc: number, rules: DogRules): void {
  events.push({ type: 'sent-home', rule, seat: piece >> 2, from: locName(rules, loc) });
}

/** Event form of a location: `P12`, `F0` (finish slot of the piece's owner) or `K` (kennel). */
function locName(rules: DogRules, loc: number): string {
  return loc < 0 ? 'K' : nameRef(refNames(rules), rules.N, rules.seats, loc, 0, 0);
}

/** Carries out a listed action's plan (exit / swap / move / 7) on `s.pos` (fresh copies), then normalises. */
function playPlanned(
  rules: DogRules,
  s: Mutable<DogState>,
  seat: number,
  l: Listing,
  k: number,
  events: GameEvent[],
): void {
  const head = l.plans[4 * k]!,
    t = head & 15,
    value = head >> 9;
  const x = l.plans[4 * k + 1]!,
    y = l.plans[4 * k + 2]!,
    z = l.plans[4 * k + 3]!;
  if (t === PLAN_EXIT) {
    playEffect(rules, s, seat, { kind: 'exit', card: (head >> 4) & 31, value, seat: x }, events);
    return;
  }
  const pos = s.pos.slice();
  let blk = s.blk;
  let nb = s.nb;
  if (t === PLAN_SWAP) [blk, nb] = swap(rules, pos, blk, nb, x, y, seat, events);
  else if (t === PLAN_SEVEN) {
    const g = l.segs[x]!;
    for (let j = 0; j < g.length; j += 5) {
      const mask = g[j + 4]!;
      if (mask !== 0)
        for (let q = 0; q < pos.length; q++) if (mask & (1 << q)) sent(events, 'DOG-068', q, pos[q]!, rules);
      [blk, nb] = applyRecord(rules, pos, blk, nb, g[j]!, g[j + 3]!, g[j + 2]!, mask);
    }
    for (let j = 0; j < g.length; j += 5)
      events.push({
        type: 'move',
        rule: 'DOG-065',
        seat,
        owner: g[j]! >> 2,
        steps: g[j + 3]! & 255,
        from: locName(rules, g[j + 1]!),
        to: locName(rules, g[j + 2]!),
      });
  } else [blk, nb] = move(rules, pos, blk, nb, x, y & 0xffff, y >> 16, z, value, t === PLAN_BACK, seat, events);
  s.pos = pos;
  [s.blk, s.nb] = normalise(pos, blk, nb);
}

/** Swaps pieces `a` and `b` (DOG-075, DOG-078); returns the new `[blk, nb]`. */
function swap(
  rules: DogRules,
  pos: number[],
  blk: number,
  nb: number,
  a: number,
  b: number,
  seat: number,
  events: GameEvent[],
): [number, number] {
  const la = pos[a]!;
  pos[a] = pos[b]!;
  pos[b] = la;
  const m = (1 << a) | (1 << b);
  blk &= ~m;
  nb &= ~m; // DOG-078
  events.push({
    type: 'swap',
    rule: 'DOG-075',
    seat,
    a: locName(rules, la),
    b: locName(rules, pos[a]!),
    owners: [a >> 2, b >> 2],
  });
  return [blk, nb];
}

/** Moves piece `i` by one walk record (DOG-030, DOG-050, DOG-060/061, DOG-080, DOG-084); returns the new `[blk, nb]`. */
function move(
  rules: DogRules,
  pos: number[],
  blk: number,
  nb: number,
  i: number,
  sf: number,
  dest: number,
  mask: number,
  value: number,
  back: boolean,
  seat: number,
  events: GameEvent[],
): [number, number] {
  // DOG-060/061 for a card that may also go backward (the 4 in the standard table), DOG-030 otherwise
  let rule = back ? 'DOG-061' : rules.cards.bwd[value]!.length > 0 ? 'DOG-060' : 'DOG-030';
  if (mask !== 0) for (let q = 0; q < pos.length; q++) if (mask & (1 << q)) sent(events, 'DOG-050', q, pos[q]!, rules);
  const from = pos[i]!;
  const res = applyRecord(rules, pos, blk, nb, i, sf, dest, mask);
  if (dest >= rules.N && from < rules.N) rule = 'DOG-080';
  else if (from >= rules.N) rule = 'DOG-084';
  const ev: { [k: string]: Json } = {
    type: 'move',
    rule,
    seat,
    owner: i >> 2,
    steps: sf & 255,
    from: locName(rules, from),
    to: locName(rules, dest),
  };
  if (back) ev.back = true;
  events.push(ev as unknown as GameEvent);
  return res;
}

/** Carries out a parsed exit / swap / move / 7 on `s.pos` (fresh copies), then normalises the piece order. */
function playEffect(rules: DogRules, s: Mutable<DogState>, seat: number, p: ParsedAction, events: GameEvent[]): void {
  const pos = s.pos.slice();
  let blk = s.blk;
  let nb = s.nb;
  if (p.kind === 'exit') {
    const c = p.seat;
    let i = c * PIECES;
    while (pos[i] !== -1) i++;
    const st = rules.start[c]!;
    const q = pos.indexOf(st);
    if (q >= 0) {
      pos[q] = -1;
      blk &= ~(1 << q);
      nb &= ~(1 << q);
      sent(events, 'DOG-023', q, st, rules);
    }
    pos[i] = st;
    blk |= 1 << i;
    nb &= ~(1 << i);
    events.push({
      type: 'exit',
      rule: rules.cards.exit[p.value] ? (c !== seat ? 'DOG-100' : 'DOG-020') : 'DOG-121',
      seat,
      owner: c,
      to: locName(rules, st),
    });
  } else if (p.kind === 'swap') {
    const a = pieceAt(rules, pos, p.a);
    const b = pieceAt(rules, pos, p.b);
    if (a < 0 || b < 0) throw new Error('dog: swap of missing pieces');
    [blk, nb] = swap(rules, pos, blk, nb, a, b, seat, events);
  } else if (p.kind === 'move' && rules.cards.split[p.value]) {
    const moved: GameEvent[] = [];
    const res = playSevenSegments(
      rules,
      pos,
      blk,
      nb,
      seat,
      p.segs,
      (q, loc) => sent(events, 'DOG-068', q, loc, rules),
      (i, from, to, steps) => {
        moved.push({
          type: 'move',
          rule: 'DOG-065',
          seat,
          owner: i >> 2,
          steps,
          from: locName(rules, from),
          to: locName(rules, to),
        });
      },
    );
    if (!res) throw new Error('dog: illegal 7 split');
    events.push(...moved);
    s.pos = res.pos;
    [s.blk, s.nb] = normalise(res.pos, res.blk, res.nb);
    return;
  } else if (p.kind === 'move') {
    const [a, b] = p.segs[0]!;
    const i = pieceAt(rules, pos, a);
    if (i < 0) throw new Error('dog: move of a missing piece');
    const dest = refLoc(rules, b);
    const sc = scratch(rules);
    const occ = sc.occ,
      fin = sc.fin,
      buf = sc.buf;
    fillBoard(rules, pos, occ, fin);
    const fwd = rules.cards.fwd[p.value]!;
    const bwd = rules.cards.bwd[p.value]!;
    let cnt = fwd.length > 0 ? walkForward(rules, pos, blk, nb, occ, fin, i, Math.max(...fwd), false, buf) : 0;
    let c = 0;
    for (; c < cnt; c++) if (buf[3 * c + 1] === dest && fwd.includes(buf[3 * c]! & 255)) break;
    let back = false;
    for (let k = 0; c === cnt && k < bwd.length; k++) {
      cnt = walkBackward(rules, pos, blk, occ, fin, i, bwd[k]!, buf);
      c = 0;
      while (c < cnt && buf[3 * c + 1] !== dest) c++;
      back = true;
    }
    if (c === cnt) throw new Error(`dog: illegal move ${refLoc(rules, a)}>${dest}`);
    [blk, nb] = move(rules, pos, blk, nb, i, buf[3 * c]!, dest, buf[3 * c + 2]!, p.value, back, seat, events);
  }
  s.pos = pos;
  [s.blk, s.nb] = normalise(pos, blk, nb);
}
