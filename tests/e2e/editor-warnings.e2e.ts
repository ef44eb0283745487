// The bundled dog/standard.yaml has no schema warnings in the editor, a wrong value is one engine message (no
// duplicate from monaco-yaml's own schema check)
// (no "Expected string" on the examples' `hands: { 0: [3, 5] }`), the status line counts the editor's schema
// warnings (never "No problems" beside warnings), and at 1024×700 the editor page is no
// wider than the window.
import { expect, test, type Page } from './support/test';

const url = process.env.RULEBENCH_E2E_URL!;

/** monaco-yaml's schema markers of the open model (owner `yaml`), through the app's Monaco test hook. */
async function schemaMarkers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const m = (window as unknown as { __rulebenchMonaco: typeof import('monaco-editor') }).__rulebenchMonaco;
    return m.editor.getModelMarkers({ owner: 'yaml' }).map((x) => `${x.startLineNumber}:${x.startColumn} ${x.message}`);
  });
}

/** The engine's markers of the open model (owner `rulebench`). */
async function engineMarkers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const m = (window as unknown as { __rulebenchMonaco: typeof import('monaco-editor') }).__rulebenchMonaco;
    return m.editor
      .getModelMarkers({ owner: 'rulebench' })
      .map((x) => `${x.startLineNumber}:${x.startColumn} ${x.message}`);
  });
}

test('dog/standard has no schema warnings; the status line counts schema warnings', async ({ page }) => {
  await page.goto(`${url}#/edit/dog%2Fstandard`);
  await expect(page.getByTestId('editor-status')).toHaveText(/No problems/);
  const editor = page.locator('[data-testid="monaco"] .monaco-editor').first();
  await expect(editor).toBeVisible();
  // A wrong format version is one engine error, and no second (English) message from monaco-yaml's schema check …
  await page.evaluate(() => {
    const m = (window as unknown as { __rulebenchMonaco: typeof import('monaco-editor') }).__rulebenchMonaco;
    const model = m.editor.getModels().find((x) => x.uri.path.endsWith('dog/standard.yaml'))!;
    model.setValue(model.getValue().replace(/^format: 1$/m, 'format: "one"'));
  });
  await expect(page.getByTestId('editor-status')).not.toHaveText(/No problems/);
  await expect.poll(() => engineMarkers(page), { timeout: 20_000 }).toHaveLength(1);
  expect(await schemaMarkers(page)).toEqual([]);
  // … and the bundled text, checked again, has none (the examples' numeric seat keys included).
  await page.evaluate(() => {
    const m = (window as unknown as { __rulebenchMonaco: typeof import('monaco-editor') }).__rulebenchMonaco;
    const model = m.editor.getModels().find((x) => x.uri.path.endsWith('dog/standard.yaml'))!;
    model.setValue(model.getValue().replace(/^format: "one"$/m, 'format: 1'));
  });
  await expect.poll(() => schemaMarkers(page), { timeout: 20_000 }).toEqual([]);
  await expect(page.getByTestId('editor-status')).toHaveText(/No problems/);

  // A schema warning alone (as monaco-yaml reports one) is counted: not "No problems".
  await page.evaluate(() => {
    const m = (window as unknown as { __rulebenchMonaco: typeof import('monaco-editor') }).__rulebenchMonaco;
    const model = m.editor.getModels().find((x) => x.uri.path.endsWith('dog/standard.yaml'))!;
    m.editor.setModelMarkers(model, 'yaml', [
      {
        severity: m.MarkerSeverity.Warning,
        message: 'Incorrect type. Expected "string".',
        startLineNumber: 3,
        startColumn: 1,
        endLineNumber: 3,
        endColumn: 5,
      },
    ]);
  });
  await expect(page.getByTestId('editor-status')).toHaveText(/1 warning/);
  await expect(page.getByTestId('schema-warning')).toContainText('Expected "string"');
});

test('at 1024×700 the editor page fits the window', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.goto(`${url}#/edit/dog%2Fstandard`);
  await expect(page.getByTestId('editor-status')).toBeVisible();
  await expect(page.getByTestId('table-hint')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
  const hint = await page.getByTestId('table-hint').boundingBox();
  expect(hint!.x + hint!.width).toBeLessThanOrEqual(1024);
});
