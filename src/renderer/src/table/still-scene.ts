// The Pixi lifecycle every table scene shares: a canvas sized to its host that redraws on demand only (no 60 fps
// ticker: software GL in CI, laptop batteries). Imports pixi.js only, never Vue or Pinia (docs/architecture.md "Table scenes").
import 'pixi.js/unsafe-eval'; // Pixi without new Function(): our CSP has no 'unsafe-eval'
import { Application, Container, Graphics } from 'pixi.js';

/** How a scene's canvas is set up: its test id, background colour (0xRRGGBB), and whether pixels stay readable. */
export interface StillSceneOptions {
  readonly testId: string;
  readonly background: number;
  /** Keep the drawing buffer (needed to print or read back the canvas). */
  readonly preserveDrawingBuffer?: boolean;
}

/**
 * Base of the kind scenes (`DogBoardScene`, `GassiTableScene`, `GamshTableScene`): `mount` creates the canvas
 * inside a host element, `dispose` frees it (safe before `mount` finished); `draw` runs after mounting, on every
 * resize and whenever a subclass calls it (after `render` got a new model): it clears the scene and has the
 * subclass `paint` the model afresh. After each draw the canvas carries `data-draws` (how many pictures so far) and
 * `data-drawn-size` (`<width>x<height>` in CSS px of the last one), the signal e2e tests wait for.
 */
/**
 * How a scene's renderer is destroyed: its canvas is removed, but Pixi's global pools (batches, batchable graphics)
 * are kept. `destroy(true)` would also release those (`releaseGlobalResources`), which other live scenes still use —
 * navigating from one board to the next then broke the next board's rendering (pixijs/pixijs#11694).
 */
const DESTROY_RENDERER = { removeView: true, releaseGlobalResources: false } as const;

export abstract class StillScene {
  protected readonly app = new Application();
  protected readonly root = new Container();
  protected mounted = false;
  private resizeObserver: ResizeObserver | null = null;
  private disposed = false;
  private draws = 0;

  protected constructor(private readonly options: StillSceneOptions) {}

  /** Creates the canvas inside `host` (sized to it) and draws what the scene was last given, if anything. */
  async mount(host: HTMLElement): Promise<void> {
    await this.app.init({
      resizeTo: host,
      antialias: true,
      autoDensity: true,
      resolution: Math.min(window.devicePixelRatio || 1, 2),
      background: this.options.background,
      preference: 'webgl',
      autoStart: false,
      sharedTicker: false,
      ...(this.options.preserveDrawingBuffer ? { preserveDrawingBuffer: true } : {}),
    });
    if (this.disposed) {
      this.app.destroy(DESTROY_RENDERER, { children: true });
      return;
    }
    this.app.canvas.setAttribute('data-testid', this.options.testId);
    host.appendChild(this.app.canvas);
    this.app.stage.addChild(this.root);
    this.app.renderer.on('resize', () => this.draw());
    this.resizeObserver = new ResizeObserver(() => this.app.resize());
    this.resizeObserver.observe(host);
    this.mounted = true;
    this.draw();
  }

  /** Frees the canvas and the GPU resources; safe before `mount` finished. */
  dispose(): void {
    this.disposed = true;
    this.resizeObserver?.disconnect();
    this.resizeObserver = null;
    if (this.mounted) this.app.destroy(DESTROY_RENDERER, { children: true });
    this.mounted = false;
  }

  /**
   * Draws the current model and renders once: a no-op until mounted or without a model. Clears `root`, then
   * `paint` draws onto a fresh `Graphics` (already in `root`) for a screen of `width` × `height` CSS px.
   */
  protected draw(): void {
    if (!this.mounted || !this.hasModel()) return;
    for (const child of this.root.removeChildren()) child.destroy({ children: true });
    const g = new Graphics();
    this.root.addChild(g);
    const { width, height } = this.app.screen;
    this.paint(g, width, height);
    this.app.render();
    // For tests, which have no other sign that a redraw finished: how often the canvas was drawn, and the size in
    // CSS px of the last picture (a test waits for it to match the host after a resize). Two attribute writes.
    this.app.canvas.dataset['draws'] = String(++this.draws);
    this.app.canvas.dataset['drawnSize'] = `${Math.round(width)}x${Math.round(height)}`;
  }

  /** Whether there is a model to draw (`render` was called). */
  protected abstract hasModel(): boolean;

  /** Draws the model: shapes on `g`, texts as further children of `root`; `width` × `height` in CSS px. */
  protected abstract paint(g: Graphics, width: number, height: number): void;
}
