// The compiled Dog rules (`DogRules`) and `compileDogRules`: option values → rules + geometry, with
// diagnostics for invalid combinations and for option values this engine does not implement. Pure.
import type { Diagnostic, Json, Result } from '../../core/types';
import { buildGeometry, type Geometry, type TeamLayout } from './geometry';
import { DOG_OPTIONS } from './options';
import { compileDealSchedule, type DealSchedule, type DealScheduleValue } from './cards';
import { compileCardTable, type CardTable } from './card-table';

/** Compiled rules: the geometry plus every option resolved to a typed value (V01–V49). Plain JSON. */
export interface DogRules extends Geometry {
  readonly playerCount: 3 | 4 | 6;
  readonly teamLayout: TeamLayout;
  readonly anyCardStarts: boolean;
  readonly decks: number;
  readonly jokersPerDeck: number;
  readonly deckSize: number;
  readonly dealSchedule: DealSchedule;
  readonly dealerRotation: 'perRound' | 'perCycle' | 'never';
  readonly starterRotates: boolean;
  readonly dealStartsWithStarter: boolean;
  readonly reshuffleMidDeal: boolean;
  readonly exchange: boolean;
  readonly exitSendsForeign: boolean;
  readonly exitSendsOwn: boolean;
  /** V16 `startBlocksOnlyFirstTime=false`: every piece standing on its own start field blocks (DOG-040/041). */
  readonly startBlocksAll: boolean;
  readonly blockOwner: boolean;
  readonly immune: boolean;
  readonly jackReqMoved: boolean;
  readonly blockBackward: boolean;
  readonly selfCapture: boolean;
  readonly sevenPass: boolean;
  readonly sevenPartner: 'afterOwnFinished' | 'always' | 'never';
  readonly moveWithinFinish: boolean;
  readonly fourBackFromBlock: boolean;
  readonly fourBackIntoFinish: boolean;
  readonly touches: 1 | 2;
  readonly backIntoFinish: boolean;
  readonly finishOptional: boolean;
  readonly jackPartner: boolean;
  readonly jackOwn: boolean;
  /** V37 `jackSwapInFinish=true`: finish pieces may be swapped; each piece takes the other's place, a finish slot meaning the same slot of its own owner's finish (DOG-076, DOG-080). */
  readonly jackInFinish: boolean;
  readonly jokerLast: boolean;
  readonly revealDiscards: boolean;
  /** What each rank may do (`tables.cards`, compiled; the standard table when the ruleset has no tables). */
  readonly cards: CardTable;
}

/**
 * Compiles option values (defaults filled for missing keys) and the merged `tables` (the card table; undefined: the
 * standard cards) into `DogRules` (V01–V49). Every value of the variant table is implemented. Errors:
 * `options/invalid-combination` (team layout vs. player count), `options/invalid-value` (a value failing its schema),
 * `dog/card-table` (see `compileCardTable`, with the path of the entry).
 */
export function compileDogRules(
  options: Readonly<Record<string, Json>>,
  tables?: Json,
): Result<DogRules, Diagnostic[]> {
  const diags: Diagnostic[] = [];
  const cards = compileCardTable(tables);
  if (!cards.ok) diags.push(...cards.error);
  const o: Record<string, Json> = {};
  for (const [key, spec] of Object.entries(DOG_OPTIONS)) {
    const v = options[key];
    if (v === undefined) {
      o[key] = spec.default;
      continue;
    }
    if (!spec.schema.safeParse(v).success) {
      diags.push({
        code: 'options/invalid-value',
        severity: 'error',
        path: `options.${key}`,
        message: `invalid value ${JSON.stringify(v)} for ${key}`,
      });
      o[key] = spec.default;
    } else o[key] = v;
  }
  const count = o.playerCount as 3 | 4 | 6;
  let layout = o.teamLayout as TeamLayout | 'auto';
  if (layout === 'auto') layout = count === 3 ? '1v2' : count === 6 ? '3x2' : '2x2';
  const fits = count === 3 ? layout === '1v2' : count === 4 ? layout === '2x2' : layout === '3x2' || layout === '2x3';
  if (!fits)
    diags.push({
      code: 'options/invalid-combination',
      severity: 'error',
      path: 'options.teamLayout',
      message: `teamLayout ${layout} does not fit playerCount ${count}`,
    });
  if (diags.length > 0) return { ok: false, error: diags };
  const geo = buildGeometry(
    count,
    layout,
    o.trackFieldsPerSegment as number,
    o.finishEntryField === 'fieldBeforeStart',
  );
  const decks = o.decks as number;
  const jokers = o.jokersPerDeck as number;
  const rules: DogRules = {
    ...geo,
    playerCount: count,
    teamLayout: layout,
    anyCardStarts: o.threePlayerAnyCardStarts as boolean,
    decks,
    jokersPerDeck: jokers,
    deckSize: decks * (52 + jokers),
    dealSchedule: compileDealSchedule(o.dealSchedule as DealScheduleValue),
    dealerRotation: o.dealerRotation as DogRules['dealerRotation'],
    starterRotates: o.starterRotatesEachRound as boolean,
    dealStartsWithStarter: o.dealStartsWithStarter as boolean,
    reshuffleMidDeal: o.reshuffleWhenStockEmpty as boolean,
    exchange: o.partnerExchange as boolean,
    exitSendsForeign: o.kennelExitSendsHomeOccupant as boolean,
    exitSendsOwn: o.kennelExitOntoOwnPiece === 'sendHome',
    startBlocksAll: o.startBlocksOnlyFirstTime === false,
    blockOwner: o.blockingStartBlocksOwner as boolean,
    immune: o.blockingPieceImmuneToCapture as boolean,
    jackReqMoved: o.jackRequiresMovedPiece as boolean,
    blockBackward: o.blockObstructsBackward as boolean,
    selfCapture: o.selfCaptureOnLanding as boolean,
    sevenPass: o.sevenSendsHomePassed as boolean,
    sevenPartner: o.sevenSplitAcrossPartner as DogRules['sevenPartner'],
    moveWithinFinish: o.moveWithinFinish as boolean,
    fourBackFromBlock: o.fourBackwardFromBlockingStart as boolean,
    fourBackIntoFinish: o.fourBackwardIntoFinishFromStart as boolean,
    touches: o.finishRequiresStartTouches as 1 | 2,
    backIntoFinish: o.backwardIntoFinish as boolean,
    finishOptional: o.finishEntryOptional as boolean,
    jackPartner: o.jackSwapWithPartner as boolean,
    jackOwn: o.jackSwapOwnPieces as boolean,
    jackInFinish: o.jackSwapInFinish as boolean,
    jokerLast: o.jokerAllowedAsLastCard as boolean,
    revealDiscards: o.revealDiscards as boolean,
    cards: (cards as { ok: true; value: CardTable }).value,
  };
  return { ok: true, value: rules };
}
