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
const shot = (page: Page, name: string, lang: string, width: number) => page.screenshot({ path: join(dir, `${name}-${lang}-${width}.png`) });

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
