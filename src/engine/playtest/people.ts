// Games played by people (a playtest session's replays) as the lab's per-game records, and the summary of the
// people's feedback forms. The records come from the same measuring instrument as bot games (`createGameMeasure`),
// so `computeMetrics` gives the people's figures exactly as it gives a bot batch's. Pure.
import type { CompiledGame } from '../core/game';
import { applyInput, listLegalActions, startGameWithEvents } from '../core/game';
import { toAction, type Replay } from '../core/replay';
import type { Action, GameEvent, Result, Snapshot } from '../core/types';
import { createGameMeasure, type GameRecord } from './batch';
import { meanCi, type MeanCi } from './stats';

/**
 * The lab's record of a recorded game (a replay from a playtest session, or any replay): its actions are applied
 * again under `game` (which must be the replay's own rules: compile `replay.ruleset`, check the hash and verify the
 * replay first) and measured as `playGame` measures a bot game — winners, first player and turn order, length in
 * actions and rounds (deals), move types (event types), rule IDs applied, cards, decisions, lead changes; real-time
 * kinds (Gämsh) the engine time at the end as simulated play time and points per `score` source (DIG-052).
 * `index` is the game's position in its list. A game without an outcome (abandoned) is a truncated record whose
 * reason says so.
 * Errors: a step the engine refuses (or one recorded as refused that it now accepts) — message naming the step
 * (1-based), seat and notation.
 */
export function gameRecordOfReplay(replay: Replay, game: CompiledGame, index: number): Result<GameRecord, string> {
  const measure = createGameMeasure(game);
  const realtime = game.kind.realtime === true;
  const start = startGameWithEvents(game, replay.seed);
  let snap: Snapshot = start.snapshot;
  let rounds = 0;
  const ruleCounts: Record<string, number> = {};
  const eventCounts: Record<string, number> = {};
  const points: Record<string, number> = {};
  const count = (events: readonly GameEvent[]) => {
    for (const e of events) {
      if (e.type === 'deal') rounds++;
      else if (e.type === 'score' && typeof e.delta === 'number')
        points[String(e.source)] = (points[String(e.source)] ?? 0) + e.delta;
      ruleCounts[e.rule] = (ruleCounts[e.rule] ?? 0) + 1;
      eventCounts[e.type] = (eventCounts[e.type] ?? 0) + 1;
    }
  };
  count(start.events);
  if (realtime) measure.observeRealtime(start.events, snap);
  const actions: Action[] = [];
  for (let i = 0; i < replay.steps.length; i++) {
    const s = replay.steps[i]!;
    const action = toAction(s);
    const legal = realtime ? 0 : listLegalActions(game, snap, action.seat).length;
    const r = applyInput(game, snap, action);
    const refused = r.rejected !== null;
    if (refused !== (s.rejected !== undefined))
      return {
        ok: false,
        error: refused
          ? `step ${i + 1}: seat ${s.seat} "${s.action}" is refused by the rules (${r.rejected!.message})`
          : `step ${i + 1}: seat ${s.seat} "${s.action}" was recorded as refused (${s.rejected}) but the rules accept it`,
      };
    if (realtime) measure.observeRealtime(r.events, r.snapshot);
    else measure.observe({ before: snap, action, events: r.events, after: r.snapshot, legal });
    snap = r.snapshot;
    count(r.events);
    actions.push(action);
  }
  const trial = {
    seed: replay.seed,
    actions,
    outcome: snap.outcome,
    truncated: !snap.outcome,
    rounds,
    ruleCounts,
    eventCounts,
  };
  const clock = realtime && game.kind.clock ? game.kind.clock(game.rules, snap.state) : null;
  const record = measure.record(
    index,
    trial,
    replay.steps.length,
    clock === null ? null : { simulatedMs: clock, points },
  );
  return { ok: true, value: snap.outcome ? record : { ...record, reason: 'the recorded game has no outcome' } };
}

/** One person's answer to the feedback form after a game (as a session stores it next to the game's replay). */
export interface FeedbackAnswer {
  /** Game number in its table (1-based). */
  readonly game: number;
  /** Seat index (0-based, as the replay counts). */
  readonly seat: number;
  /** The person's name at the table, or null. */
  readonly name: string | null;
  /** Hash of the rules the game was played under (`CompiledGame.hash`). */
  readonly rulesHash: string;
  /** Fun, 1 (none) … 5 (a lot). */
  readonly fun: number;
  /** Clarity of the rules, 1 (unclear) … 5 (clear). */
  readonly clarity: number;
  /** Rule IDs the person named unclear (from the ruleset's rule list). */
  readonly unclear: readonly string[];
  /** Free text ('' when none). */
  readonly text: string;
}

/** The feedback forms of a set of games, summarised (`summarizeFeedback`). */
export interface FeedbackSummary {
  /** Answers summarised. */
  readonly answers: number;
  /**
   * Fun 1–5: mean with its 95 % interval (`meanCi`, normal approximation; the bounds clipped to the scale 1…5, which a
   * few answers' interval would overshoot) over the answers, and how many answers gave each value 1…5.
   */
  readonly fun: MeanCi & { readonly counts: readonly number[] };
  /** Clarity 1–5, the same way. */
  readonly clarity: MeanCi & { readonly counts: readonly number[] };
  /** Rule IDs named unclear: how many answers named each, most named first (then by ID). */
  readonly unclear: readonly { readonly rule: string; readonly count: number }[];
  /** The answers with a free text, by game then seat. */
  readonly texts: readonly {
    readonly game: number;
    readonly seat: number;
    readonly name: string | null;
    readonly text: string;
  }[];
}

/**
 * Summarises feedback answers: fun and clarity averages (1–5) with 95 % intervals and counts per value, how often
 * each rule was named unclear, and the free texts (trimmed; empty ones left out). No answers: all counts 0.
 */
export function summarizeFeedback(answers: readonly FeedbackAnswer[]): FeedbackSummary {
  const scale = (values: readonly number[]) => {
    const counts = [0, 0, 0, 0, 0];
    for (const v of values) if (v >= 1 && v <= 5) counts[Math.round(v) - 1]!++;
    const m = meanCi(values);
    return m.n ? { ...m, lo: Math.max(1, m.lo), hi: Math.min(5, m.hi), counts } : { ...m, counts };
  };
  const unclear = new Map<string, number>();
  for (const a of answers) for (const id of new Set(a.unclear)) unclear.set(id, (unclear.get(id) ?? 0) + 1);
  return {
    answers: answers.length,
    fun: scale(answers.map((a) => a.fun)),
    clarity: scale(answers.map((a) => a.clarity)),
    unclear: [...unclear]
      .map(([rule, count]) => ({ rule, count }))
      .sort((x, y) => y.count - x.count || (x.rule < y.rule ? -1 : x.rule > y.rule ? 1 : 0)),
    texts: answers
      .filter((a) => a.text.trim().length > 0)
      .map((a) => ({ game: a.game, seat: a.seat, name: a.name, text: a.text.trim() }))
      .sort((x, y) => x.game - y.game || x.seat - y.seat),
  };
}
