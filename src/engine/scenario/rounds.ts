// Scenario checks that span a whole game rather than one situation: the table layout, and dealing over
// several rounds (schedule, dealer/starter rotation, reshuffles). Pure; kind-neutral through `readRoundInfo`.
import { applyListedAction, listLegalActions, seatsToAct, startGame, type CompiledGame } from '../core/game';
import type { Json, Seat, Snapshot } from '../core/types';
import type { DealsExpectation, LayoutExpectation } from './schema';
import { fail, pass, type ScenarioCheck } from './report';

/** What a kind reports about the current round; read right after each deal. */
export interface RoundInfo {
  /** 1-based number of the current round (one deal = one round). */
  readonly round: number;
  readonly dealer: Seat;
  readonly starter: Seat;
  /** Cards dealt to each seat this round (the largest hand right after the deal, before any card is played). */
  readonly dealt: number;
  /** Cards left in the stock. */
  readonly stock: number;
  /** Cards on the discard pile (a drop between two snapshots means the pile was shuffled into the stock). */
  readonly pile: number;
  /** Optional: how many times the pile has been reshuffled so far (overrides the pile-drop inference). */
  readonly reshuffles?: number;
}

/**
 * The optional kind hook `roundInfo(rules, state) → RoundInfo | null`. Without it, the all-seeing view is read
 * (top-level fields): `round`, `dealer`, `starter`; `handCounts` (or `hands` as lists); `stockCount` (or
 * `stock`); `pileCount` (or `pile`); optionally `reshuffles`. The Dog view provides these.
 */
type WithRoundInfo = { roundInfo?: (rules: unknown, state: unknown) => RoundInfo | null };

export function readRoundInfo(game: CompiledGame, snap: Snapshot): RoundInfo | null {
  const hook = (game.kind as WithRoundInfo).roundInfo;
  if (hook) return hook(game.rules, snap.state);
  const v = game.kind.view(game.rules, snap.state, null);
  if (!isObj(v)) return null;
  const count = (x: Json | undefined) => (typeof x === 'number' ? x : Array.isArray(x) ? x.length : NaN);
  const hands = Array.isArray(v.handCounts) ? v.handCounts : Array.isArray(v.hands) ? v.hands : [];
  const sizes = hands.map((h) => (typeof h === 'string' ? h.split(/\s+/).filter(Boolean).length : count(h)));
  const info: RoundInfo = {
    round: count(v.round),
    dealer: count(v.dealer),
    starter: count(v.starter),
    dealt: sizes.length ? Math.max(...sizes) : NaN,
    stock: count(v.stockCount ?? v.stock),
    pile: count(v.pileCount ?? v.pile),
    ...(typeof v.reshuffles === 'number' ? { reshuffles: v.reshuffles } : {}),
  };
  return Number.isFinite(info.round) ? info : null;
}

/** True if the pile was reshuffled between `before` and `after` (explicit counter, else the pile shrank). */
function reshuffledBetween(before: RoundInfo, after: RoundInfo): boolean {
  if (before.reshuffles !== undefined && after.reshuffles !== undefined) return after.reshuffles > before.reshuffles;
  return after.pile < before.pile;
}

export function checkLayout(game: CompiledGame, e: LayoutExpectation): ScenarioCheck {
  const l = game.layout;
  const wrong: string[] = [];
  if (e.seatCount !== undefined && e.seatCount !== l.seatCount)
    wrong.push(`seatCount: expected ${e.seatCount}, actual ${l.seatCount}`);
  if (e.active && !sameSet(e.active, l.active)) wrong.push(`active: expected [${e.active}], actual [${l.active}]`);
  if (e.teams) {
    const norm = (ts: readonly (readonly Seat[])[]) => ts.map((t) => [...t].sort((a, b) => a - b).join(',')).sort();
    if (norm(e.teams).join(' ') !== norm(l.teams).join(' '))
      wrong.push(`teams: expected ${fmtTeams(e.teams)}, actual ${fmtTeams(l.teams)}`);
  }
  return wrong.length
    ? fail(0, 'layout', 'layout', wrong.join('; '))
    : pass(0, 'layout', 'layout', `seats ${l.seatCount}, teams ${fmtTeams(l.teams)}`);
}

/** Maximum actions played while observing deals (a guard, far above what 60 rounds need). */
const MAX_ACTIONS = 20_000;

/**
 * Starts a game (trying seeds `seed`, `seed-1`, … until the first dealer is `firstDealer`, if given), plays the
 * first legal action of the first seat to act until `rounds` deals were seen, and compares what each deal did.
 */
export function checkDeals(game: CompiledGame, e: DealsExpectation): ScenarioCheck[] {
  const start = startWithDealer(game, e.seed ?? 'scenario', e.firstDealer);
  if (!start.ok) return [fail(0, 'deals', 'deals', start.message)];
  const seen: RoundInfo[] = [start.info];
  const toActAfterDeal: Seat[][] = [seatsToAct(game, start.snap)];
  const reshuffleRounds: number[] = [];
  let snap = start.snap;
  let last = start.info;
  for (let i = 0; i < MAX_ACTIONS && seen.length < e.rounds && !snap.outcome; i++) {
    const seat = seatsToAct(game, snap)[0];
    if (seat === undefined) break;
    const action = listLegalActions(game, snap, seat)[0];
    if (!action)
      return [fail(0, 'deals', 'deals', `seat ${seat} is to act but has no legal action (round ${seen.length})`)];
    snap = applyListedAction(game, snap, action).snapshot;
    const info = readRoundInfo(game, snap);
    if (!info) break;
    if (info.round > seen[seen.length - 1].round) {
      seen.push(info);
      toActAfterDeal.push(seatsToAct(game, snap));
      if (reshuffledBetween(last, info)) reshuffleRounds.push(info.round);
    }
    last = info;
  }
  if (seen.length < e.rounds) {
    const why = snap.outcome ? `the game ended (${snap.outcome.reason})` : 'no further deal happened';
    return [fail(0, 'deals', `deals ${e.rounds} rounds`, `only ${seen.length} deals observed: ${why}`)];
  }
  const checks: ScenarioCheck[] = [pass(0, 'deals', `deals ${e.rounds} rounds`, `${seen.length} deals observed`)];
  const series = (label: string, expected: readonly number[] | undefined, actual: readonly number[]) => {
    if (!expected) return;
    const got = actual.slice(0, expected.length);
    const same = got.join(',') === expected.join(',');
    checks.push(
      same
        ? pass(0, 'deals', label, `[${got.join(', ')}]`)
        : fail(0, 'deals', label, `expected [${expected.join(', ')}], actual [${got.join(', ')}]`),
    );
  };
  series(
    'handSizes',
    e.handSizes,
    seen.map((r) => r.dealt),
  );
  series(
    'dealers',
    e.dealers,
    seen.map((r) => r.dealer),
  );
  series(
    'starters',
    e.starters,
    seen.map((r) => r.starter),
  );
  series(
    'stockAfterDeal',
    e.stockAfterDeal,
    seen.map((r) => r.stock),
  );
  series(
    'reshuffleRounds',
    e.reshuffleRounds,
    reshuffleRounds.filter((r) => r <= e.rounds),
  );
  if (e.toActAfterDeal) {
    const fmt = (xs: readonly (readonly Seat[])[]) =>
      xs.map((t) => `[${[...t].sort((a, b) => a - b).join(', ')}]`).join(' ');
    const want = fmt(e.toActAfterDeal);
    const got = fmt(toActAfterDeal.slice(0, e.toActAfterDeal.length));
    checks.push(
      want === got
        ? pass(0, 'deals', 'toActAfterDeal', got)
        : fail(0, 'deals', 'toActAfterDeal', `expected ${want}, actual ${got}`),
    );
  }
  return checks;
}

function startWithDealer(
  game: CompiledGame,
  seed: string,
  dealer: Seat | undefined,
): { ok: true; snap: Snapshot; info: RoundInfo } | { ok: false; message: string } {
  for (let k = 0; k < 64; k++) {
    const snap = startGame(game, k === 0 ? seed : `${seed}-${k}`);
    const info = readRoundInfo(game, snap);
    if (!info)
      return {
        ok: false,
        message:
          'the kind reports no round info (needs a `roundInfo` hook, or `round`, `dealer`, `starter`, `handCounts`, `stockCount`, `pileCount` in its all-seeing view)',
      };
    if (dealer === undefined || info.dealer === dealer) return { ok: true, snap, info };
  }
  return { ok: false, message: `no seed among "${seed}", "${seed}-1" … "${seed}-63" gives first dealer ${dealer}` };
}

function isObj(v: Json): v is { [k: string]: Json } {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  return [...a].sort().join() === [...b].sort().join();
}

function fmtTeams(ts: readonly (readonly Seat[])[]): string {
  return ts.map((t) => `{${t.join(',')}}`).join(' ');
}
