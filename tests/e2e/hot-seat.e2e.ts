// Hot seat: two people share one screen (Dog: Anna at seat 0 and Carla at seat 2, bots between them; Gassi: two
// people of three). Between their turns the page shows only the hand-over screen, naming the person to take the
// device next; no hand, no card, no legal action and no board is in the DOM meanwhile, and never two hands at once.
// Texts name the person ("Hand of Carla"), never the single player's "You"/"Du".
import { expect, test, type Page } from './support/test';

const url = process.env.RULEBENCH_E2E_URL!;

async function openTable(page: Page, ruleset: string, seed: string, people: Record<number, string>, seats: number) {
  await page.addInitScript(() => localStorage.setItem('rulebench.botDelay', '0'));
  await page.goto(`${url}#/table/${encodeURIComponent(ruleset)}?seed=${seed}`);
  await expect(page.getByTestId('table-panel')).toBeVisible();
  // Seat 0 is the one person of a new table; the names first, then the second person sits down.
  for (const [s, name] of Object.entries(people)) {
    await page.getByTestId(`seat-name-${s}`).fill(name);
    await page.getByTestId(`seat-name-${s}`).press('Enter');
  }
  for (let s = 1; s < seats; s++) await page.getByTestId(`seat-${s}`).selectOption(s in people ? 'human' : 'bot');
}

/** Waits until a person is to act: 'hand-over' (the screen between two people) or 'turn' (the holder's own turn). */
async function nextTurn(page: Page): Promise<'hand-over' | 'turn'> {
  const h = await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="hand-over"]')
        ? 'hand-over'
        : document.querySelector('[data-testid="legal-action"]')
          ? 'turn'
          : null,
    null,
    { timeout: 30_000, polling: 50 },
  );
  return (await h.jsonValue()) as 'hand-over' | 'turn';
}

/** The page between turns: the hand-over screen names `name`, and nothing of any hand or board is in the DOM. */
async function expectHandOver(page: Page): Promise<string> {
  const screen = page.getByTestId('hand-over');
  await expect(screen).toBeVisible();
  await expect(
    page.locator('[data-testid="hand"], [data-testid="gassi-card"], [data-testid="legal-action"]'),
  ).toHaveCount(0);
  await expect(page.locator('[data-testid="board"], [data-testid="table-log"], [data-testid="details"]')).toHaveCount(
    0,
  );
  const title = (await screen.locator('h2').textContent()) ?? '';
  return title;
}

test('Dog: two people on one screen get the hand-over screen between their turns, never both hands', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openTable(page, 'dog/standard', 'hot-1', { 0: 'Anna', 2: 'Carla' }, 4);
  const seen: string[] = [];
  let holder = 'Anna';
  for (let turn = 0; seen.length < 6 && turn < 30; turn++) {
    if ((await nextTurn(page)) === 'turn') {
      await expect(page.getByTestId('hand')).toHaveCount(1);
      await expect(page.getByTestId('hand').locator('strong')).toHaveText(`Hand of ${holder}`);
      await page.getByTestId('legal-action').first().dispatchEvent('click');
      continue;
    }
    const title = await expectHandOver(page);
    const who = title.includes('Anna') ? 'Anna' : title.includes('Carla') ? 'Carla' : '';
    expect(title).toBe(`Pass the device to ${who}`);
    seen.push(who);
    expect(who).not.toBe(holder);
    holder = who;
    await page.getByTestId('hand-over-continue').click();
    // Exactly one hand, the person's own, named after them.
    await expect(page.getByTestId('hand')).toHaveCount(1);
    await expect(page.getByTestId('hand').locator('strong')).toHaveText(`Hand of ${who}`);
    await expect(page.getByTestId('table-view')).not.toContainText('Hand of You');
    // The person plays their first legal action (rule keepers' panel; the clicks themselves are covered elsewhere).
    await page.getByTestId('legal-action').first().dispatchEvent('click');
  }
  expect(new Set(seen)).toEqual(new Set(['Anna', 'Carla']));
  // Consecutive hand-overs alternate between the people when each acts once in turn.
  expect(seen.some((x, i) => i > 0 && x !== seen[i - 1])).toBe(true);
});

test('Gassi (de): the hand-over screen hides the board and names the person', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('rulebench.locale', 'de'));
  await openTable(page, 'gassi/gassi-2.5.3', 'hot-2', { 0: 'Anna', 1: 'Ben' }, 3);
  let handOvers = 0;
  for (let turn = 0; handOvers < 3 && turn < 20; turn++) {
    if ((await nextTurn(page)) === 'hand-over') {
      const title = await expectHandOver(page);
      expect(title).toMatch(/^Gib das Gerät an (Anna|Ben) weiter$/);
      handOvers++;
      await page.getByTestId('hand-over-continue').click();
      await expect(page.getByTestId('gassi-table')).toBeVisible();
    }
    await page.getByTestId('legal-action').first().dispatchEvent('click');
  }
  expect(handOvers).toBe(3);
});
