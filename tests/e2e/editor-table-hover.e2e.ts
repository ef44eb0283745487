// The rules editor's hover on a card entry of Dog's card table explains it in words, in the UI language: on
// dog/three-backward's `3: { backward: [3] }` the 3 as the merged table plays it, forward or backward (DOG-030,
// DOG-060), and what `backward` means. At 1400×900 and 1024×700 (screenshots in the test's output folder).
import { expect, test, type Page } from './support/test';
import { reviewShot } from './support/review-shot';

const url = process.env.RULEBENCH_E2E_URL!;

/** Puts the cursor on `needle` in the open model and shows Monaco's hover there. */
async function hoverOn(page: Page, needle: string): Promise<void> {
  await page.evaluate((n) => {
    const m = (window as unknown as { __rulebenchMonaco: typeof import('monaco-editor') }).__rulebenchMonaco;
    const ed = m.editor.getEditors()[0]!;
    const model = ed.getModel()!;
    const pos = model.getPositionAt(model.getValue().indexOf(n));
    ed.revealLineInCenter(pos.lineNumber);
    ed.setPosition(pos);
    ed.focus();
    ed.trigger('test', 'editor.action.showHover', {});
  }, needle);
}

for (const [size, lang] of [
  [{ width: 1400, height: 900 }, 'de'],
  [{ width: 1024, height: 700 }, 'en'],
] as const) {
  test(`editor hover on a card entry at ${size.width}×${size.height} (${lang}): the card in words`, async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    await page.setViewportSize(size);
    await page.addInitScript((l) => localStorage.setItem('rulebench.locale', l), lang);
    await page.goto(`${url}#/edit/dog%2Fthree-backward`);
    await expect(page.getByTestId('editor-status')).toHaveText(lang === 'de' ? /Keine Probleme/ : /No problems/);
    await expect(page.locator('[data-testid="monaco"] .monaco-editor').first()).toBeVisible();
    await hoverOn(page, 'backward: [3]');
    const words =
      lang === 'de'
        ? [
            '3 in diesem Regelwerk: drei Felder vorwärts oder rückwärts (DOG-030, DOG-060)',
            'backward: ein Spielstein fährt',
          ]
        : ['3 in this ruleset: three fields forward or backward (DOG-030, DOG-060)', 'backward: one piece moves'];
    const hover = page.locator('.monaco-hover').filter({ hasText: words[0]! }).first();
    await expect(hover).toBeVisible({ timeout: 15_000 });
    await expect(hover).toContainText(words[1]!);
    // only the words: no empty rows of monaco-yaml's schema hover for the table's JSON values
    await expect(hover).not.toContainText('||');
    const box = (await hover.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(size.width);
    await reviewShot(page, { path: info.outputPath(`editor-hover-${lang}-${size.width}.png`) });
  });
}
