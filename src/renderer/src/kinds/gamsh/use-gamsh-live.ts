// Real-time play at the Gämsh table: a game clock (ms since the start, from performance.now() on every
// animation frame; the engine itself never reads a clock), the incremental scheduler that releases bot actions
// and engine timers due up to "now" on each frame, and the person's inputs stamped with the current game time.
// The view is recomputed only when something happened (or a shown emote expires), so the Pixi scene redraws on
// change only; the clock is written straight into a DOM element. Engine handles stay in plain variables.
import { onBeforeUnmount, ref, shallowRef, type Ref } from 'vue';
import {
  realtimeLevelParams,
  recordReplay,
  simulatedSeats,
  type AgentParams,
  type CompiledGame,
  type Json,
  type SeatOccupant,
  type GamshView,
} from '../../../../engine';
import { getHostApi } from '../../services/host-api';
import { hostText } from '../../services/host-texts';
import { replayFileName } from '../../services/file-names';
import { RealtimeScheduler } from './realtime-scheduler';
import { readGamshView } from './gamsh-layout';
import { publicEvents, type GamshLogEvent } from './gamsh-log';
import { refusalText } from '../../components/format';
import { translate } from '../../i18n/messages';
import { useSettingsStore } from '../../stores/settings';

/** A live game to start: the compiled rules, the seed, the person's seat, and whether bots play the others. */
export interface GamshLiveSetup {
  readonly game: CompiledGame;
  readonly seed: string;
  readonly human: number;
  readonly bots: boolean;
  /** The players' names by seat as the table shows them, kept in a saved replay (default: none, seats by number). */
  readonly names?: readonly string[];
}

/**
 * The level of the live table's bots: `easy` (engine/kinds/gamsh/bot-levels.ts — swaps every 1.8 s median
 * instead of docs/rules/gamsh.md's 1.2 s, calls after 750 ms instead of 500 ms, noticing emotes less often), so a person
 * new to the game keeps up; the spec's defaults (`normal`) and faster levels stay for simulations and the Spieltest.
 */
export const LIVE_BOT_LEVEL = 'easy';

/** The most events the live table's log keeps (the oldest go first). */
export const LOG_MAX = 400;

/** Wall time (ms) the clock waits at 0:00.0 when a game starts, to find one's cards before the bots move. */
export const READY_MS = 3000;

/** The parameters of the live table's bots for `game`'s kind (`LIVE_BOT_LEVEL`; empty for kinds without levels). */
export function liveBotParams(game: CompiledGame): AgentParams {
  return realtimeLevelParams(game.kind.id, LIVE_BOT_LEVEL);
}

/**
 * The seats of a live game's replay: the person at `setup.human`; the others the kind's real-time bots with the live
 * table's parameters (`liveBotParams`), or people when bots do not play; each with its name as the table showed it,
 * so the replay names the players as the game did ("Beat (Echtzeit-Bot)", not "Platz 2 (realtime-default)").
 */
export function liveReplaySeats(setup: GamshLiveSetup): SeatOccupant[] {
  const botSeats = simulatedSeats(setup.game, liveBotParams(setup.game));
  return Array.from({ length: setup.game.layout.seatCount }, (_, seat) => {
    const who: SeatOccupant = seat === setup.human || !setup.bots ? { occupant: 'human' } : botSeats[seat]!;
    const name = setup.names?.[seat];
    return name ? { ...who, name } : who;
  });
}

/**
 * The seed a live game deals with for a person at `human` (seat index from 0) on the table's `seed`: the seed itself
 * at seat 0, `<seed>/<seat number>` at another seat. A deal's secret signals (GAM-010, drawn from the seeded
 * generator) are bound to the seat that plays it, so dealing the same seed again at another seat (the seat menu,
 * "same deal", a typed seed) never shows a team's secret signal that the person then meets as an opponent.
 */
export function liveDealSeed(seed: string, human: number): string {
  return human === 0 ? seed : `${seed}/${human + 1}`;
}

/** Formats game time as `m:ss.s`. */
export function formatGameTime(ms: number): string {
  const s = Math.max(0, ms) / 1000;
  const m = Math.floor(s / 60);
  return `${m}:${(s - m * 60).toFixed(1).padStart(4, '0')}`;
}

/** Runs a live game; `clockEl` (set by the caller) shows the game time, rewritten when its tenths of a second change. */
export function useGamshLive(clockEl: Ref<HTMLElement | null>) {
  let sched: RealtimeScheduler | null = null;
  let setup: GamshLiveSetup | null = null;
  let startWall = 0;
  let pausedAt: number | null = null;
  let raf = 0;
  let lastKey = '';
  let nextRefresh = Infinity;
  let emoteMs = 1500;
  const view = shallowRef<GamshView | null>(null);
  const message = ref<string | null>(null);
  const paused = ref(false);
  const savedFile = ref<string | null>(null);
  /** Number of inputs so far (bots' and the person's). */
  const inputs = ref(0);
  /** The game clock (ms) at the last change of the view — at the end, the time the clock shows. */
  const clockMs = ref(0);
  /** The game's public events so far, oldest first (the log in sentences, `gamsh-log.ts`; at most `LOG_MAX`). */
  const logEvents = shallowRef<readonly GamshLogEvent[]>([]);
  const note = (events: Parameters<typeof publicEvents>[0]) => {
    const kept = publicEvents(events, sched?.clock ?? 0);
    if (kept.length) logEvents.value = [...logEvents.value, ...kept].slice(-LOG_MAX);
  };

  // Before startWall (the READY_MS hold at the start) the game time stays 0: nothing is due, the bots wait.
  const gameTime = () => pausedAt ?? Math.max(0, performance.now() - startWall);
  let round = 0;

  function refresh(): void {
    if (!sched || !setup) return;
    const raw = sched.view(setup.human) as { [k: string]: Json };
    const key = JSON.stringify({ ...raw, now: 0, nextTimer: 0 });
    inputs.value = sched.actions.length;
    clockMs.value = sched.clock;
    const v = readGamshView(raw);
    // A new round (GAM-071) starts clean: an explanation of an earlier click no longer applies.
    if (v && v.round !== round) {
      round = v.round;
      message.value = null;
    }
    nextRefresh = v && v.emotes.length ? Math.min(...v.emotes.map((e) => e.t + emoteMs)) + 1 : Infinity;
    if (key === lastKey) return;
    lastKey = key;
    view.value = v;
  }

  function tick(): void {
    raf = 0;
    if (!sched) return;
    const t = gameTime();
    if (pausedAt === null) {
      const step = sched.runUntil(Math.floor(t));
      note(step.events);
      if (step.events.length || step.inputs.length || t >= nextRefresh) refresh();
    }
    // The clock's text shows tenths of a second: it is written (and the page repainted) only when that text
    // changes, ten times a second, not on each of the 60 frames (a repaint per frame kept a core busy).
    const shown = formatGameTime(sched.clock);
    if (clockEl.value && clockEl.value.textContent !== shown) {
      clockEl.value.textContent = shown;
      clockEl.value.dataset['ms'] = String(sched.clock);
    }
    if (!sched.snapshot.outcome) raf = requestAnimationFrame(tick);
  }

  /** Starts (or restarts) a game: the clock starts at 0 now. */
  function start(s: GamshLiveSetup): void {
    stop();
    setup = s;
    const agent = s.game.kind.defaultAgent?.(liveBotParams(s.game));
    const seats = s.game.layout.seatCount;
    sched = new RealtimeScheduler(
      s.game,
      liveDealSeed(s.seed, s.human),
      Array.from({ length: seats }, (_, seat) => (seat !== s.human && s.bots && agent ? agent : null)),
    );
    emoteMs = typeof s.game.options['emoteDisplayMs'] === 'number' ? s.game.options['emoteDisplayMs'] : 1500;
    startWall = performance.now() + READY_MS;
    pausedAt = null;
    round = 0;
    paused.value = false;
    lastKey = '';
    message.value = null;
    savedFile.value = null;
    logEvents.value = [];
    refresh();
    raf = requestAnimationFrame(tick);
  }

  function stop(): void {
    if (raf) cancelAnimationFrame(raf);
    raf = 0;
  }

  /** The person's input, stamped with the current game time; a refusal is explained in `message`. */
  function act(notation: string): boolean {
    if (!sched || !setup || pausedAt !== null || sched.snapshot.outcome) return false;
    const r = sched.submit(setup.human, notation, Math.floor(gameTime()));
    note(r.events);
    const locale = useSettingsStore().locale;
    message.value = r.rejected
      ? refusalText(r.rejected, notation, setup.human, (key, params) => translate(locale, key, params))
      : null;
    refresh();
    return r.rejected === null;
  }

  /** Stops or restarts the game clock (bots and timers wait too). */
  function setPaused(on: boolean): void {
    if (!sched) return;
    if (on && pausedAt === null) pausedAt = gameTime();
    else if (!on && pausedAt !== null) {
      startWall = performance.now() - pausedAt;
      pausedAt = null;
      if (!raf && !sched.snapshot.outcome) raf = requestAnimationFrame(tick);
    }
    paused.value = pausedAt !== null;
  }

  /** Saves the game so far as a replay (times included) through the host; returns the file name. */
  async function save(): Promise<string | null> {
    if (!sched || !setup) return null;
    const rec = recordReplay(setup.game, liveReplaySeats(setup), liveDealSeed(setup.seed, setup.human), sched.actions, {
      date: new Date().toISOString(),
    });
    if (!rec.ok) {
      message.value = rec.error.message;
      return null;
    }
    const file = replayFileName(`${setup.game.ruleset.id}-live`, `${setup.seed}-${Date.now().toString(36)}`);
    const r = await getHostApi().invoke('replays:save', {
      file,
      replay: rec.value as unknown as { [key: string]: Json },
    });
    if (!r.ok) {
      message.value = hostText(r.message, (key, params) => translate(useSettingsStore().locale, key, params));
      return null;
    }
    savedFile.value = r.file;
    return r.file;
  }

  onBeforeUnmount(stop);
  return { view, message, paused, savedFile, inputs, clockMs, logEvents, start, act, setPaused, save };
}
