// Test support: a stand-in for pixi.js (`vi.mock('pixi.js', () => import('…/fake-pixi'))`) that keeps the scene
// graph the table scenes build — containers, graphics, texts — without a GPU, so a happy-dom test can read every
// word a scene draws on its canvas (`drawnTexts`). Drawing calls on Graphics are accepted and ignored. Text sizes
// are rough (7 px per character, 16 px per line): enough for layouts that measure texts, not for pixel tests.
// Imported by tests only, never by the app.

/** Every application mounted (a scene each), so `drawnTexts` can walk what is on the canvases now. */
const apps = new Set<Application>();

type Child = Container;

/** A node of the scene graph: children in drawing order, a position; `addChild`/`removeChildren` as in Pixi. */
export class Container {
  children: Child[] = [];
  parent: Container | null = null;
  x = 0;
  y = 0;
  alpha = 1;
  visible = true;
  readonly position = { set: (x: number, y?: number) => ((this.x = x), (this.y = y ?? x)) };
  readonly scale = { x: 1, y: 1, set: (x: number, y?: number) => ((this.scale.x = x), (this.scale.y = y ?? x)) };
  readonly pivot = { set: () => undefined };
  addChild<T extends Child>(...cs: T[]): T {
    for (const c of cs) {
      c.parent?.removeChild(c);
      c.parent = this;
      this.children.push(c);
    }
    return cs[0]!;
  }
  addChildAt<T extends Child>(c: T, i: number): T {
    c.parent?.removeChild(c);
    c.parent = this;
    this.children.splice(i, 0, c);
    return c;
  }
  getChildIndex(c: Child): number {
    return this.children.indexOf(c);
  }
  removeChild(c: Child): void {
    const i = this.children.indexOf(c);
    if (i >= 0) this.children.splice(i, 1);
    c.parent = null;
  }
  removeChildren(): Child[] {
    const out = this.children;
    this.children = [];
    for (const c of out) c.parent = null;
    return out;
  }
  destroy(): void {
    this.children = [];
  }
}

/** Graphics: every drawing method (circle, fill, stroke, roundRect, moveTo, …) is accepted and chains. */
export class Graphics extends Container {
  constructor() {
    super();
    return new Proxy(this, {
      get(target, prop, receiver) {
        if (prop in target || typeof prop === 'symbol' || prop === 'then')
          return Reflect.get(target, prop, receiver) as unknown;
        return () => receiver as unknown;
      },
    });
  }
}

/** A text: its string (`text`) as the scene wrote it, and its style (kept, not applied: a scene may change it). */
export class Text extends Container {
  text: string;
  readonly style: Record<string, unknown>;
  readonly anchor = { set: () => undefined };
  constructor(opts: { text?: string | number; style?: Record<string, unknown> } | string = {}) {
    super();
    this.text = typeof opts === 'string' ? opts : String(opts.text ?? '');
    this.style = typeof opts === 'string' ? {} : { ...(opts.style ?? {}) };
  }
  get width(): number {
    return 7 * Math.max(...this.text.split('\n').map((l) => l.length)) * this.scale.x;
  }
  get height(): number {
    return 16 * this.text.split('\n').length;
  }
}

/** A scene's application: `init` registers it (for `drawnTexts`), a canvas element, a 1000×700 screen; no drawing. */
export class Application {
  readonly stage = new Container();
  readonly screen = { width: 1000, height: 700 };
  readonly renderer = { on: () => undefined };
  canvas: HTMLCanvasElement = document.createElement('canvas');
  async init(): Promise<void> {
    apps.add(this);
  }
  resize(): void {}
  render(): void {}
  destroy(): void {
    apps.delete(this);
    this.stage.destroy();
  }
}

/** The texts on every mounted canvas, in drawing order (one string per Text object). */
export function drawnTexts(): string[] {
  const out: string[] = [];
  const walk = (c: Container) => {
    if (c instanceof Text) out.push(c.text);
    for (const x of c.children) walk(x);
  };
  for (const app of apps) walk(app.stage);
  return out;
}

/** Forgets every application (between tests). */
export function resetFakePixi(): void {
  apps.clear();
}
