// Seat occupants of simulated games for replays (docs/rules/gamsh.md "player list with … bot parameters"): the bot
// level of each seat for turn-based kinds (`normal` unless told); the kind's default real-time bot with every
// effective parameter for real-time kinds. Pure.
import type { CompiledGame } from '../core/game';
import type { SeatOccupant } from '../core/replay';
import type { Json } from '../core/types';
import { agentParamSpecs, type AgentParams } from './agent-params';

/**
 * The occupants a simulated game was played by, one per seat: for a turn-based kind `{ bot: level }` with the
 * seat's bot level (`levels[seat]`, the last entry repeating; default `normal`, the level every command plays
 * without `--bots`), so a replay's header names the level; for a real-time kind with a default agent
 * `{ bot: 'realtime-default', params }` where `params` are all its parameters (defaults overlaid with `params`;
 * Gämsh: `GamshBotParams`, ms and rates per minute as there).
 */
export function simulatedSeats(
  game: CompiledGame,
  params: AgentParams = {},
  levels: readonly string[] = ['normal'],
): SeatOccupant[] {
  const realtime = game.kind.realtime === true && game.kind.defaultAgent !== undefined;
  const effective: Record<string, Json> = {};
  if (realtime)
    for (const spec of agentParamSpecs(game.kind.id))
      effective[spec.name] = Object.hasOwn(params, spec.name) ? params[spec.name]! : spec.default;
  return Array.from({ length: game.layout.seatCount }, (_, seat) =>
    realtime
      ? {
          occupant: 'bot' as const,
          bot: 'realtime-default',
          ...(Object.keys(effective).length ? { params: effective } : {}),
        }
      : { occupant: 'bot' as const, bot: levels[Math.min(seat, levels.length - 1)] ?? 'normal' },
  );
}
