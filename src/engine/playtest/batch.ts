// One playtest game → one compact, JSON-serialisable record (what workers send back and metrics read).
// Pure and deterministic: the same game, bots and seed always give the same record.
import type { CompiledGame } from '../core/game';
import { EngineBug } from '../core/result';
import type { GameEvent, Json, Seat, Snapshot } from '../core/types';
import { MAX_TRIAL_ACTIONS, runTrial, type Trial, type TrialStep } from '../bots/bot';
import { runRealtimeTrial } from '../bots/realtime';
import { createAgentFactory, createBot, type BotSpec } from '../bots/registry';
import { progressScoreFor } from './progress';
import { leadSummary, type LeadSample } from './lead';
import type { AgentFactory } from '../core/agent';
import { actionDigest } from './screen';

/** Compact result of one playtest game. Counts are per game; `null` fields mean "not measurable here". */
export interface GameRecord {
  /** Position of the game in its batch (0-based); the seed is `gameSeed(batchSeed, index)`. */
  readonly index: number;
  readonly seed: string;
  /** Winning seats (empty when unfinished). */
  readonly winners: readonly Seat[];
  /** Winning team index, or null (no team, or unfinished). */
  readonly team: number | null;
  /** Outcome reason and rule ID, or why the game did not finish. */
  readonly reason: string;
  /** The game hit the action limit (a stall: bots keep playing without progress). */
  readonly truncated: boolean;
  /** Set when the engine threw (an `EngineBug`): the message. Seed and bots suffice to reproduce it. */
  readonly aborted: string | null;
  /** Actions played. */
  readonly actions: number;
  /** Rounds (deals) played. */
  readonly rounds: number;
  /** Real-time kinds (Gämsh): simulated play time in ms (discrete-event simulator); null for turn-based kinds. */
  readonly simulatedMs: number | null;
  /**
   * Real-time kinds (Gämsh): points awarded per source (`score` events' `source`, e.g. `gamsh-right`,
   * `double-wrong`, `outgamsh-right`, `snack`, `gamekeeper`; DIG-052), summed over teams; null for turn-based kinds.
   */
  readonly points: Readonly<Record<string, number>> | null;
  /**
   * The first player: the first seat that acted alone after a step where also only one seat could act (so the
   * last giver of a simultaneous phase such as Dog's exchange does not count), or null.
   */
  readonly firstSeat: Seat | null;
  /** Applications per rule ID (from the events; the outcome's rule counts once if no event names it). */
  readonly ruleCounts: Readonly<Record<string, number>>;
  /** Occurrences per event type (move-type use, e.g. Dog `exit`, `swap`, `discard`). */
  readonly eventCounts: Readonly<Record<string, number>>;
  /**
   * Plays per card, keyed by card name: from events carrying a string `card` field (e.g. Dog `play`); for kinds
   * whose events name no card (e.g. Gassi), the cards that left the acting seat's hand in the all-seeing view.
   */
  readonly cardCounts: Readonly<Record<string, number>>;
  /** Distinct cards per seat in the first dealt hands (all-seeing view `hands`), or null if the view has none. */
  readonly startHands: readonly (readonly string[])[] | null;
  /**
   * Seats in the order they first acted alone, starting with `firstSeat` (fairness by turn order: position 0 is
   * the first seat to act, 1 the second…); null for real-time kinds (nobody takes turns) or when unknown.
   */
  readonly turnOrder: readonly Seat[] | null;
  /**
   * Changes of the leading team by the kind's progress score (`progressScoreFor`: Dog piece progress, Gassi running
   * score, Gämsh team points), sampled at the start of every round of turns (when the first seat acts again), at
   * every deal and at the end (real-time kinds: at every score event); null without a score. See `leadSummary`.
   */
  readonly leadChanges: number | null;
  /** Team leading at the middle sample (by the progress score), or null. */
  readonly midLeader: number | null;
  /** Final score of the winning team minus the best other team's (kind units), or null. */
  readonly margin: number | null;
  /** Drama: the winner's mean deficit where it trailed (kind units; 0 = never behind), or null (`leadSummary`). */
  readonly drama: number | null;
  /** The winner's largest deficit behind the best other team (kind units), or null. */
  readonly maxDeficit: number | null;
  /** Decisiveness: when the winner took the lead for good, as a fraction of the game in [0, 1], or null. */
  readonly decidedAt: number | null;
  /**
   * Decisions (Ludii `DecisionMoves`/`DecisionFactor`; TAG): `points` = actions where the acting seat had more than
   * one legal action, `forced` = actions with exactly one, `legal` = the legal actions summed over the decision
   * points (branching factor = legal / points); null for real-time kinds.
   */
  readonly decisions: { readonly points: number; readonly forced: number; readonly legal: number } | null;
  /**
   * Fingerprint of the action sequence (`actionDigest`, FNV-1a hex): equal for the same games, so a screened
   * option whose games are the base's is told apart ("no effect in these games"); absent on older records.
   */
  readonly actionDigest?: string;
}

/** The seed of game `index` (0-based) of a batch with seed `batchSeed`: `<batchSeed>-<index+1>` (as `simulate`). */
export function gameSeed(batchSeed: string, index: number): string {
  return `${batchSeed}-${index + 1}`;
}

/**
 * Plays game `index` of a batch with one bot per seat (`bots[seat]`, fresh bot objects per game) and returns its
 * record. Real-time kinds (`kind.realtime` with `defaultAgent`) run in the discrete-event simulator
 * (`runRealtimeTrial`) with the kind's default agents, given each seat's `BotSpec.params` (DIG-053; the bot type
 * does not apply there), and first player, lead changes and hand-based card counts are not measured. An
 * `EngineBug` becomes an aborted record; other exceptions propagate.
 */
export function playGame(
  game: CompiledGame,
  bots: readonly BotSpec[],
  batchSeed: string,
  index: number,
  maxActions = MAX_TRIAL_ACTIONS,
): GameRecord {
  const seed = gameSeed(batchSeed, index);
  const realtime = game.kind.realtime === true && typeof game.kind.defaultAgent === 'function';
  const specs = Array.from(
    { length: game.layout.seatCount },
    (_, s) => bots[s] ?? bots[bots.length - 1] ?? { type: 'normal' as const },
  );
  const players = realtime ? [] : specs.map((spec) => createBot(game, spec));
  const measure = createGameMeasure(game);
  try {
    if (realtime) {
      const rt = runRealtimeTrial(game, realtimeAgents(game, specs), seed, {
        maxInputs: maxActions,
        observe: measure.observeRealtime,
      });
      return measure.record(index, rt, maxActions, { simulatedMs: rt.durationMs, points: { ...rt.points } });
    }
    return measure.record(index, runTrial(game, players, seed, maxActions, measure.observe), maxActions, null);
  } catch (e) {
    if (!(e instanceof EngineBug)) throw e;
    return measure.aborted(index, seed, e.message);
  }
}

/**
 * The measuring instrument behind a `GameRecord`: fed every applied action of a turn-based game (`observe`, a
 * `TrialStep`) or every event batch of a real-time game (`observeRealtime`), it turns the finished game into its
 * record (`record`) — first player, turn order, decisions, lead changes, cards. Bot games (`playGame`) and recorded
 * games (`gameRecordOfReplay`: a playtest with people) use the same instrument, so their metrics are comparable.
 * One measure per game.
 */
export interface GameMeasure {
  /** Called after every action of a turn-based game, in order (step 0's setup is read from the first `before`). */
  readonly observe: (step: TrialStep) => void;
  /** Called with the events of every real-time input or timer and the snapshot after them. */
  readonly observeRealtime: (events: readonly GameEvent[], snap: Snapshot) => void;
  /**
   * The record of the finished (or truncated) game `t` at position `index`; `realtime` carries the simulated play
   * time (ms) and points per source of a real-time game (null: turn-based). `maxActions` names the limit in the
   * reason of a game that hit it.
   */
  record(
    index: number,
    t: Trial,
    maxActions: number,
    realtime: { simulatedMs: number; points: Record<string, number> } | null,
  ): GameRecord;
  /** The record of a game the engine aborted with `message` (an `EngineBug`). */
  aborted(index: number, seed: string, message: string): GameRecord;
}

/** A fresh `GameMeasure` for one game of `game`. */
export function createGameMeasure(game: CompiledGame): GameMeasure {
  const progress = progressScoreFor(game);
  const score = progress?.scores ?? null;
  const samples: LeadSample[] = [];
  const cardCounts: Record<string, number> = {};
  let firstSeat: Seat | null = null;
  const turnOrder: Seat[] = [];
  let prevSeat: Seat | null = null;
  const decisions = { points: 0, forced: 0, legal: 0 };
  let played = 0;
  let prevActing = 1;
  let startHands: string[][] | null = null;
  let eventCards = false;
  const diffCards: Record<string, number> = {};
  let lastHands: { snap: Snapshot; hands: string[][] | null } | null = null;
  const observe = (step: TrialStep) => {
    if (step.before.step === 0 && startHands === null) {
      const h = handsOf(game.kind.view(game.rules, step.before.state, null));
      startHands = h ? h.map((cards) => [...new Set(cards)].sort()) : null;
    }
    if (!eventCards && startHands) {
      // the all-seeing hands after one step are the hands before the next: one view per step, not two
      const beforeHands =
        lastHands && lastHands.snap === step.before
          ? lastHands.hands
          : handsOf(game.kind.view(game.rules, step.before.state, null));
      const afterHands = handsOf(game.kind.view(game.rules, step.after.state, null));
      lastHands = { snap: step.after, hands: afterHands };
      const before = beforeHands?.[step.action.seat] ?? [];
      const after = afterHands?.[step.action.seat] ?? [];
      for (const c of multisetMinus(before, after)) diffCards[c] = (diffCards[c] ?? 0) + 1;
    }
    // The first player acts alone right after a step where one seat (or, at the start, nobody before) acted
    // alone: this skips the last giver of a simultaneous phase such as Dog's exchange (DOG-014).
    const acting = game.kind.toAct(game.rules, step.before.state).length;
    const seat = step.action.seat;
    if (firstSeat === null && acting === 1 && prevActing <= 1) firstSeat = seat;
    // turn order: the seats acting alone (outside simultaneous phases) in the order they first do so
    if (firstSeat !== null && acting === 1 && prevActing <= 1 && !turnOrder.includes(seat)) turnOrder.push(seat);
    // a new round of turns starts when the first seat acts again after another seat: sample the scores before it
    if (score && seat === firstSeat && prevSeat !== null && prevSeat !== firstSeat)
      samples.push({ at: played, scores: score(game, step.before) });
    prevSeat = seat;
    prevActing = acting;
    if (step.legal > 1) {
      decisions.points++;
      decisions.legal += step.legal;
    } else decisions.forced++;
    let dealt = false;
    for (const e of step.events) {
      const card = e.card as Json | undefined;
      if (typeof card === 'string') {
        cardCounts[card] = (cardCounts[card] ?? 0) + 1;
        eventCards = true;
      }
      if (e.type === 'deal') dealt = true;
    }
    played++;
    if (score && (dealt || step.after.outcome)) samples.push({ at: played, scores: score(game, step.after) });
  };
  // real-time kinds: sample the team scores at every score event and at the end
  const observeRealtime = (events: readonly GameEvent[], snap: Snapshot) => {
    if (!score) return;
    if (snap.outcome || events.some((e) => e.type === 'score'))
      samples.push({ at: game.kind.clock?.(game.rules, snap.state) ?? snap.step, scores: score(game, snap) });
  };
  return {
    observe,
    observeRealtime,
    record(index, t, maxActions, realtime) {
      const team = t.outcome?.team ?? null;
      const total = realtime ? realtime.simulatedMs : t.actions.length;
      const lead = score ? leadSummary(samples, team, total) : null;
      return {
        index,
        seed: t.seed,
        winners: t.outcome ? t.outcome.winners.slice() : [],
        team,
        reason: t.outcome ? `${t.outcome.reason} (${t.outcome.rule})` : `action limit of ${maxActions} reached`,
        truncated: t.truncated,
        aborted: null,
        actions: t.actions.length,
        rounds: t.rounds,
        simulatedMs: realtime ? realtime.simulatedMs : null,
        points: realtime ? realtime.points : null,
        firstSeat,
        // the outcome's rule counts as applied even when no event names it (e.g. Gassi scoring, GAS-168)
        ruleCounts:
          t.outcome && !t.ruleCounts[t.outcome.rule] ? { ...t.ruleCounts, [t.outcome.rule]: 1 } : t.ruleCounts,
        eventCounts: t.eventCounts,
        cardCounts: eventCards ? cardCounts : diffCards,
        startHands,
        turnOrder: realtime || firstSeat === null ? null : turnOrder,
        leadChanges: lead ? lead.changes : null,
        midLeader: lead ? lead.midLeader : null,
        margin: lead ? lead.margin : null,
        drama: lead ? lead.drama : null,
        maxDeficit: lead ? lead.maxDeficit : null,
        decidedAt: lead ? lead.decidedAt : null,
        decisions: realtime ? null : decisions,
        actionDigest: actionDigest(t.actions as unknown as Json[]),
      };
    },
    aborted(index, seed, message) {
      return {
        index,
        seed,
        winners: [],
        team: null,
        reason: `engine bug: ${message}`,
        truncated: false,
        aborted: message,
        actions: 0,
        rounds: 0,
        simulatedMs: null,
        points: null,
        firstSeat,
        ruleCounts: {},
        eventCounts: {},
        cardCounts,
        startHands,
        turnOrder: null,
        leadChanges: null,
        midLeader: null,
        margin: null,
        drama: null,
        maxDeficit: null,
        decidedAt: null,
        decisions: null,
      };
    },
  };
}

/** One agent factory per seat from the seats' specs (seats with equal parameters share one factory). */
function realtimeAgents(game: CompiledGame, specs: readonly BotSpec[]): AgentFactory[] {
  const byParams = new Map<string, AgentFactory>();
  return specs.map((spec) => {
    const key = JSON.stringify([spec.type, spec.params ?? {}]); // a level (strong, …) is a parameter set too
    let f = byParams.get(key);
    if (!f) byParams.set(key, (f = createAgentFactory(game, spec)!));
    return f;
  });
}

/** Plays games `from … from+count-1` of a batch in index order (what one worker does with one chunk). */
export function playGames(
  game: CompiledGame,
  bots: readonly BotSpec[],
  batchSeed: string,
  from: number,
  count: number,
  maxActions = MAX_TRIAL_ACTIONS,
): GameRecord[] {
  const out: GameRecord[] = [];
  for (let i = from; i < from + count; i++) out.push(playGame(game, bots, batchSeed, i, maxActions));
  return out;
}

/** Hands per seat from an all-seeing view's `hands`: arrays of names, or notation strings split at spaces. */
function handsOf(view: Json): string[][] | null {
  const hands = view !== null && typeof view === 'object' && !Array.isArray(view) ? view.hands : undefined;
  if (!Array.isArray(hands)) return null;
  return hands.map((h) =>
    typeof h === 'string'
      ? h.split(' ').filter((c) => c.length > 0)
      : Array.isArray(h)
        ? h.filter((c): c is string => typeof c === 'string')
        : [],
  );
}

/** The items of `a` not matched in `b` (multiset difference). */
function multisetMinus(a: readonly string[], b: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const x of b) left.set(x, (left.get(x) ?? 0) + 1);
  const out: string[] = [];
  for (const x of a) {
    const n = left.get(x) ?? 0;
    if (n > 0) left.set(x, n - 1);
    else out.push(x);
  }
  return out;
}
