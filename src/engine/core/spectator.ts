// The public view: what a spectator (or a host screen watched by players) may see — exactly what every seat sees,
// derived from the kinds' own sight functions, so no kind needs a fourth notion of hidden information. A value is
// public when every seat's view (or redaction) and the all-seeing one agree on it; anything one seat sees
// differently is hidden (a view field becomes null, an event field `?`, an action the notation some seat sees
// with the most `?`). Requiring the all-seeing value to agree as well stops coincidences from leaking: each seat's
// own hand, own exchange card or own team signal is a field the all-seeing view does not carry, so it is hidden
// even when every seat's own value happens to be the same. Pure.
import type { CompiledGame } from './game';
import { formatPosition, viewFor } from './game';
import { actionFor, eventFor } from './sight';
import type { Action, GameEvent, Json, Seat, Snapshot } from './types';

/** A JSON value everyone agrees on, or `hidden` where they differ (objects by common key, arrays of one length by index). */
function meet(values: readonly unknown[], hidden: Json): unknown {
  const first = values[0];
  if (values.every((v) => sameJson(v, first))) return first;
  if (values.every((v) => Array.isArray(v))) {
    const arrays = values as readonly unknown[][];
    const n = arrays[0]!.length;
    if (arrays.some((a) => a.length !== n)) return hidden;
    return Array.from({ length: n }, (_, i) =>
      meet(
        arrays.map((a) => a[i]),
        hidden,
      ),
    );
  }
  if (values.every((v) => typeof v === 'object' && v !== null && !Array.isArray(v))) {
    const objects = values as readonly Record<string, unknown>[];
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(objects[0]!)) {
      if (!objects.every((o) => Object.hasOwn(o, key))) continue; // a field some viewer lacks is not public
      out[key] = meet(
        objects.map((o) => o[key]),
        hidden,
      );
    }
    return out;
  }
  return hidden;
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((x, i) => sameJson(x, bb[i]));
  }
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  if (ka.length !== kb.length) return false;
  return ka.every(
    (k) =>
      Object.hasOwn(b as object, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

/**
 * The spectator's view of `snap`: the kind's view reduced to what every active seat's view and the all-seeing
 * view agree on; fields that differ read null, fields only some views have (a seat's own `hand`, `give`) are left
 * out, and `seat` is null. Shape otherwise as the kind's `view` (docs/engine-api.md).
 */
export function spectatorView<R, S>(game: CompiledGame<R, S>, snap: Snapshot<S>): Json {
  const views: unknown[] = [viewFor(game, snap, null), ...game.layout.active.map((s) => viewFor(game, snap, s))];
  const out = meet(views, null) as Json;
  if (out !== null && typeof out === 'object' && !Array.isArray(out) && Object.hasOwn(out, 'seat')) out['seat'] = null;
  return out;
}

/**
 * `event` as a spectator may see it: null when any active seat may not know it happened, else the fields every
 * seat sees alike, others written `?` (e.g. a Gämsh deal shows every hand as `?`, DIG-005).
 */
export function spectatorEvent<R, S>(game: CompiledGame<R, S>, event: GameEvent): GameEvent | null {
  const seen: unknown[] = [event];
  for (const s of game.layout.active) {
    const e = eventFor(game, event, s);
    if (e === null) return null;
    seen.push(e);
  }
  return meet(seen, '?') as GameEvent;
}

/** `events` as a spectator may see them, in order (`spectatorEvent`). */
export function spectatorEvents<R, S>(game: CompiledGame<R, S>, events: readonly GameEvent[]): GameEvent[] {
  const out: GameEvent[] = [];
  for (const e of events) {
    const seen = spectatorEvent(game, e);
    if (seen) out.push(seen);
  }
  return out;
}

/**
 * `action` as a spectator may see it: unchanged when every active seat sees it unchanged, else the redaction of the
 * seat that sees least (most `?`; Dog `give:?`, DOG-014; Gämsh `secret:?`, DIG-021).
 */
export function spectatorAction<R, S>(game: CompiledGame<R, S>, action: Action, after: Snapshot<S> | null): Action {
  let best = action;
  let hidden = -1;
  for (const s of game.layout.active) {
    const a = actionFor(game, action, s, after);
    if (a.notation === action.notation) continue;
    const q = a.notation.split('?').length - 1;
    if (q > hidden) {
      best = a;
      hidden = q;
    }
  }
  return best;
}

/** The position notation when every active seat sees the same (`positionFor`), else null (Gassi's face-down dogs). */
export function spectatorPosition<R, S>(game: CompiledGame<R, S>, snap: Snapshot<S>): string | null {
  const all = formatPosition(game, snap);
  for (const s of game.layout.active) {
    const p = game.kind.formatPositionFor ? game.kind.formatPositionFor(game.rules, snap.state, s) : all;
    if (p !== all) return null;
  }
  return all;
}

/** Hands per seat for a spectator: one `?` per card where the hand sizes are public, else a single `?`. */
export function spectatorHands<R, S>(game: CompiledGame<R, S>, snap: Snapshot<S>, view?: Json): Record<Seat, string> {
  const v = (view ?? spectatorView(game, snap)) as { handCounts?: readonly (number | null)[] } | null;
  const out: Record<Seat, string> = {};
  for (const key of Object.keys(game.kind.formatHands(game.rules, snap.state))) {
    const seat = Number(key);
    const count = v?.handCounts?.[seat];
    out[seat] = typeof count === 'number' ? Array.from({ length: count }, () => '?').join(' ') : '?';
  }
  return out;
}
