// Playing Gassi by clicking: pick cards from the hand, then a dog pile (or the new-dog slot). The clicks are
// matched against the legal action list only (the engine decides); when nothing matches, the reason is put
// in words (problems first, face-down dogs, the realm rule, the move table). A click-made move that spends a
// bone (GAS-042) or walks another player's dog (GAS-140) waits for the person's confirmation. Pure: no Vue, no Pixi.
import { cardLook, type GassiView } from './gassi-model';
import { translate, type MessageKey } from '../../i18n/messages';
import { seatText } from '../../components/format';

/** `t` of useI18n: the explanations in the UI language (English by default). */
export type GassiTranslate = (key: MessageKey, params?: Readonly<Record<string, string | number>>) => string;
const english: GassiTranslate = (key, params) => translate('en', key, params);

/** One Gassi action notation taken apart (docs/notation-gassi.md "Actions"). */
export interface GassiAction {
  readonly notation: string;
  readonly move: string;
  readonly cards: readonly string[];
  readonly dog: string | null;
  readonly bone: boolean;
  /** Cards drawn by a voluntary PULL (`PULL 2`); 0 otherwise. */
  readonly count: number;
}

const DOG_ID = /^[a-z]\d+$/;

/** Parses `ADDDOG STREET`, `DEFEND COINS:COINS b1`, `ATTACK FISHERMAN b2 bone`, `PULL b1`, `PULL 2`, `END`. */
export function parseGassiAction(notation: string): GassiAction {
  const t = notation.trim().split(/\s+/);
  const move = t[0] ?? '';
  let rest = t.slice(1);
  const bone = rest.at(-1) === 'bone';
  if (bone) rest = rest.slice(0, -1);
  if (move === 'PULL' || move === 'END') {
    const arg = rest[0];
    if (arg && DOG_ID.test(arg)) return { notation, move, cards: [], dog: arg, bone, count: 0 };
    return {
      notation,
      move,
      cards: [],
      dog: null,
      bone,
      count: move === 'PULL' ? (arg && /^\d+$/.test(arg) ? Number(arg) : 1) : 0,
    };
  }
  const dog = rest.length > 1 && DOG_ID.test(rest.at(-1)!) ? rest.at(-1)! : null;
  const cardPart = dog ? rest.slice(0, -1) : rest;
  const cards = cardPart.join(':').split(':').filter(Boolean);
  return { notation, move, cards, dog, bone, count: 0 };
}

/** The cards picked so far, as indexes into the hand (a hand may hold the same name twice). */
export interface GassiPick {
  readonly cards: readonly number[];
}

/** Nothing picked. */
export const NO_GASSI_PICK: GassiPick = { cards: [] };

/** Picks a hand card, or puts it back when it was picked. */
export function toggleGassiCard(pick: GassiPick, index: number): GassiPick {
  return pick.cards.includes(index)
    ? { cards: pick.cards.filter((i) => i !== index) }
    : { cards: [...pick.cards, index].sort((a, b) => a - b) };
}

/** The names of the picked cards. */
export function pickedNames(hand: readonly string[], pick: GassiPick): string[] {
  return pick.cards.map((i) => hand[i]).filter((c): c is string => c !== undefined);
}

/** A click target: a dog pile or the new-dog slot. */
export type GassiTarget = { readonly dog: string } | { readonly newDog: true };

/** What a click on a target leads to. */
export type GassiClickResult =
  | { readonly kind: 'play'; readonly notation: string }
  | { readonly kind: 'confirm'; readonly cost: GassiCost }
  | { readonly kind: 'choose'; readonly options: readonly string[] }
  | { readonly kind: 'explain'; readonly message: string; readonly rule: string | null };

/** `sub` ⊆ `all` as multisets of names. */
export function containsCards(all: readonly string[], sub: readonly string[]): boolean {
  const left = [...all];
  for (const c of sub) {
    const i = left.indexOf(c);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

const sameCards = (a: readonly string[], b: readonly string[]) => a.length === b.length && containsCards(a, b);
const isCardMove = (a: GassiAction) => a.cards.length > 0;
const targetOf = (a: GassiAction): string => (a.dog === null ? 'new' : a.dog);

/** Legal actions that play exactly `cards` on `target` (for no cards: the PULL for that dog). */
export function candidates(legal: readonly string[], cards: readonly string[], target: GassiTarget): string[] {
  const want = 'dog' in target ? target.dog : 'new';
  return legal
    .map(parseGassiAction)
    .filter((a) =>
      cards.length === 0
        ? a.move === 'PULL' && a.dog === want
        : isCardMove(a) && targetOf(a) === want && sameCards(a.cards, cards),
    )
    .map((a) => a.notation);
}

/**
 * Targets worth clicking for the picked cards: `ready` where exactly these cards make a legal action, `more`
 * where a legal action uses these cards plus more. Keys are dog ids and `new` (ADDDOG).
 */
export function hotTargets(
  legal: readonly string[],
  cards: readonly string[],
): { ready: Set<string>; more: Set<string> } {
  const ready = new Set<string>();
  const more = new Set<string>();
  for (const a of legal.map(parseGassiAction)) {
    if (!isCardMove(a)) {
      if (cards.length === 0 && a.move === 'PULL' && a.dog) ready.add(a.dog);
      continue;
    }
    if (cards.length === 0) continue;
    if (sameCards(a.cards, cards)) ready.add(targetOf(a));
    else if (containsCards(a.cards, cards)) more.add(targetOf(a));
  }
  return { ready, more };
}

/** Card names that appear in at least one legal action (the others are drawn dimmed). */
export function playableCards(legal: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const a of legal.map(parseGassiAction)) for (const c of a.cards) out.add(c);
  return out;
}

/**
 * What a legal action costs the person beyond the cards played, so the table can say it before the click and ask
 * before playing it: `bones` spent (the engine marks a move that lifts the realm rule with a trailing `bone` in
 * its notation, GAS-040…042, docs/notation-gassi.md; it costs `boneCost` bones, the ruleset's `boneBypassCost`),
 * and `othersDog`, the id of another seat's dog a WALK walks (GAS-140: anyone may WALK any dog; the card then
 * helps another player's dog, not one's own). `rule` is the rule the warning cites: GAS-042 when bones are spent,
 * else GAS-140.
 */
export interface GassiCost {
  readonly notation: string;
  /** Bones the action spends (0: none). */
  readonly bones: number;
  /** Another seat's dog the action walks (WALK), or null. */
  readonly othersDog: string | null;
  readonly rule: 'GAS-042' | 'GAS-140';
}

/**
 * The cost of `seat` playing the legal action `notation` (see `GassiCost`), or null when it spends nothing and
 * walks no other seat's dog. `view` gives the dogs' owners (null: owners unknown, only the bone is seen);
 * `boneCost` is the ruleset's `boneBypassCost` (GAS-042, bones, default 1).
 */
export function gassiCost(notation: string, view: GassiView | null, seat: number, boneCost = 1): GassiCost | null {
  const a = parseGassiAction(notation);
  const bones = a.bone ? boneCost : 0;
  const owner = a.dog ? view?.dogs.find((d) => d.id === a.dog)?.owner : undefined;
  const othersDog = a.move === 'WALK' && a.dog && owner !== undefined && owner !== seat ? a.dog : null;
  if (bones === 0 && othersDog === null) return null;
  return { notation, bones, othersDog, rule: bones > 0 ? 'GAS-042' : 'GAS-140' };
}

/**
 * The targets where the picked `cards` make a legal action that costs something (`gassiCost`), keyed like
 * `hotTargets` (dog ids), each with the cost of its first such action: what the highlight marks before the click.
 */
export function costlyTargets(
  legal: readonly string[],
  cards: readonly string[],
  view: GassiView | null,
  seat: number,
  boneCost = 1,
): Map<string, GassiCost> {
  const out = new Map<string, GassiCost>();
  if (cards.length === 0) return out;
  for (const a of legal.map(parseGassiAction)) {
    if (!isCardMove(a) || !sameCards(a.cards, cards)) continue;
    const key = targetOf(a);
    if (out.has(key)) continue;
    const cost = gassiCost(a.notation, view, seat, boneCost);
    if (cost) out.set(key, cost);
  }
  return out;
}

/**
 * Resolves a click on `target` with `cards` picked by `seat` into an action, a confirmation to ask for (the one
 * fitting action costs a bone or walks another seat's dog: `gassiCost`, GAS-042/GAS-140), a choice, or an
 * explanation. `boneCost`: the ruleset's `boneBypassCost` (bones).
 */
export function clickGassiTarget(
  legal: readonly string[],
  view: GassiView | null,
  seat: number,
  cards: readonly string[],
  target: GassiTarget,
  t: GassiTranslate = english,
  boneCost = 1,
): GassiClickResult {
  const found = candidates(legal, cards, target);
  if (found.length === 1) {
    const cost = gassiCost(found[0]!, view, seat, boneCost);
    return cost ? { kind: 'confirm', cost } : { kind: 'play', notation: found[0]! };
  }
  if (found.length > 1) return { kind: 'choose', options: found };
  return { kind: 'explain', ...explainGassi(legal, view, seat, cards, target, t) };
}

const list = (xs: readonly string[]) => xs.join(' + ');

/** Why no legal action plays `cards` on `target`, in words, with the rule it rests on where one is clear. */
export function explainGassi(
  legal: readonly string[],
  view: GassiView | null,
  seat: number,
  cards: readonly string[],
  target: GassiTarget,
  t: GassiTranslate = english,
): { message: string; rule: string | null } {
  if (legal.length === 0) return { message: t('gassi.x.notTurn', { seat: seatText(seat, t) }), rule: null };
  const actions = legal.map(parseGassiAction);
  const dog = 'dog' in target ? (view?.dogs.find((d) => d.id === target.dog) ?? null) : null;
  const where = 'dog' in target ? target.dog : t('gassi.x.aNewDog');
  const on = (a: GassiAction) => t('gassi.x.on', { move: a.move, target: targetOf(a) });

  // Problems first (GAS-014): an own ATTACKED / AFRAID dog must be resolved before anything else.
  const problem = view?.dogs.find((d) => d.owner === seat && (d.state === 'ATTACKED' || d.state === 'AFRAID'));
  const mustResolve = problem && actions.every((a) => a.dog === problem.id || (a.move === 'PULL' && a.dog !== null));
  if (problem && mustResolve && (!dog || dog.id !== problem.id)) {
    const ways = [...new Set(actions.filter((a) => a.dog === problem.id).map((a) => a.move))].join(', ') || 'PULL';
    return { message: t('gassi.x.problem', { dog: problem.id, state: problem.state, ways }), rule: 'GAS-014' };
  }
  if (cards.length === 0) {
    if ('newDog' in target) return { message: t('gassi.x.pickWalker'), rule: 'GAS-050' };
    return { message: t('gassi.x.pickFirst', { where }), rule: null };
  }
  if ('newDog' in target) {
    const walkers = cards.filter(
      (c) => cardLook(c).role === 'WALKER' || actions.some((a) => a.move === 'ADDDOG' && a.cards[0] === c),
    );
    if (cards.length !== 1 || walkers.length !== 1)
      return { message: t('gassi.x.oneWalker', { cards: list(cards) }), rule: 'GAS-050' };
    if (view?.dogs.some((d) => d.owner === seat)) return { message: t('gassi.x.secondDog'), rule: 'GAS-052' };
    return { message: t('gassi.x.addNotLegal', { card: cards[0] ?? '' }), rule: 'GAS-050' };
  }
  if (dog && dog.hidden && dog.owner !== seat)
    return { message: t('gassi.x.faceDown', { dog: dog.id }), rule: 'GAS-016' };

  const elsewhere = actions.filter((a) => isCardMove(a) && sameCards(a.cards, cards));
  const needMore = actions.filter(
    (a) =>
      isCardMove(a) && targetOf(a) === (dog?.id ?? '') && containsCards(a.cards, cards) && !sameCards(a.cards, cards),
  );
  if (needMore.length)
    return {
      message: t('gassi.x.needMore', {
        cards: list(cards),
        where,
        examples: needMore
          .slice(0, 3)
          .map((a) => a.notation)
          .join(' · '),
      }),
      rule: null,
    };

  if (dog && dog.owner !== seat && view) {
    const ownRealms = new Set(view.dogs.filter((d) => d.owner === seat).map((d) => d.realm));
    const global = cards.some((c) => cardLook(c).realm === 'GLOBAL');
    if (dog.realm && !ownRealms.has(dog.realm) && !global && (view.bones[seat] ?? 0) === 0) {
      const alt = elsewhere.length
        ? ` ${t('gassi.x.canGo', { cards: list(cards), where: elsewhere.slice(0, 4).map(on).join(', ') })}`
        : '';
      return { message: `${t('gassi.x.realm', { realm: dog.realm, cards: list(cards) })}${alt}`, rule: 'GAS-040' };
    }
  }
  const state = dog
    ? ` (${dog.state}${dog.realm ? `, ${dog.realm}` : ''}, ${dog.owner === seat ? t('gassi.x.yours') : seatText(dog.owner, t)})`
    : '';
  const base = t('gassi.x.noMove', { cards: list(cards), where, state });
  if (elsewhere.length)
    return {
      message: `${base} ${t('gassi.x.canGo', { cards: list(cards), where: elsewhere.slice(0, 4).map(on).join(', ') })}`,
      rule: null,
    };
  return { message: `${base} ${t('gassi.x.noneExact')}`, rule: null };
}

/** A cost in words: "1 bone" / "2 bones" ("1 Knochen" / "2 Knochen"). */
export function bonesText(n: number, t: GassiTranslate = english): string {
  return n === 1 ? t('gassi.oneBone') : t('gassi.nBones', { n });
}

/** The short label on a highlighted target whose action costs something: "costs 1 bone", or "not your dog" (WALK). */
export function costLabel(cost: GassiCost, t: GassiTranslate = english): string {
  return cost.bones > 0 ? t('gassi.costs', { cost: bonesText(cost.bones, t) }) : t('gassi.notYourDog');
}

/**
 * The confirmation's sentence for `cost` (GAS-042 bones spent, GAS-140 another seat's dog walked): what is
 * played where, what it costs and how many bones `have` the person holds now. `dogName` names a dog as the
 * table does ("Carlas Hund 1").
 */
export function confirmText(
  cost: GassiCost,
  have: number,
  dogName: (id: string) => string,
  t: GassiTranslate = english,
): string {
  const a = parseGassiAction(cost.notation);
  const parts: string[] = [];
  const dog = a.dog ? dogName(a.dog) : t('gassi.x.aNewDog');
  if (cost.bones > 0)
    parts.push(
      t('gassi.confirmBone', {
        move: a.move,
        cards: list(a.cards),
        dog,
        cost: bonesText(cost.bones, t),
        have: bonesText(have, t),
      }),
    );
  if (cost.othersDog !== null) parts.push(t('gassi.confirmWalk', { cards: list(a.cards), dog }));
  return parts.join(' ');
}

/** The clicks in progress at the Gassi table: the picked cards, a choice offered, a move waiting for confirmation. */
export interface GassiClickState {
  readonly pick: GassiPick;
  /** Several legal actions fit the click: the person picks one. */
  readonly choice: readonly string[] | null;
  /** The move waiting for the person's confirmation (it spends a bone or walks another seat's dog). */
  readonly pending: GassiCost | null;
  /** Why the last click made no move, with its rule ID. */
  readonly message: { readonly text: string; readonly rule: string | null } | null;
}

/** Nothing picked, nothing asked. */
export const NO_GASSI_CLICKS: GassiClickState = { pick: NO_GASSI_PICK, choice: null, pending: null, message: null };

/**
 * One input at the Gassi table: a hand card (by index), a target (dog or new-dog slot), an action of the offered
 * choice, the confirm button, cancel (back to choosing: the pick stays), or clearing the pick.
 */
export type GassiInput =
  | { readonly kind: 'card'; readonly index: number }
  | { readonly kind: 'target'; readonly target: GassiTarget }
  | { readonly kind: 'choose'; readonly notation: string }
  | { readonly kind: 'confirm' }
  | { readonly kind: 'cancel' }
  | { readonly kind: 'clear' };

/** What a Gassi click needs of the table: legal actions, view, acting seat, its hand, the bone cost, the texts. */
export interface GassiClickContext {
  readonly legal: readonly string[];
  readonly view: GassiView | null;
  readonly seat: number;
  readonly hand: readonly string[];
  /** The ruleset's `boneBypassCost` (GAS-042), bones. */
  readonly boneCost: number;
  readonly t: GassiTranslate;
}

/**
 * The Gassi table's click model: the next click state and the action to play (null: none yet). A move that
 * costs a bone or walks another seat's dog (`gassiCost`, GAS-042/GAS-140) is only played by `confirm`; `cancel`
 * drops it and keeps the pick, so the person chooses again; any card click drops it too. Pure.
 */
export function stepGassiClicks(
  s: GassiClickState,
  input: GassiInput,
  ctx: GassiClickContext,
): { state: GassiClickState; play: string | null } {
  const keep = (x: Partial<GassiClickState>) => ({ state: { ...s, ...x }, play: null });
  const played = (n: string) => ({ state: NO_GASSI_CLICKS, play: n });
  switch (input.kind) {
    case 'card':
      return keep({ pick: toggleGassiCard(s.pick, input.index), choice: null, pending: null, message: null });
    case 'clear':
      return { state: NO_GASSI_CLICKS, play: null };
    case 'cancel':
      return keep({ pending: null });
    case 'confirm':
      return s.pending && ctx.legal.includes(s.pending.notation) ? played(s.pending.notation) : keep({ pending: null });
    case 'choose': {
      if (!ctx.legal.includes(input.notation)) return keep({ choice: null });
      const cost = gassiCost(input.notation, ctx.view, ctx.seat, ctx.boneCost);
      return cost ? keep({ pending: cost, message: null }) : played(input.notation);
    }
    case 'target': {
      const r = clickGassiTarget(
        ctx.legal,
        ctx.view,
        ctx.seat,
        pickedNames(ctx.hand, s.pick),
        input.target,
        ctx.t,
        ctx.boneCost,
      );
      if (r.kind === 'play') return played(r.notation);
      if (r.kind === 'confirm') return keep({ choice: null, pending: r.cost, message: null });
      if (r.kind === 'choose') return keep({ choice: r.options, pending: null, message: null });
      return keep({ choice: null, pending: null, message: { text: r.message, rule: r.rule } });
    }
  }
}
