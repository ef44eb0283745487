// Metrics of one playtest batch (issue 7): wins per seat and team with Wilson intervals, first-player
// advantage, game length, stalled/aborted games, move-type, rule and card use, lead changes. Pure.
import type { CompiledGame } from '../core/game';
import type { RuleId } from '../core/types';
import type { GameRecord } from './batch';
import { distribution, meanCi, wilson, type Distribution, type MeanCi, type Proportion } from './stats';

/** A count over the batch: total occurrences, games where it occurred at least once, mean per game. */
export interface UseCount {
  readonly id: string;
  readonly total: number;
  readonly games: number;
  readonly perGame: number;
}

/** Rule catalogue of a game and where it came from (see `ruleCatalogue`). */
export interface RuleCatalogue {
  /** The rule IDs counted ("never triggered" is over these), sorted. */
  readonly ids: readonly RuleId[];
  /** `events`: the IDs the kind's events can cite (`GameKind.eventRules`); else every ID of the option specs and texts. */
  readonly source: 'events' | 'options-and-texts';
  /**
   * Rule IDs of the option specs and the ruleset's texts that no event cites — definitions, and conditions checked
   * inside a move whose event cites its main rule — so a batch cannot tell whether they came up; not counted. Sorted.
   */
  readonly uncounted: readonly RuleId[];
}

/** Every metric of one batch. Rates are in [0, 1]; lengths in actions and rounds (deals). */
export interface BatchMetrics {
  readonly rulesetId: string;
  /** `CompiledGame.hash`: the rules in force. */
  readonly rulesHash: string;
  readonly games: number;
  /** Games that ended with an outcome. */
  readonly finished: number;
  /** Wins per active seat (a seat wins when it is among the winners), over all games. */
  readonly seats: readonly ({ readonly seat: number } & Proportion)[];
  /** Wins per team, over all games; a win shared by several teams (a tie, GAM-081) counts for each of them (`teamWon`). */
  readonly teams: readonly ({ readonly team: number; readonly seats: readonly number[] } & Proportion)[];
  /** Games won jointly by several teams (ties, e.g. Gämsh GAM-081); 0 for kinds without teams. */
  readonly sharedWins: number;
  /**
   * First-player advantage: how often the first seat to act alone was among the winners, over finished games
   * where it is known; `fair` is the rate without advantage (1 / number of teams, or 1 / seats without teams).
   */
  readonly firstPlayer: Proportion & { readonly fair: number };
  /** Actions and rounds per game; `minutes`: simulated play time per game for real-time kinds (Gämsh), else null. */
  readonly length: { readonly actions: Distribution; readonly rounds: Distribution; readonly minutes: Distribution | null };
  /** Games stopped by the action limit, games aborted by an engine bug, with reasons and example seeds. */
  readonly unfinished: {
    readonly stalled: number;
    readonly aborted: number;
    readonly reasons: readonly { readonly reason: string; readonly count: number; readonly seeds: readonly string[] }[];
  };
  /** Event types (move types) by use. */
  readonly moves: readonly UseCount[];
  /** Every catalogue rule ID and every rule ID seen, by ID; `never` lists catalogue IDs never triggered. */
  readonly rules: {
    readonly catalogue: RuleCatalogue;
    readonly use: readonly UseCount[];
    readonly never: readonly RuleId[];
  };
  /** Plays per card (events with a `card` field, else cards leaving hands), by card. */
  readonly cards: readonly UseCount[];
  /**
   * Real-time kinds (Gämsh): points awarded per source and game (`GameRecord.points`: correct and wrong Gämsh,
   * Double, Counter, Outgämsh, Gamekeeper, Snack; DIG-052), by source; null for turn-based kinds.
   */
  readonly points: readonly UseCount[] | null;
  /**
   * Per card: seat-games whose first hand held it, and how often that seat won (95 % Wilson). Empty when the
   * kind's all-seeing view has no `hands`. Compare with `1 / teams` (or 1 / seats).
   */
  readonly cardWins: readonly ({ readonly card: string } & Proportion)[];
  /**
   * Lead changes per game (by the kind's team score at every deal), decisiveness (how often the team leading at
   * the middle deal won) and the mean final margin; null for kinds without a score.
   */
  readonly lead: { readonly changes: MeanCi; readonly midLeaderWins: Proportion; readonly margin: MeanCi } | null;
}

const RULE_ID = /^[A-Z]{2,5}-\d{2,4}$/;

/**
 * The rule IDs a batch counts. With the kind's `eventRules` (every ID its events can cite), those (`source:
 * 'events'`), and the other IDs of the option specs (`OptionSpec.rules`) and the ruleset's `texts` keys as
 * `uncounted`; without it, all of those (`source: 'options-and-texts'`).
 */
export function ruleCatalogue(game: CompiledGame): RuleCatalogue {
  const all = new Set<string>();
  for (const spec of Object.values(game.kind.options)) for (const r of spec.rules ?? []) all.add(r);
  for (const k of Object.keys(game.ruleset.texts ?? {})) if (RULE_ID.test(k)) all.add(k);
  if (!game.kind.eventRules) return { ids: [...all].sort(), source: 'options-and-texts', uncounted: [] };
  const ids = new Set(game.kind.eventRules(game.rules));
  return { ids: [...ids].sort(), source: 'events', uncounted: [...all].filter((id) => !ids.has(id)).sort() };
}

/** Sums per-game count maps into use counts, sorted by id; `ids` are included even when never seen. */
export function useCounts(maps: readonly Readonly<Record<string, number>>[], ids: readonly string[] = []): UseCount[] {
  const total = new Map<string, number>();
  const games = new Map<string, number>();
  for (const id of ids) { total.set(id, 0); games.set(id, 0); }
  for (const m of maps) {
    for (const [id, n] of Object.entries(m)) {
      total.set(id, (total.get(id) ?? 0) + n);
      if (n > 0) games.set(id, (games.get(id) ?? 0) + 1);
    }
  }
  const n = maps.length || 1;
  return [...total.keys()].sort().map((id) => ({ id, total: total.get(id)!, games: games.get(id)!, perGame: total.get(id)! / n }));
}

/** Win rate when held, per card, over seat-games of finished games with known first hands. */
export function cardWinRates(records: readonly GameRecord[]): ({ readonly card: string } & Proportion)[] {
  const held = new Map<string, [number, number]>();
  for (const r of records) {
    if (!r.startHands || r.truncated || r.aborted) continue;
    r.startHands.forEach((cards, seat) => {
      for (const c of cards) {
        const e = held.get(c) ?? [0, 0];
        e[0]++;
        if (r.winners.includes(seat)) e[1]++;
        held.set(c, e);
      }
    });
  }
  return [...held.keys()].sort().map((card) => ({ card, ...wilson(held.get(card)![1], held.get(card)![0]) }));
}

/**
 * Whether the team `team` (its `seats`) won the game of `r` (a game record or an outcome): it is the outcome's team, or the game ended in a win
 * shared by several teams (outcome team null, e.g. a Gämsh tie at the target, GAM-081) and one of its seats is
 * among the winners.
 */
export function teamWon(r: { readonly team: number | null; readonly winners: readonly number[] }, team: number, seats: readonly number[]): boolean {
  return r.team === team || (r.team === null && seats.some((s) => r.winners.includes(s)));
}

/** Computes the metrics of a batch from its records (in seed order). */
export function computeMetrics(game: CompiledGame, records: readonly GameRecord[]): BatchMetrics {
  const n = records.length;
  const layout = game.layout;
  const finished = records.filter((r) => r.winners.length > 0 || (!r.truncated && !r.aborted));
  const seats = layout.active.map((seat) => ({ seat, ...wilson(records.filter((r) => r.winners.includes(seat)).length, n) }));
  const teams = layout.teams.map((ts, team) => ({ team, seats: ts.slice(), ...wilson(records.filter((r) => teamWon(r, team, ts)).length, n) }));
  const sharedWins = layout.teams.length ? records.filter((r) => r.team === null && r.winners.length > 0).length : 0;
  const known = finished.filter((r) => r.firstSeat !== null);
  const fair = layout.teams.length > 0 ? 1 / layout.teams.length : 1 / Math.max(1, layout.active.length);
  const firstPlayer = { ...wilson(known.filter((r) => r.winners.includes(r.firstSeat!)).length, known.length), fair };
  const reasons = new Map<string, { count: number; seeds: string[] }>();
  for (const r of records) {
    if (!r.truncated && !r.aborted) continue;
    const e = reasons.get(r.reason) ?? { count: 0, seeds: [] };
    e.count++;
    if (e.seeds.length < 5) e.seeds.push(r.seed);
    reasons.set(r.reason, e);
  }
  const catalogue = ruleCatalogue(game);
  const use = useCounts(records.map((r) => r.ruleCounts), catalogue.ids);
  const scored = records.filter((r) => r.leadChanges !== null);
  const decided = scored.filter((r) => r.team !== null && r.midLeader !== null);
  return {
    rulesetId: game.ruleset.id,
    rulesHash: game.hash,
    games: n,
    finished: finished.length,
    seats,
    teams,
    sharedWins,
    firstPlayer,
    length: {
      actions: distribution(records.map((r) => r.actions)),
      rounds: distribution(records.map((r) => r.rounds)),
      minutes: records.some((r) => r.simulatedMs !== null) ? distribution(records.filter((r) => r.simulatedMs !== null).map((r) => Math.round(r.simulatedMs! / 600) / 100)) : null,
    },
    unfinished: {
      stalled: records.filter((r) => r.truncated).length,
      aborted: records.filter((r) => r.aborted).length,
      reasons: [...reasons].map(([reason, e]) => ({ reason, count: e.count, seeds: e.seeds })),
    },
    moves: useCounts(records.map((r) => r.eventCounts)),
    rules: { catalogue, use, never: use.filter((u) => u.total === 0 && catalogue.ids.includes(u.id)).map((u) => u.id) },
    cards: useCounts(records.map((r) => r.cardCounts)),
    points: records.some((r) => r.points) ? useCounts(records.map((r) => r.points ?? {})) : null,
    cardWins: cardWinRates(records),
    lead: scored.length
      ? {
          changes: meanCi(scored.map((r) => r.leadChanges!)),
          midLeaderWins: wilson(decided.filter((r) => r.midLeader === r.team).length, decided.length),
          margin: meanCi(records.filter((r) => r.margin !== null).map((r) => r.margin!)),
        }
      : null,
  };
}
