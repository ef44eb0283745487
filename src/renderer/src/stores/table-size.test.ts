// @vitest-environment happy-dom
// The player count chosen in the Library: the settings store keeps it per ruleset across reloads, and a table
// of Gassi (2–5 players, GAS-005) or Gämsh (two or three teams of two, GAM-001) is compiled at that count.
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadCompiledGame } from '../../../host/rulesets';
import { atChosenSize, chosenSize } from '../services/table-size';
import { parseTableSizes, useSettingsStore } from './settings';

function game(id: string) {
  const r = loadCompiledGame(id);
  if (!r.ok) throw new Error(`${id} does not load`);
  return r.game;
}

describe('the player count chosen in the Library', () => {
  beforeEach(() => {
    localStorage.clear();
    setActivePinia(createPinia());
  });

  it('is kept per ruleset and read back after a reload', () => {
    const settings = useSettingsStore();
    expect(settings.tableSizes).toEqual({});
    settings.setTableSize('gassi/gassi-2.5.3', 5);
    settings.setTableSize('gamsh/gamsh-alpin', 6);
    settings.setTableSize('gassi/gassi-2.5.3', 0); // not a player count: ignored
    setActivePinia(createPinia()); // a reload: a new store reads the storage
    expect(useSettingsStore().tableSizes).toEqual({ 'gassi/gassi-2.5.3': 5, 'gamsh/gamsh-alpin': 6 });
  });

  it('ignores a broken or edited stored entry', () => {
    expect(parseTableSizes('{')).toEqual({});
    expect(parseTableSizes('[5]')).toEqual({});
    expect(parseTableSizes('{"a":5,"b":"6","c":2.5,"d":99}')).toEqual({ a: 5 });
  });

  it('deals Gassi at 2, 4 and 5 players (GAS-005)', () => {
    const g = game('gassi/gassi-2.5.3');
    expect(g.layout.active).toHaveLength(3);
    for (const n of [2, 4, 5]) {
      const r = atChosenSize(g, n);
      if (!r.ok) throw new Error(r.message);
      expect(r.game.layout.seatCount).toBe(n);
      expect(r.game.options['players']).toBe(n);
    }
  });

  it('deals Gämsh with three teams of two (GAM-001)', () => {
    const r = atChosenSize(game('gamsh/gamsh-alpin'), 6);
    if (!r.ok) throw new Error(r.message);
    expect(r.game.layout.teams).toEqual([
      [0, 3],
      [1, 4],
      [2, 5],
    ]);
    expect(r.game.options['teams']).toBe(3);
  });

  it('keeps the ruleset as it is when nothing or a count it does not offer is chosen', () => {
    const g = game('gassi/gassi-2.5.3');
    expect(atChosenSize(g, undefined)).toEqual({ ok: true, game: g });
    expect(atChosenSize(g, 7)).toEqual({ ok: true, game: g });
    expect(chosenSize([], 4)).toBeNull();
    const dog = game('dog/standard');
    expect(atChosenSize(dog, 6)).toEqual({ ok: true, game: dog }); // Dog's sizes are its variants
  });
});
