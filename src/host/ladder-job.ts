// The app's bot ladder: the seat configurations and bot specs of a ladder run in the host's worker pool
// (playtest-jobs.ts, mode `ladder`), checked as `rulebench ladder` checks them.
import {
  botUnavailable,
  formatBotSpec,
  ladderConfigs,
  parseBotSpec,
  type BotSpec,
  type CompiledGame,
  type LadderConfig,
} from '../engine';

/** A checked ladder: the bots (specs and labels in the given order) and the seat configurations to play. */
export interface LadderSetup {
  readonly ok: true;
  readonly specs: readonly BotSpec[];
  readonly labels: readonly string[];
  readonly configs: readonly LadderConfig[];
}

/**
 * The ladder of `texts` (bot names such as `random`, `normal`, `strong:100`) on `game`, or why it cannot run: fewer
 * than two bots, an unknown or repeated bot, a bot that cannot play the kind, or a real-time kind (its bots are
 * parameter sets, compared with playtest/compare instead).
 */
export function ladderSetup(
  game: CompiledGame,
  texts: readonly string[],
): LadderSetup | { ok: false; message: string } {
  if (game.kind.realtime)
    return { ok: false, message: `${game.ruleset.id} is played in real time: a ladder compares turn-based bots.` };
  if (texts.length < 2) return { ok: false, message: 'A ladder needs at least two bots, e.g. random, normal, strong.' };
  const specs: BotSpec[] = [];
  for (const t of texts) {
    const s = parseBotSpec(t);
    if (!s) return { ok: false, message: `"${t}" is not a bot.` };
    const why = botUnavailable(game, s);
    if (why) return { ok: false, message: `${t}: ${why}.` };
    specs.push(s);
  }
  const labels = specs.map(formatBotSpec);
  const twice = labels.find((l, i) => labels.indexOf(l) !== i);
  if (twice) return { ok: false, message: `The ladder names "${twice}" twice.` };
  return { ok: true, specs, labels, configs: ladderConfigs(game, specs.length) };
}
