// The contract between real-time bots ("agents") and the discrete-event simulator (bots/realtime.ts).
// Pure types only; kinds implement agents against it without importing the simulator.
import type { EngineError, GameEvent, Json, Rng, Seat } from './types';

/** What an agent is told when it looks at the game. Times are engine ms. */
export interface AgentContext {
  readonly seat: Seat;
  readonly now: number;
  /**
   * Events since the agent last looked. Agents must only use what their seat may perceive: public events,
   * and their own cards in a deal event (the Gämsh bot reads nothing else).
   */
  readonly events: readonly GameEvent[];
  /** The seat's view (computed on demand). */
  view(): Json;
  /**
   * The seat's cheap projection (`AgentFactory.seatView`), when the host offers one: the same information as
   * `view()` (a subset of it, tested per kind), typed and without copies. Agents must fall back to `view()`.
   */
  seatView?(): unknown;
  /** The agent's own input just processed, if this call follows one, and why it was refused (null: accepted). */
  readonly submitted: { readonly notation: string; readonly rejected: EngineError | null } | null;
}

/** The agent's next intention: an input at `at` (ms, ≥ now), or only a wake-up when `notation` is null. */
export interface AgentPlan {
  readonly at: number;
  readonly notation: string | null;
}

/**
 * A real-time bot. Each agent has at most one pending plan; `update` returns a new plan (replacing the old),
 * `null` (no plan: wait for events) or `undefined` (keep the current plan).
 */
export interface RealtimeAgent {
  readonly name: string;
  update(ctx: AgentContext): AgentPlan | null | undefined;
  /**
   * Optional, for speed: true if `update` with these `events` at `now` — another seat's input or an engine
   * timer, never the agent's own input or wake-up — would change nothing (no new plan, no random draw, nothing
   * remembered) and return `undefined`. A host may then skip that `update`; calling it anyway changes nothing.
   */
  idle?(events: readonly GameEvent[], now: number): boolean;
}

/**
 * A kind's projection of a state onto what `seat` may see, for agents (no copies, read only). It must carry no
 * more than the kind's `view` for that seat; the kind tests that (e.g. gamsh/seat-view.test.ts).
 */
export type SeatProjection = (rules: unknown, state: unknown, seat: Seat) => unknown;

/**
 * Makes the agent of one seat; `rng` is the agent's own stream (derived from the seed and seat, never the game's).
 * `seatView`, if set, is offered to its agents as `AgentContext.seatView` by hosts that support it (the simulator).
 */
export type AgentFactory = ((seat: Seat, rng: Rng) => RealtimeAgent) & { readonly seatView?: SeatProjection };
