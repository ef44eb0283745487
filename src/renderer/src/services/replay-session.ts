// Compiles a replay document with the engine (in the renderer) and turns seek results into plain,
// serialisable frames for the replay store. The engine session itself never enters reactive state.
import { buildTimeline, type Timeline } from '../kinds/gamsh/gamsh-timeline';
import { formatPosition, openReplayPrefix, seatsToAct, viewFor, type Annotation, type Json, type Outcome, type Replay, type ReplaySession } from '../../../engine';
import { exportScenario, formatScenarioYaml } from '../../../engine/scenario';

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
  readonly annotations: Annotation[];
  /** For a branch: the replay and step it continues from. */
  readonly parent: { file: string; step: number } | null;
  /** Null when the replay verifies under its own rules, else why not. */
  readonly verifyError: string | null;
  /** The ruleset's own rule texts (`texts:`), for rule links. */
  readonly texts: Record<string, Json>;
  /** Real-time kinds (Gämsh): each step's engine time and the markers of the time axis; null otherwise. */
  readonly timeline: Timeline | null;
  /** Whether a step can be exported as a scenario (the kind has `toScenario`: turn-based kinds). */
  readonly scenarios: boolean;
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
  readonly events: { type: string; rule: string; seat?: number; detail: string }[];
  readonly outcome: Outcome | null;
  /** The view of the perspective seat (`viewFor(game, snapshot, seat)`; null seat = all-seeing). */
  readonly view: Json;
  /** The perspective this frame was made for. */
  readonly perspective: number | null;
}

/** A compiled replay: `info` once, `frame(step)` on demand. Keep it out of Pinia state. */
export interface ReplayHandle {
  readonly info: ReplayInfo;
  readonly replay: Replay;
  frame(step: number, perspective?: number | null): { ok: true; frame: ReplayFrame } | { ok: false; message: string };
  /**
   * The situation after `step` actions as a scenario file (YAML, `exportScenario`): `problem` is the first check of
   * the scenario that fails against the replay's rules (null: it reproduces the step), or why it cannot be made.
   */
  scenario(step: number, file: string): { ok: true; yaml: string; problem: string | null } | { ok: false; message: string };
}

/**
 * Opens a replay document. A damaged replay (a bad, illegal or diverging step) opens up to its last good step,
 * and `info.verifyError` names the first bad step; only a replay whose header is unusable fails.
 */
export function loadReplay(doc: unknown): { ok: true; handle: ReplayHandle } | { ok: false; message: string } {
  const opened = openReplayPrefix(doc);
  if (!opened.ok) return { ok: false, message: opened.error.map((d) => d.message).join('\n') };
  const { session, diagnostics } = opened.value;
  const errors = diagnostics.filter((d) => d.severity === 'error').map((d) => d.message);
  const info = describe(session, errors.length ? errors.join('\n') : null);
  return { ok: true, handle: { info, replay: session.replay, frame: (step, perspective = null) => frameAt(session, step, perspective), scenario: (step, file) => scenarioAt(session, step, file) } };
}

function describe(session: ReplaySession, verifyError: string | null): ReplayInfo {
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
    annotations: replay.annotations.map((a) => ({ ...a })),
    parent: replay.parent ? { ...replay.parent } : null,
    verifyError,
    texts: { ...game.ruleset.texts },
    timeline: buildTimeline(replay, game),
    scenarios: game.kind.toScenario !== undefined,
  };
}

function frameAt(session: ReplaySession, step: number, perspective: number | null): { ok: true; frame: ReplayFrame } | { ok: false; message: string } {
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
      hands: hideHands(game.kind.formatHands(game.rules, snapshot.state), perspective),
      lastAction: action ? { seat: action.seat, notation: action.notation } : null,
      events: events.map((e) => ({ type: e.type, rule: e.rule, ...(e.seat === undefined ? {} : { seat: e.seat }), detail: describeEvent(e) })),
      outcome: snapshot.outcome,
      view: viewFor(game, snapshot, perspective),
      perspective,
    },
  };
}

/** From one seat's perspective, other seats' cards show as `?` (their count stays visible). */
function hideHands(hands: Record<number, string>, perspective: number | null): Record<number, string> {
  if (perspective === null) return { ...hands };
  const out: Record<number, string> = {};
  for (const [seat, h] of Object.entries(hands)) out[Number(seat)] = Number(seat) === perspective ? h : h.split(' ').filter(Boolean).map(() => '?').join(' ');
  return out;
}

function describeEvent(e: { readonly type: string; readonly [k: string]: unknown }): string {
  return Object.entries(e)
    .filter(([k]) => k !== 'type' && k !== 'rule' && k !== 'seat')
    .map(([k, v]) => `${k} ${eventValue(v)}`)
    .join(', ');
}

/** A compact text for an event field: lists joined by `/`, maps as `key: value` pairs (e.g. revealed hands). */
function eventValue(v: unknown): string {
  if (Array.isArray(v)) return v.map(eventValue).join('/');
  if (v !== null && typeof v === 'object') return `{${Object.entries(v).map(([k, x]) => `${k}: ${eventValue(x)}`).join('; ')}}`;
  return String(v);
}

function scenarioAt(session: ReplaySession, step: number, file: string): { ok: true; yaml: string; problem: string | null } | { ok: false; message: string } {
  const r = exportScenario(session, step);
  if (!r.ok) return { ok: false, message: r.error.message };
  const comment = [`Exported from ${file} at step ${step} of ${session.length} (Rulebench replay view): the situation, the seat's legal`, 'actions and the recorded next action with the position it led to. Add what the dispute is about.'];
  return { ok: true, yaml: formatScenarioYaml(r.value.scenario, comment), problem: r.value.problem };
}
