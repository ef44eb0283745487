// The swap models of docs/rules/gamsh.md: `twoStep` (DIG-010, the default: DISCARD then TAKE, as GAM-021 says) and
// `atomic` (DIG-012: one `swap:<give>:<take>` input, for quick bot-only simulations). Legality and candidate
// notations of the atomic swap; applying it is a DISCARD and a TAKE in one input (apply.ts). Pure.
//
// `atomic` is NOT faithful to the rules: between giving and taking no other input can come, so nobody can
// snatch the card you give (GAM-022/023 races on a fresh discard cannot happen) and nobody is ever mid-swap
// by choice (only a Gamekeeper undo under `gamekeeperUndo: nightCardOnly` can leave a seat mid-swap; it then
// completes with `take:` or AUTO_TAKE as usual). Use it for throughput, not to study swap races.
import type { EngineError, Seat } from '../../core/types';
import type { Card } from './cards';
import type { GamshRules } from './rules';
import { neverTaken } from './deck-table';
import type { GamshState } from './state';

const no = (code: string, message: string): EngineError => ({ code: `gamsh/${code}`, message });

/**
 * Null iff `seat` may swap `give` (a hand card) for `take` (a middle card) in one input now (DIG-012); the
 * phase checks of `checkMove` (preview, pause) come first. Codes: `swap-model` (the ruleset swaps in two
 * steps), `snack-no-swap` (GAM-064), `mid-swap` (an open swap must be completed with `take:` first, GAM-025),
 * `not-in-hand`, `snack-never-taken` (GAM-051), `card-gone` (GAM-023).
 */
export function checkAtomicSwap(
  rules: GamshRules,
  s: GamshState,
  seat: Seat,
  give: Card,
  take: Card,
): EngineError | null {
  if (rules.swapModel !== 'atomic')
    return no(
      'swap-model',
      'A swap is DISCARD then TAKE in this ruleset (swapModel: twoStep, DIG-010); swap:<give>:<take> needs swapModel: atomic (DIG-012).',
    );
  if (s.phase === 'snack') return no('snack-no-swap', 'No swapping while the Snack is in the middle (GAM-064).');
  if (s.swap[seat] !== null) return no('mid-swap', 'Complete the open swap with take:<card> first (GAM-025).');
  if (!s.hands[seat]!.includes(give)) return no('not-in-hand', `${give} is not in the hand.`);
  if (neverTaken(rules, take)) return no('snack-never-taken', 'The Snack can never be taken (GAM-051).');
  if (!s.middle.includes(take)) return no('card-gone', `${take} is not in the middle (GAM-023).`);
  return null;
}

/**
 * Appends the atomic swap candidates of `seat` to `out` in canonical order (hand order × middle order) when
 * `swapModel` is `atomic`; nothing otherwise. `listGamshActions` filters them through `checkAtomicSwap`.
 */
export function pushAtomicSwapCandidates(rules: GamshRules, s: GamshState, seat: Seat, out: string[]): void {
  if (rules.swapModel !== 'atomic') return;
  for (const give of s.hands[seat]!) for (const take of s.middle) out.push(`swap:${give}:${take}`);
}
