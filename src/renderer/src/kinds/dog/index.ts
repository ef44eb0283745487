// Dog's renderer side (rules: docs/rules/dog.md): the Pixi board with clickable spots, the hand, the
// replay board. The click model (dog-clicks.ts) turns clicks on cards, pieces and fields into legal actions.
import type { KindRenderer } from '../types';
import DogHand from './DogHand.vue';
import DogLiveBoard from './DogLiveBoard.vue';
import DogReplayBoard from './DogReplayBoard.vue';
import { dogTurnHint } from './dog-hint';

/** The Dog entry of the renderer's kind list. */
export const dog: KindRenderer = {
  liveBoard: DogLiveBoard,
  liveHand: DogHand,
  replayBoard: DogReplayBoard,
  turnHint: dogTurnHint,
};
