// Complete languages: with the app switched to German, a walk over every screen — the Library, the Dog,
// Gassi and Gämsh tables (a click explanation, the move log, the end screens), a replay, the rules editor and the
// Playtest view — finds none of the app's English-only UI words in what the page shows (its text, button titles
// and select options; the editor's YAML source aside, it is a file, not UI). Screenshots of each screen at 1400×900
// and 1024×700 go to test-results/shots/lang/ (looked at by hand; the canvases' words are checked there and by the
// literal scan of tests/ui-languages.test.ts).
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from './support/test';
import { openWith } from './support/scene';
import { redrawn, resizeTo } from './support/a-settle';
import { reviewShot } from './support/review-shot';

const url = process.env.RULEBENCH_E2E_URL!;
const SHOTS = process.env.RULEBENCH_LANG_SHOTS ?? resolve(import.meta.dirname, '../../test-results/shots/lang');

/**
 * English words of the app's UI (from the English catalogues: table, seats, replay, host and click texts) that a
 * German screen must not show. Whole words, case-sensitive where the German word differs only in case.
 */
const ENGLISH = [
  /\bSeat \d/,
  /\bSeats\b/,
  /\(random\)/,
  /\(normal\)/,
  /\(strong\)/,
  /\bperson\b/,
  /\bpile \d/,
  /\bdraw \d/,
  /\bWINNER\b/,
  /\bpts\b/,
  /\brounds\b/,
  /\bFACE DOWN\b/,
  /\bcards?\b/,
  /\bpieces?\b/,
  /\bkennel\b/,
  /\bstart field\b/,
  /\bfinish\b/,
  /\bChoose\b/,
  /\bWith the\b/,
  /\bcannot\b/,
  /\bwins?\b/,
  /\bwinner\b/,
  /\bGame over\b/,
  /\bgame over\b/,
  /\bRound \d/,
  /\bround \d/,
  /\bshard\b/,
  /\bworker\b/,
  /\bretrying\b/,
  /\bNo ruleset\b/,
  /\bdoes not\b/,
  /\bis not\b/,
  /\bthe\b/,
  /\bThe\b/,
  /\byou\b/,
  /\bYou\b/,
  /\band\b/,
  /\bplays\b/,
  /\bempty\b/,
  /\bLibrary\b/,
  /\bTable\b/,
  /\bReplay\b/,
  /\bSave\b/,
  /\bNew game\b/,
  /\bEvents\b/,
  /\bActions\b/,
  /\bStep\b/,
  /\bexample \d/,
  /\bchecks\b/,
];

/** The English words found in what the page shows now (text, titles, options, placeholders), editor source aside. */
async function englishOn(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const root = document.querySelector('#app') ?? document.body;
    const copy = root.cloneNode(true) as HTMLElement;
    // Not UI words: the ruleset file's own text (YAML source, example titles), notation and ids.
    for (const el of copy.querySelectorAll(
      '.monaco-editor, textarea, code, .mono, .file-text, .position, [data-testid="table-position"], [data-testid="table-notation"]',
    ))
      el.remove();
    const attrs = [...copy.querySelectorAll('[title], [placeholder], [aria-label]')].flatMap((el) =>
      ['title', 'placeholder', 'aria-label'].map((a) => el.getAttribute(a) ?? ''),
    );
    const options = [...copy.querySelectorAll('option')].map((o) => o.textContent ?? '');
    document.body.appendChild(copy);
    copy.style.position = 'absolute';
    copy.style.left = '-99999px';
    const text = copy.innerText;
    copy.remove();
    return [text, ...attrs, ...options].join('\n');
  });
  return ENGLISH.filter((re) => re.test(shown)).map(
    (re) =>
      `${re.source} in “${shown.slice(Math.max(0, shown.search(re) - 40), shown.search(re) + 40).replace(/\s+/g, ' ')}”`,
  );
}

async function shots(page: Page, name: string): Promise<void> {
  for (const [w, h] of [
    [1400, 900],
    [1024, 700],
  ] as const) {
    await resizeTo(page, w, h); // the canvases redraw on resize
    await reviewShot(page, { path: `${SHOTS}/${name}-de-${w}x${h}.png` });
  }
  await resizeTo(page, 1400, 900);
}

async function german(page: Page): Promise<void> {
  await openWith(page, url, { 'rulebench.locale': 'de' }); // in localStorage when the app starts
}

/** The bots play every seat, 50 actions a click, until the end screen shows. */
async function playToTheEnd(page: Page): Promise<void> {
  await page.getByTestId('bot-pause').click();
  await page.getByTestId('details').locator('summary').click();
  for (let i = 0; i < 200 && !(await page.getByTestId('end-screen').isVisible()); i++)
    await page.getByTestId('fast-forward').click();
  await expect(page.getByTestId('end-screen')).toBeVisible();
  await page.getByTestId('details').locator('summary').click(); // the rule keeper's panel closed again
}

test.describe.configure({ mode: 'serial' });

test('German Library, Dog table (a click explanation, the log, the end screen) and its replay show no English word', async ({
  page,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await german(page);
  await expect(page.locator('[data-testid="ruleset"]').first()).toBeVisible();
  expect(await englishOn(page), 'Library').toEqual([]);
  await shots(page, 'library');

  await page.goto(`${url}#/table/dog%2Fstandard?seed=lang-1`);
  await expect(page.getByTestId('table-panel')).toBeVisible();
  await page.getByTestId('bot-pause').click();
  // A click on the board before a card is chosen is explained in German (dog-clicks.ts, DOG-003).
  await page.locator('[data-spot="P30"]').click();
  await expect(page.getByTestId('explain')).toContainText('Wähle zuerst eine Karte');
  expect(await englishOn(page), 'Dog table with an explanation').toEqual([]);
  await shots(page, 'dog-table');
  await page.getByTestId('bot-pause').click();
  await playToTheEnd(page);
  await expect(page.getByTestId('end-winner')).toHaveText(/\b(gewinnt|gewinnen|gewinnst)\b/);
  expect(await englishOn(page), 'Dog end screen').toEqual([]);
  await shots(page, 'dog-end');

  // The replay of the game: seats by name and bot level in German, the board, the log.
  await page.getByTestId('end-open').click();
  await expect(page.getByTestId('replay-view')).toBeVisible();
  await expect(page.getByTestId('replay-view')).not.toContainText('(normal)');
  await expect(page.getByTestId('replay-view')).toContainText('(mittel)');
  expect(await englishOn(page), 'Dog replay').toEqual([]);
  await shots(page, 'dog-replay');
  expect(errors).toEqual([]);
});

test('German Gassi table to its end screen, and a 6-player Dog board, show no English word', async ({ page }) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  await german(page);
  await page.goto(`${url}#/table/gassi%2Fgassi-2.5.3?seed=lang-2`);
  await expect(page.getByTestId('table-panel')).toBeVisible();
  expect(await englishOn(page), 'Gassi table').toEqual([]);
  await shots(page, 'gassi-table');
  await playToTheEnd(page);
  expect(await englishOn(page), 'Gassi end screen').toEqual([]);
  await shots(page, 'gassi-end');
  await page.getByTestId('end-close').click();
  await shots(page, 'gassi-end-board');

  await page.goto(`${url}#/table/dog%2Foctopus-6p-3x2?seed=lang-3`);
  await expect(page.getByTestId('table-panel')).toBeVisible();
  await page.getByTestId('bot-pause').click();
  expect(await englishOn(page), 'Dog 6 players').toEqual([]);
  await shots(page, 'dog6-table');

  await page.goto(`${url}#/table/dog%2Fmaerki-3p?seed=lang-4`);
  await expect(page.getByTestId('table-panel')).toBeVisible();
  await page.getByTestId('bot-pause').click();
  expect(await englishOn(page), 'Dog 3 players (an empty seat)').toEqual([]);
  await shots(page, 'dog3-table');
});

test('German Gämsh table, rules editor and Playtest view show no English word', async ({ page }) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  await german(page);
  await page.goto(`${url}#/table/gamsh%2Fgamsh-alpin?seed=lang-5`);
  await expect(page.getByTestId('gamsh-live')).toBeVisible();
  await expect(page.getByTestId('gamsh-canvas')).toBeVisible();
  await redrawn(page);
  expect(await englishOn(page), 'Gämsh table').toEqual([]);
  await shots(page, 'gamsh-table');

  await page.goto(`${url}#/edit/dog%2Fstandard`);
  await expect(page.locator('.monaco-editor').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('editor-status')).toHaveText(/Keine Probleme/); // the rules checked, the table started
  await expect(page.getByTestId('table-position')).not.toBeEmpty();
  await redrawn(page);
  expect(await englishOn(page), 'Rules editor').toEqual([]);
  await shots(page, 'editor');

  await page.goto(`${url}#/playtest`);
  await expect(page.getByTestId('playtest-view')).toBeVisible();
  await page.getByTestId('pt-games').fill('6');
  await page.getByTestId('pt-run').click();
  await expect(page.getByTestId('pt-state')).toHaveText(/fertig/, { timeout: 120_000 });
  expect(await englishOn(page), 'Playtest view').toEqual([]);
  // The designer metrics' intervals in the German form (numbers.ts): [a; b], never [a, b].
  await expect(page.getByTestId('pt-designer')).not.toContainText(/\[\d+,\d+, /);
  await shots(page, 'playtest');
});
