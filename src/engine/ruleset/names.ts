// A ruleset's name and one-line description in a language, and its player count: one lookup for the
// Library, house-rules cards and booklets, so every surface titles a ruleset the same way. Pure.
import type { CompiledGame } from '../core/game';
import type { Json, SheetLang, TableSize } from '../core/types';
import type { Ruleset, RulesetData } from './types';

/** A localized text: one string per language code. */
export type LocalizedText = Readonly<Record<string, string>>;

/**
 * The `names` and `descriptions` of a resolved ruleset from its `extends` chain (this file first). Names come
 * from the file itself only — `names:`, else the legacy `texts.name` (string or `{ de, en }`) — because a
 * parent's name must never title a variant. Descriptions come from the first file of the chain that has any
 * (`descriptions:`, legacy `texts.description`, or plain `description`), so a variant without a description of
 * its own inherits its parent's. Empty objects are left out.
 */
export function resolveLocalizedTexts(chain: readonly RulesetData[]): {
  names?: LocalizedText;
  descriptions?: LocalizedText;
} {
  const own = chain[0];
  if (!own) return {};
  const names = { ...legacy(own.texts?.['name'], own.language), ...(own.names ?? {}) };
  let descriptions: Record<string, string> = {};
  for (const file of chain) {
    const found = {
      ...(file.description ? { [file.language ?? 'de']: file.description } : {}),
      ...legacy(file.texts?.['description'], file.language),
      ...(file.descriptions ?? {}),
    };
    if (Object.keys(found).length) {
      descriptions = found;
      break;
    }
  }
  return {
    ...(Object.keys(names).length ? { names } : {}),
    ...(Object.keys(descriptions).length ? { descriptions } : {}),
  };
}

function legacy(entry: Json | undefined, language: string | undefined): Record<string, string> {
  if (typeof entry === 'string') return { [language ?? 'de']: entry };
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return {};
  return Object.fromEntries(Object.entries(entry).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/**
 * The ruleset's name in `lang`: `names[lang]`, else the file's `name` (written in the ruleset's `language`).
 * Works on rulesets from replays recorded before `names` existed.
 */
export function rulesetName(ruleset: Pick<Ruleset, 'name' | 'names'>, lang: SheetLang): string {
  return ruleset.names?.[lang] ?? ruleset.name;
}

/**
 * The ruleset's one-line description in `lang`: `descriptions[lang]`, else the plain `description` (possibly
 * empty). Variants without a description of their own carry their parent's (see `resolveLocalizedTexts`).
 */
export function rulesetDescription(ruleset: Pick<Ruleset, 'description' | 'descriptions'>, lang: SheetLang): string {
  return ruleset.descriptions?.[lang] ?? ruleset.description;
}

/** How many people play a compiled ruleset, and in which teams. */
export interface PlayerCount {
  /** Seats taking part with these options (`TableLayout.active`), e.g. 4 for standard Dog, 3 for Märki 3-player. */
  readonly players: number;
  /** Fewest and most players the ruleset allows (equal to `players` unless the kind has `minPlayers`/`maxPlayers` options, as Gassi). */
  readonly min: number;
  readonly max: number;
  /** Team sizes in seat order, e.g. `[2, 2]`, `[1, 2]`, `[3, 3]`; empty when everyone plays alone. */
  readonly teams: readonly number[];
  /**
   * The table sizes a game can be started at with an option override (`GameKind.tableSizes`: Gassi 2–5 players,
   * Gämsh 4 or 6), smallest first; empty when the ruleset is played at `players` only (Dog: a variant per size).
   */
  readonly sizes: readonly TableSize[];
}

/**
 * The player count of a compiled ruleset, derived from the kind's table layout (`GameKind.layout`): Dog's
 * `playerCount`/`teamLayout` (DOG-001, DOG-120, DOG-130), Gämsh's `teams` × 2 (GAM-001), Gassi's `players`
 * within `minPlayers`…`maxPlayers` (GAS-005).
 */
export function playerCount(game: CompiledGame): PlayerCount {
  const players = game.layout.active.length;
  const num = (name: string): number | null =>
    typeof game.options[name] === 'number' ? (game.options[name] as number) : null;
  const min = num('minPlayers') ?? players;
  const max = num('maxPlayers') ?? players;
  const teams = game.layout.teams
    .map((t) => t.filter((s) => game.layout.active.includes(s)).length)
    .filter((n) => n > 0);
  return {
    players,
    min: Math.min(min, players),
    max: Math.max(max, players),
    teams: teams.every((n) => n <= 1) ? [] : teams,
    sizes: game.kind.tableSizes?.(game.options) ?? [],
  };
}
