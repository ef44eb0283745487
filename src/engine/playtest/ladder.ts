// The bot ladder: every pairing of the given bots plays the same seeds (paired) in every seat configuration
// (teams rotated), and the games are rated with OpenSkill (Weng & Lin 2011, "A Bayesian Approximation Method for
// Online Ranking", JMLR 12; the `openskill` package, Plackett–Luce model) into a rating with a 95 % interval per bot.
// Games are rated in a canonical order (seed index, then configuration), never in completion order, so the ladder
// is identical for any worker count or shard split. Pure.
import { rate, rating as newRating } from 'openskill';
import type { CompiledGame } from '../core/game';
import type { GameRecord } from './batch';
import { wilson, Z95, type Proportion } from './stats';

/**
 * One seat configuration of a pairing: `seats[s]` is the index (into the ladder's bots) of the bot in seat `s`.
 * `a`/`b` are the two bots of the pairing (`a < b`).
 */
export interface LadderConfig {
  readonly a: number;
  readonly b: number;
  readonly seats: readonly number[];
}

/**
 * The seat configurations of a ladder over `botCount` bots on `game`'s table, in canonical order: for each pairing
 * `a < b` and each team `t`, team `t` gets bot `a` and every other team bot `b`; with more than two teams also the
 * reverse (team `t` gets `b`, the others `a`), so each bot sits alone and in the majority equally often
 * (3-player Gassi: one `a` against two `b` in three rotations, and one `b` against two `a`). With two teams the
 * reverse is the same set of games and is left out. Seats outside every team get bot `a` (they do not play).
 * @throws RangeError for fewer than two bots.
 */
export function ladderConfigs(game: CompiledGame, botCount: number): LadderConfig[] {
  if (botCount < 2) throw new RangeError('a ladder needs at least two bots');
  const teams = game.layout.teams;
  const out: LadderConfig[] = [];
  for (let a = 0; a < botCount; a++) {
    for (let b = a + 1; b < botCount; b++) {
      const layouts: [number, number][] = teams.map((_, t) => [t, 0]);
      if (teams.length > 2) teams.forEach((_, t) => layouts.push([t, 1]));
      for (const [t, reverse] of layouts) {
        const seats = Array.from({ length: game.layout.seatCount }, () => a);
        teams.forEach((members, u) => {
          const alone = u === t;
          for (const s of members) seats[s] = alone !== (reverse === 1) ? a : b;
        });
        out.push({ a, b, seats });
      }
    }
  }
  return out;
}

/** One bot's rating: OpenSkill mean and deviation, the 95 % interval `mu ± 1.96 sigma`, and its record. */
export interface LadderRating {
  readonly bot: string;
  readonly mu: number;
  readonly sigma: number;
  readonly lo: number;
  readonly hi: number;
  /** Rated games the bot played, won (its seats among the winners, the other bot's not), and shared or drawn. */
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
}

/** One pairing: how often `a` beat `b` over all its configurations, with the Wilson 95 % interval of that rate. */
export interface LadderPair {
  readonly a: string;
  readonly b: string;
  readonly games: number;
  readonly winsA: number;
  readonly winsB: number;
  readonly draws: number;
  /** Share of games `a` won (draws count half is not used: `winsA / games`), Wilson interval. */
  readonly rateA: Proportion;
}

/** A fitted ladder: ratings best first, the pairings in canonical order, and how the games were played. */
export interface Ladder {
  readonly bots: readonly string[];
  readonly ratings: readonly LadderRating[];
  readonly pairs: readonly LadderPair[];
  /** Seeds per configuration (`--games`), configurations per pairing, and rated games in total. */
  readonly seeds: number;
  readonly configsPerPair: number;
  readonly rated: number;
  /** Games left out of the rating: aborted by an engine bug or stopped at the action limit. */
  readonly unrated: number;
}

/** OpenSkill settings: the package defaults (mu 25, sigma 25/3, beta 25/6) without the per-game drift `tau`, so intervals shrink with evidence. */
const OPENSKILL = { tau: 0 } as const;

/**
 * Rates the ladder's games. `records[c]` are the games of configuration `configs[c]` in seed order (every
 * configuration plays the same seeds). A game counts as a win of the bot whose seats are among the winners while
 * the other's are not; both or neither (a shared win, no winner) is a draw; aborted or truncated games are not
 * rated. Games are rated seed by seed, configuration by configuration (canonical, independent of how they were
 * played).
 * @throws RangeError when `records` and `configs` differ in length or the configurations differ in seed count.
 */
export function fitLadder(bots: readonly string[], configs: readonly LadderConfig[], records: readonly (readonly GameRecord[])[]): Ladder {
  if (records.length !== configs.length) throw new RangeError(`ladder: ${records.length} record lists for ${configs.length} configurations`);
  const seeds = records[0]?.length ?? 0;
  if (records.some((r) => r.length !== seeds)) throw new RangeError('ladder: every configuration must play the same seeds');
  const ratings = bots.map(() => newRating());
  const stats = bots.map(() => ({ games: 0, wins: 0, draws: 0 }));
  const pairKey = (a: number, b: number) => a * bots.length + b;
  const pairs = new Map<number, { games: number; winsA: number; winsB: number; draws: number }>();
  let rated = 0;
  let unrated = 0;
  for (let i = 0; i < seeds; i++) {
    configs.forEach((cfg, c) => {
      const r = records[c]![i]!;
      if (r.aborted !== null || r.truncated) { unrated++; return; }
      const won = (bot: number) => r.winners.some((s) => cfg.seats[s] === bot);
      const aWon = won(cfg.a);
      const bWon = won(cfg.b);
      const rank = aWon === bWon ? [1, 1] : aWon ? [1, 2] : [2, 1];
      const [[ra], [rb]] = rate([[ratings[cfg.a]!], [ratings[cfg.b]!]], { ...OPENSKILL, rank });
      ratings[cfg.a] = ra!;
      ratings[cfg.b] = rb!;
      rated++;
      let p = pairs.get(pairKey(cfg.a, cfg.b));
      if (!p) pairs.set(pairKey(cfg.a, cfg.b), (p = { games: 0, winsA: 0, winsB: 0, draws: 0 }));
      p.games++;
      for (const [bot, w] of [[cfg.a, aWon && !bWon], [cfg.b, bWon && !aWon]] as const) {
        stats[bot]!.games++;
        if (w) stats[bot]!.wins++;
        if (aWon === bWon) stats[bot]!.draws++;
      }
      if (aWon === bWon) p.draws++;
      else if (aWon) p.winsA++;
      else p.winsB++;
    });
  }
  const list: LadderRating[] = bots.map((bot, k) => ({
    bot, mu: ratings[k]!.mu, sigma: ratings[k]!.sigma, lo: ratings[k]!.mu - Z95 * ratings[k]!.sigma, hi: ratings[k]!.mu + Z95 * ratings[k]!.sigma, ...stats[k]!,
  }));
  list.sort((x, y) => y.mu - x.mu || bots.indexOf(x.bot) - bots.indexOf(y.bot));
  const pairList: LadderPair[] = [];
  for (let a = 0; a < bots.length; a++) {
    for (let b = a + 1; b < bots.length; b++) {
      const p = pairs.get(pairKey(a, b)) ?? { games: 0, winsA: 0, winsB: 0, draws: 0 };
      pairList.push({ a: bots[a]!, b: bots[b]!, ...p, rateA: wilson(p.winsA, p.games) });
    }
  }
  const perPair = bots.length >= 2 ? configs.length / ((bots.length * (bots.length - 1)) / 2) : 0;
  return { bots: [...bots], ratings: list, pairs: pairList, seeds, configsPerPair: perPair, rated, unrated };
}

/** True when the 95 % intervals of the ratings of `lower` and `higher` do not overlap and `higher` is above. */
export function clearlyAbove(ladder: Ladder, higher: string, lower: string): boolean {
  const h = ladder.ratings.find((r) => r.bot === higher);
  const l = ladder.ratings.find((r) => r.bot === lower);
  return !!h && !!l && h.lo > l.hi;
}

/** The ladder as a terminal table (ratings, then pairings), columns padded to line up. */
export function formatLadder(ladder: Ladder): string {
  const rows: string[][] = [['#', 'bot', 'rating', '95 % interval', 'games', 'wins', 'draws']];
  ladder.ratings.forEach((r, i) => rows.push([String(i + 1), r.bot, r.mu.toFixed(2), `[${r.lo.toFixed(2)}, ${r.hi.toFixed(2)}]`, String(r.games), String(r.wins), String(r.draws)]));
  const pairRows: string[][] = [['pairing', 'games', 'wins', 'draws', 'win rate of the first', '95 % interval']];
  for (const p of ladder.pairs) {
    pairRows.push([`${p.a} vs ${p.b}`, String(p.games), `${p.winsA}:${p.winsB}`, String(p.draws), `${(100 * p.rateA.rate).toFixed(1)} %`, `[${(100 * p.rateA.lo).toFixed(1)}, ${(100 * p.rateA.hi).toFixed(1)}] %`]);
  }
  return `${table(rows, 1)}\n${table(pairRows, 0)}\n${ladder.rated} games rated (${ladder.seeds} seeds × ${ladder.configsPerPair} seat configurations per pairing)${ladder.unrated ? `, ${ladder.unrated} not rated (aborted or at the action limit)` : ''}; OpenSkill (Weng–Lin, Plackett–Luce), interval = rating ± 1.96 σ\n`;
}

/** The ladder as CSV: one row per bot (rank, bot, rating, sigma, lo, hi, games, wins, draws). */
export function ladderCsv(ladder: Ladder): string {
  const lines = ['rank,bot,rating,sigma,lo,hi,games,wins,draws'];
  ladder.ratings.forEach((r, i) => lines.push([i + 1, r.bot, r.mu.toFixed(4), r.sigma.toFixed(4), r.lo.toFixed(4), r.hi.toFixed(4), r.games, r.wins, r.draws].join(',')));
  return lines.join('\n') + '\n';
}

/** Rows as aligned columns: column `text` left-aligned, the others (numbers) right-aligned. */
function table(rows: readonly (readonly string[])[], text: number): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows.map((r) => r.map((cell, c) => (c === text ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ').trimEnd()).join('\n') + '\n';
}
