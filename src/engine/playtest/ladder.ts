// The bot ladder: every pairing of the given bots plays the same seeds (paired) in every seat configuration
// (teams rotated). Each bot gets a Bradley–Terry rating (Bradley & Terry 1952; maximum likelihood over all games at
// once, Elo scale) with a 95 % confidence interval from the observed Fisher information, and — as a cross-check —
// an OpenSkill rating (Weng & Lin 2011, "A Bayesian Approximation Method for Online Ranking", JMLR 12; the
// `openskill` package, Plackett–Luce model). Bradley–Terry ranks: a ladder is a batch, all games are known at once,
// and its intervals follow the evidence, while OpenSkill's online updates shrink σ far more slowly than the games
// warrant (400 Dog games at 67 % left the two bots' OpenSkill intervals overlapping). OpenSkill games are rated in a
// canonical order (seed index, then configuration), never in completion order, so the ladder is identical for any
// worker count or shard split. Pure.
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

/**
 * One bot's rating: Bradley–Terry on the Elo scale (`rating`, mean 1500 over the ladder's bots; 400 points = ten
 * times the odds) with its quasi standard error (Firth & de Menezes 2004) and 95 % interval `rating ± 1.96 se`; OpenSkill's mean and deviation with
 * the interval `mu ± 1.96 sigma`; and its record.
 */
export interface LadderRating {
  readonly bot: string;
  readonly rating: number;
  readonly se: number;
  readonly lo: number;
  readonly hi: number;
  readonly openskill: { readonly mu: number; readonly sigma: number; readonly lo: number; readonly hi: number };
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
export function fitLadder(
  bots: readonly string[],
  configs: readonly LadderConfig[],
  records: readonly (readonly GameRecord[])[],
): Ladder {
  if (records.length !== configs.length)
    throw new RangeError(`ladder: ${records.length} record lists for ${configs.length} configurations`);
  const seeds = records[0]?.length ?? 0;
  if (records.some((r) => r.length !== seeds))
    throw new RangeError('ladder: every configuration must play the same seeds');
  const ratings = bots.map(() => newRating());
  const stats = bots.map(() => ({ games: 0, wins: 0, draws: 0 }));
  const pairKey = (a: number, b: number) => a * bots.length + b;
  const pairs = new Map<number, { games: number; winsA: number; winsB: number; draws: number }>();
  let rated = 0;
  let unrated = 0;
  for (let i = 0; i < seeds; i++) {
    configs.forEach((cfg, c) => {
      const r = records[c]![i]!;
      if (r.aborted !== null || r.truncated) {
        unrated++;
        return;
      }
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
      for (const [bot, w] of [
        [cfg.a, aWon && !bWon],
        [cfg.b, bWon && !aWon],
      ] as const) {
        stats[bot]!.games++;
        if (w) stats[bot]!.wins++;
        if (aWon === bWon) stats[bot]!.draws++;
      }
      if (aWon === bWon) p.draws++;
      else if (aWon) p.winsA++;
      else p.winsB++;
    });
  }
  const bt = bradleyTerry(bots.length, pairs, pairKey);
  const list: LadderRating[] = bots.map((bot, k) => {
    const r = ratings[k]!;
    const rating = 1500 + ELO * bt.theta[k]!;
    const se = ELO * bt.se[k]!;
    return {
      bot,
      rating,
      se,
      lo: rating - Z95 * se,
      hi: rating + Z95 * se,
      openskill: { mu: r.mu, sigma: r.sigma, lo: r.mu - Z95 * r.sigma, hi: r.mu + Z95 * r.sigma },
      ...stats[k]!,
    };
  });
  list.sort((x, y) => y.rating - x.rating || bots.indexOf(x.bot) - bots.indexOf(y.bot));
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

/** Elo points per unit of Bradley–Terry strength (natural log-odds): 400 / ln 10. */
const ELO = 400 / Math.LN10;

/**
 * Bradley–Terry maximum likelihood (Bradley & Terry 1952, Biometrika 39:324–345): strengths `theta` (log-odds
 * units, mean 0) with P(i beats j) = 1 / (1 + e^(θj − θi)), fitted by Newton's method on all pairings' wins (a draw
 * counts half a win for each), plus one virtual draw per pairing so that a bot that never won (or never lost) keeps a
 * finite strength. The covariance is the inverse observed information with the last bot fixed; `se` are its quasi
 * standard errors (`quasiSe`), so two bots' intervals overlap or not as their difference is uncertain or not.
 */
function bradleyTerry(
  k: number,
  pairs: ReadonlyMap<number, { games: number; winsA: number; winsB: number; draws: number }>,
  pairKey: (a: number, b: number) => number,
): { theta: number[]; se: number[] } {
  const n: number[][] = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const w: number[][] = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  for (let a = 0; a < k; a++) {
    for (let b = a + 1; b < k; b++) {
      const p = pairs.get(pairKey(a, b));
      const games = (p?.games ?? 0) + 1;
      n[a]![b] = n[b]![a] = games;
      w[a]![b] = (p?.winsA ?? 0) + ((p?.draws ?? 0) + 1) / 2;
      w[b]![a] = (p?.winsB ?? 0) + ((p?.draws ?? 0) + 1) / 2;
    }
  }
  const theta = new Array<number>(k).fill(0);
  const m = k - 1; // the last bot is the reference (θ = 0) while fitting
  const info = (): { g: number[]; h: number[][] } => {
    const g = new Array<number>(m).fill(0);
    const h: number[][] = Array.from({ length: m }, () => new Array<number>(m).fill(0));
    for (let i = 0; i < k; i++) {
      for (let j = 0; j < k; j++) {
        if (i === j || n[i]![j] === 0) continue;
        const pij = 1 / (1 + Math.exp(theta[j]! - theta[i]!));
        const v = n[i]![j]! * pij * (1 - pij);
        if (i < m) {
          g[i]! += w[i]![j]! - n[i]![j]! * pij;
          h[i]![i]! += v;
          if (j < m) h[i]![j]! -= v;
        }
      }
    }
    return { g, h };
  };
  for (let iter = 0; iter < 100 && m > 0; iter++) {
    const { g, h } = info();
    const step = solve(h, g);
    let big = 0;
    for (let i = 0; i < m; i++) {
      theta[i]! += step[i]!;
      big = Math.max(big, Math.abs(step[i]!));
    }
    if (big < 1e-10) break;
  }
  const cov = m > 0 ? invert(info().h) : [];
  const mean = theta.reduce((x, y) => x + y, 0) / k;
  const full = Array.from({ length: k }, (_, i) =>
    Array.from({ length: k }, (_, j) => (i < m && j < m ? cov[i]![j]! : 0)),
  );
  return { theta: theta.map((t) => t - mean), se: quasiSe(full) };
}

/**
 * Quasi standard errors (Firth & de Menezes 2004, "Quasi-variances", Biometrika 91:65–80) from the covariance of the
 * strengths (any reference): per-bot values `q` with `q_i² + q_j² ≈ var(θi − θj)` for every pair (least squares over
 * the pairs; exact for two or three bots). Intervals `θi ± 1.96 q_i` can then be compared pair by pair: a bot that
 * never won has a huge variance of its own without widening everyone else's interval, as centring would.
 */
function quasiSe(cov: readonly (readonly number[])[]): number[] {
  const k = cov.length;
  if (k < 2) return new Array<number>(k).fill(0);
  const pairs: [number, number, number][] = [];
  for (let i = 0; i < k; i++)
    for (let j = i + 1; j < k; j++) pairs.push([i, j, cov[i]![i]! + cov[j]![j]! - 2 * cov[i]![j]!]);
  if (k === 2) return [Math.sqrt(pairs[0]![2] / 2), Math.sqrt(pairs[0]![2] / 2)];
  // normal equations of min Σ (q_i² + q_j² − V_ij)² in the unknowns u = q²: (AᵀA) u = Aᵀ V
  const ata = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const atv = new Array<number>(k).fill(0);
  for (const [i, j, v] of pairs) {
    ata[i]![i]! += 1;
    ata[j]![j]! += 1;
    ata[i]![j]! += 1;
    ata[j]![i]! += 1;
    atv[i]! += v;
    atv[j]! += v;
  }
  return solve(ata, atv).map((u) => Math.sqrt(Math.max(u, 0)));
}

/** Solves `a · x = b` by Gaussian elimination with partial pivoting (a small symmetric positive-definite system). */
function solve(a: readonly (readonly number[])[], b: readonly number[]): number[] {
  const m = b.length;
  const x = a.map((r, i) => [...r, b[i]!]);
  for (let c = 0; c < m; c++) {
    let p = c;
    for (let r = c + 1; r < m; r++) if (Math.abs(x[r]![c]!) > Math.abs(x[p]![c]!)) p = r;
    [x[c], x[p]] = [x[p]!, x[c]!];
    for (let r = 0; r < m; r++) {
      if (r === c) continue;
      const f = x[r]![c]! / x[c]![c]!;
      for (let j = c; j <= m; j++) x[r]![j]! -= f * x[c]![j]!;
    }
  }
  return x.map((r, i) => r[m]! / r[i]!);
}

/** The inverse of a small symmetric positive-definite matrix (column by column with `solve`). */
function invert(a: readonly (readonly number[])[]): number[][] {
  const m = a.length;
  const cols = Array.from({ length: m }, (_, j) =>
    solve(
      a,
      Array.from({ length: m }, (_, i) => (i === j ? 1 : 0)),
    ),
  );
  return Array.from({ length: m }, (_, i) => Array.from({ length: m }, (_, j) => cols[j]![i]!));
}

/** True when the 95 % intervals of the ratings of `lower` and `higher` do not overlap and `higher` is above. */
export function clearlyAbove(ladder: Ladder, higher: string, lower: string): boolean {
  const h = ladder.ratings.find((r) => r.bot === higher);
  const l = ladder.ratings.find((r) => r.bot === lower);
  return !!h && !!l && h.lo > l.hi;
}

/**
 * The ladder as a terminal table (ratings, then pairings), columns padded to line up, in `lang` (`de`: German
 * words, decimal comma, `[lo; hi]`; default English, unchanged).
 */
export function formatLadder(ladder: Ladder, lang: 'de' | 'en' = 'en'): string {
  const de = lang === 'de';
  const w = (en: string, ge: string) => (de ? ge : en);
  const f = (x: number, d: number) => (de ? x.toFixed(d).replace('.', ',') : x.toFixed(d));
  const iv = (lo: string, hi: string) => (de ? `[${lo}; ${hi}]` : `[${lo}, ${hi}]`);
  const rows: string[][] = [
    [
      '#',
      w('bot', 'Bot'),
      w('rating', 'Wertung'),
      w('95 % interval', '95-%-Intervall'),
      'OpenSkill μ [95 %]',
      w('games', 'Partien'),
      w('wins', 'Siege'),
      w('draws', 'Remis'),
    ],
  ];
  ladder.ratings.forEach((r, i) =>
    rows.push([
      String(i + 1),
      r.bot,
      r.rating.toFixed(0),
      iv(r.lo.toFixed(0), r.hi.toFixed(0)),
      `${f(r.openskill.mu, 1)} ${iv(f(r.openskill.lo, 1), f(r.openskill.hi, 1))}`,
      String(r.games),
      String(r.wins),
      String(r.draws),
    ]),
  );
  const pairRows: string[][] = [
    [
      w('pairing', 'Paarung'),
      w('games', 'Partien'),
      w('wins', 'Siege'),
      w('draws', 'Remis'),
      w('win rate of the first', 'Gewinnrate des Ersten'),
      w('95 % interval', '95-%-Intervall'),
    ],
  ];
  for (const p of ladder.pairs) {
    pairRows.push([
      `${p.a} ${w('vs', 'gegen')} ${p.b}`,
      String(p.games),
      `${p.winsA}:${p.winsB}`,
      String(p.draws),
      `${f(100 * p.rateA.rate, 1)} %`,
      `${iv(f(100 * p.rateA.lo, 1), f(100 * p.rateA.hi, 1))} %`,
    ]);
  }
  const note = de
    ? `${ladder.rated} Partien gewertet (${ladder.seeds} Seeds × ${ladder.configsPerPair} Sitzordnungen je Paarung)${ladder.unrated ? `, ${ladder.unrated} nicht gewertet (abgebrochen oder am Aktionslimit)` : ''}; Wertung = Bradley–Terry-Maximum-Likelihood auf der Elo-Skala (Mittel 1500), Intervall = Wertung ± 1,96 Quasi-Standardfehler; OpenSkill (Weng–Lin, Plackett–Luce) μ ± 1,96 σ zur Gegenprobe`
    : `${ladder.rated} games rated (${ladder.seeds} seeds × ${ladder.configsPerPair} seat configurations per pairing)${ladder.unrated ? `, ${ladder.unrated} not rated (aborted or at the action limit)` : ''}; rating = Bradley–Terry maximum likelihood on the Elo scale (mean 1500), interval = rating ± 1.96 quasi standard errors; OpenSkill (Weng–Lin, Plackett–Luce) μ ± 1.96 σ as a cross-check`;
  return `${table(rows, 1)}\n${table(pairRows, 0)}\n${note}\n`;
}

/** The ladder as CSV: one row per bot (rank, bot, Bradley–Terry rating, se, lo, hi, OpenSkill mu, sigma, games, wins, draws). */
export function ladderCsv(ladder: Ladder): string {
  const lines = ['rank,bot,rating,se,lo,hi,openskill_mu,openskill_sigma,games,wins,draws'];
  ladder.ratings.forEach((r, i) =>
    lines.push(
      [
        i + 1,
        r.bot,
        r.rating.toFixed(2),
        r.se.toFixed(2),
        r.lo.toFixed(2),
        r.hi.toFixed(2),
        r.openskill.mu.toFixed(4),
        r.openskill.sigma.toFixed(4),
        r.games,
        r.wins,
        r.draws,
      ].join(','),
    ),
  );
  return lines.join('\n') + '\n';
}

/** Rows as aligned columns: column `text` left-aligned, the others (numbers) right-aligned. */
function table(rows: readonly (readonly string[])[], text: number): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return (
    rows
      .map((r) =>
        r
          .map((cell, c) => (c === text ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
          .join('  ')
          .trimEnd(),
      )
      .join('\n') + '\n'
  );
}
