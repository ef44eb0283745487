// Rule sheet view in browser mode (issue 8): pick dog/standard in German, the sandboxed iframe previews the
// host-rendered sheet (no scripts in it), a house-rules card against a base, and the HTML download.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';

const repo = resolve(import.meta.dirname, '../..');
const url = process.env.RULEBENCH_E2E_URL!;

test('rule sheet view: German dog/standard preview in a sandboxed iframe, house-rules card, HTML download', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // Playwright's frame locators probe the sandboxed iframe with a script, which the sandbox blocks (and
    // Chromium logs): that message is the sandbox working, not an app error.
    if (m.type() === 'error' && !/favicon|Blocked script execution in 'about:srcdoc'/.test(m.text())) errors.push(`console: ${m.text()}`);
  });
  await page.goto(url);
  await page.getByTestId('nav-rulesheet').click();
  await expect(page.getByTestId('rulesheet-view')).toBeVisible();
  await page.getByTestId('sheet-ruleset').selectOption('dog/standard');
  await page.getByTestId('sheet-lang').selectOption('de');
  const frameEl = page.getByTestId('sheet-frame');
  await expect(frameEl).toBeVisible();
  await expect(frameEl).toHaveAttribute('sandbox', '');
  const frame = page.frameLocator('[data-testid="sheet-frame"]');
  await expect(frame.locator('h1')).toContainText('Dog — Standardregeln');
  await expect(frame.locator('h2', { hasText: 'Bedeutung der Karten' })).toBeVisible(); // the card-meanings section
  mkdirSync(resolve(repo, 'test-results'), { recursive: true });
  await page.screenshot({ path: resolve(repo, 'test-results/rulesheet-view.png') });

  // House-rules card: Märki against the standard game.
  await page.getByTestId('sheet-ruleset').selectOption('dog/maerki');
  await page.getByTestId('sheet-base').selectOption('dog/standard');
  await expect(frame.locator('body')).toContainText('dog/standard');
  await expect(frame.locator('body')).toContainText(/Hausregeln/);
  await page.screenshot({ path: resolve(repo, 'test-results/rulesheet-house-rules.png') });

  // Browser mode: the export button downloads the HTML.
  await expect(page.getByTestId('sheet-export')).toHaveText(/HTML/);
  const download = page.waitForEvent('download');
  await page.getByTestId('sheet-export').click();
  expect((await download).suggestedFilename()).toBe('dog-maerki-vs-dog-standard-de.html');
  expect(errors).toEqual([]);
});

test('library shows no Open-file buttons in browser mode', async ({ page }) => {
  await page.goto(url);
  await expect(page.getByTestId('library')).toBeVisible();
  await expect(page.getByTestId('open-ruleset-file')).toHaveCount(0);
  await expect(page.getByTestId('open-replay-file')).toHaveCount(0);
});
