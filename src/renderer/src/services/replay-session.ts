// Compiles a replay document with the engine (in the renderer) and turns seek results into plain,
// serialisable frames for the replay store. The engine session itself never enters reactive state.
import { formatPosition, openReplay, seatsToAct, viewFor, type Json, type Outcome, type ReplaySession } from '../../../engine';

export interface ReplayInfo {
  readonly rulesetId: string;
  readonly rulesetName: string;
  readonly kind: string;
  readonly seed: string;
  readonly seatCount: number;
  readonly active: number[];
  readonly teams: number[][];
  readonly seatLabels: string[];
  readonly length: number;
  readonly actions: { seat: number; notation: string }[];
  readonly outcome: Outcome | null;
}

/** Everything the Replay view shows at one step. Plain JSON. */
export interface ReplayFrame {
  readonly step: number;
  readonly position: string;
  readonly toAct: number[];
  /** Hand per seat in card notation (all-seeing), e.g. `"A 7 X"`. */
  readonly hands: Record<number, string>;
  /** The action that led to this step (none at step 0). */
  readonly lastAction: { seat: number; notation: string } | null;
  readonly events: { type: string; rule: string; seat?: number }[];
  readonly outcome: Outcome | null;
  /** The all-seeing view (`viewFor(game, snapshot, null)`). */
  readonly view: Json;
}

/** A compiled replay: `info` once, `frame(step)` on demand. Keep it out of Pinia state. */
export interface ReplayHandle {
  readonly info: ReplayInfo;
  frame(step: number): { ok: true; frame: ReplayFrame } | { ok: false; message: string };
}

/** Opens a replay document; diagnostics become one readable message. */
export function loadReplay(doc: unknown): { ok: true; handle: ReplayHandle } | { ok: false; message: string } {
  const opened = openReplay(doc);
  if (!opened.ok) return { ok: false, message: opened.error.map((d) => d.message).join('\n') };
  const session = opened.value;
  return { ok: true, handle: { info: describe(session), frame: (step) => frameAt(session, step) } };
}

function describe(session: ReplaySession): ReplayInfo {
  const { replay, game } = session;
  return {
    rulesetId: replay.ruleset.id,
    rulesetName: game.ruleset.name,
    kind: game.ruleset.kind,
    seed: replay.seed,
    seatCount: game.layout.seatCount,
    active: [...game.layout.active],
    teams: game.layout.teams.map((t) => [...t]),
    seatLabels: Array.from({ length: game.layout.seatCount }, (_, s) => {
      const who = replay.seats[s];
      const name = who?.name ?? `Seat ${s}`;
      return who?.occupant === 'bot' ? `${name} (${who.bot ?? 'bot'})` : name;
    }),
    length: session.length,
    actions: replay.steps.map((s) => ({ seat: s.seat, notation: s.action })),
    outcome: replay.outcome,
  };
}

function frameAt(session: ReplaySession, step: number): { ok: true; frame: ReplayFrame } | { ok: false; message: string } {
  const r = session.seek(step);
  if (!r.ok) return { ok: false, message: r.error.message };
  const { snapshot, action, events } = r.value;
  const game = session.game;
  return {
    ok: true,
    frame: {
      step,
      position: formatPosition(game, snapshot),
      toAct: seatsToAct(game, snapshot),
      hands: { ...game.kind.formatHands(game.rules, snapshot.state) },
      lastAction: action ? { seat: action.seat, notation: action.notation } : null,
      events: events.map((e) => ({ type: e.type, rule: e.rule, ...(e.seat === undefined ? {} : { seat: e.seat }) })),
      outcome: snapshot.outcome,
      view: viewFor(game, snapshot, null),
    },
  };
}
