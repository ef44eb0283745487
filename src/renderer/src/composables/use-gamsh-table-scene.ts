// Connects a GamshTableScene (Pixi, outside Vue reactivity) to a reactive model: redraws when the model changes
// (never per frame), tracks the host's size for the DOM overlay of click targets, and stamps the host after
// each redraw (`data-drawn-at`, `data-drawn-seat`) so tests can wait for the picture. STYLE §7.7.
import { onBeforeUnmount, onMounted, ref, watch, type Ref } from 'vue';
import { GamshTableScene, type GamshSceneExtras } from '../table/gamsh-table-scene';
import type { GamshView } from '../table/gamsh-layout';

/** Everything one drawing of the Gämsh table needs; plain data. */
export interface GamshSceneModel {
  readonly view: GamshView;
  /** Seat at the bottom (null = all-seeing). */
  readonly perspective: number | null;
  readonly extras?: GamshSceneExtras;
}

/** Mounts the scene in `host`; returns the host's size in CSS pixels (updated on resize). */
export function useGamshTableScene(host: Ref<HTMLElement | null>, model: Ref<GamshSceneModel | null>): Ref<{ w: number; h: number }> {
  let scene: GamshTableScene | null = null; // a plain variable, never ref()/reactive()
  let observer: ResizeObserver | null = null;
  const size = ref({ w: 0, h: 0 });
  const draw = () => {
    const m = model.value;
    const el = host.value;
    if (!scene || !m || !el) return;
    scene.render(m.view, m.perspective, m.extras);
    el.dataset['drawnAt'] = String(performance.now());
    el.dataset['drawnSeat'] = m.perspective === null ? 'all' : String(m.perspective);
  };
  onMounted(async () => {
    const el = host.value;
    if (!el) return;
    observer = new ResizeObserver(() => {
      size.value = { w: el.clientWidth, h: el.clientHeight };
    });
    observer.observe(el);
    size.value = { w: el.clientWidth, h: el.clientHeight };
    const s = new GamshTableScene();
    scene = s;
    await s.mount(el);
    if (scene === s) draw();
  });
  watch(model, draw, { flush: 'post' });
  onBeforeUnmount(() => {
    observer?.disconnect();
    scene?.dispose();
    scene = null;
  });
  return size;
}
