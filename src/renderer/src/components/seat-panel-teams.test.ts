// @vitest-environment happy-dom
// The replay's seat list names teams as the table does, in both languages: "Team 1" for seats 0 and 2 (Dog
// DOG-002: partners), A/B for Gämsh (GAM-010), and no team for a game without teams (Gassi), never "Team 0" or
// "Team -1".
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp, h, nextTick } from 'vue';
import SeatPanel from './SeatPanel.vue';
import { teamName } from './format';
import { useSettingsStore } from '../stores/settings';

async function teamsShown(kind: string, teams: number[][], seats: number, locale: 'de' | 'en'): Promise<string[]> {
  const pinia = createPinia();
  setActivePinia(pinia);
  useSettingsStore().locale = locale;
  const el = document.createElement('div');
  document.body.append(el);
  const labels = Array.from({ length: seats }, (_, s) => `P${s}`);
  const app = createApp({
    render: () => h(SeatPanel, { labels, active: labels.map((_, s) => s), teams, toAct: [], hands: {}, kind }),
  });
  app.use(pinia);
  app.mount(el);
  await nextTick();
  const shown = labels.map((_, s) => el.querySelector(`[data-testid="team-${s}"]`)?.textContent ?? '');
  app.unmount();
  el.remove();
  return shown;
}

describe('team names in the replay seat list', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('Dog counts teams from 1 as the table does (DOG-002), Gämsh by letter (GAM-010)', async () => {
    expect(
      await teamsShown(
        'dog',
        [
          [0, 2],
          [1, 3],
        ],
        4,
        'de',
      ),
    ).toEqual(['Team 1', 'Team 2', 'Team 1', 'Team 2']);
    expect(
      await teamsShown(
        'dog',
        [
          [0, 2],
          [1, 3],
        ],
        4,
        'en',
      ),
    ).toEqual(['team 1', 'team 2', 'team 1', 'team 2']);
    expect(
      await teamsShown(
        'gamsh',
        [
          [0, 2],
          [1, 3],
        ],
        4,
        'de',
      ),
    ).toEqual(['Team A', 'Team B', 'Team A', 'Team B']);
  });

  it('a game without teams (Gassi) shows no team at all, never "Team -1" or "Team 0"', async () => {
    expect(await teamsShown('gassi', [], 3, 'de')).toEqual(['', '', '']);
  });

  it("teamName: the engine's 0-based index as players read it", () => {
    expect([teamName(0, 'dog'), teamName(1, 'dog'), teamName(2, 'dog')]).toEqual(['1', '2', '3']);
    expect([teamName(0, 'gamsh'), teamName(1, 'gamsh')]).toEqual(['A', 'B']);
  });
});
