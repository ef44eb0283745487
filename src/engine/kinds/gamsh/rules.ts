// Compiled Gämsh rules: the options of `options.ts` as one typed, immutable object, and the seating
// (teams of two, partners opposite). Pure.
import type { Diagnostic, Json, Result, Seat } from '../../core/types';
import type { FoehnCard } from './cards';
import type { PaletteEntry } from './options';
import { compileDeckTable, type FoehnEffect } from './deck-table';

/** Compiled rules. Times are ms, points are counters. Field names follow `GAMSH_OPTIONS`. */
export interface GamshRules {
  readonly teams: number;
  /** 2 × teams. Seat s is on team `s % teams`; its partner is `(s + teams) % seats` (opposite). */
  readonly seats: number;
  /** The Föhn cards in play (option `foehnCards`, in its order, each once), HG-22. */
  readonly foehn: readonly FoehnCard[];
  /** The motifs of the deck (`tables.deck.motifs`), each 3 day cards and 1 night card (GAM-001). */
  readonly motifs: readonly string[];
  /** The effect of each Föhn card in play (`tables.deck.foehn`, GAM-050…067); absent for any other card. */
  readonly effectOf: Readonly<Partial<Record<string, FoehnEffect>>>;
  /** For each effect, the Föhn card in play that carries it, or null (at most one card per effect). */
  readonly cardWith: Readonly<Record<FoehnEffect, FoehnCard | null>>;
  readonly target: number;
  readonly points: {
    readonly gamsh: number;
    readonly double: number;
    readonly counter: number;
    readonly outgamsh: number;
    readonly catch: number;
    readonly snack: number;
  };
  readonly outgamshWrongPayout: 'eachOtherTeam' | 'namedTeamOnly';
  readonly doubleWhenOnlyOneQuartet: 'wrong' | 'scoreAsGamsh';
  readonly farmerAppliesTo: 'partnerOnly' | 'both';
  readonly farmerWithCounter: boolean;
  readonly farmerSlapWindowMs: number;
  readonly gamekeeperCatchers: 'opponents' | 'anyone';
  readonly gamekeeperUndo: 'wholeSwap' | 'nightCardOnly';
  readonly gamekeeperCatchWindowMs: number;
  readonly falseSlapPenalty: number;
  readonly snackWindowMs: number;
  readonly snackMidSwapMustComplete: boolean;
  readonly bullDuringSnack: 'countsAsSnackSlap' | 'ignored';
  readonly newRoundDeal: 'reshuffleAll' | 'replaceFromDrawPile';
  readonly emptyDrawPile: 'reshuffleDiscards' | 'newRound';
  readonly stallReplaceMs: number;
  readonly allPassReplaces: boolean;
  readonly callWhileMidSwap: boolean;
  /** HG-13: `firstOnly` (only the first call counts) or `allWithinWindow` (calls up to `simultaneousCallWindowMs` after it count too). */
  readonly simultaneousCalls: 'firstOnly' | 'allWithinWindow';
  readonly simultaneousCallWindowMs: number;
  readonly newSignalMustDiffer: boolean;
  readonly outgamshPauseMs: number | null;
  readonly outgamshLimit: number | null;
  readonly preRevealMs: number;
  readonly midSwapTimeoutMs: number;
  readonly revealPauseMs: number;
  readonly catchPauseMs: number;
  readonly slapCooldownMs: number;
  readonly emoteDisplayMs: number;
  readonly emoteHistoryVisible: boolean;
  readonly uniqueSignalsAcrossTeams: boolean;
  /** DIG-006: inputs are ordered by the engine's receipt time (the only supported value). */
  readonly ordering: 'serverReceipt';
  /** DIG-010/012: `twoStep` (DISCARD then TAKE, default) or `atomic` (one `swap:<give>:<take>` input; not faithful). */
  readonly swapModel: 'twoStep' | 'atomic';
  readonly palette: readonly PaletteEntry[];
  /** Palette ids, for fast membership checks. */
  readonly paletteIds: readonly string[];
}

/** Team letters used in notation: team 0 = A, 1 = B, 2 = C. */
export const TEAM_LETTERS = ['A', 'B', 'C'] as const;

/** The team of a seat. */
export function teamOf(rules: GamshRules, seat: Seat): number {
  return seat % rules.teams;
}

/** The partner of a seat (opposite, GAM-010 «Zweierteams»). */
export function partnerOf(rules: GamshRules, seat: Seat): Seat {
  return (seat + rules.teams) % rules.seats;
}

/** Both seats of a team. */
export function seatsOfTeam(rules: GamshRules, team: number): [Seat, Seat] {
  return [team, team + rules.teams];
}

/**
 * Compiles checked option values and the merged `tables` (the deck table, `deck-table.ts`; absent: the standard
 * deck); diagnostics for duplicate palette ids, a palette too small for unique signals, `ordering:
 * clientTimestampCompensated` (DIG-006: not supported in this desktop app, refused rather than ignored) and every
 * mistake `compileDeckTable` names (paths `tables.deck.…` or `options.foehnCards`).
 */
export function compileGamshRules(o: Readonly<Record<string, Json>>, tables?: Json): Result<GamshRules, Diagnostic[]> {
  const palette = o.palette as unknown as PaletteEntry[];
  const ids = palette.map((p) => p.id);
  const problems: Diagnostic[] = [];
  const dup = ids.find((id, i) => ids.indexOf(id) !== i);
  if (dup)
    problems.push({
      code: 'ruleset/duplicate-entry',
      severity: 'error',
      path: 'palette',
      message: `The palette lists "${dup}" twice.`,
    });
  const teams = o.teams as number;
  if (o.uniqueSignalsAcrossTeams && ids.length < teams + 1)
    problems.push({
      code: 'ruleset/palette-too-small',
      severity: 'error',
      path: 'palette',
      message: 'Unique signals need more palette entries than teams.',
    });
  if (o.ordering === 'clientTimestampCompensated') {
    problems.push({
      code: 'ruleset/unsupported-value',
      severity: 'error',
      path: 'ordering',
      message:
        'ordering "clientTimestampCompensated" is not supported (DIG-006): it compensates the network latency of networked human players, and this desktop app has none — the engine\'s receipt time is authoritative. Use "serverReceipt" (the default).',
    });
  }
  const deck = compileDeckTable(tables, o.foehnCards as FoehnCard[], teams);
  if (!deck.ok) problems.push(...deck.error);
  if (problems.length || !deck.ok) return { ok: false, error: problems };
  const { foehn, motifs, effectOf, cardWith } = deck.value;
  const n = (k: string) => o[k] as number;
  const rules: GamshRules = {
    teams,
    seats: teams * 2,
    foehn,
    motifs,
    effectOf,
    cardWith,
    target: n('target'),
    points: {
      gamsh: n('pointsGamsh'),
      double: n('pointsDouble'),
      counter: n('pointsCounter'),
      outgamsh: n('pointsOutgamsh'),
      catch: n('pointsGamekeeperCatch'),
      snack: n('pointsSnackTeam'),
    },
    outgamshWrongPayout: o.outgamshWrongPayout as GamshRules['outgamshWrongPayout'],
    doubleWhenOnlyOneQuartet: o.doubleWhenOnlyOneQuartet as GamshRules['doubleWhenOnlyOneQuartet'],
    farmerAppliesTo: o.farmerAppliesTo as GamshRules['farmerAppliesTo'],
    farmerWithCounter: o.farmerWithCounter as boolean,
    farmerSlapWindowMs: n('farmerSlapWindowMs'),
    gamekeeperCatchers: o.gamekeeperCatchers as GamshRules['gamekeeperCatchers'],
    gamekeeperUndo: o.gamekeeperUndo as GamshRules['gamekeeperUndo'],
    gamekeeperCatchWindowMs: n('gamekeeperCatchWindowMs'),
    falseSlapPenalty: n('falseSlapPenalty'),
    snackWindowMs: n('snackWindowMs'),
    snackMidSwapMustComplete: o.snackMidSwapMustComplete as boolean,
    bullDuringSnack: o.bullDuringSnack as GamshRules['bullDuringSnack'],
    newRoundDeal: o.newRoundDeal as GamshRules['newRoundDeal'],
    emptyDrawPile: o.emptyDrawPile as GamshRules['emptyDrawPile'],
    stallReplaceMs: n('stallReplaceMs'),
    allPassReplaces: o.allPassReplaces as boolean,
    callWhileMidSwap: o.callWhileMidSwap as boolean,
    simultaneousCalls: o.simultaneousCalls as GamshRules['simultaneousCalls'],
    simultaneousCallWindowMs: n('simultaneousCallWindowMs'),
    newSignalMustDiffer: o.newSignalMustDiffer as boolean,
    outgamshPauseMs: o.outgamshPauseMs as number | null,
    outgamshLimit: o.outgamshLimit as number | null,
    preRevealMs: n('preRevealMs'),
    midSwapTimeoutMs: n('midSwapTimeoutMs'),
    revealPauseMs: n('revealPauseMs'),
    catchPauseMs: n('catchPauseMs'),
    slapCooldownMs: n('slapCooldownMs'),
    emoteDisplayMs: n('emoteDisplayMs'),
    emoteHistoryVisible: o.emoteHistoryVisible as boolean,
    uniqueSignalsAcrossTeams: o.uniqueSignalsAcrossTeams as boolean,
    ordering: 'serverReceipt',
    swapModel: o.swapModel as GamshRules['swapModel'],
    palette,
    paletteIds: ids,
  };
  return { ok: true, value: rules };
}
