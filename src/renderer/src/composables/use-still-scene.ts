// The Vue side of every table scene (docs/architecture.md "Table scenes"): mounts a StillScene in a host element, redraws it when a
// reactive model changes (never per frame), tracks the host's size for DOM overlays of click targets, and
// disposes it on unmount. The scene lives in a plain variable, never in ref()/reactive().
import { onBeforeUnmount, onMounted, ref, watch, type Ref } from 'vue';
import type { StillScene } from '../table/still-scene';

/**
 * Mounts `create()` in `host` and calls `paint(scene, model, host)` after mounting and whenever `model` changes
 * (`flush` as in Vue's `watch`). `paint` draws and may stamp the host for tests. Returns the host's size in CSS
 * pixels, updated on resize.
 */
export function useStillScene<S extends StillScene, M>(
  host: Ref<HTMLElement | null>,
  model: Ref<M | null>,
  create: () => S,
  paint: (scene: S, model: M, host: HTMLElement) => void,
  flush: 'sync' | 'pre' | 'post' = 'sync',
): Ref<{ w: number; h: number }> {
  let scene: S | null = null;
  let observer: ResizeObserver | null = null;
  const size = ref({ w: 0, h: 0 });
  const draw = () => {
    const m = model.value;
    const el = host.value;
    if (scene && m && el) paint(scene, m, el);
  };
  onMounted(async () => {
    const el = host.value;
    if (!el) return;
    observer = new ResizeObserver(() => {
      size.value = { w: el.clientWidth, h: el.clientHeight };
    });
    observer.observe(el);
    size.value = { w: el.clientWidth, h: el.clientHeight };
    const s = create();
    scene = s;
    await s.mount(el);
    if (scene === s) draw();
  });
  watch(model, draw, { flush });
  onBeforeUnmount(() => {
    observer?.disconnect();
    scene?.dispose();
    scene = null;
  });
  return size;
}
