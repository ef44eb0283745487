// The Dog heuristic: piece progress per team (an evaluation for ISMCTS and lead-change metrics) and a greedy
// one-ply bot that plays the card that most improves its team's progress over the opponents'. Pure.
import type { CompiledGame } from '../../core/game';
import type { Snapshot } from '../../core/types';
import type { DogRules } from './rules';
import type { DogState } from './state';
import {
  logisticValuesFromTeamScores,
  outcomeValues,
  valuesFromTeamScores,
  type Evaluator,
  type TeamScore,
} from '../../bots/evaluate';

const PIECES = 4;

/**
 * Progress of one seat's pieces in [0, 1]: a kennel piece counts 0, a track piece `1 + fields travelled from its
 * start` (DOG-020 exit, DOG-030 moves), a finish piece `N + 2 + slot` (DOG-080); the sum is divided by the
 * maximum `4 · (N + 5)`. Pieces moved backwards past their start (DOG-060) count as far travelled, which
 * matches the four-back shortcut into the finish.
 */
export function dogSeatProgress(rules: DogRules, pos: readonly number[], seat: number): number {
  const N = rules.N;
  let sum = 0;
  for (let j = seat * PIECES; j < seat * PIECES + PIECES; j++) {
    const loc = pos[j]!;
    if (loc < 0) continue;
    sum += loc >= N ? N + 2 + (loc - N) : 1 + ((loc - rules.start[seat]! + N) % N);
  }
  return sum / (PIECES * (N + 5));
}

/** Team scores for Dog: each team's mean seat progress (`dogSeatProgress`), in [0, 1], indexed by team. */
export const dogTeamScores: TeamScore = (game, snap) => {
  const rules = game.rules as DogRules;
  const pos = (snap.state as DogState).pos;
  return rules.teams.map((seats) => seats.reduce((s, seat) => s + dogSeatProgress(rules, pos, seat), 0) / seats.length);
};

/** Dog evaluation for search bots: `0.5 + 2 · (own team progress − best other team's)`, clamped to [0, 1]. */
export const dogEvaluate: Evaluator = (game: CompiledGame, snap: Snapshot) =>
  valuesFromTeamScores(game, snap, dogTeamScores(game, snap), 2);

/** Logistic slope of `dogSearchEvaluate`: 8, so its slope at an even position is 2, the gain of `dogEvaluate`. */
export const DOG_SEARCH_SLOPE = 8;

/**
 * Dog evaluation for the `strong` search (horizon and root prior): `1 / (1 + e^(−8 · (own team progress − best
 * other team's)))` per seat, the progress difference of `dogEvaluate` through a logistic instead of a clamp; a
 * finished game scores its outcome (DOG-110). The clamp of `dogEvaluate` scores every position 0 (or 1) once a
 * side trails (leads) by a quarter of the progress scale, so samples beyond it all count alike and a search over
 * such positions loses the differences between its actions (with equal values and priors it takes the first). At
 * three players (one against two, DOG-120, DOG-123) that cost the single player most: on the same 50 seeds against
 * `normal`, `strong` as the single player won 12 of 50 games with the clamp and 28 of 50 with this evaluation, as
 * the pair 43 and 39 of 50 (docs/bots.md "dog/maerki-3p", `scripts/dog-sides.ts`).
 */
export const dogSearchEvaluate: Evaluator = (game: CompiledGame, snap: Snapshot) =>
  logisticValuesFromTeamScores(game, snap, dogTeamScores(game, snap), DOG_SEARCH_SLOPE);

/**
 * Names of the Dog win model's features (`dogTeamFeatures`), in weight order. Per seat, then averaged over a team's
 * seats: `progress` (`dogSeatProgress`), `kennel` and `finish` (share of the four pieces in the kennel, DOG-020,
 * and in the finish, DOG-080), `atRisk` (share of track pieces an opponent piece could capture with one card:
 * 1…13 fields behind it, or 4 ahead of it for a Four played backwards — DOG-050, DOG-060; pieces blocking their
 * start field are safe, DOG-040), `onForeignStart` (pieces on an opponent's start field while that opponent has a
 * kennel piece to bring out on top of them, DOG-023), `nearFinish` (track pieces within 13 fields of their finish
 * entry), `blocking` (pieces blocking their start field, DOG-040), `exitCards` (Aces, Kings and Jokers in hand
 * that can bring out a kennel piece, at most the kennel's count, DOG-020), `hand` (cards in hand / 6), `flexible`
 * (Sevens, Fours and Jokers in hand / 6, DOG-060, DOG-065, DOG-017); per team: `laggard` (the smallest seat
 * progress of the team: a team wins only when every piece is home, DOG-110) and `toMove` (1 if a seat of the team
 * plays next).
 */
export const DOG_FEATURES = [
  'progress',
  'kennel',
  'finish',
  'atRisk',
  'onForeignStart',
  'nearFinish',
  'blocking',
  'exitCards',
  'hand',
  'flexible',
  'laggard',
  'toMove',
] as const;

/** Most fields a single card moves a piece forward (the King, DOG-030). */
const REACH = 13;

/** The per-seat features of `DOG_FEATURES` (all but `laggard`, `toMove`) for `seat` in state `s`. */
function dogSeatFeatures(rules: DogRules, s: DogState, seat: number): number[] {
  const N = rules.N;
  const pos = s.pos;
  const team = rules.teamOf[seat]!;
  let kennel = 0,
    finish = 0,
    atRisk = 0,
    onForeignStart = 0,
    nearFinish = 0,
    blocking = 0;
  for (let j = seat * PIECES; j < seat * PIECES + PIECES; j++) {
    const loc = pos[j]!;
    if (loc < 0) {
      kennel++;
      continue;
    }
    if (loc >= N) {
      finish++;
      continue;
    }
    if ((s.blk >> j) & 1) {
      blocking++;
      continue;
    }
    if ((loc - rules.start[seat]! + N) % N >= N - REACH) nearFinish++;
    let risk = false;
    for (let k = 0; k < pos.length && !risk; k++) {
      const owner = (k / PIECES) | 0;
      const q = pos[k]!;
      if (q < 0 || q >= N || rules.teamOf[owner] === team || rules.teamOf[owner]! < 0) continue;
      const behind = (loc - q + N) % N;
      if ((behind >= 1 && behind <= REACH) || rules.cards.backSteps.includes(N - behind)) risk = true; // a backward card from ahead
    }
    if (risk) atRisk++;
    for (const other of rules.active) {
      if (rules.teamOf[other] === team || rules.start[other] !== loc) continue;
      for (let k = other * PIECES; k < other * PIECES + PIECES; k++)
        if (pos[k]! < 0) {
          onForeignStart++;
          break;
        }
    }
  }
  const hand = s.hands[seat] ?? [];
  const cards = rules.cards;
  let exits = 0,
    flexible = 0;
  for (const c of hand) {
    if (cards.exit[c] || cards.any[c]) exits++; // A, K, Joker in the standard table
    if (cards.split[c] || cards.bwd[c]!.length > 0 || cards.any[c]) flexible++; // 7, 4, Joker
  }
  return [
    dogSeatProgress(rules, pos, seat),
    kennel / PIECES,
    finish / PIECES,
    atRisk / PIECES,
    onForeignStart / PIECES,
    nearFinish / PIECES,
    blocking / PIECES,
    Math.min(exits, kennel) / PIECES,
    hand.length / 6,
    flexible / 6,
  ];
}

/** The win model's features (`DOG_FEATURES`) of every team in state `s`: `result[team][feature]`. */
export function dogTeamFeatures(rules: DogRules, s: DogState): number[][] {
  return rules.teams.map((seats) => {
    const per = seats.map((seat) => dogSeatFeatures(rules, s, seat));
    const mean = per[0]!.map((_, j) => per.reduce((a, f) => a + f[j]!, 0) / per.length);
    return [...mean, Math.min(...per.map((f) => f[0]!)), seats.includes(s.turn) ? 1 : 0];
  });
}

/**
 * Weights of the Dog win model, in `DOG_FEATURES` order: a conditional logit (McFadden 1974) over the teams fitted
 * by `scripts/dog-fit.ts` on positions of games between `normal` bots on dog/standard (docs/bots.md "Strength").
 */
export const DOG_WIN_WEIGHTS: readonly number[] = [
  1.44, -0.539, 2.297, -0.305, -0.03, -0.148, -0.075, -0.004, 0.516, 0.314, 0.327, 0.004,
];

/**
 * Each team's chance to win (`result[team]`, summing to 1) by the fitted win model: softmax over the teams of
 * `weights · dogTeamFeatures(team)`.
 */
export function dogWinChances(rules: DogRules, s: DogState, weights: readonly number[] = DOG_WIN_WEIGHTS): number[] {
  const u = dogTeamFeatures(rules, s).map((x) => x.reduce((a, v, j) => a + v * weights[j]!, 0));
  const m = Math.max(...u);
  const e = u.map((x) => Math.exp(x - m));
  const z = e.reduce((a, b) => a + b, 0);
  return e.map((x) => x / z);
}

/** Dog evaluation by the fitted win model (`dogWinChances`, per seat its team's chance); a finished game scores its outcome. */
export const dogWinEvaluate: Evaluator = (game: CompiledGame, snap: Snapshot) => {
  if (snap.outcome) return outcomeValues(game, snap);
  const rules = game.rules as DogRules;
  const p = dogWinChances(rules, snap.state as DogState);
  return rules.teamOf.slice(0, game.layout.seatCount).map((t) => (t >= 0 ? p[t]! : 0.5));
};
