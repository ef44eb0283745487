// Scenario checks that span a whole game rather than one situation: the table layout, and dealing over
// several rounds (schedule, dealer/starter rotation, reshuffles). Pure; kind-neutral through `readRoundInfo`.
import { applyListedAction, listLegalActions, seatsToAct, startGame, type CompiledGame } from '../core/game';
import type { Json, Seat, Snapshot } from '../core/types';
import type { DealsExpectation, LayoutExpectation } from './schema';
import { fail, pass, type ScenarioCheck } from './report';

/** What a kind reports about the current round, right after a deal. */
export interface RoundInfo {
  /** 1-based number of the current round (one deal = one round). */
  readonly round: number;
  readonly dealer: Seat;
  readonly starter: Seat;
  /** Cards dealt to each active seat this round (hand sizes right after the deal, before any card is played). */
  readonly dealt: number;
  /** Cards left in the stock after the deal. */
  readonly stock: number;
  /** How many times the discard pile has been shuffled into a new stock so far in the game. */
  readonly reshuffles: number;
}

/**
 * The optional kind hook `roundInfo(rules, state) → RoundInfo | null`. Without it, the all-seeing view is read:
 * top-level `round`, `dealer`, `starter`, `dealt`, `stock` (count or list), `reshuffles`.
 */
type WithRoundInfo = { roundInfo?: (rules: unknown, state: unknown) => RoundInfo | null };

export function readRoundInfo(game: CompiledGame, snap: Snapshot): RoundInfo | null {
  const hook = (game.kind as WithRoundInfo).roundInfo;
  if (hook) return hook(game.rules, snap.state);
  const v = game.kind.view(game.rules, snap.state, null);
  if (!isObj(v)) return null;
  const num = (x: Json | undefined) => (typeof x === 'number' ? x : Array.isArray(x) ? x.length : NaN);
  const info = { round: num(v.round), dealer: num(v.dealer), starter: num(v.starter), dealt: num(v.dealt), stock: num(v.stock), reshuffles: num(v.reshuffles) };
  return Number.isFinite(info.round) ? info : null;
}

export function checkLayout(game: CompiledGame, e: LayoutExpectation): ScenarioCheck {
  const l = game.layout;
  const wrong: string[] = [];
  if (e.seatCount !== undefined && e.seatCount !== l.seatCount) wrong.push(`seatCount: expected ${e.seatCount}, actual ${l.seatCount}`);
  if (e.active && !sameSet(e.active, l.active)) wrong.push(`active: expected [${e.active}], actual [${l.active}]`);
  if (e.teams) {
    const norm = (ts: readonly (readonly Seat[])[]) => ts.map((t) => [...t].sort((a, b) => a - b).join(',')).sort();
    if (norm(e.teams).join(' ') !== norm(l.teams).join(' ')) wrong.push(`teams: expected ${fmtTeams(e.teams)}, actual ${fmtTeams(l.teams)}`);
  }
  return wrong.length ? fail(0, 'layout', 'layout', wrong.join('; ')) : pass(0, 'layout', 'layout', `seats ${l.seatCount}, teams ${fmtTeams(l.teams)}`);
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
  let snap = start.snap;
  let reshuffles = start.info.reshuffles;
  const reshuffleRounds: number[] = [];
  if (reshuffles > 0) reshuffleRounds.push(1);
  for (let i = 0; i < MAX_ACTIONS && seen.length < e.rounds && !snap.outcome; i++) {
    const seat = seatsToAct(game, snap)[0];
    if (seat === undefined) break;
    const action = listLegalActions(game, snap, seat)[0];
    if (!action) return [fail(0, 'deals', 'deals', `seat ${seat} is to act but has no legal action (round ${seen.length})`)];
    snap = applyListedAction(game, snap, action).snapshot;
    const info = readRoundInfo(game, snap);
    if (info && info.round > seen[seen.length - 1].round) {
      seen.push(info);
      if (info.reshuffles > reshuffles) reshuffleRounds.push(info.round);
      reshuffles = info.reshuffles;
    }
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
    checks.push(same ? pass(0, 'deals', label, `[${got.join(', ')}]`) : fail(0, 'deals', label, `expected [${expected.join(', ')}], actual [${got.join(', ')}]`));
  };
  series('handSizes', e.handSizes, seen.map((r) => r.dealt));
  series('dealers', e.dealers, seen.map((r) => r.dealer));
  series('starters', e.starters, seen.map((r) => r.starter));
  series('stockAfterDeal', e.stockAfterDeal, seen.map((r) => r.stock));
  series('reshuffleRounds', e.reshuffleRounds, reshuffleRounds.filter((r) => r <= e.rounds));
  return checks;
}

function startWithDealer(game: CompiledGame, seed: string, dealer: Seat | undefined): { ok: true; snap: Snapshot; info: RoundInfo } | { ok: false; message: string } {
  for (let k = 0; k < 64; k++) {
    const snap = startGame(game, k === 0 ? seed : `${seed}-${k}`);
    const info = readRoundInfo(game, snap);
    if (!info) return { ok: false, message: 'the kind reports no round info (needs a `roundInfo` hook or `round`/`dealer`/`starter`/`dealt`/`stock`/`reshuffles` in its view)' };
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
