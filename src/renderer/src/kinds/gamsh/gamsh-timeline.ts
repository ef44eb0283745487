// The time axis of a real-time replay (Gämsh): each step's engine time, the game's length in simulated ms,
// and markers for calls, Outgämsh guesses, scores, new rounds and the end, found by running the replay once.
// Pure (engine functions only).
import { applyInput, startGame, toAction, type CompiledGame, type Replay } from '../../../../engine';
import type { Translate } from '../../components/format';
import type { MessageKey } from '../../i18n/messages';

/**
 * One marker on the time axis: the step after which it is visible, its engine time, and what happened as data
 * (the event's fields: `round`; `seat`, `call`, `correct`; `seat`, `team`, `entry`, `correct`; `team`, `delta`,
 * `total`), worded by `markLabel` in the UI language.
 */
export interface TimelineMark {
  readonly step: number;
  readonly time: number;
  readonly kind: 'round' | 'call' | 'outgamsh' | 'score' | 'end';
  readonly facts: Readonly<Record<string, string | number | boolean>>;
}

/**
 * A marker's tooltip in the UI language (`t`), players by `name`, palette entries by `signal`: "Runde 3",
 * "Beat: Doppel-Gämsh ✓" (GAM-030), "Carla Ausgämshen: Team B = Augenzwinkern ✗" (GAM-040), "Team A: +2 → 7", "Spielende".
 */
export function markLabel(
  m: TimelineMark,
  t: Translate,
  name: (seat: number) => string,
  signal: (id: string) => string,
): string {
  const f = m.facts;
  const tick = f['correct'] ? ' ✓' : ' ✗';
  const call = (c: string) =>
    c === 'gamsh' || c === 'double' || c === 'counter' ? t(`gamsh.callName.${c}` as MessageKey) : c;
  switch (m.kind) {
    case 'round':
      return t('gamsh.round', { n: Number(f['round']) });
    case 'call':
      return `${name(Number(f['seat']))}: ${call(String(f['call']))}${tick}`;
    case 'outgamsh':
      return `${name(Number(f['seat']))} ${t('gamsh.outgamsh')} ${t('gamsh.teamName', { team: String(f['team']) })} = ${signal(String(f['entry']))}${tick}`;
    case 'score':
      return t('gamsh.team', {
        team: String(f['team']),
        score: `${Number(f['delta']) > 0 ? '+' : ''}${Number(f['delta'])} → ${Number(f['total'])}`,
      });
    case 'end':
      return t('gamsh.gameOverMark');
  }
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
      if (e.type === 'deal' && e.round !== 1) marks.push({ ...at, kind: 'round', facts: { round: Number(e.round) } });
      else if (e.type === 'call')
        marks.push({
          ...at,
          kind: 'call',
          facts: { seat: Number(e.seat), call: String(e.call), correct: e.correct === true },
        });
      else if (e.type === 'outgamsh')
        marks.push({
          ...at,
          kind: 'outgamsh',
          facts: { seat: Number(e.seat), team: String(e.team), entry: String(e.entry), correct: e.correct === true },
        });
      else if (e.type === 'score')
        marks.push({
          ...at,
          kind: 'score',
          facts: { team: String(e.team), delta: Number(e.delta), total: Number(e.total) },
        });
      else if (e.type === 'game-end') marks.push({ ...at, kind: 'end', facts: {} });
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
