// One playtest game → one compact, JSON-serialisable record (what workers send back and metrics read).
// Pure and deterministic: the same game, bots and seed always give the same record.
import type { CompiledGame } from '../core/game';
import { EngineBug } from '../core/result';
import type { Json, Seat } from '../core/types';
import { MAX_TRIAL_ACTIONS, runTrial, type Trial, type TrialStep } from '../bots/bot';
import { runRealtimeTrial } from '../bots/realtime';
import { createAgentFactory, createBot, teamScoreFor, type BotSpec } from '../bots/registry';
import type { AgentFactory } from '../core/agent';

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
  /** Changes of the leading team by the kind's team score, sampled at every deal and at the end; null without a score. */
  readonly leadChanges: number | null;
  /** Team leading at the middle deal (by the team score), or null. */
  readonly midLeader: number | null;
  /** Final score of the winning team minus the best other team's (kind units), or null. */
  readonly margin: number | null;
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
export function playGame(game: CompiledGame, bots: readonly BotSpec[], batchSeed: string, index: number, maxActions = MAX_TRIAL_ACTIONS): GameRecord {
  const seed = gameSeed(batchSeed, index);
  const realtime = game.kind.realtime === true && typeof game.kind.defaultAgent === 'function';
  const specs = Array.from({ length: game.layout.seatCount }, (_, s) => bots[s] ?? bots[bots.length - 1] ?? { type: 'random' as const });
  const players = realtime ? [] : specs.map((spec) => createBot(game, spec));
  const score = teamScoreFor(game);
  const leaders: number[] = [];
  const cardCounts: Record<string, number> = {};
  let firstSeat: Seat | null = null;
  let lastScores: number[] | null = null;
  let prevActing = 1;
  let startHands: string[][] | null = null;
  let eventCards = false;
  const diffCards: Record<string, number> = {};
  const observe = (step: TrialStep) => {
    if (step.before.step === 0 && startHands === null) {
      const h = handsOf(game.kind.view(game.rules, step.before.state, null));
      startHands = h ? h.map((cards) => [...new Set(cards)].sort()) : null;
    }
    if (!eventCards && startHands) {
      const before = handsOf(game.kind.view(game.rules, step.before.state, null))?.[step.action.seat] ?? [];
      const after = handsOf(game.kind.view(game.rules, step.after.state, null))?.[step.action.seat] ?? [];
      for (const c of multisetMinus(before, after)) diffCards[c] = (diffCards[c] ?? 0) + 1;
    }
    // The first player acts alone right after a step where one seat (or, at the start, nobody before) acted
    // alone: this skips the last giver of a simultaneous phase such as Dog's exchange (DOG-014).
    const acting = game.kind.toAct(game.rules, step.before.state).length;
    if (firstSeat === null && acting === 1 && prevActing <= 1) firstSeat = step.action.seat;
    prevActing = acting;
    let dealt = false;
    for (const e of step.events) {
      const card = e.card as Json | undefined;
      if (typeof card === 'string') {
        cardCounts[card] = (cardCounts[card] ?? 0) + 1;
        eventCards = true;
      }
      if (e.type === 'deal') dealt = true;
    }
    if (score && (dealt || step.after.outcome)) {
      lastScores = score(game, step.after);
      leaders.push(argmax(lastScores, leaders[leaders.length - 1] ?? -1));
    }
  };
  try {
    let simulatedMs: number | null = null;
    let points: Record<string, number> | null = null;
    let t: Trial;
    if (realtime) {
      const rt = runRealtimeTrial(game, realtimeAgents(game, specs), seed, { maxInputs: maxActions });
      simulatedMs = rt.durationMs;
      points = { ...rt.points };
      t = rt;
    } else t = runTrial(game, players, seed, maxActions, observe);
    let changes: number | null = null;
    if (score) {
      changes = 0;
      for (let i = 1; i < leaders.length; i++) if (leaders[i] !== leaders[i - 1]) changes++;
    }
    const final = lastScores as number[] | null;
    const team = t.outcome?.team ?? null;
    let margin: number | null = null;
    if (final && team !== null) margin = final[team]! - Math.max(...final.filter((_, i) => i !== team), 0);
    return {
      index, seed,
      winners: t.outcome ? t.outcome.winners.slice() : [],
      team,
      reason: t.outcome ? `${t.outcome.reason} (${t.outcome.rule})` : `action limit of ${maxActions} reached`,
      truncated: t.truncated,
      aborted: null,
      actions: t.actions.length,
      rounds: t.rounds,
      simulatedMs,
      points,
      firstSeat,
      // the outcome's rule counts as applied even when no event names it (e.g. Gassi scoring, GAS-168)
      ruleCounts: t.outcome && !t.ruleCounts[t.outcome.rule] ? { ...t.ruleCounts, [t.outcome.rule]: 1 } : t.ruleCounts,
      eventCounts: t.eventCounts,
      cardCounts: eventCards ? cardCounts : diffCards,
      startHands,
      leadChanges: changes,
      midLeader: score && leaders.length ? leaders[Math.floor((leaders.length - 1) / 2)]! : null,
      margin,
    };
  } catch (e) {
    if (!(e instanceof EngineBug)) throw e;
    return {
      index, seed, winners: [], team: null, reason: `engine bug: ${e.message}`, truncated: false, aborted: e.message,
      actions: 0, rounds: 0, simulatedMs: null, points: null, firstSeat, ruleCounts: {}, eventCounts: {}, cardCounts, startHands, leadChanges: null, midLeader: null, margin: null,
    };
  }
}

/** One agent factory per seat from the seats' specs (seats with equal parameters share one factory). */
function realtimeAgents(game: CompiledGame, specs: readonly BotSpec[]): AgentFactory[] {
  const byParams = new Map<string, AgentFactory>();
  return specs.map((spec) => {
    const key = JSON.stringify(spec.params ?? {});
    let f = byParams.get(key);
    if (!f) byParams.set(key, (f = createAgentFactory(game, spec)!));
    return f;
  });
}

/** Plays games `from … from+count-1` of a batch in index order (what one worker does with one chunk). */
export function playGames(game: CompiledGame, bots: readonly BotSpec[], batchSeed: string, from: number, count: number, maxActions = MAX_TRIAL_ACTIONS): GameRecord[] {
  const out: GameRecord[] = [];
  for (let i = from; i < from + count; i++) out.push(playGame(game, bots, batchSeed, i, maxActions));
  return out;
}

/** Hands per seat from an all-seeing view's `hands`: arrays of names, or notation strings split at spaces. */
function handsOf(view: Json): string[][] | null {
  const hands = view !== null && typeof view === 'object' && !Array.isArray(view) ? view.hands : undefined;
  if (!Array.isArray(hands)) return null;
  return hands.map((h) => (typeof h === 'string' ? h.split(' ').filter((c) => c.length > 0) : Array.isArray(h) ? h.filter((c): c is string => typeof c === 'string') : []));
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

function argmax(xs: readonly number[], keep: number): number {
  let best = keep >= 0 ? keep : 0;
  for (let i = 0; i < xs.length; i++) if (xs[i]! > xs[best]! + 1e-12) best = i;
  return best;
}
