// @vitest-environment happy-dom
// The Gämsh controls, one component for the live table and the join page: a Counter names only opponents
// (GAM-033), Ausgämshen guesses only other teams (GAM-040), slaps offer what may be slapped now (the Föhn cards, at
// the Snack every other middle card, GAM-064), a call slaps the Farmer only from its own button (GAM-063), and the
// cards are named in the UI language (no FARMER or GAMEKEEPER on a German page).
import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import { createApp, h, nextTick } from 'vue';
import type { GamshView } from '../../../../engine';
import { compiledGame } from '../../../../../tests/support/dog-test-game';
import { useSettingsStore } from '../../stores/settings';
import GamshControls from './GamshControls.vue';
import { callNotation, opponentSeats, otherTeamLetters, slappableCards } from './gamsh-controls';
import { readGamshView } from './gamsh-layout';
import { RealtimeScheduler } from './realtime-scheduler';

/** Seat `seat`'s view at the start of a deal of `id`, with the middle replaced by `middle`. */
function viewWith(id: string, seat: number, middle: string[], phase?: GamshView['phase']): GamshView {
  const g = compiledGame(id);
  const s = new RealtimeScheduler(g, 'controls-1', Array<null>(g.layout.seatCount).fill(null));
  const v = readGamshView(s.view(seat))!;
  const foehn = middle.filter((c) => !/^M\d/.test(c));
  return { ...v, middle, foehnInMiddle: foehn, phase: phase ?? v.phase };
}

describe('what the Gämsh controls offer (pure)', () => {
  it('Counter names the seats of the other teams, Ausgämshen the other teams (GAM-033, GAM-040)', () => {
    const two = viewWith('gamsh/gamsh-alpin-foehn', 1, []);
    expect(opponentSeats(two)).toEqual(two.seatTeams.flatMap((tm, s) => (tm === two.team ? [] : [s])));
    expect(opponentSeats(two)).not.toContain(1);
    expect(otherTeamLetters(two)).toEqual([two.team === 0 ? 'B' : 'A']);
    const three = viewWith('gamsh/gamsh-alpin-foehn', 0, []);
    const teams3 = { ...three, teams: 3, team: 1 };
    expect(otherTeamLetters(teams3)).toEqual(['A', 'C']);
  });

  it('slaps: the Föhn cards but the Snack; at the Snack every other middle card (GAM-064)', () => {
    const mid = ['FARMER', 'M1-A1', 'SNACK', 'M2-B2'];
    expect(slappableCards(viewWith('gamsh/gamsh-alpin-foehn', 0, mid))).toEqual(['FARMER']);
    expect(slappableCards(viewWith('gamsh/gamsh-alpin-foehn', 0, mid, 'snack'))).toEqual(['FARMER', 'M1-A1', 'M2-B2']);
  });

  it('a call slaps the Farmer only when asked and only when it lies in the middle (GAM-063)', () => {
    const withFarmer = viewWith('gamsh/gamsh-alpin-foehn', 0, ['FARMER', 'M1-A1', 'M2-B2', 'M3-C3']);
    const without = viewWith('gamsh/gamsh-alpin-foehn', 0, ['M1-A1', 'M2-B2', 'M3-C3', 'M4-D4']);
    expect(callNotation(withFarmer, 'gamsh', false)).toBe('call:gamsh');
    expect(callNotation(withFarmer, 'double', true)).toBe('call:double+farmer');
    expect(callNotation(without, 'gamsh', true)).toBe('call:gamsh');
  });
});

describe('the Gämsh controls on screen', () => {
  async function mount(view: GamshView, locale: 'de' | 'en') {
    const pinia = createPinia();
    setActivePinia(pinia);
    useSettingsStore().setLocale(locale);
    const acts: string[] = [];
    const el = document.createElement('div');
    document.body.append(el);
    const names = view.seatTeams.map((_, s) => `P${s + 1}`);
    const app = createApp({ render: () => h(GamshControls, { view, names, onAct: (n: string) => acts.push(n) }) });
    app.use(pinia);
    app.mount(el);
    await nextTick();
    return { el, acts, done: () => (app.unmount(), el.remove()) };
  }

  it('German: Föhn cards by their German names, the Farmer on its own call buttons, no silent Farmer (GAM-063)', async () => {
    const v = viewWith('gamsh/gamsh-alpin-foehn', 0, ['FARMER', 'GAMEKEEPER', 'M1-A1', 'M2-B2']);
    const { el, acts, done } = await mount(v, 'de');
    const text = el.textContent ?? '';
    expect(text).toContain('Bauer abklatschen');
    expect(text).toContain('Wildhüter abklatschen');
    expect(text).not.toMatch(/FARMER|GAMEKEEPER|Farmer|Gamekeeper/);
    el.querySelector<HTMLButtonElement>('[data-testid="gamsh-call"]')!.click();
    el.querySelector<HTMLButtonElement>('[data-testid="gamsh-double-farmer"]')!.click();
    el.querySelector<HTMLButtonElement>('[data-testid="gamsh-slap-GAMEKEEPER"]')!.click();
    const opp = opponentSeats(v)[0]!;
    el.querySelector<HTMLButtonElement>(`[data-testid="gamsh-counter-${opp}"]`)!.click();
    expect(acts).toEqual(['call:gamsh', 'call:double+farmer', 'slap:GAMEKEEPER', `call:counter:${opp}`]);
    done();
  });

  it('without the Farmer in the middle there is no Farmer button and nothing to slap', async () => {
    const v = viewWith('gamsh/gamsh-alpin-foehn', 0, ['M1-A1', 'M2-B2', 'M3-C3', 'M4-D4']);
    const { el, done } = await mount(v, 'en');
    expect(el.querySelector('[data-testid="gamsh-call-farmer"]')).toBeNull();
    expect(el.querySelector('[data-testid^="gamsh-slap-"]')).toBeNull();
    done();
  });
});
