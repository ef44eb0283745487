// The lead metrics of one game from sampled team scores: lead changes, drama and decisiveness (Browne 2008;
// Ludii's evaluation metrics; CardStock). Pure and cheap: one pass over the samples of a game.
//
// Sources:
// - C. Browne, "Automatic generation and evaluation of recombination games", PhD thesis, Queensland University of
//   Technology, 2008 (ch. 5, aesthetic criteria: lead change, drama, decisiveness, uncertainty).
// - Ludii Evaluation (github.com/Ludeme/Ludii, Evaluation/src/metrics): `LeadChange`, `Drama` ("number of
//   moves/severity where the eventual winner was behind"), `DecisivenessMoves`, `DecisionFactor`, `DecisionMoves`.
// - C. Bell, M. Goadrich, "Automated playtesting with RECYCLEd CardStock", Game & Puzzle Design 2(1), 2016: the same
//   heuristics for card games, from each player's score over the game.
// - R. D. Gaina et al., "Design and implementation of TAG: a tabletop games framework", AIIDE 2020 workshop / IEEE
//   ToG 2023: game-length, decision-point and branching-factor statistics of tabletop games.

/** One sample of the team scores during a game: `at` = position (actions played, or ms for real-time kinds). */
export interface LeadSample {
  readonly at: number;
  readonly scores: readonly number[];
}

/** The lead metrics of one game (score units of the kind; see `ProgressScore`). */
export interface LeadSummary {
  /** Changes of the leading team between samples (a tie keeps the previous leader; a first leader is no change). */
  readonly changes: number;
  /** Team leading at the middle sample, or null (nobody led yet, or no samples). */
  readonly midLeader: number | null;
  /**
   * Drama (Browne 2008; Ludii `Drama`): the mean deficit of the eventual winner behind the best other team over the
   * samples where it was strictly behind; 0 when it never trailed; null without a single winning team.
   */
  readonly drama: number | null;
  /** The winner's largest deficit behind the best other team (0 if it never trailed); null without a single winner. */
  readonly maxDeficit: number | null;
  /**
   * Decisiveness (Browne 2008; Ludii `DecisivenessMoves`): when the eventual winner took the lead for good, as a
   * fraction of the game in [0, 1] (`at` of the first sample of its final unbroken lead ÷ `total`); 1 when it did
   * not lead at the last sample; null without a single winning team or without samples.
   */
  readonly decidedAt: number | null;
  /** Final score of the winning team minus the best other team's, or null. */
  readonly margin: number | null;
}

/**
 * Lead metrics of one game from its samples (in game order), the winning team (`null`: no single winner — a tie,
 * unfinished, aborted) and the game's total length `total` in the samples' unit (> 0, else fractions use 1).
 * The leader is the team with the strictly highest score; on a tie the previous leader stays leader.
 */
export function leadSummary(samples: readonly LeadSample[], winner: number | null, total: number): LeadSummary {
  let leader = -1;
  let changes = 0;
  const leaders: number[] = [];
  let trailing = 0;
  let deficitSum = 0;
  let maxDeficit = 0;
  for (const s of samples) {
    const top = uniqueTop(s.scores);
    if (top >= 0 && top !== leader) {
      if (leader >= 0) changes++;
      leader = top;
    }
    leaders.push(leader);
    if (winner !== null && winner < s.scores.length) {
      const d = bestOther(s.scores, winner) - s.scores[winner]!;
      if (d > 1e-12) {
        trailing++;
        deficitSum += d;
        if (d > maxDeficit) maxDeficit = d;
      }
    }
  }
  const mid = leaders.length ? leaders[Math.floor((leaders.length - 1) / 2)]! : -1;
  let decidedAt: number | null = null;
  let margin: number | null = null;
  if (winner !== null && samples.length) {
    let j = leaders.length;
    while (j > 0 && leaders[j - 1] === winner) j--;
    const span = total > 0 ? total : 1;
    decidedAt = j === leaders.length ? 1 : Math.min(1, Math.max(0, samples[j]!.at / span));
    const last = samples[samples.length - 1]!.scores;
    if (winner < last.length) margin = last[winner]! - bestOther(last, winner, 0);
  }
  return {
    changes,
    midLeader: mid >= 0 ? mid : null,
    drama: winner === null ? null : trailing ? deficitSum / trailing : 0,
    maxDeficit: winner === null ? null : maxDeficit,
    decidedAt,
    margin,
  };
}

/** The index of the strictly highest score, or -1 on a tie for the top (or no scores). */
function uniqueTop(xs: readonly number[]): number {
  let best = -1;
  let tie = false;
  for (let i = 0; i < xs.length; i++) {
    if (best < 0 || xs[i]! > xs[best]! + 1e-12) {
      best = i;
      tie = false;
    } else if (Math.abs(xs[i]! - xs[best]!) <= 1e-12) tie = true;
  }
  return tie ? -1 : best;
}

/** The best score of the teams other than `team` (`empty` when there is none). */
function bestOther(xs: readonly number[], team: number, empty = -Infinity): number {
  let b = -Infinity;
  for (let i = 0; i < xs.length; i++) if (i !== team && xs[i]! > b) b = xs[i]!;
  return b === -Infinity ? empty : b;
}
