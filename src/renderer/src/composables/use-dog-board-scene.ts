// Connects a DogBoardScene (Pixi, outside Vue reactivity) to a reactive board model (STYLE §7.7).
import { onBeforeUnmount, onMounted, watch, type Ref } from 'vue';
import { DogBoardScene, type DogBoardModel } from '../table/dog-board-scene';

export function useDogBoardScene(host: Ref<HTMLElement | null>, model: Ref<DogBoardModel | null>): void {
  let scene: DogBoardScene | null = null; // a plain variable, never ref()/reactive()
  const draw = () => {
    if (scene && model.value) scene.render(model.value);
  };
  onMounted(async () => {
    if (!host.value) return;
    const s = new DogBoardScene();
    scene = s;
    await s.mount(host.value);
    if (scene === s) draw();
  });
  watch(model, draw);
  onBeforeUnmount(() => {
    scene?.dispose();
    scene = null;
  });
}
