// What a Dog seat may see of actions (the exchange card, DOG-014) and the moves and events as sentences in German and
// English, each piece by whose it is, never by field number: "Anna spielt eine 7 und zieht einen eigenen
// Spielstein 2 Felder vor, zieht einen weiteren eigenen Spielstein 5 Felder vor und schickt Ben heim". Field numbers
// stay in the notation (the log's tooltip). Texts come from the engine's catalogues (messages/). Pure.
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

/**
 * A rank's bare name (`7`, `10`, `Ace`/`Ass`, `King`/`König`) for "a Joker counts as …"; `acc`: the accusative for
 * "plays a Joker as …" (German "einen Joker als Jungen", DOG-017).
 */
function rank(ctx: SpeechContext, c: string, acc = false): string {
  if (c === 'T') return '10';
  return /^[AJQKX]$/.test(c) ? ctx.t(`dog.${acc ? 'rankAcc' : 'rank'}.${c}` as 'dog.rank.A') : c;
}

/** Steps as a distance: "1 field" / "5 fields" ("1 Feld" / "5 Felder"), counted by DOG-031. */
function steps(ctx: SpeechContext, n: number): string {
  return n === 1 ? ctx.t('dog.steps.one') : ctx.t('dog.steps', { n });
}

function cardsCount(ctx: SpeechContext, n: number): string {
  return n === 1 ? ctx.t('common.oneCard') : ctx.t('common.cards', { count: n });
}

const pick = personKey;

/** A seat as the object of "sends … home": its name, or "you" / "dich" for the viewer. */
function seatObject(ctx: SpeechContext, seat: unknown): string {
  return isYou(ctx, seat) ? ctx.t('common.youObj') : ctx.name(Number(seat));
}

/**
 * A piece by whose it is, as the object of the acting seat's verb ("zieht …", "moves …"): the actor's own
 * ("einen eigenen Spielstein" / "deinen Spielstein"; names carry no gender, so never "ihren"/"seinen"), the
 * viewer's ("deinen Spielstein", "your piece") or another seat's ("den Spielstein von Carla", "Carla's piece").
 * `more`: a further piece of the same owner in one step (a 7 split over two own pieces, DOG-065).
 */
function piece(ctx: SpeechContext, actor: number, owner: number, more: boolean): string {
  const m = more ? 'More' : '';
  if (owner === actor) return ctx.t(pick(`dog.piece.own${m}` as 'dog.piece.own', isYou(ctx, actor)));
  if (isYou(ctx, owner)) return ctx.t(`dog.piece.yours${m}` as 'dog.piece.yours');
  return ctx.t(`dog.piece.of${m}` as 'dog.piece.of', { owner: ctx.name(owner) });
}

/** The second piece of a swap after "with"/"mit": "dem von Carla", "deinem", "einem eigenen" (DOG-075, DOG-079). */
function swapPartner(ctx: SpeechContext, actor: number, owner: number): string {
  if (owner === actor) return ctx.t(pick('dog.with.own', isYou(ctx, actor)));
  if (isYou(ctx, owner)) return ctx.t('dog.with.yours');
  return ctx.t('dog.with.of', { owner: ctx.name(owner) });
}

/** One piece's way in a step: its owner, where it started and ended (`P12`, `F0` of its owner, `K`), the steps walked. */
interface Way {
  readonly owner: number;
  readonly from: string;
  to: string;
  steps: number;
  readonly back: boolean;
}

/**
 * The move events of a step merged per piece: a 7 is played as segments (DOG-065), the same piece possibly in
 * several ("P3 → P4, P5 → P10, P4 → P5"), so a segment that starts where an earlier one of the same owner ended
 * continues that piece (two pieces never share a field or finish slot). Steps add up.
 */
function ways(events: readonly GameEvent[], actor: number): Way[] {
  const out: Way[] = [];
  for (const e of events) {
    if (e.type !== 'move') continue;
    const owner = typeof e.owner === 'number' ? e.owner : actor;
    const from = String(e.from),
      to = String(e.to),
      n = Number(e.steps ?? 0);
    const on = out.find((w) => w.owner === owner && w.to === from && !w.back && e.back !== true);
    if (on) {
      on.to = to;
      on.steps += n;
    } else out.push({ owner, from, to, steps: n, back: e.back === true });
  }
  return out;
}

/** How a piece went: "5 Felder vor", "4 Felder zurück" (DOG-061), "3 Felder vor ins Ziel" (DOG-080), "im Ziel 1 Feld vor" (DOG-084). */
function how(ctx: SpeechContext, w: Way): string {
  const n = steps(ctx, w.steps);
  if (w.back) return ctx.t('dog.how.back', { steps: n });
  if (w.to.startsWith('F')) return ctx.t(w.from.startsWith('F') ? 'dog.how.inFinish' : 'dog.how.finish', { steps: n });
  return ctx.t('dog.how.forward', { steps: n });
}

/**
 * The seats sent home in a step as objects of "schickt … heim": a name, "dich" for the viewer, the actor's own piece
 * (DOG-050 self-capture, DOG-068), and "2 Spielsteine von Ben" when one seat loses more than one (a 7, DOG-068).
 */
function homeObjects(ctx: SpeechContext, events: readonly GameEvent[], actor: number): string[] {
  const counts = new Map<number, number>();
  for (const e of events) if (e.type === 'sent-home') counts.set(Number(e.seat), (counts.get(Number(e.seat)) ?? 0) + 1);
  return [...counts].map(([seat, n]) => {
    if (n === 1) return seat === actor ? ctx.t(pick('dog.home.own', isYou(ctx, actor))) : seatObject(ctx, seat);
    if (seat === actor) return ctx.t(pick('dog.home.ownMany', isYou(ctx, actor)), { n });
    if (isYou(ctx, seat)) return ctx.t('dog.home.yoursMany', { n });
    return ctx.t('dog.home.ofMany', { n, owner: ctx.name(seat) });
  });
}

/** Events that get a sentence of their own after a step's main sentence (a new deal, the exchange, the win). */
const NOTABLE = new Set(['deal', 'exchange', 'reshuffle', 'win']);

/**
 * The sentence of one step: a give (DOG-014, hidden card as "a card"), a discard (DOG-093), or a card played with
 * what it did, each piece by whose it is — "Anna spielt eine 7 und zieht einen eigenen Spielstein 2 Felder vor,
 * zieht den Spielstein von Carla 5 Felder vor ins Ziel und schickt Ben heim". Field numbers stay in the notation.
 */
function stepSentence(action: Action, events: readonly GameEvent[], ctx: SpeechContext): string {
  const who = ctx.name(action.seat);
  const actor = action.seat;
  const me = isYou(ctx, actor);
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
  const what = joker ? ctx.t('dog.jokerAs', { rank: rank(ctx, String(joker.as), true) }) : card(ctx, String(play.card));
  // Clauses joined as a list after "und": exits and swaps, then each moved piece, then who was sent home.
  const clauses: string[] = [];
  for (const e of events) {
    if (e.type === 'exit') {
      clauses.push(
        ctx.t(pick('dog.exit', me), { piece: piece(ctx, actor, typeof e.owner === 'number' ? e.owner : actor, false) }),
      );
    } else if (e.type === 'swap') {
      const owners = Array.isArray(e.owners) ? e.owners.map(Number) : [actor, actor];
      const [a, b] = owners[0] !== actor && owners[1] === actor ? [owners[1]!, owners[0]!] : [owners[0]!, owners[1]!];
      clauses.push(
        ctx.t(pick('dog.swap', me), { piece: piece(ctx, actor, a, false), other: swapPartner(ctx, actor, b) }),
      );
    }
  }
  const seen = new Set<number>();
  for (const w of ways(events, actor)) {
    clauses.push(
      ctx.t(pick('dog.move', me), { piece: piece(ctx, actor, w.owner, seen.has(w.owner)), how: how(ctx, w) }),
    );
    seen.add(w.owner);
  }
  const home = homeObjects(ctx, events, actor);
  if (home.length) clauses.push(ctx.t(pick('dog.sendsHome', me), { owners: ctx.list(home) }));
  return clauses.length
    ? ctx.t(pick('dog.playAnd', me), { name: who, card: what, details: ctx.list(clauses) })
    : ctx.t(pick('dog.play', me), { name: who, card: what });
}

function eventSentence(e: GameEvent, ctx: SpeechContext): string | null {
  const name = (s: unknown) => ctx.name(Number(s));
  const you = (s: unknown) => isYou(ctx, s);
  switch (e.type) {
    case 'dealer':
      return ctx.t(pick('dog.ev.dealer', you(e.seat)), { name: name(e.seat) });
    case 'deal':
      return ctx.t(pick('dog.ev.deal', you(e.dealer)), {
        round: Number(e.round),
        dealer: name(e.dealer),
        count: Number(e.cards),
      });
    case 'exchange':
      return ctx.t('dog.ev.exchange');
    case 'reshuffle':
      return ctx.t('dog.ev.reshuffle', { cards: cardsCount(ctx, Number(e.cards)) });
    case 'give':
      return ctx.t(you(e.seat) ? 'dog.giveHidden.you' : you(e.to) ? 'dog.giveHidden.toYou' : 'dog.giveHidden', {
        name: name(e.seat),
        to: name(e.to),
      });
    case 'discard':
      return Array.isArray(e.cards) && e.cards.length
        ? ctx.t(pick('dog.ev.discardShown', you(e.seat)), {
            name: name(e.seat),
            list: ctx.list(e.cards.map((c) => card(ctx, cardCharOf(c)))),
          })
        : ctx.t(pick('dog.ev.discard', you(e.seat)), { name: name(e.seat), cards: cardsCount(ctx, Number(e.count)) });
    case 'play':
      return ctx.t(pick('dog.ev.play', you(e.seat)), { name: name(e.seat), card: card(ctx, String(e.card)) });
    case 'joker':
      return ctx.t(pick('dog.ev.joker', you(e.seat)), { name: name(e.seat), rank: rank(ctx, String(e.as)) });
    case 'move': {
      const owner = Number(e.owner ?? e.seat);
      return ctx.t(pick('dog.ev.move', you(owner)), {
        owner: name(owner),
        how: how(ctx, {
          owner,
          from: String(e.from),
          to: String(e.to),
          steps: Number(e.steps ?? 0),
          back: e.back === true,
        }),
      });
    }
    case 'exit':
      return ctx.t(pick('dog.ev.exit', you(e.owner ?? e.seat)), { owner: name(e.owner ?? e.seat) });
    case 'sent-home':
      return ctx.t(pick('dog.ev.sentHome', you(e.seat)), { owner: name(e.seat) });
    case 'swap': {
      // DOG-075: the viewer's piece first ("Dein Spielstein und der von Carla …"); both of one seat only in variants.
      const owners = Array.isArray(e.owners) ? e.owners.map(Number) : [Number(e.seat), Number(e.seat)];
      const [a, b] = you(owners[1]) && !you(owners[0]) ? [owners[1]!, owners[0]!] : [owners[0]!, owners[1]!];
      if (a === b) return ctx.t(pick('dog.ev.swapSame', you(a)), { owner: name(a) });
      return ctx.t(pick('dog.ev.swap', you(a)), { a: name(a), b: name(b) });
    }
    case 'win': {
      // DOG-110: a team of 2 or 3, or the 3-player single (DOG-123). The addressee's side: "Du und Carla habt …".
      const seats = e.seats as number[];
      const me = seats.find((s) => you(s));
      const others = seats.filter((s) => s !== me).map(name);
      if (me !== undefined)
        return others.length
          ? ctx.t('dog.ev.win.you', { names: ctx.list([ctx.t('common.youSubj'), ...others]) })
          : ctx.t('dog.ev.winOne.you');
      return ctx.t(seats.length === 1 ? 'dog.ev.winOne' : 'dog.ev.win', { names: ctx.list(others) });
    }
    default:
      return null;
  }
}

/** A discarded card in events: a rank number (1…14, V43 `revealDiscards`) or a card char. */
function cardCharOf(c: unknown): string {
  return typeof c === 'number' ? ('?A23456789TJQKX'[c] ?? '?') : String(c);
}

/** Dog's sentences (GameKind.speech): a step in one sentence plus the new deal, exchange or win it led to. */
export const dogSpeech: KindSpeech<DogRules> = {
  step(_rules, action, events, ctx) {
    const extra = events
      .filter((e) => NOTABLE.has(e.type))
      .map((e) => eventSentence(e, ctx))
      .filter((s): s is string => s !== null);
    return [stepSentence(action, events, ctx), ...extra].join('. ');
  },
  event: (_rules, e, ctx) => eventSentence(e, ctx),
  told: (_rules, e) => TOLD.has(e.type),
};

/** Events the step sentence words (a card played and what it did, a give, a discard, and the NOTABLE ones). */
const TOLD = new Set(['play', 'joker', 'move', 'exit', 'swap', 'sent-home', 'give', 'discard', ...NOTABLE]);
