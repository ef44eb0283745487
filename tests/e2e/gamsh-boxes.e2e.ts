// The Gämsh score box holds its longest text ("Team A: 0 (you)") with a margin, and a speech bubble holds its
// closing quote. Both are drawn by Pixi on the canvas, so this test measures pixels:
// it reads the canvas back (the Gämsh scene keeps its drawing buffer), flood-fills the score box (paper) and the
// person's speech bubble (white) from a point inside them (their places from layoutGamshTable, the code the scene
// uses), and requires every dark text pixel in the box's rows to lie inside the box with a margin, and no text to
// hang below the bubble. At 1400×900 and 1024×700, in English and German; the longest emote of the palette.
// Against a fixed-width box and a fixed bubble (the scene at dfd0923^) it fails (docs/table.md).
// The pixels are those of Pixi's WebGL renderer (software WebGL here, read back from the drawing buffer). One page
// per language: the table is opened at 1400×900, the emote sent and the clock stopped; the 1024×700 check follows
// on the same page with the window resized.
import { expect, test as base, type Page } from './support/test';
import { WITH_WEBGL, openWith, waitForDrawn } from './support/scene';
import { layoutGamshTable, type Rect } from '../../src/renderer/src/kinds/gamsh/gamsh-layout';
import { reviewShot } from './support/review-shot';

const url = process.env.RULEBENCH_E2E_URL!;
/** Minimal gap in CSS px between the text's outermost dark pixel and the box's inner edge. */
const MARGIN = 4;

interface Measured {
  /** The filled region (box interior) found from the seed, in CSS px. */
  box: { minX: number; maxX: number; minY: number; maxY: number } | null;
  /** Dark (ink) pixels within the box's rows and columns (text that crosses an edge reaches it: no margin left). */
  ink: { minX: number; maxX: number; minY: number; maxY: number } | null;
  /** Dark pixels in the 16 rows under the box, within its columns. */
  below: number;
}

/**
 * Reads the Gämsh canvas back and measures the region of light pixels (`light`: paper of the score box, ≥ 215; white
 * of a bubble, ≥ 240) connected to `seed`, and the text (ink: dark, not the green of the table) around it.
 */
async function measure(page: Page, seed: { x: number; y: number }, light: number): Promise<Measured> {
  return page.evaluate(
    ({ seed, light }) => {
      const c = document.querySelector('[data-testid="gamsh-canvas"]') as HTMLCanvasElement;
      const k = c.width / c.clientWidth;
      const off = document.createElement('canvas');
      off.width = c.width;
      off.height = c.height;
      const ctx = off.getContext('2d')!;
      ctx.drawImage(c, 0, 0);
      const { data, width, height } = ctx.getImageData(0, 0, c.width, c.height);
      const px = (x: number, y: number) => {
        const i = (y * width + x) * 4;
        return [data[i]!, data[i + 1]!, data[i + 2]!] as const;
      };
      const isLight = (x: number, y: number) => {
        const [r, g, b] = px(x, y);
        return r >= light && g >= light && b >= light - 15;
      };
      // Ink (0x2d2a26) and its dark anti-aliased pixels; the table's green (0x2f5d3a) has g = 93.
      const isInk = (x: number, y: number) => {
        const [r, g, b] = px(x, y);
        return r < 110 && g < 80 && b < 100 && Math.abs(r - g) < 35;
      };
      const sx = Math.round(seed.x * k);
      const sy = Math.round(seed.y * k);
      if (!isLight(sx, sy)) return { box: null, ink: null, below: 0 };
      const seen = new Uint8Array(width * height);
      const stack = [sy * width + sx];
      seen[stack[0]!] = 1;
      let minX = sx,
        maxX = sx,
        minY = sy,
        maxY = sy;
      while (stack.length) {
        const p = stack.pop()!;
        const x = p % width;
        const y = (p - x) / width;
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
        for (const [nx, ny] of [
          [x + 1, y],
          [x - 1, y],
          [x, y + 1],
          [x, y - 1],
        ] as const) {
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const q = ny * width + nx;
          if (!seen[q] && isLight(nx, ny)) {
            seen[q] = 1;
            stack.push(q);
          }
        }
      }
      let ink: { minX: number; maxX: number; minY: number; maxY: number } | null = null;
      for (let y = minY; y <= maxY; y++) {
        for (let x = minX; x <= maxX; x++) {
          if (!isInk(x, y)) continue;
          ink = ink
            ? {
                minX: Math.min(ink.minX, x),
                maxX: Math.max(ink.maxX, x),
                minY: Math.min(ink.minY, y),
                maxY: Math.max(ink.maxY, y),
              }
            : { minX: x, maxX: x, minY: y, maxY: y };
        }
      }
      let below = 0;
      for (let y = maxY + 1; y <= Math.min(height - 1, maxY + 16 * k); y++)
        for (let x = minX; x <= maxX; x++) if (isInk(x, y)) below++;
      const css = (r: { minX: number; maxX: number; minY: number; maxY: number }) => ({
        minX: r.minX / k,
        maxX: r.maxX / k,
        minY: r.minY / k,
        maxY: r.maxY / k,
      });
      return { box: css({ minX, maxX, minY, maxY }), ink: ink ? css(ink) : null, below };
    },
    { seed, light },
  );
}

/** The text lies inside the box with MARGIN px on the left and right and nothing hangs below it. */
function expectInside(m: Measured, what: string): void {
  expect(m.box, `${what}: the box is found`).not.toBeNull();
  expect(m.ink, `${what}: text in the box`).not.toBeNull();
  const { box, ink } = { box: m.box!, ink: m.ink! };
  const detail = `${what}: box x ${box.minX.toFixed(0)}–${box.maxX.toFixed(0)}, text x ${ink.minX.toFixed(0)}–${ink.maxX.toFixed(0)}`;
  expect(box.maxX - ink.maxX, `${detail} (right margin)`).toBeGreaterThanOrEqual(MARGIN);
  expect(ink.minX - box.minX, `${detail} (left margin)`).toBeGreaterThanOrEqual(MARGIN);
  expect(m.below, `${what}: text pixels below the box`).toBe(0);
}

/** The page shared by the tests of a worker, and the language of the table it shows (null: none yet). */
interface Shared {
  page: Page;
  lang: string | null;
  longest: { id: string; text: string };
}
const test = base.extend<object, { shared: Shared }>({
  shared: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      await use({ page: await context.newPage(), lang: null, longest: { id: '', text: '' } });
      await context.close();
    },
    { scope: 'worker' },
  ],
});
// WebGL's pixels: the config's browser has no WebGL (playwright.config.ts).
test.use({ launchOptions: WITH_WEBGL });

/** Opens the Gämsh table in `lang`, sends the longest emote of the palette as the person and stops the clock. */
async function openWithBubble(shared: Shared, lang: 'en' | 'de'): Promise<void> {
  const { page } = shared;
  shared.lang = null;
  await openWith(page, `${url}#/table/gamsh%2Fgamsh-alpin?seed=e2e-boxes`, { 'rulebench.locale': lang });
  await expect(page.getByTestId('gamsh-live')).toBeVisible();
  await page.getByTestId('gamsh-bots').uncheck(); // no bot bubbles
  await expect(page.getByTestId('gamsh-hand-card')).toHaveCount(4, { timeout: 15_000 });
  // The longest emote in this language, sent by the person (seat 0, at the bottom), then the clock stopped.
  const emotes = page.locator('[data-testid^="gamsh-emote-"]');
  // The emote's name without its key (`<kbd>1</kbd>`).
  const names = await emotes.evaluateAll((els) =>
    els.map((e) => ({
      id: e.getAttribute('data-testid')!.slice('gamsh-emote-'.length),
      text: [...e.childNodes]
        .filter((n) => n.nodeName !== 'KBD')
        .map((n) => n.textContent ?? '')
        .join('')
        .trim(),
    })),
  );
  const longest = names.reduce((a, b) => (b.text.length > a.text.length ? b : a));
  // Emote and pause in one page task: the bubble lasts 1.5 s of game time, and two separate clicks on a busy
  // machine came more than 1.5 s apart (the bubble had gone when the clock stopped).
  await page.evaluate((id) => {
    document.querySelector<HTMLButtonElement>(`[data-testid="gamsh-emote-${id}"]`)!.click();
    document.querySelector<HTMLButtonElement>('[data-testid="gamsh-pause"]')!.click();
  }, longest.id);
  await expect(page.locator(`[data-testid="gamsh-emotes"] [data-seat="0"][data-entry="${longest.id}"]`)).toHaveCount(1);
  shared.longest = longest;
  shared.lang = lang;
}

for (const lang of ['en', 'de'] as const) {
  for (const [w, h] of [
    [1400, 900],
    [1024, 700],
  ] as const) {
    test(`Gämsh ${lang} ${w}×${h}: the score lines and the longest speech bubble stay inside their boxes`, async ({
      shared,
    }) => {
      const { page } = shared;
      await page.setViewportSize({ width: w, height: h });
      if (shared.lang !== lang) await openWithBubble(shared, lang);
      const { longest } = shared;
      await expect(
        page.locator(`[data-testid="gamsh-emotes"] [data-seat="0"][data-entry="${longest.id}"]`),
      ).toHaveCount(1);
      await waitForDrawn(page);
      const canvas = page.getByTestId('gamsh-canvas');
      const size = await canvas.evaluate((c) => ({ w: c.clientWidth, h: c.clientHeight }));
      const middle = await page.getByTestId('gamsh-middle-card').count();
      const seats = await page.getByTestId('gamsh-seat').locator('option').count();
      const geo = layoutGamshTable(seats, 0, middle, size.w, size.h);
      await reviewShot(canvas, { path: `test-results/gamsh-boxes-${lang}-${w}x${h}.png` });
      const sc: Rect = geo.scores;
      // Seed: left part of the gap between the title and the first team line.
      expectInside(await measure(page, { x: sc.x + 6, y: sc.y + 23 }, 215), `score box (${lang}, ${w}×${h})`);
      const bubble = geo.seats[0]!.bubble;
      expectInside(
        await measure(page, { x: Math.max(bubble.x, 4) + 16, y: bubble.y + 4 }, 240),
        `speech bubble "${longest.text}" (${lang}, ${w}×${h})`,
      );
    });
  }
}
