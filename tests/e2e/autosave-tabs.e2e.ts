// Two editor tabs of one ruleset keep their own autosaves: the second tab's autosave and its save leave the first
// tab's unsaved text on disk, the second tab is offered the first tab's edits (never given them unasked), and the
// first tab, reloaded after the other's save, finds its own edits again (offered: the file changed after them).
import { cpSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from './support/test';

const url = process.env.RULEBENCH_E2E_URL!;
const root = process.env.RULEBENCH_E2E_ROOT!;
const dogDir = () => join(root, 'rulesets', 'dog');
const autosaves = () => readdirSync(dogDir()).filter((f) => /^\.standard\.yaml\.[a-z0-9]+\.autosave$/.test(f));

/** The host's rulesets as bundled, with no autosave: before this spec, and after it for the specs that follow. */
function restoreRulesets(): void {
  const rulesets = join(root, 'rulesets');
  cpSync(resolve(import.meta.dirname, '../../rulesets'), rulesets, { recursive: true });
  for (const f of readdirSync(rulesets, { recursive: true }) as string[])
    if (f.endsWith('.autosave')) rmSync(join(rulesets, f));
}

test.beforeEach(restoreRulesets);
// The spec saves `decks: 1` into the shared host's dog/standard; later specs read the bundled rules from it.
test.afterEach(restoreRulesets);

/** Opens the standard Dog ruleset in the editor and types `value` as its `decks` option. */
async function editDecks(page: Page, value: string): Promise<void> {
  await expect(page.getByTestId('monaco').locator('.monaco-editor')).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => {
    const m = (window as unknown as { __rulebenchMonaco: typeof import('monaco-editor') }).__rulebenchMonaco;
    const editor = m.editor.getEditors()[0]!;
    const model = editor.getModel()!;
    const match = model.findMatches('^\\s*decks: (.*)$', false, true, true, null, true)[0]!;
    const line = match.range.startLineNumber;
    const text = model.getLineContent(line);
    editor.setSelection(new m.Selection(line, text.indexOf(': ') + 3, line, text.length + 1));
    editor.focus();
  });
  await page.keyboard.insertText(value);
  await expect(page.getByTestId('dirty')).toBeVisible();
}

test('two tabs: each keeps its own autosave; the other tab is offered it, a save in one does not delete the other', async ({
  context,
}) => {
  const a = await context.newPage();
  await a.goto(`${url}#/edit/dog%2Fstandard`);
  await editDecks(a, '3');
  await expect.poll(autosaves, { timeout: 10_000 }).toHaveLength(1);

  const b = await context.newPage();
  await b.goto(`${url}#/edit/dog%2Fstandard`);
  await expect(b.getByTestId('autosave-offer')).toContainText('Another editor');
  await editDecks(b, '1');
  await expect.poll(autosaves, { timeout: 10_000 }).toHaveLength(2);
  await b.getByTestId('save-ruleset').click();
  await expect(b.getByTestId('dirty')).toHaveCount(0);
  expect(readFileSync(join(dogDir(), 'standard.yaml'), 'utf8')).toMatch(/^\s*decks: 1$/m);
  // Tab A's unsaved text is still on disk; tab B's own autosave went with its save.
  await expect.poll(autosaves).toHaveLength(1);
  expect(readFileSync(join(dogDir(), autosaves()[0]!), 'utf8')).toMatch(/^\s*decks: 3$/m);

  // Tab A reloads: its own edits are offered (the file changed after them) and restored on request.
  await a.reload();
  await expect(a.getByTestId('autosave-offer')).toContainText('Unsaved edits from');
  await a.getByTestId('restore-autosave').click();
  await expect(a.getByTestId('dirty')).toBeVisible();
});
