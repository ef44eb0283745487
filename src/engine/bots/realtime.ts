// Discrete-event simulation of real-time games (DIG-050/051, docs/architecture.md "Real time"): a priority queue of agent
// inputs ordered by (t, random tie-break, seq) plus the kind's engine timers, on a virtual clock. Pure and
// deterministic per seed; agents draw from their own RNG streams, never from the game's.
import { advanceClock, applyInput, startGameWithEvents, viewFor, type CompiledGame } from '../core/game';
import { createRng, deriveSeed } from '../core/rng';
import { EngineBug } from '../core/result';
import type { Action, EngineError, GameEvent, Json, Rng, Seat, Snapshot } from '../core/types';
import type { AgentContext, AgentFactory, AgentPlan, RealtimeAgent, SeatProjection } from '../core/agent';
import { runTrial, type Bot, type Trial } from './bot';

/** A real-time trial: a `Trial` whose actions carry times (refused inputs included), plus timing metrics. */
export interface RealtimeTrial extends Trial {
  /** Engine time at the end (ms of simulated play). */
  readonly durationMs: number;
  /** Inputs refused by the engine (kept in `actions`; `recordReplay` records them as rejected, DIG-004). */
  readonly rejected: number;
  /** Points by source, summed from `score` events (`source`, `delta`), DIG-052. */
  readonly points: Readonly<Record<string, number>>;
}

/** Limits of one simulated game: inputs and simulated time (ms). */
export interface RealtimeLimits {
  readonly maxInputs?: number;
  readonly maxTimeMs?: number;
  /**
   * Called with every batch of events and the snapshot they led to (setup included), before the agents hear of
   * them; it must not change anything it is handed (playtest lead metrics sample the team scores here).
   */
  readonly observe?: (events: readonly GameEvent[], snap: Snapshot) => void;
}

/**
 * The pending plans, one per seat (a new plan replaces the seat's old one), ordered by (t, tie, seq): with a
 * handful of seats a scan beats a heap, and superseded plans never need to be skipped. `tie` is -1 until drawn.
 */
class Plans {
  private readonly t: number[];
  private readonly tie: number[];
  private readonly seq: number[];
  private readonly notation: (string | null)[];
  private readonly on: boolean[];
  private count = 0;

  constructor(seats: number) {
    this.t = new Array<number>(seats).fill(0);
    this.tie = new Array<number>(seats).fill(0);
    this.seq = new Array<number>(seats).fill(0);
    this.notation = new Array<string | null>(seats).fill(null);
    this.on = new Array<boolean>(seats).fill(false);
  }

  /** Sets or replaces `seat`'s plan: an input (or a wake-up, null) at `t` ms; its tie-break is drawn when needed (`first`). */
  set(seat: Seat, t: number, notation: string | null): void {
    this.t[seat] = t;
    this.tie[seat] = -1;
    this.seq[seat] = this.count++;
    this.notation[seat] = notation;
    this.on[seat] = true;
  }

  /** Drops `seat`'s plan (it fired, or the agent has none). */
  clear(seat: Seat): void {
    this.on[seat] = false;
  }

  /**
   * The seat whose plan comes first, or -1. Tie-break numbers are drawn only when two plans share a time,
   * from `tieRng`, once per plan (DIG-003): the same uniform order as a draw per plan, with far fewer draws.
   */
  first(tieRng: Rng): Seat {
    let b = -1;
    for (let s = 0; s < this.on.length; s++) {
      if (!this.on[s]) continue;
      if (b < 0 || this.t[s]! < this.t[b]!) b = s;
      else if (this.t[s] === this.t[b]) {
        if (this.tie[s]! < 0) this.tie[s] = tieRng.int(0, 0x3fffffff);
        if (this.tie[b]! < 0) this.tie[b] = tieRng.int(0, 0x3fffffff);
        if (this.tie[s]! < this.tie[b]! || (this.tie[s] === this.tie[b] && this.seq[s]! < this.seq[b]!)) b = s;
      }
    }
    return b;
  }

  /** Time (ms) of `seat`'s plan. */
  timeOf(seat: Seat): number {
    return this.t[seat]!;
  }

  /** Notation of `seat`'s plan (null: a wake-up). */
  notationOf(seat: Seat): string | null {
    return this.notation[seat]!;
  }
}

/**
 * What one agent is told (AgentContext): the events, its JSON view on demand and, if its factory offers a
 * projection (`AgentFactory.seatView`), the cheap seat view. A class, so hot loops create no closures; one
 * per seat, refilled before each `update` (valid during that call: agents keep what they need, not the context).
 * At a wake-up `now` may be ahead of the snapshot's clock (no timer is due in between, so only the clock would
 * move): the JSON view is then taken at `now`; projections carry no clock (`SeatProjection` of the kind).
 */
class SimContext implements AgentContext {
  readonly seatView: (() => unknown) | undefined;
  snap: Snapshot;
  now = 0;
  events: readonly GameEvent[] = [];
  submitted: AgentContext['submitted'] = null;
  constructor(
    private readonly game: CompiledGame,
    snap: Snapshot,
    readonly seat: Seat,
    private readonly project: SeatProjection | undefined,
  ) {
    this.snap = snap;
    this.seatView = project ? this.projected : undefined;
  }

  view(): Json {
    const kind = this.game.kind;
    const late = kind.clock && this.now > kind.clock(this.game.rules, this.snap.state);
    return viewFor(this.game, late ? advanceClock(this.game, this.snap, this.now).snapshot : this.snap, this.seat);
  }

  private projected(this: SimContext): unknown {
    return this.project!(this.game.rules, this.snap.state, this.seat);
  }
}

/**
 * Plays one real-time game with one agent per seat. Engine timers due at or before an input's time fire
 * first (as `applyInput` does); equal input times are ordered by a seeded random tie-break (DIG-003).
 * When a timer ends the game, a final `wait` input at that time is recorded so replays reach the outcome.
 */
export function runRealtimeTrial(
  game: CompiledGame,
  agents: readonly AgentFactory[],
  seed: string,
  limits: RealtimeLimits = {},
): RealtimeTrial {
  const kind = game.kind;
  if (!kind.realtime || !kind.nextTimer || !kind.clock) throw new EngineBug(`kind ${kind.id} is not a real-time kind`);
  const maxInputs = limits.maxInputs ?? 200_000;
  const maxTime = limits.maxTimeMs ?? 4 * 3600_000;
  const start = startGameWithEvents(game, seed);
  let snap: Snapshot = start.snapshot;
  const tieRng = createRng(deriveSeed(seed, 'schedule'));
  const bots: RealtimeAgent[] = agents.map((f, seat) => f(seat, createRng(deriveSeed(seed, `bot-${seat}`))));
  const plans = new Plans(bots.length);
  const contexts = bots.map((_, seat) => new SimContext(game, snap, seat, agents[seat]!.seatView));
  const actions: Action[] = [];
  const ruleCounts = new Map<string, { n: number }>();
  const points: Record<string, number> = {};
  const eventCounts = new Map<string, TypeCount>();
  let rounds = 0;
  let rejected = 0;
  /** Time of the last wake-up (ms): the simulation has run to there even if the engine clock has not moved. */
  let woke = 0;
  const observe = limits.observe;
  const count = (events: readonly GameEvent[]) => {
    if (observe) observe(events, snap);
    for (const e of events) {
      let c = eventCounts.get(e.type);
      if (!c) eventCounts.set(e.type, (c = { n: 0, rule: e.rule, ruleBox: boxOf(ruleCounts, e.rule) }));
      else if (c.rule !== e.rule) {
        c.rule = e.rule;
        c.ruleBox = boxOf(ruleCounts, e.rule);
      }
      c.n++;
      c.ruleBox.n++;
      if (e.type === 'deal') rounds++;
      else if (e.type === 'score' && typeof e.delta === 'number')
        points[String(e.source)] = (points[String(e.source)] ?? 0) + e.delta;
    }
  };
  const schedule = (seat: Seat, plan: AgentPlan | null | undefined, now: number) => {
    if (plan === undefined) return;
    if (plan) plans.set(seat, Math.max(now, Math.round(plan.at)), plan.notation);
    else plans.clear(seat);
  };
  const context = (
    seat: Seat,
    now: number,
    events: readonly GameEvent[],
    submitted: AgentContext['submitted'],
  ): AgentContext => {
    const c = contexts[seat]!;
    c.snap = snap;
    c.now = now;
    c.events = events;
    c.submitted = submitted;
    return c;
  };
  const tell = (
    events: readonly GameEvent[],
    actor: Seat | null,
    submitted: { notation: string; rejected: EngineError | null } | null,
    now: number,
  ) => {
    for (let seat = 0; seat < bots.length; seat++) {
      if (seat !== actor && (!events.length || bots[seat]!.idle?.(events, now))) continue;
      schedule(seat, bots[seat]!.update(context(seat, now, events, seat === actor ? submitted : null)), now);
    }
  };
  count(start.events);
  for (let seat = 0; seat < bots.length; seat++)
    schedule(seat, bots[seat]!.update(context(seat, 0, start.events, null)), 0);
  // Wake-ups and timers do not count as inputs: bound the whole loop too (a bot that only wakes is a bug).
  for (let loops = 0; !snap.outcome && actions.length < maxInputs; loops++) {
    const seat = plans.first(tieRng);
    const t = seat < 0 ? Infinity : plans.timeOf(seat);
    if (loops > 20 * maxInputs)
      throw new EngineBug(
        `realtime: no progress at ${kind.clock(game.rules, snap.state)} ms (seed ${seed}, next: seat ${seat} at ${t} ms, ${plans.notationOf(seat)})`,
      );
    const timer = kind.nextTimer(game.rules, snap.state);
    if (timer !== null && timer <= t) {
      if (timer > maxTime) break;
      const step = advanceClock(game, snap, timer);
      snap = step.snapshot;
      count(step.events);
      if (snap.outcome) actions.push({ seat: 0, notation: 'wait', time: timer });
      else tell(step.events, null, null, kind.clock(game.rules, snap.state));
      continue;
    }
    if (seat < 0 || t > maxTime) break;
    const notation = plans.notationOf(seat);
    plans.clear(seat);
    if (notation === null) {
      // No timer is due up to t, so only the clock would move: the snapshot stays (the next input or timer
      // moves the clock past t anyway) and only the agent's context runs at t.
      woke = t;
      tell([], seat, null, t);
      continue;
    }
    const action: Action = { seat, notation, time: t };
    const r = applyInput(game, snap, action);
    snap = r.snapshot;
    actions.push(action);
    if (r.rejected) rejected++;
    count(r.events);
    tell(r.events, seat, { notation, rejected: r.rejected }, kind.clock(game.rules, snap.state));
  }
  return {
    seed,
    actions,
    outcome: snap.outcome,
    truncated: !snap.outcome,
    rounds,
    ruleCounts: totals(ruleCounts),
    eventCounts: totals(eventCounts),
    durationMs: Math.max(kind.clock(game.rules, snap.state), woke),
    rejected,
    points,
  };
}

/**
 * An event type's count, with the counter of the rule its last event cited: events of one type nearly always
 * cite one rule, so counting an event takes one map lookup.
 */
interface TypeCount {
  n: number;
  rule: string;
  ruleBox: { n: number };
}

/** The counter box of `key` in `counts` (created at 0 on first use, so keys keep first-seen order). */
function boxOf(counts: Map<string, { n: number }>, key: string): { n: number } {
  let box = counts.get(key);
  if (!box) counts.set(key, (box = { n: 0 }));
  return box;
}

/** The counts as a record, keys in first-seen order. */
function totals(counts: Map<string, { n: number }>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, box] of counts) out[k] = box.n;
  return out;
}

/**
 * One bot game of any kind: the real-time simulator with the kind's default agents for real-time kinds
 * (`kind.realtime`; `agentParams` go to `defaultAgent`), else `runTrial` with `bots`. Used by `simulate` and `bench`.
 */
export function runKindTrial(
  game: CompiledGame,
  bots: readonly Bot[],
  seed: string,
  agentParams?: Readonly<Record<string, Json>>,
): Trial | RealtimeTrial {
  const kind = game.kind;
  if (kind.realtime && kind.defaultAgent) {
    const agent = kind.defaultAgent(agentParams);
    return runRealtimeTrial(
      game,
      Array.from({ length: game.layout.seatCount }, () => agent),
      seed,
    );
  }
  return runTrial(game, bots, seed);
}
