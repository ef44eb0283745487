// Bots and trials (docs/architecture.md "Bots"): a bot sees only its seat's view and the legal actions, and draws only from its
// own PRNG stream, never from the game's.
import {
  applyListedAction,
  listLegalActions,
  seatsToAct,
  startGameWithEvents,
  viewFor,
  type CompiledGame,
} from '../core/game';
import { createRng, deriveSeed } from '../core/rng';
import { EngineBug } from '../core/result';
import type { Action, GameEvent, Json, Outcome, Rng, Seat, Snapshot } from '../core/types';

/**
 * A bot: picks one of the legal actions from what its seat may see. `view` is computed on demand (a bot that
 * ignores it costs nothing); it is the seat's view, never the full snapshot.
 */
export interface Bot {
  readonly name: string;
  choose(view: () => Json, legal: readonly Action[], rng: Rng): Action;
}

/** The seeded random bot: a uniform choice among the legal actions. Looks at nothing else. */
export const randomBot: Bot = {
  name: 'random',
  choose: (_view, legal, rng) => legal[rng.int(0, legal.length - 1)],
};

/** One game played start to end by bots: its actions, outcome, and whether it hit the action limit. */
export interface Trial {
  readonly seed: string;
  readonly actions: readonly Action[];
  readonly outcome: Outcome | null;
  readonly truncated: boolean;
  /** Rounds played: events of type `deal` (every kind emits one when a round's cards are dealt). */
  readonly rounds: number;
  /** How often each rule ID was applied, from the events (rule coverage, playtest metrics). */
  readonly ruleCounts: Readonly<Record<string, number>>;
  /** How often each event type occurred (setup included), e.g. Dog `exit`, `swap`, `discard`: move-type use. */
  readonly eventCounts: Readonly<Record<string, number>>;
}

/**
 * One applied action as a trial observer sees it (playtest metrics: first player, lead changes, cards).
 * `before`/`after` are full snapshots: observers are measuring instruments, not bots.
 */
export interface TrialStep {
  readonly before: Snapshot;
  readonly action: Action;
  readonly events: readonly GameEvent[];
  readonly after: Snapshot;
  /** How many legal actions the acting seat had (1 = a forced move); playtest decision metrics. */
  readonly legal: number;
}

/** Default limit on actions per trial; a game still running then is reported as truncated (stalled). */
export const MAX_TRIAL_ACTIONS = 20_000;

/**
 * Plays one game with one bot per seat (`bots[seat]`; inactive seats may hold any bot). When several seats
 * may act at once (a simultaneous phase), the lowest such seat acts first.
 * `observe`, if given, is called after every action (it must not change anything it is handed).
 * @throws EngineBug if the engine offers no action to a seat that must act (a broken invariant).
 */
export function runTrial(
  game: CompiledGame,
  bots: readonly Bot[],
  seed: string,
  maxActions = MAX_TRIAL_ACTIONS,
  observe?: (step: TrialStep) => void,
): Trial {
  const start = startGameWithEvents(game, seed);
  let snap = start.snapshot;
  let rounds = 0;
  const ruleCounts: Record<string, number> = {};
  const eventCounts: Record<string, number> = {};
  const count = (events: readonly GameEvent[]) => {
    for (const e of events) {
      if (e.type === 'deal') rounds++;
      ruleCounts[e.rule] = (ruleCounts[e.rule] ?? 0) + 1;
      eventCounts[e.type] = (eventCounts[e.type] ?? 0) + 1;
    }
  };
  count(start.events);
  const botRng = createRng(deriveSeed(seed, 'bots'));
  const actions: Action[] = [];
  while (!snap.outcome && actions.length < maxActions) {
    const seat: Seat | undefined = seatsToAct(game, snap)[0];
    if (seat === undefined) throw new EngineBug(`No seat to act at step ${snap.step} (seed ${seed}).`);
    const legal = listLegalActions(game, snap, seat);
    if (legal.length === 0)
      throw new EngineBug(`Seat ${seat} must act but has no legal action at step ${snap.step} (seed ${seed}).`);
    const action = bots[seat].choose(() => viewFor(game, snap, seat), legal, botRng);
    const step = applyListedAction(game, snap, action);
    if (observe) observe({ before: snap, action, events: step.events, after: step.snapshot, legal: legal.length });
    snap = step.snapshot;
    count(step.events);
    actions.push(action);
  }
  return { seed, actions, outcome: snap.outcome, truncated: !snap.outcome, rounds, ruleCounts, eventCounts };
}
