// What a Gassi seat may see of actions and positions (GAS-016: the walker of a face-down dog is known to its owner
// only) and the moves and events as sentences in German and English. Move and card names are the
// ruleset's own words (the seed's notation) and stay as written. Pure.
import type { Action, GameEvent, KindSpeech, ScenarioSituation, Seat, SpeechContext } from '../../core/types';
import { isMessageKey, type MessageKey } from '../../messages';
import { isYou, personKey } from '../person';
import type { GassiRules } from './rules';
import type { GassiState } from './state';
import { formatDog } from './position';
import { scenarioFromState } from './scenario';

/**
 * The action as `viewer` sees it: the mover sees its own notation; the others the public one the engine recorded
 * (`last.public`: walkers played onto a dog that stays face down read `?`, GAS-016). Without the state after the
 * action, every walker card of another seat's action reads `?` (never more than the view shows).
 */
export function redactGassiAction(rules: GassiRules, action: Action, viewer: Seat, after: GassiState | null): string {
  if (viewer === action.seat) return action.notation;
  const last = after?.last;
  if (last && last.seat === action.seat && last.notation === action.notation) return last.public;
  return action.notation
    .split(/\s+/)
    .map((tok) =>
      isWalkerList(rules, tok)
        ? tok
            .split(':')
            .map((n) => (isWalker(rules, n) ? '?' : n))
            .join(':')
        : tok,
    )
    .join(' ');
}

function isWalker(rules: GassiRules, name: string): boolean {
  const i = rules.cardIndex[name];
  return i !== undefined && rules.cards[i]!.walkerOf >= 0;
}

function isWalkerList(rules: GassiRules, tok: string): boolean {
  return tok.split(':').some((n) => isWalker(rules, n));
}

/** Position notation as `viewer` sees it: another seat's face-down dog shows realm `?` and its walkers `?` (GAS-016). */
export function formatGassiPositionFor(rules: GassiRules, s: GassiState, viewer: Seat): string {
  const head = `T${s.turn} R${s.round} D${s.drawPile.length} B${s.bones.join(',')}`;
  const dogs = s.dogs.map((d) => {
    if (!d.hidden || d.owner === viewer) return formatDog(rules, d);
    const masked = formatDog(rules, { ...d, realm: -1, pile: [] });
    const pile = d.pile.map((c) => (rules.cards[c]!.walkerOf >= 0 ? '?' : rules.cards[c]!.name)).join(' ');
    return masked.replace('[]', `[${pile}]`);
  });
  const tail = s.end ? [`over ${s.end.reason}${s.end.finisher >= 0 ? ` ${s.end.finisher}` : ''}`] : [];
  return [head, ...dogs, ...tail].join(' | ');
}

/**
 * The situation as `viewer` sees it (`GameKind.toScenarioFor`): the position with others' face-down dogs masked,
 * the viewer's own hand, and the public `extra` (starter, dogs had, conquests, discard pile, mid-turn state); no
 * draw pile order and no other hand.
 */
export function scenarioForSeat(rules: GassiRules, s: GassiState, viewer: Seat): ScenarioSituation {
  const full = scenarioFromState(rules, s);
  const { drawPile: _drawPile, ...extra } = full.extra as { [k: string]: import('../../core/types').Json };
  const hands = full.hands as { [seat: string]: import('../../core/types').Json };
  return {
    position: formatGassiPositionFor(rules, s, viewer),
    ...(full.turn !== undefined ? { turn: full.turn } : {}),
    hands: { [String(viewer)]: hands[String(viewer)] ?? [] },
    extra,
  };
}

function cardList(ctx: SpeechContext, tok: string): string {
  return ctx.list(tok.split(':').map((n) => (n === '?' ? ctx.t('gassi.hiddenCard') : n)));
}

/**
 * A move's name as the draft writes it, with the rules document's phrase for newcomers (docs/rules/gassi.md headings,
 * e.g. ADDDOG — «Einen Hund ins Spiel bringen»): "ADDDOG (einen Hund ins Spiel bringen)" / "ADDDOG (bring a dog
 * into play)". ATTACK+ and PUNISH+ share their base move's phrase; an unknown name stays as it is.
 */
export function moveWithPhrase(ctx: SpeechContext, move: string): string {
  const key = `gassi.moveName.${move.replace(/\+$/, '')}`;
  return isMessageKey(key) ? ctx.t('gassi.movePhrase', { move, phrase: ctx.t(key) }) : move;
}

/**
 * A dog named by whose it is: `c1` → "Carlas Hund 1" / "Carla's dog 1", the viewer's own "deinen Hund 1" / "your dog
 * 1". The id's letter is the seat that brought the dog into play (a = seat 0), its number counts that seat's dogs
 * (GAS-050; docs/rules/gassi.md data model: stable ids `a1`, `b2`, …); any other id stays as it is.
 */
export function dogName(ctx: SpeechContext, id: string): string {
  const m = /^([a-h])(\d+)$/.exec(id);
  if (!m) return id;
  const seat = m[1]!.charCodeAt(0) - 97;
  if (isYou(ctx, seat)) return ctx.t('gassi.dogOf.you', { n: m[2]! });
  return ctx.t('gassi.dogOf', { owner: genitive(ctx.lang, ctx.name(seat)), n: m[2]! });
}

/** A name's possessive: German "Carlas", "Hans’" (after s, ß, x, z); English "Carla's". */
function genitive(lang: string, name: string): string {
  if (lang === 'de') return /[sßxz]$/i.test(name) ? `${name}’` : `${name}s`;
  return `${name}'s`;
}

function stepSentence(action: Action, ctx: SpeechContext): string {
  const name = ctx.name(action.seat);
  const me = isYou(ctx, action.seat);
  const [move = '', ...rest] = action.notation.trim().split(/\s+/);
  if (move === 'END') return ctx.t(personKey('gassi.endTurn', me), { name });
  let cards = '';
  let dog = '';
  let bone = '';
  const other: string[] = [];
  for (const tok of rest) {
    if (tok === 'bone') bone = ctx.t(personKey('gassi.bone', me));
    else if (/^[a-h]\d+$/.test(tok)) dog = ctx.t('gassi.onDog', { dog: dogName(ctx, tok) });
    else if (/^\d+$/.test(tok)) other.push(tok);
    else cards = ctx.t('gassi.cards', { cards: cardList(ctx, tok) });
  }
  const named = moveWithPhrase(ctx, move);
  return (
    ctx.t(personKey('gassi.move', me), {
      name,
      move: other.length ? `${named} ${other.join(' ')}` : named,
      cards,
      dog,
    }) + bone
  );
}

function eventSentence(e: GameEvent, ctx: SpeechContext): string | null {
  const name = (s: unknown) => ctx.name(Number(s));
  const k = (key: MessageKey, seat: unknown) => personKey(key, isYou(ctx, seat));
  const cards = (n: number) => (n === 1 ? ctx.t('common.oneCard') : ctx.t('common.cards', { count: n }));
  switch (e.type) {
    case 'deal':
      return ctx.t(k('gassi.ev.deal', e.starter), { count: Number(e.handSize), name: name(e.starter) });
    case 'move':
      return ctx.t(k('gassi.ev.move', e.seat), {
        name: name(e.seat),
        move: String(e.move),
        dog: dogName(ctx, String(e.dog)),
      });
    case 'end-turn':
      return ctx.t(k('gassi.ev.endTurn', e.seat), { name: name(e.seat) });
    case 'bone-spent':
      return ctx.t(k('gassi.ev.boneSpent', e.seat), { name: name(e.seat) });
    case 'bones':
      return Number(e.amount) === 1
        ? ctx.t(k('gassi.ev.bone', e.seat), { name: name(e.seat) })
        : ctx.t(k('gassi.ev.bones', e.seat), { name: name(e.seat), amount: Number(e.amount) });
    case 'conquest':
      return ctx.t(
        isYou(ctx, e.from) && !isYou(ctx, e.seat) ? 'gassi.ev.conquest.fromYou' : k('gassi.ev.conquest', e.seat),
        { name: name(e.seat), dog: String(e.dog), from: name(e.from) },
      );
    case 'draw':
      return ctx.t(k('gassi.ev.draw', e.seat), { name: name(e.seat), cards: cards(Number(e.count)) });
    case 'flea-round':
      return ctx.t(k('gassi.ev.fleaRound', e.seat), { name: name(e.seat), dog: String(e.dog) });
    case 'reveal':
      return e.seat === undefined
        ? ctx.t('gassi.ev.reveal')
        : ctx.t(k('gassi.ev.revealSeat', e.seat), { name: name(e.seat) });
    case 'abort':
      return ctx.t(k('gassi.ev.abort', e.seat), { name: name(e.seat), count: Number(e.handSize) });
    case 'game-end': {
      const reason = String(e.reason);
      const key =
        reason === 'goOut' || reason === 'set' || reason === 'drawPile'
          ? (`gassi.ev.end.${reason}` as const)
          : 'gassi.ev.end.abort';
      return ctx.t(k(key, e.seat), { name: name(e.seat) });
    }
    default:
      return null;
  }
}

/** Gassi's sentences (GameKind.speech): the move, then what it caused (draws, bones, conquests, reveals, the end). */
export const gassiSpeech: KindSpeech<GassiRules> = {
  step(_rules, action, events, ctx) {
    // The move itself, its end of turn and its bone ("pays a bone") are in the main sentence already.
    const extra = events
      .filter((e) => e.type !== 'move' && e.type !== 'end-turn' && e.type !== 'bone-spent')
      .map((e) => eventSentence(e, ctx))
      .filter((s): s is string => s !== null);
    return [stepSentence(action, ctx), ...extra].join('. ');
  },
  event: (_rules, e, ctx) => eventSentence(e, ctx),
};
