// Takes the review screenshots (see shots.config.ts). Each test names its PNGs `<what>-<lang>-<width>.png`.
import { test, type Page } from '@playwright/test';
import { join } from 'node:path';

const url = process.env.RULEBENCH_E2E_URL!;
const dir = process.env.SHOTS_DIR ?? '/tmp/shots';
const sizes = [
  { width: 1400, height: 900 },
  { width: 1024, height: 700 },
] as const;
const langs = ['de', 'en'] as const;

async function open(page: Page, hash: string, lang: string, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.goto(`${url}${hash}`);
  await page.evaluate((l) => localStorage.setItem('rulebench.locale', l), lang);
  await page.reload();
}
const shot = (page: Page, name: string, lang: string, width: number) =>
  page.screenshot({ path: join(dir, `${name}-${lang}-${width}.png`) });

for (const lang of langs) {
  for (const size of sizes) {
    test(`library ${lang} ${size.width}`, async ({ page }) => {
      await open(page, '#/', lang, size);
      await page.getByTestId('ruleset').first().waitFor();
      await shot(page, 'library', lang, size.width);
    });
    for (const [name, id] of [
      ['dog', 'dog/standard'],
      ['dog6', 'dog/octopus-6p-3x2'],
      ['gassi', 'gassi/gassi-2.5.3'],
      ['gamsh', 'gamsh/gamsh-alpin'],
    ] as const) {
      test(`table ${name} ${lang} ${size.width}`, async ({ page }) => {
        await open(page, `#/table/${encodeURIComponent(id)}`, lang, size);
        await page.waitForTimeout(2500);
        await shot(page, `table-${name}`, lang, size.width);
      });
    }
  }
}

for (const [name, id] of [
  ['dog', 'dog/standard'],
  ['gassi', 'gassi/gassi-2.5.3'],
] as const) {
  test(`end screen ${name} de 1024`, async ({ page }) => {
    await open(page, `#/table/${encodeURIComponent(id)}?seed=shot-end`, 'de', sizes[1]);
    await page.getByTestId('bot-pause').click();
    await page.getByTestId('details').locator('summary').click();
    for (let i = 0; i < 200 && !(await page.getByTestId('end-screen').isVisible()); i++)
      await page.getByTestId('fast-forward').click();
    await page.getByTestId('details').locator('summary').click();
    await page.waitForTimeout(800);
    await shot(page, `end-${name}`, 'de', 1024);
  });
}

test('end screen gamsh en 1400', async ({ page }) => {
  await open(page, '#/table/gamsh%2Fgamsh-alpin?seed=e2e-1', 'en', sizes[0]);
  await page.getByTestId('gamsh-bots').uncheck();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 1; i <= 9; i++) {
    await page.getByTestId('gamsh-banner').filter({ hasText: 'swap!' }).waitFor({ timeout: 15_000 });
    await page.keyboard.press('g');
    await page
      .getByTestId('gamsh-score-B')
      .filter({ hasText: `B ${i}` })
      .waitFor();
  }
  await page.getByTestId('end-screen').waitFor({ timeout: 15_000 });
  await page.waitForTimeout(500);
  await shot(page, 'end-gamsh', 'en', 1400);
});

test('dog table after bot moves de 1400', async ({ page }) => {
  await open(page, '#/table/dog%2Fstandard?seed=shot-mid', 'de', sizes[0]);
  await page.waitForTimeout(9000); // a few bot moves at the default pace: the last one drawn along the track
  await shot(page, 'table-dog-moves', 'de', 1400);
});
