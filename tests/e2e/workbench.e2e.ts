// The workbench in browser mode: hot-seat Dog by clicking (7 split, Joker, an explained illegal click),
// replay scrubbing with input-to-redraw time, perspective, annotations saved in the file, branching with bots,
// the rules editor (markers, completion, live reload with divergence) and edit-to-table latency.
import { cpSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from './support/test';
import { redrawn } from './support/a-settle';
import { WITH_WEBGL, openWith } from './support/scene';
import {
  applyAction,
  compileRuleset,
  formatPosition,
  openReplay,
  parseReplay,
  parseRulesetText,
  recheckReplay,
  recheckStatus,
  resolveRuleset,
  startGame,
  verifyReplay,
  type CompiledGame,
} from '../../src/engine';
import { reviewShot } from './support/review-shot';

const url = process.env.RULEBENCH_E2E_URL!;
/**
 * `npm run bench:ui` (RULEBENCH_E2E_BENCH=1): the scrub and edit-to-table timings take more samples and are held
 * to their goals (scrub p50 < 100 ms, edit-to-table p95 < 150 ms). In `npm test` they only check that every input
 * redraws the board and print the figures: a time limit in a test fails on a loaded machine, not on a defect.
 */
const bench = process.env.RULEBENCH_E2E_BENCH === '1';
// In `npm test` Pixi draws with its canvas renderer (support/scene.ts: software WebGL costs about ten times as much
// per picture, and these checks read the DOM and the boards' stamps); `npm run bench:ui` times the WebGL boards.
if (bench) test.use({ launchOptions: WITH_WEBGL });
const origin = process.env.RULEBENCH_E2E_ORIGIN!;
const replayDir = process.env.RULEBENCH_E2E_REPLAY_DIR!;
const replayFile = process.env.RULEBENCH_E2E_REPLAY!;
const root = process.env.RULEBENCH_E2E_ROOT!;

// The editor tests share the e2e root's rulesets: each starts from the repo's files with no autosave left by an earlier
// test. Test order must not matter — an edit autosaved by one test once reached a later test through a save, and the
// later test's edit then changed nothing.
test.beforeEach(() => {
  const rulesets = join(root, 'rulesets');
  cpSync(resolve(import.meta.dirname, '../../rulesets'), rulesets, { recursive: true });
  for (const f of readdirSync(rulesets, { recursive: true }) as string[])
    if (f.endsWith('.autosave')) rmSync(join(rulesets, f));
});

function standardGame(): CompiledGame {
  const source = parseRulesetText(readFileSync(join(root, 'rulesets/dog/standard.yaml'), 'utf8'), 'standard.yaml')
    .source!;
  const resolved = resolveRuleset(source, () => undefined);
  if (!resolved.ok) throw new Error('standard ruleset does not resolve');
  const game = compileRuleset(resolved.value);
  if (!game.ok) throw new Error('standard ruleset does not compile');
  return game.value;
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/favicon/.test(m.text())) errors.push(`console: ${m.text()}`);
  });
  return errors;
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;

/** Clicks the first legal action of the person to act (the list under "Legal actions"). */
async function playFirstListed(page: Page): Promise<string> {
  const discard = page.getByTestId('discard');
  if (await discard.isVisible()) {
    await discard.click();
    return 'discard';
  }
  const details = page.locator('details', { has: page.getByTestId('legal-action') });
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator('summary').click();
  const first = page.getByTestId('legal-action').first();
  const n = (await first.getAttribute('data-notation'))!;
  await first.click();
  return n;
}

async function step(page: Page): Promise<number> {
  await continueIfHandOver(page);
  return Number(await page.getByTestId('table-step').textContent());
}

/** Hot seat: the next person takes the device when the hand-over screen asks for it (between two people's turns). */
async function continueIfHandOver(page: Page): Promise<void> {
  const go = page.getByTestId('hand-over-continue');
  if (await go.count()) await go.click();
}

test('hot-seat Dog by clicking: give, Joker exit, move, exit, a 7 split; an illegal click is explained; the position equals the engine’s', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // A new table seats one person and three bots; here seats 1–3 become people too (hot-seat) and click their first
  // listed action. The bots wait 10 s (the bot delay setting) until the seats are switched.
  await openWith(page, `${url}#/table/dog%2Fstandard?seed=hot-257`, { 'rulebench.botDelay': '10000' }); // read at start
  await expect(page.getByTestId('table-panel')).toBeVisible();
  await expect(page.getByTestId('table-seed')).toHaveText('hot-257');
  for (const s of [1, 2, 3]) await page.getByTestId(`seat-${s}`).selectOption('human');
  // Seat 0 plays on the board.
  const plan: ((p: Page) => Promise<void>)[] = [
    async (p) => {
      // Exchange: the 2 is selected, the hint asks whether it goes to the partner; the second click gives it (DOG-014).
      await p.getByTestId('card-2').click();
      await expect(p.getByTestId('confirm-pending')).toBeVisible();
      await p.getByTestId('card-2').click();
    },
    async (p) => {
      await p.getByTestId('card-X').click();
      await expect(p.getByTestId('joker-values')).toBeVisible();
      await p.getByTestId('joker-A').click();
      await p.locator('[data-spot="K@0"]').first().click();
    },
    async (p) => {
      // An illegal click first: an 8 cannot bring a piece out of the kennel (DOG-020).
      await p.getByTestId('card-8').click();
      await p.locator('[data-spot="K@0"]').first().click();
      await expect(p.getByTestId('explain')).toContainText('DOG-020');
      await reviewShot(p, { path: 'test-results/table-illegal-click.png' });
      await p.locator('[data-spot="P0"]').click();
      await p.locator('[data-spot="P8"]').click();
    },
    async (p) => {
      await p.getByTestId('card-A').click();
      await p.locator('[data-spot="K@0"]').first().click();
    },
    async (p) => {
      await p.getByTestId('card-7').click();
      await p.locator('[data-spot="P8"]').click();
      await p.locator('[data-spot="P11"]').click();
      await expect(p.getByTestId('table-hint')).toContainText('4');
      await reviewShot(p, { path: 'test-results/table-seven-split.png' });
      await p.locator('[data-spot="P0"]').click();
      await p.locator('[data-spot="P4"]').click();
    },
  ];
  let mine = 0;
  let clicked = 0;
  while (mine < plan.length) {
    const before = await step(page);
    const turn = (await page.getByTestId('table-turn').textContent())!;
    if (turn.split(', ')[0] === '0') await plan[mine++]!(page);
    else await playFirstListed(page);
    await expect.poll(() => step(page)).toBe(before + 1);
    clicked++;
  }
  expect(clicked).toBeGreaterThanOrEqual(10);
  // The move log runs newest first (like the events); each line carries its notation as the shown seat sees it,
  // so the rule keeper's all-seeing view (details panel) shows every exchange card.
  // While people play, only their own view is offered; with every seat a bot (paused) the
  // all-seeing view is.
  await continueIfHandOver(page);
  const details = page.getByTestId('details');
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator('summary').click();
  await expect(page.getByTestId('table-perspective').locator('option[value="all"]')).toHaveCount(0);
  await page.getByTestId('bot-pause').click();
  for (const s of [0, 1, 2, 3]) await page.getByTestId(`seat-${s}`).selectOption('bot');
  await page.getByTestId('table-perspective').selectOption('all');
  const log = (
    await page
      .getByTestId('table-log')
      .locator('li')
      .evaluateAll((lis) =>
        lis.map((li) => ({ seat: Number(li.getAttribute('data-seat')), notation: li.getAttribute('data-notation')! })),
      )
  ).reverse();
  expect(log.map((a) => a.notation)).toEqual(expect.arrayContaining(['give:2', 'X=A:exit', '8:P0>P8', 'A:exit']));
  expect(log.some((a) => a.seat === 0 && a.notation.startsWith('7:') && a.notation.includes(','))).toBe(true);
  const game = standardGame();
  let snap = startGame(game, 'hot-257');
  for (const a of log) {
    const r = applyAction(game, snap, a);
    expect(r.ok, `${a.seat} ${a.notation}`).toBe(true);
    if (r.ok) snap = r.value.snapshot;
  }
  const engine = formatPosition(game, snap);
  await expect(page.getByTestId('table-position')).toHaveText(engine);
  await expect(page.getByTestId('board')).toHaveAttribute('data-drawn-position', engine);
  await expect(page.locator('.ghosts .ghost')).toHaveCount(0); // the moves' animations done
  await redrawn(page);
  await reviewShot(page, { path: 'test-results/table-after-seven.png' });
  console.log(`[hot-seat] ${clicked} actions by clicking; position ${engine}`);
  expect(errors).toEqual([]);
});

test('replay: scrub to step 200 (input-to-redraw time), perspective, annotation saved and reopened, language switch', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(`${url}#/replay/${encodeURIComponent(replayFile)}`);
  await expect(page.getByTestId('step')).toHaveText(/^0 \/ \d+$/);
  await expect(page.getByTestId('board')).toHaveAttribute('data-drawn-position', /.+/);
  // `drawn`: input event → the board's Pixi render done; `frame`: → the next animation frame after the DOM update.
  const drawn: number[] = [];
  const frames: number[] = [];
  for (const target of [200, 150, 260, 200, 90, 310, 200, 240, 10, 200]) {
    const ms = await page.evaluate(async (to) => {
      const slider = document.querySelector<HTMLInputElement>('[data-testid="slider"]')!;
      const board = document.querySelector<HTMLElement>('[data-testid="board"]')!;
      const t0 = performance.now();
      slider.value = String(to);
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      for (let i = 0; i < 5_000 && !(Number(board.dataset['drawnAt']) > t0); i++)
        await new Promise((r) => setTimeout(r, 0));
      await new Promise((r) => requestAnimationFrame(r));
      return { drawn: Number(board.dataset['drawnAt']) - t0, frame: performance.now() - t0 };
    }, target);
    drawn.push(ms.drawn);
    frames.push(ms.frame);
  }
  await expect(page.getByTestId('step')).toHaveText(/^200 \//);
  const fmt = (xs: number[]) =>
    `${xs.map((t) => t.toFixed(1)).join(', ')}; p50 ${pct(xs, 50).toFixed(1)}, max ${Math.max(...xs).toFixed(1)}`;
  console.log(`[scrub] input → board redrawn ms: ${fmt(drawn)}`);
  console.log(`[scrub] input → next frame ms: ${fmt(frames)}`);
  // Every scrub redrew the board (a missing redraw leaves `drawnAt` before the input: NaN or negative).
  for (const ms of drawn) expect(ms).toBeGreaterThanOrEqual(0);
  if (bench) expect(pct(drawn, 50)).toBeLessThan(100);

  // Perspective: seat 1 sees only its own hand.
  await page.getByTestId('perspective').selectOption('1');
  await expect(page.getByTestId('hand-0')).toHaveText(/^[? ]*$/);
  await expect(page.getByTestId('hand-1')).not.toHaveText(/\?/);
  await page.getByTestId('perspective').selectOption('all');
  await expect(page.getByTestId('hand-0')).not.toHaveText(/\?/);
  await expect(page.getByTestId('event-log').getByTestId('rule-link').first()).toBeVisible();
  await page.getByTestId('event-log').getByTestId('rule-link').first().click();
  await expect(page.getByTestId('rule-text').first()).toBeVisible();

  await page.getByTestId('note-input').fill('Interesting split here');
  await page.getByTestId('add-note').click();
  await page.getByTestId('add-bookmark').click();
  await page.getByTestId('save-notes').click();
  await expect(page.getByTestId('notes-saved')).toBeVisible();
  await reviewShot(page, { path: 'test-results/replay-annotated.png' });
  const onDisk = JSON.parse(readFileSync(join(replayDir, replayFile), 'utf8'));
  expect(onDisk.annotations).toEqual([
    { step: 200, text: 'Interesting split here' },
    { step: 200, text: '', bookmark: true },
  ]);
  await page.reload();
  await expect(page.getByTestId('annotation')).toHaveCount(2);
  await expect(page.getByTestId('annotations')).toContainText('Interesting split here');

  await page.getByTestId('locale').selectOption('de');
  await expect(page.locator('header.top nav')).toContainText('Bibliothek');
  await expect(page.getByTestId('replay-view')).toContainText('Perspektive');
  await reviewShot(page, { path: 'test-results/replay-german.png' });
  await page.getByTestId('locale').selectOption('en');
  expect(errors).toEqual([]);
});

test('branch from step 30 and continue with bots: the new replay verifies and names its parent', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(`${url}#/replay/${encodeURIComponent(replayFile)}?step=30`);
  await expect(page.getByTestId('step')).toHaveText(/^30 \//);
  await page.getByTestId('branch').click();
  await expect(page.getByTestId('table-parent')).toContainText(`${replayFile} at step 30`);
  await page.getByTestId('bot-delay').fill('0');
  // A short continuation is enough for the claim (the branch keeps steps 1–30, verifies, names its parent): a few
  // bot moves past step 30, then the bots wait, so the save is not queued behind their moves.
  await expect.poll(() => step(page), { timeout: 120_000 }).toBeGreaterThanOrEqual(34);
  await page.getByTestId('bot-pause').click();
  await page.getByTestId('save-replay').click();
  await expect(page.getByTestId('table-saved')).toBeVisible();
  const saved = (await page.getByTestId('table-saved').textContent())!.replace(/^Saved as /, '').trim();
  const doc = parseReplay(JSON.parse(readFileSync(join(replayDir, saved), 'utf8')));
  expect(doc.ok).toBe(true);
  if (!doc.ok) return;
  expect(doc.value.parent).toEqual({ file: replayFile, step: 30 });
  const parent = parseReplay(JSON.parse(readFileSync(join(replayDir, replayFile), 'utf8')));
  if (!parent.ok) throw new Error('parent replay unreadable');
  expect(doc.value.steps.slice(0, 30)).toEqual(parent.value.steps.slice(0, 30));
  const opened = openReplay(doc.value);
  expect(opened.ok).toBe(true);
  if (opened.ok) expect(verifyReplay(doc.value, opened.value.game).ok).toBe(true);
  await page.goto(`${url}#/replay/${encodeURIComponent(saved)}`);
  await expect(page.getByTestId('verified')).toContainText('verified');
  await expect(page.getByTestId('replay-parent')).toContainText(`${replayFile} at step 30`);
  console.log(
    `[branch] ${saved}: ${doc.value.steps.length} steps, parent ${JSON.stringify(doc.value.parent)}, verifies`,
  );
  expect(errors).toEqual([]);
});

/** The editor's Monaco model and its markers, through the test hook. */
async function markers(page: Page, owner: string): Promise<{ line: number; severity: number; message: string }[]> {
  return page.evaluate((o) => {
    const m = (window as unknown as { __rulebenchMonaco: typeof import('monaco-editor') }).__rulebenchMonaco;
    return m.editor
      .getModelMarkers({ owner: o })
      .map((x) => ({ line: x.startLineNumber, severity: x.severity, message: x.message }));
  }, owner);
}

/** Selects the value of `option:` in the editor (so the next typed text replaces it); returns its line. */
async function selectOptionValue(page: Page, option: string): Promise<number> {
  return page.evaluate((name) => {
    const m = (window as unknown as { __rulebenchMonaco: typeof import('monaco-editor') }).__rulebenchMonaco;
    const editor = m.editor.getEditors()[0]!;
    const model = editor.getModel()!;
    const match = model.findMatches(`^\\s*${name}: (.*)$`, false, true, true, null, true)[0]!;
    const line = match.range.startLineNumber;
    const text = model.getLineContent(line);
    const start = text.indexOf(': ') + 3;
    editor.setSelection(new m.Selection(line, start, line, text.length + 1));
    editor.focus();
    return line;
  }, option);
}

test('rules editor: sevenSendsHomePassed false re-runs the table; an invalid value marks its line and keeps the rules; completion; edit-to-table latency', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(`${url}#/edit/dog%2Fstandard`);
  await expect(page.getByTestId('monaco').locator('.monaco-editor')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('editor-status')).toHaveText(/No problems/);
  await expect(page.getByTestId('examples').locator('[data-ok="true"]')).toHaveCount(5);
  // The table's bots wait (a new table seats one person and bots); "Bots play 50" is in the rule keepers' details.
  await page.getByTestId('bot-pause').click();
  await page.getByTestId('details').locator('summary').click();
  const start = await step(page); // the bots may have moved before the pause
  await page.getByTestId('fast-forward').click();
  await page.getByTestId('fast-forward').click();
  await page.getByTestId('fast-forward').click();
  await expect.poll(() => step(page)).toBe(start + 150);
  const before = (await page.getByTestId('table-position').textContent())!;

  const line = await selectOptionValue(page, 'sevenSendsHomePassed');
  await page.keyboard.insertText('false');
  await expect(page.getByTestId('divergence').or(page.getByTestId('rerun-ok'))).toBeVisible();
  expect((await markers(page, 'rulebench')).filter((m) => m.severity === 8)).toEqual([]);
  // The ruleset's embedded examples run on every edit: T-15 (the 7 sends passed pieces home) now fails.
  await expect(page.getByTestId('examples').locator('[data-ok="false"]')).toContainText('T-15');
  const rerun = (await page.getByTestId('divergence').or(page.getByTestId('rerun-ok')).textContent())!;
  console.log(`[editor] after sevenSendsHomePassed: false → ${rerun.trim()}`);
  await reviewShot(page, { path: 'test-results/editor-valid-edit.png' });
  const valid = (await page.getByTestId('table-position').textContent())!;

  // Invalid value: an error marker on that line, the table keeps the last valid rules.
  await selectOptionValue(page, 'sevenSendsHomePassed');
  await page.keyboard.insertText('maybe');
  await expect
    .poll(async () => (await markers(page, 'rulebench')).filter((m) => m.severity === 8).map((m) => m.line))
    .toEqual([line]);
  await expect(page.getByTestId('editor-status')).toContainText('1 problem');
  await expect(page.getByTestId('table-position')).toHaveText(valid);
  await redrawn(page);
  await reviewShot(page, { path: 'test-results/editor-invalid-value.png' });

  // Completion offers the options.
  await selectOptionValue(page, 'sevenSendsHomePassed');
  await page.keyboard.insertText('true');
  await expect(page.getByTestId('editor-status')).toHaveText(/No problems/);
  // A new key under `options:`: completion lists the options not set yet (from the engine's JSON Schema).
  await page.waitForTimeout(300);
  await page.keyboard.press('Escape'); // close the value suggestions the typed `true` opened
  await page.evaluate((l) => {
    const m = (window as unknown as { __rulebenchMonaco: typeof import('monaco-editor') }).__rulebenchMonaco;
    const editor = m.editor.getEditors()[0]!;
    const end = editor.getModel()!.getLineMaxColumn(l);
    editor.executeEdits('e2e', [{ range: new m.Range(l, end, l, end), text: '\n  ' }]);
    editor.setPosition({ lineNumber: l + 1, column: 3 });
    editor.focus();
  }, line);
  await page.keyboard.press('Control+Space');
  const suggest = page.locator('.suggest-widget');
  await expect(suggest).toContainText('helperTargets', { timeout: 15_000 });
  await expect(suggest).toContainText('threePlayerAnyCardStarts');
  await reviewShot(page, { path: 'test-results/editor-completion.png' });
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('editor-status')).toHaveText(/No problems/);
  await expect(page.getByTestId('table-position')).toHaveText(before);

  // Edit-to-table latency: from just before one keystroke-level input (replacing the value; Monaco reads it
  // through EditContext, so there is no DOM input event to time) to the redrawn board. The mark is set in the
  // page before Playwright sends the input, so the figure includes that round trip (it errs on the slow side).
  const samples: number[] = [];
  for (let i = 0; i < (bench ? 24 : 6); i++) {
    await selectOptionValue(page, 'sevenSendsHomePassed');
    await page.evaluate(() => ((window as unknown as { __t0: number }).__t0 = performance.now()));
    await page.keyboard.insertText(i % 2 === 0 ? 'false' : 'true');
    const ms = await page.evaluate(async () => {
      const w = window as unknown as { __t0: number };
      const board = document.querySelector<HTMLElement>('[data-testid="table-panel"] [data-testid="board"]')!;
      for (let k = 0; k < 5_000 && !(w.__t0 > 0 && Number(board.dataset['drawnAt']) > w.__t0); k++)
        await new Promise((r) => setTimeout(r, 2));
      return Number(board.dataset['drawnAt']) - w.__t0;
    });
    if (i >= 4) samples.push(ms); // the first four warm up the JIT
  }
  console.log(
    `[edit-to-table] ms: ${samples.map((t) => t.toFixed(1)).join(', ')}; p50 ${pct(samples, 50).toFixed(1)}, p95 ${pct(samples, 95).toFixed(1)}`,
  );
  // Every edit redrew the board: `drawnAt` moved past the input's mark.
  for (const ms of samples) expect(ms).toBeGreaterThan(0);
  if (bench) expect(pct(samples, 95)).toBeLessThan(150);
  expect(errors).toEqual([]);
});

test('autosave keeps unsaved edits; a file changed on disk is picked up', async ({ page }) => {
  await page.goto(`${url}#/edit/dog%2Fstandard`);
  await expect(page.getByTestId('monaco').locator('.monaco-editor')).toBeVisible({ timeout: 30_000 });
  await selectOptionValue(page, 'decks');
  await page.keyboard.insertText('3');
  await expect(page.getByTestId('dirty')).toBeVisible();
  // The autosave (after its debounce) is on disk before the reload.
  const dog = join(root, 'rulesets/dog');
  await expect
    .poll(() =>
      readdirSync(dog)
        .filter((f) => /^\.standard\.yaml\..*autosave$/.test(f))
        .map((f) => readFileSync(join(dog, f), 'utf8')),
    )
    .toEqual([expect.stringMatching(/^\s*decks: 3$/m)]);
  await page.reload();
  await expect(page.getByTestId('editor-notice')).toContainText('Recovered');
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { __rulebenchMonaco: typeof import('monaco-editor') }).__rulebenchMonaco.editor
          .getEditors()[0]!
          .getModel()!
          .getValue(),
      ),
    )
    .toContain('decks: 3');
  await page.getByTestId('save-ruleset').click();
  await expect(page.getByTestId('dirty')).toHaveCount(0);
  expect(readFileSync(join(root, 'rulesets/dog/standard.yaml'), 'utf8')).toContain('decks: 3');
  // Another editor writes the file: the open (clean) editor reloads it.
  const { writeFileSync } = await import('node:fs');
  const text = readFileSync(join(root, 'rulesets/dog/standard.yaml'), 'utf8').replace('decks: 3', 'decks: 2');
  writeFileSync(join(root, 'rulesets/dog/standard.yaml'), text);
  await expect(page.getByTestId('editor-notice')).toContainText('changed on disk', { timeout: 10_000 });
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { __rulebenchMonaco: typeof import('monaco-editor') }).__rulebenchMonaco.editor
          .getEditors()[0]!
          .getModel()!
          .getValue(),
      ),
    )
    .toContain('decks: 2');
  void origin;
});

test('rules editor: the saved games of the ruleset re-checked under the edited rules; a refused step opens the replay there', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // Expected from the engine: the seed-7 replay under standard with sevenSendsHomePassed false (DOG-068).
  const base = standardGame();
  const edited = compileRuleset(base.ruleset, { sevenSendsHomePassed: false });
  if (!edited.ok) throw new Error(JSON.stringify(edited.error));
  const doc = parseReplay(JSON.parse(readFileSync(join(replayDir, replayFile), 'utf8')));
  if (!doc.ok) throw new Error(JSON.stringify(doc.error));
  const expected = recheckReplay(doc.value, edited.value);
  if (!expected.ok) throw new Error(expected.error.message);
  const status = recheckStatus(expected.value);
  expect(status).not.toBe('same');

  await page.goto(`${url}#/edit/dog%2Fstandard`);
  await expect(page.getByTestId('monaco').locator('.monaco-editor')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('editor-status')).toHaveText(/No problems/);
  // The table beside the editor must have started its game: an edit made before that starts it under the edited
  // rules, with nothing to re-run (a loaded CI machine once got there first).
  await expect(page.getByTestId('table-position')).not.toBeEmpty();
  await expect(page.getByTestId('examples').locator('[data-ok="true"]')).toHaveCount(5);
  await selectOptionValue(page, 'sevenSendsHomePassed');
  await page.keyboard.insertText('false');
  await expect(page.getByTestId('divergence').or(page.getByTestId('rerun-ok'))).toBeVisible();
  await expect(page.getByTestId('examples').locator('[data-ok="false"]')).toContainText('T-15'); // the edit is in force

  await page.getByTestId('editor-replays').locator('summary').click();
  await page.getByTestId('editor-replays-run').click();
  const row = page.locator(`[data-testid="editor-replay-row"][data-file="${replayFile}"]`);
  await expect(row).toHaveAttribute('data-status', status);
  const v = expected.value;
  if (v.divergence)
    await expect(row.getByTestId('editor-replay-divergence')).toHaveText(
      `step ${v.divergence.step} "${v.divergence.action}" is refused`,
    );
  if (v.firstDifference !== null)
    await expect(row.getByTestId('editor-replay-difference')).toHaveText(
      `positions differ from step ${v.firstDifference}`,
    );
  await reviewShot(page.getByTestId('editor-replays'), { path: 'test-results/editor-replays.png' });
  await reviewShot(page, { path: 'test-results/editor-replays-page.png' });

  // Back to the saved value: the results are marked out of date until checked again, then the replay holds.
  await selectOptionValue(page, 'sevenSendsHomePassed');
  await page.keyboard.insertText('true');
  await expect(page.getByTestId('editor-replays-stale')).toBeVisible();
  await page.getByTestId('editor-replays-run').click();
  await expect(row).toHaveAttribute('data-status', 'same');
  await expect(page.getByTestId('editor-replays-stale')).toHaveCount(0);

  // A link opens the replay at that step (checked again under the edit).
  await selectOptionValue(page, 'sevenSendsHomePassed');
  await page.keyboard.insertText('false');
  await page.getByTestId('editor-replays-run').click();
  const link = v.divergence ? row.getByTestId('editor-replay-divergence') : row.getByTestId('editor-replay-difference');
  const at = v.divergence ? v.divergence.step : v.firstDifference!;
  await link.click();
  await expect(page.getByTestId('replay-view')).toBeVisible();
  await expect(page.getByTestId('step')).toHaveText(new RegExp(`^${at} / `));
  // Leave the ruleset as it was saved (the autosave test that follows starts from the file).
  await page.goto(`${url}#/edit/dog%2Fstandard`);
  await expect(page.getByTestId('monaco').locator('.monaco-editor')).toBeVisible({ timeout: 30_000 });
  await selectOptionValue(page, 'sevenSendsHomePassed');
  await page.keyboard.insertText('true');
  await expect(page.getByTestId('dirty')).toHaveCount(0);
  expect(errors).toEqual([]);
});
