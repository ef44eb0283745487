// The public view: nothing a single seat alone may see reaches a spectator — hands, exchange cards (DOG-014), face-down
// dogs (GAS-016), Gämsh deals and team secrets (DIG-005, DIG-021) — while what every seat sees stays.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  listLegalActions,
  seatsToAct,
  spectatorAction,
  spectatorEvents,
  spectatorHands,
  spectatorView,
  startGameWithEvents,
  viewFor,
  type CompiledGame,
  type Snapshot,
} from '../src/engine';
import { loadCompiledGame } from '../src/host/rulesets';

function compiled(id: string): CompiledGame {
  const r = loadCompiledGame(id);
  if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
  return r.game;
}

/** Plays the first legal action of the first seat to act, `n` times. */
function advance(game: CompiledGame, snap: Snapshot, n: number): Snapshot {
  for (let i = 0; i < n && !snap.outcome; i++) {
    const seat = seatsToAct(game, snap)[0]!;
    const r = applyAction(game, snap, listLegalActions(game, snap, seat)[0]!);
    if (!r.ok) throw new Error(r.error.message);
    snap = r.value.snapshot;
  }
  return snap;
}

describe('spectator view', () => {
  it('Dog: no hand and no exchange card, the same for states that differ only in hidden cards (DOG-014)', () => {
    const game = compiled('dog/standard');
    const start = startGameWithEvents(game, 'spec-1').snapshot;
    const v = spectatorView(game, start) as Record<string, unknown>;
    expect(v['seat']).toBeNull();
    for (const key of ['hand', 'hands', 'give', 'gives']) expect(v).not.toHaveProperty(key);
    expect(v['handCounts']).toEqual((viewFor(game, start, 0) as Record<string, unknown>)['handCounts']);
    expect(v['pieces']).toEqual((viewFor(game, start, null) as Record<string, unknown>)['pieces']);
    // Swap two seats' hands: every public field stays, so the spectator view must not change.
    const state = start.state as { hands: number[][] };
    const swapped = { ...start, state: { ...state, hands: [state.hands[1], state.hands[0], ...state.hands.slice(2)] } };
    expect(spectatorView(game, swapped as Snapshot)).toEqual(v);
    expect(Object.values(spectatorHands(game, start))).toEqual([
      '? ? ? ? ? ?',
      '? ? ? ? ? ?',
      '? ? ? ? ? ?',
      '? ? ? ? ? ?',
    ]);
    // An exchange card is `give:?` to the spectator as to every seat but the giver.
    const seat = seatsToAct(game, start)[0]!;
    const give = listLegalActions(game, start, seat)[0]!;
    expect(give.notation).toMatch(/^give:/);
    const r = applyAction(game, start, give);
    if (!r.ok) throw new Error(r.error.message);
    expect(spectatorAction(game, give, r.value.snapshot).notation).toBe('give:?');
    expect(JSON.stringify(spectatorEvents(game, r.value.events))).not.toContain(give.notation.slice(5) + '"');
  });

  it('Gassi: face-down dogs of every seat show no realm to the spectator (GAS-016)', () => {
    const game = compiled('gassi/gassi-2.5.3');
    let snap = startGameWithEvents(game, 'spec-2').snapshot;
    const hiddenDog = (x: Snapshot) =>
      (viewFor(game, x, null) as { dogs: { hidden: boolean }[] }).dogs.some((d) => d.hidden);
    for (let i = 0; i < 200 && !hiddenDog(snap); i++) snap = advance(game, snap, 1);
    expect(hiddenDog(snap)).toBe(true);
    const all = viewFor(game, snap, null) as { dogs: { hidden: boolean; realm: string | null }[] };
    const pub = spectatorView(game, snap) as { dogs: { hidden: boolean; realm: string | null }[]; hand?: unknown };
    expect(pub.hand).toBeUndefined();
    pub.dogs.forEach((d, i) => {
      if (all.dogs[i]!.hidden) expect(d.realm).toBeNull();
      else expect(d.realm).toBe(all.dogs[i]!.realm);
    });
  });

  it('Gämsh: the deal shows no card of any hand and a team secret reads secret:? (DIG-005, DIG-021)', () => {
    const game = compiled('gamsh/gamsh-alpin');
    const start = startGameWithEvents(game, 'spec-3');
    const deal = spectatorEvents(game, start.events).find((e) => e.type === 'deal')!;
    for (const hand of deal['hands'] as string[][]) for (const card of hand) expect(card).toBe('?');
    const v = spectatorView(game, start.snapshot) as Record<string, unknown>;
    for (const key of ['hand', 'mySignal', 'myDiscard', 'signals', 'hands']) expect(v[key] ?? null).toBeNull();
    const secret = { seat: 0, notation: 'secret:ALP-D2', time: 0 };
    expect(spectatorAction(game, secret, null).notation).toBe('secret:?');
  });
});
