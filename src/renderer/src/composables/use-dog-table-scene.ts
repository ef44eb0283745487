// Connects a DogBoardScene (Pixi, outside Vue reactivity) to a reactive model, tracks the host's size for the
// DOM overlay, and stamps the host after each redraw (`data-drawn-at`, `data-drawn-position`) so tests can
// measure input-to-redraw time. STYLE §7.7.
import { onBeforeUnmount, onMounted, ref, watch, type Ref } from 'vue';
import { DogBoardScene, type DogBoardModel } from '../table/dog-board-scene';

/** Mounts the scene in `host`; returns the host's size in CSS pixels (updated on resize). */
export function useDogTableScene(host: Ref<HTMLElement | null>, model: Ref<DogBoardModel | null>): Ref<{ w: number; h: number }> {
  let scene: DogBoardScene | null = null; // a plain variable, never ref()/reactive()
  let observer: ResizeObserver | null = null;
  const size = ref({ w: 0, h: 0 });
  const draw = () => {
    const m = model.value;
    const el = host.value;
    if (!scene || !m || !el) return;
    scene.render(m);
    el.dataset['drawnAt'] = String(performance.now());
    el.dataset['drawnPosition'] = m.position;
  };
  onMounted(async () => {
    const el = host.value;
    if (!el) return;
    observer = new ResizeObserver(() => {
      size.value = { w: el.clientWidth, h: el.clientHeight };
    });
    observer.observe(el);
    size.value = { w: el.clientWidth, h: el.clientHeight };
    const s = new DogBoardScene();
    scene = s;
    await s.mount(el);
    if (scene === s) draw();
  });
  watch(model, draw, { flush: 'sync' });
  onBeforeUnmount(() => {
    observer?.disconnect();
    scene?.dispose();
    scene = null;
  });
  return size;
}
