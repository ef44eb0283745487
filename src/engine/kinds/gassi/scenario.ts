// Builds a Gassi state from a scenario situation: a structured position (optionally on top of fixture F of
// docs/rules/gassi.md) or position text, the seat to move and hands. Bad input is a coded error, never a throw. Pure.
import type { EngineError, Json, Result, ScenarioSituation } from '../../core/types';
import type { GassiRules } from './rules';
import type { GassiState, GDog } from './state';
import { countsOf, SEAT_LETTERS } from './state';
import { formatPosition, parsePositionText } from './position';

type Obj = { [k: string]: Json };
const isObj = (v: Json | undefined): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const bad = (message: string): Result<GassiState, EngineError> => ({
  ok: false,
  error: { code: 'scenario/bad-position', message },
});

/** Fixture F (docs/rules/gassi.md): three players, two dogs each, 1 bone each, 20 draw cards, 3 filler cards each. */
export const FIXTURE_F: Obj = {
  turn: 0,
  draw: 20,
  bones: [1, 1, 1],
  filler: 3,
  dogs: {
    a1: { owner: 0, realm: 'STREETS', state: 'WALKING' },
    a2: { owner: 0, realm: 'WOODS', state: 'WALKING' },
    b1: { owner: 1, realm: 'STREETS', state: 'WALKING' },
    b2: { owner: 1, realm: 'RIVERS', state: 'WALKING' },
    c1: { owner: 2, realm: 'WOODS', state: 'WALKING' },
    c2: { owner: 2, realm: 'RIVERS', state: 'WALKING' },
  },
};

/** Filler cards are taken from the deck in this order of names first (cards that rarely matter), then any. */
const FILLER_ORDER = ['HIPPO', 'BOAR', 'CAT', 'FISHERMAN', 'HUNTER', 'CATCHER'];

function merge(base: Obj, over: Obj): Obj {
  const out: Obj = { ...base };
  for (const [k, v] of Object.entries(over)) {
    if (v === null) delete out[k];
    else if (isObj(v) && isObj(out[k])) out[k] = merge(out[k] as Obj, v);
    else out[k] = v;
  }
  return out;
}

/**
 * State from `{ position, turn, hands }`. `position` is text (docs/notation-gassi.md) or a map: `fixture: F`,
 * `turn`, `round`, `starter`, `draw` (count) or `drawPile` (cards, first = top), `discard` (the discard pile,
 * oldest first; default empty), `bones`, `hadDog`, `filler`
 * (number or per-seat list), `dogs: { id: { owner, realm, state, hidden, pile, attacker, beast, draw,
 * beneficiary, rounds, plus } | null }`, `conquests`, and mid-turn `cont` (`{ cards, resolutions, afterPull, done? }`,
 * H-09/H-12/H-13) and `interrupt` (`{ seat, dog }`, H-14). Remaining cards are set aside (`box`). `extra` (a map,
 * optional) adds or overrides keys of the position — e.g. `starter`, `hadDog`, `cont` next to a position text.
 */
export function stateFromScenario(rules: GassiRules, sit: ScenarioSituation): Result<GassiState, EngineError> {
  let pos: Obj;
  if (typeof sit.position === 'string') {
    const p = parsePositionText(sit.position);
    if (typeof p === 'string') return bad(p);
    pos = p;
  } else if (isObj(sit.position)) pos = sit.position;
  else return bad('position must be text or a map');
  if (sit.extra !== undefined) {
    if (!isObj(sit.extra)) return bad('extra must be a map (starter, hadDog, conquests, …)');
    pos = merge(pos, sit.extra);
  }
  if (pos.fixture !== undefined) {
    if (pos.fixture !== 'F') return bad(`unknown fixture ${JSON.stringify(pos.fixture)} (only F)`);
    const { fixture: _f, ...rest } = pos;
    pos = merge(FIXTURE_F, rest);
  }
  const n = rules.players;
  const counts = countsOf(rules, rules.deck);
  const take = (name: Json, what: string): number | string => {
    const i = typeof name === 'string' ? rules.cardIndex[name] : undefined;
    if (i === undefined) return `${what}: unknown card ${JSON.stringify(name)}`;
    if (counts[i]! <= 0) return `${what}: more ${String(name)} cards than the deck holds`;
    counts[i]!--;
    return i;
  };
  const list = (v: Json | undefined, what: string): number[] | string => {
    if (v === undefined || v === null) return [];
    const arr = Array.isArray(v) ? v : [v];
    const out: number[] = [];
    for (const x of arr) {
      const c = take(x, what);
      if (typeof c === 'string') return c;
      out.push(c);
    }
    return out;
  };
  const dogs: GDog[] = [];
  const dogsIn = isObj(pos.dogs) ? pos.dogs : {};
  for (const [id, raw] of Object.entries(dogsIn)) {
    if (raw === null) continue;
    if (!isObj(raw) || !/^[a-h]\d+$/.test(id)) return bad(`dog ${id}: expected an id like b1 and a map`);
    const owner = raw.owner ?? SEAT_LETTERS.indexOf(id[0]!);
    if (!isWhole(owner) || owner >= n)
      return bad(`dog ${id}: owner must be a seat 0…${n - 1}, got ${JSON.stringify(owner)}`);
    const realm = rules.realms.findIndex((r) => r.name === raw.realm);
    if (realm < 0 || !rules.realms[realm]!.natural)
      return bad(`dog ${id}: unknown natural realm ${JSON.stringify(raw.realm)}`);
    const state = raw.state ?? rules.roles.walking;
    if (typeof state !== 'string' || !rules.states.includes(state))
      return bad(`dog ${id}: unknown state ${JSON.stringify(raw.state)}`);
    const attackers = list(raw.attacker, `dog ${id} attacker`);
    const beasts = list(raw.beast, `dog ${id} beast`);
    if (typeof attackers === 'string') return bad(attackers);
    if (typeof beasts === 'string') return bad(beasts);
    let pile: number[] | string;
    if (raw.pile !== undefined) {
      for (const c of [...attackers, ...beasts]) counts[c]!++;
      pile = list(raw.pile, `dog ${id} pile`);
      if (typeof pile === 'string') return bad(pile);
    } else {
      const w = take(rules.cards[rules.realms[realm]!.walker]!.name, `dog ${id} walker`);
      if (typeof w === 'string') return bad(w);
      pile = [w, ...attackers, ...beasts];
    }
    const num = (k: string, def: number) => (typeof raw[k] === 'number' ? (raw[k] as number) : def);
    const inAttack = attackers.length > 0 || beasts.length > 0;
    dogs.push({
      id,
      owner,
      pile,
      realm,
      state,
      hidden: raw.hidden === true,
      attackers,
      beasts,
      draw: num('draw', beasts.length ? 1 + beasts.length : attackers.length),
      beneficiary: num('beneficiary', -1),
      rounds: num('rounds', inAttack ? Math.max(1, attackers.length ? rules.cards[attackers[0]!]!.rounds : 1) : 0),
      plus: num('plus', 0),
      since: -100,
      attackFrom: inAttack ? 1 : -1,
    });
  }
  const hands: number[][] = Array.from({ length: n }, () => []);
  const hs = isObj(sit.hands ?? null) ? (sit.hands as Obj) : {};
  for (const [k, v] of Object.entries(hs)) {
    const s = Number(k);
    if (!Number.isInteger(s) || s < 0 || s >= n)
      return { ok: false, error: { code: 'scenario/bad-hands', message: `hands: "${k}" is not a seat` } };
    const l = list(v, `hands.${k}`);
    if (typeof l === 'string') return { ok: false, error: { code: 'scenario/bad-hands', message: l } };
    hands[s] = l;
  }
  const filler = pos.filler ?? 0;
  for (let s = 0; s < n; s++) {
    const f = Array.isArray(filler) ? (filler[s] ?? 0) : filler;
    if (!isWhole(f)) return bad(`filler must be a whole number ≥ 0 or a list of them, got ${JSON.stringify(filler)}`);
    for (let k = 0; k < f; k++) {
      const order = [...FILLER_ORDER.map((x) => rules.cardIndex[x] ?? -1), ...rules.cards.map((_, i) => i)];
      const c = order.find((i) => i >= 0 && counts[i]! > 0);
      if (c === undefined) return bad('not enough cards left for filler');
      counts[c]!--;
      hands[s]!.push(c);
    }
    hands[s]!.sort((a, b) => a - b);
  }
  let drawPile: number[] | string;
  if (pos.drawPile !== undefined) {
    drawPile = list(pos.drawPile, 'drawPile');
    if (typeof drawPile === 'string') return bad(drawPile);
    drawPile.reverse();
  } else {
    const want = typeof pos.draw === 'number' ? pos.draw : Infinity;
    drawPile = [];
    for (let i = 0; i < counts.length && drawPile.length < want; i++)
      while (counts[i]! > 0 && drawPile.length < want) {
        counts[i]!--;
        drawPile.push(i);
      }
    if (Number.isFinite(want) && drawPile.length < want)
      return bad(`only ${drawPile.length} cards left for a draw pile of ${want}`);
  }
  const discard = list(pos.discard, 'discard');
  if (typeof discard === 'string') return bad(discard);
  const box: number[] = [];
  counts.forEach((k, i) => {
    for (let j = 0; j < k; j++) box.push(i);
  });
  const turn = sit.turn ?? (typeof pos.turn === 'number' ? pos.turn : 0);
  if (pos.bones !== undefined && !(Array.isArray(pos.bones) && pos.bones.every(isWhole)))
    return bad(`bones must be a list of whole numbers ≥ 0, got ${JSON.stringify(pos.bones)}`);
  const bones = Array.isArray(pos.bones) ? pos.bones.map(Number) : new Array<number>(n).fill(rules.o.startBones);
  if (!Number.isInteger(turn)) return bad(`turn must be a seat 0…${n - 1}, got ${JSON.stringify(turn)}`);
  if (pos.starter !== undefined && !(isWhole(pos.starter) && pos.starter < n))
    return bad(`starter must be a seat 0…${n - 1}, got ${JSON.stringify(pos.starter)}`);
  if (pos.round !== undefined && !(isWhole(pos.round) && pos.round >= 1 && pos.round <= MAX_SCENARIO_ROUND))
    return bad(`round must be a whole number from 1 to ${MAX_SCENARIO_ROUND}, got ${JSON.stringify(pos.round)}`);
  if (
    pos.hadDog !== undefined &&
    !(Array.isArray(pos.hadDog) && pos.hadDog.length === n && pos.hadDog.every((h) => typeof h === 'boolean'))
  )
    return bad(`hadDog must be a list of ${n} booleans (one per seat), got ${JSON.stringify(pos.hadDog)}`);
  if (
    pos.conquests !== undefined &&
    !(Array.isArray(pos.conquests) && pos.conquests.length === n && pos.conquests.every(isWhole))
  )
    return bad(
      `conquests must be a list of ${n} whole numbers ≥ 0 (one per seat), got ${JSON.stringify(pos.conquests)}`,
    );
  if (bones.length !== n || turn < 0 || turn >= n)
    return bad(`position is for ${bones.length} seats and turn ${turn}; the rules have ${n} players`);
  const hadDog = Array.isArray(pos.hadDog)
    ? pos.hadDog.map(Boolean)
    : Array.from({ length: n }, (_, s) => dogs.some((d) => d.owner === s || d.id[0] === SEAT_LETTERS[s]));
  const added = Array.from({ length: n }, (_, s) =>
    Math.max(0, ...dogs.filter((d) => d.id[0] === SEAT_LETTERS[s]).map((d) => Number(d.id.slice(1)))),
  );
  const cont = readCont(pos.cont, dogs);
  if (typeof cont === 'string') return bad(cont);
  const interrupt = readInterrupt(pos.interrupt, dogs, n);
  if (typeof interrupt === 'string') return bad(interrupt);
  const state: GassiState = {
    hands,
    initial: rules.o.goOutScope === 'initialCardsOnly' ? hands.map((h) => countsOf(rules, h)) : null,
    bones,
    supply: rules.o.boneSupply,
    dogs,
    added,
    hadDog,
    conquests: Array.isArray(pos.conquests) ? pos.conquests.map(Number) : new Array<number>(n).fill(0),
    drawPile,
    discard,
    box,
    turn,
    starter: typeof pos.starter === 'number' ? pos.starter : turn,
    round: typeof pos.round === 'number' ? pos.round : 1,
    turnNo: 0,
    cont,
    interrupt,
    last: null,
    endPending: null,
    end: null,
    deals: 1,
  };
  return { ok: true, value: state };
}

/** Largest `round`: a hand-written round number, far above any real game's. */
const MAX_SCENARIO_ROUND = 10_000;
const isWhole = (v: Json | undefined): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isCount = (v: Json | undefined): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 99;

/**
 * `cont`: the turn so far (H-09/H-12/H-13) — `{ cards, resolutions, afterPull, done? }` (`done`: ids of dogs resolved
 * this turn, GAS-066) — or absent/null for a fresh turn. A string says what is wrong.
 */
function readCont(v: Json | undefined, dogs: readonly GDog[]): GassiState['cont'] | string {
  if (v === undefined || v === null) return null;
  if (!isObj(v) || !isCount(v.cards) || !isCount(v.resolutions) || typeof v.afterPull !== 'boolean')
    return 'cont must be { cards, resolutions, afterPull, done? } (whole numbers, a boolean)';
  if (v.done === undefined) return { cards: v.cards, resolutions: v.resolutions, afterPull: v.afterPull };
  if (!Array.isArray(v.done) || !v.done.every((id) => typeof id === 'string' && dogs.some((d) => d.id === id)))
    return 'cont.done must list ids of dogs in the position';
  return { cards: v.cards, resolutions: v.resolutions, afterPull: v.afterPull, done: v.done as string[] };
}

/** `interrupt`: an owner answering an attack out of turn (H-14) — `{ seat, dog }` — or absent/null. A string says what is wrong. */
function readInterrupt(v: Json | undefined, dogs: readonly GDog[], players: number): GassiState['interrupt'] | string {
  if (v === undefined || v === null) return null;
  if (
    !isObj(v) ||
    !isCount(v.seat) ||
    v.seat >= players ||
    typeof v.dog !== 'string' ||
    !dogs.some((d) => d.id === v.dog)
  )
    return 'interrupt must be { seat, dog } with a seat of the table and a dog in the position';
  return { seat: v.seat, dog: v.dog };
}

/**
 * The scenario situation of a state (`GameKind.toScenario`): the position text (turn, round, draw count, bones,
 * every dog with its realm, state and pile, the end), every hand by card names, and `extra` starter, hadDog,
 * conquests, `drawPile` (in order, first = top), `discard` (if any) and, mid-turn, `cont` (H-09/H-12/H-13) and
 * `interrupt` (H-14). Left out: the last play (shown, not ruled on) — the exporter checks whether the rebuilt
 * situation lists the same actions.
 */
export function scenarioFromState(rules: GassiRules, s: GassiState): ScenarioSituation {
  const hands: Obj = {};
  s.hands.forEach((h, i) => (hands[String(i)] = h.map((c) => rules.cards[c]!.name)));
  // The position text has no starter (it decides when the round count moves on) and no history of who had a dog.
  const extra: Obj = { starter: s.starter, hadDog: [...s.hadDog], conquests: [...s.conquests] };
  if (s.cont)
    extra.cont = {
      cards: s.cont.cards,
      resolutions: s.cont.resolutions,
      afterPull: s.cont.afterPull,
      ...(s.cont.done?.length ? { done: [...s.cont.done] } : {}),
    };
  if (s.interrupt) extra.interrupt = { seat: s.interrupt.seat, dog: s.interrupt.dog };
  // The draw pile in order (first = top) and the discard pile: later PULLs and draws take the recorded cards.
  extra.drawPile = [...s.drawPile].reverse().map((c) => rules.cards[c]!.name);
  if (s.discard.length) extra.discard = s.discard.map((c) => rules.cards[c]!.name);
  return { position: formatPosition(rules, s), ...(s.turn >= 0 ? { turn: s.turn } : {}), hands, extra };
}
