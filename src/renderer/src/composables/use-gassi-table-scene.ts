// Connects a GassiTableScene (Pixi, outside Vue reactivity) to a reactive model: redraws when the model changes
// (never per frame), tracks the host's size for the DOM overlay of click targets, and stamps the host after
// each redraw (`data-drawn-at`, `data-drawn-seat`) so tests can wait for the picture. STYLE §7.7.
import { onBeforeUnmount, onMounted, ref, watch, type Ref } from 'vue';
import { GassiTableScene, type GassiSceneExtras } from '../table/gassi-table-scene';
import type { GassiView } from '../table/gassi-model';

/** Everything one drawing of the Gassi table needs; plain data. */
export interface GassiSceneModel {
  readonly view: GassiView;
  readonly legal: readonly string[];
  /** Seat at the bottom (null = all-seeing). */
  readonly perspective: number | null;
  readonly extras?: GassiSceneExtras;
}

/** Mounts the scene in `host`; returns the host's size in CSS pixels (updated on resize). */
export function useGassiTableScene(host: Ref<HTMLElement | null>, model: Ref<GassiSceneModel | null>): Ref<{ w: number; h: number }> {
  let scene: GassiTableScene | null = null; // a plain variable, never ref()/reactive()
  let observer: ResizeObserver | null = null;
  const size = ref({ w: 0, h: 0 });
  const draw = () => {
    const m = model.value;
    const el = host.value;
    if (!scene || !m || !el) return;
    scene.render(m.view, m.legal, m.perspective, m.extras);
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
    const s = new GassiTableScene();
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
