// Playing Gassi by clicking: pick cards from the hand, then a dog pile (or the new-dog slot). The clicks are
// matched against the legal action list only (the engine decides); when nothing matches, the reason is put
// in words (problems first, face-down dogs, the realm rule, the move table). Pure: no Vue, no Pixi.
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

/** Resolves a click on `target` with `cards` picked by `seat` into an action, a choice, or an explanation. */
export function clickGassiTarget(
  legal: readonly string[],
  view: GassiView | null,
  seat: number,
  cards: readonly string[],
  target: GassiTarget,
  t: GassiTranslate = english,
): GassiClickResult {
  const found = candidates(legal, cards, target);
  if (found.length === 1) return { kind: 'play', notation: found[0]! };
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
