// Gassi at the live table: a click that spends a bone (GAS-042) shows its cost on the highlighted dog and in the
// hint before the click, and asks for confirmation in the table's own UI; cancel keeps the bone (German), confirm
// spends it (English). The situation is found in a simulated game and opened as a branch at that step, the seat to
// act switched to a person. Screenshots of the warning at 1400×900 and 1024×700 to look at.
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import { simulateReplay } from './support/cli';
import { openWith, waitForDrawn } from './support/scene';
import { applyAction, openReplay, parseReplay, startGame } from '../../src/engine';
import { candidates, parseGassiAction } from '../../src/renderer/src/kinds/gassi/gassi-clicks';
import { reviewShot } from './support/review-shot';

const url = process.env.RULEBENCH_E2E_URL!;
const replayDir = process.env.RULEBENCH_E2E_REPLAY_DIR!;

/** A replay file and a step of it where the seat to act can spend a bone with one click on a dog. */
interface BoneSpot {
  file: string;
  step: number;
  seat: number;
  notation: string;
}
let spot: BoneSpot | null = null;

/** The bones part of a Gassi position (`B1,0,2`, docs/notation-gassi.md) as numbers. */
const bonesOf = (position: string): number[] => (/ B([\d,]+) /.exec(position)?.[1] ?? '').split(',').map(Number);

test.beforeAll(async () => {
  const name = await simulateReplay('rulesets/gassi/gassi-2.5.3.yaml', '7', replayDir, ['--bots', 'random']);
  const doc = parseReplay(JSON.parse(readFileSync(join(replayDir, name), 'utf8')));
  if (!doc.ok) throw new Error('replay unreadable');
  const opened = openReplay(doc.value);
  if (!opened.ok) throw new Error('replay does not open');
  const game = opened.value.game;
  let snap = startGame(game, doc.value.seed);
  for (let k = 0; k < doc.value.steps.length; k++) {
    const st = doc.value.steps[k]!;
    const legal = game.kind.legalActions(game.rules, snap.state, st.seat).map((a) => a.notation);
    // One click on a dog with exactly these cards makes this action and no other (no choice offered first).
    const bone = legal.find((n) => {
      const a = parseGassiAction(n);
      return a.bone && a.dog !== null && candidates(legal, a.cards, { dog: a.dog }).length === 1;
    });
    if (bone && k > 0) {
      spot = { file: name, step: k, seat: st.seat, notation: bone };
      break;
    }
    const next = applyAction(game, snap, { seat: st.seat, notation: st.action });
    if (!next.ok) throw new Error(`step ${k + 1} does not apply`);
    snap = next.value.snapshot;
  }
  expect(spot, 'a step where the seat to act can spend a bone').not.toBeNull();
});

test.afterAll(() => {
  if (spot) rmSync(join(replayDir, spot.file), { force: true });
});

/** Picks the cards of `notation` in the hand (each hand card once), then clicks its dog. */
async function clickBoneMove(page: Page, notation: string): Promise<void> {
  const a = parseGassiAction(notation);
  const used = new Set<string>();
  for (const card of a.cards) {
    const cards = page.locator(`[data-testid="gassi-card"][data-card="${card}"]`);
    for (let i = 0; i < (await cards.count()); i++) {
      const idx = (await cards.nth(i).getAttribute('data-index'))!;
      if (used.has(idx)) continue;
      used.add(idx);
      await cards.nth(i).click();
      break;
    }
  }
  // Before the click: the cost on the dog's highlight and in the hint (GAS-042).
  const dog = page.locator(`[data-testid="gassi-dog"][data-dog="${a.dog}"]`);
  await expect(dog).toHaveClass(/costly/);
  await dog.click();
}

test('a bone is spent only after the person confirms it: warning in German and English (GAS-042)', async ({ page }) => {
  const s = spot!;
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1400, height: 900 });
  await openWith(page, `${url}#/branch/${encodeURIComponent(s.file)}?step=${s.step}`, {
    'rulebench.botDelay': '10000',
    'rulebench.locale': 'de',
  });
  await expect(page.getByTestId('gassi-table')).toBeVisible();
  await page.getByTestId(`seat-${s.seat}`).selectOption('human');
  await expect(page.getByTestId('gassi-card').first()).toBeVisible();
  const step = String(s.step);
  await expect(page.getByTestId('table-step')).toHaveText(step);
  await page.getByTestId('details').locator('summary').click();
  const position = (await page.getByTestId('table-position').textContent())!;
  const bones = bonesOf(position);
  expect(bones[s.seat], position).toBeGreaterThan(0);

  const a = parseGassiAction(s.notation);
  const cards = a.cards.join(' + ');
  // German: the cost on the highlight and in the hint, then the question; cancel keeps the bone.
  const used = new Set<string>();
  for (const card of a.cards) {
    const el = page.locator(`[data-testid="gassi-card"][data-card="${card}"]`);
    for (let i = 0; i < (await el.count()); i++) {
      const idx = (await el.nth(i).getAttribute('data-index'))!;
      if (used.has(idx)) continue;
      used.add(idx);
      await el.nth(i).click();
      break;
    }
  }
  const dog = page.locator(`[data-testid="gassi-dog"][data-dog="${a.dog}"]`);
  await expect(dog.getByTestId('gassi-cost')).toHaveText('kostet 1 Knochen');
  await expect(page.getByTestId('gassi-hint')).toContainText('kostet 1 Knochen');
  await dog.click();
  const confirm = page.getByTestId('gassi-confirm');
  await expect(confirm).toContainText(`${a.move} ${cards} auf`);
  await expect(confirm).toContainText('kostet 1 Knochen');
  await expect(confirm).toContainText('(GAS-042)');
  await expect(page.getByTestId('gassi-confirm-yes')).toHaveText('1 Knochen einsetzen');
  await waitForDrawn(page);
  await reviewShot(page, { path: 'test-results/gassi-bone-de-1400.png' });
  await page.setViewportSize({ width: 1024, height: 700 });
  await expect(page.getByTestId('gassi-confirm-yes')).toBeInViewport();
  await waitForDrawn(page);
  await reviewShot(page, { path: 'test-results/gassi-bone-de-1024.png' });
  await page.setViewportSize({ width: 1400, height: 900 });
  await expect(page.getByTestId('table-step')).toHaveText(step);
  await expect(page.getByTestId('table-position')).toHaveText(position);
  await page.getByTestId('gassi-confirm-cancel').click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByTestId('table-step')).toHaveText(step);
  await expect(page.getByTestId('table-position')).toHaveText(position);
  // Cancel returns to choosing: the cards stay picked, the dog still marked.
  await expect(dog.getByTestId('gassi-cost')).toHaveText('kostet 1 Knochen');

  // English, at the smaller window: the same question in English; confirm spends the bone.
  await page.getByTestId('gassi-clear').click();
  await page.getByTestId('locale').selectOption('en');
  await clickBoneMove(page, s.notation);
  await expect(confirm).toContainText(`${a.move} ${cards} on`);
  await expect(confirm).toContainText('costs 1 bone');
  await expect(page.getByTestId('gassi-confirm-yes')).toHaveText('Spend 1 bone');
  await waitForDrawn(page);
  await reviewShot(page, { path: 'test-results/gassi-bone-en-1400.png' });
  await page.setViewportSize({ width: 1024, height: 700 });
  await expect(page.getByTestId('gassi-confirm-yes')).toBeInViewport();
  await waitForDrawn(page);
  await reviewShot(page, { path: 'test-results/gassi-bone-en-1024.png' });
  await expect(page.getByTestId('table-position')).toHaveText(position);
  await page.getByTestId('gassi-confirm-yes').click();
  await expect(page.getByTestId('table-step')).toHaveText(String(s.step + 1));
  await expect(page.locator(`[data-testid="table-log"] li[data-notation="${s.notation}"]`)).toHaveCount(1);
  expect(errors).toEqual([]);
});
