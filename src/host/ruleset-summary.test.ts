// The Library's ruleset entries: each bundled ruleset is listed with its name in German and English,
// a one-line description in both, and its player count from the compiled table layout.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createHostService } from './service';

const repo = join(import.meta.dirname, '..', '..');
const replayDir = mkdtempSync(join(tmpdir(), 'rb-summary-'));
afterAll(() => rmSync(replayDir, { recursive: true, force: true }));

describe('rulesets:list for the Library', () => {
  it('gives every bundled ruleset names, one-line descriptions and a player count', async () => {
    const list = await createHostService({ root: repo, replayDir })['rulesets:list']();
    const byId = new Map(list.map((r) => [r.id, r]));
    for (const r of list.filter((x) => x.diagnostics.length === 0)) {
      expect(r.names?.['de'], r.id).toBeTruthy();
      expect(r.names?.['en'], r.id).toBeTruthy();
      expect(r.descriptions?.['de'], r.id).toBeTruthy();
      expect(r.descriptions?.['en'], r.id).toBeTruthy();
      expect(r.players?.players, r.id).toBeGreaterThan(1);
    }
    expect(byId.get('dog/standard')?.names).toMatchObject({ de: 'Dog — Standardregeln', en: 'Dog — standard rules' });
    // DOG-001: four players in two teams of two; DOG-120: Märki for three leaves a seat empty; DOG-130: 6 in 3×2
    expect(byId.get('dog/standard')?.players).toMatchObject({ players: 4, teams: [2, 2] });
    expect(byId.get('dog/maerki-3p')?.players?.players).toBe(3);
    expect(byId.get('dog/octopus-6p-3x2')?.players).toMatchObject({ players: 6, teams: [2, 2, 2] });
  });
});
