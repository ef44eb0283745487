// Metrics of one playtest batch: wins per seat and team with Wilson intervals, first-player
// advantage, fairness by turn order and balance, game length and its spread, stalled/aborted games, move-type,
// rule and card use, decisions (branching factor, forced moves), lead changes, drama and decisiveness. Pure.
// Sources of the designer metrics: Browne 2008 (thesis, ch. 5), Ludii's evaluation metrics, TAG, CardStock (lead.ts).
import type { CompiledGame } from '../core/game';
import type { RuleId } from '../core/types';
import type { GameRecord } from './batch';
import {
  balanceCi,
  BOOTSTRAP_RESAMPLES,
  distribution,
  meanCi,
  wilson,
  type Distribution,
  type MeanCi,
  type Proportion,
} from './stats';
import { progressScoreFor } from './progress';

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
  readonly length: {
    readonly actions: Distribution;
    readonly rounds: Distribution;
    readonly minutes: Distribution | null;
  };
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
   * Fairness by turn order: per position (0 = the first seat to act alone, 1 the second, …; `GameRecord.turnOrder`)
   * how often the seat in that position won, over finished games where the position is known; `fair` as for the
   * first player. Null for real-time kinds (no turns).
   */
  readonly turnOrder: {
    readonly fair: number;
    readonly positions: readonly ({ readonly position: number } & Proportion)[];
  } | null;
  /**
   * Balance (Ludii `Balance`, Browne 2008 "balance"): the largest distance of a position's win rate from the fair
   * share, over turn-order positions (`basis: 'turn order'`; seats for real-time kinds), with a percentile bootstrap
   * interval over games (`resamples`, seeded by the batch); `worst` is that position (or seat). 0 = perfectly fair;
   * a fair game still shows a small value from chance. Null with no finished game.
   */
  readonly balance: {
    readonly basis: 'turn order' | 'seats';
    readonly fair: number;
    readonly value: number;
    readonly worst: number;
    readonly lo: number;
    readonly hi: number;
    readonly resamples: number;
  } | null;
  /**
   * Decisions (Ludii `DecisionMoves`, `DecisionFactor`; TAG): decision points per game (actions where the acting
   * seat had more than one legal action), the share of forced moves (exactly one legal action) among all actions,
   * and the branching factor: mean legal actions over the decision points of the batch. Null for real-time kinds.
   */
  readonly decisions: { readonly perGame: MeanCi; readonly forcedShare: number; readonly branching: number } | null;
  /**
   * Lead metrics from the kind's progress score (`progressScoreFor`; `unit` `progress` = share of the way in [0, 1],
   * `points` = the kind's points), per game (`GameRecord`, `leadSummary`): lead changes; how often the team leading at
   * the middle sample won and the mean final margin; drama (the winner's mean deficit where it trailed) and its
   * largest deficit, over games with one winning team; comebacks: how often the winner trailed at some sample;
   * decisiveness `decidedAt`: when the winner took the lead for good (fraction of the game). Null without a score.
   */
  readonly lead: {
    readonly unit: 'progress' | 'points';
    readonly changes: MeanCi;
    readonly midLeaderWins: Proportion;
    readonly margin: MeanCi;
    readonly drama: MeanCi;
    readonly maxDeficit: MeanCi;
    readonly comebacks: Proportion;
    readonly decidedAt: MeanCi;
  } | null;
}

/**
 * Per position, per game: 1 if the seat in that turn-order position (`basis` `turn order`) or that active seat
 * (`seats`) won, 0 if it lost, -1 when unknown (unfinished game, or the position never acted alone). Rows are
 * positions (one per active seat, `active`), columns games in record order. Input of `balanceCi`.
 */
export function positionWins(
  active: readonly number[],
  records: readonly GameRecord[],
  basis: 'turn order' | 'seats',
): Int8Array[] {
  return active.map((seat, pos) => {
    const col = new Int8Array(records.length).fill(-1);
    records.forEach((r, i) => {
      if (r.truncated || r.aborted) return;
      const s = basis === 'seats' ? seat : r.turnOrder?.[pos];
      if (s !== undefined) col[i] = r.winners.includes(s) ? 1 : 0;
    });
    return col;
  });
}

/** `turn order` when some record knows its turn order (turn-based kinds), else `seats`. */
export function balanceBasis(records: readonly GameRecord[]): 'turn order' | 'seats' {
  return records.some((r) => r.turnOrder !== null) ? 'turn order' : 'seats';
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
  for (const id of ids) {
    total.set(id, 0);
    games.set(id, 0);
  }
  for (const m of maps) {
    for (const [id, n] of Object.entries(m)) {
      total.set(id, (total.get(id) ?? 0) + n);
      if (n > 0) games.set(id, (games.get(id) ?? 0) + 1);
    }
  }
  const n = maps.length || 1;
  return [...total.keys()]
    .sort()
    .map((id) => ({ id, total: total.get(id)!, games: games.get(id)!, perGame: total.get(id)! / n }));
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
export function teamWon(
  r: { readonly team: number | null; readonly winners: readonly number[] },
  team: number,
  seats: readonly number[],
): boolean {
  return r.team === team || (r.team === null && seats.some((s) => r.winners.includes(s)));
}

/**
 * Computes the metrics of a batch from its records (in seed order). `resamples`: the bootstrap resamples of the
 * balance interval (default BOOTSTRAP_RESAMPLES, 10,000; fewer for many small batches whose interval is not read).
 */
export function computeMetrics(
  game: CompiledGame,
  records: readonly GameRecord[],
  { resamples = BOOTSTRAP_RESAMPLES }: { resamples?: number } = {},
): BatchMetrics {
  const n = records.length;
  const layout = game.layout;
  const finished = records.filter((r) => r.winners.length > 0 || (!r.truncated && !r.aborted));
  const seats = layout.active.map((seat) => ({
    seat,
    ...wilson(records.filter((r) => r.winners.includes(seat)).length, n),
  }));
  const teams = layout.teams.map((ts, team) => ({
    team,
    seats: ts.slice(),
    ...wilson(records.filter((r) => teamWon(r, team, ts)).length, n),
  }));
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
  const use = useCounts(
    records.map((r) => r.ruleCounts),
    catalogue.ids,
  );
  const scored = records.filter((r) => r.leadChanges !== null);
  const decided = scored.filter((r) => r.team !== null && r.midLeader !== null);
  const dramatic = scored.filter((r) => r.drama !== null);
  const basis = balanceBasis(records);
  const wins = positionWins(layout.active, records, basis);
  const bal = finished.length ? balanceCi(wins, fair, `${records[0]?.seed ?? ''}/balance`, resamples) : null;
  const withDecisions = records.filter((r) => r.decisions !== null && !r.aborted);
  let points = 0;
  let forced = 0;
  let legal = 0;
  for (const r of withDecisions) {
    points += r.decisions!.points;
    forced += r.decisions!.forced;
    legal += r.decisions!.legal;
  }
  const unit = progressScoreFor(game)?.unit ?? 'points';
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
      minutes: records.some((r) => r.simulatedMs !== null)
        ? distribution(records.filter((r) => r.simulatedMs !== null).map((r) => Math.round(r.simulatedMs! / 600) / 100))
        : null,
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
    turnOrder:
      basis === 'turn order'
        ? {
            fair,
            positions: wins.map((col, position) => ({
              position,
              ...wilson(
                col.reduce((k, w) => k + (w === 1 ? 1 : 0), 0),
                col.reduce((n, w) => n + (w >= 0 ? 1 : 0), 0),
              ),
            })),
          }
        : null,
    balance:
      bal && bal.worst >= 0
        ? {
            basis,
            fair,
            value: bal.value,
            worst: basis === 'seats' ? layout.active[bal.worst]! : bal.worst,
            lo: bal.lo,
            hi: bal.hi,
            resamples: bal.resamples,
          }
        : null,
    decisions: withDecisions.length
      ? {
          perGame: meanCi(withDecisions.map((r) => r.decisions!.points)),
          forcedShare: points + forced ? forced / (points + forced) : 0,
          branching: points ? legal / points : 0,
        }
      : null,
    lead: scored.length
      ? {
          unit,
          changes: meanCi(scored.map((r) => r.leadChanges!)),
          midLeaderWins: wilson(decided.filter((r) => r.midLeader === r.team).length, decided.length),
          margin: meanCi(records.filter((r) => r.margin !== null).map((r) => r.margin!)),
          drama: meanCi(dramatic.map((r) => r.drama!)),
          maxDeficit: meanCi(dramatic.map((r) => r.maxDeficit!)),
          comebacks: wilson(dramatic.filter((r) => r.maxDeficit! > 0).length, dramatic.length),
          decidedAt: meanCi(dramatic.filter((r) => r.decidedAt !== null).map((r) => r.decidedAt!)),
        }
      : null,
  };
}
