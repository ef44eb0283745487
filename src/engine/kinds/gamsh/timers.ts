// Engine timers (DIG-005, 011, 036, 038): end of PREVIEW and PAUSE, AUTO_TAKE, the Snack window and the
// stall refresh of the middle. `nextGamshTimer` says when the next fires; `advanceGamsh` fires them. Pure.
import type { GameEvent, Rng } from '../../core/types';
import { EngineBug } from '../../core/result';
import type { GamshRules } from './rules';
import { draft, own, withNow, type Draft, type GamshState } from './state';
import { endPause, endSnack, replaceMiddle, revealMiddle } from './flow';
import { takeCard } from './apply';
import { hashJson } from '../../core/hash';
import { TEAM_LETTERS } from './rules';

/** Engine time (ms) of the next timer, or null (game over, or a pause waiting for a new secret signal). */
export function nextGamshTimer(rules: GamshRules, s: GamshState): number | null {
  switch (s.phase) {
    case 'over':
      return null;
    case 'preview':
    case 'pause':
      return s.until;
    case 'swap':
    case 'snack': {
      let t = s.phase === 'swap' ? s.lastDiscard + rules.stallReplaceMs : s.snack!.until;
      if (s.phase === 'swap' || rules.snackMidSwapMustComplete)
        for (const m of s.swap) if (m && m.deadline < t) t = m.deadline;
      return t;
    }
  }
}

/** Fires every timer due at or before `timeMs` (in time order), then sets the clock to `timeMs`. */
export function advanceGamsh(
  rules: GamshRules,
  state: GamshState,
  timeMs: number,
  rng: Rng,
): { state: GamshState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const first = nextGamshTimer(rules, state);
  if (first === null || first > timeMs) return { state: state.now >= timeMs ? state : withNow(state, timeMs), events };
  const d = draft(state);
  for (let guard = 0; ; guard++) {
    if (guard > 10_000) throw new EngineBug(`gamsh: timers do not settle at ${d.now} ms`);
    const t = nextGamshTimer(rules, d);
    if (t === null || t > timeMs) break;
    d.now = Math.max(d.now, t);
    fire(d, rules, rng, events);
  }
  d.now = Math.max(d.now, timeMs);
  return { state: d, events };
}

function fire(d: Draft, rules: GamshRules, rng: Rng, events: GameEvent[]): void {
  if (d.phase === 'preview') return revealMiddle(d, rules, events);
  if (d.phase === 'pause') return firePause(d, rules, rng, events);
  for (let seat = 0; seat < d.swap.length; seat++) {
    const m = d.swap[seat];
    if (!m || m.deadline > d.now || (d.phase as string) === 'over') continue;
    if (d.phase === 'snack' && !rules.snackMidSwapMustComplete) continue;
    autoTake(d, rules, seat, rng, events);
  }
  if (d.phase === 'snack' && d.snack && d.snack.until <= d.now) endSnack(d, rules, rng, events);
  else if (d.phase === 'swap' && d.lastDiscard + rules.stallReplaceMs <= d.now)
    replaceMiddle(d, rules, rng, 'stall', events);
}

/** DIG-011: the player's own discard if still in the middle, else a random non-Snack, unclaimed middle card. */
function autoTake(d: Draft, rules: GamshRules, seat: number, rng: Rng, events: GameEvent[]): void {
  const own = d.swap[seat]!.card;
  const claimed = new Set((d.snack?.claims ?? []).map((c) => c[0]));
  const free = d.middle.filter((c) => rules.effectOf[c] !== 'snackRace' && !claimed.has(c));
  if (!free.length) {
    d.swap[seat] = { card: own, deadline: d.now + rules.midSwapTimeoutMs };
    return;
  }
  const card = free.includes(own) ? own : free[rng.int(0, free.length - 1)]!;
  takeCard(d, rules, seat, card, rng, events, true);
}

/** End of a pause; an outed team that has not chosen gets a random new entry if the pause is limited (HG-16). */
function firePause(d: Draft, rules: GamshRules, rng: Rng, events: GameEvent[]): void {
  const team = d.secretPending;
  if (team !== null) {
    if (rules.outgamshPauseMs === null) {
      d.until = null; // wait for `secret:<entry>`
      return;
    }
    const pool = rules.paletteIds.filter(
      (e) =>
        !(rules.newSignalMustDiffer && e === d.signals[team]) &&
        !(rules.uniqueSignalsAcrossTeams && d.signals.includes(e)),
    );
    own(d, 'signals')[team] = pool[rng.int(0, pool.length - 1)]!;
    d.secretPending = null;
    events.push({
      type: 'signal-set',
      rule: 'GAM-041',
      team: TEAM_LETTERS[team]!,
      sealed: hashJson([rng.int(0, 0x7fffffff), team, d.signals[team]]),
    });
  }
  endPause(d, rules, rng, events);
}
