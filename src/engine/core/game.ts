// Starting games and applying actions: the one place a snapshot changes (docs/architecture.md "State and side effects"). Pure.
import { hashJson } from './hash';
import { LazyRng, createRng } from './rng';
import { EngineBug, fail, ok } from './result';
import type { Action, EngineError, GameEvent, GameKind, Json, Result, Rng, Seat, Snapshot, TableLayout } from './types';
import type { Ruleset } from '../ruleset/types';

/**
 * A ruleset with its options applied, validated and compiled by its kind; immutable.
 * `hash` identifies the rules in force (kind, id and every effective option value).
 */
export interface CompiledGame<R = unknown, S = unknown> {
  readonly ruleset: Ruleset;
  readonly kind: GameKind<R, S>;
  readonly rules: R;
  readonly layout: TableLayout;
  /** Option values set on top of the ruleset (e.g. a scenario's or an A/B trial's `options`). */
  readonly overrides: Readonly<Record<string, Json>>;
  /** Effective option values (defaults, then the ruleset chain, then overrides). */
  readonly options: Readonly<Record<string, Json>>;
  readonly hash: string;
}

/** What `applyAction` returns on success: the next snapshot and the events that led to it. */
export interface Step<S = unknown> {
  readonly snapshot: Snapshot<S>;
  readonly events: readonly GameEvent[];
}

/** The initial snapshot of a game: the kind's setup run with a PRNG seeded from `seed` (DOG-012 first dealer etc.). */
export function startGame<R, S>(game: CompiledGame<R, S>, seed: string): Snapshot<S> {
  const rng = createRng(seed);
  const { state } = game.kind.setup(game.rules, rng);
  return { step: 0, rng: rng.save(), state, outcome: game.kind.outcome(game.rules, state) };
}

/** Like `startGame`, but also returns the setup events (deal, exchange phase) for logs. */
export function startGameWithEvents<R, S>(game: CompiledGame<R, S>, seed: string): Step<S> {
  const rng = createRng(seed);
  const { state, events } = game.kind.setup(game.rules, rng);
  return { snapshot: { step: 0, rng: rng.save(), state, outcome: game.kind.outcome(game.rules, state) }, events };
}

/** Wraps a kind state (e.g. from a scenario) in a snapshot with a PRNG seeded from `seed`. */
export function snapshotFromState<R, S>(game: CompiledGame<R, S>, state: S, seed = 'scenario'): Snapshot<S> {
  return { step: 0, rng: createRng(seed).save(), state, outcome: game.kind.outcome(game.rules, state) };
}

/** Seats that may act now, in canonical order; empty once the game is over. */
export function seatsToAct<R, S>(game: CompiledGame<R, S>, snap: Snapshot<S>): Seat[] {
  return snap.outcome ? [] : game.kind.toAct(game.rules, snap.state);
}

/** Every action `seat` may take now, in canonical order (one source of truth for UI, bots, replays, tests). */
export function listLegalActions<R, S>(game: CompiledGame<R, S>, snap: Snapshot<S>, seat: Seat): Action[] {
  if (snap.outcome) return [];
  return game.kind.legalActions(game.rules, snap.state, seat);
}

/** Finds the listed action equal to `action` (same seat and notation), trying the kind's canonical form too. */
export function findLegal<R, S>(game: CompiledGame<R, S>, snap: Snapshot<S>, action: Action): Action | null {
  const legal = game.kind.legalActions(game.rules, snap.state, action.seat);
  const same = legal.find((a) => a.notation === action.notation);
  if (same) return withTime(same, action.time);
  const canonical = game.kind.canonicalAction?.(game.rules, snap.state, action);
  if (!canonical) return null;
  const listed = legal.find((a) => a.notation === canonical.notation);
  return listed ? withTime(listed, action.time) : null;
}

function withTime(action: Action, time: number | undefined): Action {
  return time === undefined ? action : { ...action, time };
}

/**
 * Applies `action` if and only if `legalActions` lists it (or its canonical form, for kinds where several
 * notations mean the same play). On failure the snapshot is unchanged and the error is one of
 * `action/game-over`, `action/not-your-turn`, `action/malformed`, `action/not-legal`, or for real-time kinds
 * `action/out-of-order` or the kind's own reason from `checkAction` (e.g. `gamsh/card-gone`).
 * A real-time action (with `time`) first fires every engine timer due up to its time (see `applyInput`).
 */
export function applyAction<R, S>(game: CompiledGame<R, S>, snap: Snapshot<S>, action: Action): Result<Step<S>> {
  const r = applyInput(game, snap, action);
  return r.rejected ? { ok: false, error: r.rejected } : ok({ snapshot: r.snapshot, events: r.events });
}

/**
 * One input as a real-time engine processes it (DIG-001…004): the snapshot after it and, if it was refused,
 * why. A refused input leaves the snapshot unchanged except for engine timers that fired up to its `time`
 * (so replays can record rejected inputs). Turn-based kinds: identical to `applyAction` (nothing fires).
 */
export interface InputStep<S = unknown> extends Step<S> {
  readonly rejected: EngineError | null;
}

/** A refused input's step (a top-level function: no closure per input in hot loops). */
function refuse<S>(at: Snapshot<S>, events: readonly GameEvent[], e: { ok: false; error: EngineError }): InputStep<S> {
  return { snapshot: at, events, rejected: e.error };
}

/** The RNG handed to a kind's `advance` when no timer is due: moving only the clock draws nothing (a draw is a bug). */
const NO_DRAWS: Rng = {
  int: () => {
    throw new EngineBug('advance drew a random number although no timer was due');
  },
  shuffle: () => {
    throw new EngineBug('advance shuffled although no timer was due');
  },
};

/** Largest gap (ms) between the engine clock and a timed input: one hour. Anything later is refused as implausible. */
export const MAX_INPUT_GAP_MS = 3_600_000;

/**
 * Processes one input: out-of-order and time-gap checks (`action/out-of-order`, `action/time-gap`), due timers,
 * seat and legality checks, then the kind's `apply`.
 */
export function applyInput<R, S>(game: CompiledGame<R, S>, snap: Snapshot<S>, action: Action): InputStep<S> {
  if (snap.outcome) return refuse(snap, [], fail('action/game-over', 'The game is over; no action can be played.'));
  if (!isWellFormed(action, game.layout.seatCount))
    return refuse(snap, [], fail('action/malformed', `Not an action: ${safeJson(action)}`));
  let cur = snap;
  let fired: readonly GameEvent[] = [];
  const kind = game.kind;
  if (action.time !== undefined && kind.advance && kind.clock) {
    const now = kind.clock(game.rules, snap.state);
    if (action.time < now)
      return refuse(
        snap,
        [],
        fail('action/out-of-order', `Time ${action.time} ms is before the engine clock (${now} ms).`, {
          time: action.time,
          clock: now,
        }),
      );
    if (action.time - now > MAX_INPUT_GAP_MS) {
      return refuse(
        snap,
        [],
        fail(
          'action/time-gap',
          `Time ${action.time} ms is more than ${MAX_INPUT_GAP_MS / 60_000} minutes after the engine clock (${now} ms): not a plausible input.`,
          { time: action.time, clock: now },
        ),
      );
    }
    const next = kind.nextTimer ? kind.nextTimer(game.rules, snap.state) : 0;
    if (next !== null && next > action.time) {
      // Fast path, the same snapshot as `advanceClock` gives: no timer is due, so only the clock moves (no RNG
      // draw, and the outcome cannot change: the step, RNG state and outcome stay). A `timedInputs` kind reads
      // the clock from the action: its state is moved only if the input is refused (`clockMoved`).
      if (kind.timedInputs) return applyTimed(game, snap, action);
      if (action.time > now) {
        const moved = kind.advance(game.rules, snap.state, action.time, NO_DRAWS);
        cur = { step: snap.step, rng: snap.rng, state: moved.state, outcome: snap.outcome };
        fired = moved.events;
      }
    } else {
      const adv = advanceClock(game, snap, action.time);
      cur = adv.snapshot;
      fired = adv.events;
      if (cur.outcome)
        return refuse(cur, fired, fail('action/game-over', 'The game is over; no action can be played.'));
    }
  }
  const listed = listedInput(game, cur.state, () => cur, action);
  if (!listed.ok) return refuse(cur, fired, listed);
  const step = applyListedAction(game, cur, listed.value);
  return { snapshot: step.snapshot, events: fired.length ? [...fired, ...step.events] : step.events, rejected: null };
}

/**
 * `applyInput` for a `timedInputs` kind when no timer is due by `action.time`: the checks and `apply` read the
 * clock from the action, so the state is not copied to move the clock first; a refused input returns the
 * snapshot with the clock moved, as `advanceClock` would (DIG-004: refused inputs still move time).
 */
function applyTimed<R, S>(game: CompiledGame<R, S>, snap: Snapshot<S>, action: Action): InputStep<S> {
  const moved = () => clockMoved(game, snap, action.time!);
  const listed = listedInput(game, snap.state, moved, action);
  if (!listed.ok) return refuse(moved(), [], listed);
  const step = applyListedAction(game, snap, listed.value);
  return { snapshot: step.snapshot, events: step.events, rejected: null };
}

/**
 * The action of the legal list that input `action` stands for (with the input's time), or why it is refused:
 * `action/not-your-turn` when the seat is not among those to act in `state`; the kind's own `checkAction` error
 * unless `canonicalAction` maps the input onto a listed action; else `action/not-legal` when no legal action of
 * the seat has its notation. `legalAt` gives the snapshot whose legal list (and canonical form) counts: the
 * current one, or for a `timedInputs` kind the one with the clock moved to the input's time (built only if needed).
 */
function listedInput<R, S>(
  game: CompiledGame<R, S>,
  state: S,
  legalAt: () => Snapshot<S>,
  action: Action,
): Result<Action> {
  const kind = game.kind;
  if (!kind.toAct(game.rules, state).includes(action.seat))
    return fail('action/not-your-turn', `Seat ${action.seat} may not act now.`, { seat: action.seat });
  let listed: Action | null;
  if (kind.checkAction) {
    const why = kind.checkAction(game.rules, state, action);
    const canonical = why && kind.canonicalAction ? kind.canonicalAction(game.rules, legalAt().state, action) : null;
    if (why && !canonical) return { ok: false, error: why };
    listed = canonical ? withTime(canonical, action.time) : action;
  } else listed = findLegal(game, legalAt(), action);
  if (!listed)
    return fail('action/not-legal', `"${action.notation}" is not a legal action for seat ${action.seat} now.`, {
      seat: action.seat,
      notation: action.notation,
    });
  return ok(listed);
}

/** The snapshot with only the clock moved to `time` (no timer is due by then: nothing fires, nothing is drawn). */
function clockMoved<R, S>(game: CompiledGame<R, S>, snap: Snapshot<S>, time: number): Snapshot<S> {
  const kind = game.kind;
  if (time <= kind.clock!(game.rules, snap.state)) return snap;
  const moved = kind.advance!(game.rules, snap.state, time, NO_DRAWS);
  return { step: snap.step, rng: snap.rng, state: moved.state, outcome: snap.outcome };
}

/**
 * Real-time kinds: fires every engine timer due at or before `timeMs` and moves the clock there (a live table
 * calls this as wall time passes). The step count is unchanged. Other kinds, or a time before the clock:
 * the snapshot is returned as is.
 */
export function advanceClock<R, S>(game: CompiledGame<R, S>, snap: Snapshot<S>, timeMs: number): Step<S> {
  const kind = game.kind;
  if (snap.outcome || !kind.advance || !kind.clock || !Number.isFinite(timeMs)) return { snapshot: snap, events: [] };
  let now = kind.clock(game.rules, snap.state);
  if (timeMs < now) return { snapshot: snap, events: [] };
  // Long idle spells (a live table left open) advance in chunks, so a kind's per-call timer budget holds.
  const rng = new LazyRng(snap.rng);
  let state = snap.state;
  const events: GameEvent[] = [];
  while (true) {
    const to = Math.min(timeMs, now + MAX_INPUT_GAP_MS);
    const r = kind.advance(game.rules, state, to, rng);
    state = r.state;
    for (const e of r.events) events.push(e);
    if (to >= timeMs || kind.outcome(game.rules, state)) break;
    now = to;
  }
  return { snapshot: { step: snap.step, rng: rng.save(), state, outcome: kind.outcome(game.rules, state) }, events };
}

/**
 * Applies an action taken from `listLegalActions` for this very snapshot, skipping the legality check.
 * For trusted loops only (bots, playouts); everything from outside goes through `applyAction`. A real-time
 * action is applied at the current clock: use `applyInput` when timers may fire before its `time`.
 */
export function applyListedAction<R, S>(game: CompiledGame<R, S>, snap: Snapshot<S>, action: Action): Step<S> {
  const rng = new LazyRng(snap.rng);
  const { state, events } = game.kind.apply(game.rules, snap.state, action, rng);
  const outcome = game.kind.outcome(game.rules, state);
  return { snapshot: { step: snap.step + 1, rng: rng.save(), state, outcome }, events };
}

/** The view a seat may see (`null` = all-seeing). */
export function viewFor<R, S>(game: CompiledGame<R, S>, snap: Snapshot<S>, seat: Seat | null): Json {
  return game.kind.view(game.rules, snap.state, seat);
}

/** The position of a snapshot in the kind's notation. */
export function formatPosition<R, S>(game: CompiledGame<R, S>, snap: Snapshot<S>): string {
  return game.kind.formatPosition(game.rules, snap.state);
}

/**
 * Content hash of a snapshot (16 hex digits of SHA-256 over canonical JSON). A state's top-level `memo` member is
 * left out: a kind may keep there a public record of the play so far for the seats' views (Dog: the face-up cards
 * on the discard pile, `DogState.memo`). A memo is fully determined by the actions, so replay verification (which
 * replays the actions) loses nothing, and replays recorded before a kind kept its memo still verify byte for byte.
 */
export function hashSnapshot(snap: Snapshot): string {
  const state = snap.state as unknown;
  if (state !== null && typeof state === 'object' && !Array.isArray(state) && 'memo' in state) {
    return hashJson({ ...snap, state: { ...(state as Record<string, unknown>), memo: undefined } });
  }
  return hashJson(snap);
}

/** Throws `EngineBug` for a failed result: for code paths where failure means a bug. */
export function expectOk<T>(result: Result<T>): T {
  if (!result.ok) throw new EngineBug(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

function isWellFormed(action: Action, seatCount: number): boolean {
  if (typeof action !== 'object' || action === null) return false;
  if (!Number.isInteger(action.seat) || action.seat < 0 || action.seat >= seatCount) return false;
  if (typeof action.notation !== 'string' || action.notation.length === 0 || action.notation.length > 500) return false;
  return action.time === undefined || (Number.isFinite(action.time) && action.time >= 0);
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value)?.slice(0, 200) ?? String(value);
  } catch {
    return String(value);
  }
}
