// Rule sheet view in browser mode: dog/standard's German booklet previews in the sandboxed
// iframe (no scripts in it), the reference on request, a house-rules card against a base, and "Download PDF":
// the host prints the document with its Chromium and the browser downloads a real PDF whose page count matches
// the one reported; the HTML download stays available.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from './support/test';
import { reviewShot } from './support/review-shot';

const repo = resolve(import.meta.dirname, '../..');
const url = process.env.RULEBENCH_E2E_URL!;

test('rule sheet view: German booklet and reference in a sandboxed iframe, PDF download, house-rules card, HTML download', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // Playwright's frame locators probe the sandboxed iframe with a script, which the sandbox blocks (and
    // Chromium logs): that message is the sandbox working, not an app error.
    if (m.type() === 'error' && !/favicon|Blocked script execution in 'about:srcdoc'/.test(m.text()))
      errors.push(`console: ${m.text()}`);
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
  await expect(frame.locator('h2', { hasText: 'Worum geht es?' })).toBeVisible(); // the booklet is the default
  mkdirSync(resolve(repo, 'test-results'), { recursive: true });
  await reviewShot(page, { path: resolve(repo, 'test-results/rulesheet-view.png') });

  // The numbered reference on request.
  await page.getByTestId('sheet-document').selectOption('reference');
  await expect(frame.locator('h2', { hasText: 'Bedeutung der Karten' })).toBeVisible();
  await page.getByTestId('sheet-document').selectOption('booklet');
  await expect(frame.locator('h2', { hasText: 'Worum geht es?' })).toBeVisible();

  // Browser mode: "Download PDF" — printed by the host, downloaded as a PDF with the reported page count.
  await expect(page.getByTestId('sheet-export')).toHaveText(/PDF/);
  const pdfDownload = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByTestId('sheet-export').click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe('dog-standard-de.pdf');
  const file = resolve(repo, 'test-results/rulesheet-dog-standard-de.pdf');
  await pdf.saveAs(file);
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByTestId('sheet-note')).toContainText('dog-standard-de.pdf');
  const reported = Number(
    /\((\d+) (?:Seiten|pages)\)/.exec((await page.getByTestId('sheet-note').textContent()) ?? '')?.[1],
  );
  const info = spawnSync('pdfinfo', [file], { encoding: 'utf8' });
  if (info.status === 0) {
    const pages = Number(/Pages:\s+(\d+)/.exec(info.stdout)?.[1]);
    expect(pages).toBe(reported);
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(pages).toBeLessThanOrEqual(8); // the Dog booklet's limit
  } else {
    expect(reported).toBeGreaterThanOrEqual(4);
  }

  // House-rules card: Märki against the standard game, titled in German.
  await page.getByTestId('sheet-ruleset').selectOption('dog/maerki');
  await page.getByTestId('sheet-base').selectOption('dog/standard');
  await expect(frame.locator('h1')).toContainText('Hausregeln: Dog — Märki (2008)');
  await expect(page.getByTestId('sheet-document')).toHaveCount(0); // a card is one document
  await reviewShot(page, { path: resolve(repo, 'test-results/rulesheet-house-rules.png') });

  // The HTML download stays available in browser mode.
  const download = page.waitForEvent('download');
  await page.getByTestId('sheet-export-html').click();
  expect((await download).suggestedFilename()).toBe('dog-maerki-vs-dog-standard-de.html');
  expect(errors).toEqual([]);
});

test('library shows no Open-file buttons in browser mode', async ({ page }) => {
  await page.goto(url);
  await expect(page.getByTestId('library')).toBeVisible();
  await expect(page.getByTestId('open-ruleset-file')).toHaveCount(0);
  await expect(page.getByTestId('open-replay-file')).toHaveCount(0);
});
