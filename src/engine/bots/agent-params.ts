// Parameters of a kind's default real-time agents (`KindBots.agentParams`; Gämsh: `GamshBotParams`, docs/rules/gamsh.md)
// by name, for playtests and sweeps (DIG-053): which names exist, their ranges, and setting one with a clear error
// for a bad name or value. Parameters travel as plain JSON in `BotSpec.params`, so they cross worker boundaries. Pure.
import type { Json } from '../core/types';
import { findKind } from '../kinds';
import { editDistance } from '../core/edit-distance';
import type { AgentParams, AgentParamSpec } from './agent-param-spec';

export type { AgentParams, AgentParamSpec } from './agent-param-spec';

/** The parameters the default agents of kind `kindId` take (empty for kinds without such agents). */
export function agentParamSpecs(kindId: string): readonly AgentParamSpec[] {
  return findKind(kindId)?.bots?.agentParams ?? [];
}

/**
 * The parameter set of level `level` (`easy`, `normal`, `strong`, `expert`) for the real-time bots of kind `kindId`
 * (`KindBots.realtimeLevels`), or an empty set (the kind's defaults) for other bot types and kinds without levels.
 */
export function realtimeLevelParams(kindId: string, level: string): AgentParams {
  const byLevel = findKind(kindId)?.bots?.realtimeLevels;
  return byLevel && Object.hasOwn(byLevel, level) ? byLevel[level]! : {};
}

/**
 * Sets parameter `name` to `value` in `params` (a copy) for the default agents of kind `kindId`, or returns an
 * error message that names the offending name or value. `name` is a parameter (`attentionPartner`), or for a
 * log-normal latency `x`, `x.median` or `x.sigma`: a plain number for `x` sets the median and keeps the sigma;
 * `x` also takes `[median, sigma]`.
 */
export function setAgentParam(
  kindId: string,
  params: AgentParams,
  name: string,
  value: Json,
): { ok: true; params: AgentParams } | { ok: false; error: string } {
  const specs = agentParamSpecs(kindId);
  if (specs.length === 0)
    return {
      ok: false,
      error: `kind "${kindId}" has no bot parameters (only kinds with a default real-time bot, such as gamsh, have them)`,
    };
  const dot = name.indexOf('.');
  const base = dot < 0 ? name : name.slice(0, dot);
  const part = dot < 0 ? null : name.slice(dot + 1);
  const spec = specs.find((s) => s.name === base);
  if (!spec) {
    const names = specs.map((s) => s.name);
    const hint = didYouMean(base, names);
    return {
      ok: false,
      error: `unknown bot parameter "${name}".${hint ? ` ${hint}` : ` Known: ${names.join(', ')}.`}`,
    };
  }
  if (part !== null && (spec.type !== 'lognormal' || (part !== 'median' && part !== 'sigma'))) {
    return {
      ok: false,
      error: `unknown bot parameter "${name}": ${spec.type === 'lognormal' ? `a latency has ".median" and ".sigma"` : `"${base}" has no parts`}`,
    };
  }
  const bad = (why: string) => ({
    ok: false as const,
    error: `bot parameter "${name}": ${JSON.stringify(value)} ${why}`,
  });
  const inRange = (x: Json, lo: number, hi: number): x is number =>
    typeof x === 'number' && Number.isFinite(x) && x >= lo && x <= hi;
  switch (spec.type) {
    case 'choice':
      if (typeof value !== 'string' || !spec.choices!.includes(value))
        return bad(`is not one of ${spec.choices!.join(', ')}`);
      return { ok: true, params: { ...params, [base]: value } };
    case 'number':
    case 'integer':
      if (!inRange(value, spec.min!, spec.max!)) return bad(`is not in [${spec.min}, ${spec.max}]`);
      if (spec.type === 'integer' && !Number.isInteger(value)) return bad('is not a whole number');
      return { ok: true, params: { ...params, [base]: value } };
    case 'lognormal': {
      const [median, sigma] = (params[base] ?? spec.default) as [number, number];
      const medianOk = (x: Json) => inRange(x, spec.min!, spec.max!);
      const sigmaOk = (x: Json) => inRange(x, 0, spec.sigmaMax!);
      if (part === 'sigma')
        return sigmaOk(value)
          ? { ok: true, params: { ...params, [base]: [median, value as number] } }
          : bad(`is not a sigma in [0, ${spec.sigmaMax}]`);
      if (part === 'median' || !Array.isArray(value))
        return medianOk(value)
          ? { ok: true, params: { ...params, [base]: [value as number, sigma] } }
          : bad(`is not a median latency in ms in [${spec.min}, ${spec.max}]`);
      if (value.length !== 2 || !medianOk(value[0]!) || !sigmaOk(value[1]!))
        return bad(`is not [median in [${spec.min}, ${spec.max}] ms, sigma in [0, ${spec.sigmaMax}]]`);
      return { ok: true, params: { ...params, [base]: [value[0] as number, value[1] as number] } };
    }
  }
}

/**
 * Checks a whole parameter set for kind `kindId` (as `setAgentParam` would set each entry): null when valid, else
 * the first error. Used where specs arrive from elsewhere (worker tasks, the host API).
 */
export function agentParamsError(kindId: string, params: AgentParams): string | null {
  let acc: AgentParams = {};
  for (const [k, v] of Object.entries(params)) {
    const r = setAgentParam(kindId, acc, k, v);
    if (!r.ok) return r.error;
    acc = r.params;
  }
  return null;
}

/** `Did you mean "x"?` for the closest known name (edit distance ≤ max(2, ⅓ of the length), or a prefix), else ''. */
export function didYouMean(name: string, known: readonly string[]): string {
  const key = name.toLowerCase();
  let best: string | null = null;
  let bestD = Infinity;
  for (const k of known) {
    const d = k.toLowerCase().startsWith(key) && key.length >= 4 ? 0 : editDistance(key, k.toLowerCase());
    if (d < bestD) [best, bestD] = [k, d];
  }
  return best !== null && bestD <= Math.max(2, name.length / 3) ? `Did you mean "${best}"?` : '';
}
