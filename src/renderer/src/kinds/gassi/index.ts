// Gassi's renderer side (rules: docs/rules/gassi.md): the Pixi table with clickable cards and dogs.
import type { KindRenderer } from '../types';
import GassiLiveBoard from './GassiLiveBoard.vue';
import GassiReplayBoard from './GassiReplayBoard.vue';
import { gassiTurnHint } from './gassi-hint';

/** The Gassi entry of the renderer's kind list. */
export const gassi: KindRenderer = {
  liveBoard: GassiLiveBoard,
  replayBoard: GassiReplayBoard,
  turnHint: gassiTurnHint,
};
