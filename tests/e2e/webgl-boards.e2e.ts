// Each kind's board drawn with WebGL, the renderer a player's machine uses, and compared with the same position drawn
// by Pixi's canvas renderer. Most specs run Chromium without WebGL (playwright.config.ts: software
// WebGL costs several times more per picture here), so this spec is what shows that both renderers draw the same
// board: a replay opened at the same step in a browser with WebGL and in one without, each screenshot decoded by the
// page, and the pictures compared pixel by pixel. A replay's position does not change while it is looked at (a
// table's bots and Gämsh's clock would).
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, expect, test, type Browser, type Page } from './support/test';
import { simulateReplay } from './support/cli';
import { NO_WEBGL, WITH_WEBGL, openWith, waitForDrawn } from './support/scene';

// The test's own browser draws with WebGL; the canvas renderer's browser is launched beside it (`beforeAll`).
test.use({ launchOptions: WITH_WEBGL });

const url = process.env.RULEBENCH_E2E_URL!;
const replayDir = process.env.RULEBENCH_E2E_REPLAY_DIR!;
/** The step each replay is opened at: mid-game, pieces out and cards played (the Gassi game at seed 5 has 25). */
const STEP: Record<string, number> = { gassi: 15 };
/** Replay files by ruleset: Dog standard's is the global setup's; the others are made by `beforeAll`. */
const replays = new Map<string, string>([['dog/standard', process.env.RULEBENCH_E2E_REPLAY!]]);
const MADE = ['gassi/gassi-2.5.3', 'gamsh/gamsh-alpin'];

/** Opens `file` at `step` in English, waits for the board, and returns its renderer and a PNG of it. */
async function boardPicture(page: Page, file: string, step: number): Promise<{ webgl: boolean; png: Buffer }> {
  await openWith(page, `${url}#/replay/${encodeURIComponent(file)}?step=${step}`, { 'rulebench.locale': 'en' });
  await expect(page.getByTestId('step')).toHaveText(new RegExp(`^${step} / \\d+$`));
  await waitForDrawn(page);
  const canvas = page.locator('canvas[data-drawn-size]').first();
  // A canvas bound to a WebGL context has no 2D context (and the reverse): the renderer Pixi picked.
  const webgl = await canvas.evaluate((c: HTMLCanvasElement) => c.getContext('2d') === null);
  return { webgl, png: await canvas.screenshot() };
}

/**
 * Decodes two PNGs in `page` and compares them: the share of pixels whose colour differs by more than 64 in a
 * channel (antialiasing differs at edges), and how many distinct colours (in steps of 16) the first one holds.
 */
async function compare(
  page: Page,
  a: Buffer,
  b: Buffer,
): Promise<{ size: string; differing: number; colours: number }> {
  return page.evaluate(
    async ([a, b]) => {
      const pixels = async (b64: string) => {
        const bytes = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const c = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = c.getContext('2d')!;
        ctx.drawImage(bitmap, 0, 0);
        return ctx.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [pa, pb] = [await pixels(a), await pixels(b)];
      if (pa.width !== pb.width || pa.height !== pb.height)
        return { size: `${pa.width}x${pa.height} against ${pb.width}x${pb.height}`, differing: 1, colours: 0 };
      let differing = 0;
      const colours = new Set<number>();
      for (let i = 0; i < pa.data.length; i += 4) {
        const d = Math.max(
          Math.abs(pa.data[i]! - pb.data[i]!),
          Math.abs(pa.data[i + 1]! - pb.data[i + 1]!),
          Math.abs(pa.data[i + 2]! - pb.data[i + 2]!),
        );
        if (d > 64) differing++;
        colours.add(((pa.data[i]! >> 4) << 8) | ((pa.data[i + 1]! >> 4) << 4) | (pa.data[i + 2]! >> 4));
      }
      return { size: `${pa.width}x${pa.height}`, differing: differing / (pa.width * pa.height), colours: colours.size };
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}

let canvasBrowser: Browser;
test.beforeAll(async () => {
  for (const ruleset of MADE) {
    // Random bots play a turn game fastest; Gämsh is played in real time by its own bots.
    const bots = ruleset.startsWith('gamsh/') ? [] : ['--bots', 'random'];
    replays.set(ruleset, await simulateReplay(`rulesets/${ruleset}.yaml`, '5', replayDir, bots));
  }
  canvasBrowser = await chromium.launch(NO_WEBGL);
});
test.afterAll(async () => {
  await canvasBrowser?.close();
  for (const ruleset of MADE) if (replays.has(ruleset)) rmSync(join(replayDir, replays.get(ruleset)!), { force: true });
});

for (const ruleset of ['dog/standard', ...MADE])
  test(`${ruleset}: a replay's board drawn with WebGL is the board the canvas renderer draws`, async ({ page }) => {
    const file = replays.get(ruleset)!;
    const step = STEP[ruleset.split('/')[0]!] ?? 40;
    const withWebgl = await boardPicture(page, file, step);
    expect(withWebgl.webgl, 'this browser draws with WebGL').toBe(true);
    const other = await canvasBrowser.newPage({ viewport: page.viewportSize()! });
    const withCanvas = await boardPicture(other, file, step);
    expect(withCanvas.webgl, 'the browser without WebGL draws with the canvas renderer').toBe(false);
    await other.close();
    const r = await compare(page, withWebgl.png, withCanvas.png);
    // A board, not an empty or one-colour canvas: pieces, fields, cards and labels in several colours.
    expect(r.colours, `colours on the WebGL board (${r.size})`).toBeGreaterThan(20);
    expect(r.differing, `share of pixels that differ (${r.size})`).toBeLessThan(0.003);
  });
