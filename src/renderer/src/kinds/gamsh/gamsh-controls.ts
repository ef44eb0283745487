// What the Gämsh controls offer a seat, worked out from its view: whom a Counter call may name, which teams an
// Ausgämshen may guess, which middle cards may be slapped now, and a call's notation. Shared by the live table
// (GamshLive, with keys) and the join page (GamshJoin, the host keeps the game). Pure: no Vue.
import type { GamshView } from '../../../../engine';
import { FOEHN, TEAM_LETTERS } from './gamsh-layout';

/** The seats of the other teams, in seat order (a Counter call names one of them, GAM-033). */
export function opponentSeats(v: GamshView): number[] {
  return v.seatTeams.flatMap((tm, s) => (tm !== v.team ? [s] : []));
}

/** The letters of the other teams (`B`, `C`): the teams an Ausgämshen may guess (GAM-040). */
export function otherTeamLetters(v: GamshView): string[] {
  return TEAM_LETTERS.slice(0, v.teams).filter((_, tm) => tm !== v.team);
}

/**
 * The middle cards a slap may claim now: during the Snack every middle card but the Snack itself (GAM-064), else
 * the Föhn cards in the middle but the Snack (GAM-061, GAM-063, GAM-066).
 */
export function slappableCards(v: GamshView): string[] {
  return (v.middle ?? []).filter((c) =>
    v.phase === 'snack' ? c !== 'SNACK' : (FOEHN as readonly string[]).includes(c) && c !== 'SNACK',
  );
}

/** Whether the Farmer lies in the middle, so a call may slap it with the call (`+farmer`, GAM-063). */
export function farmerInMiddle(v: GamshView): boolean {
  return v.foehnInMiddle.includes('FARMER');
}

/**
 * A Gämsh or Double Gämsh call's notation (`call:gamsh`, `call:double+farmer`): the Farmer is slapped with it only
 * when the player asks (`withFarmer`) and it lies in the middle (GAM-063), never silently.
 */
export function callNotation(v: GamshView, kind: 'gamsh' | 'double', withFarmer: boolean): string {
  return `call:${kind}${withFarmer && farmerInMiddle(v) ? '+farmer' : ''}`;
}
