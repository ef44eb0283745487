// The time axis of a real-time replay (Gämsh): each step's engine time, the game's length in simulated ms,
// and markers for calls, Outgämsh guesses, scores, new rounds and the end, found by running the replay once.
// Pure (engine functions only).
import { applyInput, startGame, toAction, type CompiledGame, type Replay } from '../../../../engine';

/** One marker on the time axis: the step after which it is visible, its engine time and a short label. */
export interface TimelineMark {
  readonly step: number;
  readonly time: number;
  readonly kind: 'round' | 'call' | 'outgamsh' | 'score' | 'end';
  readonly label: string;
}

/** A replay's time axis. `times[k]` is the engine time after step k (index 0 = the start, 0 ms). */
export interface Timeline {
  readonly times: number[];
  readonly durationMs: number;
  readonly marks: TimelineMark[];
}

/** Builds the time axis of a real-time replay; null for turn-based kinds or replays without times. */
export function buildTimeline(replay: Replay, game: CompiledGame): Timeline | null {
  if (!game.kind.realtime || !replay.steps.some((s) => s.time !== undefined)) return null;
  let snap = startGame(game, replay.seed);
  const times = [0];
  const marks: TimelineMark[] = [];
  for (let i = 0; i < replay.steps.length; i++) {
    const step = replay.steps[i]!;
    const r = applyInput(game, snap, toAction(step));
    snap = r.snapshot;
    const t = step.time ?? times[times.length - 1]!;
    times.push(t);
    for (const e of r.events) {
      const at = { step: i + 1, time: t };
      if (e.type === 'deal' && e.round !== 1) marks.push({ ...at, kind: 'round', label: `round ${String(e.round)}` });
      else if (e.type === 'call') marks.push({ ...at, kind: 'call', label: `seat ${String(e.seat)} ${String(e.call)}${e.correct ? ' ✓' : ' ✗'}` });
      else if (e.type === 'outgamsh') marks.push({ ...at, kind: 'outgamsh', label: `seat ${String(e.seat)} outgämsh ${String(e.team)}=${String(e.entry)}${e.correct ? ' ✓' : ' ✗'}` });
      else if (e.type === 'score') marks.push({ ...at, kind: 'score', label: `${String(e.team)} +${String(e.delta)} (${String(e.source)}) = ${String(e.total)}` });
      else if (e.type === 'game-end') marks.push({ ...at, kind: 'end', label: 'game over' });
    }
    if (r.rejected && r.rejected.code === 'action/malformed') break;
  }
  return { times, durationMs: times[times.length - 1]!, marks };
}

/** The last step whose time is at or before `ms` (0 when none): where the time axis puts the replay. */
export function stepAtTime(times: readonly number[], ms: number): number {
  let lo = 0;
  let hi = times.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (times[mid]! <= ms) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
