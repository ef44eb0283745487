// Takes the review screenshots (see shots.config.ts). Each test names its PNGs `<what>-<lang>-<width>.png`.
import { test, type Page } from '@playwright/test';
import { join, resolve } from 'node:path';

const url = process.env.RULEBENCH_E2E_URL!;
const dir = process.env.SHOTS_DIR ?? resolve(import.meta.dirname, '../../test-results/shots');
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

/** Every table the rules allow, chosen as the Library would (player count in `rulebench.tableSizes`). */
const TABLES = [
  ['dog', 'dog/standard', null],
  ['dog3', 'dog/maerki-3p', null],
  ['dog6', 'dog/octopus-6p-3x2', null],
  ['gassi2', 'gassi/gassi-2.5.3', 2],
  ['gassi5', 'gassi/gassi-2.5.3', 5],
  ['gamsh', 'gamsh/gamsh-alpin-foehn', null],
  ['gamsh6', 'gamsh/gamsh-alpin', 6],
] as const;

for (const lang of langs) {
  for (const size of sizes) {
    test(`every table ${lang} ${size.width}`, async ({ page }) => {
      test.setTimeout(300_000);
      for (const [name, id, players] of TABLES) {
        await page.setViewportSize(size);
        await page.goto(`${url}#/`);
        await page.evaluate(
          ([l, rid, n]) => {
            localStorage.setItem('rulebench.locale', l as string);
            localStorage.setItem('rulebench.tableSizes', JSON.stringify(n ? { [rid as string]: n } : {}));
          },
          [lang, id, players] as const,
        );
        await page.goto('about:blank'); // a full load of the table with these settings (no hash-change race)
        await page.goto(`${url}#/table/${encodeURIComponent(id)}?seed=shot-all`);
        await page.waitForTimeout(6000); // a few bot turns at the default pace
        await shot(page, `all-table-${name}`, lang, size.width);
      }
    });
  }
}

/** A replay of each kind and player count, made by the CLI into this worker's replay folder, at step 20. */
test('every replay', async ({ page }) => {
  test.setTimeout(600_000);
  const { spawnSync } = await import('node:child_process');
  const { readdirSync } = await import('node:fs');
  const replayDir = process.env.RULEBENCH_E2E_REPLAY_DIR!;
  for (const [name, id] of [
    ['dog3', 'dog/maerki-3p'],
    ['dog6', 'dog/octopus-6p-3x2'],
    ['gassi', 'gassi/gassi-2.5.3'],
    ['gamsh', 'gamsh/gamsh-alpin-foehn'],
  ] as const) {
    const before = new Set(readdirSync(replayDir));
    const sim = spawnSync(
      process.execPath,
      [
        'bin/rulebench.mjs',
        'simulate',
        id,
        '--games',
        '1',
        '--seed',
        `shot-${name}`,
        '--out',
        replayDir,
        ...(name === 'gamsh' ? [] : ['--bots', 'random']),
      ],
      { encoding: 'utf8' },
    );
    const file = readdirSync(replayDir).find((f) => !before.has(f) && f.endsWith('.replay.json'));
    if (!file) throw new Error(`simulate ${id}: ${sim.stderr}`);
    for (const lang of langs)
      for (const size of sizes) {
        await open(page, `#/replay/${encodeURIComponent(file)}`, lang, size);
        await page.getByTestId('step').waitFor();
        await page.getByTestId('slider').fill('20');
        await page.waitForTimeout(800);
        await shot(page, `replay-${name}`, lang, size.width);
      }
  }
});
