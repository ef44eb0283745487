// Step-wise real-time play for the live table (DIG-050 made incremental): the same ordering as the engine's
// discrete-event simulator (`runRealtimeTrial`: bot plans by (t, seeded tie-break, seq), engine timers first
// when due no later than the next plan) but driven from outside: `runUntil(now)` releases every timer and bot
// action due up to `now`, `submit` applies a person's input stamped with the game time. Pure (no clock, no
// Vue): the caller owns the clock. Engine handles live here, never in Pinia (docs/architecture.md "State and side effects").
import {
  advanceClock,
  applyInput,
  createRng,
  deriveSeed,
  startGameWithEvents,
  viewFor,
  type Action,
  type AgentFactory,
  type AgentPlan,
  type CompiledGame,
  type EngineError,
  type GameEvent,
  type Json,
  type RealtimeAgent,
  type Rng,
  type Seat,
  type Snapshot,
} from '../../../../engine';

interface Item {
  t: number;
  tie: number;
  seq: number;
  seat: Seat;
  gen: number;
  notation: string | null;
}

/** What one `runUntil` or `submit` did: events in order, and the inputs applied (bots' and the person's). */
export interface SchedulerStep {
  readonly events: readonly GameEvent[];
  readonly inputs: readonly { readonly action: Action; readonly rejected: EngineError | null }[];
}

/**
 * A live real-time game: seats with an agent are bots (scheduled by their plans), seats without one are people
 * (their inputs come through `submit`). Deterministic for a given seed and sequence of calls.
 */
export class RealtimeScheduler {
  private snap: Snapshot;
  private readonly bots: (RealtimeAgent | null)[];
  private readonly gen: number[];
  private readonly queue: Item[] = [];
  private readonly tieRng: Rng;
  private seq = 0;
  private readonly log: Action[] = [];
  /** Events of the deal (before the first `runUntil`). */
  readonly startEvents: readonly GameEvent[];

  /** `agents[seat]`: the bot of that seat, or null for a person. The game must be of a real-time kind. */
  constructor(
    readonly game: CompiledGame,
    readonly seed: string,
    agents: readonly (AgentFactory | null)[],
  ) {
    const kind = game.kind;
    if (!kind.realtime || !kind.nextTimer || !kind.clock) throw new Error(`kind ${kind.id} is not a real-time kind`);
    const start = startGameWithEvents(game, seed);
    this.snap = start.snapshot;
    this.startEvents = start.events;
    this.tieRng = createRng(deriveSeed(seed, 'schedule'));
    this.bots = agents.map((f, seat) => (f ? f(seat, createRng(deriveSeed(seed, `bot-${seat}`))) : null));
    this.gen = new Array<number>(this.bots.length).fill(0);
    for (let seat = 0; seat < this.bots.length; seat++) this.ask(seat, start.events, null, 0);
  }

  /** The current snapshot (engine clock included). */
  get snapshot(): Snapshot {
    return this.snap;
  }

  /** Engine time (ms since the game started). */
  get clock(): number {
    return this.game.kind.clock!(this.game.rules, this.snap.state);
  }

  /** Every input so far, with its time (refused ones too: replays record them, DIG-004). */
  get actions(): readonly Action[] {
    return this.log;
  }

  /** The view of `seat` (null = all-seeing). */
  view(seat: Seat | null): Json {
    return viewFor(this.game, this.snap, seat);
  }

  /** Time of the next thing the scheduler would do by itself (timer or bot plan), or null. */
  nextDue(): number | null {
    this.purge();
    const timer = this.game.kind.nextTimer!(this.game.rules, this.snap.state);
    const next = this.peek();
    if (timer === null) return next ? next.t : null;
    return next ? Math.min(timer, next.t) : timer;
  }

  /**
   * Fires every engine timer and bot plan due at or before `now` (ms), in the simulator's order, then moves
   * the engine clock to `now`. Times before the clock are ignored. `maxSteps` bounds one call.
   */
  runUntil(now: number, maxSteps = 10_000): SchedulerStep {
    const events: GameEvent[] = [];
    const inputs: { action: Action; rejected: EngineError | null }[] = [];
    const kind = this.game.kind;
    for (let i = 0; i < maxSteps && !this.snap.outcome; i++) {
      this.purge();
      const next = this.peek();
      const timer = kind.nextTimer!(this.game.rules, this.snap.state);
      if (timer !== null && timer <= now && (!next || timer <= next.t)) {
        const step = advanceClock(this.game, this.snap, timer);
        this.snap = step.snapshot;
        events.push(...step.events);
        if (this.snap.outcome)
          this.log.push({ seat: 0, notation: 'wait', time: timer }); // replays reach the outcome
        else this.tell(step.events, null, null);
        continue;
      }
      if (!next || next.t > now) break;
      this.pop();
      this.gen[next.seat]!++;
      if (next.notation === null) {
        this.snap = advanceClock(this.game, this.snap, next.t).snapshot; // no timer is due before next.t
        this.tell([], next.seat, null);
        continue;
      }
      const action: Action = { seat: next.seat, notation: next.notation, time: next.t };
      const r = this.input(action);
      events.push(...r.events);
      inputs.push({ action, rejected: r.rejected });
    }
    if (!this.snap.outcome && now > this.clock) this.snap = advanceClock(this.game, this.snap, now).snapshot;
    return { events, inputs };
  }

  /**
   * A person's input at game time `time` (clamped to the engine clock): due timers and bot plans up to
   * `time` run first (bots that planned for the same instant go first, as they planned earlier).
   */
  submit(seat: Seat, notation: string, time: number): SchedulerStep & { readonly rejected: EngineError | null } {
    const before = this.runUntil(time);
    const action: Action = { seat, notation, time: Math.max(Math.round(time), this.clock) };
    const r = this.input(action);
    return {
      events: [...before.events, ...r.events],
      inputs: [...before.inputs, { action, rejected: r.rejected }],
      rejected: r.rejected,
    };
  }

  private input(action: Action): { events: readonly GameEvent[]; rejected: EngineError | null } {
    if (this.snap.outcome) return { events: [], rejected: { code: 'action/game-over', message: 'The game is over.' } };
    const r = applyInput(this.game, this.snap, action);
    this.snap = r.snapshot;
    this.log.push(action);
    this.tell(r.events, action.seat, { notation: action.notation, rejected: r.rejected });
    return { events: r.events, rejected: r.rejected };
  }

  /** Tells the bots what happened (as the simulator does: all of them on events, else only the actor). */
  private tell(
    events: readonly GameEvent[],
    actor: Seat | null,
    submitted: { notation: string; rejected: EngineError | null } | null,
  ): void {
    const now = this.clock;
    for (let seat = 0; seat < this.bots.length; seat++) {
      if (!events.length && seat !== actor) continue;
      this.ask(seat, events, seat === actor ? submitted : null, now);
    }
  }

  private ask(
    seat: Seat,
    events: readonly GameEvent[],
    submitted: { notation: string; rejected: EngineError | null } | null,
    now: number,
  ): void {
    const bot = this.bots[seat];
    if (!bot) return;
    const snap = this.snap;
    this.schedule(seat, bot.update({ seat, now, events, view: () => viewFor(this.game, snap, seat), submitted }), now);
  }

  private schedule(seat: Seat, plan: AgentPlan | null | undefined, now: number): void {
    if (plan === undefined) return;
    this.gen[seat]!++;
    if (plan)
      this.push({
        t: Math.max(now, Math.round(plan.at)),
        tie: this.tieRng.int(0, 0x3fffffff),
        seq: this.seq++,
        seat,
        gen: this.gen[seat]!,
        notation: plan.notation,
      });
  }

  /** Drops superseded plans from the front of the queue. */
  private purge(): void {
    for (let next = this.peek(); next && next.gen !== this.gen[next.seat]; next = this.peek()) this.pop();
  }

  // A sorted array is enough here: at most one live plan per bot (plus a few superseded ones).
  private push(x: Item): void {
    const q = this.queue;
    let i = q.length;
    while (i > 0 && before(x, q[i - 1]!) < 0) i--;
    q.splice(i, 0, x);
    if (q.length > 256) this.queue.splice(0, q.length, ...q.filter((y) => y.gen === this.gen[y.seat]));
  }

  private peek(): Item | undefined {
    return this.queue[0];
  }

  private pop(): Item | undefined {
    return this.queue.shift();
  }
}

function before(a: Item, b: Item): number {
  return a.t - b.t || a.tie - b.tie || a.seq - b.seq;
}
