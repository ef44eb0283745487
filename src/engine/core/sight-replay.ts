// A replay seen from one seat ("the replay's Seat 0 perspective" hid nothing of the actions and events):
// frames and the move log of a replay passed through `core/sight.ts`, so the replay view, `replay show --seat` and
// terminal play agree with the table on what a seat may see. Pure.
import { applyInput, seatsToAct, startGameWithEvents, viewFor, type CompiledGame } from './game';
import { toAction, type ReplaySession } from './replay';
import {
  actionFor,
  describeOutcome,
  describeStep,
  eventLines,
  handsFor,
  positionFor,
  type EventLine,
  type SpeechOptions,
  type Viewer,
} from './sight';
import type { Action, Json, Outcome, Result, Seat } from './types';
import { message } from '../messages';

/** One replay step as a seat sees it (all plain JSON). */
export interface SeatFrame {
  readonly step: number;
  /** Position notation as the viewer sees it (`positionFor`). */
  readonly position: string;
  readonly toAct: Seat[];
  /** Hands as the viewer sees them (`handsFor`: others' cards `?`). */
  readonly hands: Record<Seat, string>;
  /** The action that led to this step, redacted (`actionFor`), or null at step 0. */
  readonly lastAction: { readonly seat: Seat; readonly notation: string } | null;
  /** That action as a sentence in the language (`describeStep`), or null at step 0. */
  readonly lastText: string | null;
  /** The events that led to this step as the viewer's log lines (rule IDs kept apart). */
  readonly events: EventLine[];
  readonly outcome: Outcome | null;
  /** The outcome as a sentence, or null while the game runs. */
  readonly outcomeText: string | null;
  /** The kind's view for the viewer (`viewFor`). */
  readonly view: Json;
  readonly viewer: Viewer;
}

/** One line of a replay's move log as a seat sees it. */
export interface SeatLogEntry {
  /** 1-based step of the action. */
  readonly step: number;
  readonly seat: Seat;
  /** Redacted notation (`give:?` for others' exchange cards). */
  readonly notation: string;
  /** The sentence (`describeStep`), with what the action caused (captures, a new deal…). */
  readonly text: string;
  /** The engine refused this recorded input (real-time kinds, DIG-004): its code; the sentence then says nothing happened. */
  readonly rejected?: string;
  /**
   * The step in words without the refusal's code (`text` of a refused step reads "Refused (<code>): <said>"), for a
   * screen that words the refusal's reason in its own language; equals `text` for an accepted step.
   */
  readonly said: string;
}

/** The frame after `step` actions of `session` as `viewer` sees it. Errors as `session.seek` (`replay/bad-step`, …). */
export function replayFrameFor(
  session: ReplaySession,
  step: number,
  viewer: Viewer,
  opts: SpeechOptions = {},
): Result<SeatFrame> {
  const r = session.seek(step);
  if (!r.ok) return r;
  const game = session.game;
  const { snapshot, action, events } = r.value;
  const seen = action ? actionFor(game, action, viewer, snapshot) : null;
  return {
    ok: true,
    value: {
      step,
      position: positionFor(game, snapshot, viewer),
      toAct: seatsToAct(game, snapshot),
      hands: handsFor(game, snapshot, viewer),
      lastAction: seen ? { seat: seen.seat, notation: seen.notation } : null,
      lastText: action ? describeStep(game, { action, events, after: snapshot }, viewer, opts) : null,
      events: eventLines(game, events, viewer, opts),
      outcome: snapshot.outcome,
      outcomeText: snapshot.outcome ? describeOutcome(snapshot.outcome, opts) : null,
      view: viewFor(game, snapshot, viewer),
      viewer,
    },
  };
}

/**
 * Every recorded step of `session` as `viewer` sees it, in one pass from the start (for the Actions list and the
 * terminal log). Stops at the first step that no longer applies (a damaged replay opens up to its last good step).
 */
export function replayLogFor(session: ReplaySession, viewer: Viewer, opts: SpeechOptions = {}): SeatLogEntry[] {
  return seatLog(
    session.game,
    session.replay.seed,
    session.replay.steps
      .slice(0, session.length)
      .map((s) => ({ ...toAction(s), ...(s.rejected ? { rejected: s.rejected } : {}) })),
    viewer,
    opts,
  );
}

/** The move log of a game from `seed` with `actions` as `viewer` sees it (`replayLogFor` without a replay file). */
export function seatLog(
  game: CompiledGame,
  seed: string,
  actions: readonly (Action & { readonly rejected?: string })[],
  viewer: Viewer,
  opts: SpeechOptions = {},
): SeatLogEntry[] {
  let snap = startGameWithEvents(game, seed).snapshot;
  const out: SeatLogEntry[] = [];
  for (const [i, action] of actions.entries()) {
    const r = applyInput(game, snap, action);
    if (r.rejected && action.rejected === undefined) break;
    snap = r.snapshot;
    const seen = actionFor(game, action, viewer, snap);
    // A refused input (real-time kinds, DIG-004) changed nothing but the clock: said as refused, with its code.
    const told = describeStep(game, { action, events: r.rejected ? [] : r.events, after: snap }, viewer, opts);
    const text = r.rejected
      ? message(opts.lang ?? 'en', 'common.refused', { code: r.rejected.code, text: told })
      : told;
    out.push({
      step: i + 1,
      seat: action.seat,
      notation: seen.notation,
      text,
      said: told,
      ...(r.rejected ? { rejected: r.rejected.code } : {}),
    });
  }
  return out;
}
