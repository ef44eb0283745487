// Cheaper table pages for the e2e specs: Chromium without WebGL (Pixi draws the same scene with its canvas
// renderer), the app opened once with its settings already in localStorage, and a wait for the table's canvas to
// show the current window size instead of a fixed pause. Not a spec itself (no *.e2e.ts).
import type { Page } from '@playwright/test';
import config from '../../../playwright.config';

const launch = config.use?.launchOptions ?? {};

/**
 * The config's launch options: Chromium without WebGL, so Pixi draws with its canvas renderer (playwright.config.ts
 * says why). For a second browser next to a WebGL one (webgl-boards.e2e.ts).
 */
export const NO_WEBGL = launch;

/**
 * Launch options for `test.use({ launchOptions: WITH_WEBGL })`: the config's Chromium flags without
 * `--disable-webgl`, so Pixi draws with WebGL (software WebGL here, SwiftShader). For the specs about WebGL's pixels
 * (webgl-boards.e2e.ts compares each kind's board drawn both ways, gamsh-boxes.e2e.ts measures WebGL's pixels) and
 * `npm run bench:ui`.
 */
export const WITH_WEBGL = { ...launch, args: (launch.args ?? []).filter((a) => a !== '--disable-webgl') };

let opened = 0;

/**
 * Opens `target` (the app's URL with a hash route) as one fresh document whose localStorage already holds
 * `storage` (a value, or null to remove the key) when the app starts: the settings are read at start, and there
 * is no first load only to write them. The values are written once for this call (a reload later keeps what the
 * app itself stored since), by an init script that marks itself done in sessionStorage.
 */
export async function openWith(page: Page, target: string, storage: Record<string, string | null>): Promise<void> {
  const mark = `rulebench.e2e.storage.${++opened}.${Date.now()}`;
  await page.addInitScript(
    ({ mark, storage }) => {
      try {
        if (location.protocol === 'about:' || sessionStorage.getItem(mark)) return;
        sessionStorage.setItem(mark, '1');
        for (const [k, v] of Object.entries(storage))
          if (v === null) localStorage.removeItem(k);
          else localStorage.setItem(k, v);
      } catch {
        /* a frame without storage */
      }
    },
    { mark, storage },
  );
  // From another route of the app, a URL that differs in its hash only would not load a fresh document.
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  await page.goto(target);
}

/**
 * Waits until every table canvas on the page (`canvas[data-drawn-size]`, stamped by StillScene after each
 * picture) has been drawn at its host's current size: after opening a table or resizing the window, the picture and
 * the click targets laid over it (sized by the same host's resize) are current. At least one canvas must exist.
 */
export async function waitForDrawn(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const canvases = [...document.querySelectorAll<HTMLCanvasElement>('canvas[data-drawn-size]')];
      return (
        canvases.length > 0 &&
        canvases.every((c) => {
          const host = c.parentElement!;
          return c.dataset['drawnSize'] === `${host.clientWidth}x${host.clientHeight}`;
        })
      );
    },
    undefined,
    { polling: 'raf', timeout },
  );
}
