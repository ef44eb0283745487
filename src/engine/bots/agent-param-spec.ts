// The shape of a real-time agent's parameters (`KindBots.agentParams`) and how a kind builds their specs from its
// defaults. Kind-neutral; the kinds list their own parameters and ranges (Gämsh: kinds/gamsh/bot-levels.ts). Pure.
import type { Json } from '../core/types';

/** Agent parameters by name, as `BotSpec.params` carries them (a log-normal latency is `[median, sigma]`). */
export type AgentParams = Readonly<Record<string, Json>>;

/** What values one agent parameter takes. */
export interface AgentParamSpec {
  readonly name: string;
  /** `number`/`integer` in [min, max]; `lognormal`: `[median ms, sigma]`; `choice`: one of `choices`. */
  readonly type: 'number' | 'integer' | 'lognormal' | 'choice';
  /** Bounds of a number or integer, of a log-normal's median. */
  readonly min?: number;
  readonly max?: number;
  /** Bounds of a log-normal's sigma. */
  readonly sigmaMax?: number;
  readonly choices?: readonly string[];
  readonly default: Json;
}

/** One hour in ms: the upper bound of a latency's median. */
export const HOUR_MS = 3_600_000;

/** The range of a parameter that is not a log-normal latency. */
export type AgentParamRange = Omit<AgentParamSpec, 'name' | 'default'>;

/**
 * The specs of an agent's parameters from its defaults: tuples are log-normal latencies (median 1 ms … 1 h,
 * sigma 0 … 3); other entries take their range from `ranges`, else any number ≥ 0 (a parameter added to the
 * defaults later is settable at once).
 */
export function specsFrom(
  defaults: Readonly<Record<string, unknown>>,
  ranges: Readonly<Record<string, AgentParamRange>>,
): AgentParamSpec[] {
  return Object.entries(defaults).map(([name, value]) => {
    if (Array.isArray(value))
      return { name, type: 'lognormal', min: 1, max: HOUR_MS, sigmaMax: 3, default: value as Json };
    return {
      name,
      ...(ranges[name] ?? { type: 'number', min: 0, max: Number.MAX_SAFE_INTEGER }),
      default: value as Json,
    };
  });
}
