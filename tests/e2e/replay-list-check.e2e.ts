// The Library's replay list shows what the host checked: a replay relabelled with its hashes recomputed says that
// its rules differ from the bundled ruleset it names; one whose header was edited shows none of its fields. What was
// checked is worded from the host's data in the UI language (the German list shows no English).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { compileRuleset, replayGameHash, replayIntegrity, type Replay, type Ruleset } from '../../src/engine';
import { reviewShot } from './support/review-shot';

const url = process.env.RULEBENCH_E2E_URL!;
const replayDir = process.env.RULEBENCH_E2E_REPLAY_DIR!;
const replayFile = process.env.RULEBENCH_E2E_REPLAY!;

test('the replay list marks a relabelled and an edited replay (1400×900 and 1024×700)', async ({ page }) => {
  const r = JSON.parse(readFileSync(join(replayDir, replayFile), 'utf8')) as any;
  r.ruleset.id = 'dog/maerki';
  r.ruleset.resolved.id = 'dog/maerki';
  r.ruleset.resolved.chain = ['dog/maerki'];
  const g = compileRuleset(r.ruleset.resolved as Ruleset, r.ruleset.overrides);
  if (!g.ok) throw new Error('compile');
  r.ruleset.hash = g.value.hash;
  r.integrity = replayIntegrity(r as Replay);
  const edited = { ...r, seats: r.seats.map((s: object, i: number) => (i === 1 ? { ...s, name: 'Forged' } : s)) };
  edited.integrity = replayIntegrity(edited as Replay);
  r.gameHash = replayGameHash(r as Replay);
  const files = ['zz-relabelled.replay.json', 'zz-edited.replay.json'];
  writeFileSync(join(replayDir, files[0]!), JSON.stringify(r));
  writeFileSync(join(replayDir, files[1]!), JSON.stringify(edited));
  try {
    for (const [w, h] of [
      [1400, 900],
      [1024, 700],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto(url);
      const relabelled = page.locator(`[data-testid="replay-row"][data-file="${files[0]}"]`);
      const changed = page.locator(`[data-testid="replay-row"][data-file="${files[1]}"]`);
      await expect(
        page.locator(`[data-testid="replay-row"][data-file="${replayFile}"] [data-check="ok"]`),
      ).toBeVisible();
      await expect(relabelled.getByTestId('replay-check')).toHaveAttribute('data-check', 'differs');
      await expect(relabelled).toContainText(/dog\/maerki\s*rules differ from the bundled ruleset/);
      await expect(changed.getByTestId('replay-check')).toHaveText('changed after recording: not shown');
      await expect(changed).not.toContainText('dog/');
      // The tooltip words the host's check data: which rules differ, and why the edited file is not shown.
      await expect(relabelled.getByTestId('replay-check')).toHaveAttribute(
        'title',
        /^differs from the bundled ruleset dog\/maerki: option .*Tamper-evident, not signed\.$/,
      );
      await expect(changed.getByTestId('replay-check')).toHaveAttribute(
        'title',
        /^changed after recording: the game hash does not match/,
      );
      await relabelled.scrollIntoViewIfNeeded();
      await reviewShot(page, { path: `test-results/replay-list-check-${w}.png` });
    }
    // In German every word of the list, the tooltips included, is German.
    await page.evaluate(() => localStorage.setItem('rulebench.locale', 'de'));
    await page.reload();
    const relabelled = page.locator(`[data-testid="replay-row"][data-file="${files[0]}"]`);
    const changed = page.locator(`[data-testid="replay-row"][data-file="${files[1]}"]`);
    await expect(relabelled).toContainText(/dog\/maerki\s*Regeln weichen vom mitgelieferten Regelwerk ab/);
    await expect(changed.getByTestId('replay-check')).toHaveText('nach der Aufzeichnung verändert: nicht angezeigt');
    await expect(relabelled.getByTestId('replay-check')).toHaveAttribute(
      'title',
      /^weicht vom mitgelieferten Regelwerk dog\/maerki ab: Option .*\(mitgeliefert: .*Manipulationen fallen auf, die Datei ist aber nicht signiert\.$/,
    );
    await expect(changed.getByTestId('replay-check')).toHaveAttribute(
      'title',
      /^nach der Aufzeichnung verändert: die Partie-Prüfsumme stimmt nicht/,
    );
    const english = /\b(the|differs|bundled|changed|after|recording|rules|hash|signed|not shown)\b/i;
    for (const row of [relabelled, changed]) {
      expect(await row.getByTestId('replay-check').getAttribute('title')).not.toMatch(english);
      expect(await row.innerText()).not.toMatch(english);
    }
    await relabelled.scrollIntoViewIfNeeded();
    await reviewShot(page, { path: 'test-results/replay-list-check-de.png' });
    await page.evaluate(() => localStorage.removeItem('rulebench.locale'));
  } finally {
    for (const f of files) rmSync(join(replayDir, f), { force: true });
  }
});
