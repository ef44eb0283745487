// Bot parameters in the Playtest form (DIG-053): which `bot.NAME` entries a ruleset's kind takes (the engine's
// `agentParamSpecs`: Gämsh's default real-time bot, docs/rules/gamsh.md), a suggested sweep line and option entry per
// parameter, and setting an entry in the free-text options field. The host checks names and values (as the CLI
// does); these only help to write them. Pure.
import { agentParamSpecs, BOT_PARAM_PREFIX, type AgentParamSpec, type Json } from '../../../../engine';

/** The bot parameters of kind `kindId` (empty for kinds without a default real-time bot, and for null). */
export function botParamsOf(kindId: string | null | undefined): readonly AgentParamSpec[] {
  return kindId ? agentParamSpecs(kindId) : [];
}

/** `x` rounded to at most 3 decimals, as written in a field (`0.25`, `1250`). */
function num(x: number): string {
  return String(Math.round(x * 1000) / 1000);
}

/** Half, the default and double, clamped to [min, max] and whole for integers; 0, 1, 2 when the default is 0. */
function around(d: number, min: number, max: number, whole: boolean): string {
  const raw = d === 0 ? [0, 1, 2] : [d / 2, d, d * 2];
  const vals = raw.map((v) => Math.min(max, Math.max(min, whole ? Math.round(v) : v)));
  return [...new Set(vals.map(num))].join(',');
}

/**
 * A sweep line for `spec` (one axis, DIG-053): probabilities in [0, 1] `bot.NAME=0..1:0.25`; other numbers half,
 * the default and double (`bot.passDelayMs=1250,2500,5000`); a latency its median the same way
 * (`bot.callDelayMs.median=250,500,1000`); a choice every choice (`bot.farmerUse=always,never`).
 */
export function suggestedAxis(spec: AgentParamSpec): string {
  const name = BOT_PARAM_PREFIX + spec.name;
  switch (spec.type) {
    case 'choice':
      return `${name}=${(spec.choices ?? []).join(',')}`;
    case 'lognormal':
      return `${name}.median=${around((spec.default as readonly number[])[0]!, spec.min ?? 1, spec.max ?? Infinity, true)}`;
    default:
      if (spec.type === 'number' && spec.min === 0 && spec.max === 1) return `${name}=0..1:0.25`;
      return `${name}=${around(spec.default as number, spec.min ?? 0, spec.max ?? Infinity, spec.type === 'integer')}`;
  }
}

/** The option entry of `spec` at its default: `bot.attentionPartner=0.6`; a latency by its median, `bot.callDelayMs.median=500`. */
export function defaultEntry(spec: AgentParamSpec): string {
  const name = BOT_PARAM_PREFIX + spec.name;
  if (spec.type === 'lognormal') return `${name}.median=${(spec.default as readonly number[])[0]!}`;
  return `${name}=${String(spec.default as Json)}`;
}

/** The default as shown in the form: a latency as `LN(500 ms, σ 0.4)`, anything else as written. */
export function defaultText(spec: AgentParamSpec): string {
  if (spec.type === 'lognormal') {
    const [median, sigma] = spec.default as readonly number[];
    return `LN(${median} ms, σ ${sigma})`;
  }
  return String(spec.default as Json);
}

/**
 * `text` (the options field: `name=value` entries separated by spaces, commas or new lines) with `entry`
 * (`name=value`) set: earlier entries of the same name are dropped, the entry goes last, the rest keep their order.
 */
export function setEntry(text: string, entry: string): string {
  const key = entry.slice(0, entry.indexOf('=') + 1);
  const kept = text.split(/[\s,]+/).filter((p) => p.length > 0 && !p.startsWith(key));
  return [...kept, entry].join(' ');
}
