// The rules editor speaks the UI language: in German, a wrong `dealSchedule` value gives one German message (marker
// and list) naming the allowed shapes, not one English message per branch of the option's schema; long lines wrap
// at the editor's width. At 1400×900 and 1024×700 (screenshots in test-results for a look).
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import { reviewShot } from './support/review-shot';

const url = process.env.RULEBENCH_E2E_URL!;
const root = process.env.RULEBENCH_E2E_ROOT!;

/** No autosave of dog/standard left in the host's rulesets: none offered to this test, none to the specs after it. */
function dropAutosaves(): void {
  const dog = join(root, 'rulesets', 'dog');
  for (const f of readdirSync(dog)) if (f.endsWith('.autosave')) rmSync(join(dog, f));
}
test.beforeEach(dropAutosaves);
test.afterEach(async ({ page }) => {
  await page.close(); // no autosave timer of the page runs after the clean-up
  dropAutosaves();
});

type Marker = { owner: string; line: number; message: string };

/** Every marker of the open model (engine `rulebench`, monaco-yaml `yaml`), through the app's Monaco test hook. */
async function markers(page: Page): Promise<Marker[]> {
  return page.evaluate(() => {
    const m = (window as unknown as { __rulebenchMonaco: typeof import('monaco-editor') }).__rulebenchMonaco;
    return m.editor.getModelMarkers({}).map((x) => ({ owner: x.owner, line: x.startLineNumber, message: x.message }));
  });
}

/** Replaces the dog/standard text in the editor's model as typing would (the engine checks the edit). */
async function edit(page: Page, from: string, to: string): Promise<number> {
  return page.evaluate(
    ([a, b]) => {
      const m = (window as unknown as { __rulebenchMonaco: typeof import('monaco-editor') }).__rulebenchMonaco;
      const model = m.editor.getModels().find((x) => x.uri.path.endsWith('dog/standard.yaml'))!;
      const text = model.getValue();
      model.setValue(text.replace(new RegExp(a!, 'm'), b!));
      return (
        model
          .getValue()
          .split('\n')
          .findIndex((l) => l.includes(b!.trim())) + 1
      );
    },
    [from, to],
  );
}

for (const size of [
  { width: 1400, height: 900 },
  { width: 1024, height: 700 },
]) {
  test(`German editor at ${size.width}×${size.height}: one German message for a wrong dealSchedule; long lines wrap`, async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    await page.setViewportSize(size);
    await page.addInitScript(() => localStorage.setItem('rulebench.locale', 'de'));
    await page.goto(`${url}#/edit/dog%2Fstandard`);
    await expect(page.getByTestId('editor-status')).toHaveText(/Keine Probleme/);
    await expect(page.locator('[data-testid="monaco"] .monaco-editor').first()).toBeVisible();

    const line = await edit(page, '^  dealSchedule: .*$', '  dealSchedule: 7');
    expect(line).toBeGreaterThan(1);
    await expect.poll(async () => (await markers(page)).length, { timeout: 20_000 }).toBeGreaterThan(0);
    // Give a schema check (if one ran) the time to add its own markers before counting.
    await page.waitForTimeout(1500);
    const all = await markers(page);
    expect(all, JSON.stringify(all)).toHaveLength(1);
    const [m] = all;
    expect(m!.line).toBe(line);
    expect(m!.message).toContain('Option „dealSchedule“ muss eine Liste von Kartenzahlen wie [6, 5, 4, 3, 2]');
    expect(m!.message).toContain('{first: [6], repeat: [5, 4, 3, 2]}');
    expect(m!.message).toContain('(angegeben: 7)');
    expect(m!.message).not.toMatch(/must be|Incorrect type|Expected/);
    const list = page.getByTestId('diagnostics').locator('li');
    await expect(list).toHaveCount(1);
    await expect(list.first()).toContainText('Option „dealSchedule“ muss');

    // The marker's hover shows the whole message, wrapped inside the window.
    await page.evaluate((at) => {
      const m = (window as unknown as { __rulebenchMonaco: typeof import('monaco-editor') }).__rulebenchMonaco;
      const ed = m.editor.getEditors()[0]!;
      ed.revealLineInCenter(at);
      ed.setPosition({ lineNumber: at, column: 18 });
      ed.focus();
      ed.trigger('test', 'editor.action.showHover', {});
    }, line);
    const hover = page.locator('.monaco-hover').filter({ hasText: 'dealSchedule' }).first();
    await expect(hover).toBeVisible({ timeout: 10_000 });
    const box = await hover.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);
    // The option's description in the hover is German too (the schema follows the UI language).
    await expect(hover).toContainText('Kartenzahl pro Runde');
    await reviewShot(page, { path: info.outputPath(`editor-de-${size.width}x${size.height}.png`) });
    // The problem list under the editor shows the message whole (not clipped by the pane's height).
    await page.keyboard.press('Escape');
    const item = (await list.first().boundingBox())!;
    const ul = (await page.getByTestId('diagnostics').boundingBox())!;
    expect(ul.height).toBeGreaterThanOrEqual(item.height);
    expect(ul.y + ul.height).toBeLessThanOrEqual(size.height);
    await reviewShot(page, { path: info.outputPath(`editor-de-list-${size.width}x${size.height}.png`) });

    // Long lines wrap: no horizontal scrolling, and a long rule text takes more than one screen line.
    const wrap = await page.evaluate(() => {
      const m = (window as unknown as { __rulebenchMonaco: typeof import('monaco-editor') }).__rulebenchMonaco;
      const ed = m.editor.getEditors()[0]!;
      const model = ed.getModel()!;
      let longest = 1;
      for (let i = 1; i <= model.getLineCount(); i++)
        if (model.getLineLength(i) > model.getLineLength(longest)) longest = i;
      ed.revealLine(longest);
      const top = ed.getTopForLineNumber(longest);
      const next = ed.getTopForLineNumber(longest + 1);
      return {
        scrollWidth: ed.getScrollWidth(),
        width: ed.getLayoutInfo().width,
        length: model.getLineLength(longest),
        rows: (next - top) / ed.getOption(m.editor.EditorOption.lineHeight),
      };
    });
    expect(wrap.length).toBeGreaterThan(200);
    expect(wrap.scrollWidth).toBeLessThanOrEqual(wrap.width);
    expect(wrap.rows).toBeGreaterThan(1);

    // Back to the bundled text (the autosave this edit left is removed after the test).
    await edit(page, '^  dealSchedule: 7$', '  dealSchedule: [6, 5, 4, 3, 2]');
    await expect(page.getByTestId('editor-status')).toHaveText(/Keine Probleme/);
  });
}
