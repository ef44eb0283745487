// Connects a GamshTableScene (Pixi, outside Vue reactivity) to a reactive model: redraws when the model changes
// (never per frame), tracks the host's size for the DOM overlay of click targets, and stamps the host after
// each redraw (`data-drawn-at`, `data-drawn-seat`) so tests can wait for the picture. docs/architecture.md "Table scenes".
import type { Ref } from 'vue';
import { useStillScene } from '../../composables/use-still-scene';
import { GamshTableScene, type GamshSceneExtras } from './gamsh-table-scene';
import type { GamshView } from '../../../../engine';

/** Everything one drawing of the Gämsh table needs; plain data. */
export interface GamshSceneModel {
  readonly view: GamshView;
  /** Seat at the bottom (null = all-seeing). */
  readonly perspective: number | null;
  readonly extras?: GamshSceneExtras;
}

/** Mounts the scene in `host`; returns the host's size in CSS pixels (updated on resize). */
export function useGamshTableScene(
  host: Ref<HTMLElement | null>,
  model: Ref<GamshSceneModel | null>,
): Ref<{ w: number; h: number }> {
  return useStillScene(
    host,
    model,
    () => new GamshTableScene(),
    (scene, m, el) => {
      scene.render(m.view, m.perspective, m.extras);
      el.dataset['drawnAt'] = String(performance.now());
      el.dataset['drawnSeat'] = m.perspective === null ? 'all' : String(m.perspective);
    },
    'post',
  );
}
