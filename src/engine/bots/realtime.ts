// Discrete-event simulation of real-time games (DIG-050/051, DESIGN "Real time"): a priority queue of agent
// inputs ordered by (t, random tie-break, seq) plus the kind's engine timers, on a virtual clock. Pure and
// deterministic per seed; agents draw from their own RNG streams, never from the game's.
import { advanceClock, applyInput, startGameWithEvents, viewFor, type CompiledGame } from '../core/game';
import { createRng, deriveSeed } from '../core/rng';
import { EngineBug } from '../core/result';
import type { Action, EngineError, GameEvent, Json, Seat, Snapshot } from '../core/types';
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
}

interface Item {
  t: number;
  tie: number;
  seq: number;
  seat: Seat;
  gen: number;
  notation: string | null;
}

const before = (a: Item, b: Item) => a.t - b.t || a.tie - b.tie || a.seq - b.seq;

/** A binary min-heap of scheduled items. */
class Queue {
  private readonly h: Item[] = [];
  get size(): number { return this.h.length; }
  peek(): Item | undefined { return this.h[0]; }
  push(x: Item): void {
    const h = this.h;
    h.push(x);
    for (let i = h.length - 1; i > 0; ) {
      const p = (i - 1) >> 1;
      if (before(h[i]!, h[p]!) >= 0) break;
      [h[i], h[p]] = [h[p]!, h[i]!];
      i = p;
    }
  }
  pop(): Item | undefined {
    const h = this.h;
    const top = h[0];
    const last = h.pop();
    if (h.length && last) {
      h[0] = last;
      for (let i = 0; ; ) {
        const l = 2 * i + 1, r = l + 1;
        let m = i;
        if (l < h.length && before(h[l]!, h[m]!) < 0) m = l;
        if (r < h.length && before(h[r]!, h[m]!) < 0) m = r;
        if (m === i) break;
        [h[i], h[m]] = [h[m]!, h[i]!];
        i = m;
      }
    }
    return top;
  }
}

/**
 * What one agent is told (AgentContext): the events, its JSON view on demand and, if its factory offers a
 * projection (`AgentFactory.seatView`), the cheap seat view. A class, so hot loops create no closures.
 */
class SimContext implements AgentContext {
  readonly seatView: (() => unknown) | undefined;
  constructor(
    private readonly game: CompiledGame,
    private readonly snap: Snapshot,
    readonly seat: Seat,
    readonly now: number,
    readonly events: readonly GameEvent[],
    readonly submitted: AgentContext['submitted'],
    private readonly project: SeatProjection | undefined,
  ) {
    this.seatView = project ? this.projected : undefined;
  }

  view(): Json {
    return viewFor(this.game, this.snap, this.seat);
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
export function runRealtimeTrial(game: CompiledGame, agents: readonly AgentFactory[], seed: string, limits: RealtimeLimits = {}): RealtimeTrial {
  const kind = game.kind;
  if (!kind.realtime || !kind.nextTimer || !kind.clock) throw new EngineBug(`kind ${kind.id} is not a real-time kind`);
  const maxInputs = limits.maxInputs ?? 200_000;
  const maxTime = limits.maxTimeMs ?? 4 * 3600_000;
  const start = startGameWithEvents(game, seed);
  let snap: Snapshot = start.snapshot;
  const tieRng = createRng(deriveSeed(seed, 'schedule'));
  const bots: RealtimeAgent[] = agents.map((f, seat) => f(seat, createRng(deriveSeed(seed, `bot-${seat}`))));
  const gen = new Array<number>(bots.length).fill(0);
  const queue = new Queue();
  let seq = 0;
  const actions: Action[] = [];
  const ruleCounts: Record<string, number> = {};
  const points: Record<string, number> = {};
  const eventCounts: Record<string, number> = {};
  let rounds = 0;
  let rejected = 0;
  const count = (events: readonly GameEvent[]) => {
    for (const e of events) {
      if (e.type === 'deal') rounds++;
      ruleCounts[e.rule] = (ruleCounts[e.rule] ?? 0) + 1;
      eventCounts[e.type] = (eventCounts[e.type] ?? 0) + 1;
      if (e.type === 'score' && typeof e.delta === 'number') points[String(e.source)] = (points[String(e.source)] ?? 0) + e.delta;
    }
  };
  const schedule = (seat: Seat, plan: AgentPlan | null | undefined, now: number) => {
    if (plan === undefined) return;
    gen[seat]!++;
    if (plan) queue.push({ t: Math.max(now, Math.round(plan.at)), tie: tieRng.int(0, 0x3fffffff), seq: seq++, seat, gen: gen[seat]!, notation: plan.notation });
  };
  const context = (seat: Seat, now: number, events: readonly GameEvent[], submitted: AgentContext['submitted']): AgentContext =>
    new SimContext(game, snap, seat, now, events, submitted, agents[seat]!.seatView);
  const tell = (events: readonly GameEvent[], actor: Seat | null, submitted: { notation: string; rejected: EngineError | null } | null) => {
    const now = kind.clock!(game.rules, snap.state);
    for (let seat = 0; seat < bots.length; seat++) {
      if (!events.length && seat !== actor) continue;
      schedule(seat, bots[seat]!.update(context(seat, now, events, seat === actor ? submitted : null)), now);
    }
  };
  count(start.events);
  for (let seat = 0; seat < bots.length; seat++) schedule(seat, bots[seat]!.update(context(seat, 0, start.events, null)), 0);
  // Wake-ups and timers do not count as inputs: bound the whole loop too (a bot that only wakes is a bug).
  for (let loops = 0; !snap.outcome && actions.length < maxInputs; loops++) {
    if (loops > 20 * maxInputs) throw new EngineBug(`realtime: no progress at ${kind.clock(game.rules, snap.state)} ms (seed ${seed}, next ${JSON.stringify(queue.peek())})`);
    let next = queue.peek();
    while (next && next.gen !== gen[next.seat]) { queue.pop(); next = queue.peek(); }
    const timer = kind.nextTimer(game.rules, snap.state);
    if (timer !== null && (!next || timer <= next.t)) {
      if (timer > maxTime) break;
      const step = advanceClock(game, snap, timer);
      snap = step.snapshot;
      count(step.events);
      if (snap.outcome) actions.push({ seat: 0, notation: 'wait', time: timer });
      else tell(step.events, null, null);
      continue;
    }
    if (!next || next.t > maxTime) break;
    queue.pop();
    gen[next.seat]!++;
    if (next.notation === null) {
      snap = advanceClock(game, snap, next.t).snapshot; // no timer is due before next.t: only the clock moves
      tell([], next.seat, null);
      continue;
    }
    const action: Action = { seat: next.seat, notation: next.notation, time: next.t };
    const r = applyInput(game, snap, action);
    snap = r.snapshot;
    actions.push(action);
    if (r.rejected) rejected++;
    count(r.events);
    tell(r.events, next.seat, { notation: next.notation, rejected: r.rejected });
  }
  return { seed, actions, outcome: snap.outcome, truncated: !snap.outcome, rounds, ruleCounts, eventCounts, durationMs: kind.clock(game.rules, snap.state), rejected, points };
}

/**
 * One bot game of any kind: the real-time simulator with the kind's default agents for real-time kinds
 * (`kind.realtime`), else `runTrial` with `bots`. Used by `simulate` and `bench`.
 */
export function runKindTrial(game: CompiledGame, bots: readonly Bot[], seed: string): Trial | RealtimeTrial {
  const kind = game.kind;
  if (kind.realtime && kind.defaultAgent) {
    const agent = kind.defaultAgent();
    return runRealtimeTrial(game, Array.from({ length: game.layout.seatCount }, () => agent), seed);
  }
  return runTrial(game, bots, seed);
}
