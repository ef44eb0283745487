// The screening panel of the Playtest view (browser mode): a tiny screen of two Gassi options (2 games per value,
// normal bots) through the host's playtest jobs shows the ranking as a chart and as ranked table rows, and the
// options not screened, in English and in German. Screenshots at 1400×900 and 1024×700 go to
// test-results/shots/screen/.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from './support/test';
import { reviewShot } from './support/review-shot';

const url = process.env.RULEBENCH_E2E_URL!;
const SHOTS = resolve(import.meta.dirname, '../../test-results/shots/screen');

async function screen(page: Page): Promise<void> {
  await page.getByTestId('nav-playtest').click();
  await page.getByTestId('pt-ruleset-a').selectOption('gassi/gassi-2.5.3');
  await page.getByTestId('pt-mode-screen').check();
  await page.getByTestId('pt-screen-none').click();
  await page.getByTestId('pt-screen-option-voluntaryDraw').check();
  await page.getByTestId('pt-screen-option-hiddenDogTargetable').check();
  await page.getByTestId('pt-games').fill('2');
  await page.getByTestId('pt-seed').fill('S');
  await page.getByTestId('pt-run').click();
  await expect(page.getByTestId('pt-screen-table')).toBeVisible({ timeout: 150_000 });
}

for (const lang of ['en', 'de'] as const) {
  test(`a tiny Gassi screen shows its ranking as a chart and ranked rows (${lang})`, async ({ page }) => {
    test.setTimeout(240_000);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url);
    if (lang === 'de') await page.getByTestId('locale').selectOption('de');
    await screen(page);
    const rows = page.getByTestId('pt-screen-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).locator('td').first()).toHaveText('1');
    await expect(rows.nth(1).locator('td').first()).toHaveText('2');
    await expect(page.getByTestId('pt-screen-chart').locator('canvas')).toHaveAttribute(
      'aria-label',
      lang === 'de'
        ? 'Größte Wirkung je Option mit 95-%-Intervall'
        : 'Largest effect per option with its 95 % interval',
    );
    await expect(page.getByTestId('pt-screen')).toContainText(
      lang === 'de' ? 'Optionen nach Wirkung geordnet' : 'Options ranked by effect',
    );
    // the options left out are listed as not chosen
    await expect(page.getByTestId('pt-screen-skipped')).toContainText(lang === 'de' ? 'nicht gewählt' : 'not chosen');
    mkdirSync(SHOTS, { recursive: true });
    await reviewShot(page, { path: `${SHOTS}/screen-${lang}-1400.png`, fullPage: true });
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.getByTestId('pt-screen').scrollIntoViewIfNeeded();
    await reviewShot(page, { path: `${SHOTS}/screen-${lang}-1024.png` });
    expect(errors).toEqual([]);
  });
}
