// Gämsh bot parameters (docs/rules/gamsh.md) and the random draws they need (log-normal latencies, Poisson
// bluffs), from the bot's own RNG stream. Pure.
import type { Rng } from '../../core/types';

/** A log-normal latency `LN(median ms, σ)`. */
export type LogNormal = readonly [median: number, sigma: number];

/** Default-bot parameters. Latencies in ms; probabilities in [0, 1]; rates per simulated minute. */
export interface GamshBotParams {
  readonly swapIntervalMs: LogNormal;
  readonly takeDelayMs: LogNormal;
  readonly signalDelayMs: LogNormal;
  readonly signalRepeatMs: number;
  readonly attentionPartner: number;
  readonly attentionOpponent: number;
  readonly noticeDelayMs: LogNormal;
  readonly callDelayMs: LogNormal;
  readonly slapDelayMs: LogNormal;
  readonly vigilance: number;
  readonly memory: number;
  readonly bluffRatePerMin: number;
  readonly fakeTellProb: number;
  readonly greedDouble: number;
  readonly counterThreshold: number;
  readonly outgamshThreshold: number;
  readonly outgamshMinEvidence: number;
  readonly cheatRate: number;
  readonly bullSlapProb: number;
  readonly passDelayMs: number;
  readonly farmerUse: 'always' | 'never';
  readonly blindCallRatePerMin: number;
}

/** The defaults of docs/rules/gamsh.md. */
export const DEFAULT_GAMSH_BOT: GamshBotParams = {
  swapIntervalMs: [1200, 0.5],
  takeDelayMs: [300, 0.3],
  signalDelayMs: [800, 0.5],
  signalRepeatMs: 2500,
  attentionPartner: 0.6,
  attentionOpponent: 0.3,
  noticeDelayMs: [400, 0.4],
  callDelayMs: [500, 0.4],
  slapDelayMs: [350, 0.3],
  vigilance: 0.5,
  memory: 0.7,
  bluffRatePerMin: 1.5,
  fakeTellProb: 0.05,
  greedDouble: 0.25,
  counterThreshold: 0.75,
  outgamshThreshold: 0.85,
  outgamshMinEvidence: 2,
  cheatRate: 0.05,
  bullSlapProb: 0.5,
  passDelayMs: 2500,
  farmerUse: 'always',
  blindCallRatePerMin: 0,
};

/** Uniform in (0, 1) from the integer RNG. */
export function uniform(rng: Rng): number {
  return (rng.int(1, 0x3fffffff) - 0.5) / 0x3fffffff;
}

/** True with probability `p`. */
export function chance(rng: Rng, p: number): boolean {
  return p >= 1 || (p > 0 && uniform(rng) < p);
}

/**
 * Log-normal latency draws from one RNG stream. Box–Muller turns two uniforms into two independent normal
 * draws: the second is kept for the next call (half the uniforms and logarithms per draw).
 */
export class LatencySampler {
  private spare = 0;
  private hasSpare = false;

  constructor(private readonly rng: Rng) {}

  /** A draw of `LN(median, σ)` in whole ms, at least 1. */
  sample([median, sigma]: LogNormal): number {
    let z = this.spare;
    if (this.hasSpare) this.hasSpare = false;
    else {
      const r = Math.sqrt(-2 * Math.log(uniform(this.rng)));
      const a = 2 * Math.PI * uniform(this.rng);
      z = r * Math.cos(a);
      this.spare = r * Math.sin(a);
      this.hasSpare = true;
    }
    return Math.max(1, Math.round(median * Math.exp(sigma * z)));
  }
}

/** Waiting time (ms) to the next event of a Poisson process with `perMin` events per minute; Infinity if 0. */
export function poissonWait(rng: Rng, perMin: number): number {
  return perMin > 0 ? Math.max(1, Math.round((-Math.log(uniform(rng)) * 60_000) / perMin)) : Infinity;
}

/** One item of a list, uniformly. */
export function pick<T>(rng: Rng, xs: readonly T[]): T {
  return xs[rng.int(0, xs.length - 1)]!;
}
