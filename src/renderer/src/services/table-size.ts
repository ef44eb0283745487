// The player count a new game of a ruleset is dealt at: the one chosen in the Library when the ruleset offers it
// (Gassi 2–5 players, GAS-005; Gämsh two or three teams, GAM-001), else the ruleset's own. No Vue, no Pinia.
import { compileRuleset, playerCount, type CompiledGame, type TableSize } from '../../../engine';

/** The offered size with `chosen` players, or null when none is chosen or the ruleset does not offer that count. */
export function chosenSize(sizes: readonly TableSize[], chosen: number | undefined): TableSize | null {
  return chosen === undefined ? null : (sizes.find((s) => s.players === chosen) ?? null);
}

/**
 * `game` at the player count `chosen`: recompiled with the size's option values on top of its overrides when the
 * ruleset offers that count and it differs from the game's; `game` itself otherwise. Errors: the compiler's
 * diagnostics joined in one message (an offered size always compiles; this guards an edited ruleset).
 */
export function atChosenSize(
  game: CompiledGame,
  chosen: number | undefined,
): { ok: true; game: CompiledGame } | { ok: false; message: string } {
  const size = chosenSize(playerCount(game).sizes, chosen);
  if (!size || size.players === game.layout.active.length) return { ok: true, game };
  const c = compileRuleset(game.ruleset, { ...game.overrides, ...size.options });
  return c.ok ? { ok: true, game: c.value } : { ok: false, message: c.error.map((d) => d.message).join('\n') };
}
