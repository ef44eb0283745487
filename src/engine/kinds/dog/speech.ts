// What a Dog seat may see of actions (the exchange card, DOG-014) and the moves and events as sentences in German and
// English (issue 16): "Anna spielt eine 7: P5 → P7, P3 → P8 und schickt Ben heim". Texts come from the engine's
// catalogues (messages/). Pure.
import type { Action, GameEvent, KindSpeech, Seat, SpeechContext } from '../../core/types';
import type { MessageKey, MessageParams } from '../../messages';
import { isYou, personKey } from '../person';
import type { DogRules } from './rules';

/**
 * `give:<card>` → `give:?` for every seat but the giver: the exchange card is given face down (DOG-014) and the view
 * shows it only to its giver (`view.give`). Every other Dog action is played face up.
 */
export function redactDogAction(_rules: DogRules, action: Action, viewer: Seat): string {
  return action.notation.startsWith('give:') && viewer !== action.seat ? 'give:?' : action.notation;
}

/** A card char (`A`…`K`, `T` = 10, `X` = Joker) with its article, as the object of "plays"/"gives". */
function card(ctx: SpeechContext, c: string): string {
  return /^[A2-9TJQKX]$/.test(c) ? ctx.t(`dog.card.${c}` as 'dog.card.A') : ctx.t('common.hiddenCard');
}

/** A rank's bare name (`7`, `10`, `Ace`/`Ass`, `King`/`König`) for "a Joker as …". */
function rank(ctx: SpeechContext, c: string): string {
  if (c === 'T') return '10';
  return /^[AJQKX]$/.test(c) ? ctx.t(`dog.rank.${c}` as 'dog.rank.A') : c;
}

/** A location of an event (`P12`, `F0` = finish slot 0 of the piece's owner, `K` = kennel) in words. */
function place(ctx: SpeechContext, loc: unknown): string {
  const s = String(loc);
  if (s === 'K') return ctx.t('dog.loc.kennel');
  const f = /^F(\d)/.exec(s);
  if (f) return ctx.t('dog.loc.finish', { n: Number(f[1]) + 1 });
  return ctx.t('dog.loc.track', { field: s });
}

function cardsCount(ctx: SpeechContext, n: number): string {
  return n === 1 ? ctx.t('common.oneCard') : ctx.t('common.cards', { count: n });
}

const pick = personKey;

/** A seat as the object of "sends … home": its name, or "you" / "dich" for the viewer. */
function seatObject(ctx: SpeechContext, seat: unknown): string {
  return isYou(ctx, seat) ? ctx.t('common.youObj') : ctx.name(Number(seat));
}

/** Events that get a sentence of their own after a step's main sentence (a new deal, the exchange, the win). */
const NOTABLE = new Set(['deal', 'exchange', 'reshuffle', 'win']);

function stepSentence(action: Action, events: readonly GameEvent[], ctx: SpeechContext): string {
  const who = ctx.name(action.seat);
  const me = isYou(ctx, action.seat);
  const give = events.find((e) => e.type === 'give');
  if (give) {
    const c = action.notation.slice(5);
    const to = ctx.name(give.to as number);
    const toMe = !me && isYou(ctx, give.to);
    const hidden = c === '?' || !c;
    const key = hidden ? 'dog.giveHidden' : 'dog.giveShown';
    const params: MessageParams = hidden ? { name: who, to } : { name: who, to, card: card(ctx, c) };
    return ctx.t(toMe ? (`${key}.toYou` as MessageKey) : pick(key, me), params);
  }
  const discard = events.find((e) => e.type === 'discard');
  if (discard) return ctx.t(pick('dog.discard', me), { name: who, cards: cardsCount(ctx, Number(discard.count)) });
  const play = events.find((e) => e.type === 'play');
  if (!play) return ctx.t('common.actionBy', { name: who, notation: action.notation });
  const joker = events.find((e) => e.type === 'joker');
  const what = joker ? ctx.t('dog.jokerAs', { rank: rank(ctx, String(joker.as)) }) : card(ctx, String(play.card));
  // Moves are listed after a colon ("plays a 7: P5 → P7, P3 → P8"); an exit or a swap is a clause of its own.
  const moves: string[] = [];
  const clauses: string[] = [];
  for (const e of events) {
    if (e.type === 'move') moves.push(`${place(ctx, e.from)} → ${place(ctx, e.to)}`);
    else if (e.type === 'exit') {
      if (e.owner === action.seat) clauses.push(ctx.t(pick('dog.exitOwn', me), { to: String(e.to) }));
      else if (isYou(ctx, e.owner)) clauses.push(ctx.t('dog.exitYours', { to: String(e.to) }));
      else clauses.push(ctx.t(pick('dog.exitOther', me), { owner: ctx.name(e.owner as number), to: String(e.to) }));
    } else if (e.type === 'swap') clauses.push(ctx.t(pick('dog.swap', me), { a: place(ctx, e.a), b: place(ctx, e.b) }));
  }
  const home = events.filter((e) => e.type === 'sent-home').map((e) => `${seatObject(ctx, e.seat)} (${place(ctx, e.from)})`);
  const sends = (text: string) => (home.length ? (text ? ctx.t(pick('dog.andSends', me), { moves: text, owners: ctx.list(home) }) : ctx.t(pick('dog.sendsHome', me), { owners: ctx.list(home) })) : text);
  if (clauses.length) return ctx.t(pick('dog.playAnd', me), { name: who, card: what, details: sends([...clauses, ...moves].join(ctx.t('common.list'))) });
  const details = sends(moves.join(ctx.t('common.list')));
  return details ? ctx.t(pick('dog.playWith', me), { name: who, card: what, details }) : ctx.t(pick('dog.play', me), { name: who, card: what });
}

function eventSentence(e: GameEvent, ctx: SpeechContext): string | null {
  const name = (s: unknown) => ctx.name(Number(s));
  const you = (s: unknown) => isYou(ctx, s);
  switch (e.type) {
    case 'dealer': return ctx.t(pick('dog.ev.dealer', you(e.seat)), { name: name(e.seat) });
    case 'deal': return ctx.t(pick('dog.ev.deal', you(e.dealer)), { round: Number(e.round), dealer: name(e.dealer), count: Number(e.cards) });
    case 'exchange': return ctx.t('dog.ev.exchange');
    case 'reshuffle': return ctx.t('dog.ev.reshuffle', { cards: cardsCount(ctx, Number(e.cards)) });
    case 'give':
      return ctx.t(you(e.seat) ? 'dog.giveHidden.you' : you(e.to) ? 'dog.giveHidden.toYou' : 'dog.giveHidden', { name: name(e.seat), to: name(e.to) });
    case 'discard':
      return Array.isArray(e.cards) && e.cards.length
        ? ctx.t(pick('dog.ev.discardShown', you(e.seat)), { name: name(e.seat), list: ctx.list(e.cards.map((c) => card(ctx, cardCharOf(c)))) })
        : ctx.t(pick('dog.ev.discard', you(e.seat)), { name: name(e.seat), cards: cardsCount(ctx, Number(e.count)) });
    case 'play': return ctx.t(pick('dog.ev.play', you(e.seat)), { name: name(e.seat), card: card(ctx, String(e.card)) });
    case 'joker': return ctx.t(pick('dog.ev.joker', you(e.seat)), { name: name(e.seat), rank: rank(ctx, String(e.as)) });
    case 'move': return ctx.t(pick('dog.ev.move', you(e.owner ?? e.seat)), { owner: name(e.owner ?? e.seat), from: place(ctx, e.from), to: place(ctx, e.to) });
    case 'exit': return ctx.t(pick('dog.ev.exit', you(e.owner ?? e.seat)), { owner: name(e.owner ?? e.seat), to: place(ctx, e.to) });
    case 'sent-home': return ctx.t(pick('dog.ev.sentHome', you(e.seat)), { owner: name(e.seat), from: place(ctx, e.from) });
    case 'swap': return ctx.t('dog.ev.swap', { a: place(ctx, e.a), b: place(ctx, e.b) });
    case 'win': {
      // DOG-110: a team of 2 or 3, or the 3-player single (DOG-123). The addressee's side: "Du und Carla habt …".
      const seats = e.seats as number[];
      const me = seats.find((s) => you(s));
      const others = seats.filter((s) => s !== me).map(name);
      if (me !== undefined) return others.length ? ctx.t('dog.ev.win.you', { names: ctx.list([ctx.t('common.youSubj'), ...others]) }) : ctx.t('dog.ev.winOne.you');
      return ctx.t(seats.length === 1 ? 'dog.ev.winOne' : 'dog.ev.win', { names: ctx.list(others) });
    }
    default: return null;
  }
}

/** A discarded card in events: a rank number (1…14, V43 `revealDiscards`) or a card char. */
function cardCharOf(c: unknown): string {
  return typeof c === 'number' ? '?A23456789TJQKX'[c] ?? '?' : String(c);
}

/** Dog's sentences (GameKind.speech): a step in one sentence plus the new deal, exchange or win it led to. */
export const dogSpeech: KindSpeech<DogRules> = {
  step(_rules, action, events, ctx) {
    const extra = events.filter((e) => NOTABLE.has(e.type)).map((e) => eventSentence(e, ctx)).filter((s): s is string => s !== null);
    return [stepSentence(action, events, ctx), ...extra].join('. ');
  },
  event: (_rules, e, ctx) => eventSentence(e, ctx),
};
