// What a Gämsh seat may see of actions, events and positions (GAM-015: hands are private; DIG-021: a team's secret
// entry is its own; DIG-005: the middle is face down during PREVIEW) and the inputs and events as sentences in German
// and English, with the palette's signals by name instead of ids. Pure.
import type { Action, GameEvent, KindSpeech, Seat, SheetLang, SpeechContext } from '../../core/types';
import { speechContext } from '../../core/sight';
import { isMessageKey, type MessageKey } from '../../messages';
import { isYou, personKey } from '../person';
import type { GamshRules } from './rules';
import { teamOf, TEAM_LETTERS } from './rules';
import type { GamshState } from './state';
import { parseMove } from './notation';

/** `secret:<entry>` → `secret:?` for seats of other teams (DIG-021); every other input is seen by everyone (DIG-022). */
export function redactGamshAction(rules: GamshRules, action: Action, viewer: Seat): string {
  if (!action.notation.startsWith('secret:')) return action.notation;
  return teamOf(rules, viewer) === teamOf(rules, action.seat) ? action.notation : 'secret:?';
}

/**
 * The event as `viewer` sees it: a deal shows only the viewer's own hand (others `?`) and a face-down middle
 * (DIG-005); a Gamekeeper violation (GAM-060) is known only to the player who made it until someone catches it
 * (the view lists violations only for the all-seeing); everything else is public.
 */
export function redactGamshEvent(_rules: GamshRules, e: GameEvent, viewer: Seat): GameEvent | null {
  if (e.type === 'violation') return e.seat === viewer ? e : null;
  if (e.type === 'deal') {
    const hands = (e.hands as string[][]).map((h, s) => (s === viewer ? h.slice() : h.map(() => '?')));
    const middle = (e.middle as string[]).map(() => '?');
    return { ...e, hands, middle };
  }
  return e;
}

/** Position as `viewer` sees it: scores, then the middle — `?` for each card while it lies face down (PREVIEW). */
export function formatGamshPositionFor(_rules: GamshRules, s: GamshState, _viewer: Seat): string {
  const middle = s.phase === 'preview' ? s.middle.map(() => '?') : s.middle;
  return `${s.scores.map((x, t) => `${TEAM_LETTERS[t]}${x}`).join(' ')} | ${middle.join(' ')}`;
}

/** A card id in words: `ALP-D2` → "Alphorn day 2", `M4-N` → "motif 4 night", `FARMER` → "the Smart Farmer"; `?` → "a card". */
export function gamshCardName(ctx: SpeechContext, id: string): string {
  if (id === '?') return ctx.t('common.hiddenCard');
  const foehn = `gamsh.card.${id}`;
  if (isMessageKey(foehn)) return ctx.t(foehn);
  const m = /^([A-Z]+\d*)-(?:D(\d)|N)$/.exec(id);
  if (!m) return id;
  const mm = /^M(\d)$/.exec(m[1]!);
  const motif = m[1] === 'ALP' ? ctx.t('gamsh.motif.ALP') : mm ? ctx.t('gamsh.motif.other', { n: mm[1]! }) : m[1]!;
  return m[2] ? ctx.t('gamsh.card.day', { motif, n: m[2] }) : ctx.t('gamsh.card.night', { motif });
}

/** A palette entry by name in the language (`switchHands` → "Karten in die andere Hand nehmen"); unknown ids as written. */
export function gamshSignalName(ctx: SpeechContext, entry: string): string {
  if (entry === '?') return '?';
  const key = `gamsh.signal.${entry}`;
  return isMessageKey(key) ? ctx.t(key) : entry;
}

function team(ctx: SpeechContext, letter: unknown): string {
  return ctx.t('gamsh.team', { team: String(letter) });
}

function callText(
  ctx: SpeechContext,
  name: string,
  call: string,
  target: number | null,
  farmer: boolean,
  me = false,
): string {
  const base =
    call === 'counter'
      ? ctx.t(personKey('gamsh.call.counter', me), { name, target: target === null ? '?' : ctx.name(target) })
      : ctx.t(personKey(call === 'double' ? 'gamsh.call.double' : 'gamsh.call.gamsh', me), { name });
  return farmer ? base + ctx.t(personKey('gamsh.withFarmer', me)) : base;
}

function stepSentence(rules: GamshRules, action: Action, ctx: SpeechContext): string {
  const name = ctx.name(action.seat);
  const me = isYou(ctx, action.seat);
  const k = (key: MessageKey) => personKey(key, me);
  const card = (c: string) => gamshCardName(ctx, c);
  if (action.notation === 'secret:?')
    return ctx.t(k('gamsh.secretHidden'), { name, team: team(ctx, TEAM_LETTERS[teamOf(rules, action.seat)]) });
  const m = parseMove(action.notation);
  if (!m) return ctx.t('common.actionBy', { name, notation: action.notation });
  switch (m.type) {
    case 'discard':
      return ctx.t(k('gamsh.discard'), { name, card: card(m.card) });
    case 'take':
      return ctx.t(k('gamsh.take'), { name, card: card(m.card) });
    case 'slap':
      return ctx.t(k('gamsh.slap'), { name, card: card(m.card) });
    case 'swap':
      return ctx.t(k('gamsh.swap'), { name, give: card(m.give), take: card(m.take) });
    case 'signal':
      return ctx.t(me ? 'gamsh.youSignal' : 'gamsh.signal', { name, signal: gamshSignalName(ctx, m.entry) });
    case 'secret':
      return ctx.t(k('gamsh.secretShown'), {
        name,
        team: team(ctx, TEAM_LETTERS[teamOf(rules, action.seat)]),
        signal: gamshSignalName(ctx, m.entry),
      });
    case 'call':
      return callText(ctx, name, m.call, m.target, m.farmer, me);
    case 'outgamsh':
      return ctx.t(k('gamsh.outgamsh'), {
        name,
        team: team(ctx, TEAM_LETTERS[m.team]),
        signal: gamshSignalName(ctx, m.entry),
      });
    case 'pass':
      return ctx.t(k('gamsh.pass'), { name });
    default:
      return ctx.t(k('gamsh.wait'), { name });
  }
}

function eventSentence(e: GameEvent, ctx: SpeechContext, rules: GamshRules): string | null {
  const name = (s: unknown) => ctx.name(Number(s));
  const k = (key: MessageKey, seat: unknown) => personKey(key, isYou(ctx, seat));
  const card = (c: unknown) => gamshCardName(ctx, String(c));
  const cards = (cs: unknown) => ctx.list((cs as string[]).map(card));
  const count = (n: unknown) =>
    Number(n) === 1 ? ctx.t('common.oneCard') : ctx.t('common.cards', { count: Number(n) });
  switch (e.type) {
    case 'emote':
      return ctx.t(isYou(ctx, e.seat) ? 'gamsh.youSignal' : 'gamsh.signal', {
        name: name(e.seat),
        signal: gamshSignalName(ctx, String(e.entry)),
      });
    case 'signal-set':
      return ctx.t('gamsh.ev.signalSet', { team: team(ctx, e.team) });
    case 'discard':
      return ctx.t(k('gamsh.discard', e.seat), { name: name(e.seat), card: card(e.card) });
    case 'take':
      return ctx.t(k('gamsh.take', e.seat), { name: name(e.seat), card: card(e.card) });
    case 'auto-take':
      return ctx.t(k('gamsh.autoTake', e.seat), { name: name(e.seat), card: card(e.card) });
    case 'pass':
      return ctx.t(k('gamsh.ev.pass', e.seat), { name: name(e.seat) });
    case 'snack':
      return ctx.t('gamsh.ev.snack');
    case 'violation':
      return ctx.t(k('gamsh.ev.violation', e.seat), { name: name(e.seat), card: card(e.card) });
    case 'slap':
      return ctx.t(k('gamsh.slap', e.seat), { name: name(e.seat), card: card(e.card) });
    case 'false-slap':
      return ctx.t(k('gamsh.ev.falseSlap', e.seat), { name: name(e.seat) });
    case 'catch':
      return ctx.t(
        isYou(ctx, e.violator) && !isYou(ctx, e.seat) ? 'gamsh.ev.catch.caughtYou' : k('gamsh.ev.catch', e.seat),
        { name: name(e.seat), violator: name(e.violator), card: card(e.card) },
      );
    case 'undo-swap':
      return ctx.t(k('gamsh.ev.undoSwap', e.seat), { name: name(e.seat) });
    case 'call-held':
      return ctx.t(k('gamsh.ev.callHeld', e.seat), { name: name(e.seat) });
    case 'call': {
      const call = callText(
        ctx,
        name(e.seat),
        String(e.call),
        typeof e.target === 'number' ? e.target : null,
        e.farmer === true,
        isYou(ctx, e.seat),
      );
      return ctx.t(e.correct ? 'gamsh.ev.callRight' : 'gamsh.ev.callWrong', { call });
    }
    case 'reveal-hands': {
      const hands = e.hands as Record<string, string[]>;
      return ctx.t('gamsh.ev.revealHands', {
        hands: Object.entries(hands)
          .map(([s, h]) => `${name(s)}: ${cards(h)}`)
          .join('; '),
      });
    }
    case 'outgamsh':
      return ctx.t(k(e.correct ? 'gamsh.ev.outgamshRight' : 'gamsh.ev.outgamshWrong', e.seat), {
        name: name(e.seat),
        team: team(ctx, e.team),
        signal: gamshSignalName(ctx, String(e.entry)),
      });
    case 'shuffle':
      return ctx.t('gamsh.ev.shuffle', { cards: count(e.cards) });
    case 'deal':
      return ctx.t('gamsh.ev.deal', { round: Number(e.round) });
    case 'reshuffle-discards':
      return ctx.t('gamsh.ev.reshuffleDiscards', { cards: count(e.cards) });
    case 'reveal-middle':
      return ctx.t('gamsh.ev.revealMiddle', { cards: cards(e.middle) });
    case 'replace-middle':
      return ctx.t('gamsh.ev.replaceMiddle', { cards: cards(e.in) });
    case 'round-end':
      return e.reason === 'draw-empty'
        ? ctx.t('gamsh.ev.roundEndEmpty')
        : ctx.t('gamsh.ev.roundEnd', { round: Number(e.round) });
    case 'score': {
      const d = Number(e.delta);
      return ctx.t('gamsh.ev.score', {
        team: team(ctx, e.team),
        delta: d > 0 ? `+${d}` : String(d),
        total: Number(e.total),
      });
    }
    case 'target-reached':
      return ctx.t((e.teams as string[]).length > 1 ? 'gamsh.ev.targetReachedPlural' : 'gamsh.ev.targetReached', {
        teams: ctx.list((e.teams as string[]).map((t) => team(ctx, t))),
        target: Number(e.target),
      });
    case 'game-end': {
      // GAM-081: one team wins, or several tie at the top. The addressee's team is spoken to: "Ihr gewinnt als Team A".
      const winners = e.winners as string[];
      const scores = (e.scores as number[]).join(':');
      const mine =
        ctx.addressee === null ? undefined : winners.find((w) => w === TEAM_LETTERS[teamOf(rules, ctx.addressee!)]);
      const others = winners.filter((w) => w !== mine).map((w) => team(ctx, w));
      if (mine !== undefined)
        return others.length
          ? ctx.t('gamsh.ev.gameEndTie.you', { winners: team(ctx, mine), others: ctx.list(others), scores })
          : ctx.t('gamsh.ev.gameEnd.you', { winners: team(ctx, mine), scores });
      return ctx.t(winners.length > 1 ? 'gamsh.ev.gameEndTie' : 'gamsh.ev.gameEnd', {
        winners: ctx.list(others),
        scores,
      });
    }
    case 'pause': {
      const r = String(e.reason);
      return r === 'reveal' || r === 'catch' || r === 'outgamsh' || r === 'call' ? ctx.t(`gamsh.ev.pause.${r}`) : null;
    }
    default:
      return null;
  }
}

/** The acting seat's own events that only restate its input (the step sentence already says it). */
const RESTATED = new Set(['emote', 'discard', 'take', 'pass', 'slap', 'outgamsh', 'call-held']);

/** Gämsh's sentences (GameKind.speech): the input, then what followed (calls judged, scores, catches, new rounds). */
export const gamshSpeech: KindSpeech<GamshRules> = {
  step(rules, action, events, ctx) {
    const judged = events.some((e) => e.type === 'call' && e.seat === action.seat);
    const extra = events
      .filter((e) => !(RESTATED.has(e.type) && e.seat === action.seat))
      .map((e) => eventSentence(e, ctx, rules))
      .filter((s): s is string => s !== null);
    // A `wait` input is the game clock reaching an engine timer (the host or simulator records it under seat 1 so
    // replays carry its events, DIG-004): its events are the step, never "Anna waits".
    const timer = action.notation === 'wait' && extra.length > 0;
    return (judged || timer ? extra : [stepSentence(rules, action, ctx), ...extra]).join('. ');
  },
  event: (rules, e, ctx) => eventSentence(e, ctx, rules),
};

/**
 * A palette entry's name in `lang` for buttons and bubbles (DIG-020: `switchHands` → "Karten in die andere Hand
 * nehmen" / "switch the cards to the other hand"); ids without a catalogue name (a ruleset's own palette) as written.
 */
export function gamshSignalText(lang: SheetLang, entry: string): string {
  return gamshSignalName(speechContext(null, { lang }), entry);
}

/** A Gämsh card id as a label in `lang` (`M3-D2` → "Motiv 3 Tag 2" / "motif 3 day 2", `BULL` → "Wilder Stier" / "Raging Bull"). */
export function gamshCardText(lang: SheetLang, id: string): string {
  const label = `gamsh.label.${id}`;
  const ctx = speechContext(null, { lang });
  return isMessageKey(label) ? ctx.t(label) : gamshCardName(ctx, id);
}
