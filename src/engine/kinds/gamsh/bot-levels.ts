// Gämsh's bot members (`GameKind.bots`): the parameters of its real-time agent by name with their ranges
// (docs/rules/gamsh.md, DIG-053), and the named levels — a real-time bot's strength is attention and reaction time, so
// each level is a set of `GamshBotParams`: `normal` is the spec's defaults, the others move every latency and
// attention figure towards a slower or a faster, more attentive human. Pure.
import type { KindBots } from '../../bots/kind-bots';
import { HOUR_MS, specsFrom, type AgentParamRange, type AgentParams } from '../../bots/agent-param-spec';
import { DEFAULT_GAMSH_BOT } from './bot-params';

const PROBABILITY = { type: 'number', min: 0, max: 1 } as const;
const PER_MINUTE = { type: 'number', min: 0, max: 600 } as const;

/** Ranges of the Gämsh parameters that are not a log-normal latency (docs/rules/gamsh.md). */
const GAMSH_RANGES: Readonly<Record<string, AgentParamRange>> = {
  signalRepeatMs: { type: 'number', min: 100, max: HOUR_MS },
  attentionPartner: PROBABILITY,
  attentionOpponent: PROBABILITY,
  vigilance: PROBABILITY,
  memory: PROBABILITY,
  bluffRatePerMin: PER_MINUTE,
  fakeTellProb: PROBABILITY,
  greedDouble: PROBABILITY,
  counterThreshold: PROBABILITY,
  outgamshThreshold: PROBABILITY,
  outgamshMinEvidence: { type: 'integer', min: 0, max: 1000 },
  cheatRate: PROBABILITY,
  bullSlapProb: PROBABILITY,
  passDelayMs: { type: 'number', min: 0, max: HOUR_MS },
  farmerUse: { type: 'choice', choices: ['always', 'never'] },
  blindCallRatePerMin: PER_MINUTE,
};

/**
 * Gämsh parameter sets per level (latencies as `[median ms, sigma]` of a log-normal, probabilities in [0, 1]).
 *
 * The figures are anchored in published human reaction times:
 * - Simple visual reaction time of young adults is about 200–250 ms: Card, Moran & Newell (1983), *The Psychology of
 *   Human–Computer Interaction*, ch. 2 (Model Human Processor: perceive 100 ms + decide 70 ms + act 70 ms ≈ 240 ms,
 *   range about 105–470 ms); Welford (1980), *Reaction Times*, Academic Press (means of 190–250 ms for light onset).
 *   A slap on a Snack or a Bull (`slapDelayMs`) is such a reaction plus a short hand movement: 350 ms median for
 *   `normal` (the spec's default), 220 ms for `expert` (the fast end of trained subjects), 500 ms for `easy`.
 * - Choice reaction time grows with the information in the choice (Hick 1952, "On the rate of gain of information",
 *   QJEP 4:11–26; Hyman 1953, J Exp Psychol 45:188–196): RT ≈ a + b·log2(n + 1) with b ≈ 150 ms per bit (Card et al.
 *   1983). Deciding to CALL among a few candidate partners/quartets (`callDelayMs`, 2–3 bits) therefore takes
 *   simple RT + 300–450 ms for a typical player: 500 ms median for `normal`; 330 ms for `expert`, who has
 *   practised the few patterns (practice lowers the slope); 750 ms for `easy`.
 * - Noticing a partner's emote while busy with one's own cards is a divided-attention task, slower and less reliable
 *   than a simple reaction: `noticeDelayMs` 400 ms median (normal) and the noticing probabilities
 *   (`attentionPartner`, `attentionOpponent`, `vigilance`) rise with the level.
 * Swap pace (`swapIntervalMs`), the pause before taking (`takeDelayMs`) and signalling (`signalDelayMs`) scale the
 * same way (× 1.5 easy, × 0.8 strong, × 0.65 expert); sigmas stay the spec's.
 */
export const GAMSH_LEVELS: Readonly<Record<'easy' | 'normal' | 'strong' | 'expert', AgentParams>> = {
  easy: {
    swapIntervalMs: [1800, 0.5],
    takeDelayMs: [450, 0.3],
    signalDelayMs: [1200, 0.5],
    noticeDelayMs: [600, 0.4],
    callDelayMs: [750, 0.4],
    slapDelayMs: [500, 0.3],
    attentionPartner: 0.4,
    attentionOpponent: 0.15,
    vigilance: 0.3,
    memory: 0.5,
  },
  normal: {},
  strong: {
    swapIntervalMs: [960, 0.5],
    takeDelayMs: [240, 0.3],
    signalDelayMs: [640, 0.5],
    noticeDelayMs: [320, 0.4],
    callDelayMs: [400, 0.4],
    slapDelayMs: [280, 0.3],
    attentionPartner: 0.75,
    attentionOpponent: 0.45,
    vigilance: 0.7,
    memory: 0.85,
  },
  expert: {
    swapIntervalMs: [780, 0.5],
    takeDelayMs: [200, 0.3],
    signalDelayMs: [520, 0.5],
    noticeDelayMs: [260, 0.4],
    callDelayMs: [330, 0.4],
    slapDelayMs: [220, 0.3],
    attentionPartner: 0.9,
    attentionOpponent: 0.6,
    vigilance: 0.85,
    memory: 0.95,
  },
};

/** Gämsh's bot members: its agent's parameters (from `DEFAULT_GAMSH_BOT` and `GAMSH_RANGES`) and `GAMSH_LEVELS`. */
export const gamshBots: KindBots = {
  agentParams: specsFrom({ ...DEFAULT_GAMSH_BOT }, GAMSH_RANGES),
  realtimeLevels: GAMSH_LEVELS,
};
