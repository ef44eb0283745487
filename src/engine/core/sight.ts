// One notion of what a seat may see, for every surface: actions (`give:9` → `give:?`), events,
// positions, hands, log sentences in German and English, replay frames and exported scenarios all pass through
// these functions with the viewing seat, so the table, both logs, the replay perspective, scenario export and
// terminal play hide the same cards. Built on each kind's `view` and its optional redaction hooks. Pure.
import type { CompiledGame } from './game';
import { formatPosition } from './game';
import type { Action, GameEvent, Outcome, Seat, SheetLang, Snapshot, SpeechContext } from './types';
import { message, type MessageKey, type MessageParams } from '../messages';

/** Who looks: a seat, or null for the all-seeing view (replays after the game, tests, rule keepers). */
export type Viewer = Seat | null;

/** Language and seat names for sentences. `names[seat]` missing or empty: "Seat n" / "Platz n", n = seat + 1 (`seatName`). */
export interface SpeechOptions {
  readonly lang?: SheetLang;
  readonly names?: readonly (string | null | undefined)[];
}

/** One event as a log line: type and rule ID kept apart (for a details panel), the sentence for the viewer. */
export interface EventLine {
  readonly type: string;
  readonly rule: string;
  readonly seat?: Seat;
  readonly text: string;
  /** Set when the step's own sentence already says this (`KindSpeech.told`): a panel beside it need not repeat it. */
  readonly told?: true;
}

/**
 * The action as `viewer` may see it: the same seat and time, the notation redacted by the kind (`redactAction`), e.g.
 * Dog `give:9` → `give:?` for every seat but the giver (DOG-014), a Gassi walker played onto a face-down dog
 * (GAS-016), a Gämsh team's `secret:` entry for other teams (DIG-021). `after` is the snapshot right after the action
 * (kinds redact more when it is missing). The all-seeing viewer (null) gets the action unchanged.
 */
export function actionFor<R, S>(
  game: CompiledGame<R, S>,
  action: Action,
  viewer: Viewer,
  after: Snapshot<S> | null = null,
): Action {
  if (viewer === null || !game.kind.redactAction) return action;
  const notation = game.kind.redactAction(game.rules, action, viewer, after ? after.state : null);
  return notation === action.notation ? action : { ...action, notation };
}

/** The event as `viewer` may see it, or null when the viewer may not know it happened (kind's `redactEvent`). */
export function eventFor<R, S>(game: CompiledGame<R, S>, event: GameEvent, viewer: Viewer): GameEvent | null {
  if (viewer === null || !game.kind.redactEvent) return event;
  return game.kind.redactEvent(game.rules, event, viewer);
}

/** `events` as `viewer` may see them, in order; events the viewer may not know of are left out. */
export function eventsFor<R, S>(game: CompiledGame<R, S>, events: readonly GameEvent[], viewer: Viewer): GameEvent[] {
  const out: GameEvent[] = [];
  for (const e of events) {
    const seen = eventFor(game, e, viewer);
    if (seen) out.push(seen);
  }
  return out;
}

/** Position notation as `viewer` sees it (Gassi: face-down dogs of others read `?`); all-seeing: `formatPosition`. */
export function positionFor<R, S>(game: CompiledGame<R, S>, snap: Snapshot<S>, viewer: Viewer): string {
  if (viewer === null || !game.kind.formatPositionFor) return formatPosition(game, snap);
  return game.kind.formatPositionFor(game.rules, snap.state, viewer);
}

/**
 * Hands per seat as notation, as `viewer` sees them: its own hand in full, every other hand as one `?` per card (or a
 * single `?` when the kind keeps the count secret too, e.g. Gassi with `handCountsPublic: false`, H-49).
 */
export function handsFor<R, S>(game: CompiledGame<R, S>, snap: Snapshot<S>, viewer: Viewer): Record<Seat, string> {
  const hands = game.kind.formatHands(game.rules, snap.state);
  if (viewer === null) return { ...hands };
  const view = game.kind.view(game.rules, snap.state, viewer) as { handCounts?: readonly (number | null)[] } | null;
  const out: Record<Seat, string> = {};
  for (const [key, hand] of Object.entries(hands)) {
    const seat = Number(key);
    if (seat === viewer) out[seat] = hand;
    else {
      const count = view?.handCounts?.[seat];
      out[seat] = typeof count === 'number' ? Array.from({ length: count }, () => '?').join(' ') : '?';
    }
  }
  return out;
}

/**
 * An unnamed seat as a person reads it: "Seat 1" (English) / "Platz 1" (German) for seat 0 — counted from 1, as the
 * app's table, replay, library and Playtest view and terminal play count seats and teams; the notation,
 * replay and scenario files, JSON/CSV and CLI flags keep the engine's 0-based seats.
 */
export function unnamedSeat(seat: Seat, lang: SheetLang = 'en'): string {
  return message(lang, 'common.seat', { n: seat + 1 });
}

/** The name of `seat` for sentences: the given player name, else "Seat n" / "Platz n" counted from 1 (`unnamedSeat`). */
export function seatName(seat: Seat, opts: SpeechOptions = {}): string {
  const given = opts.names?.[seat];
  return given && given.trim() ? given.trim() : unnamedSeat(seat, opts.lang);
}

/** Player names that are the second-person pronoun: the table's default name of the person ("Du" / "You"). */
const PRONOUN_NAMES = new Set(['du', 'you']);

/** True when the player at `seat` is named "Du"/"You" (any case): a name that only reads right as the second person. */
export function namedAsYou(seat: Seat, opts: SpeechOptions = {}): boolean {
  return PRONOUN_NAMES.has(opts.names?.[seat]?.trim().toLowerCase() ?? '');
}

/**
 * The seat sentences address as "you": the viewer; in the all-seeing view the one seat named "Du"/"You" (so the
 * person's default name never reads "Du spielt", "Du und Carla haben …"); else null.
 */
export function addresseeOf(viewer: Viewer, opts: SpeechOptions = {}, seats = opts.names?.length ?? 0): Seat | null {
  if (viewer !== null) return viewer;
  const named = Array.from({ length: seats }, (_, s) => s).filter((s) => namedAsYou(s, opts));
  return named.length === 1 ? named[0]! : null;
}

/**
 * The context a kind's sentences get (`KindSpeech`). A seat named "Du"/"You" that is not the addressee (another seat's
 * perspective) is named "Seat n" / "Platz n" (`unnamedSeat`, from 1): "Du" in the third person would read "Du spielt eine 6".
 */
export function speechContext(viewer: Viewer, opts: SpeechOptions = {}): SpeechContext {
  const lang = opts.lang ?? 'en';
  const addressee = addresseeOf(viewer, opts);
  return {
    lang,
    viewer,
    addressee,
    name: (seat) => (seat !== addressee && namedAsYou(seat, opts) ? unnamedSeat(seat, lang) : seatName(seat, opts)),
    t: (key: MessageKey, params?: MessageParams) => message(lang, key, params),
    list: (items) => joinList(lang, items),
  };
}

/** "a", "a and b", "a, b and c" in `lang`. */
export function joinList(lang: SheetLang, items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return items.slice(0, -1).join(message(lang, 'common.list')) + message(lang, 'common.and') + items[items.length - 1]!;
}

/**
 * One step as a sentence for `viewer` in the app's language, e.g. "Anna plays a 7: P5 → P7, P3 → P8 and sends Ben
 * home" / "Anna spielt eine 7: …". The action and events are redacted for the viewer first (`actionFor`, `eventsFor`),
 * so a hidden card never reaches the sentence ("Ben gives Carla a card"). Kinds without sentences: "Seat n: notation".
 */
export function describeStep<R, S>(
  game: CompiledGame<R, S>,
  step: { readonly action: Action; readonly events: readonly GameEvent[]; readonly after?: Snapshot<S> | null },
  viewer: Viewer,
  opts: SpeechOptions = {},
): string {
  const action = actionFor(game, step.action, viewer, step.after ?? null);
  const events = eventsFor(game, step.events, viewer);
  const ctx = speechContext(viewer, opts);
  if (!game.kind.speech) return ctx.t('common.actionBy', { name: ctx.name(action.seat), notation: action.notation });
  return game.kind.speech.step(game.rules, action, events, ctx);
}

/** One event as a sentence for `viewer`, or null when the viewer may not know of it or it is bookkeeping only. */
export function describeEvent<R, S>(
  game: CompiledGame<R, S>,
  event: GameEvent,
  viewer: Viewer,
  opts: SpeechOptions = {},
): string | null {
  const seen = eventFor(game, event, viewer);
  if (!seen || !game.kind.speech) return null;
  return game.kind.speech.event(game.rules, seen, speechContext(viewer, opts));
}

/** `events` as log lines for `viewer` (type and rule ID kept for a details panel); hidden and bookkeeping events left out. */
export function eventLines<R, S>(
  game: CompiledGame<R, S>,
  events: readonly GameEvent[],
  viewer: Viewer,
  opts: SpeechOptions = {},
): EventLine[] {
  const ctx = speechContext(viewer, opts);
  const out: EventLine[] = [];
  for (const e of eventsFor(game, events, viewer)) {
    const text = game.kind.speech ? game.kind.speech.event(game.rules, e, ctx) : null;
    if (text !== null)
      out.push({
        type: e.type,
        rule: e.rule,
        ...(e.seat === undefined ? {} : { seat: e.seat }),
        text,
        ...(game.kind.speech?.told?.(game.rules, e) ? { told: true as const } : {}),
      });
  }
  return out;
}

/**
 * The outcome as a sentence ("Anna and Carla win" / "Anna und Carla gewinnen"), or "without a winner". Made for a
 * seat (`viewer` not null) that is among the winners, it is in the second person: "You win" / "Du gewinnst", "You and
 * Carla win" / "Ihr gewinnt: Du und Carla" (German names the plural "ihr" so that the verb reads as plural) (the default person name is "You"/"Du", which read "You wins").
 */
export function describeOutcome(outcome: Outcome, opts: SpeechOptions = {}, viewer: Viewer = null): string {
  const lang = opts.lang ?? 'en';
  if (!outcome.winners.length) return message(lang, 'common.noWinner');
  const ctx = speechContext(viewer, opts);
  const you = ctx.addressee;
  if (you !== null && outcome.winners.includes(you)) {
    const others = outcome.winners.filter((s) => s !== you).map((s) => ctx.name(s));
    return others.length
      ? message(lang, 'common.winPlural.you', { names: joinList(lang, [message(lang, 'common.youSubj'), ...others]) })
      : message(lang, 'common.wins.you');
  }
  const names = joinList(
    lang,
    outcome.winners.map((s) => ctx.name(s)),
  );
  return message(lang, outcome.winners.length > 1 ? 'common.winPlural' : 'common.wins', { names });
}
