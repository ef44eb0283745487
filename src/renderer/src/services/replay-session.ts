// Compiles a replay document with the engine (in the renderer) and turns seek results into plain,
// serialisable frames for the replay store. The engine session itself never enters reactive state.
import { buildTimeline, type Timeline } from '../kinds/gamsh/gamsh-timeline';
import {
  openReplayPrefix,
  replayFrameFor,
  replayLogFor,
  type Annotation,
  type Json,
  type Outcome,
  type Replay,
  type ReplaySession,
  type SheetLang,
} from '../../../engine';
import { exportScenario, formatScenarioYaml } from '../../../engine';
import { translate } from '../i18n/messages';
import { seatText, type Translate } from '../components/format';

/** English, when the caller passes no `t`. */
const english: Translate = (key, params) => translate('en', key, params);

export interface ReplayInfo {
  readonly rulesetId: string;
  readonly rulesetName: string;
  /** The ruleset's name per language (`names:`); the view shows the UI language's. */
  readonly rulesetNames: Readonly<Record<string, string>>;
  readonly kind: string;
  readonly seed: string;
  readonly seatCount: number;
  readonly active: number[];
  readonly teams: number[][];
  /**
   * Who sat where as the replay recorded it: the player's name (null: none given) and, for a bot, its level (`random`,
   * `strong`, …; '' when not recorded). The view words them in the app's language (components/format.ts `seatLabel`).
   */
  readonly seats: readonly {
    readonly name: string | null;
    readonly bot: string | null;
    readonly playedBy?: readonly string[];
  }[];
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

/**
 * One recorded action as a perspective sees it (engine `SeatLogEntry`): its redacted notation, its sentence, the
 * sentence without a refusal's code (`said`) and, for an input the engine refused (DIG-004), the refusal's code.
 */
export interface ReplayLogRow {
  readonly seat: number;
  readonly notation: string;
  readonly text: string;
  readonly said: string;
  readonly rejected?: string;
}

/** Everything the Replay view shows at one step. Plain JSON. */
export interface ReplayFrame {
  readonly step: number;
  readonly position: string;
  readonly toAct: number[];
  /** Hand per seat in card notation as the perspective sees them (others' cards `?`), e.g. `"A 7 X"`. */
  readonly hands: Record<number, string>;
  /** The action that led to this step as the perspective sees it (`give:?`), none at step 0. */
  readonly lastAction: { seat: number; notation: string } | null;
  /** That action as a sentence in the UI language (engine `describeStep`), none at step 0. */
  readonly lastText: string | null;
  /** The events of that action for the perspective: sentences (`detail`) with their rule IDs. */
  readonly events: { type: string; rule: string; seat?: number; detail: string }[];
  readonly outcome: Outcome | null;
  /** The view of the perspective seat (`viewFor(game, snapshot, seat)`; null seat = all-seeing). */
  readonly view: Json;
  /** The perspective this frame was made for. */
  readonly perspective: number | null;
}

/** Language and seat names for the frame's sentences (default English, the replay's seat names). */
export interface FrameSpeech {
  readonly lang?: SheetLang;
  readonly names?: readonly (string | null | undefined)[];
}

/** A compiled replay: `info` once, `frame(step)` on demand. Keep it out of Pinia state. */
export interface ReplayHandle {
  readonly info: ReplayInfo;
  readonly replay: Replay;
  frame(
    step: number,
    perspective?: number | null,
    speech?: FrameSpeech,
  ): { ok: true; frame: ReplayFrame } | { ok: false; message: string };
  /**
   * The recorded actions as `perspective` sees them (engine `replayLogFor`: others' exchange cards `give:?`, Gassi
   * walkers on face-down dogs `?`), each with its sentence; computed once per perspective and language.
   */
  actions(perspective: number | null, speech?: FrameSpeech): ReplayLogRow[];
  /**
   * The situation after `step` actions as a scenario file (YAML, `exportScenario`): `problem` is the first check of
   * the scenario that fails against the replay's rules (null: it reproduces the step), or why it cannot be made.
   */
  scenario(
    step: number,
    file: string,
    perspective?: number | null,
    t?: Translate,
  ): { ok: true; yaml: string; problem: string | null } | { ok: false; message: string };
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
  const logs = new Map<string, ReplayLogRow[]>();
  const names = session.replay.seats.map((o) => o.name);
  const actions = (perspective: number | null, speech: FrameSpeech = {}) => {
    const key = `${perspective}|${speech.lang ?? 'en'}|${JSON.stringify(speech.names ?? null)}`;
    let log = logs.get(key);
    if (!log)
      logs.set(
        key,
        (log = replayLogFor(session, perspective, { lang: speech.lang, names: speech.names ?? names }).map((e) => ({
          seat: e.seat,
          notation: e.notation,
          text: e.text,
          said: e.said,
          ...(e.rejected ? { rejected: e.rejected } : {}),
        }))),
      );
    return log;
  };
  return {
    ok: true,
    handle: {
      info,
      replay: session.replay,
      frame: (step, perspective = null, speech = {}) =>
        frameAt(session, step, perspective, { lang: speech.lang, names: speech.names ?? names }),
      actions,
      scenario: (step, file, perspective = null, t = english) => scenarioAt(session, step, file, perspective, t),
    },
  };
}

function describe(session: ReplaySession, verifyError: string | null): ReplayInfo {
  const { replay, game } = session;
  return {
    rulesetId: replay.ruleset.id,
    rulesetName: game.ruleset.name,
    rulesetNames: { ...(game.ruleset.names ?? {}) },
    kind: game.ruleset.kind,
    seed: replay.seed,
    seatCount: game.layout.seatCount,
    active: [...game.layout.active],
    teams: game.layout.teams.map((t) => [...t]),
    seats: Array.from({ length: game.layout.seatCount }, (_, s) => {
      const who = replay.seats[s];
      return {
        name: who?.name?.trim() || null,
        bot: who?.occupant === 'bot' ? (who.bot ?? '') : null,
        ...(who?.playedBy?.length ? { playedBy: [...who.playedBy] } : {}),
      };
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

/** The frame after `step` as `perspective` sees it: one engine function (`replayFrameFor`) hides what the seat may not see. */
function frameAt(
  session: ReplaySession,
  step: number,
  perspective: number | null,
  speech: FrameSpeech,
): { ok: true; frame: ReplayFrame } | { ok: false; message: string } {
  const r = replayFrameFor(session, step, perspective, speech);
  if (!r.ok) return { ok: false, message: r.error.message };
  const f = r.value;
  return {
    ok: true,
    frame: {
      step,
      position: f.position,
      toAct: f.toAct,
      hands: f.hands,
      lastAction: f.lastAction,
      lastText: f.lastText,
      events: f.events.map((e) => ({
        type: e.type,
        rule: e.rule,
        ...(e.seat === undefined ? {} : { seat: e.seat }),
        detail: e.text,
      })),
      outcome: f.outcome,
      view: f.view,
      perspective,
    },
  };
}

/** The scenario file of `step`; from a seat's perspective it names no card hidden from that seat (engine `exportScenario`). */
function scenarioAt(
  session: ReplaySession,
  step: number,
  file: string,
  perspective: number | null,
  t: Translate,
): { ok: true; yaml: string; problem: string | null } | { ok: false; message: string } {
  const r = exportScenario(session, step, perspective === null ? {} : { viewer: perspective });
  if (!r.ok) return { ok: false, message: r.error.message };
  // The file's head comment in the UI language (the YAML keys stay as the scenario format names them): the seat as
  // the replay view named it ("Platz 1") and as the file's notation counts it (0).
  const where = { file, step, steps: session.length };
  const comment = (
    perspective === null
      ? t('replay.scenarioComment', where)
      : t('replay.scenarioCommentSeat', { ...where, seat: seatText(perspective, t), index: perspective })
  ).split('\n');
  return { ok: true, yaml: formatScenarioYaml(r.value.scenario, comment), problem: r.value.problem };
}
