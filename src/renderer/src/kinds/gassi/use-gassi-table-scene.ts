// Connects a GassiTableScene (Pixi, outside Vue reactivity) to a reactive model: redraws when the model changes
// (never per frame), tracks the host's size for the DOM overlay of click targets, and stamps the host after
// each redraw (`data-drawn-at`, `data-drawn-seat`) so tests can wait for the picture. docs/architecture.md "Table scenes".
import type { Ref } from 'vue';
import { useStillScene } from '../../composables/use-still-scene';
import { GassiTableScene, type GassiSceneExtras } from './gassi-table-scene';
import type { GassiView } from './gassi-model';

/** Everything one drawing of the Gassi table needs; plain data. */
export interface GassiSceneModel {
  readonly view: GassiView;
  readonly legal: readonly string[];
  /** Seat at the bottom (null = all-seeing). */
  readonly perspective: number | null;
  readonly extras?: GassiSceneExtras;
}

/** Mounts the scene in `host`; returns the host's size in CSS pixels (updated on resize). */
export function useGassiTableScene(
  host: Ref<HTMLElement | null>,
  model: Ref<GassiSceneModel | null>,
): Ref<{ w: number; h: number }> {
  return useStillScene(
    host,
    model,
    () => new GassiTableScene(),
    (scene, m, el) => {
      scene.render(m.view, m.legal, m.perspective, m.extras);
      el.dataset['drawnAt'] = String(performance.now());
      el.dataset['drawnSeat'] = m.perspective === null ? 'all' : String(m.perspective);
    },
    'sync',
  );
}
