// Connects a DogBoardScene (Pixi, outside Vue reactivity) to a reactive model, tracks the host's size for the
// DOM overlay, and stamps the host after each redraw (`data-drawn-at`, `data-drawn-position`) so tests can
// measure input-to-redraw time. docs/architecture.md "Table scenes".
import type { Ref } from 'vue';
import { useStillScene } from '../../composables/use-still-scene';
import { DogBoardScene, type DogBoardModel } from './dog-board-scene';

/** Mounts the scene in `host`; returns the host's size in CSS pixels (updated on resize). */
export function useDogTableScene(
  host: Ref<HTMLElement | null>,
  model: Ref<DogBoardModel | null>,
): Ref<{ w: number; h: number }> {
  return useStillScene(
    host,
    model,
    () => new DogBoardScene(),
    (scene, m, el) => {
      scene.render(m);
      el.dataset['drawnAt'] = String(performance.now());
      el.dataset['drawnPosition'] = m.position;
    },
    'sync',
  );
}
