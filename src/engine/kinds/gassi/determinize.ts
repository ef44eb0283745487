// Determinization for search bots (ISMCTS): a full Gassi state consistent with one seat's view, the cards hidden
// from that seat dealt at random. Pure; reads only the view (view.ts `viewGassi`) and the rules.
import type { Json, Rng, Seat } from '../../core/types';
import { EngineBug } from '../../core/result';
import type { GassiRules } from './rules';
import type { GassiState, GDog, GEnd } from './state';
import { countsOf } from './state';

type Obj = { readonly [k: string]: Json };

/**
 * A `GassiState` that `seat` cannot tell from the true one (`viewGassi(rules, result, seat)` equals `view`).
 * Public fields — turn, round, starter, deal and turn counters, bones and the bone supply, dogs with their
 * piles, states and running attacks, dogs added / had / conquered per seat, the discard, continuation,
 * interrupt and pending end — are copied from `view`; the seat's own hand (and own initial cards) are kept.
 * The unseen cards — the deck (GAS-001) minus the own hand, every visible pile card and the discard — are
 * placed with `rng`: first the face-down walkers of other seats' hidden dogs (GAS-016; the dog's realm follows
 * the first walker drawn, the other hidden walkers of that pile are taken from the same realm while the pool
 * has them), then the pool is shuffled and dealt to the other hands (sizes from `handCounts`), the draw pile
 * (`drawCount`, GAS-008: its order is unknown) and the set-aside box. With `handCountsPublic = false` (H-49)
 * the other hands share the remaining cards evenly (earlier seats after `seat` get the odd cards). Others'
 * initial cards (goOutScope = initialCardsOnly, H-44) are unknown: the sample treats every card they hold as
 * initial.
 * @throws EngineBug if the view is inconsistent with the deck (more cards seen than the deck holds).
 */
export function determinizeGassi(rules: GassiRules, view: Json, seat: Seat, rng: Rng): GassiState {
  const v = view as Obj;
  const n = rules.players;
  const idx = (name: Json): number => {
    const i = typeof name === 'string' ? rules.cardIndex[name] : undefined;
    if (i === undefined) throw new EngineBug(`gassi determinize: unknown card ${JSON.stringify(name)}`);
    return i;
  };
  const names = (x: Json | undefined): number[] => (Array.isArray(x) ? x.map(idx) : []);
  const counts = countsOf(rules, rules.deck);
  const see = (c: number) => {
    if (counts[c]! <= 0)
      throw new EngineBug(`gassi determinize: more ${rules.cards[c]!.name} cards seen than the deck holds`);
    counts[c]!--;
  };
  const own = names(v.hand).sort((a, b) => a - b);
  own.forEach(see);
  const discard = names(v.discard);
  discard.forEach(see);
  const viewDogs = (v.dogs as Obj[]) ?? [];
  for (const d of viewDogs) for (const c of d.pile as Json[]) if (c !== null) see(idx(c));

  // Face-down walkers of others' hidden dogs, drawn from the unseen walkers.
  const takeWalker = (realm: number): number => {
    const options: number[] = [];
    for (let c = 0; c < counts.length; c++) {
      const w = rules.cards[c]!.walkerOf;
      if (w >= 0 && (realm < 0 || w === realm)) for (let k = 0; k < counts[c]!; k++) options.push(c);
    }
    if (!options.length) return realm >= 0 ? takeWalker(-1) : -1;
    const c = options[rng.int(0, options.length - 1)]!;
    counts[c]!--;
    return c;
  };
  const dogs: GDog[] = viewDogs.map((d) => {
    let realm = d.realm === null ? -1 : rules.realms.findIndex((r) => r.name === d.realm);
    const pile = (d.pile as Json[]).map((c) => {
      if (c !== null) return idx(c);
      const w = takeWalker(realm);
      if (w < 0) throw new EngineBug('gassi determinize: a face-down walker but no unseen walker card');
      if (realm < 0) realm = rules.cards[w]!.walkerOf;
      return w;
    });
    if (realm < 0) throw new EngineBug(`gassi determinize: dog ${String(d.id)} has no realm`);
    return {
      id: d.id as string,
      owner: d.owner as number,
      pile,
      realm,
      state: d.state as string,
      hidden: d.hidden as boolean,
      attackers: names(d.attackers),
      beasts: names(d.beasts),
      draw: d.draw as number,
      beneficiary: d.beneficiary === null ? -1 : (d.beneficiary as number),
      rounds: d.roundsLeft as number,
      plus: d.plus as number,
      since: d.since as number,
      attackFrom: d.attackFrom as number,
    };
  });

  const pool: number[] = [];
  counts.forEach((k, c) => {
    for (let i = 0; i < k; i++) pool.push(c);
  });
  rng.shuffle(pool);
  const drawCount = v.drawCount as number;
  const boxCount = (v.boxCount as number | undefined) ?? 0;
  const handCounts = v.handCounts as (number | null)[];
  const sizes = handCounts.map((h, t) => (t === seat ? own.length : h));
  const unknown = sizes.map((h, t) => (h === null ? t : -1)).filter((t) => t >= 0);
  if (unknown.length) {
    const rest =
      pool.length - drawCount - boxCount - sizes.reduce<number>((a, h, t) => a + (t === seat ? 0 : (h ?? 0)), 0);
    const order = unknown.sort((a, b) => ((a - seat + n) % n) - ((b - seat + n) % n));
    order.forEach((t, k) => (sizes[t] = Math.floor(rest / order.length) + (k < rest % order.length ? 1 : 0)));
  }
  const hands: number[][] = [];
  for (let t = 0; t < n; t++) {
    if (t === seat) {
      hands.push(own);
      continue;
    }
    const h = pool.splice(0, Math.max(0, sizes[t] ?? 0));
    hands.push(h.sort((a, b) => a - b));
  }
  const drawPile = pool.splice(0, drawCount);
  const box = pool;

  const initialView = v.initial as (Json[] | null)[] | null;
  const initial = initialView
    ? hands.map((h, t) => (t === seat && initialView[t] ? countsOf(rules, names(initialView[t])) : countsOf(rules, h)))
    : null;
  const lm = v.lastMove as Obj | null;
  const obj = <T>(x: Json | undefined): T | null =>
    x === null || x === undefined ? null : ({ ...(x as object) } as T);
  return {
    hands,
    initial,
    bones: (v.bones as number[]).slice(),
    supply: v.supply as number | null,
    dogs,
    added: (v.added as number[]).slice(),
    hadDog: (v.hadDog as boolean[]).slice(),
    conquests: (v.conquests as number[]).slice(),
    drawPile,
    discard,
    box,
    turn: v.turn as number,
    starter: v.starter as number,
    round: v.round as number,
    turnNo: v.turnNo as number,
    cont: obj(v.cont),
    interrupt: obj(v.interrupt),
    last: lm
      ? {
          seat: lm.seat as number,
          notation: lm.notation as string,
          public: lm.notation as string,
          move: lm.move as string,
          dog: lm.dog as string | null,
        }
      : null,
    endPending: obj<GEnd>(v.endPending),
    end: obj<GEnd>(v.end),
    deals: v.deals as number,
  };
}
