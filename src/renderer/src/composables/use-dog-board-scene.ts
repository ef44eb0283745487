// Connects a DogBoardScene (Pixi, outside Vue reactivity) to a reactive board model for the replay board
// (STYLE §7.7): redrawn once per tick in which the model changed (Vue's `pre` flush), so scrubbing through many
// steps in one tick draws only the last.
import type { Ref } from 'vue';
import { useStillScene } from './use-still-scene';
import { DogBoardScene, type DogBoardModel } from '../table/dog-board-scene';

/** Mounts a Dog board scene in `host` and redraws it whenever `model` changes; disposed on unmount. */
export function useDogBoardScene(host: Ref<HTMLElement | null>, model: Ref<DogBoardModel | null>): void {
  useStillScene(host, model, () => new DogBoardScene(), (scene, m) => scene.render(m), 'pre');
}
