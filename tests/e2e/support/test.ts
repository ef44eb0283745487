// The `test` of every e2e spec: Playwright's own, except that a test's `page` opens in one browser context kept by
// the worker instead of a new context per test. Specs import `test`, `expect` and the types from here.
//
// Why: a new browser context starts with an empty HTTP and code cache, so each test's first load of the app fetched,
// parsed and compiled the whole bundle again. Measured on the 2-core CI machine (Chromium's CPU counted by a cpuacct
// control group): 21 app loads in 21 new contexts cost 1.9 CPU-seconds each, in one context 0.7.
//
// What a test still gets fresh: its own page (tab) with its own sessionStorage, no cookies, no granted permissions,
// and an empty localStorage at the app's origin (the app keeps its settings, autosaves and window state there; it
// uses no cookies, IndexedDB or service workers). The reset runs before each test, so one that fails or closes the
// context cannot leave anything for the next; a closed context is replaced. A spec that needs its own context
// options (a phone with touch, another locale) opens a context of its own with `browser.newContext`, as the people
// specs do; the `context` fixture is still Playwright's own, fresh for each test that asks for it.
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

/** The app's origin (scheme, host and port of RULEBENCH_E2E_URL), where the reset clears localStorage. */
function appOrigin(): string {
  const url = process.env.RULEBENCH_E2E_URL;
  if (!url) throw new Error('RULEBENCH_E2E_URL is not set: run the e2e specs through `playwright test`.');
  return new URL(url).origin;
}

/**
 * A blank document at the app's origin, answered by a route of the keeper page itself (never by the host), so the
 * keeper runs no app code and its `localStorage` is the app's.
 */
const BLANK_PATH = '/__e2e_reset__';

/**
 * One browser context a worker reuses for every test's `page`, with a keeper page at the app's origin (kept open so
 * the origin's storage is reachable between tests). `fresh()` returns the context with no page but the keeper, no
 * cookies, no permissions and an empty localStorage; it makes a new context when there is none or the old one was
 * closed (a spec may close every context of the browser).
 */
class ReusedContext {
  private context: BrowserContext | null = null;
  private keeper: Page | null = null;

  constructor(private readonly browser: Browser) {}

  /** The reset context; throws only when Chromium cannot make a context at all. */
  async fresh(): Promise<BrowserContext> {
    if (this.context && this.keeper && !this.keeper.isClosed()) {
      try {
        await this.reset(this.context, this.keeper);
        return this.context;
      } catch {
        await this.close(); // a context that cannot be reset is replaced
      }
    }
    const context = await this.browser.newContext();
    context.on('close', () => {
      if (this.context === context) this.context = this.keeper = null;
    });
    const keeper = await context.newPage();
    const origin = appOrigin();
    await keeper.route(`${origin}${BLANK_PATH}`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>reset</title>' }),
    );
    await keeper.goto(`${origin}${BLANK_PATH}`);
    this.context = context;
    this.keeper = keeper;
    await this.reset(context, keeper);
    return context;
  }

  /** Closes every page but the keeper, and clears cookies, permissions and the origin's storage. */
  private async reset(context: BrowserContext, keeper: Page): Promise<void> {
    for (const page of context.pages()) if (page !== keeper) await page.close();
    await context.clearCookies();
    await context.clearPermissions();
    await keeper.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }

  /**
   * Closes the context (at the end of the worker, when it could not be reset, or after a failed test). The keeper
   * page goes first: Playwright writes the page snapshot of a failed test's error-context.md from the first page of
   * a context closed during the test, which is then the test's own page.
   */
  async close(): Promise<void> {
    const context = this.context;
    const keeper = this.keeper;
    this.context = this.keeper = null;
    await keeper?.close().catch(() => undefined);
    await context?.close().catch(() => undefined);
  }
}

/**
 * Playwright's `test` with `page` opened in the worker's reused context, at the test's `viewport` (the config's
 * 1400×900 unless a spec sets another). The page is closed after the test (any other page it opened there before
 * the next test), and the whole context after a failed test.
 */
export const test = base.extend<object, { reusedContext: ReusedContext }>({
  reusedContext: [
    async ({ browser }, use) => {
      const reused = new ReusedContext(browser);
      await use(reused);
      await reused.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ reusedContext, viewport }, use, testInfo) => {
    const context = await reusedContext.fresh();
    const page = await context.newPage();
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
    // A failed test's context is closed with its pages (the next test gets a new one), so its error-context.md has
    // the page snapshot, as with a context of its own.
    if (testInfo.status !== testInfo.expectedStatus) await reusedContext.close();
    else await page.close().catch(() => undefined);
  },
});
