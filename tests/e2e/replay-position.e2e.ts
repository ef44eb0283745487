// The Replay view's position panel speaks to a player — who is to act and the last move in
// words — and keeps the raw position notation ("P60|P21|P41|P55", "A0 B0 | M9-D3 …") for rule keepers in a
// closed "Details for rule keepers" disclosure, with a Copy button (a scenario's `position:` takes it;
// docs/architecture.md "Replays"). Checked for a Dog replay (global-setup) and a Gämsh replay (`rulebench simulate`, seed 3), in German
// and English, at 1400×900 and 1024×700: the panel's visible text holds neither the position notation nor the last
// action's notation; opened, the notation equals `rulebench replay show --step K` and Copy puts it on the clipboard.
// A panel with the notation as its first line fails the first check. The view also fits the window (no page
// scrolling). Screenshots to look at:
// test-results/replay-position-<kind>-<lang>-<width>[-open].png.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import { cliPosition, simulateReplay } from './support/cli';
import { openWith } from './support/scene';
import { redrawn } from './support/a-settle';
import { reviewShot } from './support/review-shot';

const url = process.env.RULEBENCH_E2E_URL!;
const replayDir = process.env.RULEBENCH_E2E_REPLAY_DIR!;
let gamshFile = '';

/** `position`'s answers by file and step: the CLI is asked once for each (its answer does not change). */
const cliAnswers = new Map<string, string>();

/** The position at `step` of the replay `file` as `rulebench replay show` prints it (`cliPosition`), asked once. */
async function position(file: string, step: number): Promise<string> {
  const key = `${file}\u0000${step}`;
  const known = cliAnswers.get(key);
  if (known !== undefined) return known;
  const position = await cliPosition(file, step);
  cliAnswers.set(key, position);
  return position;
}

test.beforeAll(async () => {
  gamshFile = await simulateReplay('rulesets/gamsh/gamsh-alpin.yaml', '3', replayDir);
});

test.afterAll(() => {
  if (gamshFile) rmSync(join(replayDir, gamshFile), { force: true });
});

async function open(page: Page, lang: 'de' | 'en', file: string, step: number): Promise<void> {
  // The language is in localStorage when the app starts (it reads it at start).
  await openWith(page, `${url}#/replay/${encodeURIComponent(file)}?step=${step}`, { 'rulebench.locale': lang });
  await expect(page.getByTestId('step')).toHaveText(new RegExp(`^${step} / \\d+$`));
}

const SIZES = [
  { width: 1400, height: 900 },
  { width: 1024, height: 700 },
];
const KINDS = [
  { kind: 'dog', file: () => process.env.RULEBENCH_E2E_REPLAY!, step: 12 },
  { kind: 'gamsh', file: () => gamshFile, step: 12 },
];

for (const { kind, file, step } of KINDS) {
  for (const lang of ['de', 'en'] as const) {
    for (const vp of SIZES) {
      test(`${kind} replay at ${vp.width}×${vp.height} (${lang}): the position panel shows words; the notation waits in the rule keepers' details`, async ({
        page,
      }) => {
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
        await page.setViewportSize(vp);
        await open(page, lang, file(), step);
        const expected = await position(join(replayDir, file()), step);
        const panel = page.getByTestId('position-panel');
        await expect(panel).toContainText(lang === 'de' ? 'Am Zug:' : 'To act:');
        await expect(panel).toContainText(lang === 'de' ? 'Zuletzt:' : 'Last:');
        const notation = (await page.getByTestId('last-action').textContent())!.trim();
        expect(notation.length).toBeGreaterThan(0);
        // What a player sees: no position notation, no action notation (the last move is a sentence).
        await expect(page.getByTestId('position')).toBeHidden();
        const seen = await panel.innerText();
        expect(seen).not.toContain(expected);
        expect(seen).not.toContain(notation);
        await expect(page.getByTestId('last-action-text')).not.toContainText(notation);
        await expect(page.getByTestId('position-details').locator('summary')).toHaveText(
          lang === 'de' ? 'Details für Regelkundige' : 'Details for rule keepers',
        );
        await redrawn(page);
        await reviewShot(page, { path: `test-results/replay-position-${kind}-${lang}-${vp.width}.png` });
        // The view fits the window: no page scrolling (the Gämsh board ran 90 px below a 1024×700 window before).
        expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(vp.height);

        // What a rule keeper opens: the notation as `rulebench replay show` prints it, and Copy.
        await page.getByTestId('position-details').locator('summary').click();
        await expect(page.getByTestId('position')).toBeVisible();
        await expect(page.getByTestId('position')).toHaveText(expected);
        await expect(page.getByTestId('last-action')).toBeVisible();
        await page.getByTestId('copy-position').click();
        await expect(page.getByTestId('copy-position')).toHaveText('✓');
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
        await reviewShot(page, { path: `test-results/replay-position-${kind}-${lang}-${vp.width}-open.png` });
        // Stepping on keeps the notation in step with the CLI.
        await page.getByTestId('forward').click();
        await expect(page.getByTestId('position')).toHaveText(await position(join(replayDir, file()), step + 1));
        expect(errors).toEqual([]);
      });
    }
  }
}
